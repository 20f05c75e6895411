"""The coach's longest slice: the most CPU time between two pauses of ``hint_steps`` (what one frame waits).

    python -m bench.coach_slices                      # every game, 60 positions each
    python -m bench.coach_slices --games tablenette --positions 100

The screens step a coach's generator a few milliseconds a frame
(``retro.coaching.Stepper``), so a frame is only as short as the longest
piece of work between two yields. Positions come from seeded games of the
default bots (as ``bench.coach`` times them); Tablenette and Tablanet add
their slowest kind, the last deal's exact solve (``bench.fishing_exact``).
Each hint runs on a fresh coach, one ``next()`` timed at a time; the heap is
settled first as the shell does when a program starts. Target: no slice over
8 ms here (a frame is 33 ms; the budget of 40 ms leaves room for drawing).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from bench.coach import DEFAULT_BOTS, GAMES, TITLES, _fresh, _modules
from retro.shell import settle_heap

TARGET_MS = 8.0


def game_positions(game: str, count: int, seed: int = 1) -> list:
    """``count`` positions with a choice from seeded games of the default bots (clones)."""
    rules, bots, _ = _modules(game)
    rng = random.Random(seed)
    out, match = [], 0
    while len(out) < count:
        state = rules.State.new(seed * 1000 + match)
        seats = [bots.make_bot(DEFAULT_BOTS[game]) for _ in range(state.players)]
        match += 1
        while not state.over and len(out) < count:
            legal = state.legal_moves()
            if len(legal) > 1:
                out.append(state.clone())
            player = state.to_move
            state.apply(seats[player].choose(state.view(player), legal, rng))
    return out


def hint_slices(coach, state) -> list[float]:
    """The CPU ms of each slice of one hint from a fresh coach (the last: from the last pause to the end)."""
    _fresh(coach)
    work = coach.hint_steps(state)
    out = []
    while True:
        started = time.process_time()
        try:
            next(work)
        except StopIteration:
            out.append((time.process_time() - started) * 1000)
            return out
        out.append((time.process_time() - started) * 1000)


def measure(game: str, positions: int) -> dict:
    coach = _modules(game)[2]
    states = game_positions(game, positions)
    if game in ("tablenette", "tablanet"):
        from bench.fishing_exact import positions as exact_positions
        states += [s for _, _, s in exact_positions(game, positions)]
    settle_heap()
    longest, totals = [], []
    for state in states:
        slices = hint_slices(coach, state)
        longest.append(max(slices))
        totals.append(sum(slices))
    return {"positions": len(states), "longest_ms": max(longest),
            "over_target": sum(1 for x in longest if x > TARGET_MS),
            "median_longest_ms": statistics.median(longest), "hint_total_s": sum(totals) / 1000}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.coach_slices", description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--positions", type=int, default=60)
    args = parser.parse_args(argv)
    print("| program | positions | longest slice ms | hints with a slice over "
          f"{TARGET_MS:g} ms | median longest ms | all hints, CPU s |")
    print("|---|---:|---:|---:|---:|---:|")
    for game in [g for g in args.games.split(",") if g]:
        r = measure(game, args.positions)
        print(f"| {TITLES[game]} | {r['positions']} | {r['longest_ms']:.1f} | {r['over_target']} "
              f"| {r['median_longest_ms']:.1f} | {r['hint_total_s']:.1f} |", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
