"""The 80x25 text-mode screen: cells of (character, foreground, background), drawn as VGA would.

The grid is a model first: programs write characters into it, tests read it
back as text, and ``draw`` paints only the rows that changed since the last
frame (Pyxel keeps the screen between frames), so an unchanged frame costs
almost nothing.
"""

from __future__ import annotations

from retro import palette
from retro.paths import resource

COLS, ROWS = 80, 25
CELL_W, CELL_H = 8, 16
SCREEN_W, SCREEN_H = 640, 480
TOP = (SCREEN_H - ROWS * CELL_H) // 2  # 40-pixel border bands above and below
FONT_FILE = ("fonts", "dos8x16.bdf")

SINGLE = "┌┐└┘─│"
DOUBLE = "╔╗╚╝═║"

# The border colours F10 cycles through (PIN-F10), starting from black.
BORDER_CYCLE = tuple(range(16))

_font = None


def font():
    """The 8x16 CP437/CP866 font, loaded once."""
    global _font
    if _font is None:
        import pyxel

        _font = pyxel.Font(str(resource(*FONT_FILE)))
    return _font


_glyphs: set[int] = set()


def drawable(char: str) -> bool:
    """Whether the screen's DOS font has a glyph for ``char`` (read from the font file, no Pyxel)."""
    if not _glyphs:
        import re

        bdf = resource(*FONT_FILE).read_text(encoding="latin-1")
        _glyphs.update(int(code) for code in re.findall(r"^ENCODING (\d+)", bdf, re.M))
    return ord(char) in _glyphs


# A pop-up's shadow: attribute 08h, dark grey on black. DOS programs wrote it over the cells right of
# and below a box, keeping their characters, so what lies under the shadow stays readable, only darker.
SHADOW = (palette.DARK_GREY, palette.BLACK)


def mono_attr(fg: int, bg: int, highlight: bool = False) -> tuple[int, int]:
    """A monochrome monitor's reading of a colour attribute: grey, intensity or inverse.

    The shadow's dark grey on black stays the dimmest grey: read as intensity it would light up
    what the shadow should darken."""
    if (fg, bg) == SHADOW:
        return SHADOW
    if bg not in (palette.BLACK, palette.BLUE, palette.DARK_GREY):
        return palette.BLACK, palette.LIGHT_GREY  # inverse video
    bright = fg >= 8 or highlight
    return (palette.WHITE if bright else palette.LIGHT_GREY), palette.BLACK


