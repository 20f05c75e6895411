"""The browser's Python: every game's rules and bots, and the browser support, under the real Pyodide.

Pyxel's web page runs our code in Pyodide (CPython compiled to WebAssembly,
Python 3.14 in the Pyodide 314 line that Pyxel 2.9's web runtime loads from
its CDN). The full Pyxel web runtime cannot be fetched offline here (its
wasm wheel is on neither PyPI nor npm), so this is our strongest offline
proof: the npm registry's ``pyodide`` package, run by Node.js, plays one
seeded match per game (pinochle, tablenette, tablanet, casino — the fishing games'
first two deals; through
``retro.match.play_match``, each seat handing its decisions to every bot of
the game's ``BOTS`` in turn, each stepped in small slices as a frame loop
would) and the final scores, the final state and every decision with its
reason must equal the same match under CPython. It also checks what the
program sees in a browser: the command line read from ``location.search``,
the data folder Pyxel's runtime uses, a settings file saved and read back,
the one-line notice that the folder is forgotten on reload when nothing
keeps it, and the page's IndexedDB keeper (retro.browser.Keeper) under the
real runtime: IDBFS mounts, and with no IndexedDB at all (Node.js has none)
it goes on in memory with that one line. The real browser is
test_in_chromium.py's.

Setup (``.ci/run`` does it): ``npm install --prefix .cache/pyodide
pyodide@314.0.4``. Skipped when Node.js or that package is missing, except
under CI (``$CI`` set), where that is a failure.
"""

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from retro.browser import NOT_KEPT

# One Node.js run of Pyodide serves the module's checks: one worker.
pytestmark = [pytest.mark.system, pytest.mark.xdist_group("pyodide")]

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
RUNNER = HERE / "pyodide_runner.mjs"
PYODIDE = Path(os.environ.get("RETRO_PYODIDE_DIR", REPO / ".cache" / "pyodide" / "node_modules" / "pyodide"))
SEARCH = "?program=tablanet&letters=me&seed=7"
PYODIDE_VERSION = "314.0.4"      # the version Pyxel 2.9.9's pyxel.js loads from the CDN


def _missing(reason: str):
    if os.environ.get("CI"):
        pytest.fail(f"{reason} (CI must run the Pyodide check: see .ci/run)")
    pytest.skip(reason)


@pytest.fixture(scope="module")
def pyodide_run():
    node = shutil.which("node")
    if node is None:
        _missing("Node.js is not installed")
    if not (PYODIDE / "pyodide.mjs").is_file():
        _missing(f"the npm package pyodide is not in {PYODIDE} "
                 "(npm install --prefix .cache/pyodide pyodide@314.0.4)")
    version = json.loads((PYODIDE / "package.json").read_text()).get("version")
    if version != PYODIDE_VERSION:
        _missing(f"the npm package pyodide in {PYODIDE} is {version}, not the {PYODIDE_VERSION} "
                 f"Pyxel 2.9.9's page loads (npm install --prefix .cache/pyodide pyodide@{PYODIDE_VERSION})")
    started = time.perf_counter()
    # Node runs while CPython plays the same matches below.
    process = subprocess.Popen([node, str(RUNNER), str(PYODIDE), str(REPO), f"--search={SEARCH}",
                                "tests/web/pyodide_checks.py"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    sys.path.insert(0, str(HERE))
    try:
        import pyodide_matches

        cpython = pyodide_matches.main()
        out, err = process.communicate(timeout=240)
    finally:
        sys.path.remove(str(HERE))
        if process.poll() is None:
            process.kill()
            process.wait()
    assert process.returncode == 0, err[-3000:]
    seconds = time.perf_counter() - started
    print(f"Pyodide check: {seconds:.1f} s")
    return json.loads(out.strip().splitlines()[-1]), cpython


@pytest.mark.parametrize("game", ["pinochle", "tablenette", "tablanet", "casino"])
def test_seeded_match_under_pyodide_equals_cpython(pyodide_run, game):
    pyodide, cpython = pyodide_run
    assert pyodide["matches"][game] == cpython[game]
    summary = cpython[game]
    assert summary["bots"] == sorted(summary["ladder"])  # every bot made decisions
    assert summary["winner"] is not None or not summary["over"]


def test_browser_side_under_pyodide(pyodide_run):
    seen = pyodide_run[0]["browser"]
    assert seen["platform"] == "emscripten"
    assert (seen["program"], seen["letters"], seen["seed"]) == ("tablanet", "ME", 7)
    assert seen["data_dir"] == "/home/pyodide/.pyxel/retro_card_classics/retro-cards"
    assert seen["saved"] and seen["read_back"] == {"game_point": 1500}
    assert seen["kept_after_reload"] is False
    assert seen["messages"] == [NOT_KEPT]      # no Keeper here: said once, and play goes on
    assert seen["keeper"] == {"ready": True, "kept": False, "problem": NOT_KEPT, "mounted": True}
    assert seen["idbfs_kept"] is True
    assert seen["shell_imports"] and not seen["pyxel_imported"]


def test_numbered_deals_records_and_the_history_under_pyodide(pyodide_run):
    """The browser deals the stored cards for each deal number, and a record replays there as here."""
    seen = pyodide_run[0]["records"]
    stored = json.loads((REPO / "tests" / "records" / "data" / "first_deals.json").read_text(encoding="utf-8"))
    assert seen["deals"] == stored
    sys.path.insert(0, str(HERE))
    try:
        import pyodide_records

        here = pyodide_records.main()
    finally:
        sys.path.remove(str(HERE))
    assert seen == here
    assert all(game["final"] == game["replayed"] for game in seen["games"].values())
    assert seen["messages"] == []
