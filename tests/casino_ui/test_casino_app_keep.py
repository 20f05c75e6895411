"""Keeping the game in Casino: the kept game, continuing it, asking before discarding, take-back with open
hands, the record of games, and every kind of bad file."""

import json

import pytest

from retro import headless
from retro.casino import halloffame
from retro.casino.screens.app_game import PERSON
from retro.casino.rules import Options, State
from retro.casino.screens.ui_dialogs import GameDialog, HallOfFameDialog, RecordsDialog, RoundDialog
from retro.keep import Record
from retro.win import MessageBox
from retro.win.gamewindow import CONTINUE_QUESTION as CONTINUE

KEPT = "casino.game.json"
RECORD = "casino.record.json"


def last_trick(scores=(0, 0)):
    """The round's last two cards: Ann's A♥ can take A♠; the computer then puts its 3♣."""
    return State.from_position(hands=["AH", "3C"], tableau=["AS", "9D"], scores=list(scores))


def kept_payload(casino):
    return json.loads(casino.ctx.store.path(KEPT).read_text(encoding="utf-8"))


def play_some(casino, app, turns=3):
    """The person puts or takes with the first card ``turns`` times, the computer answering."""
    game = app.window.game
    for _ in range(turns):
        casino.run_until(app, casino.idle)
        casino.click_hand(app, str(game.board.hands[PERSON][0]))
        if isinstance(app.window.modal, MessageBox):         # a choice: take the first offered
            app.window.modal.close(app.window.modal.buttons[0].replace("&", ""))
    casino.run_until(app, casino.idle)
    return game


def positions_played(casino, app, game, turns):
    """The State texts before each of ``turns`` plays of the person's (and the computers' answers), and
    after the last."""
    casino.run_until(app, casino.idle)
    before = [game.state.to_json()]
    for _ in range(turns):
        play_some(casino, app, 1)
        before.append(game.state.to_json())
    return before


def screen(app):
    import pyxel

    pyxel.set_mouse_pos(630, 470)
    headless.frame(app, 2)
    return [headless.pixel(x, y) for y in range(0, 480, 2) for x in range(0, 640, 2)]


# --- kept after every move ----------------------------------------------------------------
def test_the_game_is_kept_after_every_move_and_dropped_when_over(casino):
    app = casino.app()
    game = app.new_game()
    data = kept_payload(casino)
    assert data["program"] == "casino" and data["version"] == 1
    assert State.from_json(data["state"]).to_json() == game.state.to_json()
    play_some(casino, app, 1)
    data = kept_payload(casino)
    assert data["state"] == game.state.to_json()            # the computer's answer kept too
    assert data["extra"]["names"] == ["Ann", "Computer"] and data["extra"]["bot"] == "munter"

    app = casino.game(last_trick(scores=(20, 3)))
    casino.click_space(app, casino.space_of(app, "AS"))
    casino.click_hand(app, "AH")
    casino.run_until(app, lambda a: isinstance(a.window.modal, RoundDialog))
    assert not casino.ctx.store.path(KEPT).exists(), "a finished game is kept no more"


def test_each_play_is_written_once_with_its_line_and_the_coachs_word_after_it(casino, monkeypatch):
    app = casino.app(coach=True)
    game = app.new_game()
    writes = []
    kept = app.kept
    original = kept.save
    monkeypatch.setattr(kept, "save", lambda text, extra=None: writes.append(extra) or original(text, extra))
    casino.run_until(app, casino.idle)
    casino.click_hand(app, str(game.board.hands[PERSON][0]))
    if isinstance(app.window.modal, MessageBox):
        app.window.modal.close(app.window.modal.buttons[0].replace("&", ""))
    own = [m.text for m in game.messages.log if m.own_play][0]
    first = next(i for i, extra in enumerate(writes) if [own, True] in extra["messages"])
    assert not any([own, True] in extra["messages"] for extra in writes[:first])
    casino.run_until(app, lambda a: any(m.text.startswith("Coach") for m in game.messages.log))
    casino.run_until(app, casino.idle)
    verdict = next(m.text for m in game.messages.log if m.text.startswith("Coach"))
    assert [verdict, False] in kept_payload(casino)["extra"]["messages"]
    assert kept_payload(casino)["extra"]["review"] == game.session.desk.review.to_data()
    assert len(writes) == len({json.dumps(extra, sort_keys=True) for extra in writes}), "nothing written twice"


