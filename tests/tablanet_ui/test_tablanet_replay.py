"""Every finished game goes into the history; the Replay screen lists it (Russian and English), steps
through it and plays on from it."""

import gzip
import json
import random
from dataclasses import replace

import pytest
import pyxel

from replay_games import played_on_from_a_replay, played_record, stored, replays_at_a_games_end, tap_a_footer_key

from retro import headless
from retro.dos.replay_list import ReplayList
from retro.history import History
from retro.record import make_record, replay, spelled_out, write
from retro.tablanet import bots, coach, rules
from retro.tablanet.screens.app_game import Game
from retro.tablanet.screens.app_replay import WORDS, ReplayView
from retro.tablanet.screens.ui_popups import AskYesNo, Box
from retro.table.replay import Track

# A slow end-to-end check, left out of the quick loop (-m 'not system').
pytestmark = pytest.mark.system


def play_a_game(tbl, app, take_back_at=None):
    """The person plays the first legal move at each turn, to the game-over box (taking the play
    back once after ``take_back_at`` of theirs, and then playing the last legal move); the frames
    between are updated, not drawn (the screens are checked where the tests look at them)."""
    plays = 0
    for _ in range(20000):
        game = app.scene
        if game.finished and isinstance(app.modal, Box) and app.modal.kind != "sheet" and game.state.over:
            return game
        if app.modals:
            headless.press(app, "N" if isinstance(app.modal, AskYesNo) else "RETURN")
            continue
        if tbl.my_turn(app) and game.session.persons_turn:
            if plays == take_back_at:
                game.take_back()
                headless.frame(app, 1)
                game.apply(game.state.legal_moves()[-1])
            else:
                game.apply(game.state.legal_moves()[0])
            plays += 1
        app.update()                  # a frame not looked at: no need to draw it
        pyxel.flip()
    raise AssertionError("the game did not end")


def finished(tbl, letters="E*"):
    """A whole game against a random computer, the shortest there is (to 101): what the history
    keeps of a game does not depend on its length."""
    app = tbl.app(letters)
    app.bot_name = "random"
    tbl.setup_answers(app, target=101)
    return app, play_a_game(tbl, app)


def test_a_finished_game_lands_in_the_history_and_replays_to_its_end(tbl):
    app, game = finished(tbl)
    entry = History(tbl.ctx.store, rules).games()[0]
    assert entry.deal == game.deal and entry.person == 0
    record = entry.record()
    assert [s.kind for s in record.seats] == ["person", "random"]
    assert replay(record, rules)[-1].to_json() == game.state.to_json()


def test_a_game_with_a_take_back_is_kept_as_it_was_played_at_last(tbl):
    app = tbl.app("E*", open_hands=True)
    app.bot_name = "random"
    tbl.setup_answers(app, target=101)
    game = play_a_game(tbl, app, take_back_at=2)
    assert game.session.takeback.used
    record = History(tbl.ctx.store, rules).games()[0].record()
    assert replay(record, rules)[-1].to_json() == game.state.to_json()


def open_list(app):
    headless.press(app, "RETURN")                            # the game-over box
    headless.press(app, "Y")                                 # another game: the questions
    headless.press(app, "R")
    assert isinstance(app.scene, ReplayList)
    return app.scene


def test_the_list_in_both_languages_and_stepping_shows_the_recorded_states(tbl):
    app, game = finished(tbl)
    listing = open_list(app)
    text = app.screen.text()
    assert f"#{game.deal}" in text and "Computer" in text and WORDS["chart"][1] in text
    headless.press(app, "F6")                                # Russian
    text = app.screen.text()
    assert WORDS["title"][0] in text and "Компьютер" in text and WORDS["chart"][0] in text
    headless.press(app, "F6")
    headless.press(app, "RETURN")
    view = app.scene
    assert isinstance(view, ReplayView)
    tbl.run_until(app, lambda a: a.scene.track.complete, limit=600)
    states = replay(view.record, rules)
    headless.press_many(app, ["RIGHT"] * 4)
    assert view.track.state.to_json() == states[4].to_json()
    headless.press(app, "LEFT")
    assert view.track.state.to_json() == states[3].to_json()
    headless.press(app, "PAGEDOWN")
    assert view.track.state.to_json() == states[13].to_json()
    headless.press(app, "END")
    assert view.track.state.to_json() == states[-1].to_json()
    headless.press(app, "HOME")
    assert f"Move 0 of {len(states) - 1}" in app.screen.text()
    headless.press(app, "F6")
    assert f"Ход 0 из {len(states) - 1}" in app.screen.text()
    headless.press(app, "ESCAPE")
    assert app.scene is listing


