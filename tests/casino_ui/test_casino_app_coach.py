"""The coach in Casino: HINT from the coach, the coach line after each of your plays, the round's review,
all worked out across frames while play goes on."""

import time

import pytest

from retro import headless
from retro.casino import coach
from retro.cards import Card, standard_deck
from retro.casino.screens import app as casino_app
from retro.casino.screens.app_coach import where_in_round
from retro.casino.screens.app_game import PERSON
from retro.casino.rules import Move, State
from retro.casino.screens.ui_dialogs import GameDialog, RoundDialog


def x1_position():
    """CAS-X1: hand 2, 2, Q, A; tableau 2♠, a 5-7 build, J."""
    return State.from_position(hands=["2H 2C QD AH", "3C 4D 8H 9S"], tableau=["2S", "5C+7D", "JS"],
                               stock=["6C", "6D", "6H", "6S", "KC", "KD", "KH", "KS"])


def busy_position():
    return State.from_position(
        hands=["2H 2C QD AH", "3C 4D 8H 9S"],
        tableau=["2S", "5C+7D", "JS", "3H=3D", "6C", "KH", "AC+2D+3S+4C", "9C", "10H", "4S"],
        stock=["7C", "7H", "6H", "6S", "KC", "KD", "KS", "8C"],
        captured=["AS 10D 4H 5H", "6D JC JH QS"], scores=[3, 5])


def last_trick(scores=(4, 6)):
    return State.from_position(hands=["AH 3D", "3C 4S"], tableau=["AS", "9D", "10D"], scores=list(scores))


@pytest.fixture(autouse=True)
def fresh_coach():
    """The coach keeps each position's work; start each test without it (as bench/coach.py does)."""
    kept = getattr(coach, "_KEPT", None)
    if kept is not None:
        kept.clear()
    yield


def timed_frames(app, done, limit=3000):
    """Frames until ``done``; the CPU time of each."""
    costs = []
    for _ in range(limit):
        if done(app):
            return costs
        started = time.process_time()
        headless.frame(app)
        costs.append(time.process_time() - started)
    raise AssertionError("not reached")


def coach_lines(game):
    return [t for t in game.status if t.startswith("Coach")]


# --- HINT uses the coach, stepped ------------------------------------------------------------
def test_hint_is_the_coachs_legal_move_worked_out_across_frames(casino):
    app = casino.game(busy_position())
    game = app.window.game
    legal = game.state.legal_moves()
    headless.press(app, "F3", after=0)
    costs = timed_frames(app, casino.hinted)
    assert len(costs) >= 2, "the hint is stepped, not worked out in one frame"
    move = game.hint.move
    assert move in legal
    assert game.selected == set(game.move_spaces(move))
    assert game.board.hands[PERSON][game.focus[1]] == move.card
    assert game.status[-1].startswith("Hint: ") and game.status[-1].endswith(".")


def test_hint_agrees_with_the_worked_example(casino):
    """CAS-X1: the coach's hint is the Ace taking 2♠ and the 5-7 build."""
    app = casino.game(x1_position())
    headless.press(app, "F3")
    casino.run_until(app, casino.hinted)
    move = app.window.game.hint.move
    assert move.kind == "take" and move.card == Card.parse("AH")


def test_a_click_before_the_hint_arrives_wins(casino):
    app = casino.game(busy_position())
    game = app.window.game
    headless.press(app, "F3", after=0)
    assert game.hinting and game.hint is None
    game.toggle_space(casino.space_of(app, "JS"))              # a click on J♠ before it is ready
    assert not game.hinting
    for _ in range(200):
        headless.frame(app)
    assert game.hint is None and game.selected == {casino.space_of(app, "JS")}


# --- the coach line -------------------------------------------------------------------------------
def test_the_coach_line_follows_your_play_without_holding_the_game(casino):
    app = casino.game(x1_position(), open_hands=True, coach=True)
    game = app.window.game
    game.play(Move("put", Card.parse("QD")))          # a poor play: the Ace takes two points
    assert coach_lines(game) == []                             # not worked out in the play's frame
    frames = 0
    while not coach_lines(game):
        headless.frame(app)
        frames += 1
        assert frames < 3000
    line = coach_lines(game)[0]          # (worked out while you thought: it may come the next frame)
    assert line.startswith("Coach: Better was A♥ taking 2♠ and 5♣+7♦: about ")
    assert game.review(1).decisions[0].played == "putting Q♦"


