"""A drop the rules refuse is said from the rules' structured reason, in the window's words."""

from retro.cards import Card
from retro.moves import Reason
from retro.tablenette.screens.app_game import refusal_text


def test_a_jack_laid_on_the_table_is_refused_with_the_sweep_rule(tnt):
    app = tnt.position(["JC 5H", "6C 2D"], "9S 3H", stock="KC KD KH KS")
    tnt.drag_to_deck(app, "JC")
    assert app.game.message == "J♣ is a Jack: it takes the whole table. Drop it on a table card."
    assert app.win.drag.last_result is False and len(app.game.state.hands[0]) == 2


def test_refusals_are_worded_from_the_rule_and_its_cards():
    nine, three = Card.parse("9C"), Card.parse("3H")
    assert refusal_text(Reason("cannot_capture", "", (nine, three))) == (
        "9♣ cannot take 3♥: a 9 takes 9s, or two cards adding up to 9.")
    assert refusal_text(Reason("not_in_hand", "9C is not in player 0's hand", (nine,))) == (
        "Not allowed: 9C is not in player 0's hand.")
