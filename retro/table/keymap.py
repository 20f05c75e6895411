"""Declared keys: a program's keymap (key -> action, words); its key bar, help and key table are made from it.

A program lists its keys once, in the order its key bar and its help show
them, each with its words in each of the program's languages::

    KEYS = Keymap(
        Key("F1", "sound", words={"en": ("Sound", "F1: sound on or off.")}),
        Key("F7", "quit", words={"en": ("Quit", "F7 or Esc: leave.")}, also=("ESCAPE",)),
        Key("BACKSPACE", "take_back", words={"en": ("", "Backspace: take a play back.")}),
        languages=("en",),
    )

``action(key)`` is what a pressed key means; ``bar(lang, shown)`` the key
bar's (key, label) items (``shown`` may leave keys out, e.g. the game's keys
on the setup screen); ``help_lines(lang)`` the help's lines about the keys
(``listed`` writes a Windows program's as one sentence of "keys: words").
``key_table(lines)`` writes those lines as a manual's list, and
``with_key_table(manual, table)`` puts it between the manual's markers
(``TABLE_START``/``TABLE_END``), where ``python tools/key_tables.py`` writes
it into the file as well. So the bar, the help, the manual and what the keys
do cannot disagree.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Callable, Iterator, Mapping, NamedTuple, Sequence


@dataclass(frozen=True)
class Words:
    """What a key says in one language: its key bar label ("" = not on the bar; it may name
    ``{fields}`` the bar fills in, as "Delay {delay}"), its line in the help ("" = not in the help)
    and its bar label on a mono screen, where that differs ("Hilite" for "Border")."""

    bar: str = ""
    help: str = ""
    mono: str = ""


@dataclass(frozen=True)
class Key:
    """One key: its name as ``retro.keys`` reports it (or as a menu writes it), the action, its words.

    ``words`` maps each of the program's languages to the key's ``Words`` (a
    ``(bar, help)`` or ``(bar, help, mono)`` tuple is read as one); a key with
    no words is neither on the bar nor in the help. ``also`` are other keys
    with the same action (Esc beside F7); ``label`` is how the key is written
    on the bar and in a table when not by its name ("F8/F9", "F3 or H").
    """

    key: str
    action: str
    words: Mapping[str, Words] = field(default_factory=dict, hash=False)
    also: tuple[str, ...] = ()
    label: str = ""

    def __post_init__(self):
        said = {lang: said if isinstance(said, Words) else Words(*said) for lang, said in self.words.items()}
        object.__setattr__(self, "words", said)          # a copy: the declaration stays as declared

    @property
    def keys(self) -> tuple[str, ...]:
        return (self.key, *self.also)

    @property
    def shown(self) -> str:
        return self.label or self.key

    def says(self, lang: str) -> Words:
        """The key's words in ``lang`` (none: not on the bar, not in the help)."""
        return self.words.get(lang, Words())


class BarItem(NamedTuple):
    """A key bar's item: the key as written (red) and its label (``retro.dos.widgets.LegendKey`` alike)."""

    key: str
    label: str