def test_the_hinted_play_is_called_good(casino):
    app = casino.game(x1_position(), open_hands=True, coach=True)
    game = app.window.game
    headless.press(app, "F3")
    casino.run_until(app, casino.hinted)
    game.play(game.hint.move)
    casino.run_until(app, lambda a: coach_lines(game))
    assert coach_lines(game) == ["Coach: Good: that is my play too."]


def take_build_or_block_position():
    """5♠ on 5♣ may take it, build 10 (10♦ in hand) or block 5s (5♥ in hand): the hint chooses the take."""
    return State.from_position(hands=["5H 5S 10D 9C", "3C 4D 8H 9S"], tableau=["5C", "KH", "2D"],
                               stock=["6C", "6D", "6H", "6S", "KC", "KD", "KS", "QC"])


@pytest.mark.parametrize("how", ["click", "Enter"])
def test_a_click_on_the_hinted_card_makes_the_hinted_play(casino, how):
    app = casino.game(take_build_or_block_position())
    game = app.window.game
    headless.press(app, "F3")
    casino.run_until(app, casino.hinted)
    hinted = game.hint.move
    assert str(hinted) == "take 5♣ with 5♠" and game.selected == {casino.space_of(app, "5C")}
    if how == "click":
        casino.click_hand(app, "5S")
    else:
        headless.press(app, "RETURN")                    # the hint's card has the keyboard's frame
    assert app.window.modal is None                       # no Take, Build or Block box
    assert "You take 5♣ with 5♠." in game.status           # the play the hint said
    assert all(pile is None or Card.parse("5C") not in pile.cards for pile in game.state.spaces)


def test_the_computers_play_on_while_the_coach_works(casino):
    app = casino.game(busy_position(), open_hands=True, coach=True)
    game = app.window.game
    game.play(Move("put", Card.parse("2H")) if Move("put", Card.parse("2H")) in
              game.state.legal_moves() else game.state.legal_moves()[0])
    costs = timed_frames(app, lambda a: coach_lines(game) and not game.busy)
    assert game.state.to_move == PERSON                         # the computer answered meanwhile


def test_no_coach_line_with_the_coach_off(casino):
    app = casino.game(x1_position(), open_hands=True, coach=False)
    game = app.window.game
    game.play(Move("put", Card.parse("QD")))
    casino.run_until(app, casino.idle)
    for _ in range(100):
        headless.frame(app)
    assert coach_lines(game) == [] and not game.session.desk.judging


def test_the_setting_comes_with_open_hands_and_is_remembered(casino):
    app = casino.app(keep_dialog=True, open_hands=False, coach=False)
    box = app.window.modal
    assert isinstance(box, GameDialog) and not box.coach.checked
    box.open_hands.toggle()
    assert box.coach.checked                                    # on by default with open hands
    box.coach.toggle()                                          # ... and can be set apart
    casino.click_button(app, "OK")
    assert casino.ctx.store.settings("casino")["coach"] is False
    assert casino.ctx.store.settings("casino")["open_hands"] is True
    box = app.window.settings_dialog()
    assert box.coach.enabled and not box.coach.checked
    box.coach.toggle()
    casino.click_button(app, "OK")
    assert casino.ctx.store.settings("casino")["coach"] is True and app.window.coach_on
    assert casino_app.checked_settings({"open_hands": True})["coach"] is True
    assert casino_app.checked_settings({"open_hands": True, "coach": False})["coach"] is False


# --- the round's review ---------------------------------------------------------------------------
def _round_box_after_giving_the_ace_away(casino, state):
    """``state`` played with open hands and the coach: the person puts the 3♦ (giving the A♠ away), the
    round is played out, and its box is up: (the program, the box)."""
    app = casino.game(state, open_hands=True, coach=True)
    game = app.window.game
    game.play(Move("put", Card.parse("3D")))
    casino.run_until(app, casino.idle)
    game.play(game.state.legal_moves()[0])
    casino.run_until(app, lambda a: isinstance(a.window.modal, RoundDialog))
    return app, app.window.modal


