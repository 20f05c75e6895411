"""Pinochle's trick rules on card ids: who wins a trick and what the follower may play."""

from __future__ import annotations

from typing import Iterable

from retro.pinochle.melds import SUIT_OF


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
