"""Tablenette (Sycomp, 1991): the rules of the Windows 3.x fishing game (spec/tablenette.md).

Clause IDs (TNT-*) are cited where each rule lives. The capture search is
shared with Tablanet (``retro.fishing``); what is Tablenette's own is here:
same-rank cards plus one *pair*, the Jack's sweep, the Tablenette bonus of
face values, more than 27 cards and more than 251 points.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from retro.cards import Card
from retro.fishing.captures import (
    Capture, Event, IllegalMove, Move, RuleSet, captures_including, capture_for_selection,
    clears_table, decompositions, discard_move, moves_for_card,
)
from retro.fishing.state import FishingState, FishingView

__all__ = [
    "Options", "State", "Move", "Event", "IllegalMove", "View", "RULES", "TARGET",
    "card_points", "face_value", "tablenette_bonus", "capture_bonus", "move_points", "captures_including",
    "capture_for_selection", "clears_table", "discard_move", "moves_for_card",
]

TARGET = 251  # TNT-E3: a score *over* 251 wins
MOST_CARDS = 27  # TNT-E2: *more than* 27 cards score 3
MOST_CARDS_BONUS = 3
HAND_SIZE = 6  # TNT-D2

# TNT-V1: 2-10 face value, Ace 1 or 11, Jack 12, Queen 13, King 14.
_VALUES = {"A": (1, 11), "J": (12,), "Q": (13,), "K": (14,),
           **{str(n): (n,) for n in range(2, 11)}}


class TablenetteRules(RuleSet):
    """TNT-C1..C3: any number of same-rank cards plus one pair; TNT-J1 Jacks sweep."""

    name = "tablenette"
    equal_limit = None  # TNT-C1: any number of cards of the same rank
    group_sizes = (2,)  # TNT-C2: one pair of exactly two cards
    captures_compulsory = False  # TNT-C4: a card may always go to the table
    jack_sweeps = True  # TNT-J1

    def values(self, card: Card) -> tuple[int, ...]:
        return _VALUES[card.rank]


RULES = TablenetteRules()


def card_points(card: Card) -> int:
    """TNT-P1..P4: A K Q J 1, each 10 1 but the 10 of diamonds 2, the 2 of clubs 1."""
    if card.rank == "10":
        return 2 if card.suit == "D" else 1  # TNT-P4, TNT-P2
    if card.rank in ("A", "K", "Q", "J"):
        return 1  # TNT-P1
    if card.rank == "2" and card.suit == "C":
        return 1  # TNT-P3
    return 0


def face_value(card: Card) -> int:
    """TNT-V1 with an Ace at 1 (an Ace adds 11 only when a pair used it so)."""
    return _VALUES[card.rank][0]


def tablenette_bonus(played: Card, taken, readings=None) -> int:
    """TNT-T1: the face values of the played card and the cards it took.

    A move is a set of table cards, and the same set could in principle be
    read in more than one way; the bonus uses the most favourable legal
    reading. An Ace adds 11 only when the pair used it as 11 (a played Ace
    taking a pair that sums to 11, or a table Ace counted 11 in a pair);
    any other Ace adds 1. ``readings``: those ways (``Capture``s over
    ``taken``), when the caller has them already.
    """
    taken = list(taken)
    if readings is None:
        readings = decompositions(RULES, played, taken)
    if not readings:
        raise ValueError(f"{played} cannot take {' '.join(map(str, taken))}")
    return max(capture_bonus(played, taken, cap) for cap in readings)


def capture_bonus(played: Card, table, cap: Capture) -> int:
    """TNT-T1 face values of one reading of a capture that clears ``table``.

    In a pair the two cards add up to the played card, so the pair and the
    played card each add the played card's value (an Ace counted 11 adds 11).
    """
    equal = sum(face_value(c) for i, c in enumerate(table) if cap.equal >> i & 1)
    if cap.group:
        return 2 * cap.value + equal
    return face_value(played) + equal


@dataclass(frozen=True)
class Options:
    """Tablenette has no options in the original; ``players`` is always 2 (TNT-D1)."""

    players: int = 2

    def __post_init__(self):
        if self.players != 2:
            raise ValueError("Tablenette is a game for two players (TNT-D1)")

    # --- what things score under these options (TNT-P1..P4, TNT-T1, TNT-E1, TNT-E2) -------------------
    # No option changes a score (the original has none), but the rules, the search, the computers and
    # the words all ask these, so the scoring is said here once: a scoring option added as a field
    # would be read here and nowhere else.
    # TNT-P1..P4: what one card scores when it is taken (the played card's own included). The
    # module's function itself, no call between: the computers count cards by the thousand.
    card_points = staticmethod(card_points)

    def tablenette_points(self, played: Card, taken, readings=None) -> int:
        """TNT-T1: what a Tablenette of ``played`` taking ``taken`` (the whole table) adds; ``readings``:
        the ways it takes them (``Capture``s over ``taken``), when the caller has them already."""
        return tablenette_bonus(played, taken, readings)

    @property
    def most_cards_points(self) -> int:
        """TNT-E2: the bonus for more than 27 cards taken in a hand."""
        return MOST_CARDS_BONUS

    def take_points(self, played: Card, taken, cleared: bool) -> tuple[int, int]:
        """(card points, Tablenette) of ``played`` taking ``taken``; ``cleared``: it empties the table
        (TNT-T1; a Jack's sweep is no Tablenette, TNT-J1)."""
        worth = self.card_points
        points = worth(played) + sum(map(worth, taken))
        if cleared and played.rank != "J":
            return points, self.tablenette_points(played, taken)
        return points, 0

    def bonus_points(self, cards: int) -> int:
        """TNT-E2: the hand's-end bonus of a player who has taken ``cards`` cards (28 or more)."""
        return self.most_cards_points if cards > MOST_CARDS else 0


@dataclass(frozen=True)
class View(FishingView):
    """A Tablenette player's view (see ``FishingView``)."""


class State(FishingState):
    """A Tablenette match between the person (player 0) and the computer (player 1).

    ``hand_number`` (read-only) is the hand of the match being played, from 1:
    the same as ``hand_no``. It goes up by one when the next hand is dealt (in
    the play that ends a hand without ending the match); ``deal_no`` counts the
    6-card deals within the hand and does not move it.
    """

    GAME = "tablenette"
    RULES = RULES
    VIEW = View
    OPTIONS = Options
    DEAL_FROM_STOCK = True      # a set-up position's deal counted from its stock, as Tablanet's

    @classmethod
    def _blank(cls, options, rng):
        return cls(options, 2, rng)

    @classmethod
    def new(cls, seed: int, options: Options | None = None, *, deck=None, dealer=None) -> "State":
        """A new match. ``deck`` (top first) and ``dealer`` fix the first deal (for tests, puzzles)."""
        options = options or Options()
        if dealer is not None and dealer not in range(2):
            raise ValueError("dealer must be a player number")
        state = cls(options, 2, random.Random(seed))
        first = state._rng.randrange(2)  # TNT-D3 reading: the first dealer is random
        state.dealer = first if dealer is None else dealer
        state._new_hand(deck)
        return state

    @classmethod
    def from_position(cls, hands, table, stock=(), to_move=0, dealer=1, scores=(0, 0),
                      taken=((), ()), last_taker=None, seed=0, options=None) -> "State":
        state = cls(options or Options(), 2, random.Random(seed))
        state._position(hands, table, stock, to_move, dealer, scores, taken, last_taker)
        return state

    # -- the deal -------------------------------------------------------------

    def _lay_table(self) -> None:
        """TNT-D2 quirk: a Jack is never dealt to the table; it goes under the deck."""
        while len(self.table) < 4 and self.stock:
            card = self.stock.pop(0)
            if card.rank == "J":
                self._move_jack(card, "bottom")
                continue
            self.table.append(card)

    # -- scoring as cards are taken (TNT-P*, TNT-T1, TNT-J1) ---------------------

    def _on_capture(self, player: int, move: Move, cleared: bool) -> None:
        involved = (move.card,) + move.cards
        points, bonus = self.options.take_points(move.card, move.cards, cleared)
        self._credit(Event("capture", player, points, involved))
        if cleared and move.card.rank != "J":  # TNT-J1: a Jack's sweep is no Tablenette
            self._credit(Event("tablenette", player, bonus, (), "Tablenette!"))

    def _capture_rule_text(self) -> str:
        return "it takes cards of its rank plus at most one pair adding up to it"

    def _last_cards_points(self, left) -> int:
        return sum(self.options.card_points(c) for c in left)  # TNT-E1: no Tablenette for these

    # -- hand and match end (TNT-E1..E3) ---------------------------------------

    def _end_hand(self) -> None:
        self._give_last_cards()  # TNT-E1
        for p in range(2):
            if len(self.taken[p]) > MOST_CARDS:  # TNT-E2 quirk: 28 cards or more
                self._credit(Event("most_cards", p, self.options.bonus_points(len(self.taken[p])), (),
                                   f"{len(self.taken[p])} cards taken", len(self.taken[p])))
        self._events.append(Event("hand_end", None, 0, (),
                                  f"hand {self.hand_no}: {self.scores[0]}-{self.scores[1]}"))
        top = max(self.scores)
        leaders = [p for p in range(2) if self.scores[p] == top]
        if top > TARGET and len(leaders) == 1:  # TNT-E3 quirk: over 251; a tie plays on
            self._finish(leaders[0])
            return
        self.dealer = 1 - self.dealer  # TNT-D3: the deal alternates
        self._new_hand()


def move_points(state: State, move: Move) -> tuple[int, int]:
    """(card points, Tablenette bonus) that ``move`` would score now under the state's options
    (for hints and screens)."""
    if move.kind != "capture":
        return (0, 0)
    return state.options.take_points(move.card, move.cards, clears_table(state, move))
