"""Test-session setup: the --long and --update-references switches, the system marks, one headless Pyxel."""

import os
import sys
from pathlib import Path

import pytest

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
# Compiled files are kept between runs, as Python keeps them by default, even where the shell says
# not to (PYTHONDONTWRITEBYTECODE): otherwise every run, and every xdist worker of it, compiles
# each test module and the program again (about 7 s of a worker's time).
sys.dont_write_bytecode = False
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)

TESTS = Path(__file__).parent
# The slow end-to-end checks carry the `system` mark themselves (a module's pytestmark, or
# @pytest.mark.system on a test), so that `python -m pytest -m "not system"` is the quick loop.


def pytest_addoption(parser):
    parser.addoption("--long", action="store_true", default=False,
                     help="also run the long checks (marked long): the long monkeys and property runs")
    parser.addoption("--update-references", action="store_true", default=False,
                     help="remake the golden pictures' references (tests/golden/references, docs/shots)")


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_auto_num_workers(config):
    """``-n auto``: two workers a core. Most of a screen test's time is spent waiting in Pyxel's
    headless flip (about a millisecond a frame, asleep), so a second worker a core uses it."""
    return max(2, min(8, 2 * (os.cpu_count() or 1)))


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config, log):
    """``--dist loadgroup``: a module that declares ``pytest.mark.xdist_group`` in its ``pytestmark``
    runs whole on one worker (tests/one_worker.py says why xdist's own grouping is not relied on)."""
    if config.getvalue("dist") != "loadgroup":
        return None
    from one_worker import make_scheduler

    return make_scheduler(config, log)


def pytest_collection_modifyitems(config, items):
    if config.getoption("--long"):
        return
    skip = pytest.mark.skip(reason="long test: run with --long")
    for item in items:
        if "long" in item.keywords:
            item.add_marker(skip)


@pytest.fixture(autouse=True)
def no_line_too_long():
    """Every test is also a check that no line the program showed was too long for its place: a
    sentence shortened past its first clause is noted by ``retro.fitting`` (and shown cut)."""
    from retro import fitting

    fitting.TOO_LONG.clear()
    yield
    too_long, fitting.TOO_LONG[:] = list(fitting.TOO_LONG), []
    assert not too_long, f"lines too long for their place: {too_long[:3]}"


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
