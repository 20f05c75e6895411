"""Pinochle benchmark: random full hands per second and each bot's decision times.

    python -m bench.pinochle [--quick]
    python -m bench.pinochle --coach 200      # the coach's hint/judge times
    python -m bench.tournament pinochle tommy greedy --matches 400 --jobs 1

Decision times are taken in real play (each bot against Tommy, single
hands), so the expert's round-two solver keeps its table from one decision
to the next as it does in a game. Times are this process's CPU time
(time.process_time): other work on a shared machine does not count.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from retro.pinochle import bots, rules

TARGETS = {"random_hands_per_s": 200, "tommy_median_ms": 5, "expert_p99_ms": 300}


def random_hands_per_s(seconds: float, seed: int = 1) -> float:
    """Whole hands played by the random bot through the public API (views, legal moves, apply)."""
    bot = bots.make_bot("random")
    rng = random.Random(seed)
    counts = rules.COUNT_SYSTEMS
    hands = 0
    match = 0
    started = time.process_time()
    while time.process_time() - started < seconds:
        state = rules.State.new(seed * 1000 + match, rules.Options(count=counts[match % 3]))
        match += 1
        while not state.over:
            player = state.to_move
            events = state.apply(bot.choose(state.view(player), state.legal_moves(), rng))
            hands += sum(1 for e in events if e.kind == "hand_end")
    return hands / (time.process_time() - started)


def decision_times(name: str, hands: int, seed: int = 3) -> dict:
    """CPU milliseconds per decision of bot ``name``, playing single hands against Tommy."""
    rng = random.Random(seed)
    times = []
    for i in range(hands):
        seat = i % 2
        players = [bots.make_bot("tommy"), bots.make_bot("tommy")]
        players[seat] = bots.make_bot(name)
        state = rules.State.new(seed * 10_000 + i, rules.Options(single_hand=True))
        while not state.over:
            player = state.to_move
            view, legal = state.view(player), state.legal_moves()
            if player == seat:
                started = time.process_time()
                move = players[player].choose(view, legal, rng)
                times.append((time.process_time() - started) * 1000)
            else:
                move = players[player].choose(view, legal, rng)
            state.apply(move)
    times.sort()
    return {"median_ms": round(statistics.median(times), 3),
            "p99_ms": round(times[min(len(times) - 1, int(len(times) * 0.99))], 3),
            "max_ms": round(times[-1], 3), "mean_ms": round(statistics.fmean(times), 3),
            "decisions": len(times)}


def measure(quick: bool = False) -> dict:
    result = {
        "game": "pinochle",
        "random_hands_per_s": round(random_hands_per_s(1.0 if quick else 4.0), 1),
        "decisions": {},
    }
    for name in bots.BOTS:
        hands = (2 if name == "expert" else 6) if quick else (12 if name == "expert" else 60)
        result["decisions"][name] = decision_times(name, hands)
    result["targets"] = TARGETS
    return result


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.pinochle", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="a short run (CI smoke test)")
    parser.add_argument("--coach", type=int, default=0, metavar="N",
                        help="instead: time the coach's hint and judge on N positions")
    args = parser.parse_args(argv)
    if args.coach:
        from bench.coach import P99_MS, times

        row = times("pinochle", args.coach)
        print(f"pinochle coach over {row['positions']} positions (CPU ms, fresh cache each): "
              f"hint median {row['hint_median_ms']} p99 {row['hint_p99_ms']}; "
              f"judge median {row['judge_median_ms']} p99 {row['judge_p99_ms']} (target p99 <= {P99_MS:g})")
        return 0
    result = measure(args.quick)
    print(f"pinochle: {result['random_hands_per_s']:.0f} random full hands/s "
          f"(target >= {TARGETS['random_hands_per_s']})")
    for name, row in result["decisions"].items():
        print(f"  {name:8s} median {row['median_ms']:8.3f} ms   p99 {row['p99_ms']:8.3f} ms   "
              f"max {row['max_ms']:8.3f} ms   ({row['decisions']} decisions)")
    print(f"targets: tommy median <= {TARGETS['tommy_median_ms']} ms, "
          f"expert within {TARGETS['expert_p99_ms']} ms per decision")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
