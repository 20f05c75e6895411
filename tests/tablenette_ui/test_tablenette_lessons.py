"""Tablenette's lessons on the screen: Help > Lessons..., an answer dragged with the mouse, the coach's
verdict with the lesson's point, Retry / Show / Next, the progress kept, and the game left untouched."""

import json

import pytest

from retro import headless
from retro.lessons import PROGRESS_FILE, load_lessons
from retro.palette import W_GREEN
from retro.tablenette import rules
from retro.tablenette.screens.app_game import PERSON
from retro.tablenette.screens.app_lessons import LessonBox, panel_rect
from retro.tablenette.screens.ui_dialogs import ChoiceDialog

GAME_FILE = "tablenette.game.json"
LESSONS = load_lessons("tablenette")
TOTAL = len(LESSONS)


def files(app) -> dict:
    """Every file of the data folder but the lessons' progress, by name (what a lesson must not touch)."""
    folder = app.ctx.store.path(GAME_FILE).parent
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file() and p.name != PROGRESS_FILE}


def solved(app) -> list:
    path = app.ctx.store.path(PROGRESS_FILE)
    return json.loads(path.read_text(encoding="utf-8")).get("tablenette", []) if path.exists() else []


def solved_mark_shown(app) -> bool:
    """The panel's heading line holds the green "Solved" of a lesson solved already."""
    import pyxel

    headless.frame(app, 2)
    x, y, w, _ = panel_rect(app.win.layout)
    return any(pyxel.pget(px, py) == W_GREEN for py in range(y + 2, y + 2 + app.win.look.ui.height)
               for px in range(x + 1, x + w - 1))


def open_lessons(tnt, app):
    tnt.pick(app, "Help", "Lessons...")
    lessons = app.win.lessons
    assert lessons is not None, "Help > Lessons... opens the lessons"
    return lessons


def verdict_box(tnt, app) -> LessonBox:
    tnt.run_until(app, lambda a: isinstance(a.win.modal, LessonBox), 3000)
    return app.win.modal


def play(tnt, app, move) -> None:
    """``move`` played as a person plays it: the card dragged onto a card it takes (the choice box
    answered when several ways include that card), or onto the deck card."""
    card = str(move.card)
    if move.kind == "discard":
        tnt.drag_to_deck(app, card)
        return
    target = str(move.cards[0])
    tnt.drag_to_table(app, card, target)
    box = app.win.modal
    if isinstance(box, ChoiceDialog):
        index = next(i for i, m in enumerate(box.moves) if m.key == move.key)
        for _ in range(index):
            headless.press(app, "DOWN")
        headless.press(app, "RETURN")


def test_help_lessons_opens_the_first_lesson_with_its_heading_text_and_question(tnt):
    app = tnt.app()
    tnt.settle(app)
    lessons = open_lessons(tnt, app)
    assert lessons.run.index == 0 and lessons.run.number == f"1 of {TOTAL}"
    assert app.game.state.to_json() == LESSONS[0].position(rules).to_json()
    assert app.game.persons_turn and not app.game.session.keeper and not app.game.session.recording
    headless.frame(app, 2)
    words = (f"Lesson 1 of {TOTAL}: {LESSONS[0].says('title')}", f"0 of {TOTAL} solved")
    assert all(app.win.look.ui.width(w) < panel_rect(app.win.layout)[2] for w in words)
    assert "drag a card" in app.game.status_line() or "drag a card" in lessons.status_line()
    assert not solved_mark_shown(app)


@pytest.mark.system          # a whole end-to-end play: the full suite's, not the quick loop's
def test_a_right_answer_by_mouse_is_called_right_with_the_point_and_saved(tnt):
    app = tnt.app()
    tnt.settle(app)
    before = files(app)
    open_lessons(tnt, app)
    play(tnt, app, LESSONS[0].answer_moves(app.game.state)[0])   # the K♣ takes all four: the table cleared
    box = verdict_box(tnt, app)
    assert box.text.startswith("Right!")
    assert LESSONS[0].says("point") in box.text
    assert solved(app) == [LESSONS[0].name]          # kept at once, in the data folder
    assert app.win.lessons.run.solved_line() == f"1 of {TOTAL} solved"
    assert app.win.lessons.run.lesson_solved and solved_mark_shown(app)
    tnt.click_button(app, "Next lesson")
    assert app.win.lessons.run.number == f"2 of {TOTAL}"
    assert not app.win.lessons.run.lesson_solved and not solved_mark_shown(app)
    assert app.game.state.to_json() == LESSONS[1].position(rules).to_json()
    assert files(app) == before                      # no kept game, record or settings written


