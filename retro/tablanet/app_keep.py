"""What Tablanet keeps between sittings: the unfinished game and the record of games.

The game is kept in ``tablanet.game.json`` through ``retro.keep.KeptGame``
after every completed move: the rules State's own text (its RNG too, so the
future deals are the same) and the few things the screen needs (``Extras``),
the take-back marks among them, each only what it does not share with the
kept State.
A kept file is believed only when the State rebuilds and every extra has the
right type and range; anything else is reported in one line by the store
(translated on the Russian screen), kept as ``.bad``, and the program starts
as if there were none. The record (``tablanet.record.json``) has one line per
number of players: "players-2" and "players-3".
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass, field, replace

from retro.coaching import HandReview
from retro.deals import SEED_LIMIT
from retro.keep import Kept, KeptGame, Record, extras_of, whole_marks
from retro.table.replay import GameLog
from retro.table.session import MAX_SEED
from retro.tablanet.rules import State
from retro.tablanet.app_text import valid_code

PROGRAM = "tablanet"


@dataclass(frozen=True)
class Extras:
    """What is kept beside the State. Demo mode is not among them: a game left in demo mode comes
    back with the person's seat given back."""

    open_hands: bool = False
    coach: bool = False
    demo_played: bool = False
    take_back_used: bool = False
    bot_seed: int = 0                   # the computers' decisions' seed (retro.table.session)
    review: list = field(default_factory=list)   # the hand review so far: [where, played, better, loss]
    # open hands: the States before the person's plays this hand, each kept small (retro.keep.small_mark)
    take_back: list = field(default_factory=list)
    deal: int = 0                       # the deal number (retro.deals); 0 in a game kept before there were
    # the game's log for its record (retro.table.replay.GameLog); a game kept before records has none
    moves: list = field(default_factory=list)
    person_played: bool = False


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
    state = State.from_json(payload["state"])
    if state.over or state.to_move is None:
        raise ValueError("the kept game is already over")
    out = extras_of(Extras, payload.get("extra"))
    if not 0 <= out.bot_seed < MAX_SEED:
        raise ValueError("bot_seed is out of range")
    if not 0 <= out.deal < SEED_LIMIT:          # a game played on from an old record: its seed
        raise ValueError("deal is not a deal number")
    HandReview.from_data(out.review)
    for line in out.review:
        if not re.fullmatch(r"[1-4]:[1-6]", line[0]) or not all(map(valid_code, line[1:3])):
            raise ValueError("a review line names no play")
    try:
        texts = whole_marks(payload["state"], out.take_back)
    except ValueError:
        raise ValueError("its plays to take back are not from this game") from None
    out = replace(out, take_back=texts)
    GameLog.from_extra(asdict(out))
    for text in texts:
        try:
            mark = State.from_json(text)
        except (ValueError, TypeError, KeyError, AttributeError, IndexError):
            raise ValueError("its plays to take back are not from this game") from None
        if mark.hand_no != state.hand_no or len(mark.events) >= len(state.events) or mark.to_move != 0:
            raise ValueError("its plays to take back are not from this hand")
    return Kept(state, out)


def load(store) -> Kept | None:
    """The kept game, or None (none kept, or a bad file: reported and set aside)."""
    return kept_game(store).restore(rebuild)


def outcome(winner: int | None) -> str:
    """The person's outcome: player 0 is the person (a tie for the lead plays on, TBL-G1)."""
    return "won" if winner == 0 else "lost"
