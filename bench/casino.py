"""Casino benchmark: random rounds per second, each bot's decision times, and the coach's hint/judge times.

    python -m bench.casino [--quick] [--coach | --coach-only]
    python -m bench.tournament casino munter greedy --matches 400 [--players 3] --jobs 1

Times are this process's CPU time (time.process_time), so other work on a
shared machine does not count against the figures.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from retro.casino import bots, coach, rules

TARGETS = {"random_hands_per_s": 500, "munter_median_ms": 5, "expert_median_ms": 300,
           "coach_p99_ms": 300}


def random_rounds_per_s(seconds: float, players: int = 2, seed: int = 1) -> float:
    """Whole rounds played by random bots through the public API (views, legal moves, apply)."""
    bot = bots.make_bot("random")
    rng = random.Random(seed)
    rounds = 0
    started = time.process_time()
    match = 0
    while time.process_time() - started < seconds:
        state = rules.State.new(seed * 1000 + match, rules.Options(players=players))
        match += 1
        while not state.over:
            player = state.to_move
            events = state.apply(bot.choose(state.view(player), state.legal_moves(), rng))
            rounds += sum(1 for e in events if e.kind == "round_end")
    return rounds / (time.process_time() - started)


def sample_positions(count: int, seed: int = 7, players: int = 2) -> list:
    """Positions met in munter-vs-munter matches (every third decision)."""
    positions = []
    bot = bots.make_bot("munter")
    rng = random.Random(seed)
    match = 0
    while len(positions) < count:
        state = rules.State.new(seed * 1000 + match, rules.Options(players=players))
        match += 1
        step = 0
        while not state.over and len(positions) < count:
            if step % 3 == 0:
                positions.append(state.clone())
            step += 1
            state.apply(bot.choose(state.view(state.to_move), state.legal_moves(), rng))
    return positions


def decision_times(name: str, positions: list, seed: int = 3) -> dict:
    bot = bots.make_bot(name)
    rng = random.Random(seed)
    times = []
    for state in positions:
        view, legal = state.view(state.to_move), state.legal_moves()
        started = time.process_time()
        bot.choose_with_reason(view, legal, rng)
        times.append((time.process_time() - started) * 1000)
    times.sort()
    return {"median_ms": round(statistics.median(times), 3),
            "p99_ms": round(times[min(len(times) - 1, int(len(times) * 0.99))], 3),
            "max_ms": round(times[-1], 3), "positions": len(times)}


def _quantiles(times: list) -> dict:
    times = sorted(times)
    return {"median_ms": round(statistics.median(times), 2),
            "p99_ms": round(times[min(len(times) - 1, int(len(times) * 0.99))], 2),
            "max_ms": round(times[-1], 2), "calls": len(times)}


def coach_times(players: int, count: int, seed: int = 11) -> dict:
    """Coach hint and judge (of a random legal move), each worked out fresh, and its longest slice (CPU ms)."""
    positions = sample_positions(count, seed=seed, players=players)
    rng = random.Random(seed)
    hints, judges, slices = [], [], []
    for state in positions:
        coach._KEPT.clear()
        started = time.process_time()
        coach.hint(state)
        hints.append((time.process_time() - started) * 1000)
        coach._KEPT.clear()
        move = rng.choice(state.legal_moves())
        started = time.process_time()
        coach.judge(state, move)
        judges.append((time.process_time() - started) * 1000)
        coach._KEPT.clear()
        work = coach.hint_steps(state)
        while True:
            started = time.process_time()
            try:
                next(work)
            except StopIteration:
                break
            slices.append((time.process_time() - started) * 1000)
    return {"hint": _quantiles(hints), "judge": _quantiles(judges), "slice": _quantiles(slices)}


def coach_report(result: dict) -> str:
    lines = [f"Casino coach (CPU ms, each call fresh; target p99 <= {TARGETS['coach_p99_ms']} ms):"]
    for players, row in result.items():
        for what in ("hint", "judge", "slice"):
            r = row[what]
            lines.append(f"  {players} players {what:5s} median {r['median_ms']:7.2f}  p99 {r['p99_ms']:7.2f}  "
                         f"max {r['max_ms']:7.2f} over {r['calls']}")
    return "\n".join(lines)


def measure(quick: bool = False) -> dict:
    seconds = 1.0 if quick else 4.0
    positions = sample_positions(40 if quick else 300)
    result = {
        "game": "casino",
        "random_hands_per_s": round(random_rounds_per_s(seconds), 1),
        "random_rounds_per_s_by_players": {
            n: round(random_rounds_per_s(seconds / 2, players=n), 1) for n in (3, 4)},
        "decisions": {},
    }
    for name in bots.BOTS:
        chosen = positions if name != "expert" else positions[: (15 if quick else 100)]
        result["decisions"][name] = decision_times(name, chosen)
    return result


def measure_coach(quick: bool = False) -> dict:
    count = 20 if quick else 100
    return {players: coach_times(players, count) for players in (2, 3, 4)}


def report(result: dict) -> str:
    lines = [f"Casino: {result['random_hands_per_s']:.0f} random rounds/s (2 players; target "
             f"{TARGETS['random_hands_per_s']})"]
    for n, rate in result.get("random_rounds_per_s_by_players", {}).items():
        lines.append(f"        {rate:.0f} random rounds/s with {n} players")
    for name, row in result["decisions"].items():
        target = TARGETS.get(f"{name}_median_ms")
        goal = f" (target median <= {target} ms)" if target else ""
        lines.append(f"  {name:8s} median {row['median_ms']:8.2f} ms  p99 {row['p99_ms']:8.2f} ms  "
                     f"max {row['max_ms']:8.2f} ms over {row['positions']} positions{goal}")
    if "coach" in result:
        lines.append(coach_report(result["coach"]))
    return "\n".join(lines)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.casino", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--coach", action="store_true", help="also the coach's hint/judge times")
    parser.add_argument("--coach-only", action="store_true", help="only the coach's hint/judge times")
    args = parser.parse_args(argv)
    if args.coach_only:
        print(coach_report(measure_coach(quick=args.quick)))
        return 0
    result = measure(quick=args.quick)
    if args.coach:
        result["coach"] = measure_coach(quick=args.quick)
    print(report(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
