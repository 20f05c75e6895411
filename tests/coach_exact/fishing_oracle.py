"""An exact oracle for the fishing coaches' tests: plain minimax over the rules' own states.

No pruning, no cache, nothing shared with the coach's solver: every line of
the hand is played out with ``State.clone`` and ``State.apply``, and a line's
worth is what the rules' events credit (the end-of-hand bonuses included).
Only for small positions (a few cards each).
"""

from __future__ import annotations

import random

from retro.cards import standard_deck


def _margin_of(events, me: int) -> int:
    return sum(e.points if e.player == me else -e.points for e in events if e.player is not None and e.points)


def _rest(state, me: int, hand_no: int) -> int:
    """``me``'s margin from here to the end of the hand, both sides perfect."""
    values = []
    for move in state.legal_moves():
        values.append(_line(state, move, me, hand_no))
    return max(values) if state.to_move == me else min(values)


def _line(state, move, me: int, hand_no: int) -> int:
    child = state.clone()
    gained = _margin_of(child.apply(move), me)
    if child.over or child.hand_no != hand_no:
        return gained
    return gained + _rest(child, me, hand_no)


def exact_values(state) -> dict:
    """Every legal move's exact value for the player to move (points to the end of the hand, margin)."""
    me, hand_no = state.to_move, state.hand_no
    return {m: _line(state, m, me, hand_no) for m in state.legal_moves()}


def perfect_information_position(rules, seed: int, per_hand: int, on_table: int, options=None, scores=(0, 0)):
    """A two-player position of the last deal in which the mover's view pins every card: the rest of
    the deck is already in the two players' captured piles (split at random, so the card-count
    bonuses can go either way)."""
    rng = random.Random(seed)
    deck = standard_deck()
    rng.shuffle(deck)
    hands = [deck[:per_hand], deck[per_hand:2 * per_hand - rng.randrange(2)]]
    used = len(hands[0]) + len(hands[1])
    table = deck[used:used + on_table]
    rest = deck[used + on_table:]
    cut = rng.randrange(len(rest) // 3, 2 * len(rest) // 3 + 1)
    kw = {} if options is None else {"options": options}
    return rules.State.from_position(hands=[hands[0], hands[1]], table=table, taken=(rest[:cut], rest[cut:]),
                                     to_move=0, last_taker=rng.choice([0, 1]), scores=scores, **kw)
