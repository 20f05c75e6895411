"""A hand's points as block-character bars in CGA colours, one per side, with a legend (DOS boxes)."""

from __future__ import annotations

from typing import Sequence

from retro import palette as P
from retro.hand_points import cells

# One fill and one colour per source, so the parts part even on a mono screen.
FILLS = ("█", "▓", "▒", "░", "█", "▓")
COLOURS = (P.LIGHT_RED, P.YELLOW, P.LIGHT_GREEN, P.LIGHT_MAGENTA, P.LIGHT_CYAN, P.WHITE)


def bar_lines(names: Sequence[str], parts: Sequence[Sequence[int]], labels: Sequence[str],
              width: int = 30, name_w: int = 10, fg: int = P.WHITE) -> tuple[list, list]:
    """The bars' lines and their colour spans: ``(lines, spans)``.

    ``lines`` are (text, colour) lines for a sheet: a bar per side, every side on one
    scale so the longer bar scored more, its total after it; then the legend.
    ``spans`` are (line, start, length, colour): the cells to colour within those lines."""
    scale = max((sum(row) for row in parts), default=0)
    lines, spans = [], []
    for i, (name, row) in enumerate(zip(names, parts)):
        text = f"{name[:name_w - 1]:<{name_w}}"
        for k, n in enumerate(cells(row, scale, width)):
            if n:
                spans.append((i, len(text), n, COLOURS[k]))
                text += FILLS[k] * n
        lines.append((f"{text} {sum(row)}", fg))
    legend = ""
    for k, label in enumerate(labels):
        legend += "  " if legend else ""
        spans.append((len(lines), len(legend), 1, COLOURS[k]))
        legend += f"{FILLS[k]} {label}"
    lines.append((legend, P.LIGHT_GREY))
    return lines, spans


def paint_spans(screen, col: int, row: int, spans: Sequence, bg: int) -> None:
    """Colour the bars' cells of a sheet whose first line stands at (``col``, ``row``)."""
    for line, start, length, colour in spans:
        screen.recolor(col + start, row + line, length, 1, colour, bg)
