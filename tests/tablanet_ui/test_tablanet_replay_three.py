"""Tablanet's Replay list at three players (TBL-D1): every opponent named and every seat's score shown,
each in its own column under the list's heads, nothing run together or cut, in Russian and English."""

import pytest
from replay_games import played_record, stored

from retro import headless
from retro.dos.replay_list import LIST_TOP, ReplayList
from retro.tablanet import bots, rules
from retro.tablanet.screens.app_replay import (LIST_W, HEADS, entry_line, list_columns, list_head,
                                               result_line, say)

THREE = (("person", "You"), ("greedy", "Computer 1"), ("greedy", "Computer 2"))
TWO = (("person", "You"), ("greedy", "Computer"))
NAMES = {"ru": ["Компьютер 1", "Компьютер 2"], "en": ["Computer 1", "Computer 2"]}


@pytest.fixture(scope="module")
def records():
    """Three-handed games (the newest numbered as high as deals go, one dealt from an old, long seed)
    and a two-handed one, oldest first."""
    three = rules.Options(players=3)
    return [played_record(rules, bots, "tablanet", 40, TWO, rules.Options(players=2), "greedy"),
            played_record(rules, bots, "tablanet", 2_000_000_017, THREE, three, "greedy"),
            played_record(rules, bots, "tablanet", 777, THREE, three, "greedy"),
            played_record(rules, bots, "tablanet", 1_000_000, THREE, three, "greedy")]


def listed(tbl, records, lang: str):
    stored(tbl.ctx.store, rules, records)
    app = tbl.app("E*" if lang == "en" else "R*")
    headless.press(app, "R")
    assert isinstance(app.scene, ReplayList)
    return app


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_a_three_player_line_names_every_opponent_and_shows_all_three_scores(tbl, records, lang):
    app = listed(tbl, records, lang)
    entries = app.scene.entries
    starts = list_columns(lang)
    head = app.screen.row_text(LIST_TOP - 1)
    for word, start in zip((h[lang == "en"] for h in HEADS), starts):
        assert head[2 + start:].startswith(word + " ")
    for row, entry in enumerate(entries):
        line = app.screen.row_text(LIST_TOP + row)[2:].rstrip()
        assert line == entry_line(entry, lang) and len(line) <= LIST_W        # nothing cut
        players = len(entry.scores)
        names = ", ".join(NAMES[lang][:players - 1]) if players == 3 else ("Компьютер" if lang == "ru" else "Computer")
        # each cell stands apart from its neighbours: a space at least on either side
        assert f"  {names}  " in line or f" {names} " in line
        assert line.endswith(" " + " ".join(f"{s:>3}" for s in entry.scores))
        outcome = "won" if entry.margin > 0 else "lost" if entry.margin < 0 else "drawn"
        assert f" {say(outcome, lang)} " in line
        if entry.deal < 10_000_000:      # a deal of today's numbers sits in its columns
            for start in starts[:3]:
                assert line[start - 1:start] in ("", " ") and line[start] != " "
    assert sum(len(e.scores) == 3 for e in entries) == 3


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_widest_line_the_list_can_have_fits(lang):
    """Three seats, three-figure scores, a long old seed and the longest result word: still whole."""
    class Entry:
        date, deal, opponents, result = "2026-12-01 23:40", 2_147_483_647, ("Computer 1", "Computer 2"), ""
        scores = (100, 305, 251)

    line = entry_line(Entry, lang)
    assert len(line) <= LIST_W and line.endswith("100 305 251")
    assert len(list_head(lang)) <= LIST_W


def test_the_result_line_of_three_gives_every_seats_score():
    assert result_line((254, 167, 236), "en") == "You won, 254 to 167 to 236"
    assert result_line((211, 228, 252), "ru") == "Проигрыш, 211 : 228 : 252"
    assert result_line((101, 87), "en") == "You won, 101 to 87"        # two-handed, as before
    assert result_line((101, 101), "en") == "Drawn, 101 all"
    assert result_line((87, 101), "ru") == "Проигрыш, 87 : 101"
