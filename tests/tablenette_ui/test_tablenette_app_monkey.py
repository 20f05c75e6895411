"""A seeded monkey: random keys, clicks and drags never raise and never break the rules' state."""

import random

import pytest

from retro import headless
from retro.tablenette.screens import app as tablenette_app

# A slow end-to-end check, left out of the quick loop (-m 'not system').
pytestmark = pytest.mark.system

KEYS = ["LEFT", "RIGHT", "UP", "DOWN", "TAB", "RETURN", "SPACE", "1", "2", "3", "4", "5", "6",
        "F2", "F5", "ESCAPE", "n", "o", "s", "ALT", "END", "HOME", "F3", "h", "y", "c", "l", "r", "u"]


def monkey(tnt, seed: int, actions: int) -> None:
    ctx = tnt.ctx
    rnd = random.Random(seed)
    ctx.store.save_settings("tablenette", {"speed": rnd.choice([0, 1]), "open_hands": rnd.random() < 0.5,
                                           "coach": rnd.choice([None, True, False])})
    app = tablenette_app.create(ctx, "")
    for n in range(actions):
        if app.done:
            app = tablenette_app.create(ctx, "")
        r = rnd.random()
        if r < 0.02:           # Ctrl+Z: take back
            tnt.pyxel.set_btn(tnt.pyxel.KEY_CTRL, True)
            headless.press(app, "z")
            tnt.pyxel.set_btn(tnt.pyxel.KEY_CTRL, False)
        elif r < 0.15:
            headless.press(app, rnd.choice(KEYS))
        elif r < 0.35 and app.game.hand_cards(0):
            h, t = rnd.choice(app.game.hand_cards(0)), rnd.choice(app.win.targets())
            headless.drag(app, (h.x + 30, h.y + 40),
                          (t.x + rnd.randint(0, 20), t.y + rnd.randint(0, 90)), steps=4)
        elif r < 0.45:
            headless.click(app, rnd.randint(0, 639), rnd.randint(0, 479))
        else:
            headless.frame(app, rnd.randint(1, 20))
        state = app.game.state
        assert sum(len(h) for h in state.hands) + len(state.table) + state.stock_size \
            + sum(len(t) for t in state.taken) <= 52


@pytest.mark.parametrize("seed", [1, 2])
def test_TNT_U2_monkey_input_never_breaks_the_program(tnt, seed):
    monkey(tnt, seed, 500)


@pytest.mark.long
@pytest.mark.parametrize("seed", range(3, 9))
def test_TNT_U2_monkey_long(tnt, seed):
    monkey(tnt, seed, 5000)
