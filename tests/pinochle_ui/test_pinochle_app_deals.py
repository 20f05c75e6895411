"""Numbered deals in Tommy's Pinochle: the number on the title line, asked for with D, dealt again."""

import json

from retro import headless
from retro.pinochle.screens.app_game import Game
from retro.pinochle.rules import Options, State
from retro.pinochle.screens.ui_popups import Box
from retro.pinochle.screens.ui_setup import DEAL_QUESTION, Setup
from retro.pinochle.screens.ui_table import MESSAGE_ROW

KEPT = "pinochle.game.json"
REFUSED = "A deal number is a whole number from 1 to 1,000,000."


def watch_deals(app) -> list:
    """Each new game's (State text at the deal, deal number), as ``app.begin`` is given them."""
    dealt = []
    begin = app.begin

    def spy(state, *args, **kwargs):
        dealt.append((state.to_json(), kwargs.get("deal", 0)))
        return begin(state, *args, **kwargs)
    app.begin = spy
    return dealt


def answer_all(pin, app) -> None:
    """Enter at every question: the defaults."""
    pin.setup_answers(app)
    assert isinstance(app.scene, Game)


def test_a_new_game_shows_its_deal_number_and_is_that_deal(pin):
    app = pin.app("*")
    dealt = watch_deals(app)
    answer_all(pin, app)
    number = app.scene.deal
    assert 1 <= number <= 1_000_000 and dealt[-1][1] == number
    assert f"Deal {number}" in app.screen.row_text(0)
    assert dealt[-1][0] == State.new(number, app.scene.options).to_json()


def test_seeded_runs_deal_the_same_numbers(pin):
    numbers = []
    for _ in range(2):
        app = pin.app("*")
        answer_all(pin, app)
        numbers.append(app.scene.deal)
        app.kept.discard()
    assert numbers[0] == numbers[1]


def test_a_typed_deal_number_gives_exactly_that_deal(pin):
    app = pin.app("*")
    dealt = watch_deals(app)
    headless.press_many(app, ["RETURN", "D"])                 # count 1, then D at the next question
    assert DEAL_QUESTION in app.screen.text()
    headless.press_many(app, list("11982") + ["RETURN"])
    assert isinstance(app.scene, Setup) and app.scene.step == "single"   # the question comes back
    answer_all(pin, app)
    assert app.scene.deal == 11982 and "Deal 11982" in app.screen.row_text(0)
    assert dealt[-1] == (State.new(11982, app.scene.options).to_json(), 11982)


def test_a_bad_deal_number_is_refused_in_one_line_and_may_be_retried(pin):
    app = pin.app("*")
    headless.press_many(app, ["D", "0", "RETURN"])
    assert REFUSED in app.screen.text() and app.scene.step == "deal"
    headless.press_many(app, list("1234567") + ["RETURN"])
    assert REFUSED in app.screen.text() and app.scene.step == "deal"
    headless.press_many(app, list("42") + ["RETURN"])
    answer_all(pin, app)
    assert app.scene.deal == 42


def test_escape_at_the_deal_question_cancels_it(pin):
    app = pin.app("*")
    headless.press_many(app, ["D", "4", "ESCAPE"])
    assert isinstance(app.scene, Setup) and app.scene.step == "count" and not app.modals
    answer_all(pin, app)
    assert app.scene.deal != 4


def test_play_this_deal_again_after_a_game(pin):
    app = pin.app("*")
    pin.setup_answers(app, single_hand=True, open_hands=False, coach=False)   # count 1 (the default)
    number, options = app.scene.deal, app.scene.options
    dealt = watch_deals(app)
    headless.press(app, "F2")                                 # demo mode plays the game out
    pin.run_until(app, lambda a: isinstance(a.modal, Box) and a.modal.title.endswith("over"), limit=4000)
    headless.press(app, "RETURN")
    assert "A: this deal again" in app.screen.row_text(MESSAGE_ROW)
    headless.press(app, "A")
    assert isinstance(app.scene, Game) and app.scene.deal == number and app.scene.options == options
    assert dealt[-1] == (State.new(number, options).to_json(), number)


def test_a_numbered_deal_from_the_another_game_question(pin):
    app = pin.game(State.new(7, Options()))
    app.another_game(7, Options())
    headless.frame(app, 2)
    headless.press(app, "D")
    assert isinstance(app.scene, Setup) and app.scene.step == "deal"
    headless.press_many(app, list("500") + ["RETURN"])
    answer_all(pin, app)
    assert app.scene.deal == 500


def test_a_kept_game_keeps_its_deal_number(pin):
    app = pin.app("*")
    pin.setup_answers(app, deal=321)                          # D, then the defaults
    assert json.loads(pin.ctx.store.path(KEPT).read_text())["extra"]["deal"] == 321
    again = pin.app("*")
    headless.press(again, "Y")                                # continue the kept game
    assert isinstance(again.scene, Game) and again.scene.deal == 321
    assert "Deal 321" in again.screen.row_text(0)


def test_a_game_kept_before_deal_numbers_loads_without_one(pin):
    app = pin.app("*")
    answer_all(pin, app)
    path = pin.ctx.store.path(KEPT)
    kept = json.loads(path.read_text())
    del kept["extra"]["deal"]
    path.write_text(json.dumps(kept))
    again = pin.app("*")
    headless.press(again, "Y")
    assert isinstance(again.scene, Game) and again.scene.deal is None
    assert "Deal" not in again.screen.row_text(0) and "Trump" in again.screen.row_text(0)


def test_a_deal_number_asked_for_again_replaces_the_first_on_screen(pin):
    """D twice (and more): one deal line, the latest number, and every question still on the screen."""
    app = pin.app("*")
    dealt = watch_deals(app)
    for number in ("5", "6", "7", "8"):
        headless.press_many(app, ["D", number, "RETURN"])
    assert app.screen.text().count(DEAL_QUESTION) == 1
    answer_all(pin, app)                       # nothing painted below the last row
    assert app.scene.deal == 8 and dealt[-1][1] == 8
