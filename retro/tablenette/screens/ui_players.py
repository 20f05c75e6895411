"""The Players dialog's parts (the dialog is ``ui_dialogs.PlayersDialog``): its controls and how it
checks a name.

Windows 3.1's option buttons are not in the kit: ``OptionButtons`` draws them
(round, black on white) as a row of one setting's choices. ``FollowingCheck``
is a check box for a setting that follows another until it is set (Coach,
which follows Open Hands). A name is checked against the window's font
(``drawable``: the letters its BDF has) and said in one line (``name_line``).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Callable

import pyxel

from retro import paths
from retro.palette import W_BLACK, W_GREY, W_WHITE
from retro.table.people import LONGEST_NAME, NameAnswer, default_name
from retro.win import WIN31, CheckBox, Widget
from retro.win.fonts import FACES
from retro.win.inputs import Frame

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


class OptionButtons(Widget):
    """One setting's choices as a row of option buttons (``labels``: choice -> words): a click
    chooses one, the arrow keys move the choice along the row; ``value`` is the chosen one and
    "change"(value) fires when it changes."""

    focusable = True
    wants_arrows = True
    GAP = 16                 # between one button's words and the next button

    def __init__(self, labels: dict, x: int, y: int, value):
        super().__init__(x, y, 0, 16)
        self.labels = dict(labels)
        self.choices = list(self.labels)
        self.value = value
        self._down: int | None = None

    def spans(self) -> list[tuple[int, int]]:
        """Each button's (left, width), its words included, from the row's left edge."""
        out, x = [], 0
        for choice in self.choices:
            w = RING_SIZE + 5 + self.look.ui.label_width(self.labels[choice]) + 2
            out.append((x, w))
            x += w + self.GAP
        return out

    def contains(self, mx, my):
        left, w = self.spans()[-1]
        self.w = left + w
        return super().contains(mx, my)

    def choice_at(self, mx: int) -> int | None:
        return next((i for i, (left, w) in enumerate(self.spans()) if left <= mx - self.ax < left + w), None)

    def choose(self, value) -> None:
        if value != self.value:
            self.value = value
            self.emit("change", value)

    def set_value(self, value) -> bool:
        if value not in self.choices:
            return False
        self.choose(value)
        return True

    def mouse_down(self, mx, my):
        self._down = self.choice_at(mx)

    def mouse_up(self, mx, my):
        self._down = None

    def mouse_click(self, mx, my):
        i = self.choice_at(mx)
        if i is not None:
            self.choose(self.choices[i])

    def key(self, keys: Frame) -> bool:
        i = self.choices.index(self.value) if self.value in self.choices else 0
        for name, step in (("LEFT", -1), ("UP", -1), ("RIGHT", 1), ("DOWN", 1)):
            if keys.pressed(getattr(pyxel, "KEY_" + name)):
                self.choose(self.choices[(i + step) % len(self.choices)])
                return True
        return False

    def draw_self(self) -> None:
        look = self.look
        ty = look.text_y(self.ay, self.h)
        for i, (left, _w) in enumerate(self.spans()):
            choice, x = self.choices[i], self.ax + left
            draw_option(x, self.ay + (self.h - RING_SIZE) // 2, choice == self.value, self.enabled, self._down == i)
            words = self.labels[choice]
            tx = x + RING_SIZE + 5
            look.label(tx, ty, words, self.enabled)
            if self.focused and choice == self.value:
                look.focus_rect(tx - 2, ty - 1, look.ui.label_width(words) + 4, look.ui.ascent + 3)


@lru_cache(maxsize=None)
def _drawn(face: str) -> frozenset[int]:
    """The characters the window's font ``face`` has a letter for (its BDF's encodings)."""
    path = paths.resource("win", FACES[face][0])
    return frozenset(int(line.split()[1]) for line in path.read_text(encoding="latin-1").splitlines()
                     if line.startswith("ENCODING "))


def drawable(ch: str) -> bool:
    """Whether Tablenette's window can write ``ch`` (in its plain and its bold letters)."""
    return all(ord(ch) in _drawn(face) for face in {WIN31.ui_face, WIN31.bold_face})


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
