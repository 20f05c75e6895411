"""Take-back with open hands: as far back after Continue as without it, and no stale text after it."""

import json

from retro import headless
from retro.tablanet.screens import app as tablanet_app
from retro.tablanet.screens.app_game import Game
from retro.tablanet.screens.app_text import t
from retro.tablanet.screens.ui_table import MESSAGE_ROW, REASON_ROW, SIDE_COL, SIDE_ROW


def _learning_game(tbl, **settings):
    app = tbl.game(tbl.position(["9C 3C 4H", "KS 2H 5C"], "6S 8H", stock="7D 7C 7H 7S 6D 6C"),
                   open_hands=True, lang="en", **settings)
    tbl.run_until(app, tbl.my_turn)
    return app


def _continue(tbl):
    app = tablanet_app.create(tbl.ctx, "*E")
    headless.frame(app, 2)
    assert "Continue the unfinished game?" in app.screen.text()
    headless.press(app, "Y")
    assert isinstance(app.scene, Game)
    tbl.run_until(app, tbl.my_turn)
    return app


def test_backspace_after_continuing_takes_back_as_far_as_before(tbl):
    app = _learning_game(tbl)
    start = app.scene.state.to_json()
    headless.press(app, "1")
    tbl.run_until(app, tbl.my_turn)
    after_one = app.scene.state.to_json()
    headless.press(app, "1")
    tbl.run_until(app, tbl.my_turn)
    kept = json.loads(tbl.ctx.store.path("tablanet.game.json").read_text(encoding="utf-8"))
    assert len(kept["extra"]["take_back"]) == 2
    again = _continue(tbl)
    headless.press(again, "BACKSPACE")
    assert again.scene.state.to_json() == after_one and "Taken back" in again.screen.row_text(MESSAGE_ROW)
    headless.press(again, "BACKSPACE")
    assert again.scene.state.to_json() == start
    headless.press(again, "BACKSPACE")
    assert "Nothing to take back" in again.screen.text()
    assert again.scene.state.to_json() == start


def test_a_kept_game_without_marks_continues_and_has_nothing_to_take_back(tbl):
    app = _learning_game(tbl)
    headless.press(app, "1")
    tbl.run_until(app, tbl.my_turn)
    path = tbl.ctx.store.path("tablanet.game.json")
    kept = json.loads(path.read_text(encoding="utf-8"))
    del kept["extra"]["take_back"]                      # as the version before kept it
    path.write_text(json.dumps(kept), encoding="utf-8")
    again = _continue(tbl)
    headless.press(again, "BACKSPACE")
    assert "Nothing to take back" in again.screen.text()


def test_a_mark_from_another_hand_makes_the_kept_game_damaged(tbl):
    app = _learning_game(tbl)
    headless.press(app, "1")
    tbl.run_until(app, tbl.my_turn)
    path = tbl.ctx.store.path("tablanet.game.json")
    kept = json.loads(path.read_text(encoding="utf-8"))
    kept["extra"]["take_back"] = ["not a game"]
    path.write_text(json.dumps(kept), encoding="utf-8")
    again = tablanet_app.create(tbl.ctx, "*E")
    headless.frame(again, 2)
    assert "Continue the unfinished game?" not in again.screen.text()


def test_after_a_take_back_no_line_tells_of_the_undone_plays(tbl):
    app = _learning_game(tbl, coach=True)
    headless.press(app, "1")
    tbl.run_until(app, lambda a: tbl.my_turn(a) and a.scene.desk.verdict is not None)
    headless.frame(app, 2)
    screen = app.screen.text()
    reason = app.screen.row_text(REASON_ROW).strip()
    assert reason and "COACH on your" in screen
    headless.press(app, "F4")                            # a hint asked for the position to be undone
    tbl.run_until(app, lambda a: a.scene.desk.hint is not None)
    headless.press(app, "BACKSPACE")
    headless.frame(app, 2)
    screen = app.screen.text()
    assert not app.screen.row_text(REASON_ROW).strip()
    assert "COACH on your" not in screen
    side = "\n".join(app.screen.row_text(SIDE_ROW + i)[SIDE_COL:] for i in range(9))
    assert t("advice_head", "en") not in side
    message = app.screen.row_text(MESSAGE_ROW)
    assert "Taken back" in message and "table" not in message.split("Taken back")[0]
    assert app.scene.turn.lit() == frozenset() and app.scene.hint_cards() == frozenset()