def test_a_game_stopped_at_the_round_question_is_kept_no_more(casino):
    app = casino.game(last_trick())
    casino.click_space(app, casino.space_of(app, "AS"))
    casino.click_hand(app, "AH")
    casino.run_until(app, lambda a: isinstance(a.window.modal, RoundDialog))
    assert casino.ctx.store.path(KEPT).exists()
    casino.click_button(app, "Cancel")
    assert not casino.ctx.store.path(KEPT).exists()


# --- starting again offers it --------------------------------------------------------------
def test_yes_puts_back_the_very_position_and_screen(casino):
    app = casino.app(open_hands=True)
    game = play_some(casino, app.new_game() and app, 3)
    app.window.toggle_unplayed()
    headless.frame(app, 2)
    left_state, left_screen = game.state.to_json(), screen(app)
    app.leave()

    again = casino.app(kept=True, open_hands=True)
    box = again.window.modal
    assert isinstance(box, MessageBox) and box.text == "Continue the unfinished game?"
    assert [b.replace("&", "") for b in box.buttons] == ["Yes", "No"]
    casino.click_button(again, "Yes")
    headless.frame(again, 2)
    back = again.window.game
    assert again.window.modal is None
    assert back.state.to_json() == left_state and back.board.matches(back.state)
    assert back.status == game.status and again.window.show_unplayed
    assert screen(again) == left_screen


def test_no_discards_it_and_starts_as_usual(casino):
    app = casino.app()
    play_some(casino, app.new_game() and app, 1)
    again = casino.app(kept=True)
    casino.click_button(again, "No")
    assert isinstance(again.window.modal, GameDialog) and again.window.modal.new_game
    assert again.window.game is None
    assert not casino.ctx.store.path(KEPT).exists()


def test_the_same_future_after_resuming_as_without_leaving(casino):
    """Same seed, same plays: the deals and the computer's answers after a break are the ones
    the game would have had without it."""
    def first_card_turns(app, turns):
        game = app.window.game
        for _ in range(turns):
            casino.run_until(app, casino.idle)
            game.play(game.state.legal_moves()[0])
        casino.run_until(app, casino.idle)
        return game.state.to_json()

    app = casino.app(opponents=2)
    app.begin(State.new(99, Options(players=3)))
    first_card_turns(app, 2)
    straight_on = first_card_turns(app, 6)

    app = casino.app(opponents=2)
    app.begin(State.new(99, Options(players=3)))
    first_card_turns(app, 2)
    again = casino.app(kept=True, opponents=2)
    casino.click_button(again, "Yes")
    assert first_card_turns(again, 6) == straight_on


def test_a_game_left_in_demo_comes_back_with_your_seat(casino):
    app = casino.app()
    app.new_game()
    headless.press(app, "F5")
    casino.run_until(app, lambda a: a.window.game.moves_played >= 3)
    again = casino.app(kept=True)
    casino.click_button(again, "Yes")
    game = again.window.game
    assert not again.demo and game.demo_played and not game.counts
    assert game.state.round == 1 and game.demo_in(1)      # the round's review will say the demo played
    casino.run_until(again, casino.idle)
    assert game.person_to_play


# --- leaving keeps it; a new game asks first ---------------------------------------------
def test_the_leave_question_says_the_game_is_kept(casino):
    app = casino.app()
    headless.press(app, "ESCAPE")
    assert casino.message_text(app) == "Leave Casino?"
    headless.press(app, "N")
    app.new_game()
    headless.press(app, "ESCAPE")
    assert casino.message_text(app) == "Leave Casino? Your game is kept for next time."
    casino.click_button(app, "Yes")
    assert app.done and casino.ctx.store.path(KEPT).exists()


