"""Keeping the game in Tablenette: the game kept and offered again, asking before discarding, Undo in
open hands, the record of games, and bad files said in one line."""

import json

import pytest

from retro import headless
from retro.keep import KeptGame, Record
from retro.tablenette.screens.app_game import PERSON
from retro.tablenette.screens.app_keep import rebuild
from retro.tablenette.rules import State
from retro.tablenette.screens.ui_dialogs import HandEndDialog, RecordsDialog
from retro.win import MessageBox

GAME_FILE = "tablenette.game.json"


def play_some(tnt, app, plays: int = 3) -> None:
    """The person plays ``plays`` cards by keyboard (the first card, Enter on its target)."""
    for _ in range(plays):
        tnt.settle(app)
        if app.game.state.over or not app.game.persons_turn:
            break
        slot = next(i for i, c in enumerate(app.game.shown.slots[PERSON]) if c is not None)
        headless.press(app, str(slot + 1))
        headless.press(app, "RETURN")
        if app.win.dialogs:                      # several ways to take: the first
            headless.press(app, "RETURN")
    tnt.settle(app)


def kept(app):
    return json.loads(app.ctx.store.path(GAME_FILE).read_text(encoding="utf-8"))


def masked_screen(app):
    """The screen's pixels without the white message box (its words differ after a restart)."""
    import pyxel

    x, y, w, h = app.win.layout.message_rect
    return [pyxel.pget(px, py) for py in range(0, 480, 2) for px in range(0, 640, 2)
            if not (x <= px < x + w and y <= py < y + h + 30)]


def test_the_game_is_kept_after_every_move(tnt):
    app = tnt.app()
    play_some(tnt, app, 2)
    data = kept(app)
    assert data["program"] == "tablenette" and data["version"] == 1
    assert data["state"] == app.game.state.to_json()
    assert data["extra"]["take_back_used"] is False and data["extra"]["demo_played"] is False


def test_yes_puts_back_the_very_position(tnt):
    app = tnt.app()
    play_some(tnt, app, 3)
    left = app.game.state.to_json()
    headless.frame(app, 2)
    before = masked_screen(app)
    again = tnt.app(keep=True)
    box = again.win.modal
    assert isinstance(box, MessageBox) and box.text == "Continue the unfinished game?"
    headless.press(again, "y")
    assert not again.win.dialogs
    assert again.game.state.to_json() == left
    headless.frame(again, 2)
    assert masked_screen(again) == before


def test_the_same_future_after_resuming(tnt):
    app = tnt.app()
    play_some(tnt, app, 2)
    again = tnt.app(keep=True)
    headless.press(again, "y")
    one, two = app.game.state.clone(), again.game.state
    for _ in range(30):
        if one.over:
            break
        move = one.legal_moves()[0]
        assert two.legal_moves()[0] == move
        one.apply(move)
        two.apply(move)
    assert one.to_json() == two.to_json()        # same deals to come: the RNG was kept


def test_no_discards_it_and_starts_afresh(tnt):
    app = tnt.app()
    play_some(tnt, app, 2)
    left = app.game.state.to_json()
    again = tnt.app(keep=True)
    headless.press(again, "n")
    assert not again.win.dialogs
    assert again.game.state.to_json() != left and again.game.state.hand_no == 1
    tnt.settle(again)
    assert len(again.game.state.hands[PERSON]) >= 5


def test_a_game_left_in_demo_comes_back_with_your_seat(tnt):
    app = tnt.app()
    headless.press(app, "F5")
    tnt.run_until(app, lambda a: a.game.plays >= 4)
    again = tnt.app(keep=True)
    headless.press(again, "y")
    assert not again.win.demo and again.game.session.flags.demo_played and not again.game.session.counts


def test_where_no_files_are_kept_leaving_promises_nothing(tnt):
    tnt.ctx.files_kept = False
    app = tnt.app()
    play_some(tnt, app, 1)
    headless.press(app, "ESCAPE")
    assert app.win.modal.text == "Leave Tablenette?"


def test_leaving_says_the_game_is_kept(tnt):
    app = tnt.app()
    play_some(tnt, app, 1)
    headless.press(app, "ESCAPE")
    assert app.win.modal.text == "Leave Tablenette? Your game is kept for next time."
    headless.press(app, "y")
    assert app.done and app.ctx.store.path(GAME_FILE).exists()


