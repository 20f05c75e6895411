"""Life in the browser: the page's URL query as a command line, and the data folder in IndexedDB.

Pyxel's web runtime (``pyxel app2html``) runs the packaged ``run.py`` under
Pyodide with no command line of its own (``sys.argv == ['']``); Pyodide's
``js`` module lets Python read the page's address, so
``retro-cards.html?program=pinochle&letters=MS&seed=7`` does what
``python run.py pinochle MS --seed 7`` does.

Pyxel's runtime keeps the data folder in memory; a ``Keeper`` mounts
Emscripten's IndexedDB file system (IDBFS, reached through ``pyodide_js.FS``)
on it before the store first reads, so scores, settings, records and
unfinished games survive a reload and a browser restart. Everything here can
be imported (and tested) anywhere; the ``js``/``pyodide``/``pyodide_js``
imports are tried only when asked for.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path, PurePosixPath
from urllib.parse import parse_qsl

IN_BROWSER = sys.platform == "emscripten"

# The URL parameters we understand, in command-line order.
QUERY_KEYS = ("program", "letters", "seed")

# The one line said where the browser will not keep files (IndexedDB refused, as in
# some private windows), and the menu's standing note where it does.
NOT_KEPT = "This browser keeps no files for the page: scores and settings go on reload."
KEPT = "Scores, settings and unfinished games are kept in this browser."


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


def kept_after_reload(folder, fs=None) -> bool:
    """Whether files in ``folder`` outlive the page: only on an IndexedDB (IDBFS) mount.

    Pyxel's ``user_data_dir`` is ``$HOME/.pyxel/<vendor>/<app>/``, which in
    Pyxel 2.9's web runtime lies in Pyodide's in-memory file system: it
    works, but a reload forgets it -- unless a ``Keeper`` has mounted IndexedDB
    there. Outside a browser this is always True.
    """
    if not IN_BROWSER and fs is None:
        return True
    try:
        fs = fs or _pyodide_fs()
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


def _pyodide_fs():
    """Emscripten's file system object (``FS``) as Pyodide's own JavaScript module holds it."""
    import pyodide_js

    return pyodide_js.FS


def _js_callback(function):
    """``function`` as a JavaScript function that may be called once (and is then freed)."""
    from pyodide.ffi import create_once_callable

    return create_once_callable(function)


def _js_options(values: dict):
    from js import Object
    from pyodide.ffi import to_js

    return to_js(values, dict_converter=Object.fromEntries)


class Keeper:
    """The data folder kept in the browser's IndexedDB (Emscripten's IDBFS).

    ``start()`` mounts IDBFS on the folder and asks for the saved files
    (``FS.syncfs(true, ...)``, asynchronous); ``ready`` turns True once they are
    back (or once it is clear they cannot be), and only then may the store read
    the folder. ``persist()``, the store's ``on_change``, copies the folder to
    IndexedDB after each change (``FS.syncfs(false, ...)``; a change made while
    a copy is under way gets one more copy after it). Where IndexedDB is not
    allowed the folder stays in memory: ``kept`` is False and ``problem`` holds
    the one line to say. ``fs``/``callback``/``options`` stand in for
    Pyodide's ``FS``, ``create_once_callable`` and ``to_js`` in tests.
    """

    def __init__(self, folder, fs=None, callback=None, options=None):
        self.folder = PurePosixPath(folder)
        self.ready = False
        self.kept = False
        self.problem = ""
        self.persisted = 0       # copies to IndexedDB finished
        self._fs = fs
        self._callback = callback or _js_callback
        self._options = options or _js_options
        self._busy = False
        self._again = False
        self.report = None       # the store's report(), once there is a store

    def start(self) -> "Keeper":
        try:
            fs = self._fs = self._fs or _pyodide_fs()
            if kept_after_reload(self.folder, fs):   # mounted already (the page restarted the app)
                self.ready = self.kept = True
                return self
            os.makedirs(self.folder, exist_ok=True)
            fs.mount(fs.filesystems.IDBFS, self._options({"autoPersist": False}), str(self.folder))
            fs.syncfs(True, self._callback(self._loaded))
        except Exception as err:   # no IDBFS in this runtime, the folder is taken...
            self._refused(err)
        return self

    def _refused(self, err) -> None:
        print(f"IndexedDB: {err}", file=sys.stderr)
        said = bool(self.problem)
        self.problem = NOT_KEPT
        self.kept = False
        self.ready = True
        if self.report is not None and not said:
            self.report(NOT_KEPT)

    def _loaded(self, err=None) -> None:
        if self.ready:      # given up on already (too slow): the folder stays in memory
            return
        if err:
            self._refused(err)
            return
        self.kept = True
        self.ready = True

    def give_up(self) -> None:
        """IndexedDB has not answered for too long: go on in memory rather than wait."""
        if not self.ready:
            self._refused("no answer")

    def persist(self) -> None:
        """Copy the folder to IndexedDB (the store calls this after each change)."""
        if not self.kept:
            return
        if self._busy:
            self._again = True
            return
        self._busy = True
        try:
            self._fs.syncfs(False, self._callback(self._persisted))
        except Exception as err:   # the database went away under the page
            self._busy = False
            self._refused(err)

    def _persisted(self, err=None) -> None:
        self._busy = False
        if err:
            self._refused(err)   # e.g. the browser's storage is full: go on in memory
            return
        self.persisted += 1
        if self._again:
            self._again = False
            self.persist()


# The page's one Keeper (``keep_folder``); None outside a browser.
KEEPER: Keeper | None = None


def keep_folder(folder) -> Keeper:
    """In the page: start keeping ``folder`` in IndexedDB (before anything reads it)."""
    global KEEPER
    KEEPER = Keeper(folder).start()
    return KEEPER


def storage_line() -> str:
    """What the menu says about where files are kept: "" outside a browser."""
    if not IN_BROWSER:
        return ""
    return KEPT if KEEPER is not None and KEEPER.kept else NOT_KEPT


def note_storage(store) -> None:
    """In a browser: the store's changes go to IndexedDB, or, where they cannot, say so once."""
    if not IN_BROWSER:
        return
    if KEEPER is not None and KEEPER.kept and PurePosixPath(store.root) == KEEPER.folder:
        store.on_change = KEEPER.persist
        KEEPER.report = store.report
    elif not kept_after_reload(store.root):
        store.report(NOT_KEPT)
