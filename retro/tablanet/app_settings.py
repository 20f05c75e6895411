"""Tablanet's remembered settings, declared once: each answer's choices, the delay's range."""

from __future__ import annotations

from dataclasses import dataclass

from retro.dos.family import MAX_SPEED
from retro.table.settings import Settings, choice, flag, number
from retro.tablanet.app_text import LANGS

PROGRAM = "tablanet"
# The setup questions, in the order they are asked (each answer is the next default).
ANSWERS = ("lang", "players", "ace", "bonus", "tablanet", "open_hands", "coach")


@dataclass(frozen=True)
class TablanetSettings(Settings):
    """The setup answers (TBL-O1, TBL-O2, TBL-O3), the coach and the delay (F8/F9)."""

    lang: str = choice("ru", *LANGS)
    players: int = choice(2, 2, 3)
    ace: int = choice(11, 1, 11)
    bonus: str = choice("points", "points", "cards")
    tablanet: str = choice("values", "values", "none")
    open_hands: bool = flag(False)
    # None until the coach question is first answered (its default then follows open hands).
    coach: bool | None = choice(None, None, True, False)
    speed: int = number(2, 0, MAX_SPEED)
