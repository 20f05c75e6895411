"""Tablanet's declared keys and settings: the key bar and the help's key list come from the keymap."""

import pytest

from retro.dos.widgets import markdown_lines
from retro.paths import doc_text
from retro.table.settings import allowed
from retro.tablanet import app_keys
from retro.tablanet.app_keys import KEYS, bar_items, help_lines, with_key_list
from retro.tablanet.app_settings import TablanetSettings
from retro.tablanet.app_text import t


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_help_shows_the_keymaps_key_list_in_the_manuals_words(lang):
    manual = doc_text("tablanet", None if lang == "ru" else "en")
    made = with_key_list(manual, lang)
    assert made != manual and "\n".join(help_lines(lang)) in made
    for width in (72, 60):
        assert markdown_lines(made, width) == markdown_lines(manual, width)


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_every_key_with_an_action_in_the_game_is_in_the_help(lang):
    text = "\n".join(help_lines(lang))
    for entry in KEYS:
        if entry.help:
            assert entry.key.replace("BACKSPACE", "Backspace") in text


def test_the_key_bar_is_the_keymaps_in_the_game_and_on_the_questions():
    game = [(item.key, item.label) for item in bar_items("en", 3, mono=False)]
    assert game == [("F1", t("k_sound", "en")), ("F2", t("k_demo", "en")), ("F3", t("k_record", "en")),
                    ("F4", t("k_hint", "en")), ("F5", t("k_rules", "en")), ("F6", t("k_lang", "en")),
                    ("F7", t("k_quit", "en")), ("F10", t("k_border", "en")), ("F8/F9", t("delay", "en", n=3))]
    setup = [item.key for item in bar_items("ru", 3, mono=True, game=False)]
    assert setup == ["F1", "F3", "F5", "F6", "F7", "F10", "F11", "F8/F9"]     # F11: the lessons
    assert bar_items("ru", 3, mono=True)[7].label == t("k_hilite", "ru")


def test_keys_mean_their_actions():
    assert KEYS.action("ESCAPE") == KEYS.action("F7") == "quit"
    assert KEYS.action("BACKSPACE") == "take_back" and KEYS.action("F4") == "hint"
    assert set(app_keys.HELP) == {entry.help for entry in KEYS if entry.help}


def test_the_settings_declare_the_answers_choices():
    assert allowed(TablanetSettings, "players") == (2, 3) and allowed(TablanetSettings, "ace") == (1, 11)
    assert allowed(TablanetSettings, "bonus") == ("points", "cards")
    assert allowed(TablanetSettings, "tablanet") == ("values", "none")
    assert allowed(TablanetSettings, "speed") == tuple(range(10))
    assert TablanetSettings().to_data() == {"lang": "ru", "players": 2, "ace": 11, "bonus": "points",
                                            "tablanet": "values", "open_hands": False, "coach": None,
                                            "speed": 2}


def test_settings_written_by_the_previous_version_load_as_they_were():
    saved = {"lang": "en", "players": 3, "ace": 1, "bonus": "cards", "tablanet": "none", "open_hands": True,
             "coach": False, "speed": 0}
    assert TablanetSettings.checked(saved).to_data() == saved


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_help_lists_the_lessons_keys_and_the_replays_key(lang):
    lines = help_lines(lang)
    for key in ("F11", "L", "R"):
        assert any(line.startswith(f"- {key} ") or line.startswith(f"- {key}:") for line in lines), key
    assert KEYS.action("F11") == "lessons" and KEYS.action("L") == "lessons_letter"
    assert KEYS.action("R") == "replays"
