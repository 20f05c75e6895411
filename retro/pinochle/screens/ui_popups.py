"""The pop-ups of the game: the end-of-hand score sheet and the end-of-game box."""

from __future__ import annotations

from retro import palette as P
from retro.dos.pointsbar import paint_spans
from retro.dos.screen import COLS, ROWS, TextScreen
from retro.dos.widgets import Sheet, paint_sheet
from retro.pinochle.screens.ui_points import points_picture
from retro.pinochle.bots import DEFAULT_BOT
from retro.pinochle.screens.app_keep import setting_bot
from retro.pinochle.screens.app_settings import LEVEL_NAMES, LEVELS


class Box(Sheet):
    """A double-line pop-up with a shadow; Enter (or Space, Esc, a click) closes it.

    ``auto_close`` frames, when set, close it by themselves (demo mode).
    """

    width = 50
    spans: tuple = ()      # coloured cells over the lines: (line, start, length, colour)

    def __init__(self, title: str, lines: list[tuple[str, int]], row: int = 5,
                 fg: int = P.WHITE, bg: int = P.BLUE, footer: str = "Press Enter to go on",
                 auto_close: int | None = None):
        self.title = title
        self.lines = lines
        self.row = row
        self.fg, self.bg = fg, bg
        self.footer = footer
        self.auto_close = auto_close

    def paint(self, screen: TextScreen) -> None:
        row = self.row
        if self.spans:             # a picture below a long review: the box rises to keep on screen
            row = max(1, min(row, ROWS - 1 - (len(self.lines) + 5)))
        paint_sheet(screen, row, self.title, self.lines, self.footer, self.width, self.fg, self.bg)
        if self.spans:
            width = max(self.width, max(len(text) for text, _ in self.lines) + 6)
            paint_spans(screen, (COLS - width) // 2 + 3, row + 2, self.spans, self.bg)


def score_sheet(hand_number: int, tally, totals, auto_close: int | None = None) -> Box:
    """End of hand (PIN-S5, PIN-S6, PIN-G1): melds, tricks, last trick, hand and game totals."""
    def line(label: str, a, b, colour=P.WHITE) -> tuple[str, int]:
        return (f"{label:<18}{a:>9}{b:>11}", colour)

    last = [str(v) if v else "-" for v in tally.last]
    lines = [
        line("", "You", "Computer", P.LIGHT_CYAN),
        ("─" * 38, P.LIGHT_CYAN),
        line("Melds and deeces", tally.melds[0], tally.melds[1]),
        line("Tricks", tally.tricks[0], tally.tricks[1]),
        line("Last trick", last[0], last[1]),
        ("─" * 38, P.LIGHT_CYAN),
        line("This hand", tally.hand_total(0), tally.hand_total(1), P.YELLOW),
        line("Game total", totals[0], totals[1], P.YELLOW),
    ]
    bars, spans = points_picture(tally)
    lines.append(("─" * 38, P.LIGHT_CYAN))
    box = Box(f"End of hand {hand_number}", lines + bars, row=5, auto_close=auto_close)
    box.spans = [(len(lines) + i, start, n, colour) for i, start, n, colour in spans]
    return box


# Why a finished game goes into neither the match score nor the record, by the session's flags
# (``app_game.uncounted``): each its own line, never one reason for another.
NOT_COUNTED = {
    ("take_back",): "You took back a play: this game is not counted.",
    ("demo_played",): "Demo mode played for you: this game is not counted.",
    ("demo_on",): "Demo mode was on at the end: this game is not counted.",
    ("take_back", "demo_played"): "You took back a play and demo mode played for you: not counted.",
    ("take_back", "demo_on"): "You took back a play and demo mode was on: not counted.",
}
NOT_COUNTED_ELSE = "This game is not counted."


def not_counted_line(why: tuple) -> str:
    """The game-over box's line for a game that is not counted, from the reasons the session gives."""
    return NOT_COUNTED.get(tuple(why), NOT_COUNTED_ELSE)


def game_over(winner: int | None, totals, match, single_hand: bool, counted: bool = True,
              why: tuple = ()) -> Box:
    """End of game (PIN-G2, PIN-G3): the winner, then the match score (PIN-C3); a game not counted
    says why (``why``: the session's reasons, see ``NOT_COUNTED``)."""
    a, b = totals
    if winner == 0:
        head, colour = f"You win the game, {a} to {b}!", P.YELLOW
    elif winner == 1:
        head, colour = f"I win the game, {b} to {a}.", P.YELLOW
    else:
        head, colour = f"A drawn game at {a} all: no win is counted.", P.WHITE
    lines = [
        (head, colour),
        ("", P.WHITE),
    ]
    if not counted:
        lines += [(not_counted_line(why), P.WHITE)]
    lines += [
        ("Match score (games won, kept in PINOCHLE.SCR):", P.WHITE),
        (f"    You {match.you:>5}      Computer {match.computer:>5}", P.YELLOW),
    ]
    title = "Single-hand game over" if single_hand else "Game over"
    return Box(title, lines, row=6, bg=P.RED if winner == 1 else P.BLUE)


def record_lines(rows: dict) -> list[tuple[str, int]]:
    """The record of games, you against the computer: a column per computer player with games
    (``app_keep.setting``'s lines, ``rows`` by key), Tommy's first; a lone column of Tommy's games
    (every game before the player was chosen) has no heading."""
    columns = sorted(((setting_bot(key), row) for key, row in rows.items() if row.played),
                     key=lambda column: (LEVELS.index(column[0]) if column[0] in LEVELS else len(LEVELS),
                                         column[0]))
    if not columns:
        return [("No games counted yet.", P.WHITE), ("", P.WHITE),
                ("Games with demo play or a take-back count for nobody.", P.LIGHT_GREY)]

    def line(label: str, values, colour: int = P.WHITE) -> tuple[str, int]:
        return f"{label:<22}" + "".join(f"{value:>8}" for value in values), colour

    rows_shown = [row for _, row in columns]
    heading = [] if [bot for bot, _ in columns] == [DEFAULT_BOT] else \
        [line("", [LEVEL_NAMES.get(bot, bot) for bot, _ in columns], P.LIGHT_CYAN)]
    return heading + [
        line("Games played", [row.played for row in rows_shown]),
        line("Won", [row.won for row in rows_shown]),
        line("Lost", [row.lost for row in rows_shown]),
        line("Drawn", [row.drawn for row in rows_shown]),
        ("", P.WHITE),
        line("Best final score", ["-" if row.best is None else str(row.best) for row in rows_shown], P.YELLOW),
        line("Average final score", [f"{row.average:.1f}" for row in rows_shown], P.YELLOW),
        ("", P.WHITE),
        line("Wins in a row now", [row.streak for row in rows_shown]),
        line("Longest run of wins", [row.longest for row in rows_shown]),
    ]


class RecordBox(Box):
    """F6: the record of games (``rows``: the record's lines by key). Enter (Esc, F6) closes it; C asks,
    then clears it."""

    def __init__(self, rows: dict, on_clear=None, on_replay=None):
        footer = ("Enter closes  ·  C clears  ·  R replays your games" if on_replay
                  else "Enter closes   ·   C clears the record")
        super().__init__("Record of games: you against the computer", record_lines(rows), row=4, footer=footer)
        self.on_clear = on_clear
        self.on_replay = on_replay

    def show(self, rows: dict, note: str = "") -> None:
        self.lines = record_lines(rows) + ([("", P.WHITE), (note, P.LIGHT_CYAN)] if note else [])

    def handle(self, key: str) -> None:
        self.beeped = False
        if key == "C" and self.on_clear:
            self.on_clear(self)
        elif key == "R" and self.on_replay:
            self.done = True
            self.on_replay(self)
        elif key == "F6":
            self.done = True
        else:
            super().handle(key)
