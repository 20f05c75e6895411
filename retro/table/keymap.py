"""Declared keys: a program's keymap (key -> action), from which its key bar and help key table are made.

A program lists its keys once, in the order its key bar and its help show them::

    KEYS = Keymap(
        Key("F1", "sound", bar="k_sound", help="h_sound"),
        Key("F7", "quit", bar="k_quit", help="h_quit", also=("ESCAPE",)),
        Key("BACKSPACE", "take_back", help="h_take_back"),
    )

``action(key)`` is what a pressed key means; ``bar(say, shown)`` the key
bar's (key, label) items (``say`` turns a text key into the words of the
moment's language, ``shown`` may leave keys out, e.g. the game's keys on the
setup screen); ``help_lines(say)`` the help page's lines about the keys
(``ordered(actions)`` where the help lists them in another order), and
``with_key_list(manual, lines)`` puts those lines in the place of a manual's
own list. So the bar, the help and what the keys do cannot disagree.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable, Iterator, NamedTuple, Sequence


@dataclass(frozen=True)
class Key:
    """One key: its name as ``retro.keys`` reports it, the action, its bar label and help text keys.

    ``also`` are other keys with the same action (Esc beside F7); ``label``
    is how the key is written on the bar when not by its name ("F8/F9");
    ``bar``/``help`` are the program's text keys ("" = not on the bar / not in the help).
    """

    key: str
    action: str
    bar: str = ""
    help: str = ""
    also: tuple[str, ...] = ()
    label: str = ""

    @property
    def keys(self) -> tuple[str, ...]:
        return (self.key, *self.also)

    @property
    def shown(self) -> str:
        return self.label or self.key


class BarItem(NamedTuple):
    """A key bar's item: the key as written (red) and its label (``retro.dos.widgets.LegendKey`` alike)."""

    key: str
    label: str


class Keymap:
    """A program's keys in their order on the bar and in the help."""

    def __init__(self, *keys: Key):
        self.keys = tuple(keys)
        self._actions: dict[str, str] = {}
        for entry in self.keys:
            for name in entry.keys:
                if name in self._actions:
                    raise ValueError(f"{name} is declared twice")
                self._actions[name] = entry.action

    def __iter__(self) -> Iterator[Key]:
        return iter(self.keys)

    def action(self, key: str) -> str | None:
        """What pressing ``key`` does here (None: the keymap does not have it)."""
        return self._actions.get(key)

    def entry(self, action: str) -> Key:
        for entry in self.keys:
            if entry.action == action:
                return entry
        raise KeyError(action)

    def bar(self, say: Callable[[str], str], shown: Callable[[Key], bool] = lambda key: True) -> list[BarItem]:
        """The key bar's items, in order: each key with a bar label that ``shown`` keeps."""
        return [BarItem(entry.shown, say(entry.bar)) for entry in self.keys if entry.bar and shown(entry)]

    def ordered(self, actions: Sequence[str]) -> "Keymap":
        """The keys of ``actions``, in that order (a help page that lists them otherwise than the bar)."""
        return Keymap(*(self.entry(action) for action in actions))

    def help_lines(self, say: Callable[[str], str], bullet: str = "- ") -> list[str]:
        """The help page's key list: a line per key with a help text, in order."""
        return [bullet + say(entry.help) for entry in self.keys if entry.help]


# A manual's list of keys: from its first "- F1" item to the blank line after the list.
KEY_LIST = re.compile(r"^- F1\b.*?(?=\n\n)", re.M | re.S)


def with_key_list(manual: str, lines: Sequence[str]) -> str:
    """``manual`` with its list of keys (``KEY_LIST``) made ``lines``, a line an item."""
    return KEY_LIST.sub(lambda _: "\n".join(lines), manual, count=1)
