"""Tommy's Pinochle's remembered settings, declared once: each answer's choices, the game point's and the delay's range."""

from __future__ import annotations

from dataclasses import dataclass

from retro.dos.family import MAX_SPEED
from retro.table.settings import Settings, choice, flag, number

PROGRAM = "pinochle"
# The setup questions' answers, in the order they are asked (each answer is the next default).
ANSWERS = ("count", "single_hand", "game_point", "open_hands", "coach")
LEAST_POINT, MOST_POINT = 500, 30_000


@dataclass(frozen=True)
class PinochleSettings(Settings):
    """The setup answers (PIN-O1..O3), the coach and the delay (F8/F9, PIN-F8)."""

    count: str = choice("old_timer", "old_timer", "simplified", "streamlined")
    single_hand: bool = flag(False)
    game_point: int = number(1000, LEAST_POINT, MOST_POINT)
    open_hands: bool = flag(False)
    # None until the coach question is first answered (its default then follows open hands).
    coach: bool | None = choice(None, None, True, False)
    speed: int = number(2, 0, MAX_SPEED)

    def coach_wanted(self, open_hands: bool) -> bool:
        """The coach line's setting: as answered, else on with open hands."""
        return open_hands if self.coach is None else self.coach
