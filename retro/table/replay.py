"""A recorded game stepped through: its states rebuilt and the coach's verdicts worked out a slice at a time.

A ``Track`` is what a Replay screen shows. Rebuilding a long game's states
(a few hundred moves) and judging each of the person's plays take longer
than a frame, so ``step(budget_s)`` does a frame's share: first the states up
to the one on show, then the verdict on the play on show, then the rest,
nearest first. Nothing here imports Pyxel or touches a file.
"""

from __future__ import annotations

import re
import time
from typing import Any, Callable, Sequence

from retro.coaching import Stepper
from retro.moves import IllegalMove
from retro.record import Played, Rebuilding, Record, RecordError, Seat, make_record, read_move

# Moves a PgUp or PgDn skips.
PAGE = 10
# More moves than any game has: a kept game's log claiming more is damaged.
MOST_MOVES = 5000


class Track(Rebuilding):
    """The states of ``record`` (rules module ``rules``) and the verdicts on the person's plays.

    ``judge(state, move)`` is the coach's generator (``coach.judge_steps``),
    given a copy of the state before the play; ``judged(state, move)`` says
    which plays it judges (all but those the rules left no choice in, unless
    told). ``person`` is the person's seat (None: nobody's plays are judged).
    """

    def __init__(self, record: Record, rules, judge: Callable[[Any, Any], Any] | None = None,
                 person: int | None = None, judged: Callable[[Any, Any], bool] | None = None,
                 clock: Callable[[], float] = time.perf_counter):
        super().__init__(record, rules)
        self.rules = rules
        self.judge = judge
        self.person = person
        self.judged = judged or (lambda state, move: len(state.legal_moves()) > 1)
        self.clock = clock
        self.verdicts: dict[int, Any] = {}    # move number -> the coach's Verdict
        self._judging: tuple[int, Stepper] | None = None
        self._unjudged: list[int] | None = None

    # --- what is ready ---------------------------------------------------------------
    @property
    def ready(self) -> bool:
        """The state on show is rebuilt."""
        return self.position <= self.built

    def played(self, count: int) -> list[Played]:
        """The first ``count`` moves in their whole texts, each with its player (the history keeps
        them short and without players)."""
        return [Played(str(move), player) for player, move in self.moves[:count]]

    def persons(self, number: int) -> bool:
        """Whether move ``number`` was a play of the person's the coach judges."""
        made = self.move(number)
        return (made is not None and self.judge is not None and made[0] == self.person
                and self.judged(self.states[number - 1], made[1]))

    def verdict(self, number: int):
        """The coach's Verdict on move ``number``, None while it is being worked out (or not judged)."""
        return self.verdicts.get(number)

    # --- moving about ---------------------------------------------------------------------
    def forward(self, count: int = 1) -> int:
        return self.go(self.position + count)

    def back(self, count: int = 1) -> int:
        return self.go(self.position - count)

    def home(self) -> int:
        return self.go(0)

    def end(self) -> int:
        return self.go(self.total)

    # --- the frame's work --------------------------------------------------------------
    def step(self, budget_s: float) -> bool:
        """About ``budget_s`` seconds of work; True when something new is ready (repaint)."""
        deadline = self.clock() + budget_s
        news = False
        while not self.complete and self.clock() < deadline:
            news = self.rebuild_one() or news
        if self.judge is None or (self.clock() >= deadline and not self.complete):
            return news
        while self.clock() < deadline:
            if self._judging is None:
                number = self._next_to_judge()
                if number is None:
                    break
                player, move = self.moves[number - 1]
                self._judging = (number, Stepper(self.judge(self.states[number - 1].clone(), move)))
            number, work = self._judging
            if not work.step(max(0.0, deadline - self.clock())):
                break
            self.verdicts[number] = work.result
            self._judging = None
            # one verdict a frame at most: the coach's slices may run past the deadline
            return True
        return news

    def _next_to_judge(self) -> int | None:
        """The person's play on show first, then the next ones after it, then those before."""
        if self._unjudged is None:
            if not self.complete:
                return None
            self._unjudged = [n for n in range(1, self.built + 1) if self.persons(n)]
        if not self._unjudged:
            return None
        here = max(1, self.position)
        number = min(self._unjudged, key=lambda n: (n < here, abs(n - here)))
        self._unjudged.remove(number)
        return number


