"""Every benchmark in one run, one table, and bench/RESULTS.md with the machine and the date.

    python -m bench                 # the full run (a few minutes), writes bench/RESULTS.md
    python -m bench --quick         # a short smoke run; prints the table, writes nothing
    python -m bench --out FILE      # write the Markdown somewhere else
    python -m bench browser         # the page in headless Chromium: its "Browser" section only

Per game: random hands (Casino: rounds) per second through the rules API;
each bot's decision time, median and 99th percentile; the program's frame
cost (update+draw, CPU time), median and worst, and the worst frame during
computer turns with the default bot; and the program's cold start (a fresh
``python run.py GAME --shot``). Then the shell: the disk menu's frames, the
80x25 text screen's full and unchanged redraws, and the menu's cold start.
Every figure with a target is marked ok or MISSED against it.

Times are CPU time where the benchmark measures it (the machine may be
shared); cold starts are wall time, as a person waits for them.
"""

from __future__ import annotations

import argparse
import datetime
import gc
import importlib
import os
import platform
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from bench import keep

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "RESULTS.md"
GAMES = ("pinochle", "tablenette", "tablanet", "casino")
TITLES = {"pinochle": "Tommy's Pinochle", "tablenette": "Tablenette", "tablanet": "Tablanet",
          "casino": "Casino"}
DEFAULT_BOTS = {"pinochle": "tommy", "tablenette": "sycomp", "tablanet": "tactician", "casino": "munter"}

# The issues' targets.
HANDS_PER_S = {"pinochle": 200, "tablenette": 1000, "tablanet": 1000, "casino": 500}
DEFAULT_MEDIAN_MS = 5.0
EXPERT_P99_MS = 300.0
FRAME_MEDIAN_MS = 3.0
COMPUTER_FRAME_MS = 40.0
COLD_START_S = 1.0
FULL_REDRAW_MS = 2.0
UNCHANGED_MS = 0.2


# --- gathering ------------------------------------------------------------------------------------------
@dataclass
class GameFigures:
    game: str
    hands_per_s: float | None = None
    decisions: dict = field(default_factory=dict)       # bot -> {"median_ms", "p99_ms"}
    frame_median_ms: float | None = None
    frame_worst_ms: float | None = None
    computer_worst_ms: float | None = None
    cold_start_s: float | None = None
    save: dict = field(default_factory=dict)             # bench.keep: the save after a move
    save_frames: dict = field(default_factory=dict)      # ... and the frames a save fell in
    notes: list = field(default_factory=list)


def frame_figures(result: dict) -> tuple[float, float, float]:
    """(median, worst, worst during the default computer's turns) in CPU ms, from a ``<game>_ui.measure``.

    The UI benches report differently shaped dicts: top-level ``median_ms`` /
    ``worst_ms`` / ``worst_computer_ms`` when given; else the ``person`` (or
    ``drag``) scenario's median, the worst over every scenario, and the
    ``computer`` (or ``computer_turns``' default bot) scenario's worst.
    """
    def cpu_worst(part: dict) -> float:
        return part.get("worst_cpu_ms", part.get("worst_ms"))

    scenarios = {k: v for k, v in result.items()
                 if isinstance(v, dict) and ("median_ms" in v or "worst_ms" in v)}
    for name, part in list(result.items()):
        if name == "computer_turns" and isinstance(part, dict):
            scenarios.update({f"computer_turns:{bot}": v for bot, v in part.items()})
    person = scenarios.get("person") or scenarios.get("drag")
    median = result.get("median_ms")
    if median is None and person is not None:
        median = person.get("median_cpu_ms", person["median_ms"])
    worst = result.get("worst_ms")
    if worst is None:
        worst = max(cpu_worst(p) for p in scenarios.values())
    computer = result.get("worst_computer_ms")
    if computer is None:
        if "computer" in scenarios:
            part = scenarios["computer"]
            computer = cpu_worst(part.get("computer_turns", part))
            if "paced" in scenarios:
                computer = max(computer, cpu_worst(scenarios["paced"]))
        elif "computer_turns:default" in scenarios:
            computer = cpu_worst(scenarios["computer_turns:default"])
    return median, worst, computer


