"""Every legal move's value from the mover's view: what the fishing coaches and experts both play by.

Exact when the view pins every card (``solver.exact_phase``); elsewhere the
unseen cards are dealt at random, from a generator seeded by the view alone,
and each move is played in the same deals with every player answering well
(``Solver.line_value``). Values are the mover's margin (its points less the
best other's) from here to the end of the hand (or the search's horizon);
a position is judged once and kept, so a verdict after a hint costs nothing.
"""

from __future__ import annotations

import random
from dataclasses import fields
from typing import NamedTuple

from retro.bot import Bot, Choice
from retro.coaching import best_move, view_seed
from retro.fishing.bots import bounded_cache
from retro.fishing.captures import Move
from retro.fishing.solver import Solver, exact_phase, play_key, sample_hidden, view_node

LINE_BUDGET = 220  # lines played per position in sampled deals (deals x legal moves)
MIN_WORLDS, MAX_WORLDS = 8, 24
DEPTH = 2  # full plies after the move judged (then the next player's best take)


class Judgement(NamedTuple):
    """``values``: each legal move's value; ``exact``: solved to the hand's end with every card known."""

    values: dict
    exact: bool


_JUDGED: dict = {}


def view_key(view, skip: tuple = ()) -> str:
    """The view's canonical text: everything the mover can see (but the ``skip`` fields), nothing else."""
    return "|".join(f"{f.name}={_canon(getattr(view, f.name))}" for f in fields(view) if f.name not in skip)


def _canon(value) -> str:
    if isinstance(value, (list, tuple)):
        return "[" + ",".join(_canon(v) for v in value) + "]"
    return str(value)


def clear_cache() -> None:
    _JUDGED.clear()


def worlds_for(moves: int) -> int:
    return max(MIN_WORLDS, min(MAX_WORLDS, LINE_BUDGET // max(1, moves)))


def judgement_steps(solver: Solver, view, legal: list[Move]):
    """Generator (yields None between slices of work) returning the ``Judgement`` of ``legal``."""
    key = (type(solver.scoring).__name__, view_key(view))
    found = _JUDGED.get(key)
    if found is not None and list(found.values) == list(legal):
        return found
    exact = exact_phase(view)
    measures = solver.scoring.view_measures(view)
    if len(legal) == 1:
        values = {legal[0]: 0.0}
    elif exact:
        raw = yield from solver.exact_steps(view_node(view, measures))
        values = {m: float(raw[play_key(m)]) for m in legal}
    else:
        # The deals do not depend on the match score: a hand's search is the same at 0-0 and 245-245.
        rng = random.Random(view_seed(key[0], view_key(view, skip=("scores",))))
        worlds = worlds_for(len(legal))
        totals = {m: 0.0 for m in legal}
        keys = {m: play_key(m) for m in legal}
        for _ in range(worlds):
            hands, stock = sample_hidden(view, rng)
            node = view_node(view, measures, hands, stock)
            for m in legal:
                card, taken = keys[m]
                g = 0 if taken is None else solver.gain(card, taken, taken == node.table)
                totals[m] += solver.line_value(node, card, taken, g, DEPTH)
                solver.release()
                yield None  # a pause after each line: a whole deal's lines would hold a frame too long
        values = {m: totals[m] / worlds for m in legal}
    found = Judgement(values, exact)
    bounded_cache(_JUDGED, 2_000)[key] = found
    return found


def soonest_first(solver: Solver, view, legal: list[Move]) -> list[Move]:
    """``legal`` with the moves that score most now first (ties between equal values go to them)."""
    def now(m: Move) -> int:
        card, taken = play_key(m)
        return 0 if taken is None else solver.gain(card, taken, len(m.cards) == len(view.table))
    return sorted(legal, key=lambda m: -now(m))


class SearchExpert(Bot):
    """The expert: plays the move the coach would hint (the same judgement, the same tie rule).

    ``samples`` is accepted for the callers that set a work budget; the
    search's budget is its own (``worlds_for``), so the expert and the coach
    always agree.
    """

    name = "expert"

    def __init__(self, samples: int | None = None):
        self.samples = samples

    def solver(self, view) -> Solver:
        raise NotImplementedError

    def reason(self, view, legal: list[Move], move: Move, judgement: Judgement) -> str:
        raise NotImplementedError

    def think(self, view, legal, rng: random.Random):
        legal = list(legal)
        solver = self.solver(view)
        judgement = yield from judgement_steps(solver, view, legal)
        move = best_move(judgement.values, soonest_first(solver, view, legal))
        return Choice(move, self.reason(view, legal, move, judgement))
