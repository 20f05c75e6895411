"""Tablenette's remembered settings, declared once: each option's choices, the speed's range, the players."""

from __future__ import annotations

from dataclasses import dataclass

from retro.table.people import LONGEST_NAME
from retro.table.settings import Control, Settings, choice, flag, number, text
from retro.tablenette.bots import DEFAULT_BOT
from retro.win import BACK_COUNT

PROGRAM = "tablenette"
# Options > Fast / Normal / Slow; 0 (instant) is not on the menu: tests and benchmarks use it.
SPEEDS = ((1, "&Fast"), (2, "&Normal"), (3, "S&low"))
# Tablenette's options are on the Options menu (app_window); who sits at the table is set in the
# Players dialog (Options > Players..., ui_players).
OPTIONS = "&Options"
PLAYERS = "Players"
# Options > Standard Opponent / Strong Opponent: the computer's player, weakest first -- Sycomp's own
# (the default) and the expert, which looks ahead as the coach does (README: how strong is the
# computer?). An item a level, as the speeds are; a game is played, kept and recorded at its level.
LEVELS = ((DEFAULT_BOT, "S&tandard Opponent"), ("expert", "St&rong Opponent"))
# Each level's word: the records' column, the replays' name of the computer ("Computer (strong)").
LEVEL_WORDS = {DEFAULT_BOT: "standard", "expert": "strong"}
# Who plays the second seat: the computer (one person against it, the default) or a second person.
SECOND_SEAT = {"computer": "Co&mputer", "person": "&Person"}
# A typed name may run past the longest a seat takes, so that it is told (in one line) and not cut.
TYPED_NAME = 2 * LONGEST_NAME


@dataclass(frozen=True)
class TablenetteSettings(Settings):
    """Options > Open Hands, Coach, Sound, the speed (an item a speed: SPEEDS) and the computer's
    player (``bot``, an item a level: LEVELS); the card back, remembered but set by no menu; and the
    players (the Players dialog): who plays the second seat, each person's name and the second
    person's coach (the first's is Options > Coach). With two people Open Hands is the teaching
    table: every hand face up."""

    open_hands: bool = flag(False, control=Control("&Open Hands", (PLAYERS,), menu=OPTIONS))
    sound: bool = flag(True, control=Control("&Sound", menu=OPTIONS))
    speed: int = number(2, 0, max(s for s, _ in SPEEDS))
    back: int = number(0, 0, BACK_COUNT - 1)
    bot: str = choice(DEFAULT_BOT, *(bot for bot, _ in LEVELS), control=Control("Level:", (PLAYERS,)))
    # None follows Open Hands (on with it, off without) until the person sets it.
    coach: bool | None = choice(None, None, True, False, control=Control("&Coach", (PLAYERS,), menu=OPTIONS))
    second: str = choice("computer", *SECOND_SEAT, control=Control("Player 2:", (PLAYERS,)))
    name1: str = text("", TYPED_NAME, control=Control("&Name:", (PLAYERS,)))
    name2: str = text("", TYPED_NAME, control=Control("N&ame:", (PLAYERS,)))
    coach2: bool = flag(False, control=Control("Coac&h", (PLAYERS,)))

    @property
    def coach_on(self) -> bool:
        return self.open_hands if self.coach is None else self.coach

    @property
    def two_people(self) -> bool:
        """The games to come are played by two people (the Players dialog's second seat)."""
        return self.second == "person"


DEFAULTS = TablenetteSettings().to_data()


def checked_settings(saved: dict) -> dict:
    """Remembered settings, each kept only while it is still a valid one (else the default)."""
    return TablenetteSettings.checked(saved).to_data()
