"""The browser test's browser: the built site served on 127.0.0.1, one Chromium profile, and pictures.

``test_in_chromium.py`` drives it; see that module's note for what is checked
and how the page's outside addresses are answered.
"""

from __future__ import annotations

import http.server
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
RUNTIME = Path(os.environ.get("RETRO_WEB_RUNTIME", REPO.parent / "shared" / "web-runtime"))
CDN = RUNTIME / "cdn"
PYODIDE = Path(os.environ.get("RETRO_PYODIDE_DIR", REPO / ".cache" / "pyodide" / "node_modules" / "pyodide"))
PYODIDE_VERSION = "314.0.4"
CDN_HOST = "https://cdn.jsdelivr.net/"
PYODIDE_PREFIX = f"pyodide/v{PYODIDE_VERSION}/full/"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run",
                 "--disable-default-apps", "--autoplay-policy=no-user-gesture-required",
                 # No outside host is found: nothing waits on the network (asking is noted, Browser).
                 "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"]
WIDTH, HEIGHT = 640, 480
# The visitor's browser speaks Russian: Tablanet starts in Russian, as on the desktop (an English
# visitor's first Tablanet is in English: test_in_chromium_pages.py).
VISITOR = "ru-RU"
# A screen "is" the desktop's when this share of its pixels is exactly the same.
SAME = 0.97
LOAD_TIMEOUT_S = 150
SCREEN_TIMEOUT_S = 40
BLUE, LIGHT_CYAN = (0, 0, 170), (85, 255, 255)

def menu_bar_point(program: int) -> tuple[int, int]:
    """A point of the disk menu's bar when it is on its ``program``-th line (0: the first)."""
    from retro.dos.screen import CELL_H, TOP
    from retro.launcher import LIST_ROW

    return 52, TOP + (LIST_ROW + 2 * program) * CELL_H + CELL_H // 2


BAR_FIRST, BAR_SECOND = menu_bar_point(0), menu_bar_point(1)

# Playwright's key names for the desktop's (retro.headless) ones.
KEYS = {"RETURN": "Enter", "DOWN": "ArrowDown", "UP": "ArrowUp", "LEFT": "ArrowLeft",
        "RIGHT": "ArrowRight", "ESCAPE": "Escape", "TAB": "Tab", "SPACE": " ", "ALT": "Alt"}


def _ci() -> bool:
    return os.environ.get("CI", "").strip().lower() not in ("", "0", "false", "no")


def missing(reason: str):
    if _ci():
        pytest.fail(f"{reason} (CI must run the browser test: see .ci/run)")
    pytest.skip(f"browser test skipped: {reason}")


def chromium_path() -> str | None:
    for name in (os.environ.get("RETRO_CHROMIUM"), "/usr/bin/chromium", shutil.which("chromium"),
                 shutil.which("chromium-browser")):
        if name and Path(name).is_file():
            return name
    return None


def what_is_missing() -> str:
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "Playwright is not installed (pip install playwright)"
    if chromium_path() is None:
        return "Chromium is not installed (apt-get install chromium)"
    if not (CDN / "gh" / "kitao").is_dir():
        return f"the local Pyxel web runtime is not in {CDN}"
    if not (PYODIDE / "pyodide.asm.wasm").is_file():
        return f"the npm package pyodide is not in {PYODIDE} (npm install --prefix .cache/pyodide pyodide@{PYODIDE_VERSION})"
    version = json.loads((PYODIDE / "package.json").read_text()).get("version")
    if version != PYODIDE_VERSION:
        return f"the npm package pyodide in {PYODIDE} is {version}, not {PYODIDE_VERSION}"
    return ""


# --- pictures ---------------------------------------------------------------------------------------------
def same_share(a, b) -> float:
    """The share of pixels exactly alike in two pictures of the same size."""
    from PIL import ImageChops

    diff = ImageChops.difference(a.convert("RGB"), b.convert("RGB")).convert("L")
    return diff.histogram()[0] / (a.width * a.height)


def changed_share(picture, before, after) -> float:
    """Of the pixels ``before`` and ``after`` disagree on, the share where ``picture`` shows ``after``:
    whether what a key changed on the desktop changed the same way here."""
    from PIL import ImageChops

    changed = ImageChops.difference(before, after).convert("L").point(lambda v: 255 if v else 0)
    total = changed.histogram()[255]
    if not total:
        return 1.0
    wrong = ImageChops.difference(picture, after).convert("L").point(lambda v: 255 if v else 0)
    still_wrong = ImageChops.multiply(changed, wrong).histogram()[255]
    return 1 - still_wrong / total