@pytest.mark.system          # a whole end-to-end play: the full suite's, not the quick loop's
def test_a_wrong_answer_retry_show_and_leaving_puts_the_game_back_untouched(tnt):
    app = tnt.app()
    tnt.settle(app)
    game = app.game
    left = game.state.to_json()
    before = files(app)
    settings = app.settings
    open_lessons(tnt, app)
    tnt.drag_to_table(app, "10C", "10D")            # the manual's small capture: not the best
    box = verdict_box(tnt, app)
    assert box.text.startswith("Not the best.") and "K♣" in box.text
    assert LESSONS[0].says("point") in box.text
    assert solved(app) == []
    assert "Retry" not in box.text and "Retry" not in [b.label for b in box.children if hasattr(b, "label")]
    tnt.click_button(app, "Show")                   # the best play lifted and marked
    best = app.game.hinted
    assert str(best) == LESSONS[0].answers[0]
    assert app.win.cursor.chosen_card() == best.card
    assert all(p.highlight for p in app.game.table_cards())
    headless.press(app, "ESCAPE")                   # first puts the lifted card down, as in a game
    assert app.win.lessons is not None and app.win.cursor.chosen_card() is None
    headless.press(app, "ESCAPE")                   # then leaves the lessons
    assert app.win.lessons is None and app.game is game
    assert app.game.state.to_json() == left
    assert files(app) == before and app.settings == settings
    headless.frame(app, 3)
    assert app.game.persons_turn or not app.game.session.persons_turn


def test_close_in_the_verdict_box_leaves_the_lessons_and_the_game_goes_on(tnt):
    app = tnt.app()
    tnt.settle(app)
    game = app.game
    open_lessons(tnt, app)
    play(tnt, app, LESSONS[0].answer_moves(app.game.state)[0])
    verdict_box(tnt, app)
    tnt.click_button(app, "Close")
    assert app.win.lessons is None and app.game is game and not app.win.dialogs
    again = open_lessons(tnt, app)                  # the next time: the first lesson not solved yet
    assert again.run.number == f"2 of {TOTAL}"


@pytest.mark.system
def test_every_lessons_answer_played_through_the_screen_is_called_right(tnt):
    """You have played every lesson: each answer dragged on the table, each called right."""
    app = tnt.app()
    tnt.settle(app)
    lessons = open_lessons(tnt, app)
    for number, lesson in enumerate(LESSONS, 1):
        assert lessons.run.lesson.name == lesson.name
        tnt.run_until(app, lambda a: a.game.persons_turn, 600)
        answer = lesson.answer_moves(app.game.state)[0]
        play(tnt, app, answer)
        box = verdict_box(tnt, app)
        assert box.text.startswith("Right!"), f"{lesson.name}: {box.text}"
        assert lesson.says("point") in box.text
        if number < len(LESSONS):
            tnt.click_button(app, "Next lesson")
    assert sorted(solved(app)) == sorted(lesson.name for lesson in LESSONS)
    assert f"You have played every lesson: {TOTAL} of {TOTAL} solved." in app.win.modal.text
    tnt.click_button(app, "Close")
    assert app.win.lessons is None
    assert app.game.shown.slots[PERSON]


def test_a_shown_answer_played_is_right_but_not_a_lesson_solved(tnt):
    """As in the other programs: a lesson is solved only when the player found its answer."""
    app = tnt.app()
    tnt.settle(app)
    open_lessons(tnt, app)
    tnt.drag_to_table(app, "10C", "10D")            # a small capture: not the best
    verdict_box(tnt, app)
    tnt.click_button(app, "Show")
    best = app.game.hinted
    play(tnt, app, best)                            # the shown play, played
    box = verdict_box(tnt, app)
    assert box.text.startswith("Right!")
    assert solved(app) == [] and app.win.lessons.run.solved_line() == f"0 of {TOTAL} solved"
    tnt.click_button(app, "Next lesson")
    assert app.win.lessons.run.number == f"2 of {TOTAL}"
    headless.press(app, "ESCAPE")                   # leaves the lessons
    assert app.win.lessons is None
    again = open_lessons(tnt, app)                  # the next time: the first lesson, still not solved
    assert again.run.number == f"1 of {TOTAL}"


def test_a_progress_file_written_before_still_counts_its_solved_lessons(tnt):
    tnt.ctx.store.save_json(PROGRESS_FILE, {"tablenette": [LESSONS[0].name], "casino": ["01-x"]})
    app = tnt.app()
    tnt.settle(app)
    lessons = open_lessons(tnt, app)
    assert lessons.run.number == f"2 of {TOTAL}" and lessons.run.solved_line() == f"1 of {TOTAL} solved"


