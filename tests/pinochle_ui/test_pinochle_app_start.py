"""Starting Tommy's Pinochle: letters, the startup show, the questions before a game."""

import pytest

from retro import headless, palette as P
from retro.pinochle.screens import app as pinochle_app
from retro.pinochle.screens.app_game import Game
from retro.pinochle.screens.ui_setup import (GUARD_FRAMES, HOLD_FRAMES, SHOW_FRAMES, SKIPPED_HOLD, Setup,
                                     Show)
from retro.programs import create as create_program


@pytest.mark.parametrize("letters, sound_off, mono, skip", [
    ("", False, False, False), ("S", True, False, False), ("M", False, True, False),
    ("C", False, False, False), ("*", False, False, True), ("MS", True, True, False),
    ("ms*", True, True, True), ("MC", False, False, False), ("CM", False, True, False),
    ("S*C", True, False, True),
])
def test_PIN_C1_command_line_letters_combine(letters, sound_off, mono, skip):
    """PIN-C1."""
    flags = pinochle_app.parse_letters(letters)
    assert (flags.sound_off, flags.mono, flags.skip_show) == (sound_off, mono, skip)


def test_PIN_C1_letters_reach_the_program(pin):
    pin.ctx.audio.muted = False
    app = pin.app("MS*")
    assert app.screen.mono and app.audio.muted and isinstance(app.scene, Setup)
    colour = pin.app("C")
    assert not colour.screen.mono and isinstance(colour.scene, Show)


def test_the_launcher_finds_the_program(pin):
    app = create_program("pinochle", pin.ctx, "*")
    assert isinstance(app, pinochle_app.PinochleApp)


def test_PIN_C2_the_show_plays_its_tune_then_goes_on_by_itself(pin):
    """PIN-C2."""
    app = pin.app("")
    assert isinstance(app.scene, Show)
    assert "pinochle-tune" in app.audio.played
    assert "Enter: no music" in app.screen.text()
    headless.frame(app, SHOW_FRAMES + 10)          # the tune is over; the picture stays a while
    text = app.screen.text()
    assert isinstance(app.scene, Show) and "Enter: go on" in text
    assert "Match score:  You 0   Computer 0" in text and "█████" in text
    pin.run_until(app, lambda a: isinstance(a.scene, Setup), limit=HOLD_FRAMES + 5)
    assert "Count system" in app.screen.text()


def test_enter_skips_the_music_and_a_second_enter_goes_on(pin, monkeypatch):
    app = pin.app("")
    stops = []
    monkeypatch.setattr(app.audio, "stop", lambda: stops.append(1))
    headless.press(app, "RETURN")
    assert isinstance(app.scene, Show) and stops and app.scene.frame == SHOW_FRAMES
    assert "Match score:" in app.screen.text() and "Enter: go on" in app.screen.text()
    headless.press(app, "RETURN")
    assert isinstance(app.scene, Setup)


def test_enter_alone_goes_on_soon_after_the_music(pin):
    app = pin.app("")
    headless.press(app, "RETURN")
    pin.run_until(app, lambda a: isinstance(a.scene, Setup), limit=SKIPPED_HOLD + 5)


def test_asterisk_skips_the_show(pin):
    app = pin.app("")
    headless.press(app, "ASTERISK")
    assert isinstance(app.scene, Setup)


@pytest.mark.parametrize("how", ["keys", "timer"])
def test_the_key_that_ends_the_show_is_no_answer(pin, how):
    app = pin.app("")
    if how == "keys":
        headless.press_many(app, ["RETURN", "RETURN", "RETURN", "3", "Y"])
    else:
        pin.run_until(app, lambda a: isinstance(a.scene, Setup), limit=SHOW_FRAMES + HOLD_FRAMES + 5)
        headless.press_many(app, ["RETURN", "3"])        # pressed just as the show went on
    setup = app.scene
    assert isinstance(setup, Setup) and setup.step == "count" and not setup.lines
    assert pin.beeps(app) == 0
    headless.frame(app, GUARD_FRAMES)
    headless.press(app, "RETURN")                         # now Enter answers
    assert setup.lines and setup.step == "single"


