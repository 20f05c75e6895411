"""A move's text reads back: ``Move.parse(str(move), state)`` is that legal move, and no two legal moves read alike."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings, strategies as st

from contract_games import GAMES, SEEDS, play
from retro.moves import IllegalMove

MATCHES = settings(max_examples=10, derandomize=True, deadline=None)


def reads_back(state, rules) -> None:
    legal = state.legal_moves()
    texts = [str(move) for move in legal]
    assert len(set(texts)) == len(texts), f"two legal moves print alike: {sorted(texts)}"
    for move, text in zip(legal, texts):
        parsed = rules.Move.parse(text, state)
        assert parsed == move and str(parsed) == text


@pytest.mark.parametrize("game", GAMES)
@MATCHES
@given(data=st.data(), seed=SEEDS)
def test_every_legal_move_prints_its_own_text_and_reads_back_to_itself(game, data, seed):
    state = game.rules.State.new(seed, data.draw(game.options))
    play(state, random.Random(seed), check=lambda s: reads_back(s, game.rules))
    with pytest.raises(IllegalMove) as err:
        game.rules.Move.parse("anything", state)
    assert err.value.rule == "match_over"


@pytest.mark.parametrize("game", GAMES)
@MATCHES
@given(data=st.data(), seed=SEEDS, steps=st.integers(min_value=0, max_value=60))
def test_a_text_no_legal_move_prints_is_refused_and_changes_nothing(game, data, seed, steps):
    state = game.rules.State.new(seed, data.draw(game.options))
    play(state, random.Random(seed), steps=steps)
    if state.over:
        return
    legal = {str(m) for m in state.legal_moves()}
    before = state.to_json()
    for probe in game.probes(state):
        text = str(probe).strip()
        if text in legal:
            continue
        with pytest.raises(IllegalMove) as err:
            game.rules.Move.parse(text, state)
        assert err.value.rule == "not_a_move" and repr(text) in str(err.value)
    for text in ("", "  ", "take everything", str(state.legal_moves()[0]) + " twice"):
        with pytest.raises(IllegalMove):
            game.rules.Move.parse(text, state)
    assert state.to_json() == before


@pytest.mark.parametrize("game", GAMES)
def test_a_move_text_read_with_spaces_around_it_is_the_same_move(game):
    state = game.rules.State.new(7)
    move = state.legal_moves()[0]
    assert game.rules.Move.parse(f"  {move}\n", state) == move
