"""What Tablanet keeps between sittings: the unfinished game and the record of games.

The game is kept in ``tablanet.game.json`` through ``retro.keep.KeptGame``
after every completed move: the rules State's own text (its RNG too, so the
future deals are the same) and the few things the screen needs (``Extras``),
the take-back marks among them, each only what it does not share with the
kept State, and the game's log (a file that kept it in the old shape,
``"moves"``, is read in today's, ``retro.table.kept.moves_as_played``).
A kept file is believed only when the State rebuilds and every extra has the
right type and range; anything else is reported in one line by the store
(translated on the Russian screen), kept as ``.bad``, and the program starts
as if there were none. The record (``tablanet.record.json``) has one line per
number of players: "players-2" and "players-3".
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass, replace

from retro.keep import Kept, KeptGame, Record
from retro.table.kept import SessionExtras, check_log, check_marks, moves_as_played, unfinished
from retro.tablanet.rules import State
from retro.tablanet.screens.app_text import valid_code

PROGRAM = "tablanet"


@dataclass(frozen=True)
class Extras(SessionExtras):
    """What is kept beside the State: the session's extras (``SessionExtras``, the game's log among
    them) and these. Demo mode is not among them: a game left in demo mode comes back with the
    person's seat given back."""

    open_hands: bool = False


EXTRA = asdict(Extras())


def kept_game(store) -> KeptGame:
    return KeptGame(store, PROGRAM)


def record(store) -> Record:
    return Record(store, PROGRAM)


def setting(players: int) -> str:
    """The record's line for a number of players."""
    return f"players-{players}"


def rebuild(payload: dict) -> Kept:
    """The kept payload {"state", "extra"} -> Kept (its extra an ``Extras``); ValueError on anything odd."""
    state = unfinished(State, payload)
    out = Extras.checked(moves_as_played(payload.get("extra")))
    for line in out.review:
        if not re.fullmatch(r"[1-4]:[1-6]", line[0]) or not all(map(valid_code, line[1:3])):
            raise ValueError("a review line names no play")
    out = replace(out, take_back=check_marks(payload["state"], state, out.take_back, same_hand=same_hand),
                  played=check_log(out.played, state))
    return Kept(state, out)


def same_hand(mark: State, kept: State) -> bool:
    """A take-back mark of the kept game's hand, before one of the person's plays."""
    return mark.hand_no == kept.hand_no and len(mark.events) < len(kept.events) and mark.to_move == 0


def load(store) -> Kept | None:
    """The kept game, or None (none kept, or a bad file: reported and set aside)."""
    return kept_game(store).restore(rebuild)


def outcome(winner: int | None) -> str:
    """The person's outcome: player 0 is the person (a tie for the lead plays on, TBL-G1)."""
    return "won" if winner == 0 else "lost"
