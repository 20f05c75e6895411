"""The title line keeps its facts two spaces apart and two before the match, whatever the deal number."""

from types import SimpleNamespace

import pytest

from retro.dos.screen import COLS
from retro.pinochle.screens.ui_table import TITLE_GAP, title_facts


def _title(deal: int, stock: int, upcard: str = "10♦"):
    return SimpleNamespace(deal=deal, trump="D", upcard=SimpleNamespace(symbol=upcard, is_red=True),
                           stock=stock, round=1)


def _width(pieces, gap: int) -> int:
    return sum(len(text) + (len(tail[0]) if tail else 0) for text, tail in pieces) + gap * (len(pieces) - 1)


@pytest.mark.parametrize("deal", [7, 49002, 123456, 1_000_000])
@pytest.mark.parametrize("match", ["Match  You 0 : 0 Me", "Match  You 100 : 100 Me"])
def test_the_title_facts_never_close_up_on_each_other_or_the_match(deal, match):
    room = COLS - len(match) - 1
    pieces, gap = title_facts(_title(deal, 23), room)
    assert gap == TITLE_GAP and 19 + _width(pieces, gap) + TITLE_GAP <= room
    assert pieces[0][0] == f"Deal {deal}" and pieces[1][0] == "Trump "


def test_the_stock_goes_first_then_the_upcard_both_on_the_table_anyway():
    room = COLS - len("Match  You 100 : 100 Me") - 1
    assert [text for text, _ in title_facts(_title(7, 9, "Q♦"), room)[0]] == ["Deal 7", "Trump ", "Upcard ",
                                                                           "Stock 9"]
    shown = [text for text, _ in title_facts(_title(1_000_000, 23), room)[0]]
    assert shown in (["Deal 1000000", "Trump ", "Upcard "], ["Deal 1000000", "Trump "])
