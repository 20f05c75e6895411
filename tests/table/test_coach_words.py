"""The coach desk's ``words``: a game whose move names need the table words its review from the state before."""

from retro.table.coach_desk import CoachRules, Judged
from retro.table.session import Seats, Session

from tests.table.toy import Slow, Toy, hint_steps, judge_steps


def test_the_review_and_the_verdict_word_a_play_from_the_state_before_it():
    rules = CoachRules(hint=hint_steps, judge=judge_steps, where=lambda s, move: "here", code=str,
                       words=lambda before, v: (f"{v.move} of {before.pile}", f"{v.best} of {before.pile}"))
    s = Session(Toy(pile=10), Seats({0: Slow(), 1: Slow()}), coach=rules, coach_on=True)
    s.play(1)
    judged = [r for _ in range(20) for r in s.update(False) if isinstance(r, Judged)]
    assert judged and judged[0].before.pile == 10
    assert s.desk.review.to_data() == [["here", "1 of 10", "2 of 10", 1.0]]
