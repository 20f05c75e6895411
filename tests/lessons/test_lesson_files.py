"""Every program's lessons (resources/lessons/<program>/): played from a real deal, answered by the
coach's exactly best moves, in words that fit the program's lesson box."""

import importlib

import pytest

from retro.lessons import load_lessons

PROGRAMS = ("pinochle", "tablenette", "casino", "tablanet")
LANGS = {"tablanet": ("ru", "en")}
TIE = 1e-6


def _lessons(program):
    lessons = load_lessons(program)
    if not lessons:
        pytest.fail(f"{program} has no lessons")
    return lessons


@pytest.mark.parametrize("program", PROGRAMS)
def test_each_program_has_at_least_ten_lessons_each_citing_its_source(program):
    lessons = _lessons(program)
    assert len(lessons) >= 10
    assert all(lesson.source for lesson in lessons), "each lesson names the document's section it comes from"
    assert len({lesson.name for lesson in lessons}) == len(lessons)


@pytest.mark.parametrize("program", PROGRAMS)
def test_each_lesson_is_played_from_its_deal_to_the_players_own_decision(program):
    rules = importlib.import_module(f"retro.{program}.rules")
    for lesson in _lessons(program):
        state = lesson.position(rules)          # every move legal in its moment, the person to move
        assert len(state.legal_moves()) > 1, f"{lesson.name}: a lesson needs a choice"


@pytest.mark.system
@pytest.mark.parametrize("program", PROGRAMS)
def test_each_lessons_answers_are_exactly_the_coachs_best_moves(program):
    rules = importlib.import_module(f"retro.{program}.rules")
    coach = importlib.import_module(f"retro.{program}.coach")
    for lesson in _lessons(program):
        state = lesson.position(rules)
        answers = {str(move) for move in lesson.answer_moves(state)}
        assert str(coach.hint(state.clone()).move) in answers, lesson.name
        losses = {str(move): coach.judge(state.clone(), move).loss for move in state.legal_moves()}
        best = {text for text, loss in losses.items() if loss <= TIE}
        assert best == answers, f"{lesson.name}: the coach's best moves are {sorted(best)}"


@pytest.mark.parametrize("program", PROGRAMS)
def test_each_lessons_words_fit_its_screen(program):
    screen = importlib.import_module(f"retro.{program}.app_lessons")
    for lesson in _lessons(program):
        for lang in LANGS.get(program, ("en",)):
            assert lesson.says("title", lang) and lesson.says("question", lang), lesson.name
            too_long = screen.lesson_overflow(lesson, lang)
            assert not too_long, f"{lesson.name} ({lang}) does not fit: {too_long}"
