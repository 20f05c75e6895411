"""The disk menu: a blue text-mode screen listing the four programs."""

from __future__ import annotations

from typing import Callable

from retro.fitting import fit_lines
from retro import browser, palette as P
from retro.dos.base import DosProgram
from retro.dos.screen import COLS, ROWS
from retro.dos.widgets import LegendKey, PickItem, PickList, TextViewer, YesNo, paint_legend
from retro.programs import PROGRAMS, ProgramInfo
from retro.program import Context

LIST_COL, LIST_ROW, LIST_WIDTH = 6, 6, 68
# The box under the list that tells about the chosen program: its lines are
# wrapped to fit (a long letters line goes on under its label), never cut off.
INFO_COL, INFO_ROW, INFO_WIDTH, INFO_LINES = 2, 14, COLS - 4, 5
INFO_TEXT_WIDTH = INFO_WIDTH - 4
MESSAGE_WIDTH = COLS - 4
LEGEND = [LegendKey("F1", "Sound"), LegendKey("F5", "About"), LegendKey("F7", "Quit"),
          LegendKey("F10", "Border"), LegendKey("Enter", "Run")]

ABOUT = """# Retro Card Classics

Four card games from the shareware years, rebuilt on the Pyxel engine:

- **Tommy's Pinochle** (1988, DOS): two-handed pinochle against the computer.
- **Tablenette** (1991, Windows 3.x): a fishing game with drag and drop.
- **Casino** (2002, Windows 98): Put, Take, Build and Block to 21 points.
- **Tablanet** (DOS): the Russian fishing game for 2 or 3 players.

Choose a program with the arrow keys and Enter, its number, or the mouse.
Esc inside a program comes back to this menu. F7 or Esc here leaves.

From the command line: `python run.py pinochle MS` starts a program
directly with its original letters; `python run.py --help` lists them all.
"""


def wrap(words: list[str], width: int, indent: int = 0) -> list[str]:
    """``words`` joined by spaces in lines of at most ``width`` characters; the lines
    after the first start with ``indent`` spaces (under a label such as "Letters: ").
    A "word" may hold spaces itself ("E English"): it is never broken."""
    lines: list[str] = []
    line = ""
    for word in words:
        candidate = f"{line} {word}" if line.strip() else (line + word)
        if len(candidate) <= width or not line.strip():
            line = candidate
        else:
            lines.append(line)
            line = " " * indent + word
    lines.append(line)
    return lines


