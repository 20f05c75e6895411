"""Tommy's Pinochle's keys, declared once: what each does and its label on the key bar.

The game's key bar and the questions' legend (``bar_items``, ``question_items``)
are made from ``KEYS``, and the game maps a pressed key to its action with
``KEYS.action``, so the bar cannot disagree with what the keys do.
"""

from __future__ import annotations

from retro.table.keymap import BarItem, Key, Keymap

KEYS = Keymap(
    Key("F1", "sound", bar="Sound"),
    Key("F2", "demo", bar="Demo"),
    Key("F3", "melds", bar="Melds"),
    Key("F4", "hint", bar="Hint"),
    Key("F5", "help", bar="Help"),
    Key("F6", "record", bar="Record"),
    Key("F7", "quit", bar="Quit", also=("ESCAPE",)),
    Key("F10", "border", bar="Border"),
    Key("F8", "slower"),
    Key("F9", "faster"),
    Key("F8/F9", "delay", bar="Delay", label="F8/F9"),
    Key("BACKSPACE", "take_back"),
)
# The questions before a game leave the game's own keys and the delay (shown at the right) off.
QUESTION_KEYS = ("sound", "help", "record", "quit", "border")


def _say(mono: bool, speed: int):
    def say(label: str) -> str:
        if label == "Border" and mono:
            return "Hilite"
        return f"Delay {speed}" if label == "Delay" else label
    return say


def bar_items(speed: int, mono: bool) -> list[BarItem]:
    """The game's key bar: F1-F7, F10, then F8/F9 with the delay."""
    return KEYS.bar(_say(mono, speed))


def question_items(mono: bool, enter: str) -> list[BarItem]:
    """The questions' legend: the keys that work there, then Enter and what it does now."""
    return KEYS.bar(_say(mono, 0), lambda key: key.action in QUESTION_KEYS) + [BarItem("Enter", enter)]
