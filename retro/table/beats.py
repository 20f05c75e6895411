"""The beat queue: rule events become on-screen steps shown one at a time, paced by the delay (F8/F9).

A program supplies its own events->beats mapping (``beats_of``) and a
``show(beat) -> frames`` that changes its picture of the table and says how
long the beat holds; the queue keeps the order and the waiting. ``Pace``
turns a pause in units into frames from the delay setting (0-9); "show"
beats (a deal, a banner) keep at least one unit so they are seen at delay 0.
"""

from __future__ import annotations

from collections import deque
from typing import Callable, Generic, Iterable, TypeVar

B = TypeVar("B")


class Pace:
    """The F8/F9 delay as frames: ``frames(unit)`` is ``unit`` frames per step of delay."""

    def __init__(self, delay: Callable[[], int]):
        self.delay = delay

    def frames(self, unit: int, show: bool = False) -> int:
        delay = self.delay()
        return unit * (max(1, delay) if show else delay)


class BeatQueue(Generic[B]):
    """Beats waiting to be shown and the frames the current one still holds."""

    def __init__(self, beats_of: Callable[[Iterable], Iterable[B]]):
        self.beats_of = beats_of
        self.items: deque[B] = deque()
        self.wait = 0

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
        return not self.items and not self.wait

    def tick(self) -> bool:
        """One frame of the current hold; True when it has just run out (repaint)."""
        if self.wait > 0:
            self.wait -= 1
            return self.wait == 0
        return False

    def play(self, show: Callable[[B], int | None], blocked: Callable[[], bool] = lambda: False) -> int:
        """Show beats until one holds or ``blocked()`` (a dialog open); returns how many were shown."""
        shown = 0
        while self.items and not self.wait and not blocked():
            self.wait = show(self.items.popleft()) or 0
            shown += 1
        return shown
