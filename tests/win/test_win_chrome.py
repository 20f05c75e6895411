"""Window chrome of both looks: title bar colours, fonts, frame geometry (TNT-U1 look)."""

import pytest

from retro import headless
from retro.palette import GRADIENT_BASE, GRADIENT_STEPS, W_GREEN, W_NAVY, W_WHITE
from retro.win import Dialog, Window, font
from retro.win.fonts import FACES, ResourceMissing, plain, split_mnemonic


def test_win31_title_bar_is_flat_navy_with_white_centred_title(clean_input):
    win = Window("Tablenette", "31", [])
    headless.frame(win)
    b = win.look.frame
    assert headless.pixel(60, b + 3) == W_NAVY
    assert headless.pixel(560, b + 3) == W_NAVY
    title_row = [headless.pixel(x, y) for y in range(b, b + 18) for x in range(280, 360)]
    assert W_WHITE in title_row                       # the title is in the middle
    assert headless.pixel(320, 200) == W_GREEN        # green client area


def test_win98_title_bar_runs_from_navy_to_light_blue(clean_input):
    win = Window("Casino", "98", [])
    headless.frame(win)
    left = headless.pixel(40, 8)
    right = headless.pixel(560, 8)
    assert left == GRADIENT_BASE or left == GRADIENT_BASE + 1
    assert GRADIENT_BASE + GRADIENT_STEPS - 5 <= right < GRADIENT_BASE + GRADIENT_STEPS


def test_caption_greys_while_a_dialog_is_open(clean_input):
    win = Window("Casino", "98", [])
    win.open(Dialog("Settings", 200, 100))
    headless.frame(win)
    assert headless.pixel(560, 8) not in range(GRADIENT_BASE, GRADIENT_BASE + GRADIENT_STEPS)


def test_client_rect_sits_below_title_and_menu(clean_input):
    for look in ("31", "98"):
        win = Window("x", look, [])
        cx, cy, cw, ch = win.client_rect
        lk = win.look
        assert cy == lk.frame + lk.title_h + lk.menu_h and cx == lk.frame
        assert cx + cw == 640 - lk.frame and cy + ch == 480 - lk.frame


@pytest.mark.parametrize("face", sorted(FACES))
def test_fonts_load_and_carry_suits(pyxel_session, face):
    f = font(face)
    assert f.width("New Game") > 30
    assert f.width("\u2665") > 3                      # the added suit signs
    assert f.height == FACES[face][1] + FACES[face][2]


def test_mnemonics_and_plain_text():
    assert split_mnemonic("&New Game") == ("New Game", 0)
    assert split_mnemonic("E&xit") == ("Exit", 1)
    assert split_mnemonic("Fish && Chips") == ("Fish & Chips", -1)
    assert plain("\u201cGo\u201d \u2014 now\u2026") == '"Go" -- now...'


def test_missing_font_is_a_one_line_message(pyxel_session, monkeypatch, tmp_path):
    from retro import paths
    from retro.win import fonts

    monkeypatch.setattr(paths, "resources_dir", lambda: tmp_path)
    with pytest.raises(ResourceMissing) as err:
        fonts.UIFont("w98-sans")
    assert "\n" not in str(err.value) and "w98-sans.bdf" in str(err.value)
