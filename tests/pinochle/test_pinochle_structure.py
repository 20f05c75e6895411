"""The pinochle modules' imports point one way (no cycles, not even lazy ones)."""

import ast
import os
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "retro" / "pinochle"
PURE = ["core", "melds", "view", "saves", "rules", "solver", "tommy", "search", "bots", "coach"]


def modules() -> list[str]:
    return sorted(p.stem for p in PACKAGE.glob("*.py") if p.stem != "__init__")


def imports_of(name: str) -> set[str]:
    """The retro.pinochle modules that ``name`` imports anywhere in its source (functions included)."""
    tree = ast.parse((PACKAGE / f"{name}.py").read_text(encoding="utf-8"))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            if node.module == "retro.pinochle":
                found.update(alias.name for alias in node.names)
            elif node.module.startswith("retro.pinochle."):
                found.add(node.module.split(".")[2])
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith("retro.pinochle."):
                    found.add(alias.name.split(".")[2])
    return {m for m in found if (PACKAGE / f"{m}.py").exists()} - {name}


def graph() -> dict[str, set[str]]:
    return {name: imports_of(name) for name in modules()}


def find_cycle(edges: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}     # 1 = on the path, 2 = finished
    path: list[str] = []

    def visit(node):
        state[node] = 1
        path.append(node)
        for nxt in sorted(edges.get(node, ())):
            if state.get(nxt) == 1:
                return path[path.index(nxt):] + [nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        path.pop()
        state[node] = 2
        return None

    for node in sorted(edges):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return None


def test_no_pinochle_module_imports_one_that_imports_it_back():
    edges = graph()
    assert find_cycle(edges) is None, " -> ".join(find_cycle(edges))
    # The scan itself finds what it should.
    assert {"core", "saves", "view"} <= edges["rules"]
    assert "rules" not in edges["saves"] and "rules" not in edges["view"]
    assert edges["core"] <= {"melds"}
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]


def test_the_rules_side_imports_no_screen_module():
    edges = graph()
    for name in PURE:
        if name in edges:
            assert not any(m.startswith(("app", "ui_")) for m in edges[name]), name


@pytest.mark.parametrize("name", modules())
def test_each_module_imports_on_its_own(name):
    """A fresh interpreter imports the module alone (no import order hides a cycle)."""
    code = f"import retro.pinochle.{name}"
    env = dict(os.environ, SDL_AUDIODRIVER="dummy", PYTHONPATH=str(PACKAGE.parents[1]))
    done = subprocess.run([sys.executable, "-c", code], cwd=PACKAGE.parents[1], capture_output=True,
                          text=True, timeout=60, env=env)
    assert done.returncode == 0, done.stderr[-800:]


def test_public_names_stay_importable_from_rules():
    from retro.pinochle import rules

    for name in ("Options", "State", "Move", "Event", "IllegalMove", "Phase", "View", "TrickRecord",
                 "MeldRecord", "COUNT_SYSTEMS", "HAND_SIZE", "round_one_follower_wins",
                 "round_two_follower_wins", "round_two_follows"):
        assert hasattr(rules, name), name
    from retro.pinochle import core, view

    assert rules.Move is core.Move and rules.View is view.View and view.TrickRecord is core.TrickRecord