def desktop_screen(tmp: Path, name: str, program: str | None, letters: str = "", seed: int = 1,
                   keys=(), wait: int = 30, settle: int | None = None, data: Path | None = None):
    """The screen as ``run.py --shot`` draws it on the desktop (headless Pyxel, in this process),
    ``settle`` frames after the start and ``wait`` after each key; ``data`` is the data folder
    (a fresh one when not given)."""
    from PIL import Image

    from retro.__main__ import main

    shot = tmp / f"desktop-{name}.png"
    if settle is not None and settle != wait:   # more frames before the first key (a deal's animation)
        keys = ["NONE"] * (settle // wait) + list(keys)
    argv = ([program, letters] if program else []) + ["--shot", str(shot), "--wait", str(wait),
                                                      "--seed", str(seed), "--data-dir", str(data or tmp / f"data-{name}")]
    if keys:
        argv += ["--keys", ",".join(keys)]
    assert main(argv) == 0
    return Image.open(shot).convert("RGB")


# --- the served site and the browser ------------------------------------------------------------------------
# Notes how long each IndexedDB open takes (to tell a slow IndexedDB from a lost file).
TIMED_INDEXEDDB = """(() => { try {
    const factory = window.indexedDB, open = factory.open.bind(factory);
    window.__indexeddb = [];
    factory.open = (...args) => {
        const at = {asked: performance.now()}, request = open(...args);
        window.__indexeddb.push(at);
        request.addEventListener("success", () => { at.took = performance.now() - at.asked; });
        return request;
    };
} catch (e) {} })();"""


class Mirror(http.server.SimpleHTTPRequestHandler):
    """The built site, and under ``/cdn/`` the CDN's files (Pyxel's from ``../shared/web-runtime/cdn``,
    Pyodide's from the npm package). The page and Pyxel's ``pyxel.js`` are sent with the CDN's
    address written as the mirror's, every other file byte for byte; the CDN's files may be kept
    in the browser's cache, as the real CDN lets them be, so a second page load is a real one."""

    REWRITTEN = ("retro-cards.html", "pyxel.js")

    def log_message(self, *args):
        pass

    def translate_path(self, path: str) -> str:
        rest = path.split("?")[0].split("#")[0]
        if rest.startswith("/cdn/"):
            found = _cdn_file(CDN_HOST + rest[len("/cdn/"):])
            return str(found) if found is not None else str(Path(self.directory) / "missing")
        return super().translate_path(path)

    def end_headers(self) -> None:
        if self.path.startswith("/cdn/"):
            self.send_header("Cache-Control", "public, max-age=86400")
        else:
            self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def do_GET(self) -> None:
        name = self.path.split("?")[0].rsplit("/", 1)[-1]
        path = Path(self.translate_path(self.path))
        if self.path.startswith("/cdn/") and path.is_file():
            url = CDN_HOST + self.path[len("/cdn/"):].split("?")[0]
            self.server.served[url] = path.stat().st_size
            self.server.asked.append(url)
        if name not in self.REWRITTEN or not path.is_file():
            return super().do_GET()
        mirror = f"http://127.0.0.1:{self.server.server_address[1]}/cdn/"
        body = path.read_bytes().replace(CDN_HOST.encode(), mirror.encode())
        self.send_response(200)
        self.send_header("Content-Type", "text/html" if name.endswith(".html") else "text/javascript")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


def serve(site: str) -> http.server.ThreadingHTTPServer:
    """The site and the CDN's mirror on 127.0.0.1 (a free port), served from a thread."""
    import functools
    import threading

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Mirror, directory=site))
    server.served = {}                       # the runtime's files the pages asked for: bytes
    server.asked = []                        # ... each time one was asked for (not from the cache)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def _cdn_file(url: str) -> Path | None:
    rest = url[len(CDN_HOST):].split("?")[0].split("#")[0]
    if rest.startswith(PYODIDE_PREFIX):
        path = PYODIDE / rest[len(PYODIDE_PREFIX):]
    else:
        path = CDN / rest
    return path if path.is_file() else None


