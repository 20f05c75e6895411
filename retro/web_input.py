"""In a page: typing on a phone, swiping a text along, and no arrow left where a finger was.

A phone shows its keyboard only for a real text field of the page, never for
Pyxel's canvas, so wherever a program asks for typed text the page puts an HTML
text field over the place (retro/web.py's page script, ``retroInput``), and
this module carries what is typed there to the program and back:

* a DOS question typed at (``retro.dos.widgets.TypedAnswer``) is noted when it
  is painted (``Bridge.painted``); what the page's field holds reaches it as
  the keys that would have typed it (``typing_keys``), through the program's
  own ``dispatch``, so a refused key beeps and a letter shows in capitals as
  on the desktop; the field's Enter and Esc are the program's Enter and Esc;
* a Windows text box (``retro.win.textbox.TextBox``) with the focus asks for
  the field each frame it is drawn (``Bridge.want``); what the field holds
  becomes its text, and the field's Enter and Esc are pressed in the next
  frame's input (``retro.win.inputs.press_next``), so the dialog's default
  and Cancel buttons answer them as they answer the keyboard's.

The page shows the field while a question wants it (``Field``: where, what is
typed so far, how long, digits only...) and takes it away a few frames after
the question has gone (``HIDE_AFTER``: the next question of a row takes it
over without the phone's keyboard going down between them).

Where a phone shows only a part of the screen (upright, larger), what the player
must read now -- a question with its answers, a box, a dialog -- is brought into
view once, when it comes (``Bridge.attend``, reported as it is painted; the page
scrolls the least that shows it, see ``Span``); the player's own dragging is
left alone until the next one comes.

The page also says whether the last pointer was a finger (``Bridge.touch``):
then no arrow is drawn (``drawing``) -- Pyxel's mouse stays where the finger
last was -- and a finger pressed on a scrollable text may drag it up and down
(``Swipe``; ``finger_down``): the DOS text viewers and the Windows text and
list views take it; a finger that hardly moved is a tap, as before.

Everything here can be imported and tested anywhere; the page is reached only
through ``PageCalls`` (Pyodide's ``js`` module), tried only in a browser.
"""

from __future__ import annotations

import itertools
import json
import sys
import weakref
from dataclasses import asdict, dataclass
from typing import Callable

IN_BROWSER = sys.platform == "emscripten"

# Frames the field stays after its question has gone (the next question may take it over).
HIDE_AFTER = 8

# The key names (retro.keys) of the characters that are not keys of their own name.
KEY_NAMES = {" ": "SPACE", "-": "MINUS", "+": "PLUS", "*": "ASTERISK", "=": "EQUALS"}


@dataclass(frozen=True)
class Field:
    """Where the page's text field goes and what it holds: a rectangle of Pyxel's screen
    (x, y, w, h), the text typed so far, at most ``max_len`` characters; ``digits``: only digits
    are taken (the phone shows its number pad); ``capitals``: the program types letters as
    capitals (a DOS name); ``look``: "dos" or "win", how the field looks."""

    x: int
    y: int
    w: int
    h: int
    text: str
    max_len: int
    digits: bool = False
    capitals: bool = False
    look: str = "win"


@dataclass(frozen=True)
class Span:
    """A part of Pyxel's screen (x0..x1, y0..y1 pixels) the player must see now. Wider than the
    view, it shows its ``end``: "right" (a question's answers), "left" (a text's line starts) or
    "middle" (a box)."""

    x0: int
    y0: int
    x1: int
    y1: int
    end: str = "middle"


def key_name(char: str) -> str | None:
    """The key name (retro.keys) that types ``char`` ("A" for "a", "SPACE" for " "), or None
    where no key of the keyboard the programs read types it."""
    if char in KEY_NAMES:
        return KEY_NAMES[char]
    if char.isascii() and char.isalnum():
        return char.upper()
    return None


def typing_keys(old: str, new: str, allowed: str) -> list[str]:
    """The keys that turn ``old`` (what the program holds) into the page field's ``new``: a
    Backspace for each character after the two part ways, then the key of each new character
    ("ann" is A, N, N: a DOS answer shows capitals). A digit the question does not take is
    pressed all the same: the program refuses it as it refuses it from the keyboard (a beep, its
    words), and the field shows the answer without it. Other characters go only to a question
    that takes such keys (a letter is a command at a question of numbers: D, L, R...); a
    character no key types is left out."""
    def typed(key: str | None) -> bool:
        return key is not None and (key.isdigit() or key in allowed)

    wanted = [key for key in map(key_name, new) if typed(key)]
    same = 0
    while same < min(len(old), len(wanted)) and key_name(old[same]) == wanted[same]:
        same += 1
    return ["BACKSPACE"] * (len(old) - same) + wanted[same:]


