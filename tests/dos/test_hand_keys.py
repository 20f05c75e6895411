"""The person's keys over their hand: a card's own key, the cursor round the hand, Enter, no answer."""

import pytest

from retro.dos.hand_keys import CHOOSE_KEYS, HandCursor


class Turn(HandCursor):
    """A turn over ``count`` cards whose keys "1".."9" name them; what was chosen or refused."""

    def __init__(self, count: int = 4, range_checked: bool = False):
        self.count = count
        self.range_checked = range_checked
        self.said: list = []

    def key(self, key: str) -> None:
        named = int(key) - 1 if key.isdigit() else None
        self.hand_key(key, self.count, named, lambda i: self.said.append(("chose", i)),
                      lambda: self.said.append("no answer"),
                      no_card=(lambda: self.said.append("no card")) if self.range_checked else None)


def test_a_cards_own_key_chooses_it():
    turn = Turn()
    turn.key("3")
    assert turn.said == [("chose", 2)] and turn.cursor == 0


def test_the_arrows_go_round_the_hand_and_enter_chooses_the_card_under_the_cursor():
    turn = Turn(count=3)
    turn.key("LEFT")
    assert turn.cursor == 2
    turn.key("RIGHT")
    assert turn.cursor == 0
    turn.key("RIGHT")
    for key in CHOOSE_KEYS:
        turn.key(key)
    assert turn.said == [("chose", 1)] * 4


@pytest.mark.parametrize("key", ["X", "ESCAPE", "TAB"])
def test_a_key_that_is_no_answer_is_refused_and_function_keys_pass(key):
    turn = Turn()
    turn.key(key)
    turn.key("F5")
    assert turn.said == ["no answer"]


def test_a_card_past_the_hand_goes_to_no_card_when_the_program_asks_so():
    turn = Turn(count=2)
    turn.key("5")
    assert turn.said == [("chose", 4)]           # the program's own choice checks the number
    turn = Turn(count=2, range_checked=True)
    turn.key("5")
    turn.key("0")
    turn.key("2")
    assert turn.said == ["no card", "no card", ("chose", 1)]


def test_the_cursor_is_kept_on_the_hand():
    turn = Turn()
    turn.cursor = 7
    turn.fit_cursor(3)
    assert turn.cursor == 2
    turn.fit_cursor(0)
    assert turn.cursor == 0
    turn.key("LEFT")
    assert turn.cursor == 3                      # round a hand of four
