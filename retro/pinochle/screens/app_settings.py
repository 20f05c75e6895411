"""Tommy's Pinochle's remembered settings, declared once: each answer's choices and its setup question, the game point's and the delay's range."""

from __future__ import annotations

from dataclasses import dataclass

from retro.dos.family import MAX_SPEED
from retro.pinochle.bots import DEFAULT_BOT
from retro.pinochle.screens.ui_table import COUNT_LABELS
from retro.table.settings import Ask, Settings, asked, choice, flag, number, text

PROGRAM = "pinochle"
LEAST_POINT, MOST_POINT = 500, 30_000
# The computer players a person chooses from, weakest first: Tommy (the 1988 program's player, the
# default) and the expert, "strong" (it looks ahead as the coach does; README: how strong).
LEVELS = (DEFAULT_BOT, "expert")
LEVEL_LABELS = {"tommy": "Tommy, as in 1988", "expert": "strong: it looks ahead"}
# The record's and the replays' word for each (ui_popups).
LEVEL_NAMES = {"tommy": "Tommy", "expert": "Strong"}


@dataclass(frozen=True)
class PinochleSettings(Settings):
    """The setup answers (PIN-O1..O3, the computer's strength), the coach and the delay (F8/F9, PIN-F8).

    Each question is asked in this order (``ui_setup.Setup``); each answer is the default next time.
    """

    count: str = choice("old_timer", "old_timer", "simplified", "streamlined",
                        ask=Ask.numbered("Count system, 1 2 or 3 (Enter for {d})?", labels=COUNT_LABELS,
                                         refused="Please give 1, 2 or 3."))
    single_hand: bool = flag(False, ask=Ask.yes_no("Single-hand game, high score wins (Y/N)?", step="single"))
    game_point: int = number(1000, LEAST_POINT, MOST_POINT,
                             ask=Ask.number(f"Game point, {LEAST_POINT} to {MOST_POINT} (Enter for {{d}})?",
                                            refused=f"Please give {LEAST_POINT} to {MOST_POINT}.",
                                            unless="single_hand"))
    # the computer's bot (retro.pinochle.bots): a game is played, kept and recorded at its level
    bot: str = choice(DEFAULT_BOT, *LEVELS,
                      ask=Ask.numbered("Computer player, 1 Tommy or 2 strong (Enter for {d})?",
                                       labels=LEVEL_LABELS, refused="Please give 1 or 2."))
    open_hands: bool = flag(False, ask=Ask.yes_no("Open hands: show the computer's cards (Y/N)?"))
    # None until the coach question is first answered (its default then follows open hands).
    coach: bool | None = choice(None, None, True, False,
                                ask=Ask.yes_no("Coach: a comment on each of your plays (Y/N)?",
                                               follows="open_hands"))
    speed: int = number(2, 0, MAX_SPEED)
    # the names last typed for two people, seat by seat (a tab between them; a name holds none)
    people_names: str = text("", 2 * 12 + 1)

    def coach_wanted(self, open_hands: bool) -> bool:
        """The coach line's setting: as answered, else on with open hands."""
        return open_hands if self.coach is None else self.coach


# The setup questions' answers, in the order they are asked (each answer is the next default).
ANSWERS = asked(PinochleSettings)
