"""The pinochle coach — legal, consistent, honest, and blind to what the mover cannot see."""

import random
import re

import pytest

from retro.bot import finish
from retro.cards import Card, cards
from retro.coaching import Advice, Stepper, Verdict
from retro.pinochle import coach
from retro.pinochle.bots import make_bot
from retro.pinochle.rules import IllegalMove, Move, Options, State

P = State.from_position


@pytest.fixture(autouse=True)
def fresh_cache():
    coach.clear_cache()
    yield
    coach.clear_cache()


def play(state, card, from_meld=False):
    state.apply(Move("play", Card.parse(card), from_meld=from_meld))


# Two round-one positions that look the same to player 0: the opponent's hand and the stock
# hold the same cards between them, shared out differently (and in another order).
LOOKS_SAME_LEAD = [
    dict(hands=["AS 10S KS QH KH 9D JC 10D", "9C 10C JC QC KC AC AD 9S"], stock=["QS", "JD", "AH"]),
    dict(hands=["AS 10S KS QH KH 9D JC 10D", "AH QS JD 10C KC AC 9S 9C"], stock=["AD", "JC", "QC"]),
]


def lead_position(i, **kw):
    args = dict(LOOKS_SAME_LEAD[i], trump="H", upcard="9H", leader=0, dealer=1)
    args.update(kw)
    return P(**args)


def decide_position(other=False):
    """Player 0 has just won a trick holding the 80 kings and a heart marriage."""
    hidden = (["9C JS QS QC 10D JD AC", ["QD", "10S", "10C", "9D", "JC"]] if other else
              ["9C 10C JC QC 10D JD AC", ["JS", "QS", "9D", "10S", "QD"]])
    state = P(hands=["KS KH KD KC QH 9S AD", hidden[0]], trump="H", upcard="AH", stock=hidden[1], leader=0)
    play(state, "AD")
    play(state, "9C")
    return state


def round_two_positions():
    a = P(hands=["AS 10S KH 9H QD", "9S KS AH JD QC"], trump="H", round=2, leader=0)
    b = P(hands=["AS 10S KH 9H QD", "JS QS 10H KD AC"], trump="H", round=2, leader=0)
    return a, b


def sample_game_positions(seed=3, every=5, limit=8):
    """Positions with a real choice, from a seeded random game (all rounds and phases)."""
    state = State.new(seed, Options(single_hand=True))
    rng = random.Random(seed)
    out, n = [], 0
    while not state.over and len(out) < limit:
        legal = state.legal_moves()
        if len(legal) > 1:
            n += 1
            if n % every == 0:
                out.append(state.clone())
        state.apply(rng.choice(legal))
    return out


# ------------------------------------------------------------- the API
@pytest.mark.system
def test_hint_is_legal_and_judging_it_loses_nothing():
    positions = [lead_position(0), decide_position(), round_two_positions()[0]] + sample_game_positions()
    kinds = set()
    for state in positions:
        advice = coach.hint(state)
        assert isinstance(advice, Advice) and advice.move in state.legal_moves()
        verdict = coach.judge(state, advice.move)
        assert isinstance(verdict, Verdict) and verdict.loss == 0.0 and verdict.best == advice.move
        assert advice.reason and "\n" not in advice.reason
        kinds.add((state.round, state.phase.value))
    assert {(1, "lead"), (1, "decide"), (2, "lead")} <= kinds


def test_every_loss_is_at_least_zero_and_best_is_legal():
    for state in [lead_position(0), decide_position(), round_two_positions()[0]]:
        legal = state.legal_moves()
        losses = []
        for move in legal:
            verdict = coach.judge(state, move)
            assert verdict.loss >= 0.0 and verdict.best in legal and verdict.move == move
            assert verdict.reason and "\n" not in verdict.reason
            if verdict.loss == 0.0:
                assert verdict.best == move
            losses.append(verdict.loss)
        assert min(losses) == 0.0
        assert any(loss > 0 for loss in losses)


def test_round_one_decisions_include_meld_exchange_and_done():
    state = decide_position()
    legal = state.legal_moves()
    assert {m.kind for m in legal} == {"meld", "done"}
    advice = coach.hint(state)
    assert advice.move.kind == "meld"
    assert advice.reason.startswith("Meld the ")
    done = coach.judge(state, next(m for m in legal if m.kind == "done"))
    assert done.loss > 0 and done.best.kind == "meld" and "meld" in done.reason
    # The exchange is a decision too.
    swap = P(hands=["KH 9H 9S", "9C 10C JC"], trump="H", upcard="QH", stock=["AD"], leader=0)
    play(swap, "9S")
    play(swap, "9C")
    assert coach.hint(swap).move.kind in ("exchange", "meld", "done")
    exchange = next(m for m in swap.legal_moves() if m.kind == "exchange")
    assert "10 points" in coach.judge(swap, exchange).reason or coach.judge(swap, exchange).loss > 0


