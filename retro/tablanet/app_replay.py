"""Tablanet's replays, in Russian and English: each finished game into the history, the Replay list, a game stepped through.

The record box (F3) says "R replays" once a game is kept; R there (or on the
questions before a game) opens the list of kept games. A game opens with all
hands open: ←/→ step, PgUp/PgDn ten moves, Home/End the ends, the coach's
verdict beside each of your plays (worked out a slice a frame), P plays on
from the position shown, Esc goes back.
"""

from __future__ import annotations

import re

from retro.dos.replay_list import ReplayList, ReplayStepper
from retro.history import History
from retro.record import OtherVersion, RecordError, Seat
from retro.table.budget import THINK_S
from retro.table.replay import PAGE, GameLog, Track, keep_in_history
from retro.table.session import MAX_SEED
from retro.tablanet import coach as tbl_coach
from retro.tablanet import rules
from retro.tablanet.app_text import name
from retro.tablanet.ui_replay import paint_replay

# (Russian, English)
WORDS = {
    "title": ("ТАБЛАНЕТ  ·  повтор партии", "TABLANET  ·  replay a game"),
    "head": ("Дата              Раздача      Соперники           Итог",
             "Date              Deal         Opponents           Result"),
    "empty": ("Сыгранных партий пока нет: здесь хранятся последние 100.",
              "No games kept yet: every game you finish is kept here, the last 100."),
    "chart": ("Последние партии: выигрыши над чертой, проигрыши под ней (разница очков)",
              "Your last games: wins above the line, losses below (points ahead or behind)"),
    "choose": ("Выбор", "Choose"), "open": ("Смотреть", "Replay"), "back": ("Назад", "Back"),
    "won": ("Выигрыш, {a} : {b}", "You won, {a} to {b}"),
    "lost": ("Проигрыш, {a} : {b}", "You lost, {a} to {b}"),
    "drawn": ("Ничья, {a} : {b}", "Drawn, {a} all"),
    "other_version": ("Партия записана другой версией программы: ее не повторить.",
                      "Recorded by another version of the program: it cannot be replayed here."),
    "in_a_game": ("«Играть отсюда» начинает новую партию: сначала закончите эту.",
                  "Play from here starts a new game: finish or leave this one first."),
    "game_over_here": ("Здесь партия окончена: вернитесь на ход назад, чтобы играть.",
                       "The game is over here: step back to play on from an earlier move."),
    "still_reading": ("Минуту: партия еще читается.", "One moment: the game is still being read."),
}


def say(key: str, lang: str, **kw) -> str:
    text = WORDS[key][lang == "en"]
    return text.format(**kw) if kw else text


def history(store) -> History:
    return History(store, rules)


def seats(game) -> list[Seat]:
    """The record's seats: the person, and each computer by its bot's name."""
    out = [Seat("person", "You")]
    players = game.state.players
    for player in range(1, players):
        kind = getattr(game.session.seats.bots.get(player), "name", "computer")
        kind = kind if isinstance(kind, str) and re.fullmatch(r"[a-z][a-z0-9_]*", kind) else "computer"
        out.append(Seat(kind, name(player, players, "en")))
    return out


def result_line(scores, lang: str = "en") -> str:
    you, best = scores[0], max(scores[1:])
    key = "drawn" if you == best else "won" if you > best else "lost"
    return say(key, lang, a=you, b=best)


def note_move(game, moved) -> None:
    """Every move goes into the game's log; at the game's end its record goes into the history
    (a write that fails is said in one line on the next screen)."""
    log = game.log
    if log.deal is None:
        log.deal = game.deal
    log.add(moved.player, moved.move, moved.by_person)
    if not moved.over:
        game.session.keep()                         # the session kept the game before this move was logged
    else:
        state = game.state
        said = keep_in_history(game.app.history, log, lambda: log.record(
            "tablanet", state.options, seats(game), state, result_line(state.scores)))
        if said:
            game.app.notes.append(said)


# --- the list -------------------------------------------------------------------------------
def entry_line(entry, lang: str) -> str:
    players = len(entry.opponents) + 1
    opponents = ", ".join(name(p, players, lang) for p in range(1, players)) or "-"
    result = result_line(entry.scores, lang) if len(entry.scores) >= 2 else entry.result
    return f"{entry.date:<18}{('#' + str(entry.deal)):<13}{opponents:<20}{result}"


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
            return say("other_version", app.lang)
        except RecordError as err:
            return str(err)
        app.enter(view)
        return ""

    listing = ReplayList(app, entries, lambda entry: entry_line(entry, app.lang),
                         lambda key: say(key, app.lang), opened, going_back, note=said[-1] if said else "")
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
        self.back = back
        self.track = Track(record, rules, judge=tbl_coach.judge_steps,
                           person=0 if entry.person is None else entry.person)
        self.note = ""                         # a WORDS key: said in the language on screen
        self.legend_hits: list = []

    def play_from_here(self) -> None:
        """P: a new game from the position shown, the person playing on against the computers."""
        track, back = self.track, self.back
        if back is not None and hasattr(back, "session") and not back.state.over:
            self.note = "in_a_game"
        elif not track.ready:
            self.note = "still_reading"
        elif track.state.over or track.state.to_move is None:
            self.note = "game_over_here"
        else:
            # as a kept game comes back: the table as it stands, not its deal shown again beat by beat
            seed = self.app.ctx.new_seed(salt=7919 + self.app.games_started) % MAX_SEED
            log = GameLog(self.record.deal, track.played(track.position))
            self.app.begin(track.state.clone(), extra={"bot_seed": seed, "deal": self.record.deal, **log.to_extra()})
            return
        self.app.beep()

    def say(self, key: str) -> str:
        return say(key, self.app.lang)

    def result(self, scores) -> str:
        return result_line(scores, self.app.lang)

    def paint(self, s) -> None:
        self.legend_hits = paint_replay(s, self, s.mono)
