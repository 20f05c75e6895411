"""Window (caption, menu bar, client area, modal dialog stack), Dialog and MessageBox."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

import pyxel

from retro import web_input
from retro.palette import W_BLACK, W_GREEN
from retro.win.fonts import split_mnemonic
from retro.win.look import LOOKS, Look
from retro.win.menu import Menu, MenuBar, MenuItem, SEPARATOR
from retro.win.controls import Button, Label
from retro.win.inputs import Frame, MouseEvent, current, read
from retro.win.rect import Rect
from retro.win.widgets import Scope


@dataclass(frozen=True)
class CaptionPart(Rect):
    """A press target on a caption: a title-bar button (``kind`` "close"...) or, for a dialog,
    the bar itself ("move", dragging the dialog)."""

    kind: str


def _on_caption(events: list[MouseEvent]) -> bool:
    return bool(events) and isinstance(events[0].target, CaptionPart)


def _look(look: Look | str) -> Look:
    return LOOKS[look] if isinstance(look, str) else look


class Window(Scope):
    """A program's main window. Subclass it (override ``update_client``/``draw_client``) or
    compose it (pass ``on_update``/``on_draw``). Client widgets are added with ``add`` in
    client coordinates; ``open(dialog)`` shows a modal dialog over it; Alt+F4 / the close
    box / the system menu's Close call ``on_close`` (fire "close")."""

    def __init__(self, title: str, look: Look | str = "98", menus: Sequence[Menu] | None = None,
                 x: int = 0, y: int = 0, w: int = 640, h: int = 480, background: int = W_GREEN,
                 on_close: Callable[[], None] | None = None,
                 on_update: Callable[[], None] | None = None, on_draw: Callable[[], None] | None = None):
        super().__init__(x, y, w, h)
        self._look = _look(look)
        self.title = title
        self.background = background
        self.dialogs: list[Dialog] = []
        self._on_update, self._on_draw = on_update, on_draw
        if on_close is not None:
            self.on("close", on_close)
        close_item = MenuItem("&Close", self.request_close, accel="Alt+F4")
        system = [MenuItem("&Restore", enabled=False), MenuItem("&Move", enabled=False),
                  MenuItem("&Size", enabled=False), MenuItem("Mi&nimize", enabled=False),
                  MenuItem("Ma&ximize", enabled=False), SEPARATOR, close_item]
        self.has_menu = menus is not None
        self.menubar = MenuBar(list(menus or []), Menu("", system, system=True))
        self._alt_alone = False
        self._title_pressed = ""
        self.closed = False
        self.input_used = False   # a client widget took this frame's mouse or key
        self._layout()

    # ------------------------------------------------------------ geometry
    @property
    def look(self) -> Look:
        return self._look

    def _layout(self) -> None:
        look = self._look
        b = look.frame
        self.ox = b
        self.oy = b + look.title_h + (look.menu_h if self.has_menu else 0)
        cap_x, cap_w = self.x + b, self.w - 2 * b
        menu_box = next((r[1:] for r in look.title_buttons(cap_x, self.y + b, cap_w, False)
                         if r[0] == "menu"), (0, 0, 0, 0))
        self.menubar.layout(look, cap_x, self.y + b + look.title_h, cap_w, menu_box)

    @property
    def client_rect(self) -> tuple[int, int, int, int]:
        """(x, y, w, h) of the client area on the screen."""
        b = self._look.frame
        return self.x + self.ox, self.y + self.oy, self.w - 2 * b, self.h - self.oy - b

    # ------------------------------------------------------------ dialogs
    def open(self, dialog: "Dialog") -> "Dialog":
        """Show ``dialog`` modally (on top of any other); returns it."""
        self.menubar.close()
        dialog.window = self
        dialog._look = self._look
        dialog.build()
        dialog.place(self)
        self.dialogs.append(dialog)
        dialog.opened()
        return dialog

    def message(self, text: str, title: str | None = None, buttons: Sequence[str] = ("OK",),
                icon: str | None = "info", on_close: Callable[[str | None], None] | None = None) -> "MessageBox":
        """A message box; ``on_close`` gets the chosen button's label ("OK", "Cancel", "Yes"...)."""
        box = MessageBox(text, title if title is not None else self.title, buttons, icon)
        if on_close is not None:
            box.on("close", on_close)
        return self.open(box)

    def warn(self, lines: Sequence[str], title: str | None = None) -> "MessageBox | None":
        """Problems (a damaged or unwritable file...), a line each, in one warning box."""
        if not lines:
            return None
        return self.message("\n".join(lines), title, icon="warning")

    @property
    def modal(self) -> "Dialog | None":
        return self.dialogs[-1] if self.dialogs else None

    def request_close(self) -> None:
        self.closed = True
        self.emit("close")

    # ------------------------------------------------------------ frame
    def update(self) -> None:
        """One frame of input: the top dialog if any, else the menus, accelerators, then the client.
        ``tick_client`` runs every frame whatever holds the input (animations, timers).
        The frame's input is taken from Pyxel here, once, and handed down."""
        frame = read()
        self.tick_client()
        if self.dialogs:
            self.dialogs[-1].update_modal(frame)
            return
        if self._update_menus(frame):
            return
        events = self.mouse_events(frame)
        if _on_caption(events):
            self._caption_events(events)
            return
        self.input_used = self.route(frame, events)
        for child in self.children:
            if child.visible:
                child.update()
        self.update_client()

    def _update_menus(self, frame: Frame) -> bool:
        bar = self.menubar
        if frame.alt_went_down:
            self._alt_alone = True
            if bar.active:
                bar.close()
                self._alt_alone = False
                return True
        if frame.alt and (frame.letter or frame.went_down(pyxel.KEY_F4) or frame.went_down(pyxel.KEY_SPACE)
                          or frame.went_down(pyxel.KEY_TAB) or frame.left_held):
            self._alt_alone = False
        if frame.alt_went_up and self._alt_alone:
            self._alt_alone = False
            if self.has_menu:
                bar.arm()
            return True
        if not bar.active:
            if frame.alt:
                letter = frame.letter
                if letter and bar.open_by_mnemonic(letter):
                    return True
                if frame.went_down(pyxel.KEY_SPACE):
                    bar.open_menu(0)
                    return True
            if frame.went_down(pyxel.KEY_F10) and self.has_menu:
                bar.arm()
                return True
            if bar.accelerator(frame):
                return True
        return bar.update(frame)

    def pick(self, mx: int, my: int):
        """A press goes to a title-bar button under it, else to a client widget."""
        look = self._look
        b = look.frame
        for kind, x, y, w, h in look.title_buttons(self.x + b, self.y + b, self.w - 2 * b, False):
            if kind != "menu" and x <= mx < x + w and y <= my < y + h:
                return CaptionPart(x, y, w, h, kind)
        return super().pick(mx, my)

    def _caption_events(self, events: list[MouseEvent]) -> None:
        for event in events:
            if event.kind == "down":
                self._title_pressed = event.target.kind
            elif event.kind == "up":
                self._title_pressed = ""
            elif event.kind == "click" and event.target.kind == "close":
                self.request_close()

    def tick_client(self) -> None:
        """Work that goes on under menus and dialogs too (card flights, the computer's pace)."""

    def update_client(self) -> None:
        """Per-frame input and logic of the client area, on frames when no menu or dialog holds
        the input (override, or pass ``on_update``)."""
        if self._on_update is not None:
            self._on_update()

    def draw_client(self) -> None:
        """Paint the client area (override, or pass ``on_draw``); clipped to it."""
        if self._on_draw is not None:
            self._on_draw()

    def draw(self) -> None:
        look = self._look
        b = look.frame
        look.window_frame(self.x, self.y, self.w, self.h)
        cap_x, cap_w = self.x + b, self.w - 2 * b
        look.title_bar(cap_x, self.y + b, cap_w, self.title, active=not self.dialogs,
                       pressed=self._title_pressed)
        if self.has_menu:
            self.menubar.draw_bar()
            if look.name == "31":
                y = self.y + b + look.title_h + look.menu_h - 1
                pyxel.line(cap_x, y, cap_x + cap_w - 1, y, W_BLACK)
        cx, cy, cw, ch = self.client_rect
        pyxel.clip(cx, cy, cw, ch)
        pyxel.rect(cx, cy, cw, ch, self.background)
        self.draw_client()
        for child in self.children:
            if child.visible:
                child.draw()
        pyxel.clip()
        self.menubar.draw_dropdown()
        for dialog in self.dialogs:
            dialog.draw()
        if self.dialogs and web_input.BRIDGE.active:   # a page showing a part of the screen: the dialog in view
            top = self.dialogs[-1]
            web_input.BRIDGE.attend(top, web_input.Span(top.x, top.y, top.x + top.w, top.y + top.h))

    def draw_cursor(self) -> None:
        """The era's arrow pointer at the mouse (call last; hide Pyxel's own with pyxel.mouse(False))."""
        mouse = current()
        self._look.draw_cursor(mouse.mouse_x, mouse.mouse_y)


