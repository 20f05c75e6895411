"""The coach in Tablanet: F4 Hint lights the advised capture, the coach line after each of the
person's plays (worked out while play goes on), the hand review, the coach setting."""


from retro import headless
from retro.tablanet.screens import app as tablanet_app
from retro.tablanet.screens.app_game import COACH_BUDGET_S, Game
from retro.tablanet.screens.ui_popups import Box
from retro.tablanet.screens.ui_setup import Setup
from retro.tablanet.screens.ui_table import LEGEND_ROW, MESSAGE_ROW, SIDE_COL, SIDE_ROW, TABLE_KEYS, table_place


def _game(tbl, hands=("KS 3C 9D", "2H 4D 6C"), table="KH", coach=True, lang="en", **kw):
    app = tbl.game(tbl.position(list(hands), table, **kw), lang=lang, coach=coach, open_hands=True)
    tbl.run_until(app, tbl.my_turn)
    return app


def _side(app) -> str:
    return "\n".join(app.screen.row_text(r)[SIDE_COL:] for r in range(SIDE_ROW, LEGEND_ROW - 1))


def test_F4_lights_the_advised_capture_and_says_why(tbl):
    app = _game(tbl)
    assert "F4Hint" in app.screen.row_text(LEGEND_ROW)
    headless.press(app, "F4")
    game = app.scene
    assert game.desk.hint_work is not None or game.desk.hint is not None   # stepped, not done inside the key
    tbl.run_until(app, lambda a: a.scene.desk.hint is not None, limit=600)
    advice = game.desk.hint
    assert advice.move in game.state.legal_moves()
    line = app.screen.row_text(MESSAGE_ROW)
    assert line.startswith(" Hint: ") and advice.reason.rstrip(".")[:20] in line
    assert game.news[-1].text("ru").startswith("Совет: ")
    # The hand card is under the cursor and double-framed; the table cards it takes are lit.
    assert game.turn.cursor == game.board.hands[0].index(advice.move.card)
    for card in advice.move.cards:
        index = game.board.table.index(card)
        col, row = table_place(index, len(game.board.table))
        assert app.screen.chars[row][col] == "╔"
        assert TABLE_KEYS[index] in app.screen.row_text(row - 1)


def test_the_hint_plays_as_advised_with_enter(tbl):
    app = _game(tbl)
    headless.press(app, "F4")
    tbl.run_until(app, lambda a: a.scene.desk.hint is not None, limit=600)
    advice = app.scene.desk.hint
    events = len(app.scene.state.events)
    headless.press(app, "RETURN")
    if app.modal is not None:                                   # several captures: the list
        assert app.modal.current == advice.move                 # opens on the advised one
        headless.press(app, "RETURN")
    played = [e for e in app.scene.state.events[events:] if e.player == 0][0]
    assert played.cards[0] == advice.move.card


def test_F4_outside_the_persons_turn_beeps(tbl):
    app = _game(tbl)
    headless.press(app, "F2")                                   # demo: not the person's turn
    headless.press(app, "F4")
    assert tbl.beeps(app) == 1 and app.scene.desk.hint is None


def test_the_coach_line_comes_while_play_goes_on(tbl):
    """After the person's play the verdict is worked out a slice a frame: the frames keep coming,
    and then the side panel says it."""
    app = _game(tbl)
    game = app.scene
    game.turn.play(0)                                           # 3♣ to the table (K♠ takes K♥)
    assert len(game.desk.judging) == 1 and game.desk.verdict is None     # queued, not worked out in the play
    for _ in range(400):
        headless.frame(app)
        if game.desk.verdict is not None:
            break
    assert game.desk.verdict is not None and not game.desk.verdict.good
    side = _side(app)
    assert "COACH on your 3♣:" in side and "Better was K♠ on K♥" in side
    headless.press(app, "F6")
    assert "ТРЕНЕР о ходе 3♣:" in _side(app) and "Лучше было К♠ на К♥" in _side(app)


def test_a_good_play_is_praised(tbl):
    app = _game(tbl)
    game = app.scene
    headless.press(app, "F4")
    tbl.run_until(app, lambda a: a.scene.desk.hint is not None, limit=600)
    advice = game.desk.hint
    headless.press(app, str(game.board.hands[0].index(advice.move.card) + 1))
    if app.modal is not None:
        headless.press(app, str(app.modal.moves.index(advice.move) + 1))
    tbl.run_until(app, lambda a: a.scene.desk.verdict is not None, limit=600)
    assert game.desk.verdict.good and "Good: that is my play too." in _side(app).replace("\n", " ")


def test_no_coach_line_with_the_coach_off(tbl):
    app = _game(tbl, coach=False)
    headless.press(app, "1")
    headless.frame(app, 100)
    assert not app.scene.desk.judging and app.scene.desk.verdict is None and "COACH" not in _side(app)


