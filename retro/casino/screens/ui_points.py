"""The round's box picture: where each player's points came from, as a grey chart of coloured bars."""

from __future__ import annotations

from retro.win.pointschart import chart_layout, draw_chart

LABELS = ("Cards", "Spades", "Aces", "2 of spades", "10 of diamonds", "Sweeps")
KEYS = ("most_cards", "most_spades", "aces", "two_of_spades", "ten_of_diamonds", "sweeps")


def parts_of(board) -> list[list[int]]:
    """Per player the round's points by source, in the legend's order (the board's tally)."""
    return [[board.tally(p)[key] for key in KEYS] for p in range(board.players)]


def chart_height(look, w: int, names, board) -> int:
    """How tall the chart is at width ``w`` (the box makes room for it)."""
    return chart_layout(0, 0, w, names, parts_of(board), LABELS, look.ui.width, look.ui.height).height


def draw_points(look, x: int, y: int, w: int, names, board) -> int:
    """The chart under the round's table; returns its height."""
    return draw_chart(look, x, y, w, names, parts_of(board), LABELS)
