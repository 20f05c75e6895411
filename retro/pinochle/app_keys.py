"""Tommy's Pinochle's keys, declared once: what each does, its label on the key bar and its line in the help.

The game's key bar and the questions' legend (``bar_items``, ``question_items``)
and the instructions' list of function keys (``with_key_list``, as F5 shows
them) are made from ``KEYS``, and the game maps a pressed key to its action
with ``KEYS.action``, so the bar and the help cannot disagree with what the keys do.
"""

from __future__ import annotations

from retro.table import keymap
from retro.table.keymap import BarItem, Key, Keymap

KEYS = Keymap(
    Key("F1", "sound", bar="Sound", help="h_sound"),
    Key("F2", "demo", bar="Demo", help="h_demo"),
    Key("F3", "melds", bar="Melds", help="h_melds"),
    Key("F4", "hint", bar="Hint", help="h_hint"),
    Key("F5", "help", bar="Help", help="h_help"),
    Key("F6", "record", bar="Record", help="h_record"),
    Key("F7", "quit", bar="Quit", help="h_quit", also=("ESCAPE",)),
    Key("F10", "border", bar="Border", help="h_border"),
    Key("L", "lessons", help="h_lessons"),
    Key("R", "replay", help="h_replay"),
    Key("F8", "slower", help="h_speed"),
    Key("F9", "faster"),
    Key("F8/F9", "delay", bar="Delay", label="F8/F9"),
    Key("BACKSPACE", "take_back", help="h_take_back"),
)

# The help's lines, in the instructions' words (a line may go on, indented, as the manual's list does).
HELP = {
    "h_sound": "F1: sound effects off and on.",
    "h_demo": ("F2: demo mode. The computer plays your hand as well and you watch; F2\n"
               "  again gives you your cards back. A game in which demo mode played any of\n"
               "  your turns counts for nobody in the match score or in the record."),
    "h_melds": ("F3: the meld table pops up; F3 again takes it down.\n"
                "  A neat trick: with the meld table up, press F7, answer N, press F3, then\n"
                "  Enter. Now the table stays up for the rest of this game, smaller,\n"
                "  under the side's words, and F3 does nothing more. Enter straight\n"
                "  after the N (before F3) takes it down as usual. Tommy's program does\n"
                "  it this way."),
    "h_hint": ("F4: a hint. The computer's coach thinks for a moment, then lights up\n"
               "  the card it would play (or the cards it would meld) and gives its\n"
               "  reason on the message line. It only looks at what you can see."),
    "h_help": "F5: these instructions.",
    "h_record": "F6: your record of games (see below).",
    "h_quit": "F7: quit, after a Y/N question. Esc does the same.",
    "h_speed": ("F8 and F9: the computer's pace. The number at the lower right is the\n"
                "  pause, in seconds, after the computer melds (its other moves pause for\n"
                "  a part of it). F8 adds a second, F9 takes one away, from 0 to 9; the\n"
                "  program starts at 2 and remembers your choice."),
    "h_border": ("F10: on a colour screen, the next border colour; on a mono screen, the\n"
                 "  message line switches between plain and highlighted text."),
    "h_take_back": ("Backspace: take back your last decision, with open hands only (see\n"
                    "  learning below)."),
    "h_lessons": ("L: the lessons, from the questions or in a game (see lessons below);\n"
                  "  Esc comes back."),
    "h_replay": ("R: your finished games, to replay move by move, from the questions\n"
                 "  before a game or the record (F6); see replaying below."),
}
# The instructions' order: F8/F9 before F10 (the key bar shows the delay last).
HELP_ORDER = ("sound", "demo", "melds", "hint", "help", "record", "quit", "slower", "border", "take_back",
              "lessons", "replay")
# The questions before a game leave the game's own keys and the delay (shown at the right) off.
QUESTION_KEYS = ("sound", "help", "record", "quit", "border")
# The key bar and the questions' legend are full: the questions' screens name the lessons' key (ui_setup).
LESSONS_LINE = "L: the lessons, twelve positions to learn from (Esc comes back)."


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


def help_lines() -> list[str]:
    """The instructions' list of keys, an item a key."""
    return KEYS.ordered(HELP_ORDER).help_lines(HELP.__getitem__)


def with_key_list(manual: str) -> str:
    """The instructions with their key list (under "Function keys") made from the keymap."""
    return keymap.with_key_list(manual, help_lines())
