"""Keeping the game in Tablanet: the kept game, the question at start, the quit question, take-back in
learning mode, the record of games per number of players, and every bad file."""

import json

import pytest

from retro import headless
from retro.tablanet.screens import app as tablanet_app
from retro.tablanet.screens import app_keep
from retro.tablanet.screens.app_game import Game
from retro.tablanet.rules import Options, State
from retro.tablanet.screens.ui_popups import AskYesNo, RecordBox
from retro.tablanet.screens.ui_setup import Resume, Setup
from retro.tablanet.screens.ui_table import LEGEND_ROW, MESSAGE_ROW


def _start(tbl, letters="*", **settings):
    """The program as a person starts it (the settings as saved before, the kept game if any)."""
    if settings:
        saved = dict(tbl.ctx.store.settings("tablanet"))
        saved.update(settings)
        tbl.ctx.store.save_settings("tablanet", saved)
    app = tablanet_app.create(tbl.ctx, letters)
    headless.frame(app, 2)
    return app


def _new_game(tbl, letters="*", players=2, open_hands=False, lang="ru"):
    app = _start(tbl, letters, speed=0, lang=lang, players=players, open_hands=open_hands)
    assert isinstance(app.scene, Setup)
    tbl.setup_answers(app)
    assert isinstance(app.scene, Game)
    return app


def _play(tbl, app, moves: int) -> None:
    """The person plays their first card ``moves`` times (the computers answer)."""
    for _ in range(moves):
        tbl.run_until(app, tbl.my_turn, limit=6000)
        headless.press(app, "1")
        if app.modal is not None:                      # a capture list: take the first
            headless.press(app, "RETURN")
    tbl.run_until(app, tbl.my_turn, limit=6000)


def _screen_body(app) -> str:
    """The screen without the message line (what was just said differs after a resume)."""
    rows = app.screen.text().splitlines()
    return "\n".join(row for i, row in enumerate(rows) if i not in (MESSAGE_ROW,))


def test_the_game_is_kept_after_every_move(tbl):
    app = _new_game(tbl)
    kept = app_keep.kept_game(tbl.ctx.store)
    assert kept.exists()
    first = json.loads(tbl.ctx.store.path(kept.name).read_text(encoding="utf-8"))
    assert first["program"] == "tablanet" and first["version"] == 1
    assert set(first["extra"]) == set(app_keep.EXTRA)
    _play(tbl, app, 1)
    later = json.loads(tbl.ctx.store.path(kept.name).read_text(encoding="utf-8"))
    assert later["state"] == app.scene.state.to_json() and later["state"] != first["state"]


@pytest.mark.parametrize("lang, question", [("ru", "Продолжить неоконченную партию? (Y/N)"),
                                            ("en", "Continue the unfinished game? (Y/N)")])
def test_yes_puts_back_the_very_position(tbl, lang, question):
    app = _new_game(tbl, players=3, lang=lang)
    _play(tbl, app, 2)
    state, screen = app.scene.state.to_json(), _screen_body(app)
    headless.press_many(app, ["F7", "Y"])
    assert app.done
    again = _start(tbl)
    assert isinstance(again.scene, Resume) and question in again.screen.text()
    headless.press(again, "Y")
    assert isinstance(again.scene, Game) and again.scene.state.to_json() == state
    tbl.run_until(again, tbl.my_turn)
    assert again.scene.state.to_json() == state and _screen_body(again) == screen


def test_no_discards_it_and_starts_as_usual(tbl):
    app = _new_game(tbl)
    _play(tbl, app, 1)
    headless.press_many(app, ["F7", "Y"])
    again = _start(tbl)
    headless.press(again, "N")
    assert isinstance(again.scene, Setup)
    assert not app_keep.kept_game(tbl.ctx.store).exists()
    third = _start(tbl)
    assert isinstance(third.scene, Setup)                     # nothing is offered any more


def test_the_same_future_after_resuming_as_without_leaving(tbl, ctx):
    """Same seed, same plays: the deals (and the computers' plays) after a resume are the ones a
    game played straight through gets."""
    app = _new_game(tbl)
    _play(tbl, app, 1)
    saved = app.scene.state.to_json()
    _play(tbl, app, 5)
    straight = app.scene.state.to_json()
    headless.press_many(app, ["F7", "Y"])
    # Put the earlier position back as if the person had left then.
    kept = app_keep.kept_game(tbl.ctx.store)
    extra = json.loads(tbl.ctx.store.path(kept.name).read_text(encoding="utf-8"))["extra"]
    kept.save(saved, extra)
    again = _start(tbl)
    headless.press(again, "Y")
    _play(tbl, again, 5)
    assert again.scene.state.to_json() == straight


