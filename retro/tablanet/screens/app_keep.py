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
number of players, computers' strength and length of game (``setting``): "players-2" and
"players-3" for the standard computers in the sheet's game to 251 (as before either was
chosen), "players-2-expert", "players-3-to-101", "players-2-expert-to-151"...
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass, replace

from retro.keep import Kept, KeptGame, Record
from retro.table.kept import SessionExtras, check_log, check_marks, check_seating, moves_as_played, unfinished
from retro.tablanet.bots import BOTS, DEFAULT_BOT
from retro.tablanet.rules import TARGET, State
from retro.tablanet.screens.app_text import valid_code

PROGRAM = "tablanet"


@dataclass(frozen=True)
class Extras(SessionExtras):
    """What is kept beside the State: the session's extras (``SessionExtras``, the game's log among
    them) and these. Demo mode is not among them: a game left in demo mode comes back with the
    person's seat given back. ``bot`` is the computers' bot: the game goes on at its level (a game
    kept before the level was chosen has the standard one)."""

    open_hands: bool = False
    bot: str = DEFAULT_BOT


EXTRA = asdict(Extras())


def kept_game(store) -> KeptGame:
    return KeptGame(store, PROGRAM)


def record(store) -> Record:
    return Record(store, PROGRAM)


def setting(players: int, bot: str = DEFAULT_BOT, target: int = TARGET) -> str:
    """The record's line for a game of ``players`` against the ``bot`` computers to ``target``:
    "players-2" for the standard ones to 251 (the line of every game recorded before the
    strength and the length were chosen), else with "-<bot>" and "-to-<target>" after it."""
    key = f"players-{players}"
    if bot != DEFAULT_BOT:
        key += f"-{bot}"
    if target != TARGET:
        key += f"-to-{target}"
    return key


def setting_parts(key: str) -> tuple[int, str, int] | None:
    """``setting``'s line back as (players, bot, target); None for a key it does not make."""
    match = re.fullmatch(r"players-(\d)(?:-([a-z]+))?(?:-to-(\d+))?", key)
    if match is None:
        return None
    players, bot, target = int(match.group(1)), match.group(2) or DEFAULT_BOT, int(match.group(3) or TARGET)
    return (players, bot, target) if setting(players, bot, target) == key else None


def rebuild(payload: dict) -> Kept:
    """The kept payload {"state", "extra"} -> Kept (its extra an ``Extras``); ValueError on anything odd."""
    state = unfinished(State, payload)
    out = Extras.checked(moves_as_played(payload.get("extra")))
    if out.bot not in BOTS:
        raise ValueError(f"no computer player {out.bot!r}")
    for line in out.review:
        if not re.fullmatch(r"[1-4]:[1-6]", line[0]) or not all(map(valid_code, line[1:3])):
            raise ValueError("a review line names no play")
    seating = check_seating(out.seating, state.players)
    people = set(seating.people) if seating is not None and seating.shared else {0}
    out = replace(out, take_back=check_marks(payload["state"], state, out.take_back,
                                             same_hand=lambda mark, kept: same_hand(mark, kept, people)),
                  played=check_log(out.played, state))
    return Kept(state, out)


def same_hand(mark: State, kept: State, people=frozenset({0})) -> bool:
    """A take-back mark of the kept game's hand, before one of a person's plays (the person's, or in a
    people's game any of theirs)."""
    return mark.hand_no == kept.hand_no and len(mark.events) < len(kept.events) and mark.to_move in people


def load(store) -> Kept | None:
    """The kept game, or None (none kept, or a bad file: reported and set aside)."""
    return kept_game(store).restore(rebuild)


def outcome(winner: int | None) -> str:
    """The person's outcome: player 0 is the person (a tie for the lead plays on, TBL-G1)."""
    return "won" if winner == 0 else "lost"
