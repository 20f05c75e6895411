"""The coach on Tablenette's table: its rules for the session's coach desk, its line, the review.

The coach's work (``retro.tablenette.coach``) is stepped within the frame's
budget by the game session's desk (``retro.table.CoachDesk``); the game
never waits for it. A verdict is worked out on a copy of the position taken
before the person's play, so play goes on meanwhile; verdicts are finished in
the order the plays were made, each added to the review of the hand it
belongs to. What is Tablenette's own is here: where a decision was made, how
a play and the better one are worded, and the review's lines.
"""

from __future__ import annotations

from retro.coaching import HandReview, Verdict, coach_line, points_text
from retro.table.coach_desk import CoachRules
from retro.tablenette import coach


def where_of(state, _move=None) -> str:
    """Where a decision was made in its hand, as the review names it: "deal 3, card 4"."""
    card = 7 - len(state.hands[state.to_move])
    return f"deal {state.deal_no}, card {card}"


def review_words(_before, verdict: Verdict) -> tuple[str, str]:
    """(played, better) for the review: each worded beside the other when they share a card."""
    played = verdict.move
    if not verdict.loss:
        return coach.move_text(played), ""
    return coach.move_text(played, verdict.best), coach.move_text(verdict.best, played)


def verdict_line(verdict: Verdict) -> str:
    """The coach's word on the person's last play, under the white message box."""
    played = verdict.move
    return "Coach: " + coach_line(verdict, lambda best: coach.move_text(best, played))


COACH = CoachRules(hint=coach.hint_steps, judge=coach.judge_steps, where=where_of,
                   code=coach.move_text, words=review_words)


def review_lines(review: HandReview, pending: bool, name: str = "") -> list[str]:
    """The hand review in lines: what was given up, then the three costliest plays ("exactly" where
    every loss counted was solved with every card known, "about" where any was estimated). ``name``:
    whose review it is, when two people play (each is named, not "you")."""
    yours, you = (f"{name}'s", name) if name else ("your", "you")
    if pending and not review.decisions:
        return [f"The coach is still looking at {yours} plays..."]
    if not review.decisions:
        return [f"The coach saw none of {yours} plays this hand."]
    lines = []
    given = review.given_up
    if not review.costliest():
        lines.append(f"Every play of {'yours' if not name else yours} this hand was the coach's play too.")
    else:
        lines.append(f"Given up this hand: {points_text(given, exact=review.given_up_exact)}.")
        for d in review.costliest():
            lines.append(f"{d.where[:1].upper()}{d.where[1:]}: {you} played {d.played}; better was {d.better} "
                         f"({points_text(d.loss, exact=d.exact)}).")
    if pending:
        lines.append(f"(The coach is still looking at {yours} last play.)")
    return lines