class Launcher(DosProgram):
    title = "Retro Card Classics"

    def __init__(self, ctx: Context, on_run: Callable[[ProgramInfo], None], message: str = ""):
        super().__init__(ctx, border=P.BLUE)
        self.on_run = on_run
        self.message = message
        items = [PickItem(info.title, self.columns(info.year, info.system, info.players),
                          str(i + 1), info) for i, info in enumerate(PROGRAMS)]
        self.menu = PickList(items, LIST_COL, LIST_ROW, LIST_WIDTH, fg=P.WHITE, bg=P.BLUE,
                             bar_fg=P.BLUE, bar_bg=P.LIGHT_CYAN, spacing=2)
        self.quit_asked = False
        self.legend_hits: list = []
        self.last_hover: tuple[int, int] | None = None

    @staticmethod
    def columns(year: str, system: str, players: str) -> str:
        return f"{year:<6}{system:<9}{players:<19}"

    @staticmethod
    def info_lines(info: ProgramInfo, in_browser: bool = False) -> list[str]:
        """What the box under the list says about ``info``, wrapped to fit its width."""
        if in_browser:
            start = f"Address: ...?program={info.name}&letters={info.letters.replace('*', '')}"
        else:
            start = f"Command line: python run.py {info.name} [{info.letters}]"
        # Each letter stays on one line with what it does: "E English", not "E" / "English".
        letters = [part + "," for part in info.letter_help.split(", ")]
        letters[-1] = letters[-1][:-1]
        label = "Letters:"
        return (wrap(info.blurb.split(" "), INFO_TEXT_WIDTH) + wrap(start.split(" "), INFO_TEXT_WIDTH)
                + wrap([label] + letters, INFO_TEXT_WIDTH, indent=len(label) + 1)
                + (wrap(info.learning.split(" "), INFO_TEXT_WIDTH) if info.learning else []))

    @staticmethod
    def message_lines(message: str) -> list[str]:
        """The menu's message in at most two whole-word lines (shortened by whole clauses if it must)."""
        if not message:
            return []
        return fit_lines(message, lambda words: [line[:MESSAGE_WIDTH] for line in
                                                 wrap(words.split(" "), MESSAGE_WIDTH)], 2)

    @property
    def selected(self) -> ProgramInfo:
        return self.menu.items[self.menu.selected].value

    # --- input -------------------------------------------------------------------
    def global_key(self, key: str) -> bool:
        if key == "F1":
            on = self.audio.toggle()
            self.message = "Sound on." if on else "Sound off."
            return True
        if key == "F10":
            self.screen.cycle_border()
            return True
        return False

    def on_key(self, key: str) -> None:
        if key in ("F7", "ESCAPE"):
            self.ask_quit()
        elif key == "F5":
            self.push(TextViewer("About this disk", ABOUT, close_key="F5", col=8, row=3,
                                 width=64, height=19))
        else:
            self.menu.handle(key)
            if self.menu.beeped:
                self.beep()
            if self.menu.done:
                self.menu.done = False
                self.run(self.menu.result.value)

    def on_click(self, col: int, row: int) -> None:
        if row == ROWS - 1:
            for start, width, key in self.legend_hits:
                if start <= col < start + width + 1:
                    self.on_key({"Enter": "RETURN"}.get(key, key))
                    return
            return
        index = self.menu.item_at(col, row)
        if index is not None:
            self.menu.selected = index
            self.run(self.selected)

    def tick(self) -> None:
        import pyxel

        cell = self.screen.cell_at(pyxel.mouse_x, pyxel.mouse_y)
        if cell != self.last_hover:
            self.last_hover = cell
            if cell and not self.modals and self.menu.item_at(*cell) is not None:
                self.menu.hover(*cell)
                self.touch()

    def ask_quit(self) -> None:
        def answered(yes: bool) -> None:
            if yes:
                self.done = True
        self.push(YesNo("Leave Retro Card Classics?", default=False, row=21, popup=True), answered)

    def run(self, info: ProgramInfo) -> None:
        self.audio.effect("click")
        self.on_run(info)

    def resume(self, message: str = "") -> None:
        self.message = message
        self.screen.invalidate()
        self.touch()

    # --- screen ------------------------------------------------------------------
    def paint(self) -> None:
        s = self.screen
        s.clear(P.WHITE, P.BLUE)
        s.box(0, 0, COLS, ROWS - 1, P.LIGHT_CYAN, P.BLUE)
        s.put(0, 2, "╟" + "─" * (COLS - 2) + "╢", P.LIGHT_CYAN, P.BLUE)
        s.center(1, "RETRO CARD CLASSICS  ·  Disk 1 of 1  ·  Four card games, 1988-2002",
                 P.YELLOW, P.BLUE)
        s.put(LIST_COL + 1, 3, "Choose a program:", P.LIGHT_CYAN, P.BLUE)
        header = self.columns("Year", "System", "Players")
        s.put(LIST_COL + LIST_WIDTH - len(header) - 1, 4, header, P.LIGHT_GREY, P.BLUE)
        self.menu.paint(s)
        info = self.selected
        s.box(INFO_COL, INFO_ROW, INFO_WIDTH, INFO_LINES + 2, P.LIGHT_GREY, P.BLUE,
              style="single", title=info.title)
        for i, line in enumerate(self.info_lines(info, browser.IN_BROWSER)[:INFO_LINES]):
            s.put(INFO_COL + 2, INFO_ROW + 1 + i, line, P.WHITE if i == 0 else P.LIGHT_GREY, P.BLUE)
        # In the browser, with nothing else to say: where scores and settings are kept.
        # A message too long for one line (a bad page address) takes the hint's line too.
        lines = self.message_lines(self.message or browser.storage_line())
        for i, line in enumerate(lines):
            s.center(21 + i, line, P.YELLOW, P.BLUE)
        if len(lines) < 2:
            hint = "↑↓ and Enter, a number 1-4, or click.  Esc in a program returns here."
            s.center(22, hint, P.LIGHT_CYAN, P.BLUE)
        sound = "Sound on " if self.audio.on else "Sound off"
        self.legend_hits = paint_legend(s, LEGEND, right=sound)
        s.cursor = (LIST_COL, LIST_ROW + self.menu.selected * self.menu.spacing)
