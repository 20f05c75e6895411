"""The score sheet's picture: where each player's points of the hand came from, in two languages."""

from __future__ import annotations

from typing import Sequence

from retro.dos.pointsbar import bar_lines
from retro.tablanet.screens.app_text import name

LABELS = {"ru": ("Очки за карты", "Табланеты", "Премия"),
          "en": ("Card points", "Tablanets", "Bonus")}


def parts_of(card_points: Sequence[int], tablanet: Sequence[int], bonus: Sequence[int]) -> list[list[int]]:
    """Per player the hand's points by source (the sheet's own columns, counted from the events)."""
    return [[card_points[p], tablanet[p], bonus[p]] for p in range(len(card_points))]


def points_picture(parts: Sequence[Sequence[int]], lang: str, seat_names: tuple | None = None) -> tuple[list, list]:
    """A bar per player on one scale and the legend: ``(lines, spans)`` as ``bar_lines`` gives them
    (``seat_names``: a people's game's names)."""
    names = [name(p, len(parts), lang, seat_names) for p in range(len(parts))]
    return bar_lines(names, parts, LABELS["en" if lang == "en" else "ru"], width=40, name_w=13)
