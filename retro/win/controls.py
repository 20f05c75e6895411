"""The basic controls: Label, GroupBox, Button and CheckBox."""

from __future__ import annotations

from typing import Callable

import pyxel

from retro.win.inputs import Frame
from retro.win.widgets import Widget


class Label(Widget):
    """Static text; ``wrap`` breaks it to the width. Alt+mnemonic focuses the next control."""

    def __init__(self, label: str, x: int = 0, y: int = 0, w: int = 0, h: int = 0,
                 align: str = "left", wrap: bool = False, bold: bool = False, col: int | None = None):
        super().__init__(x, y, w, h)
        self.label, self.align, self.wrap, self.bold, self.col = label, align, wrap, bold, col

    def activate(self) -> None:
        parent = self.parent
        if parent is None:
            return
        siblings = parent.children
        for w in siblings[siblings.index(self) + 1:]:
            if w.focusable and w.visible and w.enabled:
                w.set_focus()
                return

    def draw_self(self) -> None:
        look = self.look
        f = look.bold if self.bold else look.ui
        lines = f.wrap(self.label, self.w) if (self.wrap and self.w) else self.label.split("\n")
        y = self.ay
        for line in lines:
            x = self.ax
            if self.align != "left" and self.w:
                tw = f.label_width(line)
                x += (self.w - tw) // (2 if self.align == "center" else 1)
            look.label(x, y, line, self.enabled, f, self.col)
            y += f.height + 1


class GroupBox(Widget):
    """A labelled frame around other controls (children are placed inside it)."""

    def __init__(self, label: str, x: int, y: int, w: int, h: int):
        super().__init__(x, y, w, h)
        self.label = label

    def draw_self(self) -> None:
        bg = getattr(self.scope, "background", self.look.dialog_bg)
        self.look.group_box(self.ax, self.ay, self.w, self.h, self.label, bg)


class Button(Widget):
    """A 3-D push button. Fires "click" on release inside it, on Space, or on Enter while focused."""

    focusable = True
    wants_enter = True

    def __init__(self, label: str, x: int = 0, y: int = 0, w: int = 75, h: int = 23,
                 on_click: Callable | None = None, default: bool = False, cancel: bool = False):
        super().__init__(x, y, w, h)
        self.label, self.default, self.cancel = label, default, cancel
        self._mouse_down = self._inside = self._space = False
        if on_click is not None:
            self.on("click", lambda _b: on_click())

    @property
    def pressed(self) -> bool:
        return (self._mouse_down and self._inside) or self._space

    def click(self) -> None:
        self.emit("click", self)

    def activate(self) -> None:
        self.set_focus()
        self.click()

    def mouse_down(self, mx, my):
        self._mouse_down = self._inside = True

    def mouse_move(self, mx, my):
        self._inside = self.contains(mx, my)

    def mouse_up(self, mx, my):
        self._mouse_down = self._inside = False

    def mouse_click(self, mx, my):
        self.click()

    def key(self, keys: Frame) -> bool:
        if keys.went_down(pyxel.KEY_SPACE):
            self._space = True
            return True
        if self._space and not keys.held(pyxel.KEY_SPACE):
            self._space = False
            self.click()
            return True
        if keys.enter:
            self.click()
            return True
        return False

    def draw_self(self) -> None:
        scope = self.scope
        # the default button loses its heavy border while another button has focus
        default = self.default and not (scope is not None and isinstance(scope.focus, Button)
                                        and scope.focus is not self)
        self.look.button(self.ax, self.ay, self.w, self.h, self.label, self.pressed,
                         default or self.focused, self.focused, self.enabled)


class CheckBox(Widget):
    """A check box with its label; Space or a click toggles it and fires "change"(checked)."""

    focusable = True

    def __init__(self, label: str, x: int = 0, y: int = 0, checked: bool = False,
                 on_change: Callable | None = None, w: int = 0):
        super().__init__(x, y, w, 16)
        self.label, self.checked = label, checked
        self._down = False
        if on_change is not None:
            self.on("change", on_change)

    def contains(self, mx, my):
        if not self.w:
            self.w = self.look.check_size + 6 + self.look.ui.label_width(self.label) + 4
        return super().contains(mx, my)

    def toggle(self) -> None:
        self.checked = not self.checked
        self.emit("change", self.checked)

    def activate(self) -> None:
        self.set_focus()
        self.toggle()

    def mouse_down(self, mx, my):
        self._down = True

    def mouse_up(self, mx, my):
        self._down = False

    def mouse_click(self, mx, my):
        self.toggle()

    def key(self, keys: Frame) -> bool:
        if keys.went_down(pyxel.KEY_SPACE):
            self.toggle()
            return True
        return False

    def draw_self(self) -> None:
        look = self.look
        x, y = self.ax, self.ay
        s = look.check_size
        by = y + (self.h - s) // 2
        look.check_box(x, by, self.checked, self.enabled, self._down)
        tx = x + s + 6
        ty = look.text_y(y, self.h)
        look.label(tx, ty, self.label, self.enabled)
        if self.focused:
            look.focus_rect(tx - 2, ty - 1, look.ui.label_width(self.label) + 4, look.ui.ascent + 3)
