"""Browser support (retro/browser.py): the URL query as a command line, the data folder, leaving."""

import sys
from pathlib import Path, PurePosixPath
from types import SimpleNamespace

import pytest

from retro import browser, headless
from retro.__main__ import main, parse
from retro.shell import LEAVE_IN_BROWSER, Shell
from retro.store import APP_NAME, APP_VENDOR, Store, default_data_dir


@pytest.mark.parametrize("query, argv", [
    ("", []),
    ("?", []),
    ("?program=pinochle", ["pinochle"]),
    ("?program=pinochle&letters=MS", ["pinochle", "MS"]),
    ("?letters=M*&program=tablanet&seed=7", ["tablanet", "M*", "--seed", "7"]),
    ("?program=tablanet&letters=M%2A", ["tablanet", "M*"]),
    ("?seed=42", ["--seed", "42"]),
    ("?letters=MS", []),                       # letters mean nothing without a program
    ("?program=casino&utm_source=x&letters=", ["casino"]),
    ("?program=casino&program=pinochle", ["pinochle"]),
    ("?PROGRAM=casino", ["casino"]),
])
def test_query_argv(query, argv):
    assert browser.query_argv(query) == argv


def test_query_goes_through_the_usual_checks():
    args = parse(browser.query_argv("?program=PINOCHLE&letters=ms&seed=3"))
    assert (args.program, args.letters, args.seed) == ("pinochle", "MS", 3)


def test_command_line_on_a_desktop_is_argv():
    assert browser.command_line(["run.py", "casino", "S"], in_browser=False) == ["casino", "S"]


def test_command_line_under_pyxel_play_ignores_pyxels_own_arguments():
    assert browser.command_line(["/usr/bin/pyxel", "play", "retro-cards.pyxapp"], in_browser=False) == []
    assert browser.command_line(["pyxel", "play", "dist/RETRO-CARDS.PYXAPP"], in_browser=False) == []


def test_command_line_in_a_browser_is_the_page_query():
    assert browser.command_line([""], in_browser=True, query="?program=casino&letters=S") == ["casino", "S"]


def test_page_query_outside_a_page_is_empty():
    assert browser.page_query() == ""


def test_pyxel_data_dir_is_where_pyxel_puts_user_data(pyxel_session, monkeypatch, tmp_path):
    monkeypatch.setenv("HOME", str(tmp_path))
    ours = browser.pyxel_data_dir(APP_VENDOR, APP_NAME)
    assert ours == tmp_path / ".pyxel" / "retro_card_classics" / "retro-cards"
    assert Path(pyxel_session.user_data_dir(APP_VENDOR, APP_NAME)) == ours


def test_store_in_a_browser_uses_pyxels_user_data_dir(monkeypatch, tmp_path):
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setattr(sys, "platform", "emscripten")
    assert default_data_dir() == tmp_path / ".pyxel" / "retro_card_classics" / "retro-cards"


def test_a_data_folder_that_forgets_is_reported_once(monkeypatch, tmp_path):
    store = Store(tmp_path)
    browser.note_storage(store)
    assert store.messages == []                      # a desktop keeps its files
    monkeypatch.setattr(browser, "IN_BROWSER", True)
    monkeypatch.setattr(browser, "KEEPER", None)
    assert not browser.kept_after_reload(tmp_path)   # no IndexedDB mount here
    browser.note_storage(store)
    assert store.messages == [browser.NOT_KEPT]
    assert len(browser.NOT_KEPT) <= 76 and len(browser.KEPT) <= 76


def _start_in_browser(monkeypatch, tmp_path, query):
    """main() as the page runs it; the window is replaced by a note of what it was given."""
    import retro.shell as shell_mod

    started = {}

    def window(ctx, program, letters, scale, waiting=None):
        started.update(waiting=waiting, program=program, letters=letters)
        assert waiting is not None and waiting.ready   # no IndexedDB here: in memory at once
        started["ctx"] = ctx() if callable(ctx) else ctx

    monkeypatch.setattr(browser, "IN_BROWSER", True)
    monkeypatch.setattr(browser, "page_query", lambda: query)
    monkeypatch.setenv("RETRO_CARDS_DATA", str(tmp_path))
    monkeypatch.setattr(shell_mod, "run_window", window)
    monkeypatch.setattr(sys, "argv", [""])
    assert main() == 0
    return started


def test_main_in_a_browser_reads_the_page_query(monkeypatch, tmp_path):
    started = _start_in_browser(monkeypatch, tmp_path, "?program=tablanet&letters=e&seed=5")
    assert (started["program"], started["letters"], started["ctx"].seed) == ("tablanet", "E", 5)
    assert started["ctx"].store.messages == [browser.NOT_KEPT]
    assert started["waiting"].folder == PurePosixPath(tmp_path)


def test_main_in_a_browser_opens_the_menu_on_a_bad_query(monkeypatch, tmp_path):
    started = _start_in_browser(monkeypatch, tmp_path, "?program=solitaire")
    assert started["program"] is None
    assert started["ctx"].store.messages[-1].startswith("Page address: unknown program")


