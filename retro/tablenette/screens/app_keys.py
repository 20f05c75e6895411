"""Tablenette's keys, declared once: what each does, and the shortcut its menu item shows.

The menus take their shortcut labels (and so the accelerators they obey)
from ``KEYS``, and the keys the window handles beside the menus (H, Esc,
Ctrl+Z while Undo is greyed) are looked up in it too, so a menu cannot show
one key while another does the work. Each key's words name its command as
the manual's menu paragraphs do (a test checks the manual against this table);
the manual's key table (``key_table``) lists them, written into the manual by
``python tools/key_tables.py``.
"""

from __future__ import annotations

from retro.table import keymap
from retro.table.keymap import Key, Keymap, Words
from retro.win.inputs import Frame
from retro.win.menu import parse_accel

# The manual (original_docs/), whose "How to play here" ends with the key table.
MANUALS = {"en": "tablenette.md"}

KEYS = Keymap(
    Key("F2", "new_game", words={"en": Words(help="New")}),
    Key("Ctrl+Z", "undo", words={"en": Words(help="Undo")}),
    Key("F3", "hint", also=("H",), words={"en": Words(help="Hint")}),
    Key("F5", "demo", words={"en": Words(help="Demo")}),
    Key("Alt+F4", "exit", words={"en": Words(help="Exit")}),
    Key("F1", "how_to_play", words={"en": Words(help="How to Play")}),
    Key("Escape", "leave"),
    languages=("en",),
)


def shortcut(action: str) -> str:
    """The shortcut a menu item shows (and obeys) for ``action``."""
    return KEYS.entry(action).key


def help_lines(lang: str = "en") -> list[str]:
    """The manual's list of keys, one line each: the keys, then the command they give."""
    return keymap.listed([(" or ".join(key.keys), key.says(lang).help) for key in KEYS if key.says(lang).help])


def key_table(lang: str = "en") -> str:
    """The manual's key table (at the end of "How to play here")."""
    return keymap.key_table(help_lines(lang))


def with_key_list(doc: str, lang: str = "en") -> str:
    """How to Play's text with its key table made from the keymap."""
    return keymap.with_key_table(doc, key_table(lang))


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
