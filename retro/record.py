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
    scores: 21 14
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
from typing import Any, Iterable, Iterator, NamedTuple

from retro.deals import check_seed
from retro.moves import IllegalMove
from retro.options import options_data, options_from

__all__ = ["RECORD_VERSION", "Record", "Seat", "Played", "RecordError", "OtherVersion",
           "Step", "make_record", "write", "parse", "parse_head", "dealt", "replay", "play_back", "Rebuilding",
           "final_state",
           "program_of", "read_move", "short_text", "shortened", "spelled_out"]

TITLE = "Retro Card Classics game record"
# The version of the notation and of the rules the moves were played under. Raise it when a
# change would make an older record's moves read or play differently: older ones are refused.
RECORD_VERSION = 1
MAX_MOVES = 20_000            # far past any real game: a record claiming more is damaged
_WORD = re.compile(r"[a-z][a-z0-9_]*")
_HEADS = ("program", "version", "deal", "date", "result", "scores")


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
    scores: tuple[int, ...] = ()       # the final scores by seat, when the game is over
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
                *, date: str = "", result: str = "", scores: Iterable[int] = ()) -> Record:
    """A record of ``deal`` under ``options`` (an Options, or None for the defaults).

    ``moves`` are Moves or texts, or ``(player, move)`` pairs; ``seats`` are
    ``Seat``s or ``(kind, name)`` pairs.
    """
    played = []
    for item in moves:
        if isinstance(item, Played):
            played.append(item)
        elif type(item) is tuple and len(item) == 2:      # a pair, not a Move that is a tuple itself
            played.append(Played(str(item[1]), int(item[0])))
        else:
            played.append(Played(str(item)))
    data = {} if options is None else options_data(options)
    return Record(program, check_seed(deal), data, tuple(Seat(*s) for s in seats), tuple(played),
                  date=date, result=result, scores=tuple(int(n) for n in scores))


# --- text -------------------------------------------------------------------------------------
def _one_line(text: str, what: str) -> str:
    text = str(text)
    if "\n" in text or "\r" in text:
        raise ValueError(f"a record's {what} fits on one line")
    return text.strip()


def write(record: Record) -> str:
    """The record as text (UTF-8, one fact a line); ``parse`` reads it back equal."""
    for word, what in [(record.program, "program")] + [(name, "option name") for name in record.options] \
            + [(seat.kind, "seat kind") for seat in record.seats]:
        if not isinstance(word, str) or not _WORD.fullmatch(word):
            raise ValueError(f"a record's {what} is one lower-case word, not {word!r}")
    lines = [TITLE, f"program: {record.program}", f"version: {record.version}", f"deal: {record.deal}"]
    if record.date:
        lines.append(f"date: {_one_line(record.date, 'date')}")
    if record.result:
        lines.append(f"result: {_one_line(record.result, 'result')}")
    if record.scores:
        lines.append("scores: " + " ".join(str(int(n)) for n in record.scores))
    for name, value in record.options.items():
        if isinstance(value, (dict, list, tuple)):
            raise ValueError(f"a record's option {name} is one value, not {value!r}")
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
_NUMBER = re.compile(r"-?[0-9]{1,9}")

DAMAGED = "This game record is damaged"
OTHER_VERSION = "This game was recorded by another version of the program and cannot be replayed here."


def _lines(text: str) -> tuple[list[str], int]:
    """The record's lines and where its ``moves:`` line is; RecordError if it is no record."""
    lines = str(text).replace("\r\n", "\n").split("\n")
    if lines[0].strip() != TITLE:
        raise RecordError("This is not a game record.")
    try:
        return lines, next(n for n, line in enumerate(lines) if line.strip() == "moves:")
    except StopIteration:
        raise RecordError(f"{DAMAGED}: it has no moves line.") from None


def _version(lines: list[str], end: int) -> str:
    for line in lines[1:end]:
        if line.strip().startswith("version:"):
            return line.split(":", 1)[1].strip()
    raise RecordError(f"{DAMAGED}: it does not say its version.")


