"""Pinochle's round two against a plain minimax oracle: the hint is exactly best, every verdict exact."""

import random

import pytest

from retro.cards import Card
from retro.pinochle import coach
from retro.pinochle.melds import CARD_OF, FULL_DECK
from retro.pinochle.rules import Move, Options, State, TrickRecord


@pytest.fixture(autouse=True)
def fresh_cache():
    coach.clear_cache()
    yield
    coach.clear_cache()


def pinned(hands, trump, leader=0, trick=(), options=None) -> State:
    """A round-two position whose other cards were all played before: the mover's view pins every card.

    ``State.from_position`` leaves the missing cards out of play, where the
    mover could not tell them from the opponent's; here they are earlier
    tricks, as in a real game, so the unseen cards are exactly the opponent's hand.
    """
    state = State.from_position(hands=hands, trump=trump, round=2, leader=leader, trick=trick,
                                options=options)
    parts = state.parts()
    left = list(FULL_DECK)
    for c in parts.hands[0] + parts.hands[1] + parts.trick:
        left.remove(c)
    parts.tricks = [TrickRecord(2 if i else 1, 0, CARD_OF[left[2 * i]], CARD_OF[left[2 * i + 1]], 0, 0)
                    for i in range(len(left) // 2)]
    return State.assemble(parts)


def margin_after(state: State, me: int) -> int:
    """Plain minimax: the mover's points minus the opponent's to the end of the hand (no pruning, no cache)."""
    if state.over or state.hand_number > 1:
        s = state.scores
        return s[me] - s[1 - me]
    results = []
    for move in state.legal_moves():
        child = state.clone()
        child.apply(move)
        results.append(margin_after(child, me))
    return max(results) if state.to_move == me else min(results)


def oracle(state: State) -> dict:
    """Every legal move's exact margin for the mover, from its own points so far."""
    me = state.to_move
    base = state.scores[me] - state.scores[1 - me]
    out = {}
    for move in state.legal_moves():
        child = state.clone()
        child.apply(move)
        out[move] = margin_after(child, me) - base
    return out


def random_position(rng: random.Random, size: int, count: str = "old_timer") -> State:
    deck = list(FULL_DECK)
    rng.shuffle(deck)
    leader = rng.randrange(2)
    follow = rng.random() < 0.5
    hands = [deck[:size], deck[size:2 * size]]
    trick = []
    if follow:
        trick = [hands[leader].pop()]
    return pinned([[CARD_OF[c] for c in h] for h in hands], "SHDC"[rng.randrange(4)], leader,
                  [CARD_OF[c] for c in trick], Options(single_hand=True, count=count))


@pytest.mark.system
@pytest.mark.parametrize("count", ["old_timer", "simplified", "streamlined"])
def test_round_two_hint_and_every_verdict_are_exact_against_plain_minimax(count):
    rng = random.Random(7)
    sizes = (4, 5, 6) if count == "old_timer" else (3, 4, 5)    # cards each: 6 is the oracle's slowest
    for n in range(6):
        state = random_position(rng, sizes[n % 3], count)
        exact = oracle(state)
        best = max(exact.values())
        coach.clear_cache()
        advice = coach.hint(state)
        assert exact[advice.move] == best
        for move, value in exact.items():
            verdict = coach.judge(state, move)
            assert abs(verdict.loss - (best - value)) < 0.01, (state, move)
            assert verdict.loss >= 0


def test_the_issues_twelve_card_lead_is_solved_exactly():
    state = pinned(["KS AS JH JH QH QH KH 9D JD KD JC QC".split(),
                    "9S KS AS KH JD QD QD KD JC KC KC 10C".split()], "S", leader=0)
    advice = coach.hint(state)
    assert advice.move.card == Card.parse("KH")
    ev = coach.evaluate(state)
    assert ev.values[advice.move] == -23
    king = Move("play", Card.parse("KS"))
    assert ev.values[king] == -61
    assert abs(coach.judge(state, king).loss - 38) < 0.01


def test_the_solver_keeps_its_work_for_the_verdict():
    state = pinned(["KS AS JH JH QH QH KH 9D JD KD JC QC".split(),
                    "9S KS AS KH JD QD QD KD JC KC KC 10C".split()], "S", leader=0)
    steps = 0
    gen = coach.hint_steps(state)
    try:
        while True:
            next(gen)
            steps += 1
    except StopIteration:
        pass
    assert steps > 1                   # the solve is sliced, no frame holds it all
    again = coach.judge_steps(state, state.legal_moves()[0])
    with pytest.raises(StopIteration):
        next(again)                    # the verdict is answered from the solved values at once


def test_a_solved_loss_is_told_as_exact_and_never_as_about():
    """Round two, every card known: the verdict is exact, and the coach line says "exactly N points"."""
    from retro.coaching import coach_line

    state = pinned(["AS 9H KH", "10H KS QS"], "C")
    values = oracle(state)
    top = max(values.values())
    worse = [m for m in state.legal_moves() if values[m] < top]
    assert worse
    for move in worse:
        verdict = coach.judge(state, move)
        assert verdict.exact and verdict.loss == pytest.approx(top - values[move])
        line = coach_line(verdict, lambda m: m.card.symbol)
        n = round(verdict.loss)
        assert f": exactly {n} point{'s' if n != 1 else ''} (" in line and "about" not in line
        assert "with best play on both sides" in line
    best = coach.hint(state).move
    assert coach.judge(state, best).exact
