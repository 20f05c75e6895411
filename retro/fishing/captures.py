"""The capture search shared by Tablenette and Tablanet, with their moves and events.

Tablenette and Tablanet are cousins: a played card takes table cards equal
to it and/or one group of table cards that sum to it. The differences are
class-level flags of a ``RuleSet`` (how many equal cards, group sizes, card
values, compulsory capture, Jack sweeps), in the way python-chess keeps its
variants as subclasses of one board. The hand's bookkeeping (deals, turns,
saves, views) is ``retro.fishing.state``; each game's ``rules.py`` holds
what is its own.
"""

from __future__ import annotations

from typing import Iterable, NamedTuple, Sequence

from retro.cards import Card, card_text, cards
from retro.moves import IllegalMove, Reason, parse_move  # noqa: F401  (one refusal for all four games)



# Moves and events are named tuples rather than dataclasses: the random-play
# benchmark creates tens of thousands a second and a tuple is built ~3x
# faster. Both are immutable and compare by value.
class Move(NamedTuple):
    """A decision: ``"capture"`` (``cards`` = the table cards taken) or ``"discard"``."""

    kind: str
    card: Card | None
    cards: tuple[Card, ...] = ()
    value: int | None = None

    def __str__(self) -> str:
        if self.kind == "capture":
            return f"{self.card} takes {card_text(self.cards)}"
        if self.kind == "discard":
            return f"{self.card} to the table"
        return f"{self.kind} {self.card or ''} {card_text(self.cards)}".strip()

    @classmethod
    def parse(cls, text: str, state) -> "Move":
        """The legal move of ``state`` whose ``str`` is ``text``; IllegalMove if there is none."""
        return parse_move(text, state)

    @property
    def key(self) -> tuple:
        """The move without the order of its table cards (moves are sets of cards)."""
        return (self.kind, self.card, frozenset(self.cards))


class Event(NamedTuple):
    """One thing that happened; ``points`` are credited to ``player``.

    ``detail`` is a line for logs; ``value`` is the number a screen needs
    from some events (a ``"cut"``'s round, a ``"most_cards"``' or
    ``"card_points"``' count of cards), so no screen reads it from the text.
    """

    kind: str
    player: int | None = None
    points: int = 0
    cards: tuple[Card, ...] = ()
    detail: str = ""
    value: int | None = None

    def __str__(self) -> str:
        who = "" if self.player is None else f"P{self.player} "
        pts = f" +{self.points}" if self.points else ""
        text = f" {card_text(self.cards)}" if self.cards else ""
        note = f" ({self.detail})" if self.detail else ""
        return f"{who}{self.kind}{text}{pts}{note}"


def saved_value(kind: str, detail: str) -> int | None:
    """The ``value`` of an event saved before events had one, read back once from its log line."""
    words = detail.split()
    try:
        if kind == "cut":
            return int(words[-1])             # "round 2"
        if kind in ("card_points", "most_cards"):
            return int(words[0])              # "31 cards", "28 cards taken"
    except (IndexError, ValueError):
        pass
    return None


# --------------------------------------------------------------------------
# The capture search


class RuleSet:
    """How a played card captures. Subclasses flip the flags (one per game)."""

    name = "fishing"
    equal_limit: int | None = None  # equal cards one play may take (None: any number)
    group_sizes: tuple[int, ...] = (2,)  # sizes of the one group that sums to the card
    captures_compulsory = False  # a card that can capture may not be laid on the table
    jack_sweeps = False  # a Jack takes a whole non-empty table

    def values(self, card: Card) -> tuple[int, ...]:
        """The values a card may count (two for a Tablenette Ace)."""
        raise NotImplementedError


class Capture(NamedTuple):
    """One way to take cards: bit masks over the table's positions."""

    mask: int  # every table card taken
    equal: int  # taken for being equal to the played card
    group: int  # the group summing to the played card (0: none)
    value: int  # the played card's value in this capture


class TableIndex:
    """The table's values and summing groups, computed once per decision.

    ``groups[s]`` lists the masks of every group of an allowed size whose
    values can add up to ``s`` (a group with an Ace may be listed under two
    sums); ``equal[v]`` is the mask of the cards that can count ``v``.
    ``need`` limits the sums kept to the values the cards in hand can take.
    """

    __slots__ = ("table", "values", "groups", "equal", "full")

    def __init__(self, rules: RuleSet, table: Sequence[Card], need: Iterable[int] | None = None):
        self.table = table
        value_of = rules.values
        vals = [value_of(c) for c in table]
        self.values = vals
        n = len(table)
        self.full = (1 << n) - 1
        equal: dict[int, int] = {}
        for i, vs in enumerate(vals):
            for v in vs:
                equal[v] = equal.get(v, 0) | (1 << i)
        self.equal = equal
        need_set = set(need) if need is not None else None
        top = max(need_set) if need_set else 99
        groups: dict[int, list[int]] = {}
        pairs = 2 in rules.group_sizes
        triples = 3 in rules.group_sizes
        for i in range(n - 1):
            bi = 1 << i
            for vi in vals[i]:
                for j in range(i + 1, n):
                    bj = bi | (1 << j)
                    for vj in vals[j]:
                        s = vi + vj
                        if s >= top:
                            if s == top and pairs:
                                groups.setdefault(s, []).append(bj)
                            continue
                        if pairs and (need_set is None or s in need_set):
                            groups.setdefault(s, []).append(bj)
                        if triples:
                            for k in range(j + 1, n):
                                for vk in vals[k]:
                                    t = s + vk
                                    if t <= top and (need_set is None or t in need_set):
                                        groups.setdefault(t, []).append(bj | (1 << k))
        self.groups = groups

    def equal_mask(self, value: int) -> int:
        return self.equal.get(value, 0)


