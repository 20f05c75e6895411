"""Tablanet's replays, in Russian and English: each finished game into the history, the Replay list, a game stepped through.

The record box (F3) says "R replays" once a game is kept; R there (or on the
questions before a game) opens the list of kept games. A game opens with all
hands open: ←/→ step, PgUp/PgDn ten moves, Home/End the ends, the coach's
verdict beside each of your plays (worked out a slice a frame), P plays on
from the position shown, Esc goes back.
"""

from __future__ import annotations

from retro.deals import LAST_DEAL
from retro.dos.replay_list import ReplayStepper, open_replays as open_replay_list
from retro.dos.screen import COLS
from retro.history import History
from retro.record import Seat
from retro.table.budget import THINK_S
from retro.table.replay import PAGE, GameLog, Track, people_result, person_and_bots, seated
from retro.table.replay import note_move as note_game_move
from retro.table.session import MAX_SEED
from retro.tablanet import coach as tbl_coach
from retro.tablanet import rules
from retro.tablanet.screens.app_settings import LEVELS
from retro.tablanet.screens.app_text import name
from retro.tablanet.screens.ui_replay import paint_replay

# (Russian, English)
WORDS = {
    "title": ("ТАБЛАНЕТ  ·  повтор партии", "TABLANET  ·  replay a game"),
    "empty": ("Сыгранных партий пока нет: здесь хранятся последние 100.",
              "No games kept yet: every game you finish is kept here, the last 100."),
    "chart": ("Последние партии: выигрыши над чертой, проигрыши под ней (разница очков)",
              "Your last games: wins above the line, losses below (points ahead or behind)"),
    "choose": ("Выбор", "Choose"), "open": ("Смотреть", "Replay"), "back": ("Назад", "Back"),
    "won": ("Выигрыш", "You won"), "lost": ("Проигрыш", "You lost"), "drawn": ("Ничья", "Drawn"),
    "drawn_two": ("Ничья, {a} : {a}", "Drawn, {a} all"),
    "score_sep": (" : ", " to "),
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
    """The record's seats: the person, and each computer by its bot's name (a people's game: each
    person by name)."""
    players = game.state.players
    if game.seating is not None:
        return seated(game.seating, game.session.seats.bots)
    return person_and_bots(game.session.seats.bots, [name(player, players, "en") for player in range(1, players)])


def outcome(scores) -> str:
    """"won", "lost" or "drawn": the person's score (the first) against the best of the others."""
    you, best = scores[0], max(scores[1:])
    return "drawn" if you == best else "won" if you > best else "lost"


def result_line(scores, lang: str = "en") -> str:
    """"You won, 254 to 167 to 236": the outcome, then every seat's score, yours first and then each
    computer's in seat order (two-handed and drawn: "Drawn, 101 all")."""
    key = outcome(scores)
    if key == "drawn" and len(scores) == 2:
        return say("drawn_two", lang, a=scores[0])
    return f"{say(key, lang)}, " + say("score_sep", lang).join(str(score) for score in scores)


def note_move(game, moved) -> None:
    """Every move goes into the game's log; at the game's end its record goes into the history
    (a write that fails is said in one line on the next screen)."""
    result = (lambda scores: people_result(game.seating.names, scores)) if game.seating is not None else result_line
    note_game_move(game, moved, "tablanet", seats, result)


# --- the list -------------------------------------------------------------------------------
# The list's columns, each head in (Russian, English); every line is laid out under them.
HEADS = (("Дата", "Date"), ("Расклад", "Deal"), ("Соперники", "Opponents"), ("Итог", "Result"),
         ("Очки", "Points"))
SEATS = (2, 3)                      # TBL-D1: the list holds games of either, under one set of columns
DATE_W = len("2026-12-01 23:40")
DEAL_W = len(f"#{LAST_DEAL}")
SCORE_W = 3                         # each score right-aligned in its own width, so that they line up
GAP = 2
LIST_W = COLS - 4                   # what the list shows of a line (it is painted from column 2)


def opponents_text(players: int, lang: str) -> str:
    return ", ".join(name(p, players, lang) for p in range(1, players)) or "-"


def points_text(scores) -> str:
    """Every seat's score, yours first: "254 167 236"."""
    return " ".join(f"{score:>{SCORE_W}}" for score in scores)


def list_columns(lang: str) -> tuple[int, ...]:
    """Where each column starts, laid out for the most seats: the opponents as wide as the most
    computers' names, the points as wide as every seat's score, the result as its longest word."""
    most = max(SEATS)
    widths = (DATE_W, DEAL_W, max(len(opponents_text(n, lang)) for n in SEATS),
              max(len(say(key, lang)) for key in ("won", "lost", "drawn")), len(points_text([0] * most)))
    starts, at = [], 0
    for width, head in zip(widths, HEADS):
        starts.append(at)
        at += max(width, len(head[lang == "en"])) + GAP
    return tuple(starts)


def laid_out(cells, lang: str) -> str:
    """``cells`` under the list's columns: each at its column's start, or a space after the cell
    before when that one ran long (an old game's deal, numbered before deals had numbers)."""
    line = ""
    for start, cell in zip(list_columns(lang), cells):
        line += " " * max(start - len(line), 1 if line else 0) + cell
    return line


def list_head(lang: str) -> str:
    return laid_out([head[lang == "en"] for head in HEADS], lang)


def entry_line(entry, lang: str) -> str:
    """A game's line: date, deal, every opponent, the result and every seat's score (a record
    without scores: its own result line)."""
    players = len(entry.opponents) + 1
    if len(entry.scores) > players:         # a people's game: its result names the winner
        return laid_out([entry.date, f"#{entry.deal}", ", ".join(entry.opponents) or "-", entry.result], lang)
    cells = [entry.date, f"#{entry.deal}", opponents_text(players, lang)]
    if len(entry.scores) >= 2:
        cells += [say(outcome(entry.scores), lang), points_text(entry.scores)]
    else:
        cells.append(entry.result)
    return laid_out(cells, lang)


def list_words(key: str, lang: str) -> str:
    return list_head(lang) if key == "head" else say(key, lang)


def open_replays(app, back=None) -> bool:
    """Show the kept games (R): ``back`` is the scene Esc returns to (the questions by default)."""
    return open_replay_list(app, lambda entry: entry_line(entry, app.lang), lambda key: list_words(key, app.lang),
                            lambda entry, record, listing: ReplayView(app, entry, record, listing, back),
                            lambda: say("other_version", app.lang), back)


# --- one game -------------------------------------------------------------------------------
def recorded_level(record) -> str | None:
    """The computers' level a recorded game was played against (its seats name their bots), if it is
    one the player may choose; None: the setting's."""
    return next((seat.kind for seat in record.seats if seat.kind in LEVELS), None)


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
        self.app.begin(state, extra={"bot_seed": seed, "deal": self.record.deal, **log.kept_moves(state),
                                     **({"bot": level} if (level := recorded_level(self.record)) else {})})

    def say(self, key: str) -> str:
        return say(key, self.app.lang)

    def result(self, scores) -> str:
        return result_line(scores, self.app.lang)

    def paint(self, s) -> None:
        self.legend_hits = paint_replay(s, self, s.mono)
