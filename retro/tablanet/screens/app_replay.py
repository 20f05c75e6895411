"""Tablanet's replays, in Russian and English: each finished game into the history, the Replay list, a game stepped through.

The record box (F3) says "R replays" once a game is kept; R there (or on the
questions before a game) opens the list of kept games. A game opens with all
hands open: ←/→ step, PgUp/PgDn ten moves, Home/End the ends, the coach's
verdict beside each of your plays (worked out a slice a frame), P plays on
from the position shown, Esc goes back.
"""

from __future__ import annotations

from retro.dos.replay_list import ReplayStepper, open_replays as open_replay_list
from retro.history import History
from retro.record import Seat
from retro.table.budget import THINK_S
from retro.table.replay import PAGE, GameLog, Track, person_and_bots
from retro.table.replay import note_move as note_game_move
from retro.table.session import MAX_SEED
from retro.tablanet import coach as tbl_coach
from retro.tablanet import rules
from retro.tablanet.screens.app_text import name
from retro.tablanet.screens.ui_replay import paint_replay

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
    players = game.state.players
    return person_and_bots(game.session.seats.bots, [name(player, players, "en") for player in range(1, players)])


def result_line(scores, lang: str = "en") -> str:
    you, best = scores[0], max(scores[1:])
    key = "drawn" if you == best else "won" if you > best else "lost"
    return say(key, lang, a=you, b=best)


def note_move(game, moved) -> None:
    """Every move goes into the game's log; at the game's end its record goes into the history
    (a write that fails is said in one line on the next screen)."""
    note_game_move(game, moved, "tablanet", seats, result_line)


# --- the list -------------------------------------------------------------------------------
def entry_line(entry, lang: str) -> str:
    players = len(entry.opponents) + 1
    opponents = ", ".join(name(p, players, lang) for p in range(1, players)) or "-"
    result = result_line(entry.scores, lang) if len(entry.scores) >= 2 else entry.result
    return f"{entry.date:<18}{('#' + str(entry.deal)):<13}{opponents:<20}{result}"


def open_replays(app, back=None) -> bool:
    """Show the kept games (R): ``back`` is the scene Esc returns to (the questions by default)."""
    return open_replay_list(app, lambda entry: entry_line(entry, app.lang), lambda key: say(key, app.lang),
                            lambda entry, record, listing: ReplayView(app, entry, record, listing, back),
                            lambda: say("other_version", app.lang), back)


# --- one game -------------------------------------------------------------------------------
class ReplayView(ReplayStepper):
    """A kept game stepped through with all hands open, the coach's verdict beside the person's plays
    (``note`` is a WORDS key: said in the language on screen)."""

    think_s = THINK_S
    page = PAGE

    def __init__(self, app, entry, record, listing, back=None):
        super().__init__(app, entry, record, listing, back, Track(
            record, rules, judge=tbl_coach.judge_steps, person=0 if entry.person is None else entry.person))

    def play_on(self, state, played: list) -> None:
        """P: the person plays on against the computers, the table as it stands (as a kept game
        comes back: not its deal shown again beat by beat)."""
        seed = self.app.ctx.new_seed(salt=7919 + self.app.games_started) % MAX_SEED
        log = GameLog(self.record.deal, played)
        self.app.begin(state, extra={"bot_seed": seed, "deal": self.record.deal, **log.kept_moves(state)})

    def say(self, key: str) -> str:
        return say(key, self.app.lang)

    def result(self, scores) -> str:
        return result_line(scores, self.app.lang)

    def paint(self, s) -> None:
        self.legend_hits = paint_replay(s, self, s.mono)
