"""Tablanet's coach against exact play (a plain minimax oracle), the issue's example, and a hand that
ends the match judged like any other (its card points counted once)."""

import random

import pytest

from bench.fishing_exact import phase_position
from fishing_oracle import exact_values, perfect_information_position
from retro.cards import Card, cards
from retro.fishing.solver import exact_phase
from retro.tablanet import bots, coach, rules
from retro.tablanet.rules import Move, Options, State

OPTIONS = [Options(), Options(bonus="cards"), Options(tablanet="none"), Options(ace=1, bonus="cards")]


@pytest.fixture(autouse=True)
def fresh():
    coach.clear_cache()
    yield
    coach.clear_cache()


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: f"{o.bonus}-{o.tablanet}-{o.ace}")
@pytest.mark.parametrize("seed", range(6))
def test_the_hint_is_exactly_best_and_every_verdict_is_the_exact_loss(seed, options):
    state = perfect_information_position(rules, seed, per_hand=3, on_table=1 + seed % 3, options=options)
    assert exact_phase(state.view(0))
    truth = exact_values(state)
    top = max(truth.values())
    advice = coach.hint(state)
    assert truth[advice.move] == top
    for move in state.legal_moves():
        verdict = coach.judge(state, move)
        assert abs(verdict.loss - (top - truth[move])) < 0.01, (move, verdict, truth)


def test_seed_82_a_spade_to_the_table_not_the_two():
    """The issue's example, the third decision: 5♠, 8♠ or A♠ to the table is −8, the 2♠ −34."""
    state = phase_position("tablanet", 82, 3)
    assert state.hands == [cards("2S 5S 8S AS"), cards("KH KD 5C KC")]
    assert set(state.table) == set(cards("7H 9H"))
    advice = coach.hint(state)
    assert advice.move.card in cards("5S 8S AS")
    two = coach.judge(state, Move("discard", Card.parse("2S")))
    assert two.loss == pytest.approx(26.0)
    truth = exact_values(state)
    assert {str(m.card): v - truth[two.move] for m, v in truth.items()} == {"5S": 26, "8S": 26, "AS": 26, "2S": 0}


def test_the_expert_plays_the_coachs_hint():
    state = phase_position("tablanet", 82, 3)
    move = bots.make_bot("expert").choose(state.view(0), state.legal_moves(), random.Random(1))
    assert move == coach.hint(state).move


def _ten_takes_ten(scores, players=2):
    """The last deal, the stock empty: 10♠ may take 10♥; the other hands are hidden from the mover."""
    hands = ["10S 3C 7D", "4S 9C KD", "QC 6H 8D"][:players]
    state = State.from_position(hands=hands, table="10H 2D", scores=scores, taken=((),) * players,
                                options=Options(players=players))
    return state, rules.capture_for_selection(state, "10S", ["10H"])


@pytest.mark.parametrize("players", [2, 3])
def test_a_hand_that_ends_the_match_counts_its_card_points_once(players):
    """"10♠ takes 10♥" is judged the same at 0-0 and at 245-245, where this hand ends the match."""
    losses = []
    for scores in ((0,) * players, (245,) * players):
        coach.clear_cache()
        state, move = _ten_takes_ten(scores, players)
        losses.append({str(m): coach.judge(state, m).loss for m in state.legal_moves()})
    assert losses[0] == losses[1]


def test_a_hand_that_ends_the_match_against_the_oracle():
    """In the exact phase the 245-245 losses are the oracle's (the rules end the match there)."""
    state = perfect_information_position(rules, 3, per_hand=3, on_table=2, scores=(245, 245))
    truth = exact_values(state)
    top = max(truth.values())
    for move in state.legal_moves():
        assert abs(coach.judge(state, move).loss - (top - truth[move])) < 0.01


@pytest.mark.parametrize("players", [2, 3])
def test_hint_and_judge_agree_in_and_before_the_last_deal(players):
    """Over seeded games: the hint's move has loss 0 and no loss is negative, with two or three players."""
    seen = 0
    for seed in range(3):
        state = State.new(seed, Options(players=players))
        rng = random.Random(seed)
        seats = [bots.make_bot("tactician") for _ in range(players)]
        plays = 0
        while not state.over and state.hand_no == 1:
            legal = state.legal_moves()
            if state.to_move == 0 and len(legal) > 1:
                plays += 1
                if plays % 3 == 0:
                    advice = coach.hint(state)
                    assert coach.judge(state, advice.move).loss == 0.0
                    assert all(coach.judge(state, m).loss >= 0.0 for m in legal)
                    seen += 1
            state.apply(seats[state.to_move].choose(state.view(state.to_move), legal, rng))
    assert seen >= 6
