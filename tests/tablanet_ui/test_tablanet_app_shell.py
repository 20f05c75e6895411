"""Tablanet inside the shell: from the disk menu into a game, Esc back; a game's end, and back."""

import pytest

from retro import headless
from retro.shell import Shell
from retro.tablanet.screens.app import TablanetApp
from retro.tablanet.screens.app_game import Game
from retro.tablanet.rules import Options, State
from retro.tablanet.screens.ui_popups import AskYesNo, Box


def _into_a_game(tbl) -> tuple:
    tbl.ctx.store.save_settings("tablanet", {"speed": 0, "players": 3})
    shell = Shell(tbl.ctx)
    headless.frame(shell, 2)
    headless.press(shell, "4")                            # Tablanet is the fourth program
    app = shell.current
    assert isinstance(app, TablanetApp)
    headless.press(shell, "RETURN")                       # past the title
    tbl.setup_answers(shell, open_hands=False, coach=False)    # the remembered answers
    assert isinstance(app.scene, Game) and app.scene.state.players == 3
    return shell, app


def test_TBL_U1_from_the_menu_into_a_demo_game_and_esc_back(tbl):
    shell, app = _into_a_game(tbl)
    headless.press(shell, "F2")
    game = app.scene
    for frame in range(3000):
        headless.frame(shell)
        if sum(1 for e in game.state.events if e.kind in ("capture", "discard")) >= 6:
            break
    headless.press(shell, "ESCAPE")
    assert "Выйти из Табланета" in app.screen.text()
    headless.press(shell, "Y")
    assert shell.current is shell.menu and "Tablanet" in shell.menu.screen.text()


@pytest.mark.system
def test_the_end_of_a_game_in_the_shell_and_no_other_game(tbl):
    shell, app = _into_a_game(tbl)
    near_the_end = State.from_position(hands=["AS 4C", "3C 9D", "5H 8S"], table="AH 7D", dealer=2,
                                       scores=[240, 247, 238], options=Options(players=3))
    app.begin(near_the_end, demo=True)
    for frame in range(5000):
        headless.frame(shell)
        if isinstance(app.modal, Box) and app.modal.kind == "over":
            break
    state = app.scene.state
    assert state.over and max(state.scores) >= 251
    assert f"{max(state.scores)}" in app.screen.text()
    headless.press(shell, "F2")                           # the person takes the seat back
    headless.press(shell, "RETURN")
    assert isinstance(app.modal, AskYesNo)
    headless.press(shell, "N")                            # no other game: back to the menu
    assert shell.current is shell.menu
