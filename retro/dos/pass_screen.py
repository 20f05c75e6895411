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
from retro.dos.widgets import Sheet, paint_sheet

ROW = 8


class PassBox(Sheet):
    """A box asking for the next person; done when they say they are there."""

    def __init__(self, seat: int, title: str, lines: Sequence[str], footer: str, row: int = ROW):
        self.seat = seat
        self.title, self.lines, self.footer = title, list(lines), footer
        self.row = row

    def handle(self, key: str) -> None:
        self.beeped = False
        if key in ("RETURN", "SPACE"):
            self.done = True
        elif not key.startswith("F") and key != "ESCAPE":
            self.beeped = True

    def paint(self, screen: TextScreen) -> None:
        paint_sheet(screen, self.row, self.title, [(line, P.WHITE) for line in self.lines], self.footer,
                    width=44, fg=P.WHITE, bg=P.MAGENTA)


__all__ = ["PassBox"]