# --- the data folder in IndexedDB ------------------------------------------------------------------
class FakeFS:
    """Emscripten's FS as far as the Keeper uses it; syncfs answers when the test says."""

    class filesystems:
        IDBFS, MEMFS = "IDBFS", "MEMFS"

    def __init__(self, refuse_mount: Exception | None = None):
        self.mounts: dict[str, str] = {}
        self.syncs: list[bool] = []
        self.waiting: list = []
        self.refuse_mount = refuse_mount

    def mount(self, kind, options, path):
        if self.refuse_mount:
            raise self.refuse_mount
        assert options == {"autoPersist": False}
        self.mounts[path] = kind

    def syncfs(self, populate, callback):
        self.syncs.append(populate)
        self.waiting.append(callback)

    def lookupPath(self, path):
        kind = self.mounts.get(path, self.filesystems.MEMFS if path == "/" else None)
        if kind is None:
            raise OSError("no such file or directory")
        return SimpleNamespace(node=SimpleNamespace(mount=SimpleNamespace(type=kind)))

    def answer(self, err=None):
        self.waiting.pop(0)(err)


ALL = ("pinochle", "tablenette", "casino", "tablanet")


def _keeper(tmp_path, owner=True, still_owner=lambda name: True, programs=ALL, **kw):
    """A Keeper on a FakeFS for ``programs``; ``owner``: whether this tab gets their files (the
    Web Locks: True for all, False for none, or the programs it gets). The page's line goes to
    ``fs.bars``, a copy's filter to ``fs.keeps``, the locks let go to ``fs.let_go``."""
    fs = FakeFS(**kw)
    fs.bars, fs.keeps, fs.let_go, fs.release = [], [], [], []

    def claim(names, answer):
        wanted = (set(programs) | {None}) if owner is True else set() if owner is False else set(owner) | {None}
        answer([name for name in names if name in {browser.lock_name(p) for p in wanted}])

    def sync(populate, keep, done):
        fs.keeps.append(keep)
        fs.syncfs(populate, done)

    keeper = browser.Keeper(tmp_path / "data", programs, {"casino": "Casino"}, fs=fs, callback=lambda f: f,
                            options=lambda d: d, claim=claim, still_owner=still_owner, sync=sync,
                            bar=lambda *said: fs.bars.append(said), on_release=fs.release.append,
                            let_go=fs.let_go.append)
    return keeper, fs


def test_idbfs_is_mounted_and_the_program_waits_for_the_saved_files(tmp_path):
    keeper, fs = _keeper(tmp_path)
    keeper.start()
    assert fs.mounts == {str(tmp_path / "data"): "IDBFS"} and fs.syncs == [True]
    assert not keeper.ready                          # the files are still on their way
    fs.answer(None)
    assert keeper.ready and keeper.kept and not keeper.problem
    assert browser.kept_after_reload(tmp_path / "data" / "settings.json", fs)


def test_each_change_is_copied_to_indexeddb_one_copy_at_a_time(tmp_path, monkeypatch):
    keeper, fs = _keeper(tmp_path)
    keeper.start()
    fs.answer(None)
    monkeypatch.setattr(browser, "IN_BROWSER", True)
    monkeypatch.setattr(browser, "KEEPER", keeper)
    store = Store(keeper.folder)
    browser.note_storage(store)
    assert store.on_change == keeper.persist and store.messages == []
    assert browser.storage_line() == browser.KEPT
    store.save_settings("pinochle", {"game_point": 1500})
    assert fs.syncs == [True, False]
    store.save_json("casino.game.json", {"state": 1})      # while the first copy runs
    store.delete("casino.game.json")
    assert fs.syncs == [True, False]                        # one more copy is due, not two
    fs.answer(None)
    assert fs.syncs == [True, False, False]
    fs.answer(None)
    assert keeper.persisted == 2 and not fs.waiting


def test_a_damaged_file_set_aside_is_copied_too(tmp_path):
    store = Store(tmp_path)
    changes = []
    store.on_change = lambda: changes.append(sorted(p.name for p in tmp_path.iterdir()))
    (tmp_path / "settings.json").write_text("{broken")
    store.settings("pinochle")
    assert changes == [["settings.json.bad"]]


def test_no_copy_is_asked_for_when_a_save_fails(tmp_path):
    (tmp_path / "taken").write_text("a file where the folder should be")
    store = Store(tmp_path / "taken")
    changes = []
    store.on_change = lambda: changes.append(1)
    assert not store.save_json("x.json", {})
    assert changes == []


def test_where_indexeddb_is_refused_one_line_says_so_and_play_goes_on(tmp_path, monkeypatch):
    keeper, fs = _keeper(tmp_path)
    keeper.start()
    fs.answer("SecurityError: the operation is insecure")   # some private windows
    assert keeper.ready and not keeper.kept and keeper.problem == browser.NOT_KEPT
    monkeypatch.setattr(browser, "IN_BROWSER", True)
    monkeypatch.setattr(browser, "KEEPER", keeper)
    store = Store(keeper.folder)
    browser.note_storage(store)
    assert store.messages == [browser.NOT_KEPT] and store.on_change is None
    assert store.save_settings("pinochle", {"game_point": 1500})        # in memory it works
    assert Store(keeper.folder).settings("pinochle") == {"game_point": 1500}
    assert browser.storage_line() == browser.NOT_KEPT


