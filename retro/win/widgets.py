"""The widget tree: Widget (geometry, events, input hooks) and Scope (focus, mouse capture, Tab).

Coordinates of a widget are relative to its parent's client origin; ``ax``/``ay``
are screen positions.  Every frame the nearest ``Scope`` (a dialog, or the
window's client area) feeds the frame's input (``retro.win.inputs``) to its
mouse capture and delivers the events to the widget pressed on (which keeps
the mouse while the button is held) and the keys to the focused widget; what
the focused widget does not use (Tab, Enter, Esc, Alt+letter) the scope handles.
Widgets announce what happened through events: ``widget.on("click", fn)``.
"""

from __future__ import annotations

from typing import Callable, Iterator

import pyxel   # key names only: the input comes from retro.win.inputs

from retro.win.fonts import mnemonic_key
from retro.win.inputs import (
    HOLD, REPEAT, Capture, Frame, MouseEvent, alt, ctrl, current, enter_pressed, letter_pressed,
    pressed, shift,
)
from retro.win.look import WIN98

# The programs' screens import the keyboard helpers from here; the adapter answers them.
__all__ = ["HOLD", "REPEAT", "alt", "ctrl", "enter_pressed", "letter_pressed", "pressed", "shift",
           "Widget", "Scope"]


class Widget:
    """A node of the tree. Subclasses draw in ``draw_self`` and react in the mouse/key hooks."""

    focusable = False
    takes_text = False        # plain letters go to it, not to mnemonics
    wants_enter = False       # Enter goes to it, not to the default button
    wants_arrows = False

    def __init__(self, x: int = 0, y: int = 0, w: int = 0, h: int = 0):
        self.x, self.y, self.w, self.h = x, y, w, h
        self.parent: Widget | None = None
        self.children: list[Widget] = []
        self.visible = True
        self.enabled = True
        self.ox = self.oy = 0     # offset of the client origin inside this widget
        self._handlers: dict[str, list[Callable]] = {}

    # ---------------------------------------------------------- tree
    def add(self, *widgets: "Widget") -> "Widget":
        """Add children; returns the last one (handy: ``ok = dlg.add(Button(...))``)."""
        for w in widgets:
            w.parent = self
            self.children.append(w)
        return widgets[-1] if widgets else self

    def remove(self, widget: "Widget") -> None:
        if widget in self.children:
            self.children.remove(widget)
            widget.parent = None

    def walk(self) -> Iterator["Widget"]:
        for child in self.children:
            yield child
            yield from child.walk()

    @property
    def scope(self) -> "Scope | None":
        node = self.parent
        while node is not None and not isinstance(node, Scope):
            node = node.parent
        return node

    @property
    def look(self):
        node: Widget | None = self
        while node is not None:
            look = node.__dict__.get("_look")
            if look is not None:
                return look
            node = node.parent
        return WIN98

    # ---------------------------------------------------------- geometry
    @property
    def ax(self) -> int:
        p = self.parent
        return self.x + (p.ax + p.ox if p is not None else 0)

    @property
    def ay(self) -> int:
        p = self.parent
        return self.y + (p.ay + p.oy if p is not None else 0)

    def contains(self, mx: int, my: int) -> bool:
        x, y = self.ax, self.ay
        return x <= mx < x + self.w and y <= my < y + self.h

    def widget_at(self, mx: int, my: int) -> "Widget | None":
        """The deepest visible, enabled widget under (mx, my), this one included."""
        if not (self.visible and self.enabled and self.contains(mx, my)):
            return None
        for child in reversed(self.children):
            hit = child.widget_at(mx, my)
            if hit is not None:
                return hit
        return self

    # ---------------------------------------------------------- events
    def on(self, event: str, handler: Callable) -> "Widget":
        self._handlers.setdefault(event, []).append(handler)
        return self

    def emit(self, event: str, *args) -> None:
        for handler in list(self._handlers.get(event, ())):
            handler(*args)

    # ---------------------------------------------------------- focus
    @property
    def focused(self) -> bool:
        s = self.scope
        return s is not None and s.focus is self

    def set_focus(self) -> None:
        s = self.scope
        if s is not None:
            s.set_focus(self)

    @property
    def mnemonic(self) -> str | None:
        label = getattr(self, "label", None)
        return mnemonic_key(label) if isinstance(label, str) else None

    def activate(self) -> None:
        """What Alt+mnemonic does (focus by default)."""
        self.set_focus()

    # ---------------------------------------------------------- hooks (the scope delivers them)
    def mouse_down(self, mx: int, my: int) -> None: ...
    def mouse_move(self, mx: int, my: int) -> None: ...          # every frame while captured
    def mouse_up(self, mx: int, my: int) -> None: ...            # wherever the pointer is
    def mouse_click(self, mx: int, my: int) -> None: ...         # after mouse_up, released on it
    def wheel(self, steps: int) -> bool:
        return False

    def key(self, keys: Frame) -> bool:
        """This frame's keys, while focused; True when it used some."""
        return False

    def tick(self) -> None:
        """Per-frame work of the widget itself (caret blink, repeat)."""

    def update(self) -> None:
        self.tick()
        for child in self.children:
            if child.visible:
                child.update()

    def draw(self) -> None:
        if not self.visible:
            return
        self.draw_self()
        for child in self.children:
            if child.visible:
                child.draw()

    def draw_self(self) -> None: ...


