"""Every bad command line exits 2 with one line on stderr; ``--help`` lists every program, letter, option.

The matrix: unknown program names, every character a program does not take
as a letter, letters with no program, bad option values, options that need
another (``--keys`` without ``--shot``) or exclude one (``--web`` with a
program or ``--shot``), unknown options and extra arguments. ``main`` is
called in this process (it returns the status); a few go through
``python run.py`` as a person would type them.
"""

from __future__ import annotations

import string
import subprocess
import sys
from pathlib import Path

import pytest

from retro.__main__ import EXIT_USAGE, build_parser, main, parse
from retro.programs import PROGRAMS

# A slow end-to-end check, left out of the quick loop (-m 'not system').
pytestmark = pytest.mark.system

ROOT = Path(__file__).resolve().parents[2]


def fails_in_one_line(argv, capsys, words: str = "") -> str:
    assert main(list(argv)) == EXIT_USAGE, argv
    captured = capsys.readouterr()
    assert captured.out == "", argv
    lines = captured.err.splitlines()
    assert len(lines) == 1 and captured.err.endswith("\n"), (argv, captured.err)
    line = lines[0]
    assert line.startswith("run.py: ") and line.endswith("(try --help)"), line
    assert words.lower() in line.lower(), (argv, line)
    return line


UNKNOWN_PROGRAMS = ["nonsense", "pinoch", "pinochlex", "casino2", "tablanets", "retro", "1", "",
                    "PINOCHLE.EXE", "tablenette.exe", "pinochle MS", "MS", "S", "*", "--", "-"]


@pytest.mark.parametrize("name", UNKNOWN_PROGRAMS)
def test_unknown_program(name, capsys):
    argv = ["--", name] if name.startswith("-") else [name]
    fails_in_one_line(argv, capsys, "unknown program")


def test_program_names_take_any_case():
    for info in PROGRAMS:
        assert parse([info.name.upper()]).program == info.name


@pytest.mark.parametrize("info", PROGRAMS, ids=[p.name for p in PROGRAMS])
def test_every_letter_a_program_does_not_take(info, capsys):
    good = info.letters + info.letters.lower()
    bad = [c for c in string.printable if c not in good and c not in "\t\n\r\x0b\x0c"]
    for char in bad:
        for letters in (char, info.letters[0] + char, char + info.letters[-1]):
            if letters.startswith("-") and len(letters) > 1:   # an option to argparse
                fails_in_one_line([info.name, letters], capsys, "unrecognized")
                continue
            line = fails_in_one_line([info.name, letters], capsys, info.name)
            assert "letter" in line
    assert fails_in_one_line([info.name, "é"], capsys, "letter")


@pytest.mark.parametrize("info", PROGRAMS, ids=[p.name for p in PROGRAMS])
def test_every_combination_of_a_programs_own_letters_is_taken(info):
    from itertools import combinations

    letters = info.letters
    for size in range(len(letters) + 1):
        for combo in combinations(letters, size):
            text = "".join(combo)
            assert parse([info.name, text.lower()]).letters == text.upper()


def test_letters_without_a_program(capsys):
    # the first word is always the program: letters alone read as an unknown program
    for letters in ("MS", "S", "SMC*", "RE"):
        fails_in_one_line([letters], capsys, "unknown program")
    fails_in_one_line(["--seed", "3", "MS"], capsys, "unknown program")


@pytest.mark.parametrize("argv, words", [
    (["--scale", "0"], "--scale"), (["--scale", "9"], "--scale"), (["--scale", "-1"], "--scale"),
    (["--scale", "x"], "invalid int"), (["--scale", "1.5"], "invalid int"), (["--scale"], "expected one"),
    (["--seed", "x"], "invalid int"), (["--seed", "1.5"], "invalid int"), (["--seed"], "expected one"),
    (["--seed", ""], "invalid int"),
    (["--wait", "-1", "--shot", "a.png"], "--wait"), (["--wait", "x", "--shot", "a.png"], "invalid int"),
    (["--data-dir"], "expected one"),
    (["--shot"], "expected one"), (["--shot", "a.jpg"], ".png"), (["--shot", "a"], ".png"),
    (["--shot", ""], ".png"), (["--shot", "a.png.txt"], ".png"),
    (["--shot", "a.png", "--keys", "F99"], "unknown key"),
    (["--shot", "a.png", "--keys", "RETURN,,BOGUS"], "unknown key"),
    (["--shot", "a.png", "--keys", "KEY_"], "unknown key"),
    (["--keys", "F3"], "--keys only"), (["pinochle", "--keys", "RETURN"], "--keys only"),
    (["--keys", "F3", "--web"], "--keys only"),
    (["pinochle", "--web"], "--web"), (["casino", "S", "--web", "out"], "--web"),
    (["--web", "--shot", "a.png"], "--web"), (["tablanet", "--shot", "a.png", "--web"], "--web"),
    (["--bogus"], "unrecognized"), (["-x"], "unrecognized"), (["--Seed", "1"], "unrecognized"),
    (["pinochle", "MS", "extra"], "unrecognized"), (["casino", "S", "S"], "unrecognized"),
    (["pinochle", "MS", "--scale", "0"], "--scale"), (["tablanet", "X", "--seed", "1"], "letter"),
])
def test_bad_options(argv, words, capsys):
    fails_in_one_line(argv, capsys, words)


def test_good_option_combinations():
    args = parse(["tablanet", "me*", "--seed", "7", "--scale", "3", "--data-dir", "d", "--shot", "x.PNG",
                  "--keys", "F2,RETURN,n", "--wait", "0"])
    assert (args.program, args.letters, args.seed, args.scale, args.wait) == ("tablanet", "ME*", 7, 3, 0)
    assert parse(["--web"]).web == "dist" and parse(["--web", "out"]).web == "out"
    assert parse(["--seed", "-5"]).seed == -5
    assert parse([]).program is None


def test_help_lists_every_program_letter_and_option(capsys):
    for flag in ("--help", "-h"):
        with pytest.raises(SystemExit) as done:
            main([flag])
        assert done.value.code == 0
        out = capsys.readouterr().out
        for info in PROGRAMS:
            assert info.name in out and info.title in out and info.letter_help in out
        for action in build_parser()._actions:
            for option in action.option_strings:
                assert option in out, option


@pytest.mark.parametrize("argv", [["nonsense"], ["casino", "M"], ["pinochle", "--web"], ["--scale", "0"]])
def test_run_py_exits_2_with_one_line(argv):
    result = subprocess.run([sys.executable, "run.py", *argv], cwd=ROOT, capture_output=True, text=True,
                            timeout=60)
    assert result.returncode == 2 and result.stdout == ""
    assert len(result.stderr.splitlines()) == 1, result.stderr
