"""Casino's pictures: the README's docs/shots (made by bench.casino_ui) and a few states, pixel for pixel."""

import tempfile

import pytest
from golden_kit import REFERENCES, SHOTS

# A slow end-to-end check, left out of the quick loop (-m 'not system').
pytestmark = pytest.mark.system

README = ["casino-table", "casino-newgame", "casino-halloffame", "casino-coach"]

# A few more states: the New Game dialog as the program opens; after Esc, the table before
# a deal and the File menu.
STATES = {
    "casino-start": ("", 20, 2002),
    "casino-file-menu": ("ESCAPE,ALT,f", 20, 2002),
    "casino-no-deal": ("ESCAPE", 20, 2002),
}


@pytest.fixture(scope="module")
def bench_shots(tmp_path_factory, pyxel_session):
    """``python -m bench.casino_ui --shots DIR``, in this process: DIR."""
    from bench import casino_ui
    from golden_kit import Golden

    folder = tmp_path_factory.mktemp("casino-shots")
    scratch = tempfile.tempdir
    tempfile.tempdir = str(folder)              # its scratch data folders go in there too
    try:
        Golden(pyxel_session, folder, False).fresh_input()
        made = casino_ui.shots(str(folder / "shots"))
    finally:
        tempfile.tempdir = scratch
    assert [p.rsplit("/", 1)[-1] for p in made] == [f"{name}.png" for name in README]
    return folder / "shots"


# The coach is stepped in slices of wall time, so whether its line still shows when the hint
# comes depends on the machine's speed (a run of bench.casino_ui --shots here drew it without).
TIMING = pytest.mark.xfail(reason="timing-dependent: the coach works in slices of wall time")


CASES = [pytest.param(n, marks=TIMING) if n == "casino-coach" else n for n in README]


@pytest.mark.parametrize("name", CASES)
def test_readme_picture(golden, bench_shots, name):
    golden.check(bench_shots / f"{name}.png", SHOTS / f"{name}.png")


@pytest.mark.parametrize("name", list(STATES))
def test_state_picture(golden, name):
    keys, wait, seed = STATES[name]
    made = golden.shot(golden.tmp / f"{name}.png", "casino", None, keys, wait, seed)
    golden.check(made, REFERENCES / f"{name}.png")