def test_where_no_files_are_kept_the_leave_question_promises_nothing(casino):
    casino.ctx.files_kept = False
    app = casino.app()
    app.new_game()
    headless.press(app, "ESCAPE")
    assert casino.message_text(app) == "Leave Casino?"


def test_new_game_asks_before_giving_up_a_game_in_progress(casino):
    app = casino.app()
    game = app.new_game()
    kept = kept_payload(casino)["state"]
    headless.press(app, "F2")
    assert "Give up the game in progress" in casino.message_text(app)
    casino.click_button(app, "No")
    assert app.window.modal is None and app.window.game is game
    headless.press(app, "F2")
    casino.click_button(app, "Yes")
    assert isinstance(app.window.modal, GameDialog)
    casino.click_button(app, "Cancel")                 # changed one's mind: the game goes on
    assert app.window.game is game and kept_payload(casino)["state"] == kept
    headless.press(app, "F2")
    casino.click_button(app, "Yes")
    casino.click_button(app, "OK")
    assert app.window.game is not game and kept_payload(casino)["state"] != kept


def test_new_game_with_no_game_in_progress_asks_nothing(casino):
    app = casino.app()
    headless.press(app, "F2")
    assert isinstance(app.window.modal, GameDialog)


# --- take back, open hands only ------------------------------------------------------------
def undo_item(app):
    menu = next(m for m in app.window.menubar.menus if m.label == "&File")
    return next(i for i in menu.items if i is not None and i.label == "&Undo")


def test_ctrl_z_takes_back_your_play_and_the_answers_after_it(casino):
    pyxel = casino.pyxel
    app = casino.app(open_hands=True)
    game = app.new_game()
    casino.run_until(app, casino.idle)
    before_first = game.state.to_json()
    play_some(casino, app, 1)
    before_second = game.state.to_json()
    play_some(casino, app, 1)
    # the coach's lines on both plays said first: a late one would follow the take-back's line
    casino.run_until(app, lambda a: casino.idle(a) and not game.session.desk.judging)
    assert undo_item(app).is_enabled
    pyxel.set_btn(pyxel.KEY_CTRL, True)
    headless.press(app, "Z")
    pyxel.set_btn(pyxel.KEY_CTRL, False)
    assert game.state.to_json() == before_second and game.board.matches(game.state)
    assert game.person_to_play and "took back" in game.status[-1]
    app.window.take_back()                              # Undo from the menu's command
    assert game.state.to_json() == before_first
    assert not undo_item(app).is_enabled                # the start of the round: no further
    assert not app.window.game.counts
    headless.frame(app)                                 # kept at the frame's end
    assert kept_payload(casino)["extra"]["take_back_used"] is True
    assert kept_payload(casino)["state"] == before_first


def test_a_continued_game_takes_back_as_far_as_one_never_left(casino):
    app = casino.app(open_hands=True)
    game = app.new_game()
    before = positions_played(casino, app, game, 3)
    marks = kept_payload(casino)["extra"]["take_back"]
    assert len(marks) == 3 and all(isinstance(m, dict) for m in marks)     # each kept small
    assert len(json.dumps(marks)) < len(before[-1])
    again = casino.app(kept=True, open_hands=True)
    casino.click_button(again, "Yes")
    headless.frame(again, 2)
    back = again.window.game
    assert back.state.to_json() == before[-1] and undo_item(again).is_enabled
    for state in reversed(before[:-1]):
        assert back.take_back()
        assert back.state.to_json() == state and back.board.matches(back.state)
    assert not back.can_take_back and not undo_item(again).is_enabled
    assert back.status[-1].startswith("You took back your last play (")


def test_a_game_kept_without_take_back_marks_still_loads(casino):
    app = casino.app(open_hands=True)
    game = app.new_game()
    play_some(casino, app, 2)
    data = kept_payload(casino)
    del data["extra"]["take_back"]
    casino.ctx.store.write_text(KEPT, json.dumps(data))
    again = casino.app(kept=True, open_hands=True)
    casino.click_button(again, "Yes")
    back = again.window.game
    assert back.state.to_json() == game.state.to_json() and not back.can_take_back


