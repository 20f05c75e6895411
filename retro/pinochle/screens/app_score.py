"""PINOCHLE.SCR, the match score file (PIN-C3): games won by each side, kept between runs.

The format is our own, a short text file that a person can read and even edit:

    # Tommy's Pinochle match score
    you 3
    computer 5
    people 2 1 ["ANN", "BOB"]

Blank lines and lines starting with ``#`` are ignored; the two counts must
each appear once, as whole numbers from 0 up. Two people who played each
other have a line of their own: their games won, then their names in the
same order (a JSON list, so that a name may hold spaces), one line a pair
(the latest first, at most ``MOST_PAIRS``). Anything else makes the file
damaged: the store reports it in one line, keeps a ``.bad`` copy and the
match starts again from 0-0. Deleting the file clears the match. Writes are
atomic (the store writes a temporary file and renames it).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace

from retro.store import UNREADABLE_TEXT, Damaged
from retro.table.people import Seat

SCORE_FILE = "PINOCHLE.SCR"
HEADER = "# Tommy's Pinochle match score (games won by each side)"
MAX_GAMES = 10**9
SIDES = ("you", "computer")
# Why the file is set aside, in the player's words (the store says the rest of the line:
# "PINOCHLE.SCR was damaged (<why>); starting afresh (kept as PINOCHLE.SCR.bad)").
NOT_A_COUNT = "it has a line that is not one side's count of games"
COUNTED_TWICE = "it counts one side's games twice"
A_SIDE_MISSING = "it lacks one side's count of games"
NOT_A_PAIR = "it has a line that is not two people's games and names"
PAIR_TWICE = "it counts two people's games twice"
PEOPLE = "people"
MOST_PAIRS = 50             # pairs of people kept (the latest games' first)


@dataclass(frozen=True)
class Match:
    """Games won by the person (``you``) and by the computer."""

    you: int = 0
    computer: int = 0
    # two people's own matches: ((name, name), (games won, games won)), the latest first
    pairs: tuple = ()

    def pair(self, names) -> tuple[int, int]:
        """Games won by each of two people against each other, in the order of ``names``."""
        for kept, wins in self.pairs:
            if _same_pair(kept, names):
                return wins if _folded(kept) == _folded(names) else (wins[1], wins[0])
        return (0, 0)

    def pair_won_by(self, names, seat: int | None) -> "Match":
        """The match after a game between ``names`` won by seat ``seat`` (None: drawn, no change)."""
        if seat is None:
            return self
        wins = list(self.pair(names))
        wins[seat] += 1
        others = tuple(item for item in self.pairs if not _same_pair(item[0], names))
        return replace(self, pairs=((tuple(names), tuple(wins)),) + others[:MOST_PAIRS - 1])

    def won_by(self, player: int | None) -> "Match":
        """The match after a game won by player 0 (the person), 1, or drawn (None)."""
        if player == 0:
            return replace(self, you=self.you + 1)
        if player == 1:
            return replace(self, computer=self.computer + 1)
        return self


def _folded(names) -> tuple:
    return tuple(name.casefold() for name in names)


def _same_pair(a, b) -> bool:
    return sorted(_folded(a)) == sorted(_folded(b))


def parse(data: bytes) -> Match:
    """The file's bytes -> Match; ``Damaged`` (a ValueError) saying in a few of the player's words
    what is wrong (never a value from the file) when it is not ours."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise Damaged(UNREADABLE_TEXT) from None
    counts: dict[str, int] = {}
    pairs: list = []
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.split()[0].lower() == PEOPLE:
            pair = parse_pair(line)
            if any(_same_pair(pair[0], kept) for kept, _ in pairs):
                raise Damaged(PAIR_TWICE)
            pairs.append(pair)
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
    return Match(counts["you"], counts["computer"], tuple(pairs[:MOST_PAIRS]))


def parse_pair(line: str) -> tuple:
    """``people 2 1 ["ANN", "BOB"]`` -> (("ANN", "BOB"), (2, 1)); ``Damaged`` when it is not one."""
    parts = line.split(maxsplit=3)
    if len(parts) != 4 or not all(p.isdigit() and int(p) <= MAX_GAMES for p in parts[1:3]):
        raise Damaged(NOT_A_PAIR)
    try:
        names = json.loads(parts[3])
        if not isinstance(names, list) or len(names) != 2:
            raise ValueError("not two names")
        for name in names:
            Seat.from_data({"person": True, "name": name})      # a name a seat may have
    except ValueError:
        raise Damaged(NOT_A_PAIR) from None
    if names[0].casefold() == names[1].casefold():
        raise Damaged(NOT_A_PAIR)
    return tuple(names), (int(parts[1]), int(parts[2]))


def format_match(match: Match) -> str:
    pairs = "".join(f"{PEOPLE} {wins[0]} {wins[1]} {json.dumps(list(names), ensure_ascii=False)}\n"
                    for names, wins in match.pairs)
    return f"{HEADER}\nyou {match.you}\ncomputer {match.computer}\n{pairs}"


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


def record_people(store, names, winner: int | None) -> Match:
    """Count a finished game between two people (``names`` by seat, won by seat ``winner``) and save
    at once, read afresh first as ``record`` does; a drawn game changes nothing."""
    match = load(store).pair_won_by(names, winner)
    if winner is not None:
        store.write_text(SCORE_FILE, format_match(match))
    return match
