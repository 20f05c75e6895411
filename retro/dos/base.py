"""The frame loop shared by the text-mode programs: keys and clicks to widgets, paint, draw."""

from __future__ import annotations

from typing import Callable

from retro import keys as keyboard
from retro.dos.keybar import clicked_key
from retro.dos.screen import TextScreen
from retro.dos.widgets import Widget
from retro.program import Context, Program


KEYPAD_ARROWS = {"4": "LEFT", "6": "RIGHT", "8": "UP", "2": "DOWN"}


def keypad_as_arrows(keys: list[str]) -> list[str]:
    """This frame's keys with the keypad's 4 6 8 2 read as arrows (held, they repeat like
    arrows); the same digits on the number row stay digits."""
    import pyxel

    keys = list(keys)
    for digit, arrow in KEYPAD_ARROWS.items():
        pad = getattr(pyxel, f"KEY_KP_{digit}")
        if not pyxel.btnp(pad, hold=keyboard.HOLD_FRAMES, repeat=keyboard.REPEAT_FRAMES):
            continue
        if digit in keys and not pyxel.btnp(getattr(pyxel, f"KEY_{digit}")):
            keys[keys.index(digit)] = arrow
        elif arrow not in keys:
            keys.append(arrow)
    return keys


class DosProgram(Program):
    """A text-mode program. Subclasses implement ``paint`` (the whole screen from the model),
    ``on_key`` and optionally ``on_click``, ``global_key`` and ``tick``.

    The screen is repainted only after something happened (a key, a click, a
    timer that called ``touch``); the TextScreen then redraws only changed rows.
    """

    # A click on a key bar label presses that key, over a question too (retro.dos.keybar).
    bar_clicks = False

    def __init__(self, ctx: Context, mono: bool = False, border: int = 0):
        self.ctx = ctx
        self.audio = ctx.audio
        self.screen = TextScreen(mono=mono, border=border)
        self.modals: list[tuple[Widget, Callable | None]] = []
        self.dirty = True
        self.frame = 0

    # --- hooks for subclasses ---------------------------------------------------
    def paint(self) -> None:
        """Write the program's screen (not its modal widgets) into ``self.screen``."""

    def on_key(self, key: str) -> None:
        """A key with no modal widget open."""

    def on_click(self, col: int, row: int) -> None:
        """A left click on a cell with no modal widget open."""

    def global_key(self, key: str) -> bool:
        """Keys that work even while a question is open (F1 sound...). True = consumed."""
        return False

    def tick(self) -> None:
        """Once per frame after input: timers, the computer's turn."""

    def keypad_arrows(self) -> bool:
        """True while the numeric keypad's 4 6 8 2 should act as Left, Right, Up, Down
        (the number row still types digits). Off unless a program turns it on."""
        return False

    # --- helpers -------------------------------------------------------------------
    def touch(self) -> None:
        self.dirty = True

    def push(self, widget: Widget, on_done: Callable | None = None) -> Widget:
        self.modals.append((widget, on_done))
        self.touch()
        return widget

    @property
    def modal(self) -> Widget | None:
        return self.modals[-1][0] if self.modals else None

    def type_text(self, text: str) -> None:
        """Text typed this frame (small letters, other alphabets) to the question that takes it as
        written (``text_input``: a name), if one is open."""
        widget = self.text_widget()
        if widget is not None:
            widget.type_text(text)
            self.touch()

    def text_widget(self):
        """The question open now that takes typed text as written, or None."""
        for widget in (self.modal, getattr(getattr(self, "scene", None), "widget", None)):
            if getattr(widget, "text_input", False) and not widget.done:
                return widget
        return None

    def beep(self) -> None:
        self.audio.effect("error")

    # --- the frame -----------------------------------------------------------------
    def dispatch(self, key: str) -> None:
        self.touch()
        if self.global_key(key):
            return
        if self.modals:
            widget, on_done = self.modals[-1]
            widget.handle(key)
            self._after_widget(widget, on_done)
        else:
            self.on_key(key)

    def dispatch_click(self, col: int, row: int) -> None:
        self.touch()
        key = clicked_key(self.screen, col, row) if self.bar_clicks else None
        if key is not None:
            self.dispatch(key)
        elif self.modals:
            widget, on_done = self.modals[-1]
            widget.click(col, row)
            self._after_widget(widget, on_done)
        else:
            self.on_click(col, row)

    def _after_widget(self, widget: Widget, on_done) -> None:
        if widget.beeped:
            self.beep()
        if widget.done and self.modals and self.modals[-1][0] is widget:
            self.modals.pop()
            if on_done:
                on_done(widget.result)

    def update(self) -> None:
        import pyxel

        self.frame += 1
        self.screen.tick()
        keys = keyboard.pressed()
        if self.keypad_arrows():
            keys = keypad_as_arrows(keys)
        for key in keys:
            self.dispatch(key)
        typed = pyxel.input_text
        if typed:
            self.type_text(typed)
        if pyxel.btnp(pyxel.MOUSE_BUTTON_LEFT):
            cell = TextScreen.cell_at(pyxel.mouse_x, pyxel.mouse_y)
            if cell:
                self.dispatch_click(*cell)
        wheel = pyxel.mouse_wheel
        if wheel and self.modals and hasattr(self.modals[-1][0], "scroll"):
            self.modals[-1][0].scroll(-wheel * 3)
            self.touch()
        self.tick()
        if self.dirty:
            self.dirty = False
            self.screen.cursor = None
            self.screen.key_bar = None
            self.paint()
            for widget, _ in self.modals:
                widget.paint(self.screen)

    def draw(self) -> None:
        self.screen.draw()
