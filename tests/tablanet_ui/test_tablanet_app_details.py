"""Tablanet's screen details: the tablanet option, lines that fit and read right,
one word for one thing, the computers' reasons whole."""

import itertools
import re

import pytest

from retro import headless
from retro.tablanet.screens import app as tablanet_app
from retro.tablanet.screens.app_board import Board
from retro.tablanet.screens.app_game import Game
from retro.tablanet.screens.app_text import TEXT, reason_text, t
from retro.tablanet.rules import Options, State
from retro.tablanet.screens.ui_popups import score_sheet
from retro.tablanet.screens.ui_setup import Setup
from retro.tablanet.screens.ui_table import HAND_ROW, LABEL_COL, SIDE_W, side_lines


def _setup_lines(app) -> list[str]:
    return [line for line in app.screen.text().splitlines() if "?" in line]


@pytest.mark.parametrize("lang, question", [
    ("ru", "За табланет: 1 - стоимость карт, 2 - ничего (Enter - 1)?"),
    ("en", "A Tablanet scores: 1 card values, 2 nothing (Enter for 1)?"),
])
def test_the_setup_asks_what_a_tablanet_scores_and_remembers_it(tbl, lang, question):
    app = tbl.app("*R" if lang == "ru" else "*E")
    tbl.setup_answers(app, stop_at="tablanet")               # players, Ace, bonus: the defaults
    assert question in app.screen.text()
    headless.press_many(app, ["3"])
    assert app.scene.widget.typed == "" and tbl.beeps(app) == 1   # only 1 or 2
    tbl.setup_answers(app, tablanet="none", open_hands=False, coach=False)   # open hands, coach: no
    assert isinstance(app.scene, Game) and app.scene.state.options.tablanet == "none"
    assert tbl.ctx.store.settings("tablanet")["tablanet"] == "none"
    again = tablanet_app.create(tbl.ctx, "*R" if lang == "ru" else "*E")
    headless.frame(again, 2)
    headless.press(again, "N")                             # not the kept game: a new one
    tbl.setup_answers(again, stop_at="tablanet")
    assert question.replace("1)?", "2)?") in again.screen.text()


def test_the_default_is_the_values(tbl):
    app = tbl.app("*E")
    tbl.setup_answers(app)
    assert app.scene.state.options == Options()
    assert app.scene.state.options.tablanet == "values"


def test_the_score_sheet_shows_the_tablanet_points(tbl):
    """9♣ clears 4♠ 5♦ (18 points at once); the last card is laid; the sheet has a Tabl. column."""
    app = tbl.game(tbl.position(["9C 3C", "KS 2H"], "4S 5D", dealer=1), lang="en")
    tbl.run_until(app, tbl.my_turn)
    headless.press(app, "2")                                 # 3♣ 9♣ sorted: the 9♣
    tbl.run_until(app, tbl.my_turn)
    headless.press(app, "1")                                 # the 3♣
    tbl.run_until(app, tbl.sheet_up)
    text = app.screen.text()
    assert "Player      Cards  A  K  Q 10  2 10♦ Tabl. Bonus  Hand Total" in text
    you = next(line for line in text.splitlines() if "You  " in line)
    cells = you.strip("║ ").split()
    assert cells[-4:-2] == ["18", "3"] or cells[-4:-2] == ["18", "-"]
    assert "Tabl.: Tablanets, the values of the cards taken and the taker." in text
    assert "Tablanets included" in text
    assert app.scene.state.tablanet_points is not None


def test_the_sheet_says_when_a_tablanet_scores_nothing():
    for lang in ("ru", "en"):
        box = score_sheet(1, [[], []], [0, 0], [0, 0], [0, 0], "points", lang, tablanet=[0, 0],
                          tablanet_rule="none")
        texts = [line for line, _ in box.lines(lang)]
        assert t("sheet_tablanet_none", lang) in texts and t("sheet_bonus_points", lang) in texts


