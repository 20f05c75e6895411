"""original_docs/pinochle.md: the program's manual for players, every clause in its developers' index."""

import re
from pathlib import Path

from retro import palette as P
from retro.dos.widgets import DEVELOPERS_MARKER, markdown_lines

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
    """The file names every clause (in its developers' index, after the viewer's stop marker).

    (Those are only *described* here; the program's tests test them.)
    """
    text = DOC.read_text(encoding="utf-8")
    ids = {f"PIN-{c}" for c in CLAUSES}
    if SPEC.exists():
        ids |= set(re.findall(r"\bPIN-[A-Z]+[0-9]+[a-z]?\b", SPEC.read_text(encoding="utf-8")))
    missing = sorted(i for i in ids if not re.search(re.escape(i) + r"\b", text))
    assert not missing


def index_line(text: str, clause: str) -> str:
    """The clause index entry of ``clause`` (with its continuation lines)."""
    index = text[text.index(DEVELOPERS_MARKER):]
    start = re.search(r"^\s*" + re.escape(clause) + r"\s", index, re.M).start()
    entry = index[start:].splitlines()
    lines = [entry[0]] + [line for line in _continuation(entry[1:])]
    return " ".join(lines)


def _continuation(lines):
    for line in lines:
        if re.match(r"^\s*PIN-", line) or not line.strip():
            return
        yield line


def shown(text: str) -> str:
    """What the F5 viewer shows, as one string with the spaces evened out."""
    return re.sub(r"\s+", " ", " ".join(line for line, _ in markdown_lines(text, 72)))


def test_quirks_and_readings_are_marked_in_the_developers_index():
    text = DOC.read_text(encoding="utf-8")
    for clause in QUIRKS:
        assert "Quirk" in index_line(text, clause), clause
    for clause in READINGS:
        assert "Reading" in index_line(text, clause), clause


def test_players_see_no_clause_ids_and_no_labels():
    text = shown(DOC.read_text(encoding="utf-8"))
    assert not re.search(r"\bPIN-", text)
    assert "Quirk" not in text and "Reading" not in text and "developers" not in text
    # Each kept oddity of the original is told in a player's words.
    assert text.count("Tommy's program does it this way") >= len(QUIRKS)


def test_shaped_like_the_1988_document():
    headings = [line for line, colour in markdown_lines(DOC.read_text(encoding="utf-8"), 72)
                if colour == P.YELLOW]
    order = ["INSTRUCTIONS", "THE DISPLAY", "THE DECK", "RANKS", "MELDS", "MELDING RULES",
             "CARD VALUES", "THE DEAL", "THE PLAY", "THE GAME", "FUNCTION KEYS",
             "STARTING THE PROGRAM", "THE MATCH FILE AND THE RECORD", "A NOTE ON STRATEGY"]
    places = [headings.index(title) for title in order]
    assert places == sorted(places)


def test_the_whole_note_on_strategy_is_restated():
    text = shown(DOC.read_text(encoding="utf-8"))
    note = text[text.index("A NOTE ON STRATEGY"):]
    for thought in ["remembers best", "count the trumps", "give away the first few tricks",
                    "home stretch", "trick points alone", "three aces", "patent it",
                    "keep a few high trumps", "royal marriage until about half the stock",
                    "play the melded one", "10 of your longest suit", "no longer make a flush",
                    "Ace on a 10 only when holding the twin", "9 or a Jack from a short suit",
                    "change gear", "non-dealer", "short of a suit", "low trump",
                    "dance", "closer the hand gets to its last trick"]:
        assert thought in note, thought


def test_one_word_for_the_cards_deck_never_pack():
    text = shown(DOC.read_text(encoding="utf-8"))
    assert "deck" in text and not re.search(r"\bpacks?\b", text, re.I)


def test_lines_fit_the_dos_viewer():
    for number, line in enumerate(DOC.read_text(encoding="utf-8").splitlines(), 1):
        assert len(line) <= 76, f"line {number} is {len(line)} characters"
        assert "](" not in line and "<img" not in line


def test_keys_are_described():
    text = shown(DOC.read_text(encoding="utf-8"))
    for key in ["1 to 9, then A, B, C", "Left/Right", "F1", "F2", "F3", "F4", "F5", "F6", "F7",
                "F8", "F9", "F10", "Esc", "Backspace", "PINOCHLE.SCR", "S start", "M force",
                "C force", "* skip", "Left to pick Y", "Right to pick N", "numeric keypad"]:
        assert key in text, key
