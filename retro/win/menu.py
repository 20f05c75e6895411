"""Menu bar and drop-down menus: mouse, Alt / F10 / arrows / Enter / Esc, & mnemonics, accelerators."""

from __future__ import annotations

from typing import Callable

import pyxel

from retro import browser
from retro.win.fonts import mnemonic_key
from retro.win.inputs import Frame, current

SEPARATOR = None

_KEY_NAMES = {"DEL": "DELETE", "ESC": "ESCAPE", "ENTER": "RETURN", "INS": "INSERT",
              "PGUP": "PAGEUP", "PGDN": "PAGEDOWN", "SPACE": "SPACE"}


def parse_accel(text: str) -> tuple[int, bool, bool, bool] | None:
    """``"Alt+F4"`` -> (KEY_F4, alt, ctrl, shift); None for text that names no key."""
    if not text:
        return None
    parts = [p.strip() for p in text.replace("-", "+").split("+") if p.strip()]
    mods = {p.upper() for p in parts[:-1]}
    name = parts[-1].upper()
    name = _KEY_NAMES.get(name, name)
    code = getattr(pyxel, "KEY_" + name, None)
    if not isinstance(code, int):
        return None
    return code, "ALT" in mods, "CTRL" in mods, "SHIFT" in mods


def _value(v) -> bool:
    return bool(v()) if callable(v) else bool(v)


# Keys a browser keeps for itself (Alt+F4 closes its window, not the page's program): in a page
# the menus do not offer them.
BROWSERS_OWN = ("Alt+F4",)


class MenuItem:
    """One command: ``label`` with & mnemonic, the ``action`` to run, an ``accel`` shown at the right
    (and obeyed: "F2", "Alt+F4", "Ctrl+N"; in a browser page not one the browser keeps,
    ``BROWSERS_OWN``). ``enabled``/``checked`` may be callables."""

    def __init__(self, label: str, action: Callable[[], None] | None = None, accel: str = "",
                 enabled=True, checked=False):
        if accel in BROWSERS_OWN and browser.IN_BROWSER:
            accel = ""
        self.label, self.action, self.accel = label, action, accel
        self.enabled, self.checked = enabled, checked
        self.keys = parse_accel(accel)

    @property
    def is_enabled(self) -> bool:
        return _value(self.enabled)

    @property
    def is_checked(self) -> bool:
        return _value(self.checked)

    def run(self) -> None:
        if self.action is not None:
            self.action()


class Menu:
    """A drop-down: a title with & mnemonic and its items (``SEPARATOR`` = None draws a rule)."""

    def __init__(self, label: str, items: list[MenuItem | None], system: bool = False):
        self.label, self.items, self.system = label, items, system


