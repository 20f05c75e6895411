"""Casino's remembered settings, declared once: the New Game and Game Settings choices with their ranges and controls."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from retro.casino.bots import DEFAULT_BOT
from retro.table.settings import Control, Settings, choice, flag, in_dialog, number, text

PROGRAM = "casino"
MAX_NAME = 20
# The dialogs that set them (their titles): New Game every one, Game Settings what may change mid-game.
NEW_GAME, GAME_SETTINGS = "New Game", "Game Settings"
ALWAYS = (NEW_GAME, GAME_SETTINGS)
# The computers' skill, weakest first: Munter's player, the original's (the default), and the expert,
# which looks ahead as the coach does (README: how strong is the computer?). Each has its word (the
# records' Skill column), its button's words in the New Game dialog, and the name its computers play
# under ("Expert 2"), so the table, the Hall of Fame and the replays say whom a game was against.
LEVELS = (DEFAULT_BOT, "expert")
LEVEL_WORDS = {DEFAULT_BOT: "Standard", "expert": "Expert"}
LEVEL_LABELS = {DEFAULT_BOT: "Standard", "expert": "Expert (thinks ahead)"}
COMPUTER_WORDS = {DEFAULT_BOT: "Computer", "expert": "Expert"}
# The record's word for each level's lines ("standard-2": two standard computers; app_keep.record_setting),
# as the record has said it since it began.
RECORD_KINDS = {DEFAULT_BOT: "standard", "expert": "expert"}


@dataclass(frozen=True)
class CasinoSettings(Settings):
    """The New Game dialog's choices (CAS-U2), the card back, the delay and the coach.

    Each declares its control and the dialogs that set it (``ui_dialogs.GameDialog``); the name,
    the players and the computers' skill (``bot``: a ``LEVELS`` bot) wait for a New Game.
    """

    name: str = text("Player", MAX_NAME, control=Control("&Name:", (NEW_GAME,)))
    opponents: int = number(1, 1, 3, control=Control("&Computer players:", (NEW_GAME,)))
    bot: str = choice(DEFAULT_BOT, *LEVELS, control=Control("S&kill:", (NEW_GAME,)))
    back: int = number(0, 0, 5, control=Control("Card back", ALWAYS))
    delay: int = number(4, 1, 9, control=Control("&Delay (9 is slowest):", ALWAYS))
    animation: bool = flag(True, control=Control("&Animation", ALWAYS))
    sound: bool = flag(True, control=Control("&Sound", ALWAYS))
    open_hands: bool = flag(False, control=Control("&Open hands", ALWAYS))
    coach: bool = flag(False, control=Control("Coach after each &play", ALWAYS))

    @classmethod
    def checked(cls, saved: Any) -> "CasinoSettings":
        """As ``Settings.checked``; a name is kept with its spaces tidied, a file from before
        the coach has it on with open hands, and one from before the skill was chosen has the
        expert if its "expert players" box was ticked (``"expert": true``)."""
        saved = dict(saved) if isinstance(saved, dict) else {}
        if "bot" not in saved and saved.get("expert") is True:
            saved["bot"] = "expert"
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


# What Game Settings may change mid-game; the name, the players and their skill wait for a New Game.
MID_GAME = in_dialog(CasinoSettings, GAME_SETTINGS)
