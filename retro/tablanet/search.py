"""Tablanet's search: the fishing solver with Tablanet's scoring, and every move's value as the coach
and the expert weigh it.

The values are the fishing search's (``retro.fishing.judging``): exact when
the view pins every card, else the mover's margin over sampled deals of the
unseen cards. In the sampled deals a tablanet the next player could make on
the table a move leaves turns up by luck: two sevens among thirty unseen
cards are in the next hand about one deal in three, and two dozen deals may
show it in four or in twelve. So each sampled value has the luck of those
deals taken out for the next player's tablanet: what that tablanet took in
the very same deals is given back, and what it is expected to take
(``facts.Clearing.weighed``, from the chance that the next hand holds a card
that clears the table) is counted instead. The search is the same; only its
noise about the one risk the coach names in words is gone. Pure: no Pyxel,
no I/O.
"""

from __future__ import annotations

import random
from typing import Generator

from retro.cards import Card
from retro.coaching import view_seed
from retro.fishing import judging
from retro.fishing.bots import bounded_cache
from retro.fishing.judging import Judgement
from retro.fishing.solver import Scoring, Solver, sample_hidden
from retro.tablanet.facts import clearing, clearing_gain, clearing_ranks, next_hand
from retro.tablanet.rules import Move, Options, View, rules_for

__all__ = ["TablanetScoring", "solver_for", "judgement_steps", "clear_cache"]


class TablanetScoring(Scoring):
    """Tablanet for the search: card points at the hand's end (TBL-S1), tablanets at once by their
    play values or nothing (TBL-T1, TBL-O3), the last cards (TBL-H1) and the 3-point bonus by the
    hand's points or cards, nobody's on a tie (TBL-S3, TBL-O2): each as the game's ``Options`` score it."""

    def __init__(self, options: Options):
        self.options = options
        self.rules = rules_for(options)

    def capture_gain(self, card: Card, taken, cleared: bool) -> int:
        return self.options.capture_points(card, taken, cleared)

    def card_points(self, card: Card) -> int:
        return self.options.card_points(card)

    def end_bonus(self, counts, measures) -> list[int]:
        return self.options.bonus_points(counts, measures)

    def aux_key(self, counts, measures):
        # the bonus goes by who leads the measure: only the others' differences from the first matter
        measure = self.options.bonus_measure(counts, measures)
        return tuple(m - measure[0] for m in measure[1:])

    def view_measures(self, view: View) -> list[int]:
        """The hand's points so far (cards taken and tablanets): what the "points" bonus compares."""
        tablanets = list(view.tablanets) or [0] * view.players
        worth = self.options.card_points
        return [sum(worth(c) for c in pile) + t for pile, t in zip(view.taken, tablanets)]


_SOLVERS: dict = {}


def solver_for(options: Options) -> Solver:
    """The search for a game's options (each keeps its own solved positions)."""
    found = _SOLVERS.get(options)
    if found is None:
        found = _SOLVERS[options] = Solver(TablanetScoring(options))
    return found


_WEIGHED: dict = {}


def clear_cache() -> None:
    """Forget every position judged and line solved so far."""
    judging.clear_cache()
    _WEIGHED.clear()
    for solver in _SOLVERS.values():
        solver.tt.clear()


def judgement_steps(view: View, legal: list[Move]) -> Generator[None, None, Judgement]:
    """Every legal move's value from ``view`` (the mover's), the next player's tablanet weighed;
    yields None between slices of work."""
    solver = solver_for(view.options)
    judgement = yield from judging.judgement_steps(solver, view, legal)
    if judgement.exact or len(legal) < 2:
        return judgement
    key = (judging.view_key(view), tuple(legal))
    found = _WEIGHED.get(key)
    if found is None:
        luck = _tablanet_luck(solver, view, legal)
        found = Judgement({m: v + luck[m] for m, v in judgement.values.items()}, False)
        bounded_cache(_WEIGHED, 2_000)[key] = found
    return found


def _tablanet_luck(solver: Solver, view: View, legal: list[Move]) -> dict[Move, float]:
    """For each move: what the next player's tablanet took in the search's sampled deals, on
    average, less what it is expected to take — the luck of those deals, to be given back.

    The deals are the search's own (the same seed, the same draws, ``judging.judgement_steps``); with
    other deals the correction would still be fair on average, only less close."""
    rng = random.Random(view_seed(type(solver.scoring).__name__, judging.view_key(view, skip=("scores",))))
    worlds = judging.worlds_for(len(legal))
    deals = [sample_hidden(view, rng) for _ in range(worlds)]
    luck = {}
    for move in legal:
        risk = clearing(view, move)
        after = next_hand(view, move)
        if not risk.out or after is None:
            luck[move] = 0.0
            continue
        ranks = clearing_ranks(view.options, risk.table)
        player = after[0]
        taken = 0.0
        for hands, stock in deals:
            if view.hand_sizes[player]:
                hand = hands[player]
            else:  # a new deal: the dealer's left gets every n-th card from the top
                hand = stock[::view.players][:view.hand_size]
            taken += max((clearing_gain(ranks, risk.table, c, view.options) for c in hand if c.rank in ranks),
                         default=0)
        luck[move] = taken / worlds - risk.weighed
    return luck