@pytest.mark.parametrize("lang, word", [("ru", "сдаете"), ("en", "deal")])
def test_you_deal_reads_right_in_both_languages(tbl, lang, word):
    app = tbl.game(tbl.position(["9C 3C", "KS 2H"], "4S 5H", dealer=0, to_move=1), lang=lang)
    tbl.run_until(app, tbl.my_turn)
    assert app.screen.row_text(HAND_ROW)[LABEL_COL:].startswith(t("you_label", lang))
    assert app.screen.row_text(HAND_ROW + 1)[LABEL_COL:].split()[0] == word
    other = tbl.game(tbl.position(["9C 3C", "KS 2H"], "4S 5H", dealer=1), lang=lang)
    tbl.run_until(other, tbl.my_turn)
    assert t("dealer", lang) in other.screen.row_text(1)        # "КОМПЬЮТЕР · сдает"
    assert word not in other.screen.row_text(HAND_ROW + 1)[LABEL_COL:]


def test_the_key_hint_follows_the_cards_in_hand(tbl):
    app = tbl.game(tbl.position(["9C 3C 4H", "KS 2H 5C"], "6S 8H"), lang="en")
    tbl.run_until(app, tbl.my_turn)
    assert "1-3 or ←/→ and Enter: a hand card;" in app.screen.text()
    assert "1-6" not in app.screen.text()
    headless.press(app, "1")                                  # the 3♣ to the table
    tbl.run_until(app, tbl.my_turn)
    assert "1-2 or ←/→ and Enter: a hand card;" in app.screen.text()


def test_an_answered_question_keeps_the_default_it_was_asked_with(tbl):
    app = tbl.app("*E")
    tbl.setup_answers(app, players=3, ace=1, stop_at="bonus")
    lines = _setup_lines(app)
    assert "Players, 2 or 3 - you and 1 or 2 computers (Enter for 2)? 3" in lines[0]
    assert "The Ace counts 1 or 11 for the whole game (Enter for 11)? 1" in lines[1]
    headless.press(app, "F6")                                 # in the other language too
    lines = _setup_lines(app)
    assert "(Enter - 2)? 3" in lines[0] and "(Enter - 11)? 1" in lines[1]


def test_every_answered_question_fits_the_line(tbl):
    """Every question with its longest answer, in both languages, stays within 80 columns."""
    app = tbl.app("*")
    setup = app.scene
    assert isinstance(setup, Setup)
    values = {"lang": ("ru", "en"), "players": (2, 3), "ace": (1, 11), "bonus": ("points", "cards"),
              "tablanet": ("values", "none"), "open_hands": (True, False)}
    for lang in ("ru", "en"):
        app.lang = lang
        for step, options in values.items():
            for value in options:
                line = f" {setup.question(step)} {setup.shown(step, value)}"
                assert len(line) <= 80, line


def test_no_side_panel_line_is_cut_off():
    """Every combination of players, language, modes, advice and deck size: each line whole."""
    for players, lang, sound, open_hands, demo, advice, bonus, tablanet, stock, ace in itertools.product(
            (2, 3), ("ru", "en"), (True, False), (True, False), (True, False), (True, False),
            ("points", "cards"), ("values", "none"), (0, 1, 4, 36), (1, 11)):
        board = Board(players)
        board.hand_no, board.deal_no, board.stock = 1, 4, stock
        lines = side_lines(board, lang, ace, bonus, sound, open_hands, demo, advice, "1-6", tablanet)
        assert len(lines) <= 9
        for text, _ in lines:
            assert len(text) <= SIDE_W, text
        shown = " ".join(text for text, _ in lines)
        if players == 3:
            assert t("bonus_" + bonus, lang) in shown
        if open_hands:
            assert t("open_mode", lang) in shown
        if demo:
            assert t("demo_mode", lang) in shown


def test_the_score_sheet_lines_fit_their_box():
    for players, lang in itertools.product((2, 3), ("ru", "en")):
        box = score_sheet(12, [[]] * players, [21] * players, [3] + [0] * (players - 1),
                          [250] * players, "points", lang, tablanet=[75] * players)
        texts = [line for line, _ in box.lines(lang)]
        assert max(len(line) for line in texts) + 6 <= 80


