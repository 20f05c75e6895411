"""People at Casino's window: seating them at a new game, the pass box between their turns, take-back by
consent, each person's coach in Game Settings.

The window (``app_window.CasinoWindow``) mixes this in. File > Game Settings >
People at the Table... (or New Game, once a table of people was set up last)
opens the seats (``ui_seats.SeatsDialog``); OK checks the names
(``people.check_seats``) and deals. While two or more people play, the game
scene hides every hand after a person's play and asks for the next person (the
game's ``pass_screen``); the window then puts the kit's pass box over the table,
every card face down, and the next person's hand turns face up when they press
OK (or Enter, or a click or a tap). At a teaching table there is nothing to
hide, and no box. A take-back asks the other people's consent, hands hidden;
demo mode is for a game against the computer.
"""

from __future__ import annotations

from typing import Optional

from retro.casino.screens.people import (CheckedSeats, TypedSeat, check_seats, first_table, seating_rows,
                                         taken_back)
from retro.casino.screens.settings import MID_GAME, CasinoSettings
from retro.casino.screens.ui_dialogs import GameDialog
from retro.casino.screens.ui_seats import SeatsDialog

TITLE = "Casino"
PEOPLE_QUESTION = "Give up the game in progress and seat people at a new one?"
# What Game Settings changes in a game of people: not the teaching table (chosen with the seats),
# and the coach is the one of the person at the screen, not the remembered one.
PEOPLE_MID_GAME = tuple(name for name in MID_GAME if name not in ("open_hands", "coach"))
# The settings the seats dialog sets beside the seats (the name is seat 1's, checked).
SEATS_SETTINGS = ("bot", "back", "delay", "animation", "sound", "open_hands")


class PeopleAtTheTable:
    """The window's part for people at the table (see the module's note)."""

    # --- seating people --------------------------------------------------------------------------
    def people_setup(self, settings: Optional[CasinoSettings] = None) -> None:
        """Game Settings > People at the Table...: the seats, once a game in progress may be given up."""
        self.ask_before_losing(PEOPLE_QUESTION, lambda: self.seats_dialog(settings))

    def seats_dialog(self, settings: Optional[CasinoSettings] = None, rows: Optional[list] = None,
                     focus: Optional[int] = None) -> SeatsDialog:
        """New Game with the seats: the table set up last (or the player and a second person)."""
        app = self.app
        settings = settings or app.settings
        if rows is None:
            rows = app.typed_seats or (seating_rows(app.people_table) if app.people_table is not None
                                       else first_table(settings.name, settings.coach))
        box = self.open(SeatsDialog(settings, rows, focus))

        def closed(result):
            app.typed_seats = box.rows()             # what was typed stays for this run, whatever the exit
            if result == "OK":
                self.seats_chosen(box)
        box.on("close", closed)
        return box

    def seats_chosen(self, box: SeatsDialog) -> None:
        """OK: the names checked; a refused one is typed again, a default said in one line each (OK deals
        with it, Cancel goes back to the seats); then the game is dealt."""
        values = box.values()
        chosen = self.app.settings.values_from(values, SEATS_SETTINGS)
        checked: CheckedSeats = check_seats(box.rows(), values["bot"], values["open_hands"])
        if checked.refused is not None:
            self.sound("error")
            said = self.message(checked.lines[0], TITLE, icon="warning",
                                on_close=lambda _r: self.seats_dialog(chosen, box.rows(), checked.refused))
            said.about_seats = True
            return
        seating = checked.seating
        if not checked.lines:
            self.app.seat_people(seating, chosen)
            return
        as_played = [TypedSeat(seat.person, seat.name if seat.person else "", seat.coach) for seat in seating.seats]
        said = self.message("\n".join(checked.lines), TITLE, ("OK", "Cancel"), "info",
                            on_close=lambda answer: self.app.seat_people(seating, chosen) if answer == "OK"
                            else self.seats_dialog(chosen, as_played))
        said.about_seats = True

    @property
    def seats_open(self) -> bool:
        """The seats are being chosen, or their names answered (no hand may show behind them)."""
        return any(isinstance(box, SeatsDialog) or getattr(box, "about_seats", False) for box in self.dialogs)

    def new_game_choices(self) -> None:
        """F2 / New Game: the seats when a table of people was set up last, else the usual choices."""
        if self.app.people_table is not None and self.app.people_table.shared:
            self.seats_dialog()
        else:
            self.new_game_dialog()

    # --- the pass box ------------------------------------------------------------------------------
    def pass_to(self, game, seat: int) -> None:
        """The game's hook: the table waits for the person in ``seat`` (``open_pass_box``)."""
        self.open_pass_box()

    def open_pass_box(self) -> None:
        """The pass box, if the table waits for a person and no other box or the lessons are in front
        (asked again each frame, so a box held back opens once the other has closed). At a teaching
        table the person is there at once."""
        game = self.game
        if game is None or not game.people or not game.game_scene.asking or self.dialogs \
                or self.lessons is not None:
            return
        if game.seating.teaching:
            self.person_here(game)
            return
        seat = game.game_scene.screen.waiting_for
        self.pass_box(game.names[seat], lambda: self.person_here(game))

    def person_here(self, game) -> None:
        """The person asked for is at the screen: their hand turns face up."""
        if game is self.game:
            game.person_here()

    # --- take-back by consent ------------------------------------------------------------------------
    def ask_others(self, game) -> None:
        """Each other person agrees, with every hand face down, before a play is taken back."""
        asker = game.names[game.front]
        others = [game.names[seat] for seat in game.seating.people if seat != game.front]

        def answered(agreed: bool) -> None:
            if game is not self.game:
                return
            if not agreed:
                game.say(f"Not everyone agreed, so {asker}'s play stands.")
                return
            if game.take_back_agreed():
                game.say(taken_back(asker))
        self.ask_consent(asker, others, answered)

    # --- Game Settings in a game of people ---------------------------------------------------------
    def people_settings_dialog(self, game) -> GameDialog:
        """Game Settings with people playing: the coach box is the person's at the screen; open hands (the
        teaching table) is greyed."""
        box = self.open(GameDialog(self.app.settings.replace(coach=game.session.coach_on), new_game=False,
                                   people=True))

        def closed(result):
            if result == "OK":
                values = box.values()
                self.app.apply_settings(self.app.settings.values_from(values, PEOPLE_MID_GAME))
                if game is self.game:
                    game.set_coach(values["coach"])
            elif result == "People":
                self.people_setup(self.app.settings.values_from(box.values(), PEOPLE_MID_GAME))
        box.on("close", closed)
        return box


__all__ = ["PEOPLE_QUESTION", "PeopleAtTheTable"]
