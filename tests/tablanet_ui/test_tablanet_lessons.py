"""Tablanet's lessons (F11) played as a person plays them: the heading, the answer by the normal keys,
the coach's verdict with the lesson's point, retry and the answer shown, progress kept, and the way
back to a kept game that the lessons leave untouched."""

import json

import pytest

from retro import headless
from retro.dos.screen import TextScreen
from retro.lessons import load_lessons, parse_move
from retro.tablanet.screens import app as tablanet_app
from retro.tablanet.screens import app_keep
from retro.tablanet.screens.app_game import Game
from retro.tablanet.screens.app_lessons import LessonGame
from retro.tablanet.screens.app_text import plural, t
from retro.tablanet.screens.ui_popups import AskYesNo, CaptureChoice
from retro.tablanet.screens.ui_setup import Setup, Show
from retro.tablanet.screens.ui_table import MESSAGE_ROW, REASON_ROW

LESSONS = load_lessons("tablanet")


def _start(tbl, lang="ru", **settings):
    saved = dict(tbl.ctx.store.settings("tablanet"))
    saved.update({"speed": 0, "lang": lang, **settings})
    tbl.ctx.store.save_settings("tablanet", saved)
    app = tablanet_app.create(tbl.ctx, "*")
    headless.frame(app, 2)
    return app


def _rows(app) -> list[str]:
    return app.screen.text().splitlines()


def _lesson_ready(app) -> bool:
    return isinstance(app.scene, LessonGame) and app.scene.turn.active and not app.modals


def _open(tbl, app):
    headless.press(app, "F11")
    tbl.run_until(app, lambda a: _lesson_ready(a), limit=600)
    return app.scene


def _answer(tbl, app, text: str):
    """Play the move ``text`` as a person does: its hand card's number, then its line in the capture
    list when the card can take several ways; wait for the coach's verdict."""
    game = app.scene
    move = parse_move(game.state, text)
    headless.press(app, str(game.board.hands[0].index(move.card) + 1))
    if isinstance(app.modal, CaptureChoice):
        keys = [m.key for m in app.modal.moves]
        headless.press(app, str(keys.index(move.key) + 1))
    tbl.run_until(app, lambda a: a.scene.result is not None, limit=3000)
    return app.scene.result


def _solved(tbl) -> list[str]:
    path = tbl.ctx.store.path("lessons.json")
    return json.loads(path.read_text(encoding="utf-8")).get("tablanet", []) if path.exists() else []


def test_F11_opens_the_first_lesson_and_a_right_answer_is_solved_and_kept(tbl):
    app = _start(tbl)
    assert isinstance(app.scene, Setup)
    bar = _rows(app)[-1]
    assert "F11" in bar and t("k_lessons", "ru") in bar          # the key is on the key bar
    game = _open(tbl, app)
    first = LESSONS[0]
    top = _rows(app)[0]
    assert top.strip().startswith(f"УРОК 1 из {len(LESSONS)}: {first.says('title', 'ru')}")
    assert top.rstrip().endswith(f"решено 0 из {len(LESSONS)}") and "√" not in top
    assert first.says("question", "ru") in _rows(app)[REASON_ROW]
    assert game.state.to_move == 0 and not game.played
    result = _answer(tbl, app, first.answers[0])
    assert result.right
    rows = _rows(app)
    assert t("lesson_right", "ru") in rows[REASON_ROW]
    assert first.says("point", "ru")[:30] in " ".join(r[36:].strip() for r in rows[1:5])
    assert rows[0].rstrip().endswith(f"решено 1 из {len(LESSONS)}")
    # this lesson's own mark, beside its title
    assert rows[0].strip().startswith(f"УРОК 1 из {len(LESSONS)}: {first.says('title', 'ru')}  √ решен")
    assert _solved(tbl) == [first.name]                             # kept in the data folder at once
    assert game.state.to_move == 1 and game.board.to_move != 0
    headless.frame(app, 30)
    assert game.state.to_move == 1                                  # the computer does not reply
    headless.press(app, "RETURN")
    tbl.run_until(app, _lesson_ready, limit=600)
    assert app.scene is not game and app.scene.run.index == 1
    assert _rows(app)[0].strip().startswith(f"УРОК 2 из {len(LESSONS)}") and "√" not in _rows(app)[0]
    headless.press(app, "PAGEUP")                                   # back to the first: still solved
    tbl.run_until(app, _lesson_ready, limit=600)
    assert "√ решен" in _rows(app)[0]
    headless.press(app, "F6")
    assert f"{first.says('title', 'en')}  √ solved" in _rows(app)[0]


