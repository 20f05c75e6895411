"""A finished or unfinished game as a small text record (deal number, options, seats, moves) that replays exactly.

The record names its program, the record version, the deal number (the seed
of ``State.new``, ``retro.deals``), the rule options field by field
(``retro.options``), the seats and the moves as the texts ``str(move)``
prints, each optionally after the number of the player who made it::

    Retro Card Classics game record
    program: casino
    version: 1
    deal: 11982
    date: 2026-12-01 23:40
    result: You won, 21 to 14
    option players: 2
    option spaces: 12
    option target: 21
    seat 0: person You
    seat 1: expert Betty
    moves:
    1: take 3♥ with 3♠
    0: put K♦

Nothing here imports a game or touches a file: ``replay`` is given the
rules module (``retro.<program>.rules``) by whoever knows the program.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field, replace
from typing import Iterable, Iterator, NamedTuple

from retro.deals import check_seed
from retro.moves import IllegalMove
from retro.options import options_data, options_from

__all__ = ["RECORD_VERSION", "Record", "Seat", "Played", "RecordError", "OtherVersion",
           "Step", "make_record", "write", "parse", "dealt", "replay", "play_back", "final_state", "program_of"]

TITLE = "Retro Card Classics game record"
# The version of the notation and of the rules the moves were played under. Raise it when a
# change would make an older record's moves read or play differently: older ones are refused.
RECORD_VERSION = 1
MAX_MOVES = 20_000            # far past any real game: a record claiming more is damaged
_WORD = re.compile(r"[a-z][a-z0-9_]*")
_HEADS = ("program", "version", "deal", "date", "result")


class RecordError(ValueError):
    """A game record that cannot be read or replayed; the message is one plain line."""


class OtherVersion(RecordError):
    """A record written by another version of the program, whose moves may not replay here."""


class Seat(NamedTuple):
    """Who sat in a seat: ``kind`` is ``"person"`` or the computer's bot name; ``name`` as shown."""

    kind: str
    name: str


class Played(NamedTuple):
    """One move as the record keeps it: its text, and who made it (None when not written)."""

    text: str
    player: int | None = None


@dataclass(frozen=True)
class Record:
    """One game. ``options`` holds the rule options by field (``retro.options.options_data``)."""

    program: str
    deal: int
    options: dict = field(default_factory=dict)
    seats: tuple[Seat, ...] = ()
    moves: tuple[Played, ...] = ()
    date: str = ""
    result: str = ""
    version: int = RECORD_VERSION

    def with_move(self, move, player: int | None = None) -> "Record":
        """This record with ``move`` (a Move or its text) played after the others."""
        return replace(self, moves=self.moves + (Played(str(move), player),))

    def options_for(self, rules):
        """The record's options as ``rules.Options`` (a missing field keeps its default)."""
        try:
            return options_from(rules.Options, dict(self.options))
        except ValueError as err:
            raise RecordError(f"The record's rule options cannot be used: {err}.") from None


def program_of(rules) -> str:
    """The program a rules module belongs to: ``retro.casino.rules`` -> ``"casino"``."""
    parts = rules.__name__.split(".")
    return parts[-2] if len(parts) >= 2 else parts[0]


def make_record(program: str, deal: int, options=None, seats: Iterable = (), moves: Iterable = (),
                *, date: str = "", result: str = "") -> Record:
    """A record of ``deal`` under ``options`` (an Options, or None for the defaults).

    ``moves`` are Moves or texts, or ``(player, move)`` pairs; ``seats`` are
    ``Seat``s or ``(kind, name)`` pairs.
    """
    played = []
    for item in moves:
        if isinstance(item, tuple) and len(item) == 2 and isinstance(item[0], int) \
                and not isinstance(item, Played):
            played.append(Played(str(item[1]), item[0]))
        else:
            played.append(Played(str(item)))
    data = {} if options is None else options_data(options)
    return Record(program, check_seed(deal), data, tuple(Seat(*s) for s in seats), tuple(played),
                  date, result)


# --- text -------------------------------------------------------------------------------------
def _one_line(text: str, what: str) -> str:
    text = str(text)
    if "\n" in text or "\r" in text:
        raise ValueError(f"a record's {what} fits on one line")
    return text.strip()


def write(record: Record) -> str:
    """The record as text (UTF-8, one fact a line); ``parse`` reads it back equal."""
    lines = [TITLE, f"program: {record.program}", f"version: {record.version}", f"deal: {record.deal}"]
    if record.date:
        lines.append(f"date: {_one_line(record.date, 'date')}")
    if record.result:
        lines.append(f"result: {_one_line(record.result, 'result')}")
    for name, value in record.options.items():
        lines.append(f"option {name}: {json.dumps(value, ensure_ascii=False)}")
    for number, seat in enumerate(record.seats):
        lines.append(f"seat {number}: {seat.kind} {_one_line(seat.name, 'seat name')}".rstrip())
    lines.append("moves:")
    for move in record.moves:
        text = _one_line(move.text, "move")
        lines.append(text if move.player is None else f"{move.player}: {text}")
    return "\n".join(lines) + "\n"


