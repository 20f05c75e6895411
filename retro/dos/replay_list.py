"""The family's Replay screen: the kept games listed newest first, with a chart of the last 20 margins.

Tommy's Pinochle and Tablanet share it; each gives its words (its language
of the moment), how a game's line reads and what opening one does. The list
is read once when the screen opens (the history reads only the records'
heads), so it opens at once however long the games were.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, ClassVar

from retro import palette as P
from retro.dos.chart import chart_width, paint_margins
from retro.dos.family import fit
from retro.dos.keybar import LegendKey, paint_legend
from retro.dos.screen import COLS, ROWS, TextScreen
from retro.dos.widgets import paint_message
from retro.fitting import fit_line
from retro.record import OtherVersion, RecordError
from retro.replaying import PAGE, WORK_S

LIST_TOP = 5               # the first game's row
LIST_ROWS = 9              # games shown at once (the list scrolls)
CHART_ROW = 17             # the chart's caption; the chart itself below it
CHART_HEIGHT = 2           # rows above the middle line (and below it)
CHARTED = 20               # the last games the chart shows
# Keys a click on the bar names as written, and the keys they mean.
BAR_KEYS = {"↑": "UP", "↓": "DOWN", "PGUP": "PAGEUP", "PGDN": "PAGEDOWN"}


@dataclass(eq=False)
class ReplayList:
    """The scene: ↑/↓ (PgUp/PgDn, Home/End) choose a game, Enter opens it, Esc goes back.

    ``entries`` are ``retro.history.Entry``s, newest first; ``line(entry)``
    is a game's line; ``words(key)`` the screen's words ("title", "head",
    "empty", "chart", "open", "back", "choose"); ``opened(entry)`` opens a
    game and returns "" or the one line that says why it cannot be;
    ``back()`` leaves; ``other_key(key)`` is offered any key the list does not use.
    """

    app: Any
    entries: list
    line: Callable
    words: Callable[[str], str]
    opened: Callable
    back: Callable[[], None]
    note: str = ""
    other_key: Callable[[str], bool] = lambda key: False
    cursor: int = field(default=0, init=False)
    top: int = field(default=0, init=False)

    def __post_init__(self) -> None:
        self.entries = list(self.entries)

    def tick(self) -> None:
        pass

    def choose(self, index: int) -> None:
        if not self.entries:
            return
        self.cursor = max(0, min(len(self.entries) - 1, index))
        self.top = min(self.top, self.cursor)
        self.top = max(self.top, self.cursor - LIST_ROWS + 1)
        self.app.touch()

    def on_key(self, key: str) -> None:
        key = BAR_KEYS.get(key, key)
        moves = {"UP": -1, "DOWN": 1, "PAGEUP": -LIST_ROWS, "PAGEDOWN": LIST_ROWS}
        if key in moves:
            self.choose(self.cursor + moves[key])
        elif key == "HOME":
            self.choose(0)
        elif key == "END":
            self.choose(len(self.entries) - 1)
        elif key in ("RETURN", "SPACE"):
            self.open()
        elif key == "ESCAPE":
            self.back()
        elif not self.other_key(key):
            self.app.beep()
        self.app.touch()

    def open(self) -> None:
        if not self.entries:
            self.app.beep()
            return
        said = self.opened(self.entries[self.cursor])
        if said:
            self.note = said
            self.app.beep()

    def on_click(self, col: int, row: int) -> None:
        index = self.top + row - LIST_TOP
        if LIST_TOP <= row < LIST_TOP + LIST_ROWS and 0 <= index < len(self.entries):
            if index == self.cursor:
                self.open()
            else:
                self.choose(index)

    def margins(self) -> list[int]:
        """The last 20 games' margins, oldest first (games that do not say their scores left out)."""
        shown = [e.margin for e in self.entries[:CHARTED] if e.margin is not None]
        return shown[::-1]

    def paint(self, s: TextScreen) -> None:
        paint_replay_list(s, self, s.mono)


