"""Demo mode through a whole hand, the score sheet (TBL-U4), the game's end, open-hands reasons."""

import pytest

from retro import headless
from retro.tablanet.screens.app_board import sheet_counts
from retro.tablanet.screens.app_game import Game
from retro.tablanet.screens.app_text import reason_text
from retro.tablanet.rules import Options, State
from retro.tablanet.screens.ui_popups import AskYesNo, Box


@pytest.mark.system
def test_TBL_U4_a_three_player_hand_in_demo_mode_ends_in_its_score_sheet(tbl):
    """The computers play every seat; the sheet shows A K Q 10 2 10♦ and the bonus per player."""
    app = tbl.game(State.new(7, Options(players=3)), demo=True)
    frames = tbl.run_until(app, tbl.sheet_up, limit=20_000)
    game, board = app.scene, app.scene.board
    text = app.screen.text()
    assert "Итоги сдачи 1" in text and "Игрок        Карт  Т  К  Д 10  2 10♦ Табл. Прем. Сдача Всего" in text
    for name in ("Вы", "Компьютер 1", "Компьютер 2"):
        assert name in text
    assert sum(len(pile) for pile in board.taken) == 52 - len(board.table)
    assert sum(game.beats.tally.card_points) == 21                     # TBL-S2
    assert [sheet_counts(pile)["points"] for pile in board.taken] == game.beats.tally.card_points
    assert sum(game.beats.tally.bonus) in (0, 3)
    assert board.totals == [p + t + b for p, t, b in zip(game.beats.tally.card_points, board.tablanet, game.beats.tally.bonus)]
    assert frames < 20_000
    # In demo mode the sheet goes by itself and the next hand is dealt (the deal passes left).
    tbl.run_until(app, lambda a: a.modal is None and a.scene.board.hand_no == 2)
    assert board.dealer == (game.state.dealer) and game.state.hand_no == 2


def test_the_score_sheet_waits_for_enter_when_a_person_plays(tbl):
    app = tbl.game(tbl.position(["AS", "3C"], "AH", dealer=1), lang="en")
    headless.press(app, "1")
    tbl.run_until(app, tbl.sheet_up)
    text = app.screen.text()
    assert "End of hand 1" in text and "Press Enter to go on" in text
    you = next(line for line in text.splitlines() if "You " in line and "║" in line and "  2" in line)
    assert "     3" in you                                         # the bonus to the winner
    headless.frame(app, 400)
    assert app.modal.kind == "sheet"
    headless.press(app, "F6")
    assert "Итоги сдачи 1" in app.screen.text()                  # the sheet follows the language
    headless.press(app, "RETURN")
    assert app.modal is None


def test_the_game_ends_at_251_or_more_with_the_winner(tbl):
    """TBL-G1 on screen: 249 + 2 card points + the 3 bonus = 254 wins; then another game?"""
    state = State.from_position(hands=["AS", "3C"], table="AH", dealer=1, scores=[249, 200],
                                options=Options(tablanet="none"))
    app = tbl.game(state)
    headless.press(app, "1")
    tbl.run_until(app, tbl.sheet_up)
    headless.press(app, "RETURN")
    assert isinstance(app.modal, Box) and app.modal.kind == "over"
    text = app.screen.text()
    assert "Конец партии" in text and "Вы победили: 254 очка!" in text
    headless.press(app, "RETURN")
    assert isinstance(app.modal, AskYesNo) and "Еще партию? (Y/N)" in app.screen.text()
    headless.press(app, "Y")
    assert not app.done and "Язык / Language" in app.screen.text()


def test_a_computer_win_in_english_and_no_to_another_game(tbl):
    state = State.from_position(hands=["3C", "AS"], table="AH", to_move=1, dealer=0, scores=[200, 250],
                                options=Options(tablanet="none"))
    app = tbl.game(state, lang="en")
    tbl.run_until(app, tbl.my_turn)
    headless.press(app, "1")
    tbl.run_until(app, tbl.sheet_up)
    headless.press(app, "RETURN")
    assert "Computer wins with 255 points." in app.screen.text()
    headless.press_many(app, ["RETURN", "N"])
    assert app.done


def test_demo_mode_deals_a_new_game_after_the_end(tbl):
    state = State.from_position(hands=["AS", "3C"], table="AH", dealer=1, scores=[249, 200])
    app = tbl.game(state, demo=True)
    first = app.scene
    tbl.run_until(app, lambda a: a.scene is not first, limit=3000)
    assert isinstance(app.scene, Game) and app.scene.demo and not app.done


def test_open_hands_show_the_computers_cards_and_why_they_play(tbl):
    state = State.new(5, Options(players=3))
    app = tbl.game(state, open_hands=True)
    tbl.run_until(app, tbl.my_turn, limit=4000)
    text = app.screen.text()
    assert "КОМПЬЮТЕР 1 (открыто)" in text
    hand = app.scene.state.hands[1]
    from retro.tablanet.screens.app_text import card_label

    assert all(card_label(card, "ru") in app.screen.row_text(3) for card in hand)
    if app.scene.reason:
        assert app.screen.row_text(5).strip().startswith("Компьютер")


def test_bot_reasons_are_translated_or_left_in_english_never_a_crash():
    """The reasons speak Russian on the Russian screen, whole and in plain words."""
    assert reason_text("K♣ takes the whole table: a tablanet worth 31 points", "ru") == \
        "К♣ берет весь стол: табланет на 31 очко"
    assert reason_text("lays 7♥: the lowest card after the tablanet", "ru") == \
        "кладет 7♥: после табланета - самая младшая карта"
    assert reason_text("picks a legal move at random", "ru") == "случайный ход"
    odd = "plays a hunch nobody taught it"
    assert reason_text(odd, "ru") == odd and reason_text(odd, "en") == odd
    assert reason_text("", "ru") == ""
