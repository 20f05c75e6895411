"""Shared set-up for the Tablanet program tests: an app at a chosen speed, positions, helpers."""

import pytest
from drivers import DosDriver

from retro.tablanet.screens import app as tablanet_app
from retro.tablanet.rules import Options, State
from retro.tablanet.screens.ui_popups import Box


class Driver(DosDriver):
    """Tablanet driven with keys, as a person would."""

    name = "tablanet"

    def create(self, letters: str):
        return tablanet_app.create(self.ctx, letters)

    def new_state(self):
        return State.new(5, Options())

    @staticmethod
    def position(hands, table, stock=(), to_move=0, ace=11, bonus="points", tablanet="values", **kw):
        options = Options(players=len(hands), ace=ace, bonus=bonus, tablanet=tablanet)
        return State.from_position(hands=hands, table=table, stock=stock, to_move=to_move,
                                   options=options, **kw)

    @staticmethod
    def my_turn(program) -> bool:
        scene = program.scene
        return getattr(scene, "turn", None) is not None and scene.turn.active and not program.modals

    @staticmethod
    def sheet_up(program) -> bool:
        return isinstance(program.modal, Box) and program.modal.kind == "sheet"


@pytest.fixture
def tbl(ctx):
    return Driver(ctx)
