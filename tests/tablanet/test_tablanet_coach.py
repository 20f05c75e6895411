"""Tablanet's coach: hint and judge from the mover's view, fair, plain and stepped."""

import random
import re

import pytest

from retro.bot import finish
from retro.cards import Card, cards
from retro.coaching import Advice, Stepper, Verdict, coach_line
from retro.tablanet import bots, coach, rules
from retro.tablanet.reasons import MAX_LEN, reason_text
from retro.tablanet.rules import Move, Options, State


def positions(players, count, seed=0, options=None):
    """Positions with a choice, from seeded games of the tactician (first hand)."""
    found = []
    rng = random.Random(seed)
    match = 0
    while len(found) < count:
        state = State.new(100 * seed + match, options or Options(players=players))
        match += 1
        seat = bots.make_bot("tactician")
        while not state.over and state.hand_no == 1 and len(found) < count:
            if len(state.legal_moves()) > 1 and rng.random() < 0.3:
                found.append(state.clone())
            state.apply(seat.choose(state.view(state.to_move), state.legal_moves(), rng))
    return found


def reshuffled(state, seed):
    """The same position with the cards the mover cannot see dealt again among the others and the stock."""
    other = state.clone()
    me = other.to_move
    rng = random.Random(seed)
    hidden = [c for p in range(other.players) if p != me for c in other.hands[p] if c not in other.known_held[p]]
    hidden += [c for c in other.stock if c not in other.tracked]
    rng.shuffle(hidden)
    for p in range(other.players):
        if p != me:
            other.hands[p] = [c if c in other.known_held[p] else hidden.pop() for c in other.hands[p]]
    other.stock = [c if c in other.tracked else hidden.pop() for c in other.stock]
    other._legal = None
    assert other.view(me) == state.view(me)
    return other


def after_tablanet(hand, **position):
    """Player 1, holding ``hand``, must lay a card: player 0's King just took 9 + 6 (a tablanet)."""
    state = State.from_position(hands=["KC 5S 8S", hand], table="9C 6D", to_move=0, **position)
    state.apply(rules.capture_for_selection(state, "KC", ["9C", "6D"]))
    return state


@pytest.fixture(autouse=True)
def fresh_cache():
    coach.clear_cache()
    yield
    coach.clear_cache()


@pytest.mark.parametrize("players", [2, 3])
def test_hint_is_legal_and_judged_zero_and_losses_are_not_negative(players):
    """The hint is legal, judge(hint) is 0.0, every loss is >= 0 and its best is legal."""
    for state in positions(players, 5, seed=players):
        legal = state.legal_moves()
        advice = coach.hint(state)
        assert isinstance(advice, Advice) and advice.move in legal
        assert coach.judge(state, advice.move).loss == 0.0
        for move in legal:
            verdict = coach.judge(state, move)
            assert isinstance(verdict, Verdict) and verdict.move == move
            assert verdict.best in legal and verdict.loss >= 0.0
            assert (verdict.loss == 0.0) == (verdict.best == move)


@pytest.mark.parametrize("players", [2, 3])
def test_the_coach_does_not_cheat_hidden_cards_change_nothing(players):
    """Two states that look the same to the mover (other hands, stock order changed)
    get the same hint and the same verdicts."""
    for i, state in enumerate(positions(players, 3, seed=10 + players)):
        other = reshuffled(state, seed=i)
        assert other.hands != state.hands or other.stock != state.stock
        advice = coach.hint(state)
        verdicts = [coach.judge(state, m) for m in state.legal_moves()]
        coach.clear_cache()  # the same answers again from fresh work, not from the cache
        assert coach.hint(other) == advice
        assert [coach.judge(other, m) for m in other.legal_moves()] == verdicts


def test_the_coach_does_not_cheat_in_a_position_either():
    """from_position states that differ only in the hidden cards get the same advice."""
    one = State.from_position(hands=["5C 9H 3D", "2H 3S 4S", "6C 7C 8D"], table="KH 5D 2C",
                              stock="9D 10C JC")
    two = State.from_position(hands=["5C 9H 3D", "9D 10C JC", "2H 3S 4S"], table="KH 5D 2C",
                              stock="6C 7C 8D")
    assert one.view(0) == two.view(0)
    first = coach.hint(one), [coach.judge(one, m) for m in one.legal_moves()]
    coach.clear_cache()
    assert (coach.hint(two), [coach.judge(two, m) for m in two.legal_moves()]) == first


def test_generator_forms_equal_the_plain_calls():
    """hint_steps / judge_steps, stepped across frames, give what hint / judge give."""
    state = positions(2, 1, seed=4)[0]
    move = state.legal_moves()[-1]
    steps = coach.hint_steps(state)
    slices = 0
    try:
        while True:
            next(steps)
            slices += 1
    except StopIteration as stop:
        stepped = stop.value
    assert slices >= 2  # the work comes in slices, not in one frame
    coach.clear_cache()
    assert stepped == coach.hint(state)
    coach.clear_cache()
    stepper = Stepper(coach.judge_steps(state, move))
    while not stepper.step(0.0):
        pass
    coach.clear_cache()
    assert stepper.result == coach.judge(state, move) == finish(coach.judge_steps(state, move))


def test_a_tablanet_is_advised_in_plain_checkable_words():
    """TBL-T1: "6♠ takes the whole table: a tablanet worth 18 points" (6 + 4 + 2 + 6)."""
    state = State.from_position(hands=["2H 6S KS", "7S 2C 5S"], table="4C 2D 6D")
    advice = coach.hint(state)
    assert advice.move.card == Card.parse("6S") and len(advice.move.cards) == 3
    assert advice.reason == "6♠ takes the whole table: a tablanet worth 18 points"
    worse = coach.judge(state, rules.capture_for_selection(state, "2H", ["2D"]))
    assert worse.loss > 5 and worse.best == advice.move
    assert worse.reason == "a tablanet worth 18 points"
    assert coach_line(worse, str).startswith("Better was 6S takes 4C 2D 6D: about ")


