"""The browser build: ``python run.py --web [DIR]`` makes a Pyxel app and the page that plays it.

Pyxel's own tools do the work, as ``pyxel package`` and ``pyxel app2html``
would from a shell: the program (``run.py``, ``retro/``, ``resources/``,
``original_docs/``) is copied into a clean folder named ``retro-cards``,
packaged as ``retro-cards.pyxapp``, and turned into ``retro-cards.html``,
which carries the app inside it (base64) and loads Pyxel's web runtime
(Pyodide and the Pyxel wheel) from Pyxel's CDN. ``index.html`` forwards to
it, keeping any ``?program=...`` query. Tests, benchmarks, tools, pictures
and caches stay out of the package.

This runs on a desktop only; the browser copy never calls it.
"""

from __future__ import annotations

import contextlib
import io
import os
import shutil
import sys
import tempfile
from pathlib import Path

APP_NAME = "retro-cards"
# What the packaged program needs, relative to the checkout.
PARTS = ("run.py", "retro", "resources", "original_docs")
SKIP = shutil.ignore_patterns("__pycache__", "*.pyc", "*.pyo", ".*", "*.bad", "*.tmp")
SIZE_TARGET = 1_000_000

INDEX_HTML = f"""<!doctype html>
<meta charset="utf-8">
<title>Retro Card Classics</title>
<script>location.replace("{APP_NAME}.html" + location.search);</script>
<a href="{APP_NAME}.html">Retro Card Classics</a>
"""


def checkout_root() -> Path:
    return Path(__file__).resolve().parent.parent


def stage(root: Path, into: Path) -> Path:
    """Copy the program's parts from ``root`` into ``into/retro-cards``; return that folder."""
    app_dir = into / APP_NAME
    app_dir.mkdir(parents=True)
    for part in PARTS:
        source = root / part
        if source.is_dir():
            shutil.copytree(source, app_dir / part, ignore=SKIP)
        else:
            shutil.copy2(source, app_dir / part)
    return app_dir


@contextlib.contextmanager
def _working_dir(path: Path):
    # Pyxel's package/app2html write their result into the current directory.
    before = os.getcwd()
    os.chdir(path)
    try:
        yield
    finally:
        os.chdir(before)


def package(out_dir: Path, root: Path | None = None) -> tuple[Path, Path]:
    """Build ``retro-cards.pyxapp`` and ``retro-cards.html`` in ``out_dir``; return both paths.

    Raises RuntimeError with a one-line reason when something is missing or
    Pyxel's tools give up.
    """
    root = checkout_root() if root is None else Path(root)
    missing = [part for part in PARTS if not (root / part).exists()]
    if missing:
        raise RuntimeError(f"--web needs a source checkout; missing {', '.join(missing)} in {root}")
    import pyxel.cli

    out_dir = Path(out_dir).resolve()
    out_dir.mkdir(parents=True, exist_ok=True)
    pyxapp = out_dir / f"{APP_NAME}.pyxapp"
    html = out_dir / f"{APP_NAME}.html"
    with tempfile.TemporaryDirectory(prefix="retro-web-") as temp:
        app_dir = stage(root, Path(temp))
        chatter = io.StringIO()  # Pyxel lists every file it adds
        try:
            with _working_dir(out_dir), contextlib.redirect_stdout(chatter):
                pyxel.cli.package_pyxel_app(str(app_dir), str(app_dir / "run.py"))
                pyxel.cli.create_html_from_pyxel_app(pyxapp.name)
        except SystemExit as stop:  # Pyxel's tools exit on a problem, having said why
            raise RuntimeError(f"Pyxel could not build the web version (exit {stop.code})")
    (out_dir / "index.html").write_text(INDEX_HTML, encoding="utf-8")
    return pyxapp, html


def build(out_dir: str | os.PathLike = "dist") -> int:
    """The ``--web`` command: build, report the sizes, say how to serve it. Returns an exit status."""
    try:
        pyxapp, html = package(Path(out_dir))
    except RuntimeError as err:
        print(f"run.py: {err}", file=sys.stderr)
        return 1
    size = pyxapp.stat().st_size
    verdict = "under" if size < SIZE_TARGET else "OVER"
    print(f"{pyxapp} ({size / 1024:.0f} KB, {verdict} the 1 MB target)")
    print(f"{html} ({html.stat().st_size / 1024:.0f} KB; loads Pyxel's web runtime from its CDN)")
    print(f"Serve it with: python -m http.server -d {out_dir}  and open http://localhost:8000/")
    return 0
