"""Casino's coach against plain minimax: in the last deal with the stock empty (two players) the hint is
exactly best and every verdict's loss is the exact one (CAS-S1..S7, CAS-E2 scored by the rules themselves)."""

import random

import pytest

from retro.cards import standard_deck
from retro.casino import coach
from retro.casino.positions import last_deal_position
from retro.casino.records import card_points
from retro.casino.rules import State
from retro.casino.solver import node_of


def round_margin(state, player):
    """The round's points of ``player`` minus the other's, once the round has been scored."""
    points = state.last_round.points
    return points[player] - points[1 - player]


def minimax(state, player, round_no):
    """Plain minimax to the round's end on the rules' own State: no pruning, no table."""
    if state.over or state.round != round_no:
        return round_margin(state, player)
    results = []
    for move in state.legal_moves():
        child = state.clone()
        child.apply(move)
        results.append(minimax(child, player, round_no))
    return max(results) if state.to_move == player else min(results)


def exact_values(state):
    player, round_no = state.to_move, state.round
    values = {}
    for move in state.legal_moves():
        child = state.clone()
        child.apply(move)
        values[move] = minimax(child, player, round_no)
    return values


def small_position(rng):
    """Two short hands, a few piles, the rest of the deck captured (so the 27 and the 7 spades are in play)."""
    deck = standard_deck()
    rng.shuffle(deck)
    mine = rng.randint(1, 3)
    theirs = rng.choice([mine - 1, mine]) if mine > 1 else 1
    table = rng.randint(1, 4)
    hands = [deck[:mine], deck[mine:mine + theirs]]
    at = mine + theirs
    tableau = deck[at:at + table]
    rest = deck[at + table:]
    cut = rng.randint(len(rest) // 2 - 4, len(rest) // 2 + 4)
    last = rng.choice([0, 1, None])
    return State.from_position(hands=hands, tableau=tableau, captured=[rest[:cut], rest[cut:]],
                               last_taker=last, to_move=0)


def check_against_minimax(state):
    values = exact_values(state)
    top = max(values.values())
    coach.clear_cache()
    advice = coach.hint(state)
    assert values[advice.move] == top, (advice, values)
    for move, value in values.items():
        verdict = coach.judge(state, move)
        assert abs(verdict.loss - (top - value)) < 0.01, (str(move), verdict.loss, top - value)
        assert verdict.reason


def test_the_light_position_plays_as_the_rules_do():
    """The solver's own Node gives the rules' next position and, at the round's end, the rules' points."""
    rng = random.Random(3)
    ends = 0
    for seed in range(12):
        state = State.new(seed)
        while True:
            node = node_of(state.hands, state.spaces, state.captured, state.last_taker, state.to_move,
                           state.stock, state.dealer)
            move, used = rng.choice(node.entries())
            before = [sum(card_points(c) for c in pile) + swept
                      for pile, swept in zip(state.captured, state.sweeps)]
            child, gains = node.play(move, used)
            round_no = state.round
            state.apply(move)
            if state.over or state.round != round_no:
                assert [b + g for b, g in zip(before, gains)] == list(state.last_round.points)
                ends += 1
                break
            again = node_of(state.hands, state.spaces, state.captured, state.last_taker, state.to_move,
                            state.stock, state.dealer)
            assert again.key() == child.key()
    assert ends == 12


@pytest.mark.parametrize("seed", range(6))
def test_small_positions_hint_and_judge_are_exact(seed):
    rng = random.Random(seed)
    for _ in range(4):
        check_against_minimax(small_position(rng))


def test_last_deal_positions_of_seeded_games_are_exact():
    """Third decisions of the last deal (few cards left) from the bench's own recipe."""
    checked = 0
    for seed in range(100, 130):
        state = last_deal_position(seed, decision=3)
        if state is None or sum(len(h) for h in state.hands) > 5:
            continue
        check_against_minimax(state)
        checked += 1
    assert checked >= 5


def test_seed_138_the_27_cards_and_the_last_take_decide_it():
    """Seed 138: [5♥ A♥ 6♣ Q♥] against [8♦ 7♥ 3♦], table K♦ 3♥ 10♠, captured 20/22: putting 6♣ is +3,
    every other put -5."""
    state = last_deal_position(138)
    assert [str(c) for c in state.hands[0]] == ["5H", "AH", "6C", "QH"]
    assert sorted(map(str, state.hands[1])) == ["3D", "7H", "8D"]
    assert [len(c) for c in state.captured] == [20, 22]
    coach.clear_cache()
    advice = coach.hint(state)
    assert advice.move.kind == "put" and str(advice.move.card) == "6C"
    assert "27 cards" in advice.reason and "left at the end" in advice.reason
    for move in state.legal_moves():
        verdict = coach.judge(state, move)
        assert verdict.loss == (0.0 if move == advice.move else 8.0), str(move)
