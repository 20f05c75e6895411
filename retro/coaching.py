"""What every game's coach shares: advice and verdicts, a seed from the mover's view, the hand review.

A game's ``coach.py`` values every legal move over the *same* sampled worlds
(deals of the cards the mover cannot see) and hands the values here; this
module turns them into the API's ``Advice`` and ``Verdict`` so that the hinted
move is judged 0.0 and every loss is a fair comparison. Pure: no Pyxel, no I/O.
"""

from __future__ import annotations

import time
import zlib
from dataclasses import dataclass, field
from typing import Any, Callable, Generator, Mapping

# A game's coach may report values a hair apart for moves that are the same
# in effect (float sums in a different order): that is a tie, not a loss.
TIE = 1e-9
# How many decisions the end-of-hand review names.
REVIEW_COUNT = 3


@dataclass(frozen=True)
class Advice:
    """The play the coach recommends, with one plain line saying why."""

    move: Any
    reason: str = ""


@dataclass(frozen=True)
class Verdict:
    """A move against the coach's best: how many points of the mover's margin it gives up.

    ``exact`` is true when the loss is solved with best play on both sides
    (every hidden card known), false when it is an estimate over sampled deals.
    """

    move: Any
    best: Any
    loss: float
    reason: str = ""
    exact: bool = False

    @property
    def good(self) -> bool:
        return self.loss <= TIE


def view_seed(*parts: Any) -> int:
    """A stable seed from what the mover can see (same view -> same seed, on every run).

    Pass the view's public facts in a fixed order (own cards sorted, the table,
    what has been played, scores...). Never pass anything hidden.
    """
    text = "\x1f".join(_canonical(part) for part in parts)
    return zlib.crc32(text.encode("utf-8"))


def _canonical(part: Any) -> str:
    if isinstance(part, (list, tuple)):
        return "[" + ",".join(_canonical(p) for p in part) + "]"
    if isinstance(part, (set, frozenset)):
        return "{" + ",".join(sorted(_canonical(p) for p in part)) + "}"
    if isinstance(part, dict):
        return "{" + ",".join(f"{_canonical(k)}:{_canonical(v)}"
                              for k, v in sorted(part.items(), key=lambda kv: str(kv[0]))) + "}"
    return str(part)


Values = Mapping[Any, float]
Judgement = Values  # every candidate's value over the same sampled worlds


def best_move(values: Values, order: list | None = None):
    """The highest-valued move; ties go to the earliest in ``order`` (else the mapping's order)."""
    moves = order if order is not None else list(values)
    top = max(values[m] for m in moves)
    return next(m for m in moves if values[m] >= top - TIE)


def loss_of(values: Values, move) -> float:
    top = max(values.values())
    loss = top - values[move]
    return 0.0 if loss <= TIE else float(loss)


def advice_from(values: Values, describe: Callable[[Any], str], order: list | None = None) -> Advice:
    """Advice for the best move; ``describe(move)`` says why in plain words."""
    move = best_move(values, order)
    return Advice(move, describe(move))


def verdict_from(values: Values, move, explain: Callable[[Any, Any, float], str],
                 order: list | None = None, exact: bool = False) -> Verdict:
    """The verdict on ``move``; ``explain(move, best, loss)`` gives the reason line; ``exact``: the
    values are solved with every card known (the loss is said "exactly", not "about")."""
    best = best_move(values, order)
    loss = loss_of(values, move)
    if loss == 0.0:
        best = move  # as good as the best: the player's own move is "the best"
    return Verdict(move, best, loss, explain(move, best, loss), exact)


def points_text(loss: float, ru: bool = False, exact: bool = False) -> str:
    """'about 7 points' for an estimated loss (whole points; under one is 'less than a point');
    'exactly 7 points' for a solved one."""
    n = round(loss)
    if ru:
        if exact and n >= 1:
            return f"ровно {n} {_ru_plural(n, 'очко', 'очка', 'очков')}"
        if n < 1:
            return "меньше очка"
        return f"около {n} {_ru_plural(n, 'очка', 'очков', 'очков')}"  # genitive after "около"
    if exact and n >= 1:
        return f"exactly {n} point" + ("" if n == 1 else "s")
    if n < 1:
        return "less than a point"
    return f"about {n} point" + ("" if n == 1 else "s")