def find_captures(rules: RuleSet, played: Card, index: TableIndex) -> list[Capture]:
    """Every way ``played`` can capture on the indexed table (one entry per decomposition).

    A capture is some equal cards (any number, or at most ``equal_limit``)
    plus at most one summing group, disjoint from them; it takes at least
    one card. The same set of cards may appear more than once when it can
    be read in two ways (the caller keeps one per mask).
    """
    found: list[Capture] = []
    for value in rules.values(played):
        groups = index.groups.get(value, ())
        for sub in _equal_choices(rules, index.equal.get(value, 0)):
            if sub:
                found.append(Capture(sub, sub, 0, value))
            for group in groups:
                if not group & sub:
                    found.append(Capture(sub | group, sub, group, value))
    return found


def capture_masks(rules: RuleSet, played: Card, index: TableIndex) -> dict[int, None]:
    """The distinct sets (masks, in a fixed order) ``played`` can take: ``find_captures`` made lean."""
    masks: dict[int, None] = {}
    for value in rules.values(played):
        groups = index.groups.get(value, ())
        equal = index.equal.get(value, 0)
        if not equal:
            for group in groups:
                masks[group] = None
            continue
        for sub in _equal_choices(rules, equal):
            if sub:
                masks[sub] = None
            for group in groups:
                if not group & sub:
                    masks[sub | group] = None
    return masks


def _equal_choices(rules: RuleSet, equal: int) -> list[int]:
    """The sets of equal cards one play may take (the empty set included)."""
    if rules.equal_limit is None:
        subs = [0]
        sub = equal
        while sub:
            subs.append(sub)
            sub = (sub - 1) & equal
        return subs
    return [0] + [1 << i for i in range(equal.bit_length()) if equal >> i & 1]  # one card at most


_MASK_INDICES: dict[int, tuple[int, ...]] = {}


def masked(table: Sequence[Card], mask: int) -> tuple[Card, ...]:
    """The table cards selected by ``mask``, in table order."""
    indices = _MASK_INDICES.get(mask)
    if indices is None:
        indices = _MASK_INDICES[mask] = tuple(i for i in range(mask.bit_length()) if mask >> i & 1)
    return tuple([table[i] for i in indices])


def decompositions(rules: RuleSet, played: Card, taken: Sequence[Card]) -> list[Capture]:
    """The ways ``played`` can take exactly the cards ``taken`` (empty if it cannot)."""
    index = TableIndex(rules, list(taken), rules.values(played))
    return [c for c in find_captures(rules, played, index) if c.mask == index.full]


# --------------------------------------------------------------------------
# Helpers for the screens and the hint button


def moves_for_card(state, hand_card: Card | str) -> list[Move]:
    """The legal moves that play ``hand_card``."""
    card = Card.parse(hand_card)
    return [m for m in state.legal_moves() if m.card == card]


def captures_including(state, hand_card: Card | str, table_card: Card | str) -> list[Move]:
    """The legal captures by ``hand_card`` that take ``table_card`` (for drag-and-drop)."""
    target = Card.parse(table_card)
    return [m for m in moves_for_card(state, hand_card) if m.kind == "capture" and target in m.cards]


def discard_move(state, hand_card: Card | str) -> Move | None:
    """The legal move that lays ``hand_card`` on the table, or None."""
    for m in moves_for_card(state, hand_card):
        if m.kind == "discard":
            return m
    return None


def capture_for_selection(state, hand_card: Card | str, selected: Iterable[Card | str]) -> Move | None:
    """The legal capture by ``hand_card`` taking exactly the selected table cards, or None."""
    chosen = frozenset(cards(selected))
    for m in moves_for_card(state, hand_card):
        if m.kind == "capture" and frozenset(m.cards) == chosen:
            return m
    return None


def clears_table(state, move: Move) -> bool:
    """True when ``move`` takes every card on the table."""
    return move.kind == "capture" and len(move.cards) == len(state.table)
