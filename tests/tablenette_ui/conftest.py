"""Shared set-up for the Tablenette program tests: a clean input state, the app, positions."""

import pytest
from drivers import WindowsDriver, center, release_input

from retro.keep import KeptGame
from retro.tablenette.screens import app as tablenette_app
from retro.tablenette.rules import State


class Driver(WindowsDriver):
    """Tablenette played with the mouse and keys, as a person would."""

    name = "tablenette"
    center = staticmethod(center)

    def create(self, letters: str):
        return tablenette_app.create(self.ctx, letters)

    def window(self, program):
        return program.win

    def describe(self, program) -> str:
        return f"message: {program.game.message!r}"

    def app(self, letters: str = "", speed: int = 0, keep: bool = False, **settings):
        """The program started afresh; ``keep`` leaves a kept game from an earlier start in place."""
        if not keep:
            KeptGame(self.ctx.store, "tablenette").discard()
        return self.start(letters, {"speed": speed, **settings})

    def position(self, hands, table, letters: str = "", speed: int = 0, settings=None, **kw):
        """The app playing ``State.from_position(hands=..., table=..., **kw)``, idle."""
        program = self.app(letters, speed, **(settings or {}))
        program.begin(State.from_position(hands=hands, table=table, **kw))
        self.settle(program)
        return program

    def settle(self, program, limit: int = 3000) -> int:
        """Frames until the beats are played out (and the computer has played, if its turn)."""
        return self.run_until(program, lambda p: p.game.idle and (p.game.persons_turn or p.game.state.over
                                                                 or bool(p.win.dialogs)), limit)

    @staticmethod
    def hand_card(program, text: str):
        for p in program.game.hand_cards(0):
            if str(p.card) == text:
                return p
        raise AssertionError(f"{text} not in the person's hand")

    @staticmethod
    def table_card(program, text: str):
        for p in program.game.table_cards():
            if str(p.card) == text:
                return p
        raise AssertionError(f"{text} not on the table")

    def drag(self, program, card: str, to: tuple[int, int]) -> None:
        self.drag_xy(program, center(self.hand_card(program, card)), to)

    def drag_to_table(self, program, card: str, target: str) -> None:
        # the left strip of a table card stays visible however many overlap
        t = self.table_card(program, target)
        self.drag(program, card, (t.x + 6, t.y + 40))

    def drag_to_deck(self, program, card: str) -> None:
        x, y = program.win.layout.deck
        self.drag(program, card, (x + 35, y + 48))


@pytest.fixture
def tnt(ctx, pyxel_session):
    release_input(pyxel_session)
    yield Driver(ctx, pyxel_session)
    release_input(pyxel_session, park=False, flip=False)
