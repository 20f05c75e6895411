"""Keyboard play (TNT-U2): choose a card, choose its target, Enter; and the click-click way."""

from retro import headless
from retro.cards import Card
from retro.tablenette.ui_dialogs import ChoiceDialog

PERSON = "7H 2S 9C 4D QS 5H"
COMPUTER = "3C 8S JD KD 6C 10S"
TABLE = "7S 3H 8D"


def test_TNT_U2_keyboard_choose_card_then_target_then_enter(tnt):
    app = tnt.position([PERSON, COMPUTER], TABLE)
    headless.press(app, "1")                     # the 7♥ (slot 1)
    assert app.win.keys.slot == 0 and app.win.keys.visible
    headless.press(app, "RETURN")                # up to the table row: the cursor on the 7♠
    assert app.win.keys.row == "table"
    assert app.win.keys.chosen_card() == Card.parse("7H")
    assert "takes 7♠" in app.game.message
    lit = [str(p.card) for p in app.game.table_cards() if p.highlight]
    assert lit == ["7S"]                         # what Enter would take shows inverted
    headless.press(app, "RETURN")                # play it
    tnt.run_until(app, lambda a: a.game.director.idle)
    assert set(app.game.state.taken[0]) == {Card.parse("7H"), Card.parse("7S")}


def test_TNT_U2_keyboard_tab_and_arrows_move_and_deck_discards(tnt):
    app = tnt.position([PERSON, COMPUTER], TABLE)
    headless.press(app, "TAB")                   # the cursor shows and moves along the hand
    headless.press(app, "RIGHT")
    headless.press(app, "LEFT")
    assert app.win.keys.slot == 1                # 2♠
    headless.press(app, "UP")
    assert app.win.keys.row == "table" and app.win.keys.target == 0   # 2♠ takes nothing: the deck
    assert "to the table" in app.game.message
    headless.press(app, "RIGHT")
    assert app.win.keys.target == 1
    headless.press(app, "DOWN")                  # back to the hand
    assert app.win.keys.row == "hand"
    headless.press(app, "UP")
    headless.press(app, "RETURN")
    tnt.run_until(app, lambda a: a.game.director.idle)
    assert app.game.state.events[0].kind == "discard"
    assert app.game.state.events[0].cards == (Card.parse("2S"),)


def test_TNT_U2_keyboard_illegal_target_says_why(tnt):
    app = tnt.position([PERSON, COMPUTER], TABLE)
    headless.press(app, "3")                     # 9♣
    headless.press(app, "RETURN")
    assert app.win.keys.target == 0              # nothing to take: the deck
    headless.press(app, "RIGHT")
    headless.press(app, "RIGHT")                 # 3♥
    headless.press(app, "RETURN")
    assert "9♣ cannot take 3♥" in app.game.message
    assert Card.parse("9C") in app.game.state.hands[0]
    headless.press(app, "ESCAPE")                # Esc backs out to the hand, not out of the game
    assert app.win.keys.row == "hand" and not app.win.dialogs


def test_TNT_U2_keyboard_several_captures_open_the_choice(tnt):
    app = tnt.position(["3D 6H KC 10C 8D AS", "2C 3C 4C 5C 6C 7C"], "10D 4S KH KS")
    headless.press(app, "3")
    headless.press(app, "RETURN")
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
    assert app.win.keys.chosen_card() == Card.parse("7H")
    t = tnt.table_card(app, "7S")
    headless.click(app, t.x + 6, t.y + 40)
    tnt.run_until(app, lambda a: a.game.director.idle)
    assert Card.parse("7S") in app.game.state.taken[0]
