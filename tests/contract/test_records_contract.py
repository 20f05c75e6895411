"""Every game written down as a record (deal number, options, move texts) replays to the same match."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings, strategies as st

from contract_games import GAMES, SEEDS
from retro.record import final_state, make_record, parse, replay, shortened, spelled_out, write

MATCHES = settings(max_examples=8, derandomize=True, deadline=None)


@pytest.mark.parametrize("game", GAMES)
@MATCHES
@given(data=st.data(), seed=SEEDS, cut=st.one_of(st.none(), st.integers(min_value=0, max_value=200)))
def test_a_recorded_match_replays_to_the_same_state(game, data, seed, cut):
    options = data.draw(game.options)
    state = game.rules.State.new(seed, options)
    rng = random.Random(seed)
    moves = []
    while not state.over and (cut is None or len(moves) < cut):
        player, move = state.to_move, rng.choice(state.legal_moves())
        moves.append((player, move) if len(moves) % 2 else move)     # who played is optional
        state.apply(move)
    record = parse(write(make_record(game.name, seed, options, moves=moves)))
    assert final_state(record, game.rules).to_json() == state.to_json()
    short = parse(write(shortened(record, game.rules)))
    assert final_state(short, game.rules).to_json() == state.to_json()
    assert all(len(s.text) <= len(m.text) and m.text.startswith(s.text) for s, m in zip(short.moves, record.moves))
    whole = spelled_out(short, game.rules)
    assert [m.text for m in whole.moves] == [m.text for m in record.moves]
    assert all(m.player is not None for m in whole.moves)
    if cut is not None and cut <= 60:
        states = replay(record, game.rules)
        assert len(states) == len(moves) + 1 and states[-1].to_json() == state.to_json()
