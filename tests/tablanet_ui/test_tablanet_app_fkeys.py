"""Tablanet's function keys (TBL-U1), the language switch (TBL-U2) and leaving with Esc."""

from retro import headless, palette as P
from retro.dos.screen import TextScreen
from retro.paths import doc_text
from retro.tablanet.screens.app_text import TEXT
from retro.tablanet.rules import Options, State
from retro.tablanet.screens.ui_popups import AskYesNo, CaptureChoice, RulesViewer
from retro.tablanet.screens.ui_table import LEGEND_ROW, MESSAGE_ROW


def _game(tbl, **kw):
    app = tbl.game(tbl.position(["10D 3C 7H", "KS 2H 9D"], "10S 5D 5H 4C 6C"), **kw)
    tbl.run_until(app, tbl.my_turn)
    return app


def test_TBL_U1_F1_toggles_sound_even_during_a_question(tbl):
    app = _game(tbl)
    assert not app.audio.on
    headless.press(app, "F1")
    assert app.audio.on and "Звук включен." in app.screen.row_text(MESSAGE_ROW)
    headless.press(app, "F7")
    headless.press(app, "F1")
    assert not app.audio.on and isinstance(app.modal, AskYesNo)


def test_TBL_U1_F2_demo_plays_my_seat_and_F2_gives_it_back(tbl):
    app = tbl.game(State.new(3, Options(players=3)))
    tbl.run_until(app, tbl.my_turn, limit=4000)
    headless.press(app, "F2")
    assert app.scene.demo and "(демо)" in app.screen.text()
    assert "F2 - вернуть карты." in app.screen.row_text(MESSAGE_ROW)
    mine = len(app.scene.state.hands[0])
    tbl.run_until(app, lambda a: len(a.scene.state.hands[0]) < mine)   # the computer played for me
    headless.press(app, "F2")
    assert not app.scene.demo
    tbl.run_until(app, tbl.my_turn, limit=4000)
    events = len(app.scene.state.events)
    headless.frame(app, 30)
    assert len(app.scene.state.events) == events                       # now it waits for me


def test_F2_closes_an_open_capture_list(tbl):
    app = _game(tbl)
    headless.press(app, "3")                                            # the 10♦ (3♣ 7♥ 10♦ sorted)
    assert isinstance(app.modal, CaptureChoice)
    headless.press(app, "F2")
    assert app.modal is None and app.scene.demo


def test_TBL_U1_F5_shows_the_rules_in_the_language_and_F6_switches_them(tbl):
    app = _game(tbl)
    headless.press(app, "F5")
    viewer = app.modal
    assert isinstance(viewer, RulesViewer)
    assert "ТАБЛАНЕТ - РУКОВОДСТВО ИГРОКА" in app.screen.text() and "Esc - закрыть" in app.screen.text()
    assert viewer.lines[0][0].lower() == doc_text("tablanet").splitlines()[0].lstrip("# ").lower()
    headless.press_many(app, ["PAGEDOWN", "F6"])
    assert viewer.lang == "en" and "Esc closes" in app.screen.text()
    assert viewer.title == "Tablanet: the rules" and viewer.top > 0
    headless.press(app, "HOME")
    assert "TABLANET - THE PLAYER'S MANUAL" in app.screen.text()
    headless.press(app, "F5")
    assert app.modal is None


def test_TBL_U2_F6_switches_every_word_on_the_screen(tbl):
    """Russian by default (the rule sheet's); F6 gives English, F6 again Russian; remembered."""
    app = _game(tbl)
    russian = app.screen.text()
    assert "ТАБЛАНЕТ" in russian and "Ваш ход" in russian and "Колода" in russian
    assert "Т♣" not in russian and "К♠" not in russian
    headless.press(app, "F6")
    english = app.screen.text()
    assert "TABLANET" in english and "Your turn" in english and "Deck" in english
    assert "Language: English." in english and "F6Рус" in english
    cyrillic = [ch for ch in english if "\u0400" <= ch <= "\u04ff"]
    assert "".join(cyrillic) == "Рус"                          # only the key to go back
    assert tbl.ctx.store.settings("tablanet")["lang"] == "en"
    headless.press(app, "F6")
    assert app.screen.text().replace("Язык: русский.", "").replace("  ", " ") != english
    assert "Ваш ход" in app.screen.text()


