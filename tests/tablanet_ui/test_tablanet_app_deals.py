"""Numbered deals in Tablanet: the number on the title line in both languages, asked for with D, dealt again."""

import json

from drivers import setup_answers

from retro import headless
from retro.tablanet.screens.app_game import Game
from retro.tablanet.rules import Options, State
from retro.tablanet.screens.ui_popups import AskYesNo, Box
from retro.tablanet.screens.ui_setup import Setup

KEPT = "tablanet.game.json"
REFUSED_RU = "Номер расклада - целое число от 1 до 1 000 000."
REFUSED_EN = "A deal number is a whole number from 1 to 1,000,000."


def watch_deals(app) -> list:
    """Each new game's (State text at the deal, deal number), as ``app.begin`` is given them."""
    dealt = []
    begin = app.begin

    def spy(state, *args, **kwargs):
        dealt.append((state.to_json(), kwargs.get("deal", 0)))
        return begin(state, *args, **kwargs)
    app.begin = spy
    return dealt


def answer_all(app) -> None:
    """Enter at every question: the defaults."""
    setup_answers(app)
    assert isinstance(app.scene, Game)


def test_a_new_game_shows_its_deal_number_in_russian_and_english(tbl):
    app = tbl.app("*")
    dealt = watch_deals(app)
    answer_all(app)
    number = app.scene.deal
    assert 1 <= number <= 1_000_000
    assert dealt[-1] == (State.new(number, app.scene.options).to_json(), number)
    assert f"Расклад {number}" in app.screen.row_text(0)
    headless.press(app, "F6")                                # English
    assert f"Deal {number}" in app.screen.row_text(0) and "Ace = " in app.screen.row_text(0)


def test_a_typed_deal_number_gives_exactly_that_deal(tbl):
    app = tbl.app("E*")
    dealt = watch_deals(app)
    headless.press(app, "D")
    assert "Deal number (Esc: a new deal)?" in app.screen.text()
    headless.press_many(app, list("11982") + ["RETURN"])
    assert isinstance(app.scene, Setup) and app.scene.step == "players"   # the question comes back
    answer_all(app)
    assert app.scene.deal == 11982 and "Deal 11982" in app.screen.row_text(0)
    assert dealt[-1] == (State.new(11982, app.scene.options).to_json(), 11982)


def test_a_bad_deal_number_is_refused_in_one_line_in_each_language(tbl):
    app = tbl.app("*")
    headless.press_many(app, ["RETURN", "D", "0", "RETURN"])
    assert REFUSED_RU in app.screen.text() and app.scene.step == "deal"
    assert "Номер расклада (Esc - новый расклад)?" in app.screen.text()
    headless.press(app, "F6")
    assert REFUSED_EN in app.screen.text()
    headless.press_many(app, list("2000000") + ["RETURN"])
    assert REFUSED_EN in app.screen.text() and app.scene.step == "deal"
    headless.press_many(app, list("42") + ["RETURN"])
    answer_all(app)
    assert app.scene.deal == 42


def test_escape_at_the_deal_question_cancels_it(tbl):
    app = tbl.app("*")
    headless.press_many(app, ["D", "4", "ESCAPE"])
    assert isinstance(app.scene, Setup) and app.scene.step == "lang" and not app.modals
    answer_all(app)
    assert app.scene.deal != 4


def finished(tbl, deal: int, lang: str = "ru"):
    """A game from deal number ``deal`` played to its last card (a set position stands for the deal's end)."""
    state = State.from_position(hands=["AS", "3C"], table="AH", dealer=1, scores=[249, 200],
                                options=Options(tablanet="none"))
    app = tbl.app("*", lang=lang)
    app.begin(state, deal=deal)
    headless.frame(app, 2)
    headless.press(app, "1")
    tbl.run_until(app, tbl.sheet_up)
    headless.press(app, "RETURN")
    assert isinstance(app.modal, Box) and app.modal.kind == "over"
    headless.press(app, "RETURN")
    assert isinstance(app.modal, AskYesNo)
    return app


def test_play_this_deal_again_at_the_end(tbl):
    app = finished(tbl, 777)
    assert "Еще партию? (Y/N)  A - тот же расклад" in app.screen.text()
    dealt = watch_deals(app)
    headless.press(app, "A")
    options = Options(tablanet="none")
    assert isinstance(app.scene, Game) and app.scene.deal == 777 and app.scene.options == options
    assert dealt[-1] == (State.new(777, options).to_json(), 777)


def test_a_numbered_deal_from_the_another_game_question(tbl):
    app = finished(tbl, 777, lang="en")
    assert "A: this deal again, D: a numbered deal" in app.screen.text()
    headless.press(app, "D")
    assert isinstance(app.scene, Setup) and app.scene.step == "deal"
    headless.press_many(app, list("500") + ["RETURN"])
    answer_all(app)
    assert app.scene.deal == 500


def test_a_kept_game_keeps_its_deal_number(tbl):
    app = tbl.app("*")
    setup_answers(app, deal=321)                              # D, then the defaults
    assert json.loads(tbl.ctx.store.path(KEPT).read_text(encoding="utf-8"))["extra"]["deal"] == 321
    again = tbl.app("*")
    headless.press(again, "Y")                                # continue the kept game
    assert isinstance(again.scene, Game) and again.scene.deal == 321
    assert "Расклад 321" in again.screen.row_text(0)


def test_a_game_kept_before_deal_numbers_loads_without_one(tbl):
    app = tbl.app("*")
    answer_all(app)
    path = tbl.ctx.store.path(KEPT)
    kept = json.loads(path.read_text(encoding="utf-8"))
    del kept["extra"]["deal"]
    path.write_text(json.dumps(kept, ensure_ascii=False), encoding="utf-8")
    again = tbl.app("*")
    headless.press(again, "Y")
    assert isinstance(again.scene, Game) and again.scene.deal is None
    assert "Расклад" not in again.screen.row_text(0) and "Туз = " in again.screen.row_text(0)


def test_a_deal_number_asked_for_again_replaces_the_first_on_screen(tbl):
    """D again and again: one deal line, the latest number, and every question still on the screen."""
    app = tbl.app("E*")
    dealt = watch_deals(app)
    for number in ("5", "6", "7", "8"):
        headless.press_many(app, ["D", number, "RETURN"])
    assert app.screen.text().count("Deal number (Esc: a new deal)?") == 1
    answer_all(app)
    assert app.scene.deal == 8 and dealt[-1][1] == 8
