"""The cut for dealer (TBL-E1), the opening Jacks (TBL-E3) and each deal (TBL-U4), as shown."""

from retro import headless
from retro.cards import Card
from retro.tablanet.rules import Options, State
from retro.tablanet.screens.ui_table import DECK_COL, DECK_ROW

CUT_TIE_SEED = 11        # three players: 5♠ and 5♥ tie for lowest, those two cut again
ONE_JACK_SEED = 4        # three players: the J♦ turns up on the opening table
THREE_JACKS_SEED = 9     # three players: J♣ to the bottom, J♦ and J♥ into the middle


def test_TBL_E1_TBL_U4_the_cut_is_shown_card_by_card_and_the_lowest_deals(tbl):
    state = State.new(ONE_JACK_SEED, Options(players=3))
    app = tbl.game(state, speed=1)
    board = app.scene.board
    seen = []
    tbl.run_until(app, lambda a: (seen.append(len(board.cut)) or False) or board.dealer is not None)
    assert [n for i, n in enumerate(seen) if i == 0 or n != seen[i - 1]][:3] == [1, 2, 3]
    text = app.screen.text()
    assert "СНЯТИЕ" in text and "Компьютер 1" in text and "Компьютер 2" in text
    assert "Д♦" in text and "10♥" in text and "Т♣" in text          # QD, 10H, AC as cut
    assert "Младшая карта - 10♥: сдает Компьютер 1." in text
    assert board.dealer == 1 == state.dealer


def test_TBL_E1_only_the_players_tied_for_lowest_cut_again(tbl):
    app = tbl.game(State.new(CUT_TIE_SEED, Options(players=3)), speed=1)
    board = app.scene.board
    tbl.run_until(app, lambda a: a.scene.beats.cut_round == 2)
    assert "не у одного: снимают еще раз" in app.screen.text()
    assert [p for p, _ in board.cut] == [1]
    tbl.run_until(app, lambda a: board.dealer is not None)
    assert board.cut == [(1, Card.parse("8S")), (2, Card.parse("6C"))]
    assert "Младшая карта - 6♣: сдает Компьютер 2." in app.screen.text()


def test_TBL_E3_a_jack_on_the_opening_table_is_sent_to_the_bottom_of_the_deck(tbl):
    jack = Card.parse("JD")
    app = tbl.game(State.new(ONE_JACK_SEED, Options(players=3)), speed=1)
    board = app.scene.board
    tbl.run_until(app, lambda a: board.turned == jack)
    text = app.screen.text()
    assert "валет!" in text and "В♦" in text
    assert "Открылся валет В♦ - на столе ему не место: он уходит в самый низ колоды." in text
    tbl.run_until(app, lambda a: board.turned is None)
    assert board.jacks == [(jack, "bottom")]
    # The Jack shows its lower half under the deck, marked "bottom".
    assert "В♦" in app.screen.row_text(DECK_ROW + 3)[DECK_COL:DECK_COL + 5]
    assert app.screen.row_text(DECK_ROW + 5).startswith(" ▲внизу")
    tbl.run_until(app, lambda a: board.table)
    assert "место валета заняла верхняя карта колоды" in app.screen.text()
    assert all(card.rank != "J" for card in board.table)


def test_TBL_E3_later_jacks_go_into_the_middle_and_are_shown_there(tbl):
    app = tbl.game(State.new(THREE_JACKS_SEED, Options(players=3)), speed=1, lang="en")
    board = app.scene.board
    tbl.run_until(app, lambda a: board.turned == Card.parse("JD"))
    assert "Another Jack, the J♦: it goes into the middle of the deck." in app.screen.text()
    tbl.run_until(app, lambda a: board.table)
    assert [w for _, w in board.jacks] == ["bottom", "middle", "middle"]
    column = "\n".join(app.screen.row_text(r)[:9] for r in range(DECK_ROW, DECK_ROW + 8))
    assert "J♣" in column and "≡J♦ J♥" in column


def test_TBL_U4_each_deal_of_the_hand_is_announced(tbl):
    app = tbl.game(State.new(ONE_JACK_SEED, Options(players=3)), demo=True)
    board = app.scene.board
    tbl.run_until(app, lambda a: board.deal_no == 2, limit=4000)
    assert "Раздача 2 из 4: еще по 4 карты." in app.screen.text()
    assert "Сдача 1 · раздача 2 из 4" in app.screen.row_text(0)
    assert all(len(hand) == 4 for hand in board.hands)


def test_the_deck_count_follows_the_deals(tbl):
    app = tbl.game(State.new(0, Options(players=2)))
    tbl.run_until(app, tbl.my_turn, limit=4000)
    state = app.scene.state
    assert app.scene.board.stock == state.stock_size == 52 - 12 - 4
    assert f"{state.stock_size:^3}" in app.screen.row_text(DECK_ROW + 1)
    headless.frame(app, 2)
