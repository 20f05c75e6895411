"""The command line: programs, letters, options; one-line errors with exit status 2; --shot."""

import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

from retro.__main__ import UsageError, main, parse

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("argv, letters", [
    (["pinochle", "MS"], "MS"), (["pinochle", "ms*"], "MS*"), (["pinochle"], ""),
    (["tablanet", "RE"], "RE"), (["casino", "S"], "S"),
])
def test_good_command_lines(argv, letters):
    args = parse(argv)
    assert args.program == argv[0] and args.letters == letters


@pytest.mark.parametrize("argv, words", [
    (["nonsense"], "unknown program"),
    (["pinochle", "MX"], "letter 'X'"),
    (["casino", "M"], "letter 'M'"),
    (["--scale", "0"], "--scale"),
    (["--scale", "x"], "invalid int"),
    (["--keys", "F3"], "--keys only"),
    (["--shot", "a.jpg"], ".png"),
    (["--shot", "a.png", "--keys", "F99"], "unknown key"),
    (["pinochle", "MS", "extra"], "unrecognized"),
    (["--wait", "-1", "--shot", "a.png"], "--wait"),
    (["--bogus"], "unrecognized"),
])
def test_bad_command_lines_raise_usage_error(argv, words):
    with pytest.raises(UsageError, match=words):
        parse(argv)


def test_bad_argument_prints_one_line_and_exits_2(capsys):
    assert main(["nonsense"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "nonsense" in err


def test_help_lists_programs_letters_and_options(capsys):
    with pytest.raises(SystemExit) as done:
        main(["--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    for word in ("pinochle", "tablenette", "casino", "tablanet", "--seed", "--data-dir", "--scale",
                 "--shot", "--keys", "--wait", "--web", "mono"):
        assert word in out


def test_run_py_nonsense_exits_2_in_a_subprocess():
    result = subprocess.run([sys.executable, "run.py", "nonsense"], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 2
    assert len(result.stderr.strip().splitlines()) == 1 and not result.stdout


def test_shot_saves_a_png_of_the_menu(tmp_path):
    shot = tmp_path / "menu.png"
    result = subprocess.run([sys.executable, "run.py", "--shot", str(shot), "--keys", "DOWN",
                             "--data-dir", str(tmp_path / "data")], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    image = Image.open(shot).convert("RGB")
    assert image.size == (640, 480)
    assert image.getpixel((5, 5)) == (0, 0, 0xAA)  # the blue border band of the menu


# The real window's order of calls with Pyxel's own init (headless here), which moves the process to
# the program's folder: the folders named on the command line and in $RETRO_CARDS_DATA must already
# be absolute by then. The window's loop steps a few frames, then every Store the program made writes
# a probe file.
IN_A_WINDOW = """
import functools, os, sys
import pyxel
import retro.store

stores = []
made = retro.store.Store.__init__
def remember(self, *args, **kwargs):
    made(self, *args, **kwargs)
    stores.append(self)
retro.store.Store.__init__ = remember
# No Python frame between the caller and Pyxel's init: init moves to its caller's folder.
pyxel.init = functools.partial(pyxel.init, headless=True)
def run(update, draw):
    print("after init:", os.getcwd())
    for _ in range(5):
        update()
        draw()
    for store in stores:
        store.save_json("probe.json", {"written": True})
pyxel.run = run
from retro.__main__ import main
sys.exit(main(sys.argv[1:]))
"""


def _started_in(folder, *argv, env=None):
    import os

    folder.mkdir(parents=True, exist_ok=True)
    environment = dict(os.environ, SDL_AUDIODRIVER="dummy", **(env or {}))
    environment["PYTHONPATH"] = os.pathsep.join([str(ROOT), environment.get("PYTHONPATH", "")])
    return subprocess.run([sys.executable, "-c", IN_A_WINDOW, *argv], cwd=folder, env=environment,
                          capture_output=True, text=True, timeout=120)


def test_a_relative_data_folder_is_read_from_where_the_program_was_started(tmp_path):
    """``--data-dir rel`` started from a player's folder writes into that folder's ``rel``, not into
    the folder Pyxel's init moved to (the installed package's)."""
    done = _started_in(tmp_path / "player", "casino", "S", "--data-dir", "rel")
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split("after init:")[1].strip() == str(ROOT / "retro")      # where init moved
    assert (tmp_path / "player" / "rel" / "probe.json").is_file()
    assert not list((ROOT / "retro").rglob("probe.json"))


def test_a_relative_data_folder_in_the_environment_is_read_from_where_the_program_was_started(tmp_path):
    done = _started_in(tmp_path / "player", "tablanet", "S*", env={"RETRO_CARDS_DATA": "kept"})
    assert done.returncode == 0, done.stderr[-2000:]
    assert (tmp_path / "player" / "kept" / "probe.json").is_file()
    assert not list((ROOT / "retro").rglob("probe.json"))


def test_a_relative_shot_is_saved_where_the_program_was_started(tmp_path):
    folder = tmp_path / "player"
    folder.mkdir()
    result = subprocess.run([sys.executable, str(ROOT / "run.py"), "--shot", "menu.png", "--data-dir", "d"],
                            cwd=folder, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert (folder / "menu.png").is_file() and not (ROOT / "retro" / "menu.png").exists()
