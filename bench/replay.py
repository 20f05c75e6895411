"""What a Replay screen costs: opening the list of 100 kept games, and each frame's step through one.

    python -m bench.replay          # prints the figures
    python -m bench.replay --quick

``list``: a history of 100 long games between random bots (Tommy's Pinochle
and Tablanet), read afresh and listed as the Replay screen lists it. Target:
under 100 ms. ``step``: a frame's work on the newest game (the states
rebuilt, then the coach's verdicts) at the frame's thinking budget, CPU
time of each call. Target: none over the budget and a half, beyond the
coach's own longest slice (a step may overrun by one slice of the coach's,
as a game's frame may; at most one verdict is finished a step).
"""

from __future__ import annotations

import argparse
import importlib
import random
import statistics
import tempfile
import time

from retro.history import History
from retro.record import make_record
from retro.store import Store
from retro.table.budget import THINK_S
from retro.table.replay import Track

GAMES = ("pinochle", "tablanet")
LIST_MS = 100.0
STEP_MS = THINK_S * 1000 * 1.5


def a_game(rules, program: str, seed: int):
    state, rng, moves = rules.State.new(seed), random.Random(seed), []
    while not state.over:
        move = rng.choice(state.legal_moves())
        moves.append((state.to_move, move))
        state.apply(move)
    seats = [("person", "You")] + [("random", "Computer")] * (state.players - 1)
    return make_record(program, seed, state.options, seats, moves, scores=state.scores, result="played")


def longest_slice(track, coach, plays: int = 30) -> float:
    """The coach's own longest slice (one ``next`` of its judge) over the person's first plays: a step
    may run past its deadline by that much, as a game's frame may."""
    longest = 0.0
    numbers = [n for n in range(1, track.built + 1) if track.persons(n)]
    numbers = numbers[::max(1, len(numbers) // plays)]         # spread over the game, endgames too
    for number in numbers:
        work = coach.judge_steps(track.states[number - 1].clone(), track.moves[number - 1][1])
        while True:
            started = time.process_time()
            try:
                next(work)
            except StopIteration:
                break
            finally:
                longest = max(longest, (time.process_time() - started) * 1000)
    return longest


def measure(quick: bool = False) -> dict:
    out = {}
    for program in GAMES:
        rules = importlib.import_module(f"retro.{program}.rules")
        coach = importlib.import_module(f"retro.{program}.coach")
        store = Store(tempfile.mkdtemp(prefix=f"bench-replay-{program}-"))
        history = History(store, rules)
        for seed in range(20 if quick else 100):
            history.add(a_game(rules, program, seed))
        started = time.perf_counter()
        entries = History(store, rules).games()
        listed = (time.perf_counter() - started) * 1000
        track = Track(entries[0].record(), rules, judge=coach.judge_steps, person=0)
        costs = []
        for _ in range(200 if quick else 2000):
            started = time.process_time()
            track.step(THINK_S)
            costs.append((time.process_time() - started) * 1000)
        costs.sort()
        out[program] = {"list_ms": round(listed, 2), "games": len(entries), "steps": len(costs),
                        "step_median_ms": round(statistics.median(costs), 3), "step_worst_ms": round(costs[-1], 3),
                        "verdicts": len(track.verdicts), "slice_ms": round(longest_slice(track, coach), 3)}
    out["ok"] = all(r["list_ms"] < LIST_MS and r["step_worst_ms"] <= STEP_MS + r["slice_ms"]
                    for r in out.values() if isinstance(r, dict))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.replay", description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    result = measure(parser.parse_args(argv).quick)
    for program in GAMES:
        r = result[program]
        print(f"{program:<9} list of {r['games']} games {r['list_ms']:.1f} ms;  step median "
              f"{r['step_median_ms']:.3f} ms, worst {r['step_worst_ms']:.3f} ms CPU "
              f"({r['steps']} steps, {r['verdicts']} verdicts; the coach's longest slice {r['slice_ms']:.1f} ms)")
    print(f"targets: list < {LIST_MS:g} ms, no step over {STEP_MS:g} ms and one coach's slice -> "
          f"{'ok' if result['ok'] else 'MISSED'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
