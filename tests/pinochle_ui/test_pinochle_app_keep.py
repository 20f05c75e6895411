"""Keeping the game in Tommy's Pinochle: the kept game, the continue question, take-back, the record."""

import json

import pytest

from retro import headless
from retro.dos.widgets import YesNo
from retro.pinochle.screens import app as pinochle_app, app_keep
from retro.pinochle.screens.app import QUIT, QUIT_IN_GAME
from retro.pinochle.screens.app_game import Game
from retro.pinochle.screens.app_score import SCORE_FILE
from retro.pinochle.rules import Options, State
from retro.pinochle.screens.ui_popups import Box, RecordBox
from retro.pinochle.screens.ui_setup import Resume, Setup, Show
from retro.pinochle.screens.ui_table import LEGEND_ROW, MESSAGE_ROW

KEPT = "pinochle.game.json"
CONTINUE = "Continue the unfinished game (Y/N)?"


def play_a_little(pin, open_hands=False, tricks=3):
    """A game a few tricks in, waiting for the person; returns the app."""
    app = pin.game(State.new(21, Options(open_hands=open_hands)), bots=pin.plain_bots())
    for _ in range(tricks):
        pin.run_until(app, lambda a: a.scene.turn.awaiting in ("play", "meld"))
        if app.scene.turn.awaiting == "meld":
            headless.press(app, "RETURN")              # no meld
        else:
            headless.press(app, "1")
    pin.run_until(app, lambda a: a.scene.turn.awaiting in ("play", "meld") and not a.scene.queue
                  and not a.scene.queue.wait)
    return app


def restart(pin, letters="*"):
    again = pinochle_app.create(pin.ctx, letters)
    headless.frame(again, 2)
    return again


def grid(app):
    """The screen's text without the message line (what just happened is said afresh)."""
    return [app.screen.row_text(r) for r in range(25) if r != MESSAGE_ROW]


# ---------------------------------------------------------------- kept after every move, offered again
def test_the_game_is_kept_after_every_move(pin):
    app = pin.game(State.new(21, Options()), bots=pin.plain_bots())
    path = pin.ctx.store.path(KEPT)
    assert path.exists()                                   # kept from the deal on
    kept = json.loads(path.read_text())
    assert kept["program"] == "pinochle" and kept["state"] == app.scene.state.to_json()
    app = play_a_little(pin)
    assert json.loads(path.read_text())["state"] == app.scene.state.to_json()


def test_continue_yes_brings_back_the_very_position(pin):
    app = play_a_little(pin)
    left_state, left_screen = app.scene.state.to_json(), grid(app)
    headless.press_many(app, ["F7", "Y"])                   # leave
    assert app.done and pin.ctx.store.path(KEPT).exists()
    again = restart(pin, "")                                # with the show: the question comes first
    assert isinstance(again.scene, Resume) and CONTINUE in again.screen.text()
    assert "Hand 1, round one" in again.screen.text()
    headless.press(again, "Y")
    assert isinstance(again.scene, Game)
    headless.frame(again, 3)
    assert again.scene.state.to_json() == left_state
    assert grid(again) == left_screen
    assert "Welcome back" in again.screen.row_text(MESSAGE_ROW)


def test_continue_no_discards_it_and_starts_as_usual(pin):
    play_a_little(pin)
    again = restart(pin, "")
    headless.press(again, "N")
    assert isinstance(again.scene, Show) and not pin.ctx.store.path(KEPT).exists()
    third = restart(pin, "*")
    assert isinstance(third.scene, Setup)


def test_left_and_right_and_enter_answer_the_continue_question(pin):
    play_a_little(pin)
    again = restart(pin)
    headless.press_many(again, ["RIGHT", "RETURN"])
    assert isinstance(again.scene, Setup)


def test_the_same_future_after_resuming(pin):
    app = play_a_little(pin)
    stayed = app.scene.state
    again = restart(pin)
    headless.press(again, "Y")
    resumed = again.scene.state
    for _ in range(40):                                    # the same moves: the same draws
        if stayed.over:
            break
        move = stayed.legal_moves()[0]
        assert resumed.legal_moves()[0] == move
        stayed.apply(move)
        resumed.apply(move)
    assert resumed.to_json() == stayed.to_json()


def test_a_game_left_in_demo_mode_gives_the_seat_back(pin):
    app = play_a_little(pin)
    headless.press(app, "F2")
    headless.frame(app, 30)
    again = restart(pin)
    headless.press(again, "Y")
    assert not again.scene.demo and again.scene.session.flags.demo_played       # still counts for nobody
    pin.run_until(again, lambda a: a.scene.turn.awaiting in ("play", "meld"))


