"""People at the table: who sits in each seat, their names, and whose hand the screen may show.

Pure: no Pyxel, no files. A game's ``Seating`` says, seat by seat, whether a
person or a computer plays it (a person with a name and their own coach
switch, a computer with its level where the program has levels) and whether
the table is a *teaching table* (every hand open, said on screen). One person
against the computers is the default and changes nothing on screen.

When two or more people share the screen, no one may see another's hand:
``Screen`` follows whose hand the table may show. After a person's
decision the hands are hidden unless that same person decides next; when
a person's turn comes while the hands are hidden, the table shows a "pass
to NAME" screen until that person says they are there (``Screen.here``). A
new hand, a take-back and a continued game start hidden too.

Names are checked by ``check_name``: an empty, over-long or repeated name is
answered with one line and a default ("Player 2"); control characters and
letters the program's font cannot draw are refused, to be typed again.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field, replace
from typing import Callable, Iterable, Optional, Sequence

LONGEST_NAME = 12           # letters a name may have: it fits every program's score sheet
SEATING_VERSION = 1


@dataclass(frozen=True)
class Seat:
    """One seat: a person (``name``, ``coach``: the coach on for them) or a computer (``level``)."""

    person: bool
    name: str
    level: str = ""
    coach: bool = False

    def to_data(self) -> dict:
        data = {"person": self.person, "name": self.name}
        if self.level:
            data["level"] = self.level
        if self.coach:
            data["coach"] = True
        return data

    @classmethod
    def from_data(cls, data) -> "Seat":
        if not isinstance(data, dict):
            raise ValueError("a seat is not a table of fields")
        person, name = data.get("person"), data.get("name")
        level, coach = data.get("level", ""), data.get("coach", False)
        if not isinstance(person, bool) or not isinstance(name, str) or not isinstance(level, str) \
                or not isinstance(coach, bool):
            raise ValueError("a seat's fields are not understood")
        if not name.strip() or len(name) > LONGEST_NAME or any(_control(ch) for ch in name):
            raise ValueError("a seat's name is not a name")
        return cls(person, name, level, coach)


@dataclass(frozen=True)
class Seating:
    """Every seat of a game, in the rules' seat order, and whether the table is a teaching table."""

    seats: tuple[Seat, ...]
    teaching: bool = False

    @property
    def people(self) -> tuple[int, ...]:
        return tuple(i for i, seat in enumerate(self.seats) if seat.person)

    @property
    def shared(self) -> bool:
        """Two or more people share the screen: hands are hidden between their turns."""
        return len(self.people) > 1

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(seat.name for seat in self.seats)

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    def is_person(self, seat: Optional[int]) -> bool:
        return seat is not None and 0 <= seat < len(self.seats) and self.seats[seat].person

    def coached(self) -> frozenset[int]:
        return frozenset(i for i, seat in enumerate(self.seats) if seat.person and seat.coach)

    def with_coach(self, seat: int, on: bool) -> "Seating":
        seats = list(self.seats)
        seats[seat] = replace(seats[seat], coach=on)
        return replace(self, seats=tuple(seats))

    def to_data(self) -> dict:
        return {"version": SEATING_VERSION, "seats": [seat.to_data() for seat in self.seats],
                "teaching": self.teaching}

    @classmethod
    def from_data(cls, data, players: int) -> "Seating":
        """A kept seating, checked against the game's number of players (a ValueError when it is not one)."""
        if not isinstance(data, dict) or data.get("version") != SEATING_VERSION:
            raise ValueError("the seats are not understood")
        seats = data.get("seats")
        teaching = data.get("teaching", False)
        if not isinstance(seats, list) or len(seats) != players or not isinstance(teaching, bool):
            raise ValueError("the seats do not fit the game")
        seating = cls(tuple(Seat.from_data(seat) for seat in seats), teaching)
        if not seating.people:
            raise ValueError("no person sits at the table")
        if len(set(name.casefold() for name in seating.names)) != players:
            raise ValueError("two seats have one name")
        return seating


def one_person(players: int, you: str, computers: Sequence[str], level: str = "", coach: bool = False) -> Seating:
    """The default table: the person in seat 0, the computers (by their names) in the others."""
    seats = [Seat(True, you, coach=coach)]
    seats += [Seat(False, computers[i - 1], level) for i in range(1, players)]
    return Seating(tuple(seats))