def test_a_runtime_without_idbfs_goes_on_in_memory(tmp_path):
    keeper, fs = _keeper(tmp_path, refuse_mount=RuntimeError("no IDBFS"))
    keeper.start()
    assert keeper.ready and not keeper.kept and keeper.problem == browser.NOT_KEPT


def test_a_copy_that_fails_later_is_said_once(tmp_path, monkeypatch):
    keeper, fs = _keeper(tmp_path)
    keeper.start()
    fs.answer(None)
    monkeypatch.setattr(browser, "IN_BROWSER", True)
    monkeypatch.setattr(browser, "KEEPER", keeper)
    store = Store(keeper.folder)
    browser.note_storage(store)
    store.save_settings("pinochle", {"a": 1})
    fs.answer("QuotaExceededError")
    store.save_settings("pinochle", {"a": 2})
    store.save_settings("pinochle", {"a": 3})
    assert store.messages == [browser.NOT_KEPT] and not fs.waiting


def test_a_copy_that_cannot_even_start_is_said_once(tmp_path, monkeypatch):
    keeper, fs = _keeper(tmp_path)
    keeper.start()
    fs.answer(None)
    monkeypatch.setattr(browser, "IN_BROWSER", True)
    monkeypatch.setattr(browser, "KEEPER", keeper)
    store = Store(keeper.folder)
    browser.note_storage(store)

    def broken(populate, callback):
        raise RuntimeError("InvalidStateError: the database connection is closing")

    fs.syncfs = broken
    for value in (1, 2, 3):
        assert store.save_settings("pinochle", {"a": value})
    assert store.messages == [browser.NOT_KEPT] and not keeper.kept


def test_an_answer_too_late_is_not_waited_for(tmp_path):
    keeper, fs = _keeper(tmp_path)
    keeper.start()
    keeper.give_up()
    assert keeper.ready and not keeper.kept and keeper.problem == browser.NOT_KEPT
    fs.answer(None)                                  # it came after all: still in memory
    assert not keeper.kept


def test_a_restarted_app_finds_its_folder_mounted_already(tmp_path):
    keeper, fs = _keeper(tmp_path)
    keeper.start()
    fs.answer(None)
    again = browser.Keeper(keeper.folder, ALL, fs=fs, callback=lambda f: f, options=lambda d: d,
                           claim=lambda names, answer: answer(list(names)), on_release=lambda f: None).start()
    assert again.ready and again.kept and fs.syncs == [True]


def test_the_window_starts_the_program_once_the_files_are_back(pyxel_session, monkeypatch, tmp_path):
    import retro.shell as shell_mod
    from retro.audio import Audio
    from retro.program import Context

    loop = {}
    monkeypatch.setattr(pyxel_session, "init", lambda *a, **kw: None)
    monkeypatch.setattr(pyxel_session, "run", lambda update, draw: loop.update(update=update, draw=draw))
    keeper, fs = _keeper(tmp_path)
    keeper.start()
    made = []

    def context():
        made.append(1)
        return Context(store=Store(keeper.folder), audio=Audio(muted=True), seed=1)

    shell_mod.run_window(context, None, "", None, waiting=keeper)
    for _ in range(3):
        loop["update"]()
        loop["draw"]()
    assert made == []                                # nothing has read the folder yet
    fs.answer(None)
    loop["update"]()
    loop["draw"]()
    assert made == [1]
    shell_mod.run_window(context, None, "", None, waiting=_keeper(tmp_path / "b")[0].start())
    monkeypatch.setattr(shell_mod, "WAIT_FOR_FILES_S", 0.0)
    loop["update"]()                                 # IndexedDB never answers: go on without it
    assert made == [1, 1]


def test_the_menu_says_where_files_are_kept(ctx, monkeypatch, tmp_path):
    from retro.launcher import Launcher

    keeper, fs = _keeper(tmp_path)
    keeper.start()
    fs.answer(None)
    monkeypatch.setattr(browser, "IN_BROWSER", True)
    monkeypatch.setattr(browser, "KEEPER", keeper)
    menu = Launcher(ctx, on_run=lambda info: None)
    headless.frame(menu, 2)
    assert browser.KEPT in menu.screen.text()
    assert "until the page is reloaded" not in menu.screen.text()


def test_the_palette_goes_in_through_from_list_on_every_engine(pyxel_session, monkeypatch):
    from retro import palette

    class OldColors:                 # Pyxel 2.6's colour list: from_list, no slices
        def __init__(self):
            self.values = []

        def __setitem__(self, index, value):
            raise TypeError("argument 'idx': 'slice' object cannot be interpreted as an integer")

        def from_list(self, values):
            self.values = list(values)

    old = OldColors()
    monkeypatch.setattr(pyxel_session, "colors", old)
    palette.install()
    assert old.values == palette.PALETTE


