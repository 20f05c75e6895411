"""Tablenette's declared keys and settings: the menus' shortcuts and the manual agree with the keymap."""

import json

import pytest

from retro import headless
from retro.tablenette import coach
from retro.paths import doc_text
from retro.table.settings import allowed
from retro.table.keymap import key_table_in
from retro.tablenette.screens.app_keys import KEYS, help_lines, key_table, shortcut, with_key_list
from retro.tablenette.screens.app_settings import DEFAULTS, TablenetteSettings, checked_settings

ACTIONS = {"&New": "new_game", "&Undo": "undo", "&Hint": "hint", "&Demo": "demo", "E&xit": "exit",
           "&How to Play": "how_to_play"}


def test_every_menu_shortcut_is_the_keymaps(tnt):
    """Game, Options and Help (the control menu before them is the kit's)."""
    app = tnt.app()
    shown = {item.label: item.accel for menu in app.win.menubar.menus[1:] for item in menu.items
             if item is not None and item.accel}
    assert shown == {label: shortcut(action) for label, action in ACTIONS.items()}


def test_the_manual_names_each_key_as_the_keymap_does():
    """The menus' paragraphs name each command's keys as the keymap does (its table lists them too)."""
    manual = " ".join(doc_text("tablenette").split())
    for entry in KEYS:
        if entry.says("en").help:
            assert f"{entry.says('en').help} ({' or '.join(entry.keys)})" in manual, entry.action
    assert help_lines() == ["- F2: New;", "- Ctrl+Z: Undo;", "- F3 or H: Hint;", "- F5: Demo;", "- Alt+F4: Exit;",
                            "- F1: How to Play."]
    assert key_table_in(with_key_list(doc_text("tablenette"))) == key_table()


def test_keys_mean_their_actions():
    assert KEYS.action("H") == KEYS.action("F3") == "hint"
    assert KEYS.action("Ctrl+Z") == "undo" and KEYS.action("Escape") == "leave"


def test_H_asks_the_coach_as_F3_does(tnt):
    said = []
    for key in ("h", "F3"):
        coach.clear_cache()                  # each key finds the coach as fresh as the other did
        app = tnt.position(["5H 9C", "6C 2D"], "9S 3H", stock="KC KD KH KS")
        headless.press(app, key)
        assert app.game.message == "The coach is looking at your cards..." or app.game.message.startswith("Hint: ")
        tnt.run_until(app, lambda a: a.game.message.startswith("Hint: "), 600)   # however fast it thinks
        said.append(app.game.message)
    assert said[0] == said[1]


def test_the_settings_declare_their_choices():
    assert allowed(TablenetteSettings, "speed") == (0, 1, 2, 3)
    assert allowed(TablenetteSettings, "coach") == (None, True, False)
    assert DEFAULTS.items() >= {"open_hands": False, "sound": True, "speed": 2, "back": 0, "bot": "sycomp",
                                "coach": None}.items()          # each default; a later setting adds its own
    with pytest.raises(ValueError):
        TablenetteSettings().replace(speed=7)


def test_settings_written_by_the_previous_version_load_as_they_were():
    saved = {"open_hands": True, "sound": False, "speed": 0, "back": 3, "bot": "expert", "coach": True}
    assert checked_settings(json.loads(json.dumps(saved))).items() >= saved.items()   # and the players' defaults
    assert TablenetteSettings.checked({"speed": 1}).coach_on is False
    assert TablenetteSettings.checked({"open_hands": True}).coach_on is True


def test_a_game_kept_by_the_previous_version_loads_with_its_extras(tnt):
    """The kept file's extras as the version before the game session wrote them."""
    from retro.keep import KeptGame
    from retro.tablenette.rules import State

    state = State.from_position(hands=["5H 9C", "6C 2D"], table="9S 3H", stock="KC KD KH KS")
    hands = [[str(c) for c in state.hands[p]] for p in (0, 1)]
    slots = [[None, hands[0][0], None, hands[0][1], None, None], hands[1] + [None] * 4]
    extra = {"took_back": True, "demo_played": False,
             "review": [["deal 1, card 1", "K♣", "", 0.0]], "slots": slots}
    KeptGame(tnt.ctx.store, "tablenette").save(state.to_json(), extra)
    app = tnt.app(keep=True)
    assert app.win.modal.text == "Continue the unfinished game?"
    headless.press(app, "y")
    game = app.game
    assert game.state.to_json() == state.to_json()
    assert game.session.takeback.used and not game.session.counts
    assert [d.played for d in game.session.desk.review.decisions] == ["K♣"]
    assert [None if c is None else str(c) for c in game.shown.slots[0]] == slots[0]
