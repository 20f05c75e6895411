"""Shared set-up for the Tommy's Pinochle program tests: an app at speed 0 and positions."""

import pytest

from retro import headless
from retro.pinochle import app as pinochle_app
from tests.pinochle_ui.plain_bot import Plain
from retro.pinochle.rules import Options, State

# A round-one position: the computer has led the 9♠; the person (12 cards) can
# win it with a trump and then exchange the deece and meld pinochle, 100 aces,
# the royal marriage... Hearts are trump, the upcard is the 10♥.
PERSON = "AH 10H KH QH JH 9H QS JD AS AC AD KC"
COMPUTER = "10S KS QC JC 9C 10C 9D 10D QD KD JS"


class Driver:
    """Starts the program and drives it with keys, as a person would."""

    def __init__(self, ctx):
        self.ctx = ctx

    def app(self, letters: str = "*", speed: int = 0, **settings):
        self.ctx.store.save_settings("pinochle", {"speed": speed, **settings})
        program = pinochle_app.create(self.ctx, letters)
        headless.frame(program, 2)
        return program

    def game(self, state=None, letters: str = "*", speed: int = 0, bots=None, **settings):
        program = self.app(letters, speed, **settings)
        program.begin(state or State.new(5, Options()), bots)
        headless.frame(program, 2)
        return program

    @staticmethod
    def meld_position(open_hands: bool = False):
        return State.from_position(hands=[PERSON, COMPUTER], trump="H", upcard="10H",
                                   stock="AS 10S JS", leader=1, trick="9S", dealer=0,
                                   options=Options(open_hands=open_hands))

    @staticmethod
    def plain_bots():
        return {0: Plain(), 1: Plain()}

    @staticmethod
    def run_until(program, done, limit: int = 5000) -> int:
        """Frames until ``done(program)`` holds; fails after ``limit`` frames."""
        return headless.run_until(program, done, limit, lambda p: p.screen.text())

    @staticmethod
    def slot_of(program, symbol: str, row: int = 3) -> int:
        """The slot index (0-11) of the card showing ``symbol`` (e.g. "Q♠") in a hand row."""
        text = program.screen.row_text(row)
        col = text.find(f"│{symbol:>3}│")
        assert col >= 0, f"{symbol} not in row {row}: {text!r}"
        return (col - 1) // 5

    @staticmethod
    def beeps(program) -> int:
        return program.audio.played.count("error")


@pytest.fixture
def pin(ctx):
    return Driver(ctx)
