"""original_docs/tablanet.md (Russian) and tablanet.en.md: every clause, quirks, readings, widths."""

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCS = {"ru": ROOT / "original_docs" / "tablanet.md", "en": ROOT / "original_docs" / "tablanet.en.md"}
SPEC = ROOT.parent / "shared" / "spec" / "tablanet.md"
CALLOUT = {"ru": ("**Особенность", "**Толкование"), "en": ("**Quirk", "**Reading")}

CLAUSES = """D1 D2 O1 O2 E1 E2 E3 E4 E5 V1 C1 C2 C3 C4 T1 H1 S1 S2 S3 G1
U1 U2 U3 U4 AI1 AI2""".split()
QUIRKS = ["TBL-O1", "TBL-E3", "TBL-V1", "TBL-C1", "TBL-T1", "TBL-S1", "TBL-G1"]
READINGS = ["TBL-O2", "TBL-E1", "TBL-E3", "TBL-C2", "TBL-C4", "TBL-T1", "TBL-H1", "TBL-S3", "TBL-G1"]
# Code page 866 letters, ASCII, the guillemets and the suit glyphs of the DOS font.
CYRILLIC = {chr(c) for c in range(0x410, 0x450)}
DRAWABLE = CYRILLIC | set("«»♠♥♦♣")


def _block(text, clause):
    start = text.index("\n- " + clause) + 3
    following = re.search(r"\n- TBL-|\n## ", text[start + 1:])
    return text[start:start + 1 + (following.start() if following else len(text))]


@pytest.mark.parametrize("lang", DOCS)
def test_every_clause_is_cited_including_program_and_computer_clauses(lang):
    """The program clauses (U) and the computer clauses (AI) are described here too."""
    ids = {f"TBL-{c}" for c in CLAUSES}
    if SPEC.exists():
        ids |= set(re.findall(r"\bTBL-[A-Z]+[0-9]+[a-z]?\b", SPEC.read_text(encoding="utf-8")))
    text = DOCS[lang].read_text(encoding="utf-8")
    assert not sorted(i for i in ids if not re.search(re.escape(i) + r"\b", text))


@pytest.mark.parametrize("lang", DOCS)
def test_quirks_and_readings_are_called_out(lang):
    text = DOCS[lang].read_text(encoding="utf-8")
    quirk, reading = CALLOUT[lang]
    for clause in QUIRKS:
        assert quirk in _block(text, clause), clause
    for clause in READINGS:
        assert reading in _block(text, clause), clause


@pytest.mark.parametrize("lang", DOCS)
def test_lines_fit_the_dos_viewer_in_code_page_866(lang):
    for number, line in enumerate(DOCS[lang].read_text(encoding="utf-8").splitlines(), 1):
        assert len(line) <= 76, f"line {number} is {len(line)} characters"
        bad = [ch for ch in line if ord(ch) >= 128 and ch not in DRAWABLE]
        assert not bad, f"line {number}: {bad}"


@pytest.mark.parametrize("lang", DOCS)
def test_keys_are_described(lang):
    text = DOCS[lang].read_text(encoding="utf-8")
    for key in ["F1", "F2", "F5", "F6", "F7", "F8", "F9", "F10", "Esc", "1-6", "Enter"]:
        assert key in text, key
