"""Casino's remembered settings, declared once: the New Game and Game Settings choices with their ranges and controls."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from retro.table.settings import Control, Settings, flag, in_dialog, number, text

PROGRAM = "casino"
MAX_NAME = 20
# The dialogs that set them (their titles): New Game every one, Game Settings what may change mid-game.
NEW_GAME, GAME_SETTINGS = "New Game", "Game Settings"
ALWAYS = (NEW_GAME, GAME_SETTINGS)


@dataclass(frozen=True)
class CasinoSettings(Settings):
    """The New Game dialog's choices (CAS-U2), the card back, the delay and the coach.

    Each declares its control and the dialogs that set it (``ui_dialogs.GameDialog``); the name,
    the players and expert wait for a New Game.
    """

    name: str = text("Player", MAX_NAME, control=Control("&Name:", (NEW_GAME,)))
    opponents: int = number(1, 1, 3, control=Control("&Computer players:", (NEW_GAME,)))
    expert: bool = flag(False, control=Control("&Expert (thinks ahead)", (NEW_GAME,)))
    back: int = number(0, 0, 5, control=Control("Card back", ALWAYS))
    delay: int = number(4, 1, 9, control=Control("&Delay (9 is slowest):", ALWAYS))
    animation: bool = flag(True, control=Control("&Animation", ALWAYS))
    sound: bool = flag(True, control=Control("&Sound", ALWAYS))
    open_hands: bool = flag(False, control=Control("&Open hands", ALWAYS))
    coach: bool = flag(False, control=Control("Coach after each &play", ALWAYS))

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
        return self.replace(**{key: chosen[key] for key in (names or [n for n in self.names() if n in chosen])})


# What Game Settings may change mid-game; the name, the players and expert wait for a New Game.
MID_GAME = in_dialog(CasinoSettings, GAME_SETTINGS)
