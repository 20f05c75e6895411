"""Adding a key is one ``Key`` in the program's keymap: it reaches the key bar, the help and the manual's key table.

The reusable part, for the recipe tests (``tests/recipes/``): ``new_key(program)``
is a key with words in each of the program's languages; ``add_a_key(monkeypatch,
program, key)`` adds it to a copy of the program's keymap (monkeypatched: no
file changes) and returns what the program then makes of its keys, in each
language (``Reached``); ``manual_tables(program)`` pairs each of the program's
manuals with the key table its keymap makes now, so a key added without
writing the manuals again (``python tools/key_tables.py``) is caught.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field

import pytest

from retro.paths import docs_dir
from retro.programs import BY_NAME, PROGRAMS
from retro.table.keymap import BarItem, Key, Words, key_table_in

REGENERATE = "python tools/key_tables.py"


@dataclass
class Reached:
    """What a program makes of its keys, per language: the key bar's items (a DOS program's game bar),
    the help's lines, the manual's key table and the help page (the manual as the program shows it);
    ``stale`` are the manuals on disk whose table is no longer the keymap's."""

    bar: dict[str, list[BarItem]] = field(default_factory=dict)
    help: dict[str, list[str]] = field(default_factory=dict)
    table: dict[str, str] = field(default_factory=dict)
    page: dict[str, str] = field(default_factory=dict)
    stale: list[str] = field(default_factory=list)


def keys_module(program: str):
    return importlib.import_module(f"retro.{program}.screens.app_keys")


def new_key(program: str, name: str = "F12", action: str = "new_key") -> Key:
    """A key ``program`` does not have, with words in each of its languages (a DOS program's help line
    names its key itself; a Windows program's list puts the key before the words)."""
    keys = keys_module(program).KEYS
    dos = BY_NAME[program].system == "DOS"
    words = {lang: Words(f"New{lang.upper()}", f"{name}: a key the recipe adds ({lang})." if dos
                         else f"a key the recipe adds ({lang})") for lang in keys.languages}
    return Key(name, action, words=words)


def game_bar(program: str, lang: str) -> list[BarItem]:
    """The game's key bar of a DOS program at delay 2 (a Windows program has none)."""
    keys = keys_module(program)
    if program == "pinochle":
        return keys.bar_items(2, mono=False)
    if program == "tablanet":
        return keys.bar_items(lang, 2, mono=False, game=True)
    return []


def manual_tables(program: str) -> list[tuple[str, str | None, str]]:
    """Each of ``program``'s manuals: (its file name, the key table in the file, the table its keymap makes)."""
    keys = keys_module(program)
    found = []
    for lang, name in keys.MANUALS.items():
        text = (docs_dir() / name).read_text(encoding="utf-8")
        found.append((name, key_table_in(text), keys.key_table(lang)))
    return found


def reached(program: str) -> Reached:
    """What ``program`` makes of its keys now."""
    keys = keys_module(program)
    out = Reached()
    for lang, name in keys.MANUALS.items():
        out.bar[lang] = game_bar(program, lang)
        out.help[lang] = keys.help_lines(lang)
        out.table[lang] = keys.key_table(lang)
        out.page[lang] = keys.with_key_list((docs_dir() / name).read_text(encoding="utf-8"), lang)
    out.stale = [name for name, written, made in manual_tables(program) if written != made]
    return out


def add_a_key(monkeypatch, program: str, key: Key, before: str | None = None) -> Reached:
    """``key`` added to a copy of ``program``'s keymap (last, or before the key of action ``before``):
    what the program makes of its keys then."""
    keys = keys_module(program)
    monkeypatch.setattr(keys, "KEYS", keys.KEYS.adding(key, before))
    return reached(program)


@pytest.mark.parametrize("program", [program.name for program in PROGRAMS])
def test_one_key_added_to_the_keymap_reaches_the_bar_the_help_and_the_manuals_table(program, monkeypatch):
    key = new_key(program)
    assert reached(program).stale == []
    got = add_a_key(monkeypatch, program, key)
    assert keys_module(program).KEYS.action("F12") == "new_key"
    for lang in keys_module(program).MANUALS:
        words = key.says(lang)
        if BY_NAME[program].system == "DOS":
            assert BarItem("F12", words.bar) in got.bar[lang]
        assert [line for line in got.help[lang] if words.help in line], lang
        assert words.help in " ".join(got.table[lang].split())
        assert key_table_in(got.page[lang]) == got.table[lang]          # the help page shows the new table
    # the manuals on disk still hold the old table: the manuals' test names them, and how to write them
    assert sorted(got.stale) == sorted(keys_module(program).MANUALS.values())


def test_a_key_added_in_the_middle_keeps_its_place_in_the_help_and_on_the_bar(monkeypatch):
    got = add_a_key(monkeypatch, "tablanet", new_key("tablanet"), before="quit")
    assert [item.key for item in got.bar["en"]][5:8] == ["F6", "F12", "F7"]
    assert got.help["ru"][6].startswith("- F12: ") and got.help["ru"][7].startswith("- F7 ")
