"""Refusals in parts: the rule's code, its cards and clause, with the rules' own line kept word for word."""

from __future__ import annotations

import pytest

from retro.cards import Card, cards
from retro.casino import rules as casino
from retro.moves import IllegalMove, Reason
from retro.pinochle import rules as pinochle
from retro.tablanet import rules as tablanet
from retro.tablenette import rules as tablenette


def refused(state, move) -> Reason:
    reason = state.why_illegal(move)
    before = state.to_json()
    with pytest.raises(IllegalMove) as err:
        state.apply(move)
    assert err.value.reason == reason and str(err.value) == reason.text == str(reason)
    assert state.to_json() == before
    return reason


def test_PIN_S3_round_two_duties_name_the_led_card():
    state = pinochle.State.from_position(hands=["9H KH AS", "10S JD"], trump="D", round=2, leader=1,
                                         trick=["QS"])
    reason = refused(state, pinochle.Move("play", Card.parse("9H")))
    assert (reason.rule, reason.cards, reason.clause) == ("must_follow_suit", (Card.parse("QS"),), "PIN-S3")
    assert reason.text == "player 0 must follow suit to the Q\u2660 (PIN-S3)"
    trumped = pinochle.State.from_position(hands=["9H KD", "10S"], trump="D", round=2, leader=1,
                                           trick=["QS"])
    reason = refused(trumped, pinochle.Move("play", Card.parse("9H")))
    assert reason.rule == "must_trump" and reason.cards == (Card.parse("QS"),)
    headed = pinochle.State.from_position(hands=["9D AD", "10S"], trump="D", round=2, leader=1, trick=["10D"])
    reason = refused(headed, pinochle.Move("play", Card.parse("9D")))
    assert reason.rule == "must_head_trump" and reason.cards == (Card.parse("10D"),)
    assert headed.why_illegal(pinochle.Move("play", Card.parse("AD"))) is None


def test_a_fishing_capture_refused_names_the_played_and_the_table_cards():
    state = tablenette.State.from_position(hands=["5S 9C", "2D"], table=["7H", "3C"])
    reason = refused(state, tablenette.Move("capture", Card.parse("5S"), (Card.parse("7H"),)))
    assert reason.rule == "cannot_capture" and reason.cards == tuple(cards("5S 7H"))
    assert reason.text.startswith("5S cannot take 7H: ")
    must = tablanet.State.from_position(hands=["3S 9C", "2D"], table=["3H"])
    reason = refused(must, tablanet.Move("discard", Card.parse("3S")))
    assert reason.rule == "must_capture" and reason.cards == (Card.parse("3S"),)
    reason = refused(state, tablenette.Move("discard", Card.parse("KD")))
    assert reason.rule == "not_in_hand" and reason.cards == (Card.parse("KD"),)


def test_a_casino_take_refused_names_its_cards():
    state = casino.State.from_position(hands=[["5S", "9C"], ["2D"]], tableau=["7H", "3C"])
    reason = refused(state, casino.Move("take", Card.parse("5S"), (Card.parse("7H"),)))
    assert reason.rule == "cannot_take" and reason.cards == tuple(cards("5S 7H"))
    reason = refused(state, casino.Move("take", Card.parse("5S"), (Card.parse("AS"),)))
    assert (reason.rule, reason.cards, reason.text) == ("not_on_table", (Card.parse("AS"),), "AS is not on the table")
