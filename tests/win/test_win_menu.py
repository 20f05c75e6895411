"""Menu bar and drop-downs: mouse, Alt / arrows / Enter / Esc, mnemonics, accelerators."""

from retro import headless


def title_xy(win, index):
    return win.menubar.title_point(index)


def item_xy(win, item):
    return win.menubar.item_point(item)


def test_menu_opens_by_mouse_and_runs_an_item(app):
    bar = app.menubar
    headless.click(app, *title_xy(app, 1))          # "Game" (0 is the system menu)
    assert bar.open == 1
    headless.click(app, *item_xy(app, 0))           # New Game
    assert app.log == ["new"] and not bar.active


def test_menu_press_drag_release_runs_the_item_under_the_pointer(app):
    headless.drag(app, title_xy(app, 2), item_xy_after_open(app, 2, 1))
    assert app.log == ["about"]


def item_xy_after_open(win, menu, item):
    bar = win.menubar
    saved = bar.open
    bar.open = menu
    xy = item_xy(win, item)
    bar.open = saved
    return xy


def test_disabled_item_does_not_run_and_click_outside_closes(app):
    headless.click(app, *title_xy(app, 1))
    headless.click(app, *item_xy(app, 1))           # Pause is disabled
    assert app.log == [] and app.menubar.open == 1
    headless.click(app, 400, 300)
    assert not app.menubar.active and app.log == []


def test_alt_tap_arms_the_bar_then_arrows_and_enter_run_an_item(app):
    bar = app.menubar
    headless.press(app, "ALT")
    assert bar.hot == 1 and bar.open == -1
    headless.press(app, "RIGHT")
    assert bar.hot == 2
    headless.press(app, "DOWN")
    assert bar.open == 2 and bar.sel == 0
    headless.press(app, "DOWN")
    assert bar.sel == 1
    headless.press(app, "RETURN")
    assert app.log == ["about"] and not bar.active


def test_arrows_skip_separators_and_esc_backs_out(app):
    bar = app.menubar
    headless.press(app, "F10")
    headless.press(app, "RETURN")
    assert bar.open == 1 and bar.sel == 0
    headless.press(app, "UP")                        # wraps to Exit, over the separator
    assert bar.sel == 3
    headless.press(app, "ESCAPE")
    assert bar.open == -1 and bar.hot == 1
    headless.press(app, "ESCAPE")
    assert not bar.active


def test_alt_letter_opens_by_mnemonic_and_letter_runs_item(app):
    import pyxel

    headless.hold(pyxel.KEY_ALT, True)
    headless.frame(app)
    headless.press(app, "H")
    headless.hold(pyxel.KEY_ALT, False)
    headless.frame(app, 2)
    bar = app.menubar
    assert bar.open == 2
    headless.press(app, "A")                         # &About
    assert app.log == ["about"]


def test_accelerators_run_items_with_the_menus_closed(app):
    import pyxel

    headless.press(app, "F2")
    headless.press(app, "F1")
    assert app.log == ["new", "help"]
    headless.hold(pyxel.KEY_CTRL, True)
    headless.press(app, "Q")
    headless.hold(pyxel.KEY_CTRL, False)
    assert app.log[-1] == "exit"


def test_alt_f4_closes_the_window(app):
    import pyxel

    closed = []
    app.on("close", lambda: closed.append(True))
    headless.hold(pyxel.KEY_ALT, True)
    headless.frame(app)
    headless.press(app, "F4")
    headless.hold(pyxel.KEY_ALT, False)
    headless.frame(app)
    assert closed == [True] and app.closed
    assert not app.menubar.active                    # releasing Alt after Alt+F4 arms nothing


def test_system_menu_from_the_control_box(app):
    bar = app.menubar
    headless.click(app, *bar.title_point(0))
    assert bar.open == 0
    close_index = len(bar.menus[0].items) - 1
    headless.click(app, *item_xy(app, close_index))
    assert app.closed


def test_menu_drawing_does_not_fail_with_checked_items(app):
    from retro.win import Menu, MenuItem

    app.menubar.menus.append(Menu("&View", [MenuItem("&Sound", checked=lambda: True)]))
    app._layout()
    app.menubar.open_menu(3)
    headless.frame(app, 2)
    assert app.menubar.open == 3
