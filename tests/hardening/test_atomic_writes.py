"""A crash or power loss mid-write never leaves a half-written file (retro.store.atomic_write_bytes).

A writer subprocess is stopped between writing its temporary file and
renaming it over the target (or while the data is still being flushed) and
killed with SIGKILL, as a crash or a pulled plug would. The target must
still hold its old content, whole; the temporary file left behind is never
read as data (the loaders read fixed names only), and the next Store cleans
it away once it is stale.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from retro.casino import halloffame
from retro.casino.halloffame import Entry
from retro.pinochle.screens import app_score
from retro.pinochle.screens.app_score import Match
from retro.store import STALE_TEMP_SECONDS, Store, atomic_write_bytes

# A slow end-to-end check, left out of the quick loop (-m 'not system').
pytestmark = pytest.mark.system

ROOT = Path(__file__).resolve().parents[2]

# The child: pause inside the write (at "fsync" or "replace"), say so, and wait to be killed.
CHILD = textwrap.dedent("""
    import os, sys, time
    from pathlib import Path
    from retro import store

    where, writer, folder = sys.argv[1], sys.argv[2], Path(sys.argv[3])
    real = getattr(os, where)

    def paused(*args, **kwargs):
        if where == "fsync":
            real(*args, **kwargs)          # the data is on the disk; the rename has not happened
        print("paused", flush=True)
        time.sleep(60)
        return real(*args, **kwargs)

    setattr(os, where, paused)
    s = store.Store(folder)
    if writer == "bytes":
        store.atomic_write_bytes(folder / "target.dat", b"NEW" * 50_000)
    elif writer == "score":
        from retro.pinochle.screens import app_score
        app_score.record(s, 1)
    elif writer == "hall":
        from retro.casino import halloffame
        halloffame.save(s, [halloffame.Entry("Crash", 1, 1, 99)])
    elif writer == "settings":
        s.save_settings("pinochle", {"speed": 9})
    print("not killed", flush=True)
""")

TARGETS = {"bytes": "target.dat", "score": app_score.SCORE_FILE, "hall": halloffame.FILE_NAME,
           "settings": "pinochle.settings.json"}


def old_content(folder: Path, writer: str) -> bytes:
    store = Store(folder)
    if writer == "bytes":
        atomic_write_bytes(folder / "target.dat", b"OLD" * 1000)
    elif writer == "score":
        store.write_text(app_score.SCORE_FILE, app_score.format_match(Match(2, 7)))
    elif writer == "hall":
        halloffame.save(store, [Entry("Ann", 2, 3, 20)])
    else:
        store.save_settings("pinochle", {"speed": 1})
    return (folder / TARGETS[writer]).read_bytes()


def kill_mid_write(folder: Path, writer: str, where: str) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    child = subprocess.Popen([sys.executable, "-c", CHILD, where, writer, str(folder)], cwd=ROOT, env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = child.stdout.readline()
        assert line.strip() == "paused", child.stderr.read()
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=10)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
    assert child.returncode == -signal.SIGKILL


def temps(folder: Path) -> list[Path]:
    return [p for p in folder.iterdir() if p.name.startswith(".") and p.name.endswith(".tmp")]


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
@pytest.mark.parametrize("where", ["fsync", "replace"])
@pytest.mark.parametrize("writer", list(TARGETS))
def test_a_writer_killed_mid_write_leaves_the_old_file_whole(tmp_path, writer, where):
    folder = tmp_path / "data"
    folder.mkdir()
    before = old_content(folder, writer)
    kill_mid_write(folder, writer, where)
    target = folder / TARGETS[writer]
    assert target.read_bytes() == before                  # the old file, whole
    left = temps(folder)
    assert len(left) == 1                                  # the killed write's temporary file
    assert left[0].name.startswith(f".{TARGETS[writer]}.")
    # the loaders read the old content and nothing else, without a message
    store = Store(folder)
    assert left[0].exists()                                # too young to be called stale
    if writer == "score":
        assert app_score.load(store) == Match(2, 7)
    elif writer == "hall":
        assert [e.name for e in halloffame.load(store)] == ["Ann"]
    elif writer == "settings":
        assert store.settings("pinochle") == {"speed": 1}
    assert store.messages == []
    # once stale, the next start cleans it away
    old = time.time() - STALE_TEMP_SECONDS - 5
    os.utime(left[0], (old, old))
    Store(folder)
    assert temps(folder) == [] and target.read_bytes() == before


def test_stale_temps_are_cleaned_and_nothing_else(tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    old = time.time() - STALE_TEMP_SECONDS - 5
    keep = ["settings.json", ".hidden", "notes.tmp", ".x.tmp", "PINOCHLE.SCR.bad", ".settings.json.fresh1.tmp"]
    stale = [".settings.json.a1b2c3d4.tmp", ".PINOCHLE.SCR.zz_9y8x7.tmp"]
    for name in keep + stale:
        (folder / name).write_text("x")
        if name != ".settings.json.fresh1.tmp":
            os.utime(folder / name, (old, old))
    (folder / ".old.dir.abcdef.tmp").mkdir()             # a folder of that name is not ours
    os.utime(folder / ".old.dir.abcdef.tmp", (old, old))
    store = Store(folder)
    assert sorted(p.name for p in folder.iterdir()) == sorted(keep + [".old.dir.abcdef.tmp"])
    assert store.clean_stale_temps() == 0
    assert Store(tmp_path / "missing").clean_stale_temps() == 0   # no folder yet: nothing to do