class Keymap:
    """A program's keys in their order on the bar and in the help, with their words in ``languages``."""

    def __init__(self, *keys: Key, languages: Sequence[str] = ("en",)):
        self.keys = tuple(keys)
        self.languages = tuple(languages)
        self._actions: dict[str, str] = {}
        for entry in self.keys:
            for name in entry.keys:
                if name in self._actions:
                    raise ValueError(f"{name} is declared twice")
                self._actions[name] = entry.action
            _check_words(entry, self.languages)

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

    def missing(self, actions: Sequence[str]) -> list[str]:
        """Those of ``actions`` no key here has (a kit's own actions a program must declare)."""
        have = {entry.action for entry in self.keys}
        return [action for action in actions if action not in have]

    def adding(self, key: Key, before: str | None = None) -> "Keymap":
        """A copy with ``key`` added: last, or before the key of action ``before``."""
        keys = list(self.keys)
        at = len(keys) if before is None else keys.index(self.entry(before))
        return Keymap(*keys[:at], key, *keys[at:], languages=self.languages)

    def bar(self, lang: str, shown: Callable[[Key], bool] = lambda key: True, mono: bool = False,
            **fields) -> list[BarItem]:
        """The key bar's items in ``lang``, in order: each key with a bar label that ``shown`` keeps
        (its mono label on a mono screen), ``fields`` filled in ("Delay {delay}")."""
        items = []
        for entry in self.keys:
            said = entry.says(lang)
            if said.bar and shown(entry):
                label = said.mono if mono and said.mono else said.bar
                items.append(BarItem(entry.shown, label.format(**fields) if fields else label))
        return items

    def help_lines(self, lang: str, bullet: str = "- ") -> list[str]:
        """The help's key list in ``lang``: a line per key with a help line, in order."""
        return [bullet + entry.says(lang).help for entry in self.keys if entry.says(lang).help]


def _check_words(entry: Key, languages: Sequence[str]) -> None:
    """A key's words are in every language of its program or in none, each part in all of them."""
    if not entry.words:
        return
    if set(entry.words) != set(languages):
        raise ValueError(f"{entry.key} has words in {sorted(entry.words)}, not in each of {list(languages)}")
    for part in ("bar", "help", "mono"):
        said = [bool(getattr(entry.words[lang], part)) for lang in languages]
        if any(said) and not all(said):
            raise ValueError(f"{entry.key} has its {part} words in some languages only")


# --- the manual's key table -----------------------------------------------------------------------

# The marks around a manual's key table: the help viewers skip one-line comments, so only the table shows.
TABLE_START = "<!-- the keys: made from app_keys.py by python tools/key_tables.py -->"
TABLE_END = "<!-- end of the keys -->"
TABLE_WIDTH = 72           # the manuals' lines (the DOS viewer wraps them again to its width)
_TABLE = re.compile(re.escape(TABLE_START) + r"\n(.*?)" + re.escape(TABLE_END), re.S)


def listed(items: Sequence[tuple[str, str]]) -> list[str]:
    """A list of (keys, words) read as one sentence, as the Windows programs' manuals write it:
    "- F1: How to Play;" an item, the last ending in a full stop."""
    lines = [f"- {keys}: {words}" for keys, words in items]
    return [line + ";" for line in lines[:-1]] + [line + "." for line in lines[-1:]]


def key_table(lines: Sequence[str], width: int = TABLE_WIDTH) -> str:
    """A manual's key table: each of ``lines`` (a "- " item) wrapped at ``width``, its following
    lines indented under its words, as the manuals write a list."""
    out = []
    for line in lines:
        out += _wrapped(line.split(), width)
    return "\n".join(out) + "\n"


# A word a list's line must not begin with: the viewers would read a new item (or a table row) there.
_ITEM_MARK = re.compile(r"[-*+]|\d+[.)]|[|].*|<!--.*")


def _wrapped(words: list[str], width: int) -> list[str]:
    """An item's words (its "-" first) in lines of at most ``width``, no line after the first
    beginning with a list's mark (the word before it goes down too)."""
    lines, start, indent = [], 0, ""
    while start < len(words):
        end = start + 1
        while end < len(words) and len(indent + " ".join(words[start:end + 1])) <= width:
            end += 1
        while end < len(words) and _ITEM_MARK.fullmatch(words[end]) and end - start > 2:
            end -= 1
        lines.append(indent + " ".join(words[start:end]))
        start, indent = end, "  "
    return lines


def key_table_in(manual: str) -> str | None:
    """The key table between ``manual``'s marks (None: it has none)."""
    found = _TABLE.search(manual)
    return found.group(1) if found else None


def with_key_table(manual: str, table: str) -> str:
    """``manual`` with ``table`` between its marks (a manual without them is left as it is)."""
    return _TABLE.sub(lambda _: f"{TABLE_START}\n{table}{TABLE_END}", manual, count=1)
