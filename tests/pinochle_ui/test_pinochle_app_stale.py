"""The screen says what is true now: no reason from round one in round two, no verdict from hand one in
hand two, a take-back says the meld is still to make, and the meld after a trick is "after" it (with the
meld's keys)."""

import dataclasses

from retro import headless
from retro.pinochle.screens import app_game
from retro.pinochle import coach as pin_coach
from retro.pinochle.rules import Options, State
from retro.pinochle.screens.ui_popups import Box
from retro.pinochle.screens.ui_table import MESSAGE_ROW, REASON_ROW, SIDE_COL, SIDE_ROW, SIDE_H

KEYS = "123456789ABC"


def _side(app) -> str:
    return "\n".join(app.screen.row_text(row)[SIDE_COL:] for row in range(SIDE_ROW, SIDE_ROW + SIDE_H))


def _my_turn(app):
    scene = app.scene
    return scene.turn.awaiting in ("play", "meld") and scene.queue.idle and app.modal is None


def test_round_two_opens_without_round_ones_last_computer_reason(pin):
    # round one's last trick: I lead the A♥ (trump), the computer chooses a card to throw and I win;
    # I take the last stock card, it takes the upcard, and I lead round two
    state = State.from_position(hands=["AH QS", "9C JC"], trump="H", upcard="10H", stock="KD",
                                leader=0, options=Options(open_hands=True))
    app = pin.game(state, coach=False)
    pin.run_until(app, _my_turn)
    headless.press(app, KEYS[pin.slot_of(app, "A♥")])
    pin.run_until(app, lambda a: a.scene.reason.startswith("Computer:"))     # its round-one play
    pin.run_until(app, lambda a: _my_turn(a) and a.scene.state.round == 2)
    assert app.screen.row_text(REASON_ROW).strip() == ""
    assert "Hand 1, round two, trick 1" in _side(app)


def test_hand_two_opens_without_hand_ones_verdict(pin, monkeypatch):
    gate = []

    def slow_judge(before, move):           # a slow machine: the verdict comes after the next deal
        while not gate:
            yield None
        return (yield from pin_coach.judge_steps(before, move))

    monkeypatch.setattr(app_game, "COACH", dataclasses.replace(app_game.COACH, judge=slow_judge))
    state = State.from_position(hands=["AS KS", "10S 9S"], trump="C", leader=0, round=2,
                                options=Options(open_hands=True))
    app = pin.game(state, coach=True, bots=pin.plain_bots())
    pin.run_until(app, _my_turn)
    headless.press(app, KEYS[pin.slot_of(app, "A♠")])
    pin.run_until(app, lambda a: isinstance(a.modal, Box) or _my_turn(a))
    while not isinstance(app.modal, Box):
        headless.press(app, "1")             # the last card
        pin.run_until(app, lambda a: isinstance(a.modal, Box) or _my_turn(a))
    headless.press(app, "RETURN")            # the score sheet: the next hand is dealt
    assert app.scene.state.hand_number == 2 and app.scene.desk.judging
    gate.append(True)
    pin.run_until(app, lambda a: not a.scene.desk.judging and a.scene.queue.idle)
    side = _side(app)
    assert "Hand 2, round one" in side
    assert "Coach:" not in side and "Good:" not in side and "Better was" not in side
    assert app.scene.desk.past_review.decisions          # the verdicts went to hand one's review


def _melded_then_my_lead(pin):
    app = pin.game(pin.meld_position(open_hands=True), bots=pin.plain_bots())
    headless.press(app, KEYS[pin.slot_of(app, "J♥")])
    pin.run_until(app, lambda a: a.modal is not None)
    return app


def test_the_meld_question_of_a_trick_is_after_that_trick(pin):
    app = _melded_then_my_lead(pin)
    assert "Exchange your 9♥" in app.screen.text()
    side = _side(app)
    assert "Hand 1, round one, after trick 1" in side and "trick 2" not in side
    headless.press(app, "N")
    pin.run_until(app, lambda a: a.scene.turn.awaiting == "meld")
    side = _side(app)
    assert "Hand 1, round one, after trick 1" in side
    assert "Meld: " in side and "Play: " not in side          # the keys are the meld's, not a play's


def test_a_take_back_to_the_meld_question_says_the_meld_is_still_to_make(pin):
    app = _melded_then_my_lead(pin)
    headless.press(app, "N")
    pin.run_until(app, lambda a: a.scene.turn.awaiting == "meld")
    headless.press_many(app, [KEYS[pin.slot_of(app, "Q♠")], KEYS[pin.slot_of(app, "J♦")], "RETURN"])
    pin.run_until(app, lambda a: a.scene.turn.awaiting == "play" and a.scene.queue.idle)
    assert "trick 2" in _side(app)
    headless.press(app, "BACKSPACE")
    headless.frame(app, 3)
    message = app.screen.row_text(MESSAGE_ROW)
    assert "Taken back to your meld after trick 1" in message and "counts for nobody" in message
    assert "after trick 1" in _side(app)
    headless.press(app, "N")                  # the exchange is asked again first; then the meld
    pin.run_until(app, lambda a: a.scene.turn.awaiting == "meld")
    assert "Taken back to your meld after trick 1" in app.screen.row_text(MESSAGE_ROW)


def test_a_take_back_of_a_played_card_says_it_is_your_turn_again(pin):
    app = pin.game(State.new(5, Options(open_hands=True)), bots=pin.plain_bots())
    pin.run_until(app, _my_turn)
    headless.press(app, "1")
    pin.run_until(app, _my_turn)
    headless.press(app, "BACKSPACE")
    assert "Taken back. Your turn again" in app.screen.row_text(MESSAGE_ROW)
