"""The shared keeping of games: kept game files, take-back, the record of games."""

import json

import pytest

from retro.keep import KeptGame, Record, RecordRow, TakeBack
from retro.store import Store
from retro.tablanet import rules as tablanet


@pytest.fixture
def store(tmp_path):
    return Store(tmp_path)


def test_kept_game_round_trip(store):
    state = tablanet.State.new(5)
    kept = KeptGame(store, "tablanet")
    assert not kept.exists() and kept.load() is None
    assert kept.save(state.to_json(), {"open": True})
    assert kept.exists()
    payload = kept.load(lambda p: tablanet.State.from_json(p["state"]))
    assert payload == {"state": state.to_json(), "extra": {"open": True}}
    kept.discard()
    assert not kept.exists() and kept.load() is None


@pytest.mark.parametrize("text, why", [
    ("{", "its unfinished game could not be read"),
    ('{"program": "casino", "version": 1, "state": "", "extra": {}}', "another program"),
    ('{"program": "tablanet", "version": 99, "state": "", "extra": {}}', "another version"),
    ('{"program": "tablanet", "version": 1, "state": 5, "extra": {}}', "could not be read"),
    ('[1, 2]', "could not be read"),
    ('{"program": "tablanet", "version": 1, "state": "{}", "extra": {}}', "does not add up"),
])
def test_bad_kept_game_is_reported_kept_as_bad_and_ignored(store, text, why):
    kept = KeptGame(store, "tablanet")
    store.write_text(kept.name, text)
    assert kept.load(lambda p: tablanet.State.from_json(p["state"])) is None
    (line,) = store.take_messages()
    assert why in line and "tablanet.game.json" in line and "starting afresh" in line
    assert store.path(kept.name + ".bad").is_file() and not kept.exists()


def test_take_back_returns_to_the_previous_decision_within_the_hand():
    state = tablanet.State.new(3)
    back = TakeBack()
    assert not back.can_take_back and not back.used
    before = state.to_json()
    back.mark(state)
    state.apply(state.legal_moves()[0])
    assert back.can_take_back
    again = back.take_back()
    assert again.to_json() == before and back.used and not back.can_take_back
    back.mark(again)
    back.new_hand()
    assert not back.can_take_back
    with pytest.raises(IndexError):
        back.take_back()


def test_record_arithmetic_and_streaks(store):
    record = Record(store, "casino")
    for outcome, score in [("won", 21), ("won", 25), ("lost", 12), ("won", 22), ("drawn", 21)]:
        record.add("expert-2", outcome, score)
    record.add("standard-1", "won", 30)
    row = Record(store, "casino").row("expert-2")  # read back from the file
    assert (row.played, row.won, row.lost, row.drawn) == (5, 3, 1, 1)
    assert row.best == 25 and row.average == pytest.approx(101 / 5)
    assert (row.streak, row.longest) == (0, 2)
    assert [r.setting for r in Record(store, "casino").rows()] == ["expert-2", "standard-1"]
    record.clear()
    assert Record(store, "casino").rows() == [] and not store.path(record.name).exists()


@pytest.mark.parametrize("settings", [
    {"all": {"played": 2, "won": 1, "lost": 0, "drawn": 0, "best": 5, "total": 9, "streak": 1, "longest": 1}},
    {"all": {"played": 1, "won": 1, "lost": 0, "drawn": 0, "best": 5, "total": 5, "streak": 2, "longest": 1}},
    {"all": {"played": 1.5, "won": 1, "lost": 0, "drawn": 0, "best": 5, "total": 5, "streak": 0, "longest": 1}},
    {"all": {"played": 0, "won": 0, "lost": 0, "drawn": 0, "best": 5, "total": 0, "streak": 0, "longest": 0}},
    {"all": "lots"},
])
def test_hand_edited_record_is_damaged(store, settings):
    store.save_json("pinochle.record.json", {"game": "pinochle", "kind": "record", "version": 1,
                                             "settings": settings})
    assert Record(store, "pinochle").rows() == []
    assert "pinochle.record.json" in store.take_messages()[0]
    assert store.path("pinochle.record.json.bad").exists()


def test_record_of_another_program_is_refused(store):
    Record(store, "casino").add("all", "won", 3)
    store.write_text("tablanet.record.json", store.path("casino.record.json").read_text())
    assert Record(store, "tablanet").rows() == []
    assert "another program" in store.take_messages()[0]


def test_record_row_rejects_unknown_outcome():
    with pytest.raises(ValueError):
        RecordRow("all").after("maybe", 3)
    assert json.dumps(RecordRow("all").after("won", 3).to_data())


def test_kept_game_write_does_not_wait_for_the_disk_but_settings_do(store, monkeypatch):
    import os

    synced = []
    real = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: (synced.append(fd), real(fd)))
    KeptGame(store, "casino").save("{}", {})
    assert synced == [] and store.path("casino.game.json").read_text().startswith("{")
    store.save_settings("casino", {"delay": 3})
    assert len(synced) == 1


