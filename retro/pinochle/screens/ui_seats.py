"""The setup's questions for two people at one screen: P at the computer player's question, the names, each one's coach.

At "Computer player, 1 Tommy or 2 strong?" the line below offers P: nobody,
two people play each other at this keyboard (a click or a tap on that line
does the same). Then each person's name is asked, typed as it is written
(``retro.dos.widgets.TypedName``; in a browser the page's own text field),
the open-hands question becomes the teaching table's, and each person says
whether the coach comments on their own plays. One person against the computer never sees
any of this: the questions are those of today.
"""

from __future__ import annotations

from retro import palette as P
from retro.dos.screen import ROWS, TextScreen
from retro.dos.widgets import TypedName
from retro.pinochle.screens.app_people import read_name, seat_default, seating_of
from retro.table.people import LONGEST_NAME, check_name

PEOPLE = "people"           # the computer player's answer that seats two people instead
PEOPLE_KEY = "P"
NAME_STEPS = ("name1", "name2")
COACH_STEPS = ("coach1", "coach2")
NAME_ROOM = LONGEST_NAME + 8    # a longer name may be typed, and is told it is too long
NOTE_ROW = ROWS - 2
PEOPLE_LINE = "Nobody: two people play each other at this keyboard."
TEACHING = "Teaching table: every hand open, take-backs allowed (Y/N)?"
ORDINALS = ("First", "Second")


