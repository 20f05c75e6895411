"""TextBox: the one-line edit field with its caret and selection."""

from __future__ import annotations

from typing import Callable

import pyxel

from retro import web_input
from retro.win.inputs import Frame, press_next
from retro.win.widgets import Widget


class TextBox(Widget):
    """A one-line edit field: typed text (the frame's ``text``), Backspace, Delete, arrows, Home/End.

    As in Windows, the whole text is selected when the field gets the focus from the
    keyboard or its dialog (a click then places the caret); Ctrl+A selects all; Shift
    with the arrows, Home or End, or a drag of the mouse, selects part; typing replaces
    the selection. Fires "change"(text) on every edit and "enter"(text) on Enter (which
    then also reaches the dialog's default button). A disabled field is greyed.
    """

    focusable = True
    takes_text = True

    def __init__(self, x: int = 0, y: int = 0, w: int = 120, h: int = 0, text: str = "",
                 max_len: int = 32, on_change: Callable | None = None):
        super().__init__(x, y, w, h)
        self.text, self.max_len = text, max_len
        self.caret = len(text)
        self.anchor: int | None = None      # the selection runs from anchor to caret
        self._scroll = 0
        self._blink = 0
        self.on("focus", self.select_all)
        if on_change is not None:
            self.on("change", on_change)

    def set_text(self, text: str) -> None:
        self.text = text[: self.max_len]
        self.caret = len(self.text)
        self.anchor = None
        self.emit("change", self.text)

    # --- the selection ------------------------------------------------------------
    def select_all(self) -> None:
        self.anchor, self.caret = 0, len(self.text)

    @property
    def selection(self) -> tuple[int, int] | None:
        """(start, end) of the selected text, or None when nothing is selected."""
        if self.anchor is None or self.anchor == self.caret:
            return None
        return min(self.anchor, self.caret), max(self.anchor, self.caret)

    @property
    def selected_text(self) -> str:
        sel = self.selection
        return self.text[sel[0]:sel[1]] if sel else ""

    def _cut_selection(self) -> bool:
        sel = self.selection
        self.anchor = None
        if sel is None:
            return False
        self.text = self.text[: sel[0]] + self.text[sel[1]:]
        self.caret = sel[0]
        return True

    def _move(self, to: int, shift: bool) -> None:
        """The caret to ``to``; with Shift the selection follows it, without it the selection goes."""
        if shift:
            if self.anchor is None:
                self.anchor = self.caret
        else:
            self.anchor = None
        self.caret = max(0, min(len(self.text), to))

    # --- input ---------------------------------------------------------------------
    def _pos_at(self, mx: int) -> int:
        f = self.look.ui
        rel = mx - (self.ax + 4) + self._scroll
        pos = 0
        while pos < len(self.text) and f.width(self.text[: pos + 1]) - f.width(self.text[pos]) // 2 < rel:
            pos += 1
        return pos

    def mouse_down(self, mx, my):
        self.caret = self._pos_at(mx)
        self.anchor = self.caret
        self._blink = 0

    def mouse_move(self, mx, my):
        self.caret = self._pos_at(mx)

    def key(self, keys: Frame) -> bool:
        used = False
        shift = keys.shift
        if keys.ctrl:
            if keys.went_down(pyxel.KEY_A):
                self.select_all()
                self._blink = 0
                return True
            return False                      # no Ctrl shortcut types a letter
        typed = keys.text
        if typed:
            typed = "".join(ch for ch in typed if ch.isprintable())
            if typed:
                changed = self._cut_selection()
                room = self.max_len - len(self.text)
                typed = typed[:max(0, room)]
                if typed:
                    self.text = self.text[: self.caret] + typed + self.text[self.caret:]
                    self.caret += len(typed)
                if typed or changed:
                    self.emit("change", self.text)
            used = True
        if keys.pressed(pyxel.KEY_BACKSPACE) and (self.selection or self.caret > 0):
            if not self._cut_selection():
                self.text = self.text[: self.caret - 1] + self.text[self.caret:]
                self.caret -= 1
            self.emit("change", self.text)
            used = True
        if keys.pressed(pyxel.KEY_DELETE) and (self.selection or self.caret < len(self.text)):
            if not self._cut_selection():
                self.text = self.text[: self.caret] + self.text[self.caret + 1:]
            self.emit("change", self.text)
            used = True
        for key, step in ((pyxel.KEY_LEFT, -1), (pyxel.KEY_RIGHT, 1)):
            if keys.pressed(key):
                sel = self.selection
                if sel and not shift:           # an arrow first collapses the selection
                    self.anchor, self.caret = None, sel[0] if step < 0 else sel[1]
                else:
                    self._move(self.caret + step, shift)
                used = True
        if keys.went_down(pyxel.KEY_HOME):
            self._move(0, shift)
            used = True
        if keys.went_down(pyxel.KEY_END):
            self._move(len(self.text), shift)
            used = True
        if keys.enter:
            self.emit("enter", self.text)   # not "used": Enter also reaches the default button
        if used:
            self._blink = 0
        return used

    def tick(self) -> None:
        self._blink += 1

    # --- a page's text field (retro.web_input): a phone's keyboard types here -------------------
    def page_field(self) -> web_input.Field | None:
        """Where the page's text field goes while this box has the focus of the dialog in front."""
        if not (self.visible and self.enabled and self.focused and self._in_front()):
            return None
        return web_input.Field(self.ax, self.ay, self.w, self.h or self.look.ui.height + 8, self.text,
                               self.max_len, look="win")

    def _in_front(self) -> bool:
        """The box's dialog is the one in front (or, in a window's client area, no dialog is open)."""
        scope = self.scope
        window = getattr(scope, "window", None)
        if window is not None:                                   # a dialog
            return bool(window.dialogs) and window.dialogs[-1] is scope
        return not getattr(scope, "dialogs", ())

    def page_typed(self, text: str) -> None:
        """The page's field holds ``text``: so does the box (the caret at its end)."""
        text = web_input.plain_text(text, self.max_len)
        if text != self.text:
            self.set_text(text)
        self._blink = 0

    def page_press(self, name: str) -> None:
        """Enter or Esc in the page's field: pressed in the next frame, as the keyboard's."""
        press_next(pyxel.KEY_RETURN if name == "RETURN" else pyxel.KEY_ESCAPE)

    def draw_self(self) -> None:
        look = self.look
        f = look.ui
        x, y = self.ax, self.ay
        h = self.h or f.height + 8
        self.h = h
        if self.focused and web_input.BRIDGE.active:
            web_input.BRIDGE.want(self)                 # the page's field, if the box is in front
        look.field(x, y, self.w, h, self.enabled)
        inner = self.w - 8
        cx = f.width(self.text[: self.caret])
        if cx - self._scroll > inner:
            self._scroll = cx - inner
        elif cx < self._scroll:
            self._scroll = max(0, cx - inner // 3)
        ty = look.text_y(y, h)
        x0 = x + 4 - self._scroll
        pyxel.clip(x + 2, y + 2, self.w - 4, h - 4)
        f.draw(x0, ty, self.text, look.text_col if self.enabled else look.disabled_col)
        sel = self.selection if self.focused and self.enabled else None
        if sel:
            sx = x0 + f.width(self.text[: sel[0]])
            part = self.text[sel[0]:sel[1]]
            pyxel.rect(sx, ty - 1, f.width(part), f.ascent + 3, look.select_bg)
            f.draw(sx, ty, part, look.select_text)
        elif self.focused and (self._blink // 16) % 2 == 0:
            px = x0 + cx - 1
            pyxel.line(px, ty - 1, px, ty + f.ascent + 1, look.text_col)
        pyxel.clip()
