"""The two window looks (Windows 3.1, Windows 98): how each paints every part.

Widgets never choose colours themselves: they ask their window's ``Look`` to
paint a button, a field, a title bar... ``WIN31`` and ``WIN98`` are the two
instances; a program picks one for its ``Window`` (``"31"`` or ``"98"``).
"""

from __future__ import annotations

import pyxel

from retro.palette import GRADIENT_BASE, GRADIENT_STEPS, W_BLACK, W_GREY, W_NAVY, W_RED, W_SILVER, W_WHITE
from retro.win.lookbase import W_LIGHT, Look

__all__ = ["Look", "Win31Look", "Win98Look", "WIN31", "WIN98", "LOOKS", "W_LIGHT"]


class Win31Look(Look):
    """Windows 3.1: white menus and dialogs, flat navy caption, centred system-font titles."""

    name = "31"
    frame = 4
    dialog_border = 5
    title_h = 20
    menu_h = 20
    item_h = 17
    button_h = 24
    dialog_bg = W_WHITE
    menu_bg = W_WHITE
    ui_face = "w31-system"
    bold_face = "w31-system"
    text_face = "w31-text"
    menu_text_indent = 16
    separator_h = 7

    def button(self, x, y, w, h, label, pressed=False, default=False, focused=False, enabled=True):
        pyxel.rect(x + 1, y + 1, w - 2, h - 2, self.face)
        # black outline with the corner pixels left out
        pyxel.line(x + 1, y, x + w - 2, y, W_BLACK)
        pyxel.line(x + 1, y + h - 1, x + w - 2, y + h - 1, W_BLACK)
        pyxel.line(x, y + 1, x, y + h - 2, W_BLACK)
        pyxel.line(x + w - 1, y + 1, x + w - 1, y + h - 2, W_BLACK)
        b = 1
        if default:
            pyxel.rectb(x + 1, y + 1, w - 2, h - 2, W_BLACK)
            b = 2
        ix, iy, iw, ih = x + b, y + b, w - 2 * b, h - 2 * b
        if pressed:
            pyxel.line(ix, iy, ix + iw - 1, iy, W_GREY)
            pyxel.line(ix, iy, ix, iy + ih - 1, W_GREY)
        else:
            for i in range(2):
                pyxel.line(ix, iy + i, ix + iw - 2 - i, iy + i, W_WHITE)
                pyxel.line(ix + i, iy, ix + i, iy + ih - 2 - i, W_WHITE)
                pyxel.line(ix + i + 1, iy + ih - 1 - i, ix + iw - 1, iy + ih - 1 - i, W_GREY)
                pyxel.line(ix + iw - 1 - i, iy + i + 1, ix + iw - 1 - i, iy + ih - 1, W_GREY)
        self.button_caption(x, y, w, h, label, pressed, focused, enabled)

    def field(self, x, y, w, h, enabled=True):
        pyxel.rect(x, y, w, h, W_WHITE)
        pyxel.rectb(x, y, w, h, W_BLACK if enabled else W_GREY)

    def check_box(self, x, y, checked, enabled=True, pressed=False):
        s = self.check_size
        pyxel.rect(x, y, s, s, W_WHITE)
        pyxel.rectb(x, y, s, s, W_BLACK if enabled else W_GREY)
        if pressed:
            pyxel.rectb(x + 1, y + 1, s - 2, s - 2, W_BLACK)
        if checked:  # the 3.1 check box shows an X
            col = W_BLACK if enabled else W_GREY
            pyxel.line(x + 1, y + 1, x + s - 2, y + s - 2, col)
            pyxel.line(x + s - 2, y + 1, x + 1, y + s - 2, col)

    def arrow_button(self, x, y, w, h, direction, pressed=False, enabled=True):
        pyxel.rect(x, y, w, h, self.face)
        pyxel.rectb(x, y, w, h, W_BLACK)
        if not pressed:
            pyxel.line(x + 1, y + 1, x + w - 3, y + 1, W_WHITE)
            pyxel.line(x + 1, y + 1, x + 1, y + h - 3, W_WHITE)
            pyxel.line(x + 1, y + h - 2, x + w - 2, y + h - 2, W_GREY)
            pyxel.line(x + w - 2, y + 1, x + w - 2, y + h - 2, W_GREY)
        off = 1 if pressed else 0
        size = 4 if min(w, h) >= 14 else 3
        self.arrow(x + (w - 1) // 2 + off, y + (h - 1) // 2 + off, direction,
                   W_BLACK if enabled else W_GREY, size)

    def scroll_track(self, x, y, w, h):
        pyxel.rect(x, y, w, h, W_SILVER)
        pyxel.rectb(x, y, w, h, W_BLACK)

    def scroll_thumb(self, x, y, w, h):
        pyxel.rect(x, y, w, h, self.face)
        pyxel.rectb(x, y, w, h, W_BLACK)
        pyxel.line(x + 1, y + 1, x + w - 3, y + 1, W_WHITE)
        pyxel.line(x + 1, y + 1, x + 1, y + h - 3, W_WHITE)
        pyxel.line(x + 1, y + h - 2, x + w - 2, y + h - 2, W_GREY)
        pyxel.line(x + w - 2, y + 1, x + w - 2, y + h - 2, W_GREY)

    def group_box(self, x, y, w, h, label, bg):
        f = self.ui
        top = y + f.ascent // 2
        pyxel.rectb(x, top, w, h - (top - y), W_BLACK)
        if label:
            tw = f.label_width(label)
            pyxel.rect(x + 6, y, tw + 4, f.height, bg)
            self.label(x + 8, y, label)

    def menu_title(self, x, y, w, label, state):
        h = self.menu_h - 1
        if state:
            pyxel.rect(x, y, w, h, self.select_bg)
        self.ui.draw_label(x + 7, self.text_y(y, h), label, self.select_text if state else self.text_col)

    def dropdown(self, x, y, w, h):
        pyxel.rect(x + 2, y + 2, w, h, W_GREY)   # the 3.1 drop shadow
        pyxel.rect(x, y, w, h, W_WHITE)
        pyxel.rectb(x, y, w, h, W_BLACK)

    def menu_separator(self, x, y, w):
        pyxel.line(x, y + 3, x + w - 1, y + 3, W_BLACK)

    def title_buttons(self, x, y, w, dialog):
        s = self.title_h - 1
        out = [("menu", x, y, s + 1, s)]
        if not dialog:
            out += [("min", x + w - 2 * s - 1, y, s, s), ("max", x + w - s, y, s, s)]
        return out

    def window_frame(self, x, y, w, h, dialog=False):
        pyxel.rect(x, y, w, h, W_BLACK)
        if dialog:  # the modal frame: thick in the caption colour
            b = self.dialog_border
            pyxel.rectb(x + 1, y + 1, w - 2, h - 2, W_NAVY)
            pyxel.rectb(x + 2, y + 2, w - 4, h - 4, W_NAVY)
            pyxel.rectb(x + 3, y + 3, w - 6, h - 6, W_NAVY)
            pyxel.rectb(x + b - 1, y + b - 1, w - 2 * b + 2, h - 2 * b + 2, W_BLACK)
            return
        b = self.frame
        pyxel.rect(x + 1, y + 1, w - 2, h - 2, W_SILVER)
        pyxel.rectb(x + b - 1, y + b - 1, w - 2 * b + 2, h - 2 * b + 2, W_BLACK)
        # the notches that mark the sizing corners
        c = self.title_h + b - 1
        for nx in (x + c, x + w - 1 - c):
            pyxel.line(nx, y, nx, y + b - 1, W_BLACK)
            pyxel.line(nx, y + h - b, nx, y + h - 1, W_BLACK)
        for ny in (y + c, y + h - 1 - c):
            pyxel.line(x, ny, x + b - 1, ny, W_BLACK)
            pyxel.line(x + w - b, ny, x + w - 1, ny, W_BLACK)

    def title_bar(self, x, y, w, title, active=True, dialog=False, pressed=""):
        h = self.title_h - 1
        pyxel.rect(x, y, w, h, self.title_bg if active else self.inactive_title_bg)
        pyxel.line(x, y + h, x + w - 1, y + h, W_BLACK)
        for kind, bx, by, bw, bh in self.title_buttons(x, y, w, dialog):
            if kind == "menu":
                pyxel.rect(bx, by, bw - 1, bh, W_SILVER)
                pyxel.line(bx + bw - 1, by, bx + bw - 1, by + bh - 1, W_BLACK)
                # the space-bar sign of the control-menu box
                bar_w = 13 if not dialog else 11
                sx, sy = bx + (bw - 1 - bar_w) // 2, by + bh // 2 - 1
                pyxel.rect(sx + 1, sy + 1, bar_w, 3, W_GREY)
                pyxel.rect(sx, sy, bar_w, 3, W_WHITE)
                pyxel.rectb(sx, sy, bar_w, 3, W_BLACK)
            else:
                pyxel.line(bx - 1, by, bx - 1, by + bh - 1, W_BLACK)
                down = pressed == kind
                pyxel.rect(bx, by, bw, bh, W_SILVER)
                if not down:
                    pyxel.line(bx, by, bx + bw - 2, by, W_WHITE)
                    pyxel.line(bx, by, bx, by + bh - 2, W_WHITE)
                    pyxel.line(bx + 1, by + bh - 1, bx + bw - 1, by + bh - 1, W_GREY)
                    pyxel.line(bx + bw - 1, by + 1, bx + bw - 1, by + bh - 1, W_GREY)
                    pyxel.line(bx + 2, by + bh - 2, bx + bw - 2, by + bh - 2, W_GREY)
                    pyxel.line(bx + bw - 2, by + 2, bx + bw - 2, by + bh - 2, W_GREY)
                off = 1 if down else 0
                self.arrow(bx + bw // 2 - 1 + off, by + bh // 2 + off - 1,
                           "down" if kind == "min" else "up", W_BLACK, 5)
        f = self.bold
        tw = f.width(title)
        pyxel.clip(x + 20, y, max(0, w - 60), h)
        f.draw(x + (w - tw) // 2, self.text_y(y, h, f), title,
               self.title_text if active else self.inactive_title_text)
        pyxel.clip()


