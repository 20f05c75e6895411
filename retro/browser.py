"""Life in the browser: the page's URL query as a command line, and the data folder in IndexedDB.

Pyxel's web runtime (``pyxel app2html``) runs the packaged ``run.py`` under
Pyodide with no command line of its own (``sys.argv == ['']``); Pyodide's
``js`` module lets Python read the page's address, so
``retro-cards.html?program=pinochle&letters=MS&seed=7`` does what
``python run.py pinochle MS --seed 7`` does.

Pyxel's runtime keeps the data folder in memory; a ``Keeper`` mounts
Emscripten's IndexedDB file system (IDBFS, reached through ``pyodide_js.FS``)
on it before the store first reads, so scores, settings, records and
unfinished games survive a reload and a browser restart. IndexedDB is shared
by the site's tabs: each program's files are kept by the one tab that holds
that program's Web Lock, and a tab copies only those (IDBFS's own
``syncfs(false)`` would make IndexedDB a copy of the whole folder, deleting
another tab's newer files). So two tabs playing two programs both keep
everything; a second tab of the same program plays in memory, says so in one
line and offers "Play here", which moves the keeping to it. Everything here can be imported (and
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


# Asks once per page for each lock ``names`` holds and calls ``answer(granted)``: the names of the
# locks this tab now holds. A lock is held (its callback's promise unsettled) until the page goes,
# or until another tab asks for it ("play here", ``release``). Without Web Locks (a page served
# over plain http, not localhost) a name in localStorage stands in: the tab whose name is there
# keeps those files, beating every second; a newcomer takes the place only when the beat is old,
# and a tab that finds another name there before a copy stops keeping it (``retroCardsStillOwner``).
_CLAIM_JS = """(names, answer) => {
  const g = globalThis;
  g.retroCardsClaims = g.retroCardsClaims || {};
  g.retroCardsHeld = g.retroCardsHeld || {};
  g.retroCardsLost = g.retroCardsLost || {};
  const granted = [];
  let left = names.length;
  const settle = (name, owner) => {
    if (g.retroCardsClaims[name] !== undefined) return;
    g.retroCardsClaims[name] = owner;
    if (owner) granted.push(name);
    if (--left === 0) answer(granted);
  };
  const byName = (name) => {
    const key = name + "-owner", me = String(Math.random()).slice(2);
    try { localStorage.getItem(key); } catch (e) { settle(name, true); return; }
    const read = () => { try { return JSON.parse(localStorage.getItem(key) || "null"); } catch (e) { return null; } };
    const mine = () => { const now = read(); return !!now && now.id === me; };
    const write = () => { try { localStorage.setItem(key, JSON.stringify({id: me, at: Date.now()})); } catch (e) {} };
    const held = read();
    if (held && Date.now() - held.at < 15000) { settle(name, false); return; }
    write();
    setTimeout(() => {
      if (!mine()) { settle(name, false); return; }
      const timer = setInterval(() => { if (mine()) write(); else { g.retroCardsLost[name] = true; clearInterval(timer); } }, 1000);
      const letGo = () => { clearInterval(timer); if (mine()) { try { localStorage.removeItem(key); } catch (e) {} } };
      addEventListener("pagehide", letGo);
      g.retroCardsHeld[name] = () => { g.retroCardsLost[name] = true; letGo(); };
      settle(name, true);
    }, 300);
  };
  g.retroCardsStillOwner = (name) => !g.retroCardsLost[name];
  if (g.retroCardsChannel === undefined) {
    try {
      g.retroCardsChannel = new BroadcastChannel("retro-cards-files");
      if (g.retroCardsChannel.unref) g.retroCardsChannel.unref();   // (Node.js: it holds no process open)
      g.retroCardsChannel.onmessage = (e) => {
        const m = e.data || {};
        if (m.release && g.retroCardsHeld[m.release] && g.retroCardsOnRelease) g.retroCardsOnRelease(m.release);
        if (m.released && g.retroCardsWaitingFor === m.released) location.reload();
      };
    } catch (e) { g.retroCardsChannel = null; }
  }
  for (const name of names) {
    if (g.retroCardsClaims[name] !== undefined) { const was = g.retroCardsClaims[name]; delete g.retroCardsClaims[name]; settle(name, was && !g.retroCardsLost[name]); continue; }
    if (typeof navigator === "undefined" || !navigator.locks) { byName(name); continue; }
    try {
      navigator.locks.request(name, {ifAvailable: true}, (lock) => {
        settle(name, !!lock);
        return lock ? new Promise((resolve) => { g.retroCardsHeld[name] = () => { g.retroCardsLost[name] = true; resolve(); }; }) : undefined;
      }).catch(() => byName(name));
    } catch (e) { byName(name); }
  }
}"""

# The line over the page, in the page's own look: what another tab does with a program's files,
# and the button that moves the game here ("play here") or reloads.
_BAR_JS = """(text, button, name) => {
  const g = globalThis;
  let bar = document.getElementById("retro-tabs");
  if (!bar) {
    bar = document.createElement("div");
    bar.id = "retro-tabs"; bar.setAttribute("role", "status");
    bar.style.cssText = "position:fixed;left:0;right:0;top:0;z-index:21;font:16px/1.4 'Courier New',monospace;" +
      "color:#fff;background:#0000aa;border-bottom:2px solid #55ffff;text-align:center;padding:.3em .5em";
    (document.body || document.documentElement).appendChild(bar);
  }
  bar.textContent = text + " ";
  if (button) {
    const b = document.createElement("button");
    b.id = "retro-play-here"; b.textContent = button;
    b.style.cssText = "font:inherit;padding:0 1em";
    b.addEventListener("click", () => {
      b.disabled = true; b.textContent = "Asking the other tab...";
      g.retroCardsWaitingFor = name;
      if (g.retroCardsChannel) g.retroCardsChannel.postMessage({release: name});
      setTimeout(() => location.reload(), 5000);      // no answer: that tab has gone
    });
    bar.appendChild(b);
  }
  const close = document.createElement("button");          // the line goes; the game's menus are under it
  close.id = "retro-tabs-close"; close.textContent = "OK"; close.setAttribute("aria-label", "Close this line");
  close.style.cssText = "font:inherit;padding:0 1em;margin-left:.5em";
  close.addEventListener("click", () => bar.remove());
  bar.appendChild(close);
}"""

# Lets go of lock ``name`` (after the last copy) and tells the tab that asked.
_LET_GO_JS = """(name) => {
  const g = globalThis, held = g.retroCardsHeld && g.retroCardsHeld[name];
  if (held) { delete g.retroCardsHeld[name]; held(); }
  if (g.retroCardsChannel) g.retroCardsChannel.postMessage({released: name});
}"""

# Copies between the folder and IndexedDB only the files ``keep(path)`` says are this tab's, as
# IDBFS's own syncfs does for all (Emscripten's library_idbfs: getLocalSet, getRemoteSet,
# reconcile), so a tab never overwrites or deletes another program's files.
_SYNC_JS = """(FS, folder, populate, keep, callback) => {
  const IDBFS = FS.filesystems.IDBFS, mount = FS.lookupPath(folder).node.mount;
  const only = (set) => { const entries = {}; for (const path of Object.keys(set.entries)) if (keep(path)) entries[path] = set.entries[path]; return Object.assign({}, set, {entries}); };
  IDBFS.getLocalSet(mount, (err, local) => {
    if (err) return callback(err);
    IDBFS.getRemoteSet(mount, (err, remote) => {
      if (err) return callback(err);
      const src = only(populate ? remote : local), dst = only(populate ? local : remote);
      IDBFS.reconcile(src, dst, callback);
    });
  });
}"""


def lock_name(program: str | None) -> str:
    """The Web Lock of ``program``'s files (None: the folder's own files)."""
    return OWNER_LOCK if program is None else f"{OWNER_LOCK}-{program}"


def _js_claim(names, answer) -> None:
    """Ask which of the locks ``names`` this tab gets; ``answer(list)`` comes asynchronously."""
    from pyodide.code import run_js
    from pyodide.ffi import to_js

    run_js(_CLAIM_JS)(to_js(list(names)), _js_callback(lambda granted: answer([str(n) for n in granted])))


def _js_still_owner(name: str) -> bool:
    """False once another tab has taken lock ``name``'s files over."""
    import js

    still = getattr(js, "retroCardsStillOwner", None)
    return True if still is None else bool(still(name))


