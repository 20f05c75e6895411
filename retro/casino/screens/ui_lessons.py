"""The lesson box under the Casino table: where its lines and buttons lie, and what fits in it.

Pure: the box is measured with the fonts' own widths read from their BDF files
(``BdfWidths``), so the lesson files can be checked without a window; the screen
(``app_lessons``) draws the same lines with the same faces.
"""

from __future__ import annotations

from dataclasses import dataclass

from retro import paths
from retro.casino.screens.ui_layout import Layout, Rect
from retro.casino.screens.ui_messages import fit
from retro.win.fonts import FACES, UIFont, plain
from retro.win.lessonpanel import lesson_heading, marked_width

TEXT_FACE, HEAD_FACE = "w98-sans", "w98-sans-bold"
PITCH = 12                  # a line of the box
LINES = 6                   # the box's lines: the heading, then five for the lesson's words
BUTTON_W, BUTTON_H, BUTTON_GAP = 92, 18, 2
PAD = 5
VERDICT_LINES = 2           # the coach's verdict, before the lesson's point
POINT_LINES = LINES - 1 - VERDICT_LINES


class BdfWidths:
    """A face's text widths from its BDF file (each glyph's DWIDTH), as Pyxel measures them."""

    def __init__(self, face: str):
        file, self.ascent, self.descent = FACES[face]
        self.height = self.ascent + self.descent
        self.widths: dict[str, int] = {}
        code = None
        for line in paths.resource("win", file).read_text(encoding="latin-1").splitlines():
            if line.startswith("ENCODING "):
                code = int(line.split()[1])
            elif line.startswith("DWIDTH ") and code is not None:
                self.widths[chr(code)] = int(line.split()[1])
                code = None

    def width(self, text: str) -> int:
        return sum(self.widths.get(ch, 0) for ch in plain(text))

    wrap = UIFont.wrap          # the same greedy wrap as the fonts on the screen


_FACES: dict[str, BdfWidths] = {}


def measured(face: str) -> BdfWidths:
    found = _FACES.get(face)
    if found is None:
        found = _FACES[face] = BdfWidths(face)
    return found


@dataclass(frozen=True)
class BoxGeometry:
    """The box's rectangle, its text column and its column of buttons (screen pixels)."""

    box: Rect
    text: Rect
    buttons: tuple[Rect, ...]


LESSON_PLAYERS = 2          # a lesson's table is two-handed (its deal is played by you and one computer)


def geometry(layout: Layout, buttons: int = 4) -> BoxGeometry:
    """The box over the message area and the unplayed-cards button, between the capture piles of the
    lesson's two-handed table.

    Only ``layout``'s client rectangle counts: the box is the lesson table's, whatever table
    ``layout`` was made for. The lesson panel places its buttons while the player's game (of three
    or four, perhaps) is still on the table, and paints the box once the lesson is on it: both must
    come out the same, or the buttons lie over the text."""
    client = layout.client
    status = Layout((client.x, client.y, client.w, client.h), LESSON_PLAYERS).status
    height = LINES * PITCH + 2 * PAD + 2
    box = Rect(status.x - 4, client.y + client.h - height - 4, status.w + 8, height)
    bx = box.x + box.w - PAD - BUTTON_W
    rects = tuple(Rect(bx, box.y + PAD + i * (BUTTON_H + BUTTON_GAP), BUTTON_W, BUTTON_H)
                  for i in range(buttons))
    text = Rect(box.x + PAD + 2, box.y + PAD, bx - box.x - 2 * PAD - 6, LINES * PITCH)
    return BoxGeometry(box, text, rects)


# The width of the text column in a two-player window of the usual size (640 by 480, Windows 98 look).
TEXT_W = geometry(Layout((4, 42, 632, 434), 2)).text.w


def asking_lines(heading: str, text: str, question: str, width: int = TEXT_W, font=None,
                 head=None) -> list[tuple[str, str]]:
    """The box before the answer: (face, line) each -- the heading, the lesson's words, its question."""
    font, head = font or measured(TEXT_FACE), head or measured(HEAD_FACE)
    lines = [(HEAD_FACE, line) for line in fit(heading, head, width, 1)]
    lines += [(TEXT_FACE, line) for line in font.wrap(text, width)]
    lines += [(HEAD_FACE, line) for line in head.wrap(question, width)]
    return lines


def answered_lines(heading: str, verdict: str, point: str, width: int = TEXT_W, font=None,
                   head=None) -> list[tuple[str, str]]:
    """The box after the answer: the heading, the coach's verdict (cut to fit), the lesson's point."""
    font, head = font or measured(TEXT_FACE), head or measured(HEAD_FACE)
    lines = [(HEAD_FACE, line) for line in fit(heading, head, width, 1)]
    lines += [(HEAD_FACE, line) for line in fit(verdict, head, width, VERDICT_LINES)]
    lines += [(TEXT_FACE, line) for line in font.wrap(point, width)]
    return lines


def overflow(lesson, lang: str = "en", width: int = TEXT_W) -> str:
    """What of ``lesson``'s words does not fit the box ("" when all of it does)."""
    head, font = measured(HEAD_FACE), measured(TEXT_FACE)
    problems = []
    wide = marked_width(head, lesson_heading("12 of 12", lesson.says("title", lang)))   # as wide as it gets
    if wide > width:
        problems.append(f"the heading and its solved mark are {wide} pixels wide, {width} fit")
    asked = len(font.wrap(lesson.says("text", lang), width)) + len(head.wrap(lesson.says("question", lang), width))
    if asked > LINES - 1:
        problems.append(f"the text and question take {asked} lines, {LINES - 1} fit")
    point = len(font.wrap(lesson.says("point", lang), width))
    if point > POINT_LINES:
        problems.append(f"the point takes {point} lines, {POINT_LINES} fit")
    return "; ".join(problems)
