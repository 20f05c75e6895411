"""Tommy's Pinochle's keys, declared once: what each does, its label on the key bar and its line in the help.

The game's key bar and the questions' legend (``bar_items``, ``question_items``),
the instructions' list of function keys (``with_key_list``, as F5 shows them)
and the manual's key table (``key_table``, written into the manual by
``python tools/key_tables.py``) are made from ``KEYS``, and the game maps a
pressed key to its action with ``KEYS.action``, so the bar and the help cannot
disagree with what the keys do. The order is the instructions'; the key bar
shows the keys with a bar label in the same order.
"""

from __future__ import annotations

from retro.table import keymap
from retro.table.keymap import BarItem, Key, Keymap

# The manual (original_docs/), whose "Function keys" hold the key table.
MANUALS = {"en": "pinochle.md"}

KEYS = Keymap(
    Key("F1", "sound", words={"en": ("Sound", "F1: sound effects off and on.")}),
    Key("F2", "demo", words={"en": (
        "Demo", "F2: demo mode. The computer plays your hand as well and you watch; F2 again gives you your "
                "cards back. A game in which demo mode played any of your turns counts for nobody in the "
                "match score or in the record.")}),
    Key("F3", "melds", words={"en": (
        "Melds", "F3: the meld table pops up; F3 again takes it down. A neat trick: with the meld table "
                 "up, press F7, answer N, press F3, then Enter. Now the table stays up for the rest of this game, "
                 "smaller, under the side's words, and F3 does nothing more. Enter straight after the N "
                 "(before F3) takes it down as usual. Tommy's program does it this way.")}),
    Key("F4", "hint", words={"en": (
        "Hint", "F4: a hint. The computer's coach thinks for a moment, then lights up the card it would play "
                "(or the cards it would meld) and gives its reason on the message line. It only looks at "
                "what you can see.")}),
    Key("F5", "help", words={"en": ("Help", "F5: these instructions.")}),
    Key("F6", "record", words={"en": ("Record", "F6: your record of games (see below).")}),
    Key("F7", "quit", also=("ESCAPE",),
        words={"en": ("Quit", "F7: quit, after a Y/N question. Esc does the same.")}),
    Key("F8", "slower", words={"en": (
        "", "F8 and F9: the computer's pace. The number at the lower right is the pause, in seconds, after "
            "the computer melds (its other moves pause for a part of it). F8 adds a second, F9 takes one "
            "away, from 0 to 9; the program starts at 2 and remembers your choice.")}),
    Key("F9", "faster"),
    Key("F10", "border", words={"en": (
        "Border", "F10: on a colour screen, the next border colour; on a mono screen, the message line "
                  "switches between plain and highlighted text.", "Hilite")}),
    # The bar's last item: the delay, which F8 and F9 change (a click on its left half is F8).
    Key("F8/F9", "delay", label="F8/F9", words={"en": ("Delay {delay}", "")}),
    Key("BACKSPACE", "take_back", words={"en": (
        "", "Backspace: take back your last decision, with open hands only (see learning below).")}),
    Key("L", "lessons", words={"en": (
        "", "L: the lessons, from the questions or in a game (see lessons below); Esc comes back.")}),
    Key("R", "replay", words={"en": (
        "", "R: your finished games, to replay move by move, from the questions before a game or the "
            "record (F6); see replaying below.")}),
    languages=("en",),
)
# The questions before a game leave the game's own keys and the delay (shown at the right) off.
QUESTION_KEYS = ("sound", "help", "record", "quit", "border")
# The key bar and the questions' legend are full: the questions' screens name the lessons' key (ui_setup).
LESSONS_LINE = "L: the lessons, positions to learn from (Esc comes back)."


def bar_items(speed: int, mono: bool) -> list[BarItem]:
    """The game's key bar: F1-F7, F10, then F8/F9 with the delay."""
    return KEYS.bar("en", mono=mono, delay=speed)


def question_items(mono: bool, enter: str) -> list[BarItem]:
    """The questions' legend: the keys that work there, then Enter and what it does now."""
    return KEYS.bar("en", lambda key: key.action in QUESTION_KEYS, mono=mono) + [BarItem("Enter", enter)]


def help_lines(lang: str = "en") -> list[str]:
    """The instructions' list of keys, an item a key."""
    return KEYS.help_lines(lang)


def key_table(lang: str = "en") -> str:
    """The manual's key table (under "Function keys")."""
    return keymap.key_table(help_lines(lang))


def with_key_list(manual: str, lang: str = "en") -> str:
    """The instructions with their key table made from the keymap, as F5 shows them."""
    return keymap.with_key_table(manual, key_table(lang))
