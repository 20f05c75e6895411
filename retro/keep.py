"""What every program keeps between sittings: the unfinished game, learning mode's take-back, the record of games.

Each program gives its own ``State`` text (``State.to_json()``) and the extras
its screen needs; this module only files them. Nothing here imports Pyxel or a
game: a program's ``check`` rebuilds the game from a kept payload and raises
``ValueError`` on anything odd, so a bad file is reported in one line, kept as
``NAME.bad`` and never half-loaded.
"""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass, field, replace
from typing import Any, Callable

from retro.store import Damaged, Store

GAME_VERSION = 1
RECORD_VERSION = 1
OUTCOMES = ("won", "lost", "drawn")
# A hand-edited record with absurd counts is damaged, not believed.
MAX_COUNT = 10_000_000

# Why a kept file is set aside, in the player's words: the store's line reads
# "NAME was damaged (<why>); starting afresh (kept as NAME.bad)."
UNREADABLE_GAME = "its unfinished game could not be read"
ANOTHER_PROGRAMS_GAME = "it holds another program's game"
ANOTHER_VERSIONS_GAME = "it was kept by another version of the program"
GAME_DOES_NOT_ADD_UP = "its unfinished game does not add up"
UNREADABLE_RECORD = "its record of games could not be read"
ANOTHER_PROGRAMS_RECORD = "it holds another program's record of games"
ANOTHER_VERSIONS_RECORD = "it was written by another version of the program"
RECORD_DOES_NOT_ADD_UP = "its counts of games do not add up"


def _decoded(data: bytes, why: str) -> Any:
    """A kept file's JSON value; ``Damaged(why)`` when it is not JSON text at all."""
    try:
        return json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise Damaged(why) from None


class KeptGame:
    """``<program>.game.json``: the game in progress, written after every completed move."""

    def __init__(self, store: Store, program: str, version: int = GAME_VERSION):
        self.store = store
        self.program = program
        self.version = version
        self.name = f"{program}.game.json"

    def exists(self) -> bool:
        try:
            return self.store.path(self.name).is_file()
        except OSError:
            return False

    def save(self, state_json: str, extra: dict[str, Any] | None = None) -> bool:
        """Keep ``state_json`` (a ``State.to_json()`` text) with the screen's ``extra``; atomic."""
        payload = {"program": self.program, "version": self.version,
                   "state": state_json, "extra": dict(extra or {})}
        # compact, and not waiting for the disk: this runs after every move (the next
        # move writes it again), and the rename alone keeps it whole for every reader
        text = json.dumps(payload, ensure_ascii=False, separators=(",", ":"))
        return self.store.write_text(self.name, text + "\n", sync=False)

    def load(self, check: Callable[[dict[str, Any]], Any] | None = None) -> dict[str, Any] | None:
        """The kept ``{"state": str, "extra": dict}``, or None when there is none or it is bad.

        ``check(payload)`` is the program's own test (rebuild the state and the
        screen's extras); any ``ValueError`` it raises marks the file damaged.
        """

        def parse(data: bytes) -> dict[str, Any]:
            value = _decoded(data, UNREADABLE_GAME)
            if not isinstance(value, dict):
                raise Damaged(UNREADABLE_GAME)
            program = value.get("program")
            if program != self.program:
                raise Damaged(ANOTHER_PROGRAMS_GAME if isinstance(program, str) and program
                              else UNREADABLE_GAME)
            if value.get("version") != self.version:
                raise Damaged(ANOTHER_VERSIONS_GAME)
            if not isinstance(value.get("state"), str) or not isinstance(value.get("extra"), dict):
                raise Damaged(UNREADABLE_GAME)
            payload = {"state": value["state"], "extra": value["extra"]}
            if check is not None:
                try:
                    check(payload)
                except Damaged:
                    raise
                except (ValueError, TypeError, KeyError, AttributeError, IndexError):
                    # the program's reason is for its developers; the player is told what it means
                    raise Damaged(GAME_DOES_NOT_ADD_UP) from None
            return payload

        return self.store.load(self.name, parse, None)

    def restore(self, rebuild: Callable[[dict[str, Any]], Any]) -> Any:
        """``rebuild(payload)`` of the kept game (e.g. a ``Kept``), or None when there is
        none or it is bad (``rebuild`` raising ``ValueError`` marks it damaged)."""
        rebuilt: list = []
        payload = self.load(lambda p: rebuilt.append(rebuild(p)))
        return rebuilt[-1] if payload is not None and rebuilt else None

    def discard(self) -> None:
        self.store.delete(self.name)


