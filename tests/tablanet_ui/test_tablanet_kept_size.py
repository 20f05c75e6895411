"""A long match with open hands keeps its take-back history small: the kept file stays far below the
store's limit at every move, and every kept mark comes back as the State it was."""

import json
import random

import pytest

from retro.keep import whole_marks
from retro.store import Store
from retro.table.session import Recording, Seats, Session
from retro.tablanet.screens import app_keep
from retro.tablanet.bots import make_bot
from retro.tablanet.rules import Options, State

# A slow end-to-end check, left out of the quick loop (-m 'not system').
pytestmark = pytest.mark.system

LIMIT = 200_000            # bytes: the store refuses a file over 1 MB


def test_a_long_matchs_kept_file_stays_small_at_every_move(tmp_path):
    store = Store(tmp_path)
    kept, record = app_keep.kept_game(store), app_keep.record(store)
    state = State.new(11, Options(players=2))
    session = Session(state, Seats({0: make_bot("greedy"), 1: make_bot("greedy")}, 0), bot_seed=5,
                      hand_of=lambda s: s.hand_no, learning=True, keeper=kept,
                      recording=Recording(record, lambda s: ("players-2", "won", 0)),
                      extra=lambda: {"open_hands": True})
    rng = random.Random(3)
    path = store.path(kept.name)
    biggest, plays, most_marks = 0, 0, 0
    while not session.state.over:
        if session.persons_turn:
            session.play(rng.choice(session.state.legal_moves()))
            plays += 1
        else:
            session.update()
        session.keep_unsaved()        # the frame's end, where the game scene keeps
        if path.exists():
            biggest = max(biggest, path.stat().st_size)
            most_marks = max(most_marks, len(session.takeback))
            assert path.stat().st_size < LIMIT
    assert plays > 60 and most_marks >= 10        # a long match, with a full hand of marks at a time
    assert biggest < LIMIT, biggest


def test_the_kept_marks_come_back_as_the_states_they_were(tmp_path):
    store = Store(tmp_path)
    kept = app_keep.kept_game(store)
    session = Session(State.new(4, Options(players=2)), Seats({0: make_bot("greedy"), 1: make_bot("greedy")}, 0),
                      hand_of=lambda s: s.hand_no, learning=True, keeper=kept,
                      extra=lambda: {"open_hands": True})
    rng = random.Random(8)
    while len(session.takeback) < 5:
        if session.persons_turn:
            session.play(rng.choice(session.state.legal_moves()))
        else:
            session.update()
        session.keep_unsaved()        # the frame's end, where the game scene keeps
    payload = json.loads(store.path(kept.name).read_text(encoding="utf-8"))
    marks = payload["extra"]["take_back"]
    assert all(isinstance(mark, dict) for mark in marks)
    assert whole_marks(payload["state"], marks) == [s.to_json() for s in session.takeback._marks]
    assert app_keep.rebuild(payload).extra.take_back == [s.to_json() for s in session.takeback._marks]