def test_judge_refuses_a_move_that_is_not_legal():
    state = lead_position(0)
    with pytest.raises(IllegalMove):
        coach.judge(state, Move("play", Card.parse("AC")))
    with pytest.raises(IllegalMove):
        coach.judge(state, Move("done"))


def test_meld_moves_are_judged_in_any_card_order():
    state = decide_position()
    kings = next(m for m in state.legal_moves() if m.kind == "meld" and m.value == 80)
    shuffled = Move("meld", cards=tuple(reversed(kings.cards)), value=80)
    assert coach.judge(state, shuffled) == coach.judge(state, kings)


# ------------------------------------------------------- it never cheats
def _same_advice(a, b):
    """The hint and every verdict agree, each worked out afresh (no cache shared)."""
    assert a.view(a.to_move) == b.view(b.to_move)
    assert a.legal_moves() == b.legal_moves()
    coach.clear_cache()
    hint_a = coach.hint(a)
    verdicts_a = [coach.judge(a, m) for m in a.legal_moves()]
    coach.clear_cache()
    hint_b = coach.hint(b)
    coach.clear_cache()
    verdicts_b = [coach.judge(b, m) for m in b.legal_moves()]
    assert hint_a == hint_b
    assert verdicts_a == verdicts_b


def test_same_view_same_advice_when_the_hidden_cards_change_round_one():
    _same_advice(lead_position(0), lead_position(1))


def test_same_view_same_advice_when_the_opponent_led_from_other_hidden_cards():
    a, b = lead_position(0, leader=1), lead_position(1, leader=1)
    play(a, "9S")
    play(b, "9S")
    _same_advice(a, b)


def test_same_view_same_advice_when_the_hidden_cards_change_meld_choice():
    _same_advice(decide_position(), decide_position(other=True))


def test_same_view_same_advice_when_the_hidden_cards_change_round_two():
    _same_advice(*round_two_positions())


def test_open_hands_do_not_change_the_advice():
    closed = lead_position(0)
    shown = lead_position(1, options=Options(open_hands=True))
    assert coach.view_text(closed.view(0)) == coach.view_text(shown.view(0))
    assert coach.hint(closed) == coach.hint(shown)


def test_the_coach_reads_only_the_movers_view(monkeypatch):
    state = lead_position(0)
    seen = []
    real = State.view

    def spy(self, player):
        seen.append(player)
        return real(self, player)

    monkeypatch.setattr(State, "view", spy)
    coach.hint(state)
    assert set(seen) == {state.to_move}


# --------------------------------------------------- generators and cost
def test_generator_forms_equal_the_plain_calls():
    state = lead_position(0)
    plain_hint = coach.hint(state)
    move = state.legal_moves()[-1]
    plain_verdict = coach.judge(state, move)
    coach.clear_cache()
    steps = coach.hint_steps(state)
    slices = 0
    try:
        while True:
            assert next(steps) is None
            slices += 1
    except StopIteration as stop:
        assert stop.value == plain_hint
    assert slices > 1
    coach.clear_cache()
    stepper = Stepper(coach.judge_steps(state, move))
    while not stepper.step(0.002):
        pass
    assert stepper.result == plain_verdict
    assert finish(coach.judge_steps(state, move)) == plain_verdict


def test_hint_then_judge_of_one_position_costs_one_evaluation():
    state = lead_position(0)
    first = sum(1 for _ in _drain(coach.evaluate_steps(state)))
    assert first > 0
    assert sum(1 for _ in _drain(coach.evaluate_steps(state))) == 0     # cached
    assert sum(1 for _ in _drain(coach.judge_steps(state, state.legal_moves()[0]))) == 0


def _drain(gen):
    try:
        while True:
            yield next(gen)
    except StopIteration:
        return


def test_every_candidate_meets_the_same_number_of_deals():
    assert coach.samples_for(1) == coach.MAX_SAMPLES
    assert coach.samples_for(30) == coach.MIN_SAMPLES
    assert coach.MIN_SAMPLES <= coach.samples_for(12) <= coach.MAX_SAMPLES


# ------------------------------------------------------------ reasons
CARD = re.compile(r"(10|[9JQKA])[♠♥♦♣]")
MELD_NAMES = ("100 aces", "80 kings", "60 queens", "40 jacks")


