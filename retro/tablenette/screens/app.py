"""Tablenette (Sycomp, 1991, Windows 3.x): the program — letters, remembered settings, the window.

``create(ctx, letters)`` is the entry point of the launcher and ``run.py``
(letters: ``S`` starts with the sound off). The window and its menus are
``app_window``; a game's flow is ``app_game``; the table's picture is
``ui_draw``. ``begin(state)`` plays a given position (tests, screenshots).
"""

from __future__ import annotations

from retro.program import Context, Program
from retro.table import settings as declared
from retro.tablenette.screens.app_settings import DEFAULTS, PROGRAM, TablenetteSettings, checked_settings
from retro.tablenette.screens.app_window import TablenetteWindow
from retro.win import inputs, preload

__all__ = ["DEFAULTS", "checked_settings", "TablenetteApp", "create"]


class TablenetteApp(Program):
    """The running program: one window; ``done`` once the person leaves."""

    title = "Tablenette"

    def __init__(self, ctx: Context, letters: str = ""):
        self.ctx = ctx
        self.done = False
        self.settings: TablenetteSettings = declared.load(ctx.store, PROGRAM, TablenetteSettings)
        if "S" in (letters or "").upper():
            self.settings = self.settings.replace(sound=False)   # for this run; remembered only if changed
        preload("31")
        self.pointer_seen = False   # the arrow is drawn once the mouse has moved (not in --shot pictures)
        self._first_mouse: tuple[int, int] | None = None
        self.win = TablenetteWindow(self)
        if not self.win.offer_kept():   # an unfinished game is offered before anything else
            self.win.new_game()
        self.report()              # a damaged settings or kept-game file is said at once, in a box

    def report(self) -> None:
        """Show the store's one-line messages (a damaged or unwritable file) in one box."""
        self.win.report_files()

    @property
    def game(self):
        return self.win.game

    def begin(self, state, bots: dict | None = None, deal: bool = False):
        """Play ``state`` (a position from ``State.from_position`` or ``State.new``)."""
        return self.win.begin(state, bots, deal)

    def change(self, **changes) -> None:
        """Set and remember options (a menu's choice)."""
        self.settings = self.settings.replace(**changes)
        declared.save(self.ctx.store, PROGRAM, self.settings)
        self.report()

    def leave(self) -> None:
        """Back to the launcher menu (Alt+F4, Game > Exit, or Yes to "Leave Tablenette?")."""
        self.ctx.audio.stop()
        self.done = True

    def update(self) -> None:
        if not self.pointer_seen:
            mouse = inputs.current()
            here = (mouse.mouse_x, mouse.mouse_y)
            if self._first_mouse is None:
                self._first_mouse = here
            self.pointer_seen = here != self._first_mouse or mouse.left_held
        self.win.update()

    def draw(self) -> None:
        self.win.draw()
        if self.pointer_seen:
            self.win.draw_cursor()


def create(ctx: Context, letters: str = "") -> TablenetteApp:
    return TablenetteApp(ctx, letters)
