"""The coach's figures (issue 18): how long a hint and a verdict take, and a sanity table.

    python -m bench.coach                 # both parts, writes bench/COACH.md
    python -m bench.coach --quick         # a short smoke run; prints, writes nothing
    python -m bench.coach --games casino --decisions 100
    python -m bench.coach --games tablenette,tablanet --exact 300   # the "against exact play" rows

``times``: positions from seeded games of the default bots; each position's
``hint`` and then ``judge`` of a random legal move, each on a fresh coach
(its cache emptied), CPU milliseconds, median and 99th percentile. Target:
p99 at most 300 ms.

``sanity``: each bot of the ladder (random, greedy, the program's own,
expert) plays seat 0 of seeded games against the program's own player while
the coach judges every one of its decisions; the average points given up
per decision, with a 95% interval. A coach worth hearing must order them
random > greedy > default >= expert.
"""

from __future__ import annotations

import argparse
import datetime
import importlib
import math
import random
import statistics
import sys
import time
from pathlib import Path

GAMES = ("pinochle", "tablenette", "tablanet", "casino")
TITLES = {"pinochle": "Tommy's Pinochle", "tablenette": "Tablenette", "tablanet": "Tablanet",
          "casino": "Casino"}
DEFAULT_BOTS = {"pinochle": "tommy", "tablenette": "sycomp", "tablanet": "tactician", "casino": "munter"}
COACH_MD = Path(__file__).resolve().parent / "COACH.md"
P99_MS = 300.0
# game -> the module measuring its coach against exact play (``measure(game, positions)``, ``row``, ``HEADER``)
EXACT = {"tablenette": "bench.fishing_exact", "tablanet": "bench.fishing_exact"}


def _modules(game: str):
    return tuple(importlib.import_module(f"retro.{game}.{name}") for name in ("rules", "bots", "coach"))


def _fresh(coach) -> None:
    """Empty a coach's per-position cache, if it keeps one, so every timing is a full one."""
    clear = getattr(coach, "clear_cache", None)
    if clear is not None:
        clear()


