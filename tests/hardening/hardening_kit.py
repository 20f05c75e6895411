"""The monkey: seeded random keys and mouse on a program, frame costs, and the rules invariants.

Used by tests/hardening/test_monkey.py. A ``Monkey`` drives one program
directly (no shell, no subprocess) frame by frame, as ``retro.headless``
does: it presses a key or moves, clicks or drags the mouse every few
frames, times each frame's ``update()`` + ``draw()`` in CPU time and wall
time, and after every frame in which the program's rules ``State`` changed
(another state, or new events) checks that every card is accounted for and
that each player's event points add up to the score.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Callable

import pyxel

from retro.cards import pinochle_deck, standard_deck

FRAME_LIMIT_MS = 100.0
# A frame in which the shell starts a program (``app.starting``: imports, fonts, the first
# screen) is a cold start, judged by the cold-start target instead.
START_LIMIT_MS = 1000.0

# Every key a person could reach for: all twelve F-keys, Esc, Enter, the arrows and the rest.
F_KEYS = [f"F{i}" for i in range(1, 13)]
COMMON_KEYS = F_KEYS + ["ESCAPE", "RETURN", "SPACE", "TAB", "LEFT", "RIGHT", "UP", "DOWN",
                        "HOME", "END", "PAGEUP", "PAGEDOWN", "BACKSPACE", "DELETE", "ASTERISK",
                        "KP_ENTER"]
DIGITS = [str(d) for d in range(10)]
LETTERS = [chr(c) for c in range(ord("A"), ord("Z") + 1)]
MODIFIERS = ["ALT", "LALT", "SHIFT", "CTRL"]


def code(name: str) -> int:
    return getattr(pyxel, "KEY_" + name)


# --- the rules invariants -------------------------------------------------------------------------
def pinochle_cards(state) -> list:
    """Every card of the hand in play: held, melded, stock, upcard, the trick and tricks played."""
    played = [c for t in state.view(0).tricks for c in (t.lead, t.follow)]
    up = [state.upcard] if state.upcard is not None else []
    return (state.hands[0] + state.hands[1] + state.melded[0] + state.melded[1]
            + list(state.stock) + up + list(state.trick) + played)


def casino_cards(state) -> list:
    found = [c for h in state.hands for c in h]
    found += [c for pile in state.tableau for c in pile]
    found += list(state.stock) + [c for pile in state.captured for c in pile] + list(state.lost)
    return found


def fishing_cards(state) -> list:
    return ([c for h in state.hands for c in h] + list(state.table) + list(state.stock)
            + [c for t in state.taken for c in t])


DECKS = {"pinochle": Counter(pinochle_deck()), "casino": Counter(standard_deck()),
         "tablenette": Counter(standard_deck()), "tablanet": Counter(standard_deck())}
CARDS_OF = {"pinochle": pinochle_cards, "casino": casino_cards,
            "tablenette": fishing_cards, "tablanet": fishing_cards}


class Invariants:
    """Checks one game's rules states as the program plays them.

    Cards: while a match is not over, the hands, table or tableau, stock,
    captured piles (and pinochle's melds, upcard, trick and tricks played)
    hold exactly the deck. Scores: each player's event points, added up as the
    events arrive, equal ``state.scores`` minus the scores the state started
    with (zero for every state a program deals itself).
    """

    def __init__(self, game: str, set_up=lambda state: False):
        self.game = game
        self.set_up = set_up   # state -> True for a position set up with cards and scores of its own
        self.deck = DECKS[game]
        self.cards_of = CARDS_OF[game]
        self.state = None
        self.seen = 0          # events already added up
        self.signature = None  # what the state looked like at the last check
        self.sums: list[int] = []
        self.base: list[int] = []
        self.checks = 0
        self.states = 0
        self.events = 0        # events seen across all states
        self.kinds: Counter = Counter()

    def observe(self, state) -> bool:
        """Check ``state`` if it changed since the last call (another state, new events, cards or
        turn moved); True when it was checked."""
        if state is None:
            return False
        events = state.events
        # a move that logs no event still moves cards or the turn
        signature = (len(events), state.to_move, state.stock_size, tuple(len(h) for h in state.hands))
        if state is not self.state:
            self.state, self.seen = state, 0
            self.sums = [0] * state.players
            self.states += 1
            self._add(events)
            # a program's own deals start from zero; a position (tests) may not
            self.base = [s - p for s, p in zip(state.scores, self.sums)]
            assert self.set_up(state) or self.base == [0] * state.players, \
                f"a new {self.game} state starts at {state.scores}"
        else:
            if signature == self.signature:
                return False
            self._add(events)
        self.signature = signature
        self.checks += 1
        scores = state.scores
        for p in range(state.players):
            assert self.sums[p] == scores[p] - self.base[p], \
                f"{self.game}: player {p}'s events add up to {self.sums[p]}, the score says {scores[p]}"
        if not state.over and not self.set_up(state):
            held = Counter(self.cards_of(state))
            if held != self.deck:
                missing = self.deck - held
                extra = held - self.deck
                raise AssertionError(f"{self.game}: cards not conserved; missing {sorted(map(str, missing))}, "
                                     f"extra {sorted(map(str, extra))}")
        return True

    def _add(self, events) -> None:
        for event in events[self.seen:]:
            self.kinds[event.kind] += 1
            if event.player is not None and event.points:
                self.sums[event.player] += event.points
        self.events += len(events) - self.seen
        self.seen = len(events)


# --- the monkey ---------------------------------------------------------------------------------------
@dataclass
class Report:
    frames: int = 0
    actions: int = 0
    restarts: int = 0
    worst_cpu_ms: float = 0.0
    worst_wall_ms: float = 0.0
    worst_frame: int = -1
    over_limit: list = field(default_factory=list)   # (frame, cpu ms, wall ms)
    cpu_ms: list = field(default_factory=list)

    @property
    def median_cpu_ms(self) -> float:
        values = sorted(self.cpu_ms)
        return values[len(values) // 2] if values else 0.0

    def line(self) -> str:
        return (f"{self.frames} frames, {self.actions} actions, {self.restarts} restarts; "
                f"CPU median {self.median_cpu_ms:.2f} ms, worst {self.worst_cpu_ms:.1f} ms "
                f"(frame {self.worst_frame}); wall worst {self.worst_wall_ms:.1f} ms")


class Monkey:
    """Seeded random input on one program, every few frames.

    ``make_app()`` starts the program (again, whenever it finishes);
    ``state_of(app)`` is the program's rules State or None (not in a game);
    ``keys`` are the key names it presses (Pyxel names without ``KEY_``),
    ``combos`` modifier+key pairs; ``mouse`` the chance that an action is a
    mouse one (a move, a click, a right click, a drag or the wheel);
    ``enter_bias`` the chance of pressing Enter while no game is on, so that
    the title and the questions give way to play; ``favoured`` keys (the
    program's playing keys; or ``favoured(app)`` giving them) are chosen with
    the chance ``favour``, the rest of the time any key is; ``spots(app)``
    gives (sources, targets), points worth aiming the mouse at (hand cards;
    table cards and drop places), so that clicks and drags play cards
    instead of hitting the baize.
    """

    def __init__(self, make_app: Callable, rng: random.Random, keys: list[str], *,
                 state_of: Callable = lambda app: None, invariants: Invariants | None = None,
                 combos: list[tuple[str, str]] = (), mouse: float = 0.25, enter_bias: float = 0.6,
                 gap: tuple[int, int] = (1, 4), texts: list[str] = (), on_frame: Callable | None = None,
                 favoured: list[str] | Callable = (), favour: float = 0.5, spots: Callable | None = None,
                 finished: Callable = lambda app: getattr(app, "done", False)):
        self.make_app = make_app
        self.rng = rng
        self.keys = list(keys)
        self.combos = list(combos)
        self.state_of = state_of
        self.invariants = invariants
        self.mouse = mouse
        self.enter_bias = enter_bias
        self.gap = gap
        self.texts = list(texts)
        self.favoured = favoured if callable(favoured) else (lambda app, keys=list(favoured): keys)
        self.favour = favour
        self.spots = spots
        self.on_frame = on_frame
        self.finished = finished
        self.report = Report()
        self.app = make_app()
        self.held: set[int] = set()
        self.trail: list[str] = []   # the last actions, for a failure's message

    # --- one frame, timed and checked ------------------------------------------------------------
    def frame(self) -> None:
        app, report = self.app, self.report
        wall, cpu = time.perf_counter(), time.process_time()
        app.update()
        app.draw()
        cpu_ms = (time.process_time() - cpu) * 1000
        wall_ms = (time.perf_counter() - wall) * 1000
        pyxel.flip()
        report.frames += 1
        report.cpu_ms.append(cpu_ms)
        if cpu_ms > report.worst_cpu_ms:
            report.worst_cpu_ms, report.worst_frame = cpu_ms, report.frames
        report.worst_wall_ms = max(report.worst_wall_ms, wall_ms)
        if cpu_ms > (START_LIMIT_MS if getattr(app, "starting", False) else FRAME_LIMIT_MS):
            report.over_limit.append((report.frames, round(cpu_ms, 1), round(wall_ms, 1), self.trail[-3:]))
        if self.invariants is not None:
            self.invariants.observe(self.state_of(app))
        if self.on_frame:
            self.on_frame(app)
        if self.finished(app):
            self.release_all()
            report.restarts += 1
            self.app = self.make_app()

    def frames(self, count: int) -> None:
        for _ in range(count):
            self.frame()

    # --- input -----------------------------------------------------------------------------------
    def set(self, key: int, down: bool) -> None:
        pyxel.set_btn(key, down)
        if down:
            self.held.add(key)
        else:
            self.held.discard(key)

    def release_all(self) -> None:
        for key in list(self.held):
            self.set(key, False)

    def press(self, *names: str) -> None:
        """Press the keys together (a modifier first) for one frame, then let go."""
        codes = [code(n) for n in names]
        for c in codes:
            self.set(c, True)
            if len(codes) > 1:
                self.frame()
        self.frame()
        for c in reversed(codes):
            self.set(c, False)

    def xy(self, points=()) -> tuple[int, int]:
        if points and self.rng.random() < 0.7:
            x, y = self.rng.choice(points)
            return x + self.rng.randint(-3, 3), y + self.rng.randint(-3, 3)
        return self.rng.randrange(640), self.rng.randrange(480)

    def mouse_action(self) -> None:
        rng = self.rng
        sources, targets = self.spots(self.app) if self.spots else ((), ())
        r = rng.random()
        if r < 0.3:
            pyxel.set_mouse_pos(*self.xy())
            self.trail.append("move")
            self.frame()
        elif r < 0.75:
            x, y = self.xy(list(sources) + list(targets))
            self.trail.append(f"click {x},{y}")
            pyxel.set_mouse_pos(x, y)
            self.frame()
            self.set(pyxel.MOUSE_BUTTON_LEFT, True)
            self.frame()
            self.set(pyxel.MOUSE_BUTTON_LEFT, False)
        elif r < 0.8:
            x, y = self.xy()
            self.trail.append(f"right click {x},{y}")
            pyxel.set_mouse_pos(x, y)
            self.set(pyxel.MOUSE_BUTTON_RIGHT, True)
            self.frame()
            self.set(pyxel.MOUSE_BUTTON_RIGHT, False)
        elif r < 0.95:
            (x0, y0), (x1, y1) = self.xy(sources), self.xy(targets)
            steps = rng.randint(2, 8)
            self.trail.append(f"drag {x0},{y0} -> {x1},{y1}")
            pyxel.set_mouse_pos(x0, y0)
            self.frame()
            self.set(pyxel.MOUSE_BUTTON_LEFT, True)
            for i in range(1, steps + 1):
                self.frame()
                pyxel.set_mouse_pos(x0 + (x1 - x0) * i // steps, y0 + (y1 - y0) * i // steps)
            self.frame()
            self.set(pyxel.MOUSE_BUTTON_LEFT, False)
        else:
            self.trail.append("wheel")
            pyxel.set_btnv(pyxel.MOUSE_WHEEL_Y, rng.choice([-1, 1]))
            self.frame()
            pyxel.set_btnv(pyxel.MOUSE_WHEEL_Y, 0)

    def action(self) -> None:
        rng = self.rng
        in_game = self.state_of(self.app) is not None
        r = rng.random()
        if not in_game and rng.random() < self.enter_bias:
            self.trail.append("RETURN")
            self.press("RETURN")
        elif r < self.mouse:
            self.mouse_action()
        elif self.texts and r < self.mouse + 0.03:
            text = rng.choice(self.texts)
            self.trail.append(f"type {text!r}")
            pyxel.set_input_text(text)
            self.frame()
        elif self.combos and r < self.mouse + 0.08:
            combo = rng.choice(self.combos)
            self.trail.append("+".join(combo))
            self.press(*combo)
        else:
            favoured = self.favoured(self.app)
            key = rng.choice(favoured if favoured and rng.random() < self.favour else self.keys)
            self.trail.append(key)
            self.press(key)
        del self.trail[:-20]
        self.report.actions += 1

    def run(self, frames: int) -> Report:
        """About ``frames`` frames of random input (an action every ``gap`` frames)."""
        try:
            while self.report.frames < frames:
                self.action()
                self.frames(self.rng.randint(*self.gap))
        finally:
            self.release_all()
            pyxel.set_mouse_pos(630, 470)
            pyxel.flip()
        return self.report
