"""Every script in tools/ starts: its --help says how to run it and touches nothing, and each runs here."""

import hashlib
import importlib
import json
import subprocess
import sys
from pathlib import Path

import pytest

from retro.history import History
from retro.store import Store

REPO = Path(__file__).resolve().parent.parent
TOOLS = sorted((REPO / "tools").glob("*.py"))
RESOURCES = REPO / "resources"


def _run(*args: str, cwd: Path = REPO) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, *args], cwd=cwd, capture_output=True, text=True, timeout=120)


def _fingerprint(folder: Path) -> dict[str, str]:
    return {p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file() and "__pycache__" not in p.parts}


def test_there_are_tools_to_check():
    assert {p.name for p in TOOLS} >= {"build_cards.py", "build_dosfont.py", "build_winfont.py",
                                       "sample_history.py", "sample_dos_history.py"}


@pytest.mark.parametrize("tool", TOOLS, ids=[p.name for p in TOOLS])
def test_each_tool_starts_and_its_help_changes_no_file(tool):
    before = _fingerprint(RESOURCES)
    done = _run(str(tool), "--help")
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.startswith("usage:"), done.stdout[:200]
    assert _fingerprint(RESOURCES) == before


def test_the_font_builders_refuse_a_folder_without_their_fonts_and_write_nothing(tmp_path):
    out = tmp_path / "dos.bdf"
    done = _run("tools/build_dosfont.py", str(tmp_path), "--out", str(out))
    assert done.returncode != 0 and "no 8x16 console font" in done.stderr and not out.exists()
    done = _run("tools/build_winfont.py", "--root", str(tmp_path), "--out", str(tmp_path / "win"))
    assert done.returncode != 0 and "nothing written" in done.stderr and not (tmp_path / "win").exists()


def test_the_card_sheets_drawn_again_are_the_ones_the_programs_load(tmp_path):
    done = _run("tools/build_cards.py", "--out", str(tmp_path))
    assert done.returncode == 0, done.stderr[-2000:]
    for sheet in ("cards-normal.png", "cards-small.png"):
        assert (tmp_path / sheet).read_bytes() == (RESOURCES / "win" / sheet).read_bytes(), sheet


@pytest.mark.parametrize("program", ["casino", "tablenette"])
def test_sample_history_fills_a_folders_history_with_finished_games(tmp_path, program):
    done = _run(str(REPO / "tools/sample_history.py"), program, str(tmp_path), "2", cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-2000:]
    games = History(Store(tmp_path), importlib.import_module(f"retro.{program}.rules")).games()
    assert len(games) == 2 and all(" won, " in g.result or "Drawn" in g.result for g in games), games


@pytest.mark.parametrize("program", ["pinochle", "tablanet"])
def test_sample_dos_history_fills_a_folders_history_with_finished_games(tmp_path, program):
    done = _run(str(REPO / "tools/sample_dos_history.py"), program, str(tmp_path), "--count", "2", cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-2000:]
    assert len(json.loads(done.stdout.strip().replace("'", '"'))) == 2
