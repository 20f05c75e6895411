"""The game session: seats, thinking within a frame's budget, the coach's queue, take-back, keeping."""

import pytest

from retro.coaching import Advice
from retro.table.budget import FrameBudget
from retro.bot import Choice
from retro.table.coach_desk import CoachRules, HintReady, Judged
from retro.table.reports import Moved, Outcome, ThinkingStarted
from retro.table.session import NotYourTurn, Recording, Seats, Session, hand_key, seeded_decisions

from tests.table.toy import Files, Slow, Toy, hint_steps, judge_steps

RULES = CoachRules(hint=hint_steps, judge=judge_steps, where=lambda s, move: f"move {len(s.events) + 1}",
                   code=str)


def session(state=None, demo=False, files=None, **kw):
    files = files or Files()
    seats = Seats({0: Slow(), 1: Slow()}, person=0, demo=demo)
    return Session(state or Toy(), seats, bot_seed=7, hand_of=kw.pop("hand_of", lambda s: s.hand_no),
                   coach=kw.pop("coach", RULES),
                   keeper=files, recording=Recording(files, lambda s: ("all", "won" if s.winner == 0 else "lost",
                                                                       s.scores[0])),
                   extra=lambda: {"mine": 1}, **kw)


def run(s, frames=50, ready=True):
    """Frames as the game scene runs them: the session thinks, then what changed is kept."""
    out = []
    for _ in range(frames):
        out += s.update(ready)
        s.keep_unsaved()
    return out


def test_the_person_plays_and_the_game_is_kept_after_the_move():
    files = Files()
    s = session(files=files)
    moved = s.play(2)
    assert isinstance(moved, Moved) and moved.by_person and moved.events[0].amount == 2
    assert files.saved == [] and s.keep_unsaved()           # kept at the frame's end
    state_json, extra = files.saved[-1]
    assert extra["mine"] == 1 and extra["bot_seed"] == 7 and extra["demo_played"] is False
    with pytest.raises(NotYourTurn):
        s.play(1)


def test_a_computer_thinks_in_slices_across_frames_and_only_when_ready():
    s = session(Toy(to_move=1), budget=FrameBudget(think_s=0.0, least_s=0.0))   # a slice a frame
    assert run(s, 5, ready=False) == [] and s.thinking_for is None
    reports = s.update()
    assert reports == [ThinkingStarted(1)] and s.thinking_for == 1
    reports = run(s, 10)
    moves = [r for r in reports if isinstance(r, Moved)]
    assert len(moves) == 1 and moves[0].player == 1 and moves[0].reason == "because"
    assert s.state.to_move == 0 and s.thinking_for is None


def test_a_faulty_bot_plays_the_first_legal_move():
    s = session(Toy(to_move=1))
    s.seats.bots = {0: Slow(), 1: Slow(move=9)}
    moves = [r for r in run(s, 10) if isinstance(r, Moved)]
    assert moves[0].move == 1


def test_demo_plays_the_persons_seat_and_the_game_counts_for_nobody():
    files = Files()
    s = session(Toy(pile=3), demo=True, files=files)
    run(s, 100)
    assert s.state.over and s.flags.demo_played and files.rows == [] and files.discarded == 1


def test_a_finished_game_is_counted_once():
    files = Files()
    s = session(Toy(pile=2), files=files)
    moved = s.play(2)
    s.keep()
    assert moved.over and moved.counted and files.rows == [("all", "won", 2)] and files.discarded == 2


def test_switching_demo_off_drops_its_thinking_for_the_person():
    s = session(demo=True, budget=FrameBudget(think_s=0.0, least_s=0.0))
    s.update()
    assert s.thinking_for == 0
    s.demo = False
    assert s.thinking_for is None and s.persons_turn


def test_take_back_only_in_learning_mode_and_only_within_the_hand():
    s = session()
    s.play(1)
    assert not s.take_back_possible and s.take_back() is Outcome.NOT_ALLOWED
    s = session(learning=True)
    assert not s.take_back_possible and s.take_back() is Outcome.NOTHING
    s.play(1)
    run(s, 10)
    assert s.take_back_possible
    assert s.state.pile == 8 and s.take_back() is Outcome.DONE
    assert s.state.pile == 10 and s.state.to_move == 0 and s.takeback.used and not s.counts


def test_take_back_forgets_a_new_hand():
    s = session(Toy(pile=20), learning=True)
    for _ in range(2):
        s.play(1)
        run(s, 10)
    assert s.state.hand_no == 1 and s.take_back() is Outcome.NOTHING


