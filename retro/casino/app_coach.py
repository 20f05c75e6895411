"""The coach at the Casino table (issue 18): HINT, the line after each of your plays, each round's review.

All the coach's work is stepped across frames (``retro.coaching.Stepper``),
a few milliseconds a frame, while play goes on: a hint is worked out after
HINT is pressed; each of your plays is judged from a copy of the position
taken just before it, and the line "Good: that is my play too." or "Better
was ..." follows when ready. Judgements queue up in order, so none is
dropped and the round's review counts every decision. Pure Python: the
screen reads ``lines`` and ``review(round)``.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import Callable, Optional

from retro.casino import coach
from retro.casino.records import Move
from retro.casino.rules import State
from retro.coaching import Advice, HandReview, Stepper, coach_line

COACH_BUDGET_S = 0.004       # the coach's share of a frame while play goes on
IDLE_BUDGET_S = 0.012        # ... while nothing else runs (your turn; the round's box waiting)


def where_in_round(state: State) -> str:
    """Where a decision of the player to move falls: "deal 2, turn 3"."""
    players = state.players
    hand = len(state.hands[state.to_move]) if state.to_move is not None else 0
    dealt = 52 - 4 - state.stock_size
    deal = max(1, dealt // (4 * players))
    return f"deal {deal}, turn {max(1, 5 - hand)}"


@dataclass
class Judging:
    """One of the person's plays being judged."""

    round: int
    where: str
    snapshot: State
    move: Move
    work: Stepper
    number: int          # the person's how-manieth play this game


class CoachDesk:
    """The coach's work for one game; ``say`` puts a line in the message area."""

    def __init__(self, say: Callable[[str], None]):
        self.say = say
        self.hint_work: Optional[Stepper] = None
        self.hint_for: Optional[str] = None          # the position (State.to_json) it is for
        self.queue: deque[Judging] = deque()
        self.reviews: dict[int, HandReview] = {}
        self.plays = 0          # the person's plays this game (judged or not)
        self._numbers: dict[int, list[int]] = {}    # per round: which play each review line is

    # --- HINT ------------------------------------------------------------------------------
    def start_hint(self, state: State) -> None:
        key = state.to_json()
        if self.hint_work is not None and self.hint_for == key:
            return
        self.hint_work, self.hint_for = Stepper(coach.hint_steps(state.clone())), key

    def drop_hint(self) -> None:
        self.hint_work = self.hint_for = None

    @property
    def hinting(self) -> bool:
        return self.hint_work is not None

    # --- judging your plays -------------------------------------------------------------------
    def person_plays(self, state: State, move: Move, judge: bool) -> None:
        """Call just before the person's ``move`` is applied to ``state``; with ``judge`` (the
        coach on) a copy is judged."""
        self.drop_hint()
        self.plays += 1
        if not judge:
            return
        snapshot = state.clone()
        self.queue.append(Judging(state.round, where_in_round(state), snapshot, move,
                                  Stepper(coach.judge_steps(snapshot.clone(), move)), self.plays))

    def review(self, round_no: int) -> HandReview:
        return self.reviews.setdefault(round_no, HandReview())

    def pending(self, round_no: Optional[int] = None) -> int:
        return sum(1 for j in self.queue if round_no is None or j.round == round_no)

    def taken_back(self, round_no: int) -> None:
        """The person's last play was taken back: it is judged and reviewed no more."""
        self.drop_hint()
        if self.plays <= 0:
            return
        last, self.plays = self.plays, self.plays - 1
        self.queue = deque(j for j in self.queue if j.number != last)
        numbers = self._numbers.get(round_no, [])
        if last in numbers:
            at = numbers.index(last)
            del numbers[at]
            del self.review(round_no).decisions[at]

    # --- every frame ---------------------------------------------------------------------------
    def step(self, budget_s: float = COACH_BUDGET_S) -> Optional[Advice]:
        """Work for about ``budget_s``; returns the hint's Advice the frame it is ready."""
        if self.hint_work is not None:
            if self.hint_work.step(budget_s):
                advice = self.hint_work.result
                self.drop_hint()
                return advice
            return None
        if self.queue:
            job = self.queue[0]
            if job.work.step(budget_s):
                self.queue.popleft()
                self._judged(job, job.work.result)
        return None

    def _judged(self, job: Judging, verdict) -> None:
        def text(move) -> str:
            return coach.move_text(job.snapshot, move)

        self.review(job.round).add(job.where, text(job.move), text(verdict.best), verdict.loss)
        self._numbers.setdefault(job.round, []).append(job.number)
        # A line coming after your next play says which play it is about.
        late = f" ({text(job.move)})" if self.plays > job.number else ""
        self.say(f"Coach{late}: " + coach_line(verdict, text))