def test_play_from_here_gives_the_replayed_state_and_records_the_whole_game(tbl):
    app, game = finished(tbl)
    open_list(app)
    headless.press(app, "RETURN")
    view = app.scene
    tbl.run_until(app, lambda a: a.scene.track.complete, limit=600)
    states = replay(view.record, rules)
    headless.press_many(app, ["RIGHT"] * 9)
    headless.press(app, "P")
    game2 = app.scene
    assert isinstance(game2, Game)
    assert game2.state.to_json() == states[9].to_json()
    play_a_game(tbl, app)
    newest = History(tbl.ctx.store, rules).games()[0]
    assert replay(newest.record(), rules)[-1].to_json() == game2.state.to_json()


def test_another_versions_record_is_refused_in_one_line(tbl):
    app, game = finished(tbl)
    store = tbl.ctx.store
    history = History(store, rules)
    record = history.games()[0].record()
    data = json.loads(gzip.decompress(store.path(history.name).read_bytes()))
    data["games"][-1] = write(replace(record, version=record.version + 1))
    store.write_bytes(history.name, gzip.compress(json.dumps(data).encode()))
    app.history = History(store, rules)
    open_list(app)
    headless.press(app, "RETURN")
    assert isinstance(app.scene, ReplayList)
    assert app.screen.row_text(23).strip() == WORDS["other_version"][1]


def test_a_damaged_history_is_said_in_one_line_and_started_afresh(tbl):
    store = tbl.ctx.store
    store.write_bytes("tablanet.history.gz", b"not a history")
    app = tbl.app("E*")
    headless.press(app, "R")
    assert isinstance(app.scene, ReplayList)
    line = app.screen.row_text(23)
    assert "tablanet.history.gz" in line and "starting afresh" in line
    assert WORDS["empty"][1] in app.screen.text()
    assert store.path("tablanet.history.gz.bad").exists()


def test_stepping_a_replay_keeps_within_its_budget():
    """Each step does at most the work its budget lets in (a clock that ticks at every look)."""
    state = rules.State.new(3, rules.Options())
    rng, moves = random.Random(1), []
    while not state.over:
        move = rng.choice(state.legal_moves())
        moves.append((state.to_move, move))
        state.apply(move)
    record = make_record("tablanet", 3, state.options, [("person", "You"), ("random", "Computer")], moves)
    ticks = [0.0]

    def clock():
        ticks[0] += 0.001
        return ticks[0]
    track = Track(record, rules, judge=coach.judge_steps, person=0, clock=clock)
    for _ in range(2000):
        before = ticks[0]
        track.step(0.008)
        assert ticks[0] - before <= 0.008 + 0.004
    assert track.complete


def three_plays_against_random(tbl):
    """A new English game to 101 against the random bot, the person's first legal play made three times."""
    app = tbl.app("E*")
    app.bot_name = "random"
    tbl.setup_answers(app, target=101)
    for _ in range(3):
        tbl.run_until(app, lambda a: tbl.my_turn(a))
        app.scene.apply(app.scene.state.legal_moves()[0])
        headless.frame(app, 2)
    return app


def test_every_move_is_kept_in_one_write_with_the_move_in_its_log(tbl, monkeypatch):
    """The kept file is written once a frame that made moves, at its end (not once before a move is in
    the log and again after), and each write already holds every move made."""
    from retro.keep import KeptGame
    written = []
    save = KeptGame.save

    def counted(self, text, extra=None):
        written.append(len((extra or {}).get("played", [])))     # the moves this write holds
        return save(self, text, extra)

    monkeypatch.setattr(KeptGame, "save", counted)
    app = three_plays_against_random(tbl)
    made = len(app.scene.log.moves)
    assert written == sorted(set(written)) and written[-1] == made, written     # never twice the same moves


