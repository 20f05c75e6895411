"""A recorded game stepped through: its states rebuilt and the coach's verdicts worked out a slice at a time.

A ``Track`` is what a Replay screen steps, in either kit: the DOS programs'
replay views (``retro.dos.replay_list``) and the Windows programs' Replay box
(``retro.win.replay``). Rebuilding a long game's states (a few hundred
moves) and judging each of the person's plays take longer than a frame, so
``step(budget_s)`` does a frame's share: first the states, then the verdict
on the play on show, then the rest, nearest first.

The kits differ in two things only, each a flag of the class:
``show_first`` (the play on show goes ahead of a verdict begun on another
play, which waits, paused, until it is done) and ``one_a_frame`` (a step
ends with the first verdict it finishes). The DOS views keep a verdict
begun to its end and take one a frame; the Windows box (its ``Track``
flips both flags) puts the play on show first and takes as many verdicts
as the frame's share holds. Nothing here imports Pyxel or touches a file.
"""

from __future__ import annotations

import time
from typing import Any, Callable

from retro.coaching import Stepper
from retro.record import Played, Rebuilding, Record

PAGE = 10                   # moves PgUp and PgDn skip
WORK_S = 0.005              # a frame's share for rebuilding states and judging plays


class Track(Rebuilding):
    """The states of ``record`` (rules module ``rules``), rebuilt a few a frame, and the coach's
    verdicts on the person's plays.

    ``judge(state, move)`` is the coach's generator (``coach.judge_steps``),
    given a copy of the state before the play; ``judges(state, move)`` says
    which plays it judges (all but those the rules left no choice in, unless
    told). ``person`` is the person's seat (None: nobody's plays are judged); a record of a people's
    game has every person's plays judged.
    ``position`` is the state on show: 0 the deal, n the state after the
    n-th move. ``clock`` is read for the budget (a test's counts its looks).
    """

    show_first = False      # the play on show goes ahead of a verdict begun on another play
    one_a_frame = True      # a step ends with the first verdict it finishes

    def __init__(self, record: Record, rules, judge: Callable[[Any, Any], Any] | None = None,
                 person: int | None = None, *, judges: Callable[[Any, Any], bool] | None = None,
                 clock: Callable[[], float] = time.perf_counter):
        super().__init__(record, rules)
        self.rules = rules
        self.judge = judge
        self.person = person
        # the seats whose plays are judged: the person's; in a people's game every person's
        people = [seat for seat, sat in enumerate(getattr(record, "seats", ()) or ()) if sat.kind == "person"]
        self.people = (frozenset() if person is None
                       else frozenset(people) if len(people) > 1 else frozenset({person}))
        self.judges = judges or (lambda state, move: len(state.legal_moves()) > 1)
        self.clock = clock
        self.verdicts: dict[int, Any] = {}          # move number -> the coach's Verdict
        self._works: dict[int, Stepper] = {}        # verdicts begun, not done yet (oldest first)
        self._left: list[int] | None = None         # the person's plays not judged yet, once all are rebuilt

    # --- what is ready ---------------------------------------------------------------
    @property
    def ready(self) -> bool:
        """The state on show is rebuilt."""
        return self.position <= self.built

    def played(self, count: int) -> list[Played]:
        """The first ``count`` moves in their whole texts, each with its player (the history keeps
        them short and without players)."""
        return [Played(str(move), player) for player, move in self.moves[:count]]

    def judged(self, number: int) -> bool:
        """Whether move ``number`` was a play of the person's the coach judges."""
        made = self.move(number)
        return (made is not None and self.judge is not None and made[0] in self.people
                and self.judges(self.states[number - 1], made[1]))

    persons = judged        # the DOS views' name for it

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
    def step(self, budget_s: float = WORK_S) -> bool:
        """About ``budget_s`` seconds of work: the states first (a long game's take a few frames),
        then the verdicts. True when something new is ready (repaint)."""
        deadline = self.clock() + budget_s
        news = False
        while not self.complete and self.clock() < deadline:
            news = self.rebuild_one() or news
        # the states rebuilding stop only at the deadline, so the plays are judged once all are
        while self.judge is not None and self.clock() < deadline:
            number = self._next_to_judge()
            if number is None:
                break
            work = self._works.get(number)
            if work is None:
                work = self._works[number] = Stepper(self.judge(self.states[number - 1].clone(),
                                                                self.moves[number - 1][1]))
            if not work.step(max(0.0, deadline - self.clock())):
                break
            self.verdicts[number] = work.result
            del self._works[number]
            self._left.remove(number)
            news = True
            if self.one_a_frame:    # the coach's slices may run past the deadline
                break
        return news

    def _next_to_judge(self) -> int | None:
        """The person's play on show (ahead of one begun, with ``show_first``), then one begun,
        then the nearest: the next ones after the play on show before those before it."""
        if not self.complete:
            return None
        if self._left is None:
            self._left = [n for n in range(1, self.built + 1) if self.judged(n)]
        here = max(1, self.position)
        if self.show_first and here in self._left:
            return here
        if self._works:
            return next(iter(self._works))
        if not self._left:
            return None
        return min(self._left, key=lambda n: (n < here, abs(n - here)))