def test_restore_gives_the_rebuilt_game_or_none(store):
    from retro.keep import Kept

    kept = KeptGame(store, "tablanet")
    state = tablanet.State.new(8)
    kept.save(state.to_json(), {"open": False})
    back = kept.restore(lambda p: Kept(tablanet.State.from_json(p["state"]), p["extra"]))
    assert back.state.to_json() == state.to_json() and back.extra == {"open": False}
    kept.save("not a state", {})
    assert kept.restore(lambda p: Kept(tablanet.State.from_json(p["state"]))) is None
    assert store.path(kept.name + ".bad").is_file()


@pytest.mark.parametrize("text", [
    "{",
    '{"version": 1, "state": "", "extra": {}}',
    '{"program": "casino", "version": 7, "state": "", "extra": {}}',
    '{"program": "tablanet", "version": "1", "state": "", "extra": {}}',
    '{"program": "tablanet", "version": 1, "state": "{}", "extra": {}}',
    "[" * 100_000 + "]" * 100_000,
])
def test_a_bad_kept_game_is_said_in_a_players_words(store, text):
    """No values quoted from the file, no parser's or program's own words: what it means to the player."""
    kept = KeptGame(store, "tablanet")
    store.write_text(kept.name, text)
    assert kept.load(lambda p: tablanet.State.from_json(p["state"])) is None
    (line,) = store.take_messages()
    assert line.startswith("tablanet.game.json was damaged (it") and line.endswith(
        "); starting afresh (kept as tablanet.game.json.bad).")
    for developer in ("None", "'casino'", '"', "JSON", "line 1", "char", "Expecting", "7", "{}"):
        assert developer not in line, line


@pytest.mark.parametrize("text", [
    "{", '{"kind": "record", "version": 1, "settings": {}}',
    '{"game": "tablanet", "kind": "record", "version": 3, "settings": {}}',
    '{"game": "tablanet", "kind": "record", "version": 1, "settings": {"players-2": {"played": "2"}}}',
    '{"game": "tablanet", "kind": "record", "version": 1, "settings": {"players-2": 5}}',
])
def test_a_bad_record_is_said_in_a_players_words(store, text):
    store.write_text("tablanet.record.json", text)
    assert Record(store, "tablanet").rows() == []
    (line,) = store.take_messages()
    assert line.startswith("tablanet.record.json was damaged (it") and "kept as tablanet.record.json.bad" in line
    for developer in ("None", "'", '"', "JSON", "players-2", "played", "3", "version 1"):
        assert developer not in line, line


# --- take-back marks, kept small -------------------------------------------------------------------
def test_a_mark_is_kept_as_what_it_does_not_share_with_the_kept_state():
    from retro.keep import small_mark, whole_mark, whole_marks

    kept = {"events": [1, 2, 3, 4], "rng": [3, [5, 6, 7, 0], None], "hands": ["AS", "KD"], "over": False}
    mark = {"events": [1, 2], "rng": [3, [5, 6, 7, 2], None], "hands": ["AS KS", "KD"], "over": False}
    text = json.dumps(mark, separators=(",", ":"))
    small = small_mark(kept, mark, text)
    assert small == {"events": 2, "rng": {"1": {"3": 2}}, "hands": {"0": "AS KS"}}
    assert json.loads(whole_mark(kept, small)) == mark
    other = {**mark, "hands": ["QS", "JD"], "rng": [3, [1, 2, 3, 4], None]}
    assert small_mark(kept, other, "t") == {"events": 2, "hands": ["QS", "JD"], "rng": {"1": [1, 2, 3, 4]}}
    assert whole_marks(json.dumps(kept), [small, text]) == [whole_mark(kept, small), text]
    assert small_mark([1, 2], mark, text) == text                    # a State text not an object: whole
    assert small_mark(kept, {**mark, "events": 7}, "t") == "t"        # a count would be misread
    assert small_mark(kept, {"events": []}, "t") == "t"               # the kept State has more fields


@pytest.mark.parametrize("entry", [{"events": 99}, {"events": -1}, {"events": "2"}, {"events": True}, 7, None,
                                   {"events": {"2": 1}}, {"events": {"x": 1}}, {"events": {"-1": 1}}])
def test_a_hand_edited_mark_is_refused(entry):
    from retro.keep import whole_marks

    with pytest.raises(ValueError):
        whole_marks(json.dumps({"events": [1, 2]}), [entry])


def test_the_kept_marks_are_a_list_of_a_hands_length():
    from retro.keep import MAX_MARKS, whole_marks

    for data in ({"events": 1}, ["x"] * (MAX_MARKS + 1)):
        with pytest.raises(ValueError):
            whole_marks("{}", data)