def cold_start(argv: list[str], runs: int) -> float:
    """Median wall seconds of ``python run.py ARGV --shot`` in a fresh process."""
    times = []
    shot = Path(os.environ.get("TMPDIR", "/tmp")) / f"bench-cold-{os.getpid()}.png"
    data = Path(os.environ.get("TMPDIR", "/tmp")) / f"bench-cold-data-{os.getpid()}"
    for _ in range(runs):
        started = time.perf_counter()
        subprocess.run([sys.executable, "run.py", *argv, "--shot", str(shot), "--wait", "1",
                        "--data-dir", str(data)], cwd=ROOT, check=True, capture_output=True)
        times.append(time.perf_counter() - started)
    shot.unlink(missing_ok=True)
    return statistics.median(times)


def gather(quick: bool, log=print) -> dict:
    """Run every benchmark; returns {"games": {game: GameFigures}, "shell": {...}, "seconds": ...}."""
    started = time.perf_counter()
    runs = 2 if quick else 5
    games = {}
    for game in GAMES:
        figures = GameFigures(game)
        log(f"[bench] {game}: rules and bots ...")
        rules_result = importlib.import_module(f"bench.{game}").measure(quick)
        figures.hands_per_s = rules_result["random_hands_per_s"]
        figures.decisions = {bot: {"median_ms": row["median_ms"], "p99_ms": row["p99_ms"]}
                             for bot, row in rules_result["decisions"].items()}
        log(f"[bench] {game}: frames ...")
        gc.collect()      # the rules runs leave garbage a real session of the program never has
        ui_result, figures.save_frames = keep.ui_noting_saves(game, quick)
        log(f"[bench] {game}: the save after a move ...")
        figures.save = keep.save_times(game, 100 if quick else 600)
        figures.frame_median_ms, figures.frame_worst_ms, figures.computer_worst_ms = frame_figures(ui_result)
        log(f"[bench] {game}: cold start ...")
        figures.cold_start_s = cold_start([game], runs)
        games[game] = figures
    log("[bench] the shell: menu frames, text screen, cold start ...")
    from bench import frames

    shell = {}
    shell.update(frames.text_screen(60 if quick else 300))
    shell.update(frames.menu_frames(60 if quick else 300))
    shell["cold_start_median_s"] = cold_start([], runs)
    return {"games": games, "shell": shell, "seconds": time.perf_counter() - started, "quick": quick}


# --- the table ------------------------------------------------------------------------------------------
def mark(value: float | None, target: float, at_least: bool = False, digits: int = 2) -> str:
    if value is None:
        return "–"
    ok = value >= target if at_least else value <= target
    return f"{value:,.{digits}f} {'ok' if ok else '**MISSED**'}"


def plain(value: float | None, digits: int = 2) -> str:
    return "–" if value is None else f"{value:,.{digits}f}"


HEADER = ("| program | random hands/s | bot | decision median ms | decision p99 ms "
          "| frame median ms | frame worst ms | worst frame, computer turns ms | cold start s |")
RULE = "|" + "---|" * 9


