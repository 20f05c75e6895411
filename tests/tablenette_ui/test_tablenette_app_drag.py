"""Drag and drop on the table (TNT-U2): capture, discard on the deck card, snap back, choices."""

from retro import headless
from retro.cards import Card
from retro.tablenette.screens.ui_dialogs import ChoiceDialog

PERSON = "7H 2S 9C 4D QS 5H"
COMPUTER = "3C 8S JD KD 6C 10S"
TABLE = "7S 3H 8D"


def test_TNT_U2_dragging_onto_a_table_card_captures(tnt):
    app = tnt.position([PERSON, COMPUTER], TABLE)
    tnt.drag_to_table(app, "7H", "7S")
    assert app.win.drag.last_result is True
    tnt.run_until(app, lambda a: a.game.director.idle)
    state = app.game.state
    assert set(state.taken[0]) == {Card.parse("7H"), Card.parse("7S")}
    assert "7S" not in [str(c) for c in app.game.shown.table]
    assert app.game.shown.taken[0] == 2
    assert "You take 7♠ with 7♥" in app.game.message or state.to_move == 1


def test_TNT_U2_dropping_on_the_deck_card_plays_it_to_the_table(tnt):
    app = tnt.position([PERSON, COMPUTER], TABLE)
    tnt.drag_to_deck(app, "2S")
    tnt.run_until(app, lambda a: a.game.director.idle)
    assert Card.parse("2S") not in app.game.state.hands[0]
    assert app.game.state.events[0].kind == "discard"
    assert app.game.state.events[0].cards == (Card.parse("2S"),)


def test_TNT_U2_an_illegal_drop_snaps_back_and_says_why(tnt):
    app = tnt.position([PERSON, COMPUTER], TABLE)
    before = app.game.state.to_json()
    start = tnt.hand_card(app, "9C")
    home = (start.x, start.y)
    tnt.drag_to_table(app, "9C", "3H")
    assert app.win.drag.last_result is False
    assert "9♣ cannot take 3♥" in app.game.message
    assert "two cards adding up to 9" in app.game.message
    assert app.ctx.audio.played[-1] == "error"
    headless.frame(app, 15)                      # the card flies home
    assert not app.win.drag.busy
    card = tnt.hand_card(app, "9C")
    assert (card.x, card.y) == home
    assert app.game.state.to_json() == before    # nothing happened in the game


def test_TNT_U2_a_drop_on_the_felt_snaps_back(tnt):
    app = tnt.position([PERSON, COMPUTER], TABLE)
    x, y = app.win.layout.message_rect[:2]
    tnt.drag(app, "9C", (x + 200, y + 50))
    assert app.win.drag.last_result is False
    assert "deck card" in app.game.message


def test_TNT_J1_a_jack_dropped_on_the_deck_card_is_refused(tnt):
    app = tnt.position(["JH 2S", "3C 8S"], "5D 9S")
    tnt.drag_to_deck(app, "JH")
    assert app.win.drag.last_result is False
    assert "Jack" in app.game.message


def test_TNT_U2_choice_dialog_when_two_captures_contain_the_target(tnt):
    """TNT-T2's table: K♣ dropped on K♥ can take it in several ways; a box lists them."""
    app = tnt.position(["3D 6H KC 10C 8D AS", "2C 3C 4C 5C 6C 7C"], "10D 4S KH KS")
    tnt.drag_to_table(app, "KC", "KH")
    box = app.win.modal
    assert isinstance(box, ChoiceDialog)
    assert len(box.moves) >= 2
    assert all(Card.parse("KH") in m.cards for m in box.moves)
    # the first row is the best: everything, a Tablenette
    assert set(box.moves[0].cards) == set(app.game.state.table)
    assert app.win.choice_lit == set(app.game.state.table)   # the cards it would take show lit
    assert all(p.highlight for p in app.game.table_cards())
    headless.press(app, "DOWN")                              # look at the next way...
    assert app.win.choice_lit == set(box.moves[1].cards)
    headless.press(app, "UP")
    headless.press(app, "RETURN")                            # ...and take the first
    assert box not in app.win.dialogs
    tnt.run_until(app, lambda a: a.game.director.idle)
    assert app.game.state.scores[0] == 61                    # TNT-T2
    assert app.game.state.table == []


def test_TNT_U2_cancelling_the_choice_puts_the_card_back(tnt):
    app = tnt.position(["3D 6H KC 10C 8D AS", "2C 3C 4C 5C 6C 7C"], "10D 4S KH KS")
    tnt.drag_to_table(app, "KC", "4S")
    assert isinstance(app.win.modal, ChoiceDialog)
    headless.press(app, "ESCAPE")
    assert not app.win.dialogs
    tnt.run_until(app, lambda a: a.game.director.idle)
    assert Card.parse("KC") in app.game.state.hands[0]
    assert tnt.hand_card(app, "KC")
    assert app.game.persons_turn


def test_TNT_U3_tablenette_is_announced_with_its_points(tnt):
    """TNT-U3."""
    app = tnt.position(["3D 6H KC 10C 8D AS", "2C 3C 4C 5C 6C 7C"], "10D 4S KH KS", speed=1)
    tnt.drag_to_table(app, "KC", "KS")
    headless.press(app, "RETURN")
    banners = set()
    for _ in range(400):
        headless.frame(app)
        if app.game.director.banner:
            banners.add(app.game.director.banner)
        if app.game.director.idle:
            break
    assert ("Tablenette!", "You score 61 points (5 + 56)") in banners
    assert app.game.announced == ["Tablenette! You score 61 points (5 + 56)"]
    assert "fanfare" in app.ctx.audio.played


def test_TNT_J1_a_jack_sweep_is_animated_card_by_card(tnt):
    app = tnt.position(["JH 2S", "3C 8S"], "5D 9S 4C 6H", speed=2)
    tnt.drag_to_table(app, "JH", "9S")
    delays = []
    for _ in range(300):
        headless.frame(app)
        beat = app.game.director.current
        if beat and len(beat.flights) >= 4:
            delays = [d for d, _ in beat.flights]
            break
    assert len(set(delays)) >= 4, delays                  # the cards go one after another
    tnt.run_until(app, lambda a: a.game.director.idle)
    assert app.game.shown.taken[0] == 5
    assert not app.game.announced                         # no Tablenette for a Jack
