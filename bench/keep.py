"""What keeping the game costs: the save after a move, and the frames a save falls in.

    python -m bench.keep            # prints the figures
    python -m bench.keep --quick

``saves``: each game's seeded matches between default bots; after every move
the game is written as a program writes it (``KeptGame.save`` of
``State.to_json()`` with a screen's extras, atomic, into a scratch folder),
timed in wall time -- a person feels the disk as well as the CPU. Target:
median at most 5 ms.

``frames``: each program's own screen bench (``bench.<game>_ui``) runs with
every ``KeptGame.save`` noted, and the frames in which a save happened are
picked out: none may take over 40 ms.
"""

from __future__ import annotations

import argparse
import importlib
import random
import statistics
import tempfile
import time

from retro import keep
from retro.store import Store

GAMES = ("pinochle", "tablenette", "tablanet", "casino")
SAVE_MEDIAN_MS = 5.0
FRAME_MS = 40.0
EXTRA = {"open_hands": True, "names": ["You", "Computer"], "delay": 2, "coach": True,
         "review": [["trick 3", "9C", "KH", 4.0]] * 6, "take_back_used": False}


def save_times(game: str, moves: int, seed: int = 1) -> dict:
    rules = importlib.import_module(f"retro.{game}.rules")
    bots = importlib.import_module(f"retro.{game}.bots")
    kept = keep.KeptGame(Store(tempfile.mkdtemp(prefix=f"bench-keep-{game}-")), game)
    rng, times, match = random.Random(seed), [], 0
    while len(times) < moves:
        state = rules.State.new(seed * 100 + match)
        seats = [bots.make_bot("random") for _ in range(state.players)]
        match += 1
        while not state.over and len(times) < moves:
            state.apply(seats[state.to_move].choose(state.view(state.to_move), state.legal_moves(), rng))
            started = time.perf_counter()
            kept.save(state.to_json(), EXTRA)
            times.append((time.perf_counter() - started) * 1000)
    times.sort()
    return {"saves": len(times), "median_ms": round(statistics.median(times), 3),
            "p99_ms": round(times[max(0, int(len(times) * 0.99) - 1)], 3), "worst_ms": round(times[-1], 3)}


def frames_with_saves(game: str, quick: bool) -> dict:
    """The program's screen bench, keeping only the frames in which the game was saved."""
    return ui_noting_saves(game, quick)[1]


def ui_noting_saves(game: str, quick: bool) -> tuple[dict, dict]:
    """``bench.<game>_ui.measure(quick)``, and a summary of the frames in which the game was saved."""
    bench = importlib.import_module(f"bench.{game}_ui")
    saved = {"count": 0}
    original_save = keep.KeptGame.save
    original_frame = getattr(bench, "timed_frame", None) or bench._timed

    def counting_save(self, *args, **kw):
        saved["count"] += 1
        return original_save(self, *args, **kw)

    picked: list = []

    def noting_frame(app, costs, *args, **kw):       # bench._frames.timed_frame: (wall, CPU) pairs
        before = saved["count"]
        out = original_frame(app, costs, *args, **kw)
        if saved["count"] != before and costs:
            picked.append(costs[-1])
        return out

    def noting_timed(app, cpu, *args, **kw):          # Tablenette's own: returns wall, appends CPU
        before = saved["count"]
        wall = original_frame(app, cpu, *args, **kw)
        if saved["count"] != before and cpu:
            picked.append((wall, cpu[-1]))
        return wall

    name = "timed_frame" if hasattr(bench, "timed_frame") else "_timed"
    keep.KeptGame.save = counting_save
    setattr(bench, name, noting_frame if name == "timed_frame" else noting_timed)
    try:
        result = bench.measure(quick)
    finally:
        keep.KeptGame.save = original_save
        setattr(bench, name, original_frame)
    if not picked:
        return result, {"frames": 0, "saves": saved["count"]}
    cpu = sorted(c[1] for c in picked)
    wall = sorted(c[0] for c in picked)
    return result, {"frames": len(picked), "saves": saved["count"],
                    "median_ms": round(statistics.median(cpu), 3), "worst_ms": round(cpu[-1], 3),
                    "wall_worst_ms": round(wall[-1], 3), "over_40ms": sum(1 for v in cpu if v > FRAME_MS)}


def measure(quick: bool = False) -> dict:
    out = {}
    for game in GAMES:
        out[game] = {"save": save_times(game, 100 if quick else 600),
                     "frames": frames_with_saves(game, quick)}
    out["ok"] = all(r["save"]["median_ms"] <= SAVE_MEDIAN_MS and r["frames"].get("over_40ms", 0) == 0
                    for r in out.values() if isinstance(r, dict))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.keep", description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args(argv)
    result = measure(args.quick)
    for game in GAMES:
        s, f = result[game]["save"], result[game]["frames"]
        frames = (f"{f['frames']} frames with a save: median {f['median_ms']:.3f} ms, worst "
                  f"{f['worst_ms']:.3f} ms CPU ({f['wall_worst_ms']:.3f} ms wall)"
                  if f["frames"] else f"no frame saved ({f['saves']} saves)")
        print(f"{game:<11} save median {s['median_ms']:.3f} ms  p99 {s['p99_ms']:.3f} ms  "
              f"worst {s['worst_ms']:.3f} ms ({s['saves']} saves);  {frames}")
    print(f"targets: save median <= {SAVE_MEDIAN_MS:g} ms, no frame with a save over {FRAME_MS:g} ms -> "
          f"{'ok' if result['ok'] else 'MISSED'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
