"""A plain text-mode notice: a program that stopped unexpectedly."""

from __future__ import annotations

from retro import palette as P
from retro.dos.base import DosProgram
from retro.dos.screen import COLS
from retro.program import Context


class Notice(DosProgram):
    """A boxed message; any key or click goes back to the menu."""

    title = "notice"

    def __init__(self, ctx: Context, heading: str, lines: list[str], colour: int = P.BLUE):
        super().__init__(ctx, border=colour)
        self.heading = heading
        self.lines = lines
        self.colour = colour

    def on_key(self, key: str) -> None:
        self.done = True

    def on_click(self, col: int, row: int) -> None:
        self.done = True

    def paint(self) -> None:
        s = self.screen
        s.clear(P.WHITE, P.BLACK)
        width = max(44, max(len(line) for line in self.lines) + 6)
        width = min(width, COLS - 4)
        height = len(self.lines) + 6
        col, row = (COLS - width) // 2, max(1, (22 - height) // 2)
        s.box(col, row, width, height, P.WHITE, self.colour, shadow=True, title=self.heading)
        for i, line in enumerate(self.lines):
            s.put(col + 3, row + 2 + i, line[: width - 6], P.WHITE, self.colour)
        s.center(row + height - 2, "Press any key to return to the menu.", P.YELLOW, self.colour, col, width)


def stopped(ctx: Context, title: str, error: BaseException, log_name: str | None) -> Notice:
    lines = [f"{title} stopped unexpectedly:", f"{type(error).__name__}: {error}"[:70]]
    if log_name:
        lines.append(f"Details were saved in {log_name} in the data folder.")
    return Notice(ctx, "Program error", lines, colour=P.RED)
