"""Whole games of seeded random play: pinochle's own invariants at every step (PIN-S6, PIN-D2, PIN-G1, PIN-M12a).

The API contract shared with the other games is checked in tests/contract.
"""

import random
from collections import Counter

from hypothesis import given, settings, strategies as st

from retro.pinochle.rules import COUNT_SYSTEMS, Options, State

SETTINGS = settings(max_examples=25, derandomize=True, deadline=None)
seeds = st.integers(min_value=0, max_value=2**32 - 1)
counts = st.sampled_from(COUNT_SYSTEMS)


def all_cards(state):
    """Every card of the current hand: held, melded, stock, upcard, trick and played."""
    played = [c for t in state.view(0).tricks for c in (t.lead, t.follow)]
    up = [state.upcard] if state.upcard is not None else []
    return (state.hands[0] + state.hands[1] + state.melded[0] + state.melded[1]
            + list(state.stock) + up + list(state.trick) + played)


def random_game(seed, options, check=None):
    state = State.new(seed, options)
    rng = random.Random(seed ^ 0x5EED)
    moves = []
    while not state.over:
        if check:
            check(state)
        move = rng.choice(state.legal_moves())
        moves.append(move)
        state.apply(move)
    return state, moves


@SETTINGS
@given(seed=seeds, count=counts)
def test_PIN_S6_every_hand_has_250_trick_points(seed, count):
    state, _ = random_game(seed, Options(count=count, game_point=1500))
    per_hand, hands = 0, 0
    for e in state.events:
        if e.kind in ("trick", "last_trick"):
            per_hand += e.points
        elif e.kind == "hand_end":
            assert per_hand == 250
            per_hand, hands = 0, hands + 1
    assert hands >= 2


@SETTINGS
@given(seed=seeds, count=counts)
def test_PIN_D2_48_cards_conserved_at_every_step(seed, count):
    def check(state):
        held = Counter(all_cards(state))
        assert sum(held.values()) == 48 and max(held.values()) == 2 and len(held) == 24
        for p in (0, 1):
            if state.round == 1 and state.phase.value == "lead":
                assert len(state.hands[p]) + len(state.melded[p]) == 12

    random_game(seed, Options(count=count, single_hand=True), check)


@SETTINGS
@given(seed=seeds, count=counts)
def test_PIN_G1_event_points_sum_to_scores(seed, count):
    state, _ = random_game(seed, Options(count=count))
    for p in (0, 1):
        assert sum(e.points for e in state.events if e.player == p) == state.scores[p]
    assert state.events[-1].kind == "game_end" and state.events[-1].player == state.winner
    assert max(state.scores) >= 1000 and state.scores[state.winner] > state.scores[1 - state.winner]


@SETTINGS
@given(seed=seeds, count=counts)
def test_PIN_M12a_each_play_takes_exactly_the_copy_it_names(seed, count):
    """Over random games: a from_meld play shrinks the melds by that card, any other the hand."""
    state = State.new(seed, Options(count=count, single_hand=True))
    rng = random.Random(seed ^ 0xC0FFEE)
    both = 0
    while not state.over:
        legal = state.legal_moves()
        assert len(set(legal)) == len(legal)
        assert all(not m.from_meld for m in legal if m.kind != "play")
        p = state.to_move
        hand, melded = Counter(state.hands[p]), Counter(state.melded[p])
        for m in legal:
            if m.kind == "play":
                assert (m.card in melded) if m.from_meld else (m.card in hand)
        plays = [m for m in legal if m.kind == "play"]
        doubled = [m for m in plays if m.card in hand and m.card in melded]
        move = rng.choice(doubled) if doubled and rng.random() < 0.7 else rng.choice(legal)
        both += bool(doubled)
        round_before = state.round
        state.apply(move)
        if move.kind == "play" and state.round == round_before and state.phase.value != "over":
            if move.from_meld:
                assert melded - Counter(state.melded[p]) == Counter([move.card])
                assert Counter(state.hands[p]) == hand
            elif state.hand_number == 1 and state.round == round_before:
                assert hand - Counter(state.hands[p]) == Counter([move.card])
                assert Counter(state.melded[p]) == melded
