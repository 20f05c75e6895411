"""The coach in Tommy's Pinochle: F4 hint, the coach line, the hand review, the setting."""

from retro import headless
from retro.pinochle.screens import app as pinochle_app
from retro.coaching import HandReview
from retro.pinochle.screens.app_game import COACH_BUDGET_S, hint_slots, move_text, review_lines
from retro.pinochle.rules import Options, State
from retro.pinochle.screens.ui_popups import Box
from retro.pinochle.screens.ui_table import LEGEND_ROW, MESSAGE_ROW, SIDE_COL, SIDE_ROW


def waiting(app):
    return app.scene.turn.awaiting in ("play", "meld") and not app.scene.queue and not app.scene.queue.wait


def coach_game(pin, state=None, coach=True, bots=None):
    """A game with open hands (by default) and the coach on or off; frame costs are measured
    in bench/pinochle_ui.py, not here."""
    return pin.game(state or State.new(21, Options(open_hands=True)), coach=coach,
                    bots=bots or pin.plain_bots())


def stepped(app, until, limit=5000) -> int:
    """Frames until ``until(app)``; the work must be spread over several frames (stepped,
    never done in one update), and every frame is painted meanwhile."""
    for count in range(limit):
        if until(app):
            assert count >= 3, "the coach's work was done in one go"
            return count
        painted = app.frame
        headless.frame(app)
        assert app.frame == painted + 1
    raise AssertionError("not reached")


# ---------------------------------------------------------------- F4 hint
def test_F4_lights_up_a_legal_advised_card_and_says_why(pin):
    app = coach_game(pin, pin.meld_position(), coach=False)
    assert "F4Hint" in app.screen.row_text(LEGEND_ROW)
    headless.press(app, "F4")
    assert "Hint: let me think" in app.screen.row_text(MESSAGE_ROW)
    assert app.scene.desk.hint_work is not None and not app.scene.hinted   # not ready at once
    stepped(app, lambda a: a.scene.desk.hint_work is None)
    scene = app.scene
    assert len(scene.hinted) == 1
    (index,) = scene.hinted
    slot = scene.table().you[index]
    legal = [m for m in scene.state.legal_moves() if m.kind == "play"]
    assert any(m.card == slot.card for m in legal)
    assert scene.turn.cursor == index
    message = app.screen.row_text(MESSAGE_ROW)
    assert message.strip().startswith("Hint: ") and len(message.strip()) > 10
    headless.press(app, "RETURN")                           # Enter plays the hinted card
    assert slot.card in [c for _, c in scene.board.trick]
    assert not scene.hinted


def test_a_meld_hint_lights_every_card_to_register(pin):
    from retro.cards import Card
    from retro.pinochle.screens.app_table import Slot
    from retro.pinochle.rules import Move

    mine = [Slot(Card.parse("KS"), "G"), Slot(Card.parse("KS")), Slot(Card.parse("QS"))]
    move = Move("meld", cards=(Card.parse("KS"), Card.parse("QS")), value=20)
    assert hint_slots(mine, move) == [0, 2]                   # the melded copy first
    play = Move("play", Card.parse("KS"), from_meld=False)
    assert hint_slots(mine, play) == [1]                      # the hand copy's own place
    assert move_text(play) == "K♠" and move_text(Move("done")) == "no meld"


def test_F4_works_over_the_exchange_question_and_not_on_my_turn(pin):
    app = coach_game(pin, pin.meld_position(), coach=False)
    headless.press(app, "123456789ABC"[pin.slot_of(app, "J♥")])
    pin.run_until(app, lambda a: a.modal is not None)
    question = app.modal
    headless.press(app, "F4")
    stepped(app, lambda a: a.scene.desk.hint_work is None)
    assert app.modal is question and "Hint: " in app.screen.row_text(MESSAGE_ROW)
    headless.press(app, "N")
    demo = coach_game(pin, coach=False)
    headless.press(demo, "F2")
    beeps = pin.beeps(demo)
    demo.scene.on_key("F4")
    assert demo.scene.board.news == "A hint is for your own turn." and demo.scene.desk.hint_work is None
    assert pin.beeps(demo) == beeps + 1


