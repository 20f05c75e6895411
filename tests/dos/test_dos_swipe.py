"""A finger on a DOS text viewer in a page (retro/web_input.py): a swipe scrolls, a tap clicks."""

import pytest

from retro import headless, web_input
from touch_page import Page, bridged
from retro.dos.screen import CELL_H, TextScreen
from retro.dos.widgets import TextViewer
from retro.shell import Shell


@pytest.fixture
def page(monkeypatch, pyxel_session):
    return bridged(monkeypatch, Page())


@pytest.fixture
def viewer(ctx, page):
    """Tommy's Pinochle with its instructions open (F5), run by the shell as in a page."""
    shell = Shell(ctx, "pinochle", "S*")
    headless.frame(shell, 30)
    headless.press(shell, "F5", after=2)
    shown = shell.current.modal
    assert isinstance(shown, TextViewer) and len(shown.lines) > 3 * shown.page
    return shell, shown


def _text_point(shown, row):
    return TextScreen.cell_center(shown.col + 20, shown.row + row)


def test_a_swipe_up_over_the_instructions_scrolls_them_with_the_finger(viewer):
    shell, shown = viewer
    (x, y0), (_, y1) = _text_point(shown, shown.height - 4), _text_point(shown, 3)
    headless.drag(shell, (x, y0), (x, y1), steps=8, after=2)
    assert shell.current.modal is shown and shown.top == (y0 - y1) // CELL_H     # no page turned on the press
    headless.drag(shell, (x, y1), (x, y1 + 5 * CELL_H), steps=5, after=2)
    assert shown.top == (y0 - y1) // CELL_H - 5                                  # and back down
    assert f"{shown.top + 1}-" in shell.current.screen.row_text(shown.row + shown.height - 2)


def test_a_tap_on_the_instructions_is_the_click_it_was_once_the_finger_is_up(viewer):
    shell, shown = viewer
    headless.click(shell, *_text_point(shown, shown.height - 4), after=2)       # the lower half: a page on
    assert shown.top == shown.page and shell.current.modal is shown
    headless.click(shell, *TextScreen.cell_center(0, 0), after=2)               # outside the box: closed
    assert shell.current.modal is None


def test_with_a_mouse_a_press_turns_the_page_at_once_and_a_drag_scrolls_nothing(viewer, page):
    shell, shown = viewer
    page.touching = False
    x, y = _text_point(shown, shown.height - 4)
    headless.drag(shell, (x, y), (x, y - 8 * CELL_H), steps=8, after=2)
    assert shown.top == shown.page


def test_follow_finger_alone():
    """The viewer's side: the finger's cell comes back as a click once it is up, unless it swiped."""
    shown = TextViewer("Help", "\n\n".join(f"Line {i}" for i in range(80)))
    assert shown.follow_finger(10, 10, True) is None                 # no finger on it
    shown._finger, shown._finger_cell = web_input.Swipe(100, 200, CELL_H), (12, 15)
    assert shown.follow_finger(101, 201, True) is False
    assert shown.follow_finger(101, 201, False) == (12, 15) and shown._finger is None
    shown._finger = web_input.Swipe(100, 200, CELL_H)
    assert shown.follow_finger(100, 150, True) is True and shown.top == 3
    assert shown.follow_finger(100, 150, False) is False and shown._finger is None
