"""Tommy's Pinochle inside the shell: from the disk menu, a whole game in demo mode, and back."""

import pytest

from retro import headless
from retro.pinochle.screens.app import PinochleApp
from retro.pinochle.screens.app_game import Game
from retro.pinochle.screens.app_score import SCORE_FILE
from retro.pinochle.screens.ui_popups import Box
from retro.pinochle.screens.ui_setup import GUARD_FRAMES
from retro.shell import Shell


@pytest.mark.system
def test_PIN_C2_PIN_F2_a_whole_demo_game_from_the_menu_and_back(pin):
    """PIN-F2."""
    pin.ctx.store.save_settings("pinochle", {"speed": 0})
    shell = Shell(pin.ctx)
    headless.frame(shell, 2)
    headless.press(shell, "1")                            # Tommy's Pinochle on the menu
    app = shell.current
    assert isinstance(app, PinochleApp)
    headless.press_many(shell, ["RETURN", "RETURN"])     # no music; go on
    headless.frame(shell, GUARD_FRAMES)                   # keys this soon are no answers
    pin.setup_answers(shell, single_hand=False, open_hands=False, coach=False)
    assert isinstance(app.scene, Game)
    headless.press(shell, "F2")
    for _ in range(20_000):
        headless.frame(shell)
        if app.scene.state.over and isinstance(app.modal, Box) and "over" in app.modal.title:
            break
    state = app.scene.state
    assert state.over and max(state.scores) >= 1000 and state.hand_number >= 2
    assert not pin.ctx.store.path(SCORE_FILE).exists()   # demo games count for nobody
    headless.press_many(shell, ["RETURN", "N"])           # no other game: back to the menu
    assert shell.current is shell.menu
    assert "Tommy's Pinochle" in shell.menu.screen.text()
