"""The browser tests' shared fixtures: one built site, served, and one Chromium profile a module."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from chromium_page import Browser, build_site, load_average, missing, serve, what_is_missing


@pytest.fixture(scope="module")
def session(request, tmp_path_factory, pyxel_session):
    """The built site, served on 127.0.0.1, and one Chromium with a persistent profile (a module's
    own: two modules run side by side, each in its browser). Its figures go to ``<module>.json``."""
    lacking = what_is_missing()
    if lacking:
        missing(lacking)
    from playwright.sync_api import sync_playwright

    work = tmp_path_factory.mktemp("chromium")
    shots = Path(os.environ.get("RETRO_WEB_ARTIFACTS") or work / "shots")
    shots.mkdir(parents=True, exist_ok=True)
    print(f"\nbrowser screenshots and figures: {shots}")
    server = serve(build_site(work / "dist"))
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    playwright = sync_playwright().start()
    browser = Browser(playwright, work / "profile", base, shots, server.served)
    browser.figures = {"programs": {}, "load_average_before": load_average()}
    browser.asked = server.asked
    browser.work = work
    try:
        browser.launch()
        yield browser
    finally:
        browser.figures["load_average_after"] = load_average()
        browser.close()
        playwright.stop()
        server.shutdown()
        server.server_close()
        figures = getattr(request.module, "FIGURES", "browser.json")
        (shots / figures).write_text(json.dumps(browser.figures, indent=2, sort_keys=True) + "\n")


@pytest.fixture
def visit(session):
    """Each test starts with no errors on record and checks there are none at its end."""
    session.errors.clear()
    yield session
    session.no_trouble()
    assert not session.refused, f"outside addresses asked for: {session.refused[:5]}"
