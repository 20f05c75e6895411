"""Where the hand stands, said right: the side panel at the meld after round one's last trick, the
review naming each decision's round, and no review for a hand demo mode played."""

import random

from retro import headless
from retro.coaching import HandReview
from retro.pinochle.screens.app_screen import review_lines, tricks_this_round, where_of
from retro.pinochle.rules import Options, Phase, State
from retro.pinochle.screens.ui_popups import Box
from tests.pinochle_ui.plain_bot import Plain


def _person_plays(pin, app, until, limit=400):
    """The person's decisions made by a plain player, until ``until(app)`` holds."""
    bot, rng = Plain(), random.Random(1)
    for _ in range(limit):
        if until(app):
            return True
        if isinstance(app.modal, Box):
            headless.press(app, "RETURN")
            continue
        if app.modal is not None:
            headless.press(app, "N")
            continue
        scene = app.scene
        if scene.turn.awaiting in ("play", "meld") and scene.queue.idle and scene.session.persons_turn:
            st = scene.state
            scene.decide(bot.decide(st.view(0), st.legal_moves(), rng).move)
        headless.frame(app)
    return False


def _at_the_last_meld(app):
    st = app.scene.state
    return (st.round == 1 and st.phase is Phase.DECIDE and st.to_move == 0 and tricks_this_round(st) == 12
            and app.scene.turn.awaiting == "meld")


def test_the_meld_after_round_ones_last_trick_is_after_trick_12(pin):
    for seed in range(1, 30):
        app = pin.game(State.new(seed, Options()), bots=pin.plain_bots())
        if _person_plays(pin, app, lambda a: _at_the_last_meld(a) or a.scene.state.round == 2):
            if _at_the_last_meld(app):
                break
    else:
        raise AssertionError("no deal had the person win round one's last trick")
    text = app.screen.text()
    assert "Hand 1, round one, after trick 12" in text and "trick 13" not in text


def test_the_review_says_which_round_each_decision_was_in():
    one = State.new(3, Options())
    assert where_of(one, one.legal_moves()[0]) == "round one, trick 1"
    two = State.from_position(hands=["AS 9S", "10S KS"], trump="C", leader=0, round=2)
    assert where_of(two, two.legal_moves()[0]) == "round two, trick 1"
    review = HandReview()
    review.add("round one, trick 9", "K♦", "J♣", 6.0)
    review.add("round one, after trick 5", "no meld", "the 80 kings", 30.0)
    text = [line for line, _ in review_lines(review, pending=False)]
    assert text[2].strip() == "Round one, after trick 5: no meld; better the 80 kings (about 30)"
    assert text[3].strip() == "Round one, trick 9: K♦; better J♣ (about 6)"
    long = HandReview()
    long.add("round one, after trick 12", "the exchange of your 9♠", "the 150 trump run in hearts", 40.0)
    assert all(len(line) <= 72 for line, _ in review_lines(long, pending=False))


def test_a_hand_demo_mode_played_gets_no_review():
    assert review_lines(HandReview(), pending=False) == []
    assert review_lines(HandReview(), pending=True)[1][0].startswith("Coach: still thinking")


def test_a_demo_hand_on_the_score_sheet_has_no_coach_line(pin):
    app = pin.game(State.new(4, Options(open_hands=True)), bots=pin.plain_bots(), coach=True)
    headless.press(app, "F2")
    assert app.scene.demo and app.scene.coach_on
    pin.run_until(app, lambda a: isinstance(a.modal, Box) and a.modal.title.startswith("End of hand"), limit=20000)
    assert not any("Coach" in line for line, _ in app.modal.lines)
