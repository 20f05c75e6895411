"""What a Tablanet play does, as facts a player can check: the reasons print them, the tests check them.

A ``PlayFacts`` is worked out from the mover's view before a play and the
table after it: the card points the play takes, its tablanet, the table it
leaves, how many cards could take the card it lays, and the tablanet that
table offers the others (``Clearing``: the cards still out that take all of
it, what that tablanet would score, and what the next player is expected to
make of it). "Still out" is what the others hold or will be dealt: the
other hands and the stock, seen or not (an opening Jack put back in the
stock, a card known to lie in another hand). Every number a
reason line says is one of these fields. Pure: no Pyxel, no I/O.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import comb
from typing import Iterable, Sequence

from retro.cards import RANKS, Card
from retro.fishing.bots import bounded_cache, table_after
from retro.fishing.captures import TableIndex, capture_masks
from retro.tablanet.rules import Move, Options, View, card_value, rules_for

__all__ = ["capture_points", "clears", "tablanet_points", "move_points", "still_out", "takers", "exposure",
           "clearing_ranks", "reach", "Clearing", "clearing", "next_hand", "clearing_gain", "PlayFacts", "play_facts",
           "all_facts"]


def capture_points(move: Move, options: Options | None = None) -> int:
    """TBL-S1 points of the cards a move takes (the played card included), as ``options`` score
    them (the default options if None)."""
    if move.kind != "capture":
        return 0
    return (options or Options()).capture_points(move.card, move.cards, False)


def clears(view: View, move: Move) -> bool:
    """True when ``move`` takes every card on the view's table (a tablanet, TBL-T1)."""
    return move.kind == "capture" and len(move.cards) == len(view.table)


def tablanet_points(view: View, move: Move) -> int:
    """What ``move`` scores at once as a tablanet (TBL-T1, TBL-O3); 0 if it is none."""
    if not clears(view, move):
        return 0
    return view.options.tablanet_points(move.card, move.cards)


def move_points(view: View, move: Move) -> int:
    """The points a move brings: its cards' TBL-S1 points and its tablanet's (TBL-T1)."""
    if move.kind != "capture":
        return 0
    return view.options.capture_points(move.card, move.cards, clears(view, move))


def still_out(view: View) -> list[Card]:
    """The cards the others hold or will be dealt: unseen by the mover, or known to lie in another
    hand or in the stock (an opening Jack put back, TBL-E3)."""
    known = [c for p, hand in enumerate(view.known_hands) if p != view.player for c in hand]
    return view.unseen() + known + [c for _, c in view.stock_known]


def takers(view: View, card: Card) -> int:
    """How many cards still out take ``card`` alone on the table (equal value, TBL-C1)."""
    ace = view.options.ace
    value = card_value(card, ace)
    return sum(1 for c in still_out(view) if card_value(c, ace) == value)


def exposure(view: View, move: Move) -> int:
    """How many cards still out could take the card ``move`` lays, in any capture (0 for a capture)."""
    if move.kind != "discard" or not view.table:
        return takers(view, move.card) if move.kind == "discard" else 0
    left = list(table_after(view.table, move))
    rules = rules_for(view.options)
    index = TableIndex(rules, left)
    bit = 1 << (len(left) - 1)  # the laid card is the last on the table
    ranks = {r for r in RANKS if any(mask & bit for mask in capture_masks(rules, Card(r, "S"), index))}
    return sum(1 for c in still_out(view) if c.rank in ranks)


_CLEARING: dict = {}


def clearing_ranks(options, table: Sequence[Card]) -> dict[str, int]:
    """The ranks that take the whole of ``table`` in one play, each with what that tablanet scores
    at once (``Options.tablanet_points``: TBL-T1 play values; 0 with TBL-O3 "none")."""
    key = (options, frozenset(table))
    found = _CLEARING.get(key)
    if found is None:
        found = {}
        if table:
            rules = rules_for(options)
            index = TableIndex(rules, list(table))
            for rank in RANKS:
                card = Card(rank, "S")
                if index.full in capture_masks(rules, card, index):
                    found[rank] = options.tablanet_points(card, table)
        bounded_cache(_CLEARING, 20_000)[key] = found
    return found


_REACH: dict = {}


def reach(options, table: Sequence[Card], out: Iterable[Card]) -> int:
    """The most points one card of ``out`` takes from ``table`` in one play: the TBL-S1 points of
    the cards it takes and its own, and its tablanet's when it clears the table (TBL-T1)."""
    if not table:
        return 0
    rules = rules_for(options)
    index = TableIndex(rules, list(table))
    worth = options.card_points
    points = [worth(c) for c in table]
    best = 0
    for card in set(out):
        key = (options, frozenset(table), card)
        found = _REACH.get(key)
        if found is None:
            found = 0
            for mask in capture_masks(rules, card, index):
                got = worth(card) + sum(p for i, p in enumerate(points) if mask >> i & 1)
                if mask == index.full:
                    got += options.tablanet_points(card, table)
                found = max(found, got)
            bounded_cache(_REACH, 40_000)[key] = found
        best = max(best, found)
    return best


def clearing_gain(ranks: dict[str, int], table: Sequence[Card], card: Card, options: Options | None = None) -> int:
    """What ``card`` takes by clearing ``table``: its tablanet (``ranks``, from ``clearing_ranks``) and
    the card points of every card in it, as ``options`` score them (the default options if None)."""
    return ranks[card.rank] + (options or Options()).capture_points(card, table, False)


