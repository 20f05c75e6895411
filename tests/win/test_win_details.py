"""Kit details Casino relies on: edit-field selection, greyed controls,
a list sized to its rows and the small face's ♠ / ♣."""

from retro import headless
from retro.win import Column, Dialog, ListView, Spin, TextBox, font


def _field(app, text="Player", **kw):
    dlg = Dialog("t", 240, 120)
    box = dlg.add(TextBox(10, 10, 160, text=text, **kw))
    spin = dlg.add(Spin(10, 50, value=2, lo=1, hi=3))
    app.open(dlg)
    headless.frame(app)
    return dlg, box, spin


def test_a_field_given_the_focus_selects_its_text_and_typing_replaces_it(app):
    dlg, box, _spin = _field(app)
    assert box.focused and box.selected_text == "Player"
    headless.type_text(app, "Bo")
    assert box.text == "Bo" and box.selection is None and box.caret == 2


def test_ctrl_a_selects_all_and_backspace_deletes_the_selection(app, clean_input):
    pyxel = clean_input
    dlg, box, _spin = _field(app)
    headless.press(app, "END")
    assert box.selection is None and box.caret == 6
    pyxel.set_btn(pyxel.KEY_CTRL, True)
    headless.type_text(app, "a")                # a Ctrl shortcut never types its letter
    headless.press(app, "A")
    pyxel.set_btn(pyxel.KEY_CTRL, False)
    assert box.text == "Player" and box.selected_text == "Player"
    headless.press(app, "BACKSPACE")
    assert box.text == "" and box.selection is None


def test_shift_arrows_select_part_and_a_plain_arrow_collapses(app, clean_input):
    pyxel = clean_input
    dlg, box, _spin = _field(app)
    headless.press(app, "LEFT")                 # collapses to the selection's start
    assert box.selection is None and box.caret == 0
    pyxel.set_btn(pyxel.KEY_SHIFT, True)
    headless.press_many(app, ["RIGHT", "RIGHT", "RIGHT"])
    pyxel.set_btn(pyxel.KEY_SHIFT, False)
    assert box.selected_text == "Pla"
    headless.type_text(app, "Sl")
    assert box.text == "Slyer"


def test_a_click_in_the_field_places_the_caret_instead(app):
    dlg, box, _spin = _field(app)
    headless.click(app, box.ax + box.w - 6, box.ay + 8)
    assert box.selection is None and box.caret == len(box.text)


def test_the_selection_is_painted_in_the_highlight_colour(app):
    dlg, box, _spin = _field(app)
    look = box.look
    inside = [headless.pixel(x, y) for y in range(box.ay + 2, box.ay + box.h - 2)
              for x in range(box.ax + 2, box.ax + 40)]
    assert look.select_bg in inside
    headless.press(app, "END")
    inside = [headless.pixel(x, y) for y in range(box.ay + 2, box.ay + box.h - 2)
              for x in range(box.ax + 2, box.ax + 40)]
    assert look.select_bg not in inside


def test_a_disabled_spin_is_greyed_and_ignores_clicks_and_keys(app):
    dlg, box, spin = _field(app)
    def text_pixels():
        return {headless.pixel(x, y) for y in range(spin.ay + 3, spin.ay + spin.h - 3)
                for x in range(spin.ax + 3, spin.ax + 14)}
    assert spin.look.text_col in text_pixels()
    spin.enabled = False
    headless.frame(app)
    assert spin.look.text_col not in text_pixels() and spin.look.disabled_col in text_pixels()
    headless.click(app, spin.ax + spin.w - 6, spin.ay + 4)     # the up arrow
    assert spin.value == 2
    assert spin not in dlg.focusables()


def test_fit_rows_shows_that_many_rows_without_a_scroll_bar(app):
    dlg = Dialog("t", 300, 300)
    rows = [(f"P{i}", i) for i in range(15)]
    lv = dlg.add(ListView(10, 10, 280, 60, [Column("Name", 100), Column("Pts", 60, "right")], rows))
    app.open(dlg)
    lv.fit_rows(15)
    headless.frame(app)
    assert lv.page == 15 and not lv.scrollbar.visible
    lv.set_rows(rows + [("P15", 15)])
    headless.frame(app)
    assert lv.page == 15 and lv.scrollbar.visible


def _glyph(face: str, ch: str) -> set[tuple[int, int]]:
    import pyxel

    f = font(face)
    pyxel.rect(0, 0, 20, 16, 0)
    f.draw(2, 2, ch, 7)
    return {(x, y) for y in range(16) for x in range(20) if pyxel.screen.pget(x, y) == 7}


def test_spade_and_club_differ_plainly_in_the_small_faces(clean_input):
    """At scale 1 the two black suits must not be one pixel apart: the spade ends in a point,
    the club shows three lobes with notches between them."""
    for face in ("w98-sans", "w98-sans-bold"):
        spade, club = _glyph(face, "\u2660"), _glyph(face, "\u2663")
        assert len(spade ^ club) >= 8, face
        top = min(y for _x, y in spade)
        assert len([p for p in spade if p[1] == top]) == 1           # a point on top
        assert len([p for p in club if p[1] == top]) == 3            # a round lobe on top
        # the club's notches: a row where its outline has a gap inside
        rows = {}
        for x, y in club:
            rows.setdefault(y, []).append(x)
        assert any(max(xs) - min(xs) + 1 > len(xs) for xs in rows.values())