def plain(reason: str) -> bool:
    """Plain words: no decimals, signs, percentages, clause IDs or search jargon; numbers are game points."""
    if re.search(r"\d\.\d|[+%±]|PIN-|sample|playout|value|margin|score of|search", reason):
        return False
    text = CARD.sub("", reason)
    for name in MELD_NAMES:
        text = text.replace(name, "")
    numbers = [int(n) for n in re.findall(r"\d+", text)]
    return all(n <= 250 for n in numbers) and len(numbers) <= 2


@pytest.mark.system
def test_reasons_are_plain_words_without_internal_scores():
    positions = [lead_position(0), decide_position(), round_two_positions()[0]] + sample_game_positions()
    for state in positions:
        advice = coach.hint(state)
        assert plain(advice.reason), advice.reason
        for move in state.legal_moves():
            verdict = coach.judge(state, move)
            assert plain(verdict.reason), verdict.reason
    assert not plain("10♠: best of 9 tries over 64 sampled deals (hand +12)")
    assert plain("Meld the 80 kings now: 80 points")


# ------------------------------------------- the source's worked advice
def test_PIN_M12a_coach_plays_the_melded_copy_or_says_why_not():
    """The source: holding two identical cards with one melded, play the melded one."""
    state = P(hands=["KS KS KH KD KC 9S 9D", "9C 10C JC QC 10D QD AS"], trump="H", upcard="AH",
              stock=["JD", "JD", "QS"], leader=0)
    play(state, "9S")
    play(state, "9C")
    state.apply(Move("meld", cards=tuple(cards("KS KH KD KC")), value=80))
    state.apply(Move("done"))
    legal = state.legal_moves()
    melded = next(m for m in legal if m.card == Card.parse("KS") and m.from_meld)
    in_hand = next(m for m in legal if m.card == Card.parse("KS") and not m.from_meld)
    on_table, from_hand = coach.judge(state, melded), coach.judge(state, in_hand)
    if on_table.loss <= from_hand.loss:
        advice = coach.hint(state)
        assert advice.move != in_hand
        if from_hand.loss > 0:
            assert "play the melded one" in from_hand.reason
    else:
        assert "melded copy" in on_table.reason      # says why the hand copy is better here


def test_PIN_AI2_coach_on_flush_and_royal_marriage_with_a_full_stock():
    """The source: until about half the stock is drawn, meld the royal marriage before the flush."""
    state = P(hands=["AH 10H KH QH JH 9S AS 10C", "9C 10D JC QC KC AC 9D JD"], trump="H",
              upcard="9H", stock=["QS", "KS", "10S", "JS", "QD", "KD", "AD", "9S", "QC", "JS", "10D",
                                   "AC", "KC", "9C", "QS"],
              leader=0)
    play(state, "AS")
    play(state, "9C")
    names = {m.name for m in state.legal_moves() if m.kind == "meld"}
    assert {"flush", "royal marriage"} <= names
    advice = coach.hint(state)
    assert advice.move.kind == "meld"
    if advice.move.name != "royal marriage":
        assert "royal marriage" in advice.reason       # why not the source's play


def test_coach_prefers_melding_to_holding_back_a_meld():
    """In the coach's playouts holding a meld back must not look better than laying it down."""
    state = decide_position()
    values = coach.evaluate(state).values
    done = next(m for m in values if m.kind == "done")
    assert max(v for m, v in values.items() if m.kind == "meld") > values[done]


def test_no_advice_once_the_match_is_over_and_garbage_is_refused():
    state = P(hands=["AS", "9C"], trump="H", round=2, leader=0, options=Options(single_hand=True))
    advice = coach.hint(state)
    assert advice.move == Move("play", Card.parse("AS")) and "only card" in advice.reason
    for junk in (None, "play AS", Move("pass"), Move("meld", cards=("XX",))):
        with pytest.raises(IllegalMove):
            coach.judge(state, junk)
    play(state, "AS")
    play(state, "9C")
    assert state.over
    with pytest.raises(IllegalMove):
        coach.hint(state)


@pytest.mark.system
def test_hint_and_judge_agree_over_round_one_positions_of_the_programs_own_games():
    """Tommy against Tommy, round one: the hint's move loses nothing and no move has a negative loss."""
    tommy = make_bot("tommy")
    rng = random.Random(4)
    checked = 0
    for seed in (11, 12, 13):
        state = State.new(seed, Options(single_hand=True))
        step = 0
        while not state.over and state.round == 1:
            legal = state.legal_moves()
            step += 1
            if len(legal) > 1 and step % 4 == 0:
                advice = coach.hint(state)
                assert coach.judge(state, advice.move).loss == 0.0
                assert all(coach.judge(state, m).loss >= 0.0 for m in legal)
                checked += 1
            state.apply(tommy.choose(state.view(state.to_move), legal, rng))
    assert checked >= 10
