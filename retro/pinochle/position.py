"""Pinochle positions for tests, puzzles and hints: checked, then handed to the State as its parts."""

from __future__ import annotations

import random

from retro.cards import SUITS, Card, cards as parse_cards
from retro.pinochle import melds as M
from retro.pinochle.core import HAND_SIZE, Options, Parts, Phase, check_copies as _check_copies
from retro.pinochle.melds import CARD_OF, SUIT_OF


def position_parts(hands, trump, upcard, stock, leader, round, trick, melded, dealer, scores,
                   options: Options, seed: int) -> Parts:
    """The parts of ``State.from_position``'s position (spec/API.md); impossible ones raise ValueError."""
    trump_id = _suit_index(trump)
    hand_ids = _two(hands, "hands")
    meld_ids = _two(melded, "melded")
    up = None if upcard is None else M.card_id(Card.parse(upcard))
    stock_ids = _ids(stock)
    trick_ids = _ids(trick)
    _check_copies(hand_ids[0] + hand_ids[1] + meld_ids[0] + meld_ids[1] + stock_ids + trick_ids
                  + ([] if up is None else [up]))
    if round not in (1, 2):
        raise ValueError(f"round must be 1 or 2, not {round!r}")
    if leader not in (0, 1) or dealer not in (0, 1):
        raise ValueError("leader and dealer must be player 0 or 1")
    if len(trick_ids) > 1:
        raise ValueError("a trick in progress holds at most the led card")
    if up is not None and SUIT_OF[up] != trump_id:
        raise ValueError(f"the upcard {CARD_OF[up]} is not of the trump suit (PIN-E3)")
    if round == 1:
        if stock_ids and up is None:
            raise ValueError("a round-one position with a stock needs an upcard")
        if (len(stock_ids) + (up is not None)) % 2:
            raise ValueError("round one draws in pairs: stock plus upcard must be an even count")
    else:
        if stock_ids or up is not None:
            raise ValueError("round two has no stock and no upcard (PIN-R10)")
        # PIN-S1: melds have gone back to the hands in round two.
        hand_ids = [hand_ids[p] + meld_ids[p] for p in (0, 1)]
        meld_ids = [[], []]
    sizes = [len(hand_ids[p]) + len(meld_ids[p]) for p in (0, 1)]
    if max(sizes) > HAND_SIZE:
        raise ValueError(f"a player holds {max(sizes)} cards; the deal gives {HAND_SIZE}")
    if sizes[leader] + len(trick_ids) != sizes[1 - leader]:
        raise ValueError(f"hand sizes {sizes[0]} and {sizes[1]} do not fit the trick in progress")
    if sizes[1 - leader] == 0:
        raise ValueError("no cards left to play")
    score_list = _two_ints(scores, "scores")
    return Parts(options=options, rng=random.Random(seed), dealer=dealer, hand_number=1, trump=trump_id,
                 upcard=up, stock=stock_ids, hands=hand_ids,
                 melded=[[M.fresh_record(c) for c in meld_ids[p]] for p in (0, 1)], round=round,
                 phase=Phase.FOLLOW if trick_ids else Phase.LEAD, leader=leader, trick=trick_ids,
                 meld_made=False, scores=score_list, start_scores=tuple(score_list))


def _suit_index(trump) -> int:
    letter = str(trump).strip().upper() if isinstance(trump, str) else trump
    for i, suit in enumerate(SUITS):
        if letter in (suit, Card("A", suit).symbol[-1]):
            return i
    raise ValueError(f"trump must be a suit letter S, H, D or C, not {trump!r}")


def _ids(seq) -> list[int]:
    if isinstance(seq, Card):
        seq = [seq]
    return [M.card_id(c) for c in parse_cards(seq)]


def _two(pair, what: str) -> list[list[int]]:
    pair = list(pair)
    if len(pair) != 2:
        raise ValueError(f"{what} must give two players' cards, not {len(pair)}")
    return [_ids(pair[0]), _ids(pair[1])]


def _two_ints(pair, what: str) -> list[int]:
    values = list(pair)
    if len(values) != 2 or not all(isinstance(v, int) and not isinstance(v, bool) for v in values):
        raise ValueError(f"{what} must be two whole numbers, not {pair!r}")
    return values

