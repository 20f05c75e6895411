"""Casino's lessons, as a person takes them: Help > Lessons..., the answer clicked on the table, the coach's
verdict with the lesson's point, Retry / Show the answer / Next lesson, and the player's game untouched."""

import json
import time

import pytest

from retro import headless
from retro.casino import halloffame, rules
from retro.casino.screens.app_game import PERSON
from retro.casino.screens.app_lessons import ALL_SOLVED, ASKING, JUDGING, LAST_LESSON, RIGHT, SHOWN, WRONG, Lessons
from retro.casino.screens.ui_lessons import PITCH, geometry
from retro.casino.rules import State
from retro.lessons import PROGRESS_FILE, load_lessons
from retro.win.lessonpanel import APPLIES
from retro.palette import W_GREEN
from retro.win import MessageBox

KEPT = "casino.game.json"
RECORD = "casino.record.json"
HALL = halloffame.FILE_NAME
WORDS = {"take": "Take", "build": "Build", "block": "Block", "put": "Put"}
TOTAL = len(load_lessons("casino"))


def open_lessons(casino, app) -> Lessons:
    casino.pick(app, "Help", "Lessons...")
    headless.frame(app, 2)
    lessons = app.window.lessons
    assert lessons is not None and app.window.game is lessons.game
    return lessons


def click_answer(casino, app, text: str) -> None:
    """Play the lesson's move ``text`` with the mouse: its table piles, then its hand card."""
    game = app.window.game
    move = next(m for m in game.state.legal_moves() if str(m) == text)
    spaces = set(game.move_spaces(move))
    for index in sorted(spaces ^ game.selected):          # what is picked already stays picked
        casino.click_space(app, index)
    assert game.selected == spaces
    casino.click_hand(app, str(move.card))
    box = app.window.modal
    if isinstance(box, MessageBox):                         # several plays fit: the person names one
        casino.click_button(app, WORDS[move.kind])
    assert game.answer is not None and str(game.answer) == text, f"{game.answer} played for {text}"


def verdict(casino, app, lessons: Lessons) -> str:
    casino.run_until(app, lambda _app: lessons.phase not in (ASKING, JUDGING, SHOWN))
    return lessons.phase


