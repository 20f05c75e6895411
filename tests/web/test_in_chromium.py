"""The browser version in a real browser: headless Chromium plays the page ``run.py --web`` builds.

The page is built by ``run.py --web`` into a temporary folder and served on
127.0.0.1 (``chromium_page.serve``); Chromium (Debian's ``chromium``) is driven
by Playwright. The page loads Pyxel's web runtime from cdn.jsdelivr.net; the
same server mirrors that CDN under ``/cdn/``, from ``../shared/web-runtime/cdn``
(Pyxel 2.9.9's page files and a stand-in engine, see its README) and
``.cache/pyodide/node_modules/pyodide`` (the npm package ``pyodide@314.0.4``,
for ``.../pyodide/v314.0.4/full/``): the page and ``pyxel.js`` are sent with the
CDN's address written as the mirror's, every file else byte for byte, and the
browser may cache the runtime as it would the CDN's. No other host is found,
so nothing waits on the network, and any other address asked for fails the
check.

Every check looks at the page's pixels: the viewport is 640x480, so the
canvas shows the program one to one, and a screen is compared with the same
screen drawn on the desktop (headless Pyxel, same program, letters, seed and
keys). The storage line, a sound label and the mouse pointer may differ;
nearly every pixel must be the same. Checked: the landing page and its
links; the page boots and, after the click, the disk menu draws and follows
the arrow keys; each of the four ``?program=`` addresses starts its program
as the desktop does and a few keys change its screen as they do there
(Tablanet's language, F6, kept at once); then a player's visit to each: two
plays with the mouse (a drag in Tablenette, a click on a hand card
elsewhere), a hint (Casino: its HINT button), the help opened and closed, a
setting changed and a record counted; after a reload, and after closing and
reopening the browser (a persistent profile), each game continues with its
hand and table regions pixel for pixel as they were left, and the setting
and the record are there; then the computers play every seat and frames
keep coming while the hands, the table or the score change. No error
overlay and no console error anywhere. (Two tabs, storage refused, a phone,
a lesson and a replay: ``test_in_chromium_pages.py``, in a browser of its
own.) The DOS programs'
questions are answered as the desktop asks them (Enter for each default, N
for each yes/no), so a question added to a program changes the keys, not
the test.

Figures: what the page downloads (the runtime's bytes), page load to the start prompt, click to the first menu
frame, frames per second in each program (Pyxel's frame count), and the
longest gap between browser frames while the computers play (each program
in demo mode, after the restart), and how long IndexedDB took to open. They go to
``browser.json`` beside the screenshots, in ``$RETRO_WEB_ARTIFACTS`` or a
temporary folder (the path is printed); ``python -m bench browser`` runs this
test and copies them into bench/RESULTS.md.

Setup (``.ci/run`` does it): ``apt-get install chromium``, ``pip install
playwright`` (no ``playwright install``: the Debian browser is used),
``npm install --prefix .cache/pyodide pyodide@314.0.4``, and the shared
folder beside the checkout. Under CI (``$CI`` set) a missing piece is a
failure; elsewhere the test skips with one line saying what is missing.
"""


from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from chromium_page import CDN_HOST, WIDTH, SAME, BLUE, LIGHT_CYAN, BAR_FIRST, BAR_SECOND, same_share, desktop_screen
from chromium_players import (DEALT, PLAYERS, PLAYER_SCORE, Questions, address, keys_to_a_game, probe,
                              wait_probe)

# The visits build on each other (the restart finds what they left): one browser, one worker.
pytestmark = [pytest.mark.system, pytest.mark.xdist_group("browser-visits")]


# --- the checks, in the order they run ----------------------------------------------------------------------
def test_the_landing_page_shows_the_four_programs(visit):
    page = visit.page
    page.goto(visit.base, wait_until="load")
    links = page.eval_on_selector_all("a.program", "els => els.map(a => a.getAttribute('href'))")
    assert links == ["retro-cards.html?program=pinochle", "retro-cards.html?program=tablenette",
                     "retro-cards.html?program=casino", "retro-cards.html?program=tablanet"]
    widths = page.eval_on_selector_all("a.program img", "els => els.map(i => i.naturalWidth)")
    assert widths == [WIDTH] * 4                     # every picture is there
    text = page.inner_text("body")
    assert "internet" in text and "this browser" in text
    page.screenshot(path=str(visit.shots / "landing.png"), full_page=True)