def test_F2_and_game_new_ask_before_throwing_a_game_away(tnt):
    app = tnt.app()
    play_some(tnt, app, 1)
    game = app.game
    headless.press(app, "F2")
    assert app.win.modal.text == "Start a new game? The game in progress will be lost."
    headless.press(app, "n")
    assert app.game is game and not app.win.dialogs
    app.win.menubar.menus[1].items[0].run()          # Game > New
    assert isinstance(app.win.modal, MessageBox)
    headless.press(app, "y")
    assert app.game is not game and app.game.state.hand_no == 1


def test_undo_in_open_hands_goes_back_to_your_last_play(tnt):
    app = tnt.position(["5H 9C 2S", "6C 2D 7S"], "9S 3H", stock="KC KD KH KS 4C 4D", settings={"open_hands": True})
    first = app.game.state.to_json()
    headless.press(app, "2")                     # 9♣ takes 9♠
    headless.press(app, "RETURN")
    tnt.settle(app)                              # the computer has answered
    second = app.game.state.to_json()
    assert second != first and app.win.can_undo
    headless.press(app, "1")
    headless.press(app, "RETURN")
    tnt.settle(app)
    pyxel = tnt.pyxel
    pyxel.set_btn(pyxel.KEY_CTRL, True)
    headless.press(app, "z")
    assert app.game.state.to_json() == second
    headless.press(app, "z")
    pyxel.set_btn(pyxel.KEY_CTRL, False)
    assert app.game.state.to_json() == first     # back to the start of the hand, not further
    assert not app.win.can_undo and not app.game.session.counts
    assert kept(app)["extra"]["take_back_used"] is True


def test_no_undo_without_open_hands(tnt):
    app = tnt.position(["5H 9C 2S", "6C 2D 7S"], "9S 3H", stock="KC KD KH KS 4C 4D")
    headless.press(app, "2")
    headless.press(app, "RETURN")
    tnt.settle(app)
    state = app.game.state.to_json()
    undo = app.win.menubar.menus[1].items[1]
    assert undo.label == "&Undo" and not undo.is_enabled     # greyed
    app.ctx.audio.played.clear()
    pyxel = tnt.pyxel
    pyxel.set_btn(pyxel.KEY_CTRL, True)
    headless.press(app, "z")
    pyxel.set_btn(pyxel.KEY_CTRL, False)
    assert app.game.state.to_json() == state and "error" in app.ctx.audio.played
    assert "open hands" in app.game.message.lower()


def test_undo_does_not_reach_into_the_hand_before(tnt):
    app = tnt.position(["KH", "2C"], "KS 4D", last_taker=1, settings={"open_hands": True})
    tnt.drag_to_table(app, "KH", "KS")
    tnt.run_until(app, lambda a: isinstance(a.win.modal, HandEndDialog))
    headless.press(app, "RETURN")
    tnt.settle(app)
    assert app.game.state.hand_no == 2 and not app.win.can_undo


def finish_a_won_game(tnt, **settings):
    app = tnt.position(["KH", "2C"], "KS 4D", scores=(250, 120), last_taker=1, settings=settings)
    return app


def test_a_finished_game_is_counted_and_its_file_removed(tnt):
    app = finish_a_won_game(tnt)
    tnt.drag_to_table(app, "KH", "KS")
    tnt.run_until(app, lambda a: isinstance(a.win.modal, HandEndDialog))
    assert app.game.state.over
    row = Record(app.ctx.store, "tablenette").row("all")
    assert (row.played, row.won, row.lost, row.best, row.streak, row.longest) == (
        1, 1, 0, app.game.state.scores[0], 1, 1)
    assert not app.ctx.store.path(GAME_FILE).exists()
    headless.press(app, "c")
    box = app.win.show_records()
    headless.frame(app)
    assert ("Games played", "1") in box.lines() and ("Won", "1") in box.lines()
    assert ("Best final score", str(app.game.state.scores[0])) in box.lines()


