"""The one game log every program keeps: its two kept shapes, take-backs by events, the DOS tables' notes."""

from types import SimpleNamespace

import pytest
from replay_games import played_record

from retro.history import History
from retro.record import Played, Seat, replay
from retro.store import Store
from retro.table.reports import Moved
from retro.table.replay import GameLog, HistoryLog, note_move, person_and_bots, result_line
from retro.tablenette import bots, rules

SEATS = [("person", "You"), ("sycomp", "Computer")]


def game_record(deal=4):
    return played_record(rules, bots, "tablenette", deal, SEATS, kind="sycomp")


def made(state, played):
    return next(m for m in state.legal_moves() if str(m) == played.text)


def test_the_dos_shape_keeps_the_moves_and_reads_them_back():
    log = GameLog(7, [Played("KS takes KC", 0)])
    log.add(1, "2D to the table", by_person=False)
    assert log.to_extra() == {"moves": [[0, "KS takes KC"], [1, "2D to the table"]], "person_played": False}
    log.add(0, "3H to the table", by_person=True)
    again = GameLog.from_extra({"deal": 7, **log.to_extra()})
    assert again.deal == 7 and again.moves == log.moves and again.person_played and again.wanted
    assert GameLog.from_extra({"deal": 0, "moves": []}).deal is None
    with pytest.raises(ValueError):
        GameLog.from_extra({"deal": 7, "moves": [[9, "KS takes KC"]]})


def test_the_windows_shape_keeps_the_events_before_each_move_and_leaves_out_the_later_ones():
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
