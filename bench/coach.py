"""The coach's figures: how long a hint and a verdict take, and a sanity table.

    python -m bench.coach                 # both parts, writes bench/COACH.md
    python -m bench.coach --quick         # a short smoke run; prints, writes nothing
    python -m bench.coach --games casino --decisions 100
    python -m bench.coach --games tablenette,tablanet --exact 300   # the "against exact play" rows
    python -m bench.coach --exact-casino --positions 300   # Casino against exact play

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


# --- Casino against exact play ---------------------------------------------------------------------------
# python -m bench.coach --exact-casino [--positions 300] [--out FILE]
# Positions from the issue's recipe (``retro.casino.positions.last_deal_position``: player 0's first and
# third decisions of round one's last deal, stock empty); every legal move is solved to the round's end
# by a reference search written apart from the coach's solver (alpha-beta over the rules' own
# ``State.clone``/``apply``, memo keyed by what decides the rest, the rules' ``last_round.points``).

def _casino_key(state) -> tuple:
    piles = sorted("".join(sorted(str(c) for c in pile)) + pile_kind for pile, pile_kind in
                   ((p.cards, p.kind) for p in state.spaces if p is not None))
    return (tuple(tuple(sorted(map(str, h))) for h in state.hands), tuple(piles), state.to_move,
            tuple(len(c) for c in state.captured), tuple(sum(x.suit == "S" for x in c) for c in state.captured),
            state.last_taker, tuple(state.sweeps),
            tuple(sum(_CASINO_POINTS.get(str(c), 0) for c in pile) for pile in state.captured))


# CAS-S1..S3, as the reference counts them (the value searched is the whole round's margin, so the points
# already taken are part of what a position is worth).
_CASINO_POINTS = {"AS": 1, "AH": 1, "AD": 1, "AC": 1, "2S": 1, "10D": 2}


def _casino_reference(state, player: int, round_no: int, alpha: float, beta: float, memo: dict) -> float:
    """The round's margin for ``player`` (their round points minus the other's) with both sides best."""
    if state.over or state.round != round_no:
        points = state.last_round.points
        return points[player] - points[1 - player]
    key = _casino_key(state)
    found = memo.get(key)
    if found is not None:
        low, high = found
        if low == high or low >= beta or high <= alpha:
            return low if low >= beta or low == high else high
        alpha, beta = max(alpha, low), min(beta, high)
    start_alpha, start_beta = alpha, beta
    maximise = state.to_move == player
    best = -math.inf if maximise else math.inf
    for move in state.legal_moves():
        child = state.clone()
        child.apply(move)
        value = _casino_reference(child, player, round_no, alpha, beta, memo)
        if maximise:
            best = max(best, value)
            alpha = max(alpha, best)
        else:
            best = min(best, value)
            beta = min(beta, best)
        if alpha >= beta:
            break
    low, high = memo.get(key, (-math.inf, math.inf))
    if start_alpha < best < start_beta:
        low = high = best
    elif best <= start_alpha:
        high = min(high, best)
    else:
        low = max(low, best)
    memo[key] = (low, high)
    return best


def casino_exact_values(state) -> dict:
    """Every legal move of the player to move, its exact round margin (the reference search)."""
    memo: dict = {}
    values = {}
    for move in state.legal_moves():
        child = state.clone()
        child.apply(move)
        values[move] = _casino_reference(child, state.to_move, state.round, -math.inf, math.inf, memo)
    return values


def casino_against_exact(positions: int = 300, first_seed: int = 100) -> dict:
    """The coach against exact play over ``positions`` last-deal positions of seeded games."""
    from retro.casino import coach
    from retro.casino.positions import last_deal_position
    found, seed = 0, first_seed
    best_hits, regrets, close, verdicts, losing, losing_zero = 0, [], 0, 0, 0, 0
    hint_ms, judge_ms = [], []
    while found < positions:
        for decision in (1, 3):
            state = last_deal_position(seed, decision)
            if state is None or found >= positions:
                continue
            found += 1
            values = casino_exact_values(state)
            top = max(values.values())
            coach.clear_cache()
            started = time.process_time()
            advice = coach.hint(state)
            hint_ms.append((time.process_time() - started) * 1000)
            best_hits += values[advice.move] == top
            regrets.append(top - values[advice.move])
            for move, value in values.items():
                exact_loss = top - value
                started = time.process_time()
                verdict = coach.judge(state, move)
                judge_ms.append((time.process_time() - started) * 1000)
                verdicts += 1
                close += abs(verdict.loss - exact_loss) <= 0.5
                if exact_loss > 0:
                    losing += 1
                    losing_zero += verdict.loss == 0.0
        seed += 1
    return {"positions": found, "best": best_hits, "regret_mean": statistics.fmean(regrets),
            "regret_max": max(regrets), "verdicts": verdicts, "close": close, "losing": losing,
            "losing_zero": losing_zero, "hint_p50": statistics.median(hint_ms),
            "hint_p99": _percentile(hint_ms, 0.99), "judge_p50": statistics.median(judge_ms),
            "judge_p99": _percentile(judge_ms, 0.99)}


def casino_exact_markdown(row: dict, command: str) -> str:
    n = row["positions"]
    return "\n".join([
        "## Against exact play: Casino", "",
        f"Made by `{command}`. {n} positions: player 0's first and third decisions of round one's last deal "
        "(two players, stock empty), from `State.new(seed)` with the default bot in seat 1 and the default "
        "(even seeds) or random (odd seeds) bot in seat 0; every legal move solved to the round's end by a "
        "reference search over the rules' own State, written apart from the coach's solver.", "",
        "| | Casino |", "|---|---:|",
        f"| hint exactly best | {row['best'] / n:.1%} ({row['best']} of {n}) |",
        f"| regret of the hint, mean / max (points) | {row['regret_mean']:.2f} / {row['regret_max']:g} |",
        f"| verdicts within 0.5 point of the exact loss | {row['close'] / row['verdicts']:.1%} "
        f"({row['close']} of {row['verdicts']}) |",
        f"| a losing move given loss 0 | {row['losing_zero']} of {row['losing']} |",
        f"| hint CPU ms, median / p99 (solve from fresh) | {row['hint_p50']:.1f} / {row['hint_p99']:.1f} |",
        f"| verdict CPU ms, median / p99 (after the hint) | {row['judge_p50']:.2f} / {row['judge_p99']:.2f} |",
        ""])


def casino_exact_main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.coach --exact-casino")
    parser.add_argument("--positions", type=int, default=300)
    parser.add_argument("--out", type=Path, default=None, help="append the table to this file")
    args = parser.parse_args(argv)
    row = casino_against_exact(args.positions)
    text = casino_exact_markdown(row, "python -m bench.coach --exact-casino " + " ".join(argv))
    print(text)
    if args.out is not None:
        with args.out.open("a", encoding="utf-8") as out:
            out.write("\n" + text)
    return 0


def main(argv: list[str] | None = None) -> int:
    given = sys.argv[1:] if argv is None else argv
    if given[:1] == ["--exact-casino"]:
        return casino_exact_main(given[1:])
    if given[:1] == ["pinochle-exact"]:
        return pinochle_exact_main(given[1:])
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


# ------------------------------------------------------------ Tommy's Pinochle: against exact play
# python -m bench.coach pinochle-exact [--positions 300] [--out FILE]
# Round two is perfect information (the unseen cards are the opponent's hand): each position's every
# legal move is solved afresh by the round-two solver (a new table per move, full window), and the
# coach's hint and verdicts are held against those values.

def pinochle_positions(count: int, first_seed: int = 0):
    """Round-two positions as the issue describes: player 0's first or third choice there, first hand."""
    from retro.pinochle import bots, rules
    out, seed = [], first_seed
    while len(out) < count:
        state = rules.State.new(seed)
        rng = random.Random(seed)
        seats = [bots.make_bot("tommy" if seed % 2 == 0 else "random"), bots.make_bot("tommy")]
        decision = 0
        while not state.over and state.hand_number == 1 and decision < 3:
            legal, player = state.legal_moves(), state.to_move
            if state.round == 2 and player == 0 and len(legal) > 1:
                decision += 1
                if decision in (1, 3):
                    out.append((seed, decision, state.clone()))
            state.apply(seats[player].choose(state.view(player), legal, rng))
        seed += 1
    return out[:count]


