"""Seeded tournaments between two bots of one game, with a 95% interval.

    python -m bench.tournament pinochle tommy greedy --matches 400
    python -m bench.tournament tablanet default greedy --players 3
    python -m bench.tournament --all --matches 100 --expert-matches 40 --jobs 1
                                                (the strength table -> bench/STRENGTH.md)

``--all`` plays, for every game, each bot of the ladder (``bots.BOTS``,
weakest first) against each lower one: ``--matches`` matches per pair, or
``--expert-matches`` for a pair with the expert (its search is slow), seats
alternating. It prints each pair as it finishes, then the table, and writes
the table to bench/STRENGTH.md (after every pair, so an interrupted run
keeps what it has).
"""

from __future__ import annotations

import argparse
import datetime
import importlib
import math
import multiprocessing
import os
import platform
import sys
import time
from pathlib import Path

GAMES = ("pinochle", "tablenette", "tablanet", "casino")
STRENGTH = Path(__file__).resolve().parent / "STRENGTH.md"
TITLES = {"pinochle": "Tommy's Pinochle", "tablenette": "Tablenette", "tablanet": "Tablanet",
          "casino": "Casino"}


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


def pairs(game: str) -> list[tuple[str, str]]:
    """(upper, lower) for every bot against every lower one, the ladder's order."""
    names = ladder(game)
    return [(upper, lower) for i, upper in enumerate(names) for lower in names[:i]]


def strength_table(matches: int, seed: int = 1, expert_matches: int | None = None, jobs: int | None = None,
                   games=GAMES, out: Path | None = STRENGTH, command: str = "") -> list[dict]:
    """Every game's ladder, pair by pair; the Markdown table is rewritten after each pair."""
    rows: list[dict] = []
    started = time.perf_counter()
    for game in games:
        for upper, lower in pairs(game):
            count = expert_matches if expert_matches and "expert" in (upper, lower) else matches
            rows.append(run(game, upper, lower, count, seed, jobs=jobs))
            if out is not None:
                out.write_text(strength_markdown(rows, command, time.perf_counter() - started,
                                                 done=False), encoding="utf-8")
    if out is not None:
        out.write_text(strength_markdown(rows, command, time.perf_counter() - started, done=True),
                       encoding="utf-8")
    return rows


def markdown_table(rows: list[dict]) -> str:
    """One row per pair: the upper bot's win rate against the lower one, with its 95% interval."""
    lines = ["| game | bot | against | matches | win rate | 95% interval |", "|---|---|---|---:|---:|---|"]
    last = None
    for row in rows:
        game = TITLES.get(row["game"], row["game"]) if row["game"] != last else ""
        last = row["game"]
        lines.append(f"| {game} | {row['a']} | {row['b']} | {row['matches']} | {row['rate']:.1%} "
                     f"| {row['low']:.1%}–{row['high']:.1%} |")
    return "\n".join(lines)


def strength_markdown(rows: list[dict], command: str, seconds: float, done: bool = True) -> str:
    when = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    state = "" if done else "\n**Still running:** the pairs so far.\n"
    try:
        load = " / ".join(f"{x:.2f}" for x in os.getloadavg())
    except (OSError, AttributeError):
        load = "unknown"
    return f"""# How strong is the computer?

Each bot of a game against each weaker one, in seeded matches with the
seats alternating; a draw counts half. The win rate is the stronger bot's,
with its 95% (Wilson) interval: an interval wholly above 50% means the
stronger bot really is stronger. The expert's pairs play fewer matches
(their search is slow), so their intervals are wider.
{state}
{markdown_table(rows)}

Made by `{command or 'python -m bench.tournament --all'}` on {when}
({seconds / 60:.0f} minutes of wall time; Python {platform.python_version()}, {os.cpu_count()} CPUs,
load average {load} at the end). The matches are seeded: the same command gives the same table.
"""


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.tournament", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game", nargs="?", choices=GAMES)
    parser.add_argument("a", nargs="?", help="first bot (its win rate is reported)")
    parser.add_argument("b", nargs="?", help="second bot")
    parser.add_argument("--matches", type=int, default=400, help="matches per pair (default 400)")
    parser.add_argument("--expert-matches", type=int, default=None,
                        help="with --all: matches per pair with the expert (default: --matches)")
    parser.add_argument("--games", default=",".join(GAMES), help="with --all: which games (comma-separated)")
    parser.add_argument("--out", type=Path, default=STRENGTH, help="with --all: the Markdown file")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--jobs", type=int, default=None)
    parser.add_argument("--all", action="store_true", help="every bot against every lower one, every game")
    args = parser.parse_args(argv)
    if args.all:
        games = [g.strip() for g in args.games.split(",") if g.strip()]
        unknown = [g for g in games if g not in GAMES]
        if unknown:
            parser.error(f"unknown game {unknown[0]!r} (choose from {', '.join(GAMES)})")
        command = "python -m bench.tournament " + " ".join(sys.argv[1:] if argv is None else argv)
        rows = strength_table(args.matches, args.seed, args.expert_matches, args.jobs, games, args.out,
                              command.strip())
        print()
        print(markdown_table(rows))
        print(f"\nwritten to {args.out}")
        return 0
    if not (args.game and args.a and args.b):
        parser.error("give GAME A B, or --all")
    run(args.game, args.a, args.b, args.matches, args.seed, args.players, args.jobs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
