"""Casino's coach: legal advice, fair verdicts, from the mover's view only, in plain words."""

import random
import re

import pytest

from retro.cards import Card
from retro.casino import bots, coach
from retro.casino.rules import IllegalMove, Move, Options, State
from retro.coaching import Advice, Stepper, Verdict, coach_line

STOCK = ["8D", "8H", "10H", "KS", "5S", "6S", "7S", "8S", "9S", "10S", "JH", "QH"]


def positions(players, count, seed=5):
    """Positions met in default-computer matches, every few decisions (any player to move)."""
    found = []
    bot = bots.make_bot("munter")
    rng = random.Random(seed)
    match = 0
    while len(found) < count:
        state = State.new(seed * 100 + match, Options(players=players))
        match += 1
        step = 0
        while not state.over and len(found) < count:
            if step % 7 == 3:
                found.append(state.clone())
            step += 1
            state.apply(bot.choose(state.view(state.to_move), state.legal_moves(), rng))
    return found


def fresh():
    coach._KEPT.clear()


def run_steps(work):
    """Run a coach generator by hand, counting its slices."""
    count = 0
    try:
        while True:
            assert next(work) is None
            count += 1
    except StopIteration as stop:
        return stop.value, count


@pytest.mark.parametrize("players", [2, 3, 4])
def test_hint_is_legal_and_judged_best(players):
    """The hint is a legal move; judging it gives 0.0 and names it as the best."""
    for state in positions(players, 4):
        fresh()
        advice = coach.hint(state)
        assert isinstance(advice, Advice) and advice.move in state.legal_moves()
        verdict = coach.judge(state, advice.move)
        assert isinstance(verdict, Verdict)
        assert verdict.loss == 0.0 and verdict.best == advice.move and verdict.good
        assert advice.reason and verdict.reason


def test_every_move_loses_nothing_or_more_and_best_is_legal():
    """Every legal move's loss is >= 0, the best is legal, ties and the best are 0.0."""
    for state in positions(2, 3, seed=8):
        fresh()
        legal = state.legal_moves()
        best = coach.hint(state).move
        for move in legal[:40]:
            verdict = coach.judge(state, move)
            assert verdict.loss >= 0.0 and verdict.best in legal and verdict.move == move
            if verdict.loss == 0.0:
                assert verdict.best == move
            else:
                assert verdict.best != move
        assert coach.judge(state, best).loss == 0.0


def _twins(state, seeds=(1, 2)):
    """Two states the player to move cannot tell apart: the hidden cards dealt another way."""
    view = state.view(state.to_move)
    twins = [bots.sample_world(view, random.Random(s)) for s in seeds]
    for twin in twins:
        assert twin.view(twin.to_move) == twins[0].view(twins[0].to_move)
    return twins


@pytest.mark.system
@pytest.mark.parametrize("players", [2, 4])
def test_same_view_same_advice_whatever_the_hidden_cards(players):
    """Two states that look the same to the mover get the same hint and verdicts."""
    checked = 0
    for state in positions(players, 6, seed=3):
        a, b = _twins(state)
        if a.hands == b.hands and a.stock == b.stock:
            continue
        checked += 1
        fresh()
        hint_a = coach.hint(a)
        fresh()
        hint_b = coach.hint(b)
        assert hint_a == hint_b
        for move in a.legal_moves()[:6]:
            fresh()
            verdict_a = coach.judge(a, move)
            fresh()
            assert coach.judge(b, move) == verdict_a
    assert checked >= 3


def test_open_hands_make_no_difference():
    """The opponent's cards and the stock order are never used, not even when known."""
    hand, tableau = ["2H", "9D", "QS", "AC"], ["2S", "5C+7D", "JS", "7H"]
    a = State.from_position(hands=[hand, ["3C", "4C", "9C", "6C"]], tableau=tableau, stock=STOCK)
    b = State.from_position(hands=[hand, ["8D", "8H", "10H", "KS"]], tableau=tableau,
                            stock=["3C", "4C", "9C", "6C"] + STOCK[4:])
    fresh()
    first = coach.hint(a), [coach.judge(a, m) for m in a.legal_moves()]
    fresh()
    assert (coach.hint(b), [coach.judge(b, m) for m in b.legal_moves()]) == first


def test_generator_forms_equal_the_plain_calls():
    """hint_steps/judge_steps yield None between slices and return what hint/judge return."""
    for state in positions(2, 2, seed=4) + positions(4, 1, seed=4):
        fresh()
        stepped, slices = run_steps(coach.hint_steps(state))
        assert slices > 1
        fresh()
        assert stepped == coach.hint(state)
        move = state.legal_moves()[-1]
        fresh()
        stepped, _ = run_steps(coach.judge_steps(state, move))
        fresh()
        assert stepped == coach.judge(state, move)
        fresh()
        assert Stepper(coach.hint_steps(state)).finish() == coach.hint(state)


def test_the_work_is_kept_per_position():
    """A hint and then the verdict on the move played cost one search: the second needs no slices."""
    state = positions(2, 1, seed=6)[0]
    fresh()
    advice, slices = run_steps(coach.hint_steps(state))
    again, more = run_steps(coach.judge_steps(state, advice.move))
    assert slices > 0 and more == 0 and again.loss == 0.0


