"""The person's turn: choosing a capture (TBL-U3), compulsory capture (TBL-C4), Tablanet (TBL-T1)."""

from retro import headless
from retro.cards import Card, cards
from retro.dos.screen import TextScreen
from retro.tablanet.screens.ui_popups import CaptureChoice
from retro.tablanet.screens.ui_table import HAND_COL, HAND_ROW, MESSAGE_ROW, table_place

# The person's 10♦ can take five ways on this table; the 3♣ takes nothing.
HANDS = ["10D 3C 7H", "KS 2H 9D"]
TABLE = "10S 5D 5H 4C 6C"


def _my_game(tbl, hands=HANDS, table=TABLE, lang="ru", speed=0, **kw):
    app = tbl.game(tbl.position(hands, table, **kw), lang=lang, speed=speed)
    tbl.run_until(app, tbl.my_turn)
    return app


def _slot(app, symbol: str) -> str:
    """The number key of the person's card showing ``symbol`` (e.g. "10♦")."""
    row = app.screen.row_text(HAND_ROW + 1)
    col = row.find(f"│{symbol:>3}│")
    assert col >= 0, row
    return str((col - HAND_COL) // 5 + 1)


def _played(app):
    """The person's plays so far (the computer answers at once at speed 0)."""
    return [e for e in app.scene.state.events if e.kind in ("capture", "discard") and e.player == 0]


def test_TBL_U1_table_cards_lettered_and_hand_cards_numbered(tbl):
    app = _my_game(tbl)
    text = app.screen.text()
    for i, card in enumerate(app.scene.board.table):
        col, row = table_place(i, 5)
        assert app.screen.row_text(row - 1)[col + 1:col + 4] == f" {'ABCDE'[i]} "
    assert "  1    2    3" in app.screen.row_text(HAND_ROW - 1)
    assert "Ваш ход: 1-3 или ←/→ и Enter." in text
    assert "F1Звук" in app.screen.row_text(24) and "Пауза 0" in app.screen.row_text(24)


def test_TBL_U3_several_captures_are_listed_and_chosen_by_arrows_and_enter(tbl):
    app = _my_game(tbl)
    headless.press(app, _slot(app, "10♦"))
    choice = app.modal
    assert isinstance(choice, CaptureChoice) and len(choice.moves) == 5
    text = app.screen.text()
    assert "Взятки картой 10♦" in text and "Карта 10♦ берет по-разному" in text
    # The lit capture shows on the table (double frames); ↓ moves to the next.
    first = choice.current
    assert app.scene.turn.lit() == frozenset(first.cards)
    headless.press(app, "DOWN")
    second = choice.current
    assert second != first and app.scene.turn.lit() == frozenset(second.cards)
    headless.press(app, "RETURN")
    assert _played(app)[-1].cards == (Card.parse("10D"), *second.cards)


def test_TBL_U3_a_number_picks_a_capture_and_table_letters_narrow_the_list(tbl):
    app = _my_game(tbl)
    headless.press(app, _slot(app, "10♦"))
    choice = app.modal
    headless.press_many(app, ["D", "E"])                   # 4♣ 6♣
    assert set(choice.current.cards) == set(cards("4C 6C"))
    headless.press(app, "A")                                # and the 10♠
    assert set(choice.current.cards) == set(cards("10S 4C 6C"))
    number = choice.moves.index(choice.current) + 1
    headless.press(app, str(number))
    assert set(_played(app)[-1].cards[1:]) == set(cards("10S 4C 6C"))


def test_TBL_U3_table_cards_picked_first_then_the_hand_card(tbl):
    app = _my_game(tbl, lang="en")
    headless.press_many(app, ["B", "C"])
    assert "Picked from the table: 5♦ 5♥" in app.screen.text()
    headless.press(app, _slot(app, "10♦"))
    assert set(_played(app)[-1].cards) == set(cards("10D 5D 5H"))


def test_TBL_U3_the_only_capture_is_taken_at_once(tbl):
    app = _my_game(tbl, hands=["9C 3C", "KS 2H"], table="9S 2D 8H")
    headless.press(app, _slot(app, "9♣"))
    assert app.modal is None
    assert _played(app)[-1].cards == tuple(cards("9C 9S"))


def test_a_card_that_takes_nothing_goes_to_the_table(tbl):
    app = _my_game(tbl, speed=1)
    headless.press(app, _slot(app, "3♣"))
    assert _played(app)[-1].kind == "discard"
    assert "Вы кладете 3♣ на стол." in app.screen.text()


def test_TBL_C4_a_card_that_can_take_may_not_be_laid_down(tbl):
    """Compulsory capture: the list's 0 line (to the table) is refused with a beep and a message."""
    app = _my_game(tbl)
    headless.press(app, _slot(app, "10♦"))
    headless.press(app, "0")
    assert tbl.beeps(app) == 1
    assert "Карта 10♦ может брать, а брать обязательно." in app.screen.row_text(MESSAGE_ROW)
    assert isinstance(app.modal, CaptureChoice) and not _played(app)
    headless.press(app, "ESCAPE")                           # another card instead
    assert app.modal is None and not _played(app)


def test_TBL_C4_picked_table_cards_the_card_cannot_take_are_refused(tbl):
    app = _my_game(tbl)
    headless.press_many(app, ["B", "D"])                     # 5♦ 4♣: nothing adds up to 10
    headless.press(app, _slot(app, "10♦"))
    assert "Карта 10♦ не берет 5♦ 4♣." in app.screen.text() and tbl.beeps(app) == 1
    headless.press(app, _slot(app, "3♣"))
    assert "Карте 3♣ брать нечего" in app.screen.text() and not _played(app)
    headless.press(app, "ESCAPE")                            # drops the picks, stays at the table
    assert not app.scene.turn.picked and not app.modals and "Выбор сброшен." in app.screen.text()


def test_arrows_move_the_cursor_and_enter_plays(tbl):
    app = _my_game(tbl)
    headless.press_many(app, ["RIGHT"] * (int(_slot(app, "3♣")) - 1 + 3))  # wraps around once
    headless.press(app, "RETURN")
    assert _played(app)[-1].cards == (Card.parse("3C"),)


def test_a_click_on_a_hand_card_plays_it(tbl):
    app = _my_game(tbl)
    index = int(_slot(app, "3♣")) - 1
    x, y = TextScreen.cell_center(HAND_COL + index * 5 + 2, HAND_ROW + 1)
    headless.click(app, x, y)
    assert _played(app)[-1].cards == (Card.parse("3C"),)


def test_TBL_T1_TBL_O3_tablanet_is_announced_with_a_tune_and_its_points(tbl):
    """The 9♣ takes 4♠ 5♦, the whole table: 9 + 4 + 5 = 18 points at once."""
    app = _my_game(tbl, hands=["9C 3C", "KS 2H"], table="4S 5D", lang="en")
    headless.press(app, _slot(app, "9♣"))
    tbl.run_until(app, lambda a: a.scene.beats.banner)
    assert "T A B L A N E T !" in app.screen.text()
    assert "TABLANET! You clear the table: 18 points." in app.screen.text()
    assert "tablanet" in app.audio.played
    assert app.scene.state.scores == [18, 0] and app.scene.board.totals[0] == 18
    tbl.run_until(app, lambda a: not a.scene.beats.banner)
    you = next(line for line in app.screen.text().splitlines() if "║ You" in line)
    assert you.split("║")[3].strip() == "18" and you.split("║")[4].strip() == "18"   # hand and total


def test_TBL_O3_with_the_option_a_tablanet_scores_nothing(tbl):
    app = _my_game(tbl, hands=["9C 3C", "KS 2H"], table="4S 5D", lang="en", tablanet="none")
    headless.press(app, _slot(app, "9♣"))
    tbl.run_until(app, lambda a: a.scene.beats.banner)
    assert "TABLANET! You take the whole table." in app.screen.text()
    assert app.scene.state.scores == [0, 0]
    assert "bonus for points · no Tablanet points" in app.screen.row_text(22)


def test_TBL_T1_the_next_player_after_a_tablanet_gets_the_advice(tbl):
    """The computer clears the table; the person is advised to lay the lowest or an unmatched card."""
    app = tbl.game(tbl.position(["9C 3C", "5H 2H"], "5S", to_move=1))
    tbl.run_until(app, tbl.my_turn)
    assert [e.kind for e in app.scene.state.events][:2] == ["capture", "tablanet"]
    text = app.screen.text()
    assert "СОВЕТ (табланет):" in text and "самую младшую" in text
    assert "Ваш ход: совет справа." in text


def test_the_numbers_beyond_the_hand_beep(tbl):
    app = _my_game(tbl)
    headless.press(app, "7")
    assert tbl.beeps(app) == 1 and "Такой карты у вас нет." in app.screen.text()
    headless.press(app, "Z")
    assert "На столе нет карты Z." in app.screen.text()
