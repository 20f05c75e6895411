"""How long the thinkers may work in one frame: a share of the wall time, less when a frame is late."""

from __future__ import annotations

import time
from typing import Callable

FRAME_S = 1 / 60
# About half a frame for thinking leaves the other half for the beats and the paint.
THINK_S = 0.008
# A late frame still gives the thinkers this much, so a slow machine finishes a search at all.
LEAST_S = 0.002
# However slow the frames, one frame thinks no longer than this (the keys still answer).
MOST_S = 0.1
# How fast the usual length of a frame's other work follows the frames (a hiccup moves it by half).
FOLLOW = 0.5


class FrameBudget:
    """``next()`` once per ``update``: the seconds of thinking this frame may spend.

    The thinkers get the same share of the wall time at any frame rate
    (``think_s`` of every ``frame_s``): a frame's thinking is in proportion
    to the rest of its work (the paint, the beats), so when the machine
    draws slowly (9 fps in software at a large size) each frame thinks
    longer and an answer comes in about the same wall time as at 60 fps.
    A frame whose other work took longer than usual (a slow paint, the
    machine busy for a moment) gives the thinkers that much less, down to
    ``least_s``, so thinking never makes a hiccup worse. ``spent(seconds)``
    says how much of the budget was used (without it, all of it is taken as
    used). Bots count their own work in units, not seconds, so the budget
    changes how many frames a decision takes, never the decision.
    """

    def __init__(self, think_s: float = THINK_S, least_s: float = LEAST_S, frame_s: float = FRAME_S,
                 clock: Callable[[], float] = time.perf_counter, most_s: float = MOST_S):
        self.think_s = think_s
        self.least_s = least_s
        self.frame_s = frame_s
        self.most_s = max(most_s, think_s)
        self.clock = clock
        self._last: float | None = None
        self._given = 0.0
        self._spent: float | None = None
        self.rest_s = self.fast_rest     # the usual length of a frame's other work, of late

    @property
    def fast_rest(self) -> float:
        """A frame's other work at the full frame rate."""
        return max(0.0, self.frame_s - self.think_s)

    @property
    def ratio(self) -> float:
        """Seconds of thinking for each second of a frame's other work."""
        return self.think_s / self.fast_rest if self.fast_rest > 0 else 0.0

    def spent(self, seconds: float) -> None:
        """How much of this frame's budget the thinkers used."""
        self._spent = seconds

    def next(self) -> float:
        now = self.clock()
        if self._last is None:
            budget = max(self.least_s, self.think_s)
        else:
            used = self._given if self._spent is None else self._spent
            rest = max(0.0, now - self._last - used)
            usual = max(self.rest_s, self.fast_rest)
            late = max(0.0, rest - usual)
            self.rest_s += FOLLOW * (rest - self.rest_s)
            budget = max(self.least_s, min(self.most_s, self.ratio * min(usual, max(rest, self.fast_rest))) - late)
        self._last, self._given, self._spent = now, budget, None
        return budget