@pytest.mark.system          # a whole end-to-end play: the full suite's, not the quick loop's
def test_the_manuals_own_example_says_after_the_point_what_the_manual_showed(tnt):
    """The 1991 manual's worked example, set up with its own cards: after the verdict the box holds
    the point and then the manual's lesson from it, and still fits in the window."""
    app = tnt.app()
    tnt.settle(app)
    open_lessons(tnt, app)
    lesson = LESSONS[0]
    assert lesson.setup is not None and lesson.says("original")
    assert sorted(str(c) for c in app.game.state.hands[PERSON]) == sorted("3D 6H KC 10C 8D AS".split())
    assert sorted(str(c) for c in app.game.state.table) == sorted("10D 4S KH KS".split())
    tnt.drag_to_table(app, "10C", "10D")            # the manual's first alternative: 3 points
    box = verdict_box(tnt, app)
    assert box.text.index(lesson.says("point")) < box.text.index(lesson.says("original"))
    assert "61" in box.text and "1991 manual" in box.text
    win = app.win
    assert win.y <= box.y and box.y + box.h <= win.y + win.h


def test_a_progress_file_from_before_the_lessons_were_renumbered_keeps_their_marks(tnt):
    """A lesson solved as "01-clear-the-table" is still solved now that it is "02-clear-the-table"."""
    now = next(lesson for lesson in LESSONS if lesson.stem == "clear-the-table")
    assert now.name != "01-clear-the-table"
    tnt.ctx.store.save_json(PROGRESS_FILE, {"tablenette": ["01-clear-the-table"]})
    app = tnt.app()
    tnt.settle(app)
    lessons = open_lessons(tnt, app)
    assert lessons.run.solved_line() == f"1 of {TOTAL} solved" and now.name in lessons.run.progress.solved
    assert solved(app) == [now.name]


def test_the_rank_lessons_say_a_card_takes_one_or_more_of_its_rank_as_the_rules_let_it():
    """TNT-C1 to C3: a card takes one or more table cards of its rank (the player's choice), one pair,
    or both; the lessons that teach it say so, and never that it takes every card of its rank."""
    first, rank_and_pair = LESSONS[0], next(lesson for lesson in LESSONS if lesson.stem == "rank-and-pair")
    said = first.says("text") + " " + rank_and_pair.says("point")
    assert "every table card" not in said
    assert "of its own rank (one or more), one pair of table cards adding up to its value, or both" in said
    takes = {str(m) for m in first.position(rules).legal_moves() if str(m).startswith("KC takes")}
    assert {"KC takes KH", "KC takes KH KS", "KC takes 10D 4S", "KC takes 10D 4S KH",
            "KC takes 10D 4S KH KS"} <= takes


def test_show_after_a_wrong_answer_lifts_the_very_play_the_verdict_named(tnt):
    """With two best answers (the 9♣ takes either pair), Show lifts the one the verdict's words name,
    not merely the lesson file's first."""
    from retro.tablenette import coach

    lesson = next(lesson for lesson in LESSONS if lesson.stem == "only-one-pair")
    assert len(lesson.answers) == 2
    app = tnt.app()
    tnt.settle(app)
    lessons = open_lessons(tnt, app)
    while lessons.run.lesson.name != lesson.name:
        lessons.next()
    tnt.drag_to_deck(app, "9C")                     # the 9♣ laid down: the verdict names which pair
    box = verdict_box(tnt, app)
    named = lessons.said_verdict.best
    assert str(named) in lesson.answers
    assert f"Better was {coach.move_text(named, lessons.said_verdict.move)}:" in box.text
    tnt.click_button(app, "Show")
    assert str(app.game.hinted) == str(named)


def test_show_lifts_whichever_of_two_best_answers_the_verdict_named(tnt):
    """Either of the 9♣'s pairs given as the coach's best (as a verdict may): Show lifts that one."""
    from retro.coaching import Verdict
    from retro.table.coach_desk import Judged

    lesson = next(lesson for lesson in LESSONS if lesson.stem == "only-one-pair")
    app = tnt.app()
    tnt.settle(app)
    lessons = open_lessons(tnt, app)
    while lessons.run.lesson.name != lesson.name:
        lessons.next()
    for answer in reversed(lesson.answers):
        state = app.game.state
        best = next(m for m in state.legal_moves() if str(m) == answer)
        laid = next(m for m in state.legal_moves() if str(m) == "9C to the table")
        lessons.played()
        lessons.judged(Judged(Verdict(laid, best, 5.0, "", exact=True), None, True))
        box = verdict_box(tnt, app)
        assert f"Better was 9♣ taking {' '.join(c.symbol for c in best.cards)}:" in box.text
        tnt.click_button(app, "Show")
        assert str(app.game.hinted) == answer