def _percentile(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[max(0, math.ceil(len(values) * q) - 1)]


def times(game: str, positions: int, seed: int = 1) -> dict:
    rules, bots, coach = _modules(game)
    rng = random.Random(seed)
    hints, judges, match = [], [], 0
    while len(hints) < positions:
        state = rules.State.new(seed * 1000 + match)
        seats = [bots.make_bot(DEFAULT_BOTS[game]) for _ in range(state.players)]
        match += 1
        while not state.over and len(hints) < positions:
            legal = state.legal_moves()
            if len(legal) > 1:
                _fresh(coach)
                started = time.process_time()
                coach.hint(state)
                hints.append((time.process_time() - started) * 1000)
                _fresh(coach)
                started = time.process_time()
                coach.judge(state, rng.choice(legal))
                judges.append((time.process_time() - started) * 1000)
            player = state.to_move
            state.apply(seats[player].choose(state.view(player), legal, rng))
    return {"positions": len(hints),
            "hint_median_ms": round(statistics.median(hints), 1), "hint_p99_ms": round(_percentile(hints, 0.99), 1),
            "judge_median_ms": round(statistics.median(judges), 1),
            "judge_p99_ms": round(_percentile(judges, 0.99), 1)}


def sanity(game: str, decisions: int, seed: int = 1) -> list[dict]:
    """Average loss per decision for each ladder bot in seat 0, judged by the coach."""
    rules, bots, coach = _modules(game)
    rows = []
    for name in bots.BOTS:
        rng = random.Random(seed)
        losses, match, started = [], 0, time.perf_counter()
        while len(losses) < decisions:
            state = rules.State.new(seed * 7000 + match)
            seats = [bots.make_bot(DEFAULT_BOTS[game]) for _ in range(state.players)]
            seats[0] = bots.make_bot(name)
            match += 1
            while not state.over and len(losses) < decisions:
                player, legal = state.to_move, state.legal_moves()
                move = seats[player].choose(state.view(player), legal, rng)
                if player == 0 and len(legal) > 1:
                    losses.append(coach.judge(state, move).loss)
                state.apply(move)
        mean = statistics.fmean(losses)
        half = 1.96 * statistics.stdev(losses) / math.sqrt(len(losses)) if len(losses) > 1 else float("inf")
        rows.append({"game": game, "bot": name, "decisions": len(losses), "mean": mean,
                     "low": max(0.0, mean - half), "high": mean + half,
                     "seconds": time.perf_counter() - started})
    return rows


def ordered(rows: list[dict]) -> bool:
    """random > greedy > default >= expert, on the averages."""
    by = {r["bot"]: r["mean"] for r in rows}
    names = list(by)
    default = next(n for n in names if n not in ("random", "greedy", "expert"))
    return by["random"] > by["greedy"] > by[default] >= by["expert"] - 1e-9


def markdown(timing: dict, table: dict, command: str, seconds: float, when: str) -> str:
    lines = ["# The coach's figures", "",
             f"Made by `{command}` on {when} ({seconds / 60:.1f} minutes); CPU time on this machine.", "",
             "## Time per hint and per verdict", "",
             "| program | positions | hint median ms | hint p99 ms | judge median ms | judge p99 ms |",
             "|---|---:|---:|---:|---:|---:|"]
    for game, t in timing.items():
        def cell(v):
            return f"{v:,.1f} {'ok' if v <= P99_MS else '**MISSED**'}"
        lines.append(f"| {TITLES[game]} | {t['positions']} | {t['hint_median_ms']:.1f} | {cell(t['hint_p99_ms'])} "
                     f"| {t['judge_median_ms']:.1f} | {cell(t['judge_p99_ms'])} |")
    lines += ["", f"Target: p99 at most {P99_MS:g} ms for each (a fresh coach each time: no cache help).", "",
              "## Sanity: points given up per decision, by each bot of the ladder", "",
              "Each bot plays seat 0 against the program's own player; the coach judges every decision "
              "with more than one choice. Mean with its 95% interval.", "",
              "| program | bot | decisions | mean loss | 95% interval | order random > greedy > default >= expert |",
              "|---|---|---:|---:|---|---|"]
    for game, rows in table.items():
        verdict = "yes" if ordered(rows) else "**NO**"
        for i, r in enumerate(rows):
            lines.append(f"| {TITLES[game] if i == 0 else ''} | {r['bot']} | {r['decisions']} | {r['mean']:.2f} "
                         f"| {r['low']:.2f}–{r['high']:.2f} | {verdict if i == 0 else ''} |")
    return "\n".join(lines) + "\n"


def exact_table(games: list[str], positions: int) -> int:
    """Print the "against exact play" rows of ``games`` (those with a module in ``EXACT``)."""
    header = False
    for game in games:
        if game not in EXACT:
            print(f"[coach] {game}: no exact table here", file=sys.stderr)
            continue
        module = importlib.import_module(EXACT[game])
        if not header:
            print(module.HEADER)
            header = True
        print(module.row(module.measure(game, positions)), flush=True)
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.coach", description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a short smoke run; writes nothing unless --out")
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--positions", type=int, default=None, help="positions timed per game (default 200)")
    parser.add_argument("--decisions", type=int, default=None, help="decisions judged per bot (default 300)")
    parser.add_argument("--out", type=Path, default=None)
    parser.add_argument("--exact", type=int, default=None, metavar="N",
                        help="only the table against exact play, N positions a game (prints it)")
    args = parser.parse_args(argv)
    games = [g for g in args.games.split(",") if g]
    if args.exact:
        return exact_table(games, args.exact)
    positions = args.positions or (20 if args.quick else 200)
    decisions = args.decisions or (20 if args.quick else 300)
    started = time.perf_counter()
    timing, table = {}, {}
    for game in games:
        print(f"[coach] {game}: times ...", file=sys.stderr, flush=True)
        timing[game] = times(game, positions)
        print(f"  {timing[game]}", file=sys.stderr, flush=True)
        print(f"[coach] {game}: sanity ...", file=sys.stderr, flush=True)
        table[game] = sanity(game, decisions)
        for r in table[game]:
            print(f"  {r['bot']:<10} {r['mean']:.2f} ({r['low']:.2f}-{r['high']:.2f}) over {r['decisions']} "
                  f"decisions, {r['seconds']:.0f} s", file=sys.stderr, flush=True)
    when = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    command = "python -m bench.coach" + ("" if argv is None else " " + " ".join(argv))
    text = markdown(timing, table, command.strip(), time.perf_counter() - started, when)
    print(text)
    out = args.out if args.out is not None else (None if args.quick else COACH_MD)
    if out is not None:
        out.write_text(text, encoding="utf-8")
        print(f"written to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