def table(results: dict) -> str:
    lines = [HEADER, RULE]
    for game, f in results["games"].items():
        default = DEFAULT_BOTS[game]
        for i, (bot, row) in enumerate(f.decisions.items()):
            first = i == 0
            median = (mark(row["median_ms"], DEFAULT_MEDIAN_MS) if bot == default
                      else plain(row["median_ms"]))
            p99 = mark(row["p99_ms"], EXPERT_P99_MS, digits=1) if bot == "expert" else plain(row["p99_ms"])
            name = f"{bot} (default)" if bot == default else bot
            cells = [
                TITLES[game] if first else "",
                mark(f.hands_per_s, HANDS_PER_S[game], at_least=True, digits=0) if first else "",
                name, median, p99,
                mark(f.frame_median_ms, FRAME_MEDIAN_MS, digits=3) if first else "",
                plain(f.frame_worst_ms, 1) if first else "",
                mark(f.computer_worst_ms, COMPUTER_FRAME_MS, digits=1) if first else "",
                mark(f.cold_start_s, COLD_START_S) if first else "",
            ]
            lines.append("| " + " | ".join(cells) + " |")
    s = results["shell"]
    lines.append("| " + " | ".join([
        "Disk menu", "", "", "", "", plain(s["menu_frame_median_ms"], 3), plain(s["menu_frame_worst_ms"], 1),
        "", mark(s["cold_start_median_s"], COLD_START_S)]) + " |")
    lines.append("| " + " | ".join([
        "80x25 text screen, full redraw", "", "", "", "",
        mark(s["full_redraw_median_ms"], FULL_REDRAW_MS, digits=3),
        plain(s["full_redraw_worst_ms"], 1), "", ""]) + " |")
    lines.append("| " + " | ".join([
        "80x25 text screen, unchanged", "", "", "", "",
        mark(s["unchanged_median_ms"], UNCHANGED_MS, digits=3),
        plain(s["unchanged_worst_ms"], 2), "", ""]) + " |")
    return "\n".join(lines)


TARGETS_TEXT = f"""Targets (from the issues): random hands/s at least {HANDS_PER_S['pinochle']} for Pinochle,
{HANDS_PER_S['tablenette']} for the fishing games and {HANDS_PER_S['casino']} rounds/s for Casino;
the default bot's decision median at most {DEFAULT_MEDIAN_MS:g} ms and the expert's
99th percentile at most {EXPERT_P99_MS:g} ms; a frame's median at most {FRAME_MEDIAN_MS:g} ms and no frame over
{COMPUTER_FRAME_MS:g} ms during the default computer's turns; a cold start under {COLD_START_S:g} s; a full
80x25 redraw under {FULL_REDRAW_MS:g} ms and an unchanged frame under {UNCHANGED_MS:g} ms."""


def machine() -> dict:
    try:
        import pyxel

        pyxel_version = pyxel.VERSION
    except Exception:  # pragma: no cover - pyxel is a dependency
        pyxel_version = "?"
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo") as info:
            for line in info:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return {"platform": platform.platform(), "cpu": cpu, "cpus": os.cpu_count(),
            "python": platform.python_version(), "pyxel": pyxel_version}


def load_average() -> str:
    try:
        return " / ".join(f"{x:.2f}" for x in os.getloadavg())
    except (OSError, AttributeError):
        return "unknown"


def markdown(results: dict, info: dict, load_before: str, load_after: str, when: str) -> str:
    return f"""# Benchmark results

Made by `python -m bench` on {when}; the whole run took {results['seconds'] / 60:.1f} minutes.

- Machine: {info['platform']}, {info['cpu']}, {info['cpus']} CPUs
- Python {info['python']}, Pyxel {info['pyxel']}
- Load average (1 / 5 / 15 min): {load_before} before the run, {load_after} after it

{table(results)}

{TARGETS_TEXT}

## Keeping the game

{keep_table(results)}

`python -m bench.keep`: the save after a move is `KeptGame.save` of the
state and a screen's extras into a scratch folder, timed in wall time over
seeded games (target: median at most {keep.SAVE_MEDIAN_MS:g} ms); the frames are the
program's own screen bench, keeping those in which a save happened (CPU
time; target: none over {keep.FRAME_MS:g} ms).

How each figure is made: `python -m bench.<game>` (random hands and
decisions: the rules API and each bot, CPU time), `python -m
bench.<game>_ui` (update+draw per frame, headless, CPU time; the median
of the person's turn -- Tablenette: a card dragged over a crowded table --
the worst of every scenario, and the worst during the default computer's
turns in demo mode), a fresh `python run.py <game> --shot` for the cold
start (wall time, median of five), and `python -m bench.frames` for the
disk menu and the text screen.
"""