def test_a_kept_game_keeps_its_moves_and_is_recorded_when_finished_another_time(tbl):
    app = three_plays_against_random(tbl)
    deal, moves = app.scene.deal, len(app.scene.log.moves)
    before = [m.text for m in app.scene.log.moves]
    app.quit()
    again = tbl.app("E*")
    again.bot_name = "random"
    headless.press(again, "Y")                               # continue the unfinished game
    game = again.scene
    assert isinstance(game, Game) and game.deal == deal and len(game.log.moves) == moves
    play_a_game(tbl, again)
    record = spelled_out(History(tbl.ctx.store, rules).games()[0].record(), rules)
    assert record.deal == deal and [m.text for m in record.moves[:moves]] == before    # from the deal
    states = replay(record, rules)
    assert states[0].to_json() == rules.State.new(deal, game.state.options).to_json()
    assert states[-1].to_json() == game.state.to_json()


def test_a_game_played_on_from_a_replay_is_kept_and_continues_at_the_next_start(tbl):
    """Replay, a position inside the game, P (play from here), two plays, the program left: the next
    start asks to continue (nothing damaged) and brings back the game and its moves."""
    seats = [("person", "You"), ("random", "Computer")]
    stored(tbl.ctx.store, rules, [played_record(rules, bots, "tablanet", 677, seats, rules.Options(players=2),
                                                kind="random")])
    app = tbl.app("E*")                                     # the questions: R opens the kept games
    played_on_from_a_replay(tbl, app, lambda a: headless.press(a, "R"), 9)
    assert isinstance(app.scene, Game)
    for _ in range(2):
        tbl.run_until(app, lambda a: tbl.my_turn(a) and a.scene.session.persons_turn)
        app.scene.apply(app.scene.state.legal_moves()[0])
        headless.frame(app, 2)
    tbl.run_until(app, lambda a: tbl.my_turn(a) and a.scene.session.persons_turn)
    left, moves = app.scene.state.to_json(), [m.text for m in app.scene.log.moves]
    assert len(moves) > 9
    app.quit()
    again = tbl.app("E*")
    assert "damaged" not in again.screen.text(), again.screen.text()
    headless.press(again, "Y")                               # continue the unfinished game
    game = again.scene
    assert isinstance(game, Game) and game.state.to_json() == left
    assert [m.text for m in game.log.moves] == moves


def test_a_game_the_demo_played_on_is_not_kept_for_replays(tbl):
    """Three plays of the person's, then F2 (demo) to the end of the game: the computers played the
    person's seat, so the game is not kept as theirs (nor as a win)."""
    app = three_plays_against_random(tbl)
    headless.press(app, "F2")
    for _ in range(40000):
        game = app.scene
        if isinstance(game, Game) and game.state.over:
            break
        app.update()
        pyxel.flip()
    assert isinstance(app.scene, Game) and app.scene.state.over and app.scene.log.person_played
    assert History(tbl.ctx.store, rules).games() == []


def test_back_from_the_replays_at_a_games_end_asks_another_game_again(tbl):
    """At "Another game?": F3 (the record), R (the replays), Esc: the same question again, and A
    still plays the deal again (the questions came back instead, and the deal was lost)."""
    from retro.tablanet.screens.ui_table import MESSAGE_ROW

    app, game = finished(tbl)
    headless.press(app, "RETURN")                            # the game-over box
    assert "Another game (Y/N)?" in app.screen.row_text(MESSAGE_ROW)
    replays_at_a_games_end(app, "F3")
    assert app.scene is game and "A: this deal again" in app.screen.row_text(MESSAGE_ROW)
    headless.press(app, "A")
    assert isinstance(app.scene, Game) and app.scene is not game and app.scene.deal == game.deal


def test_by_taps_the_record_opens_the_replays_and_its_c_asks_before_clearing(tbl):
    """No keys (a phone): at the questions F3's record box, a tap on "C clears" asks first, a tap on
    "R replays your games" opens the list (it used to ask to clear the record too)."""
    from retro.tablanet.screens.ui_popups import RecordBox

    seats = [("person", "You"), ("random", "Computer")]
    stored(tbl.ctx.store, rules, [played_record(rules, bots, "tablanet", 677, seats, rules.Options(players=2),
                                                kind="random")])
    app = tbl.app("E*")
    app.record.add("players-2", "won", 260)
    headless.press(app, "F3")                                   # at the questions, the record
    box = app.modal
    assert isinstance(box, RecordBox) and box.on_replay is not None
    tap_a_footer_key(app, "C")
    assert isinstance(app.modal, AskYesNo) and app.modal.key == "q_clear_record"
    headless.press(app, "N")
    assert app.modal is box and app.record.rows()
    tap_a_footer_key(app, "R")
    assert isinstance(app.scene, ReplayList) and app.modal is None
