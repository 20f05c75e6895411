"""What both window looks share: metrics, colours, bevels, arrows, fonts, message-box icons."""

from __future__ import annotations

import pyxel

from retro.palette import (
    EXTRA_BASE, W_BLACK, W_BLUE, W_GREY, W_NAVY, W_RED, W_SILVER, W_TEAL, W_WHITE, W_YELLOW,
)
from retro.win.fonts import UIFont, font

W_LIGHT = EXTRA_BASE + 0      # Win98 3-D light (DFDFDF)
W_DARK = EXTRA_BASE + 1       # 404040

# Mouse pointer and message-box icon pictures: "K" black, "W" white, "." clear.
_ARROW = [
    "K...........", "KK..........", "KWK.........", "KWWK........", "KWWWK.......",
    "KWWWWK......", "KWWWWWK.....", "KWWWWWWK....", "KWWWWWWWK...", "KWWWWWWWWK..",
    "KWWWWWKKKKK.", "KWWKWWK.....", "KWK.KWWK....", "KK..KWWK....", "K....KWWK...",
    ".....KWWK...", "......KWWK..", "......KWWK..", ".......KK...",
]
_GLYPHS = {  # big marks for message-box icons, 6 wide
    "i": ["..XX..", "..XX..", "......", ".XXX..", "..XX..", "..XX..", "..XX..", "..XX..",
          "..XX..", ".XXXX."],
    "?": [".XXXX.", "XX..XX", "XX..XX", "...XX.", "..XX..", "..XX..", "......", "..XX..",
          "..XX.."],
    "!": ["..XX..", ".XXXX.", ".XXXX.", ".XXXX.", "..XX..", "..XX..", "......", "..XX..",
          "..XX.."],
}


def _bitmap(x: int, y: int, rows: list[str], colours: dict[str, int]) -> None:
    for dy, row in enumerate(rows):
        for dx, ch in enumerate(row):
            col = colours.get(ch)
            if col is not None:
                pyxel.pset(x + dx, y + dy, col)


