"""The pop-ups of the game: the end-of-hand score sheet and the end-of-game box."""

from __future__ import annotations

from retro import palette as P
from retro.dos.pointsbar import paint_spans
from retro.dos.screen import COLS, ROWS, TextScreen
from retro.dos.widgets import Sheet, paint_sheet
from retro.pinochle.screens.ui_points import points_picture
from retro.pinochle.bots import DEFAULT_BOT
from retro.pinochle.screens.app_keep import setting_bot
from retro.pinochle.screens.app_people import ONE_PERSON, Names
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
        paint_sheet(screen, row, self.title, self.lines, self.footer, self.width, self.fg, self.bg, owner=self)
        if self.spans:
            width = max(self.width, max(len(text) for text, _ in self.lines) + 6)
            paint_spans(screen, (COLS - width) // 2 + 3, row + 2, self.spans, self.bg)


def score_sheet(hand_number: int, tally, totals, auto_close: int | None = None, names: Names = ONE_PERSON) -> Box:
    """End of hand (PIN-S5, PIN-S6, PIN-G1): melds, tricks, last trick, hand and game totals; at a
    table of two people a column each under their names."""
    a_w, b_w = (9, 11) if not names.shared else (13, 13)

    def line(label: str, a, b, colour=P.WHITE) -> tuple[str, int]:
        return (f"{label:<18}{a:>{a_w}}{b:>{b_w}}", colour)

    last = [str(v) if v else "-" for v in tally.last]
    rule = "─" * (18 + a_w + b_w)
    lines = [
        line("", names.side(0), names.side(1), P.LIGHT_CYAN),
        (rule, P.LIGHT_CYAN),
        line("Melds and deeces", tally.melds[0], tally.melds[1]),
        line("Tricks", tally.tricks[0], tally.tricks[1]),
        line("Last trick", last[0], last[1]),
        (rule, P.LIGHT_CYAN),
        line("This hand", tally.hand_total(0), tally.hand_total(1), P.YELLOW),
        line("Game total", totals[0], totals[1], P.YELLOW),
    ]
    bars, spans = points_picture(tally, (names.side(0), names.side(1)) if names.shared else None)
    lines.append((rule, P.LIGHT_CYAN))
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
# Two people's game: no demo mode, and the take-back was asked of the other.
PEOPLE_NOT_COUNTED = {("take_back",): "A play was taken back: this game is not counted."}


def not_counted_line(why: tuple, shared: bool = False) -> str:
    """The game-over box's line for a game that is not counted, from the reasons the session gives."""
    if shared:
        return PEOPLE_NOT_COUNTED.get(tuple(why), NOT_COUNTED_ELSE)
    return NOT_COUNTED.get(tuple(why), NOT_COUNTED_ELSE)


def game_over(winner: int | None, totals, match, single_hand: bool, counted: bool = True,
              why: tuple = (), names: Names = ONE_PERSON) -> Box:
    """End of game (PIN-G2, PIN-G3): the winner, then the match score (PIN-C3); a game not counted
    says why (``why``: the session's reasons, see ``NOT_COUNTED``). At a table of two people the
    winner by name, and their own match (``names``)."""
    if names.shared:
        return _people_game_over(winner, totals, match, single_hand, counted, why, names)
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


def _people_game_over(winner, totals, match, single_hand: bool, counted: bool, why: tuple, names: Names) -> Box:
    if winner is None:
        head = f"A drawn game at {totals[0]} all: no win is counted."
    else:
        head = f"{names.people[winner]} wins the game, {totals[winner]} to {totals[1 - winner]}!"
    lines = [(head, P.YELLOW if winner is not None else P.WHITE), ("", P.WHITE)]
    if not counted:
        lines.append((not_counted_line(why, shared=True), P.WHITE))
    wins = match.pair(names.people)
    lines += [("Games won, kept in PINOCHLE.SCR:", P.WHITE),
              (f"    {names.people[0]} {wins[0]}      {names.people[1]} {wins[1]}", P.YELLOW)]
    title = "Single-hand game over" if single_hand else "Game over"
    return Box(title, lines, row=6)


def record_lines(rows: dict, people: bool = False) -> list[tuple[str, int]]:
    """The record of games, you against the computer: a column per computer player with games
    (``app_keep.setting``'s lines, ``rows`` by key), Tommy's first; a lone column of Tommy's games
    (every game before the player was chosen) has no heading."""
    columns = sorted(((setting_bot(key), row) for key, row in rows.items() if row.played),
                     key=lambda column: (LEVELS.index(column[0]) if column[0] in LEVELS else len(LEVELS),
                                         column[0]))
    if not columns:
        return [("No games against the computer counted yet." if people else "No games counted yet.", P.WHITE),
                ("", P.WHITE),
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


LAST_ROW = ROWS - 2          # a box's shadow may reach the message line, never the key bar
RECORD_ROW = 4


def people_lines(people, room: int) -> list[tuple[str, int]]:
    """The record's section on games two people played each other: a line per name (the most games
    first), as many as ``room`` lines hold; none without such games."""
    if not people or room < 3:
        return []
    head = f"{'People':<14}{'Played':>7}{'Won':>6}{'Lost':>6}{'Drawn':>7}{'In a row':>10}{'Longest':>9}"
    lines = [("", P.WHITE), (head, P.LIGHT_CYAN)]
    for row in people[:room - 2]:
        lines.append((f"{row.setting:<14}{row.played:>7}{row.won:>6}{row.lost:>6}{row.drawn:>7}"
                      f"{row.streak:>10}{row.longest:>9}", P.WHITE))
    return lines


class RecordBox(Box):
    """F6: the record of games (``rows``: the record's lines by key; ``people``: the people's own lines,
    ``Record.people_rows``). Enter (Esc, F6) closes it; C asks, then clears it."""

    def __init__(self, rows: dict, on_clear=None, on_replay=None, people=()):
        footer = ("Enter closes  ·  C clears  ·  R replays your games" if on_replay
                  else "Enter closes   ·   C clears the record")
        super().__init__("Record of games: you against the computer", [], row=RECORD_ROW, footer=footer)
        self.on_clear = on_clear
        self.on_replay = on_replay
        self.show(rows, people=people)

    def show(self, rows: dict, note: str = "", people=()) -> None:
        noted = [("", P.WHITE), (note, P.LIGHT_CYAN)] if note else []
        lines = record_lines(rows, people=bool(people))
        # the people's lines below, as many as the screen holds (the box rises for them)
        room = LAST_ROW - 5 - 1 - len(lines) - len(noted)
        shown = people_lines(list(people), room)
        self.title = "Record of games" if shown else "Record of games: you against the computer"
        self.lines = lines + shown + noted
        self.row = min(RECORD_ROW, LAST_ROW - 5 - len(self.lines))

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
