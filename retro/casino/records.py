"""Casino's value types and constants: options, moves, events, round summaries, what a card scores."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

from retro.cards import Card
from retro.moves import IllegalMove, Reason, parse_move  # noqa: F401  (one refusal for all four games)

HAND_SIZE = 4          # CAS-D2
TABLEAU_DEAL = 4       # CAS-D2: four face up, first deal only
SPACES = 12            # CAS-D4 (Reading): the tableau's fixed spaces
TARGET = 21            # CAS-E3
MOST_CARDS = 27        # CAS-S4 quirk: 27 or more (not "more than 27")
MOST_SPADES = 7        # CAS-S5
SAVE_VERSION = 1
TWO_OF_SPADES = Card("2", "S")
TEN_OF_DIAMONDS = Card("10", "D")



@dataclass(frozen=True)
class Options:
    """CAS-D1: 2-4 players (default 2); CAS-D4: spaces; CAS-E3: the target score."""

    players: int = 2
    spaces: int = SPACES
    target: int = TARGET

    def __post_init__(self):
        if not isinstance(self.players, int) or not 2 <= self.players <= 4:
            raise ValueError(f"players must be 2, 3 or 4, not {self.players!r}")
        if not isinstance(self.spaces, int) or not TABLEAU_DEAL <= self.spaces <= 40:
            raise ValueError(f"spaces must be 4-40, not {self.spaces!r}")
        if not isinstance(self.target, int) or self.target < 1:
            raise ValueError(f"target must be a positive whole number, not {self.target!r}")


@dataclass(frozen=True)
class Move:
    """``put``; ``take`` (cards = every tableau card taken); ``build``/``block`` (cards = the target pile)."""

    kind: str
    card: Optional[Card]
    cards: tuple[Card, ...] = ()
    value: Optional[int] = None

    def __str__(self) -> str:
        card = self.card.symbol if self.card else "?"
        if self.kind == "take":
            return f"take {' '.join(c.symbol for c in self.cards)} with {card}"
        if self.kind in ("build", "block"):
            target = ("+" if self.kind == "build" else "=").join(c.symbol for c in self.cards)
            return f"{self.kind} {card} on {target} ({self.value})"
        return f"{self.kind} {card}"

    @classmethod
    def parse(cls, text: str, state) -> "Move":
        """The legal move of ``state`` whose ``str`` is ``text``; IllegalMove if there is none."""
        return parse_move(text, state)


@dataclass(frozen=True)
class Event:
    """One thing that happened; ``points`` are credited to ``player`` at once.

    ``spaces`` names the tableau spaces involved (where a put landed, which
    piles a take emptied, the pile built or blocked on) so screens can
    animate fixed positions; ``value`` is a build's total, a block's value,
    a count for ``most_cards``/``most_spades``, or the round number for
    ``round_end``.
    """

    kind: str
    player: Optional[int]
    points: int = 0
    cards: tuple[Card, ...] = ()
    spaces: tuple[int, ...] = ()
    value: Optional[int] = None

    def __str__(self) -> str:
        who = "nobody" if self.player is None else f"player {self.player}"
        shown = " ".join(c.symbol for c in self.cards)
        if self.kind == "to_capture_pile":  # CAS-P1 / CAS-U8
            return f"No free space on the table: {shown} goes to {who}'s capture pile."
        if self.kind == "last_cards":
            return f"The cards left on the table go to {who}: {shown}".rstrip(": ")
        points = f" ({self.points:+d})" if self.points else ""
        return f"{self.kind} {who} {shown}{points}".replace("  ", " ").strip()


@dataclass(frozen=True)
class RoundSummary:
    """What a finished round left: the capture piles, cards that went to nobody, its points."""

    round: int
    captured: tuple[tuple[Card, ...], ...]
    lost: tuple[Card, ...]
    sweeps: tuple[int, ...]
    points: tuple[int, ...]


_POINTS = {TWO_OF_SPADES: 1, TEN_OF_DIAMONDS: 2, **{Card("A", suit): 1 for suit in "SHDC"}}


def card_points(card: Card) -> int:
    """CAS-S1..S3: what one captured card scores by itself (each Ace 1, the 2♠ 1, the 10♦ 2)."""
    return _POINTS.get(card, 0)


def check_unique(all_cards: Sequence[Card]) -> None:
    seen: set[Card] = set()
    for c in all_cards:
        if c in seen:
            raise ValueError(f"{c} appears twice: a single deck has one of each card")
        seen.add(c)
