"""original_docs/casino.md, the program's own manual: every clause cited for developers, none shown to players."""

import re
from pathlib import Path

from retro.win.textview import blocks

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "original_docs" / "casino.md"
SPEC = ROOT.parent / "shared" / "spec" / "casino.md"
MARKER = "<!-- developers -->"

# The spec's clause IDs, kept here so the test runs where the spec is not checked out.
CLAUSES = ("D1 D2 D3 D4 V1 P1 T1 T2 T3 B1 B2 K1 K2 S1 S2 S3 S4 S5 S6 S7 E1 E2 E3 X1 "
           "H1 H2 H3 H4 U1 U2 U3 U4 U5 U6 U7 U8 U9 U10 AI1 AI2").split()
QUIRKS = ["CAS-D4", "CAS-P1", "CAS-T2", "CAS-T3", "CAS-S4", "CAS-H2"]
READINGS = ["CAS-D1", "CAS-D3", "CAS-D4", "CAS-V1", "CAS-P1", "CAS-T1", "CAS-K2", "CAS-E2", "CAS-E3",
            "CAS-H2"]


def _text():
    return DOC.read_text(encoding="utf-8")


def _parts():
    text = _text()
    assert text.count(MARKER) == 1
    shown, _, index = text.partition(MARKER)
    return shown, index


def _index_line(index, clause):
    """The index entry for ``clause``, its continuation lines joined."""
    lines = index.splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("- " + clause + " "))
    entry = [lines[at]]
    for line in lines[at + 1:]:
        if not line.startswith("  "):
            break
        entry.append(line.strip())
    return " ".join(entry)


def test_every_clause_has_a_line_in_the_developers_index():
    ids = {f"CAS-{c}" for c in CLAUSES}
    if SPEC.exists():
        ids |= set(re.findall(r"\bCAS-[A-Z]+[0-9]+[a-z]?\b", SPEC.read_text(encoding="utf-8")))
    _, index = _parts()
    for clause in sorted(ids):
        assert _index_line(index, clause), clause


def test_quirks_and_readings_are_marked_in_the_index_only():
    _, index = _parts()
    for clause in QUIRKS:
        assert "Q:" in _index_line(index, clause), clause
    for clause in READINGS:
        assert "R:" in _index_line(index, clause), clause


def test_what_players_see_has_no_clause_ids_or_labels():
    shown, _ = _parts()
    assert not re.search(r"CAS-|Quirk|Reading|spec/|Issue \d+", shown)
    viewer = " ".join(text for _kind, text, _indent in blocks(_text()))
    assert "CAS-" not in viewer and "Clause index" not in viewer


def test_shaped_like_the_original_document():
    """Rules, scoring, how to play the computer game, hints and tips, in the original's order."""
    shown, _ = _parts()
    heads = [line[3:] for line in shown.splitlines() if line.startswith("## ")]
    assert heads == ["A. The rules of Casino", "B. Scoring", "C. How to play the computer game",
                     "D. Hints and tips"]
    for part in ("Put", "Take", "Build", "Block", "An example", "Starting a game", "The table",
                 "Playing a card", "HINT and the coach", "The Hall of Fame",
                 "Keeping a game, taking back, and the record"):
        assert f"### {part}" in shown, part


def test_kept_oddities_are_said_in_a_players_words():
    shown = " ".join(_parts()[0].split())
    assert "the Munters' program did it this way" in shown       # CAS-P1
    assert "as in the Munters' program" in shown                 # CAS-S4
    assert "That is the Munters' rule" in shown                  # CAS-T3
    assert "the Munters' way of keeping the Hall" in shown       # CAS-H2


def test_the_new_block_rules_are_told():
    shown = " ".join(_parts()[0].split())
    assert "only together with loose cards and other blocks of that same value" in shown
    assert "A block goes on one loose card only" in shown
    assert "a build is never blocked" in shown


def test_one_word_for_one_thing():
    """The deck (never "pack"), the table (never "tableau") and the capture pile."""
    shown, _ = _parts()
    assert not re.search(r"\bpacks?\b", shown, re.I)
    assert not re.search(r"\btableau\b", shown, re.I)
    assert "capture pile" in shown and "deck" in shown


def test_lines_fit_and_use_drawable_characters():
    for number, line in enumerate(_text().splitlines(), 1):
        assert len(line) <= 76, f"line {number} is {len(line)} characters"
        assert all(ord(ch) < 128 or ch in "♠♥♦♣" for ch in line), f"line {number}: {line}"


def test_CAS_U10_how_to_play_shows_this_page_and_the_keys():
    shown, _ = _parts()
    for fact in ("F1", "F2", "F3", "F5", "Esc", "Ctrl+A", "HINT", "CLEAR SCORES", ".bad"):
        assert fact in shown, fact


def test_the_manual_tells_the_kept_game_undo_records_and_the_coach():
    shown = " ".join(_parts()[0].split())
    for fact in ("Continue the unfinished game?", "casino.game.json", "Ctrl+Z", "Records",
                 "Good: that is my play too.", "Better was", "review", "knows only what you could know"):
        assert fact in shown, fact
