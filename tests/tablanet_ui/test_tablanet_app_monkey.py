"""A seeded monkey at the keyboard and mouse: the program never crashes and never stalls."""

import random

import pytest

from retro import headless
from retro.dos.screen import TextScreen
from retro.tablanet.screens.app_game import Game
from retro.tablanet.rules import Options, State

# A slow end-to-end check, left out of the quick loop (-m 'not system').
pytestmark = pytest.mark.system

KEYS = (list("0123456789ABCDEFGLNYZ") + ["LEFT", "RIGHT", "UP", "DOWN", "RETURN", "SPACE", "ESCAPE",
                                         "PAGEDOWN", "F1", "F2", "F5", "F6", "F8", "F9", "F10", "F3"])


@pytest.mark.parametrize("players, seed", [(2, 1), (3, 2)])
def test_random_keys_and_clicks_never_break_the_program(tbl, players, seed):
    rng = random.Random(seed)
    app = tbl.game(State.new(seed, Options(players=players)))
    plays = 0
    for step in range(500):
        if app.done or not isinstance(app.scene, Game):
            app = tbl.game(State.new(seed + step, Options(players=players)))
        if rng.random() < 0.15:
            col, row = rng.randrange(80), rng.randrange(25)
            headless.click(app, *TextScreen.cell_center(col, row), after=2)
        else:
            headless.press(app, rng.choice(KEYS), after=2)
        if isinstance(app.scene, Game):
            plays = max(plays, sum(1 for e in app.scene.state.events if e.kind in ("capture", "discard")))
    assert plays > 0
    text = app.screen.text()
    assert len(text.splitlines()) == 25