class GameLog:
    """The moves of the game being played, kept for its record (``retro.record``) once it is over.

    ``deal`` is the number the game was dealt from (None: a position set up
    otherwise, as a lesson's, which makes no record); ``moves`` may start
    with the moves of a replay the game was played on from. Only a game in
    which the person made a decision of their own is recorded.
    """

    def __init__(self, deal: int | None = None, moves: Sequence[Played] = ()):
        self.deal = deal
        self.moves: list[Played] = list(moves)
        self.person_played = False

    def to_extra(self) -> dict:
        """The log as a kept game keeps it beside its State and its deal number (the game's own
        ``"deal"``): ``{"moves": [[player, text], ...], "person_played": bool}``."""
        return {"moves": [[played.player, played.text] for played in self.moves],
                "person_played": self.person_played}

    @classmethod
    def from_extra(cls, extra) -> "GameLog":
        """A kept game's log back (``to_extra``'s keys and the deal, 0 for none: no record). ValueError
        if odd."""
        deal, moves = extra.get("deal", 0), extra.get("moves", [])
        if isinstance(deal, bool) or not isinstance(deal, int) or not isinstance(moves, list) \
                or len(moves) > MOST_MOVES:
            raise ValueError("the game's moves cannot be read")
        for item in moves:
            if not (isinstance(item, list) and len(item) == 2 and isinstance(item[0], int)
                    and not isinstance(item[0], bool) and 0 <= item[0] < 8 and isinstance(item[1], str)
                    and 0 < len(item[1]) <= 400 and "\n" not in item[1]):
                raise ValueError("a move of the game cannot be read")
        log = cls(deal or None, [Played(text, player) for player, text in moves])
        log.person_played = extra.get("person_played") is True
        return log

    def add(self, player: int, move, by_person: bool = False) -> None:
        self.moves.append(Played(str(move), player))
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

    @property
    def wanted(self) -> bool:
        """Whether the game, once over, goes into the history."""
        return self.deal is not None and self.person_played

    def record(self, program: str, options, seats: Sequence[Seat], state, result: str) -> Record:
        return make_record(program, self.deal, options, seats, self.moves, result=result, scores=state.scores)


def keep_in_history(history, log: GameLog, record: Callable[[], Record]) -> str:
    """Put a finished game's record (``record()``) into ``history``: "" when done, else the one line
    that says why not (the store's, or the record's own)."""
    if not log.wanted:
        return ""
    try:
        if history.add(record()):
            return ""
    except (RecordError, ValueError) as err:
        return f"This game could not be kept for replays: {err}"
    said = history.store.take_messages()
    return said[-1] if said else f"Could not save {history.name}."


def log_move(log: GameLog, deal: int | None, moved, history, record: Callable[[], Record]) -> str:
    """A move (a ``Moved`` report) into the game's ``log``, dealt from ``deal`` if the log did not
    know yet; at the game's end its record (``record()``) into ``history``. Returns "" or the one
    line that says why the game could not be kept (``keep_in_history``)."""
    if log.deal is None:
        log.deal = deal
    log.add(moved.player, moved.move, moved.by_person)
    return keep_in_history(history, log, record) if moved.over else ""


def bot_seat(bot, shown: str) -> Seat:
    """A computer's seat in a record: the kind is its bot's name when that is a plain lower-case
    word, else "computer"; ``shown`` is the name the table gives it."""
    kind = getattr(bot, "name", "computer")
    return Seat(kind if isinstance(kind, str) and re.fullmatch(r"[a-z][a-z0-9_]*", kind) else "computer", shown)
