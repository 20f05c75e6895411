"""Test drivers: start a program with settings and play it as a person would, by keys or by mouse.

``DosDriver`` serves the DOS-kit programs (Tommy's Pinochle, Tablanet), ``WindowsDriver`` the
Windows-kit ones (Casino, Tablenette). They know only what every program of a kit offers: its
``create(ctx, letters)``, its settings in the store, ``begin(state, bots)``, the DOS ``screen``
or the kit's ``Window``. What reads a program's insides (whose turn it is, where a card lies)
lives in that program's ``tests/<program>_ui/conftest.py``, in a small subclass. ``setup_answers``
answers a DOS program's setup questions by name (``open_hands=True``), not by a list of keys.
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

    @staticmethod
    def setup_answers(program, stop_at: str | None = None, **answers) -> list[str]:
        """The setup questions answered by name (see the module's ``setup_answers``)."""
        return setup_answers(program, stop_at=stop_at, **answers)


# A setup question is named by its step (the setup's ``step``); where the setting its answer fills
# has another name, that name is taken too (Tommy's Pinochle's ``Setup.answered`` maps the same).
SETUP_ALIASES = {"single_hand": "single"}
SETUP_WAIT = 200   # frames a setup may keep keys away (Pinochle's guard after the show)


def setup_answers(program, stop_at: str | None = None, **answers) -> list[str]:
    """Answer a DOS-family program's setup questions by name, typing the keys a person would.

    ``program`` is Tommy's Pinochle or Tablanet at its questions (``retro.dos.opening.Questions``),
    or a Shell running one (the keys go to the Shell). The question open now is the setup's
    ``step`` and its ``widget``; each is answered in turn until the setup closes (the game has
    begun). An answer is the value meant (``open_hands=True``, ``count="streamlined"``,
    ``game_point=1500``, ``players=3``, ``lang="en"``): a yes/no question gets Y or N; a typed
    one the text its own ``check`` turns into that value (the number itself, or the answer's
    place among the setting's declared choices, 1, 2...), then Enter. A question not named gets
    Enter, its default; the deal question Esc (a new deal). ``deal=777`` asks for the numbered
    deal with D first when the setup does not ask it. ``stop_at`` (a question's name) stops with
    that question open, unanswered. Returns the keys typed.

    Fails (AssertionError) naming the question when an answer cannot be typed or is refused, and
    naming the answers given that were never asked (a typo, a question skipped).
    """
    from retro.dos.opening import Questions
    from retro.dos.widgets import TypedAnswer, YesNo

    app = getattr(program, "current", program)          # a Shell: the program it runs
    setup = app.scene
    assert isinstance(setup, Questions) and setup.step, \
        f"not at the setup questions: the scene is {type(setup).__name__}\n{app.screen.text()}"
    left = {}
    for name, value in answers.items():
        step = SETUP_ALIASES.get(name, name)
        assert step not in left, f"setup question {step!r} given twice ({name!r})"
        left[step] = value
    known = {setup.step, *setup.steps, "deal"}
    named = [*answers, *([stop_at] if stop_at else [])]
    # a step asked only after an answer ("name:1", a person's name in a people's game) is "kind:seat"
    unknown = sorted(name for name in named if SETUP_ALIASES.get(name, name) not in known and ":" not in name)
    assert not unknown, f"no setup question named {unknown} here; its questions: {sorted(known)}"
    asked, typed, stopped = [], [], False
    while app.scene is setup and setup.widget is not None:
        for _ in range(SETUP_WAIT):
            if not getattr(setup, "guard", 0):
                break
            headless.frame(program)
        step, widget = setup.step, setup.widget
        assert not app.modals, f"a pop-up ({type(app.modal).__name__}) is over setup question {step!r}"
        if stop_at is not None and step == SETUP_ALIASES.get(stop_at, stop_at):
            stopped = True
            break
        clear = ["BACKSPACE"] * len(getattr(widget, "typed", ""))
        if "deal" in left and step != "deal" and "deal" not in setup.steps:
            keys = ["D"]                        # a numbered deal asked for; this question comes back
        elif step not in left:
            asked.append(step)
            keys = clear + (["ESCAPE"] if step == "deal" else ["RETURN"])
        else:
            asked.append(step)
            value = left.pop(step)
            if getattr(widget, "text_input", False):       # a name, typed as it is written
                assert isinstance(value, str), f"setup question {step!r} takes a name, not {value!r}"
                headless.press_many(program, clear)
                headless.type_text(program, value)
                keys = ["RETURN"]
            elif isinstance(widget, YesNo):
                assert isinstance(value, bool), \
                    f"setup question {step!r} ({widget.question!r}) is yes/no: it cannot be answered {value!r}"
                keys = ["Y" if value else "N"]
            elif isinstance(widget, TypedAnswer):
                keys = clear + list(_typed_text(step, widget, value)) + ["RETURN"]
            else:
                raise AssertionError(f"setup question {step!r} is a {type(widget).__name__}: no keys for it")
        headless.press_many(program, keys)
        typed += keys
        assert app.scene is not setup or setup.widget is not widget, \
            f"setup question {step!r} refused {keys}: {getattr(widget, 'error', '')!r}\n{app.screen.text()}"
    assert stop_at is None or stopped, f"the setup ended without asking {stop_at!r}; it asked {asked}"
    assert not left, f"setup answers never asked: {sorted(left)}; the questions asked: {asked}"
    return typed


def _typed_text(step: str, widget, value) -> str:
    """What to type at the TypedAnswer ``widget`` for ``value``: the text its own ``check`` reads as
    ``value`` (the number itself, or 1, 2... for the setting's declared choices in order)."""
    numbers = [str(n) for n in range(1, 10)]
    candidates = ([str(value)] if isinstance(value, int) and not isinstance(value, bool) else []) + numbers
    for text in dict.fromkeys(candidates):
        if len(text) > widget.max_len or any(char not in widget.allowed for char in text):
            continue
        try:
            result = widget.check(text)
        except (ValueError, IndexError):
            continue
        if result == value and type(result) is type(value):
            return text
    raise AssertionError(f"setup question {step!r} ({widget.question!r}) cannot be answered {value!r}: "
                         f"no typed answer gives it")


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


def variant_params(names, long_only) -> list:
    """A conformance test's option variants as ``parametrize`` takes them: those in ``long_only`` (the
    single scoring stand-ins, which the suite already holds all at once in an "all scoring" variant)
    run under ``--long`` only."""
    import pytest

    return [pytest.param(name, marks=pytest.mark.long) if name in long_only else name for name in names]