def pinochle_exact_values(state) -> dict:
    """Every legal move's exact margin for the mover, each solved from scratch."""
    from retro.pinochle.melds import ID_OF
    from retro.pinochle.solver import RoundTwoSolver, encode
    me = state.to_move
    mine, theirs = encode(state.hand_ids[me]), encode(state.hand_ids[1 - me])
    out = {}
    for move in state.legal_moves():
        card = ID_OF[move.card]
        solver = RoundTwoSolver(state.trump_id, state.trick_points)
        if state.trick_ids:
            out[move] = solver.follow_value(state.trick_ids[0], card, theirs, mine)
        else:
            out[move] = solver.lead_value(card, mine, theirs)
    return out


def pinochle_against_exact(positions: int) -> dict:
    from retro.pinochle import coach
    exact_best = verdicts = close = called_best = losing = 0
    regrets, hint_ms, judge_ms = [], [], []
    for _seed, _decision, state in pinochle_positions(positions):
        exact = pinochle_exact_values(state)
        best = max(exact.values())
        coach.clear_cache()
        started = time.process_time()
        advice = coach.hint(state)
        hint_ms.append((time.process_time() - started) * 1000)
        regret = best - exact[advice.move]
        regrets.append(regret)
        exact_best += regret == 0
        for n, (move, value) in enumerate(exact.items()):
            if n == 0:
                coach.clear_cache()       # one verdict timed from a fresh coach
                started = time.process_time()
            verdict = coach.judge(state, move)
            if n == 0:
                judge_ms.append((time.process_time() - started) * 1000)
            verdicts += 1
            close += abs(verdict.loss - (best - value)) <= 0.5
            if best - value > 0:
                losing += 1
                called_best += verdict.loss == 0
    return {"positions": len(regrets), "exact_best": exact_best, "regret_mean": statistics.fmean(regrets),
            "regret_max": max(regrets), "verdicts": verdicts, "close": close, "losing": losing,
            "called_best": called_best, "hint_ms": hint_ms, "judge_ms": judge_ms}


