"""The built wheel, not only the editable install: ``pip install .`` gives a working ``retro-cards``.

The wheel is built as ``pip install .`` builds it (in pip's own build environment), installed
without its dependencies into a fresh virtual environment that sees this Python's Pyxel and Pillow,
and used from a folder outside the checkout: every module of the package imports from the
installed copy, its data (fonts, card sheets, lessons, manuals) is there, and ``retro-cards --shot``
draws each program.
"""

import importlib.util
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

pytestmark = [pytest.mark.system, pytest.mark.xdist_group("wheel")]

REPO = Path(__file__).resolve().parents[2]


def _run(args, **kwargs) -> subprocess.CompletedProcess:
    done = subprocess.run(args, capture_output=True, text=True, timeout=300, **kwargs)
    assert done.returncode == 0, f"{' '.join(map(str, args))[:300]}: {done.stdout[-3000:]}{done.stderr[-3000:]}"
    return done


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """(the venv's python, its retro-cards, a folder outside the checkout)."""
    work = tmp_path_factory.mktemp("wheel")
    # A copy of the source, so that the build's own folders (build/, *.egg-info) stay out of the checkout.
    source = work / "source"
    shutil.copytree(REPO, source, ignore=shutil.ignore_patterns(
        ".git", ".cache", "build", "dist", "*.egg-info", "__pycache__", "tests", "bench", "docs"))
    _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(work / "dist"), str(source)],
         cwd=work)
    wheel = next((work / "dist").glob("retro_card_classics-*.whl"))
    _run([sys.executable, "-m", "venv", "--without-pip", str(work / "venv")])   # this pip installs into it
    python = work / "venv" / "bin" / "python"
    # The dependencies from this Python, by their folders only: a .pth file here names folders, and
    # the .pth files inside them (this checkout's editable install) are not read.
    site = Path(_run([str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"]).stdout.strip())
    folders = {str(Path(importlib.util.find_spec(name).origin).parents[1]) for name in ("pyxel", "PIL")}
    (site / "dependencies.pth").write_text("\n".join(sorted(folders)) + "\n")
    _run([sys.executable, "-m", "pip", "--python", str(python), "install", "--quiet", "--no-deps", "--no-index",
          str(wheel)])
    outside = work / "elsewhere"
    outside.mkdir()
    return python, work / "venv" / "bin" / "retro-cards", outside, wheel


def _modules() -> list[str]:
    return sorted(".".join(p.relative_to(REPO).with_suffix("").parts).removesuffix(".__init__")
                  for p in (REPO / "retro").rglob("*.py"))


def test_the_wheel_holds_every_package_and_the_data_the_programs_read(installed):
    wheel = installed[3]
    names = set(zipfile.ZipFile(wheel).namelist())
    for module in _modules():
        path = module.replace(".", "/")
        assert f"{path}.py" in names or f"{path}/__init__.py" in names, module
    for data in ["retro/resources/fonts/dos8x16.bdf", "retro/resources/win/cards-normal.png",
                 "retro/original_docs/pinochle.md", "retro/resources/lessons/casino/01-add-it-up.json"]:
        assert data in names, data


def test_every_module_imports_from_the_installed_copy(installed):
    python, _, outside, _ = installed
    code = ("import importlib, sys, os; names = sys.argv[1:]\n"
            "for n in names: importlib.import_module(n)\n"
            "import retro; print(os.path.dirname(retro.__file__))")
    env = dict(os.environ, SDL_AUDIODRIVER="dummy")
    env.pop("PYTHONPATH", None)
    done = _run([str(python), "-c", code, *_modules()], cwd=outside, env=env)
    where = Path(done.stdout.strip().splitlines()[-1])
    assert REPO not in where.parents and where.parent.name == "site-packages", where


@pytest.mark.parametrize("program", ["", "pinochle", "tablenette", "casino", "tablanet"])
def test_retro_cards_draws_each_program_from_the_installed_copy(installed, program):
    from PIL import Image

    _, command, outside, _ = installed
    env = dict(os.environ, SDL_AUDIODRIVER="dummy")
    env.pop("PYTHONPATH", None)
    shot = f"{program or 'menu'}.png"
    _run([str(command), *([program] if program else []), "--shot", shot, "--data-dir", "data", "--wait", "30"],
         cwd=outside, env=env)
    picture = Image.open(outside / shot).convert("RGB")
    assert picture.size == (640, 480) and len(picture.getcolors(256) or []) > 3, shot
