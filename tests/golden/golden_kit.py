"""Golden pictures: make a picture in this process as ``run.py --shot`` does, compare it pixel for pixel."""

from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
REFERENCES = Path(__file__).parent / "references"
SHOTS = REPO / "docs" / "shots"


class Golden:
    """Takes pictures the way ``run.py --shot`` does and holds them against their references."""

    def __init__(self, pyxel, tmp_path: Path, update: bool):
        self.pyxel, self.tmp, self.update = pyxel, tmp_path, update

    def data_dir(self, name: str = "data") -> Path:
        """A fresh data folder (as the README's "each with a fresh --data-dir")."""
        path = self.tmp / name
        path.mkdir(exist_ok=True)
        return path

    def shot(self, out: Path, program: str | None = None, letters: str | None = None, keys: str = "",
             wait: int = 10, seed: int = 1, data_dir: Path | None = None) -> Path:
        """``python run.py [program [letters]] --shot OUT --keys KEYS --wait WAIT --seed SEED
        --data-dir DIR``, run in this process with the session's headless Pyxel."""
        from retro.__main__ import parse, take_shot

        argv = [a for a in (program, letters) if a is not None]
        argv += ["--shot", str(out), "--wait", str(wait), "--seed", str(seed),
                 "--data-dir", str(data_dir or self.data_dir())]
        if keys:
            argv += ["--keys", keys]
        self.fresh_input()
        assert take_shot(parse(argv)) == 0
        return out

    def fresh_input(self) -> None:
        """Input as a new process has it: nothing held, the mouse at (0, 0)."""
        from drivers import release_input

        self.pyxel.set_mouse_pos(0, 0)
        # one idle frame after letting go, so that no release is still news when the shot starts
        release_input(self.pyxel, WINDOWS_AND_DOS_KEYS, park=False, flip=True)

    def check(self, made: Path, reference: Path) -> None:
        """``made`` equals ``reference`` pixel for pixel (``--update-references`` remakes it)."""
        from PIL import Image, ImageChops

        if self.update:
            reference.parent.mkdir(parents=True, exist_ok=True)
            reference.write_bytes(made.read_bytes())
            return
        assert reference.exists(), f"no reference {reference}: run python -m pytest --update-references"
        want, got = Image.open(reference).convert("RGB"), Image.open(made).convert("RGB")
        assert got.size == want.size, f"{made.name}: {got.size} against {want.size}"
        diff = ImageChops.difference(got, want)
        box = diff.getbbox()
        if box is not None:
            kept = self.tmp / f"{reference.stem}-made.png"
            kept.write_bytes(made.read_bytes())
            same = diff.convert("L").point(lambda v: 255 if v else 0).histogram()[0]
            differ = got.width * got.height - same
            pytest.fail(f"{reference.name}: {differ} pixels differ in {box}; the picture made is {kept} "
                        f"(python -m pytest --update-references remakes the references)")


WINDOWS_AND_DOS_KEYS = ("MOUSE_BUTTON_LEFT", "MOUSE_BUTTON_RIGHT", "KEY_ALT", "KEY_LALT", "KEY_RALT",
                        "KEY_SHIFT", "KEY_LSHIFT", "KEY_RSHIFT", "KEY_CTRL", "KEY_LCTRL", "KEY_RCTRL",
                        "KEY_SPACE", "KEY_RETURN", "KEY_ESCAPE", "KEY_TAB")
