"""What a Session reports to its screen: typed records of what happened, in the order it happened.

The screen follows these (shows the move's beats, lights the hint, says the
verdict); it never reaches into the session to find out what changed.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any, Callable, Iterable

from retro.table.coach_desk import HintReady, Judged

__all__ = ["Moved", "ThinkingStarted", "HintReady", "Judged", "Outcome", "Report", "follow_reports"]


@dataclass(frozen=True)
class Moved:
    """A move went into the rules: its events are for the screen's beats.

    ``by_person`` is the person's own decision (not demo mode's); ``new_hand``
    says the move ended a hand; ``over`` that it ended the game, and
    ``counted`` whether that game went into the record; ``demo_played`` that
    demo mode has played a turn of the person's in this game (this one or one
    before): such a game is the computer's, kept neither in the record nor in
    the history of games.
    """

    player: int
    move: Any
    events: tuple
    reason: str = ""
    by_person: bool = False
    new_hand: bool = False
    over: bool = False
    counted: bool = False
    demo_played: bool = False


@dataclass(frozen=True)
class ThinkingStarted:
    """A computer (or demo mode in the person's seat) starts on its decision."""

    player: int


class Outcome(Enum):
    """The answer to a request the screen passed on (F4 hint, take-back)."""

    DONE = "done"             # done, or started (a hint is worked out over the next frames)
    NOT_NOW = "not_now"       # not at this moment (not the person's turn, demo mode)
    NOT_ALLOWED = "not_allowed"  # not in this game (take-back outside learning mode)
    NOTHING = "nothing"       # nothing to do it to (no decision to take back)
    ALREADY = "already"       # already under way (the hint asked for before)
    ASK_OTHERS = "ask_others"  # a people's game: the other people must agree first (take-back)


Report = Moved | ThinkingStarted | HintReady | Judged


def follow_reports(reports: Iterable[Report], moved: Callable[[Moved], Any] | None = None,
                   thinking: Callable[[ThinkingStarted], Any] | None = None,
                   hint: Callable[[Any], Any] | None = None,
                   judged: Callable[[Judged], Any] | None = None) -> bool:
    """Each report, in order, to the screen's handler for its kind (a kind it has none for is passed
    over): ``moved(Moved)``, ``thinking(ThinkingStarted)``, ``hint(advice)`` of a ``HintReady``,
    ``judged(Judged)``. True when a move was among them."""
    handlers = {Moved: moved, ThinkingStarted: thinking, HintReady: hint, Judged: judged}
    any_moved = False
    for report in reports:
        handler = handlers.get(type(report))
        if handler is not None:
            handler(report.advice if isinstance(report, HintReady) else report)
        any_moved = any_moved or isinstance(report, Moved)
    return any_moved