def plain_text(text: str, max_len: int) -> str:
    """What a text box takes of the page field's ``text``: printable characters, at most ``max_len``."""
    return "".join(ch for ch in text if ch.isprintable())[:max_len]


class Swipe:
    """A finger on a scrollable text, from where it went down (``x``, ``y``, Pyxel pixels).

    Once it has gone ``SLOP`` pixels up or down (more than sideways) it is a swipe: ``move``
    then says how many lines (``line`` pixels each) the text is to scroll, the text following
    the finger (a finger going up shows the lines below: a positive count). A finger that never
    went so far is a tap (``swiping`` stays False), and its press is a click after all.
    """

    SLOP = 6     # pixels a finger may wander and still be a tap

    def __init__(self, x: int, y: int, line: int):
        self.start = (x, y)
        self.line = max(1, line)
        self.swiping = False
        self._last = y
        self._carry = 0

    def move(self, x: int, y: int) -> int:
        """The finger is at (x, y) now: the lines to scroll (0 while it is still a tap)."""
        if not self.swiping:
            dx, dy = x - self.start[0], y - self.start[1]
            if abs(dy) < self.SLOP or abs(dy) <= abs(dx):
                return 0
            self.swiping = True
        self._carry += self._last - y
        self._last = y
        lines = int(self._carry / self.line)      # towards zero: a part of a line waits
        self._carry -= lines * self.line
        return lines


class NoPage:
    """No page to talk to (a desktop, a test, a page without our script): nothing happens."""

    def touch(self) -> bool:
        return False

    def show(self, spec: str) -> None:
        pass

    def hide(self) -> None:
        pass

    def take(self) -> str:
        return ""

    def attend(self, spec: str) -> None:
        pass


class PageCalls(NoPage):
    """The page script's ``retroInput`` (retro/web.py), through Pyodide's ``js`` module."""

    def __init__(self):
        import js

        self.input = js.retroInput            # AttributeError where the page has no script of ours

    def touch(self) -> bool:
        return bool(self.input.touch)

    def show(self, spec: str) -> None:
        self.input.show(spec)

    def hide(self) -> None:
        self.input.hide()

    def take(self) -> str:
        return str(self.input.take() or "")

    def attend(self, spec: str) -> None:
        self.input.attend(spec)


def pyxel_pointer() -> tuple[int, int, bool]:
    """Pyxel's mouse: where it is and whether the left button (a finger) is down."""
    import pyxel

    return pyxel.mouse_x, pyxel.mouse_y, bool(pyxel.btn(pyxel.MOUSE_BUTTON_LEFT))


class DosQuestion:
    """A DOS question typed at (a ``TypedAnswer``) of ``program``, as the page's field sees it:
    what is typed there goes through the program's ``dispatch`` as keys."""

    def __init__(self, program, widget):
        self.program, self.widget = program, widget

    def page_field(self) -> Field | None:
        return self.widget.page_field()

    def page_typed(self, text: str) -> None:
        if getattr(self.widget, "text_input", False):      # a name: taken as it is written
            self.widget.set_text(plain_text(text, self.widget.max_len))
            self.program.touch()
            return
        for key in typing_keys(self.widget.typed, text, self.widget.allowed):
            self.program.dispatch(key)

    def page_press(self, name: str) -> None:
        self.program.dispatch(name)


