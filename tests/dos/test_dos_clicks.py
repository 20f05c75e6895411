"""The mouse alone answers the DOS kit's questions: named answers, "(Enter ...)", choice lines, the key bar."""

import pytest

from retro.dos.base import DosProgram
from retro.dos.keybar import LegendKey, clicked_key, key_name, paint_key_bar, paint_legend
from retro.dos.opening import Questions
from retro.dos.screen import ROWS, TextScreen
from retro.dos.widgets import TypedAnswer, YesNo, choice_spots


def test_choice_spots_find_each_named_answer_and_the_enter_bracket():
    question = "The 3-point bonus: 1 most points, 2 most cards (Enter for 1)?"
    spots = {answer: question[start:end] for start, end, answer in choice_spots(question, ("1", "2"))}
    assert spots == {"1": "1 most points", "2": "2 most cards", "": "(Enter for 1)"}
    assert [a for _, _, a in choice_spots("Count system, 1 2 or 3 (Enter for 2)?", "123")] == ["1", "2", "3", ""]
    only = choice_spots("Game point, 500 to 30000 (Enter for 1000)?", ())
    assert [answer for _, _, answer in only] == [""]


def _painted(widget) -> TextScreen:
    screen = TextScreen()
    widget.paint(screen)
    return screen


def _col(screen: TextScreen, row: int, text: str) -> int:
    col = screen.row_text(row).find(text)
    assert col >= 0
    return col


@pytest.mark.parametrize("text, answer", [("2 or", 2), ("3 - you", 3), ("(Enter", 2)])
def test_a_click_on_a_named_answer_gives_it(text, answer):
    prompt = TypedAnswer("Players, 2 or 3 - you and 1 or 2 computers (Enter for 2)?",
                         lambda typed: int(typed or 2), max_len=1, allowed="23", row=12)
    screen = _painted(prompt)
    prompt.click(_col(screen, 12, text) + 1, 12)
    assert prompt.done and prompt.result == answer


def test_a_click_elsewhere_or_on_another_row_gives_nothing():
    prompt = TypedAnswer("Players, 2 or 3 (Enter for 2)?", int, max_len=1, allowed="23", row=12)
    screen = _painted(prompt)
    prompt.click(2, 12)                                    # on "Players"
    prompt.click(_col(screen, 12, "3"), 13)
    assert not prompt.done and not prompt.beeped


def test_a_refused_answer_by_click_beeps_as_a_typed_one():
    def check(text):
        raise ValueError("no")
    prompt = TypedAnswer("Ace, 1 or 11 (Enter for 11)?", check, max_len=2, allowed="1", choices=("1", "11"))
    screen = _painted(prompt)
    prompt.click(_col(screen, prompt.row, "11"), prompt.row)
    assert not prompt.done and prompt.beeped and prompt.error == "no"


class _Setup(Questions):
    choice_rows = {6: "1", 7: "2", 8: "3"}

    def __init__(self, app):
        self.app = app
        self.answers = []
        self.widget = TypedAnswer("Count system, 1 2 or 3 (Enter for 1)?", lambda t: t or "1",
                                  max_len=1, allowed="123", row=13)

    def answered(self, value):
        self.answers.append(value)
        self.widget = YesNo("Single hand (Y/N)?", row=15)


class _App:
    beeps = 0

    def beep(self):
        self.beeps += 1


def test_a_choice_line_answers_the_question_that_takes_it():
    setup = _Setup(_App())
    setup.on_click(20, 7)
    assert setup.answers == ["2"] and isinstance(setup.widget, YesNo)
    setup.on_click(20, 8)                                  # a Y/N question takes no "3"
    assert setup.answers == ["2"] and not setup.widget.done


@pytest.mark.parametrize("paint", [paint_legend, paint_key_bar])
def test_the_key_bar_notes_its_labels_and_a_click_names_the_key(paint):
    screen = TextScreen()
    paint(screen, [LegendKey("F1", "Sound"), LegendKey("F8/F9", "Delay 2"), LegendKey("Enter", "The default")])
    row = ROWS - 1
    text = screen.row_text(row)
    assert clicked_key(screen, text.index("Sound"), row) == "F1"
    assert clicked_key(screen, text.index("F8/F9"), row) == "F8"
    assert clicked_key(screen, text.index("F8/F9") + 4, row) == "F9"
    assert clicked_key(screen, text.index("default"), row) == "RETURN"
    assert clicked_key(screen, text.index("Sound"), row - 1) is None
    screen.put(text.index("F1"), row, "XX")                # painted over since
    assert clicked_key(screen, text.index("Sound"), row) is None


def test_key_names():
    assert (key_name("Enter"), key_name("Esc"), key_name("F10"), key_name("y")) == ("RETURN", "ESCAPE", "F10", "Y")


class _Program(DosProgram):
    def __init__(self, bar_clicks):
        self.screen = TextScreen()
        self.modals = []
        self.dirty = True
        self.bar_clicks = bar_clicks
        self.keys, self.clicks = [], []

    def on_key(self, key):
        self.keys.append(key)

    def on_click(self, col, row):
        self.clicks.append((col, row))


@pytest.mark.parametrize("bar_clicks", [True, False])
def test_a_program_with_bar_clicks_takes_a_label_as_its_key_over_a_question_too(bar_clicks):
    program = _Program(bar_clicks)
    paint_legend(program.screen, [LegendKey("F5", "Help"), LegendKey("Enter", "Go")])
    col = program.screen.row_text(ROWS - 1).index("Go")
    program.dispatch_click(col, ROWS - 1)
    assert program.keys == (["RETURN"] if bar_clicks else [])
    question = program.push(YesNo("Quit?", default=False))
    program.dispatch_click(col, ROWS - 1)                  # Enter answers the open question
    assert question.done is bar_clicks
