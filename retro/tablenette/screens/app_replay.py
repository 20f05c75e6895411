"""Tablenette's replays: each finished game into the history; Game > Replay... lists them and steps through one.

The window tells ``Replays.moved`` of every move (its ``TableHooks.moved``);
the finished game is written to ``tablenette.history.gz`` (``retro.history``).
The list, the stepped game and playing on are the Windows programs' own
(``retro.win.replaylog.Replays``); what is Tablenette's is the picture of
a position, the words of a move and how a game is begun from a position.
"""

from __future__ import annotations

import re

from retro.history import History
from retro.table.replay import HistoryLog, result_line
from retro.tablenette import coach, rules
from retro.tablenette.screens.app_coach import verdict_line
from retro.tablenette.bots import DEFAULT_BOT
from retro.tablenette.facts import play_of
from retro.tablenette.reasons import play_words
from retro.win.replay import Group
from retro.win.replaylog import Replays as WindowReplays

TITLE = "Tablenette"
NAMES = ("You", "Computer")


class Picture:
    """A Tablenette position for the Replay box: the computer's hand, the table, yours."""

    def rows(self, state) -> list[list[Group]]:
        return [[Group("Computer", [(c,) for c in state.hands[1]])],
                [Group(f"Table (deck {state.stock_size})", [(c,) for c in state.table])],
                [Group("You", [(c,) for c in state.hands[0]])]]

    def score_line(self, state) -> str:
        line = (f"Score: you {state.scores[0]}, the computer {state.scores[1]}. "
                f"Hand {state.hand_no}, deal {state.deal_no} of 4.")
        return line + (" The game is over." if state.over else "")

    def move_line(self, name: str, player: int, move, before) -> str:
        return f"{name}: {play_words(play_of(before, move))}."

    def verdict_line(self, verdict, before) -> str:
        return verdict_line(verdict)


PICTURE = Picture()


class Replays(WindowReplays):
    """The window's history of games: written as games end, opened from Game > Replay..."""

    title = TITLE

    def __init__(self, window):
        self.window = window
        history = History(window.app.ctx.store, rules)
        super().__init__(history, HistoryLog(history, self.seats, result_line), coach.judge_steps)

    def seats(self, _game) -> list[tuple[str, str]]:
        bot = str(self.window.settings.get("bot", DEFAULT_BOT))
        return [("person", NAMES[0]), (bot if re.fullmatch(r"[a-z][a-z0-9_]*", bot) else "computer", NAMES[1])]

    def report(self) -> None:
        self.window.app.report()

    def names(self, record) -> list[str]:
        return super().names(record) or list(NAMES)

    def picture(self, names) -> Picture:
        return PICTURE

    def begin(self, record, state):
        """You against the computer from the position on show."""
        self.window.leave_lessons()         # a lesson on the table gives way to the game
        return self.window.begin(state)

    def played_on_line(self, position: int, state) -> str:
        return f"Played on from move {position} of the replay. Hand {state.hand_no}."
