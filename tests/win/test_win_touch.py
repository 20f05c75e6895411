"""The Windows kit in a page (retro/web_input.py): a finger swipes text and lists, taps a row,
types in a text box through the page's field, and leaves no arrow behind."""


import pytest

from retro import headless, web_input
from touch_page import Page, bridged
from retro.shell import drawing as shell_drawing
from retro.win import Column, Dialog, HelpWindow, ListView
from retro.win.asktext import AskText


class Paged:
    """The window as the shell runs it in a page: the page's bridge before each update, and the
    drawing without the arrow after a touch (retro.shell.Shell.update and draw)."""

    def __init__(self, win):
        self.win = win

    def update(self):
        web_input.BRIDGE.frame(self.win)
        self.win.update()

    def draw(self):
        with shell_drawing():
            self.win.draw()
            self.win.draw_cursor()


@pytest.fixture
def page(monkeypatch, clean_input):
    return bridged(monkeypatch, Page())


@pytest.fixture
def paged(app, page):
    return Paged(app)


def test_a_swipe_over_the_help_scrolls_it_with_the_finger(app, paged, page):
    text = "# Title\n\n" + "\n\n".join(f"Paragraph {i} with words." for i in range(60))
    view = app.open(HelpWindow(text)).view
    headless.frame(paged)
    x, y = view.ax + view.w // 3, view.ay + view.h - 20
    headless.drag(paged, (x, y), (x, y - 5 * view.line_h - 3), steps=6, after=2)
    assert view.top == 5
    headless.drag(paged, (x, view.ay + 20), (x, view.ay + 20 + 2 * view.line_h), steps=4, after=2)
    assert view.top == 3
    page.touching = False                                  # a mouse drag over the text scrolls nothing
    headless.drag(paged, (x, y), (x, y - 5 * view.line_h), steps=6, after=2)
    assert view.top == 3


def _list(app):
    dlg = Dialog("Hall of Fame", 300, 200)
    dlg.list = dlg.add(ListView(10, 10, 280, 150, [Column("Name", 150), Column("Pts", 100, "right")],
                                [(f"Player {i}", i) for i in range(40)]))
    activated = []
    dlg.list.on("activate", lambda index, row: activated.append(index))
    app.open(dlg)
    return dlg.list, activated


def test_a_swipe_scrolls_a_list_and_selects_nothing_and_a_tap_selects_its_row(app, paged):
    lv, activated = _list(app)
    headless.frame(paged)
    x = lv.ax + 40
    row = lambda i: lv.ay + 2 + lv.header_h + i * lv.row_h + lv.row_h // 2   # noqa: E731
    headless.drag(paged, (x, row(6)), (x, row(2)), steps=6, after=2)
    assert lv.top == 4 and lv.selected == -1
    headless.click(paged, x, row(1), after=2)
    assert lv.selected == 5 and activated == []
    headless.click(paged, x, row(1), after=2)              # a second tap on it: activated, as a click is
    assert activated == [5]


def test_a_text_box_types_through_the_pages_field_and_its_enter_is_the_dialogs_ok(app, paged, page):
    ask = app.open(AskText("Numbered Deal", "Which deal?", int, max_len=6))
    closed = []
    ask.on("close", closed.append)
    headless.frame(paged, 2)
    assert page.shown is not None and page.shown["max_len"] == 6
    assert (page.shown["x"], page.shown["y"], page.shown["w"]) == (ask.entry.ax, ask.entry.ay, ask.entry.w)
    page.say("text", "12\t34")
    headless.frame(paged)
    assert ask.entry.text == "1234" and page.shown["text"] == "1234"
    page.say("key", "RETURN")
    headless.frame(paged, 2)
    assert closed == ["OK"] and ask.value == 1234
    headless.frame(paged, web_input.HIDE_AFTER)
    assert page.shown is None


def test_the_field_is_only_for_the_dialog_in_front(app, paged, page):
    ask = app.open(AskText("Numbered Deal", "Which deal?", int))
    headless.frame(paged, 2)
    assert page.shown is not None
    app.message("Over it")
    headless.frame(paged, web_input.HIDE_AFTER + 1)
    assert page.shown is None and ask.entry.focused