def test_TBL_AI2_after_a_tablanet_the_coach_advises_the_lowest_card_as_the_sheet_does():
    """TBL-T1 / TBL-AI2: the rule sheet's advice after a tablanet (lay the lowest) agreed."""
    state = after_tablanet("10S KD 7H")
    advice = coach.hint(state)
    assert advice.move == Move("discard", Card.parse("7H"))
    assert advice.reason == "Lay the lowest card, 7♥: the tablanet left the table empty"
    assert reason_text(advice.reason, "ru") == "Положите младшую карту, 7♥: стол пуст после табланета"
    king = coach.judge(state, Move("discard", Card.parse("KD")))
    assert king.loss > 0 and king.best == advice.move
    assert king.reason == "a tablanet taking it scores 16 points less"  # 2 x (15 - 7)


def test_TBL_AI2_the_coach_explains_when_it_does_not_lay_the_lowest():
    """TBL-AI2: the sheet's other half, "one the opponent is unlikely to match", explained."""
    # the 2 scores a point for whoever takes it; the 3 scores none
    state = after_tablanet("QH 2C 3C", taken=(cards("QS QD QC"), ()))
    advice = coach.hint(state)
    assert advice.move == Move("discard", Card.parse("3C"))
    assert advice.reason == "Lay 3♣, not the lowest: no points to lose if it is taken"
    assert reason_text(advice.reason, "ru") == "Положите 3♣, не младшую: в ней нет очков, терять нечего"
    two = coach.judge(state, Move("discard", Card.parse("2C")))
    assert two.best == advice.move and two.loss > 0
    assert two.reason == "yours lays 2♣ for the taking"  # three 2s and three 3s are unseen: the same odds


@pytest.mark.parametrize("players", [2, 3])
def test_TBL_AI2_after_every_tablanet_the_advice_agrees_or_says_why(players):
    """TBL-AI2: over seeded games, after an opponent's tablanet the coach advises the
    lowest card, or says why another ("not the lowest: ...")."""
    rng = random.Random(players)
    seen = 0
    for seed in range(30):
        state = State.new(seed, Options(players=players))
        seat = bots.make_bot("greedy")
        while not state.over and state.hand_no == 1 and seen < 4:
            view = state.view(state.to_move)
            if not view.table and view.cleared_by not in (None, view.player) and len(state.legal_moves()) > 1:
                advice = coach.hint(state)
                ace = state.options.ace
                lowest = rules.card_value(advice.move.card, ace) == min(rules.card_value(c, ace) for c in view.hand)
                if lowest:
                    assert advice.reason.startswith("Lay the lowest card"), advice
                else:
                    assert ", not the lowest: " in advice.reason, advice
                seen += 1
            state.apply(seat.choose(view, state.legal_moves(), rng))
        if seen >= 4:
            break
    assert seen >= 4


@pytest.mark.parametrize("options", [Options(tablanet="none"), Options(bonus="cards", ace=1),
                                     Options(players=3, tablanet="none")])
def test_coach_reasons_are_plain_fit_one_line_and_are_said_in_russian(options):
    """Plain reasons (no scores, no clause IDs), one line, in both languages, every option."""
    for state in positions(options.players, 4, seed=7, options=options):
        for line in [coach.hint(state).reason] + [coach.judge(state, m).reason for m in state.legal_moves()]:
            assert line and len(line) <= MAX_LEN and "(" not in line and "TBL" not in line, line
            assert not re.search(r"\d\.\d", line), line
            assert not re.search(r"[A-Za-z]", reason_text(line, "ru")), line


def test_one_legal_move_is_the_advice_and_judged_zero():
    """With one legal move there is nothing to weigh."""
    state = State.from_position(hands=["9C", "2S"], table="3D")
    (only,) = state.legal_moves()
    assert coach.hint(state).move == only
    assert coach.judge(state, only).loss == 0.0


def test_judge_takes_a_move_in_any_card_order_and_refuses_an_illegal_one():
    """A move is a set of cards; anything not legal raises ValueError."""
    state = State.from_position(hands=["9C 2C", "2S"], table="4D 5D 9S")
    move = Move("capture", Card.parse("9C"), tuple(cards("5D 4D")))
    assert coach.judge(state, move).move in state.legal_moves()
    with pytest.raises(ValueError):
        coach.judge(state, Move("discard", Card.parse("9C")))


def test_a_lay_more_cards_can_take_is_named_in_the_verdict():
    """"7 cards can take yours, none this one" counts the cards the others may hold (each lay scores
    a point for whoever takes it, so only the risk tells them apart)."""
    from retro.tablanet.coach import _exposure
    state = State.from_position(hands=["QH 10C", "2S 3S"], table="KS", taken=(cards("QS QD QC"), ()))
    view = state.view(0)
    queen, ten = Move("discard", Card.parse("QH")), Move("discard", Card.parse("10C"))
    assert _exposure(view, queen) == 0  # no Queen is left; K 15 cannot take K + Q
    assert _exposure(view, ten) == 7  # the other three 10s and the four Jacks (10 each)
    assert coach.hint(state).move == queen
    assert coach.hint(state).reason == "Lay Q♥: no card left can take it"
    verdict = coach.judge(state, ten)
    assert verdict.best == queen and verdict.reason == "7 cards can take yours, none this one"
