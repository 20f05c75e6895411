"""A kept game's extras checked alike in every program: the session's own, the deal, the game's log, the take-back marks."""

import dataclasses
import json
import subprocess
import sys
from pathlib import Path

import pytest

from retro.deals import SEED_LIMIT
from retro.table.coach_desk import CoachRules
from retro.table.kept import (MOST_MOVES, OLD_FLAGS, SessionExtras, check_deal, check_log, check_marks, check_review,
                              check_seed, moves_as_played, renamed, unfinished)
from retro.table.session import MAX_SEED, Seats, Session

from tests.table.toy import Files, Slow, Toy, hint_steps, judge_steps

ROOT = Path(__file__).resolve().parents[2]


@dataclasses.dataclass(frozen=True)
class ScreenExtras(SessionExtras):
    """A program's kept extras: the session's and one of its own."""

    cursor: int = 0


def toy_after(moves: int) -> Toy:
    state = Toy(pile=20)
    for _ in range(moves):
        state.apply(1)
    return state


# --- the session's fields ------------------------------------------------------------------------
def test_the_session_extras_are_what_the_session_keeps_the_deal_and_the_games_log():
    coach = CoachRules(hint=hint_steps, judge=judge_steps, where=lambda s, move: "here", code=str)
    session = Session(Toy(), Seats({0: Slow(), 1: Slow()}, person=0), coach=coach, keeper=Files())
    assert set(dataclasses.asdict(SessionExtras())) == {*session.standard_extra(), "deal", "played", "person_played"}


def test_a_programs_extras_extend_the_session_extras_and_are_checked_to_the_last_field():
    extra = {"coach": True, "bot_seed": 7, "deal": 42, "review": [["1:1", "A", "B", 0.5]], "cursor": 3}
    out = ScreenExtras.checked(extra)
    assert (out.coach, out.bot_seed, out.deal, out.cursor) == (True, 7, 42, 3)
    assert not out.demo_played and not out.take_back_used and out.take_back == []
    assert ScreenExtras.checked({}) == ScreenExtras()        # a file of before: every default
    for bad in ({"bot_seed": -1}, {"bot_seed": MAX_SEED}, {"deal": SEED_LIMIT}, {"deal": True},
                {"coach": 1}, {"review": [["1:1"]]}, {"take_back": "x"}, {"cursor": "3"}, {"surprise": 1},
                {"played": {}}, {"person_played": 1}):
        with pytest.raises(ValueError):
            ScreenExtras.checked({**extra, **bad})
    with pytest.raises(ValueError):
        ScreenExtras.checked(None)


def test_a_flag_under_its_old_name_is_read_under_the_sessions():
    assert OLD_FLAGS == {"took_back": "take_back_used"}
    assert ScreenExtras.checked({"took_back": True, "cursor": 2}) == ScreenExtras(take_back_used=True, cursor=2)
    assert not ScreenExtras.checked({"took_back": False}).take_back_used
    # a file that wrote both (Casino's): set when either is
    assert ScreenExtras.checked({"took_back": False, "take_back_used": True}).take_back_used
    assert ScreenExtras.checked({"took_back": True, "take_back_used": False}).take_back_used
    assert renamed({"took_back": True}) == {"take_back_used": True}
    extra = {"take_back_used": False, "cursor": 1}
    assert renamed(extra) is extra and renamed(None) is None        # nothing to rename: as it is
    for bad in ({"took_back": "no"}, {"took_back": 1}, {"took_back": True, "take_back_used": "yes"}):
        with pytest.raises(ValueError):
            ScreenExtras.checked(bad)


def test_the_session_part_is_what_restore_extra_takes():
    coach = CoachRules(hint=hint_steps, judge=judge_steps, where=lambda s, move: "here", code=str)
    session = Session(Toy(), Seats({0: Slow(), 1: Slow()}, person=0), coach=coach, keeper=Files())
    out = ScreenExtras.checked({"demo_played": True, "take_back_used": True, "bot_seed": 5, "deal": 9,
                                "review": [["1:1", "A", "B", 0.5]], "cursor": 3})
    part = out.session_part()
    assert set(part) == set(session.standard_extra())
    session.restore_extra(part)
    assert session.flags.demo_played and session.takeback.used
    assert session.desk.review.to_data() == [["1:1", "A", "B", 0.5]]


@pytest.mark.parametrize("value", [-1, MAX_SEED, True, 1.0, "7", None])
def test_a_seed_out_of_range_is_refused(value):
    with pytest.raises(ValueError, match="bot_seed"):
        check_seed(value)


def test_a_seed_in_range_is_kept():
    assert check_seed(0) == 0 and check_seed(MAX_SEED - 1) == MAX_SEED - 1


@pytest.mark.parametrize("value", [-1, SEED_LIMIT, False, 2.0, "5", None])
def test_a_deal_that_is_no_deal_number_is_refused(value):
    with pytest.raises(ValueError, match="deal is not a deal number"):
        check_deal(value)


def test_a_deal_number_or_none_is_kept():
    assert check_deal(0) == 0 and check_deal(SEED_LIMIT - 1) == SEED_LIMIT - 1


def test_the_review_is_read_back():
    review = check_review([["1:1", "A", "B", 0.5], ["1:2", "C", "D", 1, True]])
    assert [d.played for d in review.decisions] == ["A", "C"]
    for bad in ("x", [["1:1", "A", "B"]], [["1:1", "A", "B", -1]]):
        with pytest.raises(ValueError):
            check_review(bad)


