"""Take-back with open hands after Continue: as far back as in a game never left, and small in the file."""

import json

from retro import headless
from retro.pinochle.screens.app_game import Game
from retro.pinochle.screens.ui_table import MESSAGE_ROW
from tests.pinochle_ui.test_pinochle_app_keep import CONTINUE, KEPT, play_a_little, restart


def _continued(pin):
    again = restart(pin, "*")
    assert CONTINUE in again.screen.text()
    headless.press(again, "Y")
    assert isinstance(again.scene, Game)
    headless.frame(again, 3)
    return again


def test_backspace_after_continuing_takes_back_as_far_as_before(pin):
    app = play_a_little(pin, open_hands=True, tricks=3)
    marks = [s.to_json() for s in app.scene.session.takeback._marks]
    assert len(marks) >= 3
    left = app.scene.state.to_json()
    headless.press_many(app, ["F7", "Y"])
    again = _continued(pin)
    assert again.scene.state.to_json() == left and len(again.scene.session.takeback) == len(marks)
    for mark in reversed(marks):
        headless.press(again, "BACKSPACE")
        assert again.scene.state.to_json() == mark
        assert "Taken back" in again.screen.row_text(MESSAGE_ROW)
    headless.press(again, "BACKSPACE")
    assert "Nothing to take back" in again.screen.text()


def test_the_kept_marks_are_small_and_a_hand_edited_one_makes_the_file_damaged(pin):
    play_a_little(pin, open_hands=True, tricks=3)
    path = pin.ctx.store.path(KEPT)
    kept = json.loads(path.read_text(encoding="utf-8"))
    marks = kept["extra"]["take_back"]
    assert marks and all(isinstance(m, dict) for m in marks)
    assert len(json.dumps(marks)) < len(kept["state"]) * len(marks) // 2
    marks[-1]["events"] = 10 ** 6
    path.write_text(json.dumps(kept), encoding="utf-8")
    again = restart(pin, "*")
    assert CONTINUE not in again.screen.text()
    lines = [line for line in again.screen.text().splitlines() if KEPT in line]
    assert len(lines) == 1 and pin.ctx.store.path(KEPT + ".bad").exists()


def test_a_game_kept_without_marks_continues_with_nothing_to_take_back(pin):
    play_a_little(pin, open_hands=True, tricks=2)
    path = pin.ctx.store.path(KEPT)
    kept = json.loads(path.read_text(encoding="utf-8"))
    del kept["extra"]["take_back"]                      # as the version before kept it
    path.write_text(json.dumps(kept), encoding="utf-8")
    again = _continued(pin)
    headless.press(again, "BACKSPACE")
    assert "Nothing to take back" in again.screen.text()



def test_a_finger_is_offered_the_take_back_on_the_message_line_and_a_tap_on_it_takes_back(pin, monkeypatch):
    """A phone has no Backspace: where a finger is in use, the message line's start offers "Bksp Take
    back" while a decision may be taken back, and a tap there takes it back; the desktop's line is
    as it always was."""
    from retro import web_input
    from retro.dos.keybar import line_key_spans
    from retro.dos.screen import TextScreen
    from touch_page import Page, bridged

    app = play_a_little(pin, open_hands=True, tricks=2)
    assert "Bksp" not in app.screen.row_text(MESSAGE_ROW)
    bridged(monkeypatch, Page())
    web_input.BRIDGE.frame(app)
    headless.frame(app)
    if app.scene.turn.awaiting == "meld":                  # the meld question's own answers come first
        line = app.screen.row_text(MESSAGE_ROW)
        assert "Bksp" not in line and line.rstrip().endswith("Enter Meld N No meld"), line
        headless.press(app, "N")
        pin.run_until(app, lambda a: a.scene.turn.awaiting == "play" and not a.scene.queue)
    marks = [s.to_json() for s in app.scene.session.takeback._marks]
    line = app.screen.row_text(MESSAGE_ROW)
    assert line.startswith(" Bksp Take back "), line
    start, end, _ = line_key_spans([("Bksp", "Take back")], left=1)[0]
    headless.click(app, *TextScreen.cell_center((start + end) // 2, MESSAGE_ROW))
    assert app.scene.state.to_json() == marks[-1] and "Taken back" in app.screen.row_text(MESSAGE_ROW)
