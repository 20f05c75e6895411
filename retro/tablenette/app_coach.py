"""The coach on Tablenette's table (issue 18): Hint, the line after each of your plays, the review.

The coach's work (``retro.tablenette.coach``) is stepped a few milliseconds a
frame (``retro.coaching.Stepper``); the game never waits for it. A verdict is
worked out on a copy of the position taken before the person's play, so play
goes on meanwhile; verdicts are finished in the order the plays were made,
each added to the review of the hand it belongs to.
"""

from __future__ import annotations

from dataclasses import dataclass

from retro.coaching import HandReview, Stepper, coach_line, points_text
from retro.tablenette import coach

COACH_BUDGET_S = 0.004      # per frame, beside the computer's own thinking


@dataclass
class Judging:
    """One of the person's plays waiting for the coach's verdict."""

    stepper: Stepper
    review: HandReview
    where: str
    game: object


def where_of(state) -> str:
    """Where a decision was made in its hand, as the review names it: "deal 3, card 4"."""
    card = 7 - len(state.hands[state.to_move])
    return f"deal {state.deal_no}, card {card}"


class Coaching:
    """The coach's jobs for one window: verdicts in order, and at most one hint."""

    def __init__(self):
        self.jobs: list[Judging] = []
        self.hint: tuple[object, int, Stepper] | None = None   # (the game, its plays then, the work)

    def judge(self, game, before, move) -> None:
        """Queue the verdict on ``move`` played from ``before`` (a copy of the state)."""
        self.jobs.append(Judging(Stepper(coach.judge_steps(before, move)), game.review, where_of(before), game))

    def drop(self, game) -> None:
        """A take-back or a new game: work on plays that no longer stand goes."""
        self.jobs = [j for j in self.jobs if j.game is not game]
        self.hint = None
        game.coach_line = ""

    def pending(self, review: HandReview) -> bool:
        return any(j.review is review for j in self.jobs)

    def ask_hint(self, game) -> None:
        self.hint = (game, game.plays, Stepper(coach.hint_steps(game.state.clone())))

    def step(self, current) -> object | None:
        """A frame's work; returns a finished hint's Advice for ``current`` (the game shown), if any."""
        if self.hint is not None:
            game, plays, stepper = self.hint
            if game is not current or game.plays != plays:
                self.hint = None     # a card was played meanwhile: the hint is for a position gone
            elif stepper.step(COACH_BUDGET_S):
                self.hint = None
                return stepper.result
            return None
        if self.jobs:
            job = self.jobs[0]
            if job.stepper.step(COACH_BUDGET_S):
                self.jobs.pop(0)
                self.finished(job)
        return None

    @staticmethod
    def finished(job: Judging) -> None:
        verdict = job.stepper.result
        played = verdict.move
        line = coach_line(verdict, lambda best: coach.move_text(best, played))
        job.game.coach_line = "Coach: " + line
        job.review.add(job.where, coach.move_text(played, verdict.best if verdict.loss else None),
                       coach.move_text(verdict.best, played) if verdict.loss else "", verdict.loss)


def review_lines(review: HandReview, pending: bool) -> list[str]:
    """The hand review in lines: what was given up, then the three costliest plays."""
    if pending and not review.decisions:
        return ["The coach is still looking at your plays..."]
    if not review.decisions:
        return ["The coach saw none of your plays this hand."]
    lines = []
    given = review.given_up
    if not review.costliest():
        lines.append("Every play of yours this hand was the coach's play too.")
    else:
        lines.append(f"Given up this hand: {points_text(given)}.")
        for d in review.costliest():
            lines.append(f"{d.where[:1].upper()}{d.where[1:]}: you played {d.played}; better was {d.better} "
                         f"({points_text(d.loss)}).")
    if pending:
        lines.append("(The coach is still looking at your last play.)")
    return lines