def test_a_wrong_answer_may_be_tried_again_or_shown_in_english(tbl):
    app = _start(tbl, lang="en")
    game = _open(tbl, app)
    lesson = game.run.lesson
    wrong = next(str(m) for m in game.state.legal_moves() if str(m) not in lesson.answers)
    result = _answer(tbl, app, wrong)
    assert not result.right
    rows = _rows(app)
    assert t("lesson_wrong", "en") in rows[REASON_ROW]
    assert rows[MESSAGE_ROW].strip() == t("lesson_wrong_keys", "en")
    assert _solved(tbl) == []
    headless.press(app, "R")                                        # again, from the same position
    tbl.run_until(app, _lesson_ready, limit=600)
    again = app.scene
    assert again is not game and again.run.index == 0 and not again.played
    assert [str(m) for m in again.state.legal_moves()] == [str(m) for m in lesson.position(again.run.rules)
                                                           .legal_moves()]
    _answer(tbl, app, wrong)
    headless.press(app, "S")                                        # the answer, lit
    tbl.run_until(app, _lesson_ready, limit=600)
    shown = app.scene
    best = parse_move(shown.state, lesson.answers[0])
    assert shown.hint_card() == best.card and shown.turn.cursor == shown.board.hands[0].index(best.card)
    assert _rows(app)[MESSAGE_ROW].strip().startswith(t("lesson_shown", "en", play="")[:14])
    assert _answer(tbl, app, lesson.answers[0]).right
    assert _solved(tbl) == []                                       # a shown answer is not solved


def test_leaving_the_lessons_finds_the_kept_game_untouched(tbl):
    app = _start(tbl, open_hands=False, coach=True)
    tbl.setup_answers(app)
    assert isinstance(app.scene, Game)
    game = app.scene
    tbl.run_until(app, tbl.my_turn, limit=6000)
    headless.press(app, "1")
    if app.modal is not None:
        headless.press(app, "RETURN")
    # the coach's verdict on that play is on the screen before the lessons open
    tbl.run_until(app, lambda a: tbl.my_turn(a) and not game.session.desk.judging, limit=6000)
    headless.frame(app, 2)
    store = tbl.ctx.store
    files = {path.name: path.read_bytes() for path in store.root.iterdir() if path.is_file()}
    assert app_keep.kept_game(store).name in files and "tablanet.settings.json" in files
    screen = _rows(app)
    _open(tbl, app)
    _answer(tbl, app, app.scene.run.lesson.answers[0])
    headless.press(app, "RETURN")
    tbl.run_until(app, _lesson_ready, limit=600)
    headless.press(app, "ESCAPE")                                   # back where the player was
    assert app.scene is game and not isinstance(app.scene, LessonGame)
    assert _rows(app)[1:] == screen[1:] or _rows(app)[2:MESSAGE_ROW] == screen[2:MESSAGE_ROW]
    after = {path.name: path.read_bytes() for path in store.root.iterdir() if path.is_file()}
    assert {name: data for name, data in after.items() if name != "lessons.json"} == files
    assert len(_solved(tbl)) == 1
    tbl.run_until(app, tbl.my_turn, limit=6000)                     # and the game plays on
    assert app.scene is game


@pytest.mark.system
def test_every_lessons_answer_is_called_right_through_the_screen(tbl):
    """You have played every lesson: each one's answer, by the keys, called right by the coach."""
    app = _start(tbl)
    _open(tbl, app)
    for number, lesson in enumerate(LESSONS):
        game = app.scene
        assert game.run.index == number and game.run.lesson.name == lesson.name
        result = _answer(tbl, app, lesson.answers[-1])
        assert result.right, f"{lesson.name}: {result.verdict}"
        headless.press(app, "RETURN" if number < len(LESSONS) - 1 else "F6")
        if number < len(LESSONS) - 1:
            tbl.run_until(app, _lesson_ready, limit=600)
    assert sorted(_solved(tbl)) == sorted(lesson.name for lesson in LESSONS)
    assert _rows(app)[MESSAGE_ROW].strip() == t("lesson_all", "en")
    assert _rows(app)[0].rstrip().endswith(f"{len(LESSONS)} of {len(LESSONS)} solved")


def test_a_click_on_F11_on_the_key_bar_opens_the_lessons_and_Esc_returns_to_the_question(tbl):
    app = _start(tbl, lang="en")
    setup = app.scene
    question = _rows(app)
    row, hits = app.screen.key_bar
    col = next(start for start, _, key in hits if key == "F11")
    headless.click(app, *TextScreen.cell_center(col + 1, row))
    tbl.run_until(app, _lesson_ready, limit=600)
    assert _rows(app)[0].strip().startswith(f"LESSON 1 of {len(LESSONS)}")
    headless.press(app, "ESCAPE")
    headless.frame(app, 2)
    assert app.scene is setup and _rows(app) == question


def test_F6_in_a_lesson_and_the_question_left_behind_speaks_the_new_language(tbl):
    app = _start(tbl, lang="ru")
    setup = app.scene
    _open(tbl, app)
    headless.press(app, "F6")
    assert _rows(app)[0].strip().startswith("LESSON 1 of")
    headless.press(app, "ESCAPE")
    headless.frame(app, 2)
    assert app.scene is setup and app.lang == "en"
    assert "a new game" in _rows(app)[1] and "F11 Lessons" in _rows(app)[-1]


