"""Test-session setup: the --long switch and (for UI tests) one headless Pyxel."""

import os

import pytest

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def pytest_addoption(parser):
    parser.addoption("--long", action="store_true", default=False,
                     help="run the long versions of monkey and property tests")


def pytest_configure(config):
    config.addinivalue_line("markers", "long: only with --long")


def pytest_collection_modifyitems(config, items):
    if config.getoption("--long"):
        return
    skip = pytest.mark.skip(reason="long test: run with --long")
    for item in items:
        if "long" in item.keywords:
            item.add_marker(skip)


@pytest.fixture
def long_run(request) -> bool:
    return request.config.getoption("--long")


@pytest.fixture(scope="session")
def pyxel_session():
    """The one headless Pyxel of this test session (640x480, our palette)."""
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
