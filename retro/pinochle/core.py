"""Pinochle's plain records: options, phases, moves, events, trick/meld records and a State's parts.

The bottom of the package's imports: ``view``, ``saves`` and ``rules`` build
on these, and this module imports none of them (dependencies point one way).
"""

from __future__ import annotations

import enum
import random
from dataclasses import dataclass, field
from typing import Sequence

from retro.cards import Card
from retro.moves import IllegalMove, Reason, parse_move  # noqa: F401  (one refusal for all four games)
from retro.pinochle import melds as M
from retro.pinochle.melds import CARD_OF

COUNT_SYSTEMS = tuple(M.COUNTS)
HAND_SIZE = 12
LAST_TRICK_BONUS = 10
DEECE_POINTS = 10


@dataclass(frozen=True)
class Options:
    """Chosen before a game (PIN-O1..O3)."""

    game_point: int = 1000
    single_hand: bool = False
    count: str = "old_timer"
    open_hands: bool = False

    def __post_init__(self):
        if isinstance(self.game_point, bool) or not isinstance(self.game_point, int):
            raise ValueError(f"game point must be a whole number, not {self.game_point!r}")
        if not 500 <= self.game_point <= 30_000:
            raise ValueError(f"game point {self.game_point} is outside 500-30,000 (PIN-O1)")
        if self.count not in M.COUNTS:
            raise ValueError(f"count must be one of {', '.join(M.COUNTS)}, not {self.count!r}")

    # --- what things score under these options (PIN-O2, PIN-E4, PIN-R5, PIN-R7, PIN-S5, PIN-M1..M9) -----
    # The rules, the searches, the computers and the coach's words all ask these, so the scoring is
    # said here once: the count system (PIN-O2) is read here, and a scoring option added as a field
    # would be read here and nowhere else.
    @property
    def trick_points(self) -> tuple[int, ...]:
        """PIN-O2, PIN-R5: what each card scores in a trick won, by card id (``melds.CARD_OF``)."""
        return M.trick_points(self.count)

    @property
    def last_trick_points(self) -> int:
        """PIN-S5: the bonus for the last trick of round two (none in round one, PIN-R10)."""
        return LAST_TRICK_BONUS

    @property
    def deece_points(self) -> int:
        """PIN-E4, PIN-R7: a 9 of trump turned up for the dealer, or exchanged for the upcard."""
        return DEECE_POINTS

    @property
    def meld_values(self) -> dict:
        """PIN-M1..M9: what each meld scores, by its name."""
        return M.MELD_VALUES

    @property
    def meld_tables(self) -> tuple:
        """The meld table of each trump suit (``melds.meld_table``) with these meld values: the melds
        are told highest first and PIN-M13 compares these values."""
        return M.meld_tables(self.meld_values)



class Phase(enum.Enum):
    LEAD = "lead"        # the leader plays a card to an empty trick
    FOLLOW = "follow"    # the other player answers it
    DECIDE = "decide"    # round one: the trick's winner melds / exchanges / is done
    OVER = "over"        # the match has ended


@dataclass(frozen=True)
class Move:
    """A decision: ``play`` a card, ``meld`` cards, ``exchange`` the deece, or be ``done``."""

    kind: str
    card: Card | None = None
    cards: tuple = ()
    value: int | None = None
    name: str = field(default="", compare=False)
    from_meld: bool = False   # PIN-M12a: a "play" of the copy lying in a meld (else the hand's)

    def __str__(self):
        if self.kind == "play":
            card = _shown(self.card)
            return f"play {card} from the meld" if self.from_meld else f"play {card}"
        if self.kind == "meld":
            shown = " ".join(_shown(c) for c in self.cards)
            return f"meld {self.name or 'cards'} {shown} for {self.value}"
        if self.kind == "exchange":
            return f"exchange {_shown(self.card)} for the upcard"
        return str(self.kind)

    @classmethod
    def parse(cls, text: str, state) -> "Move":
        """The legal move of ``state`` whose ``str`` is ``text``; IllegalMove if there is none."""
        return parse_move(text, state)


def _shown(card) -> str:
    """A card's symbol; anything else (a hand-made Move holding text) as it is."""
    return card.symbol if isinstance(card, Card) else str(card)


@dataclass(frozen=True)
class Event:
    """Something that happened; ``points`` are credited to ``player``."""

    kind: str
    player: int | None = None
    points: int = 0
    cards: tuple = ()
    name: str = ""

    def __str__(self):
        parts = [self.kind]
        if self.player is not None:
            parts.append(f"player {self.player}")
        if self.name:
            parts.append(self.name)
        parts.extend(c.symbol for c in self.cards)
        if self.points:
            parts.append(f"+{self.points}")
        return " ".join(parts)


@dataclass(frozen=True)
class TrickRecord:
    """A finished trick of this hand, as both players saw it."""

    round: int
    leader: int
    lead: Card
    follow: Card
    winner: int
    points: int


@dataclass(frozen=True)
class MeldRecord:
    """A meld laid down this hand."""

    player: int
    name: str
    value: int
    cards: tuple


def check_copies(ids: Sequence[int]) -> None:
    """No card id more than twice: the deck holds two of each (PIN-D2); ValueError otherwise."""
    counts = [0] * 24
    for c in ids:
        counts[c] += 1
        if counts[c] > 2:
            raise ValueError(f"a third copy of {CARD_OF[c]}: the deck holds two (PIN-D2)")


@dataclass
class Parts:
    """A State's insides as plain data, card ids and all (``State.parts`` / ``State.assemble``).

    Saves and searches build or read a State only through these; the lists
    are the Parts' own (``parts()`` copies them, ``assemble`` takes them over).
    A melded copy is a tuple (card id, then the best special, group and
    sequence meld value it has joined, PIN-M13).
    """

    options: Options
    rng: random.Random
    dealer: int
    hand_number: int
    trump: int                          # suit index into SUITS
    upcard: int | None
    stock: list
    hands: list                         # per player: card ids in hand
    melded: list                        # per player: melded copies
    round: int
    phase: Phase
    leader: int
    trick: list
    meld_made: bool
    scores: list
    start_scores: tuple = (0, 0)
    winner: int | None = None
    events: list = field(default_factory=list)
    tricks: list = field(default_factory=list)     # TrickRecord per finished trick of this hand
    shown: list = field(default_factory=lambda: [[], []])   # hand cards the opponent has seen
    melds: list = field(default_factory=list)      # MeldRecord per meld of this hand
