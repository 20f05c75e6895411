"""The fishing coaches work in short slices: few search nodes between two pauses of an exact solve."""

import pytest

from bench.fishing_exact import phase_position
from retro.fishing import judging
from retro.fishing.solver import Solver, exact_phase
from retro.tablanet.bots import TablanetScoring
from retro.tablenette.bots import SOLVER as TABLENETTE_SOLVER

# A plain search node costs about 8 microseconds here: 800 nodes are about 6 ms, well under a frame.
MOST_NODES = 800
# The slowest last deals the bench found (seed, which decision); the whole solve is thousands of nodes.
SLOW = {"tablenette": [(19, 1), (16, 1), (10, 1)], "tablanet": [(19, 1), (5, 1), (26, 1)]}


def _scoring(game, state):
    return TABLENETTE_SOLVER.scoring if game == "tablenette" else TablanetScoring(state.options)


def _slices(game, state) -> list[int]:
    """Search nodes between pauses of one exact judgement, on a fresh solver."""
    solver = Solver(_scoring(game, state))
    plain = solver._negamax
    count = [0]

    def counted(*args):
        count[0] += 1
        return plain(*args)

    solver._negamax = counted
    judging.clear_cache()
    work = judging.judgement_steps(solver, state.view(state.to_move), state.legal_moves())
    out = []
    while True:
        count[0] = 0
        try:
            next(work)
        except StopIteration:
            out.append(count[0])
            return out
        out.append(count[0])


@pytest.mark.system
@pytest.mark.parametrize("game", ["tablenette", "tablanet"])
def test_an_exact_solve_pauses_every_few_hundred_nodes(game):
    for seed, which in SLOW[game]:
        state = phase_position(game, seed, which)
        assert exact_phase(state.view(state.to_move))
        slices = _slices(game, state)
        assert sum(slices) > 5 * MOST_NODES, "a position too small to show the slicing"
        assert max(slices) <= MOST_NODES, (seed, max(slices))