def _ru_plural(n: int, one: str, few: str, many: str) -> str:
    if n % 10 == 1 and n % 100 != 11:
        return one
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return few
    return many


def coach_line(verdict: Verdict, move_text: Callable[[Any], str], ru: bool = False) -> str:
    """The one line after a decision: 'Good: that is my play too.' or 'Better was K♥: about 7 points (why).'"""
    if verdict.good:
        return "Хорошо: я сыграл бы так же." if ru else "Good: that is my play too."
    why = f" ({verdict.reason})" if verdict.reason else ""
    given = points_text(verdict.loss, ru=ru, exact=verdict.exact)
    if ru:
        return f"Лучше было {move_text(verdict.best)}: {given}{why}."
    return f"Better was {move_text(verdict.best)}: {given}{why}."


@dataclass(frozen=True)
class Reviewed:
    """One of the person's decisions as the hand review shows it."""

    where: str          # "trick 5", "deal 2, turn 3"...
    played: str
    better: str
    loss: float
    exact: bool = False     # the loss is solved with every card known, not estimated


@dataclass
class HandReview:
    """The person's decisions of the hand in progress, judged, for the end-of-hand review."""

    decisions: list[Reviewed] = field(default_factory=list)

    def add(self, where: str, played: str, better: str, loss: float, exact: bool = False) -> None:
        self.decisions.append(Reviewed(where, played, better, max(0.0, float(loss)), bool(exact)))

    def new_hand(self) -> None:
        self.decisions = []

    @property
    def given_up(self) -> float:
        return sum(d.loss for d in self.decisions)

    @property
    def given_up_exact(self) -> bool:
        """Every loss in ``given_up`` is exact (a decision that gave up nothing counts as exact)."""
        return all(d.exact for d in self.decisions if d.loss > TIE)

    def costliest(self, n: int = REVIEW_COUNT) -> list[Reviewed]:
        """The ``n`` decisions that gave up most (only those that gave up anything), worst first."""
        costly = [d for d in self.decisions if d.loss > TIE]
        return sorted(costly, key=lambda d: -d.loss)[:n]

    def to_data(self) -> list[list]:
        # an exact loss carries a fifth item; an estimated one keeps the four-item line of older saves
        return [[d.where, d.played, d.better, d.loss] + ([True] if d.exact else []) for d in self.decisions]

    @classmethod
    def from_data(cls, data: Any) -> "HandReview":
        if not isinstance(data, list):
            raise ValueError("the review is not a list")
        review = cls()
        for item in data:
            if (not isinstance(item, list) or len(item) not in (4, 5)
                    or not all(isinstance(x, str) for x in item[:3])
                    or isinstance(item[3], bool) or not isinstance(item[3], (int, float))
                    or not 0 <= item[3] < 1e7 or (len(item) == 5 and not isinstance(item[4], bool))):
                raise ValueError("a review line is not (where, played, better, loss[, exact])")
            review.add(*item)
        return review


Work = Generator[None, None, Any]


class Stepper:
    """Steps a coach generator (``hint_steps``/``judge_steps``) across frames, like ``bot.Thinking``."""

    def __init__(self, work: Work):
        self._work = work
        self.result: Any = None
        self.done = False

    def step(self, budget_s: float = 0.006) -> bool:
        """Advance for about ``budget_s`` seconds; True once the result is ready."""
        if self.done:
            return True
        deadline = time.perf_counter() + budget_s
        try:
            while True:
                next(self._work)
                if time.perf_counter() >= deadline:
                    return False
        except StopIteration as stop:
            self.result, self.done = stop.value, True
            return True

    def finish(self) -> Any:
        while not self.step(1.0):
            pass
        return self.result