def test_the_page_boots_and_the_menu_draws(visit):
    visit.open("retro-cards.html")
    expected = desktop_screen(visit.work, "menu", None)
    visit.figures["load_to_prompt_s"] = round(visit.prompt(), 1)
    visit.figures["browser"] = visit.page.evaluate("navigator.userAgent")
    clicked = time.perf_counter()
    visit.start()
    menu = visit.wait_for("menu", lambda p: p.getpixel((320, 20)) == BLUE and p.getpixel(BAR_FIRST) == LIGHT_CYAN,
                          timeout=60)
    visit.figures["click_to_menu_s"] = round(time.perf_counter() - clicked, 1)
    # What the first visit downloads: the page (the app inside) and the runtime from the CDN.
    page_bytes = (visit.work / "dist" / "retro-cards.html").stat().st_size
    visit.figures["download_mb"] = round((page_bytes + sum(visit.served.values())) / 1e6, 1)
    visit.figures["runtime_files"] = {url[len(CDN_HOST):]: size for url, size in sorted(visit.served.items())}
    assert 12 <= visit.figures["download_mb"] <= 25, visit.figures["runtime_files"]   # README: about 17 MB
    assert menu.getpixel(BAR_FIRST) == LIGHT_CYAN, "the disk menu did not draw"
    assert same_share(menu, expected) >= SAME
    visit.keys(["DOWN"])
    moved = visit.wait_for("menu-down", lambda p: p.getpixel(BAR_SECOND) == LIGHT_CYAN, timeout=10)
    assert moved.getpixel(BAR_SECOND) == LIGHT_CYAN and moved.getpixel(BAR_FIRST) == BLUE
    visit.figures["programs"]["menu"] = visit.measure(2)


# --- a player's visit: the page as the desktop draws it, the mouse, a hint, the help, and what is kept ------
def _mouse(visit, action) -> None:
    """A click, or a drag in small steps, as a hand on the mouse does it."""
    mouse = visit.page.mouse
    mouse.move(action[1], action[2])
    time.sleep(0.15)
    mouse.down()
    time.sleep(0.15)
    if action[0] == "drag":
        (x0, y0), (x1, y1) = action[1:3], action[3:5]
        for step in range(1, 11):
            mouse.move(x0 + (x1 - x0) * step / 10, y0 + (y1 - y0) * step / 10)
            time.sleep(0.06)
    mouse.up()
    time.sleep(0.15)


def _turn(visit, timeout: float = 60):
    status = wait_probe(visit, "status()", lambda s: s["turn"], timeout)
    assert status and status["turn"], f"the person's turn did not come: {status} {getattr(visit, 'probe_error', '')}"
    return status


def _play_by_mouse(visit, program: str, name: str) -> dict:
    """One legal play made with the mouse; the person's hand must lose the card."""
    before = _turn(visit)
    action = probe(visit, "moves()")[0]
    _mouse(visit, action)
    after = wait_probe(visit, "status()", lambda s: s["hand"] != before["hand"] or not s["turn"], 20)
    assert action[-1] and after["hand"] != before["hand"] or not after["turn"], (action, before, after)
    played = wait_probe(visit, "status()", lambda s: len(s["hand"]) < len(before["hand"]) or
                         s["table"] != before["table"] or s["scores"] != before["scores"], 20)
    assert played["hand"] != before["hand"], (program, name, action, before, played)
    visit.screen(name)
    return {"action": action, "before": before, "after": played}


def _regions(visit, program: str, name: str, timeout: float = 60) -> dict:
    """The hand and table regions' pixels once the person is to play and the screen is still
    (the pointer in the corner, out of the way): {region: PIL image}."""
    visit.page.mouse.move(0, 0)
    _turn(visit, timeout)
    boxes = probe(visit, "regions()")
    deadline, last = time.perf_counter() + timeout, None
    while True:
        time.sleep(0.35)
        picture = visit.screen()
        crops = {key: picture.crop(tuple(box)) for key, box in boxes.items()}
        if last is not None and all(same_share(crops[k], last[k]) == 1 for k in crops) or \
                time.perf_counter() > deadline:
            picture.save(visit.shots / f"{name}.png")
            for key, crop in crops.items():
                crop.save(visit.shots / f"{name}-{key}.png")
            return crops
        last = crops


def _assert_same_regions(program: str, kept: dict, now: dict, shots: Path, name: str) -> None:
    from PIL import ImageChops

    for key in kept:
        diff = ImageChops.difference(kept[key].convert("RGB"), now[key].convert("RGB"))
        if diff.getbbox() is not None:
            diff.point(lambda v: 255 if v else 0).save(shots / f"{name}-{key}-diff.png")
        assert diff.getbbox() is None, (f"{program}: the resumed {key} differs from the one left "
                                        f"(at {diff.getbbox()} of the region; see {name}-{key}-diff.png)")


def _section(text: str, program: str) -> dict:
    """A program's settings in the text of its settings file (``casino.settings.json``)."""
    return json.loads(text or "{}").get("programs", {}).get(program, {})