class Look:
    """Everything both looks share; subclasses set metrics and override the parts that differ."""

    name = "base"
    # metrics
    frame = 4            # sizable window border
    dialog_border = 4
    title_h = 20         # caption including its bottom line
    menu_h = 19          # menu bar including its bottom line
    item_h = 16          # drop-down menu item
    button_h = 23
    check_size = 13
    scroll_w = 16
    # colours
    face = W_SILVER
    light = W_WHITE
    shadow = W_GREY
    dark = W_BLACK
    text_col = W_BLACK
    disabled_col = W_GREY
    select_bg = W_NAVY
    select_text = W_WHITE
    field_bg = W_WHITE
    desktop = W_TEAL
    dialog_bg = W_SILVER
    menu_bg = W_SILVER
    title_bg = W_NAVY
    title_text = W_WHITE
    inactive_title_bg = W_WHITE
    inactive_title_text = W_BLACK
    ui_face = "w98-sans"
    bold_face = "w98-sans-bold"
    text_face = "w98-sans"

    def __init__(self):
        self._title_cache: dict[tuple, pyxel.Image] = {}
        self._icon_cache: dict[str, pyxel.Image] = {}

    # ------------------------------------------------------------ fonts
    @property
    def ui(self) -> UIFont:
        return font(self.ui_face)

    @property
    def bold(self) -> UIFont:
        return font(self.bold_face)

    @property
    def text_font(self) -> UIFont:
        return font(self.text_face)

    def text_y(self, y: int, h: int, f: UIFont | None = None) -> int:
        """Top ``y`` for text vertically centred in a box of height ``h`` (cap height centred)."""
        f = f or self.ui
        cap = f.ascent - 2
        return y + (h - cap) // 2 - (f.ascent - cap) + (h - cap) % 2 // 2

    # ------------------------------------------------------------ primitives
    @staticmethod
    def edges(x: int, y: int, w: int, h: int, top_left: int, bottom_right: int) -> None:
        pyxel.line(x, y, x + w - 2, y, top_left)
        pyxel.line(x, y, x, y + h - 2, top_left)
        pyxel.line(x + w - 1, y, x + w - 1, y + h - 1, bottom_right)
        pyxel.line(x, y + h - 1, x + w - 1, y + h - 1, bottom_right)

    def raised(self, x: int, y: int, w: int, h: int, fill: int | None = None) -> None:
        """The Windows 98 two-pixel raised bevel (buttons, dialogs, menus)."""
        if fill is not None:
            pyxel.rect(x, y, w, h, fill)
        self.edges(x, y, w, h, W_LIGHT, W_BLACK)
        self.edges(x + 1, y + 1, w - 2, h - 2, W_WHITE, W_GREY)

    def sunken(self, x: int, y: int, w: int, h: int, fill: int | None = None) -> None:
        """The two-pixel sunken bevel of fields, lists and check boxes."""
        if fill is not None:
            pyxel.rect(x, y, w, h, fill)
        self.edges(x, y, w, h, W_GREY, W_WHITE)
        self.edges(x + 1, y + 1, w - 2, h - 2, W_BLACK, W_LIGHT)

    def thin_raised(self, x: int, y: int, w: int, h: int) -> None:
        self.edges(x, y, w, h, W_WHITE, W_GREY)

    def thin_sunken(self, x: int, y: int, w: int, h: int) -> None:
        self.edges(x, y, w, h, W_GREY, W_WHITE)

    @staticmethod
    def focus_rect(x: int, y: int, w: int, h: int, col: int = W_BLACK) -> None:
        """The dotted focus rectangle."""
        for i in range(x, x + w, 2):
            pyxel.pset(i, y, col)
            pyxel.pset(i, y + h - 1, col)
        for j in range(y, y + h, 2):
            pyxel.pset(x, j, col)
            pyxel.pset(x + w - 1, j, col)

    @staticmethod
    def arrow(cx: int, cy: int, direction: str, col: int, size: int = 4) -> None:
        """A solid triangle pointing up/down/left/right, ``size`` rows deep, centred on (cx, cy)."""
        half = size // 2
        for i in range(size):
            if direction == "down":
                pyxel.line(cx - (size - 1 - i), cy - half + i, cx + (size - 1 - i), cy - half + i, col)
            elif direction == "up":
                pyxel.line(cx - i, cy - half + i, cx + i, cy - half + i, col)
            elif direction == "right":
                pyxel.line(cx - half + i, cy - (size - 1 - i), cx - half + i, cy + (size - 1 - i), col)
            else:
                pyxel.line(cx - half + i, cy - i, cx - half + i, cy + i, col)

    def label(self, x: int, y: int, text: str, enabled: bool = True, f: UIFont | None = None,
              col: int | None = None) -> None:
        """Text with & mnemonic; disabled text is grey (embossed white in the 98 look)."""
        f = f or self.ui
        if enabled:
            f.draw_label(x, y, text, self.text_col if col is None else col)
        else:
            self.disabled_label(x, y, text, f)

    def disabled_label(self, x: int, y: int, text: str, f: UIFont) -> None:
        f.draw_label(x, y, text, self.disabled_col)

    def draw_cursor(self, x: int, y: int) -> None:
        """The era's arrow mouse pointer with its tip at (x, y)."""
        _bitmap(x, y, _ARROW, {"K": W_BLACK, "W": W_WHITE})

    # ------------------------------------------------------------ controls
    def button(self, x: int, y: int, w: int, h: int, label: str, pressed: bool = False,
               default: bool = False, focused: bool = False, enabled: bool = True) -> None:
        raise NotImplementedError

    def button_caption(self, x: int, y: int, w: int, h: int, label: str, pressed: bool,
                       focused: bool, enabled: bool, f: UIFont | None = None) -> None:
        f = f or self.ui
        tw = f.label_width(label)
        tx = x + (w - tw) // 2 + (1 if pressed else 0)
        ty = self.text_y(y, h, f) + (1 if pressed else 0)
        self.label(tx, ty, label, enabled, f)
        if focused:
            self.focus_rect(tx - 3, ty - 1, tw + 6, f.ascent + 3)

    def field(self, x: int, y: int, w: int, h: int, enabled: bool = True) -> None:
        """Background of a text box, list or spin field."""
        self.sunken(x, y, w, h, self.field_bg if enabled else self.face)

    def check_box(self, x: int, y: int, checked: bool, enabled: bool = True, pressed: bool = False) -> None:
        s = self.check_size
        self.sunken(x, y, s, s, self.face if (pressed or not enabled) else W_WHITE)
        if checked:
            col = W_BLACK if enabled else W_GREY
            # the 7x7 tick
            for i, (dx, dy) in enumerate([(3, 5), (4, 6), (5, 7), (6, 6), (7, 5), (8, 4), (9, 3)]):
                pyxel.line(x + dx, y + dy, x + dx, y + dy + 2, col)

    def arrow_button(self, x: int, y: int, w: int, h: int, direction: str, pressed: bool = False,
                     enabled: bool = True) -> None:
        """Scroll-bar and spin arrows."""
        if pressed:
            pyxel.rect(x, y, w, h, self.face)
            pyxel.rectb(x, y, w, h, W_GREY)
        else:
            self.raised(x, y, w, h, self.face)
        size = 4 if min(w, h) >= 14 else 3
        off = 1 if pressed else 0
        cx, cy = x + (w - 1) // 2 + off, y + (h - 1) // 2 + off
        if enabled:
            self.arrow(cx, cy, direction, W_BLACK, size)
        else:
            self.arrow(cx + 1, cy + 1, direction, W_WHITE, size)
            self.arrow(cx, cy, direction, W_GREY, size)

    def scroll_track(self, x: int, y: int, w: int, h: int) -> None:
        pyxel.rect(x, y, w, h, W_SILVER)
        pyxel.dither(0.5)
        pyxel.rect(x, y, w, h, W_WHITE)
        pyxel.dither(1.0)

    def scroll_thumb(self, x: int, y: int, w: int, h: int) -> None:
        self.raised(x, y, w, h, self.face)

    def header_button(self, x: int, y: int, w: int, h: int, label: str, pressed: bool,
                      sort: int = 0) -> None:
        """A list column header; ``sort`` 1 = ascending mark, -1 = descending, 0 none."""
        if pressed:
            pyxel.rect(x, y, w, h, self.face)
            pyxel.rectb(x, y, w, h, W_GREY)
        else:
            pyxel.rect(x, y, w, h, self.face)
            self.edges(x, y, w, h, W_WHITE, W_BLACK)
            pyxel.line(x + 1, y + h - 2, x + w - 2, y + h - 2, W_GREY)
            pyxel.line(x + w - 2, y + 1, x + w - 2, y + h - 2, W_GREY)
        off = 1 if pressed else 0
        pyxel.clip(x + 1, y + 1, max(0, w - 12), h - 2)
        self.label(x + 5 + off, self.text_y(y, h) + off, label)
        pyxel.clip()
        if sort:
            self.arrow(x + w - 9 + off, y + h // 2 + off, "up" if sort > 0 else "down", W_GREY, 4)

    def slider(self, x: int, y: int, w: int, h: int, pos: int, count: int, focused: bool,
               enabled: bool = True) -> int:
        """A trackbar with ``count`` ticks; returns the thumb's x centre for ``pos``."""
        left, right = x + 6, x + w - 7
        cy = y + 8
        self.sunken(x + 2, cy - 2, w - 4, 4, W_WHITE if enabled else self.face)
        tx = left + (right - left) * pos // max(1, count - 1)
        for i in range(count):
            kx = left + (right - left) * i // max(1, count - 1)
            pyxel.line(kx, y + 17, kx, y + 19, W_BLACK)
        # the pointed thumb
        pyxel.rect(tx - 5, cy - 7, 11, 12, self.face)
        pyxel.line(tx - 5, cy - 7, tx + 4, cy - 7, W_WHITE)
        pyxel.line(tx - 5, cy - 7, tx - 5, cy + 4, W_WHITE)
        pyxel.line(tx + 5, cy - 7, tx + 5, cy + 4, W_BLACK)
        pyxel.line(tx + 4, cy - 6, tx + 4, cy + 4, W_GREY)
        for i in range(5):
            pyxel.line(tx - 5 + i, cy + 5 + i, tx + 5 - i, cy + 5 + i, self.face)
            pyxel.pset(tx - 5 + i, cy + 5 + i, W_WHITE)
            pyxel.pset(tx + 5 - i, cy + 5 + i, W_BLACK)
            pyxel.pset(tx + 4 - i, cy + 5 + i, W_GREY)
        pyxel.pset(tx, cy + 10, W_BLACK)
        if focused:
            self.focus_rect(x, y - 2, w, 24)
        return tx

    def group_box(self, x: int, y: int, w: int, h: int, label: str, bg: int) -> None:
        f = self.ui
        top = y + f.ascent // 2
        self.edges(x, top, w, h - (top - y), W_GREY, W_WHITE)
        self.edges(x + 1, top + 1, w - 2, h - (top - y) - 2, W_WHITE, W_GREY)
        if label:
            tw = f.label_width(label)
            pyxel.rect(x + 6, y, tw + 4, f.height, bg)
            self.label(x + 8, y, label)

    # ------------------------------------------------------------ menus
    def menu_bar(self, x: int, y: int, w: int) -> None:
        pyxel.rect(x, y, w, self.menu_h, self.menu_bg)

    def menu_title(self, x: int, y: int, w: int, label: str, state: str) -> None:
        """``state``: "" plain, "hot" (keyboard-armed), "open" (its drop-down is showing)."""
        raise NotImplementedError

    def dropdown(self, x: int, y: int, w: int, h: int) -> None:
        raise NotImplementedError

    def menu_item(self, x: int, y: int, w: int, label: str, accel: str, selected: bool,
                  enabled: bool, checked: bool, accel_x: int) -> None:
        h = self.item_h
        f = self.ui
        if selected:
            pyxel.rect(x, y, w, h, self.select_bg)
        col = self.select_text if selected else self.text_col
        ty = self.text_y(y, h)
        if checked:
            tick_col = col if enabled else self.disabled_col
            cx, cy = x + 5, y + h // 2 - 3
            for i, (dx, dy) in enumerate([(0, 2), (1, 3), (2, 4), (3, 3), (4, 2), (5, 1), (6, 0)]):
                pyxel.line(cx + dx, cy + dy, cx + dx, cy + dy + 2, tick_col)
        if enabled:
            f.draw_label(x + self.menu_text_indent, ty, label, col)
            if accel:
                f.draw(x + accel_x, ty, accel, col)
        elif selected:
            f.draw_label(x + self.menu_text_indent, ty, label, W_GREY if self.name == "98" else W_SILVER)
            if accel:
                f.draw(x + accel_x, ty, accel, W_GREY if self.name == "98" else W_SILVER)
        else:
            self.disabled_label(x + self.menu_text_indent, ty, label, f)
            if accel:
                self.disabled_label(x + accel_x, ty, accel, f)

    menu_text_indent = 18

    def menu_separator(self, x: int, y: int, w: int) -> None:
        raise NotImplementedError

    separator_h = 8

    # ------------------------------------------------------------ windows
    def title_buttons(self, x: int, y: int, w: int, dialog: bool) -> list[tuple[str, int, int, int, int]]:
        """``[(kind, x, y, w, h)]`` of the caption's buttons: "menu", "min", "max", "close"."""
        raise NotImplementedError

    def window_frame(self, x: int, y: int, w: int, h: int, dialog: bool = False) -> None:
        raise NotImplementedError

    def title_bar(self, x: int, y: int, w: int, title: str, active: bool = True,
                  dialog: bool = False, pressed: str = "") -> None:
        raise NotImplementedError

    def border(self, dialog: bool) -> int:
        return self.dialog_border if dialog else self.frame

    # ------------------------------------------------------------ message-box icons
    def icon(self, x: int, y: int, kind: str) -> None:
        """A 32x32 message-box icon: "info", "question", "warning" or "stop"."""
        img = self._icon_cache.get(kind)
        if img is None:
            img = self._icon_cache[kind] = self._paint_icon(kind)
        pyxel.blt(x, y, img, 0, 0, 32, 32, W_TEAL)

    def _paint_icon(self, kind: str) -> pyxel.Image:
        img = pyxel.Image(32, 32)
        img.cls(W_TEAL)  # W_TEAL is the see-through key of icon pictures

        def glyph(ch: str, ox: int, oy: int, col: int) -> None:
            for dy, row in enumerate(_GLYPHS[ch]):
                for dx, c in enumerate(row):
                    if c == "X":
                        img.rect(ox + dx * 2, oy + dy * 2, 2, 2, col)

        if kind == "stop":
            img.circ(15, 15, 13, W_BLACK if self.name == "98" else W_BLACK)
            img.circ(15, 15, 12, W_RED)
            if self.name == "98":
                for d in range(-1, 2):
                    img.line(9 + d, 9, 21 + d, 21, W_WHITE)
                    img.line(21 + d, 9, 9 + d, 21, W_WHITE)
            else:
                img.text(7, 13, "STOP", W_WHITE)
        elif kind == "warning":
            if self.name == "98":
                img.tri(15, 2, 1, 28, 29, 28, W_BLACK)
                img.tri(15, 4, 3, 27, 27, 27, W_YELLOW)
            else:
                img.circ(15, 15, 13, W_BLACK)
                img.circ(15, 15, 12, W_YELLOW)
            glyph("!", 10, 8, W_BLACK)
        else:
            ch = "i" if kind == "info" else "?"
            if self.name == "98":
                img.circ(17, 17, 13, W_GREY)
                img.circ(15, 15, 13, W_BLACK)
                img.circ(15, 15, 12, W_WHITE)
                glyph(ch, 9, 6, W_BLUE)
            else:  # the 3.1 speech balloon
                img.elli(1, 2, 30, 22, W_BLACK)
                img.elli(2, 3, 28, 20, W_WHITE)
                img.tri(8, 20, 15, 22, 6, 29, W_BLACK)
                img.tri(9, 21, 13, 21, 8, 26, W_WHITE)
                glyph(ch, 10, 3, W_BLUE if ch == "i" else W_BLACK)
        return img
