"""The game being played logged move by move, and its record written into the history when it ends.

The game being played is logged for its record by a ``GameLog`` (every
program's): the DOS programs' tables keep theirs and tell it of each move
(``note_move``, ``log_move``), the Windows programs' replays follow the game
on the table with a ``HistoryLog``, which writes the finished game into the
history once its record replays to the state on the table. Nothing here
imports Pyxel or touches a file.

A recorded game is stepped through by a ``retro.replaying.Track`` (its
states rebuilt and the coach's verdicts worked out a slice at a time), named
here too, as the DOS programs' replay views import it, with ``PAGE``.
"""

from __future__ import annotations

import re
from typing import Any, Callable, Mapping, Sequence

from retro.moves import IllegalMove
from retro.record import Played, Record, RecordError, Seat, final_state, make_record, read_move
from retro.replaying import PAGE, Track

__all__ = ["PAGE", "Track", "GameLog", "HistoryLog", "result_line", "keep_in_history",
           "log_move", "note_move", "person_and_bots", "bot_seat"]


class GameLog:
    """The moves of the game being played, kept for its record (``retro.record``) once it is over.

    ``deal`` is the number the game was dealt from (None: a position set up
    otherwise, as a lesson's, which makes no record); ``moves`` may start
    with the moves of a replay the game was played on from. Only a game in
    which the person made a decision of their own is recorded. Each move is
    kept with how many of the state's events came before it (-1: not known,
    a move made before the log started or logged by a DOS table), so that a
    take-back found by the events drops the moves it undid.

    A kept game keeps its log in one shape in every program (``kept_moves``,
    read back by ``resume_moves`` or ``from_kept``; checked by
    ``retro.table.kept.check_log``): each move with the events before it, so a
    log that finds a take-back by the events (a ``HistoryLog``'s) finds it in a
    continued game too. A DOS table's moves have them as -1: its log finds a
    take-back by playing the moves again from the deal (``taken_back``).
    """

    def __init__(self, deal: int | None = None, moves: Sequence[Played] = ()):
        self.deal = deal
        self.moves: list[Played] = list(moves)
        self.events_before: list[int] = [-1] * len(self.moves)
        self.person_played = False
        self.demo_played = False        # demo mode played a turn of the person's: no record

    def kept_moves(self, state) -> dict:
        """The log for a kept file, beside its State and its deal number (the game's own ``"deal"``):
        ``{"played": [[events before, player, text], ...], "person_played": bool}``, the moves that
        lead to ``state`` (events before -1: not known)."""
        now = len(state.events)
        return {"played": [[at, p.player, p.text] for at, p in zip(self.events_before, self.moves) if at < now],
                "person_played": self.person_played}

    def resume_moves(self, deal: int | None, played: Sequence = (), person_played: bool = False) -> None:
        """The log a kept file kept (``kept_moves``'s, checked) back, for the game dealt as ``deal``."""
        self.deal = deal
        self.moves = [Played(text, player) for _, player, text in played]
        self.events_before = [at for at, _, _ in played]
        self.person_played = person_played

    @classmethod
    def from_kept(cls, extra: Mapping) -> "GameLog":
        """The log of a kept game from its checked extras (``kept_moves``'s keys and the game's
        ``"deal"``, 0 for none: no record)."""
        log = cls()
        log.resume_moves(extra.get("deal", 0) or None, extra.get("played", ()), extra.get("person_played") is True)
        return log

    def add(self, player: int, move, by_person: bool = False, at: int = -1, demo_played: bool = False) -> None:
        """A move made by ``player``; ``at``: how many of the state's events came before it (when
        known, the moves logged at or after that point were taken back and go); ``demo_played``:
        demo mode has played one of the person's turns in this game."""
        self.demo_played = self.demo_played or demo_played
        if at >= 0:
            kept = [n for n, before in enumerate(self.events_before) if before < at]
            self.moves = [self.moves[n] for n in kept]
            self.events_before = [self.events_before[n] for n in kept]
        self.moves.append(Played(str(move), player))
        self.events_before.append(at)
        self.person_played = self.person_played or by_person

    def taken_back(self, state, rules) -> None:
        """The game went back to ``state`` (a take-back): the moves after it go. Found by playing the
        moves again from the deal (once, on the key press); a state not on the way drops the record."""
        if self.deal is None:
            return
        target, events = state.to_json(), len(state.events)
        live = rules.State.new(self.deal, state.options)
        kept = 0 if len(live.events) == events and live.to_json() == target else None
        try:
            for number, played in enumerate(self.moves, start=1):
                live.apply(read_move(played.text, live, rules))
                if len(live.events) == events and live.to_json() == target:
                    kept = number
        except (IllegalMove, ValueError):
            pass
        if kept is None:
            self.deal = None
        else:
            del self.moves[kept:]
            del self.events_before[kept:]

    @property
    def wanted(self) -> bool:
        """Whether the game, once over, goes into the history: one dealt from a number, in which the
        person decided something and demo mode played none of their turns."""
        return self.deal is not None and self.person_played and not self.demo_played

    def record(self, program: str, options, seats: Sequence[Seat], state, result: str) -> Record:
        return make_record(program, self.deal, options, seats, self.moves, result=result, scores=state.scores)


