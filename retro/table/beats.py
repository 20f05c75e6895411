"""The beat queue: rule events become on-screen steps shown one at a time, paced by the delay (F8/F9).

A program supplies its own events->beats mapping (``beats_of``) and a
``show(beat)`` that changes its picture of the table and says how long the
beat holds: a number of frames, or a running step (anything with
``step() -> bool``, e.g. cards in flight) that holds while ``step`` returns
True. The queue keeps the order and the waiting. ``Pace`` turns a pause in
units into frames from the delay setting (F8/F9, or a menu's speed); "show"
beats (a deal, a banner) keep at least one unit so they are seen at delay 0.
"""

from __future__ import annotations

from collections import deque
from typing import Callable, Generic, Iterable, Protocol, TypeVar

B = TypeVar("B")


class Running(Protocol):
    """A beat that takes its own time (an animation): ``step`` once a frame, True while it goes on."""

    def step(self) -> bool: ...


class Pace:
    """The delay as frames: ``frames(unit)`` is ``unit`` frames per step of delay.

    ``scale(delay)`` gives the steps for a delay setting when they are not the
    setting itself (a menu's Slow/Normal/Fast as 0.5, 1, 2).
    """

    def __init__(self, delay: Callable[[], int], scale: Callable[[int], float] | None = None):
        self.delay = delay
        self.scale = scale

    def frames(self, unit: int, show: bool = False) -> int:
        delay = self.delay()
        steps = delay if self.scale is None else self.scale(delay)
        if show:
            steps = max(1, steps)
        return unit * steps if isinstance(steps, int) else round(unit * steps)


class BeatQueue(Generic[B]):
    """Beats waiting to be shown and the frames the current one still holds."""

    def __init__(self, beats_of: Callable[[Iterable], Iterable[B]]):
        self.beats_of = beats_of
        self.items: deque[B] = deque()
        self.wait = 0
        self.running: Running | None = None

    # --- filling -------------------------------------------------------------------
    def add(self, events: Iterable) -> None:
        """The beats of ``events`` (rules events), after those already waiting."""
        self.items.extend(self.beats_of(events))

    def push(self, beat: B) -> None:
        self.items.append(beat)

    def next_up(self, beat: B) -> None:
        """``beat`` before every other waiting one (a step a beat adds after itself)."""
        self.items.appendleft(beat)

    def clear(self) -> None:
        self.items.clear()
        self.wait = 0
        self.running = None

    # --- playing -------------------------------------------------------------------
    def __len__(self) -> int:
        return len(self.items)

    def __bool__(self) -> bool:
        return bool(self.items)

    def __iter__(self):
        return iter(self.items)

    @property
    def idle(self) -> bool:
        """Nothing waits and nothing holds: the game may go on."""
        return not self.items and not self.held

    @property
    def held(self) -> bool:
        """The current beat still holds the screen (frames left, or still running)."""
        return bool(self.wait) or self.running is not None

    def tick(self) -> bool:
        """One frame of the current hold; True when it has just run out (repaint)."""
        if self.running is not None:
            if self.running.step():
                return False
            self.running = None
            return True
        if self.wait > 0:
            self.wait -= 1
            return self.wait == 0
        return False

    def play(self, show: Callable[[B], "int | Running | None"], blocked: Callable[[], bool] = lambda: False,
             most: int | None = None) -> int:
        """Show beats until one holds, ``blocked()`` (a dialog open) or ``most`` have been shown;
        returns how many were shown."""
        shown = 0
        while self.items and not self.held and not blocked() and (most is None or shown < most):
            hold = show(self.items.popleft())
            if hold is not None and not isinstance(hold, int):
                self.running = hold
            else:
                self.wait = hold or 0
            shown += 1
        return shown