class Dialog(Scope):
    """A modal dialog: caption, client area of ``w``×``h`` (children in client coordinates),
    centred on the window unless ``x``/``y`` are given. ``close(result)`` removes it and fires
    "close"(result). Esc presses the Cancel button, or closes with None."""

    def __init__(self, title: str, w: int, h: int, x: int | None = None, y: int | None = None):
        super().__init__(0, 0, w, h)
        self.title = title
        self.client_w, self.client_h = w, h
        self._want_xy = (x, y)
        self.window: Window | None = None
        self.result: str | None = None
        self._drag: tuple[int, int] | None = None
        self._title_pressed = ""

    @property
    def background(self) -> int:
        return self.look.dialog_bg

    def build(self) -> None:
        """Create children that need the look (fonts) to be sized; called by ``Window.open``."""

    def opened(self) -> None:
        """Called once shown; focuses the default button or the first control."""
        items = self.focusables()
        if self.focus is None and items:
            self.set_focus(next((w for w in items if not isinstance(w, Button)), items[0]))

    def place(self, window: Window) -> None:
        look = self.look
        b = look.dialog_border
        self.ox, self.oy = b, b + look.title_h
        self.w, self.h = self.client_w + 2 * b, self.client_h + self.oy + b
        x, y = self._want_xy
        self.x = x if x is not None else window.x + (window.w - self.w) // 2
        self.y = y if y is not None else window.y + (window.h - self.h) // 2

    def close(self, result: str | None = None) -> None:
        self.result = result
        if self.window is not None and self in self.window.dialogs:
            self.window.dialogs.remove(self)
        self.emit("close", result)

    def escape(self) -> bool:
        self.close(None)
        return True

    def add_buttons(self, labels: Sequence[str], y: int | None = None, w: int = 75, h: int = 23,
                    align: str = "right", gap: int = 6) -> list[Button]:
        """A row of buttons that close the dialog with their label ("OK", "Cancel", "Yes"...).
        The first is the default; Cancel/No/Close answers Esc."""
        n = len(labels)
        total = n * w + (n - 1) * gap
        if align == "center":
            x0 = (self.client_w - total) // 2
        else:
            x0 = self.client_w - total - 8
        by = self.client_h - h - 8 if y is None else y
        buttons = []
        cancel_label = next((lb for lb in labels if split_mnemonic(lb)[0] in ("Cancel", "No", "Close")),
                            labels[-1] if n == 1 else None)
        for i, label in enumerate(labels):
            result = split_mnemonic(label)[0]
            button = Button(label, x0 + i * (w + gap), by, w, h, default=(i == 0),
                            cancel=(label == cancel_label))
            button.on("click", lambda _b, r=result: self.close(r))
            buttons.append(self.add(button))
        return buttons

    def update_modal(self, frame: Frame | None = None) -> None:
        frame = frame if frame is not None else current()
        events = self.mouse_events(frame)
        if _on_caption(events):
            self._caption_events(events)
            return
        self.route(frame, events)
        for child in self.children:
            if child.visible:
                child.update()
        self.tick()

    def pick(self, mx: int, my: int):
        """A press on the caption goes to its button under the pointer, else moves the dialog."""
        look = self.look
        b = look.dialog_border
        cap = CaptionPart(self.x + b, self.y + b, self.w - 2 * b, look.title_h - 1, "move")
        if cap.contains(mx, my):
            for kind, x, y, w, h in look.title_buttons(cap.x, cap.y, cap.w, True):
                if x <= mx < x + w and y <= my < y + h:
                    return CaptionPart(x, y, w, h, kind)
            return cap
        return super().pick(mx, my)

    def _caption_events(self, events: list[MouseEvent]) -> None:
        for event in events:
            part, mx, my = event.target, event.x, event.y
            if event.kind == "down":
                if part.kind == "move":
                    self._drag = (mx - self.x, my - self.y)
                else:
                    self._title_pressed = part.kind
            elif event.kind == "move" and self._drag is not None:
                self.x, self.y = mx - self._drag[0], my - self._drag[1]
            elif event.kind == "up":
                self._drag, self._title_pressed = None, ""
            elif event.kind == "click" and part.kind != "move":
                self.escape()

    def draw(self) -> None:
        look = self.look
        b = look.dialog_border
        look.window_frame(self.x, self.y, self.w, self.h, dialog=True)
        look.title_bar(self.x + b, self.y + b, self.w - 2 * b, self.title, active=True, dialog=True,
                       pressed=self._title_pressed)
        pyxel.rect(self.x + self.ox, self.y + self.oy, self.client_w, self.client_h, look.dialog_bg)
        self.draw_self()
        for child in self.children:
            if child.visible:
                child.draw()


