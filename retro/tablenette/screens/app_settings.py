"""Tablenette's remembered settings, declared once: each option's choices, the speed's range."""

from __future__ import annotations

from dataclasses import dataclass

from retro.table.settings import Control, Settings, choice, flag, number
from retro.tablenette.bots import DEFAULT_BOT
from retro.win import BACK_COUNT

PROGRAM = "tablenette"
# Options > Fast / Normal / Slow; 0 (instant) is not on the menu: tests and benchmarks use it.
SPEEDS = ((1, "&Fast"), (2, "&Normal"), (3, "S&low"))
# Tablenette has no settings dialog: the person sets these on the Options menu (app_window).
OPTIONS = "&Options"
# Options > Standard Opponent / Strong Opponent: the computer's player, weakest first -- Sycomp's own
# (the default) and the expert, which looks ahead as the coach does (README: how strong is the
# computer?). An item a level, as the speeds are; a game is played, kept and recorded at its level.
LEVELS = ((DEFAULT_BOT, "S&tandard Opponent"), ("expert", "St&rong Opponent"))
# Each level's word: the records' column, the replays' name of the computer ("Computer (strong)").
LEVEL_WORDS = {DEFAULT_BOT: "standard", "expert": "strong"}


@dataclass(frozen=True)
class TablenetteSettings(Settings):
    """Options > Open Hands, Coach, Sound, the speed (an item a speed: SPEEDS) and the computer's
    player (``bot``, an item a level: LEVELS); the card back, remembered but set by no menu."""

    open_hands: bool = flag(False, control=Control("&Open Hands", menu=OPTIONS))
    sound: bool = flag(True, control=Control("&Sound", menu=OPTIONS))
    speed: int = number(2, 0, max(s for s, _ in SPEEDS))
    back: int = number(0, 0, BACK_COUNT - 1)
    bot: str = choice(DEFAULT_BOT, *(bot for bot, _ in LEVELS))
    # None follows Open Hands (on with it, off without) until the person sets it.
    coach: bool | None = choice(None, None, True, False, control=Control("&Coach", menu=OPTIONS))

    @property
    def coach_on(self) -> bool:
        return self.open_hands if self.coach is None else self.coach


DEFAULTS = TablenetteSettings().to_data()


def checked_settings(saved: dict) -> dict:
    """Remembered settings, each kept only while it is still a valid one (else the default)."""
    return TablenetteSettings.checked(saved).to_data()
