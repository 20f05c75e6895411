"""Casino's Hall of Fame: CAS-H1 (top fifteen), CAS-H2 (the scoring quirk), CAS-H3 (sorting, clear), CAS-H4 (file)."""

import json

import pytest

from retro.casino import halloffame as hof
from retro.casino.halloffame import Entry, GameResult
from retro.casino.rules import State


def test_CAS_H2_quirk_worked_table():
    """CAS-H2: Own game points added, then the winner's game points taken off each loser."""
    table = hof.empty()
    table = hof.record_game(table, GameResult(("Ann", "Computer"), (23, 14), winner=0))
    assert table == (Entry("Ann", 1, 1, 23), Entry("Computer", 0, 1, 14 - 23))
    table = hof.record_game(table, GameResult(("Ann", "Computer"), (18, 22), winner=1))
    assert table == (Entry("Ann", 1, 2, 23 + 18 - 22), Entry("Computer", 1, 2, -9 + 22))
    # Reading for 3-4 players: each loser loses the winner's game points.
    table = hof.record_game(table, GameResult(("Ann", "Bob", "Computer"), (12, 25, 9), winner=1))
    assert table == (Entry("Bob", 1, 1, 25), Entry("Ann", 1, 3, 19 + 12 - 25),
                     Entry("Computer", 1, 3, 13 + 9 - 25))
    assert table[1].losses == 2


def test_CAS_H2_record_game_is_pure():
    """CAS-H2: record game is pure."""
    before = (Entry("Ann", 1, 1, 5),)
    after = hof.record_game(before, GameResult(("Ann", "Computer"), (21, 3), winner=0))
    assert before == (Entry("Ann", 1, 1, 5),) and after[0] == Entry("Ann", 2, 2, 26)


def test_CAS_H2_result_of_a_finished_match_only():
    """CAS-H2: result of a finished match only."""
    state = State.from_position(hands=[["KD"], []], tableau=[], scores=[20, 5], captured=[["AS"], []])
    with pytest.raises(ValueError):
        hof.game_result(state, ["Ann", "Computer"])  # not over yet
    state.apply(state.legal_moves()[0])
    result = hof.game_result(state, ["Ann", "Computer"])
    assert result == GameResult(("Ann", "Computer"), (21, 5), 0)
    with pytest.raises(ValueError, match="different names"):
        GameResult(("Ann", "Ann"), (21, 5), 0)


def test_CAS_H1_top_fifteen_by_accumulated_points():
    """CAS-H1: top fifteen by accumulated points."""
    table = hof.empty()
    for i in range(20):
        table = hof.record_game(table, GameResult((f"P{i:02d}", f"Q{i:02d}"), (21 + i, 0), winner=0))
    shown = hof.top(table)
    assert len(shown) == 15 and hof.SHOWN == 15
    assert [e.name for e in shown[:3]] == ["P19", "P18", "P17"]
    assert all(a.points >= b.points for a, b in zip(shown, shown[1:]))
    assert all((e.wins, e.games) == (1, 1) for e in shown)


def test_CAS_H3_sorted_by_any_column_and_cleared():
    """CAS-H3: sorted by any column and cleared."""
    table = (Entry("carol", 5, 9, 40), Entry("Ann", 1, 10, 60), Entry("Bob", 7, 7, 10))
    assert [e.name for e in hof.top(table, sort_by="points")] == ["Ann", "carol", "Bob"]
    assert [e.name for e in hof.top(table, sort_by="name")] == ["Ann", "Bob", "carol"]
    assert [e.name for e in hof.top(table, sort_by="wins")] == ["Bob", "carol", "Ann"]
    assert [e.name for e in hof.top(table, sort_by="games")] == ["Ann", "carol", "Bob"]
    assert [e.name for e in hof.top(table, sort_by="losses")] == ["Ann", "carol", "Bob"]
    with pytest.raises(ValueError):
        hof.top(table, sort_by="colour")
    assert hof.empty() == ()


def test_CAS_H4_json_round_trip_and_validation():
    """CAS-H4: json round trip and validation."""
    table = hof.record_game(hof.empty(), GameResult(("Ann", "Computer"), (23, 14), winner=0))
    assert hof.from_json(hof.to_json(table)) == table
    good = json.loads(hof.to_json(table))
    for broken in [
        "not json", "[]", json.dumps({**good, "version": 99}),
        json.dumps({**good, "entries": [{"name": "X", "wins": 3, "games": 1, "points": 0}]}),
        json.dumps({**good, "entries": [{"name": "", "wins": 0, "games": 1, "points": 0}]}),
        json.dumps({**good, "entries": [{"name": "X", "wins": True, "games": 1, "points": 0}]}),
        json.dumps({**good, "entries": good["entries"] * 2}),
    ]:
        with pytest.raises(ValueError):
            hof.from_json(broken)


def test_CAS_H4_stored_atomically_and_a_damaged_file_starts_afresh(store):
    """CAS-H4: stored atomically and a damaged file starts afresh."""
    table = hof.record_game(hof.empty(), GameResult(("Ann", "Computer"), (23, 14), winner=0))
    assert hof.save(store, table)
    assert hof.load(store) == table
    store.path(hof.FILE_NAME).write_text("{ damaged")
    assert hof.load(store) == hof.empty()
    assert any("damaged" in m for m in store.take_messages())
    assert store.path(hof.FILE_NAME + ".bad").exists()