def _head(lines: list[str], end: int) -> Record:
    """Everything above the moves: program, version, deal, date, result, scores, options, seats."""
    heads: dict[str, str] = {}
    options: dict = {}
    seats: dict[int, Seat] = {}
    for line in lines[1:end]:
        line = line.strip()
        if not line:
            continue
        if (match := _OPTION.fullmatch(line)):
            try:
                value = json.loads(match.group(2))
            except ValueError:
                value = options       # no option's value: refused just below
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
    for needed in ("program", "deal"):
        if needed not in heads:
            raise RecordError(f"{DAMAGED}: it does not say its {needed}.")
    if not _WORD.fullmatch(heads["program"]):
        raise RecordError(f"{DAMAGED}: it does not say its program.")
    try:
        deal = check_seed(int(heads["deal"]))
        version = int(_version(lines, end))
    except ValueError:
        raise RecordError(f"{DAMAGED}: its deal number or version cannot be read.") from None
    if sorted(seats) != list(range(len(seats))):
        raise RecordError(f"{DAMAGED}: its seats are not numbered in order.")
    scores = heads.get("scores", "").split()
    if not all(_NUMBER.fullmatch(n) for n in scores):
        raise RecordError(f"{DAMAGED}: its scores cannot be read.")
    return Record(heads["program"], deal, options, tuple(seats[n] for n in range(len(seats))),
                  date=heads.get("date", ""), result=heads.get("result", ""),
                  scores=tuple(int(n) for n in scores), version=version)


def parse_head(text: str) -> Record:
    """The record without its moves, whatever its version (for a list of games: cheap, never refuses
    an older record; ``parse`` the one that is opened). RecordError when it is no record."""
    return _head(*_lines(text))


def parse(text: str) -> Record:
    """The record ``write`` wrote as ``text``.

    Raises OtherVersion for a record of another version of the program, and
    RecordError for anything else that is not a record; both say so in one line.
    """
    lines, end = _lines(text)
    if _version(lines, end) != str(RECORD_VERSION):
        raise OtherVersion(OTHER_VERSION)
    head = _head(lines, end)
    moves = []
    for line in lines[end + 1:]:
        line = line.strip()
        if not line:
            continue
        match = _MOVE.fullmatch(line)
        moves.append(Played(match.group(2).strip(), int(match.group(1))) if match else Played(line))
        if len(moves) > MAX_MOVES:
            raise RecordError(f"{DAMAGED}: it holds more moves than any game has.")
    return replace(head, moves=tuple(moves))


# --- replay -----------------------------------------------------------------------------------
class Step(NamedTuple):
    """One replayed move: its number (1 for the first), who made it, the Move, the state after it."""

    number: int
    player: int
    move: object
    state: object


def read_move(text: str, state, rules):
    """The legal move of ``state`` that ``text`` names: its whole text (``Move.parse``), or its
    first words when no other legal move starts with them (as chess's short notation)."""
    try:
        return rules.Move.parse(text, state)
    except IllegalMove:
        wanted = str(text).strip() + " "
        hits = [move for move in state.legal_moves() if str(move).startswith(wanted)]
        if len(hits) != 1:
            raise
        return hits[0]


def short_text(move, state) -> str:
    """The fewest first words of ``str(move)`` that name it alone among ``state``'s legal moves."""
    return _shortest(str(move), [str(m) for m in state.legal_moves()])


def _shortest(full: str, texts: list[str]) -> str:
    words = full.split(" ")
    for count in range(1, len(words)):
        first = " ".join(words[:count])
        if first not in texts and sum(t.startswith(first + " ") for t in texts) == 1:
            return first
    return full


def dealt(record: Record, rules):
    """The record's deal, before any move: ``rules.State.new(deal, options)``."""
    program = program_of(rules)
    if record.program != program:
        raise RecordError(f"This is a record of {record.program}, not of {program}.")
    return rules.State.new(check_seed(record.deal), record.options_for(rules))


