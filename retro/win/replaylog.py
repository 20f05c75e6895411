"""The moves of the game on a Windows program's table, written to its history of games when the game ends.

A program tells ``GameLog.moved`` of every move its game session reports
(``retro.table.reports.Moved``); a take-back drops the moves it undid (each
move is kept with how many of the state's events came before it). When the
game ends the log becomes a ``retro.record.Record`` and goes into the history
(``retro.history``), once the record has been checked to replay to the very
state on the table: a game whose start was not seen is not written. A kept
game carries its log (``kept``, read back by ``checked_kept`` and ``resume``),
so a game continued from its kept file is written as one never left; one kept
before the kept files held their moves is not. Nothing here draws or reads a key.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from retro.history import History
from retro.record import Played, RecordError, final_state, make_record

MOST_MOVES = 20_000         # far past any real game: a kept file claiming more was edited
MOST_SEATS = 8


class GameLog:
    """The moves of the game ``game`` (the program's object) from its deal ``deal``.

    ``seats(game)`` gives the game's seats as (kind, name) pairs and
    ``result(state, seats)`` its result line; ``counts(game)`` says whether a
    finished game goes into the history (not a demo's, not a lesson's).
    """

    def __init__(self, history: History, seats: Callable[[Any], Sequence[tuple[str, str]]],
                 result: Callable[[Any, Sequence[tuple[str, str]]], str],
                 counts: Callable[[Any], bool] = lambda game: True):
        self.history = history
        self.seats = seats
        self.result = result
        self.counts = counts
        self.game: Any = None
        self.deal: int | None = None
        self.moves: list[tuple[int, Played]] = []
        self.person_played = False          # a game the demo played alone is no game of the person's
        self.written = 0

    def follow(self, game, deal: int | None, before: Sequence[Played] = ()) -> None:
        """Start on ``game`` dealt as ``deal``; ``before``: the moves already made (a game played on
        from a replay's position)."""
        self.game, self.deal = game, deal
        self.moves = [(-1, played) for played in before]
        self.person_played = False

    def kept(self, game, state) -> dict:
        """The log of ``game`` for its kept file: ``{"played": [[events before, player, text], ...],
        "person_played": bool}``, the moves that lead to ``state`` (none when the log does not follow
        ``game`` from its deal)."""
        if game is not self.game or self.deal is None:
            return {"played": [], "person_played": False}
        now = len(state.events)
        return {"played": [[at, p.player, p.text] for at, p in self.moves if at < now],
                "person_played": self.person_played}

    def resume(self, game, deal: int | None, played: Sequence = (), person_played: bool = False) -> None:
        """Follow ``game``, continued from its kept file, with the log it kept (``kept``'s, checked)."""
        self.follow(game, deal)
        self.moves = [(at, Played(text, player)) for at, player, text in played]
        self.person_played = person_played

    def moved(self, game, moved, state) -> bool:
        """``moved`` was made in ``game`` (``state`` is the state after it). True when the game
        ended and went into the history."""
        if game is not self.game:
            deal = getattr(game, "deal", None)
            if deal is None:                # a lesson, a set position: no record, and the game
                return False                # followed (waiting under a lesson) is not let go
            self.follow(game, deal)
        at = len(state.events) - len(moved.events)
        self.moves = [(n, p) for n, p in self.moves if n < at]
        self.moves.append((at, Played(str(moved.move), moved.player)))
        self.person_played = self.person_played or moved.by_person
        if not state.over:
            return False
        self.game = None                    # written once
        return self.finish(game, state)

    def record(self, game, state):
        """The record of the finished ``game`` (None when its start was not seen)."""
        if self.deal is None:
            return None
        seats = list(self.seats(game))
        record = make_record(self.history.program, self.deal, state.options, seats,
                             [p for _, p in self.moves], result=self.result(state, seats),
                             scores=state.scores)
        try:
            if final_state(record, self.history.rules).to_json() != state.to_json():
                return None
        except RecordError:
            return None
        return record

    def finish(self, game, state) -> bool:
        if not (self.person_played and self.counts(game)):
            return False
        record = self.record(game, state)
        if record is None:
            return False
        self.written += 1
        return self.history.add(record)


def checked_kept(played, state) -> list:
    """A kept file's ``played`` (``GameLog.kept``'s) checked against its ``state``: each move a
    [events before, player, text] in order, before the state's last event; ValueError if odd."""
    if not isinstance(played, list) or len(played) > MOST_MOVES:
        raise ValueError("the game's moves are not a list of moves")
    last, now = -1, len(state.events)
    for item in played:
        if not (isinstance(item, list) and len(item) == 3
                and all(type(n) is int for n in item[:2]) and isinstance(item[2], str)):
            raise ValueError("a move of the game cannot be read")
        at, player, text = item
        if not (last <= at < now and 0 <= player < MOST_SEATS and 0 < len(text) <= 400 and "\n" not in text):
            raise ValueError("a move of the game cannot be read")
        last = at
    return played


def result_line(state, seats: Sequence[tuple[str, str]]) -> str:
    """"You won, 262 to 190" / "Computer 2 won, 21 to 19 to 7": the winner's score first."""
    scores = list(state.scores)
    winner = state.winner
    if winner is None:
        return "A draw, " + " to ".join(str(s) for s in sorted(scores, reverse=True))
    name = seats[winner][1] if winner < len(seats) else f"Player {winner + 1}"
    others = sorted((s for n, s in enumerate(scores) if n != winner), reverse=True)
    return f"{name} won, " + " to ".join(str(s) for s in [scores[winner], *others])