def next_hand(view: View, move: Move) -> tuple[int, tuple[Card, ...], int] | None:
    """Who plays next after ``move`` if it is another player: (that player, the cards of that hand the
    mover knows, how many more it holds from the unseen cards); None when the mover plays next or
    the hand ends. A new deal is dealt from the stock, one card each in turn from the dealer's left."""
    n = view.players
    sizes = list(view.hand_sizes)
    sizes[view.player] -= 1
    for step in range(1, n):
        p = (view.player + step) % n
        if sizes[p]:
            known = tuple(view.known_hands[p])
            return p, known, max(0, sizes[p] - len(known))
    if any(sizes) or not view.stock_size:
        return None
    first = (view.dealer + 1) % n
    if first == view.player:
        return None
    size = min(view.hand_size, -(-view.stock_size // n))
    slots = range(0, n * size, n)
    known = tuple(c for i, c in view.stock_known if i in slots)
    return first, known, max(0, size - len(known))


@dataclass(frozen=True)
class Clearing:
    """The tablanet a table offers the others.

    ``out``: the cards still out that take the whole ``table`` in one play;
    ``points``: what the best of those tablanets scores at once (0 when none
    is out, or with TBL-O3 "none"); ``weighed``: the points (tablanet and
    cards) the next player is expected to take by it, from the chance that
    its hand holds one of them.
    """

    table: tuple[Card, ...]
    out: tuple[Card, ...] = ()
    points: int = 0
    weighed: float = 0.0

    @property
    def rank(self) -> str | None:
        """The rank every card of ``out`` shares (None: none out, or several ranks)."""
        ranks = {c.rank for c in self.out}
        return ranks.pop() if len(ranks) == 1 else None


def _expected_best(gains: Sequence[int], floor: int, pool: int, drawn: int) -> float:
    """The expected best of ``floor`` and the gains of the clearing cards among ``drawn`` cards dealt
    at random from ``pool`` unseen cards (``gains``: one per clearing card in the pool)."""
    drawn = min(drawn, pool)
    if not drawn:
        return float(floor)
    total = comb(pool, drawn)
    levels = sorted({g for g in gains if g > floor}, reverse=True)
    expected = float(floor)
    for i, g in enumerate(levels):
        below = levels[i + 1] if i + 1 < len(levels) else floor
        at_least = sum(1 for x in gains if x >= g)
        expected += (g - below) * (1 - comb(pool - at_least, drawn) / total)
    return expected


def clearing(view: View, move: Move, left: Sequence[Card] | None = None) -> Clearing:
    """What the table ``move`` leaves offers the others (a tablanet) and what it weighs."""
    left = tuple(table_after(view.table, move) if left is None else left)
    ranks = clearing_ranks(view.options, left) if left else {}
    out = tuple(c for c in still_out(view) if c.rank in ranks)
    if not out:
        return Clearing(left)
    points = max(ranks[c.rank] for c in out)
    weighed = 0.0
    after = next_hand(view, move)
    if after is not None:
        _, known, drawn = after
        unseen = view.unseen()
        options = view.options
        floor = max((clearing_gain(ranks, left, c, options) for c in known if c.rank in ranks), default=0)
        gains = [clearing_gain(ranks, left, c, options) for c in unseen if c.rank in ranks]
        weighed = _expected_best(gains, floor, len(unseen), drawn)
    return Clearing(left, out, points, weighed)


@dataclass(frozen=True)
class PlayFacts:
    """What one play does, from the mover's view before it and the table after it.

    ``points``: the TBL-S1 points of the cards it takes (0 for a lay);
    ``tablanet``: what its tablanet scores at once, None when it leaves cards;
    ``left``: the table after it; ``clearing``: the tablanet that table
    offers the others; ``exposure``: cards still out that could take the
    card it lays; ``matches``: cards still out equal in value to its card;
    ``lowest``: no card of the hand has a lower play value; ``after_tablanet``:
    the table is empty from an opponent's tablanet; ``value``: its card's play value;
    ``reach``: the most points one card still out takes from the table it leaves.
    """

    move: Move
    points: int
    tablanet: int | None
    left: tuple[Card, ...]
    clearing: Clearing
    exposure: int
    matches: int
    lowest: bool
    after_tablanet: bool
    value: int          # the play value of its card (TBL-V1): what it adds to a tablanet that takes it
    reach: int          # the most points a card still out takes from ``left`` in one play

    @property
    def card(self) -> Card:
        return self.move.card

    @property
    def now(self) -> int:
        """The points the play brings at once or into the hand's count: its cards' and its tablanet's."""
        return self.points + (self.tablanet or 0)


def play_facts(view: View, move: Move) -> PlayFacts:
    """The facts of ``move`` from ``view`` (the mover's)."""
    ace = view.options.ace
    cleared = clears(view, move)
    lowest = card_value(move.card, ace) == min(card_value(c, ace) for c in view.hand)
    after = not view.table and view.cleared_by not in (None, view.player)
    left = tuple(table_after(view.table, move))
    return PlayFacts(move, capture_points(move, view.options), tablanet_points(view, move) if cleared else None,
                     left, clearing(view, move, left), exposure(view, move), takers(view, move.card), lowest,
                     after, card_value(move.card, ace), reach(view.options, left, still_out(view)))


def all_facts(view: View, legal: Iterable[Move]) -> dict[Move, PlayFacts]:
    """Every legal move's facts."""
    return {m: play_facts(view, m) for m in legal}
