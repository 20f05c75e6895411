"""The text-mode kit: grid, font glyphs, colours, mono mode, border band, cheap unchanged frames."""

from pathlib import Path

import pytest

from retro import palette as P
from retro.dos.screen import CELL_H, CELL_W, COLS, ROWS, TOP, TextScreen, mono_attr

FONT = Path(__file__).resolve().parents[2] / "resources" / "fonts" / "dos8x16.bdf"


def glyph_rows(char: str) -> list[int]:
    """The 16 bitmap rows of ``char`` read straight from the shipped BDF."""
    lines = FONT.read_text().splitlines()
    start = lines.index(f"ENCODING {ord(char)}")
    bitmap = lines.index("BITMAP", start)
    return [int(v, 16) for v in lines[bitmap + 1: bitmap + 17]]


def lit_and_dark(char: str) -> tuple[tuple[int, int], tuple[int, int]]:
    rows = glyph_rows(char)
    lit = next((x, y) for y, r in enumerate(rows) for x in range(8) if r & (0x80 >> x))
    dark = next((x, y) for y, r in enumerate(rows) for x in range(8) if not r & (0x80 >> x))
    return lit, dark


def paint(screen: TextScreen):
    screen.draw()


def test_font_covers_suits_boxes_shading_and_cyrillic():
    text = FONT.read_text()
    for char in "♥♦♣♠☺►◄═║╔╗╚╝─│┌┐└┘░▒▓█АБВЖЯабвжяЁё№":
        assert f"ENCODING {ord(char)}\n" in text, char
    assert (FONT.parent / "NOTICE").exists()


@pytest.mark.parametrize("char, fg", [("♥", P.RED), ("♠", P.WHITE), ("╬", P.YELLOW), ("▒", P.LIGHT_CYAN),
                                      ("Ж", P.LIGHT_GREEN)])
def test_glyph_renders_in_its_cell(pyxel_session, char, fg):
    screen = TextScreen()
    screen.put(10, 5, char, fg, P.BLUE)
    paint(screen)
    (lx, ly), (dx, dy) = lit_and_dark(char)
    x0, y0 = 10 * CELL_W, TOP + 5 * CELL_H
    assert pyxel_session.screen.pget(x0 + lx, y0 + ly) == fg
    assert pyxel_session.screen.pget(x0 + dx, y0 + dy) == P.BLUE


def test_border_band_takes_the_border_colour_and_f10_cycles(pyxel_session):
    screen = TextScreen(border=P.MAGENTA)
    paint(screen)
    assert pyxel_session.screen.pget(5, 5) == P.MAGENTA
    assert pyxel_session.screen.pget(600, 470) == P.MAGENTA
    assert pyxel_session.screen.pget(5, TOP) == P.BLACK  # the text area starts below the band
    screen.cycle_border()
    paint(screen)
    assert pyxel_session.screen.pget(5, 5) == P.BROWN  # brown sits at 6


def test_mono_mode_shows_only_greys_intensity_and_inverse(pyxel_session):
    screen = TextScreen(mono=True, border=P.MAGENTA)
    screen.put(0, 0, "█", P.RED, P.BLUE)          # normal: light grey on black
    screen.put(1, 0, "█", P.LIGHT_RED, P.BLUE)    # intense: white
    screen.put(2, 0, " ", P.WHITE, P.CYAN)        # coloured background: inverse video
    paint(screen)
    assert pyxel_session.screen.pget(3, TOP + 3) == P.LIGHT_GREY
    assert pyxel_session.screen.pget(CELL_W + 3, TOP + 3) == P.WHITE
    assert pyxel_session.screen.pget(2 * CELL_W + 3, TOP + 3) == P.LIGHT_GREY
    assert pyxel_session.screen.pget(5, 5) == P.BLACK  # no coloured border on a mono monitor
    assert mono_attr(P.YELLOW, P.BLACK) == (P.WHITE, P.BLACK)
    screen.mono = False
    paint(screen)
    assert pyxel_session.screen.pget(3, TOP + 3) == P.RED
    assert pyxel_session.screen.pget(5, 5) == P.MAGENTA


def test_unchanged_frame_paints_nothing(pyxel_session):
    screen = TextScreen()
    screen.put(0, 0, "hello")
    paint(screen)
    before = screen.rows_painted
    screen.put(0, 0, "HELLO")
    screen.put(0, 0, "hello")  # written and put back within a frame
    paint(screen)
    paint(screen)
    assert screen.rows_painted == before
    screen.put(0, 3, "x")
    paint(screen)
    assert screen.rows_painted == before + 1


def test_box_with_shadow_and_text_read_back():
    screen = TextScreen()
    screen.box(2, 2, 10, 4, P.WHITE, P.BLUE, shadow=True, title="Hi")
    assert screen.row_text(2)[2:12] == "╔══ Hi ══╗"
    assert screen.row_text(5)[2:12] == "╚════════╝"
    assert screen.fgs[3][12] == P.DARK_GREY and screen.bgs[6][5] == P.BLACK
    assert screen.find("Hi") == (6, 2)


def test_blinking_cursor_toggles_its_cell(pyxel_session):
    screen = TextScreen()
    screen.put(4, 4, "A", P.WHITE, P.BLACK)
    screen.cursor = (4, 4)
    screen.tick()
    paint(screen)
    x, y = 4 * CELL_W, TOP + 4 * CELL_H
    on = [pyxel_session.screen.pget(x + 1, y + 15)]
    for _ in range(screen.blink_frames):
        screen.tick()
    paint(screen)
    on.append(pyxel_session.screen.pget(x + 1, y + 15))
    assert on == [P.WHITE, P.BLACK]


def test_a_cursor_off_the_grid_is_not_drawn_and_never_raises(pyxel_session):
    screen = TextScreen()
    for cell in ((53, ROWS), (COLS, 3), (-1, 0), (0, -1)):
        screen.cursor = cell
        for _ in range(2 * screen.blink_frames):
            screen.tick()
            paint(screen)


def test_clipping_never_raises():
    screen = TextScreen()
    screen.put(78, 24, "long text past the edge")
    screen.put(-3, -1, "off")
    assert screen.row_text(24)[78:] == "lo"
    screen.fill(70, 20, 30, 30, "#")
    assert screen.row_text(24)[70:] == "#" * 10
    assert TextScreen.cell_at(0, 0) is None and TextScreen.cell_at(639, 439) == (COLS - 1, ROWS - 1)