def test_CAS_X1_coach_agrees_with_the_source_best_play():
    """CAS-X1: the source's best play -- the Ace takes the 2♠ and the 5-7 build, 2 points at once."""
    state = State.from_position(hands=[["2H", "2D", "QS", "AC"], ["3C", "4C", "9C", "6C"]],
                                tableau=["2S", "5C+7D", "JS"], stock=STOCK)
    fresh()
    advice = coach.hint(state)
    assert advice.move.kind == "take" and advice.move.card == Card.parse("AC")
    assert sorted(map(str, advice.move.cards)) == ["2S", "5C", "7D"]
    assert advice.reason == ("Take the 2\u2660 and the 5\u2663+7\u2666 build with your A\u2663: "
                             "2 points (the A\u2663 and the 2\u2660)")
    # Every other option of the example gives something up, and says what.
    for move in state.legal_moves():
        if move != advice.move:
            verdict = coach.judge(state, move)
            assert verdict.loss > 0 and verdict.best == advice.move
            assert "2 points now" in verdict.reason, (str(move), verdict.reason)
    put = coach.judge(state, Move("put", Card.parse("AC")))
    line = coach_line(put, lambda m: coach.move_text(state, m))
    assert line.startswith("Better was A\u2663 taking 2\u2660 and 5\u2663+7\u2666: about ")


def test_CAS_AI2_tip_one_points_now_before_the_opponent_steals_them():
    """The source's first tip: take points now (the 10♦ lies open to the opponent's 10)."""
    state = State.from_position(hands=[["10C", "3S", "KC", "6D"], ["3C", "4C", "9C", "6C"]],
                                tableau=["10D", "5H", "QD"], stock=STOCK)
    fresh()
    advice = coach.hint(state)
    assert advice.move.kind == "take" and Card.parse("10D") in advice.move.cards
    assert "2 points (the 10\u2666)" in advice.reason


def test_CAS_E2_tip_five_the_last_taker_gets_the_rest():
    """The source's fifth tip: the round's last card takes, and the cards left on the table come along."""
    state = State.from_position(hands=[["5D"], []], tableau=["5C", "10D", "AS"], last_taker=1)
    fresh()
    advice = coach.hint(state)
    assert advice.move.kind == "take"
    assert "last to take" in advice.reason
    assert coach.judge(state, Move("put", Card.parse("5D"))).loss > 2


def test_reasons_are_plain_person_facing_words():
    """Reasons speak to the person, name cards and points they can check, no figures."""
    for state in positions(2, 4, seed=9) + positions(3, 2, seed=9):
        fresh()
        texts = [coach.hint(state).reason]
        texts += [coach.judge(state, m).reason for m in state.legal_moves()[:8]]
        for text in texts:
            assert text and "\n" not in text and len(text) < 160, text
            assert not re.search(r"\d\.\d|CAS-|Quirk|Reading|\bI\b", text), text
            assert " it holds" not in text and not text.startswith(("takes ", "builds ", "puts "))


def test_refuses_what_is_not_a_move_here():
    """judge of an illegal move raises IllegalMove; a finished match gives no advice."""
    state = State.from_position(hands=[["2H", "9D"], ["3C"]], tableau=["2S"], stock=STOCK[:3])
    with pytest.raises(IllegalMove):
        coach.judge(state, Move("take", Card.parse("9D"), (Card.parse("2S"),)))
    with pytest.raises(IllegalMove):
        coach.judge(state, Move("put", Card.parse("KD")))
    # The cards of a take may be named in any order (as the rules accept them).
    verdict = coach.judge(state, Move("take", Card.parse("2H"), (Card.parse("2S"),)))
    assert verdict.move in state.legal_moves()
    over = State.new(1)
    while not over.over:
        over.apply(over.legal_moves()[0])
    assert coach.hint(over).move is None
    with pytest.raises(IllegalMove):
        coach.judge(over, Move("put", Card.parse("2H")))


def test_CAS_AI2_tip_two_an_ace_build_while_aces_are_unseen_is_explained():
    """The source's second tip (build to an Ace safely once no Ace is unseen): the coach agrees when
    none is unseen, and where it still builds to an Ace with Aces unseen, its reason says so."""
    hands = [["AC", "3D", "7H", "8C"], ["4C", "5C", "JD", "QH"]]
    safe = State.from_position(hands=hands, tableau=["JS", "9D"], captured=[["AS", "AH", "AD"], []],
                               stock=STOCK[:2])
    risky = State.from_position(hands=hands, tableau=["JS", "9D"], captured=[["2S", "2D", "3S"], []],
                                stock=STOCK[:2])
    fresh()
    advice = coach.hint(safe)
    assert (advice.move.kind, advice.move.value, str(advice.move.card)) == ("build", 14, "3D")
    assert "unseen" not in advice.reason
    fresh()
    advice = coach.hint(risky)
    if advice.move.kind == "build" and advice.move.value == 14:
        assert "3 Aces still unseen" in advice.reason
    else:
        build = next(m for m in risky.legal_moves() if m.kind == "build" and m.value == 14)
        assert coach.judge(risky, build).loss > 0
