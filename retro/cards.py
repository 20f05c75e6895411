"""Playing cards: the Card value type, its text notation, and the decks."""

from __future__ import annotations

from typing import Iterable, Union

SUITS = ("S", "H", "D", "C")
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
PINOCHLE_RANKS = ("9", "10", "J", "Q", "K", "A")

SUIT_SYMBOLS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
RANK_NAMES = {
    "A": "Ace", "J": "Jack", "Q": "Queen", "K": "King",
    **{str(n): str(n) for n in range(2, 11)},
}
RED_SUITS = frozenset("HD")

# Spellings accepted by Card.parse besides the canonical ones.
_RANK_ALIASES = {"T": "10", "1": "A", "0": "10"}
_SUIT_ALIASES = {sym: letter for letter, sym in SUIT_SYMBOLS.items()}
_SUIT_ALIASES.update({"\u2664": "S", "\u2661": "H", "\u2662": "D", "\u2667": "C"})
_READ: dict = {}   # Card.parse: bare spellings already read (only valid ones, so a few hundred at most)


class Card:
    """One playing card. Immutable; the two copies of a double deck are equal.

    Instances are interned: ``Card("10", "D") is Card.parse("10d")``, which
    makes hashing and comparison cheap in the rules engines' inner loops.
    """

    __slots__ = ("rank", "suit", "_hash", "_text")
    _interned: dict[tuple[str, str], "Card"] = {}

    def __new__(cls, rank: str, suit: str) -> "Card":
        key = (rank, suit)
        card = cls._interned.get(key)
        if card is not None:
            return card
        if rank not in RANKS:
            raise ValueError(f"bad rank {rank!r}: expected one of {' '.join(RANKS)}")
        if suit not in SUITS:
            raise ValueError(f"bad suit {suit!r}: expected one of S H D C")
        card = object.__new__(cls)
        object.__setattr__(card, "rank", rank)
        object.__setattr__(card, "suit", suit)
        object.__setattr__(card, "_hash", hash(key))
        object.__setattr__(card, "_text", rank + suit)     # saves and logs print cards by the million
        cls._interned[key] = card
        return card

    def __setattr__(self, name, value):
        raise AttributeError("Card is immutable")

    def __delattr__(self, name):
        raise AttributeError("Card is immutable")

    def __reduce__(self):
        return (Card, (self.rank, self.suit))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def __eq__(self, other):
        if self is other:
            return True
        if isinstance(other, Card):
            return self.rank == other.rank and self.suit == other.suit
        return NotImplemented

    def __hash__(self):
        return self._hash

    def __str__(self):
        return self._text

    def __repr__(self):
        return f"Card({self.rank}{self.suit})"

    @classmethod
    def parse(cls, text: Union[str, "Card"]) -> "Card":
        """Read ``"10D"``, ``"qs"``, ``"TH"``, ``"A♠"``; raise ValueError naming the token."""
        if isinstance(text, Card):
            return text
        if not isinstance(text, str):
            raise ValueError(f"not a card: {text!r}")
        known = _READ.get(text)
        if known is not None:             # kept games hold thousands of the same few spellings
            return known
        token = text.strip()
        if len(token) < 2:
            raise ValueError(f"not a card: {text!r}")
        rank, suit = token[:-1].upper(), token[-1]
        suit = _SUIT_ALIASES.get(suit, suit.upper())
        rank = _RANK_ALIASES.get(rank, rank)
        if rank not in RANKS or suit not in SUITS:
            raise ValueError(f"not a card: {text!r}")
        card = cls(rank, suit)
        if token == text and cls is Card:  # a bare spelling (a few per card): remembered
            _READ[text] = card
        return card

    @property
    def symbol(self) -> str:
        """The card with its suit glyph, e.g. ``10♦``."""
        return self.rank + SUIT_SYMBOLS[self.suit]

    @property
    def name(self) -> str:
        """The card in words, e.g. ``10 of diamonds``."""
        return f"{RANK_NAMES[self.rank]} of {SUIT_NAMES[self.suit]}"

    @property
    def is_red(self) -> bool:
        return self.suit in RED_SUITS


CardLike = Union[str, Card]


def cards(spec: Union[str, Iterable[CardLike], None]) -> list[Card]:
    """``cards("10D 4S KH")`` -> list of Card; also takes an iterable of strings or Cards."""
    if spec is None:
        return []
    if isinstance(spec, Card):
        return [spec]
    if isinstance(spec, str):
        tokens: Iterable[CardLike] = spec.replace(",", " ").split()
    else:
        tokens = spec
    return [Card.parse(token) for token in tokens]


def card_text(seq: Iterable[Card]) -> str:
    """The inverse of ``cards``: ``"10D 4S KH"``."""
    return " ".join(str(c) for c in seq)


def standard_deck() -> list[Card]:
    """The 52-card deck, suits S H D C, ranks A..K (unshuffled)."""
    return [Card(rank, suit) for suit in SUITS for rank in RANKS]


def pinochle_deck() -> list[Card]:
    """The 48-card pinochle deck: two copies of 9 10 J Q K A in each suit."""
    return [Card(rank, suit) for suit in SUITS for rank in PINOCHLE_RANKS for _ in range(2)]


def sort_key(card: Card, rank_order: tuple[str, ...] = RANKS, suit_order: tuple[str, ...] = SUITS):
    """A key for showing cards grouped by suit, then by rank in the given order."""
    return (suit_order.index(card.suit), rank_order.index(card.rank))