# ---------------------------------------------------------------- the coach line
def test_a_coach_line_follows_each_decision_without_blocking(pin):
    app = coach_game(pin)
    assert app.scene.coach_on
    pin.run_until(app, waiting)
    headless.press(app, "1" if app.scene.turn.awaiting == "play" else "RETURN")
    assert "Thinking about your" in app.screen.text()
    assert app.scene.desk.judging and not app.scene.desk.judging[0].work.done   # not ready at once
    stepped(app, lambda a: not a.scene.desk.judging)
    line = app.scene.coach_text
    assert line.startswith("Good: that is my play too.") or line.startswith("Better was ")
    side = "\n".join(app.screen.row_text(r)[SIDE_COL:] for r in range(SIDE_ROW, 23))
    assert "Coach:" in side and line.split()[0] in side


def test_the_coach_gets_a_small_slice_of_each_frame():
    assert 0 < COACH_BUDGET_S <= 0.006


def test_play_goes_on_while_the_coach_thinks(pin):
    app = coach_game(pin)
    pin.run_until(app, waiting)
    headless.press(app, "1" if app.scene.turn.awaiting == "play" else "RETURN")
    events = len(app.scene.state.events)
    headless.frame(app, 3)
    assert app.scene.desk.judging or app.scene.coach_text
    # The computer's reply is not held back by the coach's work.
    pin.run_until(app, lambda a: len(a.scene.state.events) > events, limit=400)


def test_no_coach_line_when_the_coach_is_off(pin):
    app = coach_game(pin, coach=False)
    pin.run_until(app, waiting)
    headless.press(app, "1" if app.scene.turn.awaiting == "play" else "RETURN")
    headless.frame(app, 20)
    assert not app.scene.desk.judging and not app.scene.coach_text
    assert "Coach:" not in app.screen.text()


def test_the_setting_is_asked_remembered_and_defaults_to_open_hands(pin):
    app = pin.app("*")
    pin.setup_answers(app, single_hand=False, open_hands=False, stop_at="coach")   # closed hands
    assert "Coach: a comment on each of your plays (Y/N)?" in app.screen.text()
    assert app.scene.widget.choice is False                     # off by default without
    pin.setup_answers(app, coach=True)                          # ...but available
    assert app.scene.coach_on and pin.ctx.store.settings("pinochle")["coach"] is True
    again = pinochle_app.create(pin.ctx, "*")
    headless.frame(again, 2)
    headless.press(again, "N")                                  # not the kept game
    pin.setup_answers(again, single_hand=False, open_hands=False, stop_at="coach")
    assert again.scene.widget.choice is True                    # remembered


def test_the_coach_setting_comes_back_with_a_kept_game(pin):
    app = coach_game(pin)
    pin.run_until(app, waiting)
    again = pinochle_app.create(pin.ctx, "*")
    headless.frame(again, 2)
    headless.press(again, "Y")
    assert again.scene.coach_on


# ---------------------------------------------------------------- the hand review
def test_review_lines_give_the_total_and_the_costliest_three():
    review = HandReview()
    for where, played, better, loss in [("trick 2", "9♣", "K♥", 12.4), ("trick 5", "A♠", "A♠", 0.0),
                                        ("after trick 5", "no meld", "the 80 kings", 30.0),
                                        ("trick 7", "10♦", "J♦", 3.0), ("trick 9", "Q♠", "9♠", 1.2)]:
        review.add(where, played, better, loss)
    text = [line for line, _ in review_lines(review, pending=False)]
    assert "Coach: about 47 points given up in this hand." in text
    assert text[2].strip() == "After trick 5: no meld; better the 80 kings (about 30)"
    assert text[3].strip() == "Trick 2: 9♣; better K♥ (about 12)"
    assert text[4].strip() == "Trick 7: 10♦; better J♦ (about 3)"
    assert len(text) == 5
    clean = HandReview()
    clean.add("trick 1", "A♠", "A♠", 0.0)
    assert "Coach: nothing given up in this hand." in [t for t, _ in review_lines(clean, False)]