def test_the_real_engine_takes_the_palette_quietly(pyxel_session, capfd):
    from retro import palette

    palette.install()
    assert list(pyxel_session.colors)[:len(palette.PALETTE)] == palette.PALETTE
    assert "deprecated" not in capfd.readouterr().out


def test_the_page_path_calls_no_test_only_pyxel_function():
    """set_btn, set_mouse_pos, headless init and screenshot files exist only in newer engines
    (and are for tests): only the headless driver and the window kit's picture demo use them.
    The palette goes in through from_list, which every engine has (the test above)."""
    import re

    root = Path(browser.__file__).resolve().parent
    allowed = {"headless.py", "demo.py"}
    test_only = re.compile(r"set_btn|set_mouse_pos|headless\s*=|screenshot\(")
    for path in root.rglob("*.py"):
        if path.name in allowed:
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            code = line.split("#")[0]
            if test_only.search(code) and "headless." not in code:
                raise AssertionError(f"{path.relative_to(root)}:{number}: {line.strip()}")


def test_leaving_the_menu_in_a_browser_keeps_it_open(ctx, monkeypatch):
    shell = Shell(ctx)
    headless.frame(shell, 2)
    monkeypatch.setattr(sys, "platform", "emscripten")
    headless.press_many(shell, ["F7", "Y"])
    assert not shell.quit_requested and shell.current is shell.menu
    assert shell.menu.message == LEAVE_IN_BROWSER
    monkeypatch.setattr(sys, "platform", "linux")
    headless.press_many(shell, ["F7", "Y"])
    assert shell.quit_requested


# --- one tab keeps the files; storage refused is said everywhere ---------------------------------------
def test_a_second_tab_reads_the_kept_files_but_never_writes_them(tmp_path, monkeypatch):
    keeper, fs = _keeper(tmp_path, owner=False)
    keeper.start()
    assert fs.syncs == [True]                        # the kept files are read...
    fs.answer(None)
    assert keeper.ready and not keeper.kept and keeper.problem == browser.OTHER_TAB
    monkeypatch.setattr(browser, "IN_BROWSER", True)
    monkeypatch.setattr(browser, "KEEPER", keeper)
    store = Store(keeper.folder)
    browser.note_storage(store)
    assert store.messages == [browser.OTHER_TAB] and store.on_change is None
    assert store.save_settings("casino", {"speed": 2})
    keeper.persist()
    assert fs.syncs == [True]                        # ...and never written: no syncfs(false)
    assert browser.storage_line() == browser.OTHER_TAB and not browser.files_kept(store.root)
    assert len(browser.OTHER_TAB) <= 76


def test_a_tab_whose_files_another_took_over_stops_copying_and_says_so_once(tmp_path, monkeypatch):
    owner = [True]
    keeper, fs = _keeper(tmp_path, still_owner=lambda name: owner[0])
    keeper.start()
    fs.answer(None)
    monkeypatch.setattr(browser, "IN_BROWSER", True)
    monkeypatch.setattr(browser, "KEEPER", keeper)
    store = Store(keeper.folder)
    browser.note_storage(store)
    store.save_settings("pinochle", {"a": 1})
    fs.answer(None)
    owner[0] = False                                 # a newer tab holds the files now
    store.save_settings("pinochle", {"a": 2})
    store.save_settings("pinochle", {"a": 3})
    assert fs.syncs == [True, False] and store.messages == [browser.OTHER_TAB]
    assert not browser.files_kept(store.root)


def test_refused_storage_is_said_to_the_program_even_with_the_folder_mounted(tmp_path, monkeypatch):
    """IDBFS mounts without asking IndexedDB; the refusal comes with the first read. The
    store must hear it though the folder looks like an IndexedDB mount."""
    keeper, fs = _keeper(tmp_path)
    keeper.start()
    fs.answer("SecurityError: The user denied permission to access the database.")
    monkeypatch.setattr(browser, "IN_BROWSER", True)
    monkeypatch.setattr(browser, "KEEPER", keeper)
    monkeypatch.setattr(browser, "_pyodide_fs", lambda: fs)
    assert browser.kept_after_reload(keeper.folder)   # mounted: the old test said "kept"
    store = Store(keeper.folder)
    browser.note_storage(store)
    assert store.messages == [browser.NOT_KEPT] and not browser.files_kept(store.root)


def test_the_context_says_whether_files_are_kept(monkeypatch, tmp_path):
    from retro.__main__ import make_context

    assert make_context(parse(["--data-dir", str(tmp_path)])).files_kept      # a desktop keeps
    started = _start_in_browser(monkeypatch, tmp_path, "?program=casino")
    assert started["program"] == "casino" and not started["ctx"].files_kept
    assert started["ctx"].store.messages == [browser.NOT_KEPT]   # Casino shows it as it starts


