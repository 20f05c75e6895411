"""Casino judgement for the computer players: what cards are worth, what the next player can take (CAS-AI2)."""

from __future__ import annotations

from collections import Counter
from math import comb
from typing import Optional, Sequence

from retro.cards import Card
from retro.casino.builds import (
    BLOCK, CARD, VALUE_RANK, Pile, Tableau, loose, make_block, make_build, take_value,
)
from retro.casino.rules import MOST_CARDS, MOST_SPADES, Move, View, unplayed_cards

TAKER_VALUES = tuple(range(2, 15))
# How sure a standing build or block makes us that its maker holds its taker.
EVIDENCE = 0.9


def _pile_key(pile: Pile) -> tuple:
    return (pile.kind, pile.value, pile.cards[0].rank if pile.kind == BLOCK else "")


_OFFERS: dict[tuple, tuple] = {}
_OFFERS_BEFORE: dict[tuple, tuple] = {}
OFFERS_KEPT = 2048     # tableaus kept: enough for a game's worth of look-ahead


def _offers(keys: tuple) -> tuple:
    """For piles described by ``keys``: per taker value, the single sets it can take and whether it sweeps.

    Gain-independent, so cached: tableaus recur a lot. Small plain dicts of
    tuples rather than a 65,536-entry ``functools.lru_cache``: every entry is
    something the garbage collector walks, and with tens of thousands of them
    a full collection took 20-30 ms in the middle of a frame. When the newer
    dict is full it becomes the older one (the older is dropped), so the
    tableaus of the last few searches stay at hand.
    """
    global _OFFERS, _OFFERS_BEFORE
    found = _OFFERS.get(keys)
    if found is None:
        found = _OFFERS_BEFORE.get(keys)
        if found is None:
            found = _find_offers(keys)
        if len(_OFFERS) >= OFFERS_KEPT:
            _OFFERS_BEFORE, _OFFERS = _OFFERS, {}
        _OFFERS[keys] = found
    return found


def _find_offers(keys: tuple) -> tuple:
    # Stand-in piles: the take search reads only kind, value and a block's rank.
    spaces = [Pile(kind, (Card(rank or VALUE_RANK[value], "S"),), value) for kind, value, rank in keys]
    tableau = Tableau(spaces)
    full = (1 << len(spaces)) - 1
    result = []
    by_value = tableau.groups_by_value()
    for value in TAKER_VALUES:
        rank = VALUE_RANK[value]
        groups = by_value.get(value, [])
        sweep = False
        if groups and _sums_could_split(keys, value):
            with_bit: dict[int, list[int]] = {}
            for g in groups:
                m = g
                while m:
                    low = m & -m
                    with_bit.setdefault(low, []).append(g)
                    m ^= low
            sweep = sum(with_bit) == full and _partitions(full, with_bit, {})
        indices = tuple(_spaces_in(g) for g in groups)
        # CAS-T3: a take with a block holds only that rank's blocks and loose cards; the
        # most such a take can be is all of them at once.
        blocks, loose_cards = tableau.rank_piles(rank)
        with_blocks = None
        if blocks:
            mask = sum(blocks) + sum(loose_cards)
            with_blocks = _spaces_in(mask)
            sweep = sweep or mask == full
        result.append((tuple(zip(groups, indices)), with_blocks, sweep))
    return tuple(result)


def _spaces_in(mask: int) -> tuple[int, ...]:
    found = []
    while mask:
        low = mask & -mask
        found.append(low.bit_length() - 1)
        mask ^= low
    return tuple(found)


def _sums_could_split(keys: tuple, value: int) -> bool:
    """A quick necessary test for a sweep without blocks: the piles' total must be a multiple of ``value``.

    Loose Aces count 1 in sums but may stand alone as 14, so for an Ace any
    count of them may drop out of the total.
    """
    total, aces = 0, 0
    for kind, pile_value, rank in keys:
        if kind == BLOCK:
            return False
        total += pile_value
        aces += kind == CARD and pile_value == 1
    if value != 14:
        return total % value == 0
    return any((total - j) % 14 == 0 for j in range(aces + 1))


def _partitions(mask: int, with_bit: dict, memo: dict) -> bool:
    """Whether ``mask`` splits exactly into some of the groups (a sweep); ``with_bit`` indexes them by pile."""
    if not mask:
        return True
    found = memo.get(mask)
    if found is None:
        low = mask & -mask
        found = any(g & mask == g and _partitions(mask ^ g, with_bit, memo) for g in with_bit.get(low, ()))
        memo[mask] = found
    return found


def _best_packing(groups: Sequence[tuple[int, tuple[int, ...]]], gains: Sequence[float]) -> float:
    """The most a take made of disjoint ``groups`` is worth (exact for a few groups, greedy for many)."""
    worth = sorted(((sum(gains[i] for i in idx), g) for g, idx in groups), reverse=True)
    if len(worth) == 1:
        return worth[0][0]
    if len(worth) > 10:
        used, total = 0, 0.0
        for w, g in worth:
            if not g & used:
                used |= g
                total += w
        return total

    def search(i: int, used: int) -> float:
        best = 0.0
        for j in range(i, len(worth)):
            w, g = worth[j]
            if not g & used:
                best = max(best, w + search(j + 1, used | g))
        return best

    return search(0, 0)


