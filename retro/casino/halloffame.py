"""Casino's Hall of Fame bookkeeping (CAS-H1..H4): pure functions over game results, plus its JSON form.

CAS-H2 **Quirk**: after a completed game every player's accumulated points
grow by their own game points, then the winner's game points are taken off
each loser's. **Reading** for 3-4 players: *each* loser loses the winner's
game points (so one game can cost several players). The table keeps up to
``KEEP`` names (lowest accumulated points drop off); the screen shows the
top fifteen by points (CAS-H1), which ``top`` can re-sort by any column
(CAS-H3). Names are matched exactly after trimming spaces.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from typing import Any, Iterable, Sequence

from retro.store import Damaged

VERSION = 1
FILE_NAME = "casino_hall_of_fame.json"
SHOWN = 15           # CAS-H1: the top fifteen
KEEP = 100           # names remembered in the file
MAX_NAME = 40
COLUMNS = ("name", "wins", "games", "losses", "points")

# Why the file is set aside, in the player's words (``retro.store`` says the rest of the line:
# "casino_hall_of_fame.json was damaged (<why>); starting afresh (kept as ....bad)").
NOT_A_HALL = "it holds no Casino Hall of Fame"
ANOTHER_VERSIONS_HALL = "it was written by another version of the program"
HALL_DOES_NOT_ADD_UP = "its players' wins, games and points do not add up"
UNREADABLE_HALL = "its text could not be read"


@dataclass(frozen=True)
class Entry:
    """One player's line: games won, games completed, accumulated points."""

    name: str
    wins: int = 0
    games: int = 0
    points: int = 0

    @property
    def losses(self) -> int:
        return self.games - self.wins


Table = tuple[Entry, ...]  # best accumulated points first


@dataclass(frozen=True)
class GameResult:
    """A completed game: each seat's name and final game points, and the winner's seat."""

    names: tuple[str, ...]
    points: tuple[int, ...]
    winner: int

    def __post_init__(self):
        names = tuple(_clean_name(n) for n in self.names)
        object.__setattr__(self, "names", names)
        object.__setattr__(self, "points", tuple(self.points))
        if len(names) != len(self.points) or len(names) < 2:
            raise ValueError("a game result needs a name and points for each of 2 or more players")
        if len(set(names)) != len(names):
            raise ValueError(f"players in one game need different names: {', '.join(names)}")
        if not all(isinstance(p, int) and not isinstance(p, bool) for p in self.points):
            raise ValueError("game points must be whole numbers")
        if not (isinstance(self.winner, int) and 0 <= self.winner < len(names)):
            raise ValueError(f"no seat {self.winner!r} to win")


def game_result(state, names: Sequence[str]) -> GameResult:
    """The result of a finished Casino match (an unfinished one never enters the Hall, CAS-E3)."""
    if not state.over or state.winner is None:
        raise ValueError("only a completed game enters the Hall of Fame")
    return GameResult(tuple(names), tuple(state.scores), state.winner)


def empty() -> Table:
    """CLEAR SCORES (CAS-H3): a table with nobody in it."""
    return ()


def record_game(table: Iterable[Entry], result: GameResult) -> Table:
    """CAS-H2: the table after one completed game (``table`` itself is unchanged)."""
    entries = {e.name: e for e in table}
    won = result.points[result.winner]
    for seat, name in enumerate(result.names):
        entry = entries.get(name, Entry(name))
        points = entry.points + result.points[seat]
        if seat != result.winner:
            points -= won  # the quirk: each loser also pays the winner's game points
        entries[name] = replace(entry, games=entry.games + 1,
                                wins=entry.wins + (seat == result.winner), points=points)
    return _ordered(entries.values())[:KEEP]


def _ordered(entries: Iterable[Entry]) -> Table:
    return tuple(sorted(entries, key=lambda e: (-e.points, -e.wins, e.name.casefold(), e.name)))


def top(table: Iterable[Entry], count: int = SHOWN, sort_by: str = "points") -> Table:
    """CAS-H1/H3: the ``count`` best by accumulated points, shown sorted by a column.

    ``name`` sorts A-Z; the number columns sort largest first; ties fall
    back to points, then name.
    """
    if sort_by not in COLUMNS:
        raise ValueError(f"no column {sort_by!r}: choose from {', '.join(COLUMNS)}")
    best = _ordered(table)[:count]
    if sort_by == "name":
        return tuple(sorted(best, key=lambda e: (e.name.casefold(), e.name)))
    return tuple(sorted(best, key=lambda e: (-getattr(e, sort_by), -e.points, e.name.casefold())))


# --- its file: JSON, checked on the way in (CAS-H4) -------------------------------
def to_data(table: Iterable[Entry]) -> dict:
    return {"game": "casino", "kind": "hall_of_fame", "version": VERSION,
            "entries": [{"name": e.name, "wins": e.wins, "games": e.games, "points": e.points}
                        for e in table]}


def to_json(table: Iterable[Entry]) -> str:
    return json.dumps(to_data(table), indent=2, ensure_ascii=False) + "\n"


def from_data(data: Any) -> Table:
    """The table from parsed JSON; ``Damaged`` (a ValueError) saying in the player's words what is
    wrong, never quoting the file (for ``Store.load_json``)."""
    if not isinstance(data, dict) or data.get("kind") != "hall_of_fame" or data.get("game") != "casino":
        raise Damaged(NOT_A_HALL)
    if data.get("version") != VERSION:
        raise Damaged(ANOTHER_VERSIONS_HALL)
    rows = data.get("entries")
    if not isinstance(rows, list):
        raise Damaged(HALL_DOES_NOT_ADD_UP)
    entries = {}
    for row in rows:
        if not isinstance(row, dict):
            raise Damaged(HALL_DOES_NOT_ADD_UP)
        try:
            name = _clean_name(row.get("name"))
        except ValueError:
            raise Damaged(HALL_DOES_NOT_ADD_UP) from None
        numbers = [row.get(k) for k in ("wins", "games", "points")]
        if not all(isinstance(x, int) and not isinstance(x, bool) for x in numbers):
            raise Damaged(HALL_DOES_NOT_ADD_UP)
        wins, games, points = numbers
        if not 0 <= wins <= games or name in entries:
            raise Damaged(HALL_DOES_NOT_ADD_UP)
        entries[name] = Entry(name, wins, games, points)
    return _ordered(entries.values())[:KEEP]


def from_json(text: str) -> Table:
    try:
        data = json.loads(text)
    except (TypeError, json.JSONDecodeError, RecursionError):
        raise Damaged(UNREADABLE_HALL) from None
    return from_data(data)


def load(store) -> Table:
    """Read the table through a ``retro.store.Store``; a damaged file is reported and replaced by an empty table."""
    return store.load_json(FILE_NAME, empty(), from_data)


def save(store, table: Iterable[Entry]) -> bool:
    """Write the table atomically through a ``retro.store.Store``; False (and a message) on failure."""
    return store.write_text(FILE_NAME, to_json(table))


def _clean_name(name: Any) -> str:
    if not isinstance(name, str) or not name.strip():
        raise ValueError("a player's name must be some text")
    name = " ".join(name.split())
    if len(name) > MAX_NAME:
        raise ValueError(f"a player's name is at most {MAX_NAME} characters")
    return name
