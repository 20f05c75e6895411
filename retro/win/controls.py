"""The controls: Label, GroupBox, Button, CheckBox, TextBox, Spin, Slider, ScrollBar, BackChooser."""

from __future__ import annotations

from typing import Callable

import pyxel

from retro.win.widgets import HOLD, REPEAT, Widget, ctrl, enter_pressed, pressed, shift


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
        inside = self._mouse_down and self.contains(mx, my)
        self._mouse_down = self._inside = False
        if inside:
            self.click()

    def key(self) -> bool:
        if pyxel.btnp(pyxel.KEY_SPACE):
            self._space = True
            return True
        if self._space and not pyxel.btn(pyxel.KEY_SPACE):
            self._space = False
            self.click()
            return True
        if enter_pressed():
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
        if self._down and self.contains(mx, my):
            self.toggle()
        self._down = False

    def key(self) -> bool:
        if pyxel.btnp(pyxel.KEY_SPACE):
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


class TextBox(Widget):
    """A one-line edit field: typed text (``pyxel.input_text``), Backspace, Delete, arrows, Home/End.

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

    def _move(self, to: int) -> None:
        """The caret to ``to``; with Shift the selection follows it, without it the selection goes."""
        if shift():
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

    def key(self) -> bool:
        used = False
        if ctrl():
            if pyxel.btnp(pyxel.KEY_A):
                self.select_all()
                self._blink = 0
                return True
            return False                      # no Ctrl shortcut types a letter
        typed = pyxel.input_text
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
        if pressed(pyxel.KEY_BACKSPACE) and (self.selection or self.caret > 0):
            if not self._cut_selection():
                self.text = self.text[: self.caret - 1] + self.text[self.caret:]
                self.caret -= 1
            self.emit("change", self.text)
            used = True
        if pressed(pyxel.KEY_DELETE) and (self.selection or self.caret < len(self.text)):
            if not self._cut_selection():
                self.text = self.text[: self.caret] + self.text[self.caret + 1:]
            self.emit("change", self.text)
            used = True
        for key, step in ((pyxel.KEY_LEFT, -1), (pyxel.KEY_RIGHT, 1)):
            if pressed(key):
                sel = self.selection
                if sel and not shift():           # an arrow first collapses the selection
                    self.anchor, self.caret = None, sel[0] if step < 0 else sel[1]
                else:
                    self._move(self.caret + step)
                used = True
        if pyxel.btnp(pyxel.KEY_HOME):
            self._move(0)
            used = True
        if pyxel.btnp(pyxel.KEY_END):
            self._move(len(self.text))
            used = True
        if enter_pressed():
            self.emit("enter", self.text)   # not "used": Enter also reaches the default button
        if used:
            self._blink = 0
        return used

    def tick(self) -> None:
        self._blink += 1

    def draw_self(self) -> None:
        look = self.look
        f = look.ui
        x, y = self.ax, self.ay
        h = self.h or f.height + 8
        self.h = h
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

    def key(self) -> bool:
        if pressed(pyxel.KEY_UP):
            self.step(1)
            return True
        if pressed(pyxel.KEY_DOWN):
            self.step(-1)
            return True
        if pyxel.btnp(pyxel.KEY_HOME):
            return self.set_value(self.lo) or True
        if pyxel.btnp(pyxel.KEY_END):
            return self.set_value(self.hi) or True
        typed = pyxel.input_text
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

    def key(self) -> bool:
        for key, delta in ((pyxel.KEY_LEFT, -1), (pyxel.KEY_DOWN, -1), (pyxel.KEY_RIGHT, 1), (pyxel.KEY_UP, 1)):
            if pressed(key):
                self.set_value(self.value + delta)
                return True
        if pyxel.btnp(pyxel.KEY_HOME):
            self.set_value(self.lo)
            return True
        if pyxel.btnp(pyxel.KEY_END):
            self.set_value(self.hi)
            return True
        return False

    def draw_self(self) -> None:
        self.look.slider(self.ax, self.ay, self.w, self.h, self.value - self.lo, self.hi - self.lo + 1,
                         self.focused, self.enabled)


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


class BackChooser(Widget):
    """A row of small card backs to choose from (CAS-U2); arrows or a click; fires "change"(back)."""

    focusable = True
    wants_arrows = True

    def __init__(self, x: int = 0, y: int = 0, backs: int | None = None, selected: int = 0,
                 on_change: Callable | None = None):
        from retro.win import cardart

        self.count = backs if backs is not None else cardart.BACK_COUNT
        cw, ch = cardart.SIZES["small"]
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
        from retro.win import cardart

        cw = cardart.SIZES["small"][0]
        self.select(max(0, min(self.count - 1, (mx - self.ax - 4) // (cw + 6))))

    def key(self) -> bool:
        if pressed(pyxel.KEY_LEFT):
            self.select(self.selected - 1)
            return True
        if pressed(pyxel.KEY_RIGHT):
            self.select(self.selected + 1)
            return True
        return False

    def draw_self(self) -> None:
        from retro.win import cardart

        cw, ch = cardart.SIZES["small"]
        for i in range(self.count):
            x = self.ax + 4 + i * (cw + 6)
            if i == self.selected:
                pyxel.rect(x - 3, self.ay + 1, cw + 6, ch + 6, self.look.select_bg)
                if self.focused:
                    self.look.focus_rect(x - 3, self.ay + 1, cw + 6, ch + 6, self.look.select_text)
            cardart.draw_back(x, self.ay + 4, i, "small")