def _kept_section(visit, program: str) -> dict:
    return _section(visit.kept_files().get(f"{program}.settings.json", ""), program)


def _checked_keys(work: Path, program: str) -> list[tuple[list[str], list[str]]]:
    """Each group of the visit's checked keys as pressed in the page, and as pressed on the desktop
    (where the DOS questions' group waits for the deal to end)."""
    player = PLAYERS[program]
    groups, pressed = [], []
    for group in player.checked:
        if isinstance(group, Questions):
            asked = keys_to_a_game(work, program, player.letters, player.seed,
                                   pressed + list(group.first))[len(pressed):]
            groups.append((asked, asked + (DEALT if program == "tablanet" else [])))
        else:
            groups.append((list(group), list(group)))
        pressed += groups[-1][0]
    return groups


def _looks_as_on_the_desktop(visit, program: str) -> None:
    """The program's first screen, and the screen after each group of checked keys, as the desktop
    draws them with the same letters, seed and keys; the page's frames per second meanwhile."""
    player = PLAYERS[program]
    groups = _checked_keys(visit.work, program)
    screens, pressed = [], []
    screens.append(desktop_screen(visit.work, f"{program}-start", program, player.letters, player.seed,
                                  settle=player.settle))
    for index, (_, desktop_keys) in enumerate(groups):
        pressed += desktop_keys
        screens.append(desktop_screen(visit.work, f"{program}-keys-{index + 1}", program, player.letters,
                                      player.seed, pressed, settle=player.settle))
        assert same_share(screens[-2], screens[-1]) < 1       # the keys change the desktop's screen
    figures = visit.figures["programs"].setdefault(program, {})
    figures["load_to_prompt_s"] = round(visit.prompt(), 1)
    clicked = time.perf_counter()
    visit.start()
    assert visit.wait_like(f"{program}-start", screens[0]) >= SAME
    figures["click_to_screen_s"] = round(time.perf_counter() - clicked, 1)
    for index, (keys, _) in enumerate(groups):
        visit.keys(keys)
        assert visit.wait_like(f"{program}-keys-{index + 1}", screens[index + 1], before=screens[index]) >= SAME
    figures.update(visit.measure(2))


@pytest.fixture(scope="module")
def players(session):
    """What each program's visit left, to be found again after the browser restarts."""
    return {}


@pytest.mark.parametrize("program", list(PLAYERS))
def test_a_player_plays_by_mouse_asks_a_hint_and_the_help_and_the_game_is_kept(visit, players, program):
    """The program's address starts it as the desktop does (its first screens pixel for pixel,
    Tablanet's language kept at once); then two plays with the mouse (Tablenette: drags onto the
    table or the deck card; elsewhere clicks on the hand's cards), a hint (Casino: the HINT button),
    the help opened and closed, a setting changed, a record counted; then a third play by mouse, and
    a reload: the game continues with its hand and table pixel for pixel as they were left, and the
    setting and the record are still there."""
    player = PLAYERS[program]
    visit.open(address(program))
    _looks_as_on_the_desktop(visit, program)
    assert visit.keeper("kept") is True, visit.keeper("problem")
    visit.figures["programs"][program]["indexeddb_open_s"] = visit.indexeddb_s()
    settings_before = _kept_section(visit, program)
    visit.keys(player.start)
    first = _play_by_mouse(visit, program, f"{program}-mouse-1")
    _play_by_mouse(visit, program, f"{program}-mouse-2")
    # The hint: the screen shows something it did not.
    _turn(visit)
    visit.page.mouse.move(0, 0)
    time.sleep(0.5)
    before = visit.screen()
    if player.hint is None:
        x, y = probe(visit, "hint_point()")
        _mouse(visit, ["click", x, y])
    else:
        visit.keys(player.hint)
    hinted = visit.wait_for(f"{program}-hint", lambda p: same_share(p, before) < 0.999, 30)
    assert same_share(hinted, before) < 0.999, f"{program}: the hint showed nothing"
    time.sleep(1.5)                                   # the hint is worked out over a few frames
    visit.page.mouse.move(0, 0)
    before = visit.screen(f"{program}-hint-shown")
    # The help: it covers the screen, and Escape gives the same screen back.
    visit.keys(player.help)
    shown = visit.wait_for(f"{program}-help", lambda p: same_share(p, before) < 0.7, 30)
    assert same_share(shown, before) < 0.7, f"{program}: the help did not open"
    visit.keys(["ESCAPE"])
    closed = visit.wait_for(f"{program}-help-closed", lambda p: same_share(p, before) >= SAME, 30)
    assert same_share(closed, before) >= SAME, f"{program}: the help did not close"
    # A setting and a record, kept at once.
    visit.keys(player.setting)
    changed = visit.wait_kept(f"{program}.settings.json", lambda text: _section(text, program) != settings_before)
    settings_after = _section(changed.get(f"{program}.settings.json", ""), program)
    assert settings_after != settings_before, f"{program}: the setting was not kept"
    key = probe(visit, f"add_record({PLAYER_SCORE})")
    record = f"{program}.record.json"
    kept = visit.wait_kept(record, lambda text: str(PLAYER_SCORE) in text)
    assert str(PLAYER_SCORE) in kept.get(record, ""), sorted(kept)
    # A third play clears the hint's marks; then the screen the game is left at.
    _play_by_mouse(visit, program, f"{program}-mouse-3")
    left = _regions(visit, program, f"{program}-left")
    game = f"{program}.game.json"
    kept = visit.wait_kept(game, lambda text: True)
    assert game in kept, sorted(kept)
    visit.copied()                                    # the last copy to IndexedDB has finished
    visit.reload()
    visit.figures.setdefault("reload_to_prompt_s", round(visit.prompt(), 1))
    visit.start()
    assert visit.keeper("kept") is True, visit.keeper("problem")
    wait_probe(visit, "status()", lambda s: s["program"] == program, 60, answer=False)
    time.sleep(0.3)
    visit.screen(f"{program}-reloaded-asks")
    visit.keys(player.resume)
    resumed = _regions(visit, program, f"{program}-reloaded-resumed")
    _assert_same_regions(program, left, resumed, visit.shots, f"{program}-reloaded")
    assert probe(visit, "settings()") == settings_after
    assert probe(visit, f"record_row({key!r})") == [1, 1, PLAYER_SCORE]
    players[program] = {"left": left, "settings": settings_after, "key": key, "first": first}
    visit.no_trouble()