class HistoryLog(GameLog):
    """A ``GameLog`` that follows the game on the table (``game``, the program's object) and, when it
    ends, writes it into ``history`` (``retro.history``): what the Windows programs keep.

    ``seats(game)`` gives the game's seats as (kind, name) pairs and
    ``result(state, seats)`` its result line; ``counts(game)`` says whether a
    finished game goes into the history (not a demo's, not a lesson's). A
    take-back is found by the events (each move is logged with the events
    before it). The record is written once it has been checked to replay to
    the very state on the table: a game whose start was not seen is not
    written. A kept game carries its log (``kept``, read back by ``resume``),
    so a game continued from its kept file is written as one never left.
    """

    def __init__(self, history, seats: Callable[[Any], Sequence[tuple[str, str]]],
                 result: Callable[[Any, Sequence[tuple[str, str]]], str],
                 counts: Callable[[Any], bool] = lambda game: True):
        super().__init__()
        self.history = history
        self.seats = seats
        self.result = result
        self.counts = counts
        self.game: Any = None
        self.written = 0

    def follow(self, game, deal: int | None, before: Sequence[Played] = ()) -> None:
        """Start on ``game`` dealt as ``deal``; ``before``: the moves already made (a game played on
        from a replay's position). A game the demo played alone is no game of the person's."""
        self.game, self.deal = game, deal
        self.moves = list(before)
        self.events_before = [-1] * len(self.moves)
        self.person_played = False
        self.demo_played = False

    def kept(self, game, state) -> dict:
        """The log of ``game`` for its kept file (``kept_moves``), none when the log does not follow
        ``game`` from its deal."""
        if game is not self.game or self.deal is None:
            return {"played": [], "person_played": False}
        return self.kept_moves(state)

    def resume(self, game, deal: int | None, played: Sequence = (), person_played: bool = False) -> None:
        """Follow ``game``, continued from its kept file, with the log it kept (``kept``'s, checked)."""
        self.game = game
        self.resume_moves(deal, played, person_played)

    def moved(self, game, moved, state) -> bool:
        """``moved`` was made in ``game`` (``state`` is the state after it). True when the game
        ended and went into the history."""
        if game is not self.game:
            deal = getattr(game, "deal", None)
            if deal is None:                # a lesson, a set position: no record, and the game
                return False                # followed (waiting under a lesson) is not let go
            self.follow(game, deal)
        self.add(moved.player, moved.move, moved.by_person, at=len(state.events) - len(moved.events),
                 demo_played=moved.demo_played)
        if not state.over:
            return False
        self.game = None                    # written once
        return self.finish(game, state)

    def checked_record(self, game, state) -> Record | None:
        """The record of the finished ``game`` (None when its start was not seen)."""
        if self.deal is None:
            return None
        seats = list(self.seats(game))
        record = self.record(self.history.program, state.options, seats, state, self.result(state, seats))
        try:
            if final_state(record, self.history.rules).to_json() != state.to_json():
                return None
        except RecordError:
            return None
        return record

    def finish(self, game, state) -> bool:
        if not (self.wanted and self.counts(game)):
            return False
        record = self.checked_record(game, state)
        if record is None:
            return False
        self.written += 1
        return self.history.add(record)


