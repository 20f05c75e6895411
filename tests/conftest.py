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
    # single checks over 2 s here: long seeded matches, whole demo games, property sweeps
    "test_fishing.py::test_random_matches_conserve_cards_add_up_points_and_end",
    "test_fishing.py::test_same_seed_and_moves_give_the_same_events",
    "casino/test_casino_properties.py::test_CAS_T3_K1_takes_and_blocks_agree_with_a_plain_reference",
    "casino/test_casino_coach.py::test_same_view_same_advice_whatever_the_hidden_cards",
    "tablanet_ui/test_tablanet_app_details.py::test_the_reasons_speak_russian_on_the_russian_screen",
    "tablanet_ui/test_tablanet_app_shell.py::test_the_end_of_a_game_in_the_shell_and_no_other_game",
    "tablanet_ui/test_tablanet_app_demo.py::test_TBL_U4_a_three_player_hand_in_demo_mode_ends_in_its_score_sheet",
    "pinochle_ui/test_pinochle_app_shell.py::test_PIN_C2_PIN_F2_a_whole_demo_game_from_the_menu_and_back",
    "casino_ui/test_casino_app_round.py::test_CAS_U9_a_full_demo_round_to_its_breakdown",
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


# Modules whose tests share one browser or one build and run in order: one xdist worker each.
ONE_WORKER = ["web/test_in_chromium.py", "web/test_pyodide.py", "web/test_web_build.py"]


# First of all the hooks: pytest-xdist's worker names each test by its group (--dist loadgroup) in a
# hook of its own, which sees only the groups marked before it runs. Marked after, the groups are
# lost, and one module's tests, which build on each other, are dealt to both workers.
@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config, items):
    for item in items:
        path = Path(str(item.path))
        where = path.relative_to(TESTS).as_posix() if path.is_relative_to(TESTS) else ""
        if _is_system(where, item.name):
            item.add_marker(pytest.mark.system)
        if where in ONE_WORKER:
            item.add_marker(pytest.mark.xdist_group(where))
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
