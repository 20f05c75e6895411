"""Tablenette's declared keys and settings: the menus' shortcuts and the manual agree with the keymap."""

import json

import pytest

from retro import headless
from retro.paths import doc_text
from retro.table.settings import allowed
from retro.tablenette.app_keys import KEYS, shortcut
from retro.tablenette.app_settings import DEFAULTS, TablenetteSettings, checked_settings

ACTIONS = {"&New": "new_game", "&Undo": "undo", "&Hint": "hint", "&Demo": "demo", "E&xit": "exit",
           "&How to Play": "how_to_play"}


def test_every_menu_shortcut_is_the_keymaps(tnt):
    """Game, Options and Help (the control menu before them is the kit's)."""
    app = tnt.app()
    shown = {item.label: item.accel for menu in app.win.menubar.menus[1:] for item in menu.items
             if item is not None and item.accel}
    assert shown == {label: shortcut(action) for label, action in ACTIONS.items()}


def test_the_manual_names_each_key_as_the_keymap_does():
    manual = " ".join(doc_text("tablenette").split())
    for entry in KEYS:
        if entry.help:
            assert f"{entry.help} ({' or '.join(entry.keys)})" in manual, entry.action


def test_keys_mean_their_actions():
    assert KEYS.action("H") == KEYS.action("F3") == "hint"
    assert KEYS.action("Ctrl+Z") == "undo" and KEYS.action("Escape") == "leave"


def test_H_asks_the_coach_as_F3_does(tnt):
    app = tnt.position(["5H 9C", "6C 2D"], "9S 3H", stock="KC KD KH KS")
    headless.press(app, "h")
    assert app.game.message == "The coach is looking at your cards..."


def test_the_settings_declare_their_choices():
    assert allowed(TablenetteSettings, "speed") == (0, 1, 2, 3)
    assert allowed(TablenetteSettings, "coach") == (None, True, False)
    assert DEFAULTS == {"open_hands": False, "sound": True, "speed": 2, "back": 0, "bot": "sycomp",
                        "coach": None}
    with pytest.raises(ValueError):
        TablenetteSettings().replace(speed=7)


def test_settings_written_by_the_previous_version_load_as_they_were():
    saved = {"open_hands": True, "sound": False, "speed": 0, "back": 3, "bot": "expert", "coach": True}
    assert checked_settings(json.loads(json.dumps(saved))) == saved
    assert TablenetteSettings.checked({"speed": 1}).coach_on is False
    assert TablenetteSettings.checked({"open_hands": True}).coach_on is True