def test_the_hand_review_after_the_score_sheet(tbl):
    """3♣ laid where K♠ takes K♥: the review names it as a costly play, with what was better."""
    app = _game(tbl, hands=("KS 3C", "2H 4D"), table="KH")
    headless.press(app, "1")                                    # the 3♣
    for _ in range(3):
        tbl.run_until(app, lambda a: tbl.my_turn(a) or (a.modal is not None), limit=3000)
        if tbl.my_turn(app):
            headless.press(app, "1")
    tbl.run_until(app, tbl.sheet_up, limit=3000)
    headless.press(app, "RETURN")
    assert isinstance(app.modal, Box) and app.modal.kind == "review"
    tbl.run_until(app, lambda a: not a.scene.desk.judging, limit=600)
    headless.frame(app, 2)
    text = app.screen.text()
    assert "Review of hand 1" in text and "The coach thinks you gave up about" in text
    # (a set-up position with no stock: the hand's last deal, deal 4; the turn counts from a full hand of 6)
    assert "deal 4, turn 5: 3♣ to the table" in text and "better K♠ on K♥: about" in text
    headless.press(app, "F6")
    text = app.screen.text()
    assert "Разбор сдачи 1" in text and "раздача 4, ход 5: 3♣ на стол" in text and "лучше К♠ на К♥" in text
    headless.press(app, "RETURN")
    assert app.modal is None or app.modal.kind != "review"


def test_the_review_judges_the_persons_own_plays_and_counts_the_turns_the_demo_played(tbl):
    """F2 in the middle of a hand: the demo's play in the person's seat is the computer's, not the
    person's. The review judges the person's 3♣ and says the demo played one turn for them."""
    app = _game(tbl, hands=("KS 3C", "2H 4D"), table="KH")
    headless.press(app, "1")                                    # the 3♣: the person's own play
    tbl.run_until(app, tbl.my_turn, limit=3000)
    headless.press(app, "F2")                                   # the demo plays the K♠
    tbl.run_until(app, lambda a: a.scene.demo_turns and a.scene.demo_turns[-1][1] == 1, limit=3000)
    headless.press(app, "F2")                                   # and gives the seat back
    tbl.run_until(app, lambda a: isinstance(a.modal, Box) and a.modal.kind in ("sheet", "review"), limit=3000)
    if app.modal.kind == "sheet":
        headless.press(app, "RETURN")
    assert isinstance(app.modal, Box) and app.modal.kind == "review"
    tbl.run_until(app, lambda a: not a.scene.desk.judging, limit=600)
    headless.frame(app, 2)
    text = app.screen.text()
    assert "The demo played 1 turn for you: the coach judges only yours." in text
    assert "deal 4, turn 5: 3♣ to the table" in text and "turn 6" not in text
    assert len(app.scene.session.desk.past_review.decisions) == 1


def test_no_review_in_demo_mode_or_without_the_coach(tbl):
    app = _game(tbl, hands=("KS 3C", "2H 4D"), table="KH 5D", coach=False)
    headless.press(app, "1")
    tbl.run_until(app, lambda a: tbl.my_turn(a) or a.modal is not None, limit=3000)
    if tbl.my_turn(app):
        headless.press(app, "1")
    tbl.run_until(app, tbl.sheet_up, limit=3000)
    headless.press(app, "RETURN")
    assert not (isinstance(app.modal, Box) and app.modal.kind == "review")


def test_the_coach_question_follows_open_hands_and_is_remembered(tbl):
    app = tbl.app("*E")
    assert app.settings["coach"] is None
    tbl.setup_answers(app, open_hands=True, stop_at="coach")    # open hands: yes
    assert "Coach: a verdict on each of your plays (Y/N)?" in app.screen.text()
    assert app.scene.widget.choice is True                      # on by default with open hands
    tbl.setup_answers(app, coach=False)
    assert isinstance(app.scene, Game) and not app.scene.coach_on
    assert tbl.ctx.store.settings("tablanet")["coach"] is False
    again = tablanet_app.create(tbl.ctx, "*E")
    headless.frame(again, 2)
    headless.press(again, "N")                                  # not the kept game
    assert isinstance(again.scene, Setup)
    tbl.setup_answers(again, open_hands=True, stop_at="coach")
    assert again.scene.widget.choice is False                   # as answered last time


def test_the_review_so_far_is_kept_with_the_game(tbl):
    app = _game(tbl)
    headless.press(app, "1")
    tbl.run_until(app, lambda a: a.scene.desk.verdict is not None and tbl.my_turn(a), limit=3000)
    extra = app.scene.extra
    assert extra["coach"] is True and len(extra["review"]) == 1      # kept at the verdict's frame's end
    again = tablanet_app.create(tbl.ctx, "*E")
    headless.frame(again, 2)
    headless.press(again, "Y")
    assert isinstance(again.scene, Game) and again.scene.coach_on
    assert again.scene.desk.review.to_data() == app.scene.desk.review.to_data()


def test_a_play_taken_back_leaves_the_review(tbl):
    """Take-back with the coach: Backspace also takes the play's verdict out of the review."""
    app = _game(tbl)
    game = app.scene
    headless.press(app, "1")
    tbl.run_until(app, lambda a: a.scene.desk.verdict is not None and tbl.my_turn(a), limit=3000)
    assert len(game.desk.review.decisions) == 1
    headless.press(app, "BACKSPACE")
    assert game.desk.review.decisions == [] and game.desk.verdict is None and "COACH" not in _side(app)
