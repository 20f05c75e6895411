"""original_docs/tablanet.md (Russian) and tablanet.en.md: the program's own manual.

What F5 shows is a player's manual in the rule sheet's order, with no clause IDs and no
"Quirk"/"Reading" labels; after the viewer's stop marker a clause index for developers
cites every clause of the spec (TBL-O3 included) with the manual's sections, so spec -> doc
-> test stays one hop.
"""

import re
from pathlib import Path

import pytest

from retro.dos.widgets import DEVELOPERS_MARKER

ROOT = Path(__file__).resolve().parents[2]
DOCS = {"ru": ROOT / "original_docs" / "tablanet.md", "en": ROOT / "original_docs" / "tablanet.en.md"}
SPEC = ROOT.parent / "shared" / "spec" / "tablanet.md"
FONT = ROOT / "resources" / "fonts" / "dos8x16.bdf"

CLAUSES = """D1 D2 O1 O2 O3 E1 E2 E3 E4 E5 V1 C1 C2 C3 C4 T1 H1 S1 S2 S3 G1
U1 U2 U3 U4 AI1 AI2""".split()
QUIRKS = ["TBL-O1", "TBL-E3", "TBL-V1", "TBL-C1", "TBL-T1", "TBL-S1", "TBL-G1"]
READINGS = ["TBL-O2", "TBL-O3", "TBL-E1", "TBL-E3", "TBL-C2", "TBL-C4", "TBL-T1", "TBL-H1", "TBL-S3",
            "TBL-G1"]
# The rule sheet's own order: players and deck, the deal, a turn, the values, the Tablanet,
# the next deals, the end of a hand and its points, the end of the game.
SHEET_ORDER = ["TBL-D1", "TBL-D2", "TBL-E1", "TBL-E2", "TBL-E3", "TBL-E4", "TBL-C1", "TBL-C2", "TBL-C3",
               "TBL-C4", "TBL-V1", "TBL-T1", "TBL-E5", "TBL-H1", "TBL-S1", "TBL-S2", "TBL-S3", "TBL-G1"]
# How a rule the sheet insists on is said in the program's voice.
SHEET_WORDS = {"ru": "описани", "en": "rule sheet"}
LABELS = ("Quirk", "Reading", "Особенность", "Толкование", "TBL-")


def _parts(lang):
    text = DOCS[lang].read_text(encoding="utf-8")
    assert DEVELOPERS_MARKER in text
    shown, index = text.split(DEVELOPERS_MARKER, 1)
    return shown, index


def _sections(shown) -> dict[int, str]:
    """Section number -> its text (from its "## N." heading to the next)."""
    found = {}
    for match in re.finditer(r"^## (\d+)\. .*?(?=^## |\Z)", shown, re.M | re.S):
        found[int(match.group(1))] = match.group(0)
    return found


def _index(index_text) -> dict[str, list[int]]:
    """Clause -> the manual sections the developers' index names for it."""
    out = {}
    for clause, sections in re.findall(r"^- (TBL-[A-Z]+\d+) - \S+ ([\d, ]+)", index_text, re.M):
        out[clause] = [int(n) for n in sections.replace(" ", "").strip(",").split(",")]
    return out


@pytest.mark.parametrize("lang", DOCS)
def test_every_clause_is_cited_in_the_developers_index_including_TBL_O3(lang):
    """TBL-D1 ... TBL-AI2 and TBL-O3: each one in the index, pointing at sections that exist."""
    ids = {f"TBL-{c}" for c in CLAUSES}
    if SPEC.exists():
        ids |= set(re.findall(r"\bTBL-[A-Z]+[0-9]+[a-z]?\b", SPEC.read_text(encoding="utf-8")))
    shown, index_text = _parts(lang)
    index = _index(index_text)
    assert sorted(ids - set(index)) == []
    sections = _sections(shown)
    for clause, numbers in index.items():
        assert numbers and all(n in sections for n in numbers), clause


@pytest.mark.parametrize("lang", DOCS)
def test_what_F5_shows_has_no_clause_ids_and_no_labels(lang):
    shown, _ = _parts(lang)
    for label in LABELS:
        assert label not in shown, label


@pytest.mark.parametrize("lang", DOCS)
def test_quirks_are_said_in_a_players_words_and_readings_called_out(lang):
    """A rule the sheet insists on says so ("so says the rule sheet"); the index names every quirk
    and every reading for developers."""
    shown, index_text = _parts(lang)
    sections, index = _sections(shown), _index(index_text)
    for clause in QUIRKS:
        assert any(SHEET_WORDS[lang] in sections[n].lower() for n in index[clause]), clause
    quirks, readings = re.search(r"\(Quirk\):(.*?)\.\s", index_text, re.S), \
        re.search(r"\(Reading\):(.*?)\.\s", index_text, re.S)
    assert quirks and readings
    for clause in QUIRKS:
        assert clause in quirks.group(1), clause
    for clause in READINGS:
        assert clause in readings.group(1), clause


@pytest.mark.parametrize("lang", DOCS)
def test_the_rules_follow_the_rule_sheets_order(lang):
    shown, index_text = _parts(lang)
    index = _index(index_text)
    firsts = [min(index[clause]) for clause in SHEET_ORDER]
    assert firsts == sorted(firsts)


def test_both_languages_have_the_same_sections():
    ru, en = (_sections(_parts(lang)[0]) for lang in ("ru", "en"))
    assert sorted(ru) == sorted(en) == list(range(1, len(ru) + 1))
    assert _index(_parts("ru")[1]) == _index(_parts("en")[1])


@pytest.mark.parametrize("lang", DOCS)
def test_lines_fit_the_dos_viewer_in_the_dos_font(lang):
    glyphs = {chr(int(code)) for code in re.findall(r"^ENCODING (\d+)", FONT.read_text(encoding="latin-1"),
                                                    re.M)}
    for number, line in enumerate(DOCS[lang].read_text(encoding="utf-8").splitlines(), 1):
        assert len(line) <= 76, f"line {number} is {len(line)} characters"
        bad = [ch for ch in line if ch not in glyphs]
        assert not bad, f"line {number}: {bad}"


@pytest.mark.parametrize("lang", DOCS)
def test_keys_are_described(lang):
    shown, _ = _parts(lang)
    for key in ["F1", "F2", "F5", "F6", "F7", "F8", "F9", "F10", "Esc", "1-6", "Enter"]:
        assert key in shown, key
