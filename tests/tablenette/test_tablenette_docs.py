"""original_docs/tablenette.md: every clause cited, quirks and readings called out, help widths."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "original_docs" / "tablenette.md"
SPEC = ROOT.parent / "shared" / "spec" / "tablenette.md"

# The spec's clause IDs, kept here so the test runs where the spec is not checked out.
CLAUSES = "D1 D2 D3 D4 V1 C1 C2 C3 C4 J1 P1 P2 P3 P4 T1 T2 E1 E2 E3 U1 U2 U3 U4 AI1 AI2".split()
QUIRKS = ["TNT-D2", "TNT-J1", "TNT-E2", "TNT-E3"]
READINGS = ["TNT-D3", "TNT-C3", "TNT-J1", "TNT-T1", "TNT-E1", "TNT-E3", "TNT-U2"]


def _text():
    return DOC.read_text(encoding="utf-8")


def test_every_clause_is_cited_including_program_and_computer_clauses():
    """The program clauses (U) and the computer clauses (AI) are described here too."""
    ids = {f"TNT-{c}" for c in CLAUSES}
    if SPEC.exists():
        ids |= set(re.findall(r"\bTNT-[A-Z]+[0-9]+[a-z]?\b", SPEC.read_text(encoding="utf-8")))
    missing = sorted(i for i in ids if not re.search(re.escape(i) + r"\b", _text()))
    assert not missing


MARKER = "<!-- developers -->"


def _parts():
    """(what How to Play shows, the developers' clause index after the marker)."""
    text = _text()
    assert text.count(MARKER) == 1
    shown, _, index = text.partition(MARKER)
    return shown, index


def _index_line(index, clause):
    return next(line for line in index.splitlines() if line.startswith("- " + clause + " "))


def test_the_clause_ids_live_in_a_developers_index_after_the_marker():
    """The clause IDs for developers sit after the marker, one line per clause."""
    shown, index = _parts()
    for clause in CLAUSES:
        assert _index_line(index, f"TNT-{clause}")


def test_what_players_see_has_no_clause_ids_or_labels():
    """No TNT- IDs, no "Quirk"/"Reading" labels above the marker."""
    shown, _ = _parts()
    assert not re.search(r"TNT-|Quirk|Reading|spec/", shown)


def test_shaped_like_the_original_sheet():
    """The game, scoring, the worked examples, tactics, how to play here, in that order."""
    shown, _ = _parts()
    heads = [line[3:] for line in shown.splitlines() if line.startswith("## ")]
    order = ["The game", "Points", "The worked examples", "Jacks", "The end of a hand, and of the game",
             "Tactics", "How to play here", "Playing with other people"]
    assert heads == order


def test_kept_oddities_are_said_in_a_players_words():
    """Where the program keeps an oddity of the original, the page says so plainly."""
    shown = " ".join(_parts()[0].split())
    assert "Sycomp's program did it this way" in shown          # TNT-D2 no Jack to the table
    assert "that is how Sycomp's program counts" in shown       # TNT-E2 more than 27
    assert "Sycomp's rule again" in shown                       # TNT-E3 over 251
    assert "not a Tablenette" in shown                          # TNT-J1


def test_quirks_and_readings_are_called_out():
    """The index marks the quirks (Q) and readings (R) of the spec."""
    _, index = _parts()
    for clause in QUIRKS:
        assert "Q:" in _index_line(index, clause), clause
    for clause in READINGS:
        assert "R:" in _index_line(index, clause), clause


def test_one_word_for_the_deck():
    """The word is "deck", as the original says; never "pack"."""
    assert not re.search(r"\bpacks?\b", _text(), re.I)


def test_lines_fit_the_help_window_and_use_drawable_characters():
    for number, line in enumerate(_text().splitlines(), 1):
        assert len(line) <= 76, f"line {number} is {len(line)} characters"
        assert all(ord(ch) < 128 or ch in "♠♥♦♣" for ch in line), f"line {number}: {line}"
        assert "](" not in line and "<img" not in line


def test_TNT_T2_worked_example_and_controls_are_described():
    """TNT-T2: worked example and controls are described."""
    text = _text()
    for fact in ["61", "56", "3 points", "10 Spades", "F1", "F2", "F3", "F5", "Ctrl+Z", "Game menu",
                 "Options menu", "Help:", "Tab", "Enter", "face-down deck card", "drag", "Records"]:
        assert fact in text, fact