_MOVE = re.compile(r"(\d+): (.+)")
_OPTION = re.compile(r"option ([a-z][a-z0-9_]*): (.+)")
_SEAT = re.compile(r"seat (\d+): ([a-z][a-z0-9_]*)(?: (.*))?")
_HEAD = re.compile(r"([a-z]+): ?(.*)")

DAMAGED = "This game record is damaged"


def parse(text: str) -> Record:
    """The record ``write`` wrote as ``text``.

    Raises OtherVersion for a record of another version of the program, and
    RecordError for anything else that is not a record; both say so in one line.
    """
    lines = str(text).replace("\r\n", "\n").split("\n")
    if not lines or lines[0].strip() != TITLE:
        raise RecordError("This is not a game record.")
    heads: dict[str, str] = {}
    options: dict = {}
    seats: dict[int, Seat] = {}
    at = 1
    while at < len(lines) and lines[at].strip() != "moves:":
        line = lines[at].strip()
        at += 1
        if not line:
            continue
        if (match := _OPTION.fullmatch(line)):
            try:
                value = json.loads(match.group(2))
            except ValueError:
                raise RecordError(f"{DAMAGED}: the option {match.group(1)} cannot be read.") from None
            if isinstance(value, (dict, list)) or match.group(1) in options:
                raise RecordError(f"{DAMAGED}: the option {match.group(1)} cannot be read.")
            options[match.group(1)] = value
        elif (match := _SEAT.fullmatch(line)):
            number = int(match.group(1))
            if number in seats:
                raise RecordError(f"{DAMAGED}: seat {number} is named twice.")
            seats[number] = Seat(match.group(2), match.group(3) or "")
        elif (match := _HEAD.fullmatch(line)) and match.group(1) in _HEADS and match.group(1) not in heads:
            heads[match.group(1)] = match.group(2).strip()
        else:
            raise RecordError(f"{DAMAGED}: a line cannot be read ({line[:40]}).")
    if at >= len(lines):
        raise RecordError(f"{DAMAGED}: it has no moves line.")
    if "version" in heads and heads["version"] != str(RECORD_VERSION):
        raise OtherVersion("This game was recorded by another version of the program and cannot be replayed here.")
    for needed in ("program", "version", "deal"):
        if needed not in heads:
            raise RecordError(f"{DAMAGED}: it does not say its {needed}.")
    program = heads["program"]
    if not _WORD.fullmatch(program):
        raise RecordError(f"{DAMAGED}: it does not say its program.")
    try:
        deal = check_seed(int(heads["deal"]))
    except ValueError:
        raise RecordError(f"{DAMAGED}: its deal number cannot be read.") from None
    if sorted(seats) != list(range(len(seats))):
        raise RecordError(f"{DAMAGED}: its seats are not numbered in order.")
    moves = []
    for line in lines[at + 1:]:
        line = line.strip()
        if not line:
            continue
        match = _MOVE.fullmatch(line)
        moves.append(Played(match.group(2).strip(), int(match.group(1))) if match else Played(line))
        if len(moves) > MAX_MOVES:
            raise RecordError(f"{DAMAGED}: it holds more moves than any game has.")
    return Record(program, deal, options, tuple(seats[n] for n in range(len(seats))), tuple(moves),
                  heads.get("date", ""), heads.get("result", ""), RECORD_VERSION)


# --- replay -----------------------------------------------------------------------------------
class Step(NamedTuple):
    """One replayed move: its number (1 for the first), who made it, the Move, the state after it."""

    number: int
    player: int
    move: object
    state: object


def dealt(record: Record, rules):
    """The record's deal, before any move: ``rules.State.new(deal, options)``."""
    program = program_of(rules)
    if record.program != program:
        raise RecordError(f"This is a record of {record.program}, not of {program}.")
    return rules.State.new(check_seed(record.deal), record.options_for(rules))


def play_back(record: Record, rules, state=None) -> Iterator[Step]:
    """Play the record's moves from its deal (or on ``state``, its deal), one ``Step`` at a time.

    The state a Step gives is the one live game and moves on with the next
    step (clone it to keep it). Raises RecordError when the record is not of
    ``rules``' program or a move does not fit (not legal there, or made by
    another player than the record says).
    """
    state = dealt(record, rules) if state is None else state
    for number, played in enumerate(record.moves, start=1):
        player = state.to_move
        if played.player is not None and played.player != player:
            raise RecordError(f"{DAMAGED}: move {number} was not player {played.player}'s to make.")
        try:
            move = rules.Move.parse(played.text, state)
        except IllegalMove:
            raise RecordError(f"{DAMAGED}: move {number} ({played.text}) cannot be played there.") from None
        state.apply(move)
        yield Step(number, player, move, state)


def replay(record: Record, rules) -> list:
    """Every state of the game: the deal first, then the state after each move (each its own copy)."""
    state = dealt(record, rules)
    states = [state.clone()]
    states.extend(step.state.clone() for step in play_back(record, rules, state))
    return states


def final_state(record: Record, rules):
    """The state after the record's last move (no copies on the way)."""
    state = dealt(record, rules)
    for _ in play_back(record, rules, state):
        pass
    return state
