"""Casino's message area after a take-back and after a play made through the Take/Build window:
no line of an undone play stays, and the coach's line on your play stays in view."""

import pytest

from retro import headless
from retro.cards import Card
from retro.casino import coach
from retro.casino.rules import Move, Options, State
from retro.casino.screens.ui_messages import Messages
from retro.win import MessageBox, font


@pytest.fixture(autouse=True)
def fresh_coach():
    """The coach keeps each position's work; each test starts without it."""
    kept = getattr(coach, "_KEPT", None)
    if kept is not None:
        kept.clear()
    yield


def x1_position():
    """CAS-X1: hand 2, 2, Q, A; tableau 2♠, a 5-7 build, J."""
    return State.from_position(hands=["2H 2C QD AH", "3C 4D 8H 9S"], tableau=["2S", "5C+7D", "JS"],
                               stock=["6C", "6D", "6H", "6S", "KC", "KD", "KH", "KS"])


def shown(app) -> list[str]:
    """The lines the message area paints."""
    game, lay, f = app.window.game, app.window.layout, app.window.look.ui
    return [line.text for line in game.messages.lines(f, lay.status.w, lay.status.h // (f.height + 1))]


# --- take-back ----------------------------------------------------------------------------------------
def test_a_take_back_leaves_the_lines_of_the_position_taken_back_to(casino):
    app = casino.game(x1_position(), open_hands=True, coach=True)
    game = app.window.game
    before = list(game.status)
    game.play(Move("put", Card.parse("QD")))
    casino.run_until(app, lambda a: casino.idle(a) and not game.session.desk.judging)
    headless.press(app, "F3")                                  # a hint for the position after it
    casino.run_until(app, casino.hinted)
    assert any(t.startswith("Coach: Better was") for t in game.status)
    assert game.hint is not None and game.selected
    assert game.take_back()
    assert game.status == before + ["You took back your last play (put Q♦)."]
    assert game.hint is None and not game.selected and not game.hinting
    headless.frame(app, 2)
    assert all("Q♦" not in line or "took back" in line for line in shown(app))


def test_a_second_take_back_rolls_the_lines_back_again(casino):
    app = casino.game(State.new(8), open_hands=True, coach=False)
    game = app.window.game
    casino.run_until(app, casino.idle)
    start = list(game.status)
    plays = []
    for _ in range(2):
        casino.run_until(app, casino.idle)
        move = game.state.legal_moves()[0]
        plays.append(move)
        game.play(move)
    casino.run_until(app, casino.idle)
    game.take_back()
    assert game.status[-1].startswith("You took back your last play (")
    assert sum(t.startswith("You ") and "took back" not in t for t in game.status) == 1
    game.take_back()
    assert game.status == start + [game.status[-1]] and "took back" in game.status[-1]


def test_a_take_back_after_a_log_without_your_play_clears_it():
    log = Messages()
    log.say("Computer puts 4♦.")
    assert log.back_before_own_play() is None and log.texts == []
    log.say("Round 1.")
    log.say("You put Q♦.", own_play=True)
    log.say("Coach: Good: that is my play too.", verdict=True)
    log.say("Computer puts 4♦.")
    assert log.back_before_own_play() == "You put Q♦." and log.texts == ["Round 1."]


# --- the coach's line stays in view --------------------------------------------------------------
def test_the_coachs_line_stays_beside_your_play_behind_the_computers(pyxel_session):
    f = font("w98-sans")
    log = Messages()
    log.say("Hint: Block your 4♥ on the 4♠: only a 4 can take it, and you keep the 4♦.")
    log.say("You take 4♠ with 4♥.", own_play=True)
    log.say("Coach: Better was 4♥ blocked on 4♠: less than a point (it leaves the other player less "
            "to take, and the 4♦ you hold takes it back).", verdict=True)
    for k in (1, 2, 3):
        log.say(f"Computer {k} puts 9♦: it gives the least away.")
    texts = [line.text for line in log.lines(f, 340, 4)]
    assert texts[0] == "You take 4♠ with 4♥."
    assert texts[1].startswith("Coach: Better was 4♥ blocked")
    assert texts[-1].startswith("Computer 3 puts") and len(texts) == 4


def test_after_hint_a_play_through_the_take_build_window_gets_its_coach_line(casino):
    state = State.from_position(hands=["4H 8C 4D KD", "3C 9D 8H 9S", "2C 5D 7H 10S", "AC 6D JH QS"],
                                tableau=["4S", "JD", "QC"], options=Options(players=4))
    app = casino.game(state, open_hands=True, coach=True)
    game = app.window.game
    headless.press(app, "F3")
    casino.run_until(app, casino.hinted)
    game.clear_selection()
    casino.click_space(app, casino.space_of(app, "4S"))
    casino.click_hand(app, "4H")
    box = app.window.modal
    assert isinstance(box, MessageBox) and "Which do you want?" in box.text
    casino.click_button(app, "Take")
    casino.run_until(app, lambda a: casino.idle(a) and not game.session.desk.judging)
    coach_lines = [t for t in game.status if t.startswith("Coach")]
    assert len(coach_lines) == 1 and game.review(1).decisions
    lines = shown(app)
    assert lines[0] == "You take 4♠ with 4♥."
    assert any(line.startswith("Coach") for line in lines), lines


# --- plurals ------------------------------------------------------------------------------------------
def test_the_rounds_review_heads_a_single_play_in_the_singular(casino):
    from retro.casino.screens.ui_dialogs import RoundDialog

    state = State.from_position(hands=["AH 3D", "3C 4S"], tableau=["AS", "9D", "10D"], scores=[4, 6])
    app = casino.game(state, open_hands=True, coach=True)
    game = app.window.game
    game.play(Move("put", Card.parse("3D")))           # gives the A♠ away: the one costly play
    casino.run_until(app, casino.idle)
    game.play(game.state.legal_moves()[0])
    casino.run_until(app, lambda a: isinstance(a.window.modal, RoundDialog))
    lines = app.window.modal.review_lines()
    assert lines[0].endswith(" this round. Your costliest play:") and len(lines) == 2


def test_a_take_back_of_a_play_with_its_own_brackets_says_it_after_a_colon():
    from retro.casino.screens.app_game import taken_back_line

    assert taken_back_line("You put Q♦.") == "You took back your last play (put Q♦)."
    line = taken_back_line("You take 10♦ with 10♠ (2 points).")
    assert line == "You took back your last play: take 10♦ with 10♠ (2 points)." and "))" not in line