def test_L_opens_the_lessons_at_the_title_and_the_questions_where_a_browser_keeps_F11(tbl):
    app = tbl.app("E")                                   # the title show first
    assert isinstance(app.scene, Show)
    headless.press(app, "L")
    tbl.run_until(app, _lesson_ready, limit=600)
    assert _rows(app)[0].strip().startswith(f"LESSON 1 of {len(LESSONS)}")
    app = _start(tbl, lang="en")                         # the first question
    setup = app.scene
    headless.press(app, "L")
    tbl.run_until(app, _lesson_ready, limit=600)
    headless.press(app, "ESCAPE")
    headless.frame(app, 2)
    assert app.scene is setup


def test_at_a_yes_no_question_in_russian_L_is_the_yes_of_its_key_not_the_lessons(tbl):
    app = _start(tbl, lang="ru")
    setup = app.scene
    for _ in range(10):
        if isinstance(setup.widget, AskYesNo):
            break
        headless.press(app, "RETURN")
    step = setup.step
    assert isinstance(setup.widget, AskYesNo)
    headless.press(app, "L")
    assert app.scene is setup and (step, True) in setup.done


def test_in_a_game_L_names_the_twelfth_table_card_and_F11_opens_the_lessons(tbl):
    table = ["2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "10C", "2H", "3H", "4H"]
    app = tbl.game(tbl.position(hands=[["5H", "KS"], ["6H", "KD"]], table=table))
    tbl.run_until(app, tbl.my_turn)
    game = app.scene
    headless.press(app, "L")                            # the table's 12th card picked: no lessons
    assert app.scene is game and game.turn.picked == [game.board.table[11]]
    headless.press(app, "F11")
    tbl.run_until(app, _lesson_ready, limit=600)
    assert isinstance(app.scene, LessonGame)


def test_the_last_lesson_answered_right_says_it_was_the_last_and_enter_starts_again(tbl):
    app = _start(tbl, lang="en")
    _open(tbl, app)
    headless.press(app, "PAGEUP")                 # round to the last lesson, the others unsolved
    tbl.run_until(app, _lesson_ready, limit=600)
    assert app.scene.run.last
    assert _answer(tbl, app, LESSONS[-1].answers[-1]).right
    headless.frame(app)
    assert _rows(app)[MESSAGE_ROW].strip() == t("lesson_last_keys", "en")
    headless.press(app, "RETURN")
    tbl.run_until(app, _lesson_ready, limit=600)
    assert app.scene.run.index == 0


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_rule_sheets_own_case_says_after_the_verdict_what_the_sheet_says(tbl, lang):
    """The sheet's case of the last turns with no take, set up: before the answer the felt shows the
    table only; after it, a band under the table cards says what the rule sheet says, in the
    language on screen, and leaves the table cards' row alone."""
    from retro.tablanet.screens.app_lessons import NOTE_COL, NOTE_ROW, NOTE_ROWS, note_lines

    index = next(i for i, lesson in enumerate(LESSONS) if lesson.stem == "nobody-takes")
    lesson = LESSONS[index]
    assert lesson.setup is not None and lesson.says("original", lang)
    app = _start(tbl, lang)
    _open(tbl, app)
    headless.press(app, "PAGEUP")
    for _ in range(len(LESSONS) - 1 - index):
        headless.press(app, "PAGEUP")
    tbl.run_until(app, _lesson_ready, limit=600)
    assert app.scene.run.lesson.name == lesson.name
    band = lambda: [row[NOTE_COL + 1:].rstrip() for row in _rows(app)[NOTE_ROW:NOTE_ROW + NOTE_ROWS]]
    words = note_lines(lesson.says("original", lang))
    assert words[0] not in " ".join(band())
    result = _answer(tbl, app, "5S to the table")                 # the 5♠ first: the Ace takes 4 + 5 + 2
    assert not result.right
    headless.frame(app, 2)
    assert band()[:len(words)] == words
    assert all(row.strip() for row in _rows(app)[7:10])            # the table cards' row stays as it was


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_a_set_up_lessons_status_gives_the_deal_its_empty_stock_means(tbl, lang):
    """The sheet's own case is set up (no deal played to it) with the stock used up: the panel's status
    says the hand's last deal, deal 4 of 4, not the first."""
    index = next(i for i, lesson in enumerate(LESSONS) if lesson.stem == "nobody-takes")
    assert LESSONS[index].setup is not None and not LESSONS[index].setup["stock"]
    app = _start(tbl, lang)
    _open(tbl, app)
    for _ in range(len(LESSONS) - index):
        headless.press(app, "PAGEUP")
    tbl.run_until(app, _lesson_ready, limit=600)
    assert app.scene.run.lesson.name == LESSONS[index].name
    text = app.screen.text()
    assert t("deals_left", lang, deal=4, n=0, cards=plural(0, "cards", lang)) in text
    assert t("deals_left", lang, deal=1, n=0, cards=plural(0, "cards", lang)) not in text
