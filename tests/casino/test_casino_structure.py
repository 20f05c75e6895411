"""Casino's modules depend one way -- no import cycle, not even through a lazy import."""

import ast
from pathlib import Path

import retro.casino

PACKAGE = "retro.casino"
FOLDER = Path(retro.casino.__file__).parent


def _modules() -> dict[str, Path]:
    return {f"{PACKAGE}.{path.stem}": path for path in sorted(FOLDER.glob("*.py")) if path.stem != "__init__"}


def _imports(name: str, path: Path, known: set[str]) -> set[str]:
    """Every module of the package that ``path`` imports anywhere (top level, functions, methods)."""
    found = set()
    package = name.rsplit(".", 1)[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(parts + ([base] if base else []))
            targets = [base] + [f"{base}.{alias.name}" for alias in node.names]
        else:
            continue
        found.update(t for t in targets if t in known and t != name)
    return found


def import_graph() -> dict[str, set[str]]:
    modules = _modules()
    known = set(modules)
    return {name: _imports(name, path, known) for name, path in modules.items()}


def find_cycle(graph: dict[str, set[str]]) -> list[str]:
    """One import cycle as a list of modules (first == last), or [] when the graph is acyclic."""
    state: dict[str, int] = {}
    path: list[str] = []

    def visit(node):
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                return path[path.index(nxt):] + [nxt]
            if nxt not in state:
                cycle = visit(nxt)
                if cycle:
                    return cycle
        path.pop()
        state[node] = 2
        return []

    for node in sorted(graph):
        if node not in state:
            cycle = visit(node)
            if cycle:
                return cycle
    return []


def test_casino_imports_form_no_cycle_even_lazily():
    """The intra-package import graph of retro.casino is acyclic (function-level imports included)."""
    graph = import_graph()
    assert f"{PACKAGE}.rules" in graph and f"{PACKAGE}.saves" in graph
    cycle = find_cycle(graph)
    assert not cycle, "import cycle: " + " -> ".join(cycle)


def test_rules_saves_selection_point_one_way():
    """Rules imports saves (not back); selection imports rules (not back)."""
    graph = import_graph()
    rules, saves, selection = (f"{PACKAGE}.{m}" for m in ("rules", "saves", "selection"))
    assert saves in graph[rules] and rules not in graph[saves]
    assert rules in graph[selection] and selection not in graph[rules]


def test_the_scan_sees_lazy_imports(tmp_path):
    """The scan itself: an import inside a function (absolute or relative) counts, and a cycle is found."""
    planted = tmp_path / "planted.py"
    planted.write_text("def f():\n    from retro.casino import rules\n\n"
                       "class C:\n    def g(self):\n        from .saves import state_to_data\n",
                       encoding="utf-8")
    known = set(_modules())
    assert _imports(f"{PACKAGE}.planted", planted, known) == {f"{PACKAGE}.rules", f"{PACKAGE}.saves"}
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) == []


def test_public_names_still_come_from_rules():
    """The API's names stay importable from retro.casino.rules, and saves still round-trip."""
    from retro.casino import rules

    for name in ("State", "Move", "Event", "Options", "IllegalMove", "View", "Pile", "RoundSummary",
                 "card_points", "round_tally", "legal_moves_for", "space_of", "unplayed_cards",
                 "MOST_CARDS", "MOST_SPADES"):
        assert hasattr(rules, name), name
    state = rules.State.new(4)
    assert rules.State.from_json(state.to_json()).to_json() == state.to_json()
    assert issubclass(rules.IllegalMove, ValueError)
