"""Tommy's Pinochle's replays: each finished game into the history, the Replay list, and a game stepped through.

The record box (F6) says "R replays" once a game is kept; R there (or on the
questions before a game) opens the list of kept games. A game opens with all
hands open: ←/→ step, PgUp/PgDn ten moves, Home/End the ends, the coach's
verdict beside each of your plays (worked out a slice a frame), P plays on
from the position shown, Esc goes back.
"""

from __future__ import annotations

from retro.coaching import coach_line
from retro.dos.replay_list import ReplayStepper, open_replays as open_replay_list
from retro.history import History
from retro.pinochle import coach as pin_coach
from retro.pinochle import rules
from retro.pinochle.screens.app_keys import KEYS
from retro.pinochle.screens.app_screen import move_text
from retro.pinochle.screens.app_settings import LEVELS
from retro.pinochle.screens.app_table import PERSON
from retro.pinochle.screens.ui_replay import paint_replay
from retro.record import Seat
from retro.table.budget import THINK_S
from retro.table.replay import PAGE, GameLog, Track, person_and_bots
from retro.table.replay import note_move as note_game_move

REPLAY_KEY = KEYS.entry("replay").key       # at the questions and the show (F6's record has it too)
WORDS = {
    "title": "TOMMY'S PINOCHLE  ·  replay a game",
    "head": "Date              Deal         Opponent        Result",
    "empty": "No games kept yet: every game you finish is kept here, the last 100.",
    "chart": "Your last games: wins above the line, losses below (points ahead or behind)",
    "choose": "Choose", "open": "Replay", "back": "Back",
}
NOT_IN_A_GAME = "Play from here starts a new game: finish or leave this one first."
NOT_NOW = "The replays open from the questions or the record (F6), not in a game."
GAME_OVER_HERE = "The game is over here: step back to play on from an earlier move."
STILL_READING = "One moment: the game is still being read."
# The record's own line is longer than the message line.
ANOTHER_VERSION = "Recorded by another version of the program: it cannot be replayed here."
REFUSED = {"in_a_game": NOT_IN_A_GAME, "game_over_here": GAME_OVER_HERE, "still_reading": STILL_READING}


def history(store) -> History:
    return History(store, rules)


def seats(game) -> list[Seat]:
    """The record's seats: the person, and the computer by its bot's name; or two people by name."""
    if game.shared:
        return [Seat("person", name) for name in game.seating.names]
    return person_and_bots(game.session.seats.bots, ["Computer"])


def result_line(scores, names: tuple = ()) -> str:
    you, me = scores
    if you == me:
        return f"Drawn, {you} all"
    if names:                  # two people: who won, by name
        winner = 0 if you > me else 1
        return f"{names[winner]} won, {scores[winner]} to {scores[1 - winner]}"
    return f"You won, {you} to {me}" if you > me else f"You lost, {you} to {me}"


def note_move(game, moved) -> None:
    """Every move goes into the game's log; at the game's end its record goes into the history
    (a write that fails is said in one line on the next screen)."""
    names = game.seating.names if game.shared else ()
    note_game_move(game, moved, "pinochle", seats, lambda scores: result_line(scores, names))


# --- the list -------------------------------------------------------------------------------
PEOPLE_OPPONENT = "two people"       # the list's opponent of a game two people played each other


def entry_line(entry) -> str:
    opponent = entry.opponents[0] if entry.opponents else PEOPLE_OPPONENT if entry.person is not None else "-"
    return f"{entry.date:<18}{('#' + str(entry.deal)):<13}{opponent:<16}{entry.result}"


def open_replays(app, back=None) -> bool:
    """Show the kept games (R): ``back`` is the scene Esc returns to (the questions by default)."""
    return open_replay_list(app, entry_line, WORDS.__getitem__,
                            lambda entry, record, listing: ReplayView(app, entry, record, listing, back),
                            lambda: ANOTHER_VERSION, back)


# --- one game -------------------------------------------------------------------------------
class ReplayView(ReplayStepper):
    """A kept game stepped through with all hands open, the coach's verdict beside the person's plays."""

    think_s = THINK_S
    page = PAGE

    def __init__(self, app, entry, record, listing, back=None):
        super().__init__(app, entry, record, listing, back, Track(
            record, rules, judge=pin_coach.judge_steps, person=PERSON if entry.person is None else entry.person))

    def refused(self, why: str) -> str:
        return REFUSED[why]

    def play_on(self, state, played: list) -> None:
        """P: the person plays on against the computer from the position shown."""
        level = next((seat.kind for seat in self.record.seats if seat.kind in LEVELS), None)
        game = self.app.begin(state, deal=self.record.deal, level=level)     # against the player it had
        game.log = GameLog(self.record.deal, played)
        game.game_scene.changed()               # kept with its moves from the start, at the frame's end

    def coach_words(self) -> tuple[str, str]:
        """The move on show in a few words, and the coach's line on it (when it was the person's)."""
        track = self.track
        made = track.move(track.position)
        if made is None:
            return ("The deal." if track.position == 0 else "…"), ""
        player, move = made
        people = people_names(self.record)
        who = people[player] if people else "You" if player == track.person else "Computer"
        said = f"{who}: {move_text(move) if move.kind != 'done' else 'no meld'}"
        if not track.persons(track.position):
            return said, ""
        verdict = track.verdict(track.position)
        if verdict is None:
            return said, "Coach: thinking about this play…"
        return said, "Coach: " + coach_line(verdict, move_text)

    def paint(self, s) -> None:
        self.legend_hits = paint_replay(s, self, s.mono, people_names(self.record))


def people_names(record) -> tuple:
    """The names of a game two people played each other, by seat (() for one against the computer)."""
    seats = record.seats
    if len(seats) == 2 and all(seat.kind == "person" for seat in seats):
        return tuple(seat.name for seat in seats)
    return ()
