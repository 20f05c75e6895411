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


@pytest.mark.parametrize("module", PURE)
def test_module_never_imports_pyxel(module):
    code = f"import sys, {module}; assert 'pyxel' not in sys.modules, 'pyxel was imported'"
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr[-500:]


def test_every_game_rules_module_is_checked():
    for game in ("pinochle", "tablenette", "tablanet", "casino"):
        if (ROOT / "retro" / game / "rules.py").exists():
            assert f"retro.{game}.rules" in PURE
