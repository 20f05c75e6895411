"""Shared frame timing for the game-screen benchmarks (bench/*_ui.py).

One frame is ``app.update(); app.draw()``; Pyxel's flip is not counted. Each
frame is timed as wall time and as this process's CPU time: the machine is
shared, so a wall-time worst case can include time the process was not even
running. The targets are judged on CPU time, and both are reported.
"""

from __future__ import annotations

import statistics
import tempfile
import time


def game_app(module, game: str, arg: str, seed: int, settings: dict):
    """A headless program from ``module.create`` with its own scratch data folder,
    muted, with ``settings`` saved first."""
    from retro import headless
    from retro.audio import Audio
    from retro.program import Context
    from retro.store import Store

    headless.start()
    ctx = Context(store=Store(tempfile.mkdtemp(prefix=f"bench-{game}-")), audio=Audio(muted=True),
                  seed=seed)
    ctx.store.save_settings(game, settings)
    app = module.create(ctx, arg)
    from retro.shell import settle_heap

    settle_heap()      # as the shell does when it starts a program
    return app


def timed_frame(app, costs: list, key: int | None = None, mouse: tuple[int, int] | None = None) -> None:
    """One frame, ``key`` held for it and the mouse at ``mouse``; appends (wall ms, CPU ms)."""
    import pyxel

    if mouse is not None:
        pyxel.set_mouse_pos(*mouse)
    if key is not None:
        pyxel.set_btn(key, True)
    started, cpu = time.perf_counter(), time.process_time()
    app.update()
    app.draw()
    costs.append(((time.perf_counter() - started) * 1000, (time.process_time() - cpu) * 1000))
    pyxel.flip()
    if key is not None:
        pyxel.set_btn(key, False)


def summary(costs: list, limits: tuple[float, ...] = (3.0, 40.0)) -> dict:
    """Median, 99th percentile and worst frame, and how many frames went over each of
    ``limits`` (ms) -- CPU time under plain keys, wall time under ``wall_`` keys."""
    out = {"frames": len(costs)}
    for index, prefix in ((1, ""), (0, "wall_")):
        values = sorted(c[index] for c in costs) or [0.0]
        out.update({f"{prefix}median_ms": round(statistics.median(values), 3),
                    f"{prefix}p99_ms": round(values[max(0, int(len(values) * 0.99) - 1)], 3),
                    f"{prefix}worst_ms": round(values[-1], 3)})
        for limit in limits:
            out[f"{prefix}over_{limit:g}ms"] = sum(1 for v in values if v > limit)
    return out


def print_report(title: str, result: dict, names=("person", "computer", "paced")) -> None:
    """The DOS benches' table: one CPU line and one wall line per measurement, then the verdict."""
    print(f"{title}: update+draw per frame, headless (CPU time; wall time below)")
    for name in names:
        r = result[name]
        extra = f"  bot {r['bot']}, {r['hands']} hand(s)" if "bot" in r else ""
        for prefix, label in (("", name), ("wall_", "  wall")):
            print(f"  {label:<9} frames {r['frames']:>6}  median {r[prefix + 'median_ms']:.3f} ms  "
                  f"p99 {r[prefix + 'p99_ms']:.3f} ms  worst {r[prefix + 'worst_ms']:.3f} ms  "
                  f">3 ms: {r[prefix + 'over_3ms']}  >40 ms: {r[prefix + 'over_40ms']}"
                  f"{extra if not prefix else ''}")
    targets = result["targets"]
    print(f"  targets: median <= {targets['frame_ms']} ms, no computer-turn frame over "
          f"{targets['computer_frame_max_ms']} ms -> {'ok' if result['ok'] else 'MISSED'}")
