"""Shared set-up for the Tablenette program tests: a clean input state, the app, positions."""

import pytest

from retro import headless
from retro.keep import KeptGame
from retro.tablenette import app as tablenette_app
from retro.tablenette.rules import State

KEYS = ("MOUSE_BUTTON_LEFT", "KEY_ALT", "KEY_LALT", "KEY_SHIFT", "KEY_CTRL", "KEY_SPACE",
        "KEY_RETURN", "KEY_ESCAPE", "KEY_TAB")


def center(placed, dx: int = 0, dy: int = 0) -> tuple[int, int]:
    return placed.x + placed.w // 2 + dx, placed.y + placed.h // 2 + dy


class Driver:
    """Starts the program and plays it with the mouse and keys, as a person would."""

    center = staticmethod(center)

    def __init__(self, ctx, pyxel):
        self.ctx, self.pyxel = ctx, pyxel

    def app(self, letters: str = "", speed: int = 0, keep: bool = False, **settings):
        """The program started afresh; ``keep`` leaves a kept game from an earlier start in place."""
        self.ctx.store.save_settings("tablenette", {"speed": speed, **settings})
        if not keep:
            KeptGame(self.ctx.store, "tablenette").discard()
        program = tablenette_app.create(self.ctx, letters)
        headless.frame(program, 2)
        return program

    def position(self, hands, table, letters: str = "", speed: int = 0, settings=None, **kw):
        """The app playing ``State.from_position(hands=..., table=..., **kw)``, idle."""
        program = self.app(letters, speed, **(settings or {}))
        program.begin(State.from_position(hands=hands, table=table, **kw))
        self.settle(program)
        return program

    @staticmethod
    def settle(program, limit: int = 3000) -> int:
        """Frames until the beats are played out (and the computer has played, if its turn)."""
        return Driver.run_until(program, lambda p: p.game.idle and (p.game.persons_turn or p.game.state.over
                                                                   or bool(p.win.dialogs)), limit)

    @staticmethod
    def run_until(program, done, limit: int = 5000) -> int:
        return headless.run_until(program, done, limit, lambda p: f"message: {p.game.message!r}")

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
        headless.drag(program, center(self.hand_card(program, card)), to, steps=8)

    def drag_to_table(self, program, card: str, target: str) -> None:
        # the left strip of a table card stays visible however many overlap
        t = self.table_card(program, target)
        self.drag(program, card, (t.x + 6, t.y + 40))

    def drag_to_deck(self, program, card: str) -> None:
        x, y = program.win.layout.deck
        self.drag(program, card, (x + 35, y + 48))


@pytest.fixture
def tnt(ctx, pyxel_session):
    pyxel = pyxel_session
    for name in KEYS:
        pyxel.set_btn(getattr(pyxel, name), False)
    pyxel.set_mouse_pos(630, 470)
    pyxel.flip()
    yield Driver(ctx, pyxel)
    for name in KEYS:
        pyxel.set_btn(getattr(pyxel, name), False)