def click(casino, app, lessons: Lessons, label: str) -> None:
    button = next(b for b in lessons.buttons if b.label.replace("&", "") == label)
    assert button.visible and button.enabled, f"{label} cannot be pressed now"
    headless.click(app, button.ax + button.w // 2, button.ay + button.h // 2, after=2)


def solved(casino) -> list:
    path = casino.ctx.store.path(PROGRESS_FILE)
    return json.loads(path.read_text(encoding="utf-8")).get("casino", []) if path.exists() else []


def box_text(lessons: Lessons) -> str:
    return " ".join(line for _face, line in lessons.lines())


def solved_mark_shown(app, lessons: Lessons) -> bool:
    """The heading line of the lesson box holds the green "Solved" of a lesson solved already."""
    import pyxel

    headless.frame(app, 2)
    text = geometry(app.window.layout).text
    return any(pyxel.pget(x, y) == W_GREEN for y in range(text.y, text.y + PITCH)
               for x in range(text.x, text.x + text.w))


def test_a_lesson_answered_right_with_the_mouse_is_called_right_and_kept_as_solved(casino):
    app = casino.app()
    lessons = open_lessons(casino, app)
    first = load_lessons("casino")[0]
    assert lessons.run.lesson.name == first.name
    assert box_text(lessons).startswith(f"Lesson 1 of {TOTAL}: {first.says('title')}")
    assert first.says("question") in box_text(lessons)
    assert app.window.title == f"Casino - Lessons (0 of {TOTAL} solved)"
    assert not solved_mark_shown(app, lessons)
    click_answer(casino, app, first.answers[0])
    assert lessons.phase == JUDGING
    assert verdict(casino, app, lessons) == RIGHT
    assert box_text(lessons).count("Right: that is the best play.") == 1
    assert first.says("point").split()[0] in box_text(lessons)
    assert solved(casino) == [first.name]
    assert app.window.title == f"Casino - Lessons (1 of {TOTAL} solved)"
    assert lessons.run.lesson_solved and solved_mark_shown(app, lessons)
    click(casino, app, lessons, "Next lesson")
    assert lessons.run.index == 1 and lessons.phase == ASKING
    assert box_text(lessons).startswith(f"Lesson 2 of {TOTAL}: ") and not solved_mark_shown(app, lessons)


def test_the_computer_does_not_reply_to_the_answer(casino):
    app = casino.app()
    lessons = open_lessons(casino, app)
    before = [list(h) for h in lessons.game.state.hands]
    click_answer(casino, app, lessons.run.lesson.answers[0])
    verdict(casino, app, lessons)
    headless.frame(app, 40)
    hands = lessons.game.state.hands
    assert len(hands[PERSON]) == len(before[PERSON]) - 1 and list(hands[1]) == before[1]


def test_a_wrong_answer_names_the_better_play_shows_it_lit_and_is_not_solved_after(casino):
    app = casino.app()
    lessons = open_lessons(casino, app)
    lesson = lessons.run.lesson
    wrong = next(str(m) for m in lessons.game.state.legal_moves() if str(m) not in lesson.answers)
    click_answer(casino, app, wrong)
    assert verdict(casino, app, lessons) == WRONG
    assert "Not the best:" in box_text(lessons)
    assert solved(casino) == []
    assert "Retry" not in [lessons.label(a) for a in APPLIES[WRONG]]      # the answer is known: no retry
    click(casino, app, lessons, "Show the answer")
    game = lessons.game
    assert lessons.phase == SHOWN and str(game.hint.move) in lesson.answers
    assert game.selected == set(game.move_spaces(game.hint.move))
    assert "The best play is lit:" in box_text(lessons)
    best = str(game.hint.move)
    click(casino, app, lessons, "Retry")                 # the position again, plain: the answer was told
    assert lessons.phase == ASKING and lessons.game.state.to_json() == lesson.position(rules).to_json()
    click_answer(casino, app, best)
    assert verdict(casino, app, lessons) == RIGHT
    assert solved(casino) == [], "an answer named or shown first is not a lesson solved"
    click(casino, app, lessons, "Next lesson")
    assert lessons.run.index == 1


def test_esc_leaves_the_lessons_and_the_kept_game_is_untouched(casino):
    state = State.new(7)
    app = casino.game(state)
    game = app.window.game
    casino.run_until(app, casino.idle)
    store = casino.ctx.store
    kept = store.path(KEPT).read_text(encoding="utf-8")
    settings_before = app.settings
    position = game.state.to_json()
    lessons = open_lessons(casino, app)
    assert app.window.layout.players == 2
    click_answer(casino, app, lessons.run.lesson.answers[0])
    verdict(casino, app, lessons)
    click(casino, app, lessons, "Next lesson")
    headless.frame(app, 10)
    headless.press(app, "KEY_ESCAPE", after=2)
    assert app.window.lessons is None and app.window.game is game
    assert app.window.title == "Casino"
    assert app.window.hint_button.visible and app.window.unplayed_button.visible
    assert game.state.to_json() == position
    assert store.path(KEPT).read_text(encoding="utf-8") == kept
    assert not store.path(RECORD).exists() and not store.path(HALL).exists()
    assert app.settings == settings_before
    assert solved(casino) == [load_lessons("casino")[0].name]
    casino.run_until(app, casino.idle)              # and the game goes on where it was
    casino.click_hand(app, str(game.board.hands[PERSON][0]))
    if isinstance(app.window.modal, MessageBox):
        app.window.modal.close(app.window.modal.buttons[0].replace("&", ""))
    headless.frame(app, 5)
    assert game.state.to_json() != position


def test_the_lessons_open_where_the_player_left_off(casino):
    store = casino.ctx.store
    names = [lesson.name for lesson in load_lessons("casino")]
    store.save_json(PROGRESS_FILE, {"casino": names[:3]})
    app = casino.app()
    lessons = open_lessons(casino, app)
    assert lessons.run.index == 3
    assert app.window.title == f"Casino - Lessons (3 of {TOTAL} solved)"
    lessons.close()
    assert app.window.game is None


@pytest.mark.system
def test_every_lesson_played_through_the_screen_is_called_right(casino):
    """You have played every lesson: each one's answer clicked on the table, and the coach calls it right."""
    app = casino.app()
    lessons = open_lessons(casino, app)
    every = load_lessons("casino")
    for number, lesson in enumerate(every):
        assert lessons.run.lesson.name == lesson.name
        click_answer(casino, app, lesson.answers[0])
        assert verdict(casino, app, lessons) == RIGHT, f"{lesson.name}: {lessons.verdict}"
        if number < len(every) - 1:
            click(casino, app, lessons, "Next lesson")
    assert ALL_SOLVED in lessons.verdict
    assert sorted(solved(casino)) == sorted(lesson.name for lesson in every)
    assert app.window.title == f"Casino - Lessons ({TOTAL} of {TOTAL} solved)"


def test_the_lessons_open_at_once(casino):
    app = casino.app()
    started = time.perf_counter()
    app.window.open_lessons()
    assert time.perf_counter() - started < 0.1
    app.window.lessons.close()


def test_the_help_menu_opens_the_lessons_over_a_demo_and_stops_it(casino):
    app = casino.app()
    app.toggle_demo()
    headless.frame(app, 3)
    lessons = open_lessons(casino, app)
    assert not app.demo and not lessons.game.demo
    headless.frame(app, 200)
    assert app.window.game is lessons.game and lessons.phase == ASKING


def test_a_game_of_three_comes_back_laid_out_for_three(casino):
    app = casino.game(State.new(5, rules.Options(players=3)))
    game = app.window.game
    lessons = open_lessons(casino, app)
    assert app.window.layout.players == 2
    lessons.close()
    assert app.window.game is game and app.window.layout.players == 3


def test_the_last_lesson_answered_right_says_it_was_the_last_and_next_starts_again(casino):
    store = casino.ctx.store
    every = load_lessons("casino")
    store.save_json(PROGRESS_FILE, {"casino": [lesson.name for lesson in every[:-2]]})
    app = casino.app()
    lessons = open_lessons(casino, app)
    click(casino, app, lessons, "Next lesson")              # the last, one lesson still unsolved
    assert lessons.run.last
    click_answer(casino, app, every[-1].answers[0])
    assert verdict(casino, app, lessons) == RIGHT
    assert LAST_LESSON in box_text(lessons) and ALL_SOLVED not in box_text(lessons)
    click(casino, app, lessons, "Next lesson")
    assert lessons.run.index == 0 and lessons.phase == ASKING


def test_the_help_files_own_example_says_after_the_point_what_the_help_file_showed(casino):
    """The help file's example of every option, set up with its cards: after the verdict the box rises
    over the tableau's foot by the help file's words, after the point; before it, and in the lessons
    from a deal, the box keeps its size."""
    import pyxel
    from retro.casino.screens.app_lessons import ORIGINAL_FACE
    from retro.casino.screens.ui_lessons import LINES
    from retro.palette import W_SILVER

    every = load_lessons("casino")
    index = next(i for i, lesson in enumerate(every) if lesson.stem == "every-option")
    lesson = every[index]
    assert lesson.setup is not None and lesson.says("original")
    app = casino.app()
    lessons = open_lessons(casino, app)
    lessons.put(lessons.run.go(index))
    headless.frame(app, 2)
    assert lessons.run.lesson.name == lesson.name
    assert ORIGINAL_FACE not in {face for face, _ in lessons.lines()} and len(lessons.lines()) <= LINES
    wrong = next(str(m) for m in lessons.game.state.legal_moves() if str(m) == "take 2♠ with 2♥")
    click_answer(casino, app, wrong)
    assert verdict(casino, app, lessons) == WRONG
    lines = lessons.lines()
    faces = [face for face, _ in lines]
    assert faces[-1] == ORIGINAL_FACE and faces.index(ORIGINAL_FACE) > max(
        i for i, (face, line) in enumerate(lines) if line and line in lesson.says("point"))
    assert "original help file" in box_text(lessons)
    headless.frame(app, 2)
    box = geometry(app.window.layout).box
    risen = (len(lines) - LINES) * PITCH
    assert pyxel.pget(box.x + box.w // 2, box.y - risen + 1) == W_SILVER     # the box has risen
