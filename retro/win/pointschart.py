"""A hand's points as a grey chart box of coloured bars, one per side, with a legend (Windows boxes)."""

from __future__ import annotations

from typing import NamedTuple, Sequence

import pyxel

from retro.hand_points import cells
from retro.palette import W_BLACK, W_BLUE, W_FUCHSIA, W_LIME, W_MAROON, W_SILVER, W_TEAL, W_YELLOW

# One colour per source, as a 1990s chart program painted its series.
COLOURS = (W_BLUE, W_MAROON, W_YELLOW, W_TEAL, W_FUCHSIA, W_LIME)
BAR_H, ROW_H, KEY = 9, 14, 8        # a bar's height, a side's row, a legend square


class Chart(NamedTuple):
    """Where the chart's parts go: the box, each bar's segments (x, y, w, colour), the legend."""

    height: int
    segments: list
    totals: list            # (x, y, text)
    names: list             # (x, y, text)
    legend: list            # (x, y, colour, text)


def chart_layout(x: int, y: int, w: int, names: Sequence[str], parts: Sequence[Sequence[int]],
                 labels: Sequence[str], text_w, line_h: int) -> Chart:
    """Lay the chart out at (``x``, ``y``), ``w`` wide: every side on one scale, so the longer bar
    scored more; ``text_w(text)`` measures the font, ``line_h`` is its line."""
    name_w = max(text_w(name) for name in names) + 12
    total_w = max(text_w(str(sum(row))) for row in parts) + 8
    bar_x, bar_w = x + 6 + name_w, w - 12 - name_w - total_w
    scale = max((sum(row) for row in parts), default=0)
    segments, totals, shown = [], [], []
    top = y + 6
    for i, (name, row) in enumerate(zip(names, parts)):
        ry = top + i * ROW_H
        shown.append((x + 6, ry + (BAR_H - line_h) // 2 + 1, name))
        sx = bar_x
        for k, n in enumerate(cells(row, scale, bar_w)):
            if n:
                segments.append((sx, ry, n, COLOURS[k]))
                sx += n
        totals.append((sx + 4, ry + (BAR_H - line_h) // 2 + 1, str(sum(row))))
    ly = top + len(parts) * ROW_H + 2
    legend, lx = [], x + 6
    for k, label in enumerate(labels):
        item_w = KEY + 4 + text_w(label) + 12
        if lx + item_w - 12 > x + w - 6 and lx > x + 6:
            lx, ly = x + 6, ly + line_h + 2
        legend.append((lx, ly, COLOURS[k], label))
        lx += item_w
    return Chart(ly + line_h + 4 - y, segments, totals, shown, legend)


def draw_chart(look, x: int, y: int, w: int, names: Sequence[str], parts: Sequence[Sequence[int]],
               labels: Sequence[str]) -> int:
    """Draw the chart box; returns its height."""
    f = look.ui
    chart = chart_layout(x, y, w, names, parts, labels, f.width, f.height)
    look.sunken(x, y, w, chart.height, W_SILVER)
    for nx, ny, text in chart.names:
        f.draw(nx, ny, text, W_BLACK)
    for sx, sy, n, colour in chart.segments:
        pyxel.rect(sx, sy, n, BAR_H, colour)
        pyxel.rectb(sx, sy, n, BAR_H, W_BLACK)
    for tx, ty, text in chart.totals:
        f.draw(tx, ty, text, W_BLACK)
    for lx, ly, colour, label in chart.legend:
        ky = ly + (f.height - KEY) // 2
        pyxel.rect(lx, ky, KEY, KEY, colour)
        pyxel.rectb(lx, ky, KEY, KEY, W_BLACK)
        f.draw(lx + KEY + 4, ly, label, W_BLACK)
    return chart.height