def test_TBL_U2_every_message_is_in_both_languages_and_in_the_dos_font(pyxel_session):
    """Cyrillic through the code page 866 font: every character of every text has a glyph."""
    import re

    from retro.paths import resource

    bdf = resource("fonts", "dos8x16.bdf").read_text(encoding="latin-1")
    glyphs = {chr(int(code)) for code in re.findall(r"^ENCODING (\d+)", bdf, re.M)}
    for key, pair in TEXT.items():
        assert len(pair) == 2 and all(pair), key
        for text in pair:
            missing = {ch for ch in text if ch not in glyphs}
            assert not missing, (key, missing)


def test_TBL_U1_F7_and_esc_ask_before_leaving(tbl):
    app = _game(tbl)
    headless.press(app, "F7")
    assert "Выйти из Табланета" in app.screen.text()
    headless.press(app, "N")
    assert not app.done and app.modal is None
    headless.press_many(app, ["ESCAPE", "Y"])
    assert app.done


def test_yes_works_with_the_russian_keyboard_letter_too(tbl):
    """Д (the L key of a Russian keyboard) answers yes in Russian; Y and N always work."""
    app = _game(tbl)
    headless.press(app, "ESCAPE")
    text = app.screen.text()
    assert "Y да" in text and "N нет" in text
    headless.press(app, "L")
    assert app.done
    english = _game(tbl, lang="en")
    headless.press_many(english, ["ESCAPE", "L"])
    assert not english.done and tbl.beeps(english) == 1


def test_TBL_U1_F8_F9_change_the_delay_and_remember_it(tbl):
    app = _game(tbl, speed=2)
    headless.press(app, "F8")
    assert app.speed == 3 and "Пауза 3" in app.screen.row_text(LEGEND_ROW)
    headless.press_many(app, ["F9", "F9", "F9", "F9"])
    assert app.speed == 0 and tbl.beeps(app) == 1              # no faster than 0
    assert tbl.ctx.store.settings("tablanet")["speed"] == 0


def test_TBL_U1_F10_cycles_the_border_or_highlights_in_mono(tbl):
    app = _game(tbl)
    headless.press(app, "F10")
    assert app.screen.border == P.BLUE
    mono = _game(tbl, letters="*M")
    headless.press(mono, "F10")
    assert mono.highlight and mono.screen.bgs[MESSAGE_ROW][2] == P.LIGHT_GREY
    # F10 is on the key bar too (TBL-U1), and the help tells it
    assert "F10" in app.screen.row_text(LEGEND_ROW) and "F10" in mono.screen.row_text(LEGEND_ROW)
    assert "F10" in doc_text("tablanet") and "F10" in doc_text("tablanet", "en")


def test_TBL_U1_the_legend_shows_F3_record_F4_hint_and_F10_and_fits_the_line(tbl):
    for lang, words in (("ru", ["F3Партии", "F4Совет", "F10Рамка", "F8/F9Пауза 9"]),
                        ("en", ["F3Record", "F4Hint", "F10Border", "F8/F9Delay 9"])):
        app = _game(tbl, speed=9, lang=lang)
        legend = app.screen.row_text(LEGEND_ROW)
        assert all(word in legend for word in words), legend
        assert legend.rstrip().endswith(words[-1]) and len(legend.rstrip()) <= 79


def test_a_click_on_the_legend_presses_that_key(tbl):
    app = _game(tbl)
    col = app.screen.row_text(LEGEND_ROW).index("F6")
    x, y = TextScreen.cell_center(col, LEGEND_ROW)
    headless.click(app, x, y)
    assert app.lang == "en"
