"""The fishing engine, and its own properties of seeded random Tablenette and Tablanet matches.

The API contract shared with Casino and Pinochle is checked in tests/contract.
"""

import random

import pytest
from hypothesis import given, settings, strategies as st

from retro.fishing import captures as fishing
from retro.cards import Card, cards
from retro.fishing.captures import RuleSet, TableIndex, find_captures
from retro.fishing.bots import expected_best, holding_chance, sample_world
from retro.tablanet import rules as tablanet
from retro.tablenette import rules as tablenette

GAMES = [
    pytest.param(tablenette, None, id="tablenette"),
    pytest.param(tablanet, tablanet.Options(players=2), id="tablanet-2"),
    pytest.param(tablanet, tablanet.Options(players=3), id="tablanet-3"),
    pytest.param(tablanet, tablanet.Options(players=2, ace=1, bonus="cards"), id="tablanet-ace1"),
    pytest.param(tablanet, tablanet.Options(players=3, tablanet="none"), id="tablanet-none"),
]
SEEDS = st.integers(min_value=0, max_value=2**31 - 1)
PROPERTY = settings(max_examples=12, derandomize=True, deadline=None)


class Faces(RuleSet):
    """A toy rule set: face values, any equal cards, groups of two or three."""

    equal_limit = None
    group_sizes = (2, 3)

    def values(self, card):
        return (int(card.rank),)


def test_find_captures_equal_cards_plus_one_group():
    table = cards("2S 3S 5H 5D 4C")
    index = TableIndex(Faces(), table)
    masks = {fishing.masked(table, c.mask) for c in find_captures(Faces(), Card.parse("5C"), index)}
    names = sorted(" ".join(map(str, m)) for m in masks)
    assert "2S 3S 5H 5D" in names  # equal cards and one group together
    assert "2S 3S" in names and "5H" in names and "5H 5D" in names
    assert not any(len(m) == 5 for m in masks)


def test_holding_chance_and_expected_best():
    assert holding_chance(10, 0, 5) == 0.0
    assert holding_chance(10, 2, 9) == 1.0
    assert holding_chance(4, 1, 1) == pytest.approx(0.25)
    assert expected_best([(10, 0.5), (4, 1.0)]) == pytest.approx(5 + 2)


def _random_match(rules, options, seed, check=None, limit=5000):
    """Play a match with random legal moves; ``check(state)`` after every move."""
    state = rules.State.new(seed, options)
    rng = random.Random(seed)
    moves = []
    for _ in range(limit):
        if state.over:
            return state, moves
        legal = state.legal_moves()
        assert len({m.key for m in legal}) == len(legal), "duplicate moves"
        move = rng.choice(legal)
        moves.append(move)
        state.apply(move)
        if check:
            check(state)
    raise AssertionError(f"seed {seed}: no end in {limit} moves")


def _conserved(state):
    held = sum(map(len, state.hands)) + len(state.table) + state.stock_size + sum(map(len, state.taken))
    assert held == 52
    every = [c for h in state.hands for c in h] + state.table + state.stock + [c for t in state.taken for c in t]
    assert len(set(every)) == 52


def _points_add_up(state):
    for p in range(state.players):
        total = sum(e.points for e in state.events if e.player == p)
        assert total == state.scores[p] - state.base_scores[p]


@pytest.mark.system
@pytest.mark.parametrize("rules, options", GAMES)
@PROPERTY
@given(seed=SEEDS)
def test_random_matches_conserve_cards_add_up_points_and_end(rules, options, seed):
    """TNT-D1 TBL-D1: 52 cards at every step; event points sum to scores (tests/contract checks the
    rest of the API over all four games: saves, determinism, views, clones, refusals)."""
    state, _ = _random_match(rules, options, seed, lambda s: (_conserved(s), _points_add_up(s)))
    assert state.over and state.to_move is None and state.winner is not None


@pytest.mark.parametrize("rules, options", GAMES)
@pytest.mark.parametrize("key, bad", [("hand_no", 1.5), ("hand_no", "2"), ("deal_no", True),
                                      ("table", None), ("stock", 7), ("scores", [1.5, 0]),
                                      ("hands", "AS KS"), ("tracked", [1, 2])])
def test_a_save_with_a_wrong_typed_field_is_refused(rules, options, key, bad):
    import json

    data = json.loads(rules.State.new(3, options).to_json())
    if key == "scores":
        bad = bad + [0] * (len(data["scores"]) - len(bad))
    data[key] = bad
    with pytest.raises(ValueError):
        rules.State.from_json(json.dumps(data))


@pytest.mark.parametrize("rules, options", GAMES)
@PROPERTY
@given(seed=SEEDS, steps=st.integers(min_value=0, max_value=100))
def test_sampled_worlds_agree_with_the_view(rules, options, seed, steps):
    state = rules.State.new(seed, options)
    rng = random.Random(seed)
    for _ in range(steps):
        state.apply(rng.choice(state.legal_moves()))
    player = state.to_move
    view = state.view(player)
    world = sample_world(rules.State, view, random.Random(seed))
    assert world.hands[player] == state.hands[player]
    assert [len(h) for h in world.hands] == [len(h) for h in state.hands]
    assert world.table == state.table and world.stock_size == state.stock_size
    for i, c in view.stock_known:
        assert world.stock[i] == c == state.stock[i]
    _conserved(world)
    assert world.legal_moves() == state.legal_moves()
    assert world.view(player) == view  # the game's own public fields too (Tablanet's cut, tablanets)


@pytest.mark.parametrize("rules, options", GAMES)
def test_events_carry_their_numbers_and_older_saves_get_them_back(rules, options):
    """A cut's round, the cards counted for card points or most cards: in ``Event.value``, not only
    in the text; a save from before events had a value is converted once on loading."""
    state, _ = _random_match(rules, options, 5)
    rounds = [e for e in state.events if e.kind == "cut"]
    assert all(e.value == int(e.detail.split()[-1]) for e in rounds)
    assert (not rounds) == (rules is tablenette)
    for e in state.events:
        if e.kind in ("card_points", "most_cards"):
            assert e.value == int(e.detail.split()[0]) and e.value > 0
        elif e.kind != "cut":
            assert e.value is None
    import json

    data = json.loads(state.to_json())
    data["events"] = [e[:5] for e in data["events"]]
    assert rules.State.from_json(json.dumps(data)).to_json() == state.to_json()
