"""The coach at the Casino table: HINT, the line after each of your plays, each round's review.

The game session's coach desk (``retro.table.coach_desk``) does the work,
stepped across frames while play goes on; this module gives it Casino's
coach as ``COACH`` and words its verdicts for the message area. Each of your
plays is judged from a copy of the position taken just before it, and the
line "Good: that is my play too." or "Better was ..." follows when ready.
"""

from __future__ import annotations

from retro.casino import coach
from retro.casino.rules import State
from retro.coaching import Verdict, coach_line
from retro.table.coach_desk import CoachRules


def where_in_round(state: State) -> str:
    """Where a decision of the player to move falls: "deal 2, turn 3"."""
    players = state.players
    hand = len(state.hands[state.to_move]) if state.to_move is not None else 0
    dealt = 52 - 4 - state.stock_size
    deal = max(1, dealt // (4 * players))
    return f"deal {deal}, turn {max(1, 5 - hand)}"


def _judge(state: State, move):
    # The desk keeps the state it gives (the review words the move from it): the coach works on a copy.
    return coach.judge_steps(state.clone(), move)


def review_words(before: State, verdict: Verdict) -> tuple[str, str]:
    """(played, better) for the review, each named from the table before the play."""
    return coach.move_text(before, verdict.move), coach.move_text(before, verdict.best)


COACH = CoachRules(hint=coach.hint_steps, judge=_judge, where=lambda state, move: where_in_round(state),
                   code=str, words=review_words)


SPEAKER = "Coach"


def is_verdict_line(text: str) -> bool:
    """A message-area line is the coach's on one of your plays (a kept log says no more than its text)."""
    return text.startswith(SPEAKER + ":") or text.startswith(SPEAKER + " (")


def verdict_line(verdict: Verdict, before: State, late: bool) -> str:
    """The coach's line on a play; ``late``: you have played since, so it says which play it is about."""
    def text(move) -> str:
        return coach.move_text(before, move)

    about = f" ({text(verdict.move)})" if late else ""
    return f"{SPEAKER}{about}: " + coach_line(verdict, text)
