"""The browser version in pages of their own: two tabs, storage refused, a phone, a lesson, a replay.

These checks need nothing an earlier visit left, so they run in a browser of
their own (``conftest.session``), beside ``test_in_chromium.py``'s, on another
worker: see that module's note for how the page is served and compared with
the desktop. Checked: two tabs of one profile, two programs, each keeping its
own game through a reload of both, and a third tab of the same program taking
it over with "Play here"; in a page where IndexedDB refuses the site, a program
opened by its address (Casino in its box, Tablanet on its message line) says
so in one line, as the desktop draws it, and plays on; at phone sizes
(390x844 and 844x390, touch, a phone's browser honouring the viewport tag)
the whole 640x480 screen is on the phone's screen, a tap lands on the Pyxel
point under it, and no on-screen gamepad is shown; Tommy's Pinochle opens a
lesson, and lists and replays a finished game. The two tabs and the phone run in
CI's long pass (``--long``), beside the suite.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from chromium_page import (SAME, LOAD_TIMEOUT_S, BLUE, BAR_SECOND, LIGHT_CYAN, CHROMIUM_ARGS, chromium_path,
                           desktop_screen, same_share)
from chromium_players import TO_ENGLISH, address, keys_to_a_game, probe, wait_probe

# One browser for the module's pages, beside test_in_chromium.py's: one worker.
pytestmark = [pytest.mark.system, pytest.mark.xdist_group("browser-pages")]

FIGURES = "browser-pages.json"
CASINO, TABLANET = address("casino"), address("tablanet")


def _asked_to_continue(visit, name: str) -> None:
    """Tablanet asks about its kept game (the question's screen is saved as ``name``)."""
    status = wait_probe(visit, "status()", lambda s: s["scene"] == "Resume", answer=False)
    visit.screen(name)
    assert status and status["scene"] == "Resume", f"the kept game was not asked about: {status}"


# Two tabs are two running programs (a processor each in software rendering): in CI's long pass.
@pytest.mark.long
def test_two_programs_in_two_tabs_both_keep_their_games_and_play_here_moves_a_program(visit):
    """Tab A plays Tablanet, tab B Casino: each keeps its own game, and after both reload each
    finds its game. Tab C opens Casino too: it keeps nothing and says so in its own line, with
    "Play here"; clicked, B copies Casino's files a last time, lets them go and says so, and C,
    reloaded, keeps Casino's game."""
    from retro.browser import OTHER_TAB

    a = visit.page
    visit.open(TABLANET)
    keys = keys_to_a_game(visit.work, "tablanet", "S*", 677, TO_ENGLISH + ["2"])
    visit.prompt()
    visit.start()
    assert visit.keeper("kept") is True and visit.keeper("problem") == ""
    visit.keys(keys)                                  # English, the questions, then the computers
    visit.keys(["F2"])                                # play a few cards: the game is kept
    visit.wait_kept("tablanet.game.json", lambda text: True)
    visit.keys(["F2"])
    visit.copied()
    b = visit.page = visit.new_page()                 # tab B, beside A: Casino
    c = None
    try:
        visit.open(CASINO)
        visit.prompt()
        visit.start()
        assert visit.keeper("kept") is True and visit.keeper("problem") == ""   # its own lock
        visit.keys(["RETURN", "F5"])                  # New Game, the computers play it,
        visit.wait_kept("casino.game.json", lambda text: '"program": "casino"' in text)
        visit.keys(["F5"])                            # and it is kept once the person is to play
        wait_probe(visit, "status()", lambda status: status["turn"], 30, answer=False)
        time.sleep(0.5)
        visit.copied()
        casino_game = visit.kept_files()["casino.game.json"]
        visit.page = a                                # A writes again, after B: B's game stays
        a.bring_to_front()
        tablanet_game = visit.kept_files()["tablanet.game.json"]
        visit.keys(["F2"])
        visit.wait_kept("tablanet.game.json", lambda text: text != tablanet_game)
        visit.keys(["F2"])
        visit.copied()
        both = visit.kept_files()
        assert both["casino.game.json"] == casino_game, "tab A's copy changed Casino's game"
        assert {"tablanet.settings.json", "casino.settings.json"} <= set(both), sorted(both)
        assert '"lang": "en"' in both["tablanet.settings.json"]
        for page, name in ((a, "a"), (b, "b")):       # both reload: each finds its game
            visit.page = page
            page.bring_to_front()
            visit.reload()
            visit.prompt()
            visit.start()
            assert visit.keeper("kept") is True, name
        visit.page = a
        _asked_to_continue(visit, "two-tabs-a-reloaded-asks")
        visit.page = b
        assert visit.wait_python("import sys; sys.modules['retro.browser'].KEEPER.keeps('casino')")
        status = wait_probe(visit, "status()", lambda s: s["scene"] == "Game", answer=False)
        assert status and status["hand"], status          # the kept game behind its question
        visit.screen("two-tabs-b-reloaded-asks")
        c = visit.page = visit.new_page()             # tab C: Casino again
        visit.open(CASINO)
        visit.prompt()
        visit.start()
        assert visit.keeper("kept") is False and visit.keeper("problem") == OTHER_TAB
        bar = c.wait_for_selector("#retro-tabs", timeout=10000)
        assert "Casino is open in another tab" in bar.inner_text()
        visit.screen("two-tabs-c-offers-play-here")
        visit.loading = time.perf_counter()
        c.click("#retro-play-here")                   # B lets go, C reloads as the keeper
        said = b.wait_for_function(
            "() => (document.getElementById('retro-tabs') || {}).innerText || ''", timeout=15000)
        assert "played in another tab now" in said.json_value()
        b.screenshot(path=str(visit.shots / "two-tabs-b-let-go.png"))
        b.click("#retro-tabs-close")                  # the line goes, the game's menus are there again
        assert b.query_selector("#retro-tabs") is None
        visit.prompt()
        visit.start()
        assert visit.keeper("kept") is True and visit.keeper("problem") == ""
        assert visit.wait_python("import sys; sys.modules['retro.browser'].KEEPER.keeps('casino')")
        status = wait_probe(visit, "status()", lambda s: s["scene"] == "Game", answer=False)
        assert status and status["hand"], status
        visit.screen("two-tabs-c-keeps-casino")
        visit.no_trouble()
    finally:
        for page in (b, c):
            if page is not None and not page.is_closed():
                page.close()
        visit.page = a


NO_INDEXEDDB = """Object.defineProperty(window, "indexedDB", {get() {
    throw new DOMException("The user denied permission to access the database.", "SecurityError"); }});"""


ENGLISH_VISITOR = """Object.defineProperty(navigator, "languages", {get() { return ["en-US", "en"]; }});
Object.defineProperty(navigator, "language", {get() { return "en-US"; }});"""


def _english(tmp: Path, name: str) -> Path:
    """A desktop data folder whose Tablanet was set to English."""
    from retro.store import Store

    folder = tmp / f"data-tablanet-english-{name}"
    Store(folder).save_settings("tablanet", {"lang": "en"})
    return folder


def saying_text(tmp: Path, program: str, letters: str, seed: int) -> str:
    """The text of the English desktop's screen with the storage line (its message line)."""
    from retro import headless
    from retro.audio import Audio
    from retro.browser import NOT_KEPT
    from retro.program import Context
    from retro.shell import Shell
    from retro.store import Store

    store = Store(_english(tmp, "text"))
    store.report(NOT_KEPT)
    shell = Shell(Context(store=store, audio=Audio(muted=True), seed=seed), program, letters)
    headless.frame(shell, 30)
    return shell.current.screen.text()


def desktop_menu_saying(tmp: Path, line: str, program: str | None = None, letters: str = "", seed: int = 1,
                        english: bool = False):
    """The desktop's disk menu (or ``program``, as its address starts it) with ``line`` as the
    store's first message, as the page's storage check leaves it (``english``: Tablanet set to
    English)."""
    from PIL import Image

    from retro import headless
    from retro.audio import Audio
    from retro.program import Context
    from retro.shell import Shell
    from retro.store import Store

    name = program or "menu"
    store = Store(_english(tmp, "saying") if english else tmp / f"data-{name}-saying")
    store.report(line)
    shell = Shell(Context(store=store, audio=Audio(muted=True), seed=seed), program, letters)
    headless.frame(shell, 30)
    shot = tmp / f"desktop-{name}-saying.png"
    headless.screenshot(shot)
    return Image.open(shot).convert("RGB")


def test_where_indexeddb_is_refused_one_line_says_so_and_the_menu_plays_on(visit):
    """A page of its own in which IndexedDB refuses the site (as some private windows do)."""
    from retro.browser import NOT_KEPT

    page = visit.page
    visit.page = visit.new_page()
    visit.page.add_init_script(NO_INDEXEDDB)
    try:
        visit.open("retro-cards.html")
        plain = desktop_screen(visit.work, "menu-plain", None)
        saying = desktop_menu_saying(visit.work, NOT_KEPT)
        visit.prompt()
        visit.start()
        assert visit.wait_like("menu-without-indexeddb", saying, before=plain, timeout=60) >= SAME
        assert visit.python("import sys; sys.modules['retro.browser'].KEEPER.problem") == NOT_KEPT
        visit.keys(["DOWN"])
        moved = visit.wait_for("menu-without-indexeddb-down", lambda p: p.getpixel(BAR_SECOND) == LIGHT_CYAN,
                               timeout=10)
        assert moved.getpixel(BAR_SECOND) == LIGHT_CYAN
        visit.no_trouble()
        # A program opened by its address says the same line as it starts (Casino: in its box).
        visit.open(CASINO)
        plain = desktop_screen(visit.work, "casino-plain", "casino", "S", 1)
        saying = desktop_menu_saying(visit.work, NOT_KEPT, "casino", "S", 1)
        visit.prompt()
        visit.start()
        assert visit.wait_like("casino-without-indexeddb", saying, before=plain, timeout=60) >= SAME
        assert visit.python("import sys; sys.modules['retro.browser'].KEEPER.kept") is False
        # And Tablanet on its message line, in the visitor's language: an English visitor's first
        # Tablanet starts in English, as a desktop whose language was set to English.
        visit.page.add_init_script(ENGLISH_VISITOR)
        visit.open(TABLANET)
        plain = desktop_screen(visit.work, "tablanet-plain", "tablanet", "S*", 677, data=_english(visit.work, "plain"))
        saying = desktop_menu_saying(visit.work, NOT_KEPT, "tablanet", "S*", 677, english=True)
        assert "browser keeps no files" in saying_text(visit.work, "tablanet", "S*", 677)
        assert same_share(plain, saying) < 1                     # the line is on the desktop's screen
        visit.prompt()
        visit.start()
        assert visit.wait_like("tablanet-without-indexeddb", saying, before=plain, timeout=60) >= SAME
        visit.no_trouble()
    finally:
        visit.page.close()
        visit.page = page


# Where Pyxel's 640x480 screen lies on the phone, in CSS pixels, and what the phone shows:
# the canvas fills the page and Pyxel centres its screen on it (1:1 here: the page is laid out
# just big enough), and the visual viewport is the part of the page on the phone's screen.
SCREEN_ON_PAGE = """() => {
    const c = document.querySelector("canvas#canvas"), r = c.getBoundingClientRect(), v = visualViewport;
    const sx = r.width / c.width, sy = r.height / c.height;
    const scale = Math.min(c.width / 640, c.height / 480);
    return {left: r.left + (c.width - 640) / 2 * sx, top: r.top + (c.height - 480) / 2 * sy,
            px: sx, py: sy, scale: scale,
            view: [v.offsetLeft, v.offsetTop, v.width, v.height, v.scale],
            coarse: matchMedia("(pointer: coarse)").matches,
            gamepad: document.querySelectorAll("[id^=pyxel-gamepad]").length,
            canvas_height: c.style.height};
}"""
PHONES = {"portrait": (390, 844), "landscape": (844, 390)}


def _whole_screen_shown(page, name: str, shots: Path, blue_corners: bool = True):
    """Where the screen lies, checked to be wholly on the phone; with ``blue_corners`` (the disk
    menu's border band) the phone's picture must show the screen's four corners too."""
    from io import BytesIO

    from PIL import Image

    at = page.evaluate(SCREEN_ON_PAGE)
    assert 1 <= at["scale"] < 2, at               # Pyxel draws 1:1: the page is laid out to fit
    left, top, width, height, zoom = at["view"]
    right, bottom = at["left"] + 640 * at["px"], at["top"] + 480 * at["py"]
    assert left - 0.5 <= at["left"] and right <= left + width + 0.5, at
    assert top - 0.5 <= at["top"] and bottom <= top + height + 0.5, at
    picture = Image.open(BytesIO(page.screenshot(scale="css"))).convert("RGB")
    picture.save(shots / f"{name}.png")
    if blue_corners:
        for x, y in ((at["left"], at["top"]), (right, at["top"]), (at["left"], bottom), (right, bottom)):
            inward_x, inward_y = (3 if x == at["left"] else -3), (3 if y == at["top"] else -3)
            corner = (int((x - left) * zoom) + inward_x, int((y - top) * zoom) + inward_y)
            assert picture.getpixel(corner) == BLUE, (name, corner, picture.getpixel(corner), at)
    return at


def _tap(page, at, x: int, y: int) -> None:
    """A tap on the phone at Pyxel's screen point (x, y)."""
    page.touchscreen.tap(at["left"] + (x + 0.5) * at["px"] - at["view"][0],
                         at["top"] + (y + 0.5) * at["py"] - at["view"][1])


@pytest.mark.long
def test_a_phone_shows_the_whole_screen_with_no_gamepad_and_taps_land_where_they_point(visit):
    """A phone's browser (touch, the viewport tag honoured, three device pixels to a CSS pixel),
    upright and then turned: the whole 640x480 screen is on it, no on-screen gamepad is shown,
    and a tap lands on the point under the finger: the disk menu's Casino line starts Casino."""
    from retro.dos.screen import CELL_H, CELL_W, TOP
    from retro.launcher import LIST_COL, LIST_ROW

    width, height = PHONES["portrait"]
    chromium = visit.playwright.chromium.launch(executable_path=chromium_path(), headless=True, args=CHROMIUM_ARGS)
    try:
        phone = chromium.new_context(viewport={"width": width, "height": height}, device_scale_factor=3,
                                     is_mobile=True, has_touch=True)
        # the page's "Whole screen" view (upright it starts with larger text: test_in_chromium_phone.py)
        phone.add_init_script("try { localStorage.setItem('retro-view', 'whole'); } catch (e) {}")
        page = phone.new_page()
        visit.watch(page)
        page.goto(visit.base + "retro-cards.html", wait_until="commit")
        page.wait_for_selector("#pyxel-prompt", timeout=LOAD_TIMEOUT_S * 1000)
        page.touchscreen.tap(width // 2, height // 2)

        def python(code: str):
            return page.evaluate("(code) => window.pyxelContext.pyodide.runPython(code)", code)

        deadline = time.perf_counter() + 60
        while time.perf_counter() < deadline:      # the menu is up once Python counts its frames
            try:
                if python("import pyxel; pyxel.frame_count") > 60:
                    break
            except Exception:
                pass
            time.sleep(0.5)
        at = _whole_screen_shown(page, "phone-portrait-menu", visit.shots)
        assert at["coarse"] and at["gamepad"] == 0 and at["canvas_height"] != "80%", at
        # The Casino line of the menu (the third program), tapped in its middle.
        x, y = (LIST_COL + 10) * CELL_W, TOP + (LIST_ROW + 4) * CELL_H + CELL_H // 2
        _tap(page, at, x, y)
        time.sleep(0.5)
        mouse = python("import pyxel; (pyxel.mouse_x, pyxel.mouse_y)")
        assert abs(mouse[0] - x) <= 2 and abs(mouse[1] - y) <= 2, (mouse, (x, y))
        deadline = time.perf_counter() + 20
        while not python("import sys; 'retro.casino.screens.app' in sys.modules") and time.perf_counter() < deadline:
            time.sleep(0.25)
        assert python("import sys; 'retro.casino.screens.app' in sys.modules"), "the tap did not start Casino"
        time.sleep(2)
        _whole_screen_shown(page, "phone-portrait-casino", visit.shots, blue_corners=False)
        # Turned on its side.
        page.set_viewport_size({"width": height, "height": width})
        time.sleep(2)
        at = _whole_screen_shown(page, "phone-landscape-casino", visit.shots, blue_corners=False)
        assert at["gamepad"] == 0, at
        x, y = 320, 8                                  # Casino's title bar
        _tap(page, at, x, y)
        time.sleep(0.5)
        mouse = python("import pyxel; (pyxel.mouse_x, pyxel.mouse_y)")
        assert abs(mouse[0] - x) <= 2 and abs(mouse[1] - y) <= 2, (mouse, (x, y), at)
        phone.close()
    finally:
        chromium.close()


def test_a_lesson_and_a_replay_open_in_the_browser(visit):
    """Tommy's Pinochle in the page: L opens the first lesson over the questions and Esc comes back;
    a finished game in the history is listed by R, and Enter replays it move by move."""
    visit.open(address("pinochle"))
    visit.prompt()
    visit.start()
    wait_probe(visit, "status()", lambda s: s["program"] == "pinochle", 60, answer=False)
    assert probe(visit, "add_played_game()") >= 1
    at = wait_probe(visit, "where()", lambda w: w["scene"] in ("Setup", "Show", "Resume") or w["modal"], 30)
    if at["modal"] or at["scene"] == "Resume":         # a game kept by the visits before: not this time
        visit.keys(["N"])
    wait_probe(visit, "where()", lambda w: w["scene"] == "Setup" and not w["modal"], 30)
    visit.keys(["L"])
    at = wait_probe(visit, "where()", lambda w: w["scene"] == "LessonGame", 30)
    assert at["scene"] == "LessonGame", at
    time.sleep(1)
    visit.screen("pinochle-lesson")
    visit.keys(["ESCAPE"])
    at = wait_probe(visit, "where()", lambda w: w["scene"] == "Setup", 30)
    assert at["scene"] == "Setup", at
    visit.keys(["R"])
    at = wait_probe(visit, "where()", lambda w: w["scene"] == "ReplayList", 30)
    assert at["scene"] == "ReplayList", at
    visit.keys(["RETURN"])
    at = wait_probe(visit, "where()", lambda w: w["scene"] == "ReplayView", 30)
    assert at["scene"] == "ReplayView", at
    for press in range(1, 4):                          # a move a press (a loaded browser catching up on
        visit.keys(["RIGHT"])                          # its frames may count a press as held, and repeat it)
        shown = wait_probe(visit, "replay_step()", lambda step, press=press: step[0] >= press, 30)
        assert shown[0] >= press, shown
    assert 3 <= shown[0] < shown[1], shown
    time.sleep(1)
    visit.screen("pinochle-replay")
    visit.no_trouble()


def test_the_page_is_named_for_its_program_says_how_it_loads_and_starts_with_enter(visit):
    """?program=tablenette (a program no check before this one has kept anything of in this
    profile): the tab says "Tablenette - Retro Card Classics" with Tablenette's own icon, a line
    says what is being loaded and then how to start, and Enter (no click) starts the program."""
    from chromium_players import PLAYERS

    player = PLAYERS["tablenette"]
    visit.open(address("tablenette"))
    seen_loading = visit.page.wait_for_function(
        "() => { const l = document.querySelector('#retro-loading'); return l && l.textContent; }",
        timeout=LOAD_TIMEOUT_S * 1000).json_value()
    assert seen_loading.startswith(("Loading Tablenette", "Press Enter")), seen_loading
    visit.prompt()
    assert visit.page.title() == "Tablenette - Retro Card Classics"
    icons = visit.page.eval_on_selector_all("link[rel~='icon']", "els => els.map(e => e.href)")
    assert len(icons) == 1 and "008000" in icons[0], icons            # Tablenette's green, not Pyxel's icon
    assert "Press Enter or Space" in visit.page.inner_text("#retro-loading")
    visit.page.screenshot(path=str(visit.shots / "tablenette-prompt.png"))
    plain = desktop_screen(visit.work, "tablenette-by-enter", "tablenette", player.letters, player.seed,
                           settle=player.settle)
    visit.page.keyboard.press("Enter")
    assert visit.wait_like("tablenette-started-by-enter", plain, timeout=60) >= SAME
    assert visit.page.query_selector("#retro-loading") is None
    # Alt and a letter are the program's menus', never the browser's own (its File menu is Alt+F)
    prevented = visit.page.evaluate("""() => { let seen = null;
        addEventListener("keydown", (e) => { if (e.code === "KeyF") seen = e.defaultPrevented; });
        dispatchEvent(new KeyboardEvent("keydown", {key: "f", code: "KeyF", altKey: true, cancelable: true}));
        return seen; }""")
    assert prevented is True
    visit.page.goto("about:blank")


def test_a_runtime_file_that_fails_to_load_is_said_in_plain_words_with_a_retry(visit):
    """A runtime file missing (Pyodide's loader answered 404, as a blocked or broken network would):
    a message in the page's own words and a Retry button, not a blank page, Pyxel's logo for ever or
    a trace; Retry, with the file back, loads the page to its start."""
    page = visit.page
    visit.page = visit.new_page()
    try:
        visit.page.route("**/pyodide.js", lambda route: route.fulfill(status=404, body="missing"))
        visit.open(TABLANET)
        visit.page.wait_for_selector("#retro-failed", timeout=LOAD_TIMEOUT_S * 1000)
        said = visit.page.inner_text("#retro-failed")
        assert said.startswith("Tablanet could not load the runtime") and "Retry" in said, said
        assert visit.page.query_selector("#pyxel-error-overlay") is None
        visit.page.screenshot(path=str(visit.shots / "load-failed.png"))
        visit.page.unroute("**/pyodide.js")
        visit.loading = time.perf_counter()
        visit.page.click("#retro-retry")
        visit.prompt()
        assert visit.page.query_selector("#retro-failed") is None
    finally:
        visit.page.close()
        visit.page = page
        visit.errors.clear()          # the refused file was asked for on purpose
