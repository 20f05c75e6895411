"""Modules whose tests build on each other are scheduled whole on one xdist worker."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from one_worker import declared_groups, module_group, scope

TESTS = Path(__file__).resolve().parent
REPO = TESTS.parent

# Reports each collected test's xdist_group marks, as pytest itself sees them.
REPORTER = '''
import json, os
def pytest_collection_finish(session):
    marks = {item.nodeid: sorted({str(m.args[0] if m.args else m.kwargs.get("name", "default"))
                                  for m in item.iter_markers("xdist_group")}) for item in session.items}
    with open(os.environ["GROUPS_OUT"], "w") as out:
        json.dump(marks, out)
'''


def _collected_marks(tmp_path: Path) -> dict[str, list[str]]:
    (tmp_path / "group_reporter.py").write_text(REPORTER)
    out = tmp_path / "groups.json"
    env = dict(os.environ, GROUPS_OUT=str(out), PYTHONPATH=os.pathsep.join(
        [str(tmp_path)] + [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]))
    done = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-o", "addopts=",
                           "-p", "no:cacheprovider", "-p", "group_reporter", "tests"],
                          cwd=REPO, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    return json.loads(out.read_text())


@pytest.mark.system          # runs pytest itself over the suite: the full suite's, not the quick loop's
def test_every_test_marked_with_a_group_is_scheduled_in_that_groups_one_unit(tmp_path):
    """The whole suite's collection, with the marks pytest gives each test: a test marked with an
    xdist group goes to the scheduler in that group's unit (so its module is never split between
    workers), a module's tests are all marked or none, and no test outside a group joins one."""
    marks = _collected_marks(tmp_path)
    groups = declared_groups(REPO, TESTS)
    assert {"tests/web/test_in_chromium.py", "tests/web/test_in_chromium_pages.py",
            "tests/web/test_pyodide.py", "tests/web/test_web_build.py"} <= set(groups)
    by_file: dict[str, set[tuple[str, ...]]] = {}
    for nodeid, names in marks.items():
        by_file.setdefault(nodeid.split("::", 1)[0], set()).add(tuple(names))
        if names:
            assert len(names) == 1, f"{nodeid} is in two groups: {names}"
            assert scope(nodeid, groups) == "@" + names[0], \
                f"{nodeid} is marked for group {names[0]} but would be scheduled alone: mark its module"
        else:
            assert not scope(nodeid, groups).startswith("@"), f"{nodeid} joins a group it is not marked for"
    for file, seen in by_file.items():
        assert len(seen) == 1, f"{file}: some tests are in a group and some not ({sorted(seen)})"
    for file in groups:
        assert file in by_file, f"{file} declares a group but none of its tests was collected"


def test_a_modules_group_is_read_from_its_pytestmark_and_an_old_style_suffix_still_counts():
    assert module_group('import pytest\npytestmark = [pytest.mark.system, pytest.mark.xdist_group("b")]\n') == "b"
    assert module_group('pytestmark = pytest.mark.xdist_group(name="n")\n') == "n"
    assert module_group('@pytest.mark.xdist_group("f")\ndef test_x(): pass\n') is None   # a test's own mark
    assert module_group("x = 1\n") is None
    groups = {"tests/web/test_a.py": "b"}
    assert scope("tests/web/test_a.py::test_x[1]", groups) == "@b"
    assert scope("tests/web/test_a.py::test_x@b", groups) == "@b"           # xdist wrote the suffix
    assert scope("tests/test_c.py::test_y@g", groups) == "@g"
    assert scope("tests/test_c.py::test_y[a@b]", groups) == "tests/test_c.py::test_y[a@b]"
    assert scope("tests/test_c.py::test_y", groups) == "tests/test_c.py::test_y"
