"""Browser support (retro/browser.py): the URL query as a command line, the data folder, leaving."""

import sys
from pathlib import Path

import pytest

from retro import browser, headless
from retro.__main__ import main, parse
from retro.shell import LEAVE_IN_BROWSER, Shell
from retro.store import APP_NAME, APP_VENDOR, Store, default_data_dir


@pytest.mark.parametrize("query, argv", [
    ("", []),
    ("?", []),
    ("?program=pinochle", ["pinochle"]),
    ("?program=pinochle&letters=MS", ["pinochle", "MS"]),
    ("?letters=M*&program=tablanet&seed=7", ["tablanet", "M*", "--seed", "7"]),
    ("?program=tablanet&letters=M%2A", ["tablanet", "M*"]),
    ("?seed=42", ["--seed", "42"]),
    ("?letters=MS", []),                       # letters mean nothing without a program
    ("?program=casino&utm_source=x&letters=", ["casino"]),
    ("?program=casino&program=pinochle", ["pinochle"]),
    ("?PROGRAM=casino", ["casino"]),
])
def test_query_argv(query, argv):
    assert browser.query_argv(query) == argv


def test_query_goes_through_the_usual_checks():
    args = parse(browser.query_argv("?program=PINOCHLE&letters=ms&seed=3"))
    assert (args.program, args.letters, args.seed) == ("pinochle", "MS", 3)


def test_command_line_on_a_desktop_is_argv():
    assert browser.command_line(["run.py", "casino", "S"], in_browser=False) == ["casino", "S"]


def test_command_line_under_pyxel_play_ignores_pyxels_own_arguments():
    assert browser.command_line(["/usr/bin/pyxel", "play", "retro-cards.pyxapp"], in_browser=False) == []
    assert browser.command_line(["pyxel", "play", "dist/RETRO-CARDS.PYXAPP"], in_browser=False) == []


def test_command_line_in_a_browser_is_the_page_query():
    assert browser.command_line([""], in_browser=True, query="?program=casino&letters=S") == ["casino", "S"]


def test_page_query_outside_a_page_is_empty():
    assert browser.page_query() == ""


def test_pyxel_data_dir_is_where_pyxel_puts_user_data(pyxel_session, monkeypatch, tmp_path):
    monkeypatch.setenv("HOME", str(tmp_path))
    ours = browser.pyxel_data_dir(APP_VENDOR, APP_NAME)
    assert ours == tmp_path / ".pyxel" / "retro_card_classics" / "retro-cards"
    assert Path(pyxel_session.user_data_dir(APP_VENDOR, APP_NAME)) == ours


def test_store_in_a_browser_uses_pyxels_user_data_dir(monkeypatch, tmp_path):
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setattr(sys, "platform", "emscripten")
    assert default_data_dir() == tmp_path / ".pyxel" / "retro_card_classics" / "retro-cards"


def test_a_data_folder_that_forgets_is_reported_once(monkeypatch, tmp_path):
    store = Store(tmp_path)
    browser.note_storage(store)
    assert store.messages == []                      # a desktop keeps its files
    monkeypatch.setattr(browser, "IN_BROWSER", True)
    assert not browser.kept_after_reload(tmp_path)   # no IndexedDB mount here
    browser.note_storage(store)
    assert store.messages == [browser.NOT_KEPT]
    assert len(browser.NOT_KEPT) <= 76


def _start_in_browser(monkeypatch, tmp_path, query):
    import retro.shell as shell_mod

    started = {}
    monkeypatch.setattr(browser, "IN_BROWSER", True)
    monkeypatch.setattr(browser, "page_query", lambda: query)
    monkeypatch.setenv("RETRO_CARDS_DATA", str(tmp_path))
    monkeypatch.setattr(shell_mod, "run_window",
                        lambda ctx, program, letters, scale: started.update(
                            ctx=ctx, program=program, letters=letters))
    monkeypatch.setattr(sys, "argv", [""])
    assert main() == 0
    return started


def test_main_in_a_browser_reads_the_page_query(monkeypatch, tmp_path):
    started = _start_in_browser(monkeypatch, tmp_path, "?program=tablanet&letters=e&seed=5")
    assert (started["program"], started["letters"], started["ctx"].seed) == ("tablanet", "E", 5)
    assert started["ctx"].store.messages == [browser.NOT_KEPT]


def test_main_in_a_browser_opens_the_menu_on_a_bad_query(monkeypatch, tmp_path):
    started = _start_in_browser(monkeypatch, tmp_path, "?program=solitaire")
    assert started["program"] is None
    assert started["ctx"].store.messages[-1].startswith("Page address: unknown program")


def test_leaving_the_menu_in_a_browser_keeps_it_open(ctx, monkeypatch):
    shell = Shell(ctx)
    headless.frame(shell, 2)
    monkeypatch.setattr(sys, "platform", "emscripten")
    headless.press_many(shell, ["F7", "Y"])
    assert not shell.quit_requested and shell.current is shell.menu
    assert shell.menu.message == LEAVE_IN_BROWSER
    monkeypatch.setattr(sys, "platform", "linux")
    headless.press_many(shell, ["F7", "Y"])
    assert shell.quit_requested
