"""Every finished game goes into the history; the Replay screen lists it, steps through it and plays on from it."""

import gzip

import pytest

from replay_games import played_on_from_a_replay, replays_at_a_games_end, tap_a_footer_key

from retro import headless
from retro.dos.replay_list import ReplayList
from retro.dos.widgets import YesNo
from retro.history import History
from retro.pinochle import rules
from retro.pinochle.screens.app_game import Game
from retro.pinochle.screens.app_replay import ANOTHER_VERSION, ReplayView
from retro.pinochle.screens.ui_popups import Box
from retro.pinochle.screens.ui_table import MESSAGE_ROW
from retro.record import replay, spelled_out, write
from retro.table.replay import Track
from dataclasses import replace


def play_a_game(pin, app, take_back_at=None, stop_after=None):
    """The person plays the first legal move at each turn of a single-hand game, to its end (taking
    the decision back once after ``take_back_at`` of theirs, and then playing the last legal move)."""
    app.scene.session.seats.bots = pin.plain_bots()
    decisions = 0
    for _ in range(8000):
        game = app.scene
        if game.state.over and isinstance(app.modal, Box) and app.modal.title.endswith("over"):
            return game
        if app.modals:
            headless.press(app, "N" if isinstance(app.modal, YesNo) else "RETURN")
            continue
        if game.turn.awaiting in ("play", "meld") and game.session.persons_turn:
            if decisions == stop_after:
                return game
            if decisions == take_back_at:
                game.take_back()
                game.decide(game.state.legal_moves()[-1])
            else:
                game.decide(game.state.legal_moves()[0])
            decisions += 1
        headless.frame(app, 1)
    raise AssertionError("the game did not end")


def finished(pin):
    app = pin.app("*")
    pin.setup_answers(app, single_hand=True, open_hands=False, coach=False)   # count 1 (the default)
    game = play_a_game(pin, app)
    return app, game


def test_a_finished_game_lands_in_the_history_and_replays_to_its_end(pin):
    app, game = finished(pin)
    games = History(pin.ctx.store, rules).games()
    assert len(games) == 1
    entry = games[0]
    assert entry.deal == game.deal and entry.person == 0 and entry.opponents == ("Computer",)
    record = entry.record()
    assert [s.kind for s in record.seats] == ["person", "plain"]
    assert replay(record, rules)[-1].to_json() == game.state.to_json()
    assert entry.result.startswith(("You won", "You lost", "Drawn"))


def test_a_game_with_a_take_back_is_kept_as_it_was_played_at_last(pin):
    app = pin.app("*")
    pin.setup_answers(app, single_hand=True, open_hands=True, coach=False)    # count 1 (the default)
    game = play_a_game(pin, app, take_back_at=3)
    assert game.session.takeback.used
    record = History(pin.ctx.store, rules).games()[0].record()
    assert replay(record, rules)[-1].to_json() == game.state.to_json()


def open_list(app):
    headless.press_many(app, ["RETURN", "Y"])                # the game-over box, another game: yes
    headless.press(app, "R")
    assert isinstance(app.scene, ReplayList)
    return app.scene


def test_the_replay_list_shows_the_game_and_steps_through_its_states(pin):
    app, game = finished(pin)
    listing = open_list(app)
    text = app.screen.text()
    assert f"#{game.deal}" in text and "Computer" in text
    assert "wins above the line" in text and ("█" in text or "▄" in text or "▀" in text)
    headless.press(app, "RETURN")
    view = app.scene
    assert isinstance(view, ReplayView)
    states = replay(view.record, rules)
    pin.run_until(app, lambda a: a.scene.track.complete, limit=600)
    headless.press_many(app, ["RIGHT"] * 3)
    assert view.track.state.to_json() == states[3].to_json()
    headless.press(app, "LEFT")
    assert view.track.state.to_json() == states[2].to_json()
    headless.press(app, "END")
    assert view.track.state.to_json() == states[-1].to_json()
    headless.press(app, "PAGEUP")
    assert view.track.position == len(states) - 11
    headless.press(app, "HOME")
    assert view.track.state.to_json() == states[0].to_json()
    assert f"Move 0 of {len(states) - 1}" in app.screen.text()
    headless.press(app, "ESCAPE")
    assert app.scene is listing


def test_play_from_here_gives_the_replayed_state_and_records_the_whole_game(pin):
    app, game = finished(pin)
    open_list(app)
    headless.press(app, "RETURN")
    view = app.scene
    pin.run_until(app, lambda a: a.scene.track.complete, limit=600)
    states = replay(view.record, rules)
    headless.press_many(app, ["RIGHT"] * 7)
    headless.press(app, "P")
    game2 = app.scene
    assert isinstance(game2, Game)
    assert game2.state.to_json() == states[7].to_json()
    assert game2.deal == view.record.deal and len(game2.log.moves) == 7
    play_a_game(pin, app)
    newest = History(pin.ctx.store, rules).games()[0]
    assert replay(newest.record(), rules)[-1].to_json() == game2.state.to_json()


