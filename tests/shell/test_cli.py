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