def test_a_game_left_in_demo_mode_comes_back_with_the_seat_given_back(tbl):
    app = _new_game(tbl)
    headless.press(app, "F2")
    headless.frame(app, 200)
    headless.press_many(app, ["F7", "Y"])
    again = _start(tbl)
    headless.press(again, "Y")
    assert isinstance(again.scene, Game) and not again.scene.demo
    tbl.run_until(again, tbl.my_turn, limit=6000)
    assert again.scene.extra["demo_played"] in (True, False)


@pytest.mark.parametrize("lang, kept_words, plain_words", [
    ("ru", "Выйти из Табланета? Игра сохранится до следующего раза (Y/N)", "Выйти из Табланета (Y/N)?"),
    ("en", "Quit Tablanet? Your game is kept for next time (Y/N)", "Quit Tablanet (Y/N)?"),
])
def test_the_quit_question_says_the_game_is_kept(tbl, lang, kept_words, plain_words):
    app = _new_game(tbl, lang=lang)
    headless.press(app, "F7")
    assert kept_words in app.screen.row_text(MESSAGE_ROW)
    headless.press(app, "N")
    outside = _start(tbl, "*")
    headless.press(outside, "N")                               # no kept game: the questions
    headless.press(outside, "ESCAPE")
    assert plain_words in outside.screen.row_text(MESSAGE_ROW)


def _learning_game(tbl, open_hands=True):
    app = tbl.game(tbl.position(["9C 3C 4H", "KS 2H 5C"], "6S 8H", stock="7D 7C 7H 7S 6D 6C"),
                   open_hands=open_hands, lang="en")
    tbl.run_until(app, tbl.my_turn)
    return app


def test_backspace_takes_back_to_the_previous_decision_in_learning_mode(tbl):
    app = _learning_game(tbl)
    before = app.scene.state.to_json()
    headless.press(app, "1")                                   # the 3♣ to the table
    tbl.run_until(app, tbl.my_turn)
    after_one = app.scene.state.to_json()
    headless.press(app, "1")
    tbl.run_until(app, tbl.my_turn)
    headless.press(app, "BACKSPACE")
    assert app.scene.state.to_json() == after_one              # the computer's reply undone too
    assert "Taken back" in app.screen.row_text(MESSAGE_ROW)
    headless.press(app, "BACKSPACE")
    assert app.scene.state.to_json() == before
    headless.press(app, "BACKSPACE")                           # not further than the hand's start
    assert app.scene.state.to_json() == before and "Nothing to take back" in app.screen.text()
    assert app.scene.extra["take_back_used"]
    kept = json.loads(tbl.ctx.store.path("tablanet.game.json").read_text(encoding="utf-8"))
    assert kept["extra"]["take_back_used"] and kept["state"] == before


def test_no_take_back_without_open_hands(tbl):
    app = _learning_game(tbl, open_hands=False)
    headless.press(app, "1")
    tbl.run_until(app, tbl.my_turn)
    state = app.scene.state.to_json()
    headless.press(app, "BACKSPACE")
    assert app.scene.state.to_json() == state and tbl.beeps(app) == 1
    assert "learning mode only" in app.screen.row_text(MESSAGE_ROW)


def _finish(tbl, app):
    """Play the set-up last cards through to the game's end and close the boxes."""
    tbl.run_until(app, lambda a: a.scene.state.over and a.modal is not None, limit=6000)


def _near_the_end(players=2, winner_is_me=True):
    hands = ["AS", "3C"] if players == 2 else ["AS", "3C", "4D"]
    scores = [249, 200] if winner_is_me else [200, 250]
    if players == 3:
        scores.append(100)
    return State.from_position(hands=hands, table="AH", dealer=players - 1, scores=scores,
                               options=Options(players=players, tablanet="none"))


def test_a_finished_game_is_counted_and_no_longer_kept(tbl):
    app = tbl.game(_near_the_end())
    headless.press(app, "1")
    _finish(tbl, app)
    rows = {row.setting: row for row in app.record.rows()}
    row = rows["players-2"]
    assert (row.played, row.won, row.lost, row.best, row.streak, row.longest) == (1, 1, 0, 254, 1, 1)
    assert not app_keep.kept_game(tbl.ctx.store).exists()


def test_demo_games_and_take_backs_count_for_nobody(tbl):
    demo = tbl.game(_near_the_end(), demo=True)
    _finish(tbl, demo)
    assert demo.record.rows() == []
    app = tbl.game(_near_the_end(), open_hands=True)
    app.scene.session.takeback.used = True
    headless.press(app, "1")
    _finish(tbl, app)
    assert app.record.rows() == []


