"""Drive Pyxel without a window: one init per process, frames stepped by hand, input injected.

Used by ``run.py --shot`` and by the UI tests (``tests/conftest.py``).
"""

from __future__ import annotations

import os
from typing import Iterable

WIDTH, HEIGHT = 640, 480
_started = False


def start() -> None:
    """``pyxel.init`` headless once per process (a second init would panic)."""
    global _started
    if _started:
        return
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pyxel

    cwd = os.getcwd()
    # capture_sec=0: no screen recording. At fps=10_000 Pyxel's default 10 s
    # recording would keep 100,000 frames (about 0.3 MB each) in memory.
    pyxel.init(WIDTH, HEIGHT, title="Retro Card Classics", fps=10_000,
               quit_key=pyxel.KEY_NONE, capture_sec=0, headless=True)
    os.chdir(cwd)  # init moves to the script's folder
    from retro import palette

    palette.install()
    _started = True


def key_code(name: str) -> int:
    """``"F3"`` / ``"KEY_F3"`` / ``"n"`` -> ``pyxel.KEY_F3`` / ``pyxel.KEY_N``."""
    import pyxel

    text = name.strip().upper()
    if text.startswith("KEY_"):
        text = text[4:]
    aliases = {"ENTER": "RETURN", "ESC": "ESCAPE", "*": "ASTERISK", " ": "SPACE",
               "MOUSE": "MOUSE_BUTTON_LEFT"}
    text = aliases.get(text, text)
    code = getattr(pyxel, "KEY_" + text, None)
    if code is None:
        code = getattr(pyxel, text, None) if text.startswith("MOUSE_") else None
    if not isinstance(code, int):
        raise ValueError(f"unknown key name {name!r}")
    return code


def frame(app, count: int = 1) -> None:
    """Run ``count`` whole frames: update, draw, flip."""
    import pyxel

    for _ in range(count):
        app.update()
        app.draw()
        pyxel.flip()


def run_until(app, done, limit: int = 5000, describe=None) -> int:
    """Frames until ``done(app)`` holds; the number of frames it took. After ``limit``
    frames, AssertionError (with ``describe(app)``, e.g. the screen's text, if given)."""
    for count in range(limit):
        if done(app):
            return count
        frame(app)
    detail = f":\n{describe(app)}" if describe else ""
    raise AssertionError(f"not reached in {limit} frames{detail}")


def press(app, key: int | str, after: int = 1) -> None:
    """One key press (``btnp`` true for one frame), then ``after`` idle frames."""
    import pyxel

    code = key_code(key) if isinstance(key, str) else key
    pyxel.set_btn(code, True)
    frame(app)
    pyxel.set_btn(code, False)
    frame(app, after)


def press_many(app, keys: Iterable[int | str], after: int = 1) -> None:
    for key in keys:
        press(app, key, after)


def hold(code: int, down: bool) -> None:
    import pyxel

    pyxel.set_btn(code, down)


def move_mouse(app, x: int, y: int, frames: int = 1) -> None:
    import pyxel

    pyxel.set_mouse_pos(x, y)
    frame(app, frames)


def click(app, x: int, y: int, after: int = 1, button: int | None = None) -> None:
    """Move the mouse to (x, y), press and release the left button."""
    import pyxel

    button = pyxel.MOUSE_BUTTON_LEFT if button is None else button
    pyxel.set_mouse_pos(x, y)
    frame(app)
    pyxel.set_btn(button, True)
    frame(app)
    pyxel.set_btn(button, False)
    frame(app, after)


def drag(app, start_xy: tuple[int, int], end_xy: tuple[int, int], steps: int = 8, after: int = 1) -> None:
    """Press at ``start_xy``, move in ``steps`` frames to ``end_xy``, release there."""
    import pyxel

    (x0, y0), (x1, y1) = start_xy, end_xy
    pyxel.set_mouse_pos(x0, y0)
    frame(app)
    pyxel.set_btn(pyxel.MOUSE_BUTTON_LEFT, True)
    frame(app)
    for i in range(1, steps + 1):
        pyxel.set_mouse_pos(x0 + (x1 - x0) * i // steps, y0 + (y1 - y0) * i // steps)
        frame(app)
    pyxel.set_btn(pyxel.MOUSE_BUTTON_LEFT, False)
    frame(app, after)


def type_text(app, text: str, after: int = 1) -> None:
    """Text entry as a keyboard would deliver it (``pyxel.input_text``)."""
    import pyxel

    pyxel.set_input_text(text)
    frame(app, after)


def pixel(x: int, y: int) -> int:
    import pyxel

    return pyxel.screen.pget(x, y)


def screenshot(path: str | os.PathLike) -> None:
    """Save the screen as a 640x480 PNG (scale 1)."""
    import pyxel

    path = os.fspath(path)
    pyxel.screenshot(path, 1)
    # Pyxel may add its own extension; make sure the file is where we said.
    if not os.path.exists(path) and os.path.exists(path + ".png"):
        os.replace(path + ".png", path)