def test_the_hint_is_stepped_and_reported():
    s = session()
    assert s.ask_hint(now=False) is Outcome.NOT_NOW
    assert s.ask_hint() is Outcome.DONE and s.desk.hint is None
    assert s.ask_hint() is Outcome.ALREADY
    reports = run(s, 3)
    assert HintReady(s.desk.hint) in reports and s.desk.hint.move == 2
    s.play(1)
    assert s.desk.hint is None


def test_each_of_the_persons_plays_is_judged_into_its_hands_review():
    s = session(coach_on=True)
    s.play(1)
    assert len(s.desk.judging) == 1 and s.desk.verdict is None
    judged = [r for r in run(s, 20) if isinstance(r, Judged)]
    assert judged and not judged[0].verdict.good and judged[0].this_hand
    assert s.desk.review.to_data() == [["move 1", "1", "2", 1.0]]
    assert s.standard_extra()["review"] == [["move 1", "1", "2", 1.0]]


def test_a_verdict_ready_after_its_hand_goes_to_that_hands_review():
    s = session(Toy(pile=20, to_move=0), coach_on=True)
    s.state.events = [None, None, None]          # the person's play ends the hand
    s.play(2)
    assert s.desk.past_review is not None and s.desk.pending(s.desk.past_review) == 1
    judged = [r for r in run(s, 20, ready=False) if isinstance(r, Judged)]
    assert not judged[0].this_hand and len(s.desk.past_review.decisions) == 1


def test_take_back_forgets_the_verdict_queued_or_done():
    s = session(learning=True, coach_on=True)
    s.play(1)
    assert s.take_back() is Outcome.DONE and not s.desk.judging
    s.play(1)
    run(s, 20, ready=False)
    assert len(s.desk.review.decisions) == 1
    assert s.take_back() is Outcome.DONE and s.desk.review.decisions == []


def test_a_kept_games_extras_come_back():
    s = session()
    s.restore_extra({"demo_played": True, "take_back_used": True, "coach": True,
                     "review": [["move 1", "1", "2", 1.0]]})
    assert s.flags.demo_played and s.takeback.used and s.coach_on and len(s.desk.review.decisions) == 1


def test_a_kept_game_may_keep_the_coach_the_settings_have():
    s = session(coach_on=False)
    s.restore_extra({"coach": True, "demo_played": True}, kept_coach=False)
    assert not s.coach_on and s.flags.demo_played


def test_decisions_have_their_own_seeded_numbers():
    a, b = seeded_decisions(5), seeded_decisions(5)
    t = Toy()
    assert a(1, t).random() == b(1, t).random() != a(0, t).random()


def test_a_move_is_kept_once_when_the_screen_has_followed_the_frame():
    files = Files()
    s = session(files=files)
    s.play(1)
    assert files.saved == [] and s.unsaved
    s.update(ready=False)
    assert files.saved == [] and s.unsaved          # the screen has not followed the move yet
    assert s.keep_unsaved() is True
    assert len(files.saved) == 1
    assert s.keep_unsaved() is False
    assert len(files.saved) == 1                    # once


def test_keep_soon_waits_for_the_frames_end_and_an_ended_game_is_not_kept_again():
    files = Files()
    later = session(files=files)
    later.keep_soon()
    assert files.saved == [] and later.keep_unsaved() is True and len(files.saved) == 1
    ended = session(files=files)
    ended.flags.ended = True                # a game ended unfinished is not kept again
    ended.keep_soon()
    assert ended.keep_unsaved() is False and len(files.saved) == 1


def test_the_frame_budget_shrinks_when_the_frame_is_late():
    now = [0.0]
    budget = FrameBudget(think_s=0.008, least_s=0.002, frame_s=0.016, clock=lambda: now[0])
    assert budget.next() == 0.008
    now[0] += 0.016
    assert budget.next() == pytest.approx(0.008)
    now[0] += 0.020
    assert budget.next() == pytest.approx(0.004)
    now[0] += 0.100
    assert budget.next() == 0.002


def test_thinking_is_shared_with_the_coach_within_one_budget():
    spent = []

    class Budget(FrameBudget):
        def next(self):
            return 0.008

    s = session(Toy(to_move=1), budget=Budget(), coach_on=True)
    s.desk.ask_hint(s.state)
    original = s.desk.step
    s.desk.step = lambda b: spent.append(b) or original(b)
    s.update()
    assert spent == [0.004]


