"""A Windows program's history of games: written as games end, listed and stepped through in boxes.

The game log itself is the table's (``retro.table.replay.HistoryLog``): it
follows the game on the table, drops the moves a take-back undid and writes
the finished game into the history (``retro.history``). What is the Windows
programs' own is here: ``Replays``, the part of a program's window that
tells its log of every move, carries the log in a kept file (``kept``, read
back, checked by ``retro.table.kept.check_log``, by ``resume``), lists the kept games
(``ReplayList``) and steps through one (``ReplayBox``), and plays on from a
position shown. A program says how its position is pictured, which coach
judges the person's plays and how a game is begun from a position.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from retro.history import History
from retro.record import RecordError, spelled_out
from retro.win.replay import Picture, ReplayBox, ReplayList, Track, replay_title



class Replays:
    """The program's history of games (``history``) and the log that writes it (``log``, a
    ``retro.table.replay.HistoryLog``), opened from the menu's Replay...

    ``judge`` is the coach's generator for the person's plays in a replay. A
    program gives ``window`` (its ``GameWindow``), ``report()`` (the store's
    lines over the list), ``picture(names)``, ``begin(record, state)`` (the
    game played on from a position) and ``played_on_line(position, state)``.
    """

    title = "Replay"            # the program's name, on the box that says a game cannot be replayed

    def __init__(self, history: History, log, judge: Callable[[Any, Any], Any]):
        self.history = history
        self.log = log
        self.judge = judge

    window: Any

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
        """The menu's Replay...: the finished games, newest first, over the chart of margins."""
        box = self.window.open(ReplayList("Replay", self.history.games(), self.open_entry))
        self.report()                     # a damaged history: one line, in a box over the list
        return box

    def open_entry(self, entry) -> ReplayBox | None:
        """One game stepped through; a record that cannot be replayed here is said in one line."""
        try:
            record = entry.record()
            track = Track(record, self.history.rules, self.judge, entry.person)
        except RecordError as err:
            self.window.message(str(err), self.title, icon="warning")
            return None
        names = self.names(record)
        return self.window.open(ReplayBox(replay_title(record.deal, names), track, self.picture(names), names,
                                          lambda state, position: self.play_from(record, state, position,
                                                                                 track.played(position))))

    def names(self, record) -> list[str]:
        """The names of the record's seats, every one of them, as the Replay box shows them."""
        return [seat.name for seat in record.seats]

    def play_from(self, record, state, position: int, played=None):
        """Play on from the position on show against the computers, the moves before kept: ``played``,
        the track's first ``position`` moves in their whole texts with their players (the record keeps
        them short and without players, and a kept game's log needs both)."""
        if played is None:
            played = list(spelled_out(record, self.history.rules).moves[:position])
        game = self.begin(record, state)
        game.deal = record.deal
        self.log.follow(game, record.deal, played)
        game.say(self.played_on_line(position, state))
        return game

    def report(self) -> None:
        """Say what the store could not read or write (after the list opens)."""
        raise NotImplementedError

    def picture(self, names: Sequence[str]) -> Picture:
        """The program's picture of a position for the Replay box, the seats named ``names``."""
        raise NotImplementedError

    def begin(self, record, state):
        """The program's new game from ``state`` (of ``record``), on the table: returned."""
        raise NotImplementedError

    def played_on_line(self, position: int, state) -> str:
        """The line the game played on from move ``position`` says first."""
        return f"Played on from move {position} of the replay."