def test_the_score_sheet_carries_the_review(pin):
    position = State.from_position(hands=["AS 9S", "10S KS"], trump="C", leader=0, round=2,
                                   options=Options(open_hands=True, single_hand=True))
    app = coach_game(pin, position)
    headless.press(app, "2")                                    # the 9♠: the A♠ was better
    pin.run_until(app, lambda a: a.scene.turn.awaiting == "play" or isinstance(a.modal, Box))
    if app.scene.turn.awaiting == "play":
        headless.press(app, "1")
    pin.run_until(app, lambda a: isinstance(a.modal, Box) and not a.scene.desk.judging)
    headless.frame(app, 2)
    text = app.screen.text()
    assert "End of hand 1" in text and "Coach:" in text
    assert "given up in this hand" in text
    # a set-up position leaves cards out: the opponent's hand is sampled, the loss an estimate
    assert "Coach: about " in text


def round_two_of_a_real_deal(seed=3, left=3):
    """A dealt game played by Tommy on both sides into round two, the person to lead with ``left`` cards."""
    import random
    from retro.pinochle.bots import make_bot
    state, bot, rng = State.new(seed, Options(open_hands=True, single_hand=True)), make_bot("tommy"), random.Random(0)
    while not (state.round == 2 and state.to_move == 0 and len(state.view(0).hand) == left):
        state.apply(bot.decide(state.view(state.to_move), state.legal_moves(), rng).move)
    return state


def test_the_score_sheet_says_exactly_when_every_card_is_known(pin):
    # Round two of a dealt game: the unseen cards are the opponent's hand, so the loss is solved.
    app = coach_game(pin, round_two_of_a_real_deal())
    headless.frame(app, 2)
    headless.press(app, str(pin.slot_of(app, "J♥") + 1))     # J♠ was exactly 20 points better
    while True:
        pin.run_until(app, lambda a: a.scene.turn.awaiting == "play" or isinstance(a.modal, Box))
        if isinstance(app.modal, Box):
            break
        headless.press(app, "1")
    pin.run_until(app, lambda a: isinstance(a.modal, Box) and not a.scene.desk.judging)
    headless.frame(app, 2)
    text = app.screen.text()
    assert "Coach: exactly " in text and "(exactly 20)" in text and "about" not in text


def test_the_review_says_exactly_for_solved_losses_and_about_for_sampled_ones():
    solved = HandReview()
    solved.add("round two, trick 3", "K♠", "K♥", 38.0, exact=True)
    solved.add("round two, trick 4", "9♣", "9♣", 0.0)           # nothing given up: no estimate in the sum
    text = [line for line, _ in review_lines(solved, pending=False)]
    assert text[1] == "Coach: exactly 38 points given up in this hand."
    assert text[2].strip() == "Round two, trick 3: K♠; better K♥ (exactly 38)"
    assert not any("about" in line for line in text)
    mixed = HandReview()
    mixed.add("round one, trick 9", "K♦", "J♣", 6.2)
    mixed.add("round two, trick 3", "K♠", "K♥", 38.0, exact=True)
    text = [line for line, _ in review_lines(mixed, pending=False)]
    assert text[1] == "Coach: about 44 points given up in this hand."
    assert text[2].strip() == "Round two, trick 3: K♠; better K♥ (exactly 38)"
    assert text[3].strip() == "Round one, trick 9: K♦; better J♣ (about 6)"
    kept = HandReview.from_data(mixed.to_data())
    assert [d.exact for d in kept.decisions] == [False, True]
    assert HandReview.from_data([["trick 1", "9♣", "K♥", 3.0]]).decisions[0].exact is False


