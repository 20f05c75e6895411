"""Game > Replay...: finished games in the history, listed over their margins, stepped through, played on from."""

import gzip
import json
import time

import pytest

from replay_games import last_turn, played_record, stored

from retro import headless
from retro.history import History
from retro.record import RECORD_VERSION, Played, replay, spelled_out, write
from retro.tablenette import bots, rules
from retro.tablenette.screens.app_replay import Replays
from retro.win import MessageBox
from retro.win.replay import ReplayBox, ReplayList

SEATS = [("person", "You"), ("sycomp", "Computer")]


def record(deal=3):
    return played_record(rules, bots, "tablenette", deal, SEATS, kind="sycomp")


def open_list(tnt, app) -> ReplayList:
    tnt.pick(app, "Game", "Replay...")
    box = app.win.modal
    assert isinstance(box, ReplayList)
    return box


def open_first(tnt, app) -> ReplayBox:
    open_list(tnt, app)
    tnt.click_button(app, "Open")
    box = app.win.modal
    assert isinstance(box, ReplayBox)
    return box


def test_the_list_shows_the_kept_games_newest_first_with_their_margins(tnt):
    older, newer = record(3), record(4)
    stored(tnt.ctx.store, rules, [older, newer])
    app = tnt.app()
    box = open_list(tnt, app)
    assert [e.deal for e in box.entries] == [4, 3]
    assert box.list.rows[0][2] == "You, Computer"
    margins = [s[0] - s[1] for s in (older.scores, newer.scores)]
    assert box.margins() == margins                      # oldest first, as the chart draws them
    headless.press(app, "ESCAPE")
    assert not app.win.dialogs                            # back to the game as it was


def test_the_list_and_the_box_show_each_games_deal_number(tnt):
    stored(tnt.ctx.store, rules, [record(3), record(41772)])
    app = tnt.app()
    box = open_list(tnt, app)
    deal = box.list.columns[1]
    assert deal.title == "Deal" and deal.align == "right"
    assert [row[1] for row in box.list.rows] == [41772, 3]
    assert app.win.look.ui.width("1000000") + 5 < deal.width      # the largest deal number fits
    tnt.click_button(app, "Open")
    shown = app.win.modal
    assert isinstance(shown, ReplayBox) and shown.title == "Replay - Deal 41772 - You, Computer"


def test_stepping_forwards_and_back_shows_the_recorded_states(tnt):
    game = record(3)
    stored(tnt.ctx.store, rules, [game])
    states = replay(game, rules)
    app = tnt.app()
    box = open_first(tnt, app)
    tnt.run_until(app, lambda a: box.track.complete)
    forward = next(b for b in box.buttons if b.label == "&Forward >")
    back = next(b for b in box.buttons if b.label == "< &Back")
    for _ in range(3):
        headless.click(app, forward.ax + 5, forward.ay + 5)
    assert box.track.position == 3
    assert box.track.state.to_json() == states[3].to_json()
    headless.click(app, back.ax + 5, back.ay + 5)
    assert box.track.state.to_json() == states[2].to_json()
    headless.press(app, "RIGHT")
    headless.press(app, "RIGHT")
    assert box.track.state.to_json() == states[4].to_json()
    headless.press(app, "END")
    assert box.track.state.to_json() == states[-1].to_json() and box.track.state.over
    headless.press(app, "HOME")
    assert box.track.position == 0


def test_the_coach_has_a_word_beside_your_plays_worked_out_across_frames(tnt):
    game = record(3)
    stored(tnt.ctx.store, rules, [game])
    app = tnt.app()
    box = open_first(tnt, app)
    tnt.run_until(app, lambda a: box.track.complete)
    number = next(n for n in range(1, box.track.total + 1) if box.track.judged(n))
    box.go(number)
    tnt.run_until(app, lambda a: number in box.track.verdicts)
    assert any(text.startswith("Coach:") for text, _ in box.lines())


