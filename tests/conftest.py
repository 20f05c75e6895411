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
# These few are still marked here, by where they live, until their modules mark them.
SYSTEM = [
    "tablanet_ui/test_tablanet_app_monkey.py",
    # single checks over 2 s here: long seeded matches, whole demo games, property sweeps
    "tablanet_ui/test_tablanet_app_details.py::test_the_reasons_speak_russian_on_the_russian_screen",
    "tablanet_ui/test_tablanet_app_shell.py::test_the_end_of_a_game_in_the_shell_and_no_other_game",
    "tablanet_ui/test_tablanet_app_demo.py::test_TBL_U4_a_three_player_hand_in_demo_mode_ends_in_its_score_sheet",
    "tablanet/test_tablanet_reasons.py::test_reasons_are_plain_whole_and_fit_one_line",
    "tablanet/test_tablanet_reasons.py::test_every_reason_is_said_in_russian",
    "tablanet_ui/test_tablanet_kept_size.py",
    "tablanet_ui/test_tablanet_replay.py",
    # every lesson, judged exactly and played through its screen
    "tablanet_ui/test_tablanet_lessons.py::test_every_lessons_answer_is_called_right_through_the_screen",
]


def pytest_addoption(parser):
    parser.addoption("--long", action="store_true", default=False,
                     help="also run the long checks (marked long): the long monkeys and property runs")
    parser.addoption("--update-references", action="store_true", default=False,
                     help="remake the golden pictures' references (tests/golden/references, docs/shots)")


def _is_system(where: str, name: str) -> bool:
    """``where`` (the file, relative to tests/) or ``where::name`` is listed in SYSTEM."""
    test = f"{where}::{name.split('[')[0]}"
    return any(where == p or test == p or (p.endswith("/") and where.startswith(p)) for p in SYSTEM)


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
    for item in items:
        path = Path(str(item.path))
        where = path.relative_to(TESTS).as_posix() if path.is_relative_to(TESTS) else ""
        if _is_system(where, item.name):
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
