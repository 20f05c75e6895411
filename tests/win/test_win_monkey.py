"""Random mouse and keys on the kit demo never raise (a short seeded monkey run per look)."""

import random

import pytest

from retro import headless

# A slow end-to-end check, left out of the quick loop (-m 'not system').
pytestmark = pytest.mark.system


def test_kit_survives_random_input(clean_input, look, long_run):
    pyxel = clean_input
    from retro.win.demo import KitDemo

    keys = [pyxel.KEY_ALT, pyxel.KEY_F10, pyxel.KEY_LEFT, pyxel.KEY_RIGHT, pyxel.KEY_UP, pyxel.KEY_DOWN,
            pyxel.KEY_RETURN, pyxel.KEY_ESCAPE, pyxel.KEY_TAB, pyxel.KEY_SPACE, pyxel.KEY_F1, pyxel.KEY_F2,
            pyxel.KEY_BACKSPACE, pyxel.KEY_HOME, pyxel.KEY_END, pyxel.KEY_PAGEDOWN, pyxel.KEY_G,
            pyxel.KEY_H, pyxel.KEY_S, pyxel.KEY_1, pyxel.KEY_DELETE]
    rng = random.Random(7 if look == "31" else 8)
    win = KitDemo(look)
    held = set()
    try:
        for _ in range(6000 if long_run else 700):
            r = rng.random()
            if r < 0.25:
                pyxel.set_mouse_pos(rng.randrange(640), rng.randrange(480))
            elif r < 0.35:
                pyxel.set_btn(pyxel.MOUSE_BUTTON_LEFT, not pyxel.btn(pyxel.MOUSE_BUTTON_LEFT))
            elif r < 0.55:
                key = rng.choice(keys)
                pyxel.set_btn(key, key not in held)
                held ^= {key}
            elif r < 0.6:
                pyxel.set_input_text(rng.choice(["a", "7", "Zz", " "]))
            elif r < 0.62 and not win.dialogs:
                rng.choice([win.open_settings, win.open_help, win.about])()
            headless.frame(win)
            if win.closed:
                win = KitDemo(look)
    finally:
        for key in held:
            pyxel.set_btn(key, False)
