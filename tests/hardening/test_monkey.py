"""Seeded monkeys on every program and the disk menu: no exception, no slow frame, the rules hold.

Each program is driven directly (``create(ctx, letters)``, no shell, no
subprocess) for 20,000 frames (with ``--long`` only): a random key --
every F-key, Esc, Enter, arrows, digits, letters, Alt and Shift combinations
-- or a mouse move, click, right click, drag or wheel turn every one to four
frames. While no game is on the monkey leans on Enter, so the title and the
questions give way to play; the programs run at their quickest pace (speed
0, Casino's delay 1 without animation), and a program that is left (Esc, Y)
is started again, as the menu would.

Frame cost: each frame's ``update()`` + ``draw()`` is timed in this
process's CPU time (``time.process_time``) and in wall time. The limit of
100 ms is asserted on CPU time: the machine is shared, and a wall-time spike
while another process holds the core is not our frame's cost. The wall
worst is printed with the report (``-s``). Through the disk menu, the frame
in which the shell starts a program (its imports, fonts and first screen)
is a cold start and is held to the cold-start target of 1 s instead.

Rules: after every frame in which the program's rules State changed (a new
state, or new events), all cards are accounted for (hands + table or
tableau + stock + captured piles, and pinochle's melds, upcard, trick and
tricks played = the deck) and each player's event points add up to
``state.scores`` (see hardening_kit.Invariants).
"""

from __future__ import annotations

import random
import weakref
from dataclasses import dataclass
from typing import Callable

import pytest

from hardening_kit import COMMON_KEYS, DIGITS, FRAME_LIMIT_MS, LETTERS, Invariants, Monkey
from retro import headless

# A slow end-to-end check, left out of the quick loop (-m 'not system').
pytestmark = pytest.mark.system

FRAMES = 20_000
WIN_COMBOS = [("ALT",), ("ALT", "F4"), ("ALT", "F"), ("ALT", "G"), ("ALT", "O"), ("ALT", "H"),
              ("LALT", "SPACE"), ("SHIFT", "TAB"), ("CTRL", "F4"), ("ALT", "TAB")]
DOS_COMBOS = [("SHIFT", "TAB"), ("ALT", "F4"), ("CTRL", "C"), ("ALT", "X")]
KEYS = COMMON_KEYS + DIGITS + LETTERS



def check(report, invariants, game: str, min_events: int) -> None:
    print(f"\n{game}: {report.line()}; {invariants.checks if invariants else 0} rules checks, "
          f"{invariants.states if invariants else 0} games, "
          f"{invariants.events if invariants else 0} events {dict(invariants.kinds) if invariants else ''}")
    assert not report.over_limit, f"frames over {FRAME_LIMIT_MS} ms of CPU: {report.over_limit[:5]}"
    if invariants is not None:
        assert invariants.events >= min_events, f"the monkey hardly played {game}: {invariants.kinds}"


# --- the four programs ----------------------------------------------------------------------------------
# The states of lessons seen: a lesson's position may be set up with the original document's cards
# (scores and cards of its own, checked by the lesson tests), so it is not held to a dealt game's
# starting scores and full deck; its plays are checked as any others.
SET_UP = weakref.WeakSet()


def dealt(game):
    if game is None:
        return None
    if type(game).__name__ == "LessonGame":
        SET_UP.add(game.state)
    return game.state


def pinochle_state(app):
    from retro.pinochle.screens.app_game import Game

    return dealt(app.scene) if isinstance(app.scene, Game) else None


def tablanet_state(app):
    from retro.tablanet.screens.app_game import Game

    return dealt(app.scene) if isinstance(app.scene, Game) else None


def tablenette_state(app):
    return dealt(app.game)


def casino_state(app):
    return dealt(app.window.game)


def tablenette_spots(app):
    game = app.game
    if game is None:
        return (), ()
    sources = [(p.x + 30, p.y + 40) for p in game.hand_cards(0)]
    targets = [(t.x + 6, t.y + 40) for t in app.win.targets()]
    return sources, targets


