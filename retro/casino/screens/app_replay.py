"""Casino's replays: each finished game into the history; File > Replay... lists them and steps through one.

Every game on the table tells ``Replays.moved`` of its moves (the ``Screen``'s
``moved``); the finished game is written to ``casino.history.gz``
(``retro.history``). The list, the stepped game and playing on are the
Windows programs' own (``retro.win.replaylog.Replays``); what is Casino's is
the picture of a position (the piles in their spaces), the words of a move
and how a game is begun from a position.
"""

from __future__ import annotations

from retro.casino import bots as casino_bots
from retro.casino import rules
from retro.casino.screens.app_coach import COACH, verdict_line
from retro.casino.screens.app_game import describe
from retro.history import History
from retro.table.replay import HistoryLog, result_line
from retro.win.replay import Group
from retro.win.replaylog import Replays as WindowReplays

TITLE = "Casino"


class Picture:
    """A Casino position for the Replay box: the computers' hands, the piles on the table, yours."""

    def __init__(self, names):
        self.names = list(names)

    def name(self, seat: int) -> str:
        return self.names[seat] if seat < len(self.names) else f"Player {seat + 1}"

    def rows(self, state) -> list[list[Group]]:
        others = [Group(self.name(p), [(c,) for c in state.hands[p]]) for p in range(1, state.players)]
        piles = [pile.cards for pile in state.spaces if pile is not None]
        return [others, [Group(f"Table ({state.stock_size} cards to deal)", piles)],
                [Group(self.name(0), [(c,) for c in state.hands[0]])]]

    def score_line(self, state) -> str:
        scores = ", ".join(f"{self.name(p)} {s}" for p, s in enumerate(state.scores))
        line = f"Scores: {scores}. Round {state.round}."
        return line + (" The game is over." if state.over else "")

    def move_line(self, name: str, player: int, move, before) -> str:
        return describe(move, name, False)

    def verdict_line(self, verdict, before) -> str:
        return verdict_line(verdict, before, late=False)


class Replays(WindowReplays):
    """The program's history of games: written as games end, opened from File > Replay... (a history
    that could not be written is said with the game's end, ``CasinoApp.game_over``)."""

    title = TITLE

    def __init__(self, app):
        self.app = app
        history = History(app.ctx.store, rules)
        super().__init__(history, HistoryLog(history, self.seats, result_line), COACH.judge)

    @staticmethod
    def seats(game) -> list[tuple[str, str]]:
        """The record's seats: each person by name ("seat 1: person Ann"), each computer by its bot."""
        return [("person" if game.seating.is_person(seat) else game.bot_name, name)
                for seat, name in enumerate(game.names)]

    @property
    def window(self):
        return self.app.window

    def report(self) -> None:
        self.app._report()

    def picture(self, names) -> Picture:
        return Picture(names)

    def begin(self, record, state):
        """The person against the computers of the record from the position on show."""
        for box in list(self.window.dialogs):
            box.close(None)
        if self.window.lessons is not None:     # a lesson on the table gives way to the game
            self.window.lessons.close()
        kinds = [seat.kind for seat in record.seats[1:]]
        bot = kinds[0] if kinds and kinds[0] in casino_bots.BOTS else None
        names = [self.app.settings.name] + [seat.name for seat in record.seats[1:]]
        return self.app.begin(state, names if len(names) == state.players else None, bot)