def result_line(state, seats: Sequence[tuple[str, str]]) -> str:
    """"You won, 262 to 190" / "Computer 2 won, 21 to 19 to 7": the winner's score first."""
    scores = list(state.scores)
    winner = state.winner
    if winner is None:
        return "A draw, " + " to ".join(str(s) for s in sorted(scores, reverse=True))
    name = seats[winner][1] if winner < len(seats) else f"Player {winner + 1}"
    others = sorted((s for n, s in enumerate(scores) if n != winner), reverse=True)
    return f"{name} won, " + " to ".join(str(s) for s in [scores[winner], *others])


def keep_in_history(history, log: GameLog, record: Callable[[], Record]) -> str:
    """Put a finished game's record (``record()``) into ``history``: "" when done, else the one line
    that says why not (the store's, or the record's own)."""
    if not log.wanted:
        return ""
    try:
        if history.add(record()):
            return ""
    except (RecordError, ValueError) as err:
        return f"This game could not be kept for replays ({err})."
    said = history.store.take_messages()
    return said[-1] if said else f"Could not save {history.name}."


def log_move(log: GameLog, deal: int | None, moved, history, record: Callable[[], Record]) -> str:
    """A move (a ``Moved`` report) into the game's ``log``, dealt from ``deal`` if the log did not
    know yet; at the game's end its record (``record()``) into ``history``. Returns "" or the one
    line that says why the game could not be kept (``keep_in_history``)."""
    if log.deal is None:
        log.deal = deal
    log.add(moved.player, moved.move, moved.by_person, demo_played=moved.demo_played)
    return keep_in_history(history, log, record) if moved.over else ""


def note_move(game, moved, program: str, seats: Callable[[Any], Sequence[Seat]],
              result: Callable[[Sequence[int]], str]) -> None:
    """A move of ``game`` (a DOS program's table: its ``log``, ``deal``, ``state`` and ``app``) into
    its log; at the game's end its record (``program``'s, seated by ``seats(game)``, its result
    line ``result(scores)``) into the history, a write that fails said in one line on the next
    screen (the app's ``notes``)."""
    state = game.state
    said = log_move(game.log, game.deal, moved, game.app.history, lambda: game.log.record(
        program, state.options, seats(game), state, result(state.scores)))
    if said:
        game.app.notes.append(said)


def person_and_bots(bots, names: Sequence[str]) -> list[Seat]:
    """A record's seats: the person ("You") in seat 0, then each computer from seat 1 on by its bot
    (``bots.get(seat)``, ``bot_seat``), shown as ``names`` (one a computer)."""
    return [Seat("person", "You")] + [bot_seat(bots.get(seat), shown) for seat, shown in enumerate(names, start=1)]


def seated(seating, bots) -> list[Seat]:
    """A people's game's seats for its record: each person by name, each computer by its bot (``bot_seat``)."""
    return [Seat("person", seat.name) if seat.person else bot_seat(bots.get(i), seat.name)
            for i, seat in enumerate(seating.seats)]


def people_result(names: Sequence[str], scores: Sequence[int]) -> str:
    """A people's game's result line: "Ann won, 105 to 90 to 88" (the highest score's seat), or "Drawn,
    101 all" when the best two tie."""
    best = max(scores)
    if list(scores).count(best) > 1:
        return f"Drawn, {best} all" if len(scores) == 2 else "Drawn, " + " to ".join(map(str, scores))
    return f"{names[list(scores).index(best)]} won, " + " to ".join(map(str, scores))


def bot_seat(bot, shown: str) -> Seat:
    """A computer's seat in a record: the kind is its bot's name when that is a plain lower-case
    word, else "computer"; ``shown`` is the name the table gives it."""
    kind = getattr(bot, "name", "computer")
    return Seat(kind if isinstance(kind, str) and re.fullmatch(r"[a-z][a-z0-9_]*", kind) else "computer", shown)
