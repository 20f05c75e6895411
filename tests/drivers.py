"""Test drivers: start a program with settings and play it as a person would, by keys or by mouse.

``DosDriver`` serves the DOS-kit programs (Tommy's Pinochle, Tablanet), ``WindowsDriver`` the
Windows-kit ones (Casino, Tablenette). They know only what every program of a kit offers: its
``create(ctx, letters)``, its settings in the store, ``begin(state, bots)``, the DOS ``screen``
or the kit's ``Window``. What reads a program's insides (whose turn it is, where a card lies)
lives in that program's ``tests/<program>_ui/conftest.py``, in a small subclass.
"""

from __future__ import annotations

from typing import Callable, Iterable

from retro import headless

Predicate = Callable[[object], bool]


class Driver:
    """What both kits' drivers share: starting the program, stepping frames, keys, the error beep."""

    name = ""      # the program's name in the store ("pinochle", "casino", ...)
    limit = 5000   # run_until's default number of frames before it gives up

    def __init__(self, ctx, pyxel=None):
        self.ctx, self.pyxel = ctx, pyxel

    # --- to be given by each program ---------------------------------------------------------------
    def create(self, letters: str):
        """The program object, as its module's ``create(ctx, letters)`` makes it."""
        raise NotImplementedError

    def describe(self, program) -> str | None:
        """What run_until shows when it gives up (None: nothing)."""
        return None

    # --- shared ------------------------------------------------------------------------------------
    def start(self, letters: str, settings: dict):
        """Save ``settings`` as the program's, create it and run its first two frames."""
        self.ctx.store.save_settings(self.name, settings)
        program = self.create(letters)
        headless.frame(program, 2)
        return program

    def run_until(self, program, done: Predicate, limit: int | None = None) -> int:
        """Frames until ``done(program)`` holds; fails after ``limit`` frames."""
        return headless.run_until(program, done, self.limit if limit is None else limit, self.describe)

    @staticmethod
    def frames(program, count: int = 1) -> None:
        headless.frame(program, count)

    @staticmethod
    def press(program, *keys: int | str, after: int = 1) -> None:
        """Press each key in turn (names such as "F3", "RETURN", "n" or Pyxel codes)."""
        headless.press_many(program, keys, after)

    @staticmethod
    def beeps(program) -> int:
        """How many error beeps the program has made (its Audio is muted and keeps a log)."""
        return program.audio.played.count("error")


class DosDriver(Driver):
    """A DOS-kit program at a chosen speed, played with keys; its text screen tells what it shows."""

    def new_state(self):
        """The state a game begins with when a test gives none."""
        raise NotImplementedError

    def describe(self, program) -> str:
        return program.screen.text()

    def app(self, letters: str = "*", speed: int = 0, **settings):
        return self.start(letters, {"speed": speed, **settings})

    def game(self, state=None, letters: str = "*", speed: int = 0, bots=None, demo: bool | None = None,
             **settings):
        """The program playing ``state`` (a fresh deal if None) with ``bots`` in the computer's seats."""
        program = self.app(letters, speed, **settings)
        how = {} if demo is None else {"demo": demo}
        program.begin(state or self.new_state(), bots, **how)
        headless.frame(program, 2)
        return program


# The keys and buttons a Windows-kit test may leave down; each program's fixture names its own.
WINDOWS_INPUT = ("MOUSE_BUTTON_LEFT", "KEY_ALT", "KEY_LALT", "KEY_SHIFT", "KEY_CTRL", "KEY_SPACE",
                 "KEY_RETURN", "KEY_ESCAPE", "KEY_TAB")


def release_input(pyxel, names: Iterable[str] = WINDOWS_INPUT, park: bool = True, flip: bool = True) -> None:
    """Let go of the named keys and buttons; ``park`` the mouse in the corner, ``flip`` one idle frame."""
    for name in names:
        pyxel.set_btn(getattr(pyxel, name), False)
    if park:
        pyxel.set_mouse_pos(630, 470)
    if flip:
        pyxel.flip()


def center(placed, dx: int = 0, dy: int = 0) -> tuple[int, int]:
    """The middle of anything with x, y, w and h (a widget, a placed card), moved by (dx, dy)."""
    return placed.x + placed.w // 2 + dx, placed.y + placed.h // 2 + dy


class WindowsDriver(Driver):
    """A Windows-kit program played with the mouse and keys: clicks, drags, buttons, menus."""

    limit = 5000

    def window(self, program):
        """The program's kit ``Window``."""
        raise NotImplementedError

    @staticmethod
    def click(program, x: int, y: int, after: int = 1) -> None:
        headless.click(program, x, y, after=after)

    @staticmethod
    def drag_xy(program, start: tuple[int, int], end: tuple[int, int], steps: int = 8) -> None:
        """Press at ``start``, move in ``steps`` frames to ``end`` and let go there."""
        headless.drag(program, start, end, steps=steps)

    def click_button(self, program, label: str) -> None:
        """Click the button labelled ``label`` (mnemonic ``&`` left out) in the top dialog."""
        dialog = self.window(program).modal
        assert dialog is not None, "no dialog is open"
        for widget in dialog.walk():
            if getattr(widget, "label", None) is not None and hasattr(widget, "click"):
                if widget.label.replace("&", "") == label:
                    headless.click(program, widget.ax + widget.w // 2, widget.ay + widget.h // 2, after=2)
                    return
        raise AssertionError(f"no button {label!r} in {type(dialog).__name__}")

    def message_text(self, program) -> str:
        """The text of the message box on top."""
        from retro.win import MessageBox

        dialog = self.window(program).modal
        assert isinstance(dialog, MessageBox), f"no message box open: {dialog!r}"
        return dialog.text

    def pick(self, program, menu: str, item: str) -> None:
        """Choose ``menu`` > ``item`` with the mouse (labels without their ``&``)."""
        bar = self.window(program).menubar
        titles = [m.label.replace("&", "") for m in bar.menus]
        assert menu in titles, f"no menu {menu!r} in {titles}"
        headless.click(program, *bar.title_point(titles.index(menu)))
        items = [it.label.replace("&", "") if it else None for it in bar.menus[bar.open].items]
        assert item in items, f"no item {item!r} in {menu}: {items}"
        headless.click(program, *bar.item_point(items.index(item)))
