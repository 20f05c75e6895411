"""Modules whose tests build on each other run whole on one xdist worker, whatever pytest's node ids hold.

Such a module says so once, at its top: ``pytestmark = [..., pytest.mark.xdist_group("name")]``.
pytest-xdist's own ``--dist loadgroup`` passes that group from the worker to the scheduler by
writing ``@name`` into each test's node id; pytest 9.2 builds node ids another way and the
suffix is lost, so the tests of one module were dealt to both workers (each opening a browser of
its own, the later tests finding nothing the earlier ones left). Here the scheduler reads the
group from the module's own text instead: nothing depends on the order of hooks or on how pytest
spells a node id. ``tests/test_one_worker.py`` checks that every test marked with a group is
scheduled in that group's one unit.
"""

from __future__ import annotations

import ast
from functools import lru_cache
from pathlib import Path

MARK = "xdist_group"


def _group_of(call: ast.AST) -> str | None:
    """The group a ``pytest.mark.xdist_group("name")`` (or ``name=...``) call names, or None."""
    if not isinstance(call, ast.Call):
        return None
    func = call.func
    if not (isinstance(func, ast.Attribute) and func.attr == MARK):
        return None
    if call.args and isinstance(call.args[0], ast.Constant):
        return str(call.args[0].value)
    for keyword in call.keywords:
        if keyword.arg == "name" and isinstance(keyword.value, ast.Constant):
            return str(keyword.value.value)
    return "default"


def module_group(source: str) -> str | None:
    """The group a module's top-level ``pytestmark`` declares, or None."""
    if MARK not in source:
        return None
    for statement in ast.parse(source).body:
        targets = statement.targets if isinstance(statement, ast.Assign) else \
            [statement.target] if isinstance(statement, ast.AnnAssign) else []
        if any(isinstance(t, ast.Name) and t.id == "pytestmark" for t in targets) and statement.value:
            for node in ast.walk(statement.value):
                group = _group_of(node)
                if group is not None:
                    return group
    return None


@lru_cache(maxsize=None)
def declared_groups(root: Path, tests: Path) -> dict[str, str]:
    """{a test file as node ids spell it (relative to ``root``): its group} for every module under
    ``tests`` that declares one."""
    groups = {}
    for path in sorted(tests.rglob("test_*.py")):
        group = module_group(path.read_text(encoding="utf-8"))
        if group is not None:
            groups[path.relative_to(root).as_posix()] = group
    return groups


def scope(nodeid: str, groups: dict[str, str]) -> str:
    """The unit of work a test is scheduled in: its module's group, or the test alone."""
    file = nodeid.split("::", 1)[0]
    if file in groups:
        return "@" + groups[file]
    if nodeid.rfind("@") > nodeid.rfind("]"):            # a group xdist itself wrote into the node id
        return "@" + nodeid.rsplit("@", 1)[1]
    return nodeid


def make_scheduler(config, log):
    """pytest-xdist's load-group scheduler with each test's unit taken from ``scope``."""
    from xdist.scheduler import LoadScopeScheduling

    groups = declared_groups(Path(config.rootpath), Path(__file__).resolve().parent)

    class ModuleGroupScheduling(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return scope(nodeid, groups)

    return ModuleGroupScheduling(config, log)
