"""Tablenette's and Tablanet's coach against exact play: the positions, the oracle's values, the table.

    python -m bench.fishing_exact --game tablenette --positions 300

Positions arise as the coach's issue describes them (``phase_position``):
``State.new(seed)`` with default options; the default bot in seat 1 and, in
seat 0, the default bot on even seeds or the random bot on odd ones play the
first hand into the last deal with the stock empty; the position is player
0's first (or third) decision there with more than one legal move. Each
legal move is then solved exactly by a fresh solver (``truth``: its own
transposition table, nothing kept from the coach), and the coach's hint and
verdicts are compared with it. Where the hands are small (``CHECK_CARDS``)
the truth is checked once more against ``exact_values``, a minimax over the
rules' own states written apart from the solver (the first decision of a last
deal is too large for it here); the tests check the solver against a plain
minimax too (tests/coach_exact).
"""

from __future__ import annotations

import argparse
import importlib
import random
import statistics
import sys
import time

DEFAULT_BOTS = {"tablenette": "sycomp", "tablanet": "tactician"}
TITLES = {"tablenette": "Tablenette", "tablanet": "Tablanet"}


def _modules(game: str):
    return tuple(importlib.import_module(f"retro.{game}.{name}") for name in ("rules", "bots", "coach"))


def in_phase(state) -> bool:
    """Two players, the stock empty, the hand still being played: every card is known to the mover."""
    return state.players == 2 and not state.over and state.stock_size == 0 and state.hand_no == 1


def phase_position(game: str, seed: int, which: int = 1):
    """Player 0's ``which``-th decision with a choice in the first hand's last deal (None if none)."""
    rules, bots, _ = _modules(game)
    state = rules.State.new(seed)
    rng = random.Random(seed)
    seats = [bots.make_bot(DEFAULT_BOTS[game] if seed % 2 == 0 else "random"), bots.make_bot(DEFAULT_BOTS[game])]
    seen = 0
    while not state.over and state.hand_no == 1:
        player, legal = state.to_move, state.legal_moves()
        if player == 0 and in_phase(state) and len(legal) > 1:
            seen += 1
            if seen == which:
                return state
        state.apply(seats[player].choose(state.view(player), legal, rng))
    return None


def positions(game: str, count: int, start: int = 0):
    """``count`` positions: each seed's first decision in the phase, then its third, seed after seed."""
    found, seed = [], start
    while len(found) < count:
        for which in (1, 3):
            state = phase_position(game, seed, which)
            if state is not None and len(found) < count:
                found.append((seed, which, state))
        seed += 1
    return found


# --- the oracle: an alpha-beta-free minimax over full states (the rules' own apply on clones) ---------


def _delta(events, me: int) -> int:
    """``me``'s margin from the points of ``events`` (what one play scored, the hand's end included)."""
    return sum(e.points if e.player == me else -e.points for e in events if e.player is not None and e.points)


def exact_values(state) -> dict:
    """Each legal move's exact value for the mover: its margin to the end of the hand, both sides perfect.

    Works on the rules' State itself (clones and ``apply``), so the bonuses are
    scored exactly as the rules score them; plain minimax, with a table of
    positions already valued (keyed by everything the rest of the hand depends on).
    """
    me, hand_no = state.to_move, state.hand_no
    points = importlib.import_module(f"retro.{state.GAME}.rules").card_points
    memo: dict = {}

    def play(s, m) -> int:
        child = s.clone()
        gained = _delta(child.apply(m), me)
        if child.over or child.hand_no != hand_no:
            return gained
        return gained + value(child)

    def value(s) -> int:
        key = (s.to_move, frozenset(s.hands[0]), frozenset(s.hands[1]), frozenset(s.table), s.last_taker,
               len(s.taken[0]), len(s.taken[1]), tuple(getattr(s, "tablanets", ())),
               sum(map(points, s.taken[0])) - sum(map(points, s.taken[1])))
        if key not in memo:
            results = [play(s, m) for m in s.legal_moves()]
            memo[key] = max(results) if s.to_move == me else min(results)
        return memo[key]

    return {m: play(state, m) for m in state.legal_moves()}


