"""Tablanet's pictures: the README's docs/shots and a few states, pixel for pixel."""

import pytest
from golden_kit import REFERENCES, SHOTS

# A slow end-to-end check, left out of the quick loop (-m 'not system').
pytestmark = pytest.mark.system

# The README's commands (python run.py tablanet ... --shot docs/shots/NAME.png ...).
README = {
    "tablanet-title": (None, "", 300, 1),
    "tablanet-game-ru": ("*", "RETURN,3,RETURN,RETURN,RETURN,RETURN,RETURN,RETURN,N,N,4", 1500, 677),
    "tablanet-game-en": ("E*", "RETURN,RETURN,RETURN,RETURN,RETURN,RETURN,Y,N", 1500, 449),
    "tablanet-coach": ("E*", "RETURN,RETURN,RETURN,RETURN,RETURN,RETURN,Y,Y,1,F4", 1500, 449),
    "tablanet-sheet": ("*", "RETURN,3,RETURN,RETURN,RETURN,RETURN,RETURN,RETURN,N,N,F9,F9,F2,F2", 300, 677),
    "tablanet-lesson": ("*", "F11,PAGEDOWN,PAGEDOWN,5", 30, 1),
}

# A few more states: the first setup question in English, the help page, the quit question.
STATES = {
    "tablanet-question": ("E*", "", 20, 1),
    "tablanet-help": ("E*", "F5", 20, 1),
    "tablanet-quit": ("E*", "ESCAPE", 20, 1),
}


@pytest.mark.parametrize("name", list(README))
def test_readme_picture(golden, name):
    letters, keys, wait, seed = README[name]
    made = golden.shot(golden.tmp / f"{name}.png", "tablanet", letters, keys, wait, seed)
    golden.check(made, SHOTS / f"{name}.png")


@pytest.mark.parametrize("name", list(STATES))
def test_state_picture(golden, name):
    letters, keys, wait, seed = STATES[name]
    made = golden.shot(golden.tmp / f"{name}.png", "tablanet", letters, keys, wait, seed)
    golden.check(made, REFERENCES / f"{name}.png")
