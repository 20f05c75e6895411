"""Pinochle's move rules on card ids: the legal moves (interned), who wins a trick, what may follow."""

from __future__ import annotations

from typing import Iterable

from retro.pinochle import melds as M
from retro.pinochle.core import Move
from retro.pinochle.melds import CARD_OF, NINE, SUIT_OF

# Moves are interned so legal_moves() allocates nothing in the inner loop.
PLAY = tuple(Move("play", CARD_OF[c]) for c in range(24))
PLAY_MELDED = tuple(Move("play", CARD_OF[c], from_meld=True) for c in range(24))
EXCHANGE = tuple(Move("exchange", CARD_OF[t * 6 + NINE]) for t in range(4))
DONE = Move("done")
_MELD_MOVES: dict = {}


def meld_moves(tables) -> tuple:
    """The meld moves of each trump suit, one per line of its meld table in ``tables`` (interned)."""
    found = _MELD_MOVES.get(id(tables))
    if found is None or found[0] is not tables:
        found = _MELD_MOVES[id(tables)] = (tables, tuple(
            tuple(Move("meld", None, tuple(CARD_OF[i] for i in kind.ids), kind.value, kind.name)
                  for kind in table)
            for table in tables))
    return found[1]


MELD_MOVES = meld_moves(M.MELD_TABLES)


def decide_moves(trump: int, hand: list, recs: list, meld_made: bool, can_exchange: bool,
                 tables=M.MELD_TABLES) -> list[Move]:
    """Round one, after a trick: the winner's melds (one per trick, PIN-R6, from ``tables``, the
    game's meld tables), the exchange, and done."""
    moves = []
    if not meld_made:
        held = set(hand)
        held.update(rec[0] for rec in recs)
        melds = meld_moves(tables)[trump]
        moves = [melds[i] for i, kind in enumerate(tables[trump])
                 if held.issuperset(kind.ids) and M.plan_meld(kind, hand, recs) is not None]
    if can_exchange:
        moves.append(EXCHANGE[trump])
    moves.append(DONE)
    return moves


def free_plays(hand: list, recs: list) -> list[Move]:
    """A lead, or a round-one answer: any card, the hand copy and the melded copy apart (PIN-M12a)."""
    held = set(hand)
    table = {rec[0] for rec in recs}
    if not table:
        return [PLAY[c] for c in sorted(held)]
    moves = []
    for c in sorted(held | table):
        if c in held:
            moves.append(PLAY[c])
        if c in table:
            moves.append(PLAY_MELDED[c])
    return moves


def round_one_follower_wins(lead: int, follow: int, trump: int) -> bool:
    """PIN-R3/R4: a trump lead always holds; otherwise the first trump, else the higher card of the suit."""
    lead_suit = SUIT_OF[lead]
    if lead_suit == trump:
        return False
    follow_suit = SUIT_OF[follow]
    if follow_suit == trump:
        return True
    return follow_suit == lead_suit and follow > lead


def round_two_follower_wins(lead: int, follow: int, trump: int) -> bool:
    """PIN-S4: the highest trump, else the highest card of the led suit; ties to the leader."""
    follow_suit = SUIT_OF[follow]
    if follow_suit == SUIT_OF[lead]:
        return follow > lead
    return follow_suit == trump


def round_two_follows(hand: Iterable[int], lead: int, trump: int) -> list[int]:
    """PIN-S3: the distinct cards the follower may play to ``lead`` in round two."""
    distinct = sorted(set(hand))
    lead_suit = SUIT_OF[lead]
    same = [c for c in distinct if SUIT_OF[c] == lead_suit]
    if same:
        if lead_suit == trump:
            return [c for c in same if c > lead] or same
        return same
    return [c for c in distinct if SUIT_OF[c] == trump] or distinct