def test_another_versions_record_is_refused_in_one_line(pin):
    app, game = finished(pin)
    store = pin.ctx.store
    history = History(store, rules)
    record = history.games()[0].record()
    import json
    data = json.loads(gzip.decompress(store.path(history.name).read_bytes()))
    data["games"][-1] = write(replace(record, version=record.version + 1))
    store.write_bytes(history.name, gzip.compress(json.dumps(data).encode()))
    app.history = History(store, rules)
    open_list(app)
    headless.press(app, "RETURN")
    assert isinstance(app.scene, ReplayList)
    assert app.screen.row_text(23).strip() == ANOTHER_VERSION


def test_a_damaged_history_is_said_in_one_line_and_started_afresh(pin):
    store = pin.ctx.store
    store.write_bytes("pinochle.history.gz", b"not a history")
    app = pin.app("*")
    headless.press(app, "R")
    assert isinstance(app.scene, ReplayList)
    line = app.screen.row_text(23)
    assert "pinochle.history.gz" in line and "starting afresh" in line
    assert "No games kept yet" in app.screen.text()
    assert store.path("pinochle.history.gz.bad").exists()


@pytest.mark.system
def test_stepping_a_replay_keeps_within_its_budget():
    """Each step does at most the work its budget lets in (a clock that ticks at every look)."""
    import random
    from retro.pinochle import coach
    from retro.record import make_record
    state = rules.State.new(3, rules.Options(single_hand=True))
    rng, moves = random.Random(1), []
    while not state.over:
        move = rng.choice(state.legal_moves())
        moves.append((state.to_move, move))
        state.apply(move)
    record = make_record("pinochle", 3, state.options, [("person", "You"), ("plain", "Computer")], moves)
    ticks = [0.0]

    def clock():
        ticks[0] += 0.001
        return ticks[0]
    track = Track(record, rules, judge=coach.judge_steps, person=0, clock=clock)
    for _ in range(400):
        before = ticks[0]
        track.step(0.008)
        assert ticks[0] - before <= 0.008 + 0.004
    assert track.complete


def test_a_kept_game_keeps_its_moves_and_is_recorded_when_finished_another_time(pin):
    app = pin.app("*")
    pin.setup_answers(app, single_hand=True, open_hands=False, coach=False)
    play_a_game(pin, app, stop_after=3)
    deal, moves = app.scene.deal, len(app.scene.log.moves)
    before = [m.text for m in app.scene.log.moves]
    app.quit()
    again = pin.app("*")
    headless.press(again, "Y")                               # continue the unfinished game
    game = again.scene
    assert isinstance(game, Game) and game.deal == deal and len(game.log.moves) == moves
    play_a_game(pin, again)
    record = spelled_out(History(pin.ctx.store, rules).games()[0].record(), rules)
    assert record.deal == deal and [m.text for m in record.moves[:moves]] == before    # from the deal
    states = replay(record, rules)
    assert states[0].to_json() == rules.State.new(deal, game.state.options).to_json()
    assert states[-1].to_json() == game.state.to_json()


def test_a_game_played_on_from_a_replay_is_kept_and_continues_at_the_next_start(pin):
    """Replay, a position inside the game, P (play from here), a few plays, the program left: the
    next start asks to continue (nothing damaged) and brings back the game and its moves."""
    app, _ = finished(pin)
    played_on_from_a_replay(pin, app, open_list, 9)
    game = app.scene
    assert isinstance(game, Game) and len(game.log.moves) >= 9
    play_a_game(pin, app, stop_after=2)
    pin.run_until(app, lambda a: a.scene.turn.awaiting in ("play", "meld") and a.scene.session.persons_turn)
    left, moves = app.scene.state.to_json(), [m.text for m in app.scene.log.moves]
    assert len(moves) > 9
    app.quit()
    again = pin.app("*")
    assert "You left a game unfinished" in again.screen.text(), again.screen.text()
    headless.press(again, "Y")
    game = again.scene
    assert isinstance(game, Game) and game.state.to_json() == left
    assert [m.text for m in game.log.moves] == moves


def test_back_from_the_replays_at_a_games_end_asks_another_game_again(pin):
    """At "Another game?": F6, R (the replays), Esc: the same question again, and A still plays the
    deal again (the questions came back instead, and the deal was lost)."""
    app, game = finished(pin)
    headless.press(app, "RETURN")                            # the game-over box
    assert "Another game (Y/N)?" in app.screen.row_text(MESSAGE_ROW)
    replays_at_a_games_end(app, "F6")
    assert app.scene is game and "Another game (Y/N)?  A: this deal again" in app.screen.row_text(MESSAGE_ROW)
    headless.press(app, "A")
    assert isinstance(app.scene, Game) and app.scene is not game and app.scene.deal == game.deal


def test_by_taps_the_record_opens_the_replays_and_its_c_asks_before_clearing(pin):
    """No keys (a phone): at the questions F6's record box, a tap on "C clears" asks first, a tap on
    "R replays your games" opens the list."""
    from retro.pinochle.screens.ui_popups import RecordBox

    app, game = finished(pin)
    headless.press_many(app, ["RETURN", "Y", "F6"])           # the game-over box, another game, the record
    box = app.modal
    assert isinstance(box, RecordBox) and box.on_replay is not None
    tap_a_footer_key(app, "C")
    assert isinstance(app.modal, YesNo)
    headless.press(app, "N")
    assert app.modal is box
    tap_a_footer_key(app, "R")
    assert isinstance(app.scene, ReplayList) and app.modal is None
