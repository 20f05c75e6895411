"""The history of finished games: the last 100 records per program, listed newest first, small, and safe on disk."""

from __future__ import annotations

import gzip
import json
import random

import pytest

from retro import history as history_module
from retro.casino import bots as casino_bots, rules as casino
from retro.history import BUDGET, KEEP, History
from retro.pinochle import bots as pinochle_bots, rules as pinochle
from retro.record import OtherVersion, RECORD_VERSION, RecordError, final_state, make_record, write
from retro.store import Store
from retro.tablanet import bots as tablanet_bots, rules as tablanet
from retro.tablenette import bots as tablenette_bots, rules as tablenette

# Each game at the options that make its games longest: the most players, the default targets.
GAMES = {
    "pinochle": (pinochle, pinochle_bots, None),
    "tablenette": (tablenette, tablenette_bots, None),
    "casino": (casino, casino_bots, casino.Options(players=4)),
    "tablanet": (tablanet, tablanet_bots, tablanet.Options(players=3)),
}
NOON = 1_764_590_400.0      # a fixed clock for the dates


@pytest.fixture
def store(tmp_path):
    return Store(tmp_path)


def finished_game(name: str, deal: int, kind: str = "random"):
    """A whole game between ``kind`` bots (random ones play the longest games): its end and its record."""
    rules, bots, options = GAMES[name]
    state = rules.State.new(deal, options)
    rng = random.Random(deal)
    bot = bots.make_bot(kind)
    moves = []
    while not state.over:
        player = state.to_move
        move = bot.choose(state.view(player), state.legal_moves(), rng)
        moves.append((player, move))
        state.apply(move)
    seats = [("person", "You")] + [(kind, f"Computer {n}") for n in range(1, state.players)]
    won = "won" if state.winner == 0 else "lost"
    return state, make_record(name, deal, options, seats, moves, result=f"You {won}", scores=state.scores)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_finished_game_is_listed_and_replays_from_the_history(store, name):
    rules = GAMES[name][0]
    finished, record = finished_game(name, 3)
    kept = History(store, rules, clock=lambda: NOON)
    assert kept.games() == [] and len(kept) == 0
    assert kept.add(record)
    again = History(store, rules)                     # as the next sitting reads it
    (entry,) = again.games()
    assert entry.index == 0 and entry.deal == 3 and entry.result == record.result
    assert entry.opponents == tuple(f"Computer {n}" for n in range(1, finished.players))
    assert entry.scores == tuple(finished.scores)
    assert entry.margin == finished.scores[0] - max(finished.scores[1:])
    assert entry.date.startswith("2025-12-01 ") or entry.date.startswith("2025-11-30 ")
    assert final_state(entry.record(), rules).to_json() == finished.to_json()
    assert store.take_messages() == []


def test_a_people_game_has_no_margin_of_yours_for_the_chart(store):
    """A game two people played: no one seat's result is "yours", so the replay list's chart leaves it out."""
    from retro.tablanet import rules as tablanet_rules

    state = tablanet_rules.State.new(4, tablanet_rules.Options())
    rng = random.Random(1)
    moves = []
    while not state.over and len(moves) < 4:
        move = rng.choice(state.legal_moves())
        moves.append((state.to_move, move))
        state.apply(move)
    record = make_record("tablanet", 4, tablanet_rules.Options(), [("person", "Ann"), ("person", "Bob")], moves,
                         result="Ann won, 3 to 1", scores=[3, 1])
    kept = History(store, tablanet_rules, clock=lambda: NOON)
    assert kept.add(record)
    (entry,) = History(store, tablanet_rules).games()
    assert entry.people == 2 and entry.person == 0 and entry.margin is None


def test_the_newest_game_comes_first_and_only_the_last_hundred_are_kept(store):
    kept = History(store, tablenette, clock=lambda: NOON)
    for deal in range(1, KEEP + 6):
        kept.add(make_record("tablenette", deal, result=f"game {deal}"))
    games = History(store, tablenette).games()
    assert len(games) == KEEP
    assert [g.deal for g in games] == list(range(KEEP + 5, 5, -1))
    assert [g.index for g in games] == list(range(KEEP))


