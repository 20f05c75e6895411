"""People at the Casino table, without Pyxel: the seats typed in the New Game dialog checked into a seating,
the computers' names at it, the lines that say what a name became, and the table remembered.

Seat 1 is always a person (the one who sets the table up). Each other seat is a
person with a name and a coach of their own, or a computer; every computer at
the table plays at the one skill chosen for the game (Casino's skill is the
table's, as its records and the computers' names have always said). A name is
checked by ``retro.table.people.check_name`` beside the names already at the
table, the computers' ones among them, so the Hall of Fame never counts a
person as a computer: an empty, over-long or repeated one is answered with one
line and a default ("Player 2"); one with a control key or a letter the
window's font cannot draw is refused, to be typed again.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional, Sequence

from retro.casino.screens.settings import COMPUTER_WORDS, LEVELS
from retro.table.people import LONGEST_NAME, NameAnswer, Seat, Seating, check_name, default_name
from retro.win.fonts import look_writes
from retro.win.look import WIN98

MOST_PLAYERS = 4
PEOPLE_FILE = "casino.people.json"      # the last table of people set up (its seats, names and coaches)


def computer_names(players: int, bot: str = LEVELS[0]) -> list[str]:
    """The computers' names in a game of ``players`` against ``bot``'s level: "Computer", or "Computer 1"
    to "Computer 3"; the expert's "Expert", "Expert 1"... (so the Hall of Fame says whom it counts)."""
    word = COMPUTER_WORDS.get(bot, COMPUTER_WORDS[LEVELS[0]])
    return [word] if players == 2 else [f"{word} {k}" for k in range(1, players)]


def every_computer_name() -> set[str]:
    """Every name a computer plays under, at any skill and table (none of them is a person's)."""
    return {name.casefold() for bot in LEVELS for players in range(2, MOST_PLAYERS + 1)
            for name in computer_names(players, bot)}


def seat_computer_names(persons: Sequence[bool], bot: str) -> list[str]:
    """Each computer seat's name at a table where ``persons`` says which seats people play: as a
    table of one person against them names its computers (the only one "Computer", else "Computer 1",
    "Computer 2"... in seat order); "" for a person's seat."""
    count = sum(1 for person in persons if not person)
    names = iter(computer_names(count + 1, bot))
    return ["" if person else next(names) for person in persons]


def drawable(ch: str) -> bool:
    """Whether Casino's window can write ``ch`` (in its plain and its bold letters: the score sheet's
    headers and the turn's name are bold)."""
    return look_writes(WIN98, ch)


# --- the seats typed, checked --------------------------------------------------------------------------
@dataclass(frozen=True)
class TypedSeat:
    """One row of the dialog's seats as typed: a person (``name`` as typed, ``coach``) or a computer."""

    person: bool
    name: str = ""
    coach: bool = False


@dataclass(frozen=True)
class CheckedSeats:
    """The seats typed, checked: the ``seating`` to play (None while a name is refused), the one-line
    ``lines`` that say what became of a name not taken as typed, and ``refused``: the row (from 0)
    whose name must be typed again, or None."""

    seating: Optional[Seating]
    lines: tuple[str, ...] = ()
    refused: Optional[int] = None


def name_line(seat: int, answer: NameAnswer, typed: str) -> str:
    """What OK says of a name not taken as typed, in one line, in Casino's words."""
    who = f"Seat {seat + 1}"
    shown = " ".join(typed.split())
    if answer.problem == "empty":
        return f"{who} has no name, so it plays as {answer.name}."
    if answer.problem == "long":
        return f"A name has at most {LONGEST_NAME} letters: {who} plays as {answer.name}."
    if answer.problem == "same":
        return f"{shown} is already a player's name at this table: {who} plays as {answer.name}."
    if answer.problem == "control":
        return f"{who}'s name holds a key that is not a letter. Please type it again."
    odd = next((ch for ch in typed if not ch.isspace() and not drawable(ch)), "?")
    return f"Casino has no letter {odd} for {who}'s name. Please type it in other letters."


def check_seats(rows: Sequence[TypedSeat], bot: str, teaching: bool,
                drawn: Callable[[str], bool] = drawable) -> CheckedSeats:
    """The seating the rows make (the computers at ``bot``'s skill; ``teaching``: every hand open, at a
    table of two people or more), each person's name checked beside the names before it and every
    computer's: the first refused name stops the check."""
    persons = [True] + [row.person for row in rows[1:]]
    computers = seat_computer_names(persons, bot)
    taken = [name for name in computers if name]
    seats, lines = [], []
    for index, row in enumerate(rows):
        if not persons[index]:
            seats.append(Seat(False, computers[index], bot))
            continue
        answer = check_name(row.name, taken + sorted(every_computer_name()), default_name(index), drawn)
        if answer.refused:
            return CheckedSeats(None, (name_line(index, answer, row.name),), index)
        if answer.problem:
            lines.append(name_line(index, answer, row.name))
        taken.append(answer.name)
        seats.append(Seat(True, answer.name, coach=row.coach))
    shared = sum(persons) > 1
    return CheckedSeats(Seating(tuple(seats), teaching and shared), tuple(lines))


def seating_rows(seating: Seating) -> list[TypedSeat]:
    """A seating as the dialog's rows (a computer's row has no name of its own to type)."""
    return [TypedSeat(seat.person, seat.name if seat.person else "", seat.coach) for seat in seating.seats]


def first_table(name: str, coach: bool) -> list[TypedSeat]:
    """The seats the dialog offers when no table of people was set up before: the player and a second
    person."""
    return [TypedSeat(True, name, coach), TypedSeat(True, default_name(1))]


# --- the table remembered ------------------------------------------------------------------------------
def load_table(store) -> Optional[Seating]:
    """The last table of people set up (None: none yet); a damaged file is said and set aside."""
    def checked(data):
        seats = data.get("seats") if isinstance(data, dict) else None
        return Seating.from_data(data, len(seats) if isinstance(seats, list) else 0)
    return store.load_json(PEOPLE_FILE, None, checked)


def save_table(store, seating: Seating) -> bool:
    return store.save_json(PEOPLE_FILE, seating.to_data())


# --- what the table says of its people -------------------------------------------------------------------
def consent_refused(name: str, asker: str) -> str:
    """The line after a No to a take-back."""
    return f"{name} said no: {asker}'s play stands."


def taken_back(asker: str) -> str:
    """The line after a people's take-back (the game counts for nobody now)."""
    return f"{asker} took back a play, with everyone's yes: it is {asker}'s turn again."


__all__ = ["CheckedSeats", "MOST_PLAYERS", "PEOPLE_FILE", "TypedSeat", "check_seats", "computer_names",
           "consent_refused", "drawable", "every_computer_name", "first_table", "load_table", "name_line",
           "save_table", "seat_computer_names", "seating_rows", "taken_back"]
