"""Cards in the text grid: a 5x3 framed face with its rank and suit, and a patterned back.

Both DOS card programs draw their cards so; each chooses the label (a suit
glyph, or Russian rank letters), the colours of its display mode and what
marks a card (a double frame, a lit face, meld letters in the bottom edge).
"""

from __future__ import annotations

from dataclasses import dataclass

from retro.dos.screen import DOUBLE, SINGLE, TextScreen

CARD_W, CARD_H = 5, 3


@dataclass(frozen=True)
class TableColours:
    """The colours both card programs' game screens have, in one display mode (colour or mono);
    a program's scheme adds its own."""

    text: int
    bright: int
    label: int
    title_fg: int
    title_bg: int
    face: int         # a card's face, its frame and its black and red ink
    frame: int
    black: int
    red: int
    back_fg: int      # a card's back: its pattern and ground
    back_bg: int
    chosen: int       # a card the person has picked (the program says how)
    panel_fg: int
    panel_bg: int
    number: int


def paint_back(s: TextScreen, col: int, row: int, pattern: str, edge: int, fg: int, bg: int) -> None:
    """A face-down card: a frame in ``edge`` round three cells of ``pattern`` (e.g. "░░░")."""
    s.put(col, row, "┌───┐", edge, bg)
    s.put(col, row + 1, "│", edge, bg)
    s.put(col + 1, row + 1, pattern, fg, bg)
    s.put(col + 4, row + 1, "│", edge, bg)
    s.put(col, row + 2, "└───┘", edge, bg)


def paint_face(s: TextScreen, col: int, row: int, label: str, ink: int, frame: int, face: int,
               double: bool = False, tag: str = "", tag_ink: int | None = None) -> None:
    """A face-up card: ``label`` (three cells, e.g. "10♦") in ``ink`` on the ``face`` colour,
    a single or ``double`` frame, and ``tag`` (up to three letters) at the right of the bottom edge."""
    tl, tr, bl, br, h, v = DOUBLE if double else SINGLE
    s.put(col, row, tl + h * 3 + tr, frame, face)
    s.put(col, row + 1, v, frame, face)
    s.put(col + 1, row + 1, label, ink, face)
    s.put(col + 4, row + 1, v, frame, face)
    if tag:
        bottom = bl + h * (3 - len(tag))
        s.put(col, row + 2, bottom, frame, face)
        s.put(col + len(bottom), row + 2, tag, tag_ink, face)
        s.put(col + 4, row + 2, br, frame, face)
    else:
        s.put(col, row + 2, bl + h * 3 + br, frame, face)
