"""Frame and start-up costs of the shell and the text-mode kit.

    python -m bench.frames
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def cold_start(runs: int = 5) -> dict:
    """Wall time of ``python run.py --shot`` in a fresh process (the menu, saved as a PNG)."""
    times = []
    for i in range(runs):
        started = time.perf_counter()
        subprocess.run([sys.executable, "run.py", "--shot", f"/tmp/bench_cold_{i}.png", "--wait", "1"],
                       cwd=ROOT, check=True, capture_output=True)
        times.append(time.perf_counter() - started)
    return {"cold_start_median_s": statistics.median(times), "cold_start_worst_s": max(times)}


def text_screen(frames: int = 300) -> dict:
    """A full 80x25 repaint (every cell changed) and an unchanged frame, in ms."""
    from retro import headless, palette as P
    from retro.dos.screen import COLS, ROWS, TextScreen

    headless.start()
    import pyxel

    screen = TextScreen()
    full, idle = [], []
    glyphs = "♥♦♣♠═║╔╗░▒▓█AbCd 10KQJ"
    for i in range(frames):
        for row in range(ROWS):
            # alternate colours every few cells: a busy screen, worse than any real one
            for col in range(0, COLS, 4):
                screen.put(col, row, glyphs[(i + row + col) % len(glyphs)] * 4,
                           (i + col // 4) % 16, (row + i) % 8)
        started = time.perf_counter()
        screen.draw()
        full.append((time.perf_counter() - started) * 1000)
        started = time.perf_counter()
        screen.draw()
        idle.append((time.perf_counter() - started) * 1000)
        pyxel.flip()
    return {"full_redraw_median_ms": statistics.median(full), "full_redraw_worst_ms": max(full),
            "unchanged_median_ms": statistics.median(idle), "unchanged_worst_ms": max(idle)}


def menu_frames(frames: int = 300) -> dict:
    """update+draw of the launcher menu while idle and while the selection moves."""
    from retro import headless
    from retro.audio import Audio
    from retro.launcher import Launcher
    from retro.program import Context
    from retro.store import Store

    headless.start()
    import pyxel

    menu = Launcher(Context(store=Store("/tmp/bench-data"), audio=Audio(muted=True)), on_run=lambda i: None)
    costs = []
    for i in range(frames):
        key = pyxel.KEY_DOWN if i % 10 == 0 else None
        if key:
            pyxel.set_btn(key, True)
        started = time.perf_counter()
        menu.update()
        menu.draw()
        costs.append((time.perf_counter() - started) * 1000)
        pyxel.flip()
        if key:
            pyxel.set_btn(key, False)
    return {"menu_frame_median_ms": statistics.median(costs), "menu_frame_worst_ms": max(costs)}


def measure(quick: bool = False) -> dict:
    out = {}
    out.update(text_screen(60 if quick else 300))
    out.update(menu_frames(60 if quick else 300))
    out.update(cold_start(2 if quick else 5))
    return out


if __name__ == "__main__":
    for name, value in measure("--quick" in sys.argv).items():
        print(f"{name:<26} {value:8.3f}")
