"""Casino's replays: each finished game into the history; File > Replay... lists them and steps through one.

Every game on the table tells ``Replays.moved`` of its moves (the ``Screen``'s
``moved``); the finished game is written to ``casino.history.gz``
(``retro.history``). The list and the stepped game are the Windows kit's
(``retro.win.replay``); what is Casino's is the picture of a position (the
piles in their spaces) and the words of a move.
"""

from __future__ import annotations

from retro.casino import bots as casino_bots
from retro.casino import rules
from retro.casino.app_coach import COACH, verdict_line
from retro.casino.app_game import describe
from retro.history import History
from retro.record import RecordError
from retro.win.replay import Group, ReplayBox, ReplayList, Track
from retro.win.replaylog import GameLog, result_line

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


class Replays:
    """The program's history of games: written as games end, opened from File > Replay..."""

    def __init__(self, app):
        self.app = app
        self.history = History(app.ctx.store, rules)
        self.log = GameLog(self.history, self.seats, result_line)

    @staticmethod
    def seats(game) -> list[tuple[str, str]]:
        return [("person", game.names[0])] + [(game.bot_name, name) for name in game.names[1:]]

    def moved(self, game, moved) -> None:
        """A move of ``game`` (its session's report); the ended game goes into the history."""
        # a history that could not be written is said with the game's end (``CasinoApp.game_over``)
        self.log.moved(game, moved, game.state)

    def kept(self, game) -> dict:
        """The log of ``game`` for its kept file."""
        return self.log.kept(game, game.state)

    def resume(self, game, extras) -> None:
        """A game continued from its kept file: followed with the moves it kept."""
        self.log.resume(game, game.deal, extras.played, extras.person_played)

    @property
    def window(self):
        return self.app.window

    def open_list(self) -> ReplayList:
        """File > Replay...: the finished games, newest first, over the chart of margins."""
        box = self.window.open(ReplayList("Replay", self.history.games(), self.open_entry))
        self.app._report()                # a damaged history: one line, in a box over the list
        return box

    def open_entry(self, entry) -> ReplayBox | None:
        """One game stepped through; a record that cannot be replayed here is said in one line."""
        try:
            record = entry.record()
            track = Track(record, rules, COACH.judge, entry.person)
        except RecordError as err:
            self.window.message(str(err), TITLE, icon="warning")
            return None
        names = [seat.name for seat in record.seats]
        return self.window.open(ReplayBox(f"Replay - {entry.date or 'a game'}", track, Picture(names), names,
                                          lambda state, position: self.play_from(record, state, position)))

    def play_from(self, record, state, position: int):
        """Play on from the position on show against the computers, the moves before kept."""
        for box in list(self.window.dialogs):
            box.close(None)
        if self.window.lessons is not None:     # a lesson on the table gives way to the game
            self.window.lessons.close()
        kinds = [seat.kind for seat in record.seats[1:]]
        bot = kinds[0] if kinds and kinds[0] in casino_bots.BOTS else None
        names = [self.app.settings.name] + [seat.name for seat in record.seats[1:]]
        game = self.app.begin(state, names if len(names) == state.players else None, bot)
        game.deal = record.deal
        self.log.follow(game, record.deal, record.moves[:position])
        game.say(f"Played on from move {position} of the replay.")
        return game
