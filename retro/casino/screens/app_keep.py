"""What Casino keeps between sittings: the unfinished game's screen extras, the record's line, the kept file.

The game is kept in ``casino.game.json`` (``retro.keep.KeptGame``) after
every completed move: the rules State's own text and the screen's
``Extras``. A kept file is believed only when the State rebuilds and every
extra has the right type and range (anything else: ValueError, and
``retro.keep`` reports the file in one line and keeps it as ``.bad``).
Files written before the game session kept its own flags (``coach``,
``take_back_used``) or open hands' take-back marks (``take_back``) still load:
a file's "took_back" (the session's ``take_back_used``, written beside it until
the session's names were kept alone) is read as ``take_back_used``, the other
fields take their defaults (a game kept without marks takes back nothing
from before it was continued; one kept without its moves, ``played``, is not
written to the history of games when it ends).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from retro.casino.bots import BOTS
from retro.casino.rules import State
from retro.casino.screens.settings import RECORD_KINDS
from retro.casino.screens.ui_messages import KEEP as KEPT_MESSAGES
from retro.table.kept import SessionExtras, check_marks, check_seating

PROGRAM = "casino"          # retro.keep's file names: casino.game.json, casino.record.json
MAX_MOVES = 10_000
# More marks than a round has decisions of the person's (48 cards among two players): a hand-edited file.
MOST_MARKS = 30


@dataclass(frozen=True)
class Extras(SessionExtras):
    """What the screen needs besides the State to come back exactly as it was left: the game session's
    extras (``SessionExtras``; its ``bot_seed`` seeds the computers' decisions, its ``review`` and
    ``take_back`` this round's, the game's log ``played`` the moves so far, for the history of games:
    ``retro.table.replay.HistoryLog.kept``) and these."""

    names: list = field(default_factory=list)
    bot: str = ""
    moves: int = 0
    messages: list = field(default_factory=list)     # the message area's log: [text, own play(, a
    #                                                   computer's play alone, ui_messages.Message.move_line)]
    show_unplayed: bool = False
    demo_in_round: bool = False     # the demo played the person's seat in the kept round (its review says so)


def checked(extra, players: int) -> Extras:
    """``extra`` of a kept game, checked to the last field; ValueError says what is wrong."""
    out = Extras.checked(extra)
    names = out.names
    if (len(names) != players or not all(isinstance(n, str) and n.strip() and len(n) <= 40 for n in names)
            or len({n.casefold() for n in names}) != players):
        raise ValueError("the players' names do not fit the game")
    seating = check_seating(out.seating, players)
    if seating is not None and list(seating.names) != names:
        raise ValueError("the seats' names are not the players' names")
    if out.bot not in BOTS:
        raise ValueError(f"unknown computer player {out.bot!r}")
    if not 0 <= out.moves < MAX_MOVES:
        raise ValueError("moves is not a whole number in range")
    if (len(out.messages) > KEPT_MESSAGES
            or not all(isinstance(m, list) and len(m) in (2, 3) and all(isinstance(t, str) and len(t) <= 400
                                                                     for t in m[:1] + m[2:])
                       and isinstance(m[1], bool) for m in out.messages)):
        raise ValueError("the message lines are not a list of lines")
    return out


def marks(state_json: str, state: State, data: list, people=(0,)) -> list[str]:
    """The kept take-back marks as State texts, oldest first: each a State of this round before one
    of a person's decisions (``people``: their seats), no later than the kept one; ValueError on
    anything else."""
    return check_marks(state_json, state, data, MOST_MARKS,
                       lambda mark, kept: same_round(mark, kept, people), part="round")


def same_round(mark: State, kept: State, people=(0,)) -> bool:
    """A take-back mark of the kept game's round, before one of a person's decisions."""
    return mark.round == kept.round and mark.to_move in people and mark.players == kept.players


def record_setting(bot_name: str, players: int) -> str:
    """The record's key for a game's opponents, by their skill and number: "standard-1" ... "expert-3"."""
    return f"{RECORD_KINDS.get(bot_name, bot_name)}-{players - 1}"

