"""The session's options for a program whose rules often leave no choice, and whose kept extras follow its screen."""

from retro.table.coach_desk import CoachRules
from retro.table.reports import Moved, ThinkingStarted
from retro.table.session import Seats, Session

from tests.table.toy import Files, Slow, Toy, hint_steps, judge_steps

RULES = CoachRules(hint=hint_steps, judge=judge_steps, where=lambda s, move: "here", code=str)


def session(state, files=None, **kw):
    return Session(state, Seats({0: Slow(), 1: Slow()}), coach=RULES, keeper=files or Files(), **kw)


def test_a_forced_move_is_made_at_once_without_asking_the_bot():
    s = session(Toy(pile=1, to_move=1), forced_at_once=True)
    reports = s.update()
    assert [type(r) for r in reports] == [Moved] and reports[0].move == 1 and reports[0].reason == ""
    asked = session(Toy(pile=1, to_move=1)).update()         # without the option the bot thinks as usual
    assert asked[0] == ThinkingStarted(1) and asked[-1].reason == "because"


def test_a_move_made_for_the_person_is_neither_marked_nor_judged():
    s = session(Toy(pile=5), learning=True, coach_on=True)
    s.play(1, decision=False)
    assert not s.takeback.can_take_back and not s.desk.judging
    s.state.to_move_ = 0
    s.play(1)
    assert s.takeback.can_take_back and len(s.desk.judging) == 1


def test_the_screen_may_keep_the_game_once_it_has_followed_the_move():
    files = Files()
    s = session(Toy(pile=5, to_move=1), files=files, forced_at_once=False)
    for _ in range(10):
        if any(isinstance(r, Moved) for r in s.update()):
            break
    assert files.saved == [] and s.unsaved
    s.keep_unsaved()
    assert len(files.saved) == 1 and not s.unsaved
