"""PINOCHLE.SCR (PIN-C3) and the end of a game: winner, match score, another game."""

import pytest

from retro import headless
from retro.pinochle.screens import app as pinochle_app, app_score
from retro.pinochle.screens.app_score import SCORE_FILE, Match
from retro.pinochle.rules import Options, State
from retro.pinochle.screens.ui_popups import Box
from retro.pinochle.screens.ui_setup import Setup


def test_PIN_C3_format_round_trips_and_is_readable():
    text = app_score.format_match(Match(3, 5))
    assert "you 3\ncomputer 5\n" in text and text.startswith("#")
    assert app_score.parse(text.encode()) == Match(3, 5)
    assert app_score.parse(b"\n  Computer 7\n# note\nYOU 0\n") == Match(0, 7)


@pytest.mark.parametrize("data", [
    b"", b"you 3\n", b"you 3\ncomputer x\n", b"you -1\ncomputer 2\n", b"you 3\nyou 4\ncomputer 1\n",
    b"me 3\ncomputer 1\n", b"you 3 4\ncomputer 1\n", b"\xff\xfe", b"you 99999999999\ncomputer 0\n",
])
def test_PIN_C3_anything_else_is_damaged(data):
    with pytest.raises(ValueError):
        app_score.parse(data)


def test_PIN_C3_record_writes_atomically_and_deleting_clears(store):
    assert app_score.load(store) == Match()
    assert app_score.record(store, 1) == Match(0, 1)
    assert app_score.record(store, 0) == Match(1, 1)
    assert app_score.record(store, None) == Match(1, 1)       # a drawn game counts for nobody
    assert (store.root / SCORE_FILE).read_text().endswith("you 1\ncomputer 1\n")
    assert not [p for p in store.root.iterdir() if p.name.endswith(".tmp")]
    (store.root / SCORE_FILE).unlink()
    assert app_score.record(store, 0) == Match(1, 0)


def _single_hand_demo(pin):
    app = pin.app("*")
    pin.setup_answers(app, single_hand=True, open_hands=False, coach=False)   # count 1 (the default)
    assert app.scene.state.options.single_hand
    headless.press(app, "F2")
    pin.run_until(app, lambda a: isinstance(a.modal, Box) and a.modal.title.endswith("over"),
                  limit=4000)
    return app


def test_demo_games_count_for_nobody_in_PINOCHLE_SCR(pin):
    """PIN-C3: a game where demo mode played for the person is not counted."""
    pin.ctx.store.write_text(SCORE_FILE, app_score.format_match(Match(2, 3)))
    app = _single_hand_demo(pin)
    state = app.scene.state
    assert state.over
    saved = app_score.parse((pin.ctx.store.root / SCORE_FILE).read_bytes())
    assert saved == Match(2, 3) and app.match == Match(2, 3)
    text = app.screen.text()
    assert "Demo mode played for you: this game is not counted." in text
    assert "Match score (games won, kept in PINOCHLE.SCR):" in text
    assert f"You {2:>5}      Computer {3:>5}" in text
    assert ("You win the game" in text) == (state.winner == 0)
    assert ("I win the game" in text) == (state.winner == 1)
    assert "You 2 : 3 Me" in app.screen.row_text(0)
    headless.press(app, "RETURN")
    assert "Another game (Y/N)?" in app.screen.text()
    headless.press(app, "Y")
    assert isinstance(app.scene, Setup)
    pin.setup_answers(app)
    assert app.scene.state.options.single_hand and not app.scene.pinned


def test_demo_switched_on_and_off_before_a_turn_still_counts(pin):
    position = State.from_position(hands=["AS", "9S"], trump="C", leader=0, round=2,
                                   scores=(480, 300), options=Options(game_point=500))
    app = pin.game(position, bots=pin.plain_bots())
    app.scene.toggle_demo()
    app.scene.toggle_demo()                            # no turn of mine was played by demo
    pin.run_until(app, lambda a: a.scene.turn.awaiting == "play")
    headless.press(app, "1")
    pin.run_until(app, lambda a: isinstance(a.modal, Box))
    headless.press(app, "RETURN")
    pin.run_until(app, lambda a: isinstance(a.modal, Box))
    assert "not counted" not in app.screen.text()
    assert pin.ctx.store.path(SCORE_FILE).read_text().endswith("you 1\ncomputer 0\n")


def _two_tricks_left(pin, open_hands):
    """Round two, two tricks left, the person to lead; whoever wins passes the game point of 500."""
    position = State.from_position(hands=["AS KS", "9S QS"], trump="C", leader=0, round=2,
                                   scores=(480, 300), options=Options(game_point=500, open_hands=open_hands))
    return pin.game(position, bots=pin.plain_bots())


def _play_to_game_over(pin, app):
    """The person plays their first card at every turn until the game-over box is up."""
    while True:
        pin.run_until(app, lambda a: a.scene.turn.awaiting == "play" or isinstance(a.modal, Box))
        if isinstance(app.modal, Box):
            if app.modal.title.endswith("over"):
                return app.screen.text()
            headless.press(app, "RETURN")            # the end-of-hand sheet
        else:
            headless.press(app, "1")


def _play_and_take_it_back(pin, app) -> None:
    """The person plays the first card of the hand and takes it back (Backspace)."""
    pin.run_until(app, lambda a: a.scene.turn.awaiting == "play")
    headless.press(app, "1")
    pin.run_until(app, lambda a: a.scene.turn.awaiting == "play")
    headless.press(app, "BACKSPACE")