CHECK_CARDS = 8  # positions with at most this many cards in the two hands are also solved by the oracle


def truth(game: str, state) -> dict:
    """Each legal move's exact value, from a solver of its own (no cache shared with the coach)."""
    from retro.bot import finish
    from retro.fishing.solver import Solver, play_key, view_node
    _, bots, _ = _modules(game)
    scoring = bots.TablenetteScoring() if game == "tablenette" else bots.TablanetScoring(state.options)
    solver = Solver(scoring)
    view = state.view(state.to_move)
    raw = finish(solver.exact_steps(view_node(view, scoring.view_measures(view))))
    return {m: raw[play_key(m)] for m in state.legal_moves()}


def measure(game: str, count: int, start: int = 0) -> dict:
    rules, bots, coach = _modules(game)
    rows = positions(game, count, start)
    checked = mismatched = 0
    exact_best = regrets = 0
    regret_list, within, moves_total, losing_called_best = [], 0, 0, 0
    losing_total = 0
    hint_ms, judge_ms = [], []
    for _, _, state in rows:
        exact = truth(game, state)
        if sum(len(h) for h in state.hands) <= CHECK_CARDS:
            checked += 1
            oracle = exact_values(state)
            top_o = max(oracle.values())
            top_e = max(exact.values())
            mismatched += any(abs((top_o - oracle[m]) - (top_e - exact[m])) > 0.01 for m in exact)
        top = max(exact.values())
        coach.clear_cache()
        started = time.process_time()
        advice = coach.hint(state)
        hint_ms.append((time.process_time() - started) * 1000)
        regret = top - exact[advice.move]
        regret_list.append(regret)
        exact_best += regret == 0
        for m in state.legal_moves():
            started = time.process_time()
            v = coach.judge(state, m)
            judge_ms.append((time.process_time() - started) * 1000)
            loss = top - exact[m]
            moves_total += 1
            within += abs(v.loss - loss) <= 0.5
            if loss > 0:
                losing_total += 1
                losing_called_best += v.loss == 0.0
    regrets = statistics.fmean(regret_list)
    return {"game": game, "positions": len(rows), "exact_best": exact_best, "regret_mean": regrets,
            "regret_max": max(regret_list), "within": within, "moves": moves_total,
            "losing_best": losing_called_best, "losing": losing_total, "checked": checked,
            "mismatched": mismatched,
            "hint_p50": statistics.median(hint_ms), "hint_p99": sorted(hint_ms)[int(len(hint_ms) * 0.99) - 1],
            "judge_p50": statistics.median(judge_ms),
            "judge_p99": sorted(judge_ms)[int(len(judge_ms) * 0.99) - 1]}


def row(r: dict) -> str:
    n = r["positions"]
    return (f"| {TITLES[r['game']]} | {n} | {100 * r['exact_best'] / n:.1f}% | {r['regret_mean']:.2f} / "
            f"{r['regret_max']:g} | {100 * r['within'] / r['moves']:.1f}% | {r['losing_best']} of {r['losing']} |")


HEADER = ("| program | positions | hint exactly best | regret of the hint, mean / max (points) "
          "| verdicts within 0.5 point of the exact loss | a losing move given loss 0 |\n"
          "|---|---:|---:|---:|---:|---:|")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.fishing_exact", description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="tablenette,tablanet")
    parser.add_argument("--positions", type=int, default=300)
    args = parser.parse_args(argv)
    print(HEADER)
    for game in args.game.split(","):
        r = measure(game, args.positions)
        print(row(r))
        print(f"  {game}: {r['checked']} positions checked against the oracle, {r['mismatched']} differ",
              file=sys.stderr, flush=True)
        print(f"  {game}: hint p50 {r['hint_p50']:.1f} ms, p99 {r['hint_p99']:.1f} ms; "
              f"judge p50 {r['judge_p50']:.2f} ms, p99 {r['judge_p99']:.1f} ms (after the hint)",
              file=sys.stderr, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
