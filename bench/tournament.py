"""Seeded tournaments between two bots of one game, with a 95% interval.

    python -m bench.tournament pinochle tommy greedy --matches 400
    python -m bench.tournament tablanet default greedy --players 3
    python -m bench.tournament --all            (the strength table)
"""

from __future__ import annotations

import argparse
import importlib
import math
import multiprocessing
import sys
import time

GAMES = ("pinochle", "tablenette", "tablanet", "casino")


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for a win rate (draws count as half a win)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def _modules(game: str):
    rules = importlib.import_module(f"retro.{game}.rules")
    bots = importlib.import_module(f"retro.{game}.bots")
    return rules, bots


def _options(rules, players: int | None):
    if players is None:
        return None
    return rules.Options(players=players)


def _one(args):
    """Play match ``index``; bot A takes seat ``index % players``. Returns A's score (1, 0.5, 0)."""
    game, name_a, name_b, index, base_seed, players = args
    from retro.match import play_match

    rules, bots = _modules(game)
    options = _options(rules, players)
    seats = players or 2
    seat_a = index % seats
    seat_bots = [bots.make_bot(name_a) if s == seat_a else bots.make_bot(name_b) for s in range(seats)]
    state = play_match(rules, seat_bots, base_seed + index, options)
    if state.winner is None:
        return 0.5
    return 1.0 if state.winner == seat_a else 0.0


def run(game: str, name_a: str, name_b: str, matches: int, seed: int = 1, players: int | None = None,
        jobs: int | None = None, quiet: bool = False) -> dict:
    jobs = jobs or min(2, multiprocessing.cpu_count())
    work = [(game, name_a, name_b, i, seed * 1_000_003, players) for i in range(matches)]
    started = time.perf_counter()
    if jobs > 1:
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            results = pool.map(_one, work, chunksize=1)
    else:
        results = [_one(w) for w in work]
    wins = sum(results)
    low, high = wilson(wins, matches)
    row = {
        "game": game, "a": name_a, "b": name_b, "matches": matches, "players": players or 2,
        "wins": wins, "rate": wins / matches if matches else 0.0, "low": low, "high": high,
        "seconds": time.perf_counter() - started,
    }
    if not quiet:
        print(format_row(row))
    return row


def format_row(row: dict) -> str:
    seats = f" ({row['players']} players)" if row["players"] != 2 else ""
    return (f"{row['game']}{seats}: {row['a']} vs {row['b']}: {row['rate']:.1%} of {row['matches']} "
            f"matches (95% CI {row['low']:.1%}-{row['high']:.1%}), {row['seconds']:.0f} s")


def ladder(game: str) -> list[str]:
    _, bots = _modules(game)
    return list(bots.BOTS)


def strength_table(matches: int, seed: int = 1) -> list[dict]:
    rows = []
    for game in GAMES:
        names = ladder(game)
        for i, upper in enumerate(names):
            for lower in names[:i]:
                rows.append(run(game, upper, lower, matches, seed))
    return rows


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.tournament", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game", nargs="?", choices=GAMES)
    parser.add_argument("a", nargs="?", help="first bot (its win rate is reported)")
    parser.add_argument("b", nargs="?", help="second bot")
    parser.add_argument("--matches", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--jobs", type=int, default=None)
    parser.add_argument("--all", action="store_true", help="every bot against every lower one, every game")
    args = parser.parse_args(argv)
    if args.all:
        strength_table(args.matches, args.seed)
        return 0
    if not (args.game and args.a and args.b):
        parser.error("give GAME A B, or --all")
    run(args.game, args.a, args.b, args.matches, args.seed, args.players, args.jobs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
