"""The coach's queue of work: the hint asked for, a verdict on each of the person's plays, the hand review.

All of it is stepped in slices (``retro.coaching.Stepper``) within the
frame's budget, so play never waits for the coach. When nothing else is asked,
the desk starts on the person's position as their turn begins (``prepare``):
the coach keeps what it works out, so the hint is ready when asked and the
verdict on the play made there comes from the same work. A verdict belongs to the
review of the hand its play was made in, even when it is ready after that
hand ended (the review box waits for it: ``pending``).
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import Any, Callable

from retro.coaching import Advice, HandReview, Stepper, Verdict, Work


@dataclass(frozen=True)
class CoachRules:
    """What the desk needs from a game's coach, as four plain functions.

    ``hint(state)`` and ``judge(state, move)`` are the coach's generators
    (given a copy of the state to work on); ``where(state, move)`` names a
    decision for the review ("1:3", "trick 5") from the state before it;
    ``code(move)`` writes a move in the review's words; ``judged(state, move)``
    says which of the person's decisions the coach judges (all, unless told).
    ``words(before, verdict)``, when given, writes the review's (played, better)
    itself from the state before the play: for a game that words each play
    beside the other (Tablenette's "K♣ taking 10♦ 4♠" against "K♣ to the
    table") or whose move names need the table (Casino's piles).
    """

    hint: Callable[[Any], Work]
    judge: Callable[[Any, Any], Work]
    where: Callable[[Any, Any], str]
    code: Callable[[Any], str]
    judged: Callable[[Any, Any], bool] = lambda state, move: True
    words: Callable[[Any, Verdict], tuple[str, str]] | None = None

    def review_words(self, before, verdict: Verdict) -> tuple[str, str]:
        if self.words is not None:
            return self.words(before, verdict)
        return self.code(verdict.move), self.code(verdict.best)


@dataclass
class Judging:
    """One of the person's plays being judged while the game goes on."""

    work: Stepper
    review: HandReview
    where: str
    move: Any
    before: Any = None


@dataclass(frozen=True)
class HintReady:
    """The hint asked for is worked out (the screen decides whether it still applies)."""

    advice: Advice


@dataclass(frozen=True)
class Judged:
    """A verdict on one of the person's plays, added to its hand's review."""

    verdict: Verdict
    review: HandReview
    this_hand: bool
    before: Any = None          # the state the play was judged from (for ``CoachRules.words``)


class CoachDesk:
    """The hint in the works or on show, the verdicts queued, the latest verdict and the reviews."""

    def __init__(self, rules: CoachRules, review: HandReview | None = None):
        self.rules = rules
        self.hint_work: Stepper | None = None
        self.hint: Advice | None = None
        self.judging: deque[Judging] = deque()
        self.verdict: Verdict | None = None
        self.review = review if review is not None else HandReview()
        self.past_review: HandReview | None = None      # the hand just ended, for its review box
        self.preparing: Stepper | None = None            # the person's position, worked on unasked
        self.prepared: Any = None                        # which position that was (the session's key)

    @property
    def busy(self) -> bool:
        """Work was asked for: a hint or a verdict."""
        return self.hint_work is not None or bool(self.judging)

    @property
    def working(self) -> bool:
        return self.busy or self.preparing is not None

    def prepare(self, state, key: Any) -> None:
        """Start on ``state`` (copied), the person's position ``key``, unless it was started already."""
        if key != self.prepared and not self.busy:
            self.prepared = key
            self.preparing = Stepper(self.rules.hint(state.clone()))

    def ask_hint(self, state) -> None:
        """Start on a hint for ``state`` (copied); the one in the works goes on."""
        if self.hint_work is None:
            self.hint = None
            # the coach keeps what the preparation worked out: this hint comes from the same work
            self.hint_work = Stepper(_after(self.preparing, self.rules.hint(state.clone())))
            self.preparing = None

    def drop_hint(self) -> None:
        self.hint = self.hint_work = self.preparing = None

    def judge_later(self, before, move) -> None:
        """Queue the verdict on ``move``, judged from ``before`` (the state before it; not copied)."""
        work = _after(self.preparing, self.rules.judge(before, move))
        self.preparing = None
        self.judging.append(Judging(Stepper(work), self.review, self.rules.where(before, move), move, before))

    def new_hand(self) -> None:
        self.past_review, self.review = self.review, HandReview()

    def pending(self, review: HandReview) -> int:
        """How many verdicts of ``review`` are still being worked out."""
        return sum(1 for item in self.judging if item.review is review)

    def taken_back(self) -> None:
        """The person's last play is taken back: its verdict goes, queued or done."""
        if self.judging and self.judging[-1].review is self.review:
            self.judging.pop()
        elif self.review.decisions:
            self.review.decisions.pop()
        self.verdict = None
        self.drop_hint()

    def step(self, budget_s: float) -> HintReady | Judged | None:
        """About ``budget_s`` seconds of work: the hint first, then the oldest verdict."""
        if self.hint_work is not None:
            if not self.hint_work.step(budget_s):
                return None
            self.hint, self.hint_work = self.hint_work.result, None
            return HintReady(self.hint)
        if self.judging:
            job = self.judging[0]
            if job.work.step(budget_s):
                self.judging.popleft()
                verdict = job.work.result
                played, better = self.rules.review_words(job.before, verdict)
                job.review.add(job.where, played, better, verdict.loss, verdict.exact)
                self.verdict = verdict
                return Judged(verdict, job.review, job.review is self.review, job.before)
            return None
        if self.preparing is not None and self.preparing.step(budget_s):
            self.preparing = None                       # kept by the coach, said when asked
        return None


def _after(first: Stepper | None, then):
    """``then``'s work once ``first`` (the preparation, when there is one) is done."""
    while first is not None and not first.step(0.0):
        yield None
    return (yield from then)