def test_the_coach_judges_only_the_decisions_it_is_told_to():
    rules = CoachRules(hint=hint_steps, judge=judge_steps, where=lambda s, move: "", code=str,
                       judged=lambda state, move: move == 2)
    s = Session(Toy(), Seats({0: Slow(), 1: Slow()}), coach=rules, coach_on=True)
    s.play(1)
    assert not s.desk.judging


def _thinking_per_second(paint_s: float, seconds: float = 3.0) -> float:
    """Frames of ``paint_s`` each, the thinkers spending all of each frame's budget: the share
    of the wall time they think, once the frames have settled (the first second left out)."""
    now = [0.0]
    budget = FrameBudget(clock=lambda: now[0])
    thought = 0.0
    while now[0] < seconds:
        spent = budget.next()
        if now[0] >= 1.0:
            thought += spent
        now[0] += spent + paint_s
    return thought / (now[0] - 1.0)


def test_slow_frames_think_as_much_a_second_as_fast_ones():
    """At 60 fps the thinkers have about half of every second; frames that paint ten times slower
    think longer each, so an answer takes about the same wall time (not a fixed slice a frame)."""
    fast = _thinking_per_second(1 / 60 - 0.008)
    slow = _thinking_per_second(0.1)
    assert fast == pytest.approx(0.48, abs=0.03)
    assert slow == pytest.approx(fast, rel=0.15)
    assert _thinking_per_second(0.04) == pytest.approx(fast, rel=0.15)


def test_one_late_frame_among_slow_ones_still_thinks_less():
    now = [0.0]
    budget = FrameBudget(clock=lambda: now[0])
    for _ in range(30):
        now[0] += budget.next() + 0.1
    steady = budget.next()
    now[0] += steady + 0.5                 # the machine was busy for half a second
    assert steady > 0.05 and budget.next() == budget.least_s


def test_frames_nobody_thinks_in_do_not_shrink_the_next_budget():
    """The budget follows the frame's other work: idle frames (spent(0)) are not taken as slow paint."""
    now = [0.0]
    budget = FrameBudget(clock=lambda: now[0])
    for _ in range(30):
        budget.next()
        budget.spent(0.0)
        now[0] += 0.1
    assert budget.next() == pytest.approx(0.1 * budget.ratio)


def test_the_session_tells_the_budget_what_its_thinkers_spent():
    seen = []

    class Budget(FrameBudget):
        def spent(self, seconds):
            seen.append(seconds)

    s = session(Toy(to_move=0), budget=Budget())
    s.update()
    assert len(seen) == 1 and 0 <= seen[0] < 0.05


def _continued(files, **kw):
    """The kept game, as a program continues it: a new session on the kept state and extras."""
    state_json, extra = files.saved[-1]
    s = session(Toy.from_json(state_json), files=files, learning=True, **kw)
    s.restore_extra(extra)
    return s


def test_a_continued_game_takes_back_as_far_as_one_never_left():
    files = Files()
    s = session(Toy(pile=20), files=files, learning=True)
    s.play(1)                              # two plays of the person's, both within the first hand
    run(s, 10)
    s.play(1)
    s.keep_unsaved()
    assert s.state.hand_no == 0 and len(s.takeback) == 2
    kept = files.saved[-1][1]["take_back"]
    assert len(kept) == len(s.takeback) and Toy.from_json(kept[0]).pile == 20
    again = _continued(files)
    assert len(again.takeback) == len(s.takeback)
    while again.takeback.can_take_back:
        assert again.take_back() is Outcome.DONE
    again.keep_unsaved()
    assert again.state.pile == s.takeback._marks[0].pile
    assert files.saved[-1][1]["take_back"] == []


def test_a_kept_game_without_the_take_back_history_still_loads():
    files = Files()
    s = session(Toy(pile=20), files=files, learning=True)
    s.play(1)
    run(s, 10)
    state_json, extra = files.saved[-1]
    files.saved.append((state_json, {k: v for k, v in extra.items() if k != "take_back"}))   # kept before marks
    again = _continued(files)
    assert not again.takeback.can_take_back and again.take_back() is Outcome.NOTHING


def test_the_kept_take_back_never_reaches_into_an_earlier_hand_or_plays_without_learning():
    files = Files()
    s = session(Toy(pile=20), files=files, learning=True)
    s.play(1)
    run(s, 10)
    extra = dict(files.saved[-1][1])
    later = Toy(pile=12)
    later.events = [None] * 8                  # two hands on
    again = session(later, files=files, learning=True)
    again.restore_extra(extra)
    assert not again.takeback.can_take_back
    plain = session(Toy(pile=20), files=files)   # no learning: no marks kept
    plain.play(1)
    plain.keep_unsaved()
    assert files.saved[-1][1]["take_back"] == []


