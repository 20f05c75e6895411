"""A bar chart of game margins in text mode: block characters, wins above a middle line, losses below.

Each game is a bar two columns wide (the newest at the right); a bar's
height is its margin against the largest of the chart, in half rows: full
rows are █, the last half row ▄ above the line or ▀ below it. The empty
chart is shaded ░, as DOS programs drew their graphs.
"""

from __future__ import annotations

from typing import Sequence

from retro import palette as P
from retro.dos.screen import TextScreen

BAR_W = 2          # columns a bar
GAP = 1            # columns between bars


def chart_width(count: int) -> int:
    """The columns a chart of ``count`` bars takes."""
    return max(0, count * (BAR_W + GAP) - GAP)


def half_rows(margin: int, largest: int, height: int) -> int:
    """How many half rows (out of ``2 * height``) a margin's bar rises or falls; at least one
    for any margin that is not 0."""
    if not margin or not largest:
        return 0
    return max(1, round(abs(margin) * 2 * height / largest))


def bar_column(margin: int, largest: int, height: int) -> list[str]:
    """One bar's characters from the top row down: ``height`` rows above the line, the line's own
    row, ``height`` rows below ("" is an empty cell, "-" the middle line)."""
    above, below = [""] * height, [""] * height
    half = half_rows(margin, largest, height)
    full, odd = divmod(half, 2)
    if margin > 0:
        for i in range(full):
            above[height - 1 - i] = "█"
        if odd:
            above[height - 1 - full] = "▄"
    elif margin < 0:
        for i in range(full):
            below[i] = "█"
        if odd:
            below[full] = "▀"
    return above + ["-"] + below


def paint_margins(s: TextScreen, col: int, row: int, margins: Sequence[int], height: int = 3,
                  mono: bool = False, bg: int = P.BLACK) -> int:
    """The chart of ``margins`` (oldest first) from (col, row): ``2 * height + 1`` rows; returns the
    column after it. Wins are light green, losses light red, the line and shading grey (in mono:
    bright and plain grey)."""
    win, loss = (P.WHITE, P.LIGHT_GREY) if mono else (P.LIGHT_GREEN, P.LIGHT_RED)
    shade, line = (P.DARK_GREY, P.LIGHT_GREY) if not mono else (P.LIGHT_GREY, P.WHITE)
    largest = max((abs(m) for m in margins), default=0)
    width = chart_width(len(margins))
    for r in range(2 * height + 1):
        if r == height:
            s.put(col, row + r, "─" * width, line, bg)
        else:
            s.put(col, row + r, "░" * width, shade, bg)
    for i, margin in enumerate(margins):
        left = col + i * (BAR_W + GAP)
        for r, char in enumerate(bar_column(margin, largest, height)):
            if char == "-":
                if margin == 0:
                    s.put(left, row + r, "▬" * BAR_W, line, bg)
            elif char:
                s.put(left, row + r, char * BAR_W, win if margin > 0 else loss, bg)
    return col + width
