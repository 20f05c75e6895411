"""What Tablenette keeps between sittings: the unfinished game and the record of games (issue 16).

The game is written after every completed move (``tablenette.game.json``,
through ``retro.keep.KeptGame``) with the few things the table needs beyond
the rules' state; a finished game is counted in ``tablenette.record.json``
and its kept file removed. ``check`` rebuilds everything from a kept file and
raises ``ValueError`` on anything odd, so a bad file is never half-loaded.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from retro.cards import Card
from retro.coaching import HandReview
from retro.keep import KeptGame, Record
from retro.tablenette.rules import State
from retro.tablenette.ui_layout import SLOTS

PROGRAM = "tablenette"
SETTING = "all"            # Tablenette has one opponent: one line in the record
PLAYS = ("capture", "discard")


@dataclass
class Resumed:
    """A kept game, rebuilt: the state and what the table needs with it."""

    state: State
    took_back: bool = False        # a take-back was used: the game counts for nobody
    demo_played: bool = False      # demo played some of the person's turns: counts for nobody
    review: HandReview = field(default_factory=HandReview)
    slots: list[list[Card | None]] | None = None    # where each hand's cards lay (gaps kept)


def started(state: State) -> bool:
    """True once a card has been played in the match (a fresh deal is nothing to lose)."""
    return any(e.kind in PLAYS for e in state.events)


def _flag(extra: dict, key: str) -> bool:
    value = extra.get(key, False)
    if not isinstance(value, bool):
        raise ValueError(f"{key} is not true or false")
    return value


def rebuild(payload: dict) -> Resumed:
    """The kept game of ``payload`` ({"state", "extra"}); ValueError when anything is wrong."""
    state = State.from_json(payload["state"])
    if state.over or state.to_move is None:
        raise ValueError("the kept game is already over")
    extra = payload["extra"]
    known = {"took_back", "demo_played", "review", "slots"}
    if set(extra) - known:
        raise ValueError(f"unknown entries {sorted(set(extra) - known)}")
    return Resumed(state, _flag(extra, "took_back"), _flag(extra, "demo_played"),
                   HandReview.from_data(extra.get("review", [])), _slots(state, extra.get("slots")))


def _slots(state: State, data) -> list[list[Card | None]] | None:
    """The hand slots as they were shown; they must hold exactly the cards in each hand."""
    if data is None:
        return None
    if not isinstance(data, list) or len(data) != 2:
        raise ValueError("the hand slots are not two rows")
    slots = []
    for p, row in enumerate(data):
        if not isinstance(row, list) or len(row) != SLOTS:
            raise ValueError("a row of hand slots is not six places")
        cards = [None if c is None else Card.parse(c) if isinstance(c, str) else _bad_slot() for c in row]
        held = [c for c in cards if c is not None]
        if sorted(map(str, held)) != sorted(map(str, state.hands[p])):
            raise ValueError("the hand slots do not hold the cards in hand")
        slots.append(cards)
    return slots


def _bad_slot():
    raise ValueError("a hand slot is not a card")


def _fits(state: State, slots) -> bool:
    """The slots hold the state's hands (not so while a deal is still being animated)."""
    return all(sorted(str(c) for c in row if c is not None) == sorted(map(str, state.hands[p]))
               for p, row in enumerate(slots))


class Keeper:
    """The kept game and the record for one data folder."""

    def __init__(self, store):
        self.kept = KeptGame(store, PROGRAM)
        self.record = Record(store, PROGRAM)

    def load(self) -> Resumed | None:
        """The kept game, or None (none, or a bad file: the store says so in one line)."""
        payload = self.kept.load(rebuild)
        return rebuild(payload) if payload is not None else None

    def save(self, state: State, took_back: bool, demo_played: bool, review: HandReview,
             slots: list[list[Card | None]] | None = None) -> bool:
        extra = {"took_back": took_back, "demo_played": demo_played, "review": review.to_data()}
        if slots is not None and _fits(state, slots):
            extra["slots"] = [[None if c is None else str(c) for c in row] for row in slots]
        return self.kept.save(state.to_json(), extra)

    def discard(self) -> None:
        self.kept.discard()

    def finished(self, state: State, counts: bool) -> None:
        """The game is over: the kept file goes, and the record counts it if it ``counts``."""
        self.kept.discard()
        if counts and state.winner is not None:
            self.record.add(SETTING, "won" if state.winner == 0 else "lost", state.scores[0])
