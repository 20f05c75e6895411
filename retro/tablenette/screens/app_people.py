"""Two people at Tablenette's window: the Players dialog, the pass box between their turns, take-back by
consent, each person's coach.

The window (``app_window.TablenetteWindow``) mixes this in. Options > Players...
sets who sits at the table for the games to come (``ui_dialogs.PlayersDialog``);
OK deals a new game with them, asking first when a game is in progress. While
two people play, the game scene hides every hand after a person's play and asks
for the next person (the game's ``pass_screen``); the window then puts the
kit's pass box over the table, every card face down, and the next person's hand
turns face up when they press OK (or Enter, or a click or a tap). At a teaching
table there is nothing to hide, and no box. A take-back asks the other person's
consent, hands hidden; demo mode is for a game against the computer.
"""

from __future__ import annotations

from retro.table.reports import Outcome
from retro.tablenette.screens.ui_dialogs import PlayersDialog

PLAYERS_QUESTION = "Start a new game with these players? The game in progress will be lost."


class PeopleAtTheTable:
    """The window's part for two people at the table (see the module's note)."""

    # --- Options > Players... ------------------------------------------------------------------
    def players(self) -> PlayersDialog:
        """The Players dialog over the table; OK deals a new game with its players."""
        self.leave_lessons()
        box = self.open(PlayersDialog(self.settings))
        box.on("close", lambda result: result == "OK" and self.players_chosen(box))
        return box

    def players_chosen(self, box: PlayersDialog) -> None:
        """The players are remembered, and they sit down at a new game (a game in progress is thrown
        away only after a Yes; after a No they sit down at the next)."""
        self.app.change(**box.changes())
        self._coach_follows()               # a game against the computer takes Player 1's coach now

        def kept_on() -> None:
            if self.game is not None:
                self.game.say("The players chosen sit down at the next new game (F2).")
        if not self.in_progress:
            self.new_game()
            return
        self.ask_yes_no(PLAYERS_QUESTION, lambda answer: self.new_game() if answer == "Yes" else kept_on())

    # --- the pass box ---------------------------------------------------------------------------
    def pass_due(self, seat: int) -> None:
        """The game's hook: the table waits for the person in ``seat``. At a teaching table they are
        there at once; else the pass box opens once nothing else is over the table."""
        game = self.game
        if game is None:
            return
        if game.seating.teaching:
            self.person_here(game)
            return
        self.open_pass_box()

    def open_pass_box(self) -> None:
        """The pass box, if the table waits for a person and no other box or menu is in front."""
        game = self.game
        if game is None or not game.asking or self.dialogs or self.menubar.active or self.lessons is not None:
            return
        if game.seating.teaching:
            self.person_here(game)
            return
        seat = game.game_scene.screen.waiting_for
        self.drag.cancel()
        self.cursor.reset()
        self.pass_box(game.sides.who(seat), lambda: self.person_here(game))

    def person_here(self, game) -> None:
        """The person asked for is at the screen: their hand turns face up, the cursor starts afresh."""
        if game is not self.game:
            return
        self.drag.cancel()
        self.cursor.reset()
        game.here()

    # --- take-back by consent -----------------------------------------------------------------
    def ask_others(self, game) -> None:
        """Two people: the other agrees, with every hand face down, before a play is taken back."""
        asker = game.sides.who(game.front)
        others = [game.sides.who(seat) for seat in game.seating.people if seat != game.front]

        def answered(agreed: bool) -> None:
            game.consent_asked = None
            if game is not self.game:
                return
            if not agreed:
                game.say(f"{others[0]} said no: {asker}'s play stands.")
                return
            if game.game_scene.take_back(consented=True) is Outcome.DONE:
                game.restore()
                game.say(f"Taken back: {asker}'s play again. (This game will not count in the records.)")
            self.app.report()
        game.consent_asked = (asker, others)         # the status line says who is asked
        self.ask_consent(asker, others, answered)

    # --- each person's coach ------------------------------------------------------------------
    def people_coach(self, game) -> None:
        """Options > Coach with two people: on or off for the person at the screen, remembered for
        their seat."""
        seat, on = game.front, not game.session.coach_on
        game.session.set_coach(seat, on)
        game.game_scene.changed()
        self.app.change(**({"coach": on} if seat == 0 else {"coach2": on}))
        who = game.sides.who(seat)
        game.say(f"The coach will say a word on each of {who}'s plays." if on
                 else f"The coach is off for {who} (Game > Hint still asks it).")


__all__ = ["PLAYERS_QUESTION", "PeopleAtTheTable"]