class Scope(Widget):
    """A widget that owns keyboard focus and mouse capture for the widgets inside it."""

    def __init__(self, x: int = 0, y: int = 0, w: int = 0, h: int = 0):
        super().__init__(x, y, w, h)
        self.focus: Widget | None = None
        self.mouse = Capture()
        self.mouse_used = False

    @property
    def capture(self) -> "Widget | None":
        """The widget holding the mouse (pressed on and not yet released)."""
        return self.mouse.target if isinstance(self.mouse.target, Widget) else None

    def focusables(self) -> list[Widget]:
        out = []

        def visit(node: Widget) -> None:
            for child in node.children:
                if child.visible and child.enabled:
                    if child.focusable:
                        out.append(child)
                    if not isinstance(child, Scope):
                        visit(child)

        visit(self)
        return out

    def set_focus(self, widget: Widget | None) -> None:
        if widget is self.focus:
            return
        old, self.focus = self.focus, widget
        if old is not None:
            old.emit("blur")
        if widget is not None:
            widget.emit("focus")

    def cycle_focus(self, step: int) -> None:
        items = self.focusables()
        if not items:
            return
        i = items.index(self.focus) if self.focus in items else (-1 if step > 0 else 0)
        self.set_focus(items[(i + step) % len(items)])

    def find(self, test: Callable[[Widget], bool]) -> Widget | None:
        for w in self.walk():
            if w.visible and w.enabled and test(w):
                return w
        return None

    def pick(self, mx: int, my: int):
        """What a press at (mx, my) goes to: the widget under it (not the scope itself)."""
        hit = self.widget_at(mx, my)
        return hit if hit is not None and hit is not self else None

    def mouse_events(self, frame: Frame) -> list[MouseEvent]:
        """This frame's events of the scope's mouse capture."""
        return self.mouse.feed(frame, self.pick)

    def route(self, frame: Frame | None = None, events: list[MouseEvent] | None = None) -> bool:
        """Deliver this frame's mouse and keys; True when a widget took the mouse or a key."""
        frame = frame if frame is not None else current()
        used = self.route_mouse(frame, events)
        return self.route_keys(frame) or used

    def route_mouse(self, frame: Frame, events: list[MouseEvent] | None = None) -> bool:
        if events is None:
            events = self.mouse_events(frame)
        for event in events:
            self.deliver(event)
        if frame.wheel:
            node = self.widget_at(frame.mouse_x, frame.mouse_y)
            while node is not None and node is not self and not node.wheel(-frame.wheel):
                node = node.parent
        self.mouse_used = bool(events)
        return self.mouse_used

    def deliver(self, event: MouseEvent) -> None:
        widget, x, y = event.target, event.x, event.y
        if event.kind == "down":
            if widget.focusable:
                self.set_focus(widget)
            widget.mouse_down(x, y)
        elif event.kind == "move":
            widget.mouse_move(x, y)
        elif event.kind == "up":
            widget.mouse_up(x, y)
        elif event.kind == "click":
            widget.mouse_click(x, y)

    def route_keys(self, frame: Frame) -> bool:
        focus = self.focus
        if focus is not None and not (focus.visible and focus.enabled):
            self.set_focus(None)
            focus = None
        if frame.went_down(pyxel.KEY_TAB):
            self.cycle_focus(-1 if frame.shift else 1)
            return True
        if focus is not None and focus.key(frame):
            return True
        if frame.enter and not (focus is not None and focus.wants_enter):
            button = self.find(lambda w: getattr(w, "default", False) is True and hasattr(w, "click"))
            if button is not None:
                button.click()
                return True
        if frame.went_down(pyxel.KEY_ESCAPE):
            button = self.find(lambda w: getattr(w, "cancel", False) is True and hasattr(w, "click"))
            if button is not None:
                button.click()
                return True
            return self.escape()
        letter = frame.letter
        if letter and (frame.alt or not (focus is not None and focus.takes_text)):
            target = self.find(lambda w: w.mnemonic == letter)
            if target is not None:
                target.activate()
                return True
        return False

    def escape(self) -> bool:
        return False
