"""Tablenette's coach (API "Coach"): legal advice, consistent verdicts, no cheating."""

import random
import re

import pytest

from retro.bot import finish
from retro.cards import Card, cards
from retro.coaching import Advice, Verdict, coach_line
from retro.tablenette import coach
from retro.tablenette.rules import Move, State


def positions(seed: int, count: int = 6, skip: int = 3):
    """Positions of a seeded game with random play, every ``skip`` plays."""
    state = State.new(seed)
    rng = random.Random(seed)
    out = []
    while len(out) < count and not state.over:
        for _ in range(skip):
            if state.over:
                break
            state.apply(rng.choice(state.legal_moves()))
        if not state.over:
            out.append(state.clone())
    return out


def T2():
    """TNT-T2's worked example, with the rest of the deck somewhere the mover cannot see."""
    return State.from_position(hands=["3D 6H KC 10C 8D AS", "2S 3S 5S 6S 7S 9S"], table="10D 4S KH KS",
                               stock="2H 3H 4H 5H 7H 8H 9H QC QD QS QH")


@pytest.mark.parametrize("seed", [1, 2])
def test_hint_is_legal_and_judge_of_the_hint_is_zero(seed):
    for state in positions(seed, 4):
        advice = coach.hint(state)
        assert isinstance(advice, Advice) and advice.move in state.legal_moves()
        assert advice.reason and "\n" not in advice.reason
        verdict = coach.judge(state, advice.move)
        assert isinstance(verdict, Verdict) and verdict.loss == 0.0 and verdict.best == advice.move


def test_every_legal_move_has_a_loss_of_zero_or_more_against_the_same_best():
    state = positions(3, 1, 5)[0]
    best = coach.hint(state).move
    for move in state.legal_moves():
        v = coach.judge(state, move)
        assert v.loss >= 0.0 and v.best in state.legal_moves()
        if v.loss > 0:
            assert v.best == best and v.reason
        else:
            assert v.best == move


def test_the_hidden_cards_do_not_change_the_advice():
    """The coach never cheats: change the opponent's hand and the stock, keep the mover's view."""
    one = State.from_position(hands=["5C 9H 3D 8C", "2H 3S 4S 5S"], table="KH 5D", stock="6C 7C 8D 9D")
    two = State.from_position(hands=["5C 9H 3D 8C", "6C 7C 8D 9D"], table="KH 5D", stock="2H 3S 4S 5S")
    assert one.view(0) == two.view(0)
    coach.clear_cache()
    a = coach.hint(one)
    coach.clear_cache()           # no help from the cache: the same work gives the same answer
    b = coach.hint(two)
    assert a == b
    for move in one.legal_moves():
        coach.clear_cache()
        x = coach.judge(one, move)
        coach.clear_cache()
        assert coach.judge(two, move) == x


def test_the_hidden_cards_do_not_change_the_advice_in_a_real_deal():
    """The same in a dealt game: the opponent's cards and the stock shuffled among themselves."""
    state = positions(8, 1, 4)[0]
    me = state.to_move
    other = state.clone()
    hidden = other.hands[1 - me] + other.stock
    random.Random(5).shuffle(hidden)
    n = len(other.hands[1 - me])
    other.hands[1 - me], other.stock = hidden[:n], hidden[n:]
    if other.view(me) != state.view(me):
        pytest.skip("the view holds known stock cards here")
    coach.clear_cache()
    a = coach.hint(state)
    coach.clear_cache()
    assert coach.hint(other) == a


def test_generator_forms_give_the_plain_calls_answers():
    state = positions(4, 1, 2)[0]
    move = state.legal_moves()[-1]
    steps = coach.hint_steps(state)
    slices = 0
    try:
        while True:
            next(steps)
            slices += 1
    except StopIteration as stop:
        stepped = stop.value
    assert slices > 1                     # the work comes in slices for the frames
    assert stepped == coach.hint(state)
    assert finish(coach.judge_steps(state, move)) == coach.judge(state, move)


def test_judge_refuses_an_illegal_move():
    state = T2()
    with pytest.raises(ValueError):
        coach.judge(state, Move("discard", Card.parse("QS")))


def test_TNT_T2_the_coach_agrees_with_the_worked_example():
    """TNT-T2: the source's better alternative (K♣ takes all, 61) is the coach's play; 10♣ is judged."""
    state = T2()
    advice = coach.hint(state)
    assert advice.move.card == Card.parse("KC") and set(advice.move.cards) == set(cards("10D 4S KH KS"))
    assert advice.reason == "K♣ takes the whole table: a Tablenette worth 61 points"
    ten = next(m for m in state.legal_moves() if m.card == Card.parse("10C") and m.kind == "capture")
    v = coach.judge(state, ten)
    assert v.loss > 50 and v.reason == ("K♣ takes the whole table: a Tablenette worth 61 points; "
                                        "yours scores 3 points")
    line = coach_line(v, lambda best: coach.move_text(best, v.move))
    assert line.startswith("Better was K♣: about ") and "(K♣ takes the whole table" in line


def test_TNT_AI2_the_coach_discards_to_make_twelve():
    """TNT-AI2 tactics: with one card on the table, lay one that makes 12 (or over 14)."""
    state = State.from_position(hands=["7C 6H 3D", "2H 3S 4S"], table="5D", stock="9C 9D 9H 9S 8C 8D")
    advice = coach.hint(state)
    assert advice.move == Move("discard", Card.parse("7C"))
    assert "makes 12" in advice.reason
    v = coach.judge(state, Move("discard", Card.parse("6H")))
    assert v.loss > 0 and v.best == advice.move
    assert re.search(r"after yours, an? \w+ could (clear the table|take)", v.reason)


def test_reasons_are_plain_words():
    for state in positions(6, 3):
        for move in state.legal_moves():
            v = coach.judge(state, move)
            assert not re.search(r"\d\.\d|\(risk|sampled|\+\d", v.reason), v.reason
            assert not re.search(r"\b1 points\b|\b([02-9]|\d\d+) point\b", v.reason), v.reason


def test_a_position_is_judged_once():
    state = positions(7, 1)[0]
    coach.clear_cache()
    coach.hint(state)
    steps = coach.judge_steps(state, state.legal_moves()[0])
    with pytest.raises(StopIteration):
        next(steps)                   # cached: the verdict comes at once