def test_a_game_with_a_take_back_says_so_and_not_that_demo_mode_played(pin):
    """F2 never pressed, a play taken back: the game-over box gives that reason, not demo mode."""
    app = _two_tricks_left(pin, open_hands=True)
    _play_and_take_it_back(pin, app)
    assert app.scene.session.takeback.used and not app.scene.session.flags.demo_played
    text = _play_to_game_over(pin, app)
    assert "You took back a play: this game is not counted." in text
    assert "Demo mode" not in text
    assert not pin.ctx.store.path(SCORE_FILE).exists() and app.record.row("all").played == 0


def test_a_game_demo_mode_played_in_says_demo_and_not_take_back(pin):
    app = _two_tricks_left(pin, open_hands=True)
    pin.run_until(app, lambda a: a.scene.turn.awaiting == "play")
    headless.press(app, "F2")                       # demo mode plays the rest for the person
    pin.run_until(app, lambda a: isinstance(a.modal, Box) and a.modal.title.endswith("over"), limit=4000)
    text = app.screen.text()
    assert "Demo mode played for you: this game is not counted." in text
    assert "took back" not in text
    assert not pin.ctx.store.path(SCORE_FILE).exists()


def test_a_game_with_a_take_back_and_demo_play_gives_both_reasons(pin):
    app = _two_tricks_left(pin, open_hands=True)
    _play_and_take_it_back(pin, app)
    pin.run_until(app, lambda a: a.scene.turn.awaiting == "play")
    headless.press(app, "F2")
    pin.run_until(app, lambda a: isinstance(a.modal, Box) and a.modal.title.endswith("over"), limit=4000)
    assert "You took back a play and demo mode played for you: not counted." in app.screen.text()


def test_every_flag_of_the_session_gives_its_own_reason():
    from types import SimpleNamespace
    from retro.pinochle.screens.app_game import uncounted
    from retro.pinochle.screens.ui_popups import not_counted_line

    def session(take_back=False, played=False, on=False):
        return SimpleNamespace(takeback=SimpleNamespace(used=take_back), flags=SimpleNamespace(demo_played=played),
                               demo=on)
    assert uncounted(session()) == ()
    assert not_counted_line(uncounted(session(on=True))) == "Demo mode was on at the end: this game is not counted."
    assert "took back" in not_counted_line(uncounted(session(take_back=True, on=True)))
    assert not_counted_line(()) == "This game is not counted."      # a game counted by nobody, for no flag


def test_a_counted_game_gives_no_reason_for_not_counting(pin):
    app = _two_tricks_left(pin, open_hands=True)
    text = _play_to_game_over(pin, app)
    assert "not counted" not in text
    assert app.record.row("all").played == 1


def test_PIN_C3_quitting_after_the_game(pin):
    app = _single_hand_demo(pin)
    headless.press_many(app, ["RETURN", "N"])
    assert app.done


def test_PIN_C3_match_shown_on_the_title_screen(pin):
    pin.ctx.store.write_text(SCORE_FILE, app_score.format_match(Match(4, 7)))
    app = pin.app("")
    headless.frame(app, 300)
    assert "Match score:  You 4   Computer 7" in app.screen.text()


def test_PIN_C3_damaged_file_is_reported_and_read_as_nothing(pin):
    pin.ctx.store.write_text(SCORE_FILE, "you lots\ncomputer 2\n")
    app = pin.app("*")
    text = app.screen.text()
    assert "PINOCHLE.SCR was damaged" in text and "kept as PINOCHLE.SCR.bad" in text
    assert app.match == Match()
    assert (pin.ctx.store.root / "PINOCHLE.SCR.bad").exists()
    assert not (pin.ctx.store.root / SCORE_FILE).exists()
    assert app.screen.row_text(23).startswith(" PINOCHLE.SCR was damaged; starting afresh")
    # The game goes on from 0-0 and a finished game writes a good file again.
    assert app_score.record(pin.ctx.store, 1) == Match(0, 1)


@pytest.mark.parametrize("letters, frames", [("", 300), ("*", 2)])   # the title; the questions
def test_PIN_C3_two_damaged_files_each_get_their_own_line(pin, letters, frames):
    pin.ctx.store.write_text(SCORE_FILE, "you lots\n")
    pin.ctx.store.write_text("settings.json", "{not json")
    app = pinochle_app.create(pin.ctx, letters)
    headless.frame(app, frames)
    assert app.screen.row_text(22).startswith(" settings.json was damaged; starting afresh")
    assert app.screen.row_text(23).startswith(" PINOCHLE.SCR was damaged; starting afresh")


def test_PIN_G2_game_over_after_the_game_point(pin):
    # One trick left in round two; the winner passes the game point of 500.
    position = State.from_position(hands=["AS", "9S"], trump="C", leader=0, round=2,
                                   scores=(480, 300), options=Options(game_point=500))
    app = pin.game(position, bots=pin.plain_bots())
    headless.press(app, "1")
    pin.run_until(app, lambda a: isinstance(a.modal, Box))
    assert "End of hand 1" in app.screen.text()
    headless.press(app, "RETURN")
    pin.run_until(app, lambda a: isinstance(a.modal, Box))
    assert "You win the game, 501 to 300!" in app.screen.text()
    assert pin.ctx.store.path(SCORE_FILE).read_text().endswith("you 1\ncomputer 0\n")
