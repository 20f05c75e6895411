"""ScrollBar: the vertical bar of lists and text views."""

from __future__ import annotations

from retro.win.inputs import HOLD, REPEAT
from retro.win.widgets import Widget


class ScrollBar(Widget):
    """A vertical scroll bar for ``total`` lines of which ``page`` show; fires "scroll"(top)."""

    def __init__(self, x: int, y: int, h: int, w: int = 16):
        super().__init__(x, y, w, h)
        self.top = 0
        self.total = 0
        self.page = 1
        self._held = ""
        self._frames = 0
        self._grab = 0

    @property
    def max_top(self) -> int:
        return max(0, self.total - self.page)

    def scroll_to(self, top: int) -> None:
        top = max(0, min(self.max_top, top))
        if top != self.top:
            self.top = top
            self.emit("scroll", top)

    def _thumb(self) -> tuple[int, int]:
        track = self.h - 2 * self.w
        if self.total <= self.page or track <= 8:
            return 0, 0
        size = max(8, track * self.page // self.total)
        pos = (track - size) * self.top // max(1, self.max_top)
        return self.ay + self.w + pos, size

    def _part(self, my: int) -> str:
        y = self.ay
        if my < y + self.w:
            return "up"
        if my >= y + self.h - self.w:
            return "down"
        ty, size = self._thumb()
        if size and ty <= my < ty + size:
            return "thumb"
        return "pageup" if my < ty else "pagedown"

    def _act(self, part: str) -> None:
        step = {"up": -1, "down": 1, "pageup": -self.page, "pagedown": self.page}.get(part, 0)
        self.scroll_to(self.top + step)

    def mouse_down(self, mx, my):
        self._held, self._frames = self._part(my), 0
        if self._held == "thumb":
            self._grab = my - self._thumb()[0]
        else:
            self._act(self._held)

    def mouse_move(self, mx, my):
        if self._held == "thumb":
            track = self.h - 2 * self.w
            size = self._thumb()[1]
            rel = my - self._grab - (self.ay + self.w)
            self.scroll_to(round(rel * self.max_top / max(1, track - size)))

    def mouse_up(self, mx, my):
        self._held = ""

    def tick(self) -> None:
        if self._held and self._held != "thumb":
            self._frames += 1
            if self._frames > HOLD and self._frames % REPEAT == 0:
                self._act(self._held)

    def draw_self(self) -> None:
        look = self.look
        x, y, w, h = self.ax, self.ay, self.w, self.h
        look.scroll_track(x, y, w, h)
        active = self.total > self.page
        look.arrow_button(x, y, w, w, "up", self._held == "up", active)
        look.arrow_button(x, y + h - w, w, w, "down", self._held == "down", active)
        ty, size = self._thumb()
        if size:
            look.scroll_thumb(x, ty, w, size)