# --- the browser -----------------------------------------------------------------------
BROWSER_START, BROWSER_END = "<!-- browser: python -m bench browser -->", "<!-- /browser -->"
BROWSER_GAP_TARGET_MS = 100.0
BROWSER_TEST = ROOT / "tests" / "web" / "test_in_chromium.py"


def browser_figures(log=print) -> dict:
    """Run the Chromium test (it measures as it checks) and read the figures it leaves."""
    import json
    import tempfile

    with tempfile.TemporaryDirectory(prefix="bench-browser-") as folder:
        env = dict(os.environ, RETRO_WEB_ARTIFACTS=folder, CI=os.environ.get("CI") or "1")
        log(f"bench: the browser test ({BROWSER_TEST.relative_to(ROOT)}), a few minutes")
        run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-x", str(BROWSER_TEST)],
                             cwd=ROOT, env=env)
        if run.returncode != 0:
            raise SystemExit("bench: the browser test failed; no figures written")
        return json.loads((Path(folder) / "browser.json").read_text(encoding="utf-8"))


def browser_section(figures: dict, when: str) -> str:
    """The "Browser" section of RESULTS.md, between its markers."""
    def num(value, digits=1, unit="") -> str:
        return "" if value is None else f"{value:.{digits}f}{unit}"

    agent = figures.get("browser", "")
    chrome = next((part for part in agent.split() if part.startswith(("Chrome/", "HeadlessChrome/"))), agent)
    rows = ["| program | fps | longest gap ms | computers playing | fps | longest gap ms |",
            "|---|---|---|---|---|---|"]
    playing = {"pinochle": "Tommy in demo mode", "casino": "demo mode, an expert opponent",
               "tablanet": "demo mode", "tablenette": ""}
    names = {"menu": "Disk menu", **TITLES}
    worst_expert = None
    for name in ("menu", *GAMES):
        part = figures.get("programs", {}).get(name)
        if not part:
            continue
        busy = part.get("computers") or {}
        gap = busy.get("longest_gap_ms")
        verdict = ""
        if name == "casino" and gap is not None:
            worst_expert = gap
            verdict = " ok" if gap <= BROWSER_GAP_TARGET_MS else " MISSED"
        rows.append(f"| {names[name]} | {num(part.get('fps'))} | {num(part.get('longest_gap_ms'), 0)} | "
                    f"{playing.get(name, '') if busy else ''} | {num(busy.get('fps'))} | {num(gap, 0)}{verdict} |")
    expert = ("" if worst_expert is None else
              f" Casino with its expert: {worst_expert:.0f} ms, "
              f"{'within' if worst_expert <= BROWSER_GAP_TARGET_MS else 'over'} it.")
    return f"""{BROWSER_START}
## Browser

Made by `python -m bench browser` on {when}: `tests/web/test_in_chromium.py`
in headless {chrome or 'Chromium'} (software rendering, no GPU) on this machine.
Load average (1 / 5 / 15 min): {figures.get('load_average_before', '?')} before the run,
{figures.get('load_average_after', '?')} after it. The page is Pyxel 2.9.9's, with Pyodide
314.0.4 and the stand-in Pyxel 2.6.2 engine (`../shared/web-runtime`), all
served from the disk: no network time is in these figures. They are floors,
not promises: a real browser with a GPU draws much faster.

- Page load to the start prompt: {num(figures.get('load_to_prompt_s'), 1, ' s')} on a first visit (a
  fresh profile: about {num(figures.get('download_mb'), 0, ' MB')} read), {num(figures.get('second_visit_to_prompt_s'), 1, ' s')} on a second visit (the
  browser closed and opened again: the runtime from its cache), {num(figures.get('reload_to_prompt_s'), 1, ' s')} for a reload.
- Click to the first frame of the disk menu: {num(figures.get('click_to_menu_s'), 1, ' s')} (Python
  starting, the program's modules and fonts, the saved files from IndexedDB).

{chr(10).join(rows)}

fps: Pyxel's frames per second over a few seconds (the program asks for 60).
Longest gap: the longest time between two of the browser's frames
(`requestAnimationFrame`), first on the program's own screen, then while the
computers play.

Target (reported, not asserted): no gap over
{BROWSER_GAP_TARGET_MS:.0f} ms between frames while an expert thinks.{expert}
{BROWSER_END}"""


