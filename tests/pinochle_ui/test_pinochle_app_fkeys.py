"""Every function key of Tommy's Pinochle (PIN-F*), the neat trick included, and Esc."""

from retro import headless, palette as P
from retro.dos.widgets import TextViewer
from retro.pinochle.screens import app as pinochle_app
from retro.pinochle.screens.app import QUIT, QUIT_IN_GAME
from retro.pinochle.rules import Options, State
from retro.pinochle.screens.ui_popups import Box
from retro.pinochle.screens.ui_table import LEGEND_ROW, MESSAGE_ROW, SIDE_COL, SIDE_ROW

TABLE = "MELD TABLE"


def test_PIN_F1_toggles_sound(pin):
    """PIN-F1."""
    app = pin.game()
    assert not app.audio.on
    headless.press(app, "F1")
    assert app.audio.on and "Sound on." in app.screen.row_text(MESSAGE_ROW)
    headless.press(app, "F1")
    assert not app.audio.on and "Sound off." in app.screen.row_text(MESSAGE_ROW)


def test_PIN_F1_works_during_a_question(pin):
    app = pin.app("*")
    headless.press(app, "F1")
    assert app.audio.on and "Count system" in app.screen.text()


def test_PIN_F2_demo_mode_plays_my_side_and_F2_gives_it_back(pin):
    app = pin.game(State.new(3, Options()))
    pin.run_until(app, lambda a: a.scene.turn.awaiting == "play")
    headless.press(app, "F2")
    assert app.scene.demo and "(demo)" in app.screen.text()
    played = len(app.scene.state.events)
    headless.frame(app, 30)
    assert len(app.scene.state.events) > played        # the computer plays for me
    headless.press(app, "F2")
    assert not app.scene.demo
    pin.run_until(app, lambda a: a.scene.turn.awaiting in ("play", "meld"))
    events = len(app.scene.state.events)
    headless.frame(app, 30)
    assert len(app.scene.state.events) == events        # now it waits for me


def test_PIN_F2_demo_plays_a_full_hand_to_its_score_sheet(pin):
    app = pin.game(State.new(11, Options()))
    headless.press(app, "F2")
    frames = pin.run_until(app, lambda a: isinstance(a.modal, Box), limit=3000)
    text = app.screen.text()
    assert "End of hand 1" in text and "Last trick" in text and "Game total" in text
    tally = app.scene.board.tally
    assert sum(tally.tricks) + sum(tally.last) == 250          # PIN-S6 on the sheet
    assert app.scene.board.totals == [tally.hand_total(0), tally.hand_total(1)]
    assert frames < 3000
    # In demo mode the sheet goes away by itself and the next hand is dealt.
    pin.run_until(app, lambda a: a.modal is None and a.scene.state.hand_number == 2)


def test_PIN_F3_pops_up_the_meld_table_and_F3_removes_it(pin):
    """PIN-F3."""
    app = pin.game(pin.meld_position())
    headless.press(app, "F3")
    assert TABLE in app.screen.text()
    for line in ("150 flush", "100 100 aces", "40 pinochle", "Q♠ J♦", "40 royal marriage",
                 "20 marriage", "10 deece", "9♥", "p special  g group  s sequence"):
        assert line in app.screen.text(), line
    assert app.screen.chars[SIDE_ROW][SIDE_COL] == "╔"
    headless.press(app, "F3")
    assert TABLE not in app.screen.text()


def test_PIN_F3a_neat_trick_pins_the_meld_table_for_the_game(pin):
    app = pin.game(pin.meld_position())
    hand = len(app.scene.state.hands[0])
    headless.press(app, "F3")
    headless.press(app, "F7")
    assert QUIT_IN_GAME in app.screen.text()
    headless.press(app, "N")
    assert TABLE in app.screen.text() and not app.done
    headless.press(app, "F3")
    assert TABLE in app.screen.text()
    headless.press(app, "RETURN")
    assert app.scene.pinned and TABLE in app.screen.text()
    assert len(app.scene.state.hands[0]) == hand         # that Enter played no card
    for _ in range(3):
        headless.press(app, "F3")                         # F3 has no further effect
        assert TABLE in app.screen.text()
    # It stays up while the game goes on...
    headless.press(app, "123456789ABC"[pin.slot_of(app, "J♥")])
    headless.press_many(app, ["N", "RETURN"])
    assert TABLE in app.screen.text()
    # ...and is gone with the next game.
    app.begin(State.new(2, Options()))
    headless.frame(app, 2)
    assert TABLE not in app.screen.text()
    headless.press(app, "F3")
    assert TABLE in app.screen.text()


def test_PIN_F3a_enter_right_after_N_pops_the_table_down(pin):
    app = pin.game(pin.meld_position())
    hand = len(app.scene.state.hands[0])
    headless.press_many(app, ["F3", "F7", "N", "RETURN"])
    assert TABLE not in app.screen.text() and not app.scene.pinned
    assert len(app.scene.state.hands[0]) == hand
    headless.press(app, "F3")                             # F3 works as usual again
    assert TABLE in app.screen.text()
    headless.press(app, "F3")
    assert TABLE not in app.screen.text()


