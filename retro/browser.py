"""Life in the browser: the page's URL query as a command line, and whether saved files survive.

Pyxel's web runtime (``pyxel app2html``) runs the packaged ``run.py`` under
Pyodide with no command line of its own (``sys.argv == ['']``); Pyodide's
``js`` module lets Python read the page's address, so
``retro-cards.html?program=pinochle&letters=MS&seed=7`` does what
``python run.py pinochle MS --seed 7`` does. Everything here can be imported
(and tested) anywhere; the ``js``/``pyodide_js`` imports are tried only when
asked for.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path, PurePosixPath
from urllib.parse import parse_qsl

IN_BROWSER = sys.platform == "emscripten"

# The URL parameters we understand, in command-line order.
QUERY_KEYS = ("program", "letters", "seed")

NOT_KEPT = "In the browser, scores and settings last only until the page is reloaded."


def query_argv(query: str) -> list[str]:
    """``?program=pinochle&letters=MS&seed=7`` -> ``["pinochle", "MS", "--seed", "7"]``.

    Other parameters (a site's tracking tags, say) and empty values are
    ignored; the last of repeated ones wins. The result goes through the
    ordinary command-line checks, so a bad value gets the usual one-line
    complaint.
    """
    values = {key.lower(): value.strip() for key, value in parse_qsl(query.lstrip("?"))}
    argv: list[str] = []
    if values.get("program"):
        argv.append(values["program"])
        if values.get("letters"):
            argv.append(values["letters"])
    if values.get("seed"):
        argv += ["--seed", values["seed"]]
    return argv


def page_query() -> str:
    """The page address's ``?...`` part, or "" outside a browser page."""
    try:
        from js import location  # Pyodide's view of the page's globals

        return str(location.search or "")
    except Exception:
        return ""


def played_by_pyxel(argv: list[str]) -> bool:
    """True for ``pyxel play APP.pyxapp``: those arguments are Pyxel's, not ours."""
    return (len(argv) >= 3 and argv[1] == "play"
            and argv[2].lower().endswith((".pyxapp", ".zip")))


def command_line(argv: list[str], in_browser: bool | None = None, query: str | None = None) -> list[str]:
    """The arguments ``run.py`` should parse: the URL query in a browser, else ``argv[1:]``."""
    if IN_BROWSER if in_browser is None else in_browser:
        return query_argv(page_query() if query is None else query)
    if played_by_pyxel(argv):
        return []
    return list(argv[1:])


def pyxel_data_dir(vendor: str, app: str) -> Path:
    """Where ``pyxel.user_data_dir(vendor, app)`` points, worked out without Pyxel.

    Pyxel 2.9 (rust/pyxel-engine/src/resource.rs) uses
    ``$HOME/.pyxel/<vendor>/<app>/``, each name lower-cased, spaces turned
    to ``_`` and only letters, digits, ``_`` and ``-`` kept. Pyxel's own
    function panics (a BaseException) before ``pyxel.init``, and the data
    folder is needed earlier than that, so the rule is repeated here.
    """

    def dir_name(name: str) -> str:
        return "".join(c for c in name.lower().replace(" ", "_") if c.isalnum() or c in "_-")

    home = os.environ.get("HOME") or str(Path.home())
    return Path(home) / ".pyxel" / dir_name(vendor) / dir_name(app)


def kept_after_reload(folder) -> bool:
    """Whether files in ``folder`` outlive the page: only on an IndexedDB (IDBFS) mount.

    Pyxel's ``user_data_dir`` is ``$HOME/.pyxel/<vendor>/<app>/``, which in
    Pyxel 2.9's web runtime lies in Pyodide's in-memory file system: it
    works, but a reload forgets it. Outside a browser this is always True.
    """
    if not IN_BROWSER:
        return True
    try:
        import pyodide_js

        fs = pyodide_js.FS
    except Exception:
        return False
    path = PurePosixPath(folder)
    for place in (path, *path.parents):  # the folder may not exist yet
        try:
            node = fs.lookupPath(str(place)).node
        except Exception:
            continue
        return node.mount.type == fs.filesystems.IDBFS
    return False


def note_storage(store) -> None:
    """In a browser whose data folder will not outlive the page, say so once (one line)."""
    if IN_BROWSER and not kept_after_reload(store.root):
        store.report(NOT_KEPT)
