"""What Tablenette keeps between sittings: the unfinished game and the record of games.

The game session (``retro.table.Session``) writes the game after every
completed move (``tablenette.game.json``, through ``retro.keep.KeptGame``)
with the few things the table needs beyond the rules' state
(``KeptExtras``, in the file's words of today) and the take-back marks of the
hand, so a continued game takes back as far as one never left (each kept
small by the session, ``retro.keep.small_mark``) and the moves so far, so a
continued game goes into the history of games as one never left (a file of
before, without them, still loads; that game is not written to the history); a
finished game is counted in ``tablenette.record.json`` and its kept file removed. ``rebuild`` rebuilds
everything from a kept file and raises ``ValueError`` on anything odd, so a
bad file is never half-loaded.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from retro.cards import Card
from retro.coaching import HandReview
from retro.keep import KeptGame, Record, checked_extras
from retro.table.kept import check_deal, check_marks, check_review, unfinished
from retro.tablenette.rules import State
from retro.tablenette.ui_layout import SLOTS
from retro.win.replaylog import checked_kept

PROGRAM = "tablenette"
SETTING = "all"            # Tablenette has one opponent: one line in the record
PLAYS = ("capture", "discard")
# A kept file's extras (``KeptExtras.to_data``'s) and the defaults of those a file may lack; "slots",
# a list when there is one, is checked on its own.
FILE_EXTRA = {"took_back": False, "demo_played": False, "review": [], "take_back": [], "deal": 0,
              "played": [], "person_played": False}


@dataclass
class KeptExtras:
    """What a kept game holds beside the rules' state (the file's "extra")."""

    took_back: bool = False        # a take-back was used: the game counts for nobody
    demo_played: bool = False      # demo played some of the person's turns: counts for nobody
    review: HandReview = field(default_factory=HandReview)
    slots: list[list[Card | None]] | None = None    # where each hand's cards lay (gaps kept)
    # the States before the person's plays this hand: from the session, each small
    # (``retro.keep.small_mark``, written beside ``to_data``'s entries); from a file, their texts
    take_back: list = field(default_factory=list)
    deal: int = 0                  # the deal number (retro.deals); 0 in a game kept before there were
    # the moves so far, for the history of games (``retro.win.replaylog.GameLog.kept``)
    played: list = field(default_factory=list)
    person_played: bool = False

    def to_data(self) -> dict:
        out = {"took_back": self.took_back, "demo_played": self.demo_played, "review": self.review.to_data()}
        if self.deal:
            out["deal"] = self.deal
        if self.played:
            out["played"], out["person_played"] = self.played, self.person_played
        if self.slots is not None:
            out["slots"] = [[None if c is None else str(c) for c in row] for row in self.slots]
        return out

    @classmethod
    def of_session(cls, extra: dict) -> "KeptExtras":
        """The session's kept extras (``Session.standard_extra`` and the screen's ``slots``)."""
        return cls(bool(extra.get("take_back_used")), bool(extra.get("demo_played")),
                   HandReview.from_data(extra.get("review", [])), extra.get("slots"),
                   list(extra.get("take_back", [])), extra.get("deal", 0),
                   list(extra.get("played", [])), bool(extra.get("person_played")))

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


def rebuild(payload: dict) -> Resumed:
    """The kept game of ``payload`` ({"state", "extra"}); ValueError when anything is wrong."""
    state = unfinished(State, payload)
    extra = dict(payload["extra"])
    slots = _slots(state, extra.pop("slots", None))
    out = checked_extras(extra, FILE_EXTRA)
    # the take-back marks: States of this hand, before the person's plays (each kept small,
    # ``retro.keep.small_mark``; a file of before wrote them the same way)
    marks = check_marks(payload["state"], state, out["take_back"], 4 * SLOTS, _same_hand)
    return Resumed(state, KeptExtras(out["took_back"], out["demo_played"], check_review(out["review"]), slots,
                                     marks, check_deal(out["deal"]), checked_kept(out["played"], state),
                                     out["person_played"]))


def _same_hand(mark: State, kept: State) -> bool:
    """A take-back mark of the kept game's hand, before one of the person's plays, with its cards."""
    return (mark.hand_no == kept.hand_no and mark.to_move == 0 and len(mark.events) < len(kept.events)
            and _cards(mark) == _cards(kept))


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

    def load(self) -> Resumed | None:
        """The kept game, or None (none, or a bad file: the store says so in one line)."""
        payload = self.kept.load(rebuild)
        return rebuild(payload) if payload is not None else None

    def save(self, state_json: str, extra: dict | None = None) -> bool:
        """The session keeps the game: its extras written as today's file has them (the take-back
        marks as the session made them small)."""
        extras = KeptExtras.of_session(extra or {})
        data = extras.to_data()
        if extras.take_back:
            data["take_back"] = extras.take_back
        return self.kept.save(state_json, data)

    def discard(self) -> None:
        self.kept.discard()

    def add(self, setting: str, outcome: str | None, score: int) -> None:
        """A finished game into the record (a game without a winner is not counted)."""
        if outcome is not None:
            self.record.add(setting, outcome, score)
