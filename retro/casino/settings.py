"""Casino's remembered settings, declared once: the New Game and Game Settings choices with their ranges."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from retro.table.settings import Settings, flag, number, text

PROGRAM = "casino"
MAX_NAME = 20
# What Game Settings may change mid-game; the name, the players and expert wait for a New Game.
MID_GAME = ("back", "delay", "animation", "sound", "open_hands", "coach")


@dataclass(frozen=True)
class CasinoSettings(Settings):
    """The New Game dialog's choices (CAS-U2), the card back, the delay and the coach."""

    name: str = text("Player", MAX_NAME)
    opponents: int = number(1, 1, 3)
    expert: bool = flag(False)
    back: int = number(0, 0, 5)
    delay: int = number(4, 1, 9)
    animation: bool = flag(True)
    sound: bool = flag(True)
    open_hands: bool = flag(False)
    coach: bool = flag(False)

    @classmethod
    def checked(cls, saved: Any) -> "CasinoSettings":
        """As ``Settings.checked``; a name is kept with its spaces tidied, and a file from before
        the coach has it on with open hands."""
        saved = dict(saved) if isinstance(saved, dict) else {}
        name = saved.pop("name", None)
        if isinstance(name, str) and name.strip() and len(name) <= MAX_NAME:
            saved["name"] = " ".join(name.split())
        out = super().checked(saved)
        if not isinstance(saved.get("coach"), bool):
            out = out.replace(coach=out.open_hands)
        return out

    def values_from(self, chosen: dict, names: tuple[str, ...] | None = None) -> "CasinoSettings":
        """These settings with a dialog's ``chosen`` values (only ``names`` of them, if given)."""
        return self.replace(**{key: chosen[key] for key in (names or self.names())})