# ---------------------------------------------------------------- following a meld hint
def marriage_question():
    """The person (player 0) has just won a trick holding K♦ Q♦, a common marriage, and no 9 of trump."""
    from retro.cards import Card
    from retro.pinochle.rules import Move

    state = State.from_position(hands=["KD QD 9C 10H JS AC 9D", "9H 10C JC QC 10D JD AD"], trump="S",
                                upcard="AS", stock="QS KS 10S JS 9S KH QH AH 9C".split(), leader=0,
                                options=Options(open_hands=True))
    state.apply(Move("play", Card.parse("AC")))
    state.apply(Move("play", Card.parse("9H")))
    return state


def hinted_at_once(pin, app):
    headless.press(app, "F4")
    pin.run_until(app, lambda a: a.scene.desk.hint_work is None and a.scene.hint_text)
    return app.scene


def test_F4_at_the_meld_question_chooses_the_hinted_meld_so_enter_melds_it(pin):
    app = coach_game(pin, marriage_question())
    pin.run_until(app, waiting)
    scene = app.scene
    assert scene.turn.awaiting == "meld"
    hinted_at_once(pin, app)
    assert len(scene.hinted) == 2 and scene.turn.registered == set(scene.hinted)
    assert "Enter melds it" in scene.hint_text
    headless.press(app, "RETURN")
    assert sorted(c.symbol for c in scene.state.melded[0]) == ["K♦", "Q♦"]
    pin.run_until(app, lambda a: not a.scene.desk.judging)
    assert scene.coach_text == "Good: that is my play too."


def test_after_a_meld_hint_typing_the_meld_numbers_still_makes_it(pin):
    app = coach_game(pin, marriage_question())
    pin.run_until(app, waiting)
    scene = hinted_at_once(pin, app)
    you = scene.table().you
    for symbol in ("K♦", "Q♦"):
        headless.press(app, "123456789ABC"[next(i for i, s in enumerate(you) if s.card.symbol == symbol)])
    assert scene.turn.registered == set(scene.hinted)
    headless.press(app, "RETURN")
    assert sorted(c.symbol for c in scene.state.melded[0]) == ["K♦", "Q♦"]


def test_declining_a_hinted_meld_is_judged_the_same_each_time(pin):
    for _ in range(2):
        app = coach_game(pin, marriage_question())
        pin.run_until(app, waiting)
        scene = hinted_at_once(pin, app)
        headless.press(app, "1")                 # a card of the person's own choosing replaces the hint's
        headless.press(app, "1")                 # ...and chosen again, none is left: Enter is no meld
        assert not scene.turn.registered
        headless.press(app, "RETURN")
        assert not scene.state.melded[0]
        pin.run_until(app, lambda a: not a.scene.desk.judging)
        assert scene.coach_text.startswith("Better was the common marriage: about ")


def exchange_question():
    """The person has just won a trick holding the 9♠ (trump ♠, upcard A♠) and K♦ Q♦."""
    from retro.cards import Card
    from retro.pinochle.rules import Move

    state = State.from_position(hands=["KD QD 9S 10H JS AC 9D", "9H 10C JC QC 10D JD AD"], trump="S",
                                upcard="AS", stock="QS KS 10S JS KH QH AH 9C 10S".split(), leader=0,
                                options=Options(open_hands=True))
    state.apply(Move("play", Card.parse("AC")))
    state.apply(Move("play", Card.parse("9H")))
    return state