class TextScreen:
    """An 80x25 grid with dirty-row tracking, a border colour, mono mode and a cursor."""

    def __init__(self, mono: bool = False, border: int = palette.BLACK):
        self.chars = [[" "] * COLS for _ in range(ROWS)]
        self.fgs = [[palette.LIGHT_GREY] * COLS for _ in range(ROWS)]
        self.bgs = [[palette.BLACK] * COLS for _ in range(ROWS)]
        self._dirty: set[int] = set(range(ROWS))
        self._forced: set[int] = set(range(ROWS))  # rows to repaint even if unchanged
        self._shown: list[tuple | None] = [None] * ROWS  # what each row looked like when painted
        self._border_dirty = True
        self._mono = mono
        self._border = border
        self.cursor: tuple[int, int] | None = None  # (col, row) of the blinking block
        self.cursor_color = palette.WHITE
        self.blink_frames = 8  # frames per blink phase
        self._blink_on = False
        self._blink_cell: tuple[int, int] | None = None
        self._frame = 0
        self.frames_drawn = 0  # rows actually painted (tests and benchmarks read it)
        self.rows_painted = 0
        # The key bar last painted: (row, hit boxes) for clicks (retro.dos.keybar sets it).
        self.key_bar: tuple[int, list] | None = None

    # --- modes ---------------------------------------------------------------
    @property
    def mono(self) -> bool:
        return self._mono

    @mono.setter
    def mono(self, value: bool) -> None:
        if value != self._mono:
            self._mono = value
            self.invalidate()

    @property
    def border(self) -> int:
        return self._border

    @border.setter
    def border(self, value: int) -> None:
        if value != self._border:
            self._border = value
            self._border_dirty = True

    def cycle_border(self) -> int:
        """F10 in colour mode: the next border colour."""
        self.border = BORDER_CYCLE[(BORDER_CYCLE.index(self.border) + 1) % len(BORDER_CYCLE)] \
            if self.border in BORDER_CYCLE else BORDER_CYCLE[0]
        return self.border

    def invalidate(self) -> None:
        """Repaint everything next frame (after another program drew on the screen)."""
        self._dirty = set(range(ROWS))
        self._forced = set(range(ROWS))
        self._border_dirty = True

    # --- writing ---------------------------------------------------------------
    def _set(self, col: int, row: int, char: str, fg: int | None, bg: int | None) -> None:
        if not (0 <= col < COLS and 0 <= row < ROWS):
            return
        chars, fgs, bgs = self.chars[row], self.fgs[row], self.bgs[row]
        fg = fgs[col] if fg is None else fg
        bg = bgs[col] if bg is None else bg
        if chars[col] != char or fgs[col] != fg or bgs[col] != bg:
            chars[col], fgs[col], bgs[col] = char, fg, bg
            self._dirty.add(row)

    def put(self, col: int, row: int, text: str, fg: int | None = None, bg: int | None = None) -> int:
        """Write ``text`` from (col, row), clipped at the edges; returns the column after it."""
        for i, char in enumerate(text):
            self._set(col + i, row, char, fg, bg)
        return col + len(text)

    def fill(self, col: int, row: int, width: int, height: int, char: str = " ",
             fg: int | None = None, bg: int | None = None) -> None:
        for r in range(row, row + height):
            for c in range(col, col + width):
                self._set(c, r, char, fg, bg)

    def recolor(self, col: int, row: int, width: int, height: int = 1,
                fg: int | None = None, bg: int | None = None) -> None:
        """Change colours of an area, keeping its characters (selection bars)."""
        for r in range(row, row + height):
            for c in range(col, col + width):
                if 0 <= c < COLS and 0 <= r < ROWS:
                    self._set(c, r, self.chars[r][c], fg, bg)

    def clear(self, fg: int = palette.LIGHT_GREY, bg: int = palette.BLACK) -> None:
        self.fill(0, 0, COLS, ROWS, " ", fg, bg)

    def center(self, row: int, text: str, fg: int | None = None, bg: int | None = None,
               col: int = 0, width: int = COLS) -> None:
        self.put(col + max(0, (width - len(text)) // 2), row, text, fg, bg)

    def box(self, col: int, row: int, width: int, height: int, fg: int | None = None,
            bg: int | None = None, style: str = "double", shadow: bool = False,
            title: str | None = None, fill: bool = True) -> None:
        """A framed box; ``shadow`` darkens the cells right of and below it, as DOS pop-ups did."""
        tl, tr, bl, br, h, v = DOUBLE if style == "double" else SINGLE
        if fill:
            self.fill(col + 1, row + 1, width - 2, height - 2, " ", fg, bg)
        self.put(col, row, tl + h * (width - 2) + tr, fg, bg)
        for r in range(row + 1, row + height - 1):
            self.put(col, r, v, fg, bg)
            self.put(col + width - 1, r, v, fg, bg)
        self.put(col, row + height - 1, bl + h * (width - 2) + br, fg, bg)
        if title:
            self.center(row, f" {title} ", fg, bg, col, width)
        if shadow:
            self.shade(col + width, row + 1, 2, height)       # two columns down the right side
            self.shade(col + 2, row + height, width, 1)       # one row under it, set off by two

    def shade(self, col: int, row: int, width: int, height: int = 1) -> None:
        """Darken an area as a pop-up's shadow does: every character kept, drawn dark grey on black
        (``SHADOW``), in colour and on a mono screen alike."""
        self.recolor(col, row, width, height, *SHADOW)

    def hline(self, col: int, row: int, width: int, char: str = "─", fg=None, bg=None) -> None:
        self.put(col, row, char * width, fg, bg)

    # --- snapshots for pop-ups -----------------------------------------------
    def snapshot(self):
        return ([r[:] for r in self.chars], [r[:] for r in self.fgs], [r[:] for r in self.bgs])

    def restore(self, snap) -> None:
        chars, fgs, bgs = snap
        for row in range(ROWS):
            for col in range(COLS):
                self._set(col, row, chars[row][col], fgs[row][col], bgs[row][col])

    # --- reading (tests, hit-testing) ------------------------------------------
    def row_text(self, row: int) -> str:
        return "".join(self.chars[row])

    def text(self) -> str:
        return "\n".join(self.row_text(r) for r in range(ROWS))

    def find(self, needle: str) -> tuple[int, int] | None:
        for row in range(ROWS):
            col = self.row_text(row).find(needle)
            if col >= 0:
                return col, row
        return None

    @staticmethod
    def cell_at(x: int, y: int) -> tuple[int, int] | None:
        """The (col, row) under a screen pixel, or None in the border bands."""
        if not (0 <= x < SCREEN_W and TOP <= y < TOP + ROWS * CELL_H):
            return None
        return x // CELL_W, (y - TOP) // CELL_H

    @staticmethod
    def cell_center(col: int, row: int) -> tuple[int, int]:
        return col * CELL_W + CELL_W // 2, TOP + row * CELL_H + CELL_H // 2

    # --- drawing -----------------------------------------------------------------
    def tick(self) -> None:
        """Advance the cursor blink by one frame (call from update)."""
        self._frame += 1
        # A cursor left off the grid (a question asked below the last row) is not drawn.
        on = (self.cursor is not None and 0 <= self.cursor[0] < COLS and 0 <= self.cursor[1] < ROWS
              and (self._frame // self.blink_frames) % 2 == 0)
        cell = self.cursor if on else None
        if on != self._blink_on or cell != self._blink_cell:
            for old in (self._blink_cell, cell):
                if old is not None:
                    self._dirty.add(old[1])
                    self._forced.add(old[1])
            self._blink_on, self._blink_cell = on, cell

    def _colors(self, fg: int, bg: int) -> tuple[int, int]:
        return mono_attr(fg, bg) if self._mono else (fg, bg)

    def draw(self) -> None:
        """Paint the border bands and every changed row onto the Pyxel screen."""
        import pyxel

        if self._border_dirty:
            border = palette.BLACK if self._mono else self._border
            pyxel.rect(0, 0, SCREEN_W, TOP, border)
            pyxel.rect(0, TOP + ROWS * CELL_H, SCREEN_W, SCREEN_H - TOP - ROWS * CELL_H, border)
            self._border_dirty = False
        if not self._dirty:
            return
        fnt = font()
        painted = 0
        for row in sorted(self._dirty):
            look = (tuple(self.chars[row]), tuple(self.fgs[row]), tuple(self.bgs[row]))
            if look == self._shown[row] and row not in self._forced:
                continue  # written over and back again within the frame: nothing to do
            self._paint_row(pyxel, fnt, row)
            self._shown[row] = look
            painted += 1
        if painted:
            self.rows_painted += painted
            self.frames_drawn += 1
        self._dirty.clear()
        self._forced.clear()

    def _paint_row(self, pyxel, fnt, row: int) -> None:
        y = TOP + row * CELL_H
        chars, fgs, bgs = self.chars[row], self.fgs[row], self.bgs[row]
        colors = [self._colors(fgs[c], bgs[c]) for c in range(COLS)]
        # Backgrounds in runs, then foregrounds in runs: a few calls per row, not 80.
        start = 0
        for c in range(1, COLS + 1):
            if c == COLS or colors[c][1] != colors[start][1]:
                pyxel.rect(start * CELL_W, y, (c - start) * CELL_W, CELL_H, colors[start][1])
                start = c
        start = 0
        for c in range(1, COLS + 1):
            if c == COLS or colors[c][0] != colors[start][0]:
                run = "".join(chars[start:c])
                if run.strip():
                    pyxel.text(start * CELL_W, y, run, colors[start][0], fnt)
                start = c
        if self._blink_on and self._blink_cell and self._blink_cell[1] == row:
            col = self._blink_cell[0]
            # A block cursor in the cell's own colours inverted, as the hardware drew it.
            fg, bg = colors[col]
            pyxel.rect(col * CELL_W, y, CELL_W, CELL_H, fg)
            if chars[col].strip():
                pyxel.text(col * CELL_W, y, chars[col], bg, fnt)
