"""Tablanet («Табланет»): the rules of the Russian rule sheet for 2 or 3 players (spec/tablanet.md).

Clause IDs (TBL-*) are cited where each rule lives. The capture search is
shared with Tablenette (``retro.fishing``); what is Tablanet's own is here:
*one* equal card plus one group of two or three, K 15 Q 13 J 10 with the
Ace's value fixed for the game, compulsory capture, the cut for dealer,
the opening Jacks to the bottom and the middle of the deck, a tablanet
scoring the play values of its cards at once (or nothing, TBL-O3), card
points counted at the end of the hand, the 3-point bonus by the hand's
points or cards (TBL-O2) and 251 *or more* to win (or 101 or 151, TBL-O4).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, fields
from typing import Sequence

from retro.cards import RANKS, Card, standard_deck
from retro.fishing.captures import (
    Event, IllegalMove, Move, RuleSet, captures_including, capture_for_selection, clears_table,
    discard_move, moves_for_card,
)
from retro.fishing.state import FishingState, FishingView

__all__ = [
    "Options", "State", "Move", "Event", "IllegalMove", "View", "TARGET", "TARGETS", "HAND_BONUS",
    "card_points", "card_value", "tablanet_value", "cut_rank", "TablanetRules", "rules_for", "captures_including",
    "capture_for_selection", "clears_table", "discard_move", "moves_for_card", "proposal",
]

TARGET = 251  # TBL-G1: 251 *or more* wins
TARGETS = (101, 151, TARGET)  # TBL-O4: a shorter game, agreed before it (the sheet's 251 the default)
HAND_BONUS = 3  # TBL-S3
CUT_ORDER = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")  # TBL-D2


def deal_size(players: int) -> int:
    """TBL-E2: the cards each player is dealt at a time: 6 with two players, 4 with three."""
    return 6 if players == 2 else 4


def cut_rank(card: Card) -> int:
    """TBL-D2: seniority for the cut, 2 lowest ... A highest."""
    return CUT_ORDER.index(card.rank)


def card_value(card: Card, ace: int = 11) -> int:
    """TBL-V1 quirk: A 1 or 11 (fixed for the game), K 15, Q 13, J 10, 2-10 face value."""
    rank = card.rank
    if rank == "A":
        return ace
    return {"K": 15, "Q": 13, "J": 10}.get(rank) or int(rank)


def tablanet_value(played: Card, taken, ace: int = 11) -> int:
    """TBL-T1 reading (TBL-O3 "values"): the play values of the cards taken plus the card that took them."""
    return card_value(played, ace) + sum(card_value(c, ace) for c in taken)


def card_points(card: Card) -> int:
    """TBL-S1: A K Q 10 2 score 1; quirk: the 10 of diamonds 2; Jacks nothing."""
    if card.rank == "10" and card.suit == "D":
        return 2
    return 1 if card.rank in ("A", "K", "Q", "10", "2") else 0


class TablanetRules(RuleSet):
    """TBL-C1..C4: at most one equal card plus one group of two or three; capture is compulsory."""

    name = "tablanet"
    equal_limit = 1  # TBL-C1 quirk: an equal card takes that *one* card
    group_sizes = (2, 3)  # TBL-C2: a group of two or three cards
    captures_compulsory = True  # TBL-C4 reading
    jack_sweeps = False  # a Jack is worth 10 and captures like any card

    def __init__(self, ace: int = 11):
        self.ace = ace
        self._values = {r: (card_value(Card(r, "S"), ace),) for r in RANKS}

    def values(self, card: Card) -> tuple[int, ...]:
        return self._values[card.rank]


_RULES = {1: TablanetRules(1), 11: TablanetRules(11)}


def rules_for(options: "Options") -> TablanetRules:
    """The capture rule set of a game's options (the Ace's value, TBL-O1)."""
    return _RULES[options.ace]


@dataclass(frozen=True)
class Options:
    """TBL-D1 players (2 or 3), TBL-O1 the Ace's value, TBL-O2 who gets the 3-point bonus,
    TBL-O3 what a tablanet scores ("values": the play values of its cards; "none": nothing),
    TBL-O4 the score that wins (TBL-G1: the sheet's 251, or 101 or 151 for a shorter game)."""

    players: int = 2
    ace: int = 11
    bonus: str = "points"
    tablanet: str = "values"
    target: int = TARGET

    def __post_init__(self):
        if self.players not in (2, 3):
            raise ValueError("Tablanet is for 2 or 3 players (TBL-D1)")
        if self.ace not in (1, 11):
            raise ValueError("the Ace counts 1 or 11 (TBL-O1)")
        if self.bonus not in ("points", "cards"):
            raise ValueError('bonus is "points" or "cards" (TBL-O2)')
        if self.tablanet not in ("values", "none"):
            raise ValueError('tablanet is "values" or "none" (TBL-O3)')
        if self.target not in TARGETS:
            raise ValueError(f"the game goes to one of {TARGETS} (TBL-O4)")

    def __repr__(self) -> str:
        # The coach seeds its sampled deals with the mover's view as text, these options among it: a
        # game to the sheet's 251 reads as it did before TBL-O4, so its verdicts (the lessons', the
        # reference values') stay what they were; a shorter game's reads apart.
        shown = [f"{f.name}={getattr(self, f.name)!r}" for f in fields(self)
                 if not (f.name == "target" and self.target == TARGET)]
        return f"{type(self).__qualname__}({', '.join(shown)})"

    # --- what things score under these options (TBL-S1..S3, TBL-T1, TBL-O1..O3, TBL-H1) --------------
    # The rules, the search, the computers and the words all ask these, so the scoring is said here
    # once: the Ace's value (TBL-O1), the bonus's measure (TBL-O2) and a tablanet's points (TBL-O3)
    # are read here, and a scoring option added as a field would be read here and nowhere else.
    def card_value(self, card: Card) -> int:
        """TBL-V1 with the game's Ace (TBL-O1): what a card counts in play and in a tablanet."""
        return card_value(card, self.ace)

    # TBL-S1: what one captured card scores, counted at the hand's end (the last cards too, TBL-H1).
    # The module's function itself, no call between: the computers count cards by the thousand.
    card_points = staticmethod(card_points)

    def tablanet_points(self, played: Card, taken) -> int:
        """TBL-T1, TBL-O3: what a tablanet of ``played`` taking ``taken`` (the whole table) scores at once."""
        return tablanet_value(played, taken, self.ace) if self.tablanet == "values" else 0

    def capture_points(self, played: Card, taken, cleared: bool) -> int:
        """What a capture brings its taker: its cards' points (TBL-S1, the played card's included) and,
        if it empties the table (``cleared``), its tablanet's (TBL-T1)."""
        worth = self.card_points
        points = worth(played) + sum(map(worth, taken))
        return points + self.tablanet_points(played, taken) if cleared else points

    @property
    def hand_bonus_points(self) -> int:
        """TBL-S3: the bonus of the hand's winner."""
        return HAND_BONUS

    def bonus_measure(self, cards: Sequence[int], points: Sequence[int]) -> Sequence[int]:
        """TBL-O2: what the bonus compares, of each player's ``cards`` taken this hand and ``points``
        scored in it (card points and tablanets)."""
        return points if self.bonus == "points" else cards

    def hand_winner(self, cards: Sequence[int], points: Sequence[int]) -> int | None:
        """TBL-S3 (TBL-O2): who wins the hand's bonus, by the measure; nobody on a tie (reading)."""
        measure = self.bonus_measure(cards, points)
        top = max(measure)
        leaders = [p for p, m in enumerate(measure) if m == top]
        return leaders[0] if len(leaders) == 1 else None

    def bonus_points(self, cards: Sequence[int], points: Sequence[int]) -> list[int]:
        """TBL-S3: each player's hand's-end bonus (see ``hand_winner``)."""
        winner = self.hand_winner(cards, points)
        return [self.hand_bonus_points if p == winner else 0 for p in range(len(cards))]


@dataclass(frozen=True)
class View(FishingView):
    """A Tablanet player's view; ``cut`` is the public cut for dealer, ``tablanets`` each
    player's tablanet points this hand (public: every tablanet is announced)."""

    cut: tuple = ()
    tablanets: tuple = ()


class State(FishingState):
    """A Tablanet match; player 0 is the person, the others computers; play goes to the left.

    ``hand_number`` (read-only) is the hand of the match being played, from 1:
    the same as ``hand_no``. It goes up by one when the next hand is dealt (in
    the play that ends a hand without ending the match); ``deal_no`` counts the
    deals of 6 (3 players: 4) cards within the hand and does not move it. In a
    set-up position (``from_position``) it is counted from the cards left in the
    stock: 36 left is deal 1 of 4, an empty stock deal 4.
    """

    GAME = "tablanet"
    VIEW = View
    OPTIONS = Options
    DEAL_FROM_STOCK = True

    def __init__(self, options, players, seed_rng):
        super().__init__(options, players, seed_rng)
        self.RULES = rules_for(options)
        self.cut: list[list[tuple[int, Card]]] = []  # TBL-E1: rounds of (player, card)
        self.tablanets: list[int] = [0] * players  # TBL-T1: tablanet points of this hand

    @property
    def hand_size(self) -> int:
        return deal_size(self.players)

    @classmethod
    def _blank(cls, options, rng):
        return cls(options, options.players, rng)

    @classmethod
    def new(cls, seed: int, options: Options | None = None, *, deck=None, dealer=None) -> "State":
        """A new match. ``deck`` (top first) fixes the first deal and ``dealer`` skips the cut."""
        options = options or Options()
        if dealer is not None and dealer not in range(options.players):
            raise ValueError("dealer must be a player number")
        state = cls(options, options.players, random.Random(seed))
        state.dealer = state._cut_for_dealer() if dealer is None else dealer
        state._new_hand(deck)
        return state

    @classmethod
    def from_position(cls, hands, table, stock=(), to_move=0, dealer=None, scores=None, taken=None,
                      last_taker=None, options=None, seed=0) -> "State":
        n = len(hands)
        if options is None:
            options = Options(players=n)
        elif options.players != n:
            raise ValueError(f"{n} hands given but options say {options.players} players")
        state = cls(options, n, random.Random(seed))
        if dealer is None and isinstance(to_move, int):
            dealer = (to_move - 1) % n
        state._position(hands, table, stock, to_move, dealer, scores, taken, last_taker)
        return state

    def _clone_extra(self, other) -> None:
        other.cut = [list(r) for r in self.cut]
        other.tablanets = list(self.tablanets)

    def _view_extra(self, player: int) -> dict:
        return {"cut": tuple(tuple(r) for r in self.cut), "tablanets": tuple(self.tablanets)}

    def _from_view_extra(self, view) -> None:
        self.cut = [list(r) for r in view.cut]
        self.tablanets = list(view.tablanets) or [0] * self.players

    def _json_extra(self) -> dict:
        return {"cut": [[[p, str(c)] for p, c in r] for r in self.cut], "tablanets": list(self.tablanets)}

    def _load_extra(self, data) -> None:
        self.RULES = rules_for(self.options)
        self.cut = [[(int(p), Card.parse(c)) for p, c in r] for r in data["cut"]]
        # a save made before TBL-O3 has no tablanet points: its tablanets scored nothing
        points = data.get("tablanets", [0] * self.players)
        if (not isinstance(points, list) or len(points) != self.players
                or not all(isinstance(x, int) and not isinstance(x, bool) and x >= 0 for x in points)):
            raise ValueError(f"bad tablanet points {points!r}")
        self.tablanets = list(points)

    def tablanet_points(self) -> list[int]:
        """TBL-T1: each player's tablanet points this hand (already in ``scores``)."""
        return list(self.tablanets)

    # -- the cut and the deal ---------------------------------------------------

    def _new_hand(self, deck=None) -> None:
        self.tablanets = [0] * self.players
        super()._new_hand(deck)

    def _cut_for_dealer(self) -> int:
        """TBL-E1: each player cuts; the lowest deals; only those tied for lowest cut again."""
        cutters = list(range(self.players))
        while True:
            deck = standard_deck()
            self._rng.shuffle(deck)
            round_ = [(p, deck[i]) for i, p in enumerate(cutters)]
            self.cut.append(round_)
            for p, c in round_:
                self._events.append(Event("cut", p, 0, (c,), f"round {len(self.cut)}", len(self.cut)))
            low = min(cut_rank(c) for _, c in round_)
            cutters = [p for p, c in round_ if cut_rank(c) == low]
            if len(cutters) == 1:
                self._events.append(Event("dealer", cutters[0], 0, (), "lowest cut deals"))
                return cutters[0]

    def _lay_table(self) -> None:
        """TBL-E3 quirk: no Jack on the opening table.

        Four cards are turned up; each Jack among them is replaced by the top
        card. Reading: the first Jack goes to the very bottom of the deck,
        every later one (replacements included) into the middle
        (``len(stock) // 2`` from the top).
        """
        self.table = [self.stock.pop(0) for _ in range(min(4, len(self.stock)))]
        for i in range(len(self.table)):
            while self.table[i].rank == "J" and self.stock:
                where = "bottom" if not self.opening_jacks else "middle"
                self._move_jack(self.table[i], where)
                self.table[i] = self.stock.pop(0)

    # -- play: captures score at the end of the hand ------------------------------

    def _on_capture(self, player: int, move: Move, cleared: bool) -> None:
        involved = (move.card,) + move.cards
        self._events.append(Event("capture", player, 0, involved))
        if cleared:  # TBL-T1: announced; TBL-O3: scores the play values at once (or nothing)
            points = self.options.tablanet_points(move.card, move.cards)
            self.tablanets[player] += points
            self._credit(Event("tablanet", player, points, (), "Tablanet!"))

    def _capture_rule_text(self) -> str:
        return "it takes one equal card plus at most one group of two or three adding up to it"

    # -- end of hand and match (TBL-H1, TBL-S1..S3, TBL-G1) ---------------------------

    def hand_points(self) -> list[int]:
        """TBL-S1 card points of each player's captures so far this hand."""
        worth = self.options.card_points
        return [sum(worth(c) for c in pile) for pile in self.taken]

    def _end_hand(self) -> None:
        n = self.players
        self._give_last_cards()  # TBL-H1
        points = self.hand_points()
        for p in range(n):
            count = len(self.taken[p])
            self._credit(Event("card_points", p, points[p], (), f"{count} cards", count))
        # TBL-O2/S3: by the hand's points (tablanets included) or its cards; a tie gives nobody the 3
        winner = self.options.hand_winner([len(t) for t in self.taken],
                                          [points[p] + self.tablanets[p] for p in range(n)])
        if winner is not None:
            self._credit(Event("hand_bonus", winner, self.options.hand_bonus_points, (),
                               f"by {self.options.bonus}"))
        self._events.append(Event("hand_end", None, 0, (),
                                  f"hand {self.hand_no}: {'-'.join(map(str, self.scores))}"))
        top = max(self.scores)
        leaders = [p for p in range(n) if self.scores[p] == top]
        # TBL-G1 quirk: 251 (TBL-O4: or the shorter game's score) or more; a tie plays on
        if top >= self.options.target and len(leaders) == 1:
            self._finish(leaders[0])
            return
        self.dealer = (self.dealer + 1) % n  # TBL-E1 reading: the deal passes to the left
        self._new_hand()


def proposal(state: State, hand_card) -> Move | None:
    """TBL-U3: the one move of ``hand_card`` when there is exactly one (capture or discard)."""
    moves = moves_for_card(state, hand_card)
    return moves[0] if len(moves) == 1 else None