def paint_replay_list(s: TextScreen, view: ReplayList, mono: bool) -> None:
    words = view.words
    head_bg = P.BLACK if mono else P.BLUE
    bright = P.WHITE if mono else P.YELLOW
    s.clear(P.LIGHT_GREY, P.BLACK)
    s.box(0, 0, COLS, 3, P.WHITE if mono else P.LIGHT_CYAN, head_bg)
    s.put(3, 1, words("title"), bright, head_bg)
    s.put(2, LIST_TOP - 1, words("head"), P.WHITE if mono else P.LIGHT_CYAN, P.BLACK)
    if not view.entries:
        s.put(4, LIST_TOP + 1, words("empty"), P.WHITE, P.BLACK)
    for i, entry in enumerate(view.entries[view.top:view.top + LIST_ROWS]):
        index = view.top + i
        text = fit_line(view.line(entry), COLS - 4).ljust(COLS - 4)
        chosen = index == view.cursor
        fg, bg = (P.BLACK, P.LIGHT_GREY if mono else P.CYAN) if chosen else (P.WHITE, P.BLACK)
        s.put(2, LIST_TOP + i, text, fg, bg)
    if len(view.entries) > LIST_ROWS:
        s.put(COLS - 12, LIST_TOP + LIST_ROWS, f"{view.cursor + 1:>3} / {len(view.entries)}", P.LIGHT_GREY,
              P.BLACK)
    margins = view.margins()
    if margins:
        s.put(2, CHART_ROW - 1, words("chart"), P.WHITE if mono else P.LIGHT_CYAN, P.BLACK)
        col = (COLS - chart_width(CHARTED)) // 2
        paint_margins(s, col, CHART_ROW, margins, CHART_HEIGHT, mono)
        top, low = max(0, max(margins)), min(0, min(margins))
        s.put(col - 6, CHART_ROW, f"{top:>+5}" if top else "", P.LIGHT_GREY, P.BLACK)
        s.put(col - 6, CHART_ROW + 2 * CHART_HEIGHT, f"{low:>+5}" if low else "", P.LIGHT_GREY, P.BLACK)
    if view.note:
        paint_message(s, fit(view.note), ROWS - 2, P.LIGHT_RED if not mono else P.WHITE, P.BLACK)
    paint_legend(s, [LegendKey("↑", ""), LegendKey("↓", words("choose")), LegendKey("Enter", words("open")),
                     LegendKey("Esc", words("back"))])


@dataclass(eq=False)
class ReplayStepper:
    """What the family's replay of one game shares: the coach worked out within the frame's budget
    (``think_s``), the keys that step it and the checks before P plays on. ``track`` is a
    ``retro.table.replay.Track``, ``listing`` the list Esc goes back to, ``back`` the scene the
    list was opened from; a program's view says how a refusal reads (``refused``) and how a game
    is played on from a position (``play_on``)."""

    think_s: ClassVar[float] = WORK_S
    page: ClassVar[int] = PAGE   # the moves PgUp / PgDn step
    app: Any
    entry: Any
    record: Any
    listing: ReplayList
    back: Any
    track: Any
    note: str = field(default="", init=False)
    legend_hits: list = field(default_factory=list, init=False)

    def steps(self) -> dict[str, int]:
        return {"RIGHT": 1, "SPACE": 1, "→": 1, "LEFT": -1, "←": -1, "PAGEDOWN": self.page,
                "PGDN": self.page, "PAGEUP": -self.page, "PGUP": -self.page}

    def tick(self) -> None:
        if self.track.step(self.think_s):
            self.app.touch()

    def on_key(self, key: str) -> None:
        track = self.track
        self.note = ""
        steps = self.steps()
        if key in steps:
            track.forward(steps[key])
        elif key == "HOME":
            track.home()
        elif key == "END":
            track.end()
        elif key == "P":
            self.play_from_here()
        elif key == "ESCAPE":
            self.app.enter(self.listing)
        elif key == "F7":
            self.app.ask_quit()
        else:
            self.app.beep()
        self.app.touch()

    def on_click(self, col: int, row: int) -> None:
        pass

    def play_from_here(self) -> None:
        """P: a new game from the position shown, the person playing on against the computers; not
        while a game is in progress, before the position is read, or where the game is over."""
        track, back = self.track, self.back
        if back is not None and hasattr(back, "session") and not back.state.over:
            self.note = self.refused("in_a_game")
        elif not track.ready:
            self.note = self.refused("still_reading")
        elif track.state.over or track.state.to_move is None:
            self.note = self.refused("game_over_here")
        else:
            self.play_on(track.state.clone(), track.played(track.position))
            return
        self.app.beep()

    def refused(self, why: str) -> str:
        """The note P leaves when it cannot play on: ``why`` is "in_a_game", "still_reading" or
        "game_over_here"."""
        return why

    def play_on(self, state, played: list) -> None:
        """Start the new game from ``state``, the moves that led to it being ``played``."""
        raise NotImplementedError


def open_replays(app, line: Callable, words: Callable[[str], str], view_of: Callable,
                 other_version: Callable[[], str], back=None) -> bool:
    """Show the kept games (``app.history``): ``line`` and ``words`` as ``ReplayList`` takes them,
    ``view_of(entry, record, listing)`` the screen of one game, ``other_version()`` the line for a
    game recorded by another version. ``back`` is the scene Esc returns to (the questions by default)."""
    entries = app.history.games()
    said = app.ctx.store.take_messages()           # a damaged history: said once, and started afresh

    def going_back() -> None:
        if back is None:
            app.setup()
        elif getattr(back, "finished", False):
            app.back_to_finished(back)              # the game's end: "Another game?" again
        else:
            app.enter(back)                         # a game in progress goes on

    def opened(entry) -> str:
        try:
            record = entry.record()
            view = view_of(entry, record, listing)
        except OtherVersion:
            return other_version()
        except RecordError as err:
            return str(err)
        app.enter(view)
        return ""

    listing = ReplayList(app, entries, line, words, opened, going_back, note=said[-1] if said else "")
    app.enter(listing)
    return True