def with_browser_section(text: str, section: str | None) -> str:
    """``text`` (RESULTS.md) with its browser section replaced by ``section`` (or kept as it was)."""
    start, end = text.find(BROWSER_START), text.find(BROWSER_END)
    old = text[start:end + len(BROWSER_END)] if start >= 0 and end > start else ""
    rest = text.replace(old, "").rstrip() if old else text.rstrip()
    section = section if section is not None else old
    return rest + ("\n\n" + section if section else "") + "\n"


def _old_browser_section(path: Path) -> str:
    text = path.read_text(encoding="utf-8")
    start, end = text.find(BROWSER_START), text.find(BROWSER_END)
    return text[start:end + len(BROWSER_END)] if start >= 0 and end > start else ""


def browser_main(args) -> int:
    import json

    when = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    if args.figures:
        figures = json.loads(Path(args.figures).read_text(encoding="utf-8"))
    else:
        figures = browser_figures(log=lambda text: print(text, file=sys.stderr, flush=True))
    section = browser_section(figures, when)
    print(section)
    out = args.out if args.out is not None else RESULTS
    old = out.read_text(encoding="utf-8") if out.exists() else "# Benchmark results\n"
    out.write_text(with_browser_section(old, section), encoding="utf-8")
    print(f"\nwritten to {out}")
    return 0


def keep_table(results: dict) -> str:
    """The kept game's figures: the save after a move (wall ms) and the frames a save fell in (CPU ms)."""
    lines = ["| program | saves | save median ms | save p99 ms | frames with a save | their worst ms | over 40 ms |",
             "|---|---:|---:|---:|---:|---:|---:|"]
    for game, f in results["games"].items():
        s, fr = f.save, f.save_frames
        if not s:
            continue
        lines.append(f"| {TITLES[game]} | {s['saves']} | {mark(s['median_ms'], keep.SAVE_MEDIAN_MS, digits=2)} "
                     f"| {s['p99_ms']:.2f} | {fr.get('frames', 0)} | {plain(fr.get('worst_ms'), 2)} "
                     f"| {fr.get('over_40ms', 0)} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__.splitlines()[0])
    parser.add_argument("what", nargs="?", choices=["browser"],
                        help="browser: only the page in headless Chromium (RESULTS.md's Browser section)")
    parser.add_argument("--quick", action="store_true", help="a short smoke run; writes no file unless --out")
    parser.add_argument("--out", type=Path, default=None, help=f"the Markdown file (default {RESULTS})")
    parser.add_argument("--figures", metavar="browser.json",
                        help="with browser: use the figures a test run left instead of running it")
    args = parser.parse_args(argv)
    if args.what == "browser":
        return browser_main(args)
    when = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    load_before = load_average()
    results = gather(args.quick, log=lambda text: print(text, file=sys.stderr, flush=True))
    load_after = load_average()
    print(table(results))
    print()
    print(TARGETS_TEXT)
    out = args.out if args.out is not None else (None if args.quick else RESULTS)
    if out is not None:
        text = markdown(results, machine(), load_before, load_after, when)
        if out.exists():  # the browser's section is made by its own run: kept as it was
            text = with_browser_section(text, _old_browser_section(out))
        out.write_text(text, encoding="utf-8")
        print(f"\nwritten to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