class SeatQuestions:
    """Mixed into the setup (``ui_setup.Setup``, a ``retro.dos.opening.Questions``): the people's steps
    beside the settings' own. ``app.people_before`` is this run's last table of two people, whose
    answers are the defaults."""

    people = False               # P was answered: two people, no computer
    name_note = ""               # the line said about the last name taken (a default instead)

    def start_seats(self) -> None:
        self.people = False
        self.typed_names: dict[int, str] = {}
        self.coaches: dict[int, bool] = {}
        self.name_note = self.pending_note = ""

    @property
    def before(self):
        return getattr(self.app, "people_before", None)

    @property
    def typing_name(self) -> bool:
        return isinstance(self.widget, TypedName)

    # --- the questions' words ---------------------------------------------------------
    def question(self, step: str) -> str:
        if step in NAME_STEPS:
            seat = NAME_STEPS.index(step)
            return f"{ORDINALS[seat]} player's name (Enter for {self.name_default(seat)})?"
        if step in COACH_STEPS:
            return f"Coach for {self.typed_names[COACH_STEPS.index(step)]}: a comment on each play (Y/N)?"
        if step == "open_hands" and self.people:
            return TEACHING
        text = super().question(step)
        if step == "bot" and self.before is not None:
            text = text.replace(f"(Enter for {self.questions['bot'].typed(self.defaults['bot'])})",
                                f"(Enter for {PEOPLE_KEY})")
        return text

    def shown(self, step: str, value) -> str:
        if step in NAME_STEPS:
            return value
        if step in COACH_STEPS:
            return "Y" if value else "N"
        if step == "bot" and value == PEOPLE:
            return f"{PEOPLE_KEY}  (nobody: two people)"
        return super().shown(step, value)

    def refusal(self, step: str):
        if step in NAME_STEPS or step in COACH_STEPS:
            return None
        return super().refusal(step)

    def skipped(self, step: str) -> bool:
        return False if step in NAME_STEPS or step in COACH_STEPS else super().skipped(step)

    def name_default(self, seat: int) -> str:
        """Enter's name for ``seat``: the name it had at this run's last people's table, else its
        own default; never the other seat's name."""
        kept = self.app.settings.people_names.split("\t") if self.app.settings.people_names else []
        wanted = (self.before.names[seat] if self.before is not None
                  else kept[seat] if seat < len(kept) and kept[seat] else seat_default(seat))
        taken = [name for other, name in self.typed_names.items() if other != seat]
        return check_name(wanted, taken, seat_default(seat)).name

    def coach_default(self, seat: int) -> bool:
        if self.before is not None:
            return self.before.seats[seat].coach
        return self.app.settings.coach_wanted(self.answers["open_hands"])

    # --- the widgets --------------------------------------------------------------------
    def make(self, step: str):
        colours = dict(row=self.row(), fg=P.YELLOW, bg=P.BLACK)
        if step in NAME_STEPS:
            return TypedName(self.question(step), lambda text: self.read_name(step, text), max_len=NAME_ROOM,
                             error_row=NOTE_ROW, **colours)
        if step in COACH_STEPS:
            return self.yes_no(step, self.coach_default(COACH_STEPS.index(step)), colours)
        if step == "open_hands" and self.people:
            teaching = self.before.teaching if self.before is not None else self.answers["open_hands"]
            return self.yes_no(step, teaching, colours)
        return super().make(step)

    def read(self, step: str, text: str):
        if step == "bot" and (text == PEOPLE_KEY or (not text and self.before is not None)):
            return PEOPLE
        return super().read(step, text)

    def read_name(self, step: str, text: str) -> str:
        seat = NAME_STEPS.index(step)
        taken = [name for other, name in self.typed_names.items() if other != seat]
        read = read_name(text, seat, taken, self.name_default(seat))
        self.pending_note = read.said
        return read.name

    def people_key(self, key: str) -> bool:
        """P at the computer player's question: two people instead (True when it was)."""
        if key != PEOPLE_KEY or self.step != "bot" or self.widget is None:
            return False
        self.widget.choose(PEOPLE_KEY)
        if self.widget.done:
            self.answered(self.widget.result)
        return True

    def people_click(self, row: int) -> bool:
        """A click on the people's line under the computer player's question answers P."""
        if self.step != "bot" or self.widget is None or row != self.widget.row + 1:
            return False
        return self.people_key(PEOPLE_KEY)

    # --- the answers --------------------------------------------------------------------
    def answered(self, value) -> None:
        step = self.step
        self.name_note, self.pending_note = self.pending_note, ""
        if step == "bot" and value == PEOPLE:
            self.people = True
            later = [s for s in self.steps if s != "coach"]
            self.steps = list(NAME_STEPS) + later + list(COACH_STEPS)
        elif step in NAME_STEPS:
            self.typed_names[NAME_STEPS.index(step)] = value
            self.remember_names()
        elif step in COACH_STEPS:
            self.coaches[COACH_STEPS.index(step)] = value
            if len(self.coaches) == len(COACH_STEPS):
                self.answers["seating"] = seating_of([self.typed_names[0], self.typed_names[1]],
                                                     [self.coaches[0], self.coaches[1]],
                                                     self.answers["open_hands"])
        else:
            if step == "bot":
                self.people = False
                self.answers.pop("seating", None)
            super().answered(value)
            return
        self.done.append((step, value))
        self.next_question()

    def remember_names(self) -> None:
        """The names typed so far are the next defaults at once, in the settings: nothing typed is
        lost, whatever the exit."""
        kept = self.app.settings.people_names.split("\t") if self.app.settings.people_names else []
        names = [self.typed_names.get(seat, kept[seat] if seat < len(kept) else "") for seat in range(2)]
        self.app.settings = self.app.settings.replace(people_names="\t".join(names))
        self.app.save_settings()

    def numbered_deal_key(self, key: str) -> bool:
        """D is a letter of a name being typed (it comes as typed text); elsewhere it asks for a
        numbered deal."""
        if key == "D" and self.typing_name:
            return False
        return super().numbered_deal_key(key)

    # --- the screen -------------------------------------------------------------------------
    def paint_seats(self, s: TextScreen) -> None:
        """Under the computer player's question, the people's answer; the line on the last name."""
        if self.step == "bot" and self.widget is not None and self.widget.row + 1 < NOTE_ROW:
            row = self.widget.row + 1
            s.put(4, row, PEOPLE_KEY, P.YELLOW if not s.mono else P.WHITE, P.BLACK)
            s.put(7, row, PEOPLE_LINE, P.LIGHT_GREY, P.BLACK)
        if self.name_note:
            s.put(1, NOTE_ROW, self.name_note, P.LIGHT_RED if not s.mono else P.WHITE, P.BLACK)


__all__ = ["COACH_STEPS", "NAME_STEPS", "PEOPLE", "SeatQuestions"]
