"""Every question answered with the mouse alone: the setup's answers, "(Enter for ...)", Y/N and the key bar."""

from retro import headless
from retro.dos.screen import TextScreen
from retro.dos.widgets import TypedAnswer
from retro.tablanet.screens.app_game import Game
from retro.tablanet.screens.ui_popups import AskYesNo, RecordBox, RulesViewer
from retro.tablanet.screens.ui_setup import Setup
from retro.tablanet.screens.ui_table import HAND_COL, HAND_ROW, LEGEND_ROW


def _click_text(app, text: str, row: int | None = None) -> None:
    """Click the middle of ``text`` where the screen shows it (on ``row`` when given)."""
    rows = [row] if row is not None else range(25)
    for r in rows:
        col = app.screen.row_text(r).find(text)
        if col >= 0:
            headless.click(app, *TextScreen.cell_center(col + len(text) // 2, r))
            return
    raise AssertionError(f"{text!r} is not on the screen:\n{app.screen.text()}")


def _question_row(app) -> int:
    return app.scene.widget.row


def test_the_setup_is_answered_by_clicks_on_the_answers(tbl):
    app = tbl.app("*E")
    assert isinstance(app.scene, Setup) and app.scene.step == "players"
    _click_text(app, "3 - you and", _question_row(app))
    assert app.scene.step == "ace" and app.scene.answers["players"] == 3
    _click_text(app, "1 or", _question_row(app))
    assert app.scene.answers["ace"] == 1
    _click_text(app, "2 most cards", _question_row(app))
    assert app.scene.answers["bonus"] == "cards"
    _click_text(app, "(Enter for 1)", _question_row(app))            # the default
    assert app.scene.answers["tablanet"] == "values"
    _click_text(app, "101", _question_row(app))                      # the game's length
    assert app.scene.answers["target"] == 101
    _click_text(app, "(Enter for 1)", _question_row(app))            # the computers' strength
    assert app.scene.answers["bot"] == "tactician"
    _click_text(app, "Y yes", _question_row(app))                    # open hands
    _click_text(app, "N no", _question_row(app))                     # coach
    assert isinstance(app.scene, Game)
    options = app.scene.state.options
    assert (options.players, options.ace, options.bonus, options.tablanet) == (3, 1, "cards", "values")
    assert app.scene.session.learning and not app.scene.session.coach_on
    assert tbl.beeps(app) == 0


def test_the_language_question_and_the_ace_eleven_by_clicks(tbl):
    app = tbl.app("*")                        # no language letter: the language is asked first
    assert app.scene.step == "lang"
    _click_text(app, "2 English", _question_row(app))
    assert app.lang == "en" and app.scene.step == "players"
    _click_text(app, "2 or", _question_row(app))
    _click_text(app, "11 for the whole game", _question_row(app))
    assert app.scene.answers["ace"] == 11 and app.scene.answers["players"] == 2


def test_a_click_beside_the_answers_answers_nothing(tbl):
    app = tbl.app("*E")
    row = _question_row(app)
    headless.click(app, *TextScreen.cell_center(3, row))             # on "Players"
    headless.click(app, *TextScreen.cell_center(5, row + 3))         # below the question
    assert app.scene.step == "players" and not app.scene.widget.typed and tbl.beeps(app) == 0


def test_the_setup_key_bar_does_what_its_keys_do(tbl):
    app = tbl.app("*E")
    assert isinstance(app.scene.widget, TypedAnswer)
    _click_text(app, "F6", LEGEND_ROW)                                # F6: the language
    assert app.lang == "ru" and "Сколько игроков" in app.screen.text()
    _click_text(app, "F6", LEGEND_ROW)
    assert app.lang == "en"
    _click_text(app, "F3", LEGEND_ROW)                                # the record, over the question
    assert isinstance(app.modal, RecordBox)
    headless.press(app, "ESCAPE")
    _click_text(app, "F5", LEGEND_ROW)                                # the rules
    assert isinstance(app.modal, RulesViewer)
    headless.press(app, "ESCAPE")
    speed = app.speed
    col = app.screen.row_text(LEGEND_ROW).find("F8/F9")
    headless.click(app, *TextScreen.cell_center(col + 4, LEGEND_ROW))   # F9: faster
    assert app.speed == max(0, speed - 1) and app.scene.step == "players"
    _click_text(app, "F7", LEGEND_ROW)                                # quit: asked first
    assert isinstance(app.modal, AskYesNo) and app.modal.key == "q_quit"
    _click_text(app, "N no", app.modal.row)
    assert not app.modals and not app.done and app.scene.step == "players"


def test_the_continue_question_and_the_game_questions_take_clicks(tbl):
    app = tbl.app("*E")
    tbl.setup_answers(app, open_hands=False, coach=False)
    assert isinstance(app.scene, Game)
    tbl.run_until(app, tbl.my_turn)
    _click_text(app, "F7", LEGEND_ROW)
    assert isinstance(app.modal, AskYesNo)
    _click_text(app, "F6", LEGEND_ROW)                                # the key bar, over a question
    assert app.lang == "ru" and isinstance(app.modal, AskYesNo)
    _click_text(app, "Y да", app.modal.row)
    assert app.done
    again = tbl.app("*E")
    assert not isinstance(again.scene, Setup)                         # the kept game is offered
    _click_text(again, "Y yes", again.scene.widget.row)
    assert isinstance(again.scene, Game)


def test_the_capture_list_by_mouse_its_line_takes_outside_lets_the_card_go(tbl):
    from retro.tablanet.screens.ui_popups import CaptureChoice

    app = tbl.game(tbl.position(["10D 3C 7H", "KS 2H 9D"], "10S 5D 5H 4C 6C"), lang="en")
    tbl.run_until(app, tbl.my_turn)
    row = app.screen.row_text(HAND_ROW + 1)
    slot = str((row.find("│10♦│") - HAND_COL) // 5 + 1)
    headless.press(app, slot)                                         # the 10♦: five captures
    choice = app.modal
    assert isinstance(choice, CaptureChoice)
    headless.click(app, *TextScreen.cell_center(0, 0))                # outside: the card goes back
    assert app.modal is None and app.scene.state.to_move == 0 and tbl.my_turn(app)
    headless.press(app, slot)
    choice = app.modal
    wanted = choice.moves[2]
    headless.click(app, *TextScreen.cell_center(choice.col + 5, choice.row + 3))
    played = [e for e in app.scene.state.events if e.kind == "capture" and e.player == 0]
    assert set(played[-1].cards[1:]) == set(wanted.cards)


def test_the_record_box_is_cleared_and_closed_by_mouse(tbl):
    app = tbl.app("*E")
    app.record.add("players-2", "won", 260)
    headless.press(app, "F3")
    box = app.modal
    assert isinstance(box, RecordBox)
    _click_text(app, "C clears")
    assert isinstance(app.modal, AskYesNo) and app.modal.key == "q_clear_record"
    _click_text(app, "Y yes", app.modal.row)
    assert app.record.rows() == [] and app.modal is box
    headless.click(app, *TextScreen.cell_center(40, 8))                # anywhere else: it closes
    assert app.modal is None


def test_the_rules_close_by_a_click_on_their_status_line_and_page_by_clicks(tbl):
    app = tbl.app("*E")
    headless.press(app, "F5")
    viewer = app.modal
    assert isinstance(viewer, RulesViewer)
    headless.click(app, *TextScreen.cell_center(40, viewer.row + viewer.height - 3))   # the lower half
    assert viewer.top == viewer.page
    headless.click(app, *TextScreen.cell_center(40, viewer.row + 2))                   # the upper half
    assert viewer.top == 0
    headless.click(app, *TextScreen.cell_center(40, viewer.row + viewer.height - 2))   # "Esc closes"
    assert app.modal is None and app.scene.step == "players"


def test_a_click_on_the_numbered_deal_line_is_d(tbl):
    """No keys (a phone): a click on "D at any question..." asks for the deal number, and Esc
    there comes back to the question it was clicked at."""
    from retro.tablanet.screens.ui_setup import DEAL_HINT_ROW

    app = tbl.app("*E")
    setup = app.scene
    step = setup.step
    assert app.screen.row_text(DEAL_HINT_ROW).strip().startswith("D ")
    headless.click(app, *TextScreen.cell_center(10, DEAL_HINT_ROW))
    assert setup.step == "deal"
    headless.press(app, "ESCAPE")
    assert setup.step == step
