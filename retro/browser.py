"""Life in the browser: the page's URL query as a command line, and the data folder in IndexedDB.

Pyxel's web runtime (``pyxel app2html``) runs the packaged ``run.py`` under
Pyodide with no command line of its own (``sys.argv == ['']``); Pyodide's
``js`` module lets Python read the page's address, so
``retro-cards.html?program=pinochle&letters=MS&seed=7`` does what
``python run.py pinochle MS --seed 7`` does.

Pyxel's runtime keeps the data folder in memory; a ``Keeper`` mounts
Emscripten's IndexedDB file system (IDBFS, reached through ``pyodide_js.FS``)
on it before the store first reads, so scores, settings, records and
unfinished games survive a reload and a browser restart. Only one tab of the
site keeps files (it holds a Web Lock for as long as it is open): IDBFS's
``syncfs(false)`` makes IndexedDB a copy of the tab's folder, deleting what
the tab does not have, so a second tab writing too would delete the first
one's newer files. A second tab reads the kept files and plays, keeping
nothing, and says so in one line. Everything here can be imported (and
tested) anywhere; the ``js``/``pyodide``/``pyodide_js`` imports are tried only
when asked for.
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
# some private windows), the one a second tab says, and the menu's standing note where
# files are kept. A private window cannot be told from an ordinary one (both keep files
# through a reload; the private one forgets them when it closes), so the note says both.
NOT_KEPT = "This browser keeps no files for the page: scores and settings go on reload."
OTHER_TAB = "Another tab keeps this page's files: this one plays but keeps nothing."
KEPT = "Scores, settings and games stay in this browser (private windows forget)."

# The Web Lock the tab that keeps the files holds until it closes (see the module's note).
OWNER_LOCK = "retro-cards-files"


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


def visitor_language(languages, in_browser: bool | None = None, preferred=None) -> str | None:
    """In a page: the first of the visitor's languages (the browser's ``navigator.languages``,
    ``preferred`` in tests) that is one of ``languages``, else the first of ``languages`` that is
    English, else None; outside a browser None (the program's own default stands)."""
    if not (IN_BROWSER if in_browser is None else in_browser):
        return None
    if preferred is None:
        try:
            from js import navigator

            preferred = [str(lang) for lang in (navigator.languages or [navigator.language])]
        except Exception:
            preferred = []
    for lang in preferred:
        base = str(lang).split("-")[0].lower()
        if base in languages:
            return base
    return "en" if "en" in languages else None


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


# Asks for the lock once per page and calls ``answer(owner)``: true for the tab that now keeps
# the files. The lock is held (its callback's promise never settles) until the page goes.
# Without Web Locks (a page served over plain http, not localhost) a name in localStorage
# stands in: the tab whose name is there keeps the files, beating every second; a newcomer
# takes the place only when the beat is old, and a tab that finds another name there before
# a copy stops keeping (``retroCardsStillOwner``), so two tabs never both write.
_CLAIM_JS = """(name, answer) => {
  const g = globalThis;
  if (g.retroCardsOwner !== undefined) { answer(g.retroCardsOwner); return; }
  const settle = (owner) => { if (g.retroCardsOwner === undefined) { g.retroCardsOwner = owner; answer(owner); } };
  const byName = () => {
    const key = name + "-owner", me = String(Math.random()).slice(2);
    // No storage to share a name in: nothing to keep apart either (IndexedDB will say so).
    try { localStorage.getItem(key); } catch (e) { settle(true); return; }
    const read = () => { try { return JSON.parse(localStorage.getItem(key) || "null"); } catch (e) { return null; } };
    const mine = () => { const now = read(); return !!now && now.id === me; };
    const write = () => { try { localStorage.setItem(key, JSON.stringify({id: me, at: Date.now()})); } catch (e) {} };
    const held = read();
    if (held && Date.now() - held.at < 15000) { settle(false); return; }
    write();
    setTimeout(() => {
      if (!mine()) { settle(false); return; }
      let lost = false;
      const timer = setInterval(() => { if (mine()) write(); else { lost = true; clearInterval(timer); } }, 1000);
      addEventListener("pagehide", () => { if (mine()) { try { localStorage.removeItem(key); } catch (e) {} } });
      g.retroCardsStillOwner = () => !lost && mine();
      settle(true);
    }, 300);
  };
  if (typeof navigator === "undefined" || !navigator.locks) { byName(); return; }
  try {
    navigator.locks.request(name, {ifAvailable: true}, (lock) => {
      settle(!!lock);
      return lock ? new Promise(() => {}) : undefined;
    }).catch(byName);
  } catch (e) { byName(); }
}"""


def _js_claim(answer) -> None:
    """Ask whether this tab keeps the files; ``answer(bool)`` comes asynchronously."""
    from pyodide.code import run_js

    run_js(_CLAIM_JS)(OWNER_LOCK, _js_callback(lambda owner: answer(bool(owner))))


def _js_still_owner() -> bool:
    """False once another tab has taken the files over (only without Web Locks, see above)."""
    import js

    still = getattr(js, "retroCardsStillOwner", None)
    return True if still is None else bool(still())


def _js_options(values: dict):
    from js import Object
    from pyodide.ffi import to_js

    return to_js(values, dict_converter=Object.fromEntries)


class Keeper:
    """The data folder kept in the browser's IndexedDB (Emscripten's IDBFS).

    ``start()`` asks whether this tab keeps the files (``claim``: the Web Lock),
    mounts IDBFS on the folder and asks for the saved files (``FS.syncfs(true,
    ...)``, asynchronous); ``ready`` turns True once they are back (or once it
    is clear they cannot be), and only then may the store read the folder.
    ``persist()``, the store's ``on_change``, copies the folder to IndexedDB
    after each change (``FS.syncfs(false, ...)``; a change made while a copy is
    under way gets one more copy after it) -- in the keeping tab only: another
    tab plays with the files as they were when it opened, in memory. ``kept``
    says whether this tab's changes outlive the page; where they do not,
    ``problem`` holds the one line to say. ``fs``/``callback``/``options``/
    ``claim``/``still_owner`` stand in for Pyodide's ``FS``,
    ``create_once_callable``, ``to_js`` and the lock in tests.
    """

    def __init__(self, folder, fs=None, callback=None, options=None, claim=None, still_owner=None):
        self.folder = PurePosixPath(folder)
        self.ready = False
        self.kept = False
        self.owner = False       # this tab keeps the files (holds the lock)
        self.problem = ""
        self.persisted = 0       # copies to IndexedDB finished
        self._fs = fs
        self._callback = callback or _js_callback
        self._options = options or _js_options
        self._claim = claim or _js_claim
        self._still_owner = still_owner or _js_still_owner
        self._busy = False
        self._again = False
        self.report = None       # the store's report(), once there is a store

    def start(self) -> "Keeper":
        try:
            self._fs = self._fs or _pyodide_fs()
            self._claim(self._claimed)
        except Exception as err:   # no IDBFS or no JavaScript in this runtime...
            self._refused(err)
        return self

    def _claimed(self, owner: bool) -> None:
        if self.ready:      # given up on already
            return
        self.owner = owner
        fs = self._fs
        try:
            if kept_after_reload(self.folder, fs):   # mounted already (the page restarted the app)
                self._loaded()
                return
            os.makedirs(self.folder, exist_ok=True)
            fs.mount(fs.filesystems.IDBFS, self._options({"autoPersist": False}), str(self.folder))
            fs.syncfs(True, self._callback(self._loaded))
        except Exception as err:   # the folder is taken, IndexedDB refused...
            self._refused(err)

    def _refused(self, err, line: str = NOT_KEPT) -> None:
        print(f"IndexedDB: {err}", file=sys.stderr)
        said = bool(self.problem)
        self.problem = line
        self.kept = False
        self.ready = True
        if self.report is not None and not said:
            self.report(line)

    def _loaded(self, err=None) -> None:
        if self.ready:      # given up on already (too slow): the folder stays in memory
            return
        if err:
            self._refused(err)
            return
        if not self.owner:
            self._refused("another tab keeps the files", OTHER_TAB)
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
        try:
            if not self._still_owner():
                self._refused("another tab took the files over", OTHER_TAB)
                return
        except Exception:   # no way to ask: the lock (or the name) was ours at the start
            pass
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


def files_kept(root=None) -> bool:
    """Whether what is saved now is still there after a reload: always on a desktop; in a
    page, only in the tab that keeps the data folder in IndexedDB (``root``, when given,
    is the store's folder). Programs read it as ``Context.files_kept`` before promising
    that a game or a setting is kept."""
    if not IN_BROWSER:
        return True
    if KEEPER is None:
        return root is not None and kept_after_reload(root)
    return KEEPER.kept and (root is None or PurePosixPath(root) == KEEPER.folder)


def storage_line() -> str:
    """What the menu says about where files are kept: "" outside a browser."""
    if not IN_BROWSER:
        return ""
    if files_kept():
        return KEPT
    return KEEPER.problem if KEEPER is not None and KEEPER.problem else NOT_KEPT


def note_storage(store) -> None:
    """In a browser: the store's changes go to IndexedDB, or, where they cannot, the one line
    saying so goes on the store's messages, which every program shows as it starts."""
    if not IN_BROWSER:
        return
    if files_kept(store.root):
        if KEEPER is not None:
            store.on_change = KEEPER.persist
            KEEPER.report = store.report
        return
    store.report(KEEPER.problem if KEEPER is not None and KEEPER.problem else NOT_KEPT)
