"""Tablenette's keys, declared once: what each does, and the shortcut its menu item shows.

The menus take their shortcut labels (and so the accelerators they obey)
from ``KEYS``, and the keys the window handles beside the menus (H, Esc,
Ctrl+Z while Undo is greyed) are looked up in it too, so a menu cannot show
one key while another does the work. ``help`` is the word the manual's Game
menu paragraph names each key's command by (a test checks the manual against
this table).
"""

from __future__ import annotations

from retro.table.keymap import Key, Keymap
from retro.win.inputs import Frame
from retro.win.menu import parse_accel

KEYS = Keymap(
    Key("F2", "new_game", help="New"),
    Key("Ctrl+Z", "undo", help="Undo"),
    Key("F3", "hint", help="Hint", also=("H",)),
    Key("F5", "demo", help="Demo"),
    Key("Alt+F4", "exit", help="Exit"),
    Key("F1", "how_to_play", help="How to Play"),
    Key("Escape", "leave"),
)


def shortcut(action: str) -> str:
    """The shortcut a menu item shows (and obeys) for ``action``."""
    return KEYS.entry(action).key


def went(keys: Frame, name: str) -> bool:
    """``name`` ("H", "Ctrl+Z") was pressed this frame: its key went down with Ctrl as it says
    (Alt and Shift, when named, held too)."""
    key, alt, ctrl, shift = parse_accel(name)
    return (keys.went_down(key) and keys.ctrl == ctrl and (keys.alt or not alt)
            and (keys.shift or not shift))


def action_pressed(keys: Frame, names=("H", "Ctrl+Z", "Escape")) -> str | None:
    """The action of the first of the window's own keys ``names`` pressed this frame, if any."""
    for name in names:
        if went(keys, name):
            return KEYS.action(name)
    return None