def test_after_a_restart_every_game_continues_and_the_computers_play_on(visit, players):
    """The browser closed and opened again: each program continues its game with the hand and
    table exactly as they were left, and its setting and record. Then the computers play every
    seat (demo mode): frames keep coming (Pyxel's frame count and the browser's animation frames),
    the screen changes, and so do the hands, the table or the score."""
    missing = sorted(set(PLAYERS) - set(players))
    assert not missing, (f"ran without the visits before it ({', '.join(missing)} left nothing here): "
                         "are the module's tests on one worker, and did the visits pass?")
    visit.close()
    visit.launch()
    for program, left in players.items():
        player = PLAYERS[program]
        asked = len(visit.asked)
        visit.open(address(program))
        # a second visit: the browser closed and opened again, the runtime from its cache
        visit.figures.setdefault("second_visit_to_prompt_s", round(visit.prompt(), 1))
        again = [url.rsplit("/", 1)[-1] for url in visit.asked[asked:]]
        assert not {"pyodide.asm.wasm", "python_stdlib.zip"} & set(again), f"asked for again: {again}"
        clicked = time.perf_counter()
        visit.start()
        ready = visit.keeper("ready")
        figures = visit.figures["programs"][program]
        figures["click_to_files_after_restart_s"] = round(time.perf_counter() - clicked, 1)
        figures["indexeddb_open_after_restart_s"] = visit.indexeddb_s()
        assert ready and visit.keeper("kept") is True, (visit.keeper("problem"), figures)
        wait_probe(visit, "status()", lambda s: s["program"] == program, 60, answer=False)
        time.sleep(0.3)
        visit.screen(f"{program}-restarted-asks")
        visit.keys(player.resume)
        resumed = _regions(visit, program, f"{program}-restarted-resumed")
        _assert_same_regions(program, left["left"], resumed, visit.shots, f"{program}-restarted")
        assert probe(visit, "settings()") == left["settings"]
        assert probe(visit, f"record_row({left['key']!r})") == [1, 1, PLAYER_SCORE]
        before, shot = probe(visit, "status()"), visit.screen(f"{program}-computers-before")
        visit.keys(player.demo)
        frames, started = visit.frame_count(), time.perf_counter()
        figures["computers"] = visit.measure(2)
        changed = wait_probe(visit, "status()", lambda s: (s["hand"], s["table"], s["scores"]) !=
                              (before["hand"], before["table"], before["scores"]), 30, answer=False)
        took = time.perf_counter() - started
        count = visit.frame_count() - frames
        after = visit.screen(f"{program}-computers")
        assert count >= 2 * took, f"{program}: {count} frames in {took:.1f} s while the computers play"
        assert figures["computers"]["fps"] >= 2, figures
        assert same_share(shot, after) < 0.999, f"{program}: the screen did not change while the computers play"
        assert (changed["hand"], changed["table"], changed["scores"]) != \
            (before["hand"], before["table"], before["scores"]), f"{program}: the computers played nothing"
        visit.no_trouble()
    visit.page.goto("about:blank")                    # the computers stop writing before the next check
