"""The Windows kit's GameWindow: the questions and commands a card program's main window asks the same way."""

import pytest

from retro import headless
from retro.program import Context
from retro.store import Store
from retro.win import GameWindow, HelpWindow, MessageBox
from retro.win.asktext import AskText


class Program:
    """A program behind the window: its context, and whether it has gone back to the menu."""

    def __init__(self, store: Store, files_kept: bool = True):
        self.ctx = Context(store, files_kept=files_kept)
        self.left = False

    def leave(self) -> None:
        self.left = True


class Lessons:
    """Lessons over the table that say when they are closed."""

    def __init__(self, window):
        self.window = window


class CardWindow(GameWindow):
    """A small card program's window: its hooks log what the kit asked of them."""

    program_name = "Cards"
    NEW_GAME_QUESTION = "Deal again? The game in progress will be lost."
    NUMBERED_DEAL_QUESTION = "Play a numbered deal instead?"
    HOW_TO_PLAY_TITLE = "How to Play Cards"

    def __init__(self, app, look: str):
        self.app = app
        self.playing = False
        self.log: list = []
        super().__init__("Cards - Deal 7", look)      # the window's own title is not the questions' title

    @property
    def in_progress(self) -> bool:
        return self.playing

    def start_new_game(self) -> None:
        self.log.append("new")

    def play_numbered_deal(self, number: int) -> None:
        self.log.append(("deal", number))

    def start_lessons(self):
        self.log.append("lessons")
        return Lessons(self)

    def leave_lessons(self) -> None:
        if self.lessons is not None:
            self.log.append("lessons closed")
            self.lessons = None

    def how_to_play_text(self) -> str:
        return "# Cards\n\nDeal, play, count."


@pytest.fixture
def cards(clean_input, look, tmp_path):
    win = CardWindow(Program(Store(tmp_path)), look)
    headless.frame(win)
    return win


def answer(win, key: str) -> None:
    """Press ``key`` in the question box on top."""
    headless.frame(win)
    headless.press(win, key)


def question(win) -> MessageBox:
    box = win.modal
    assert isinstance(box, MessageBox) and box.icon == "question" and box.buttons == ["&Yes", "&No"]
    return box


def test_a_yes_no_box_is_titled_with_the_program_and_hands_on_the_answer(cards):
    got = []
    box = cards.ask_yes_no("Clear the record of your games?", got.append)
    assert question(cards) is box and box.title == "Cards" and box.text == "Clear the record of your games?"
    answer(cards, "N")
    assert got == ["No"] and cards.modal is None


@pytest.mark.parametrize("key,runs", [("RETURN", True), ("ESCAPE", False), ("N", False)])
def test_confirm_runs_only_after_a_yes(cards, key, runs):
    ran = []
    cards.confirm("Sure?", lambda: ran.append(True))
    answer(cards, key)
    assert ran == ([True] if runs else []) and cards.modal is None


def test_new_game_with_nothing_in_progress_asks_nothing(cards):
    cards.ask_new_game()
    assert cards.log == ["new"] and cards.modal is None


def test_new_game_asks_before_throwing_away_a_game_in_progress(cards):
    cards.playing = True
    cards.ask_new_game()
    assert question(cards).text == "Deal again? The game in progress will be lost." and cards.log == []
    answer(cards, "N")
    assert cards.log == []
    cards.ask_new_game()
    answer(cards, "RETURN")
    assert cards.log == ["new"]


def test_new_game_closes_the_lessons_first(cards):
    lessons = cards.open_lessons()
    assert cards.open_lessons() is lessons and cards.log == ["lessons"]     # opened once
    cards.ask_new_game()
    assert cards.log == ["lessons", "lessons closed", "new"] and cards.lessons is None


def test_numbered_deal_asks_the_number_and_deals_it(cards):
    cards.ask_numbered_deal()
    box = cards.modal
    assert isinstance(box, AskText) and box.title == "Numbered Deal"
    assert box.prompt == "The number of the deal to play, 1 to 1,000,000:"
    headless.frame(cards)
    headless.type_text(cards, "1234")
    headless.press(cards, "RETURN")
    assert cards.log == [("deal", 1234)] and cards.modal is None


def test_numbered_deal_refuses_a_bad_number_and_esc_cancels(cards):
    box = cards.numbered_deal_dialog()
    headless.frame(cards)
    headless.type_text(cards, "0")
    headless.press(cards, "RETURN")
    assert cards.modal is box and box.error.label       # the dialog stays, saying why
    headless.press(cards, "ESCAPE")
    assert cards.log == [] and cards.modal is None


def test_numbered_deal_asks_first_while_a_game_is_in_progress(cards):
    cards.playing = True
    cards.ask_numbered_deal()
    assert question(cards).text == "Play a numbered deal instead?"
    answer(cards, "RETURN")
    assert isinstance(cards.modal, AskText)


@pytest.mark.parametrize("key,got", [("RETURN", "Yes"), ("N", "No")])
def test_the_unfinished_game_is_offered(cards, key, got):
    answers = []
    cards.ask_continue(answers.append)
    assert question(cards).text == "Continue the unfinished game?" and cards.modal.title == "Cards"
    answer(cards, key)
    assert answers == [got]


@pytest.mark.parametrize("playing,kept,text", [
    (True, True, "Leave Cards? Your game is kept for next time."),
    (False, True, "Leave Cards?"),
    (True, False, "Leave Cards?"),           # a browser that keeps no files: no promise
])
def test_leaving_promises_the_kept_game_only_where_it_is_kept(cards, playing, kept, text):
    cards.playing = playing
    cards.app.ctx.files_kept = kept
    cards.ask_leave()
    assert question(cards).text == text
    answer(cards, "N")
    assert not cards.app.left
    cards.ask_leave()
    answer(cards, "RETURN")
    assert cards.app.left


def test_how_to_play_opens_the_programs_page(cards):
    help_window = cards.how_to_play()
    assert isinstance(help_window, HelpWindow) and cards.modal is help_window
    assert help_window.title == "How to Play Cards" and "Deal, play, count." in help_window.view.source


def test_the_stores_messages_are_said_in_one_box(cards):
    assert cards.report_files() is None                 # nothing to say: no box
    cards.app.ctx.store.report("The record file is damaged.")
    cards.app.ctx.store.report("The kept game could not be written.")
    box = cards.report_files()
    assert box.title == "Cards" and box.icon == "warning"
    assert box.text == "The record file is damaged.\nThe kept game could not be written."
    assert cards.app.ctx.store.messages == []