def _fitted(record: Record, rules, state) -> Iterator[tuple[int, int, object]]:
    """Each move of the record as (number, player, Move), read on ``state`` before it is applied."""
    for number, played in enumerate(record.moves, start=1):
        player = state.to_move
        if played.player is not None and played.player != player:
            raise RecordError(f"{DAMAGED}: move {number} was not player {played.player}'s to make.")
        try:
            move = read_move(played.text, state, rules)
        except IllegalMove:
            raise RecordError(f"{DAMAGED}: move {number} ({played.text}) cannot be played there.") from None
        yield number, player, move


def play_back(record: Record, rules, state=None) -> Iterator[Step]:
    """Play the record's moves from its deal (or on ``state``, its deal), one ``Step`` at a time.

    The state a Step gives is the one live game and moves on with the next
    step (clone it to keep it). Raises RecordError when the record is not of
    ``rules``' program or a move does not fit (not legal there, or made by
    another player than the record says).
    """
    state = dealt(record, rules) if state is None else state
    for number, player, move in _fitted(record, rules, state):
        state.apply(move)
        yield Step(number, player, move, state)


class Rebuilding:
    """``record``'s states rebuilt from its deal one move at a time (``rebuild_one``, a few a frame
    on a Replay screen), and the one on show: ``position`` 0 is the deal, n the state after the
    n-th move. A move that does not rebuild stops it there, said in ``error``."""

    def __init__(self, record: Record, rules):
        self.record = record
        live = dealt(record, rules)
        self.states = [live.clone()]          # the deal, then the state after each move rebuilt so far
        self.moves: list[tuple[int, Any]] = []  # (player, Move) of each move rebuilt so far
        self._steps = play_back(record, rules, live)
        self.total = len(record.moves)
        self.position = 0
        self.error = ""                       # a move that did not rebuild, in one line

    @property
    def built(self) -> int:
        """How many moves are rebuilt."""
        return len(self.moves)

    @property
    def complete(self) -> bool:
        return self.built == self.total or bool(self.error)

    @property
    def state(self):
        """The state on show (the last one rebuilt while that one is not yet)."""
        return self.states[min(self.position, self.built)]

    def move(self, number: int) -> tuple[int, Any] | None:
        """(player, Move) of move ``number`` (1 for the first), once rebuilt."""
        return self.moves[number - 1] if 1 <= number <= self.built else None

    def go(self, position: int) -> int:
        """Show ``position`` (held to 0 .. the number of moves, or of those rebuilt once one failed)."""
        self.position = max(0, min(self.built if self.error else self.total, position))
        return self.position

    def rebuild_one(self) -> bool:
        """The next move's state; True when that is news on screen (the state on show is ready now,
        or the record broke off)."""
        try:
            step = next(self._steps)
        except StopIteration:
            self.total = self.built
            return False
        except RecordError as err:
            self.error = str(err)
            self.go(self.position)
            return True
        self.moves.append((step.player, step.move))
        self.states.append(step.state.clone())
        return self.position == self.built


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


def shortened(record: Record, rules) -> Record:
    """The record with each move in its short text (``short_text``): the same game, in less room."""
    state = dealt(record, rules)
    moves = []
    for number, played in enumerate(record.moves, start=1):
        legal = state.legal_moves()
        texts = [str(m) for m in legal]
        if played.text in texts:           # the usual case: one look at the legal moves does both
            move = legal[texts.index(played.text)]
            if played.player is not None and played.player != state.to_move:
                raise RecordError(f"{DAMAGED}: move {number} was not player {played.player}'s to make.")
        else:
            _, _, move = next(_fitted(replace(record, moves=(played,)), rules, state))
        moves.append(Played(_shortest(str(move), texts), played.player))
        state.apply(move)
    return replace(record, moves=tuple(moves))


def spelled_out(record: Record, rules) -> Record:
    """The record with every move in its whole text and its player's number."""
    return replace(record, moves=tuple(Played(str(step.move), step.player) for step in play_back(record, rules)))
