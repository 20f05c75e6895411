"""Tablenette's replays: each finished game into the history; Game > Replay... lists them and steps through one.

The window tells ``Replays.moved`` of every move (its ``TableHooks.moved``);
the finished game is written to ``tablenette.history.gz`` (``retro.history``).
The list and the stepped game are the Windows kit's (``retro.win.replay``);
what is Tablenette's is the picture of a position and the words of a move.
"""

from __future__ import annotations

import re

from retro.history import History
from retro.record import RecordError
from retro.tablenette import coach, rules
from retro.tablenette.app_coach import verdict_line
from retro.tablenette.bots import DEFAULT_BOT, play_words
from retro.win.replay import Group, ReplayBox, ReplayList, Track
from retro.win.replaylog import GameLog, result_line

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
        return f"{name}: {play_words(move, before.table)}."

    def verdict_line(self, verdict, before) -> str:
        return verdict_line(verdict)


PICTURE = Picture()


class Replays:
    """The window's history of games: written as games end, opened from Game > Replay..."""

    def __init__(self, window):
        self.window = window
        self.history = History(window.app.ctx.store, rules)
        self.log = GameLog(self.history, self.seats, result_line)

    def seats(self, _game) -> list[tuple[str, str]]:
        bot = str(self.window.settings.get("bot", DEFAULT_BOT))
        return [("person", NAMES[0]), (bot if re.fullmatch(r"[a-z][a-z0-9_]*", bot) else "computer", NAMES[1])]

    def moved(self, game, moved) -> None:
        """A move of ``game`` (reported by its session); the ended game goes into the history."""
        if game is not None:
            self.log.moved(game, moved, game.state)

    def kept(self, game) -> dict:
        """The log of ``game`` for its kept file."""
        return self.log.kept(game, game.state)

    def resume(self, game, extras) -> None:
        """A game continued from its kept file: followed with the moves it kept."""
        self.log.resume(game, game.deal, extras.played, extras.person_played)

    def open_list(self) -> ReplayList:
        """Game > Replay...: the finished games, newest first, over the chart of margins."""
        box = self.window.open(ReplayList("Replay", self.history.games(), self.open_entry))
        self.window.app.report()          # a damaged history: one line, in a box over the list
        return box

    def open_entry(self, entry) -> ReplayBox | None:
        """One game stepped through; a record that cannot be replayed here is said in one line."""
        try:
            record = entry.record()
            track = Track(record, rules, coach.judge_steps, entry.person)
        except RecordError as err:
            self.window.message(str(err), TITLE, icon="warning")
            return None
        names = [seat.name for seat in record.seats] or list(NAMES)
        return self.window.open(ReplayBox(f"Replay - {entry.date or 'a game'}", track, PICTURE, names,
                                          lambda state, position: self.play_from(record, state, position)))

    def play_from(self, record, state, position: int):
        """Play on from the position on show: you against the computer, the moves before kept."""
        self.window.leave_lessons()         # a lesson on the table gives way to the game
        game = self.window.begin(state)
        game.deal = record.deal
        self.log.follow(game, record.deal, record.moves[:position])
        game.say(f"Played on from move {position} of the replay. Hand {state.hand_no}.")
        return game
