"""Casino's keys, declared once: the File menu's shortcuts, the window's own keys and How to Play's key list.

Keys are written as the menus write them ("Ctrl+Z", "Alt+F4");
``retro.win.menu.parse_accel`` reads them. The menu takes its shortcuts'
keys (F1, F2, Ctrl+Z, Alt+F4) first; the window handles the rest
(``WINDOW``); H and U are the HINT and unplayed-cards buttons' own letters.
Each key's words are what How to Play's list says it does; that list
(``key_table``) is written into the manual by ``python tools/key_tables.py``
and made again when How to Play opens (``with_key_list``).
"""

from __future__ import annotations

from retro.table import keymap
from retro.table.keymap import Key, Keymap, Words
from retro.win.inputs import Frame
from retro.win.menu import parse_accel

# The manual (original_docs/), whose "The other commands" hold the key table.
MANUALS = {"en": "casino.md"}

KEYS = Keymap(
    Key("F1", "how_to_play", words={"en": Words(help="How to Play (this page)")}),
    Key("F2", "new_game", words={"en": Words(help="New Game")}),
    Key("F3", "hint", label="F3 or H", words={"en": Words(help="HINT")}),
    Key("U", "unplayed", words={"en": Words(help="show or hide the unplayed cards")}),
    Key("Ctrl+Z", "take_back", words={"en": Words(help="take back your last play (open hands only)")}),
    Key("F5", "demo", words={"en": Words(help="the demo, the computer playing your seat too")}),
    Key("Esc", "leave", words={"en": Words(help="let go of the picked piles, or leave")}),
    Key("Alt+F4", "exit"),
    languages=("en",),
)
# The actions the window itself takes from a key (the menu and the buttons take the others).
WINDOW = ("hint", "demo", "take_back", "leave")


def shortcut(action: str) -> str:
    """A menu item's shortcut as shown at its right ("Ctrl+Z")."""
    return KEYS.entry(action).key


def help_lines(lang: str = "en") -> list[str]:
    """How to Play's list of keys, one line each: the key, then its words."""
    return keymap.listed([(key.shown, key.says(lang).help) for key in KEYS if key.says(lang).help])


def key_table(lang: str = "en") -> str:
    """The manual's key table (under "The other commands")."""
    return keymap.key_table(help_lines(lang))


def with_key_list(doc: str, lang: str = "en") -> str:
    """How to Play's text with its key table made from the keymap."""
    return keymap.with_key_table(doc, key_table(lang))


def action_of(frame: Frame) -> str | None:
    """The window's action for a key that went down this frame (a shortcut's modifiers held)."""
    for key in KEYS:
        if key.action not in WINDOW:
            continue
        code, alt, ctrl, shift = parse_accel(key.key)
        if frame.went_down(code) and (not alt or frame.alt) and (not ctrl or frame.ctrl) \
                and (not shift or frame.shift):
            return key.action
    return None
