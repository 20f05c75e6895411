"""Who sits at Tablenette's table, and how the table names them.

One person against the computer is the table of 1991: its words are "You" and
"the computer". Two people at one screen (the Players dialog) are each called by
their name, never "You": "Ann takes 10♦ with 10♣", "Bob deals". ``Sides`` says
a seat's name in either table, with the verb that goes with it; ``seating_of``
makes the game's seats from the remembered settings.
"""

from __future__ import annotations

from dataclasses import dataclass

from retro.table.people import Seat, Seating, default_name, one_person
from retro.table.session import PERSON

PLAYERS = 2
COMPUTER = 1                       # the computer's seat in a game against it
SEAT_NAMES = ("You", "Computer")   # the seats' names in a game against the computer


def seating_of(settings) -> Seating:
    """The seats of the games to come: one person against the computer (at the Options menu's level,
    with the Options menu's coach), or two people by the names the Players dialog took, each with
    their own coach; with two people Open Hands is the teaching table."""
    if not settings.two_people:
        return against_the_computer(settings.bot, settings.coach_on)
    names = [settings.name1 or default_name(0), settings.name2 or default_name(1)]
    return Seating((Seat(True, names[0], coach=settings.coach_on), Seat(True, names[1], coach=settings.coach2)),
                   teaching=settings.open_hands)


def against_the_computer(bot: str = "", coach: bool = False) -> Seating:
    """The table of 1991: the person in seat 0, the computer (at level ``bot``) in seat 1."""
    return one_person(PLAYERS, SEAT_NAMES[0], [SEAT_NAMES[1]], bot, coach)


@dataclass(frozen=True)
class Sides:
    """The two seats' names as the table says them (``seating``: the game's; a game against the
    computer is said as it always was)."""

    seating: Seating

    @property
    def people(self) -> bool:
        """Two people play: each is named."""
        return self.seating.shared

    def you(self, seat: int | None) -> bool:
        """``seat`` is spoken to as "you" (the one person against the computer)."""
        return not self.people and seat == PERSON

    def name(self, seat: int) -> str:
        """A column's or a row's name: "You", "Computer", or the person's."""
        if self.people:
            return self.seating.name(seat)
        return SEAT_NAMES[0] if seat == PERSON else SEAT_NAMES[1]

    def who(self, seat: int | None) -> str:
        """The seat as a sentence starts with it: "You", "The computer", "Ann" ("Nobody" for none)."""
        if seat is None or not 0 <= seat < PLAYERS:
            return "Nobody"
        if self.people:
            return self.seating.name(seat)
        return SEAT_NAMES[0] if seat == PERSON else "The computer"

    def whom(self, seat: int | None) -> str:
        """The seat within a sentence: "you", "the computer", "Ann"."""
        said = self.who(seat)
        return said if self.people else said.lower()

    def does(self, seat: int | None, verb: str, third: str = "") -> str:
        """"You take", "The computer takes", "Ann takes" (``third``: the verb's -s form, when not
        ``verb`` + "s")."""
        return f"{self.who(seat)} {verb if self.you(seat) else third or verb + 's'}"

    def turn_of(self, seat: int) -> str:
        """"Your turn", "Ann's turn"."""
        return "Your turn" if self.you(seat) else f"{self.who(seat)}'s turn"


def fit_name(name: str, width: int, measure) -> str:
    """``name`` whole when it fits ``width`` pixels, else cut with dots (a score box's narrow row)."""
    if measure(name) <= width:
        return name
    while len(name) > 1 and measure(name + "...") > width:
        name = name[:-1]
    return name + "..."


__all__ = ["COMPUTER", "PLAYERS", "SEAT_NAMES", "Sides", "against_the_computer", "fit_name", "seating_of"]
