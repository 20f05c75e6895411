"""A whole match with open hands keeps its take-back history small: the kept file stays far below the
store's limit at every move, and the kept marks come back as the States they were."""

import json
import random

import pytest

from retro.keep import KeptGame
from retro.store import Store
from retro.table.session import Seats, Session
from retro.pinochle.screens import app_keep
from retro.pinochle.rules import Options, State
from tests.pinochle_ui.plain_bot import Plain

# A slow end-to-end check, left out of the quick loop (-m 'not system').
pytestmark = pytest.mark.system

LIMIT = 200_000            # bytes: the store refuses a file over 1 MB


def test_a_matchs_kept_file_stays_small_at_every_move(tmp_path):
    store = Store(tmp_path)
    kept = KeptGame(store, app_keep.PROGRAM)
    session = Session(State.new(9, Options(open_hands=True, game_point=1000)), Seats({0: Plain(), 1: Plain()}, 0),
                      hand_of=lambda s: s.hand_number, learning=True, keeper=kept,
                      extra=lambda: {"take_back_used": False})
    rng = random.Random(2)
    path = store.path(kept.name)
    biggest, most_marks, checked = 0, 0, False
    while not session.state.over:
        if session.persons_turn:
            session.play(rng.choice(session.state.legal_moves()))
        else:
            session.update()
        session.keep_unsaved()        # the frame's end, where the game scene keeps
        if path.exists() and not session.state.over:
            biggest = max(biggest, path.stat().st_size)
            most_marks = max(most_marks, len(session.takeback))
            if len(session.takeback) >= 20 and not checked:
                payload = json.loads(path.read_text(encoding="utf-8"))
                texts = app_keep.marks(payload["state"], session.state, payload["extra"]["take_back"])
                assert texts == [s.to_json() for s in session.takeback._marks]
                checked = True
    assert most_marks >= 20 and checked
    assert biggest < LIMIT, biggest
