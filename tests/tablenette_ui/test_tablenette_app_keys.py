"""Keyboard play (TNT-U2): Tab between hand, table and deck card, arrows within, Enter, Enter; Esc."""

from retro import headless
from retro.cards import Card
from retro.tablenette.screens.ui_dialogs import ChoiceDialog

PERSON = "7H 2S 9C 4D QS 5H"
COMPUTER = "3C 8S JD KD 6C 10S"
TABLE = "7S 3H 8D"


def test_TNT_U2_keyboard_pick_a_card_then_enter_on_its_target(tnt):
    app = tnt.position([PERSON, COMPUTER], TABLE)
    keys = app.win.cursor
    headless.press(app, "RETURN")                # Enter on the first hand card picks it up...
    assert keys.chosen_card() == Card.parse("7H")
    assert keys.row == "table" and keys.where() == ("table", Card.parse("7S"))   # ...onto the 7♠
    assert "takes 7♠" in app.game.message
    lit = [str(p.card) for p in app.game.table_cards() if p.highlight]
    assert lit == ["7S"]                         # what Enter would take shows inverted
    headless.press(app, "RETURN")                # play it
    tnt.run_until(app, lambda a: a.game.director.idle)
    assert set(app.game.state.taken[0]) == {Card.parse("7H"), Card.parse("7S")}


def test_TNT_U2_keyboard_tab_moves_between_hand_table_and_deck(tnt):
    app = tnt.position([PERSON, COMPUTER], TABLE)
    keys = app.win.cursor
    headless.press(app, "RIGHT")                 # along the hand: the 2♠
    assert keys.row == "hand" and keys.slot == 1
    headless.press(app, "TAB")
    assert keys.row == "table"
    headless.press(app, "RIGHT")
    assert keys.where() == ("table", Card.parse("3H"))
    headless.press(app, "TAB")
    assert keys.row == "deck" and keys.where() == "deck"
    headless.press(app, "TAB")
    assert keys.row == "hand" and keys.slot == 1
    pyxel = tnt.pyxel
    pyxel.set_btn(pyxel.KEY_SHIFT, True)         # Shift+Tab goes back
    headless.press(app, "TAB")
    pyxel.set_btn(pyxel.KEY_SHIFT, False)
    assert keys.row == "deck"
    headless.press(app, "RETURN")                # nothing picked yet: it says so
    assert "Pick a card first" in app.game.message
    headless.press(app, "DOWN")
    headless.press(app, "SPACE")                 # Space picks the 2♠: it takes nothing, so the deck card
    assert keys.chosen_card() == Card.parse("2S") and keys.row == "deck"
    headless.press(app, "RETURN")
    tnt.run_until(app, lambda a: a.game.director.idle)
    assert app.game.state.events[0].kind == "discard"
    assert app.game.state.events[0].cards == (Card.parse("2S"),)


def test_TNT_U2_keyboard_illegal_target_says_why_and_esc_lets_go(tnt):
    app = tnt.position([PERSON, COMPUTER], TABLE)
    keys = app.win.cursor
    headless.press(app, "3")                     # 1-6 pick at once: the 9♣
    assert keys.chosen_card() == Card.parse("9C") and keys.row == "deck"
    headless.press(app, "DOWN")
    headless.press(app, "UP")                    # to the table row: the 7♠
    headless.press(app, "RIGHT")                 # 3♥
    headless.press(app, "RETURN")
    assert "9♣ cannot take 3♥" in app.game.message
    assert Card.parse("9C") in app.game.state.hands[0]
    headless.press(app, "ESCAPE")                # Esc lets go of the card, not of the game
    assert keys.picked == -1 and not app.win.dialogs
    headless.press(app, "ESCAPE")                # now Esc asks about leaving
    assert app.win.modal is not None and "Leave" in app.win.modal.text


def test_a_number_key_picks_that_card_counted_from_the_left_past_the_gaps(tnt):
    app = tnt.position([PERSON, COMPUTER], TABLE)
    headless.press(app, "1")                     # the 7♠ taken with the 7♥: the first place is empty now
    headless.press(app, "RETURN")
    tnt.settle(app)
    assert app.game.shown.slots[0][0] is None
    shown = [str(p.card) for p in sorted(app.game.hand_cards(0), key=lambda p: p.x)]
    assert shown == ["2S", "9C", "4D", "QS", "5H"]
    headless.press(app, "3")                     # the third card you see, not the third place
    assert app.win.cursor.chosen_card() == Card.parse("4D")
    headless.press(app, "ESCAPE")
    headless.press(app, "5")
    assert app.win.cursor.chosen_card() == Card.parse("5H")
    headless.press(app, "ESCAPE")
    headless.press(app, "6")                     # five cards: 6 picks nothing
    assert app.win.cursor.picked == -1


def test_TNT_U2_keyboard_several_captures_open_the_choice(tnt):
    app = tnt.position(["3D 6H KC 10C 8D AS", "2C 3C 4C 5C 6C 7C"], "10D 4S KH KS")
    headless.press(app, "3")
    headless.press(app, "RETURN")
    box = app.win.modal
    assert isinstance(box, ChoiceDialog)
    assert all(Card.parse("10D") in m.cards for m in box.moves)   # the first card it can take
    headless.press(app, "END")                   # the last (poorest) way
    headless.press(app, "RETURN")
    tnt.run_until(app, lambda a: a.game.director.idle)
    assert set(app.game.state.taken[0]) == {Card.parse("KC"), *box.moves[-1].cards}


def test_TNT_U2_click_a_card_then_click_a_target(tnt):
    app = tnt.position([PERSON, COMPUTER], TABLE)
    headless.click(app, *tnt.center(tnt.hand_card(app, "7H")))
    assert app.win.cursor.chosen_card() == Card.parse("7H")
    t = tnt.table_card(app, "7S")
    headless.click(app, t.x + 6, t.y + 40)
    tnt.run_until(app, lambda a: a.game.director.idle)
    assert Card.parse("7S") in app.game.state.taken[0]
