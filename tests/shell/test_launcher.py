"""The disk menu: keyboard, number keys and mouse; quitting; a program that stops."""

import pytest

from retro import headless, programs
from retro.dos.screen import TextScreen
from retro.launcher import LIST_COL, LIST_ROW, Launcher
from retro.program import Program
from retro.shell import Shell

from drivers import release_input


@pytest.fixture
def menu(ctx, pyxel_session):
    chosen = []
    release_input(pyxel_session)              # no mouse left over the list by an earlier test
    launcher = Launcher(ctx, on_run=chosen.append)
    headless.frame(launcher, 2)
    return launcher, chosen


def test_menu_lists_the_four_programs(menu):
    launcher, _ = menu
    text = launcher.screen.text()
    for title in ("Tommy's Pinochle", "Tablenette", "Casino", "Tablanet"):
        assert title in text
    assert "1988" in text and "1991" in text and "2002" in text


def test_arrows_and_enter_choose(menu):
    launcher, chosen = menu
    headless.press_many(launcher, ["DOWN", "DOWN", "RETURN"])
    assert [info.name for info in chosen] == ["casino"]
    headless.press_many(launcher, ["UP", "UP", "UP", "RETURN"])  # wraps round
    assert chosen[-1].name == "tablanet"


def test_number_keys_choose(menu):
    launcher, chosen = menu
    headless.press(launcher, "4")
    headless.press(launcher, "1")
    assert [info.name for info in chosen] == ["tablanet", "pinochle"]


def test_mouse_click_chooses(menu):
    launcher, chosen = menu
    x, y = TextScreen.cell_center(LIST_COL + 5, LIST_ROW + 2)  # the second entry
    headless.click(launcher, x, y)
    assert [info.name for info in chosen] == ["tablenette"]


def test_f7_and_esc_ask_before_quitting(menu):
    launcher, _ = menu
    headless.press(launcher, "F7")
    assert "Leave Retro Card Classics?" in launcher.screen.text()
    headless.press(launcher, "N")
    assert not launcher.done and "Leave" not in launcher.screen.text()
    headless.press_many(launcher, ["ESCAPE", "Y"])
    assert launcher.done


def test_f1_toggles_sound(menu):
    launcher, _ = menu
    assert not launcher.audio.on
    headless.press(launcher, "F1")
    assert launcher.audio.on and "Sound on" in launcher.screen.text()


class Dummy(Program):
    title = "dummy"

    def __init__(self, ctx, letters):
        self.letters = letters

    def update(self):
        import pyxel

        if pyxel.btnp(pyxel.KEY_ESCAPE):
            self.done = True


class Broken(Program):
    title = "broken"

    def __init__(self, ctx, letters):
        pass

    def update(self):
        raise RuntimeError("boom")


def test_program_chosen_in_the_menu_returns_to_the_menu(ctx, monkeypatch):
    import retro.shell as shell_mod

    monkeypatch.setattr(shell_mod, "create", lambda name, c, letters="": Dummy(c, letters))
    shell = Shell(ctx)
    headless.frame(shell, 2)
    headless.press(shell, "1")
    assert isinstance(shell.current, Dummy)
    headless.press(shell, "ESCAPE")
    assert shell.current is shell.menu and not shell.quit_requested


def test_program_started_from_the_command_line_quits_back_to_the_prompt(ctx, monkeypatch):
    import retro.shell as shell_mod

    monkeypatch.setattr(shell_mod, "create", lambda name, c, letters="": Dummy(c, letters))
    shell = Shell(ctx, "pinochle", "MS")
    assert isinstance(shell.current, Dummy) and shell.current.letters == "MS"
    headless.press(shell, "ESCAPE")
    assert shell.quit_requested


def test_in_the_browser_a_direct_program_returns_to_the_menu(ctx, monkeypatch):
    import retro.shell as shell_mod

    monkeypatch.setattr(shell_mod, "create", lambda name, c, letters="": Dummy(c, letters))
    monkeypatch.setattr(shell_mod.sys, "platform", "emscripten")
    shell = Shell(ctx, "pinochle")
    headless.press(shell, "ESCAPE")
    assert shell.current is shell.menu and not shell.quit_requested


def test_crashing_program_becomes_a_notice_and_a_log(ctx, monkeypatch):
    import retro.shell as shell_mod

    monkeypatch.setattr(shell_mod, "create", lambda name, c, letters="": Broken(c, letters))
    shell = Shell(ctx, "casino")
    headless.frame(shell, 3)
    assert "stopped unexpectedly" in shell.current.screen.text()
    assert "RuntimeError: boom" in (ctx.store.root / "error.log").read_text()


def test_starting_a_program_sets_the_live_heap_aside_for_smooth_frames(ctx):
    import gc

    gc.unfreeze()
    Shell(ctx, "pinochle")
    try:
        assert gc.get_freeze_count() > 0      # full collections in play skip the start-up heap
    finally:
        gc.unfreeze()


@pytest.mark.parametrize("in_browser", [False, True])
@pytest.mark.parametrize("info", programs.PROGRAMS, ids=lambda info: info.name)
def test_no_description_or_letters_line_is_cut_off(info, in_browser):
    """Every line of the box under the list fits inside it, and all of the text is there."""
    from retro import launcher

    lines = Launcher.info_lines(info, in_browser)
    assert len(lines) <= launcher.INFO_LINES
    assert all(len(line) <= launcher.INFO_TEXT_WIDTH for line in lines)
    said = " ".join(" ".join(lines).split())
    assert info.blurb in said
    assert "Letters: " + info.letter_help in said
    for part in info.letter_help.split(", "):        # "E English" never split over two lines
        assert any(part in line for line in lines), part
    assert info.learning.startswith("Learning: ") and info.learning in said   # where the lessons are


@pytest.mark.parametrize("info", programs.PROGRAMS, ids=lambda info: info.name)
def test_the_box_on_screen_shows_whole_lines(menu, info):
    launcher, _ = menu
    launcher.menu.selected = programs.PROGRAMS.index(info)
    launcher.touch()
    headless.frame(launcher, 2)
    text = launcher.screen.text()
    assert info.blurb in text
    assert info.letter_help.split(", ")[-1] in text       # "E English", "S sound off"...
    assert "Fishing game: take by rank and pairs, clear the table for a Tablenette." in text \
        or info.name != "tablenette"


def test_a_long_message_is_shown_whole_on_two_lines(ctx, capsys):
    from retro.__main__ import UsageError, parse

    with pytest.raises(UsageError) as bad:
        parse(["solitaire-deluxe-edition-for-windows-98"])
    line = f"Page address: {bad.value}"
    assert len(line) > 76 and "…" in line                 # the long name is shortened
    ctx.store.report(line)
    menu = Launcher(ctx, on_run=lambda info: None, message=line)
    headless.frame(menu, 2)
    rows = menu.screen.text().splitlines()
    shown = " ".join((rows[21].strip("║") + " " + rows[22].strip("║")).split())
    assert shown == " ".join(line.split()), shown
    assert shown.endswith("casino, tablanet)")
    menu.resume("Sound on.")                               # a short one: the hint comes back
    headless.frame(menu, 2)
    assert "Esc in a program returns here." in menu.screen.text().splitlines()[22]