class Win98Look(Look):
    """Windows 98: grey 3-D everything, navy-to-blue gradient caption, MS-Sans-like 8 pt text."""

    name = "98"
    frame = 4
    dialog_border = 3
    title_h = 19
    menu_h = 19
    item_h = 17
    button_h = 23
    ui_face = "w98-sans"
    bold_face = "w98-sans-bold"
    text_face = "w98-sans"
    menu_text_indent = 18
    separator_h = 9
    inactive_title_bg = W_GREY
    inactive_title_text = W_SILVER

    def button(self, x, y, w, h, label, pressed=False, default=False, focused=False, enabled=True):
        pyxel.rect(x, y, w, h, self.face)
        if default or focused:
            pyxel.rectb(x, y, w, h, W_BLACK)
            x, y, w, h = x + 1, y + 1, w - 2, h - 2
        if pressed:
            pyxel.rectb(x, y, w, h, W_GREY)
        else:
            self.edges(x, y, w, h, W_WHITE, W_BLACK)
            self.edges(x + 1, y + 1, w - 2, h - 2, W_LIGHT, W_GREY)
        self.button_caption(x, y, w, h, label, pressed, focused, enabled)

    def disabled_label(self, x, y, text, f):
        f.draw_label(x + 1, y + 1, text, W_WHITE)
        f.draw_label(x, y, text, W_GREY)

    def menu_title(self, x, y, w, label, state):
        h = self.menu_h - 1
        if state == "open":
            self.thin_sunken(x, y, w, h)
        elif state == "hot":
            self.thin_raised(x, y, w, h)
        off = 1 if state == "open" else 0
        self.ui.draw_label(x + 6 + off, self.text_y(y, h) + off, label, self.text_col)

    def dropdown(self, x, y, w, h):
        self.raised(x, y, w, h, W_SILVER)

    def menu_separator(self, x, y, w):
        pyxel.line(x + 1, y + 3, x + w - 2, y + 3, W_GREY)
        pyxel.line(x + 1, y + 4, x + w - 2, y + 4, W_WHITE)

    def title_buttons(self, x, y, w, dialog):
        bw, bh = 16, 14
        by = y + 2
        close = ("close", x + w - 2 - bw, by, bw, bh)
        if dialog:
            return [close]
        return [("menu", x + 2, y + 1, 16, 16), ("min", x + w - 4 - 3 * bw, by, bw, bh),
                ("max", x + w - 4 - 2 * bw, by, bw, bh), close]

    def window_frame(self, x, y, w, h, dialog=False):
        pyxel.rect(x, y, w, h, W_SILVER)
        self.edges(x, y, w, h, W_LIGHT, W_BLACK)
        self.edges(x + 1, y + 1, w - 2, h - 2, W_WHITE, W_GREY)

    def _gradient(self, w: int, h: int, active: bool) -> pyxel.Image:
        key = (w, h, active)
        img = self._title_cache.get(key)
        if img is None:
            img = self._title_cache[key] = pyxel.Image(w, h)
            last = GRADIENT_STEPS - 1
            if not active:
                img.cls(self.inactive_title_bg)
                return img
            for x in range(w):
                t = x * last / max(1, w - 1)
                i = int(t)
                img.line(x, 0, x, h - 1, GRADIENT_BASE + i)
                frac = t - i
                if frac > 0.12 and i < last:
                    img.dither(min(1.0, frac))
                    img.line(x, 0, x, h - 1, GRADIENT_BASE + i + 1)
                    img.dither(1.0)
        return img

    def title_bar(self, x, y, w, title, active=True, dialog=False, pressed=""):
        h = self.title_h - 1
        pyxel.blt(x, y, self._gradient(w, h, active), 0, 0, w, h)
        tx = x + 3
        for kind, bx, by, bw, bh in self.title_buttons(x, y, w, dialog):
            if kind == "menu":
                self.app_icon(bx, by)
                tx = bx + bw + 2
                continue
            down = pressed == kind
            if down:
                pyxel.rect(bx, by, bw, bh, self.face)
                self.edges(bx, by, bw, bh, W_BLACK, W_WHITE)
                self.edges(bx + 1, by + 1, bw - 2, bh - 2, W_GREY, W_LIGHT)
            else:
                self.raised(bx, by, bw, bh, self.face)
            o = 1 if down else 0
            if kind == "min":
                pyxel.rect(bx + 4 + o, by + 9 + o, 6, 2, W_BLACK)
            elif kind == "max":
                pyxel.rectb(bx + 3 + o, by + 2 + o, 9, 9, W_BLACK)
                pyxel.line(bx + 3 + o, by + 3 + o, bx + 11 + o, by + 3 + o, W_BLACK)
            else:
                for d in (0, 1):
                    pyxel.line(bx + 4 + d + o, by + 3 + o, bx + 9 + d + o, by + 9 + o, W_BLACK)
                    pyxel.line(bx + 9 + d + o, by + 3 + o, bx + 4 + d + o, by + 9 + o, W_BLACK)
        f = self.bold
        pyxel.clip(x, y, max(0, w - 60), h)
        f.draw(tx, self.text_y(y, h, f), title, self.title_text if active else self.inactive_title_text)
        pyxel.clip()

    @staticmethod
    def app_icon(x: int, y: int) -> None:
        """A 16x16 program icon: two small fanned cards."""
        pyxel.rect(x + 1, y + 2, 9, 12, W_BLACK)
        pyxel.rect(x + 2, y + 3, 7, 10, W_NAVY)
        pyxel.rect(x + 6, y + 1, 9, 13, W_BLACK)
        pyxel.rect(x + 7, y + 2, 7, 11, W_WHITE)
        pyxel.tri(x + 10, y + 4, x + 8, y + 7, x + 12, y + 7, W_RED)
        pyxel.tri(x + 8, y + 7, x + 12, y + 7, x + 10, y + 10, W_RED)


WIN31 = Win31Look()
WIN98 = Win98Look()
LOOKS = {"31": WIN31, "98": WIN98}