@pytest.mark.system
@pytest.mark.long          # a hundred whole games a program: in CI's long pass, not the five-minute suite
@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_hundred_long_games_take_under_200_kb(store, name):
    rules = GAMES[name][0]
    kept = History(store, rules, clock=lambda: NOON)
    ends = {}
    for deal in range(1000, 1000 + KEEP):
        ends[deal], record = finished_game(name, deal)
        kept.add(record)
    assert len(kept) == KEEP                            # all kept: the budget took none
    assert kept.size() < 200_000 and kept.size() <= BUDGET
    games = History(store, rules).games()
    assert len(games) == KEEP
    for entry in games[::33]:
        assert final_state(entry.record(), rules).to_json() == ends[entry.deal].to_json()


def test_past_the_size_budget_the_oldest_games_go(store, monkeypatch):
    monkeypatch.setattr(history_module, "BUDGET", 6_000)
    kept = History(store, tablanet, clock=lambda: NOON)
    for deal in range(1, 11):
        kept.add(finished_game("tablanet", deal)[1])
    assert kept.size() <= 6_000
    deals = [g.deal for g in History(store, tablanet).games()]
    assert 1 <= len(deals) < 10 and deals == list(range(10, 10 - len(deals), -1))


def _bad(store, name: str, data: bytes) -> str:
    store.write_bytes(name, data)
    assert History(store, tablanet).games() == []
    (line,) = store.take_messages()
    assert name in line and "starting afresh" in line and f"kept as {name}.bad" in line
    assert store.path(name + ".bad").is_file() and not store.path(name).exists()
    return line


def _packed(value) -> bytes:
    return gzip.compress(json.dumps(value).encode(), mtime=0)


@pytest.mark.parametrize("data, why", [
    (b"not gzip at all", "its history of games could not be read"),
    (gzip.compress(b"{not json", mtime=0), "its history of games could not be read"),
    (_packed([1, 2]), "its history of games could not be read"),
    (_packed({"program": "casino", "kind": "history", "version": 1, "games": []}), "another program's history"),
    (_packed({"program": "tablanet", "kind": "history", "version": 9, "games": []}), "another version"),
    (_packed({"program": "tablanet", "kind": "history", "version": 1, "games": ["no record"]}),
     "could not be read"),
    (_packed({"program": "tablanet", "kind": "history", "version": 1, "games": [5]}), "could not be read"),
], ids=["not gzip", "not json", "not a table", "another program", "another version", "no record", "not text"])
def test_a_damaged_history_is_said_in_one_line_kept_as_bad_and_started_afresh(store, data, why):
    assert why in _bad(store, "tablanet.history.gz", data)
    kept = History(store, tablanet)
    assert kept.add(make_record("tablanet", 4))
    assert [g.deal for g in History(store, tablanet).games()] == [4]


def test_an_older_versions_record_is_listed_but_refused_when_opened_in_one_line(store):
    old = write(make_record("tablanet", 8, result="You won")).replace(f"version: {RECORD_VERSION}", "version: 0")
    store.write_bytes("tablanet.history.gz", _packed(
        {"program": "tablanet", "kind": "history", "version": 1, "games": [old]}))
    (entry,) = History(store, tablanet).games()
    assert entry.deal == 8 and entry.result == "You won"
    with pytest.raises(OtherVersion) as err:
        entry.record()
    assert "\n" not in str(err.value) and "another version" in str(err.value)
    assert store.take_messages() == []


def test_a_record_of_another_program_or_that_does_not_replay_is_not_added(store):
    kept = History(store, tablanet)
    with pytest.raises(RecordError):
        kept.add(make_record("casino", 3))
    with pytest.raises(RecordError):
        kept.add(make_record("tablanet", 3, moves=["KS takes everything"]))
    assert len(kept) == 0 and not store.path(kept.name).exists()


def test_the_history_is_written_whole_or_not_at_all(store, monkeypatch):
    kept = History(store, tablenette, clock=lambda: NOON)
    kept.add(make_record("tablenette", 1))
    before = store.path(kept.name).read_bytes()

    def failing(path, data, sync=True):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("retro.store.atomic_write_bytes", failing)
    assert not kept.add(make_record("tablenette", 2))
    (line,) = store.take_messages()
    assert line == "Could not save tablenette.history.gz: No space left on device."
    assert store.path(kept.name).read_bytes() == before


def test_clearing_forgets_every_game(store):
    kept = History(store, casino, clock=lambda: NOON)
    kept.add(make_record("casino", 5))
    kept.clear()
    assert kept.games() == [] and History(store, casino).games() == [] and kept.size() == 0
