"""A row of mutually exclusive buttons for one setting's choices (Windows 3.1 option buttons, Windows 98
radio buttons): the behaviour every program's row shares; each look draws its own button."""

from __future__ import annotations

import pyxel

from retro.win.inputs import Frame
from retro.win.widgets import Widget


class ChoiceRow(Widget):
    """One setting's choices as a row of buttons (``labels``: choice -> words): a click chooses one,
    the arrow keys move the choice along the row (and the focus) as in Windows; ``value`` is the chosen
    one, and "change"(value) fires when it changes. A subclass draws its look's button
    (``draw_button``) ``SIZE`` pixels square, ``GAP`` pixels after the words before it."""

    focusable = True
    wants_arrows = True
    SIZE = 12
    GAP = 16

    def __init__(self, labels: dict, x: int, y: int, value):
        super().__init__(x, y, 0, 16)
        self.labels = dict(labels)
        self.choices = list(self.labels)
        self.value = value
        self._down: int | None = None

    def draw_button(self, x: int, y: int, chosen: bool, enabled: bool, pressed: bool) -> None:
        raise NotImplementedError

    def spans(self) -> list[tuple[int, int]]:
        """Each button's (left, width), its words included, from the row's left edge."""
        out, x = [], 0
        for choice in self.choices:
            w = self.SIZE + 5 + self.look.ui.label_width(self.labels[choice]) + 2
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
        """Choose ``value`` if it is one of the row's; False if not."""
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
            self.draw_button(x, self.ay + (self.h - self.SIZE) // 2, choice == self.value, self.enabled,
                             self._down == i)
            words = self.labels[choice]
            tx = x + self.SIZE + 5
            look.label(tx, ty, words, self.enabled)
            if self.focused and choice == self.value:
                look.focus_rect(tx - 2, ty - 1, look.ui.label_width(words) + 4, look.ui.ascent + 3)


__all__ = ["ChoiceRow"]