def test_games_with_a_take_back_or_demo_count_for_nobody(tnt):
    app = finish_a_won_game(tnt)
    app.game.session.flags.demo_played = True
    tnt.drag_to_table(app, "KH", "KS")
    tnt.run_until(app, lambda a: a.game.state.over)
    app2 = finish_a_won_game(tnt)
    app2.game.session.takeback.used = True
    tnt.drag_to_table(app2, "KH", "KS")
    tnt.run_until(app2, lambda a: a.game.state.over)
    assert Record(app.ctx.store, "tablenette").row("all").played == 0


def test_clearing_the_record_asks_first(tnt):
    app = tnt.app()
    Record(app.ctx.store, "tablenette").add("all", "lost", 120)
    app.win.files.record._rows = None
    box = app.win.show_records()
    assert isinstance(box, RecordsDialog) and ("Lost", "1") in box.lines()
    headless.press(app, "l")                         # C&lear...
    assert app.win.modal.text == "Clear the record of your games?"
    headless.press(app, "y")
    assert isinstance(app.win.modal, RecordsDialog) and app.win.modal.lines() == []
    assert not app.ctx.store.path("tablenette.record.json").exists()


BAD_GAMES = {
    "truncated": lambda good: good[: len(good) // 2],
    "not json": lambda good: "\x00garbage",
    "another program": lambda good: good.replace('"program":"tablenette"', '"program":"casino"'),
    "another version": lambda good: good.replace('"version":1', '"version":9'),
    "hand-edited card": lambda good: good.replace("10D", "11D", 1).replace("KS", "ZZ", 1),
    "extras wrong": lambda good: good.replace('"take_back_used":false', '"take_back_used":"no"'),
    "extras unknown": lambda good: good.replace('"take_back_used":false', '"cheat":true,"take_back_used":false'),
    "slots not the hand": lambda good: _swap_slots(good),
}


def _swap_slots(good: str) -> str:
    data = json.loads(good)
    data["extra"]["slots"] = [["AS", None, None, None, None, None], [None] * 6]
    return json.dumps(data)


@pytest.mark.parametrize("kind", list(BAD_GAMES))
def test_a_bad_kept_game_is_said_in_one_line_and_set_aside(tnt, kind):
    app = tnt.app()
    play_some(tnt, app, 1)
    path = app.ctx.store.path(GAME_FILE)
    good = path.read_text(encoding="utf-8")
    bad = BAD_GAMES[kind](good)
    assert bad != good
    path.write_text(bad, encoding="utf-8")
    again = tnt.app(keep=True)
    box = again.win.modal
    assert isinstance(box, MessageBox) and box.icon == "warning"
    assert GAME_FILE in box.text and box.text.count("\n") == 0
    assert path.with_name(GAME_FILE + ".bad").exists() and not path.exists()
    headless.press(again, "RETURN")
    assert not again.win.dialogs                      # no continue question: a fresh game


def test_a_finished_game_in_the_file_is_refused(tnt):
    state = State.from_position(hands=["KH", "2C"], table="KS 4D", scores=(250, 120), last_taker=1)
    state.apply(next(m for m in state.legal_moves() if m.kind == "capture"))
    state.apply(state.legal_moves()[0])
    assert state.over
    with pytest.raises(ValueError):
        rebuild({"state": state.to_json(), "extra": {}})


def test_a_bad_record_is_said_in_one_line(tnt):
    app = tnt.app()
    path = app.ctx.store.path("tablenette.record.json")
    path.write_text('{"game":"tablenette","kind":"record","version":1,"settings":{"all":{"played":3}}}',
                    encoding="utf-8")
    box = app.win.show_records()
    warning = app.win.modal
    assert isinstance(warning, MessageBox) and "tablenette.record.json" in warning.text
    headless.press(app, "RETURN")
    assert app.win.modal is box and box.lines() == []
    assert path.with_name("tablenette.record.json.bad").exists()


def test_each_move_rewrites_the_kept_game(tnt):
    """Keeping the game after every move (bench.keep times the save: a millisecond or so)."""
    app = tnt.app()
    play_some(tnt, app, 1)
    kept = KeptGame(app.ctx.store, "tablenette")
    kept.discard()
    app.game.session.keep()
    assert kept.exists()