# --- the game's log ------------------------------------------------------------------------------
def test_the_log_is_one_shape_each_move_with_the_events_before_it_in_order():
    kept = toy_after(3)
    played = [[-1, 0, "take 1"], [0, 1, "take 1"], [2, 0, "take 1"]]
    assert check_log(played, kept) is played and check_log([], kept) == []
    out = ScreenExtras.checked({"played": played, "person_played": True})
    assert out.played == played and out.person_played
    assert ScreenExtras.checked({}).played == [] and not ScreenExtras.checked({}).person_played
    for bad in ([[3, 0, "take 1"]],                                 # no fewer events than the State has
                [[2, 0, "take 1"], [1, 1, "take 1"]],               # out of order
                [[-2, 0, "take 1"]], [[0, 8, "take 1"]], [[0, 0, ""]], [[0, 0, "x" * 401]], [[0, 0]],
                [[0, False, "take 1"]], "played", [[-1, 0, "take 1"]] * (MOST_MOVES + 1)):
        with pytest.raises(ValueError):
            check_log(bad, kept)


def test_a_dos_programs_log_of_before_is_read_as_the_one_shape_its_events_not_known():
    old = {"coach": False, "deal": 42, "moves": [[0, "take 1"], [1, "take 2"]], "person_played": True}
    extra = moves_as_played(old)
    assert extra == {"coach": False, "deal": 42, "played": [[-1, 0, "take 1"], [-1, 1, "take 2"]],
                     "person_played": True}
    assert check_log(ScreenExtras.checked(extra).played, toy_after(2)) == extra["played"]
    assert moves_as_played({"coach": True}) == {"coach": True}      # a file of before records: no log
    with pytest.raises(ValueError, match="kept twice"):
        moves_as_played({**old, "played": []})
    with pytest.raises(ValueError):
        moves_as_played({"moves": 3})


# --- the kept State ------------------------------------------------------------------------------
def test_a_game_still_played_is_rebuilt_and_one_over_refused():
    assert unfinished(Toy, {"state": toy_after(3).to_json()}).pile == 17
    with pytest.raises(ValueError, match="already over"):
        unfinished(Toy, {"state": Toy(pile=0).to_json()})


def test_a_game_nobody_is_to_move_in_is_over():
    class Stuck:
        over = False
        to_move = None

        @classmethod
        def from_json(cls, text):
            return cls()

    with pytest.raises(ValueError, match="already over"):
        unfinished(Stuck, {"state": "{}"})


# --- the take-back marks -------------------------------------------------------------------------
def test_the_marks_come_back_as_state_texts_oldest_first():
    kept = toy_after(3)
    marks = [toy_after(n).to_json() for n in (0, 2)]
    assert check_marks(kept.to_json(), kept, marks, most=4) == marks
    assert check_marks(kept.to_json(), kept, []) == []
    # no later than the kept State: one with as many events is still this hand's
    assert check_marks(kept.to_json(), kept, [kept.to_json()]) == [kept.to_json()]


def test_more_marks_than_a_hand_has_decisions_are_refused_in_the_programs_words():
    kept = toy_after(3)
    marks = [toy_after(0).to_json()] * 3
    with pytest.raises(ValueError, match="more take-back marks than a round has decisions"):
        check_marks(kept.to_json(), kept, marks, most=2, part="round")
    with pytest.raises(ValueError, match="more take-back marks than a hand has decisions"):
        check_marks(kept.to_json(), kept, marks, most=2)


@pytest.mark.parametrize("mark", [toy_after(5).to_json(),                  # later than the kept State
                                  json.dumps([0, 0, 1])])                  # a game over
def test_a_mark_later_than_the_kept_game_or_over_is_refused(mark):
    kept = toy_after(3)
    with pytest.raises(ValueError, match="a take-back mark is not from this hand"):
        check_marks(kept.to_json(), kept, [mark])


def test_the_programs_own_test_of_a_mark_is_asked_of_each():
    kept = toy_after(3)
    asked = []

    def same_hand(mark, state):
        asked.append((len(mark.events), state is kept))
        return mark.to_move == 0

    assert check_marks(kept.to_json(), kept, [toy_after(0).to_json(), toy_after(2).to_json()],
                       same_hand=same_hand)
    assert asked == [(0, True), (2, True)]
    with pytest.raises(ValueError, match="not from this round"):
        check_marks(kept.to_json(), kept, [toy_after(1).to_json()], same_hand=same_hand, part="round")


@pytest.mark.parametrize("data", ["[1, 2]", 5, None, {"events": 1}, ["not json"], ["5"], ["[1]"], [7]])
def test_marks_that_are_no_states_are_refused_with_a_value_error(data):
    kept = toy_after(3)
    data = json.loads(data) if isinstance(data, str) else data
    with pytest.raises(ValueError):
        check_marks(kept.to_json(), kept, data)


def test_the_four_programs_kept_extras_extend_the_session_extras():
    from retro.casino.screens import app_keep as casino
    from retro.pinochle.screens import app_keep as pinochle
    from retro.tablanet.screens import app_keep as tablanet

    assert issubclass(casino.Extras, SessionExtras) and issubclass(tablanet.Extras, SessionExtras)
    assert dataclasses.asdict(SessionExtras()).items() <= pinochle.EXTRA.items()
    assert dataclasses.asdict(SessionExtras()).items() <= tablanet.EXTRA.items()


def test_tablenettes_kept_extras_extend_the_session_extras_too():
    from retro.tablenette.screens import app_keep as tablenette

    assert issubclass(tablenette.KeptExtras, SessionExtras)


def test_the_kept_checks_import_no_pyxel_and_no_kit():
    code = ("import sys, retro.table.kept; "
            "bad = [m for m in sys.modules if m == 'pyxel' or m.startswith(('retro.dos', 'retro.win'))]; "
            "print(bad); sys.exit(1 if bad else 0)")
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