@pytest.mark.parametrize("marks", [["{}"], [{"round": 5}], [{"to_move": 1}], [10 ** 6], ["x"] * 31])
def test_bad_take_back_marks_make_the_kept_game_damaged(casino, marks):
    app = casino.app(open_hands=True)
    app.new_game()
    play_some(casino, app, 1)
    data = kept_payload(casino)
    data["extra"]["take_back"] = marks
    casino.ctx.store.write_text(KEPT, json.dumps(data))
    casino.app(open_hands=True)
    assert casino.ctx.store.path(KEPT + ".bad").exists()


def test_take_back_never_reaches_into_the_round_before(casino):
    app = casino.game(last_trick(), open_hands=True)
    game = app.window.game
    casino.click_space(app, casino.space_of(app, "AS"))
    casino.click_hand(app, "AH")
    casino.run_until(app, lambda a: isinstance(a.window.modal, RoundDialog))
    casino.click_button(app, "OK")
    casino.run_until(app, casino.idle)
    assert game.board.round == 2 and not game.can_take_back


def test_without_open_hands_there_is_no_take_back(casino):
    pyxel = casino.pyxel
    app = casino.app(open_hands=False)
    game = app.new_game()
    play_some(casino, app, 1)
    now = game.state.to_json()
    assert not undo_item(app).is_enabled
    pyxel.set_btn(pyxel.KEY_CTRL, True)
    headless.press(app, "Z")
    pyxel.set_btn(pyxel.KEY_CTRL, False)
    assert game.state.to_json() == now and game.counts


# --- the record of games ---------------------------------------------------------------------
def win_the_game(casino, app):
    casino.click_space(app, casino.space_of(app, "AS"))
    casino.click_hand(app, "AH")
    casino.run_until(app, lambda a: isinstance(a.window.modal, RoundDialog))
    casino.click_button(app, "OK")


def test_a_finished_game_is_counted_by_its_opponents(casino):
    app = casino.game(last_trick(scores=(20, 3)))
    win_the_game(casino, app)
    row = Record(casino.ctx.store, "casino").row("standard-1")
    assert (row.played, row.won, row.lost, row.best, row.streak, row.longest) == (1, 1, 0, 22, 1, 1)
    app = casino.game(last_trick(scores=(3, 21)), bot="expert")
    casino.click_hand(app, "AH")                        # a put: the computer reaches 21 all the same
    casino.run_until(app, lambda a: isinstance(a.window.modal, RoundDialog))
    casino.click_button(app, "OK")
    rows = {r.setting: r for r in Record(casino.ctx.store, "casino").rows()}
    assert rows["expert-1"].lost == 1 and rows["expert-1"].streak == 0
    assert rows["standard-1"].played == 1


def test_demo_and_take_back_games_count_for_nobody(casino):
    app = casino.game(last_trick(scores=(20, 3)), open_hands=True)
    game = app.window.game
    game.took_back = True
    win_the_game(casino, app)
    assert not isinstance(app.window.modal, HallOfFameDialog)
    assert "counts for nobody" in game.status[-1]
    assert not casino.ctx.store.path(RECORD).exists()
    assert not casino.ctx.store.path(halloffame.FILE_NAME).exists()

    app = casino.game(last_trick(scores=(20, 3)))
    headless.press(app, "F5")
    casino.run_until(app, lambda a: isinstance(a.window.modal, RoundDialog))
    casino.click_button(app, "OK")
    assert not casino.ctx.store.path(RECORD).exists()


