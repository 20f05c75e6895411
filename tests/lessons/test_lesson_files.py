"""Every program's lessons (resources/lessons/<program>/): played from a real deal, answered by the
coach's exactly best moves, in words that fit the program's lesson box, under short titles that name
the situation without giving the answer away."""

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
    screen = importlib.import_module(f"retro.{program}.screens.app_lessons")
    for lesson in _lessons(program):
        for lang in LANGS.get(program, ("en",)):
            assert lesson.says("title", lang) and lesson.says("question", lang), lesson.name
            too_long = screen.lesson_overflow(lesson, lang)
            assert not too_long, f"{lesson.name} ({lang}) does not fit: {too_long}"


# The titles the lessons had when each told its answer before the player had thought ("Pull the last
# trump"): none of them is to come back. A title names the situation or the topic; what it used to
# give away is said by the point, after the answer.
TITLE_MAX = 28
REVEALING_TITLES = {
    "pinochle": ("Trade the deece for the upcard", "The jack melds twice", "The flush, before it is too late",
                 "Few tricks left: the biggest meld", "The last trick of round one", "Win with just enough",
                 "Trump with the small one", "Pull the last trump", "Draw the trumps, then run your suit",
                 "Throw from the short suit", "Keep the card that stops them", "Ten points for the last trick"),
    "casino": ("Add it up", "The Ace counts 14", "The two of spades", "Clear the table", "Build for later",
               "Read their build", "Take it while you can", "A build can be raised", "Build to an Ace",
               "A card they cannot take", "No sweep for them", "The last take"),
    "tablanet": ("Табланет - путь к 251", "The road to 251", "Сумма трех карт", "Three cards adding up",
                 "Оба варианта сразу", "Both ways at once", "Туз стоит 11", "The Ace counts 11", "Туз стоит 1",
                 "The Ace counts 1", "Валет в игре - 10", "In play a Jack is 10", "Два табланета", "Two Tablanets",
                 "Что останется на столе", "What stays on the table", "Не оставляйте табланет",
                 "Leave no Tablanet", "После табланета соперника", "After the opponent's Tablanet",
                 "Младшая карта", "The lowest card", "Последнее взятие", "The last capture"),
    "tablenette": ("Clear the table", "Same rank and a pair at once", "Only one pair", "Which pair?",
                   "The Ace counts 1", "The Ace counts 11", "The Jack sweeps", "A Jack on a lone card",
                   "Make it twelve", "More than fourteen", "Not every sweep", "Take last"),
}


def _plain(title: str) -> str:
    return " ".join(title.casefold().replace("ё", "е").split())


@pytest.mark.parametrize("program", PROGRAMS)
def test_each_title_is_short_and_none_of_the_old_titles_that_told_the_answer_is_back(program):
    old = {_plain(title) for title in REVEALING_TITLES[program]}
    for lesson in _lessons(program):
        for lang in LANGS.get(program, ("en",)):
            title = lesson.title.get(lang, "")
            assert title, f"{lesson.name} has no title in {lang}"
            assert len(title) <= TITLE_MAX, f"{lesson.name} ({lang}): {title!r} is over {TITLE_MAX} characters"
            assert _plain(title) not in old, f"{lesson.name} ({lang}): {title!r} gives the answer away"


@pytest.mark.parametrize("program", PROGRAMS)
def test_each_lesson_says_its_point_in_every_language_it_is_given_in(program):
    for lesson in _lessons(program):
        for lang in LANGS.get(program, ("en",)):
            for part in ("title", "text", "question", "point"):
                words = getattr(lesson, part).get(lang, "")
                assert words.strip(), f"{lesson.name}: its {part} is empty in {lang}"

