"""Tablenette's pictures: the README's docs/shots and a few states, pixel for pixel."""

import pytest
from golden_kit import REFERENCES, SHOTS

# A slow end-to-end check, left out of the quick loop (-m 'not system').
pytestmark = pytest.mark.system

# The README's commands (python run.py tablenette --shot docs/shots/NAME.png ...).
README = {
    "tablenette-table": ("F5,F5", 1000, 7),
    "tablenette-tablenette": ("2,RETURN,RETURN", 110, 152),
    "tablenette-choice": ("2,RETURN,DOWN", 110, 52),
    "tablenette-about": ("ALT,h,a", 60, 7),
    "tablenette-coach": ("ALT,o,o,1,RETURN,F3", 200, 7),
}

# A few more states: the window as it opens, the Game menu open, the first card played.
STATES = {
    "tablenette-start": ("", 20, 7),
    "tablenette-game-menu": ("ALT,g", 20, 7),
    "tablenette-played": ("1,RETURN", 300, 7),
}


@pytest.mark.parametrize("name", list(README))
def test_readme_picture(golden, name):
    keys, wait, seed = README[name]
    made = golden.shot(golden.tmp / f"{name}.png", "tablenette", None, keys, wait, seed)
    golden.check(made, SHOTS / f"{name}.png")


def test_readme_picture_of_the_continue_question(golden):
    data = golden.data_dir()
    golden.shot(golden.tmp / "left.png", "tablenette", None, "1,RETURN", 300, seed=7, data_dir=data)
    made = golden.shot(golden.tmp / "continue.png", "tablenette", None, "", 20, seed=7, data_dir=data)
    golden.check(made, SHOTS / "tablenette-continue.png")


@pytest.mark.parametrize("name", list(STATES))
def test_state_picture(golden, name):
    keys, wait, seed = STATES[name]
    made = golden.shot(golden.tmp / f"{name}.png", "tablenette", None, keys, wait, seed)
    golden.check(made, REFERENCES / f"{name}.png")