class Judge:
    """One player's reading of a position: card weights, the unseen cards, who may hold what.

    Every point it counts is the game's own, asked of the view's ``Options``: the cards' points, a
    sweep's, the 27-card and 7-spade prizes.
    """

    def __init__(self, view: View):
        self.view = view
        self.me = view.player
        self.n = view.players
        self.options = view.options
        self.card_points = view.options.card_points
        unseen = unplayed_cards(view)
        self.unseen = unseen
        self.unseen_total = len(unseen)
        values = [take_value(c) for c in unseen]
        self.unseen_by_value = Counter(values)
        mine = view.captured[self.me]
        others = [view.captured[p] for p in range(self.n) if p != self.me]
        self.card_weight = self._majority_weight(len(mine), [len(c) for c in others], MOST_CARDS,
                                                 self.options.most_cards_points)
        self.spade_weight = self._majority_weight(
            sum(c.suit == "S" for c in mine), [sum(c.suit == "S" for c in o) for o in others], MOST_SPADES,
            self.options.most_spades_points)
        # What an unseen card of each value brings when it is played to take.
        totals = dict.fromkeys(TAKER_VALUES, 0.0)
        for card, value in zip(unseen, values):
            totals[value] += self.card_gain(card)
        by_value = self.unseen_by_value
        self.taker_gain = {value: totals[value] / by_value[value] if by_value[value] else 0.0
                           for value in TAKER_VALUES}
        self.next = self._next_opponent()
        self.hold = self._holding_odds(self.next) if self.next is not None else {}

    # --- worth of cards ---------------------------------------------------------
    def _majority_weight(self, mine: int, others: list[int], need: int, prize: float) -> float:
        """The worth of one more card toward a majority prize; nothing once it is decided."""
        if mine >= need or any(o >= need for o in others):
            return 0.0
        seats = self.n
        return prize / need * (1.0 if seats == 2 else 0.55 if seats == 3 else 0.3)

    def card_gain(self, card: Card) -> float:
        """What taking ``card`` is worth: its own points and its share of the open majorities."""
        return self.card_points(card) + self.card_weight + (self.spade_weight if card.suit == "S" else 0.0)

    def cards_gain(self, cards: Sequence[Card]) -> float:
        return sum(self.card_gain(c) for c in cards)

    # --- who holds what -----------------------------------------------------------
    def _next_opponent(self) -> Optional[int]:
        view = self.view
        for step in range(1, self.n):
            p = (self.me + step) % self.n
            if view.hand_sizes[p] > 0 or view.stock_size > 0:
                return p
        return None

    def _holding_odds(self, player: int) -> dict[int, float]:
        """P(player holds a card of each taker value), from the unseen cards and their builds/blocks."""
        view = self.view
        size = view.hand_sizes[player]
        if size == 0 and view.stock_size > 0:
            size = min(4, view.stock_size)
        total = self.unseen_total
        odds = {}
        for value in TAKER_VALUES:
            k = self.unseen_by_value.get(value, 0)
            if k == 0 or size == 0 or total == 0:
                odds[value] = 0.0
            else:
                odds[value] = 1.0 - comb(total - k, size) / comb(total, size)
        for pile in view.spaces:
            if pile is not None and pile.owner is not None and pile.owner != self.me and pile.kind != CARD:
                value = pile.taker
                if self.unseen_by_value.get(value, 0) and view.hand_sizes[pile.owner] > 0:
                    weight = EVIDENCE if pile.owner == player else 0.5 * EVIDENCE
                    odds[value] = max(odds[value], weight)
        return odds

    # --- what a tableau offers --------------------------------------------------------
    def best_takes(self, piles: Sequence[Pile]) -> tuple[dict[int, float], set[int]]:
        """Per taker value, the best gain from the piles (not counting the taking card), and the values that sweep."""
        if not piles:
            return {}, set()
        order = sorted(range(len(piles)), key=lambda i: _pile_key(piles[i]))
        keys = tuple(_pile_key(piles[i]) for i in order)
        gains = [self.cards_gain(piles[i].cards) for i in order]
        best, sweeps = {}, set()
        for value, (groups, with_blocks, sweep) in zip(TAKER_VALUES, _offers(keys)):
            if groups or with_blocks:
                if sweep:
                    best[value] = sum(gains)
                    sweeps.add(value)
                else:
                    packed = _best_packing(groups, gains) if groups else 0.0
                    blocked = sum(gains[i] for i in with_blocks) if with_blocks else 0.0
                    best[value] = max(packed, blocked)
        return best, sweeps

    def threat(self, piles: Sequence[Pile], best=None) -> float:
        """The expected best take of the next opponent on ``piles`` (a sweep's points included)."""
        if not self.hold or not piles:
            return 0.0
        best, sweeps = best if best is not None else self.best_takes(piles)
        sweep = float(self.options.sweep_points)
        offers = []
        for value, gain in best.items():
            p = self.hold.get(value, 0.0)
            if p > 0:
                offers.append((gain + self.taker_gain[value] + (sweep if value in sweeps else 0.0), p))
        offers.sort(reverse=True)
        expected, none_yet = 0.0, 1.0
        for gain, p in offers:
            expected += gain * p * none_yet
            none_yet *= 1.0 - p
        return expected


def after_move(spaces: Sequence[Optional[Pile]], move: Move, me: int) -> list[Pile]:
    """The tableau's piles once ``move`` is played (positions do not matter to a judge)."""
    piles = [p for p in spaces if p is not None]
    if move.kind == "put":
        if len(piles) < len(spaces):
            piles.append(loose(move.card))
        return piles
    target = set(move.cards)
    if move.kind == "take":
        return [p for p in piles if p.cards[0] not in target]
    out = []
    for p in piles:
        if p.cards[0] in target:
            cards = p.cards + (move.card,)
            p = make_build(cards, me) if move.kind == "build" else make_block(cards, me)
        out.append(p)
    return out
