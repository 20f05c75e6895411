"""Shared set-up for the Tommy's Pinochle program tests: an app at speed 0 and positions."""

import pytest
from drivers import DosDriver

from retro.pinochle.screens import app as pinochle_app
from tests.pinochle_ui.plain_bot import Plain
from retro.pinochle.rules import Options, State

# A round-one position: the computer has led the 9♠; the person (12 cards) can
# win it with a trump and then exchange the deece and meld pinochle, 100 aces,
# the royal marriage... Hearts are trump, the upcard is the 10♥.
PERSON = "AH 10H KH QH JH 9H QS JD AS AC AD KC"
COMPUTER = "10S KS QC JC 9C 10C 9D 10D QD KD JS"


class Driver(DosDriver):
    """Tommy's Pinochle driven with keys, as a person would."""

    name = "pinochle"

    def create(self, letters: str):
        return pinochle_app.create(self.ctx, letters)

    def new_state(self):
        return State.new(5, Options())

    @staticmethod
    def meld_position(open_hands: bool = False):
        return State.from_position(hands=[PERSON, COMPUTER], trump="H", upcard="10H",
                                   stock="AS 10S JS", leader=1, trick="9S", dealer=0,
                                   options=Options(open_hands=open_hands))

    @staticmethod
    def plain_bots():
        return {0: Plain(), 1: Plain()}

    @staticmethod
    def slot_of(program, symbol: str, row: int = 3) -> int:
        """The slot index (0-11) of the card showing ``symbol`` (e.g. "Q♠") in a hand row."""
        text = program.screen.row_text(row)
        col = text.find(f"│{symbol:>3}│")
        assert col >= 0, f"{symbol} not in row {row}: {text!r}"
        return (col - 1) // 5


@pytest.fixture
def pin(ctx):
    return Driver(ctx)