class Browser:
    """One persistent Chromium profile; pages are opened, looked at and typed into here."""

    def __init__(self, playwright, profile: Path, base: str, shots: Path, served: dict | None = None):
        self.playwright, self.profile, self.base, self.shots = playwright, profile, base, shots
        self.context = None
        self.page = None
        self.errors: list[str] = []
        self.refused: list[str] = []
        self.served = served if served is not None else {}   # the runtime's files asked for: bytes

    def launch(self) -> None:
        self.context = self.playwright.chromium.launch_persistent_context(
            str(self.profile), executable_path=chromium_path(), headless=True, args=CHROMIUM_ARGS,
            viewport={"width": WIDTH, "height": HEIGHT}, device_scale_factor=1, locale=VISITOR)
        self.context.add_init_script(TIMED_INDEXEDDB)
        self.page = self.context.pages[0] if self.context.pages else self.context.new_page()
        self.watch(self.page)

    def watch(self, page) -> None:
        """Errors and outside addresses asked for on ``page`` are noted."""
        page.on("console", self._console)
        page.on("pageerror", lambda err: self.errors.append(f"page error: {err}"))
        page.on("request", self._request)
        page.on("response", lambda response: response.status >= 400 and self.errors.append(
            f"{response.status} for {response.url}"))

    def close(self) -> None:
        """Close the browser as a person does: the pages first, then, a moment later, the browser
        (a browser killed at once may not have written its storage to disk yet)."""
        if self.context is not None:
            for page in list(self.context.pages):
                page.close(run_before_unload=True)
            time.sleep(3)
            self.context.close()
            self.context = self.page = None

    def _request(self, request) -> None:
        url = request.url
        if url.startswith(("http:", "https:", "ws:", "wss:")) and not url.startswith(self.base):
            self.refused.append(url)     # the browser finds no such host (CHROMIUM_ARGS)

    def _console(self, message) -> None:
        if message.type == "error":
            self.errors.append(f"console error: {message.text[:2000]} ({message.location.get('url', '')})")

    # --- a visit ---------------------------------------------------------------------------------
    def open(self, address: str) -> None:
        """Start loading ``address`` (relative to the site); ``prompt()`` waits for it."""
        self.loading = time.perf_counter()
        self.page.goto(self.base + address, wait_until="commit")

    def reload(self) -> None:
        self.loading = time.perf_counter()
        self.page.reload(wait_until="commit")

    def prompt(self) -> float:
        """Wait for Pyxel's "click to start"; the seconds since the page was asked for."""
        self.page.wait_for_selector("#pyxel-prompt", timeout=LOAD_TIMEOUT_S * 1000)
        return time.perf_counter() - self.loading

    def start(self) -> None:
        """The click the page waits for; then the pointer goes to the corner, out of the way."""
        self.page.mouse.click(WIDTH // 2, HEIGHT // 2)
        self.page.mouse.move(0, 0)

    def screen(self, name: str | None = None):
        from io import BytesIO

        from PIL import Image

        picture = Image.open(BytesIO(self.page.screenshot())).convert("RGB")
        if name:
            picture.save(self.shots / f"{name}.png")
        return picture

    def wait_for(self, name: str, test, timeout: float = SCREEN_TIMEOUT_S):
        """Screens until ``test(picture)`` holds (the last one is saved as ``name``); the picture."""
        deadline = time.perf_counter() + timeout
        while True:
            picture = self.screen()
            if test(picture) or time.perf_counter() > deadline:
                picture.save(self.shots / f"{name}.png")
                return picture
            time.sleep(0.25)

    def wait_like(self, name: str, expected, timeout: float = SCREEN_TIMEOUT_S, before=None) -> float:
        """Wait until the page shows ``expected`` (a desktop screen); the share alike at the end.

        With ``before`` (the desktop's screen before some keys), the pixels the keys changed
        there must have changed here too: the lower of the two shares is returned."""
        expected.save(self.shots / f"{name}-desktop.png")

        def alike(picture) -> float:
            share = same_share(picture, expected)
            return min(share, changed_share(picture, before, expected)) if before is not None else share

        picture = self.wait_for(name, lambda p: alike(p) >= SAME, timeout)
        return alike(picture)

    def keys(self, names) -> None:
        for name in names:
            key = KEYS.get(name.upper(), name)
            self.page.keyboard.down(key)
            time.sleep(0.08)
            self.page.keyboard.up(key)
            time.sleep(0.25)

    def python(self, code: str):
        """A Python expression evaluated in the page's Pyodide (between two frames)."""
        return self.page.evaluate("(code) => window.pyxelContext.pyodide.runPython(code)", code)

    def wait_python(self, code: str, timeout: float = SCREEN_TIMEOUT_S):
        """Evaluate ``code`` in the page until it is true (or the time is up); its last value."""
        deadline = time.perf_counter() + timeout
        while True:
            try:
                value = self.python(code)
            except Exception:   # Pyodide not there yet, or the program not yet started
                value = None
            if value or time.perf_counter() > deadline:
                return value
            time.sleep(0.25)

    def keeper(self, name: str):
        """An attribute of the page's Keeper (retro.browser.KEEPER), once the files are back."""
        self.wait_python("import sys; k = getattr(sys.modules.get('retro.browser'), 'KEEPER', None); "
                         "bool(k and k.ready)")
        return self.python(f"import sys; sys.modules['retro.browser'].KEEPER.{name}")

    def copied(self, timeout: float = 10) -> None:
        """Wait until the page's copy of the data folder to IndexedDB has finished."""
        self.wait_python("import sys; k = sys.modules['retro.browser'].KEEPER; "
                         "k.ready and not (k._busy or k._again)", timeout)

    def new_page(self):
        """A second tab of the same profile, watched for errors like the first."""
        page = self.context.new_page()
        self.watch(page)
        return page

    def indexeddb_s(self) -> float | None:
        """How long IndexedDB took to open the data folder's database on this page, in seconds."""
        opened = self.page.evaluate("() => (window.__indexeddb || []).filter(o => o.took !== undefined)"
                                    ".map(o => o.took)")
        return round(max(opened) / 1000, 2) if opened else None

    def frame_count(self) -> int:
        return self.python("import pyxel; pyxel.frame_count")

    def no_trouble(self) -> None:
        assert self.page.query_selector("#pyxel-error-overlay") is None, \
            self.page.inner_text("#pyxel-error-overlay")[:2000]
        assert not self.errors, "\n".join(self.errors)

    def measure(self, seconds: float) -> dict:
        """Frames per second (Pyxel's) and the longest gap between the browser's frames."""
        self.page.evaluate("""() => {
            window.__gaps = []; window.__recording = true;
            let last = performance.now();
            const tick = (now) => { window.__gaps.push(now - last); last = now;
                                    if (window.__recording) requestAnimationFrame(tick); };
            requestAnimationFrame(tick);
        }""")
        first, started = self.frame_count(), time.perf_counter()
        time.sleep(seconds)
        frames, took = self.frame_count() - first, time.perf_counter() - started
        gaps = self.page.evaluate("() => { window.__recording = false; return window.__gaps; }")
        return {"fps": round(frames / took, 1), "longest_gap_ms": round(max(gaps[1:] or [0.0]), 1),
                "seconds": round(took, 1)}

    def kept_files(self) -> dict:
        """The data folder's files as IndexedDB holds them: {name: text}."""
        folder = self.python("import sys; str(sys.modules['retro.browser'].KEEPER.folder)")
        return self.page.evaluate("""(folder) => new Promise((resolve, reject) => {
            const open = indexedDB.open(folder);
            open.onerror = () => reject(String(open.error));
            open.onsuccess = () => {
                const db = open.result;
                if (!db.objectStoreNames.contains("FILE_DATA")) { resolve({}); return; }
                const out = {};
                const cursor = db.transaction("FILE_DATA").objectStore("FILE_DATA").openCursor();
                cursor.onsuccess = () => {
                    const at = cursor.result;
                    if (!at) { db.close(); resolve(out); return; }
                    const value = at.value;
                    if (value.contents) {
                        out[String(at.key).slice(folder.length + 1)] =
                            new TextDecoder().decode(value.contents);
                    }
                    at.continue();
                };
                cursor.onerror = () => reject(String(cursor.error));
            };
        })""", folder)

    def wait_kept(self, name: str, test, timeout: float = 20.0) -> dict:
        """Wait until IndexedDB holds ``name`` and ``test(text)`` holds; all the kept files."""
        deadline = time.perf_counter() + timeout
        while True:
            files = self.kept_files()
            if name in files and test(files[name]) or time.perf_counter() > deadline:
                return files
            time.sleep(0.25)


def load_average() -> str:
    try:
        return " / ".join(f"{x:.2f}" for x in os.getloadavg())
    except (OSError, AttributeError):
        return "unknown"


def build_site(out: Path) -> str:
    built = subprocess.run([sys.executable, str(REPO / "run.py"), "--web", str(out)],
                           capture_output=True, text=True, timeout=300)
    assert built.returncode == 0, built.stderr
    return str(out)
