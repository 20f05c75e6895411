"""The lessons' shared parts: a lesson file read, its position played from its deal, answers judged,
progress kept in the data folder."""

import json

import pytest

from retro import store as store_mod
from retro.coaching import Verdict
from retro.lessons import LessonError, LessonRun, Progress, lesson_from_data, load_lessons
from retro.tablanet import rules


def _first_choice(seed=5):
    """A deal's moves up to the person's second decision, as str(move) prints them."""
    state = rules.State.new(seed)
    moves = []
    while not (state.to_move == 0 and len(moves) >= 2 and len(state.legal_moves()) > 1):
        move = state.legal_moves()[0]
        moves.append(str(move))
        state.apply(move)
    return moves, state


def _lesson_data(**changes):
    moves, state = _first_choice()
    data = {"title": {"en": "Take the most", "ru": "Берите больше"}, "text": "Your turn.",
            "question": "Which card?", "point": "Count before you play.", "deal": 5, "moves": moves,
            "answers": [str(state.legal_moves()[0])], "source": "the rule sheet, captures"}
    data.update(changes)
    return data


def test_a_lesson_is_played_from_its_deal_through_its_moves():
    lesson = lesson_from_data("01-take", _lesson_data())
    state = lesson.position(rules)
    assert state.to_move == 0 and state.to_json() == _first_choice()[1].to_json()
    assert [str(m) for m in lesson.answer_moves(state)] == list(lesson.answers)
    assert lesson.says("title", "ru") == "Берите больше" and lesson.says("text", "ru") == "Your turn."


def test_a_lesson_with_a_move_that_is_not_legal_is_refused_in_plain_words():
    data = _lesson_data()
    data["moves"] = data["moves"][:-1] + ["AS takes nothing at all"]
    with pytest.raises(LessonError, match="is not one of the legal moves"):
        lesson_from_data("02-bad", data).position(rules)
    for key, value in (("deal", "five"), ("moves", "4H"), ("answers", []), ("title", 3)):
        with pytest.raises(LessonError):
            lesson_from_data("03-bad", _lesson_data(**{key: value}))


def test_lessons_are_read_in_their_files_order(tmp_path):
    for name in ("02-b", "01-a"):
        (tmp_path / f"{name}.json").write_text(json.dumps(_lesson_data()), encoding="utf-8")
    assert [lesson.name for lesson in load_lessons("tablanet", tmp_path)] == ["01-a", "02-b"]
    (tmp_path / "03-c.json").write_text("{", encoding="utf-8")
    with pytest.raises(LessonError, match="03-c cannot be read"):
        load_lessons("tablanet", tmp_path)


def test_a_right_answer_is_kept_as_solved_and_the_run_starts_at_the_first_unsolved(tmp_path):
    store = store_mod.Store(tmp_path)
    lessons = [lesson_from_data(f"0{i}-x", _lesson_data()) for i in (1, 2, 3)]
    run = LessonRun(lessons, Progress(store, "tablanet"), rules)
    assert run.index == 0 and run.solved_line() == "0 of 3 solved"
    move = run.state.legal_moves()[0]
    assert not run.answer(Verdict(move, move, 4.0)).right and run.solved_line() == "0 of 3 solved"
    assert run.answer(Verdict(move, move, 0.0), shown=True).right and run.solved_line() == "0 of 3 solved"
    assert run.answer(Verdict(move, move, 0.0)).right and run.solved_line() == "1 of 3 solved"
    again = LessonRun(lessons, Progress(store_mod.Store(tmp_path), "tablanet"), rules)
    assert again.index == 1 and again.number == "2 of 3" and not again.lesson_solved
    assert again.next() is again.state and again.index == 2 and again.last
    again.next()
    assert again.index == 0


def test_a_damaged_progress_file_is_said_in_one_line_kept_aside_and_reset(tmp_path):
    (tmp_path / "lessons.json").write_text("[1, 2", encoding="utf-8")
    store = store_mod.Store(tmp_path)
    progress = Progress(store, "casino")
    assert progress.solved == set() and (tmp_path / "lessons.json.bad").exists()
    assert len(store.take_messages()) == 1
    progress.solve("01-a")
    assert json.loads((tmp_path / "lessons.json").read_text(encoding="utf-8")) == {"casino": ["01-a"]}


def test_the_run_says_whether_the_lesson_on_screen_is_solved_already(tmp_path):
    lessons = [lesson_from_data(f"0{i}-x", _lesson_data()) for i in (1, 2)]
    run = LessonRun(lessons, Progress(store_mod.Store(tmp_path), "tablanet"), rules)
    move = run.state.legal_moves()[0]
    assert not run.lesson_solved
    run.answer(Verdict(move, move, 0.0))
    assert run.lesson_solved and run.number == "1 of 2"
    run.next()
    assert not run.lesson_solved and run.number == "2 of 2"
    run.go(0)
    assert run.lesson_solved, "a lesson solved stays solved when the player comes back to it"
