"""Take-back after Continue: the kept game holds the hand's take-back marks, so a continued game
takes back as far as one that was never left (open hands)."""

import json

import pytest

from retro import headless
from retro.tablenette.screens.app_keep import rebuild
from retro.win import MessageBox

GAME_FILE = "tablenette.game.json"
POSITION = dict(hands=["5H 9C 2S", "6C 2D 7S"], table="9S 3H", stock="KC KD KH KS 4C 4D")


def ctrl_z(tnt, app) -> None:
    tnt.pyxel.set_btn(tnt.pyxel.KEY_CTRL, True)
    headless.press(app, "z")
    tnt.pyxel.set_btn(tnt.pyxel.KEY_CTRL, False)


def play(tnt, app, slot: int) -> None:
    headless.press(app, str(slot))
    headless.press(app, "RETURN")
    if app.win.dialogs:
        headless.press(app, "RETURN")
    tnt.settle(app)


def two_plays_then_continue(tnt):
    app = tnt.position(**POSITION, settings={"open_hands": True})
    states = [app.game.state.to_json()]
    play(tnt, app, 2)                            # 9♣ takes 9♠; the computer answers
    states.append(app.game.state.to_json())
    play(tnt, app, 1)
    again = tnt.app(keep=True, open_hands=True)                   # left and started again
    assert isinstance(again.win.modal, MessageBox)
    headless.press(again, "y")
    tnt.settle(again)
    return again, states


def undo_item(app):
    item = app.win.menubar.menus[1].items[1]
    assert item.label == "&Undo"
    return item


def test_a_continued_game_takes_back_as_far_as_one_never_left(tnt):
    app, states = two_plays_then_continue(tnt)
    assert undo_item(app).is_enabled and app.win.can_undo       # not greyed after Continue
    ctrl_z(tnt, app)
    assert app.game.state.to_json() == states[1]
    assert app.game.message.startswith("Taken back")
    ctrl_z(tnt, app)
    assert app.game.state.to_json() == states[0]                # the start of the hand
    assert not undo_item(app).is_enabled
    assert not app.game.session.counts


def test_a_take_back_after_continue_is_kept_too(tnt):
    app, states = two_plays_then_continue(tnt)
    ctrl_z(tnt, app)
    again = tnt.app(keep=True, open_hands=True)
    headless.press(again, "y")
    tnt.settle(again)
    assert again.game.state.to_json() == states[1] and again.win.can_undo
    ctrl_z(tnt, again)
    assert again.game.state.to_json() == states[0]


def test_the_marks_are_kept_small(tnt):
    app, _ = two_plays_then_continue(tnt)
    data = json.loads(app.ctx.store.path(GAME_FILE).read_text(encoding="utf-8"))
    marks = data["extra"]["take_back"]
    assert len(marks) == 2 and all(isinstance(m, dict) and isinstance(m["events"], int) for m in marks)
    assert len(json.dumps(marks)) < len(data["state"])          # less than one whole State for both


def test_a_game_kept_without_marks_still_loads_and_cannot_take_back(tnt):
    app, states = two_plays_then_continue(tnt)
    path = app.ctx.store.path(GAME_FILE)
    data = json.loads(path.read_text(encoding="utf-8"))
    del data["extra"]["take_back"]                             # as a file of before
    path.write_text(json.dumps(data), encoding="utf-8")
    again = tnt.app(keep=True, open_hands=True)
    headless.press(again, "y")
    tnt.settle(again)
    assert not again.win.dialogs and again.game.state.hand_no == 1 and not again.win.can_undo


@pytest.mark.parametrize("bad", [lambda m: {**m, "events": 10 ** 6}, lambda m: {**m, "events": "3"},
                                 lambda m: {**m, "hands": ["AS", "AD"]}, lambda m: 7,
                                 lambda m: {**m, "rng": [1, [], None]}])
def test_a_hand_edited_mark_makes_the_file_damaged(tnt, bad):
    app, _ = two_plays_then_continue(tnt)
    path = app.ctx.store.path(GAME_FILE)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["extra"]["take_back"][0] = bad(data["extra"]["take_back"][0])
    with pytest.raises(ValueError):
        rebuild(data)
    path.write_text(json.dumps(data), encoding="utf-8")
    again = tnt.app(keep=True, open_hands=True)
    box = again.win.modal
    assert isinstance(box, MessageBox) and GAME_FILE in box.text and box.text.count("\n") == 0
    assert path.with_name(GAME_FILE + ".bad").exists()
