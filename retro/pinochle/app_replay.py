"""Tommy's Pinochle's replays: each finished game into the history, the Replay list, and a game stepped through.

The record box (F6) says "R replays" once a game is kept; R there (or on the
questions before a game) opens the list of kept games. A game opens with all
hands open: ←/→ step, PgUp/PgDn ten moves, Home/End the ends, the coach's
verdict beside each of your plays (worked out a slice a frame), P plays on
from the position shown, Esc goes back.
"""

from __future__ import annotations

import re

from retro.coaching import coach_line
from retro.dos.replay_list import ReplayList, ReplayStepper
from retro.history import History
from retro.pinochle import coach as pin_coach
from retro.pinochle import rules
from retro.pinochle.app_keys import KEYS
from retro.pinochle.app_screen import move_text
from retro.pinochle.app_table import COMPUTER, YOU
from retro.pinochle.ui_replay import paint_replay
from retro.record import OtherVersion, RecordError, Seat
from retro.table.budget import THINK_S
from retro.table.replay import PAGE, GameLog, Track, keep_in_history

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


def history(store) -> History:
    return History(store, rules)


def seats(game) -> list[Seat]:
    """The record's seats: the person, and the computer by its bot's name."""
    name = getattr(game.session.seats.bots.get(COMPUTER), "name", "computer")
    kind = name if isinstance(name, str) and re.fullmatch(r"[a-z][a-z0-9_]*", name) else "computer"
    return [Seat("person", "You"), Seat(kind, "Computer")]


def result_line(scores) -> str:
    you, me = scores
    if you == me:
        return f"Drawn, {you} all"
    return f"You won, {you} to {me}" if you > me else f"You lost, {you} to {me}"


def note_move(game, moved) -> None:
    """Every move goes into the game's log; at the game's end its record goes into the history
    (a write that fails is said in one line on the next screen)."""
    log = game.log
    if log.deal is None:
        log.deal = game.deal
    log.add(moved.player, moved.move, moved.by_person)
    if moved.over:
        state = game.state
        said = keep_in_history(game.app.history, log, lambda: log.record(
            "pinochle", state.options, seats(game), state, result_line(state.scores)))
        if said:
            game.app.notes.append(said)


# --- the list -------------------------------------------------------------------------------
def entry_line(entry) -> str:
    opponent = entry.opponents[0] if entry.opponents else "-"
    return f"{entry.date:<18}{('#' + str(entry.deal)):<13}{opponent:<16}{entry.result}"


def open_replays(app, back=None) -> bool:
    """Show the kept games (R): ``back`` is the scene Esc returns to (the questions by default)."""
    entries = app.history.games()
    said = app.ctx.store.take_messages()           # a damaged history: said once, and started afresh

    def going_back() -> None:
        if back is not None and not getattr(back, "finished", False):
            app.enter(back)                         # a game in progress goes on
        else:
            app.setup()

    def opened(entry) -> str:
        try:
            record = entry.record()
            view = ReplayView(app, entry, record, listing, back)
        except OtherVersion:
            return ANOTHER_VERSION
        except RecordError as err:
            return str(err)
        app.enter(view)
        return ""

    listing = ReplayList(app, entries, entry_line, WORDS.__getitem__, opened, going_back,
                         note=said[-1] if said else "")
    app.enter(listing)
    return True


# --- one game -------------------------------------------------------------------------------
class ReplayView(ReplayStepper):
    """A kept game stepped through with all hands open, the coach's verdict beside the person's plays."""

    think_s = THINK_S
    page = PAGE

    def __init__(self, app, entry, record, listing, back=None):
        self.app = app
        self.entry = entry
        self.record = record
        self.listing = listing
        self.back = back                       # the scene the list was opened from
        self.track = Track(record, rules, judge=pin_coach.judge_steps,
                           person=YOU if entry.person is None else entry.person)
        self.note = ""
        self.legend_hits: list = []

    def play_from_here(self) -> None:
        """P: a new game from the position shown, the person playing on against the computer."""
        track = self.track
        back = self.back
        if back is not None and hasattr(back, "session") and not back.state.over:
            self.note = NOT_IN_A_GAME
        elif not track.ready:
            self.note = STILL_READING
        elif track.state.over:
            self.note = GAME_OVER_HERE
        else:
            game = self.app.begin(track.state.clone(), deal=self.record.deal)
            game.log = GameLog(self.record.deal, track.played(track.position))
            game.session.keep()                     # kept with its moves from the start
            return
        self.app.beep()

    def coach_words(self) -> tuple[str, str]:
        """The move on show in a few words, and the coach's line on it (when it was the person's)."""
        track = self.track
        made = track.move(track.position)
        if made is None:
            return ("The deal." if track.position == 0 else "…"), ""
        player, move = made
        who = "You" if player == track.person else "Computer"
        said = f"{who}: {move_text(move) if move.kind != 'done' else 'no meld'}"
        if not track.persons(track.position):
            return said, ""
        verdict = track.verdict(track.position)
        if verdict is None:
            return said, "Coach: thinking about this play…"
        return said, "Coach: " + coach_line(verdict, move_text)

    def paint(self, s) -> None:
        self.legend_hits = paint_replay(s, self, s.mono)