# --- names -----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class NameAnswer:
    """A typed name, checked: the name to use, and ``problem`` when the one typed was not taken as it
    was ("empty", "long", "same": a default is used; "control", "font": refused, type it again)."""

    name: str
    problem: str = ""
    refused: bool = False


def default_name(seat: int) -> str:
    """Seat 0 is "Player 1" and so on (the program may say it in its own language)."""
    return f"Player {seat + 1}"


def _control(ch: str) -> bool:
    return unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn") or ch in "\u2028\u2029"


def check_name(typed: str, taken: Iterable[str], default: str, drawable: Callable[[str], bool] = lambda ch: True,
               longest: int = LONGEST_NAME) -> NameAnswer:
    """``typed`` as a seat's name, beside the names ``taken`` already; ``default`` when it cannot be used.

    Leading and trailing spaces go, and inner runs of spaces become one.
    """
    if any(_control(ch) for ch in typed):
        return NameAnswer("", "control", refused=True)
    name = " ".join(typed.split())
    if any(not drawable(ch) for ch in name if ch != " "):
        return NameAnswer("", "font", refused=True)
    if not name:
        return NameAnswer(default, "empty")
    if len(name) > longest:
        return NameAnswer(default, "long")
    if name.casefold() in {t.casefold() for t in taken}:
        return NameAnswer(default if default.casefold() not in {t.casefold() for t in taken}
                          else _free_default(default, taken), "same")
    return NameAnswer(name)


def _free_default(default: str, taken: Iterable[str]) -> str:
    used = {t.casefold() for t in taken}
    n = 1
    while f"{default} {n}".casefold() in used:
        n += 1
    return f"{default} {n}"


# --- whose hand the screen may show ------------------------------------------------------------------
@dataclass
class Screen:
    """Whose hand the table may show in a people's game, and when it must ask for the next person.

    ``viewer``: the person whose hand is on show (None: every hand hidden);
    ``waiting_for``: the person the table waits for behind a "pass to" screen.
    With one person the viewer is always that person and no pass screen is ever asked for.
    """

    seating: Seating
    viewer: Optional[int] = None
    waiting_for: Optional[int] = None
    passes: int = field(default=0)          # pass screens shown so far (for the tests and the log)

    def __post_init__(self):
        if not self.seating.shared:
            self.viewer = self.seating.people[0] if self.seating.people else None

    @property
    def shared(self) -> bool:
        return self.seating.shared

    @property
    def hidden(self) -> bool:
        """No hand may be shown (the teaching table shows every hand all the same)."""
        return self.shared and not self.seating.teaching and (self.viewer is None or self.waiting_for is not None)

    def shows(self, seat: int) -> bool:
        """Whether the table may show ``seat``'s hand face up (a computer's only at a teaching table,
        or where the program's open hands say so: that is the program's to add)."""
        if self.seating.teaching:
            return True
        return not self.hidden and seat == self.viewer

    def hide(self) -> None:
        """Every hand hidden until the next person says they are there (a new hand, a take-back,
        a continued game)."""
        if self.shared:
            self.viewer = None

    def after_decision(self, player: int, next_to_move: Optional[int]) -> None:
        """A person decided: the hands are hidden unless they decide next too."""
        if self.shared and next_to_move != player:
            self.viewer = None

    def turn(self, to_move: Optional[int]) -> bool:
        """A person's turn has come: True when the table must first ask for them (a pass screen)."""
        if not self.shared or not self.seating.is_person(to_move):
            return False
        if self.seating.teaching:               # every hand open: no one to wait for, the front moves on
            self.viewer, self.waiting_for = to_move, None
            return False
        if self.viewer == to_move and self.waiting_for is None:
            return False
        if self.waiting_for != to_move:
            self.waiting_for = to_move
            self.viewer = None
            self.passes += 1
        return True

    def here(self) -> Optional[int]:
        """The person waited for is at the screen: their hand may be shown. Returns their seat."""
        seat, self.waiting_for = self.waiting_for, None
        if seat is not None:
            self.viewer = seat
        return seat


__all__ = ["LONGEST_NAME", "NameAnswer", "Screen", "Seat", "Seating", "check_name", "default_name", "one_person"]
