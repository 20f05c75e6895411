"""The DOS family's "pass to NAME" box: between two people's turns the table waits for the next person.

The program paints its table with every hand face down (``GameScene.hands_hidden``)
and this box over it; Enter, Space, a click or a tap anywhere on it says the
person is at the screen. Its words are the program's (``lines``: the box's
lines, ``title``, ``footer``), so Tablanet says them in Russian too.
"""

from __future__ import annotations

from typing import Sequence

from retro import palette as P
from retro.dos.screen import TextScreen
from retro.dos.widgets import Sheet, attend, paint_sheet

ROW = 8
WIDTH = 44


class PassBox(Sheet):
    """A box asking for the next person; done when they say they are there."""

    def __init__(self, seat: int, title: str, lines: Sequence[str], footer: str, row: int = ROW,
                 col: int | None = None):
        self.seat = seat
        self.title, self.lines, self.footer = title, list(lines), footer
        self.row, self.col = row, col        # col None: centred

    def handle(self, key: str) -> None:
        self.beeped = False
        if key in ("RETURN", "SPACE"):
            self.done = True
        elif not key.startswith("F") and key != "ESCAPE":
            self.beeped = True

    def paint(self, screen: TextScreen) -> None:
        if self.col is None:
            paint_sheet(screen, self.row, self.title, [(line, P.WHITE) for line in self.lines], self.footer,
                        width=WIDTH, fg=P.WHITE, bg=P.MAGENTA, owner=self)
            return
        width = max([WIDTH, len(self.footer) + 4] + [len(line) + 6 for line in self.lines])
        height = len(self.lines) + 5
        screen.box(self.col, self.row, width, height, P.WHITE, P.MAGENTA, shadow=True, title=self.title)
        attend(self, self.col, self.row, self.col + width, self.row + height)
        for i, line in enumerate(self.lines):
            screen.put(self.col + 3, self.row + 2 + i, line, P.WHITE, P.MAGENTA)
        screen.center(self.row + height - 2, self.footer, P.YELLOW, P.MAGENTA, self.col, width)
        self.footer_at = (self.row + height - 2, self.col + max(0, (width - len(self.footer)) // 2), self.footer)
        screen.cursor = None


__all__ = ["PassBox"]
