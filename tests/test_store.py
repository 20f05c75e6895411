"""The user data directory: atomic writes, settings, and the one damaged-file path."""

import json
import os

import pytest

from retro import store as store_mod
from retro.store import Store, atomic_write_bytes, resolve_data_dir


def test_data_dir_option_beats_environment_beats_default(tmp_path, monkeypatch):
    monkeypatch.setenv("RETRO_CARDS_DATA", str(tmp_path / "env"))
    assert resolve_data_dir(tmp_path / "opt") == tmp_path / "opt"
    assert resolve_data_dir(None) == tmp_path / "env"
    monkeypatch.delenv("RETRO_CARDS_DATA")
    assert resolve_data_dir(None) == store_mod.default_data_dir()


def test_atomic_write_replaces_whole_file_and_leaves_no_temp(tmp_path):
    target = tmp_path / "deep" / "PINOCHLE.SCR"
    atomic_write_bytes(target, b"old")
    atomic_write_bytes(target, b"new contents")
    assert target.read_bytes() == b"new contents"
    assert sorted(p.name for p in target.parent.iterdir()) == ["PINOCHLE.SCR"]


def test_failed_write_keeps_old_file(tmp_path, monkeypatch):
    target = tmp_path / "scores.json"
    atomic_write_bytes(target, b"old")

    def boom(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        atomic_write_bytes(target, b"new")
    assert target.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["scores.json"]


def test_settings_round_trip(store):
    assert store.settings("pinochle") == {}
    assert store.save_settings("pinochle", {"count": 2, "open": True})
    again = Store(store.root)
    assert again.settings("pinochle") == {"count": 2, "open": True}
    data = json.loads((store.root / "pinochle.settings.json").read_text())
    assert data["version"] == 1
    assert not (store.root / "settings.json").exists()          # each program its own file


def test_settings_kept_all_in_one_file_are_read_until_a_program_saves_its_own(store):
    """Settings kept before each program had its own file (settings.json, a section each) are
    found; a program's own file, once saved, wins; the old file is never written again."""
    old = {"version": 1, "programs": {"casino": {"name": "Ann"}, "pinochle": {"count": 2}}}
    store.root.mkdir(parents=True, exist_ok=True)
    (store.root / "settings.json").write_text(json.dumps(old))
    assert store.settings("casino") == {"name": "Ann"} and store.settings("pinochle") == {"count": 2}
    store.save_settings("casino", {"name": "Bob"})
    again = Store(store.root)
    assert again.settings("casino") == {"name": "Bob"} and again.settings("pinochle") == {"count": 2}
    assert json.loads((store.root / "settings.json").read_text()) == old


def test_each_data_file_belongs_to_its_program_or_to_the_folder():
    from retro.store import program_of

    assert [program_of(name) for name in ("pinochle.game.json", "PINOCHLE.SCR.bad", "casino_hall_of_fame.json",
                                          ".casino.game.json.a8Xy_1.tmp", "tablanet.settings.json",
                                          "tablenette.history.gz", "lessons.json", "settings.json", "error.log")] \
        == ["pinochle", "pinochle", "casino", "casino", "tablanet", "tablenette", None, None, None]


@pytest.mark.parametrize("content", [b"", b"{", b"\x00\xff\xfe binary", b"[1, 2]",
                                     b'{"version": 1, "programs": {"x": 3}}',
                                     b'{"version": 99, "programs": {}}'])
def test_damaged_settings_reported_kept_as_bad_and_reset(store, content):
    store.root.mkdir(parents=True)
    (store.root / "settings.json").write_bytes(content)
    assert store.settings("pinochle") == {}
    assert len(store.messages) == 1
    assert "settings.json" in store.messages[0] and "\n" not in store.messages[0]
    assert (store.root / "settings.json.bad").read_bytes() == content
    assert not (store.root / "settings.json").exists()


def test_huge_file_is_damaged_not_read(store):
    store.root.mkdir(parents=True)
    with open(store.root / "big.json", "wb") as out:
        out.truncate(store_mod.MAX_FILE_BYTES + 10)
    assert store.load_json("big.json", {"empty": True}) == {"empty": True}
    assert "too large" in store.messages[0]


def test_folder_in_place_of_file(store):
    (store.root / "settings.json").mkdir(parents=True)
    assert store.settings("casino") == {}
    assert "folder" in store.messages[0]


def test_unwritable_directory_reports_one_line(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    store = Store(blocker / "data")
    assert store.save_json("x.json", {"a": 1}) is False
    assert len(store.messages) == 1 and "x.json" in store.messages[0]


def test_missing_file_is_default_without_message(store):
    assert store.load_json("nothing.json", [1]) == [1]
    assert store.messages == []