def checked_extras(extra: Any, defaults: dict[str, Any]) -> dict[str, Any]:
    """A kept game's screen extras over ``defaults``: only known keys, each of its default's type."""
    if not isinstance(extra, dict):
        raise ValueError("no screen details")
    unknown = set(extra) - set(defaults)
    if unknown:
        raise ValueError(f"unknown detail {sorted(unknown)[0]!r}")
    out = dict(defaults)
    for key, default in defaults.items():
        if key in extra:
            if type(extra[key]) is not type(default):
                raise ValueError(f"{key} is not a {type(default).__name__}")
            out[key] = extra[key]
    return out


def extras_of(cls, extra: Any):
    """A kept game's screen extras as the program's dataclass ``cls``: only its fields, each of its
    default's type (``checked_extras`` over the fields' defaults); ValueError on anything else."""
    defaults = {}
    for f in dataclasses.fields(cls):
        defaults[f.name] = f.default if f.default_factory is dataclasses.MISSING else f.default_factory()
    return cls(**checked_extras(extra, defaults))


@dataclass
class Kept:
    """A kept game, rebuilt: the game's State and the screen's checked extras."""

    state: Any
    extra: dict = field(default_factory=dict)


# --- take-back marks, kept small -------------------------------------------------------------------
# A mark is the State before one of the person's decisions this hand: nearly all of it is the kept
# State's too (the events so far, the shuffle's state, the options). So the kept file holds a mark
# as only what it does not share with the kept State: a field the same as the kept one is left out,
# a list that begins the kept one (the events) is written as the number of its items, a list of the
# kept one's length as {"index": item} of the items that differ (a random generator's state moves
# one number of its 625). Some hundred bytes, where the whole State grows to tens of kilobytes late
# in a match. A State text that is not a JSON object is kept whole.
MAX_MARKS = 200          # more marks than any hand has decisions: a hand-edited file


class _Whole(Exception):
    """A mark that cannot be made small (a number or an object where the kept State has a list)."""


def _same(value: Any, old: Any) -> bool:
    return type(value) is type(old) and value == old


def _delta(value: Any, old: Any) -> Any:
    """``value`` as written against ``old``, the kept State's (they differ)."""
    if not isinstance(old, list):
        return value
    if not isinstance(value, list):
        raise _Whole
    if old[:len(value)] == value:
        return len(value)
    if len(value) == len(old):
        changed = {str(i): _delta(v, o) for i, (v, o) in enumerate(zip(value, old)) if not _same(v, o)}
        if len(changed) * 2 <= len(value):
            return changed
    return value


def _undelta(entry: Any, old: Any) -> Any:
    """A value again from its entry and the kept State's ``old``; ValueError when it cannot be."""
    if not isinstance(old, list) or isinstance(entry, list):
        return entry
    if type(entry) is int:
        if not 0 <= entry <= len(old):
            raise ValueError("a take-back mark is not from this game")
        return old[:entry]
    if not isinstance(entry, dict):
        raise ValueError("a take-back mark is not from this game")
    out = list(old)
    for key, item in entry.items():
        if not (key.isdigit() and int(key) < len(old)):
            raise ValueError("a take-back mark is not from this game")
        out[int(key)] = _undelta(item, old[int(key)])
    return out


def small_mark(kept: Any, mark: Any, text: str) -> dict | str:
    """A mark as the kept file holds it: ``mark`` (its parsed ``text``) against ``kept``, the kept
    State's parsed fields; the whole ``text`` when it cannot be made small."""
    if not isinstance(kept, dict) or not isinstance(mark, dict) or set(kept) - set(mark):
        return text
    try:
        return {key: _delta(value, kept.get(key)) for key, value in mark.items()
                if not (key in kept and _same(value, kept[key]))}
    except _Whole:
        return text


def whole_mark(kept: Any, entry: Any) -> str:
    """A mark's State text again from its entry in the kept file and the kept State's parsed fields;
    ValueError when the entry cannot be one (the program's check then rebuilds the State)."""
    if isinstance(entry, str):
        return entry
    if not isinstance(entry, dict) or not isinstance(kept, dict):
        raise ValueError("a take-back mark is not a game")
    out = dict(kept)
    for key, value in entry.items():
        out[key] = _undelta(value, kept.get(key))
    return json.dumps(out, ensure_ascii=False, separators=(",", ":"))