class Bridge:
    """The page's text field and pointer, once a frame (``frame``, called by the shell in a page).

    ``page`` is the page's side (``PageCalls`` in a browser); ``pointer`` gives Pyxel's mouse
    (tests pass their own). ``touch`` says whether the last pointer was a finger; ``x``, ``y``
    and ``held`` are the mouse of the frame.
    """

    def __init__(self, page=None, pointer: Callable[[], tuple[int, int, bool]] | None = None,
                 active: bool = IN_BROWSER):
        self.page = page
        self.pointer = pointer or pyxel_pointer
        self.active = active           # in a page (only then do the programs report their fields)
        self.touch = False
        self.x = self.y = 0
        self.held = False
        self._wanted = None            # a Windows text box drawn this frame with the focus
        self._painted = None           # (weak widget, screen, cursor): the DOS question last painted
        self._shown: tuple | None = None   # (key, Field, seq) last sent to the page
        self._owner_key: str | None = None
        self._seq = 0                  # the page's typing events taken so far (its count)
        self._idle = 0                 # frames since a question last wanted the field
        self._keys = weakref.WeakKeyDictionary()
        self._count = itertools.count(1)
        self._attending: tuple | None = None    # (what, Span) painted this frame to be looked at
        self._attended = None                   # what the page last brought into view
        self.attended_span: Span | None = None  # and where it was

    # --- the programs report --------------------------------------------------------------------
    def want(self, owner) -> None:
        """A text box wants the page's field this frame (``owner.page_field()`` says where)."""
        if self.active:
            self._wanted = owner

    def painted(self, widget, screen) -> None:
        """A DOS question typed at was painted on ``screen`` (the field is its while the screen's
        cursor stays where the question put it)."""
        if self.active:
            self._painted = (weakref.ref(widget), screen, screen.cursor)

    def attend(self, what, span: Span) -> None:
        """``what`` (a question, a box: compared with ==, a widget by its identity) is painted over
        ``span``, for the player to read now: the page brings it into view once, when it comes."""
        if self.active:
            self._attending = (what, span)

    # --- once a frame ---------------------------------------------------------------------------
    def frame(self, program) -> None:
        """Before ``program``'s update: the page's pointer, what was typed in its field (to the
        question it was typed for), a swipe over a DOS text, and the field shown, moved or hidden."""
        page = self.page
        if page is None:
            page = self.page = _page()
        was, self.touch = self.touch, bool(_quietly(page.touch, False))
        if self.touch != was and callable(getattr(program, "touch", None)):
            program.touch()                       # a text screen painted again: what a finger is offered
        self.x, self.y, self.held = self.pointer()
        owner = self._owner(program)
        if self._shown is not None:
            self._typed(owner, _quietly(page.take, ""))
            owner = self._owner(program)          # Enter may have answered it
        self._follow(program)
        self._sync(owner)
        self._bring()

    def _owner(self, program):
        if self._wanted is not None:
            return self._wanted
        if self._painted is None:
            return None
        ref, screen, cursor = self._painted
        widget = ref()
        if (widget is None or widget.done or getattr(program, "screen", None) is not screen
                or screen.cursor != cursor):
            return None
        return DosQuestion(program, widget)

    def _key(self, owner) -> str:
        target = owner.widget if isinstance(owner, DosQuestion) else owner
        key = self._keys.get(target)
        if key is None:
            key = self._keys[target] = f"field-{next(self._count)}"
        return key

    def _typed(self, owner, said: str) -> None:
        if not said:
            return
        try:
            news = json.loads(said)
        except ValueError:
            return
        self._seq = int(news.get("seq", self._seq))
        if owner is None or self._key(owner) != self._owner_key:
            return                                  # typed for a question that has gone
        for kind, value in news.get("events", ()):
            if kind == "text":
                owner.page_typed(str(value))
            elif kind == "key" and value in ("RETURN", "ESCAPE"):
                owner.page_press(value)
                break                               # what follows is for the next question, if any

    def _follow(self, program) -> None:
        """A finger on a DOS text viewer (the program's modal) drags its text along."""
        modal = getattr(program, "modal", None)
        follow = getattr(modal, "follow_finger", None)
        if follow is None:
            return
        result = follow(self.x, self.y, self.held)
        if result is True:
            program.touch()
        elif result:
            program.dispatch_click(*result)          # a tap after all: the click it was

    def _sync(self, owner) -> None:
        self._wanted = None
        field = owner.page_field() if owner is not None else None
        if field is not None:
            self._idle = 0
            key = self._key(owner)
            shown = (key, field, self._seq)
            if shown != self._shown:
                self._owner_key = key
                self._shown = shown
                _quietly(lambda: self.page.show(json.dumps(dict(asdict(field), key=key, seq=self._seq))))
            return
        if self._shown is None:
            return
        self._idle += 1
        if self._idle >= HIDE_AFTER:
            self._shown = self._owner_key = None
            _quietly(self.page.hide)

    def _bring(self) -> None:
        if self._attending is None:
            return
        what, span = self._attending
        self._attending = None
        if what is self._attended or what == self._attended:
            return
        self._attended, self.attended_span = what, span
        _quietly(lambda: self.page.attend(json.dumps(asdict(span))))

    # --- what the frame draws -------------------------------------------------------------------
    def finger_down(self) -> bool:
        """A finger is on the screen now (in a page): a press may become a swipe."""
        return self.touch and self.held


def _page():
    try:
        return PageCalls()
    except Exception:
        return NoPage()


def _quietly(call, default=None):
    """A call to the page; a page that cannot answer is no reason to stop the game."""
    try:
        return call()
    except Exception as err:       # pragma: no cover - only a broken page gets here
        print(f"web_input: {err}", file=sys.stderr)
        return default


# The page's one bridge (the shell calls ``BRIDGE.frame`` each frame in a page).
BRIDGE = Bridge()


def finger_down() -> bool:
    """Whether the press being handled is a finger's (in a page): it may become a swipe."""
    return BRIDGE.finger_down()


def pointer() -> tuple[int, int]:
    """Where the mouse (the finger) is this frame, in Pyxel's pixels."""
    return BRIDGE.x, BRIDGE.y
