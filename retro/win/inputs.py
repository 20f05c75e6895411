"""The kit's input adapter: the one place that reads Pyxel's mouse and keys, once a frame.

``read()`` takes this frame's input as a ``Frame`` (the mouse, the wheel, typed text,
and each key's pressed / held / released / repeating state as it is asked for). A
``Capture`` turns the frames' left-button state into mouse events for whatever the
press picked, the way Pyxel's editor widgets capture the mouse: the target of a press
gets every event until the release, even when the pointer has left it.

    down        the press, on the target under the pointer
    move        every frame the button stays held (the target keeps the mouse)
    drag_start  a drag source's pointer went past ``threshold`` pixels from the press
    up          the release, wherever the pointer is
    click       after ``up``: released on the target (a drag source: without dragging)
    drop        after ``up``: a drag source released after its drag started

Widgets, menus, dialogs and drag-and-drop get these events and the ``Frame`` for keys;
none of them reads Pyxel itself.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from typing import Any, Callable

import pyxel

HOLD, REPEAT = 15, 3        # key repeat, in frames
DRAG_THRESHOLD = 3          # pixels a press may wander and still be a click
AWAY = -10_000              # where the mouse is while a frame is drawn without it (``pointer_away``)


class Frame:
    """One frame of input. The mouse is taken at once; a key is read on its first question
    and kept for the frame, so the answers cannot change while the frame is handled."""

    def __init__(self):
        self.count = pyxel.frame_count
        self.mouse_x, self.mouse_y = pyxel.mouse_x, pyxel.mouse_y
        self.wheel = pyxel.mouse_wheel
        self.text = pyxel.input_text
        self._known: dict[tuple[str, int], bool] = {}

    def _ask(self, kind: str, key: int) -> bool:
        known = self._known.get((kind, key))
        if known is None:
            if kind == "held":
                known = pyxel.btn(key)
            elif kind == "went":
                known = pyxel.btnp(key)
            elif kind == "repeat":
                known = pyxel.btnp(key, HOLD, REPEAT)
            else:
                known = pyxel.btnr(key)
            self._known[(kind, key)] = known = bool(known)
        return known

    # ---------------------------------------------------------- one key
    def held(self, key: int) -> bool:
        """``key`` is down."""
        return self._ask("held", key)

    def went_down(self, key: int) -> bool:
        """``key`` went down this frame."""
        return self._ask("went", key)

    def went_up(self, key: int) -> bool:
        """``key`` was let go this frame."""
        return self._ask("up", key)

    def pressed(self, key: int) -> bool:
        """``key`` went down this frame, or is held and repeating."""
        return self._ask("repeat", key)

    # ---------------------------------------------------------- what the kit asks often
    @property
    def alt(self) -> bool:
        return self.held(pyxel.KEY_ALT) or self.held(pyxel.KEY_LALT) or self.held(pyxel.KEY_RALT)

    @property
    def alt_went_down(self) -> bool:
        return any(self.went_down(k) for k in (pyxel.KEY_ALT, pyxel.KEY_LALT, pyxel.KEY_RALT))

    @property
    def alt_went_up(self) -> bool:
        return any(self.went_up(k) for k in (pyxel.KEY_ALT, pyxel.KEY_LALT, pyxel.KEY_RALT))

    @property
    def shift(self) -> bool:
        return self.held(pyxel.KEY_SHIFT) or self.held(pyxel.KEY_LSHIFT) or self.held(pyxel.KEY_RSHIFT)

    @property
    def ctrl(self) -> bool:
        return self.held(pyxel.KEY_CTRL) or self.held(pyxel.KEY_LCTRL) or self.held(pyxel.KEY_RCTRL)

    @property
    def enter(self) -> bool:
        """Enter (either key) went down this frame."""
        return self.went_down(pyxel.KEY_RETURN) or self.went_down(pyxel.KEY_KP_ENTER)

    @property
    def letter(self) -> str | None:
        """The letter or digit key that went down this frame (lower case), if any."""
        for key in range(pyxel.KEY_A, pyxel.KEY_Z + 1):
            if self.went_down(key):
                return chr(key)
        for key in range(pyxel.KEY_0, pyxel.KEY_9 + 1):
            if self.went_down(key):
                return chr(key)
        return None

    # ---------------------------------------------------------- the left button
    @property
    def left_went_down(self) -> bool:
        return self.went_down(pyxel.MOUSE_BUTTON_LEFT)

    @property
    def left_held(self) -> bool:
        return self.held(pyxel.MOUSE_BUTTON_LEFT)

    @property
    def left_went_up(self) -> bool:
        return self.went_up(pyxel.MOUSE_BUTTON_LEFT)


_latest: Frame | None = None
# Keys to be pressed in the next frame taken (``press_next``): a page's text field's Enter and Esc.
_next: list[int] = []


def read() -> Frame:
    """Take this frame's input from Pyxel (the window does, at the start of its update)."""
    global _latest
    _latest = Frame()
    for key in _next:
        _latest._known[("went", key)] = _latest._known[("repeat", key)] = True
    _next.clear()
    return _latest