def test_the_record_screen_per_number_of_players_and_clearing_it(tbl):
    app = tbl.game(_near_the_end(), lang="en")
    headless.press(app, "1")
    _finish(tbl, app)
    app.record.add("players-3", "lost", 180)
    app.record.add("players-3", "won", 260)
    headless.press_many(app, ["RETURN", "RETURN"])           # the sheet and the game-over box
    headless.press(app, "F3")
    assert isinstance(app.modal, RecordBox)
    text = app.screen.text()
    assert "Record of games" in text and "Players   Played   Won  Lost  Best Average Streak Longest" in text
    two = next(line for line in text.splitlines() if "2 players" in line)
    three = next(line for line in text.splitlines() if "3 players" in line)
    assert two.split("2 players")[1].strip(" ║").split() == ["1", "1", "0", "254", "254.0", "1", "1"]
    assert three.split("3 players")[1].strip(" ║").split() == ["2", "1", "1", "260", "220.0", "1", "1"]
    headless.press(app, "F6")
    assert "Счет партий" in app.screen.text() and "2 игрока" in app.screen.text()
    headless.press(app, "C")
    assert isinstance(app.modal, AskYesNo) and "Очистить счет партий (Y/N)?" in app.screen.text()
    headless.press(app, "N")
    assert len(app.record.rows()) == 2
    headless.press_many(app, ["C", "Y"])
    assert app.record.rows() == [] and "Счет партий очищен." in app.screen.text()
    assert "Сыгранных партий пока нет." in app.screen.text()
    headless.press(app, "RETURN")
    assert app.modal is None or not isinstance(app.modal, RecordBox)


def test_F3_on_the_legend_and_from_the_questions(tbl):
    app = _start(tbl, "*E")
    assert "F3 Record" in app.screen.row_text(LEGEND_ROW).replace("F3Record", "F3 Record")
    headless.press(app, "F3")
    assert isinstance(app.modal, RecordBox) and "No games played yet." in app.screen.text()
    headless.press(app, "ESCAPE")
    assert app.modal is None and isinstance(app.scene, Setup)


BAD_GAMES = [
    "{not json",
    '{"program": "tablanet", "version": 1, "state": "{}", "extra": {}}',
    '{"program": "pinochle", "version": 1, "state": "{}", "extra": {}}',
    '{"program": "tablanet", "version": 7, "state": "{}", "extra": {}}',
    "[1, 2, 3]",
    "",
]


@pytest.mark.parametrize("text", BAD_GAMES + ["TRUNCATED", "EXTRA", "OVER"])
def test_a_bad_kept_game_is_one_line_kept_aside_and_a_fresh_start(tbl, text):
    store = tbl.ctx.store
    if text in ("TRUNCATED", "EXTRA", "OVER"):
        app = _new_game(tbl)
        _play(tbl, app, 1)
        good = store.path("tablanet.game.json").read_text(encoding="utf-8")
        payload = json.loads(good)
        if text == "TRUNCATED":
            text = good[: len(good) // 2]
        elif text == "EXTRA":
            payload["extra"]["bot_seed"] = "seven"
            text = json.dumps(payload)
        else:
            state = State.from_position(hands=["AS", "3C"], table="AH", dealer=1, scores=[249, 200])
            state.apply(state.legal_moves()[0])
            state.apply(state.legal_moves()[0]) if not state.over else None
            payload["state"] = state.to_json()
            text = json.dumps(payload)
    store.write_text("tablanet.game.json", text)
    app = _start(tbl, "", lang="ru")
    assert not isinstance(app.scene, Resume)
    headless.frame(app, 300)
    assert "tablanet.game.json" in app.screen.text() and "Traceback" not in app.screen.text()
    notes = [line for line in app.screen.text().splitlines() if "tablanet.game.json" in line]
    assert len(notes) == 1 and ("испорчен" in notes[0] or "не читается" in notes[0]), notes
    assert store.path("tablanet.game.json.bad").exists() or text == ""
    assert not store.path("tablanet.game.json").exists()


@pytest.mark.parametrize("text", [
    "{not json",
    '{"game": "tablanet", "kind": "record", "version": 1, "settings": {"players-2": {"played": 2}}}',
    '{"game": "casino", "kind": "record", "version": 1, "settings": {}}',
    '{"game": "tablanet", "kind": "record", "version": 1, "settings": {"players-2": {"played": 1, '
    '"won": 5, "lost": 0, "drawn": 0, "best": 1, "total": 1, "streak": 0, "longest": 0}}}',
])
def test_a_bad_record_is_one_line_kept_aside_and_empty(tbl, text):
    tbl.ctx.store.write_text("tablanet.record.json", text)
    app = _start(tbl, "E")
    headless.frame(app, 300)
    notes = [line for line in app.screen.text().splitlines() if "tablanet.record.json" in line]
    assert len(notes) == 1 and "starting afresh" in notes[0]
    assert app.record.rows() == []
    assert tbl.ctx.store.path("tablanet.record.json.bad").exists()