def test_PIN_F3a_other_keys_after_F3_take_it_down(pin):
    app = pin.game(pin.meld_position())
    headless.press_many(app, ["F3", "F7", "N", "F3", "LEFT"])
    assert TABLE not in app.screen.text() and not app.scene.pinned


def test_PIN_F5_shows_the_instructions_scrollable(pin, monkeypatch):
    """PIN-F5."""
    long_text = "# Tommy's Pinochle\n\n" + "\n\n".join(f"Paragraph {i}." for i in range(60))
    monkeypatch.setattr(pinochle_app, "doc_text", lambda name: long_text)
    app = pin.game()
    headless.press(app, "F5")
    viewer = app.modal
    assert isinstance(viewer, TextViewer) and "instructions" in app.screen.text()
    assert "Paragraph 0." in app.screen.text()
    headless.press_many(app, ["PAGEDOWN", "DOWN", "DOWN"])
    assert viewer.top > 0 and "Paragraph 0." not in app.screen.text()
    headless.press(app, "F5")
    assert app.modal is None and "instructions" not in app.screen.text()


def test_PIN_F5_reads_the_rules_text(pin):
    from retro.dos.widgets import markdown_lines
    from retro.paths import doc_text

    app = pin.app("*")
    headless.press(app, "F5")
    viewer = app.modal
    assert viewer.lines == markdown_lines(doc_text("pinochle"), viewer.width - 4)
    first = next(line for line, _ in viewer.lines if line.strip())
    assert first in app.screen.text()
    headless.press(app, "ESCAPE")
    assert app.modal is None and "Count system" in app.screen.text()


def test_PIN_F7_asks_before_quitting(pin):
    """PIN-F7."""
    app = pin.game()
    headless.press(app, "F7")
    assert QUIT_IN_GAME in app.screen.row_text(MESSAGE_ROW)
    headless.press(app, "N")
    assert not app.done and "Quit" not in app.screen.row_text(MESSAGE_ROW)
    headless.press_many(app, ["F7", "Y"])
    assert app.done


def test_esc_returns_to_the_launcher_after_the_same_question(pin):
    app = pin.game()
    headless.press(app, "ESCAPE")
    assert QUIT_IN_GAME in app.screen.text()
    headless.press_many(app, ["LEFT", "RETURN"])          # Left selects Y, Enter confirms
    assert app.done


def test_PIN_F8_F9_change_the_delay_shown_at_lower_right(pin):
    app = pin.game(speed=2)
    assert app.screen.row_text(LEGEND_ROW).rstrip().endswith("Delay 2")
    headless.press(app, "F8")
    assert app.speed == 3 and app.screen.row_text(LEGEND_ROW).rstrip().endswith("Delay 3")
    headless.press_many(app, ["F9"] * 5)
    assert app.speed == 0 and pin.beeps(app) == 2        # 0 is the floor
    headless.press_many(app, ["F8"] * 12)
    assert app.speed == 9 and pin.beeps(app) == 5        # 9 is the ceiling
    assert pin.ctx.store.settings("pinochle")["speed"] == 9


def test_PIN_F10_cycles_the_border_in_colour(pin):
    """PIN-F10."""
    app = pin.game()
    colours = [app.screen.border]
    for _ in range(3):
        headless.press(app, "F10")
        colours.append(app.screen.border)
    assert len(set(colours)) == 4
    import pyxel

    assert pyxel.screen.pget(5, 5) == colours[-1]         # the overscan band shows it


def test_PIN_F10_in_mono_highlights_the_message_line(pin):
    app = pin.game(letters="M*")
    border = app.screen.border
    headless.press(app, "F10")
    assert app.highlight and app.screen.border == border
    assert app.screen.bgs[MESSAGE_ROW][1] == P.LIGHT_GREY
    headless.press(app, "F10")
    assert not app.highlight and app.screen.bgs[MESSAGE_ROW][1] == P.BLACK


def test_F2_at_an_open_question_lets_demo_answer_it_and_play_on(pin):
    from retro.dos.widgets import YesNo
    from tests.pinochle_ui.test_pinochle_app_details import asking_exchange

    app = asking_exchange(pin)
    question, events = app.modal, len(app.scene.state.events)
    headless.press(app, "F2")
    assert app.scene.demo and app.modal is question               # it stands a moment
    pin.run_until(app, lambda a: not any(w is question for w, _ in a.modals), limit=200)
    pin.run_until(app, lambda a: len(a.scene.state.events) > events and a.scene.state.trick, limit=2000)
    assert not isinstance(app.modal, YesNo)
    line = app.screen.row_text(MESSAGE_ROW)
    assert line.count("F2") == 1, line                            # said once, not twice

