"""The coach in Tablenette's window: Game > Hint, the coach line, the hand review, the setting."""

import time

import pytest

from retro import headless
from retro.tablenette import coach
from retro.tablenette.screens.app_game import PERSON
from retro.tablenette.screens.ui_dialogs import HandEndDialog
from retro.tablenette.screens.ui_layout import HINT_LIFT

T2 = dict(hands=["3D 6H KC 10C 8D AS", "2S 3S 5S 6S 7S 9S"], table="10D 4S KH KS",
          stock="2H 3H 4H 5H 7H 8H 9H QC QD QS QH")


def frames_until(tnt, app, done, limit=3000):
    """Frames until ``done``; returns (frames, the slowest frame in seconds)."""
    worst = 0.0
    for n in range(limit):
        if done(app):
            return n, worst
        t0 = time.perf_counter()
        headless.frame(app)
        worst = max(worst, time.perf_counter() - t0)
    raise AssertionError("never happened")


@pytest.mark.parametrize("key", ["F3", "h", "menu"])
def test_hint_lifts_the_advised_card_and_marks_its_target(tnt, key):
    app = tnt.position(**T2)
    coach.clear_cache()
    if key == "menu":
        item = app.win.menubar.menus[1].items[2]
        assert item.label == "&Hint" and item.is_enabled
        item.run()
    else:
        headless.press(app, key)
    frames, worst = frames_until(tnt, app, lambda a: a.game.hinted is not None)
    assert frames >= 2                            # worked out over frames (bench.tablenette_ui times them)
    move = app.game.hinted
    assert move in app.game.state.legal_moves()
    assert move.card.symbol == "K♣" and len(move.cards) == 4       # TNT-T2's better alternative
    placed = tnt.hand_card(app, "KC")
    assert placed.y == app.win.layout.hand_y - HINT_LIFT            # lifted out of the hand
    lit = {p.card for p in app.game.table_cards() if p.highlight}
    assert lit == set(move.cards)                                   # its target shows
    assert app.game.message == "Hint: K♣ takes the whole table: a Tablenette worth 61 points."
    headless.press(app, "RETURN")                                   # Enter plays it as advised
    if app.win.dialogs:
        headless.press(app, "RETURN")
    assert app.game.state.scores[PERSON] == 61


def hinted_after_a_judged_play(tnt, settings=None):
    """T2 with the coach on: 10♣ takes 10♦ (the coach has its word on it), the computer answers,
    then the hint lifts a card."""
    app = tnt.position(**T2, settings={"coach": True, **(settings or {})})
    coach.clear_cache()
    tnt.drag_to_table(app, "10C", "10D")
    frames_until(tnt, app, lambda a: bool(a.game.coach_line) and a.game.persons_turn)
    headless.press(app, "F3")
    frames_until(tnt, app, lambda a: a.game.hinted is not None)
    return app


def test_the_lifted_hinted_card_leaves_the_coachs_line_readable(tnt):
    app = hinted_after_a_judged_play(tnt)
    lay, f = app.win.layout, app.win.look.ui
    x, _, w, _ = lay.message_rect
    lines = f.wrap(app.game.coach_line, w - 12)
    assert len(lines) == 2                                          # the coach's line takes both its lines
    lifted = tnt.hand_card(app, str(app.game.hinted.card))
    assert lifted.y == lay.hand_y - HINT_LIFT
    last_row = lay.coach_y + len(lines) * (f.height + 1) - 2        # the last pixel row of its words
    assert last_row < lifted.y                                      # the card rises below them
    _, box_y, _, box_h = lay.message_rect
    assert box_y + box_h <= lay.coach_y                             # and they below the white box
    assert box_y >= lay.table_y + 96 + 3                            # clear of the frame round a table card


def _hinted_position(tnt):
    """The T2 position with F3's hint worked out and shown: (the program, the hinted move)."""
    app = tnt.position(**T2)
    coach.clear_cache()
    headless.press(app, "F3")
    frames_until(tnt, app, lambda a: a.game.hinted is not None)
    return app, app.game.hinted


def test_a_click_on_the_lifted_card_makes_the_hinted_play(tnt):
    app, hinted = _hinted_position(tnt)
    assert len(hinted.cards) == 4                                   # K♣ takes the whole table...
    headless.click(app, *tnt.center(tnt.hand_card(app, "KC")))
    assert not app.win.dialogs                                      # ...with no box of the ways K♣ takes
    tnt.run_until(app, lambda a: a.game.director.idle)
    assert set(app.game.state.taken[PERSON]) == {hinted.card, *hinted.cards}


def test_enter_where_the_hint_put_the_cursor_makes_the_hinted_play(tnt):
    app, hinted = _hinted_position(tnt)
    headless.press(app, "RETURN")
    assert not app.win.dialogs
    assert app.game.state.scores[PERSON] == 61 and set(app.game.state.taken[PERSON]) == {hinted.card,
                                                                                        *hinted.cards}


