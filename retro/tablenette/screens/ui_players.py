"""The Players dialog's parts (the dialog is ``ui_dialogs.PlayersDialog``): its controls and how it
checks a name.

Windows 3.1's option buttons are not in the kit: ``OptionButtons`` draws them
(round, black on white) as a row of one setting's choices. ``FollowingCheck``
is a check box for a setting that follows another until it is set (Coach,
which follows Open Hands). A name is checked against the window's font
(``drawable``: the letters its BDF has) and said in one line (``name_line``).
"""

from __future__ import annotations

from typing import Callable

import pyxel

from retro.palette import W_BLACK, W_GREY, W_WHITE
from retro.table.people import LONGEST_NAME, NameAnswer, default_name
from retro.win import WIN31, CheckBox
from retro.win.fonts import look_writes
from retro.win.choicerow import ChoiceRow

# The 3.1 option button, 12x12: a black ring (x) round a white field (f).
RING = ("....xxxx....", "..xxffffxx..", ".xffffffffx.", ".xffffffffx.", "xffffffffffx", "xffffffffffx",
        "xffffffffffx", "xffffffffffx", ".xffffffffx.", ".xffffffffx.", "..xxffffxx..", "....xxxx....")
INNER = ("..xxxx..", ".x....x.", "x......x", "x......x", "x......x", "x......x", ".x....x.", "..xxxx..")
DOT = (".KK.", "KKKK", "KKKK", ".KK.")       # the chosen button's dot
RING_SIZE = 12


def draw_option(x: int, y: int, chosen: bool, enabled: bool = True, pressed: bool = False) -> None:
    """One option button with its top left at (x, y): the ring doubled while it is held down, the
    ring and dot grey when greyed."""
    ink = W_BLACK if enabled else W_GREY
    for dy, row in enumerate(RING):
        for dx, mark in enumerate(row):
            if mark == "x":
                pyxel.pset(x + dx, y + dy, ink)
            elif mark == "f":
                pyxel.pset(x + dx, y + dy, W_WHITE)
    for dy, row in enumerate(INNER if pressed else ()):
        for dx, mark in enumerate(row):
            if mark == "x":
                pyxel.pset(x + 2 + dx, y + 2 + dy, ink)
    if chosen:
        for dy, row in enumerate(DOT):
            for dx, mark in enumerate(row):
                if mark == "K":
                    pyxel.pset(x + 4 + dx, y + 4 + dy, ink)


class OptionButtons(ChoiceRow):
    """One setting's choices as a row of option buttons (``labels``: choice -> words): a click
    chooses one, the arrow keys move the choice along the row; ``value`` is the chosen one and
    "change"(value) fires when it changes."""

    GAP = 16                 # between one button's words and the next button
    SIZE = RING_SIZE

    def draw_button(self, x: int, y: int, chosen: bool, enabled: bool, pressed: bool) -> None:
        draw_option(x, y, chosen, enabled, pressed)


def drawable(ch: str) -> bool:
    """Whether Tablenette's window can write ``ch`` (in its plain and its bold letters)."""
    return look_writes(WIN31, ch)


def name_line(seat: int, answer: NameAnswer, typed: str) -> str:
    """What OK says of a name not taken as typed, in one line."""
    who = default_name(seat)
    if answer.problem == "empty":
        return f"{who} has no name, so it is \"{answer.name}\". OK takes it, or type a name."
    if answer.problem == "long":
        return f"A name has at most {LONGEST_NAME} letters: {who} is \"{answer.name}\". OK takes it."
    if answer.problem == "wide":
        return f"{' '.join(typed.split())} is too wide for the score box: {who} is \"{answer.name}\". OK takes it."
    if answer.problem == "same":
        return f"Both players are called {' '.join(typed.split())}: {who} is \"{answer.name}\". OK takes it."
    if answer.problem == "control":
        return f"{who}'s name holds a key that is not a letter. Please type it again."
    return f"{who}'s name has a letter this window cannot write. Please type it in other letters."


class FollowingCheck(CheckBox):
    """A check box for a setting that follows another until it is set (None, as Coach follows Open
    Hands): ticked as the other says until clicked; ``checked`` stays None till then."""

    def __init__(self, label: str, x: int, y: int, value: bool | None, follows: Callable[[], bool]):
        super().__init__(label, x, y, checked=value)
        self.follows = follows

    @property
    def ticked(self) -> bool:
        return self.follows() if self.checked is None else bool(self.checked)

    def toggle(self) -> None:
        self.checked = not self.ticked
        self.emit("change", self.checked)

    def draw_self(self) -> None:
        value, self.checked = self.checked, self.ticked
        super().draw_self()
        self.checked = value


__all__ = ["FollowingCheck", "OptionButtons", "drawable", "draw_option", "name_line"]