def test_the_quit_question_says_the_game_is_kept(pin):
    app = play_a_little(pin)
    headless.press(app, "ESCAPE")
    assert QUIT_IN_GAME in app.screen.row_text(MESSAGE_ROW)
    assert QUIT_IN_GAME == "Quit Tommy's Pinochle? Your game is kept for next time (Y/N)"
    headless.press(app, "N")
    setup = pin.app("*")
    headless.press(setup, "N")                              # not this kept game
    headless.press(setup, "F7")
    assert QUIT in setup.screen.text() and "kept" not in setup.screen.row_text(MESSAGE_ROW)


def test_a_finished_game_is_not_kept(pin):
    position = State.from_position(hands=["AS", "9S"], trump="C", leader=0, round=2,
                                   scores=(480, 300), options=Options(game_point=500))
    app = pin.game(position, bots=pin.plain_bots())
    assert pin.ctx.store.path(KEPT).exists()
    headless.press(app, "1")
    pin.run_until(app, lambda a: isinstance(a.modal, Box))
    headless.press(app, "RETURN")
    pin.run_until(app, lambda a: isinstance(a.modal, Box) and "over" in a.modal.title)
    assert not pin.ctx.store.path(KEPT).exists()
    headless.press(app, "RETURN")                            # "Another game?"
    headless.press(app, "F7")
    assert QUIT in app.screen.row_text(MESSAGE_ROW)          # the game is over: nothing kept


# ---------------------------------------------------------------- take-back
def test_backspace_takes_back_in_learning_mode(pin):
    app = play_a_little(pin, open_hands=True)
    before = app.scene.state.to_json()
    headless.press(app, "1" if app.scene.turn.awaiting == "play" else "RETURN")
    pin.run_until(app, lambda a: a.scene.turn.awaiting in ("play", "meld") and not a.scene.queue)
    assert app.scene.state.to_json() != before
    headless.press(app, "BACKSPACE")
    assert app.scene.state.to_json() == before              # the computer's replies undone too
    assert "Taken back" in app.screen.row_text(MESSAGE_ROW) and app.scene.session.takeback.used
    kept = json.loads(pin.ctx.store.path(KEPT).read_text())
    assert kept["state"] == before and kept["extra"]["take_back_used"]


def test_take_back_stops_at_the_start_of_the_hand(pin):
    app = play_a_little(pin, open_hands=True, tricks=2)
    steps = len(app.scene.session.takeback)
    assert steps >= 2
    for _ in range(steps):
        headless.press(app, "BACKSPACE")
    first = app.scene.state
    assert first.hand_number == 1 and not any(e.kind == "trick" for e in first.events)
    beeps = pin.beeps(app)
    headless.press(app, "BACKSPACE")
    assert pin.beeps(app) == beeps + 1 and "Nothing to take back" in app.screen.text()


def test_no_take_back_without_open_hands(pin):
    app = play_a_little(pin)
    before = app.scene.state.to_json()
    headless.press(app, "BACKSPACE")
    assert pin.beeps(app) == 1 and app.scene.state.to_json() == before
    assert "open hands" in app.screen.row_text(MESSAGE_ROW) and not app.scene.session.takeback.used


# ---------------------------------------------------------------- the record of games
def finish_a_game(pin, **options):
    position = State.from_position(hands=["AS", "9S"], trump="C", leader=0, round=2,
                                   scores=(480, 300), options=Options(game_point=500, **options))
    app = pin.game(position, bots=pin.plain_bots())
    return app


def to_game_over(pin, app):
    pin.run_until(app, lambda a: isinstance(a.modal, Box))
    headless.press(app, "RETURN")
    pin.run_until(app, lambda a: isinstance(a.modal, Box) and "over" in a.modal.title)


def test_a_finished_game_is_counted_in_the_record(pin):
    app = finish_a_game(pin)
    headless.press(app, "1")
    to_game_over(pin, app)
    row = app.record.row("all")
    assert (row.played, row.won, row.lost, row.best, row.streak) == (1, 1, 0, 501, 1)
    again = finish_a_game(pin)
    headless.press(again, "1")
    to_game_over(pin, again)
    row = again.record.row("all")
    assert (row.played, row.won, row.average, row.longest) == (2, 2, 501.0, 2)


def test_take_back_and_demo_games_are_not_in_the_record(pin):
    app = finish_a_game(pin, open_hands=True)
    app.scene.session.takeback.used = True
    headless.press(app, "1")
    to_game_over(pin, app)
    assert app.record.row("all").played == 0
    assert "not counted" in app.screen.text()
    assert not pin.ctx.store.path(SCORE_FILE).exists()
    demo = finish_a_game(pin)
    headless.press(demo, "F2")
    to_game_over(pin, demo)
    assert demo.record.row("all").played == 0


