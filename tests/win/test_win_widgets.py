"""Buttons, dialogs, text box, check box, spin, slider, list headers, focus."""

import pytest

from retro import headless
from retro.win import (
    Button, CheckBox, Column, Dialog, ListView, MessageBox, Slider, Spin, TextBox,
)


def centre(widget):
    return widget.ax + widget.w // 2, widget.ay + max(widget.h, 8) // 2


def snapshot(w):
    return [headless.pixel(x, y) for y in range(w.ay, w.ay + w.h) for x in range(w.ax, w.ax + w.w)]


def form(app):
    """A dialog holding one of each control, opened on ``app``."""
    dlg = Dialog("Settings", 360, 240)
    dlg.name = dlg.add(TextBox(10, 10, 150, text=""))
    dlg.check = dlg.add(CheckBox("&Sound", 10, 40))
    dlg.spin = dlg.add(Spin(10, 70, value=8))
    dlg.slider = dlg.add(Slider(10, 100, 150, value=5))
    dlg.list = dlg.add(ListView(180, 10, 170, 120, [Column("Name", 80), Column("Pts", 60, "right")],
                                [("Bea", 30), ("Al", 120), ("Cy", 75)]))
    dlg.ok, dlg.cancel = dlg.add_buttons(["OK", "Cancel"])
    results = []
    dlg.on("close", results.append)
    dlg.results = results
    app.open(dlg)
    headless.frame(app)
    return dlg


def test_button_shows_pressed_while_held_and_clicks_on_release_inside(app):
    import pyxel

    clicks = []
    b = app.add(Button("&Deal", 20, 20, 80, 24, on_click=lambda: clicks.append(1)))
    headless.frame(app)
    x, y = centre(b)
    pyxel.set_mouse_pos(x, y)
    headless.frame(app)
    pyxel.set_btn(pyxel.MOUSE_BUTTON_LEFT, True)
    headless.frame(app)
    assert b.pressed and clicks == []
    pyxel.set_mouse_pos(x + 200, y)                  # slide off: looks raised again
    headless.frame(app)
    assert not b.pressed
    pyxel.set_btn(pyxel.MOUSE_BUTTON_LEFT, False)
    headless.frame(app)
    assert clicks == []                              # released outside: no click
    headless.click(app, x, y)
    assert clicks == [1] and not b.pressed


def test_button_pressed_look_differs_from_raised(app):
    import pyxel

    b = app.add(Button("OK", 20, 20, 80, 24))
    headless.frame(app)
    b.set_focus()
    headless.frame(app)
    raised = snapshot(b)
    pyxel.set_mouse_pos(*centre(b))
    headless.frame(app)
    pyxel.set_btn(pyxel.MOUSE_BUTTON_LEFT, True)
    headless.frame(app)
    assert b.pressed
    down = snapshot(b)
    pyxel.set_btn(pyxel.MOUSE_BUTTON_LEFT, False)
    headless.frame(app)
    assert raised != down


def test_space_on_a_focused_button_clicks_on_release(app):
    clicks = []
    b = app.add(Button("OK", 20, 20, on_click=lambda: clicks.append(1)))
    b.set_focus()
    import pyxel

    pyxel.set_btn(pyxel.KEY_SPACE, True)
    headless.frame(app)
    assert b.pressed
    pyxel.set_btn(pyxel.KEY_SPACE, False)
    headless.frame(app)
    assert clicks == [1]


def test_dialog_is_modal_and_ok_closes_with_ok(app):
    dlg = form(app)
    headless.press(app, "F2")                        # menus and accelerators wait
    assert app.log == []
    headless.click(app, *centre(dlg.ok))
    assert dlg.results == ["OK"] and app.dialogs == []
    headless.press(app, "F2")
    assert app.log == ["new"]


def test_dialog_cancel_button_and_esc(app):
    dlg = form(app)
    headless.click(app, *centre(dlg.cancel))
    assert dlg.results == ["Cancel"]
    dlg = form(app)
    headless.press(app, "ESCAPE")
    assert dlg.results == ["Cancel"]


def test_enter_presses_the_default_button(app):
    dlg = form(app)
    dlg.name.set_focus()
    headless.press(app, "RETURN")
    assert dlg.results == ["OK"]


def test_text_box_takes_typed_text_and_backspace(app):
    dlg = form(app)
    headless.click(app, *centre(dlg.name))
    assert dlg.name.focused
    headless.type_text(app, "Lucky")
    headless.type_text(app, " Jo")
    assert dlg.name.text == "Lucky Jo"
    headless.press(app, "BACKSPACE")
    headless.press(app, "BACKSPACE")
    assert dlg.name.text == "Lucky "
    headless.press(app, "HOME")
    headless.type_text(app, ">")
    assert dlg.name.text == ">Lucky "
    headless.press(app, "S")                         # letters go to the text, not to &Sound
    assert not dlg.check.checked


def test_text_box_respects_its_length_limit(app):
    box = TextBox(10, 10, 100, max_len=4)
    dlg = Dialog("t", 200, 80)
    dlg.add(box)
    app.open(dlg)
    box.set_focus()
    headless.type_text(app, "abcdefg")
    assert box.text == "abcd"