def test_the_marks_are_kept_small_and_a_hand_edited_one_makes_the_file_damaged(tbl):
    app = _learning_game(tbl)
    headless.press(app, "1")
    tbl.run_until(app, tbl.my_turn)
    path = tbl.ctx.store.path("tablanet.game.json")
    kept = json.loads(path.read_text(encoding="utf-8"))
    marks = kept["extra"]["take_back"]
    assert marks and all(isinstance(m, dict) and isinstance(m["events"], int) for m in marks)
    assert len(json.dumps(marks)) < len(kept["state"]) // 2
    marks[0]["events"] = 10 ** 6
    path.write_text(json.dumps(kept), encoding="utf-8")
    again = tablanet_app.create(tbl.ctx, "*E")
    headless.frame(again, 2)
    assert "Continue the unfinished game?" not in again.screen.text()
    lines = [line for line in again.screen.text().splitlines() if "tablanet.game.json" in line]
    assert len(lines) == 1 and tbl.ctx.store.path("tablanet.game.json.bad").exists()


def test_the_kept_game_after_a_take_back_holds_the_moves_as_they_now_stand(tbl):
    """The kept file is written once the table shows the take-back: its log has no undone move."""
    app = tbl.app("E*", open_hands=True)              # a dealt game: its log is kept with it
    while not isinstance(app.scene, Game):
        headless.press(app, "RETURN")
    tbl.run_until(app, tbl.my_turn, limit=4000)
    headless.press(app, "1")
    tbl.run_until(app, tbl.my_turn, limit=4000)
    game = app.scene
    played = len(game.log.moves)
    headless.press(app, "BACKSPACE")
    assert len(game.log.moves) < played
    kept = json.loads(tbl.ctx.store.path("tablanet.game.json").read_text(encoding="utf-8"))
    assert kept["state"] == game.state.to_json()
    assert kept["extra"]["played"] == game.log.kept_moves(game.state)["played"]


def test_a_finger_is_offered_the_take_back_on_the_message_line_and_a_tap_on_it_takes_back(tbl, monkeypatch):
    """A phone has no Backspace: where a finger is in use, the message line's start offers "Bksp Take
    back" (in the program's language) while a decision may be taken back, and a tap there takes it
    back; with the keyboard and mouse (the desktop) the line is as it always was."""
    from retro import web_input
    from retro.dos.keybar import line_key_spans
    from retro.dos.screen import TextScreen
    from touch_page import Page, bridged

    app = _learning_game(tbl)
    assert "Take back" not in app.screen.row_text(MESSAGE_ROW)   # nothing played yet
    start = app.scene.state.to_json()
    headless.press(app, "1")
    tbl.run_until(app, tbl.my_turn)
    assert "Bksp" not in app.screen.row_text(MESSAGE_ROW)         # no finger: the desktop's line
    page = bridged(monkeypatch, Page())
    web_input.BRIDGE.frame(app)
    headless.frame(app)
    offer = ("Bksp", t("take_back_offer", "en"))
    assert app.screen.row_text(MESSAGE_ROW).startswith(" Bksp Take back ")   # where a phone's view begins
    start_col, end, key = line_key_spans([offer], left=1)[0]
    assert key == "BACKSPACE"
    headless.click(app, *TextScreen.cell_center((start_col + end) // 2, MESSAGE_ROW))
    assert app.scene.state.to_json() == start and "Taken back" in app.screen.row_text(MESSAGE_ROW)
    headless.frame(app)
    assert "Bksp" not in app.screen.row_text(MESSAGE_ROW)          # nothing more to take back
    page.touching = False
    assert t("take_back_offer", "ru") == "Вернуть ход"
