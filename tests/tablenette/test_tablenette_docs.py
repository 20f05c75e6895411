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


def _block(text, clause):
    start = text.index("\n- " + clause) + 3
    following = re.search(r"\n- TNT-|\n## ", text[start + 1:])
    return text[start:start + 1 + (following.start() if following else len(text))]


def test_quirks_and_readings_are_called_out():
    text = _text()
    for clause in QUIRKS:
        assert "**Quirk" in _block(text, clause), clause
    for clause in READINGS:
        assert "**Reading" in _block(text, clause), clause


def test_lines_fit_the_help_window_and_use_drawable_characters():
    for number, line in enumerate(_text().splitlines(), 1):
        assert len(line) <= 76, f"line {number} is {len(line)} characters"
        assert all(ord(ch) < 128 or ch in "♠♥♦♣" for ch in line), f"line {number}: {line}"
        assert "](" not in line and "<img" not in line


def test_TNT_T2_worked_example_and_controls_are_described():
    """TNT-T2: worked example and controls are described."""
    text = _text()
    for fact in ["61", "56", "3 points", "10 Spades", "F1", "F2", "F5", "Game:", "Options:", "Help:",
                 "Tab", "Enter", "face-down pack", "Drag"]:
        assert fact in text, fact