def test_play_from_here_plays_on_from_the_replayed_position_and_the_finished_game_is_kept(tnt):
    game = record(4)                             # the computer is past 251 and far ahead before the last play
    stored(tnt.ctx.store, rules, [game])
    index, there = last_turn(game, rules)
    app = tnt.app()
    box = open_first(tnt, app)
    box.go(index)
    tnt.run_until(app, lambda a: box.track.built >= index)
    tnt.click_button(app, "Play from here")
    assert not app.win.dialogs
    assert app.game.state.to_json() == there.to_json()
    tnt.settle(app)
    (card,) = app.game.state.hands[0]            # the last card of the hand: dropped on the deck card
    tnt.drag_to_deck(app, str(card))
    tnt.run_until(app, lambda a: a.game.state.over, 6000)
    kept = History(tnt.ctx.store, rules).games()
    assert len(kept) == 2
    newest = kept[0].record()
    assert newest.deal == 4 and newest.seats[0].kind == "person"
    played = replay(newest, rules)
    assert played[index].to_json() == there.to_json()
    assert played[-1].to_json() == app.game.state.to_json()


def test_a_record_of_another_version_is_refused_in_one_line(tnt):
    text = write(record(3)).replace(f"version: {RECORD_VERSION}", f"version: {RECORD_VERSION + 1}")
    blob = gzip.compress(json.dumps({"program": "tablenette", "kind": "history", "version": 1,
                                     "games": [text]}).encode())
    tnt.ctx.store.write_bytes("tablenette.history.gz", blob)
    app = tnt.app()
    open_list(tnt, app)
    tnt.click_button(app, "Open")
    box = app.win.modal
    assert isinstance(box, MessageBox) and "\n" not in box.text
    assert "another version" in box.text


def test_a_damaged_history_is_said_in_one_line_and_starts_afresh(tnt):
    tnt.ctx.store.write_bytes("tablenette.history.gz", b"not a history at all")
    app = tnt.app()
    tnt.pick(app, "Game", "Replay...")
    box = app.win.modal
    assert isinstance(box, MessageBox) and "\n" not in box.text
    assert "tablenette.history.gz" in box.text and "starting afresh" in box.text
    headless.press(app, "RETURN")
    assert isinstance(app.win.modal, ReplayList) and app.win.modal.entries == []
    assert tnt.ctx.store.path("tablenette.history.gz.bad").exists()


def test_the_list_of_a_hundred_games_opens_in_under_100_ms(tnt):
    stored(tnt.ctx.store, rules, [record(4)])
    path = tnt.ctx.store.path("tablenette.history.gz")
    data = json.loads(gzip.decompress(path.read_bytes()))
    data["games"] = data["games"] * 100
    path.write_bytes(gzip.compress(json.dumps(data).encode()))
    app = tnt.app()
    took = []
    for _ in range(3):                 # the best of three, each read afresh (the machine may be busy)
        app.win.replays = Replays(app.win)
        started = time.perf_counter()
        box = app.win.replays.open_list()
        headless.frame(app)                               # and its first frame drawn
        took.append(time.perf_counter() - started)
        assert len(box.entries) == 100 and box.list.selected == 0
        headless.press(app, "ESCAPE")
    assert min(took) < 0.1


def test_a_new_game_is_followed_from_its_deal(tnt):
    app = tnt.app()
    tnt.settle(app)
    game = app.game
    card = str(next(c for c in game.state.hands[0] if c.rank != "J"))    # a Jack may not go to the table
    tnt.drag_to_deck(app, card)
    log = app.win.replays.log
    assert log.game is game and log.deal == game.deal
    assert Played(f"{card} to the table", 0) in [p for p in log.moves]


def test_play_from_here_over_a_lesson_closes_the_lesson(tnt):
    game = record(4)
    stored(tnt.ctx.store, rules, [game])
    app = tnt.app()
    tnt.pick(app, "Help", "Lessons...")
    assert app.win.lessons is not None
    box = open_first(tnt, app)
    box.go(4)
    tnt.run_until(app, lambda a: box.track.built >= 4)
    tnt.click_button(app, "Play from here")
    assert app.win.lessons is None and not app.win.dialogs
    assert app.game.state.to_json() == replay(game, rules)[4].to_json()


