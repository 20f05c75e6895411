"""The game screen's side of two people at one screen: their table, their words, each one's coach line and review.

``TableOfTwo`` is mixed into the game (``app_game.Game``) ahead of the DOS
kit's table screen. With one person against the computer it changes
nothing: the seating is theirs and the computer's, and every word is as
before. With two people it answers the pass box's and the take-back's
words, keeps a coach line for each person (shown on their own turn only),
refuses demo mode and puts each coached person's review on the hand's sheet.
"""

from __future__ import annotations

from retro.pinochle.screens.app_people import consent_question, consent_refused, outcomes, pass_words
from retro.pinochle.screens.app_screen import review_lines
from retro.table.budget import THINK_S
from retro.table.coach_desk import Judged
from retro.table.people import Seating

# The same moments at a table of two people (``Names``: their names said).
PEOPLE_WORDS = {
    "no_take_back_mode": "Take-back is for a teaching table; choose one before the game.",
    "taken_back": "Taken back. {name}'s turn again; this game counts for nobody now.",
    "no_demo": "Demo mode is for a game against the computer; here both hands are people's.",
}

# The most lines an end-of-hand sheet holds on the screen (its box rises to row 1 for them).
SHEET_LINES = 18
# The share of a frame the coach spends on the review of the person not at the screen.
REVIEW_BUDGET_S = THINK_S / 2


def people_lines(state, names) -> list[tuple[str, str, int]]:
    """The record's lines for a finished game between two people: each name's outcome and score."""
    return [(name, outcome, score) for name, (outcome, score) in zip(names, outcomes(state.winner, state.scores))]


class TableOfTwo:
    """Who sits at the game's table, and what two people at it change (see the module's note). The
    game sets ``seating``, ``names`` (``app_people.Names``) and ``coach_texts``."""

    @property
    def shared(self) -> bool:
        """Two people play each other at this screen (no computer)."""
        return self.seating.shared

    @property
    def people_seating(self) -> Seating | None:
        """The table of two people, for another game between them (None: one person)."""
        return self.seating if self.shared else None

    @property
    def coach_text(self) -> str:
        """The coach line on the last decision of the person at the screen."""
        return self.coach_texts.get(self.session.person, "")

    @coach_text.setter
    def coach_text(self, text: str) -> None:
        self.coach_texts[self.session.person] = text

    def match_now(self):
        """The match the title shows: the person's against the computer, or these two people's."""
        match = self.app.match
        return match.pair(self.seating.names) if self.shared else (match.you, match.computer)

    def people_words(self, what: str, seat: int, asker: int | None = None):
        """The pass box's words for ``seat``, the take-back's question to them and their No."""
        if what == "pass":
            return pass_words(self.names, seat)
        if what == "consent":
            return consent_question(self.names, seat, asker)
        return consent_refused(self.names, seat)

    def finish_reviews(self) -> None:
        """At a table of two people the coach finishes the review of the one not at the screen while
        the hand's sheet is up (each one's coach works on their own turns only): the hand is over, so
        nothing it says is hidden from anyone now."""
        for seat, desk in self.session.desks.items():
            if seat != self.session.person and seat in self.session.coached and desk.judging:
                if isinstance(desk.step(REVIEW_BUDGET_S), Judged):
                    self.refresh_sheet()
                    self.game_scene.changed()
                    self.app.touch()

    def people_reviews(self) -> list:
        """The end-of-hand sheet's reviews at a table of two people: each coached person's own plays,
        under their name, as many lines of each as the screen holds below the sheet's totals."""
        coached = sorted(self.session.coached)
        if not coached:
            return []
        reviews = []
        for seat in coached:
            desk = self.session.desks[seat]
            review = desk.past_review if desk.past_review is not None else desk.review
            # each without its own rule: the sheet's rule stands once above them all
            reviews.append(review_lines(review, pending=bool(desk.judging), name=self.names.people[seat])[1:])
        share = (SHEET_LINES - len(self.sheet_lines) - 1) // len(coached)
        said = [line for lines in reviews for line in lines[:share]]
        return [self.sheet_lines[1]] + said if said else []

    def toggle_demo(self) -> None:
        """F2: demo mode, in a game against the computer only."""
        if self.shared:
            self.refuse(PEOPLE_WORDS["no_demo"])
            self.app.touch()
            return
        super().toggle_demo()