def test_take_back_texts_are_written_once_and_follow_the_take_back():
    from retro.keep import TakeBack

    encoded = []
    back = TakeBack()
    for pile in (10, 9, 8):
        back.mark(Toy(pile))
    encode = lambda state: encoded.append(state.pile) or str(state.pile)   # noqa: E731
    assert back.texts(encode) == ["10", "9", "8"]
    back.take_back()
    assert back.texts(encode) == ["10", "9"] and encoded == [10, 9, 8]
    back.mark(Toy(7))
    assert back.texts(encode) == ["10", "9", "7"] and encoded == [10, 9, 8, 7]


def test_the_coach_starts_on_the_persons_position_as_their_turn_begins_and_says_nothing_unasked():
    started = []

    def counting_hint(state):
        started.append(len(state.events))
        yield
        yield
        return Advice(2, "take two")

    s = session(coach_on=True, coach=CoachRules(hint=counting_hint, judge=judge_steps, where=RULES.where,
                                                 code=str))
    assert run(s, 5, ready=False) == [] and started == [0]       # once per position, never reported
    assert s.desk.preparing is None and not s.desk.working
    assert s.ask_hint() is Outcome.DONE
    assert [r for r in s.update(ready=False) if isinstance(r, HintReady)], "ready in the frame it is asked"


def test_a_play_made_while_the_coach_prepares_is_judged_after_that_work():
    s = session(coach_on=True, budget=FrameBudget(think_s=0.0, least_s=0.0))   # a slice a frame
    s.update(ready=False)
    assert s.desk.preparing is not None
    s.play(1)
    assert s.desk.preparing is None and len(s.desk.judging) == 1
    judged = [r for r in run(s, 20, ready=False) if isinstance(r, Judged)]
    assert len(judged) == 1 and judged[0].verdict.loss == 1.0


def test_without_the_coach_nothing_is_prepared():
    s = session(coach_on=False)
    run(s, 3, ready=False)
    assert s.desk.preparing is None and s.desk.prepared is None


def test_a_take_back_is_kept_once_the_screen_has_shown_it():
    files = Files()
    s = session(Toy(pile=20), files=files, learning=True)
    s.play(1)
    s.keep_unsaved()
    saved = len(files.saved)
    assert s.take_back() is Outcome.DONE
    assert len(files.saved) == saved and s.unsaved      # not yet: the screen shows it first
    s.keep_unsaved()
    assert len(files.saved) == saved + 1 and files.saved[-1][0] == s.state.to_json()


def test_the_matchs_end_closes_its_last_hand_so_its_sheet_reviews_that_hand():
    """By the one hand key (the State's hand_number and the match's end), the last play sets the
    last hand's review aside as every hand's end does: the end sheet reviews that hand, never the
    one before it."""
    s = session(Toy(pile=2, to_move=0), coach_on=True, hand_of=hand_key)
    s.desk.past_review = earlier = s.desk.review.__class__()      # a hand before this one
    s.play(2)
    assert s.state.over and s.desk.past_review is not earlier
    judged = [r for r in run(s, 20, ready=False) if isinstance(r, Judged)]
    assert judged and not judged[0].this_hand and len(s.desk.past_review.decisions) == 1


def test_a_kept_game_thinks_on_exactly_as_one_never_left():
    """One policy for every program's computers: each decision's random numbers come from the game's
    seed and the position (``seeded_decisions``), and the seed is kept with the game, so a game
    continued from its kept file makes the same decisions it would have made."""
    class Dice(Slow):
        def think(self, view, legal, rng):
            yield
            return Choice(rng.choice(legal), "")

    def play_out(s, moves):
        while not s.state.over:
            for report in run(s, 1):
                if isinstance(report, Moved):
                    moves.append(report.move)
        return moves

    files = Files()
    seats = lambda: Seats({0: Dice(), 1: Dice()}, person=0, demo=True)
    left = Session(Toy(pile=30), seats(), bot_seed=1234, keeper=files, hand_of=lambda s: s.hand_no)
    first = []
    while len(first) < 6:
        first += [r.move for r in run(left, 1) if isinstance(r, Moved)]
    state_json, extra = files.saved[-1]
    again = Session(Toy.from_json(state_json), seats(), keeper=Files(), hand_of=lambda s: s.hand_no)
    again.restore_extra(extra)
    assert again.flags.bot_seed == 1234
    assert play_out(again, []) == play_out(left, [])
