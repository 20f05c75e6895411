"""What Tablenette keeps between sittings: the unfinished game and the record of games.

The game session (``retro.table.Session``) writes the game after every
completed move (``tablenette.game.json``, through ``retro.keep.KeptGame``)
with the few things the table needs beyond the rules' state
(``KeptExtras``, in the file's words of today) and the take-back marks of the
hand, so a continued game takes back as far as one never left (``marks``
keeps them small); a finished game is counted in
``tablenette.record.json`` and its kept file removed. ``rebuild`` rebuilds
everything from a kept file and raises ``ValueError`` on anything odd, so a
bad file is never half-loaded.
"""

from __future__ import annotations

import json
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
class KeptExtras:
    """What a kept game holds beside the rules' state (the file's "extra")."""

    took_back: bool = False        # a take-back was used: the game counts for nobody
    demo_played: bool = False      # demo played some of the person's turns: counts for nobody
    review: HandReview = field(default_factory=HandReview)
    slots: list[list[Card | None]] | None = None    # where each hand's cards lay (gaps kept)
    # the States' texts before the person's plays this hand (``KeptFiles.save`` writes them small,
    # beside ``to_data``'s entries)
    take_back: list[str] = field(default_factory=list)

    def to_data(self) -> dict:
        out = {"took_back": self.took_back, "demo_played": self.demo_played, "review": self.review.to_data()}
        if self.slots is not None:
            out["slots"] = [[None if c is None else str(c) for c in row] for row in self.slots]
        return out

    @classmethod
    def of_session(cls, extra: dict) -> "KeptExtras":
        """The session's kept extras (``Session.standard_extra`` and the screen's ``slots``)."""
        return cls(bool(extra.get("take_back_used")), bool(extra.get("demo_played")),
                   HandReview.from_data(extra.get("review", [])), extra.get("slots"),
                   list(extra.get("take_back", [])))

    def session_extra(self) -> dict:
        """These extras as ``Session.restore_extra`` takes them."""
        return {"take_back_used": self.took_back, "demo_played": self.demo_played,
                "review": self.review.to_data(), "take_back": list(self.take_back)}


@dataclass
class Resumed:
    """A kept game, rebuilt: the state and what the table needs with it."""

    state: State
    extras: KeptExtras = field(default_factory=KeptExtras)


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
    known = {"took_back", "demo_played", "review", "slots", "take_back"}
    if set(extra) - known:
        raise ValueError(f"unknown entries {sorted(set(extra) - known)}")
    return Resumed(state, KeptExtras(_flag(extra, "took_back"), _flag(extra, "demo_played"),
                                     HandReview.from_data(extra.get("review", [])),
                                     _slots(state, extra.get("slots")),
                                     _marks(payload["state"], state, extra.get("take_back", []))))


# --- the take-back marks, small -----------------------------------------------------------------
# A mark is the State before one of the person's plays this hand. The kept state's events begin
# with the mark's, and its shuffle is the mark's (a hand shuffles once, before the marks), so the
# file keeps a mark as its own fields with the number of its events, without the shuffle's state:
# some hundred bytes where the whole State grows to tens of kilobytes late in a match.
SHARED = ("events", "rng")


def small_mark(kept: dict, text: str) -> dict | str:
    """A mark as the file keeps it, given the kept state's fields (the whole text if it does not
    share the kept state's events and shuffle)."""
    mark = json.loads(text)
    n = len(mark.get("events", ()))
    if mark.get("rng") != kept.get("rng") or kept.get("events", [])[:n] != mark.get("events"):
        return text
    return {**{k: v for k, v in mark.items() if k not in SHARED}, "events": n}


def whole_mark(kept: dict, mark) -> str:
    """A mark's State text again from the file's entry and the kept state's fields."""
    if isinstance(mark, str):
        return mark
    if not isinstance(mark, dict) or set(SHARED[1:]) & set(mark):
        raise ValueError("a take-back mark is not a game")
    n = mark.get("events")
    if type(n) is not int or not 0 <= n < len(kept["events"]):
        raise ValueError("a take-back mark is not from this game")
    return json.dumps({**mark, "events": kept["events"][:n], "rng": kept["rng"]})


def _marks(state_json: str, state: State, data) -> list[str]:
    """The take-back marks of a kept file: States of this hand, before the person's plays."""
    if not isinstance(data, list) or len(data) > 4 * SLOTS:
        raise ValueError("the take-back marks are not a list of plays")
    if not data:
        return []
    kept = json.loads(state_json)
    texts = [whole_mark(kept, mark) for mark in data]
    for text in texts:
        mark = State.from_json(text)
        if (mark.hand_no != state.hand_no or mark.over or mark.to_move != 0
                or len(mark.events) >= len(state.events) or _cards(mark) != _cards(state)):
            raise ValueError("a take-back mark is not from this hand")
    return texts


def _cards(state: State) -> list[str]:
    """Every card of the game, wherever it lies."""
    places = [*state.hands, state.table, state.stock, *state.taken]
    return sorted(str(card) for place in places for card in place)


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


def fits(state: State, slots) -> bool:
    """The slots hold the state's hands (not so while a deal is still being animated)."""
    return all(sorted(str(c) for c in row if c is not None) == sorted(map(str, state.hands[p]))
               for p, row in enumerate(slots))


def record_line(state: State) -> tuple[str, str | None, int]:
    """A finished game's line in the record: (setting, "won"/"lost", the person's score)."""
    outcome = None if state.winner is None else "won" if state.winner == 0 else "lost"
    return SETTING, outcome, state.scores[0]


class KeptFiles:
    """The kept game and the record for one data folder, as the session writes them."""

    def __init__(self, store):
        self.kept = KeptGame(store, PROGRAM)
        self.record = Record(store, PROGRAM)
        self._small: dict[str, dict | str] = {}    # each mark's text -> its entry in the file

    def load(self) -> Resumed | None:
        """The kept game, or None (none, or a bad file: the store says so in one line)."""
        payload = self.kept.load(rebuild)
        return rebuild(payload) if payload is not None else None

    def save(self, state_json: str, extra: dict | None = None) -> bool:
        """The session keeps the game: its extras written as today's file has them, the take-back
        marks small (each made small once: the game is kept after every move)."""
        extras = KeptExtras.of_session(extra or {})
        data = extras.to_data()
        if extras.take_back:
            new = [text for text in extras.take_back if text not in self._small]
            kept = json.loads(state_json) if new else {}    # only a new mark needs the state read
            small = {text: self._small.get(text) or small_mark(kept, text) for text in extras.take_back}
            self._small = small
            data["take_back"] = [small[text] for text in extras.take_back]
        return self.kept.save(state_json, data)

    def discard(self) -> None:
        self.kept.discard()

    def add(self, setting: str, outcome: str | None, score: int) -> None:
        """A finished game into the record (a game without a winner is not counted)."""
        if outcome is not None:
            self.record.add(setting, outcome, score)