def play_on(tnt, app, plays=None):
    """The person plays the first legal move at each turn (``plays`` of them, or to the match's end),
    each hand's box closed."""
    for _ in range(20000):
        game = app.game
        if plays == 0 or (game.state.over and game.idle and not app.win.dialogs):
            return game
        if app.win.dialogs:
            app.win.modal.close("OK" if not game.state.over else None)
        elif game.persons_turn:
            game.play(game.state.legal_moves()[0])
            plays = None if plays is None else plays - 1
        headless.frame(app)
    raise AssertionError("the match did not end")


@pytest.mark.system          # a whole end-to-end play: the full suite's, not the quick loop's
def test_a_game_continued_from_its_kept_file_goes_into_the_history_from_its_deal(tnt):
    app = tnt.app()
    app.win.new_game(41)
    play_on(tnt, app, plays=5)
    tnt.settle(app)
    played = [p.text for p in app.win.replays.log.moves]
    again = tnt.app(keep=True)
    assert tnt.message_text(again) == "Continue the unfinished game?"
    tnt.click_button(again, "Yes")
    game = again.game
    assert game.deal == 41 and [p.text for p in again.win.replays.log.moves] == played
    play_on(tnt, again)
    (entry,) = History(tnt.ctx.store, rules).games()
    kept = spelled_out(entry.record(), rules)
    assert kept.deal == 41 and [m.text for m in kept.moves[:len(played)]] == played
    states = replay(kept, rules)
    assert states[0].to_json() == rules.State.new(41).to_json()
    assert states[-1].to_json() == game.state.to_json()


@pytest.mark.system          # a whole end-to-end play: the full suite's, not the quick loop's
def test_a_game_kept_before_its_moves_were_kept_still_continues(tnt):
    """A kept file of before (no moves in it) loads and plays on; its game is not written to the history."""
    app = tnt.app()
    app.win.new_game(41)
    play_on(tnt, app, plays=2)
    tnt.settle(app)
    path = tnt.ctx.store.path("tablenette.game.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["extra"]["person_played"] is True and len(data["extra"]["played"]) >= 3
    for key in ("played", "person_played"):
        del data["extra"][key]
    path.write_text(json.dumps(data), encoding="utf-8")
    again = tnt.app(keep=True)
    tnt.click_button(again, "Yes")
    game = again.game
    assert game.deal == 41 and game.state.to_json() == data["state"]
    play_on(tnt, again)
    assert game.state.over and History(tnt.ctx.store, rules).games() == []


def test_a_game_played_on_from_a_replay_is_kept_and_continues_at_the_next_start(tnt):
    """Replay, a position well inside the game, Play from here, a play made, the program left: the
    next start finds the kept game whole (nothing damaged) and continues it, moves and all."""
    game = record(4)
    stored(tnt.ctx.store, rules, [game])
    states = replay(game, rules)
    turns = [n for n, state in enumerate(states) if state.to_move == 0 and not state.over]
    index = turns[len(turns) // 2]
    app = tnt.app()
    box = open_first(tnt, app)
    box.go(index)
    tnt.run_until(app, lambda a: box.track.built >= index)
    tnt.click_button(app, "Play from here")
    assert app.game.state.to_json() == states[index].to_json()
    play_on(tnt, app, plays=1)
    tnt.settle(app)
    left = app.game.state.to_json()
    moves = [p.text for p in app.win.replays.log.moves]
    assert len(moves) > index
    again = tnt.app(keep=True)
    assert tnt.message_text(again) == "Continue the unfinished game?"
    tnt.click_button(again, "Yes")
    assert again.game.state.to_json() == left
    assert [p.text for p in again.win.replays.log.moves] == moves


@pytest.mark.system
def test_a_game_the_demo_played_on_is_not_kept_for_replays(tnt):
    """A numbered deal, a few plays of the person's, then F5 (demo) to the end of the match: the
    computer played the person's seat, so the game is not kept as theirs (nor as a win)."""
    app = tnt.app()
    app.win.new_game(41)
    play_on(tnt, app, plays=3)
    tnt.settle(app)
    headless.press(app, "F5")
    for _ in range(40000):
        if app.game.state.over:
            break
        if app.win.dialogs:
            app.win.modal.close("OK")
        headless.frame(app)
    assert app.game.state.over and app.win.replays.log.person_played
    assert History(tnt.ctx.store, rules).games() == []
