"""The table as the screen shows it: the rules' state as far as the paced beats have shown it.

Moves go into the rules at once, but the screen catches up beat by beat
(a card played, the cards it takes, a deal, a Jack sent under the deck), so
the game keeps this picture of its own and brings it level with the rules
whenever no beat is waiting (``sync``).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from retro.cards import Card
from retro.tablanet.rules import card_points
from retro.table.session import PERSON



@dataclass(frozen=True)
class SeatPlay:
    """A player's last play of the hand, shown beside the seat: the card, what it took (nothing: it
    was laid on the table), and the Tablanet's points when it cleared the table (None: it did not)."""

    card: Card
    taken: tuple = ()
    tablanet: int | None = None


def last_plays(events, players: int) -> list:
    """Each player's last play (a ``SeatPlay``, or None) in the hand the ``events`` end in."""
    events = list(events)
    start = next((i + 1 for i in range(len(events) - 1, -1, -1) if events[i].kind in ("table", "hand_end")), 0)
    plays: list = [None] * players
    for e in events[start:]:
        if e.kind == "capture":
            plays[e.player] = SeatPlay(e.cards[0], tuple(e.cards[1:]))
        elif e.kind == "discard":
            plays[e.player] = SeatPlay(e.cards[0])
        elif e.kind == "tablanet" and plays[e.player] is not None:
            plays[e.player] = replace(plays[e.player], tablanet=e.points)
    return plays


@dataclass
class Board:
    players: int
    hands: list = field(default_factory=list)          # per player: list of Card
    table: list = field(default_factory=list)
    stock: int = 52
    taken: list = field(default_factory=list)          # per player: this hand's captured cards
    totals: list = field(default_factory=list)         # match points as shown so far
    tablanet: list = field(default_factory=list)       # per player: this hand's Tablanet points
    dealer: int | None = None
    hand_no: int = 0
    deal_no: int = 0
    cut: list = field(default_factory=list)            # [(player, Card)] of the cut shown now
    cutting: bool = False                               # the cut is on the table, not the game
    jacks: list = field(default_factory=list)          # [(Card, "bottom"|"middle")] this hand
    turned: Card | None = None                          # a Jack just turned up, beside the deck
    played: tuple | None = None                         # (player, Card) on its way to the table
    lit: frozenset = frozenset()                        # table cards about to be taken
    to_move: int | None = None
    cleared_by: int | None = None                       # who took the whole table last play
    last: list = field(default_factory=list)           # per player: the last play of this hand (SeatPlay)
    # who sits where, as the screen shows it: the seats' names in a people's game (None: "You" and the
    # computers), the seat at the front (the person at the screen) and the seats shown face up
    names: tuple | None = None
    front: int = 0
    face_up: frozenset = frozenset({0})

    def __post_init__(self):
        n = self.players
        self.last = self.last or [None] * n
        self.hands = self.hands or [[] for _ in range(n)]
        self.taken = self.taken or [[] for _ in range(n)]
        self.totals = self.totals or [0] * n
        self.tablanet = self.tablanet or [0] * n

    def sync(self, state) -> None:
        """Level with the rules (nothing is waiting to be shown)."""
        self.hands = [list(h) for h in state.hands]
        self.table = list(state.table)
        self.stock = state.stock_size
        self.taken = [list(t) for t in state.taken]
        self.totals = list(state.scores)
        self.tablanet = list(state.tablanet_points())
        self.dealer = state.dealer
        self.hand_no, self.deal_no = state.hand_no, state.deal_no
        in_stock = set(state.stock)
        self.jacks = [(c, where) for c, where in state.opening_jacks if c in in_stock]
        self.turned = self.played = None
        self.lit = frozenset()
        self.cut, self.cutting = [], False
        self.to_move = state.to_move
        self.cleared_by = state.cleared_by
        self.last = last_plays(state.events, self.players)

    def others(self) -> list[int]:
        """The seats at the top of the screen, in turn order from the front seat."""
        return [(self.front + k) % self.players for k in range(1, self.players)]

    def hand_points(self, player: int) -> int:
        """TBL-S1 points of the cards ``player`` has taken this hand so far."""
        return sum(card_points(c) for c in self.taken[player])

    def new_hand(self) -> None:
        self.taken = [[] for _ in range(self.players)]
        self.tablanet = [0] * self.players
        self.table = []
        self.jacks = []
        self.hands = [[] for _ in range(self.players)]
        self.cleared_by = None
        self.last = [None] * self.players

    def remove_from_hand(self, player: int, card: Card) -> None:
        if card in self.hands[player]:
            self.hands[player].remove(card)


RANK_COLUMNS = ("A", "K", "Q", "10", "2")


def sheet_counts(taken) -> dict:
    """One player's score-sheet line (TBL-S1): cards, A K Q 10 (not the 10♦) 2, the 10♦."""
    counts = {rank: 0 for rank in RANK_COLUMNS}
    ten_d = 0
    for card in taken:
        if card.rank == "10" and card.suit == "D":
            ten_d = 2
        elif card.rank in counts:
            counts[card.rank] += 1
    points = sum(counts.values()) + ten_d
    return {"cards": len(taken), **counts, "10D": ten_d, "points": points}
