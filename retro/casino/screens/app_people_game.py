"""A Casino game's part for people at the table: whose hand lies at the front and face up, where each seat
sits on the screen, the pass box's hook, each person's coach and the coach's words to them, and a take-back
everyone agreed to.

Mixed into the game (``app_game.Game``), which sets ``seating`` (who sits
where: ``retro.table.people.Seating``) and ``people`` (two or more people
share the screen). With one person against the computers everything here
answers as the table always has: that person's hand at the front (seat 0),
face up, the computers' face down unless open hands shows them. At a table of
people the hand at the front is the person's at the screen (the game scene's
``viewer``), the others round the table from it; only that hand lies face up,
and none between two people's turns (a teaching table shows every hand). The
coach's words to a person (a verdict, a hint) are shown only to them.
"""

from __future__ import annotations

from typing import Optional

from retro.casino.screens.app_board import Board
from retro.casino.screens.ui_messages import Messages
from retro.table.reports import Outcome
from retro.table.session import PERSON

# The others' coach works a little each frame while the round's box waits for their reviews (seconds).
OTHERS_COACH_S = 0.004


class PeopleParts:
    """The game's part for people at the table (see the module's note)."""

    covered = False         # every hand face down while the seats of a new game are chosen over the table

    @property
    def front(self) -> int:
        """The seat whose hand is at the front (the table's top left): the person at the screen."""
        return self.game_scene.viewer if self.people else PERSON

    def place(self, seat: int) -> int:
        """Where ``seat`` sits on the screen (the layout's places), counted round from the front."""
        return (seat - self.front) % self.state.players if self.people else seat

    def hand_shown(self, seat: int) -> bool:
        """Whether ``seat``'s hand lies face up: yours and, with open hands, the computers'; at a
        table of people only the one at the screen, and never between two people's turns (a teaching
        table shows every hand), nor while the seats of a new game are typed over the table."""
        if self.covered:
            return False
        if not self.people:
            return seat == PERSON or self.settings.open_hands
        return self.game_scene.shows_hand(seat)

    @property
    def open_table(self) -> bool:
        """Open hands: the computers' reasons said, and take-back allowed (at a table of people, the
        teaching table chosen with the seats)."""
        return self.seating.teaching if self.people else self.settings.open_hands

    @property
    def hall_seat(self) -> int:
        """The seat the Hall of Fame lights after the game: yours, or the winning person's."""
        if not self.people:
            return PERSON
        winner = self.state.winner
        return winner if self.seating.is_person(winner) else self.seating.people[0]

    def pass_screen(self, seat: int) -> None:
        """The scene's hook: every hand hidden, the table asks for the person in ``seat``."""
        self.selected.clear()
        self.hint = None
        self.show_focus = False
        self.screen.questions.pass_to(self, seat)

    _front_seen = None      # whose turn began last (a teaching table moves the front without a box)

    def begin_turn(self) -> None:
        """The scene's hook: a person's turn begins. At a teaching table no pass box asks for them (the
        scene's screen moves its viewer on at once): the one to play comes to the front."""
        to_move = self.state.to_move
        if self.people and self.seating.teaching and self._front_seen != to_move:
            self.focus = ("hand", 0)        # the scene has put them at the screen (and keeps it)
        self._front_seen = to_move

    def person_here(self) -> None:
        """The person asked for is at the screen: their hand turns face up, their turn begins."""
        self.game_scene.here()
        self.focus = ("hand", 0)

    def set_coach(self, on: bool) -> None:
        """The coach on or off for the person at the screen, kept with their seat."""
        seat = self.session.person
        self.session.set_coach(seat, on)
        self.seating = self.seating.with_coach(seat, on)
        self.game_scene.set_seating(self.seating)

    def coach_owner(self, message) -> Optional[int]:
        return self._coach_owner.get(id(message))

    @property
    def shown_messages(self) -> Messages:
        """The message area's log as it may be shown: at a table of people, the coach's words only to
        the person they were for, while that person's hand is on show."""
        if not self.people:
            return self.messages
        shown = Messages()
        shown.log = [m for m in self.messages.log
                     if not m.coach or (self.coach_owner(m) == self.front and self.hand_shown(self.front))]
        return shown

    def note_coach(self, said) -> None:
        """A line just said: at a table of people, the coach's words are for the person at the screen."""
        if self.people and said.coach:
            live = {id(m) for m in self.messages.log}
            self._coach_owner = {key: seat for key, seat in self._coach_owner.items() if key in live}
            self._coach_owner[id(said)] = self.session.person

    def reviews_wait(self) -> bool:
        """Each person's review of the round waits for its verdicts. The session's coach works for the
        person at the screen; the others' finish here, a little each frame (their verdicts go into their
        reviews only: what the coach says to a person is said while they are at the screen)."""
        waiting = False
        for seat, desk in self.session.desks.items():
            if desk.pending(self.review(self.board.round, seat)):
                waiting = True
                if seat != self.session.person:
                    desk.step(OTHERS_COACH_S)
        return waiting

    def count_play(self, seat: int) -> None:
        """A person's play: counted as theirs, and, with their coach on, waiting for its verdict."""
        self._plays_of[seat] = self._plays_of.get(seat, 0) + 1
        if seat in self.session.coached:
            self._judging_of.setdefault(seat, []).append(self._plays_of[seat])

    def judged_late(self) -> bool:
        """A verdict for the person at the screen: whether they have played since the play it is on
        (the line then names that play)."""
        seat = self.session.person
        waiting = self._judging_of.get(seat, [])
        number = waiting.pop(0) if waiting else self._plays_of.get(seat, 0)
        return self._plays_of.get(seat, 0) > number

    def take_back_agreed(self) -> bool:
        """Everyone agreed: back to the last play of the person who asked (everyone's after it undone);
        the table then asks for whoever decides next. The window says so."""
        asker = self.names[self.front]
        if self.game_scene.take_back(consented=True) is not Outcome.DONE:
            return False
        for seat, waiting in self._judging_of.items():      # the verdicts of plays undone are dropped
            desk = self.session.desks.get(seat)
            if desk is not None:
                del waiting[len(desk.judging):]
        self.show.clear(Board.of(self.state))
        self.selected.clear()
        self.hint = None
        self.messages.back_before_own_play(f"{asker} ")
        return True
