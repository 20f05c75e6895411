"""Shared set-up for the Tablanet program tests: an app at a chosen speed, positions, helpers."""

import pytest

from retro import headless
from retro.tablanet import app as tablanet_app
from retro.tablanet.rules import Options, State
from retro.tablanet.ui_popups import Box


class Driver:
    """Starts the program and drives it with keys, as a person would."""

    def __init__(self, ctx):
        self.ctx = ctx

    def app(self, letters: str = "*", speed: int = 0, **settings):
        self.ctx.store.save_settings("tablanet", {"speed": speed, **settings})
        program = tablanet_app.create(self.ctx, letters)
        headless.frame(program, 2)
        return program

    def game(self, state=None, letters: str = "*", speed: int = 0, bots=None, demo=False, **settings):
        program = self.app(letters, speed, **settings)
        program.begin(state or State.new(5, Options()), bots, demo=demo)
        headless.frame(program, 2)
        return program

    @staticmethod
    def position(hands, table, stock=(), to_move=0, ace=11, bonus="points", tablanet="values", **kw):
        options = Options(players=len(hands), ace=ace, bonus=bonus, tablanet=tablanet)
        return State.from_position(hands=hands, table=table, stock=stock, to_move=to_move,
                                   options=options, **kw)

    @staticmethod
    def run_until(program, done, limit: int = 5000) -> int:
        """Frames until ``done(program)`` holds; fails after ``limit`` frames."""
        return headless.run_until(program, done, limit, lambda p: p.screen.text())

    @staticmethod
    def my_turn(program) -> bool:
        scene = program.scene
        return getattr(scene, "turn", None) is not None and scene.turn.active and not program.modals

    @staticmethod
    def sheet_up(program) -> bool:
        return isinstance(program.modal, Box) and program.modal.kind == "sheet"

    @staticmethod
    def beeps(program) -> int:
        return program.audio.played.count("error")


@pytest.fixture
def tbl(ctx):
    return Driver(ctx)
