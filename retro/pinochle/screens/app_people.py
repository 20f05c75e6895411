"""Tommy's Pinochle with two people at one screen: who sits where, how the screen names them, the pass box's words.

One person against the computer is the default, and ``Names`` then says what
the program always said ("you", "I", "Computer"). When two people play each
other, every line names them instead ("ANN wins the trick"), and between
their turns the table hides both hands behind a "pass the keyboard" box
(``pass_words``). A name is checked by ``read_name``: an empty, over-long or
repeated one becomes the seat's default with one line; one with a character
the DOS font cannot draw is refused, to be typed again.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Optional

from retro.dos.screen import drawable
from retro.table.people import LONGEST_NAME, Seat, Seating, check_name, default_name, one_person

PLAYERS = 2


def seat_default(seat: int) -> str:
    """A seat's name when none is typed: "Player 1"."""
    return default_name(seat)


@dataclass(frozen=True)
class Names:
    """How the screen names the two seats: ``people`` () is one person against the computer, else
    the two people's names by seat."""

    people: tuple[str, ...] = ()

    @property
    def shared(self) -> bool:
        return len(self.people) == PLAYERS

    def subject(self, player: Optional[int]) -> str:
        """Who did it, at the start of a line: "You", "I" or the name."""
        if self.shared and player in (0, 1):
            return self.people[player]
        return {0: "You", 1: "I"}.get(player, "Nobody")

    def does(self, player: Optional[int], verb: str) -> str:
        """"You win", "I win", "ANN wins"."""
        return f"{self.subject(player)} {verb}{'s' if self.shared else ''}"

    def whom(self, player: Optional[int]) -> str:
        """Who it goes to, after a verb: "you", "me" or the name."""
        if self.shared and player in (0, 1):
            return self.people[player]
        return {0: "you", 1: "me"}.get(player, "nobody")

    def owner(self, player: int) -> str:
        """Whose card: "my" (the computer's) or "ANN's"."""
        return f"{self.people[player]}'s" if self.shared else "my"

    def side(self, player: int) -> str:
        """A side's column on the sheets: "You", "Computer" or the name."""
        return self.people[player] if self.shared else ("You", "Computer")[player]


ONE_PERSON = Names()


def seating_of(names: Iterable[str], coaches: Iterable[bool], teaching: bool) -> Seating:
    """Two people's table from their names and coach answers, seat by seat."""
    return Seating(tuple(Seat(True, name, coach=coach) for name, coach in zip(names, coaches)), teaching)


def against_the_computer(level: str, coach: bool = False) -> Seating:
    """The default table: the person in seat 0, the computer (at ``level``) in seat 1."""
    return one_person(PLAYERS, "You", ["Computer"], level, coach)


# --- names typed at the setup ----------------------------------------------------------------
# The one line said when a typed name could not be taken (``{name}``: the name used instead).
TAKEN_INSTEAD = {
    "empty": "No name typed: {name} it is.",
    "long": f"A name has at most {LONGEST_NAME} letters: {{name}} it is.",
    "same": "The two players need two names: {name} it is.",
}
REFUSED = {
    "control": "A name cannot hold a control key: please type it again.",
    "font": "The screen cannot show a letter of that name: please type it again.",
}


@dataclass(frozen=True)
class NameRead:
    """A name typed for a seat: the name to use and the line that says why it is not the one typed."""

    name: str
    said: str = ""


def read_name(typed: str, seat: int, taken: Iterable[str], default: str = "") -> NameRead:
    """``typed`` as seat ``seat``'s name, beside the names ``taken``; ``default`` (the seat's own
    default when not given) when it cannot be used. A ValueError (its one line) when it is refused."""
    answer = check_name(typed, list(taken), default or seat_default(seat), drawable)
    if answer.refused:
        raise ValueError(REFUSED[answer.problem])
    said = TAKEN_INSTEAD[answer.problem].format(name=answer.name) if answer.problem else ""
    return NameRead(answer.name, said)


# --- the pass box and the take-back's question ------------------------------------------------
def pass_words(names: Names, seat: int) -> tuple[str, list[str], str]:
    """The "pass the keyboard" box for ``seat``'s person: its title, its lines and its footer."""
    name, other = names.people[seat], names.people[1 - seat]
    return ("PASS THE KEYBOARD",
            [f"{name}, it is your turn.", f"{other}, no peeking at {name}'s cards!", "",
             f"{name}: press Enter to see your cards."],
            "Enter, or a click here, when ready")


def consent_question(names: Names, seat: int, asker: int) -> str:
    """What ``seat`` is asked before ``asker`` takes a play back."""
    return f"{names.people[seat]}, may {names.people[asker]} take back a play (Y/N)?"


def consent_refused(names: Names, seat: int) -> str:
    return f"{names.people[seat]} said no: the play stands."


def outcomes(winner: Optional[int], scores) -> list[tuple[str, int]]:
    """Each seat's outcome for the record and its score, seat by seat."""
    return [("drawn" if winner is None else "won" if winner == seat else "lost", scores[seat])
            for seat in range(PLAYERS)]
