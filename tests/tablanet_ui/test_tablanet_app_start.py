"""Starting Tablanet: letters, the show, the questions (TBL-O1, TBL-O2) remembered for next time."""

import pytest

from retro import headless, programs
from retro.dos.widgets import TypedAnswer
from retro.tablanet.screens import app as tablanet_app
from retro.tablanet.screens.app_game import Game
from retro.tablanet.screens.app_text import short_note, note_text
from retro.tablanet.screens.ui_setup import Setup, Show

ANSWERS = dict(lang="en", players=3, ace=1, bonus="cards", tablanet="none", open_hands=True, coach=False)


def test_letters_parse_in_any_order_and_case():
    flags = tablanet_app.parse_letters("s*mEc")
    assert flags.sound_off and flags.skip_show and not flags.mono and flags.lang == "en"
    assert tablanet_app.parse_letters("er").lang == "ru"
    assert tablanet_app.parse_letters("").lang is None
    assert tablanet_app.parse_letters("MX").unknown == "X"


def test_TBL_U2_russian_is_the_default_language(tbl):
    app = tbl.app("")
    assert isinstance(app.scene, Show)
    headless.frame(app, 300)
    text = app.screen.text()
    assert "Балканская карточная игра" in text and "Enter - начать" in text
    headless.press(app, "RETURN")
    assert isinstance(app.scene, Setup)
    assert "Язык / Language" in app.screen.text()


def test_the_launcher_starts_it_with_its_letters(ctx, pyxel_session):
    app = programs.create("tablanet", ctx, "E*M")
    headless.frame(app, 2)
    assert app.lang == "en" and app.screen.mono and isinstance(app.scene, Setup)
    # R or E on the command line answers the language question
    assert "Players, 2 or 3" in app.screen.text() and "Язык" not in app.screen.text()


def test_an_unknown_letter_is_a_note_not_a_crash(tbl):
    app = tbl.app("*Q")
    assert "Q" in app.screen.text()


def test_TBL_O1_TBL_O2_setup_answers_start_the_game_and_are_remembered(tbl):
    """Language, 2 or 3 players, the Ace 1 or 11 (TBL-O1), the bonus rule (TBL-O2), open hands."""
    app = tbl.app("*")
    tbl.setup_answers(app, **ANSWERS)
    assert isinstance(app.scene, Game)
    options = app.scene.state.options
    assert (options.players, options.ace, options.bonus, options.tablanet) == (3, 1, "cards", "none")
    assert app.lang == "en" and app.settings["open_hands"]
    saved = tbl.ctx.store.settings("tablanet")
    assert {k: saved[k] for k in ("lang", "players", "ace", "bonus", "tablanet", "open_hands")} == \
        {"lang": "en", "players": 3, "ace": 1, "bonus": "cards", "tablanet": "none", "open_hands": True}
    # Next time every question offers the last answer: Enter takes them all.
    again = tablanet_app.create(tbl.ctx, "*")
    headless.frame(again, 2)
    headless.press(again, "N")                              # not the kept game: a new one
    assert "(Enter for 2)" in again.screen.text()          # language 2: English
    tbl.setup_answers(again, stop_at="tablanet")          # language, players, Ace, bonus: Enter
    assert "A Tablanet scores: 1 card values, 2 nothing (Enter for 2)?" in again.screen.text()
    tbl.setup_answers(again)
    options = again.scene.state.options
    assert (options.players, options.ace, options.bonus, options.tablanet) == (3, 1, "cards", "none")


def test_TBL_O1_the_ace_question_takes_1_or_11_only(tbl):
    app = tbl.app("*R")
    tbl.setup_answers(app, stop_at="ace")                  # players: the default
    assert "Туз стоит 1 или 11" in app.screen.text()
    headless.press_many(app, ["2", "5"])                   # not offered: beeps
    assert tbl.beeps(app) == 2
    assert isinstance(app.scene.widget, TypedAnswer) and app.scene.widget.typed == ""
    headless.press_many(app, ["1", "1", "RETURN"])
    assert app.scene.answers["ace"] == 11


def test_damaged_settings_fall_back_to_the_defaults(tbl):
    tbl.ctx.store.save_settings("tablanet", {"players": 7, "ace": "eleven", "lang": "fr", "speed": 99})
    app = tablanet_app.create(tbl.ctx, "*")
    assert app.settings == tablanet_app.DEFAULTS


def test_a_damaged_settings_file_is_reported_at_the_title_in_the_language_on_screen(tbl):
    tbl.ctx.store.write_text("settings.json", "{not json")
    app = tablanet_app.create(tbl.ctx, "")
    headless.frame(app, 300)
    assert app.screen.row_text(22).startswith(
        " Файл settings.json испорчен; начинаем заново (копия - settings.json.bad).")
    assert app.settings == tablanet_app.DEFAULTS
    headless.press(app, "F6")
    assert app.screen.row_text(22).startswith(" settings.json was damaged; starting afresh")


@pytest.mark.parametrize("line, russian", [
    ("TABLANET.X could not be read (Permission denied); starting afresh.",
     "Файл TABLANET.X не читается; начинаем заново."),
    ("PINOCHLE.SCR could not be read or saved (Not a directory); starting afresh.",
     "Файл PINOCHLE.SCR не читается и не записывается; начинаем заново."),
    ("Could not save settings.json: Read-only file system.",
     "Не удалось записать settings.json: Read-only file system."),
    ("This browser keeps no files for the page: scores and settings go on reload.",
     "Браузер не хранит файлы страницы: счет и настройки пропадут при перезагрузке."),
    ("settings.json was damaged (it is a folder, not a file); starting afresh.",
     "На месте файла settings.json папка; начинаем заново."),
    ("tablanet.settings.json: settings not understood (players); defaults used.",
     "tablanet.settings.json: не поняты настройки (players); взяты обычные."),
    ("A line nobody translated.", "A line nobody translated."),
])
def test_start_up_notes_are_translated_for_the_russian_screen(line, russian):
    assert note_text(line, "ru") == russian and note_text(line, "en") == short_note(line)   # fitted


def test_esc_in_the_questions_asks_before_leaving(tbl):
    app = tbl.app("*")
    headless.press(app, "ESCAPE")
    assert "Выйти из Табланета (Y/N)?" in app.screen.text()
    headless.press(app, "N")
    assert not app.done and isinstance(app.scene, Setup)
    headless.press_many(app, ["ESCAPE", "Y"])
    assert app.done