def test_one_word_for_the_deck():
    """English says "deck" (never "pack"), on the screen and in the manual; Russian says "колода"."""
    from retro.paths import doc_text

    for key, (ru, en) in TEXT.items():
        assert "pack" not in en.lower(), key
        assert "пачк" not in ru.lower(), key
    assert "pack" not in doc_text("tablanet", "en").lower()
    assert "deck" in doc_text("tablanet", "en") and "колод" in doc_text("tablanet")


def test_the_quit_questions_are_pinochles_words(tbl):
    """Outside a game: "Quit <Program> (Y/N)?", as Tommy's Pinochle asks."""
    from retro.pinochle.screens import app as pinochle_app

    assert pinochle_app.QUIT.replace("Tommy's Pinochle", "Tablanet") == TEXT["q_quit"][1]
    assert pinochle_app.QUIT_IN_GAME.replace("Tommy's Pinochle", "Tablanet") == TEXT["q_quit_kept"][1]
    assert TEXT["q_quit"] == ("Выйти из Табланета (Y/N)?", "Quit Tablanet (Y/N)?")
    assert TEXT["q_quit_kept"] == ("Выйти из Табланета? Игра сохранится до следующего раза (Y/N)",
                                   "Quit Tablanet? Your game is kept for next time (Y/N)")


def test_a_reason_is_shown_whole(tbl):
    """The line under the computers' cards never ends cut off."""
    app = tbl.game(State.new(5, Options(players=3)), open_hands=True, lang="en")
    seen = 0
    for _ in range(3000):
        headless.frame(app)
        game = app.scene
        if isinstance(game, Game) and game.reason and game.reason[1]:
            line = game.reason_line("en").strip()
            assert app.screen.row_text(5).strip() == line or not app.screen.row_text(5).strip()
            seen += 1
            if seen > 20:
                break
    assert seen


@pytest.mark.system
def test_the_reasons_speak_russian_on_the_russian_screen(tbl):
    """A three-player demo with open hands: every reason on the Russian screen is Russian and whole."""
    app = tbl.game(State.new(5, Options(players=3)), open_hands=True, demo=True)
    seen = set()
    for _ in range(4000):
        headless.frame(app)
        game = app.scene
        if isinstance(game, Game) and game.reason and game.reason[1] and game.reason not in seen:
            seen.add(game.reason)
            line = game.reason_line("ru")
            assert not re.search(r"[A-Za-z]{2,}", line), line
            assert len(line) <= 80 and "(" not in line and "TBL" not in line, line
            assert app.screen.row_text(5).strip() == line.strip()
    assert len(seen) > 10


def test_no_text_key_is_given_twice():
    """A key written twice in the table silently loses its first text (it once did: "dealer_you")."""
    import ast
    from pathlib import Path

    import retro.tablanet.screens.app_text as module

    tree = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))
    table = next(node.value for node in tree.body
                 if isinstance(node, ast.AnnAssign) and getattr(node.target, "id", "") == "TEXT")
    keys = [key.value for key in table.keys]
    assert len(keys) == len(set(keys)), sorted(k for k in set(keys) if keys.count(k) > 1)


def test_a_first_visit_to_the_page_starts_in_the_visitors_language_and_a_chosen_one_stays(tbl, monkeypatch):
    """TBL-U2: in a page, a visitor who has not chosen a language yet gets theirs of the two (an
    English browser: English, its storage line too); one chosen before stays; the desktop's
    default is the program's own."""
    from retro.tablanet.screens import app as tablanet_app

    assert tablanet_app.create(tbl.ctx, "*").lang == "ru"                     # the desktop
    monkeypatch.setattr(tablanet_app, "visitor_language", lambda langs: "en")  # an English browser
    tbl.ctx.store.report("This browser keeps no files for the page: scores and settings go on reload.")
    app = tablanet_app.create(tbl.ctx, "*")
    headless.frame(app, 3)
    assert app.lang == "en" and "This browser keeps no files" in app.screen.text()
    tbl.ctx.store.save_settings("tablanet", {"lang": "ru"})
    assert tablanet_app.create(tbl.ctx, "*").lang == "ru"                     # chosen before