def whole_marks(state_json: str, data: Any) -> list[str]:
    """The take-back marks of a kept file (its extras' ``"take_back"``) as State texts, oldest first;
    ValueError when they are not a list of marks of this game."""
    if not isinstance(data, list) or len(data) > MAX_MARKS:
        raise ValueError("the take-back marks are not a list of plays")
    if not data:
        return []
    kept = json.loads(state_json) if any(not isinstance(entry, str) for entry in data) else None
    return [whole_mark(kept, entry) for entry in data]


class TakeBack:
    """Learning mode's take-back: the state before each of the person's decisions this hand.

    ``texts()`` gives the marks as ``State.to_json()`` texts (each mark written
    out once), ``small(state_json)`` as the kept game holds them (``small_mark``),
    ``restore(states)`` puts kept ones back, so a continued game takes back as
    far as one that was never left; ``restore_texts(texts, parse)`` does so with
    the kept texts, each read only when it is taken back (a continued game opens
    at once, however long its history).
    """

    def __init__(self) -> None:
        self._marks: list[Any] = []
        self._texts: list[str] = []       # the first marks' texts, written out once
        self._parsed: list[Any] = []      # ... and their fields, read once
        self.used = False

    def mark(self, state) -> None:
        """Call just before the person decides (the state is copied)."""
        self._marks.append(state.clone())

    def new_hand(self) -> None:
        """A new hand begins: take-back never reaches into an earlier one."""
        self._marks.clear()
        self._texts.clear()
        self._parsed.clear()

    def texts(self, encode: Callable[[Any], str] = lambda state: state.to_json()) -> list[str]:
        """The marks, oldest first, as texts (``encode``: a state's text)."""
        for state in self._marks[len(self._texts):]:
            self._texts.append(encode(state))
        return list(self._texts)

    def small(self, state_json: str, encode: Callable[[Any], str] = lambda state: state.to_json()) -> list:
        """The marks, oldest first, as the kept game with the State text ``state_json`` holds them:
        made small against it afresh each time (a State's shared fields change as the hand goes)."""
        texts = self.texts(encode)
        if not texts:
            return []
        for text in texts[len(self._parsed):]:
            try:
                self._parsed.append(json.loads(text))
            except ValueError:
                self._parsed.append(None)
        try:
            kept = json.loads(state_json)
        except ValueError:
            kept = None
        return [small_mark(kept, mark, text) for mark, text in zip(self._parsed, texts)]

    def restore(self, states: list) -> None:
        """A kept game's marks (oldest first) in place of these."""
        self._marks = [state.clone() for state in states]
        self._texts = []
        self._parsed = []

    def restore_texts(self, texts: list[str], parse: Callable[[str], Any]) -> None:
        """A kept game's marks (oldest first) as State texts, each ``parse``d when taken back."""
        self._marks = [_Unread(text, parse) for text in texts]
        self._texts = list(texts)
        self._parsed = []

    @property
    def can_take_back(self) -> bool:
        return bool(self._marks)

    def __len__(self) -> int:
        return len(self._marks)

    def _state(self, index: int):
        mark = self._marks[index]
        if isinstance(mark, _Unread):
            mark = self._marks[index] = mark.parse(mark.text)
        return mark

    def last_by(self, seat: int) -> int | None:
        """Which mark is the last one before a decision of ``seat``'s (the mark's ``to_move``), or None."""
        for index in range(len(self._marks) - 1, -1, -1):
            if getattr(self._state(index), "to_move", None) == seat:
                return index
        return None

    def deciders_after(self, index: int) -> list:
        """Who decided at each mark from ``index`` on (the marks' ``to_move``), oldest first."""
        return [getattr(self._state(i), "to_move", None) for i in range(index, len(self._marks))]

    def take_back(self):
        """The state as it was before the person's last decision (a fresh copy)."""
        if not self._marks:
            raise IndexError("nothing to take back in this hand")
        self.used = True
        del self._texts[len(self._marks) - 1:]
        del self._parsed[len(self._marks) - 1:]
        mark = self._marks.pop()
        return mark.parse(mark.text) if isinstance(mark, _Unread) else mark.clone()


@dataclass(frozen=True)
class _Unread:
    """A kept take-back mark not read yet: its State text and how to read it."""

    text: str
    parse: Callable[[str], Any]


PERSON_ROW = "person:"     # a person's own line (a people's game) among the settings' lines
MAX_ROWS = 400             # the settings' and the people's lines a record may hold


