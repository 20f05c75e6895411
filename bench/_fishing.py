"""Shared measurements for the fishing games' benchmarks (bench/tablenette.py, bench/tablanet.py).

Times are this process's CPU time (``time.process_time``): the machine's
cores are shared, and other work running beside the benchmark must not
count against the rules or the bots.
"""

from __future__ import annotations

import random
import statistics
import time


def random_hands_per_s(rules, options=None, seconds: float = 2.0) -> float:
    """Hands of uniformly random legal play per second, through the public rules API."""
    rng = random.Random(1)
    hands, seed = 0, 0
    started = time.process_time()
    while time.process_time() - started < seconds:
        state = rules.State.new(seed, options)
        seed += 1
        while not state.over:
            state.apply(rng.choice(state.legal_moves()))
        hands += state.hand_no
    return hands / (time.process_time() - started)


def decision_times(rules, bots, name: str, opponent: str, options=None, decisions: int = 200,
                   seed: int = 1) -> dict:
    """Median and 99th-percentile milliseconds of ``name``'s decisions in matches against ``opponent``."""
    rng = random.Random(seed)
    times: list[float] = []
    match = 0
    while len(times) < decisions:
        state = rules.State.new(seed * 1000 + match, options)
        seats = [bots.make_bot(opponent) for _ in range(state.players)]
        seat = match % state.players
        seats[seat] = bots.make_bot(name)
        match += 1
        while not state.over and len(times) < decisions:
            player = state.to_move
            view, legal = state.view(player), state.legal_moves()
            started = time.process_time()
            move = seats[player].choose(view, legal, rng)
            if player == seat:
                times.append(time.process_time() - started)
            state.apply(move)
    times.sort()
    return {"median_ms": round(1000 * statistics.median(times), 3),
            "p99_ms": round(1000 * times[min(len(times) - 1, int(len(times) * 0.99))], 3),
            "decisions": len(times)}


def report(result: dict) -> str:
    lines = [f"{result['game']}: {result['random_hands_per_s']:.0f} random hands/s"]
    for name, row in result["decisions"].items():
        lines.append(f"  {name:>10}: median {row['median_ms']:.2f} ms, p99 {row['p99_ms']:.2f} ms "
                     f"({row['decisions']} decisions)")
    return "\n".join(lines)
