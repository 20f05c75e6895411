"""Casino's keys, declared once: the File menu's shortcuts, the window's own keys and How to Play's key list.

Keys are written as the menus write them ("Ctrl+Z", "Alt+F4");
``retro.win.menu.parse_accel`` reads them. The menu takes its shortcuts'
keys (F1, F2, Ctrl+Z, Alt+F4) first; the window handles the rest
(``WINDOW``); H and U are the HINT and unplayed-cards buttons' own letters.
"""

from __future__ import annotations

from retro.table.keymap import Key, Keymap
from retro.win.inputs import Frame
from retro.win.menu import parse_accel

KEYS = Keymap(
    Key("F1", "how_to_play", help="How to Play (this page)"),
    Key("F2", "new_game", help="New Game"),
    Key("F3", "hint", label="F3 or H", help="HINT"),
    Key("U", "unplayed", help="show or hide the unplayed cards"),
    Key("Ctrl+Z", "take_back", help="take back your last play (open hands only)"),
    Key("F5", "demo", help="the demo, the computer playing your seat too"),
    Key("Esc", "leave", help="let go of the picked piles, or leave"),
    Key("Alt+F4", "exit"),
)
# The actions the window itself takes from a key (the menu and the buttons take the others).
WINDOW = ("hint", "demo", "take_back", "leave")


def shortcut(action: str) -> str:
    """A menu item's shortcut as shown at its right ("Ctrl+Z")."""
    return KEYS.entry(action).key


def help_lines() -> list[str]:
    """How to Play's list of keys, one line each."""
    lines = [f"- {key.shown}: {key.help}" for key in KEYS if key.help]
    return [line + ";" for line in lines[:-1]] + [lines[-1] + "."]


def with_key_list(doc: str) -> str:
    """How to Play's text with its list of keys made from the keymap (in place of the page's own list)."""
    lines = doc.split("\n")
    start = next((i for i, line in enumerate(lines) if line.startswith(f"- {KEYS.keys[0].shown}: ")), None)
    if start is None:
        return doc
    end = start
    while end < len(lines) and lines[end].startswith("- "):
        end += 1
    return "\n".join(lines[:start] + help_lines() + lines[end:])


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