@dataclass(frozen=True)
class RecordRow:
    """One opponent setting's line of the record."""

    setting: str
    played: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0
    best: int | None = None
    total: int = 0
    streak: int = 0
    longest: int = 0

    @property
    def average(self) -> float:
        return self.total / self.played if self.played else 0.0

    def after(self, outcome: str, score: int) -> "RecordRow":
        if outcome not in OUTCOMES:
            raise ValueError(f"outcome must be one of {OUTCOMES}, not {outcome!r}")
        won = outcome == "won"
        streak = self.streak + 1 if won else 0
        return RecordRow(
            self.setting, self.played + 1, self.won + won, self.lost + (outcome == "lost"),
            self.drawn + (outcome == "drawn"), score if self.best is None else max(self.best, score),
            self.total + score, streak, max(self.longest, streak))

    def to_data(self) -> dict[str, Any]:
        return {"played": self.played, "won": self.won, "lost": self.lost, "drawn": self.drawn,
                "best": self.best, "total": self.total, "streak": self.streak,
                "longest": self.longest}

    @classmethod
    def from_data(cls, setting: str, data: Any) -> "RecordRow":
        # one plain reason for every fault: the setting's key and the field are the program's words
        if not isinstance(data, dict):
            raise Damaged(UNREADABLE_RECORD)
        counts = {}
        for key in ("played", "won", "lost", "drawn", "total", "streak", "longest"):
            value = data.get(key)
            if type(value) is not int or not 0 <= value <= MAX_COUNT * 1000:
                raise Damaged(RECORD_DOES_NOT_ADD_UP)
            counts[key] = value
        best = data.get("best")
        if best is not None and (type(best) is not int or abs(best) > MAX_COUNT):
            raise Damaged(RECORD_DOES_NOT_ADD_UP)
        row = cls(setting, best=best, **counts)
        if (row.won + row.lost + row.drawn != row.played or row.played > MAX_COUNT
                or row.streak > row.longest or row.longest > row.won
                or (row.played == 0) != (row.best is None)):
            raise Damaged(RECORD_DOES_NOT_ADD_UP)
        return row


class Record:
    """``<program>.record.json``: games played, won, lost, drawn, best and average score, streaks.

    One line per opponent setting (a key the program chooses, e.g. ``"expert-2"``);
    the program says each key in its own words and language.
    """

    def __init__(self, store: Store, program: str):
        self.store = store
        self.program = program
        self.name = f"{program}.record.json"
        self._rows: dict[str, RecordRow] | None = None

    def _load(self) -> dict[str, RecordRow]:
        if self._rows is None:
            self._rows = self.store.load(self.name, lambda data: self._parse(_decoded(data, UNREADABLE_RECORD)),
                                         {})
        return self._rows

    def _parse(self, value: Any) -> dict[str, RecordRow]:
        if not isinstance(value, dict) or value.get("kind") != "record":
            raise Damaged(UNREADABLE_RECORD)
        game = value.get("game")
        if game != self.program:
            raise Damaged(ANOTHER_PROGRAMS_RECORD if isinstance(game, str) and game else UNREADABLE_RECORD)
        if value.get("version") != RECORD_VERSION:
            raise Damaged(ANOTHER_VERSIONS_RECORD)
        settings = value.get("settings")
        if not isinstance(settings, dict) or len(settings) > MAX_ROWS:
            raise Damaged(UNREADABLE_RECORD)
        return {str(key): RecordRow.from_data(str(key), data) for key, data in settings.items()}

    def rows(self) -> list[RecordRow]:
        """The lines per opponent setting (the people's own lines are ``people_rows``)."""
        return [row for row in self._load().values() if not row.setting.startswith(PERSON_ROW)]

    def people_rows(self) -> list[RecordRow]:
        """One line per person's name from the games people played together, most played first;
        each row's ``setting`` is the name."""
        rows = [replace(row, setting=row.setting[len(PERSON_ROW):])
                for row in self._load().values() if row.setting.startswith(PERSON_ROW)]
        return sorted(rows, key=lambda row: (-row.played, row.setting.casefold()))

    def add_person(self, name: str, outcome: str, score: int) -> RecordRow:
        """Count one finished people's game for ``name``; saved at once."""
        return self.add(PERSON_ROW + name, outcome, score)

    def row(self, setting: str) -> RecordRow:
        return self._load().get(setting) or RecordRow(setting)

    def add(self, setting: str, outcome: str, score: int) -> RecordRow:
        """Count one finished game; saved at once. Returns the setting's new line."""
        rows = self._load()
        rows[setting] = self.row(setting).after(outcome, int(score))
        self._save()
        return rows[setting]

    def clear(self) -> None:
        self._rows = {}
        self.store.delete(self.name)

    def _save(self) -> bool:
        return self.store.save_json(self.name, {
            "game": self.program, "kind": "record", "version": RECORD_VERSION,
            "settings": {key: row.to_data() for key, row in self._load().items()}})
