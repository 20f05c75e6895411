"""The Windows kit's lesson panel: the phases, the buttons that apply in each, a verdict judged right or
not (solved unless the answer was shown), and the player's game set aside and put back -- on a small
card program whose lessons are three positions of a toy game."""

from types import SimpleNamespace

import pytest

from retro import headless
from retro.lessons import PROGRESS_FILE, lesson_from_data
from retro.program import Context
from retro.store import Store
from retro.win import GameWindow, LessonPanel
from retro.win.lessonpanel import (ACTIONS, APPLIES, ASKING, CLOSE, JUDGING, NEXT, RETRY, RIGHT, SHOW, SHOWN,
                                   SOLVED_MARK, WRONG, lesson_heading, marked_width)


class State:
    """A toy game's position: three plays to choose from, "b" the best."""

    def __init__(self, deal: int):
        self.deal, self.played, self.over, self.to_move = deal, [], False, 0

    @classmethod
    def new(cls, deal: int, options=None) -> "State":
        return cls(deal)

    def legal_moves(self) -> list[str]:
        return ["a", "b", "c"]

    def apply(self, move: str) -> None:
        self.played.append(move)


RULES = SimpleNamespace(State=State, Options=dict)
LESSONS = [lesson_from_data(f"0{n}-toy", {"deal": n, "title": f"Toy {n}", "text": "Three plays.",
                                           "question": "Which scores most?", "point": "B scores most.",
                                           "answers": ["b"]})
           for n in (1, 2, 3)]


class Program:
    def __init__(self, store: Store):
        self.ctx = Context(store)

    def leave(self) -> None:
        pass


class CardWindow(GameWindow):
    """A small card program's window: its game is a name, its lessons the toy panel's."""

    program_name = "Cards"

    def __init__(self, app, boxed: bool):
        self.app = app
        self.boxed = boxed
        self.game = "the player's game"
        super().__init__("Cards - Deal 7", "98")

    def start_lessons(self):
        return Lessons(self)

    def leave_lessons(self) -> None:
        if self.lessons is not None:
            self.lessons.close()


class Lessons(LessonPanel):
    """The toy program's lessons: a column of buttons, or (``boxed``) the buttons in the verdict's box."""

    COUNT_IN_TITLE = True
    ALL_SOLVED = "Every lesson solved ({solved})."

    def __init__(self, window: CardWindow):
        self.lit: list = []
        self.due = True
        self.selection = False
        super().__init__(window, "cards", RULES, LESSONS)

    def put_lesson(self, state):
        game = SimpleNamespace(state=state)
        self.window.game = game
        return game

    def verdict_words(self, right: bool, judged) -> str:
        return "Right." if right else f"Better was {judged.verdict.best}."

    def light(self, game, best) -> None:
        self.lit.append(best)

    def button_rects(self):
        return () if self.window.boxed else [(500, 300 + 20 * i, 100, 18) for i in range(4)]

    def verdict_due(self) -> bool:
        return self.due

    def let_go(self) -> bool:
        held, self.selection = self.selection, False
        return held

    def draw(self) -> None:
        pass


def judged(move: str) -> SimpleNamespace:
    """The coach's verdict on ``move`` (only "b" loses nothing)."""
    return SimpleNamespace(verdict=SimpleNamespace(move=move, best="b", loss=0.0 if move == "b" else 4.0),
                           before=None)


def answer(lessons: Lessons, move: str) -> None:
    lessons.played()
    lessons.judged(judged(move))


def solved(win) -> list:
    return win.app.ctx.store.load_json(PROGRESS_FILE, {}).get("cards", [])


@pytest.fixture
def window(clean_input, tmp_path):
    def make(boxed: bool = False) -> CardWindow:
        win = CardWindow(Program(Store(tmp_path)), boxed)
        headless.frame(win)
        return win
    return make


