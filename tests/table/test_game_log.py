"""The one game log every program keeps: its one kept shape (and the DOS tables' old one read into it), take-backs
by events, the DOS tables' notes."""

from types import SimpleNamespace

import pytest
from replay_games import played_record

from retro.history import History
from retro.record import Played, Seat, replay
from retro.store import Store
from retro.table.kept import check_log, moves_as_played
from retro.table.reports import Moved
from retro.table.replay import GameLog, HistoryLog, note_move, person_and_bots, result_line
from retro.tablenette import bots, rules

SEATS = [("person", "You"), ("sycomp", "Computer")]


def game_record(deal=4):
    return played_record(rules, bots, "tablenette", deal, SEATS, kind="sycomp")


def made(state, played):
    return next(m for m in state.legal_moves() if str(m) == played.text)


def test_a_dos_tables_log_keeps_the_one_shape_its_events_not_known_and_reads_it_back():
    state = rules.State.new(7)
    log = GameLog(7, [Played("KS takes KC", 0)])
    log.add(1, "2D to the table", by_person=False)
    assert log.kept_moves(state) == {"played": [[-1, 0, "KS takes KC"], [-1, 1, "2D to the table"]],
                                     "person_played": False}
    log.add(0, "3H to the table", by_person=True)
    kept = {"deal": 7, **log.kept_moves(state)}
    again = GameLog.from_kept({**kept, "played": check_log(kept["played"], state)})
    assert again.deal == 7 and again.moves == log.moves and again.person_played and again.wanted
    assert again.events_before == [-1, -1, -1]
    assert GameLog.from_kept({"deal": 0, "played": []}).deal is None
    with pytest.raises(ValueError):
        check_log([[-1, 9, "KS takes KC"]], state)


def test_a_dos_tables_log_kept_in_the_old_shape_reads_back_as_the_one_shape():
    """Pinochle's and Tablanet's files kept the log as "moves" ([player, text] each): read once as
    "played", the events before each move not known."""
    state = rules.State.new(7)
    old = {"deal": 7, "moves": [[0, "KS takes KC"], [1, "2D to the table"]], "person_played": True}
    extra = moves_as_played(old)
    assert extra == {"deal": 7, "played": [[-1, 0, "KS takes KC"], [-1, 1, "2D to the table"]],
                     "person_played": True}
    assert "moves" in old                                  # the file's own extras are left as they were
    log = GameLog.from_kept({**extra, "played": check_log(extra["played"], state)})
    assert log.deal == 7 and [(p.player, p.text) for p in log.moves] == [(0, "KS takes KC"), (1, "2D to the table")]
    assert log.kept_moves(state) == {"played": extra["played"], "person_played": True}
    today = {"deal": 7, "played": [[-1, 0, "KS takes KC"]], "person_played": True}
    assert moves_as_played(today) is today and moves_as_played(None) is None and moves_as_played({}) == {}
    for bad in ({"moves": [[9, "KS takes KC"]]}, {"moves": [[0]]}, {"moves": [[0, ""]]}, {"moves": ["x"]},
                {"moves": [[0, "a", "b"]]}, {"moves": [[0, "two\nlines"]]}, {"moves": [[True, "KS takes KC"]]}):
        with pytest.raises(ValueError):
            check_log(moves_as_played(bad)["played"], state)
    for bad in ({"moves": "KS takes KC"}, {"moves": [], "played": []}):
        with pytest.raises(ValueError):
            moves_as_played(bad)


def test_the_kept_shape_keeps_the_events_before_each_move_and_leaves_out_the_later_ones():
    record = game_record()
    state = rules.State.new(record.deal)
    log = GameLog(record.deal)
    marks = []
    for played in record.moves[:6]:
        marks.append(len(state.events))
        log.add(played.player, made(state, played), by_person=played.player == 0, at=len(state.events))
        state.apply(made(state, played))
    kept = log.kept_moves(state)
    assert [[at, p, t] for at, p, t in kept["played"]] == \
        [[at, p.player, p.text] for at, p in zip(marks, record.moves[:6])]
    assert kept["person_played"] is True
    earlier = SimpleNamespace(events=[None] * marks[3])
    assert [t for _, _, t in log.kept_moves(earlier)["played"]] == [p.text for p in record.moves[:3]]
    back = GameLog()
    back.resume_moves(record.deal, kept["played"], True)
    assert back.moves == log.moves and back.events_before == marks and back.deal == record.deal


def test_a_move_made_where_others_were_taken_back_drops_them_but_not_the_ones_before_the_log():
    log = GameLog(3, [Played("KS takes KC", 0)])          # played on from a replay: events unknown
    log.add(1, "a", at=4)
    log.add(0, "b", at=6)
    log.add(1, "c", at=5)                                  # the state went back before "b"
    assert [p.text for p in log.moves] == ["KS takes KC", "a", "c"] and log.events_before == [-1, 4, 5]
    log.add(0, "d")                                        # a move of a DOS table: nothing dropped
    assert [p.text for p in log.moves] == ["KS takes KC", "a", "c", "d"]


def test_a_history_log_writes_the_finished_game_it_followed(tmp_path):
    record = game_record()
    history = History(Store(tmp_path), rules)
    log = HistoryLog(history, lambda game: SEATS, result_line)
    game = SimpleNamespace(deal=record.deal, state=rules.State.new(record.deal))
    for played in record.moves:
        state = game.state
        move = made(state, played)
        player = state.to_move
        events = state.apply(move)
        log.moved(game, Moved(player, move, tuple(events), "", player == 0, False, state.over, False), state)
    assert isinstance(log, GameLog) and log.written == 1
    (entry,) = history.games()
    assert replay(entry.record(), rules)[-1].to_json() == game.state.to_json()


def test_a_dos_table_notes_each_move_and_says_a_history_it_could_not_write(tmp_path):
    record = game_record()
    store = Store(tmp_path)
    store.path("tablenette.history.gz").mkdir()             # a folder where the file should be
    app = SimpleNamespace(history=History(store, rules), notes=[])
    game = SimpleNamespace(log=GameLog(), deal=record.deal, state=rules.State.new(record.deal), app=app)
    seats = lambda g: [Seat(kind, name) for kind, name in SEATS]
    for played in record.moves:
        move = made(game.state, played)
        player = game.state.to_move
        events = game.state.apply(move)
        note_move(game, Moved(player, move, tuple(events), "", player == 0, False, game.state.over, False),
                  "tablenette", seats, lambda scores: f"Scores {scores[0]} to {scores[1]}")
    assert game.log.deal == record.deal and [p.text for p in game.log.moves] == [p.text for p in record.moves]
    (line,) = app.notes
    assert "\n" not in line and "tablenette.history.gz" in line


def test_the_person_sits_first_and_each_computer_by_its_bots_name():
    named = SimpleNamespace(name="sycomp")
    assert person_and_bots({1: named, 2: object()}, ["West", "East"]) == \
        [Seat("person", "You"), Seat("sycomp", "West"), Seat("computer", "East")]
