"""The side panel beside the scores: the deal line stays with open hands, in both languages."""

import itertools

import pytest

from retro.tablanet.screens.app_board import Board
from retro.tablanet.screens.app_game import Game
from retro.tablanet.screens.app_text import t
from retro.tablanet.screens.ui_table import SIDE_COL, SIDE_ROW, SIDE_W, side_lines


def _deal_line(lang: str, stock: int) -> str:
    return t("deals_left", lang, deal=1, n=stock, cards="").split(",")[0]


def test_the_deal_line_leads_the_panel_whatever_the_modes():
    """Every mix of players, language, modes and advice (no verdict shown): the deal line first."""
    for players, lang, sound, open_hands, demo, advice, bonus, tablanet, ace in itertools.product(
            (2, 3), ("ru", "en"), (True, False), (True, False), (True, False), (True, False),
            ("points", "cards"), ("values", "none"), (1, 11)):
        board = Board(players)
        board.hand_no, board.deal_no, board.stock = 1, 1, 36
        lines = side_lines(board, lang, ace, bonus, sound, open_hands, demo, advice, "1-6", tablanet)
        assert lines[0][0].startswith(_deal_line(lang, 36)), (players, lang, open_hands, demo, lines)
        assert len(lines) <= 9 and all(len(text) <= SIDE_W for text, _ in lines)


def test_a_short_verdict_leaves_room_for_the_deal_line():
    board = Board(3)
    board.hand_no, board.deal_no, board.stock = 1, 1, 36
    for lang in ("ru", "en"):
        lines = side_lines(board, lang, 11, "cards", False, True, True, False, "1-4", "none",
                           coach=("Coach on your 9♦:", "The coach's play."))
        assert lines[0][0].startswith(_deal_line(lang, 36)) and len(lines) <= 9


@pytest.mark.parametrize("letters, lang", [("E*", "en"), ("R*", "ru")])
def test_three_players_with_open_hands_show_the_deal_line(tbl, letters, lang):
    app = tbl.app(letters)
    tbl.setup_answers(app, players=3, open_hands=True, coach=False)
    assert isinstance(app.scene, Game)
    tbl.run_until(app, tbl.my_turn)
    panel = [app.screen.row_text(SIDE_ROW + i)[SIDE_COL:] for i in range(9)]
    assert panel[0].startswith(_deal_line(lang, 0)[:12]), panel
    assert t("open_mode", lang) in " ".join(panel)


def test_the_hand_review_heads_one_costly_play_in_the_singular():
    from retro.coaching import HandReview
    from retro.tablanet.screens.ui_popups import review_box

    for lang, one, many in (("en", "The costliest play:", "The costliest plays:"),
                            ("ru", "Самый дорогой ход:", "Самые дорогие ходы:")):
        single = HandReview.from_data([["1:2", "3H", "10D>8C", 4.0]])
        texts = [text for text, _ in review_box(1, single, lambda: 0, lang).lines(lang)]
        assert one in texts and many not in texts
        double = HandReview.from_data([["1:2", "3H", "10D>8C", 4.0], ["2:1", "5C", "9S", 2.0]])
        texts = [text for text, _ in review_box(1, double, lambda: 0, lang).lines(lang)]
        assert many in texts
