"""Each program's history of finished games: the last 100 game records in the data folder, newest listed first.

``<program>.history.gz`` holds the records (``retro.record``) as one
gzip-packed JSON list, oldest first, each record with its moves written
short and without their players (a replay knows whose turn each was), so a
hundred long games stay well under 200 KB. Written atomically through the
store; a damaged file is set aside as ``.bad`` and said in one line, and
the history starts afresh.
"""

from __future__ import annotations

import gzip
import json
import time
import zlib
from dataclasses import dataclass, replace
from typing import Callable

from retro.record import Played, Record, RecordError, parse, parse_head, program_of, shortened, write
from retro.store import Damaged, Store

__all__ = ["History", "Entry", "KEEP", "BUDGET"]

KEEP = 100                 # games kept per program
BUDGET = 200_000           # bytes on disk per program: the oldest games go first past it
HISTORY_VERSION = 1
UNREADABLE_HISTORY = "its history of games could not be read"
ANOTHER_PROGRAMS_HISTORY = "it holds another program's history of games"
ANOTHER_VERSIONS_HISTORY = "it was written by another version of the program"


@dataclass(frozen=True)
class Entry:
    """One game of the list: what a line of the Replay screen shows, and the record behind it."""

    index: int                     # 0 for the newest
    date: str
    opponents: tuple[str, ...]     # the computers' names (seats that are not a person)
    result: str
    scores: tuple[int, ...]
    deal: int
    person: int | None             # the person's seat, when one played (the first, in a people's game)
    text: str
    people: int = 1                # how many seats people played (two or more: a people's game)

    @property
    def margin(self) -> int | None:
        """The person's score less the best other score, when the record says the scores; None for a
        people's game (no one seat's result is "yours")."""
        if self.person is None or self.people > 1 or len(self.scores) < 2 or self.person >= len(self.scores):
            return None
        others = [s for seat, s in enumerate(self.scores) if seat != self.person]
        return self.scores[self.person] - max(others)

    def record(self) -> Record:
        """The whole record; RecordError (or OtherVersion) says in one line why it cannot be replayed."""
        return parse(self.text)


def _entry(index: int, head: Record, text: str) -> Entry:
    person = next((n for n, seat in enumerate(head.seats) if seat.kind == "person"), None)
    opponents = tuple(seat.name for seat in head.seats if seat.kind != "person")
    people = sum(seat.kind == "person" for seat in head.seats)
    return Entry(index, head.date, opponents, head.result, head.scores, head.deal, person, text, people)


def _packed(texts: list[str], program: str) -> bytes:
    data = {"program": program, "kind": "history", "version": HISTORY_VERSION, "games": texts}
    raw = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    return gzip.compress(raw, compresslevel=6, mtime=0)


class History:
    """``<program>.history.gz`` for the program whose rules module is ``rules``."""

    def __init__(self, store: Store, rules, clock: Callable[[], float] = time.time):
        self.store = store
        self.rules = rules
        self.program = program_of(rules)
        self.name = f"{self.program}.history.gz"
        self.clock = clock
        self._texts: list[str] | None = None      # oldest first, as on disk
        self._heads: list[Record] = []

    # --- reading ------------------------------------------------------------------------------
    def _unpack(self, data: bytes) -> tuple[list[str], list[Record]]:
        try:
            value = json.loads(gzip.decompress(data).decode("utf-8"))
        except (OSError, EOFError, zlib.error, UnicodeDecodeError, ValueError, RecursionError):
            raise Damaged(UNREADABLE_HISTORY) from None
        if not isinstance(value, dict) or value.get("kind") != "history":
            raise Damaged(UNREADABLE_HISTORY)
        program = value.get("program")
        if program != self.program:
            raise Damaged(ANOTHER_PROGRAMS_HISTORY if isinstance(program, str) and program
                          else UNREADABLE_HISTORY)
        if value.get("version") != HISTORY_VERSION:
            raise Damaged(ANOTHER_VERSIONS_HISTORY)
        texts = value.get("games")
        if not isinstance(texts, list) or len(texts) > KEEP or not all(isinstance(t, str) for t in texts):
            raise Damaged(UNREADABLE_HISTORY)
        try:
            heads = [parse_head(text) for text in texts]
        except RecordError:
            raise Damaged(UNREADABLE_HISTORY) from None
        if any(head.program != self.program for head in heads):
            raise Damaged(UNREADABLE_HISTORY)
        return texts, heads

    def _load(self) -> list[str]:
        if self._texts is None:
            self._texts, self._heads = self.store.load(self.name, self._unpack, ([], []))
        return self._texts

    def games(self) -> list[Entry]:
        """The kept games, newest first (an older version's records are listed too)."""
        texts = self._load()
        last = len(texts) - 1
        return [_entry(last - n, self._heads[n], texts[n]) for n in range(last, -1, -1)]

    def __len__(self) -> int:
        return len(self._load())

    # --- writing ------------------------------------------------------------------------------
    def add(self, record: Record) -> bool:
        """Keep ``record`` (a finished game) as the newest; the oldest beyond 100 or 200 KB go.

        The record must replay (RecordError otherwise: a program's mistake,
        not the person's). A record without a date gets the clock's. Returns
        False when the file could not be written (the store says why in one line).
        """
        if record.program != self.program:
            raise RecordError(f"This is a record of {record.program}, not of {self.program}.")
        short = shortened(record, self.rules)
        short = replace(short, moves=tuple(Played(m.text) for m in short.moves))
        if not short.date:
            short = replace(short, date=time.strftime("%Y-%m-%d %H:%M", time.localtime(self.clock())))
        texts = self._load() + [write(short)]
        heads = self._heads + [parse_head(texts[-1])]
        del texts[:-KEEP], heads[:-KEEP]
        blob = _packed(texts, self.program)
        while len(blob) > BUDGET and len(texts) > 1:
            # drop about as many of the oldest as the excess takes, at least one
            drop = max(1, min(len(texts) - 1, len(texts) * (len(blob) - BUDGET) // len(blob)))
            del texts[:drop], heads[:drop]
            blob = _packed(texts, self.program)
        self._texts, self._heads = texts, heads
        return self.store.write_bytes(self.name, blob)

    def clear(self) -> None:
        self._texts, self._heads = [], []
        self.store.delete(self.name)

    def size(self) -> int:
        """The bytes the history takes on disk (0 when there is none)."""
        try:
            return self.store.path(self.name).stat().st_size
        except OSError:
            return 0

