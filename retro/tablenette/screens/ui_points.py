"""The hand's box picture: where each side's points came from, as a grey chart of coloured bars."""

from __future__ import annotations

from retro.win.pointschart import draw_chart

LABELS = ("Card points", "Tablenettes", "Last cards", "More than 27 cards")
KEYS = ("points", "tablenette", "last", "most")     # the board's tally, counted from the events
CHART_H = 78        # room the chart takes in the box, the gap above it included


def parts_of(tally) -> list[list[int]]:
    """Per side the hand's points by source, in the legend's order."""
    return [[side[key] for key in KEYS] for side in tally]


def draw_points(look, x: int, y: int, w: int, tally, names=("You", "Computer")) -> int:
    """The chart under the box's totals, a bar for each of ``names``; returns its height."""
    return draw_chart(look, x, y, w, names, parts_of(tally), LABELS)