def test_F6_shows_the_record_and_C_clears_it_after_asking(pin):
    app = finish_a_game(pin)
    headless.press(app, "1")
    to_game_over(pin, app)
    headless.press(app, "RETURN")                           # to "Another game?"
    headless.press(app, "F6")
    assert isinstance(app.modal, RecordBox)
    text = app.screen.text()
    for line in ("Record of games", "Games played", "Won", "Lost", "Drawn", "Best final score",
                 "Average final score", "Wins in a row now", "Longest run of wins", "501"):
        assert line in text, line
    headless.press(app, "C")
    assert "Clear the record of games (Y/N)?" in app.screen.text()
    headless.press(app, "N")
    assert app.record.row("all").played == 1 and isinstance(app.modal, RecordBox)
    headless.press_many(app, ["C", "Y"])
    assert app.record.row("all").played == 0 and "The record is cleared." in app.screen.text()
    assert not pin.ctx.store.path("pinochle.record.json").exists()
    headless.press(app, "RETURN")
    assert "Another game (Y/N)?" in app.screen.row_text(MESSAGE_ROW)   # the question stayed


def test_F6_is_on_the_legend_and_works_in_the_questions(pin):
    app = pin.game()
    assert "F6Record" in app.screen.row_text(LEGEND_ROW)
    setup = restart(pin)
    headless.press(setup, "N")
    assert "F6 Record" in setup.screen.text()
    headless.press(setup, "F6")
    assert isinstance(setup.modal, RecordBox) and "No games counted yet." in setup.screen.text()
    headless.press(setup, "F6")
    assert setup.modal is None and "Count system" in setup.screen.text()


# ---------------------------------------------------------------- bad files
def good_kept(pin):
    app = play_a_little(pin)
    return json.loads(pin.ctx.store.path(KEPT).read_text()), app


@pytest.mark.parametrize("damage", [
    "garbage", "truncated", "foreign", "version", "state", "extra_type", "extra_unknown",
    "trick", "over", "not_object",
])
def test_a_bad_kept_game_is_reported_and_set_aside(pin, damage):
    kept, _ = good_kept(pin)
    text = json.dumps(kept)
    if damage == "garbage":
        text = "\x00\xffnot json at all"
    elif damage == "truncated":
        text = text[: len(text) // 2]
    elif damage == "foreign":
        kept["program"] = "tablanet"
    elif damage == "version":
        kept["version"] = 99
    elif damage == "state":
        kept["state"] = kept["state"].replace('"', "'", 3)
    elif damage == "extra_type":
        kept["extra"]["tricks_played"] = "three"
    elif damage == "extra_unknown":
        kept["extra"]["cheat"] = True
    elif damage == "trick":
        kept["extra"]["trick"] = [[0, "7S"], [1, "AS"]]
    elif damage == "over":
        over = State.from_position(hands=["AS", "9S"], trump="C", leader=0, round=2,
                                   options=Options(single_hand=True))
        over.apply(over.legal_moves()[0])
        over.apply(over.legal_moves()[0])
        assert over.over
        kept["state"] = over.to_json()
    elif damage == "not_object":
        text = "[1, 2, 3]"
    if damage not in ("garbage", "truncated", "not_object"):
        text = json.dumps(kept)
    pin.ctx.store.write_text(KEPT, text)
    again = restart(pin)
    assert isinstance(again.scene, Setup)                  # as if there were none
    notes = again.screen.text()
    assert "pinochle.game.json" in notes and ".bad" in notes
    assert (pin.ctx.store.root / "pinochle.game.json.bad").exists()
    assert CONTINUE not in notes


def test_a_bad_record_is_reported_and_set_aside(pin):
    pin.ctx.store.write_text("pinochle.record.json", '{"kind": "record", "game": "pinochle"')
    app = restart(pin)
    assert "pinochle.record.json" in app.screen.text()
    assert (pin.ctx.store.root / "pinochle.record.json.bad").exists()
    assert app.record.row("all").played == 0


def test_the_quit_questions_are_tablanets_words():
    """Both DOS programs ask to quit in the same words, the program's name aside."""
    from retro.tablanet.screens.app_text import TEXT

    english = {TEXT[key][1].replace("Tablanet", "Tommy's Pinochle")
               for key in ("q_quit", "q_quit_kept")}
    assert english == {QUIT, QUIT_IN_GAME}