def test_a_hinted_exchange_after_the_exchange_was_declined_is_offered_again(pin):
    app = coach_game(pin, exchange_question())
    pin.run_until(app, lambda a: a.modal is not None)
    assert "Exchange your 9♠" in app.screen.text()
    headless.press(app, "N")
    pin.run_until(app, waiting)
    scene = hinted_at_once(pin, app)
    assert pin_hint(scene).kind == "exchange"            # the coach would still take the upcard
    pin.run_until(app, lambda a: a.modal is not None)
    assert "Exchange your 9♠" in app.screen.text() and "answer Y" in scene.hint_text
    headless.press(app, "Y")
    assert scene.state.upcard.symbol == "9♠"


def pin_hint(scene):
    from retro.pinochle import coach
    return coach.hint(scene.state).move


def test_a_hinted_exchange_lights_the_nine_and_the_meld_question_names_its_keys(pin):
    from retro.cards import Card
    from retro.pinochle.screens.app_table import Slot
    from retro.pinochle.rules import Move

    mine = [Slot(Card.parse("9S"), "G"), Slot(Card.parse("KD")), Slot(Card.parse("9S"))]
    assert hint_slots(mine, Move("exchange", Card.parse("9S"))) == [2]     # the hand's 9, not the melded one
    app = coach_game(pin, marriage_question())
    pin.run_until(app, waiting)
    hinted_at_once(pin, app)
    assert "F4 hint.  Meld: numbers, Enter" in app.screen.text()


def test_a_meld_hinted_over_the_exchange_question_says_n_first_and_enter_then_melds_it(pin):
    from retro.coaching import Advice

    app = coach_game(pin, exchange_question())
    pin.run_until(app, lambda a: a.modal is not None)
    scene = app.scene
    assert scene.turn.awaiting == "exchange"
    marriage = next(m for m in scene.state.legal_moves() if m.kind == "meld" and m.name == "common marriage")
    scene.show_hint(Advice(marriage, "Meld the common marriage now: 20 points"))
    assert scene.hint_text.endswith("(answer N to the exchange first).")
    assert scene.turn.registered == set(scene.hinted) and len(scene.hinted) == 2
    headless.press(app, "N")
    pin.run_until(app, waiting)
    headless.press(app, "RETURN")
    assert sorted(c.symbol for c in scene.state.melded[0]) == ["K♦", "Q♦"]


def test_a_verdict_and_the_computers_card_in_one_frame_are_kept_with_the_table_as_shown(pin):
    """The coach's verdict may be ready in the very frame the computer plays a card: the game is kept
    once the screen has followed both, so the kept table is the card's (a file written between the
    two would hold the new State beside the table before it, and be refused as damaged)."""
    from retro.pinochle.screens import app_keep
    from retro.table.coach_desk import Judged
    from retro.table.reports import Moved

    app = coach_game(pin)
    def plays(a):
        return [m for m in a.scene.state.legal_moves() if m.kind == "play"]

    pin.run_until(app, lambda a: waiting(a) and a.scene.turn.awaiting == "play" and len(plays(a)) > 1)
    scene = app.scene
    scene.decide(plays(app)[0])
    assert scene.desk.judging, "the play is not being judged"
    judged = []
    for _ in range(5000):                   # the coach's work alone, its verdict not followed yet
        judged += [r for r in scene.session.update(ready=False) if isinstance(r, Judged)]
        if judged:
            break
    assert judged, "no verdict"
    card = None
    for _ in range(5000):                   # the computer's next card (a meld decision first is followed)
        scene.when_ready()                  # as a ready frame does: the facts before the move
        for report in scene.session.update(ready=not scene.session.persons_turn):
            if isinstance(report, Moved) and report.move.kind == "play":
                card = report
            elif isinstance(report, Moved):
                scene.game_scene.follow([report])
                scene.game_scene.end_frame()
        if card is not None:
            break
    assert card is not None, "the computer played no card"
    scene.game_scene.follow(judged + [card])    # one frame's reports: the verdict first
    scene.game_scene.end_frame()
    kept = app_keep.load(pin.ctx.store)
    assert kept is not None and kept.state.to_json() == scene.state.to_json()
    assert kept.extra["trick"] == scene.board.trick
