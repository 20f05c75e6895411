"""original_docs/pinochle.md: every clause cited, quirks and readings called out, DOS-viewer widths."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "original_docs" / "pinochle.md"
SPEC = ROOT.parent / "shared" / "spec" / "pinochle.md"

# The spec's clause IDs, kept here too so the test runs where the spec is not checked out.
CLAUSES = """D1 D2 D3 O1 O2 O3 E1 E2 E3 E4 E5 R1 R2 R3 R4 R5 R6 R7 R7a R8 R9 R10
M1 M2 M3 M4 M5 M6 M7 M8 M9 M10 M11 M12 M12a M13 M14 M15 S1 S2 S3 S4 S5 S6 G1 G2 G3
U1 U2 U3 U4 F1 F2 F3 F3a F5 F7 F8 F10 C1 C2 C3 AI1 AI2""".split()
QUIRKS = ["PIN-E5", "PIN-R3", "PIN-M13", "PIN-S3", "PIN-F3a"]
READINGS = ["PIN-R7a", "PIN-M12a", "PIN-G2", "PIN-G3", "PIN-F8", "PIN-O1"]


def test_every_clause_is_cited_in_the_help_text():
    """The F5 text names every clause, the screen, key and start-up ones included.

    (Those are only *described* here; the program's tests test them.)
    """
    text = DOC.read_text(encoding="utf-8")
    ids = {f"PIN-{c}" for c in CLAUSES}
    if SPEC.exists():
        ids |= set(re.findall(r"\bPIN-[A-Z]+[0-9]+[a-z]?\b", SPEC.read_text(encoding="utf-8")))
    missing = sorted(i for i in ids if not re.search(re.escape(i) + r"\b", text))
    assert not missing


def test_quirks_and_readings_are_called_out():
    text = DOC.read_text(encoding="utf-8")
    for clause in QUIRKS:
        block = text[text.index(clause):][:900]
        assert "**Quirk" in block, clause
    for clause in READINGS:
        block = text[max(0, text.index(clause) - 40):][:1200]
        assert "**Reading" in block, clause


def test_lines_fit_the_dos_viewer():
    for number, line in enumerate(DOC.read_text(encoding="utf-8").splitlines(), 1):
        assert len(line) <= 76, f"line {number} is {len(line)} characters"
        assert "](" not in line and "<img" not in line


def test_keys_are_described():
    text = DOC.read_text(encoding="utf-8")
    for key in ["1 to 9, then A, B, C", "Left/Right", "F1", "F2", "F3", "F5", "F7", "F8", "F9",
                "F10", "Esc", "PINOCHLE.SCR", "S  start", "M  force", "C  force", "*  skip"]:
        assert key in text, key
