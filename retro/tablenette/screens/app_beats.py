"""The screen's queue of moments (beats): cards flying, cards highlighted, a banner, a pause.

Each event of the rules becomes one or more beats (``app_story``), played one
after another; the table takes input only when the queue is empty (the house
style: screens read events from a queue and animate them). A beat is made
when its turn comes, so it starts from the picture the beats before it left;
it runs as long as its flights fly and its hold holds (the score box), rather
than for a count of frames.
"""

from __future__ import annotations

from typing import Callable, Iterable

from retro.table.beats import BeatQueue
from retro.win import Flight


class Beat:
    """A moment on screen lasting at least ``frames`` frames.

    ``flights`` are (delay, Flight) pairs: a flight waits ``delay`` frames
    (drawn at its start) before it moves. ``highlight`` cards are drawn
    inverted; ``banner`` is (headline, line) shown over the table; ``hold``
    keeps the beat going while it returns True (a dialog open);
    ``on_end`` runs when the beat is over.
    """

    def __init__(self, frames: int = 0, flights: Iterable[tuple[int, Flight]] = (),
                 highlight: Iterable = (), banner: tuple[str, str] | None = None,
                 hold: Callable[[], bool] | None = None, on_end: Callable[[], None] | None = None):
        self.frames = frames
        self.flights = list(flights)
        self.highlight = set(highlight)
        self.banner = banner
        self.hold = hold
        self.on_end = on_end
        self.t = 0

    def step(self) -> bool:
        """One frame; True while the beat goes on (``on_end`` runs on the frame it ends)."""
        self.t += 1
        for delay, flight in self.flights:
            if self.t > delay:
                flight.step()
        if self.t < self.frames or any(not f.done for _, f in self.flights) or (self.hold and self.hold()):
            return True
        if self.on_end is not None:
            self.on_end()
        return False

    def draw(self) -> None:
        for _, flight in self.flights:
            flight.draw()


class Director:
    """Plays beats in order on the game scene's beat queue (``retro.table.BeatQueue``): the makers
    wait in it, each makes its beat when its turn comes (``show``), and the beat runs (holds the
    queue) until it is over."""

    def __init__(self, queue: BeatQueue[Callable[[], Beat | None]]):
        self.queue = queue

    @staticmethod
    def show(make: Callable[[], Beat | None]) -> Beat | None:
        """The scene's ``show_beat``: the maker makes its beat (None: nothing to show)."""
        return make()

    @property
    def current(self) -> Beat | None:
        return self.queue.running

    @property
    def idle(self) -> bool:
        return self.queue.idle

    def add(self, make: Callable[[], Beat | None]) -> None:
        self.queue.push(make)

    def clear(self) -> None:
        self.queue.clear()

    def step(self) -> None:
        """Advance the current beat by a frame (starting the next one when needed; a maker with
        nothing to show, None, lets the one after it start)."""
        self.queue.play(self.show)
        self.queue.tick()

    @property
    def highlight(self) -> set:
        return self.current.highlight if self.current is not None else set()

    @property
    def banner(self) -> tuple[str, str] | None:
        return self.current.banner if self.current is not None else None

    def draw(self) -> None:
        if self.current is not None:
            self.current.draw()