def pinochle_times_by_round(positions: int, seed: int = 1) -> dict:
    """Hint and verdict CPU ms from a fresh coach, round one and round two apart (default bots' games)."""
    from retro.pinochle import bots, coach, rules
    rng = random.Random(seed)
    got = {1: ([], []), 2: ([], [])}
    match = 0
    while min(len(got[1][0]), len(got[2][0])) < positions:
        state = rules.State.new(seed * 1000 + match)
        seats = [bots.make_bot("tommy"), bots.make_bot("tommy")]
        match += 1
        while not state.over and state.hand_number == 1:
            legal = state.legal_moves()
            hints, judges = got[state.round]
            if len(legal) > 1 and len(hints) < positions:
                coach.clear_cache()
                started = time.process_time()
                coach.hint(state)
                hints.append((time.process_time() - started) * 1000)
                coach.clear_cache()
                started = time.process_time()
                coach.judge(state, rng.choice(legal))
                judges.append((time.process_time() - started) * 1000)
            player = state.to_move
            state.apply(seats[player].choose(state.view(player), legal, rng))
    return {r: {"positions": len(h), "hint_median_ms": statistics.median(h), "hint_p99_ms": _percentile(h, 0.99),
                "judge_median_ms": statistics.median(j), "judge_p99_ms": _percentile(j, 0.99)}
            for r, (h, j) in got.items()}


def pinochle_exact_markdown(table: dict, timing: dict, command: str) -> str:
    t = table
    lines = ["## Tommy's Pinochle: against exact play (round two)", "",
             f"Made by `{command}`. {t['positions']} positions: player 0's first or third choice in round two "
             "of the first hand (`State.new(seed)`, default options; Tommy in seat 1, in seat 0 Tommy on even "
             "seeds, the random bot on odd ones). Every legal move solved afresh to the end of the hand.", "",
             "| | Tommy's Pinochle |", "|---|---:|",
             f"| hint exactly best | {100 * t['exact_best'] / t['positions']:.1f}% |",
             f"| regret of the hint, mean / max (points) | {t['regret_mean']:.2f} / {t['regret_max']:g} |",
             f"| verdicts within 0.5 point of the exact loss | {100 * t['close'] / t['verdicts']:.1f}% |",
             f"| a losing move given loss 0 | {t['called_best']} of {t['losing']} |",
             f"| hint ms from a fresh coach, median / p99 | {statistics.median(t['hint_ms']):.0f} / "
             f"{_percentile(t['hint_ms'], 0.99):.0f} |",
             f"| verdict ms from a fresh coach, median / p99 | {statistics.median(t['judge_ms']):.0f} / "
             f"{_percentile(t['judge_ms'], 0.99):.0f} |", "",
             "Time per hint and verdict by round (fresh coach each time, CPU ms):", "",
             "| round | positions | hint median | hint p99 | judge median | judge p99 |",
             "|---|---:|---:|---:|---:|---:|"]
    for r, row in timing.items():
        lines.append(f"| {r} | {row['positions']} | {row['hint_median_ms']:.0f} | {row['hint_p99_ms']:.0f} "
                     f"| {row['judge_median_ms']:.0f} | {row['judge_p99_ms']:.0f} |")
    return "\n".join(lines) + "\n"


def pinochle_exact_main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.coach pinochle-exact")
    parser.add_argument("--positions", type=int, default=300)
    parser.add_argument("--timed", type=int, default=100, help="positions timed per round")
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args(argv)
    table = pinochle_against_exact(args.positions)
    timing = pinochle_times_by_round(args.timed)
    text = pinochle_exact_markdown(table, timing, "python -m bench.coach pinochle-exact " + " ".join(argv))
    print(text)
    if args.out is not None:
        args.out.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
