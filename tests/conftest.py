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
