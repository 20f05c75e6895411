"""What the table shows right now: the rules' state as far as the animations have got.

The rules apply a move at once (``state.apply`` returns its events); the
screen catches up event by event, so for a moment it shows an older picture
than the state. ``Board`` is that picture (Tablanet's has the same name):
hand slots (a played card leaves a gap until the next deal, as on a real
table), the table row, the piles, the scores and this hand's tallies for the
end-of-hand box.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from retro.cards import Card
from retro.tablenette.screens.ui_layout import SLOTS

PLAYERS = 2
TALLY_KEYS = ("points", "tablenette", "last", "most")


def _blank_tally() -> dict[str, int]:
    return {key: 0 for key in TALLY_KEYS}


EVENT_TALLY = {"capture": "points", "tablenette": "tablenette", "last_cards": "last", "most_cards": "most"}


def hand_tally(state) -> list[dict[str, int]]:
    """This hand's points so far per player, from the state's log (a kept game, a take-back)."""
    tally = [_blank_tally(), _blank_tally()]
    for ev in reversed(state.events):
        if ev.kind == "hand_end":
            break
        key = EVENT_TALLY.get(ev.kind)
        if key and ev.player in (0, 1):
            tally[ev.player][key] += ev.points
    return tally


@dataclass
class Board:
    """The picture on the table (player 0 the person, 1 the computer)."""

    slots: list[list[Card | None]] = field(default_factory=lambda: [[None] * SLOTS for _ in range(PLAYERS)])
    table: list[Card] = field(default_factory=list)
    scores: list[int] = field(default_factory=lambda: [0, 0])
    taken: list[int] = field(default_factory=lambda: [0, 0])
    stock: int = 0
    dealer: int = 1
    hand_no: int = 1
    tally: list[dict[str, int]] = field(default_factory=lambda: [_blank_tally(), _blank_tally()])
    loose: list[tuple[Card, tuple[int, int]]] = field(default_factory=list)  # cards resting on the table
    start_scores: list[int] = field(default_factory=lambda: [0, 0])

    @classmethod
    def of(cls, state) -> "Board":
        """The whole state as it stands (a new game, a test position, after a hand's box)."""
        board = cls()
        board.sync(state)
        board.tally = hand_tally(state)
        board.start_scores = [state.scores[p] - sum(board.tally[p].values()) for p in range(PLAYERS)]
        return board

    def sync(self, state) -> None:
        """Catch up with ``state`` at once, keeping each card still in hand in its slot."""
        for p in range(PLAYERS):
            hand = list(state.hands[p])
            slots = [c if c in hand else None for c in self.slots[p]]
            for card in hand:
                if card not in slots:
                    slots[slots.index(None)] = card
            self.slots[p] = slots
        self.table = list(state.table)
        self.scores = list(state.scores)
        self.taken = [len(t) for t in state.taken]
        self.stock = state.stock_size
        self.dealer = state.dealer
        self.hand_no = state.hand_no
        self.loose = []

    def new_hand(self, state) -> None:
        """An empty table for the next hand (the deal animation fills it)."""
        self.slots = [[None] * SLOTS for _ in range(PLAYERS)]
        self.table = []
        self.taken = [0, 0]
        self.tally = [_blank_tally(), _blank_tally()]
        self.scores = list(state.scores)
        self.start_scores = list(state.scores)
        self.stock = 52
        self.dealer = state.dealer
        self.hand_no = state.hand_no
        self.loose = []

    # --- the hands -------------------------------------------------------------
    def hand(self, player: int) -> list[Card]:
        return [c for c in self.slots[player] if c is not None]

    def slot_of(self, player: int, card: Card) -> int:
        return self.slots[player].index(card)

    def take_from_hand(self, player: int, card: Card) -> int:
        """Empty the slot holding ``card``; returns the slot's index."""
        i = self.slot_of(player, card)
        self.slots[player][i] = None
        return i

    # --- scoring ------------------------------------------------------------------
    def credit(self, player: int, kind: str, points: int) -> None:
        self.scores[player] += points
        self.tally[player][kind] += points

    def hand_total(self, player: int) -> int:
        return sum(self.tally[player].values())
