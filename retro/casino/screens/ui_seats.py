"""New Game with people at the table: the seats, each a person (name, coach) or a computer, in the Windows 98 style.

File > Game Settings > People at the Table... opens it, and New Game opens
it in place of the usual choices once a table of people was set up last (the
usual New Game, one person against the computers, looks as it always has).
Seat 1 is the person who set the table up; each other seat is a person, with a
name and a Coach box of their own, or a computer, whose name the skill gives
("Computer 2", "Expert 2"). Open hands is the teaching table here: every hand
face up, for all to see. Below the seats: the card back, the options and the
delay, as in the usual New Game. OK closes it with "OK"; the window checks the
names (``people.check_seats``) and deals.
"""

from __future__ import annotations

from typing import Optional, Sequence

from retro.casino.screens.people import MOST_PLAYERS, TypedSeat, seat_computer_names
from retro.casino.screens.settings import LEVEL_LABELS, MAX_NAME, NEW_GAME, CasinoSettings
from retro.casino.screens.ui_dialogs import RadioButtons, add_back_and_options
from retro.table.people import default_name
from retro.win import CheckBox, GroupBox, Label, TextBox
from retro.win.ranged import Spin
from retro.win.settings_dialog import SettingsDialog

TEACHING = "&Open hands (teaching table)"
A_PERSON, A_COMPUTER = "person", "computer"        # a seat's kind
KINDS = {A_PERSON: "Person", A_COMPUTER: "Computer"}
ROW_TOP, ROW_PITCH = 50, 24
NOTE = "Between two people's turns every\nhand is hidden till the next is there."


class SeatRow:
    """One seat's controls: person or computer, the name, the coach."""

    def __init__(self, box: "SeatsDialog", index: int, seat: TypedSeat):
        y = ROW_TOP + index * ROW_PITCH
        self.index = index
        self.typed = seat.name if seat.person else default_name(index)
        self.number = box.add(Label(f"{index + 1}.", 20, y + 4))
        kinds = {A_PERSON: KINDS[A_PERSON]} if index == 0 else KINDS
        self.kind = box.add(RadioButtons(kinds, 40, y + 2, A_PERSON if seat.person or index == 0 else A_COMPUTER))
        self.name = TextBox(190, y, 112, text=self.typed, max_len=MAX_NAME)
        if index == 0:
            box.control("name", self.name)
        else:
            box.add(self.name)
        self.coach = box.add(CheckBox("Coach", 314, y + 2, checked=seat.coach and seat.person))
        self.coach_typed = self.coach.checked
        self.name.on("change", self._typed)
        self.coach.on("change", self._coached)

    @property
    def person(self) -> bool:
        return self.kind.value == A_PERSON

    @property
    def parts(self) -> tuple:
        return self.number, self.kind, self.name, self.coach

    def _typed(self, text: str) -> None:
        if self.person:
            self.typed = text

    def _coached(self, checked: bool) -> None:
        if self.person:
            self.coach_typed = checked

    def show(self, shown: bool) -> None:
        for part in self.parts:
            part.visible = shown

    def follow(self, computer_name: str) -> None:
        """A person's row has their name and coach to set; a computer's shows its name, greyed."""
        person = self.person
        self.name.enabled = self.coach.enabled = person
        self.name.set_text(self.typed if person else computer_name)
        self.coach.checked = self.coach_typed if person else False

    def seat(self) -> TypedSeat:
        return TypedSeat(self.person, self.typed if self.person else "", self.coach_typed if self.person else False)


class SeatsDialog(SettingsDialog):
    """New Game with the seats: how many players, each seat a person or a computer, the computers'
    skill, then the usual card back, options and delay. ``rows()`` gives the seats as typed."""

    def __init__(self, settings: CasinoSettings, seats: Sequence[TypedSeat], focus_row: Optional[int] = None):
        super().__init__(NEW_GAME, 412, 427, settings)
        s = settings
        self.focus_row = focus_row
        self.add(Label("&Players:", 12, 14))
        self.players = self.add(Spin(70, 10, max(2, min(MOST_PLAYERS, len(seats))), 2, MOST_PLAYERS))
        self.add(Label(self.label("bot"), 132, 14))
        self.control("bot", RadioButtons(LEVEL_LABELS, 172, 12, s.bot))
        self.add(GroupBox("Seats", 8, 34, 396, 120))
        padded = list(seats) + [TypedSeat(True, default_name(i)) for i in range(len(seats), MOST_PLAYERS)]
        self.seats = [SeatRow(self, i, seat) for i, seat in enumerate(padded[:MOST_PLAYERS])]
        # What a table of people does not ask here keeps its value: the number of computers for the usual
        # New Game, and the coach (each person's own is in their row; seat 1's is the one remembered).
        self.setting("opponents", 0, 0).visible = False
        add_back_and_options(self, 162, TEACHING, ("animation", "sound", "open_hands"))
        self.setting("coach", 0, 0).visible = False
        self.add(Label(NOTE, 12, self.client_h - 34))
        self.add_buttons(["OK", "Cancel"])
        for row in self.seats:
            row.kind.on("change", lambda _kind: self.follow())
        self.seats[0].coach.on("change", lambda checked: setattr(self.coach, "checked", checked))
        self.players.on("change", lambda _count: self.follow())
        self.bot.on("change", lambda _bot: self.follow())
        self.follow()

    @property
    def count(self) -> int:
        return self.players.value

    def follow(self) -> None:
        """The rows of the seats there are, each as its kind has it; the computers named by the skill."""
        shown = self.seats[:self.count]
        names = seat_computer_names([row.person for row in shown], self.bot.value)
        for row in self.seats:
            row.show(row.index < self.count)
            if row.index < self.count:
                row.follow(names[row.index])

    def rows(self) -> list[TypedSeat]:
        """The seats as typed (a person's name unchecked)."""
        return [row.seat() for row in self.seats[:self.count]]

    def opened(self) -> None:
        """The name to type first is selected: the row a refused name was in, else seat 1's."""
        row = self.seats[self.focus_row or 0]
        self.set_focus(row.name if row.name.enabled else self.seats[0].name)


__all__ = ["SeatsDialog", "TEACHING"]
