"""How long the thinkers may work in one frame: a time budget, smaller when the frame is late."""

from __future__ import annotations

import time
from typing import Callable

FRAME_S = 1 / 60
# About half a frame for thinking leaves the other half for the beats and the paint.
THINK_S = 0.008
# A late frame still gives the thinkers this much, so a slow machine finishes a search at all.
LEAST_S = 0.002


class FrameBudget:
    """``next()`` once per ``update``: the seconds of thinking this frame may spend.

    A frame that came later than the frame period (the machine is busy, a
    paint was slow) gives the thinkers that much less, down to ``least_s``,
    so thinking never makes a late frame later. Bots count their own work in
    units, not seconds, so the budget changes how many frames a decision
    takes, never the decision.
    """

    def __init__(self, think_s: float = THINK_S, least_s: float = LEAST_S, frame_s: float = FRAME_S,
                 clock: Callable[[], float] = time.perf_counter):
        self.think_s = think_s
        self.least_s = least_s
        self.frame_s = frame_s
        self.clock = clock
        self._last: float | None = None

    def next(self) -> float:
        now = self.clock()
        late = 0.0 if self._last is None else max(0.0, now - self._last - self.frame_s)
        self._last = now
        return max(self.least_s, self.think_s - late)
