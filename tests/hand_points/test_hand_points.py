"""The parts of a hand's points add up to the hand's points, for every player, over seeded games."""

import importlib
import random

import pytest

from retro.hand_points import cells, hands_of, split

GAMES = ("pinochle", "tablenette", "tablanet", "casino")


def played(game: str, seed: int, moves: int = 1500):
    rules = importlib.import_module(f"retro.{game}.rules")
    state = rules.State.new(seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.over:
            break
        state.apply(rng.choice(state.legal_moves()))
    return state


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seed", (1, 7, 11982))
def test_the_parts_add_up_to_each_players_hand_points(game, seed):
    state = played(game, seed)
    hands = hands_of(game, state.events)
    assert hands, "no hand finished"
    for events in hands:
        parts = split(game, events, state.players)
        for p in range(state.players):
            scored = sum(e.points for e in events if e.player == p)
            assert sum(parts[p]) == scored


@pytest.mark.parametrize("game", GAMES)
def test_the_hands_parts_add_up_to_the_match_scores(game):
    state = played(game, 5)
    totals = [sum(row) for row in split(game, state.events, state.players)]
    assert totals == list(state.scores)


def test_a_bar_gives_each_part_its_share_and_every_scored_part_a_cell():
    assert cells([100, 50, 10], 160, 32) == [20, 10, 2]
    assert cells([300, 0, 1], 301, 10) == [10 - 1, 0, 1]
    assert cells([0, 0], 0, 10) == [0, 0]
    assert sum(cells([5, 5, 5, 5, 5, 5], 6, 3)) <= 6