def test_check_box_toggles_by_click_space_and_mnemonic(app):
    import pyxel

    dlg = form(app)
    seen = []
    dlg.check.on("change", seen.append)
    headless.click(app, dlg.check.ax + 5, dlg.check.ay + 8)
    assert dlg.check.checked
    headless.press(app, "SPACE")
    assert not dlg.check.checked
    headless.hold(pyxel.KEY_ALT, True)
    headless.press(app, "S")
    headless.hold(pyxel.KEY_ALT, False)
    headless.frame(app)
    assert dlg.check.checked and seen == [True, False, True]


def test_spin_stays_within_1_to_9(app):
    dlg = form(app)
    spin = dlg.spin
    spin.set_focus()
    for _ in range(3):
        headless.press(app, "UP")
    assert spin.value == 9
    (ux, uy, uw, uh), (dx, dy, dw, dh) = spin._arrow_rects()
    headless.click(app, ux + uw // 2, uy + uh // 2)
    assert spin.value == 9
    assert not spin.set_value(10) and not spin.set_value(0)
    headless.type_text(app, "0")                     # a typed 0 is refused
    assert spin.value == 9
    headless.type_text(app, "3")
    assert spin.value == 3
    for _ in range(4):
        headless.click(app, dx + dw // 2, dy + dh // 2)
    assert spin.value == 1


def test_slider_moves_by_keys_and_click(app):
    dlg = form(app)
    s = dlg.slider
    s.set_focus()
    headless.press(app, "END")
    assert s.value == 9
    headless.press(app, "LEFT")
    assert s.value == 8
    headless.click(app, s.ax + 6, s.ay + 8)
    assert s.value == 1


def test_list_header_click_sorts_and_second_click_reverses(app):
    dlg = form(app)
    lv = dlg.list
    hx, hy = lv.ax + 2 + 10, lv.ay + 2 + lv.header_h // 2
    headless.click(app, hx, hy)                      # Name
    assert [r[0] for r in lv.rows] == ["Al", "Bea", "Cy"]
    headless.click(app, hx, hy)
    assert [r[0] for r in lv.rows] == ["Cy", "Bea", "Al"]
    headless.click(app, lv.ax + 2 + 80 + 20, hy)     # Pts: numbers sort biggest first
    assert [r[1] for r in lv.rows] == [120, 75, 30]
    assert lv.sort_col == 1 and lv.sort_desc


def test_list_sorts_from_the_keyboard_by_column_number(app):
    dlg = form(app)
    lv = dlg.list
    lv.set_focus()
    headless.type_text(app, "2")
    assert [r[1] for r in lv.rows] == [120, 75, 30]
    headless.type_text(app, "1")
    assert [r[0] for r in lv.rows] == ["Al", "Bea", "Cy"]


def test_list_rows_select_by_mouse_and_keys(app):
    dlg = form(app)
    lv = dlg.list
    headless.click(app, lv.ax + 20, lv.ay + 2 + lv.header_h + lv.row_h // 2)
    assert lv.selected == 0 and lv.focused
    headless.press(app, "DOWN")
    headless.press(app, "DOWN")
    headless.press(app, "DOWN")
    assert lv.selected == 2


def test_tab_cycles_focus_and_shift_tab_goes_back(app):
    import pyxel

    dlg = form(app)
    order = dlg.focusables()
    dlg.set_focus(order[0])
    headless.press(app, "TAB")
    assert dlg.focus is order[1]
    headless.hold(pyxel.KEY_SHIFT, True)
    headless.press(app, "TAB")
    headless.press(app, "TAB")
    headless.hold(pyxel.KEY_SHIFT, False)
    assert dlg.focus is order[-1]


@pytest.mark.parametrize("answer,expect", [("RETURN", "Yes"), ("ESCAPE", "No"), ("N", "No")])
def test_message_box_answers(app, answer, expect):
    got = []
    app.message("Clear the scores?", "Casino", ("&Yes", "&No"), "question", on_close=got.append)
    headless.frame(app)
    assert isinstance(app.modal, MessageBox)
    headless.press(app, answer)
    assert got == [expect] and app.modal is None


def test_dialog_on_dialog_stacks(app):
    dlg = form(app)
    got = []
    app.message("Sure?", buttons=("OK", "Cancel"), on_close=got.append)
    assert app.modal is not dlg
    headless.press(app, "ESCAPE")
    assert got == ["Cancel"] and app.modal is dlg


def test_help_window_scrolls_and_closes(app):
    from retro.win import HelpWindow

    text = "# Title\n\n" + "\n\n".join(f"Paragraph {i} with words." for i in range(60))
    hw = app.open(HelpWindow(text))
    headless.frame(app)
    assert hw.view.focused and len(hw.view.lines) > hw.view.page
    headless.press(app, "PAGEDOWN")
    assert hw.view.top == hw.view.page
    headless.press(app, "END")
    assert hw.view.top == len(hw.view.lines) - hw.view.page
    headless.press(app, "ESCAPE")
    assert app.modal is None


def test_markdown_blocks():
    from retro.win.textview import blocks

    out = blocks("# Head\n\nSome **bold** and `code`\njoined.\n\n- item one\n  continues\n- two\n")
    assert out[0] == ("h1", "Head", 0)
    assert ("p", "Some bold and code joined.", 0) in out
    assert ("li", "\u2022 item one continues", 0) in out
