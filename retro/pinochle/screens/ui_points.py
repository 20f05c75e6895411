"""The end-of-hand sheet's picture: where each side's points came from (melds, tricks, last trick)."""

from __future__ import annotations

from retro.dos.pointsbar import bar_lines

LABELS = ("Melds", "Tricks", "Last trick")


def parts_of(tally) -> list[list[int]]:
    """Per side the hand's points by source, as the sheet's tally counted them from the events."""
    return [[tally.melds[p], tally.tricks[p], tally.last[p]] for p in range(2)]


def points_picture(tally, names: tuple[str, str] | None = None) -> tuple[list, list]:
    """The bars under the sheet's totals: ``(lines, spans)`` as ``bar_lines`` gives them; two people's
    ``names`` make the names' column wide enough for them."""
    if names is None:
        return bar_lines(("You", "Computer"), parts_of(tally), LABELS, width=24)
    return bar_lines(names, parts_of(tally), LABELS, width=24, name_w=max(len(name) for name in names) + 1)