class MessageBox(Dialog):
    """Text, an icon ("info", "question", "warning", "stop" or None) and a row of buttons; the text
    wraps at ``text_w`` pixels, each button ``button_w`` wide."""

    text_w = 380
    button_w = 75

    def __init__(self, text: str, title: str = "", buttons: Sequence[str] = ("OK",), icon: str | None = "info"):
        super().__init__(title, 100, 60)
        self.text, self.buttons, self.icon = text, list(buttons), icon

    def build(self) -> None:
        look = self.look
        f = look.ui
        lines = f.wrap(self.text, self.text_w)
        text_w = max(f.width(line) for line in lines)
        text_h = len(lines) * (f.height + 1)
        icon_w = 32 + 16 if self.icon else 0
        bw, gap = self.button_w, 8
        buttons_w = len(self.buttons) * bw + (len(self.buttons) - 1) * gap
        self.client_w = max(icon_w + text_w + 36, buttons_w + 24, 180)
        body_h = max(text_h, 32 if self.icon else 0)
        self.client_h = 16 + body_h + 16 + 23 + 12
        ty = 16 + (body_h - text_h) // 2
        self.add(Label("\n".join(lines), 16 + icon_w, ty, text_w, text_h))
        self.add_buttons(self.buttons, y=self.client_h - 23 - 12, w=bw, align="center", gap=gap)

    def draw_self(self) -> None:
        if self.icon:
            self.look.icon(self.x + self.ox + 16, self.y + self.oy + 16, self.icon)
