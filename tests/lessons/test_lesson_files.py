"""Every program's lessons (resources/lessons/<program>/): played from a real deal, or set up when the
lesson is the original document's own worked example, answered by the coach's exactly best moves, in
words that fit the program's lesson box, under short titles that name the situation without giving the
answer away."""

import importlib
from collections import Counter

import pytest

from retro.cards import cards, pinochle_deck, standard_deck
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


# The original documents' own worked examples, set up with their own cards: every one of
# them has its lesson, by the stem of its name.
ORIGINAL_EXAMPLES = {
    "tablenette": {"the-manuals-example"},
    "casino": {"ten-adds-up", "a-three-and-a-king", "two-sevens", "every-option"},
    "pinochle": {"marriage-then-flush", "play-the-melded-twin"},
    "tablanet": {"nobody-takes"},
}


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



@pytest.mark.parametrize("program", PROGRAMS)
def test_each_original_example_is_a_set_up_lesson_that_says_what_the_document_showed(program):
    """A lesson set up rather than dealt is one of the document's own worked examples, and only such a
    lesson: after the answer it says what the document showed, in every language the program speaks."""
    lessons = _lessons(program)
    set_up = {lesson.stem for lesson in lessons if lesson.setup is not None}
    assert set_up == ORIGINAL_EXAMPLES[program]
    for lesson in lessons:
        if lesson.setup is None:
            assert lesson.deal is not None and not lesson.original, lesson.name
            continue
        assert lesson.deal is None, lesson.name
        for lang in LANGS.get(program, ("en",)):
            words = lesson.original.get(lang, "")
            assert words.strip(), f"{lesson.name}: what the document showed is not said in {lang}"
            assert words.strip() != lesson.says("point", lang).strip(), lesson.name


def _set_up_cards(program, setup) -> list:
    """Every card the set-up position names, each time it names it."""
    if program == "casino":
        piles = [pile.replace("=", "+").split("+") for pile in setup.get("tableau", []) if pile]
        named = [*setup["hands"], *[" ".join(p) for p in piles], setup.get("stock", ""), *setup.get("captured", [])]
    elif program == "pinochle":
        named = [*setup["hands"], *setup.get("melded", ()), setup.get("trick"), setup.get("upcard"),
                 setup.get("stock")]
    else:
        named = [*setup["hands"], setup.get("table", ""), setup.get("stock", ""), *setup.get("taken", [])]
    return [card for part in named for card in cards(part)]


@pytest.mark.parametrize("program", PROGRAMS)
def test_each_set_up_position_holds_its_deck_once_and_whole_hands(program):
    """The set-up positions could occur: no card twice (twice at most in Pinochle's double deck), every
    card somewhere -- but for Pinochle's tricks played before, two cards a trick, as its stock
    says -- and both players holding the same number of cards, the person to play."""
    for lesson in _lessons(program):
        if lesson.setup is None:
            continue
        setup = lesson.setup
        named = Counter(_set_up_cards(program, setup))
        hands = [cards(hand) for hand in setup["hands"]]
        if program == "pinochle":
            deck = Counter(pinochle_deck())
            assert all(named[card] <= deck[card] for card in named), lesson.name
            gone = sum(deck.values()) - sum(named.values())
            assert setup["round"] == 1 and gone == 23 - len(cards(setup["stock"])), lesson.name
            melded = setup.get("melded", ((), ()))
            sizes = [len(hands[p]) + len(cards(melded[p]))
                     + (len(cards(setup.get("trick"))) if p == setup["leader"] else 0) for p in (0, 1)]
            assert sizes == [12, 12], f"{lesson.name}: hands of {sizes}"
        else:
            assert named == Counter(standard_deck()), f"{lesson.name}: not the 52 cards, each once"
            assert len(hands) == 2 and len(hands[0]) == len(hands[1]) > 1, lesson.name
            assert setup.get("to_move", 0) == 0, lesson.name