@pytest.mark.parametrize("program", ["pinochle", "tablenette", "casino", "tablanet"])
def test_every_program_started_from_the_address_says_the_storage_line(ctx, program):
    from retro.programs import create

    ctx.store.report(browser.NOT_KEPT)
    running = create(program, ctx, "S")
    headless.frame(running, 40)
    assert ctx.store.messages == []                  # taken by the program, to show
    shown = getattr(running, "notes", None)
    if shown is None:   # the Windows programs: a warning box
        window = getattr(running, "window", None) or getattr(running, "win")
        shown = repr(vars(window.modal)) if getattr(window, "modal", None) is not None else ""
    assert "keeps no files" in str(shown)


def test_without_web_locks_a_name_in_local_storage_lets_one_tab_keep_the_files(tmp_path):
    """The lock's stand-in (plain http, no ``navigator.locks``), run by Node.js: of two tabs
    sharing one localStorage the first keeps the files and the second does not; with no
    localStorage at all there is nothing to share, and the tab goes on to IndexedDB."""
    import shutil
    import subprocess

    node = shutil.which("node")
    if node is None:
        pytest.skip("Node.js is not installed")
    script = tmp_path / "claim.js"
    script.write_text(f"""
Object.defineProperty(globalThis, "navigator", {{value: {{}}, configurable: true}});   // no Web Locks
const claim = {browser._CLAIM_JS};
const store = {{}};
const shared = {{getItem: k => store[k] ?? null, setItem: (k, v) => {{ store[k] = String(v); }},
                removeItem: k => {{ delete store[k]; }}}};
globalThis.addEventListener = () => {{}};
const fresh = () => {{ for (const k of ["retroCardsClaims", "retroCardsHeld", "retroCardsLost"]) delete globalThis[k]; }};
claim(["x"], (bare) => {{
  fresh();                                          // the app restarted in a new page
  globalThis.localStorage = shared;
  claim(["x"], (first) => {{
    const stillFirst = globalThis.retroCardsStillOwner;
    fresh();                                        // a second tab: the same storage, its own page
    claim(["x"], (second) => {{
      console.log(JSON.stringify([bare, first, second, stillFirst("x")]));
      process.exit(0);
    }});
  }});
}});
""")
    out = subprocess.run([node, str(script)], capture_output=True, text=True, timeout=30)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == '[["x"],["x"],[],true]'


def test_the_visitors_language_is_the_first_of_theirs_a_program_speaks_else_english():
    assert browser.visitor_language(("ru", "en"), in_browser=True, preferred=["de-DE", "ru-RU", "en"]) == "ru"
    assert browser.visitor_language(("ru", "en"), in_browser=True, preferred=["de-DE", "fr"]) == "en"
    assert browser.visitor_language(("ru", "en"), in_browser=True, preferred=["en-GB"]) == "en"
    assert browser.visitor_language(("ru", "en"), in_browser=False, preferred=["en-GB"]) is None   # desktop


# --- each program's files by the tab that holds its lock -----------------------------------------
def test_a_tab_copies_only_the_files_of_the_programs_it_keeps(tmp_path, monkeypatch):
    """A page opened for Casino keeps Casino's files (its game, settings, Hall of Fame, their
    .bad and temporary copies) and never touches another program's or the folder's own."""
    keeper, fs = _keeper(tmp_path, programs=("casino",))
    keeper.start()
    fs.answer(None)
    assert keeper.keeps("casino") and not keeper.keeps("pinochle")
    monkeypatch.setattr(browser, "IN_BROWSER", True)
    monkeypatch.setattr(browser, "KEEPER", keeper)
    store = Store(keeper.folder)
    browser.note_storage(store)
    store.save_settings("casino", {"name": "Ann"})
    keep = fs.keeps[-1]
    folder = str(keeper.folder)
    assert keep(folder) and keep(f"{folder}/casino.game.json") and keep(f"{folder}/casino.settings.json")
    assert keep(f"{folder}/casino_hall_of_fame.json.bad") and keep(f"{folder}/.casino.game.json.x1y2.tmp")
    assert not keep(f"{folder}/pinochle.game.json") and not keep(f"{folder}/PINOCHLE.SCR")
    assert keep(f"{folder}/settings.json")                 # the folder's own: its lock was free too
    assert browser.files_kept(store.root, "casino") and not browser.files_kept(store.root, "tablanet")


def test_two_tabs_of_two_programs_both_keep_and_a_third_of_the_same_program_offers_play_here(tmp_path):
    """Tab A has Pinochle, tab B Casino: each keeps its own. Tab C opens Casino too: it plays in
    memory, says so, and offers "Play here"; asked, B copies Casino's files a last time, lets the
    lock go, and says so in its own line."""
    a, fs_a = _keeper(tmp_path / "a", owner={"pinochle"}, programs=("pinochle",))
    b, fs_b = _keeper(tmp_path / "b", owner={"casino"}, programs=("casino",))
    c, fs_c = _keeper(tmp_path / "c", owner=set(), programs=("casino",))
    for keeper, fs in ((a, fs_a), (b, fs_b), (c, fs_c)):
        keeper.start()
        fs.answer(None)
    assert a.keeps("pinochle") and b.keeps("casino") and not c.kept
    assert c.problem == browser.OTHER_TAB
    assert fs_c.bars == [("Casino is open in another tab, which keeps its games: this tab keeps nothing.",
                          "Play here", browser.lock_name("casino"))]
    said = []
    b.report = said.append
    fs_b.release[0](browser.lock_name("casino"))           # C's "Play here" reaches B
    assert fs_b.syncs == [True, False] and not fs_b.let_go  # the last copy first...
    fs_b.answer(None)
    assert fs_b.let_go == [browser.lock_name("casino")]     # ...then the lock goes
    assert not b.kept and said == ["Casino is played in another tab now: this tab keeps nothing more of it."]
    assert fs_b.bars[-1] == (said[0], "", "")
    fs_b.release[0](browser.lock_name("casino"))           # asked again: nothing left to give
    assert fs_b.syncs == [True, False]


