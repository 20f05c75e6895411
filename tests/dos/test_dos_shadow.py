"""A pop-up's shadow darkens what lies under it: every character kept, drawn dark grey on black,
in colour and on a mono screen alike, as DOS programs drew it (never a flat bar, never brighter)."""

from pathlib import Path

import pytest

from retro import palette as P
from retro.dos.screen import CELL_H, CELL_W, COLS, SHADOW, TOP, TextScreen
from retro.dos.widgets import TextViewer, YesNo, paint_sheet

FONT = Path(__file__).resolve().parents[2] / "resources" / "fonts" / "dos8x16.bdf"

# A score table as both games have it (double lines, white on blue), rows 14 to 17.
TABLE_ROW = 14
TABLE = ["╔════════════╦═══════╦════════╦═══════╗",
         "║ Hand 4     ║ Melds ║ Tricks ║ Total ║",
         "║ You        ║   220 ║    132 ║  1052 ║",
         "╚════════════╩═══════╩════════╩═══════╝"]


def glyph(char: str) -> set[tuple[int, int]]:
    """The lit pixels of ``char``'s 8x16 cell, read straight from the shipped font."""
    lines = FONT.read_text().splitlines()
    start = lines.index(f"ENCODING {ord(char)}")
    bitmap = lines.index("BITMAP", start)
    rows = [int(v, 16) for v in lines[bitmap + 1: bitmap + 17]]
    return {(x, y) for y, bits in enumerate(rows) for x in range(8) if bits & (0x80 >> x)}


def game_screen(mono: bool) -> TextScreen:
    s = TextScreen(mono=mono)
    for i, line in enumerate(TABLE):
        s.put(1, TABLE_ROW + i, line, P.WHITE, P.BLUE)
    return s


def sheet(s: TextScreen) -> None:
    """An end-of-hand sheet whose shadow row falls on the table's "You" line."""
    paint_sheet(s, TABLE_ROW + 2 - 9, "Game over", [("I win the game.", P.YELLOW)] * 4, "Press Enter")


def viewer(s: TextScreen) -> None:
    """The help viewer, short enough that its shadow row falls on the "You" line."""
    TextViewer("Instructions", "Words. " * 200, col=4, row=2, width=60, height=14).paint(s)


def question(s: TextScreen) -> None:
    """A Y/N question in a box over the table: its shadow row on the "You" line."""
    YesNo("Leave the game?", popup=True, row=TABLE_ROW).paint(s)


POPUPS = {"sheet": sheet, "help": viewer, "question": question}


def shadowed_cells(s: TextScreen) -> list[tuple[int, int]]:
    """The table's cells that the pop-up left uncovered but shadowed: characters, not blanks."""
    return [(c, TABLE_ROW + 2) for c in range(COLS)
            if (s.fgs[TABLE_ROW + 2][c], s.bgs[TABLE_ROW + 2][c]) == SHADOW
            and s.chars[TABLE_ROW + 2][c].strip()]


@pytest.mark.parametrize("mono", [False, True], ids=["colour", "mono"])
@pytest.mark.parametrize("popup", list(POPUPS))
def test_a_shadowed_cell_under_a_pop_up_keeps_its_character_readable(pyxel_session, popup, mono):
    s = game_screen(mono)
    before = s.row_text(TABLE_ROW + 2)
    POPUPS[popup](s)
    cells = shadowed_cells(s)
    assert len(cells) >= 6, s.row_text(TABLE_ROW + 2)                 # the shadow lies on the table
    s.draw()
    for col, row in cells:
        char = s.chars[row][col]
        assert char == before[col]                                    # the character is kept ...
        x0, y0 = col * CELL_W, TOP + row * CELL_H
        lit = {(x, y) for y in range(CELL_H) for x in range(CELL_W)
               if pyxel_session.screen.pget(x0 + x, y0 + y) == P.DARK_GREY}
        dark = {(x, y) for y in range(CELL_H) for x in range(CELL_W)
                if pyxel_session.screen.pget(x0 + x, y0 + y) == P.BLACK}
        assert lit == glyph(char), (popup, char)                      # ... drawn dark grey, stroke for stroke
        assert len(lit) + len(dark) == CELL_W * CELL_H, (popup, char)   # on black: no grey ground


def test_on_a_mono_screen_the_shadow_dims_bright_text_and_never_lights_it(pyxel_session):
    """Mono reads a colour's intensity as bright white; the shadow's dark grey must stay dim."""
    s = game_screen(mono=True)
    s.put(50, 3, "220", P.WHITE, P.BLACK)        # bright text on a mono screen
    s.shade(50, 3, 3)
    s.draw()
    (lx, ly) = min(glyph("2"))
    assert pyxel_session.screen.pget(50 * CELL_W + lx, TOP + 3 * CELL_H + ly) == P.DARK_GREY
    assert s.chars[3][50:53] == list("220")