def test_the_rounds_box_shows_the_coachs_review(casino):
    app, box = _round_box_after_giving_the_ace_away(casino, last_trick())
    game = app.window.game
    lines = box.review_lines()
    assert lines[0].startswith("The coach thinks you gave away about ")
    assert lines[1].startswith("Deal 6, turn 3: putting 3♦ gave away about ")
    assert "better was A♥ taking A♠." in lines[1]
    texts = [w.label for w in box.walk() if hasattr(w, "label") and isinstance(w.label, str)]
    assert "Coach's review" in texts
    casino.click_button(app, "OK")
    casino.run_until(app, casino.idle)
    assert game.review(2).decisions == []                 # a new round, a new review


def solved_last_trick():
    """``last_trick`` with every other card in the capture piles: the coach then knows every card."""
    held = "AH 3D 3C 4S AS 9D 10D".split()
    rest = [str(c) for c in standard_deck() if str(c) not in held]
    return State.from_position(hands=["AH 3D", "3C 4S"], tableau=["AS", "9D", "10D"], scores=[4, 6],
                               captured=[" ".join(rest[::2]), " ".join(rest[1::2])])


def test_a_solved_rounds_review_says_exactly_what_was_given_away(casino):
    """Every card known: the loss is solved, and the review says "exactly", in its summary and its list."""
    _, box = _round_box_after_giving_the_ace_away(casino, solved_last_trick())
    lines = box.review_lines()
    assert lines[0].startswith("The coach thinks you gave away exactly "), lines
    assert lines[1].startswith("Deal 6, turn 3: putting 3♦ gave away exactly "), lines
    assert not any("about" in line for line in lines), lines


def test_after_the_demo_played_your_seat_the_rounds_review_says_so(casino):
    """F5 plays your first card of the last trick, F5 again gives your seat back for the last one: the
    round's review says the computer played some of your turns and judges only yours -- never that you
    played the round as the coach would have."""
    app = casino.game(last_trick(), open_hands=True, coach=True)
    game = app.window.game
    headless.press(app, "F5")
    casino.run_until(app, lambda a: len(game.state.hands[PERSON]) == 1)
    headless.press(app, "F5")
    assert not app.demo
    casino.run_until(app, casino.idle)
    game.play(game.state.legal_moves()[0])
    casino.run_until(app, lambda a: isinstance(a.window.modal, RoundDialog))
    lines = app.window.modal.review_lines()
    assert lines[0].startswith("The computer played some of your turns this round (the demo)"), lines
    assert not any("as the coach would have" in line for line in lines), lines
    assert len(game.review(1).decisions) == 1 and game.demo_in(1)      # your own play only


def test_no_review_with_the_coach_off(casino):
    app = casino.game(last_trick(), coach=False)
    game = app.window.game
    game.play(Move("put", Card.parse("3D")))
    casino.run_until(app, casino.idle)
    game.play(game.state.legal_moves()[0])
    casino.run_until(app, lambda a: isinstance(a.window.modal, RoundDialog))
    assert app.window.modal.review_lines() == []


def test_the_review_is_kept_with_the_game_and_trimmed_by_a_take_back(casino):
    app = casino.game(x1_position(), open_hands=True, coach=True)
    game = app.window.game
    game.play(Move("put", Card.parse("QD")))
    casino.run_until(app, lambda a: coach_lines(game) and casino.idle(a))
    assert len(game.review(1).decisions) == 1
    again = casino.app(kept=True, open_hands=True, coach=True)
    casino.click_button(again, "Yes")
    back = again.window.game
    assert [d.played for d in back.review(1).decisions] == ["putting Q♦"]
    game.take_back()
    assert game.review(1).decisions == []


def test_where_a_decision_falls():
    state = State.new(3)
    assert where_in_round(state) == "deal 1, turn 1"
    state.apply(state.legal_moves()[0])
    state.apply(state.legal_moves()[0])
    assert where_in_round(state) == "deal 1, turn 2"


def test_a_take_back_drops_only_the_play_taken_back_from_the_review(casino):
    app = casino.game(State.new(8), open_hands=True, coach=True)
    game = app.window.game
    for _ in range(2):
        casino.run_until(app, casino.idle)
        game.play(game.state.legal_moves()[0])
    casino.run_until(app, lambda a: casino.idle(a) and not game.session.desk.judging)
    first, second = game.review(1).decisions
    game.take_back()
    assert game.review(1).decisions == [first]
    game.play(game.state.legal_moves()[-1])
    game.take_back()                                            # taken back before it was judged
    assert not game.session.desk.judging and game.review(1).decisions == [first]
