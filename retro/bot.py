"""The computer-player interface shared by every game: view in, move out, a slice at a time."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Any, Generator, Sequence

# A bot's thinking is a generator: it yields (None) between slices of work so
# the caller can keep frames flowing (the browser build has no threads), and
# returns its Choice when done. Budgets are counted in work units (playouts,
# samples), never in wall time, so a seed always gives the same move.
Thought = Generator[None, None, "Choice"]


@dataclass(frozen=True)
class Choice:
    """A decision with a one-line reason (shown in open-hands teaching mode)."""

    move: Any
    reason: str = ""


class Bot:
    """Base class. Subclasses implement ``think`` (or just ``decide`` when instant).

    A bot sees only a *view* (its own cards and the public cards), never the
    state, so it cannot cheat (PIN-AI1, TNT-AI1, TBL-AI1, CAS-AI1).
    """

    name = "bot"

    def decide(self, view, legal: Sequence, rng: random.Random) -> Choice:
        """An instant decision; bots that search override ``think`` instead."""
        raise NotImplementedError

    def think(self, view, legal: Sequence, rng: random.Random) -> Thought:
        """Generator form of the decision; the default does it in one slice."""
        return self.decide(view, legal, rng)
        yield  # pragma: no cover - makes this a generator

    def choose(self, view, legal: Sequence, rng: random.Random):
        """Run ``think`` to the end and return the move (the API's ``choose``)."""
        return self.choose_with_reason(view, legal, rng).move

    def choose_with_reason(self, view, legal: Sequence, rng: random.Random) -> Choice:
        return finish(self.think(view, legal, rng))

    def __repr__(self):
        return f"<{type(self).__name__} {self.name}>"


def finish(thought: Generator):
    """Run a generator of work slices to its end and return its value (no frames to keep)."""
    try:
        while True:
            next(thought)
    except StopIteration as stop:
        return stop.value


def pick_bot(bots: dict, default: str, game: str, name: str | None = None, **kw) -> Bot:
    """A game's ``make_bot``: the bot called ``name`` from ``bots`` ("default" is ``default``)."""
    name = default if name in (None, "default") else name
    try:
        return bots[name](**kw)
    except KeyError:
        raise ValueError(f"no {game} bot {name!r}: choose from {', '.join(bots)}") from None


class Thinking:
    """Steps a bot's ``think`` across frames: call ``step`` once per ``update``."""

    def __init__(self, bot: Bot, view, legal: Sequence, rng: random.Random):
        self._thought = bot.think(view, legal, rng)
        self.result: Choice | None = None
        self.slices = 0

    @property
    def done(self) -> bool:
        return self.result is not None

    def step(self, budget_s: float = 0.008) -> bool:
        """Advance for about ``budget_s`` seconds of work; True once the choice is made."""
        if self.result is not None:
            return True
        deadline = time.perf_counter() + budget_s
        try:
            while True:
                next(self._thought)
                self.slices += 1
                if time.perf_counter() >= deadline:
                    return False
        except StopIteration as stop:
            self.result = stop.value
            return True
