"""Tommy's Pinochle's pictures: the README's docs/shots and a few states, pixel for pixel."""

import pytest
from golden_kit import REFERENCES, SHOTS

# A slow end-to-end check, left out of the quick loop (-m 'not system').
pytestmark = pytest.mark.system

# The README's commands (python run.py pinochle ... --shot docs/shots/NAME.png ...).
README = {
    "pinochle-title": (None, "", 300),
    "pinochle-game": ("*", "RETURN,N,RETURN,RETURN,N,N,F2,F2", 1500),
    "pinochle-melds": ("*", "RETURN,N,RETURN,RETURN,N,N,F2,F2,F3", 1500),
    "pinochle-mono": ("M*", "RETURN,N,RETURN,RETURN,Y,N,F2,F2", 1500),
    "pinochle-coach": ("*", "RETURN,N,RETURN,RETURN,Y,Y,1", 300),
    "pinochle-record": ("*", "F6", 20),
    "pinochle-lesson": ("*", "L", 60),
}

# A few more states: the first setup question, a learning game with open hands, the help page.
STATES = {
    "pinochle-question": ("*", "", 20),
    "pinochle-open-hands": ("*", "RETURN,N,RETURN,RETURN,Y,N", 300),
    "pinochle-help": ("*", "F5", 20),
}


@pytest.mark.parametrize("name", list(README))
def test_readme_picture(golden, name):
    letters, keys, wait = README[name]
    data = golden.data_dir()
    if name == "pinochle-record":
        six_games(data)
    made = golden.shot(golden.tmp / f"{name}.png", "pinochle", letters, keys, wait, seed=1, data_dir=data)
    golden.check(made, SHOTS / f"{name}.png")


def test_readme_picture_of_the_continue_question(golden):
    data = golden.data_dir()
    keys = "RETURN,N,RETURN,RETURN,N,N,1,1,1"            # a game begun and left
    golden.shot(golden.tmp / "left.png", "pinochle", "*", keys, 200, seed=1, data_dir=data)
    made = golden.shot(golden.tmp / "continue.png", "pinochle", None, "", 20, seed=1, data_dir=data)
    golden.check(made, SHOTS / "pinochle-continue.png")


@pytest.mark.parametrize("name", list(STATES))
def test_state_picture(golden, name):
    letters, keys, wait = STATES[name]
    made = golden.shot(golden.tmp / f"{name}.png", "pinochle", letters, keys, wait, seed=1)
    golden.check(made, REFERENCES / f"{name}.png")


def six_games(folder):
    """The record the README's picture shows: 6 played, 3 won, 2 lost, 1 drawn, best 1120,
    average 932.5, no win now, at most two wins in a row."""
    from retro.keep import Record
    from retro.store import Store

    record = Record(Store(folder), "pinochle")
    for outcome, score in [("won", 1120), ("won", 1000), ("lost", 800), ("won", 1050), ("drawn", 900),
                           ("lost", 725)]:
        record.add("all", outcome, score)