def _js_sync(fs, folder, populate: bool, keep, callback) -> None:
    from pyodide.code import run_js
    from pyodide.ffi import create_proxy

    keeper = create_proxy(keep)

    def done(err=None):
        keeper.destroy()
        callback(err)

    run_js(_SYNC_JS)(fs, str(folder), populate, keeper, _js_callback(done))


def _js_bar(text: str, button: str = "", name: str = "") -> None:
    from pyodide.code import run_js

    run_js(_BAR_JS)(text, button, name)


def _js_on_release(handler) -> None:
    import js
    from pyodide.ffi import create_proxy

    js.retroCardsOnRelease = create_proxy(handler)


def _js_let_go(name: str) -> None:
    from pyodide.code import run_js

    run_js(_LET_GO_JS)(name)


def _js_options(values: dict):
    from js import Object
    from pyodide.ffi import to_js

    return to_js(values, dict_converter=Object.fromEntries)


class Keeper:
    """The data folder kept in the browser's IndexedDB (Emscripten's IDBFS), each program's files
    by the tab that holds that program's lock.

    IndexedDB is shared by every tab of the site. Each program's files (``store.program_of``) have a
    Web Lock of their own, and the folder's own files (settings of old, a crash's log) one more:
    ``start()`` asks for the locks of ``programs`` (a page opened for one program asks for its
    own; the disk menu for all four) and the folder's, mounts IDBFS on the folder and asks for the
    saved files (all of them: reading takes nothing from another tab); ``ready`` turns True once
    they are back (or once it is clear they cannot be), and only then may the store read the
    folder. ``persist()``, the store's ``on_change``, copies to IndexedDB only the files of the
    locks this tab holds (``_SYNC_JS``), so two tabs playing two programs both keep everything.

    A page opened for a program another tab keeps plays in memory and says so in one line, with
    "Play here": the other tab then copies that program's files a last time, lets the lock go and
    says so in its own line, and this page reloads as the keeper. ``kept`` says whether this tab
    keeps anything; ``keeps(program)`` whether it keeps ``program``'s files; where it keeps
    nothing, ``problem`` holds the one line to say. ``fs``/``callback``/``options``/``claim``/
    ``still_owner``/``sync``/``bar``/``on_release``/``let_go`` stand in for Pyodide's ``FS``,
    ``create_once_callable``, ``to_js``, the locks, the filtered copy and the page's line in tests.
    """

    def __init__(self, folder, programs=(), titles=None, fs=None, callback=None, options=None, claim=None,
                 still_owner=None, sync=None, bar=None, on_release=None, let_go=None):
        self.folder = PurePosixPath(folder)
        self.programs = tuple(programs)
        self.titles = dict(titles or {})
        self.ready = False
        self.kept = False
        self.owner = False       # this tab keeps some program's files
        self.owned: set = set()  # the programs whose files this tab keeps (None: the folder's own)
        self.problem = ""
        self.persisted = 0       # copies to IndexedDB finished
        self._fs = fs
        self._callback = callback or _js_callback
        self._options = options or _js_options
        self._claim = claim or _js_claim
        self._still_owner = still_owner or _js_still_owner
        self._sync = sync or (lambda populate, keep, done: _js_sync(self._fs, self.folder, populate, keep, done))
        self._bar = bar or _js_bar
        self._on_release = on_release or _js_on_release
        self._let_go = let_go or _js_let_go
        self._busy = False
        self._again = False
        self.report = None       # the store's report(), once there is a store

    def start(self) -> "Keeper":
        try:
            self._fs = self._fs or _pyodide_fs()
            self._claim([lock_name(p) for p in (None, *self.programs)], self._claimed)
        except Exception as err:   # no IDBFS or no JavaScript in this runtime...
            self._refused(err)
        return self

    def _claimed(self, granted) -> None:
        if self.ready:      # given up on already
            return
        by_name = {lock_name(p): p for p in (None, *self.programs)}
        self.owned = {by_name[name] for name in granted if name in by_name}
        self.owner = any(p is not None for p in self.owned)
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

    def _title(self, program) -> str:
        return self.titles.get(program, str(program).title())

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
        try:
            self._on_release(self.release)
        except Exception:   # no page to hear from: nobody can ask for the files
            pass
        if not self.owner:
            self._refused("another tab keeps the files", OTHER_TAB)
            if len(self.programs) == 1:
                self._say(f"{self._title(self.programs[0])} is open in another tab, which keeps its games: "
                          "this tab keeps nothing.", "Play here", lock_name(self.programs[0]))
            return
        self.kept = True
        self.ready = True

    def _say(self, text: str, button: str = "", name: str = "") -> None:
        try:
            self._bar(text, button, name)
        except Exception:   # no page to show it on
            pass

    def keeps(self, program: str | None) -> bool:
        """Whether ``program``'s files (None: any of this tab's) outlive the page."""
        return self.kept and (program is None or program in self.owned)

    def mine(self, path: str) -> bool:
        """Whether the file at ``path`` is this tab's to copy (the folder itself is everyone's)."""
        from retro.store import program_of

        if PurePosixPath(path) == self.folder:
            return True
        return program_of(str(path)) in self.owned

    def give_up(self) -> None:
        """IndexedDB has not answered for too long: go on in memory rather than wait."""
        if not self.ready:
            self._refused("no answer")

    def persist(self) -> None:
        """Copy this tab's files to IndexedDB (the store calls this after each change)."""
        if not self.kept:
            return
        if self._busy:
            self._again = True
            return
        try:
            lost = {p for p in self.owned if not self._still_owner(lock_name(p))}
        except Exception:   # no way to ask: the locks were ours at the start
            lost = set()
        if lost:
            self.owned -= lost
            if not any(p is not None for p in self.owned):
                self._refused("another tab took the files over", OTHER_TAB)
                return
        self._busy = True
        try:
            self._sync(False, self.mine, self._callback(self._persisted))
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

    def release(self, name: str) -> None:
        """Another tab asks for lock ``name`` ("Play here"): this tab's files of that program are
        copied a last time, then the lock goes, and a line says that this tab keeps them no more."""
        program = {lock_name(p): p for p in self.programs}.get(str(name))
        if program is None or program not in self.owned or not self.kept:
            return

        def copied(err=None) -> None:
            self.owned.discard(program)
            self._let_go(lock_name(program))
            line = f"{self._title(program)} is played in another tab now: this tab keeps nothing more of it."
            self._say(line)
            if not any(p is not None for p in self.owned):
                self.kept = False
                self.problem = line
            if self.report is not None:
                self.report(line)

        keep = self.mine
        try:
            self._sync(False, keep, self._callback(copied))
        except Exception:
            copied()


# The page's one Keeper (``keep_folder``); None outside a browser.
KEEPER: Keeper | None = None


def keep_folder(folder, programs=(), titles=None) -> Keeper:
    """In the page: start keeping ``folder`` in IndexedDB (before anything reads it), the files of
    ``programs`` (the page's one program, or all the menu offers)."""
    global KEEPER
    KEEPER = Keeper(folder, programs, titles).start()
    return KEEPER


def files_kept(root=None, program: str | None = None) -> bool:
    """Whether what is saved now is still there after a reload: always on a desktop; in a
    page, only in the tab that keeps the data folder in IndexedDB (``root``, when given,
    is the store's folder), and ``program``'s files only in the tab that holds its lock.
    Programs read it as ``Context.keeps(program)`` before promising that a game or a
    setting is kept."""
    if not IN_BROWSER:
        return True
    if KEEPER is None:
        return root is not None and kept_after_reload(root)
    return KEEPER.keeps(program) and (root is None or PurePosixPath(root) == KEEPER.folder)


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