def test_no_hint_when_it_is_not_your_turn(tnt):
    app = tnt.position(**T2)
    app.win.toggle_demo()
    assert not app.win.can_hint
    app.ctx.audio.played.clear()
    app.win.hint()
    assert "error" in app.ctx.audio.played and app.game.hinted is None


def test_the_coach_line_follows_a_play_without_holding_the_game(tnt):
    app = tnt.position(**T2, settings={"open_hands": True})
    assert app.win.coach_on                       # on by default with open hands
    coach.clear_cache()
    tnt.drag_to_table(app, "10C", "10D")          # 3 points where 61 were there
    plays = app.game.plays
    frames, worst = frames_until(tnt, app, lambda a: bool(a.game.coach_line))
    line = app.game.coach_line
    assert line.startswith("Coach: Better was K♣: about ") and "61 points" in line
    frames_until(tnt, app, lambda a: a.game.plays > plays)   # the computer plays on as usual


def test_good_play_gets_good(tnt):
    app = tnt.position(**T2, settings={"coach": True})
    tnt.drag_to_table(app, "KC", "KH")
    if app.win.dialogs:                           # K♣ on K♥: the whole table is one of the ways
        box = app.win.modal
        i = next(i for i, m in enumerate(box.moves) if len(m.cards) == 4)
        box.list.select(i)
        headless.press(app, "RETURN")
    frames_until(tnt, app, lambda a: bool(a.game.coach_line))
    assert app.game.coach_line == "Coach: Good: that is my play too."


def test_no_line_with_the_coach_off(tnt):
    app = tnt.position(**T2, settings={"coach": False})
    tnt.drag_to_table(app, "10C", "10D")
    tnt.settle(app)
    headless.frame(app, 30)
    assert app.game.coach_line == "" and not app.game.session.desk.judging


def test_the_coach_setting_is_remembered(tnt):
    app = tnt.app()
    assert not app.win.coach_on                   # off without open hands, until set
    options = app.win.menubar.menus[2]
    item = options.items[1]
    assert item.label == "&Coach"
    item.run()
    assert app.win.coach_on and app.ctx.store.settings("tablenette")["coach"] is True
    again = tnt.app(coach=True)
    assert again.win.coach_on


def test_the_hand_review_beside_the_score_sheet(tnt):
    app = tnt.position(["10C KC", "2S 3S"], "10D 4S KH KS", last_taker=1, settings={"coach": True})
    tnt.drag_to_table(app, "10C", "10D")          # gives up the 61 of K♣
    tnt.settle(app)
    tnt.drag_to_deck(app, "KC")
    tnt.run_until(app, lambda a: isinstance(a.win.modal, HandEndDialog))
    box = app.win.modal
    frames_until(tnt, app, lambda a: not a.game.session.desk.judging)
    lines = box.review_text()
    assert lines[0].startswith("Given up this hand: about ")
    assert lines[1].startswith("Deal 4, card 5: you played 10♣; better was K♣ (about ")    # the stock empty
    assert box.client_w > 330                     # the review sits beside the sheet
    headless.frame(app)


def test_a_take_back_drops_the_coachs_work_on_it(tnt):
    app = tnt.position(**T2, settings={"open_hands": True})
    tnt.drag_to_table(app, "10C", "10D")
    pyxel = tnt.pyxel
    pyxel.set_btn(pyxel.KEY_CTRL, True)
    headless.press(app, "z")
    pyxel.set_btn(pyxel.KEY_CTRL, False)
    assert not app.game.session.desk.judging and app.game.coach_line == ""
    assert app.game.session.desk.review.decisions == []


def test_review_lines_say_what_there_is():
    from retro.coaching import HandReview
    from retro.tablenette.screens.app_coach import review_lines

    review = HandReview()
    assert review_lines(review, True) == ["The coach is still looking at your plays..."]
    assert review_lines(review, False) == ["The coach saw none of your plays this hand."]
    review.add("deal 1, card 1", "K♣", "", 0.0)
    assert review_lines(review, False) == ["Every play of yours this hand was the coach's play too."]
    review.add("deal 2, card 3", "10♣", "K♣", 58.6)
    review.add("deal 3, card 1", "5♥", "2♣", 0.6)
    assert review_lines(review, False) == [
        "Given up this hand: about 59 points.",
        "Deal 2, card 3: you played 10♣; better was K♣ (about 59 points).",
        "Deal 3, card 1: you played 5♥; better was 2♣ (about 1 point)."]


def test_a_hint_for_a_position_gone_is_not_shown(tnt):
    """A card played while the hint is worked out: the late hint is dropped, not shown."""
    app = tnt.position(**T2)
    coach.clear_cache()
    app.win.hint()
    tnt.drag_to_deck(app, "AS")
    headless.frame(app, 60)
    assert app.game.session.desk.hint_work is None and app.game.hinted is None
