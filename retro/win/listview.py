"""A report list with clickable column headers that sort it (Casino's Hall of Fame, CAS-H3)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

import pyxel

from retro import web_input
from retro.win.inputs import Frame
from retro.win.scrollbar import ScrollBar
from retro.win.widgets import Widget


@dataclass
class Column:
    """A column: header ``title``, pixel ``width``, ``align`` "left"/"right", optional ``fmt``
    (value -> text) and ``descending_first`` (numbers sort biggest first on the first click)."""

    title: str
    width: int
    align: str = "left"
    fmt: Callable[[Any], str] | None = None
    descending_first: bool | None = None


def _sort_value(v):
    if v is None:
        return (2, 0)
    if isinstance(v, (int, float)):
        return (0, v)
    return (1, str(v).lower())


class ListView(Widget):
    """Rows of values under column headers. Click a header (or, with the list focused, type its
    number 1-9) to sort by it, again to reverse. Fires "select"(index, row), "activate"(index,
    row) on Enter / a second click on the selected row, and "sort"(column, descending).
    In a page a finger dragging the rows up or down scrolls them (a swipe); a finger that
    hardly moved presses its row once it is lifted."""

    focusable = True
    wants_arrows = True
    _finger: web_input.Swipe | None = None

    def __init__(self, x: int, y: int, w: int, h: int, columns: Sequence[Column],
                 rows: Sequence[Sequence[Any]] = (), sortable: bool = True):
        super().__init__(x, y, w, h)
        self.columns = list(columns)
        self.rows: list[Sequence[Any]] = list(rows)
        self.sortable = sortable
        self.sort_col: int | None = None
        self.sort_desc = False
        self.selected = -1
        self.top = 0
        self._pressed_header = -1
        self._header_inside = False
        self.scrollbar = self.add(ScrollBar(w - 18, 2, h - 4))
        self.scrollbar.on("scroll", self._on_scroll)

    # ---------------------------------------------------------- data
    def set_rows(self, rows: Sequence[Sequence[Any]]) -> None:
        self.rows = list(rows)
        self.selected = -1 if not self.rows else min(self.selected, len(self.rows) - 1)
        if self.sort_col is not None:
            self._sort()
        self.top = 0

    def sort_by(self, column: int, descending: bool | None = None) -> None:
        """Sort by ``column``; without ``descending`` a repeat click reverses the order."""
        if descending is None:
            if self.sort_col == column:
                descending = not self.sort_desc
            else:
                first = self.columns[column].descending_first
                if first is None:
                    first = any(isinstance(r[column], (int, float)) for r in self.rows if len(r) > column)
                descending = first
        keep = self.rows[self.selected] if 0 <= self.selected < len(self.rows) else None
        self.sort_col, self.sort_desc = column, descending
        self._sort()
        if keep is not None:
            self.selected = self.rows.index(keep)
        self.emit("sort", column, descending)

    def _sort(self) -> None:
        c = self.sort_col
        self.rows.sort(key=lambda r: _sort_value(r[c] if len(r) > c else None), reverse=self.sort_desc)
        if self.sort_desc:  # keep empty cells last either way
            self.rows.sort(key=lambda r: (r[c] if len(r) > c else None) is None)

    # ---------------------------------------------------------- geometry
    @property
    def header_h(self) -> int:
        return self.look.ui.height + 6

    @property
    def row_h(self) -> int:
        return self.look.ui.height + 3

    def fit_rows(self, count: int) -> None:
        """Make the list just tall enough to show ``count`` rows without scrolling (call once added)."""
        self.h = 4 + self.header_h + count * self.row_h
        self.scrollbar.h = self.h - 4
        self._sync_scroll()

    @property
    def page(self) -> int:
        return max(1, (self.h - 4 - self.header_h) // self.row_h)

    def _header_at(self, mx: int) -> int:
        x = self.ax + 2
        for i, col in enumerate(self.columns):
            if x <= mx < x + col.width:
                return i
            x += col.width
        return -1

    def _on_scroll(self, top: int) -> None:
        self.top = top

    def _sync_scroll(self) -> None:
        sb = self.scrollbar
        sb.total, sb.page = len(self.rows), self.page
        sb.visible = len(self.rows) > self.page
        self.top = max(0, min(self.top, max(0, len(self.rows) - self.page)))
        sb.top = self.top

    def _ensure_visible(self) -> None:
        if self.selected < self.top:
            self.top = self.selected
        elif self.selected >= self.top + self.page:
            self.top = self.selected - self.page + 1
        self._sync_scroll()

    def select(self, index: int) -> None:
        if not self.rows:
            return
        index = max(0, min(len(self.rows) - 1, index))
        if index != self.selected:
            self.selected = index
            self.emit("select", index, self.rows[index])
        self._ensure_visible()

    # ---------------------------------------------------------- input
    def mouse_down(self, mx, my):
        if my < self.ay + 2 + self.header_h:
            self._pressed_header = self._header_at(mx) if self.sortable else -1
            self._header_inside = self._pressed_header >= 0
            return
        if web_input.finger_down():               # a swipe or a tap: the lifted finger says which
            self._finger = web_input.Swipe(mx, my, self.row_h)
            return
        self._press_row(my)

    def _press_row(self, my: int) -> None:
        index = self.top + (my - self.ay - 2 - self.header_h) // self.row_h
        if 0 <= index < len(self.rows):
            if index == self.selected:
                self.emit("activate", index, self.rows[index])
            self.select(index)

    def mouse_move(self, mx, my):
        if self._finger is not None:
            lines = self._finger.move(mx, my)
            if lines:
                self.top = max(0, min(max(0, len(self.rows) - self.page), self.top + lines))
                self._sync_scroll()
            return
        if self._pressed_header >= 0:
            self._header_inside = (self._header_at(mx) == self._pressed_header
                                   and self.ay <= my < self.ay + 2 + self.header_h)

    def mouse_up(self, mx, my):
        finger, self._finger = self._finger, None
        if finger is not None:
            if not finger.swiping:
                self._press_row(finger.start[1])
            return
        col, self._pressed_header = self._pressed_header, -1
        if col >= 0 and self._header_inside:
            self.sort_by(col)
        self._header_inside = False

    def wheel(self, steps: int) -> bool:
        self.top = max(0, min(max(0, len(self.rows) - self.page), self.top + steps * 3))
        self._sync_scroll()
        return True

    def key(self, keys: Frame) -> bool:
        moves = ((pyxel.KEY_UP, -1), (pyxel.KEY_DOWN, 1), (pyxel.KEY_PAGEUP, -self.page),
                 (pyxel.KEY_PAGEDOWN, self.page))
        for key, step in moves:
            if keys.pressed(key):
                self.select((self.selected if self.selected >= 0 else 0) + (step if self.selected >= 0 else 0))
                return True
        if keys.went_down(pyxel.KEY_HOME):
            self.select(0)
            return True
        if keys.went_down(pyxel.KEY_END):
            self.select(len(self.rows) - 1)
            return True
        if self.sortable:  # the keyboard's way to press a header: its number
            typed = keys.text
            if typed and typed[-1].isdigit() and 1 <= int(typed[-1]) <= len(self.columns):
                self.sort_by(int(typed[-1]) - 1)
                return True
        if keys.enter and self.selected >= 0:
            self.emit("activate", self.selected, self.rows[self.selected])
        return False

    # ---------------------------------------------------------- drawing
    def draw_self(self) -> None:
        self._sync_scroll()
        look = self.look
        f = look.ui
        x, y, w, h = self.ax, self.ay, self.w, self.h
        look.field(x, y, w, h, self.enabled)
        inner_w = w - 4 - (self.scrollbar.w if self.scrollbar.visible else 0)
        hx = x + 2
        pyxel.clip(x + 2, y + 2, inner_w, h - 4)
        for i, col in enumerate(self.columns):
            down = i == self._pressed_header and self._header_inside
            mark = 0 if self.sort_col != i else (-1 if self.sort_desc else 1)
            look.header_button(hx, y + 2, col.width, self.header_h, col.title, down, mark)
            hx += col.width
        if hx < x + 2 + inner_w:
            look.header_button(hx, y + 2, x + 2 + inner_w - hx, self.header_h, "", False)
        ry = y + 2 + self.header_h
        for index in range(self.top, min(len(self.rows), self.top + self.page)):
            row = self.rows[index]
            selected = index == self.selected
            if selected:
                bg = look.select_bg if self.focused or look.name == "31" else look.face
                pyxel.rect(x + 2, ry, inner_w, self.row_h, bg)
            text_col = look.select_text if selected and (self.focused or look.name == "31") else look.text_col
            cx = x + 2
            for c, col in enumerate(self.columns):
                value = row[c] if c < len(row) else ""
                text = col.fmt(value) if col.fmt else ("" if value is None else str(value))
                pyxel.clip(cx, ry, col.width - 2, self.row_h)
                tx = cx + 5 if col.align == "left" else cx + col.width - 6 - f.width(text)
                f.draw(tx, ry + 1, text, text_col)
                cx += col.width
            pyxel.clip(x + 2, y + 2, inner_w, h - 4)
            if selected and self.focused:
                look.focus_rect(x + 2, ry, inner_w, self.row_h, look.select_text)
            ry += self.row_h
        pyxel.clip()