class MenuBar:
    """The bar below the caption. ``update`` returns True while it holds the input (a menu is open
    or armed); the window then gives nothing to the client area that frame."""

    def __init__(self, menus: list[Menu], system: Menu | None = None):
        self.menus: list[Menu] = ([system] if system else []) + list(menus)
        self.hot = -1          # title armed from the keyboard (no drop-down)
        self.open = -1         # index of the open drop-down
        self.sel = -1          # selected item in the open drop-down
        self.ran: list[str] = []   # labels of items run (tests read it)
        self._titles: list[tuple[int, int, int, int]] = []
        self._bar = (0, 0, 0, 0)
        self._system_rect = (0, 0, 0, 0)
        self._pressed_on_title = False

    # ------------------------------------------------------------ layout
    def layout(self, look, x: int, y: int, w: int, system_rect: tuple[int, int, int, int]) -> None:
        self._bar = (x, y, w, look.menu_h)
        self._system_rect = system_rect
        f = look.ui
        titles, tx = [], x + (1 if look.name == "31" else 2)
        for menu in self.menus:
            if menu.system:
                titles.append(system_rect)
                continue
            tw = f.label_width(menu.label) + (14 if look.name == "31" else 12)
            titles.append((tx, y, tw, look.menu_h - 1))
            tx += tw
        self._titles = titles
        self.look = look

    @property
    def active(self) -> bool:
        return self.hot >= 0 or self.open >= 0

    def first_menu(self) -> int:
        return 1 if self.menus and self.menus[0].system else 0

    def _dropdown_rect(self, index: int) -> tuple[int, int, int, int, int]:
        """(x, y, w, h, accel_x) of the drop-down of menu ``index``."""
        look = self.look
        f = look.ui
        menu = self.menus[index]
        tx, ty, tw, th = self._titles[index]
        label_w = max((f.label_width(i.label) for i in menu.items if i), default=0)
        accel_w = max((f.width(i.accel) for i in menu.items if i and i.accel), default=0)
        accel_x = look.menu_text_indent + label_w + (24 if accel_w else 0)
        w = accel_x + accel_w + 18
        h = sum(look.item_h if i else look.separator_h for i in menu.items) + 6
        x = tx
        y = ty + th + (0 if menu.system else 1)
        if look.name == "31" and not menu.system:
            x, y = tx, ty + th
        return x, y, max(w, tw), h, accel_x

    def title_point(self, index: int) -> tuple[int, int]:
        """The centre of menu ``index``'s title: where a click opens it."""
        x, y, w, h = self._titles[index]
        return x + w // 2, y + h // 2

    def item_point(self, item: int) -> tuple[int, int]:
        """A point on item ``item`` of the open drop-down: where a click chooses it."""
        x, y, w, h, _ = self._dropdown_rect(self.open)
        iy = y + 3
        for i, it in enumerate(self.menus[self.open].items):
            ih = self.look.item_h if it else self.look.separator_h
            if i == item:
                return x + 20, iy + ih // 2
            iy += ih
        raise IndexError(item)

    def _item_at(self, mx: int, my: int) -> int:
        if self.open < 0:
            return -1
        x, y, w, h, _ = self._dropdown_rect(self.open)
        if not (x <= mx < x + w and y <= my < y + h):
            return -1
        iy = y + 3
        for i, item in enumerate(self.menus[self.open].items):
            ih = self.look.item_h if item else self.look.separator_h
            if iy <= my < iy + ih:
                return i if item else -1
            iy += ih
        return -1

    def _title_at(self, mx: int, my: int) -> int:
        for i, (x, y, w, h) in enumerate(self._titles):
            if x <= mx < x + w and y <= my < y + h:
                return i
        return -1

    # ------------------------------------------------------------ actions
    def close(self) -> None:
        self.hot = self.open = self.sel = -1
        self._pressed_on_title = False

    def arm(self, index: int | None = None) -> None:
        """Highlight a title from the keyboard (Alt tapped, F10)."""
        self.open, self.sel = -1, -1
        self.hot = self.first_menu() if index is None else index

    def open_menu(self, index: int, select_first: bool = True) -> None:
        self.hot = -1
        self.open = index % len(self.menus)
        self.sel = self._next_item(-1, 1) if select_first else -1

    def open_by_mnemonic(self, letter: str) -> bool:
        for i, menu in enumerate(self.menus):
            if not menu.system and mnemonic_key(menu.label) == letter:
                self.open_menu(i)
                return True
        return False

    def run(self, item: MenuItem) -> None:
        self.close()
        self.ran.append(item.label)
        item.run()

    def _next_item(self, start: int, step: int) -> int:
        items = self.menus[self.open].items
        i = start
        for _ in range(len(items)):
            i = (i + step) % len(items)
            if items[i] is not None:
                return i
        return -1

    def accelerator(self, keys: Frame | None = None) -> bool:
        """Run the item whose accelerator was pressed this frame (menus closed or not)."""
        keys = keys if keys is not None else current()
        a, c, s = keys.alt, keys.ctrl, keys.shift
        for menu in self.menus:
            for item in menu.items:
                if item is None or item.keys is None:
                    continue
                key, ka, kc, ks = item.keys
                if keys.went_down(key) and (ka, kc, ks) == (a, c, s) and item.is_enabled:
                    self.run(item)
                    return True
        return False

    # ------------------------------------------------------------ input
    def update(self, frame: Frame | None = None) -> bool:
        """This frame's mouse and keys for the bar; True when it took them."""
        if not self._titles:
            return False
        frame = frame if frame is not None else current()
        mx, my = frame.mouse_x, frame.mouse_y
        moved = (mx, my) != self._last_mouse
        self._last_mouse = (mx, my)
        if self.open >= 0 or self.hot >= 0:
            return self._update_active(frame, mx, my, moved)
        if frame.left_went_down:
            t = self._title_at(mx, my)
            if t >= 0:
                self.open_menu(t, select_first=False)
                self._pressed_on_title = True
                return True
        return False

    def _update_active(self, frame: Frame, mx: int, my: int, moved: bool) -> bool:
        look_items = self.menus[self.open].items if self.open >= 0 else []
        # ---- mouse
        title = self._title_at(mx, my)
        if self.open >= 0:
            if title >= 0 and title != self.open and (frame.left_held or moved):
                self.open_menu(title, select_first=False)
                look_items = self.menus[self.open].items
            item = self._item_at(mx, my)
            if moved and item >= 0:
                self.sel = item
            if frame.left_went_up:
                item = self._item_at(mx, my)
                if item >= 0 and look_items[item].is_enabled:
                    self.run(look_items[item])
                    return True
            if frame.left_went_down:
                if title == self.open:
                    self.close()
                elif title < 0 and self._item_at(mx, my) < 0:
                    x, y, w, h, _ = self._dropdown_rect(self.open)
                    if not (x <= mx < x + w and y <= my < y + h):
                        self.close()
                return True
        elif frame.left_went_down:
            if title >= 0:
                self.open_menu(title, select_first=False)
            else:
                self.close()
            return True
        # ---- keys
        if frame.went_down(pyxel.KEY_ESCAPE):
            if self.open >= 0:
                self.hot, self.open, self.sel = self.open, -1, -1
            else:
                self.close()
            return True
        if frame.went_down(pyxel.KEY_F10):
            self.close()
            return True
        n = len(self.menus)
        current = self.open if self.open >= 0 else self.hot
        for key, step in ((pyxel.KEY_LEFT, -1), (pyxel.KEY_RIGHT, 1)):
            if frame.pressed(key):
                if self.open >= 0:
                    self.open_menu((current + step) % n)
                else:
                    self.hot = (current + step) % n
                return True
        if self.open < 0:
            if frame.enter or frame.pressed(pyxel.KEY_DOWN) or frame.pressed(pyxel.KEY_UP):
                self.open_menu(self.hot)
                return True
            letter = frame.letter
            if letter and self.open_by_mnemonic(letter):
                return True
            return True
        if frame.pressed(pyxel.KEY_DOWN):
            self.sel = self._next_item(self.sel, 1)
            return True
        if frame.pressed(pyxel.KEY_UP):
            self.sel = self._next_item(self.sel if self.sel >= 0 else 0, -1)
            return True
        if frame.enter:
            if self.sel >= 0 and look_items[self.sel].is_enabled:
                self.run(look_items[self.sel])
            return True
        letter = frame.letter
        if letter:
            for item in look_items:
                if item is not None and mnemonic_key(item.label) == letter and item.is_enabled:
                    self.run(item)
                    return True
        return True

    _last_mouse = (-1, -1)

    # ------------------------------------------------------------ drawing
    def draw_bar(self) -> None:
        look = self.look
        x, y, w, h = self._bar
        look.menu_bar(x, y, w)
        # Windows 98 raises the title under the resting mouse ("hot tracking")
        mouse = current()
        hover = self._title_at(mouse.mouse_x, mouse.mouse_y) if look.name == "98" and not self.active else -1
        for i, menu in enumerate(self.menus):
            if menu.system:
                continue
            tx, ty, tw, th = self._titles[i]
            state = "open" if i == self.open else ("hot" if i in (self.hot, hover) else "")
            look.menu_title(tx, ty, tw, menu.label, state)

    def draw_dropdown(self) -> None:
        if self.open < 0:
            return
        look = self.look
        x, y, w, h, accel_x = self._dropdown_rect(self.open)
        look.dropdown(x, y, w, h)
        iy = y + 3
        inner_x, inner_w = x + 3, w - 6
        if look.name == "31":
            inner_x, inner_w = x + 1, w - 2
        for i, item in enumerate(self.menus[self.open].items):
            if item is None:
                look.menu_separator(inner_x, iy, inner_w)
                iy += look.separator_h
                continue
            look.menu_item(inner_x, iy, inner_w, item.label, item.accel, i == self.sel,
                           item.is_enabled, item.is_checked, accel_x - (inner_x - x))
            iy += look.item_h