def casino_spots(app):
    game, layout = app.window.game, app.window.layout
    if game is None:
        return (), ()
    seat = layout.seats[0]
    sources = []
    for index in range(len(game.board.hands[0])):
        x, y = seat.card_xy(index)
        sources.append((x + 8, y + 40))
    targets = []
    for index, pile in enumerate(game.board.spaces):
        rect = layout.pile_rect(index, len(pile.cards) if pile is not None else 1)
        targets.append((rect.x + rect.w // 2, rect.y + 20))
    return sources, targets


@dataclass(frozen=True)
class Setup:
    letters: list            # command-line letters to start with (one chosen per start)
    settings: dict           # the quickest pace
    state_of: Callable       # app -> its rules State, or None when no game is on
    combos: list
    favoured: list           # the program's playing keys
    spots: Callable | None = None
    min_events: int = 300    # a run that plays less has not tested the game


DOS_PLAY = DIGITS + ["A", "B", "C", "D", "E", "Y", "N", "LEFT", "RIGHT", "UP", "DOWN", "RETURN", "SPACE"]
PROGRAMS = {
    "pinochle": Setup(["", "*", "M*", "S*", "MC"], {"speed": 0}, pinochle_state, DOS_COMBOS, DOS_PLAY),
    "tablanet": Setup(["", "*", "E*", "M*", "R"], {"speed": 0}, tablanet_state, DOS_COMBOS, DOS_PLAY),
    "tablenette": Setup(["", "S"], {"speed": 0}, tablenette_state, WIN_COMBOS,
                        DIGITS[1:7] + ["TAB", "LEFT", "RIGHT", "UP", "DOWN", "RETURN", "SPACE"],
                        tablenette_spots),
    "casino": Setup(["", "S"], {"delay": 1, "animation": False, "name": "Ann"}, casino_state, WIN_COMBOS,
                    DIGITS[1:5] + ["TAB", "LEFT", "RIGHT", "UP", "DOWN", "RETURN", "SPACE", "H", "U"],
                    casino_spots),
}


def program_monkey(ctx, game: str, seed: int) -> tuple[Monkey, Invariants]:
    from retro.programs import create

    setup = PROGRAMS[game]
    rng = random.Random(seed)

    def make_app():
        from retro.shell import settle_heap

        ctx.store.save_settings(game, setup.settings)
        app = create(game, ctx, rng.choice(setup.letters))
        settle_heap()  # as the shell does when it starts a program (not the test run's heap)
        return app

    invariants = Invariants(game, set_up=lambda state: state in SET_UP)
    monkey = Monkey(make_app, rng, KEYS, state_of=setup.state_of, invariants=invariants,
                    combos=setup.combos, favoured=setup.favoured, spots=setup.spots,
                    texts=["Bob", "x", "Computer", "A very long name indeed for a box", " "])
    return monkey, invariants


@pytest.mark.long
@pytest.mark.parametrize("game", list(PROGRAMS))
def test_monkey_on_each_program(ctx, game):
    monkey, invariants = program_monkey(ctx, game, seed=sum(map(ord, game)))
    report = monkey.run(FRAMES)
    check(report, invariants, game, PROGRAMS[game].min_events)


# --- the disk menu (through the shell, so the programs it starts get the monkey too) ---------------------
class MenuShell:
    """The shell as the monkey sees it: ``starting`` marks the frame that started a program."""

    def __init__(self, ctx):
        from retro.shell import Shell

        self.shell = Shell(ctx)
        self.starting = False
        self.started: list[str] = []

    @property
    def done(self) -> bool:
        return self.shell.quit_requested

    def update(self) -> None:
        before = self.shell.current
        self.shell.update()
        now = self.shell.current
        self.starting = now is not before and now is not self.shell.menu
        if self.starting:
            self.started.append(type(now).__name__)

    def draw(self) -> None:
        self.shell.draw()


MENU_KEYS = ["1", "2", "3", "4", "UP", "DOWN", "RETURN", "F1", "F5", "F7", "F10", "ESCAPE", "Y", "N"]
LEAVE_KEYS = ["ESCAPE", "Y", "F7", "RETURN"]


@pytest.mark.long
def test_monkey_on_the_launcher(ctx, monkeypatch):
    """The disk menu, through the shell: the programs it starts are left again (Esc, Y)."""
    from retro.shell import Shell

    def fail(self, title, err):
        raise err
    monkeypatch.setattr(Shell, "_failed", fail)   # the shell would show a notice; here it fails
    for game, setup in PROGRAMS.items():
        ctx.store.save_settings(game, setup.settings)
    started: list[str] = []
    in_menu = [0]

    def make_shell():
        shell = MenuShell(ctx)
        shell.started = started
        return shell

    def favoured(app):
        if app.shell.current is app.shell.menu:
            in_menu[0] += 1
            return MENU_KEYS
        return LEAVE_KEYS

    monkey = Monkey(make_shell, random.Random(42), KEYS, combos=DOS_COMBOS + [("ALT", "F4")],
                    enter_bias=0.1, favoured=favoured, favour=0.6)
    report = monkey.run(FRAMES)
    print(f"\nprograms started from the menu: {len(started)}; menu actions {in_menu[0]}")
    check(report, None, "launcher", 0)
    assert len(started) >= 20 and len(set(started)) == 4, started
    assert report.restarts >= 1, "the menu was never left"
