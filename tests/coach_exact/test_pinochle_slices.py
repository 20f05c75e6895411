"""Pinochle's round-two solve works in short slices: few solver nodes between two pauses."""

from bench.coach import pinochle_positions
from retro.pinochle import coach

# A round-two node costs about 10 microseconds here: 500 nodes are about 5 ms, well under a frame.
MOST_NODES = 500


def test_a_round_two_solve_pauses_every_few_hundred_nodes():
    assert coach.SLICE_NODES <= MOST_NODES
    for _seed, _decision, state in pinochle_positions(3):
        coach.clear_cache()
        work = coach.evaluate_steps(state)
        slices, before = [], 0
        while True:
            try:
                next(work)
            except StopIteration:
                break
            solver = next(iter(coach._solvers.values()))
            slices.append(solver.nodes - before)
            before = solver.nodes
        assert len(slices) > 3, "a position too small to show the slicing"
        assert max(slices) <= MOST_NODES + 1
