"""Run inside Pyodide (tests/web/pyodide_runner.mjs): the browser-side checks, then the seeded matches.

Prints one JSON object: ``{"browser": {...}, "matches": {...}}``. The
matches come from ``pyodide_matches.py`` and are compared with CPython's by
``test_pyodide.py``; the browser part records what the program sees under
Pyodide: the platform, the command line taken from ``location.search``, the
data folder, whether a saved file reads back, and whether the folder would
outlive a reload.
"""

from __future__ import annotations

import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))


def browser_checks() -> dict:
    from retro import browser
    from retro.__main__ import make_context, parse
    from retro.store import Store

    argv = browser.command_line(sys.argv[:1])
    args = parse(argv)
    ctx = make_context(args)
    store = ctx.store
    saved = store.save_settings("pinochle", {"game_point": 1500})
    again = Store().settings("pinochle")
    out = {
        "platform": sys.platform,
        "python": "%d.%d" % sys.version_info[:2],
        "argv": argv,
        "program": args.program,
        "letters": args.letters,
        "seed": args.seed,
        "data_dir": str(store.root),
        "saved": saved,
        "read_back": again,
        "messages": list(store.messages),
        "kept_after_reload": browser.kept_after_reload(store.root),
        "pyxel_imported": any(name == "pyxel" or name.startswith("pyxel.") for name in sys.modules),
    }
    # The same question for a folder on an IndexedDB mount (as a page could set up).
    try:
        import pyodide_js
        from pyodide.ffi import to_js
        from js import Object

        fs = pyodide_js.FS
        fs.mkdir("/idb")
        fs.mount(fs.filesystems.IDBFS, to_js({}, dict_converter=Object.fromEntries), "/idb")
        out["idbfs_kept"] = browser.kept_after_reload("/idb/retro-cards")
    except Exception as err:  # recorded, the test says what went wrong
        out["idbfs_kept"] = f"error: {err}"
    # The page's Keeper under the real runtime: IDBFS mounts, and where there is no
    # IndexedDB at all (Node.js has none) the folder goes on in memory with one line to say.
    try:
        keeper = browser.Keeper("/home/pyodide/kept/retro-cards").start()
        out["keeper"] = {"ready": keeper.ready, "kept": keeper.kept, "problem": keeper.problem,
                         "mounted": browser.kept_after_reload("/home/pyodide/kept/retro-cards", keeper._fs)}
    except Exception as err:
        out["keeper"] = f"error: {err}"
    # Everything the shell needs imports under this Python too (no pyxel until a window opens).
    import retro.shell  # noqa: F401

    out["shell_imports"] = True
    return out


if __name__ == "__main__":
    import pyodide_matches
    import pyodide_records

    summary = {"browser": browser_checks() if sys.platform == "emscripten" else None,
               "matches": pyodide_matches.main(sys.argv[1:] or pyodide_matches.GAMES),
               "records": pyodide_records.main()}
    print(json.dumps(summary, sort_keys=True))
