"""BackChooser: a row of small card backs to choose from (CAS-U2)."""

from __future__ import annotations

from typing import Callable

import pyxel

from retro.win.cardart import BACK_COUNT, SIZES, draw_back
from retro.win.inputs import Frame
from retro.win.widgets import Widget


class BackChooser(Widget):
    """A row of small card backs to choose from (CAS-U2); arrows or a click; fires "change"(back)."""

    focusable = True
    wants_arrows = True

    def __init__(self, x: int = 0, y: int = 0, backs: int | None = None, selected: int = 0,
                 on_change: Callable | None = None):
        self.count = backs if backs is not None else BACK_COUNT
        cw, ch = SIZES["small"]
        super().__init__(x, y, self.count * (cw + 6) + 2, ch + 8)
        self.selected = selected
        if on_change is not None:
            self.on("change", on_change)

    def select(self, back: int) -> None:
        back %= self.count
        if back != self.selected:
            self.selected = back
            self.emit("change", back)

    def mouse_down(self, mx, my):
        cw = SIZES["small"][0]
        self.select(max(0, min(self.count - 1, (mx - self.ax - 4) // (cw + 6))))

    def key(self, keys: Frame) -> bool:
        if keys.pressed(pyxel.KEY_LEFT):
            self.select(self.selected - 1)
            return True
        if keys.pressed(pyxel.KEY_RIGHT):
            self.select(self.selected + 1)
            return True
        return False

    def draw_self(self) -> None:
        cw, ch = SIZES["small"]
        for i in range(self.count):
            x = self.ax + 4 + i * (cw + 6)
            if i == self.selected:
                pyxel.rect(x - 3, self.ay + 1, cw + 6, ch + 6, self.look.select_bg)
                if self.focused:
                    self.look.focus_rect(x - 3, self.ay + 1, cw + 6, ch + 6, self.look.select_text)
            draw_back(x, self.ay + 4, i, "small")