def test_the_records_window_and_clearing_it_asked_first(casino):
    app = casino.game(last_trick(scores=(20, 3)))
    win_the_game(casino, app)
    app.window.modal.close("OK")
    box = app.window.records()
    headless.frame(app)
    assert isinstance(box, RecordsDialog)
    assert box.list.rows == [("1 computer", "Standard", 1, 1, 0, 22, "22.0", 1, 1)]
    assert [c.title for c in box.list.columns] == ["Opponents", "Skill", "Played", "Won", "Lost", "Best",
                                                   "Average", "Streak", "Longest"]
    casino.click_button(app, "Clear Records")
    assert "Clear the record" in casino.message_text(app)
    casino.click_button(app, "No")
    assert box.list.rows and casino.ctx.store.path(RECORD).exists()
    casino.click_button(app, "Clear Records")
    casino.click_button(app, "Yes")
    assert box.list.rows == [] and not casino.ctx.store.path(RECORD).exists()


def test_records_is_in_the_file_menu(casino):
    app = casino.app()
    bar = app.window.menubar
    headless.click(app, *bar.title_point(1))
    headless.press(app, "R")
    assert isinstance(app.window.modal, RecordsDialog)


# --- bad files --------------------------------------------------------------------------------
def _good_payload(casino):
    app = casino.app()
    play_some(casino, app.new_game() and app, 1)
    return kept_payload(casino)


BAD = {
    "garbage": lambda p: "{{{ not json",
    "truncated": lambda p: json.dumps(p)[:200],
    "foreign": lambda p: json.dumps({**p, "program": "tablenette"}),
    "other version": lambda p: json.dumps({**p, "version": 2}),
    "bad state": lambda p: json.dumps({**p, "state": p["state"].replace('"hands":[[', '"hands":[["ZZ",', 1)}),
    "state not text": lambda p: json.dumps({**p, "state": 5}),
    "one name": lambda p: json.dumps({**p, "extra": {**p["extra"], "names": ["Ann"]}}),
    "unknown bot": lambda p: json.dumps({**p, "extra": {**p["extra"], "bot": "cheater"}}),
    "seed not a number": lambda p: json.dumps({**p, "extra": {**p["extra"], "bot_seed": "7"}}),
    "messages odd": lambda p: json.dumps({**p, "extra": {**p["extra"], "messages": [["x"]]}}),
    "flag odd": lambda p: json.dumps({**p, "extra": {**p["extra"], "demo_played": 1}}),
    "no extra": lambda p: json.dumps({k: v for k, v in p.items() if k != "extra"}),
}


@pytest.mark.parametrize("kind", sorted(BAD))
def test_a_bad_kept_game_is_said_in_one_line_kept_as_bad_and_ignored(casino, kind):
    payload = _good_payload(casino)
    casino.ctx.store.path(KEPT).write_text(BAD[kind](payload), encoding="utf-8")
    app = casino.app(kept=True, keep_dialog=True)
    box = app.window.modal
    assert isinstance(box, MessageBox) and box.icon == "warning"
    assert len(box.text.splitlines()) == 1 and KEPT in box.text
    assert casino.ctx.store.path(KEPT + ".bad").exists()
    assert not casino.ctx.store.path(KEPT).exists()
    box.close("OK")
    headless.frame(app)
    assert isinstance(app.window.modal, GameDialog), "no continue question: a fresh start"
    assert app.window.game is None


@pytest.mark.parametrize("kind", sorted(BAD))
def test_the_damaged_kept_games_box_speaks_to_the_player(casino, kind):
    payload = _good_payload(casino)
    casino.ctx.store.path(KEPT).write_text(BAD[kind](payload), encoding="utf-8")
    app = casino.app(kept=True, keep_dialog=True)
    text = app.window.modal.text
    assert text.startswith(f"{KEPT} was damaged (it") and text.endswith(
        f"); starting afresh (kept as {KEPT}.bad).")
    for developer in ("None", "(None)", "a kept game of another program", "'", '"', "JSON", "extra",
                      "bot", "names", "ZZ", "version 2"):
        assert developer not in text.replace("program's", "").replace("players'", ""), text


