"""Fixtures for the Windows kit tests: a clean input state and a small program window."""

import pytest
from drivers import release_input


@pytest.fixture
def clean_input(pyxel_session):
    """Release every key and button the kit tests use, park the mouse, run one idle frame."""
    release_input(pyxel_session)
    yield pyxel_session
    release_input(pyxel_session, park=False, flip=False)


@pytest.fixture(params=["31", "98"])
def look(request):
    return request.param


@pytest.fixture
def app(clean_input, look):
    """A window with a Game and a Help menu whose items log what ran."""
    from retro.win import SEPARATOR, Menu, MenuItem, Window

    log = []
    menus = [
        Menu("&Game", [MenuItem("&New Game", lambda: log.append("new"), "F2"),
                       MenuItem("&Pause", lambda: log.append("pause"), enabled=False),
                       SEPARATOR,
                       MenuItem("E&xit", lambda: log.append("exit"), "Ctrl+Q")]),
        Menu("&Help", [MenuItem("&How to Play", lambda: log.append("help"), "F1"),
                       MenuItem("&About", lambda: log.append("about"))]),
    ]
    win = Window("Test", look, menus)
    win.log = log
    from retro import headless

    headless.frame(win)
    return win
