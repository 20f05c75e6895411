"""Card notation, decks and the API contract of retro.cards."""

import copy
import pickle

import pytest
from hypothesis import given, strategies as st

from retro.cards import (Card, RANKS, SUITS, card_text, cards, pinochle_deck,
                         standard_deck)


def test_parse_and_str_round_trip_every_card():
    for card in standard_deck():
        assert Card.parse(str(card)) == card
        assert str(Card.parse(str(card).lower())) == str(card)


@pytest.mark.parametrize("text, rank, suit", [
    ("10D", "10", "D"), ("qs", "Q", "S"), ("TH", "10", "H"), ("A♠", "A", "S"),
    ("  kc ", "K", "C"), ("2♦", "2", "D"),
])
def test_parse_spellings(text, rank, suit):
    card = Card.parse(text)
    assert (card.rank, card.suit) == (rank, suit)


@pytest.mark.parametrize("bad", ["", "X", "1X", "11D", "10", "ZZ", "QQ", "KSS", "♠"])
def test_parse_garbage_names_the_token(bad):
    with pytest.raises(ValueError) as err:
        Card.parse(bad)
    assert repr(bad) in str(err.value)


def test_cards_list_and_bad_token():
    assert cards("10D 4S KH") == [Card("10", "D"), Card("4", "S"), Card("K", "H")]
    assert cards(["10D", Card("4", "S")]) == cards("10D 4S")
    assert cards("") == []
    with pytest.raises(ValueError, match="'XX'"):
        cards("10D XX KH")


def test_equal_copies_of_a_double_deck_compare_equal():
    deck = pinochle_deck()
    assert len(deck) == 48
    assert deck.count(Card.parse("QS")) == 2
    assert len(set(deck)) == 24
    a, b = [c for c in deck if str(c) == "JD"]
    assert a == b and hash(a) == hash(b)


def test_standard_deck():
    deck = standard_deck()
    assert len(deck) == len(set(deck)) == 52
    assert {c.suit for c in deck} == set(SUITS)
    assert {c.rank for c in deck} == set(RANKS)


def test_card_is_immutable_and_survives_copy_and_pickle():
    card = Card.parse("10D")
    with pytest.raises(AttributeError):
        card.rank = "9"
    assert copy.deepcopy(card) is card
    assert pickle.loads(pickle.dumps(card)) == card
    assert card.symbol == "10♦" and card.is_red and card.name == "10 of diamonds"


@given(st.lists(st.sampled_from(standard_deck()), max_size=20))
def test_card_text_round_trips(hand):
    assert cards(card_text(hand)) == hand