def test_a_program_the_menus_tab_does_not_keep_says_so_as_it_starts(tmp_path, monkeypatch):
    from retro.audio import Audio
    from retro.program import Context
    from retro.shell import Shell

    for kept_for, line in ((lambda p: p != "casino", True), (lambda p: True, False)):
        ctx = Context(store=Store(tmp_path / str(line)), audio=Audio(muted=True), seed=1, kept_for=kept_for)
        said = []
        ctx.store.report = said.append
        Shell(ctx, "casino", "")
        assert said == (["Casino is open in another tab, which keeps its games: this tab keeps nothing."]
                        if line else [])


# --- a phone in the page (retro/web_input.py): the page's text field, a finger, no arrow ----------------
import json as _json

from retro import web_input


class FakePage:
    """The page script's ``retroInput`` as the bridge sees it: what it was shown, what a player typed."""

    def __init__(self, touch: bool = True):
        self.touching, self.shown, self.shows, self.hides = touch, None, [], 0
        self.seq, self.events = 0, []
        self.attended = []                      # the spans brought into view, in order

    def attend(self, spec):
        self.attended.append(_json.loads(spec))

    def touch(self):
        return self.touching

    def show(self, spec):
        self.shown = _json.loads(spec)
        self.shows.append(self.shown)

    def hide(self):
        self.shown, self.hides = None, self.hides + 1

    def take(self):
        out = _json.dumps({"seq": self.seq, "events": self.events})
        self.events = []
        return out

    def type(self, text):                       # the field holds ``text`` now
        self.seq += 1
        self.events.append(["text", text])

    def press(self, name):
        self.seq += 1
        self.events.append(["key", name])


@pytest.fixture
def page(request, monkeypatch):
    """A page to talk to, as in a browser (the bridge active, the last pointer a finger); the
    mouse is Pyxel's where a test runs Pyxel, else still."""
    fake = FakePage()
    pyxel_runs = {"ctx", "pyxel_session"} & set(request.fixturenames)
    pointer = None if pyxel_runs else (lambda: (0, 0, False))
    monkeypatch.setattr(web_input, "BRIDGE", web_input.Bridge(page=fake, pointer=pointer, active=True))
    return fake


@pytest.mark.parametrize("old, new, allowed, keys", [
    ("", "12", "0123456789", ["1", "2"]),
    ("12", "13", "0123456789", ["BACKSPACE", "3"]),
    ("123", "", "0123456789", ["BACKSPACE"] * 3),
    ("", "7x5", "123", ["7", "5"]),                    # a digit it refuses is pressed (it beeps); no letter
    ("", "ann b", "ABCDEFGHIJKLMNOPQRSTUVWXYZ", ["A", "N", "N", "B"]),
    ("AN", "ann", "ABCDEFGHIJKLMNOPQRSTUVWXYZ", ["N"]),  # the program's capitals are the field's letters
    ("", "1é2", "0123456789", ["1", "2"]),             # no key types é
])
def test_what_the_field_holds_reaches_a_dos_question_as_the_keys_that_type_it(old, new, allowed, keys):
    assert web_input.typing_keys(old, new, allowed) == keys


def test_a_text_box_takes_the_fields_printable_text_up_to_its_length():
    assert web_input.plain_text("Ann\tLee\n", 5) == "AnnLe"


def test_a_finger_that_hardly_moved_is_a_tap_and_a_swipe_scrolls_as_it_follows():
    swipe = web_input.Swipe(100, 200, 13)
    assert swipe.move(103, 196) == 0 and not swipe.swiping          # under SLOP: still a tap
    swipe = web_input.Swipe(100, 200, 13)
    assert swipe.move(130, 190) == 0 and not swipe.swiping          # more sideways than up: no swipe
    swipe = web_input.Swipe(100, 200, 13)
    assert swipe.move(100, 190) == 0 and swipe.swiping              # up 10 pixels: a part of a line
    assert swipe.move(100, 174) == 2                                # up 26 in all: two lines on
    assert swipe.move(100, 200) == -2                               # back down: the text comes back
    assert web_input.Swipe(0, 0, 16).move(0, -40) == 2


