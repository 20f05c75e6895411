"""Rules and bots are pure: they never import Pyxel (so bots, benches and Pyodide can use them)."""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GAMES = ("pinochle", "tablenette", "tablanet", "casino")


PURE = ["retro.cards", "retro.moves", "retro.options", "retro.bot", "retro.match", "retro.coaching",
        "retro.deals", "retro.record", "retro.replaying"]
PURE += [f"retro.fishing.{p.stem}" for p in sorted((ROOT / "retro" / "fishing").glob("*.py"))]
# A program's game room is its folder's own modules; its screens room (screens/) holds the Pyxel ones.
PURE += [f"retro.{game}.{p.stem}" for game in GAMES
         for p in sorted((ROOT / "retro" / game).glob("*.py")) if p.stem != "__init__"]


# One fresh Python imports the pure modules one after another: the first module after whose import Pyxel
# is loaded imports it (those before it, and so everything they import, did not).
FIRST_IMPURE = """
import importlib, sys
for name in sys.argv[1:]:
    before = set(sys.modules)
    importlib.import_module(name)
    if 'pyxel' in sys.modules:
        print(name, "(with", ", ".join(sorted(m for m in set(sys.modules) - before if m.startswith("retro."))) + ")")
        break
"""


def test_no_pure_module_imports_pyxel():
    result = subprocess.run([sys.executable, "-c", FIRST_IMPURE, *PURE], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr[-500:]
    assert not result.stdout.strip(), f"{result.stdout.strip()} imports pyxel, itself or by one of those"


def test_every_game_rules_module_is_checked():
    for game in ("pinochle", "tablenette", "tablanet", "casino"):
        if (ROOT / "retro" / game / "rules.py").exists():
            assert f"retro.{game}.rules" in PURE
