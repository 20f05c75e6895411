"""Casino tableau piles (loose cards, builds, blocks) and the search for what a card may take."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

from retro.cards import Card, card_text

# CAS-V1: 2-10 face value, J 11, Q 12, K 13; an Ace is 1 inside a sum or a
# build and 14 when it plays or lies alone (ACE_HIGH).
RANK_VALUE = {"A": 1, **{str(n): n for n in range(2, 11)}, "J": 11, "Q": 12, "K": 13}
ACE_HIGH = 14
# CAS-T2: a build totalling 14 is an Ace build; nothing can exceed it (CAS-B1).
ACE_BUILD = 14
VALUE_RANK = {**{v: r for r, v in RANK_VALUE.items() if r != "A"}, ACE_HIGH: "A", 1: "A"}

CARD, BUILD, BLOCK = "card", "build", "block"


def take_value(card: Card) -> int:
    """The value a card plays at when it takes: an Ace plays as 14 (it can still take a lone Ace as 1)."""
    return ACE_HIGH if card.rank == "A" else RANK_VALUE[card.rank]


def build_value(card: Card) -> int:
    """The value a card adds to a build: an Ace adds 1 (CAS-B1: A on J = 12)."""
    return RANK_VALUE[card.rank]


@dataclass(frozen=True)
class Pile:
    """One occupied tableau space.

    ``kind`` is ``"card"`` (one loose card), ``"build"`` or ``"block"``.
    ``value``: a loose card's rank value (an Ace 1; it may also count 14
    alone); a build's total (Aces 1 inside; 14 = an Ace build); a block's
    card value (Aces 14). ``owner`` is the player who last built or blocked
    on it (None for a loose card or when unknown) -- the evidence CAS-AI2
    reads.
    """

    kind: str
    cards: tuple[Card, ...]
    value: int
    owner: Optional[int] = None

    @property
    def taker(self) -> int:
        """The card value that takes this pile on its own (14 means an Ace)."""
        if self.kind == CARD:
            return take_value(self.cards[0])
        return self.value

    @property
    def summable(self) -> bool:
        """Whether the pile can join a sum with other piles (never a block, CAS-T3; never an Ace build)."""
        return self.kind != BLOCK and self.value < ACE_BUILD

    @property
    def is_ace_build(self) -> bool:
        return self.kind == BUILD and self.value == ACE_BUILD

    @property
    def tag(self) -> Optional[str]:
        """CAS-U7: the rank that takes a build or block (``"K"``, ``"10"``, ``"A"``); None for a loose card."""
        if self.kind == CARD:
            return None
        return VALUE_RANK[self.taker]

    def __str__(self) -> str:
        joiner = {CARD: "", BUILD: "+", BLOCK: "="}[self.kind]
        return joiner.join(str(c) for c in self.cards)

    def describe(self) -> str:
        """The pile in words for messages: ``"5♣+7♦ (build of 12, takes with Q)"``."""
        if self.kind == CARD:
            return self.cards[0].symbol
        joiner = "+" if self.kind == BUILD else "="
        shown = joiner.join(c.symbol for c in self.cards)
        if self.is_ace_build:
            return f"{shown} (Ace build, takes with A)"
        return f"{shown} ({self.kind} of {self.value}, takes with {self.tag})"


def loose(card: Card) -> Pile:
    return Pile(CARD, (card,), RANK_VALUE[card.rank])


def make_build(cards: Sequence[Card], owner: Optional[int] = None) -> Pile:
    total = sum(build_value(c) for c in cards)
    if len(cards) < 2:
        raise ValueError("a build needs at least two cards")
    if total > ACE_BUILD:
        raise ValueError(f"build {card_text(cards)} totals {total}: more than 14 is impossible")
    return Pile(BUILD, tuple(cards), total, owner)


def make_block(cards: Sequence[Card], owner: Optional[int] = None) -> Pile:
    if len(cards) < 2:
        raise ValueError("a block needs at least two cards")
    if len({c.rank for c in cards}) != 1:
        raise ValueError(f"block {card_text(cards)} mixes ranks: a block is cards of one value")
    return Pile(BLOCK, tuple(cards), take_value(cards[0]), owner)


def parse_pile(spec) -> Pile:
    """``"7S"`` a loose card, ``"5C+7D"`` a build, ``"7H=7S"`` a block; a Pile passes through."""
    if isinstance(spec, Pile):
        return spec
    if isinstance(spec, Card):
        return loose(spec)
    if isinstance(spec, (tuple, list)) and spec:
        # A pile as cards (e.g. copied from ``state.tableau``): one card is
        # loose; cards of one rank are a block; others a build.
        pile = [Card.parse(c) for c in spec]
        if len(pile) == 1:
            return loose(pile[0])
        return make_block(pile) if len({c.rank for c in pile}) == 1 else make_build(pile)
    if not isinstance(spec, str):
        raise ValueError(f"not a tableau pile: {spec!r}")
    text = spec.strip()
    if "+" in text and "=" in text:
        raise ValueError(f"tableau pile {spec!r} is both a build (+) and a block (=)")
    if "+" in text:
        return make_build([Card.parse(t) for t in text.split("+")])
    if "=" in text:
        return make_block([Card.parse(t) for t in text.split("=")])
    return loose(Card.parse(text))


# --- the take search (CAS-T1..T3) -------------------------------------------
# Spaces are numbered; a set of piles is a bit mask over space numbers, so a
# take is identified by its set of piles however it was grouped.

class Tableau:
    """One tableau read once for all the questions a turn asks of it (takes, builds, blocks)."""

    __slots__ = ("spaces", "occupied", "values", "bits", "aces", "blocks", "loose_by_rank",
                 "buildable")

    def __init__(self, spaces: Sequence[Optional[Pile]]):
        self.spaces = spaces
        self.occupied = [(i, p) for i, p in enumerate(spaces) if p is not None]
        pairs = sorted(((p.value, 1 << i) for i, p in self.occupied if p.kind != BLOCK), reverse=True)
        # Summable piles, largest first: loose cards (Aces 1) and builds (their totals).
        self.values = [v for v, _ in pairs]
        self.bits = [b for _, b in pairs]
        # Loose Aces, which an Ace may also take one by one as 14.
        self.aces: list[int] = []
        # CAS-T3: blocks by rank, and the loose cards of each rank that may go with them.
        self.blocks: dict[str, list[int]] = {}
        self.loose_by_rank: dict[str, list[int]] = {}
        # Piles a card may build on (CAS-B1: loose cards and builds, never a block).
        self.buildable = [(i, p.value) for i, p in self.occupied if p.kind != BLOCK]
        for i, p in self.occupied:
            rank = p.cards[0].rank
            if p.kind == BLOCK:
                self.blocks.setdefault(rank, []).append(1 << i)
            elif p.kind == CARD:
                self.loose_by_rank.setdefault(rank, []).append(1 << i)
                if rank == "A":
                    self.aces.append(1 << i)

    def groups(self, value: int, rank: str) -> list[int]:
        """Every single set of piles, no block among them, that one card of ``value``/``rank`` matches.

        A group is a pile taken by its own value (a loose Ace also as 14) or
        several summable piles adding up to ``value`` (loose Aces 1, builds
        their totals; an Ace build, 14, only alone). Blocks go only into
        ``block_takes``.
        """
        groups = list(self.aces) if rank == "A" else []  # only an Ace (14) takes loose Aces alone
        values, bits = self.values, self.bits
        count = len(values)
        start = 0
        while start < count and values[start] > value:
            start += 1
        # Depth-first subset sum, pruned as soon as a partial sum overshoots.
        stack = [(start, value, 0)]
        while stack:
            start, remaining, mask = stack.pop()
            for j in range(start, count):
                v = values[j]
                if v == remaining:
                    groups.append(mask | bits[j])
                elif v < remaining:
                    stack.append((j + 1, remaining - v, mask | bits[j]))
        return groups

    def groups_by_value(self) -> dict[int, list[int]]:
        """``groups(value, ...)`` for every taker value 2..14 at once: one walk over the sums up to 14."""
        found: dict[int, list[int]] = {}
        values, bits = self.values, self.bits
        count = len(values)
        start = 0
        while start < count and values[start] > ACE_HIGH:
            start += 1
        stack = [(start, 0, 0)]
        while stack:
            start, total, mask = stack.pop()
            for j in range(start, count):
                reached = total + values[j]
                if reached <= ACE_HIGH:
                    found.setdefault(reached, []).append(mask | bits[j])
                    if reached < ACE_HIGH:
                        stack.append((j + 1, reached, mask | bits[j]))
        if self.aces:
            found[ACE_HIGH] = list(self.aces) + found.get(ACE_HIGH, [])
        return found

    def rank_piles(self, rank: str) -> tuple[list[int], list[int]]:
        """The blocks of ``rank`` and the loose cards of ``rank`` (bits): all a take with a block may hold."""
        return self.blocks.get(rank, []), self.loose_by_rank.get(rank, [])

    def block_takes(self, rank: str) -> list[int]:
        """CAS-T3: the takes holding a block of ``rank`` -- at least one such block, any of that
        rank's other blocks and loose cards, and nothing else (no build, no sum, no other rank)."""
        blocks, cards = self.rank_piles(rank)
        if not blocks:
            return []
        with_block = [0]
        for bit in blocks:
            with_block += [m | bit for m in with_block]
        masks = [m for m in with_block if m]
        for bit in cards:
            masks += [m | bit for m in masks]
        return masks

    def take_masks(self, card: Card) -> list[int]:
        """CAS-T1/T3: every distinct set of piles ``card`` may take, as masks over space numbers."""
        masks = unions_of_disjoint(self.groups(take_value(card), card.rank))
        blocked = self.block_takes(card.rank)
        if blocked:
            masks = sorted(masks + blocked)
        return masks

    def can_take(self, card: Card, mask: int) -> bool:
        """Whether ``card`` may take exactly the piles of ``mask`` -- ``mask in take_masks(card)``,
        answered without listing every take (a crowded tableau has thousands)."""
        if not mask:
            return False
        blocks, cards = self.rank_piles(card.rank)
        block_bits = sum(1 << i for i, p in self.occupied if p.kind == BLOCK)
        if mask & block_bits:
            return bool(mask & sum(blocks)) and mask & ~(sum(blocks) + sum(cards)) == 0
        inside = [g for g in self.groups(take_value(card), card.rank) if g & mask == g]
        memo: dict[int, bool] = {}

        def covered(rest: int) -> bool:
            if not rest:
                return True
            found = memo.get(rest)
            if found is None:
                low = rest & -rest
                found = any(g & low and g & rest == g and covered(rest ^ g) for g in inside)
                memo[rest] = found
            return found

        return covered(mask)

    def build_targets(self, card: Card, hand: Sequence[Card]) -> list[tuple[int, int]]:
        """CAS-B1/B2: ``(space, new total)`` for each pile ``card`` may build on, keeping a taker in hand."""
        held = {take_value(c) for c in hand if c is not card}
        add = RANK_VALUE[card.rank]
        return [(i, value + add) for i, value in self.buildable if value + add in held]

    def block_targets(self, card: Card, hand: Sequence[Card]) -> list[int]:
        """CAS-K1: spaces ``card`` may block on -- one loose card of its rank (never a block or a
        build), while another card of that rank stays in hand."""
        rank = card.rank
        spots = self.loose_by_rank.get(rank)
        if not spots or not any(c.rank == rank and c is not card for c in hand):
            return []
        return [bit.bit_length() - 1 for bit in spots]


def unions_of_disjoint(groups: Sequence[int]) -> list[int]:
    """Every mask that is a union of pairwise disjoint groups (each once)."""
    if len(groups) <= 1:
        return list(groups)
    seen = set(groups)
    frontier = list(seen)
    while frontier:
        grown = []
        for mask in frontier:
            for group in groups:
                if not group & mask:
                    union = mask | group
                    if union not in seen:
                        seen.add(union)
                        grown.append(union)
        frontier = grown
    return sorted(seen)
