"""Tablanet's declared keys and settings: the key bar, the help and the manuals' key table come from the keymap."""

import pytest

from retro.dos.widgets import markdown_lines
from retro.paths import doc_text
from retro.table.keymap import key_table_in
from retro.table.settings import allowed
from retro.tablanet.screens import app_text
from retro.tablanet.screens.app_keys import KEYS, bar_items, help_lines, key_table, with_key_list
from retro.tablanet.screens.app_settings import TablanetSettings
from retro.tablanet.screens.app_text import t
from retro.tablanet.screens.ui_popups import RulesViewer


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_F5_shows_the_manual_with_the_keymaps_key_table_an_item_a_key(lang):
    manual = doc_text("tablanet", None if lang == "ru" else "en")
    page = with_key_list(manual, lang)
    assert key_table_in(page) == key_table(lang)
    shown = [line for line, _ in markdown_lines(page, 1000)]
    for line in help_lines(lang):
        assert line in shown, line                     # each key's words, one item of the page
    assert RulesViewer(lang).lines == markdown_lines(page, RulesViewer(lang).width - 4)


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_every_key_with_an_action_in_the_game_is_in_the_help(lang):
    text = "\n".join(help_lines(lang))
    for entry in KEYS:
        if entry.says(lang).help:
            assert entry.key.replace("BACKSPACE", "Backspace") in text


def test_the_key_bar_is_the_keymaps_in_the_game_and_on_the_questions():
    game = [(item.key, item.label) for item in bar_items("en", 3, mono=False)]
    assert game == [("F1", "Sound"), ("F2", "Demo"), ("F3", "Record"), ("F4", "Hint"), ("F5", "Rules"),
                    ("F6", "Рус"), ("F7", "Quit"), ("F10", "Border"), ("F8/F9", "Delay 3")]
    game = [(item.key, item.label) for item in bar_items("ru", 9, mono=False)]
    assert game == [("F1", "Звук"), ("F2", "Демо"), ("F3", "Партии"), ("F4", "Совет"), ("F5", "Правила"),
                    ("F6", "Eng"), ("F7", "Выход"), ("F10", "Рамка"), ("F8/F9", "Пауза 9")]
    setup = [item.key for item in bar_items("ru", 3, mono=True, game=False)]
    assert setup == ["F1", "F3", "F5", "F6", "F7", "F10", "F11", "F8/F9"]     # F11: the lessons
    assert bar_items("ru", 3, mono=True)[7].label == "Ярко" and bar_items("en", 3, mono=True)[7].label == "Hilite"
    assert bar_items("ru", 3, mono=False, game=False)[6].label == "Уроки"


def test_keys_mean_their_actions():
    assert KEYS.action("ESCAPE") == KEYS.action("F7") == "quit"
    assert KEYS.action("BACKSPACE") == "take_back" and KEYS.action("F4") == "hint"


def test_the_keys_speak_the_programs_languages_and_the_text_table_reads_their_bar_words():
    assert KEYS.languages == app_text.LANGS
    assert t("k_lessons", "ru") == "Уроки" and t("k_delay", "en", delay=4) == "Delay 4"
    assert all(f"k_{key.action}" in app_text.TEXT for key in KEYS if key.says("ru").bar)


def test_the_settings_declare_the_answers_choices():
    assert allowed(TablanetSettings, "players") == (2, 3) and allowed(TablanetSettings, "ace") == (1, 11)
    assert allowed(TablanetSettings, "bonus") == ("points", "cards")
    assert allowed(TablanetSettings, "tablanet") == ("values", "none")
    assert allowed(TablanetSettings, "speed") == tuple(range(10))
    assert allowed(TablanetSettings, "bot") == ("tactician", "expert")
    assert allowed(TablanetSettings, "target") == (101, 151, 251)
    # each setting's default (a setting added later has its own line to add, nothing here to edit)
    assert TablanetSettings().to_data().items() >= {"lang": "ru", "players": 2, "ace": 11, "bonus": "points",
                                                    "tablanet": "values", "target": 251, "bot": "tactician",
                                                    "open_hands": False, "coach": None, "speed": 2}.items()


def test_settings_written_by_the_previous_version_load_as_they_were():
    saved = {"lang": "en", "players": 3, "ace": 1, "bonus": "cards", "tablanet": "none", "open_hands": True,
             "coach": False, "speed": 0}
    # the computers' strength and the game's length, chosen since, are the standard ones and 251
    assert TablanetSettings.checked(saved).to_data() == {**saved, "bot": "tactician", "target": 251,
                                                          "people_names": ""}


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_help_lists_the_lessons_keys_and_the_replays_key(lang):
    lines = help_lines(lang)
    for key in ("F11", "L", "R"):
        assert any(line.startswith(f"- {key} ") or line.startswith(f"- {key}:") for line in lines), key
    assert KEYS.action("F11") == "lessons" and KEYS.action("L") == "lessons_letter"
    assert KEYS.action("R") == "replays"
