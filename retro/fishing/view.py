"""What one fishing player may know: the view bots and the coach get instead of the state."""

from __future__ import annotations

from dataclasses import dataclass

from retro.cards import Card, standard_deck

FULL_DECK = tuple(standard_deck())


@dataclass(frozen=True)
class FishingView:
    """What one player may know: own hand, the table, every capture seen, counts, scores."""

    player: int
    players: int
    dealer: int
    to_move: int | None
    hand: tuple[Card, ...]
    table: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    stock_size: int
    scores: tuple[int, ...]
    taken: tuple[tuple[Card, ...], ...]  # each player's captured cards this hand (all seen)
    last_taker: int | None
    cleared_by: int | None  # who emptied the table on the last play (a sweep or Tablanet)
    hand_no: int
    deal_no: int
    deals_per_hand: int
    hand_size: int
    known_hands: tuple[tuple[Card, ...], ...]  # cards others are known to hold (dealt Jacks)
    stock_known: tuple[tuple[int, Card], ...]  # (index from the top, card) of known stock cards
    opening_jacks: tuple[tuple[Card, str], ...]  # this hand's Jacks moved off the table
    options: object
    over: bool

    def seen(self) -> frozenset[Card]:
        """The cards of this hand the player has seen or knows the place of."""
        known = set(self.hand) | set(self.table)
        for pile in self.taken:
            known.update(pile)
        for other in self.known_hands:
            known.update(other)
        known.update(c for _, c in self.stock_known)
        return frozenset(known)

    def unseen(self) -> list[Card]:
        """Cards whose place this player does not know: in other hands or the stock."""
        seen = self.seen()
        return [c for c in FULL_DECK if c not in seen]
