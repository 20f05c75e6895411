"""A rules State owns its insides: no module but the State's own reads or writes its private fields.

Saves, searches, views and bots build and read a State through its methods
(``parts`` / ``assemble``, ``from_view``, read-only properties). This scans
the source of retro/ and bench/ with ``ast``: a private attribute of a State
class (``_hands``, ``_play`` ...) reached through anything but ``self`` or
``cls`` outside the modules that define a State is a failure.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SCANNED = ("retro", "bench")
STATE_METHODS = {"legal_moves", "apply", "clone"}


def _private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def _trees():
    for folder in SCANNED:
        for path in sorted((ROOT / folder).rglob("*.py")):
            yield path, ast.parse(path.read_text(encoding="utf-8"), str(path))


def state_classes(trees) -> dict:
    """{module path: [State ClassDef, ...]}: classes with the State API, and their subclasses."""
    found: dict = {}
    names: set = set()
    changed = True
    while changed:          # subclasses may sit in other modules than their base
        changed = False
        for path, tree in trees:
            for node in tree.body:
                if not isinstance(node, ast.ClassDef) or node in found.get(path, []):
                    continue
                methods = {n.name for n in node.body if isinstance(n, ast.FunctionDef)}
                bases = {b.id if isinstance(b, ast.Name) else getattr(b, "attr", "") for b in node.bases}
                if methods & STATE_METHODS and node.name.endswith("State") or bases & names:
                    found.setdefault(path, []).append(node)
                    names.add(node.name)
                    changed = True
    return found


def private_fields(classes) -> set:
    """Every private name a State class gives itself: ``self._x`` it sets or reads, ``_x`` methods."""
    out = set()
    for node in classes:
        for sub in ast.walk(node):
            if isinstance(sub, ast.Attribute) and isinstance(sub.value, ast.Name) and sub.value.id == "self":
                if _private(sub.attr):
                    out.add(sub.attr)
            elif isinstance(sub, (ast.FunctionDef, ast.Assign)):
                targets = [sub.name] if isinstance(sub, ast.FunctionDef) else [
                    t.id for t in sub.targets if isinstance(t, ast.Name)]
                out.update(t for t in targets if _private(t))
    return out


def outside_uses(tree, fields: set) -> list:
    """(line, text) of each ``something._x`` with ``_x`` in ``fields`` and ``something`` not self/cls/super()."""
    hits = []
    for sub in ast.walk(tree):
        if not isinstance(sub, ast.Attribute) or sub.attr not in fields:
            continue
        owner = sub.value
        if isinstance(owner, ast.Name) and owner.id in ("self", "cls"):
            continue
        if isinstance(owner, ast.Call) and isinstance(owner.func, ast.Name) and owner.func.id == "super":
            continue
        hits.append((sub.lineno, ast.unparse(sub)))
    return hits


@pytest.mark.system
def test_no_state_private_field_outside_its_module():
    trees = list(_trees())
    found = state_classes(trees)
    assert {"retro/pinochle/rules.py", "retro/casino/rules.py", "retro/fishing/state.py",
            "retro/tablanet/rules.py", "retro/tablenette/rules.py"} <= {
        str(p.relative_to(ROOT)) for p in found}, "the scan no longer finds the games' States"
    fields = private_fields([c for classes in found.values() for c in classes])
    assert {"_hands", "_events", "_rng", "_to_move"} <= fields
    bad = []
    for path, tree in trees:
        if path in found:
            continue
        bad += [f"{path.relative_to(ROOT)}:{line}: {text}" for line, text in outside_uses(tree, fields)]
    assert not bad, "a State's private field used outside its module:\n" + "\n".join(bad)


def test_the_scan_tells_self_from_another_object():
    code = ast.parse(
        "class Bot:\n"
        "    def __init__(self):\n"
        "        self._rng = 1\n"
        "    def think(self, state):\n"
        "        super()._hands\n"
        "        return self._rng + state._hands[0]\n")
    assert outside_uses(code, {"_rng", "_hands"}) == [(6, "state._hands")]
