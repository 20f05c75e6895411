"""A set-up position's deal number (TBL-E5) is counted from the cards left in the stock, not taken as 1."""

import pytest

from retro.cards import standard_deck
from retro.tablanet.rules import Options, State

DECK = [str(card) for card in standard_deck()]


def _set_up(players: int, in_stock: int, in_hand: int = 2) -> State:
    """``in_hand`` cards each, four on the table, ``in_stock`` in the stock: no card twice."""
    cards = iter(DECK)
    hands = [" ".join(next(cards) for _ in range(in_hand)) for _ in range(players)]
    table = " ".join(next(cards) for _ in range(4))
    stock = [next(cards) for _ in range(in_stock)]
    return State.from_position(hands=hands, table=table, stock=stock, options=Options(players=players))


# Each deal gives 12 cards (6 each at two players, 4 each at three); the stock holds the deals to come.
@pytest.mark.parametrize("players, in_stock, deal", [
    (2, 36, 1), (2, 24, 2), (2, 13, 2), (2, 12, 3), (2, 5, 3), (2, 0, 4),
    (3, 36, 1), (3, 20, 2), (3, 0, 4),
])
def test_the_deal_of_a_set_up_position_comes_from_the_cards_left_in_the_stock(players, in_stock, deal):
    assert _set_up(players, in_stock).deal_no == deal


def test_a_set_up_position_with_empty_hands_deals_the_next_deal_at_once():
    state = _set_up(2, 24, in_hand=0)
    assert state.deal_no == 3 and [len(hand) for hand in state.hands] == [6, 6] and state.stock_size == 12
    assert _set_up(3, 48, in_hand=0).deal_no == 1                 # the whole deck still to deal: the first
    assert _set_up(3, 36, in_hand=0).deal_no == 2


def test_the_deals_of_a_set_up_position_go_on_to_the_fourth_and_no_further():
    state = _set_up(2, 12, in_hand=1)
    assert state.deal_no == 3
    while state.stock_size:
        state.apply(state.legal_moves()[0])
    assert state.deal_no == 4