def test_a_damaged_hall_of_fame_speaks_to_the_player(casino):
    casino.ctx.store.root.mkdir(parents=True, exist_ok=True)
    casino.ctx.store.path(halloffame.FILE_NAME).write_text(
        '{"game": "casino", "kind": "hall_of_fame", "version": 1, "entries": '
        '[{"name": "Ann", "wins": 5, "games": 3, "points": 1}]}', encoding="utf-8")
    app = casino.app(keep_dialog=True)
    boxes = [d for d in app.window.dialogs if isinstance(d, MessageBox)]
    assert boxes[-1].text == (f"{halloffame.FILE_NAME} was damaged (its players' wins, games and points do "
                              f"not add up); starting afresh (kept as {halloffame.FILE_NAME}.bad).")


def test_a_bad_record_is_said_in_one_line_and_started_afresh(casino):
    casino.ctx.store.path(RECORD).parent.mkdir(parents=True, exist_ok=True)
    casino.ctx.store.path(RECORD).write_text('{"game": "casino", "kind": "record", "version": 1, '
                                            '"settings": {"standard-1": {"played": 3}}}', encoding="utf-8")
    app = casino.game(last_trick(scores=(20, 3)))
    win_the_game(casino, app)
    boxes = [d for d in app.window.dialogs if isinstance(d, MessageBox)]
    assert boxes and RECORD in boxes[-1].text and len(boxes[-1].text.splitlines()) == 1
    assert casino.ctx.store.path(RECORD + ".bad").exists()
    assert Record(casino.ctx.store, "casino").row("standard-1").played == 1


def test_kept_game_check_rebuilds_everything(casino):
    """The program's own check: the state and every extra, or ValueError."""
    payload = _good_payload(casino)
    app = casino.app()
    state, extra = app.check_kept({"state": payload["state"], "extra": payload["extra"]})
    assert state.to_json() == payload["state"] and extra.names == ["Ann", "Computer"]
    with pytest.raises(ValueError):
        app.check_kept({"state": payload["state"], "extra": {**payload["extra"], "moves": -1}})


def test_the_kept_game_is_on_the_table_behind_the_continue_question_and_no_clears_it(casino):
    """The question asks about a game the player can see: its hands, table and scores are behind
    it (and nobody plays while it is open); No takes it off the table, its file too, for New Game."""
    app = casino.game(State.new(5))
    headless.frame(app, 200)
    casino.click_hand(app, str(app.window.game.state.hands[0][0]))
    headless.frame(app, 300)
    left = app.window.game.state.to_json()
    again = casino.app(kept=True)
    assert isinstance(again.window.modal, MessageBox) and again.window.modal.text.startswith(CONTINUE)
    headless.frame(again, 100)
    assert again.window.game is not None and again.window.game.state.to_json() == left   # shown, held
    again.window.modal.close("No")
    headless.frame(again)
    assert again.window.game is None and not casino.ctx.store.path(KEPT).exists()
    assert again.window.modal is not None                                 # the New Game dialog


def test_after_a_finished_game_with_a_take_back_the_windows_say_why_it_is_not_there(casino):
    """A game with a play taken back is finished but enters neither the record nor the Hall of Fame (the
    README's rule): the windows do not say "no finished games"; their notes say which games are left
    out, and how many this session, on a line of their own between the list and the buttons."""
    app = casino.game(last_trick(scores=(20, 3)), open_hands=True)
    hall = app.window.hall_of_fame()
    assert hall.note is None                     # none finished yet: the Hall as the original drew it
    hall.close("OK")
    app.window.game.took_back = True
    win_the_game(casino, app)
    f = app.window.look.ui
    for opened, empty, note in (
            (app.window.records, "No games recorded yet.",
             "Not recorded: a game with a play taken back (1 this session), or one the demo played in."),
            (app.window.hall_of_fame, "No games in the Hall of Fame yet.",
             "Not entered: a game with a play taken back (1 this session), or one the demo played in.")):
        box = opened()
        headless.frame(app)
        assert box.list.rows == [] and box.EMPTY == empty and box.note.label == note
        ok = next(b for b in box.walk() if getattr(b, "label", None) == "OK")
        assert box.list.ay + box.list.h <= box.note.ay and box.note.ay + f.height <= ok.ay
        assert box.note.ax + f.width(note) <= box.list.ax + box.list.w
        box.close("OK")
