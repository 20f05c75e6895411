"""Casino's value types and constants: options, moves, events, round summaries, what a card scores."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Optional, Sequence

from retro.cards import Card
from retro.moves import IllegalMove, Reason, parse_move  # noqa: F401  (one refusal for all four games)

HAND_SIZE = 4          # CAS-D2
TABLEAU_DEAL = 4       # CAS-D2: four face up, first deal only
SPACES = 12            # CAS-D4 (Reading): the tableau's fixed spaces
TARGET = 21            # CAS-E3
MOST_CARDS = 27        # CAS-S4 quirk: 27 or more (not "more than 27")
MOST_SPADES = 7        # CAS-S5
MOST_CARDS_POINTS = 3  # CAS-S4
MOST_SPADES_POINTS = 1  # CAS-S5
SWEEP_POINTS = 1       # CAS-S6
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

    # --- what things score under these options (CAS-S1..S7) ----------------------------------------
    # No option changes a score today (the spec fixes CAS-S1..S6), but the rules, the search, the
    # judge and the words all ask these, so the scoring is said here once: a scoring option added
    # as a field would be read here and nowhere else.
    @property
    def sweep_points(self) -> int:
        """CAS-S6: what each sweep scores, at once."""
        return SWEEP_POINTS

    @property
    def most_cards_points(self) -> int:
        """CAS-S4: the bonus for 27 cards or more at the round's end."""
        return MOST_CARDS_POINTS

    @property
    def most_spades_points(self) -> int:
        """CAS-S5: the bonus for 7 spades or more at the round's end."""
        return MOST_SPADES_POINTS

    def card_points(self, card: Card) -> int:
        """CAS-S1..S3: what one captured card scores by itself, at the round's end."""
        return _POINTS.get(card, 0)

    def take_points(self, cards: Iterable[Card], sweep: bool = False) -> int:
        """What a capture of ``cards`` scores: their own points (CAS-S1..S3, counted at the round's
        end) and, if it sweeps (CAS-S7), the sweep's (CAS-S6, at once)."""
        points = sum(self.card_points(c) for c in cards)
        return points + self.sweep_points if sweep else points

    def bonus_points(self, cards: int, spades: int) -> int:
        """CAS-S4/S5: the round-end bonuses of a capture pile of ``cards`` cards, ``spades`` of them spades."""
        return ((self.most_cards_points if cards >= MOST_CARDS else 0)
                + (self.most_spades_points if spades >= MOST_SPADES else 0))


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
    """CAS-S1..S3 under the default options: what one captured card scores by itself (each Ace 1,
    the 2♠ 1, the 10♦ 2); ``Options.card_points`` says it for a game's options."""
    return _POINTS.get(card, 0)


def check_unique(all_cards: Sequence[Card]) -> None:
    seen: set[Card] = set()
    for c in all_cards:
        if c in seen:
            raise ValueError(f"{c} appears twice: a single deck has one of each card")
        seen.add(c)
