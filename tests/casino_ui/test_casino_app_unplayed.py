"""The long grey button and its panel of unplayed cards (CAS-U5)."""

from retro import headless
from retro.cards import cards
from retro.casino.rules import State, unplayed_cards
from retro.palette import W_SILVER


def position():
    return State.from_position(hands=["2H 2C QD AH", "3C 4D 8H 9S"], tableau=["2S", "5C+7D", "JS"],
                               stock=["6C", "6D", "6H", "6S", "KC", "KD", "KH", "KS"],
                               captured=["AS 10D", "4H 4S"])


def panel_shown(app) -> bool:
    r = app.window.layout.unplayed_panel
    return headless.pixel(r.x + r.w - 20, r.y + r.h // 2) == W_SILVER


def test_CAS_U5_the_long_grey_button_shows_and_hides_the_unplayed_cards(casino):
    app = casino.game(position())
    window = app.window
    button = window.unplayed_button
    assert button.label == "Show &unplayed cards" and not panel_shown(app)
    headless.click(app, *window.layout.unplayed_button.centre)
    assert window.show_unplayed and button.label == "Hide &unplayed cards" and panel_shown(app)
    game = window.game
    shown = game.board.unplayed(0)
    assert shown == unplayed_cards(game.state.view(0))
    assert len(shown) == 52 - 4 - 4 - 4 and not set(cards("2H AS 5C 4S")) & set(shown)
    assert set(cards("3C 4D 8H 9S 6C KS")) <= set(shown)     # the computer's hand is unseen
    headless.click(app, *window.layout.unplayed_button.centre)
    assert not window.show_unplayed and not panel_shown(app)


def test_CAS_U5_the_list_follows_the_play_and_the_U_key_toggles_it(casino):
    app = casino.game(position())
    headless.press(app, "U")
    assert app.window.show_unplayed
    casino.click_hand(app, "QD")                 # a Put; then the computer plays a card
    casino.run_until(app, casino.idle)
    game = app.window.game
    assert game.board.unplayed(0) == unplayed_cards(game.state.view(0))
    assert len(game.board.unplayed(0)) == 52 - 4 - 4 - 4 - 1     # one of its cards came out
    headless.press(app, "U")
    assert not app.window.show_unplayed
    headless.press(app, "SPACE")                 # Space still belongs to the cards
    assert app.window.focus is None


def test_CAS_U4_H_key_presses_HINT(casino):
    app = casino.game(position())
    headless.press(app, "H")
    casino.run_until(app, casino.hinted)