def click(win, lessons: Lessons, action: str) -> None:
    button = lessons.buttons[ACTIONS.index(action)]
    headless.click(win, button.ax + button.w // 2, button.ay + button.h // 2, after=1)


def pressable(lessons: Lessons) -> set:
    return {action for action, button in zip(ACTIONS, lessons.buttons) if button.enabled}


def test_each_phase_lets_press_only_the_buttons_that_apply(window):
    win = window()
    lessons = win.open_lessons()
    assert win.game.state.deal == 1 and lessons.phase == ASKING
    assert pressable(lessons) == set(APPLIES[ASKING]) == {SHOW, NEXT, CLOSE}
    click(win, lessons, RETRY)                       # greyed: nothing happens
    assert lessons.phase == ASKING
    lessons.played()
    assert lessons.phase == JUDGING and pressable(lessons) == {CLOSE}
    lessons.judged(judged("a"))
    assert lessons.phase == WRONG and pressable(lessons) == {SHOW, NEXT, CLOSE}     # the verdict named it
    assert lessons.verdict == "Better was b."
    click(win, lessons, SHOW)
    assert lessons.phase == SHOWN and lessons.lit == ["b"] and pressable(lessons) == {RETRY, NEXT, CLOSE}
    click(win, lessons, RETRY)
    assert lessons.phase == ASKING and not lessons.shown and lessons.verdict == ""


def test_a_right_answer_is_solved_and_counted_but_not_one_shown_first(window):
    win = window()
    lessons = win.open_lessons()
    assert win.title == "Cards - Deal 7 - Lessons (0 of 3 solved)"
    lessons.show()
    answer(lessons, "b")
    assert lessons.phase == RIGHT and solved(win) == [], "an answer shown first is not a lesson solved"
    lessons.retry()
    answer(lessons, "b")
    assert lessons.phase == RIGHT and lessons.run.lesson_solved and solved(win) == ["01-toy"]
    assert win.title == "Cards - Deal 7 - Lessons (1 of 3 solved)"
    assert pressable(lessons) == {NEXT, CLOSE} and lessons.buttons[ACTIONS.index(NEXT)].default
    click(win, lessons, NEXT)
    assert lessons.run.index == 1 and lessons.phase == ASKING and win.game.state.deal == 2


def test_after_a_right_answer_the_last_lesson_and_every_lesson_solved_are_said(window):
    win = window()
    lessons = win.open_lessons()
    lessons.next()
    lessons.next()
    answer(lessons, "b")
    assert lessons.after_right() == lessons.LAST_LESSON
    lessons.next()
    answer(lessons, "b")
    lessons.next()
    answer(lessons, "b")
    assert lessons.solved_all and lessons.after_right() == "Every lesson solved (3 of 3 solved)."


def test_close_and_esc_put_the_players_game_back(window):
    win = window()
    lessons = win.open_lessons()
    answer(lessons, "a")
    click(win, lessons, CLOSE)
    assert win.lessons is None and win.game == "the player's game" and win.title == "Cards - Deal 7"
    assert not any(b in win.children for b in lessons.buttons)
    lessons = win.open_lessons()
    lessons.selection = True
    assert lessons.key("leave") and win.lessons is lessons, "Esc lets go of the selection first"
    assert lessons.key("leave") and win.lessons is None and win.game == "the player's game"


def test_without_buttons_of_its_own_the_verdict_comes_in_a_box_with_those_that_apply(window):
    win = window(boxed=True)
    lessons = win.open_lessons()
    assert lessons.buttons == [] and win.modal is None
    lessons.due = False                               # the play's beats are not out yet
    answer(lessons, "a")
    assert win.modal is None and lessons.pending is not None
    lessons.due = True
    lessons.answer_when_due()
    box = win.modal
    assert box is lessons.box and box.text == "Better was b." and box.title == "Lesson 1 of 3"
    assert box.buttons == ["&Show the answer", "&Next lesson", "&Close"]
    box.close("Show the answer")
    assert lessons.box is None and lessons.phase == SHOWN and win.lessons is lessons
    answer(lessons, "b")
    assert win.modal.buttons == ["&Next lesson", "&Close"] and win.modal.icon == "info"
    win.modal.close(None)                             # Esc: the lessons close
    assert win.lessons is None and win.game == "the player's game" and not win.dialogs


def test_the_heading_and_how_wide_it_gets_with_its_mark(window):
    win = window()
    lessons = win.open_lessons()
    assert lessons.heading == lesson_heading("1 of 3", "Toy 1") == "Lesson 1 of 3: Toy 1"
    f = win.look.bold
    assert marked_width(f, lessons.heading) > f.width(lessons.heading) + f.width(SOLVED_MARK)


def test_the_solved_mark_is_drawn_after_the_heading_only_once_the_lesson_is_solved(window):
    import pyxel

    from retro.palette import W_GREEN, W_WHITE

    win = window()
    lessons = win.open_lessons()
    f = win.look.bold

    def green_after_heading() -> bool:
        pyxel.rect(0, 0, 400, 30, W_WHITE)
        lessons.draw_solved_mark(f, 10, 10, lessons.heading)
        start = 10 + f.width(lessons.heading)
        return any(pyxel.pget(x, y) == W_GREEN for y in range(10, 10 + f.height) for x in range(start, 400))

    assert not green_after_heading()
    answer(lessons, "b")
    assert green_after_heading()


def test_after_a_wrong_verdict_named_the_answer_the_lesson_is_not_solved_in_this_visit(window):
    win = window()
    lessons = win.open_lessons()
    lessons.played()
    lessons.judged(judged("a"))
    assert lessons.phase == WRONG and lessons.verdict == "Better was b."
    click(win, lessons, SHOW)
    click(win, lessons, RETRY)                       # the position again, plain: the answer was told
    answer(lessons, "b")
    assert lessons.phase == RIGHT and solved(win) == []
