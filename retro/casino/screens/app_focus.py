"""The keyboard focus over the Casino table: Tab and the arrows between the hand's cards and the tableau's piles."""

from __future__ import annotations

from retro.casino.screens.ui_layout import COLUMNS

Focus = tuple[str, int]     # ("hand", card index) or ("table", space index)


def next_focus(focus: Focus, key: str, hand_size: int, piles: list[int]) -> Focus:
    """Where ``key`` (TAB, LEFT, RIGHT, UP, DOWN) takes the focus; ``piles``: the occupied spaces."""
    zone, at = focus
    if zone == "table" and at not in piles:
        zone, at = ("table", piles[0]) if piles else ("hand", 0)
    if key == "TAB" or (key == "UP" and zone == "table" and at < COLUMNS) or \
            (key == "DOWN" and zone == "hand"):
        if zone == "hand" and piles:
            return ("table", piles[0])
        return ("hand", min(at, max(0, hand_size - 1)) if zone == "hand" else 0)
    if zone == "hand":
        if hand_size and key in ("LEFT", "RIGHT"):
            step = -1 if key == "LEFT" else 1
            return ("hand", (at + step) % hand_size)
        return focus
    if key in ("LEFT", "RIGHT"):
        k = piles.index(at)
        return ("table", piles[(k + (1 if key == "RIGHT" else -1)) % len(piles)])
    if key in ("UP", "DOWN"):
        row = at // COLUMNS + (1 if key == "DOWN" else -1)
        same_row = [i for i in piles if i // COLUMNS == row]
        if same_row:
            return ("table", min(same_row, key=lambda i: abs(i % COLUMNS - at % COLUMNS)))
    return focus