def test_nothing_moves_on_under_the_help(pin):
    app = pin.app("")
    headless.press(app, "F5")
    headless.frame(app, SHOW_FRAMES + HOLD_FRAMES + 10)
    assert isinstance(app.scene, Show) and app.modal is not None
    headless.press(app, "ESCAPE")
    assert app.modal is None and isinstance(app.scene, Show)


def test_setup_questions_and_their_answers_are_remembered(pin):
    app = pin.app("*")
    assert "Count system, 1 2 or 3 (Enter for 1)?" in app.screen.text()
    pin.setup_answers(app, count="streamlined", single_hand=False, game_point=1500, open_hands=True,
                      stop_at="coach")
    assert "Coach: a comment on each of your plays (Y/N)?" in app.screen.text()
    assert app.scene.widget.choice is True                # on by default with open hands
    pin.setup_answers(app, coach=False)
    assert isinstance(app.scene, Game) and not app.scene.coach_on
    options = app.scene.state.options
    assert (options.count, options.single_hand, options.game_point, options.open_hands) == \
        ("streamlined", False, 1500, True)
    saved = pin.ctx.store.settings("pinochle")
    assert saved["count"] == "streamlined" and saved["game_point"] == 1500 and saved["open_hands"]
    assert saved["coach"] is False                        # remembered
    # Next time the answers are the defaults: Enter (or the arrows' choice) takes them.
    again = pinochle_app.create(pin.ctx, "*")
    headless.frame(again, 2)
    assert "Continue the unfinished game (Y/N)?" in again.screen.text()
    headless.press(again, "N")                            # the game just begun is not wanted
    assert "Enter for 3" in again.screen.text()
    pin.setup_answers(again)
    assert not again.scene.coach_on
    options = again.scene.state.options
    assert (options.count, options.game_point, options.open_hands) == ("streamlined", 1500, True)


def test_PIN_O1_single_hand_game_skips_the_game_point(pin):
    app = pin.app("*")
    pin.setup_answers(app, count="simplified", single_hand=True, open_hands=False, coach=False)
    options = app.scene.state.options
    assert options.single_hand and options.count == "simplified" and not options.open_hands
    assert "Single-hand game" in app.screen.text()


def test_PIN_O1_bad_answers_beep_and_are_asked_again(pin):
    app = pin.app("*")
    headless.press(app, "7")                     # not a count system
    assert pin.beeps(app) == 1
    pin.setup_answers(app, single_hand=False, stop_at="game_point")
    headless.press_many(app, ["4", "0", "0", "RETURN"])
    assert pin.beeps(app) == 2 and isinstance(app.scene, Setup)
    assert "Please give 500 to 30000." in app.screen.text()
    headless.press_many(app, ["3", "0", "0", "0", "1", "RETURN"])   # 30001
    assert pin.beeps(app) == 3
    pin.setup_answers(app, game_point=500, open_hands=False, coach=False)
    assert app.scene.state.options.game_point == 500


def test_setup_esc_and_f7_ask_before_leaving(pin):
    app = pin.app("*")
    headless.press(app, "F7")
    assert "Quit Tommy's Pinochle (Y/N)?" in app.screen.text()
    headless.press(app, "N")
    assert not app.done and "Count system" in app.screen.text()
    headless.press_many(app, ["ESCAPE", "Y"])
    assert app.done


def test_setup_screen_in_mono_uses_only_greys(pin):
    app = pin.app("M*")
    headless.frame(app, 2)
    assert app.screen.mono
    import pyxel

    colours = {pyxel.screen.pget(x, y) for x in range(0, 640, 7) for y in range(40, 440, 5)}
    assert colours <= {P.BLACK, P.LIGHT_GREY, P.WHITE, P.DARK_GREY}