class DosHost:
    """A text-mode program holding one typed question, its keys going through ``dispatch``."""

    def __init__(self, widget):
        from retro.dos.screen import TextScreen

        self.screen, self.widget, self.keys, self.modal = TextScreen(), widget, [], None
        self.paint()

    def paint(self):
        self.screen.cursor = None
        if not self.widget.done:
            self.widget.paint(self.screen)

    def dispatch(self, key):
        self.keys.append(key)
        self.widget.handle(key)
        self.paint()


def _question(**how):
    from retro.dos.widgets import TypedAnswer

    def check(text):
        if not text:
            raise ValueError("Type a number.")
        return int(text)
    return TypedAnswer("Which deal number?", check, max_len=5, row=20, **how)


def test_a_dos_question_gets_the_pages_field_over_its_answer_and_what_is_typed_there(page):
    from retro.dos.screen import CELL_H, CELL_W, TOP

    host = DosHost(_question())
    web_input.BRIDGE.frame(host)
    shown = page.shown
    assert (shown["x"], shown["y"], shown["h"]) == (len(" Which deal number? ") * CELL_W, TOP + 20 * CELL_H, CELL_H)
    assert shown["digits"] and shown["look"] == "dos" and shown["text"] == "" and shown["max_len"] == 5
    page.type("12x")
    web_input.BRIDGE.frame(host)
    assert host.keys == ["1", "2"] and host.widget.typed == "12"
    assert page.shown["text"] == "12" and page.shown["seq"] == page.seq   # the field shows the program's text
    page.type("1")
    web_input.BRIDGE.frame(host)
    assert host.keys[-1] == "BACKSPACE" and host.widget.typed == "1"
    page.press("ESCAPE")                                                  # Esc as the program takes it
    web_input.BRIDGE.frame(host)
    assert host.keys[-1] == "ESCAPE" and host.widget.typed == "" and page.shown["text"] == ""
    page.press("RETURN")                                                  # refused: asked again, with a beep
    web_input.BRIDGE.frame(host)
    assert host.widget.error == "Type a number." and not host.widget.done
    page.type("345")
    page.press("RETURN")
    web_input.BRIDGE.frame(host)
    assert host.widget.done and host.widget.result == 345               # (a frame without a question)
    for _ in range(web_input.HIDE_AFTER - 2):                            # the next question may take it over
        web_input.BRIDGE.frame(host)
    assert page.shown is not None and page.hides == 0
    web_input.BRIDGE.frame(host)
    assert page.shown is None and page.hides == 1


def test_the_field_goes_when_the_question_is_covered_and_the_next_question_takes_it_over(page):
    host = DosHost(_question())
    web_input.BRIDGE.frame(host)
    first = page.shown["key"]
    host.screen.cursor = (5, 5)                     # a pop-up over it (its own cursor, or none)
    for _ in range(web_input.HIDE_AFTER):
        web_input.BRIDGE.frame(host)
    assert page.shown is None
    host.paint()                                    # back again: shown again, as the same question
    web_input.BRIDGE.frame(host)
    assert page.shown["key"] == first
    page.type("9")
    page.press("RETURN")
    web_input.BRIDGE.frame(host)
    host.widget = _question(allowed="0123456789")   # the next question, painted at once
    host.paint()
    web_input.BRIDGE.frame(host)
    assert page.shown["key"] != first and page.shown["text"] == "" and page.hides == 1


def test_what_was_typed_for_a_question_that_has_gone_reaches_no_other(page):
    host = DosHost(_question())
    web_input.BRIDGE.frame(host)
    host.widget.done = True                          # answered some other way (a click)
    host.widget = _question()
    host.paint()
    page.type("7")
    web_input.BRIDGE.frame(host)
    assert host.keys == [] and host.widget.typed == ""


def test_a_question_is_brought_into_view_once_when_it_comes_with_its_answers_at_its_end(page):
    """A phone showing a part of the screen is told what to read when it comes: a typed question
    from its first cell into its answer's field, a Y/N question to its Y and N (their end
    kept in view where the line is wider than the view); painted again, it is not told again (the
    player's own dragging stays); the next question is told."""
    from retro.dos.screen import CELL_H, CELL_W, TOP
    from retro.dos.widgets import YesNo

    host = DosHost(_question())
    web_input.BRIDGE.frame(host)
    field = page.shown
    assert page.attended == [dict(x0=0, y0=TOP + 20 * CELL_H, x1=field["x"] + min(field["w"], 4 * CELL_W),
                                  y1=TOP + 21 * CELL_H, end="right")]       # the answer's first cells
    for _ in range(3):
        host.paint()
        web_input.BRIDGE.frame(host)
    assert len(page.attended) == 1
    host.widget = YesNo("Continue the unfinished game (Y/N)?", row=13)
    host.paint()
    web_input.BRIDGE.frame(host)
    text = " Continue the unfinished game (Y/N)? "
    assert page.attended[-1] == dict(x0=0, y0=TOP + 13 * CELL_H, x1=(len(text) + 8) * CELL_W,
                                     y1=TOP + 14 * CELL_H, end="right")
    assert len(page.attended) == 2


