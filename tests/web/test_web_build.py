"""The browser build (``run.py --web``): a self-contained .pyxapp, under 1 MB, and its page."""

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from retro import web
from retro.__main__ import main

# One build serves the module's checks: one worker.
pytestmark = [pytest.mark.system, pytest.mark.xdist_group("web-build")]

BLUE, LIGHT_CYAN, LIGHT_GREY = (0, 0, 170), (85, 255, 255), (170, 170, 170)


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    out = tmp_path_factory.mktemp("dist")
    assert main(["--web", str(out)]) == 0
    return out


def names_in(pyxapp: Path) -> list[str]:
    with zipfile.ZipFile(pyxapp) as archive:
        return archive.namelist()


def test_web_build_makes_the_app_the_page_and_an_index(built, capsys):
    pyxapp, html = built / "retro-cards.pyxapp", built / "retro-cards.html"
    assert pyxapp.is_file() and html.is_file()
    page = html.read_text()
    assert "cdn.jsdelivr.net/gh/kitao/pyxel@" in page and 'command: "play"' in page
    assert "retro-cards.html" in (built / "index.html").read_text()


def test_pyxapp_is_under_one_megabyte(built):
    size = (built / "retro-cards.pyxapp").stat().st_size
    print(f"retro-cards.pyxapp: {size / 1024:.0f} KB")
    assert size < web.SIZE_TARGET


def test_the_readme_says_the_apps_size_as_built(built):
    """The README's "about N KB" for the packaged app is within a tenth of what is built."""
    import re

    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    said = re.search(r"`original_docs/` \(about (\d+) KB", readme)
    assert said, "the README no longer says the app's size"
    built_kb = (built / "retro-cards.pyxapp").stat().st_size / 1024
    assert abs(int(said[1]) - built_kb) <= built_kb / 10, f"README says {said[1]} KB, built {built_kb:.0f} KB"


def test_pyxapp_holds_the_program_and_nothing_of_the_workshop(built):
    names = names_in(built / "retro-cards.pyxapp")
    top = {name.split("/")[1] for name in names}
    assert top == {".pyxapp_startup_script", "run.py", "retro", "resources", "original_docs"}
    assert "retro-cards/retro/pinochle/rules.py" in names
    assert "retro-cards/resources/fonts/dos8x16.bdf" in names
    assert "retro-cards/original_docs/pinochle.md" in names
    assert not [n for n in names if "__pycache__" in n or n.endswith(".pyc")]
    for folder in ("tests", "bench", "docs", "tools", ".cache"):
        assert not [n for n in names if f"/{folder}/" in n], folder


def test_extracted_pyxapp_is_self_contained_and_draws_the_menu(built, tmp_path):
    """Unpacked elsewhere, the app finds its own fonts and texts and draws the launcher."""
    with zipfile.ZipFile(built / "retro-cards.pyxapp") as archive:
        archive.extractall(tmp_path / "app")
    app = tmp_path / "app" / "retro-cards"
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["SDL_AUDIODRIVER"] = "dummy"
    where = subprocess.run(
        [sys.executable, "-c", "import sys; sys.path.insert(0, sys.argv[1]); import retro.paths as p;"
         "print(p.__file__); print(p.resources_dir()); print(p.docs_dir())", str(app)],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60, check=True)
    module, resources, docs = where.stdout.split()
    assert Path(module).resolve().is_relative_to(app.resolve())
    assert Path(resources).resolve() == (app / "resources").resolve()
    assert Path(docs).resolve() == (app / "original_docs").resolve()

    shot = tmp_path / "menu.png"
    run = subprocess.run([sys.executable, str(app / "run.py"), "--shot", str(shot),
                          "--data-dir", str(tmp_path / "data")],
                         cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    from PIL import Image

    picture = Image.open(shot).convert("RGB")
    assert picture.size == (640, 480)
    assert picture.getpixel((320, 20)) == BLUE              # the blue screen
    from retro.dos.screen import CELL_H, TOP
    from retro.launcher import LIST_ROW

    bar_y = TOP + LIST_ROW * CELL_H + CELL_H // 2          # the bar on the first program
    assert picture.getpixel((52, bar_y)) == LIGHT_CYAN
    assert picture.getpixel((588, bar_y - 1)) == LIGHT_CYAN
    legend = [picture.getpixel((x, 426)) for x in range(0, 640, 4)]
    assert legend.count(LIGHT_GREY) > len(legend) // 2     # the key legend at the bottom


def test_web_build_without_a_checkout_says_why(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(web, "checkout_root", lambda: tmp_path)
    assert web.build(tmp_path / "dist") == 1
    assert "needs a source checkout" in capsys.readouterr().err


def test_the_front_page_lists_the_four_programs_with_pictures_and_addresses(built):
    from retro.programs import PROGRAMS

    page = (built / "index.html").read_text(encoding="utf-8")
    for info in PROGRAMS:
        assert f'href="retro-cards.html?program={info.name}"' in page
        picture = web.PICTURES[info.name]
        assert f'src="shots/{picture}"' in page and (built / "shots" / picture).is_file()
        assert info.blurb in page.replace("&#x27;", "'")
    assert "needs the internet" in page and "stay in this" in page
    assert 'href="retro-cards.html"' in page                  # the disk menu
    assert "location.search" in page                          # an old ?program= link goes on


def test_the_page_has_no_on_screen_gamepad_and_fits_a_small_screen(built):
    page = (built / "retro-cards.html").read_text()
    assert web.GAMEPAD_OFF in page and web.GAMEPAD_ON not in page
    assert page.rstrip().endswith(web.FIT_SCRIPT.rstrip())        # after launchPyxel's own viewport tag
    with pytest.raises(RuntimeError, match="app2html"):
        web.fit_page("<!doctype html>\n<script>launchPyxel({});</script>\n")


def test_the_pages_own_script_comes_first_and_parses(built, tmp_path):
    """The page's script (title, icon, loading line, Enter to start, the load-failure message) runs
    before pyxel.js, so it hears of a runtime file that fails, and Node.js reads it without error."""
    import shutil

    page = (built / "retro-cards.html").read_text(encoding="utf-8")
    ours, pyxel = page.index("const TITLES ="), page.index("pyxel.js")
    assert ours < pyxel
    script = page[page.index("<script>") + len("<script>"):page.index("</script>")]
    assert "Tommy's Pinochle" in script and "#retro-failed" not in script.split("TITLES")[0]
    node = shutil.which("node")
    if node is None:
        if os.environ.get("CI"):
            pytest.fail("Node.js is missing (CI must check the page's script: see .ci/run)")
        pytest.skip("Node.js is not installed")
    (tmp_path / "page.js").write_text(script, encoding="utf-8")
    done = subprocess.run([node, "--check", str(tmp_path / "page.js")], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
