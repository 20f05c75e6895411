"""What one player may know of a pinochle position: the only thing bots ever see (PIN-AI1)."""

from __future__ import annotations

from dataclasses import dataclass

from retro.cards import Card
from retro.pinochle import melds as M
from retro.pinochle.core import MeldRecord, Options, TrickRecord
from retro.pinochle.melds import CARD_OF, ID_OF

__all__ = ["MeldRecord", "TrickRecord", "View"]


@dataclass(frozen=True)
class View:
    """One player's knowledge: own cards, public cards, history, counts and scores.

    It never holds the opponent's hidden cards nor the stock's order; what it
    says about the opponent's hand (``opponent_known``) is only what was shown
    face up: an exchanged upcard, the cards of PIN-R10, melds taken back in
    round two. Cards are ``Card``s; ``meld_records`` keep the engine's raw
    per-copy records (card id, then the best special, group and sequence meld
    value the copy has joined) for bots that rebuild positions.
    """

    player: int
    phase: str                       # "lead", "follow", "decide" or "over"
    to_move: int | None
    round: int
    hand_number: int
    dealer: int
    leader: int                      # leads now; in "decide", the trick's winner
    trump: str
    upcard: Card | None
    hand: tuple                      # own cards in hand, not counting melds
    melded: tuple                    # per player: cards lying in melds (public)
    meld_records: tuple              # per player: (id, P, G, S) per melded copy
    trick: tuple                     # the led card while the follower decides
    tricks: tuple                    # TrickRecord per finished trick of this hand
    melds: tuple                     # MeldRecord per meld of this hand
    opponent_known: tuple            # opponent's hand cards seen face up
    hand_sizes: tuple                # cards in hand (not melded) per player
    stock_size: int
    scores: tuple
    options: Options
    meld_made: bool                  # "decide": this trick's one meld is made
    trick_points: tuple              # card points by card id (PIN-O2)
    players: int = 2

    # ------------------------------------------------------------ helpers
    @property
    def opponent(self) -> int:
        return 1 - self.player

    @property
    def playable(self) -> tuple:
        """Own cards in hand and in melds (PIN-R9)."""
        return self.hand + self.melded[self.player]

    def meld_classes(self, player: int) -> list[tuple[Card, str]]:
        """Each melded card of ``player`` with its P/G/S class letters (PIN-M14)."""
        return [(CARD_OF[rec[0]], M.classes_of(rec)) for rec in self.meld_records[player]]

    @property
    def seen(self) -> tuple:
        """Every card played to a trick this hand, in order."""
        out = []
        for t in self.tricks:
            out += (t.lead, t.follow)
        return tuple(out)

    def unseen_ids(self) -> list[int]:
        """Card ids (with multiplicity) whose place this player cannot see.

        They lie in the opponent's hidden hand (beyond ``opponent_known``) or
        in the stock; since draws are random (PIN-E5) every arrangement of
        them is equally likely as far as the rules go.
        """
        counts = [2] * 24
        visible = [ID_OF[c] for c in self.hand + self.melded[0] + self.melded[1]
                   + self.trick + self.opponent_known]
        for t in self.tricks:
            visible += (ID_OF[t.lead], ID_OF[t.follow])
        if self.upcard is not None:
            visible.append(ID_OF[self.upcard])
        for c in visible:
            counts[c] -= 1
        return [c for c in range(24) for _ in range(max(0, counts[c]))]

    @property
    def opponent_hidden(self) -> int:
        """How many cards of the opponent's hand this player cannot name."""
        return self.hand_sizes[self.opponent] - len(self.opponent_known)