def test_a_box_and_a_popup_question_are_brought_into_view_whole(page):
    from retro.dos.pass_screen import PassBox
    from retro.dos.screen import CELL_H, CELL_W, TOP
    from retro.dos.widgets import YesNo

    host = DosHost(YesNo("Take it back?", row=12, popup=True))
    web_input.BRIDGE.frame(host)
    width = len(" Take it back? ") + 10
    col = (80 - width) // 2
    assert page.attended == [dict(x0=col * CELL_W, y0=TOP + 11 * CELL_H, x1=(col + width) * CELL_W,
                                  y1=TOP + 14 * CELL_H, end="middle")]
    host.widget = PassBox(1, "Bob's turn", ["Pass the screen to Bob."], "Bob: press Enter", row=8, col=2)
    host.paint()
    web_input.BRIDGE.frame(host)
    shown = page.attended[-1]
    assert (shown["x0"], shown["y0"], shown["end"]) == (2 * CELL_W, TOP + 8 * CELL_H, "middle")
    assert shown["x1"] > shown["x0"] and shown["y1"] == TOP + (8 + 1 + 5) * CELL_H


def test_the_disk_menus_list_is_brought_into_view_by_its_names(ctx, page):
    """The list is wider than an upright phone: its left, the programs' names, comes into view."""
    shell = Shell(ctx, None, "")
    headless.frame(shell, 3)
    menu = shell.current.menu
    assert page.attended[0]["end"] == "left" and page.attended[0]["x0"] == menu.col * 8
    assert len(page.attended) == 1


def test_a_windows_dialog_is_brought_into_view_once_it_opens(ctx, page):
    shell = Shell(ctx, "casino", "S")
    headless.frame(shell, 4)
    box = shell.current.window.modal
    assert page.attended == [dict(x0=box.x, y0=box.y, x1=box.x + box.w, y1=box.y + box.h, end="middle")]


def test_outside_a_page_nothing_is_reported_and_there_is_no_page_to_talk_to():
    assert not web_input.BRIDGE.active and not web_input.IN_BROWSER
    host = DosHost(_question())
    assert web_input.BRIDGE._painted is None and web_input.BRIDGE._attending is None
    assert isinstance(web_input._page(), web_input.NoPage)          # no js module here
    assert not web_input.finger_down()
    host.dispatch("1")


def test_the_shell_types_a_casino_name_through_the_pages_field(ctx, page):
    """Casino's New Game box in a page: its name box gets the field (over the box, the whole name
    selected), the name typed there is the box's, and the field's Enter starts the game."""
    shell = Shell(ctx, "casino", "S")
    headless.frame(shell, 3)
    box = shell.current.window.modal.focus
    assert type(box).__name__ == "TextBox" and page.shown is not None
    assert (page.shown["x"], page.shown["y"], page.shown["w"]) == (box.ax, box.ay, box.w)
    assert page.shown["look"] == "win" and page.shown["text"] == box.text and not page.shown["digits"]
    page.type("Ann Lee")
    headless.frame(shell)
    assert box.text == "Ann Lee"
    page.press("RETURN")
    headless.frame(shell, 2)
    assert shell.current.window.modal is None and shell.current.window.game is not None
    assert shell.current.window.game.names[0] == "Ann Lee"
    headless.frame(shell, web_input.HIDE_AFTER + 1)
    assert page.shown is None


def test_the_fields_escape_is_the_dialogs_cancel(ctx, page):
    shell = Shell(ctx, "casino", "S")
    headless.frame(shell, 3)
    page.press("ESCAPE")
    headless.frame(shell, 2)
    assert shell.current.window.modal is None


def test_the_shell_answers_a_pinochle_question_through_the_pages_field(ctx, page):
    shell = Shell(ctx, "pinochle", "S*")
    headless.frame(shell, 40)
    asked = shell.current.scene.widget
    assert type(asked).__name__ == "TypedAnswer" and page.shown["digits"]
    page.type("3")
    headless.frame(shell, 2)
    assert asked.typed == "3" and "3" in shell.current.screen.row_text(asked.row)
    page.press("RETURN")
    headless.frame(shell, 2)
    assert asked.done and asked.result is not None and shell.current.scene.widget is not asked


def test_after_a_touch_no_arrow_is_drawn_where_the_finger_was(ctx, page, pyxel_session):
    """Casino draws the era's arrow at the mouse; after a finger (in a page) it draws none there,
    until a real mouse moves (the page says so), and its input is the same all the while."""
    shell = Shell(ctx, "casino", "S")
    headless.frame(shell, 2)
    headless.press(shell, "RETURN", after=3)               # the New Game box's OK: the table
    spot = (600, 300)

    def arrow_pixels():
        headless.move_mouse(shell, *spot, frames=2)
        return [headless.pixel(spot[0] + dx, spot[1] + dy) for dx in range(1, 4) for dy in range(2, 8)]

    page.touching = False
    with_mouse = arrow_pixels()
    page.touching = True
    with_finger = arrow_pixels()
    background = headless.pixel(spot[0] + 9, spot[1] - 4)
    assert set(with_finger) == {background} != set(with_mouse)
    from retro.win import inputs
    assert (inputs.current().mouse_x, inputs.current().mouse_y) == spot