def press_next(key: int) -> None:
    """``key`` goes down in the next frame taken, as if typed: the Enter and Esc of the page's
    text field (retro.web_input) reach a dialog as the keyboard's do."""
    _next.append(key)


@contextlib.contextmanager
def pointer_away():
    """While the frame is drawn, the mouse is off the screen: no arrow, no menu title lit where a
    finger last touched (retro.web_input.drawing). Its input is the same before and after."""
    frame = current()
    where = frame.mouse_x, frame.mouse_y
    frame.mouse_x = frame.mouse_y = AWAY
    try:
        yield
    finally:
        frame.mouse_x, frame.mouse_y = where


def current() -> Frame:
    """The frame the window took this frame (taken now if no one has yet)."""
    if _latest is None or _latest.count != pyxel.frame_count:
        return read()
    return _latest


# The programs' own screens ask these of the frame in hand.
def alt() -> bool:
    return current().alt


def shift() -> bool:
    return current().shift


def ctrl() -> bool:
    return current().ctrl


def pressed(key: int) -> bool:
    """``key`` went down this frame, or is held and repeating."""
    return current().pressed(key)


def enter_pressed() -> bool:
    return current().enter


def letter_pressed() -> str | None:
    return current().letter


@dataclass(frozen=True)
class MouseEvent:
    """What the captured mouse did this frame: ``kind`` (see the module's list) at (x, y)."""

    kind: str
    x: int
    y: int
    target: Any


class Capture:
    """The mouse capture of one surface (a dialog, the client area, a hand of cards).

    Each frame ``feed(frame, pick)`` gives the events of the left button: a press asks
    ``pick(x, y)`` for its target (None: the press is not this surface's), and the target
    keeps the mouse until the release. A target that is a drag source (``drags(target)``
    says so) starts a drag once the pointer goes past ``threshold`` pixels from the press.
    A release is seen as the button no longer held, so one that happened while the
    surface was not fed (under a dialog) still ends the press.
    """

    def __init__(self, threshold: int = DRAG_THRESHOLD,
                 drags: Callable[[Any], bool] = lambda target: False):
        self.threshold, self.drags = threshold, drags
        self.target: Any = None
        self.press = (0, 0)
        self.dragging = False

    @property
    def active(self) -> bool:
        return self.target is not None

    def release(self) -> None:
        """Forget the press (the surface gave up its target)."""
        self.target, self.dragging = None, False

    def feed(self, frame: Frame, pick: Callable[[int, int], Any]) -> list[MouseEvent]:
        x, y = frame.mouse_x, frame.mouse_y
        target = self.target
        if target is None:
            if not frame.left_went_down:
                return []
            target = pick(x, y)
            if target is None:
                return []
            self.target, self.press, self.dragging = target, (x, y), False
            return [MouseEvent("down", x, y, target)]
        out = []
        px, py = self.press
        if (not self.dragging and self.drags(target)
                and (abs(x - px) > self.threshold or abs(y - py) > self.threshold)):
            self.dragging = True
            out.append(MouseEvent("drag_start", x, y, target))
        if frame.left_held:
            out.append(MouseEvent("move", x, y, target))
            return out
        dragged = self.dragging
        self.release()
        out.append(MouseEvent("up", x, y, target))
        if dragged:
            out.append(MouseEvent("drop", x, y, target))
        elif self.drags(target) or _contains(target, x, y):
            # a drag source that never started a drag was let go within a few pixels of the press
            out.append(MouseEvent("click", x, y, target))
        return out


def _contains(target: Any, x: int, y: int) -> bool:
    contains = getattr(target, "contains", None)
    return bool(contains(x, y)) if contains is not None else True
