"""The rules API contract (docs/API.md), checked the same way over all four games with seeded random play."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings, strategies as st

from contract_games import GAMES, SEEDS, play
from retro.moves import IllegalMove, Reason

MATCHES = settings(max_examples=12, derandomize=True, deadline=None)


@pytest.mark.parametrize("game", GAMES)
@MATCHES
@given(data=st.data(), seed=SEEDS)
def test_same_seed_options_and_moves_give_the_same_match(game, data, seed):
    options = data.draw(game.options)
    first = game.rules.State.new(seed, options)
    moves = play(first, random.Random(seed))
    again = game.rules.State.new(seed, options)
    for move in moves:
        again.apply(move)
    assert again.events == first.events and again.scores == first.scores
    assert again.to_json() == first.to_json()
    assert game.rules.State.new(1, options).to_json() != game.rules.State.new(2, options).to_json()


@pytest.mark.parametrize("game", GAMES)
@MATCHES
@given(data=st.data(), seed=SEEDS, cut=st.integers(min_value=0, max_value=400))
def test_a_save_round_trips_and_the_loaded_game_plays_on_identically(game, data, seed, cut):
    state = game.rules.State.new(seed, data.draw(game.options))
    rng = random.Random(seed)
    play(state, rng, steps=cut)
    text = state.to_json()
    loaded = game.rules.State.from_json(text)
    assert loaded.to_json() == text
    assert loaded.events == state.events and loaded.scores == state.scores
    assert loaded.legal_moves() == state.legal_moves()
    while not state.over:          # the generator came along too: the next deals and draws agree
        move = rng.choice(state.legal_moves())
        assert loaded.apply(move) == state.apply(move)
    assert loaded.to_json() == state.to_json()


@pytest.mark.parametrize("game", GAMES)
@MATCHES
@given(data=st.data(), seed=SEEDS, steps=st.integers(min_value=0, max_value=100))
def test_a_clone_is_independent(game, data, seed, steps):
    state = game.rules.State.new(seed, data.draw(game.options))
    play(state, random.Random(seed), steps=steps)
    before = state.to_json()
    twin = state.clone()
    assert twin.to_json() == before
    if state.over:
        return
    twin.apply(twin.legal_moves()[0])
    assert state.to_json() == before
    assert twin.to_json() != before
    assert len(twin.events) > len(state.events) if game.logs_every_move else len(twin.events) >= len(state.events)


@pytest.mark.system
@pytest.mark.parametrize("game", GAMES)
@MATCHES
@given(data=st.data(), seed=SEEDS)
def test_event_points_sum_to_the_scores_and_every_match_ends(game, data, seed):
    state = game.rules.State.new(seed, data.draw(game.options))

    def adds_up(s):
        for p in range(s.players):
            assert sum(e.points for e in s.events if e.player == p) == s.scores[p]

    play(state, random.Random(seed), check=adds_up)
    adds_up(state)
    assert state.over and state.to_move is None and state.legal_moves() == []
    assert state.events[-1].kind == "game_end" and state.events[-1].player == state.winner


@pytest.mark.parametrize("game", GAMES)
@MATCHES
@given(data=st.data(), seed=SEEDS, steps=st.integers(min_value=0, max_value=100))
def test_a_view_holds_the_own_hand_and_never_places_a_hidden_card(game, data, seed, steps):
    state = game.rules.State.new(seed, data.draw(game.options))
    play(state, random.Random(seed), steps=steps)
    for p in range(state.players):
        view = state.view(p)
        assert list(view.hand) == state.hands[p]
        assert not hasattr(view, "hands") and not hasattr(view, "stock")
        unseen = game.unseen(view)
        hidden = Counter()
        for q in range(state.players):
            if q != p:
                hidden += Counter(state.hands[q]) - Counter(game.known_of(view, q))
        assert not hidden - unseen, "a hidden card is placed by the view"
        assert sum(unseen.values()) == sum(hidden.values()) + state.stock_size - game.known_stock(view)


@pytest.mark.parametrize("game", GAMES)
@MATCHES
@given(data=st.data(), seed=SEEDS)
def test_legal_moves_are_unique(game, data, seed):
    state = game.rules.State.new(seed, data.draw(game.options))

    def unique(s):
        keys = [game.move_key(m) for m in s.legal_moves()]
        assert keys and len(set(keys)) == len(keys)

    play(state, random.Random(seed), check=unique)


@pytest.mark.system
@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=8, derandomize=True, deadline=None)
@given(data=st.data(), seed=SEEDS)
def test_an_illegal_move_raises_with_its_reason_and_changes_nothing(game, data, seed):
    state = game.rules.State.new(seed, data.draw(game.options))
    tried = []

    def refuse(s):
        legal = s.legal_moves()
        assert all(s.why_illegal(m) is None for m in legal[:3])
        keys = {game.move_key(m) for m in legal}
        before = s.to_json()
        for probe in game.probes(s):
            try:
                key = game.move_key(probe)
            except (AttributeError, TypeError, ValueError):
                key = None
            if key in keys or probe in legal or (probe.kind == "meld" and any(m.kind == "meld" for m in legal)):
                continue
            reason = s.why_illegal(probe)
            with pytest.raises(IllegalMove) as err:
                s.apply(probe)
            assert isinstance(err.value, ValueError) and str(err.value)
            assert isinstance(err.value.reason, Reason) and err.value.reason.rule
            assert err.value.reason == reason and str(err.value) == reason.text
            assert s.to_json() == before
            tried.append(err.value.rule)

    play(state, random.Random(seed), steps=150, check=refuse)   # a whole single-hand pinochle game
    assert tried


@pytest.mark.parametrize("game", GAMES)
def test_every_game_refuses_with_the_one_illegal_move_class(game):
    assert game.rules.IllegalMove is IllegalMove
    state = game.rules.State.new(7)
    while not state.over:
        last = state.legal_moves()[0]
        state.apply(last)
    assert state.why_illegal(last).rule == "match_over"
    with pytest.raises(IllegalMove, match="the match is over"):
        state.apply(last)
