"""Test-session setup: the --long and --update-references switches, the system marks, one headless Pyxel."""

import os
from pathlib import Path

import pytest

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

TESTS = Path(__file__).parent

# The slow end-to-end checks, marked `system` by where they live, so that
# `python -m pytest -m "not system"` is the quick loop: the browser, Pyodide
# and web-build checks, the hardening checks (monkeys, damaged files, command
# lines and killed writes in subprocesses), the UI monkeys and the golden pictures.
SYSTEM = [
    "web/test_in_chromium.py",
    "web/test_pyodide.py",
    "web/test_web_build.py",
    "hardening/",
    "golden/",
    "win/test_win_monkey.py",
    "tablanet_ui/test_tablanet_app_monkey.py",
    "tablenette_ui/test_tablenette_app_monkey.py",
]


def pytest_addoption(parser):
    parser.addoption("--long", action="store_true", default=False,
                     help="also run the long checks (marked long): the long monkeys and property runs")
    parser.addoption("--update-references", action="store_true", default=False,
                     help="remake the golden pictures' references (tests/golden/references, docs/shots)")


def _is_system(path: Path) -> bool:
    try:
        where = path.relative_to(TESTS).as_posix()
    except ValueError:
        return False
    return any(where == p or (p.endswith("/") and where.startswith(p)) for p in SYSTEM)


def pytest_collection_modifyitems(config, items):
    for item in items:
        if _is_system(Path(str(item.path))):
            item.add_marker(pytest.mark.system)
    if config.getoption("--long"):
        return
    skip = pytest.mark.skip(reason="long test: run with --long")
    for item in items:
        if "long" in item.keywords:
            item.add_marker(skip)


@pytest.fixture
def long_run(request) -> bool:
    return request.config.getoption("--long")


@pytest.fixture
def update_references(request) -> bool:
    return request.config.getoption("--update-references")


@pytest.fixture(scope="session")
def pyxel_session():
    """The one headless Pyxel of this test session (640x480, our palette); one per xdist worker."""
    from retro import headless

    headless.start()
    import pyxel

    return pyxel


@pytest.fixture
def store(tmp_path):
    """A Store in a fresh temporary user data directory."""
    from retro.store import Store

    return Store(tmp_path / "data")


@pytest.fixture
def ctx(store, pyxel_session):
    """A program Context with sound muted and a fixed seed."""
    from retro.audio import Audio
    from retro.program import Context

    return Context(store=store, audio=Audio(muted=True), seed=1234)
