"""The DOS family's own keys (sound, the delay, the border) are whatever each program's keymap says."""

import importlib
from dataclasses import replace

import pytest

from retro import headless, programs
from retro.dos.family import FAMILY_ACTIONS
from retro.table.keymap import Keymap

DOS = [program.name for program in programs.PROGRAMS if program.system == "DOS"]


def _keys(program: str) -> Keymap:
    return importlib.import_module(f"retro.{program}.screens.app_keys").KEYS


@pytest.mark.parametrize("program", DOS)
def test_every_dos_programs_keymap_declares_the_familys_actions(program):
    keys = _keys(program)
    assert keys.missing(FAMILY_ACTIONS) == [], f"retro/{program}/screens/app_keys.py must declare a key for each"
    assert [keys.entry(action).key for action in FAMILY_ACTIONS] == ["F1", "F8", "F9", "F10"]
    assert keys.entry("border").says(keys.languages[0]).mono      # in mono F10 highlights: the bar says so


@pytest.mark.parametrize("program", DOS)
def test_the_family_takes_its_keys_from_the_programs_keymap(program, ctx, monkeypatch):
    """Sound moved to F12 and F8/F9 swapped in a copy of the keymap: the keys follow the copy."""
    ctx.store.save_settings(program, {"speed": 4})
    app = programs.create(program, ctx, "*")
    headless.frame(app, 2)
    moved = {"sound": "F12", "slower": "F9", "faster": "F8"}
    keys = _keys(program)
    keys = Keymap(*(replace(key, key=moved.get(key.action, key.key)) for key in keys), languages=keys.languages)
    monkeypatch.setattr(type(app), "keymap", keys, raising=False)
    monkeypatch.setattr(importlib.import_module(f"retro.{program}.screens.app"), "KEYS", keys)
    on = app.audio.on
    headless.press(app, "F1")
    assert app.audio.on == on                      # F1 is no longer the sound's key
    headless.press(app, "F12")
    assert app.audio.on != on
    headless.press(app, "F8")
    assert app.speed == 3                          # F8 now makes the computers faster
    headless.press_many(app, ["F9", "F9"])
    assert app.speed == 5
