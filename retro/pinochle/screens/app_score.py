"""PINOCHLE.SCR, the match score file (PIN-C3): games won by each side, kept between runs.

The format is our own, a short text file that a person can read and even edit:

    # Tommy's Pinochle match score
    you 3
    computer 5

Blank lines and lines starting with ``#`` are ignored; the two counts must
each appear once, as whole numbers from 0 up. Anything else makes the file
damaged: the store reports it in one line, keeps a ``.bad`` copy and the
match starts again from 0-0. Deleting the file clears the match. Writes are
atomic (the store writes a temporary file and renames it).
"""

from __future__ import annotations

from dataclasses import dataclass

from retro.store import UNREADABLE_TEXT, Damaged

SCORE_FILE = "PINOCHLE.SCR"
HEADER = "# Tommy's Pinochle match score (games won by each side)"
MAX_GAMES = 10**9
SIDES = ("you", "computer")
# Why the file is set aside, in the player's words (the store says the rest of the line:
# "PINOCHLE.SCR was damaged (<why>); starting afresh (kept as PINOCHLE.SCR.bad)").
NOT_A_COUNT = "it has a line that is not one side's count of games"
COUNTED_TWICE = "it counts one side's games twice"
A_SIDE_MISSING = "it lacks one side's count of games"


@dataclass(frozen=True)
class Match:
    """Games won by the person (``you``) and by the computer."""

    you: int = 0
    computer: int = 0

    def won_by(self, player: int | None) -> "Match":
        """The match after a game won by player 0 (the person), 1, or drawn (None)."""
        if player == 0:
            return Match(self.you + 1, self.computer)
        if player == 1:
            return Match(self.you, self.computer + 1)
        return self


def parse(data: bytes) -> Match:
    """The file's bytes -> Match; ``Damaged`` (a ValueError) saying in a few of the player's words
    what is wrong (never a value from the file) when it is not ours."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise Damaged(UNREADABLE_TEXT) from None
    counts: dict[str, int] = {}
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        parts = line.split()
        if len(parts) != 2 or parts[0].lower() not in SIDES:
            raise Damaged(NOT_A_COUNT)
        side, value = parts[0].lower(), parts[1]
        if side in counts:
            raise Damaged(COUNTED_TWICE)
        if not value.isdigit() or int(value) > MAX_GAMES:
            raise Damaged(NOT_A_COUNT)
        counts[side] = int(value)
    if any(side not in counts for side in SIDES):
        raise Damaged(A_SIDE_MISSING)
    return Match(counts["you"], counts["computer"])


def format_match(match: Match) -> str:
    return f"{HEADER}\nyou {match.you}\ncomputer {match.computer}\n"


def load(store) -> Match:
    """The match from the store; missing -> 0-0; damaged -> reported, ``.bad`` copy, 0-0."""
    return store.load(SCORE_FILE, parse, Match())


def record(store, winner: int | None) -> Match:
    """Count a finished game and save at once.

    The file is read again first, so a file deleted while the program runs
    really clears the match (PIN-C3). A drawn game (None) changes nothing.
    """
    match = load(store).won_by(winner)
    if winner is not None:
        store.write_text(SCORE_FILE, format_match(match))
    return match
