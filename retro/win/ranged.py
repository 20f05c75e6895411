"""Controls holding a whole number in a range: Spin (arrows) and Slider (trackbar)."""

from __future__ import annotations

from typing import Callable

import pyxel

from retro.win.inputs import HOLD, REPEAT, Frame
from retro.win.widgets import Widget


class Ranged(Widget):
    """A widget holding a whole number in ``lo``..``hi`` that fires "change"(value)."""

    def __init__(self, x: int, y: int, w: int, h: int, value: int, lo: int, hi: int,
                 on_change: Callable | None):
        super().__init__(x, y, w, h)
        self.lo, self.hi = lo, hi
        self.value = max(lo, min(hi, value))
        if on_change is not None:
            self.on("change", on_change)

    def set_value(self, value: int) -> bool:
        """Set within bounds; returns False (value unchanged) when ``value`` is out of bounds."""
        if not self.lo <= value <= self.hi:
            return False
        if value != self.value:
            self.value = value
            self.emit("change", value)
        return True


class Spin(Ranged):
    """A number field with up/down arrows, ``lo``..``hi`` (1-9 by default); fires "change"(value).

    Up/Down keys step it, a typed digit sets it, values outside the bounds are refused.
    """

    focusable = True
    wants_arrows = True

    def __init__(self, x: int = 0, y: int = 0, value: int = 5, lo: int = 1, hi: int = 9,
                 w: int = 44, h: int = 0, on_change: Callable | None = None):
        super().__init__(x, y, w, h, value, lo, hi, on_change)
        self._held = ""        # "up"/"down" arrow held by the mouse
        self._hold_frames = 0

    def step(self, delta: int) -> bool:
        return self.set_value(self.value + delta)

    def _arrow_rects(self):
        h = self._height()
        bw = 15
        x = self.ax + self.w - bw
        half = h // 2
        return (x, self.ay, bw, half), (x, self.ay + half, bw, h - half)

    def _height(self) -> int:
        if not self.h:
            self.h = self.look.ui.height + 8
        return self.h

    def mouse_down(self, mx, my):
        up, down = self._arrow_rects()
        for name, (x, y, w, h) in (("up", up), ("down", down)):
            if x <= mx < x + w and y <= my < y + h:
                self._held, self._hold_frames = name, 0
                self.step(1 if name == "up" else -1)

    def mouse_up(self, mx, my):
        self._held = ""

    def tick(self) -> None:
        if self._held:
            self._hold_frames += 1
            if self._hold_frames > HOLD and self._hold_frames % REPEAT == 0:
                self.step(1 if self._held == "up" else -1)

    def key(self, keys: Frame) -> bool:
        if keys.pressed(pyxel.KEY_UP):
            self.step(1)
            return True
        if keys.pressed(pyxel.KEY_DOWN):
            self.step(-1)
            return True
        if keys.went_down(pyxel.KEY_HOME):
            return self.set_value(self.lo) or True
        if keys.went_down(pyxel.KEY_END):
            return self.set_value(self.hi) or True
        typed = keys.text
        if typed and typed[-1].isdigit():
            self.set_value(int(typed[-1]))
            return True
        return False

    def wheel(self, steps: int) -> bool:
        self.step(-steps)
        return True

    def draw_self(self) -> None:
        look = self.look
        f = look.ui
        h = self._height()
        x, y = self.ax, self.ay
        look.field(x, y, self.w, h, self.enabled)
        up, down = self._arrow_rects()
        inset = 2 if look.name == "98" else 0
        look.arrow_button(up[0] - inset, up[1] + inset, up[2], up[3] - inset, "up",
                          self._held == "up", self.enabled and self.value < self.hi)
        look.arrow_button(down[0] - inset, down[1], down[2], down[3] - inset, "down",
                          self._held == "down", self.enabled and self.value > self.lo)
        text = str(self.value)
        tx, ty = x + 5, look.text_y(y, h)
        if not self.enabled:                   # greyed, as Windows showed a field that cannot change now
            f.draw(tx, ty, text, look.disabled_col)
        elif self.focused:
            pyxel.rect(tx - 1, ty - 1, f.width(text) + 2, f.ascent + 3, look.select_bg)
            f.draw(tx, ty, text, look.select_text)
        else:
            f.draw(tx, ty, text, look.text_col)


class Slider(Ranged):
    """A trackbar with one tick per value (``lo``..``hi``); Left/Right/Home/End; fires "change"."""

    focusable = True
    wants_arrows = True

    def __init__(self, x: int = 0, y: int = 0, w: int = 150, value: int = 5, lo: int = 1, hi: int = 9,
                 on_change: Callable | None = None):
        super().__init__(x, y, w, 22, value, lo, hi, on_change)
        self._drag = False

    def _value_at(self, mx: int) -> int:
        left, right = self.ax + 6, self.ax + self.w - 7
        span = self.hi - self.lo
        t = (mx - left) / max(1, right - left)
        return self.lo + max(0, min(span, round(t * span)))

    def mouse_down(self, mx, my):
        self._drag = True
        self.set_value(self._value_at(mx))

    def mouse_move(self, mx, my):
        if self._drag:
            self.set_value(self._value_at(mx))

    def mouse_up(self, mx, my):
        self._drag = False

    def key(self, keys: Frame) -> bool:
        for key, delta in ((pyxel.KEY_LEFT, -1), (pyxel.KEY_DOWN, -1), (pyxel.KEY_RIGHT, 1), (pyxel.KEY_UP, 1)):
            if keys.pressed(key):
                self.set_value(self.value + delta)
                return True
        if keys.went_down(pyxel.KEY_HOME):
            self.set_value(self.lo)
            return True
        if keys.went_down(pyxel.KEY_END):
            self.set_value(self.hi)
            return True
        return False

    def draw_self(self) -> None:
        self.look.slider(self.ax, self.ay, self.w, self.h, self.value - self.lo, self.hi - self.lo + 1,
                         self.focused, self.enabled)
