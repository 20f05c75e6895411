"""Tablenette (Sycomp, 1991, Windows 3.x): the program — letters, remembered settings, the window.

``create(ctx, letters)`` is the entry point of the launcher and ``run.py``
(letters: ``S`` starts with the sound off). The window and its menus are
``app_window``; a game's flow is ``app_game``; the table's picture is
``ui_draw``. ``begin(state)`` plays a given position (tests, screenshots).
"""

from __future__ import annotations

from retro.program import Context, Program
from retro.tablenette.app_window import SPEEDS, TablenetteWindow
from retro.tablenette.bots import BOTS, DEFAULT_BOT
from retro.win import BACK_COUNT, preload

SETTINGS = "tablenette"
# "coach": None follows Open Hands (on with it, off without) until the person sets it.
DEFAULTS = {"open_hands": False, "sound": True, "speed": 2, "back": 0, "bot": DEFAULT_BOT, "coach": None}


def checked_settings(saved: dict) -> dict:
    """Remembered settings, each kept only while it is still a valid one (else the default)."""
    out = dict(DEFAULTS)
    for key in ("open_hands", "sound", "coach"):
        if isinstance(saved.get(key), bool):
            out[key] = saved[key]
    speed = saved.get("speed")
    # 0 (instant) is not on the menu; tests and benchmarks use it
    if isinstance(speed, int) and not isinstance(speed, bool) and (speed == 0 or speed in dict(SPEEDS)):
        out["speed"] = speed
    back = saved.get("back")
    if isinstance(back, int) and not isinstance(back, bool) and 0 <= back < BACK_COUNT:
        out["back"] = back
    if saved.get("bot") in BOTS:
        out["bot"] = saved["bot"]
    return out


class TablenetteApp(Program):
    """The running program: one window; ``done`` once the person leaves."""

    title = "Tablenette"

    def __init__(self, ctx: Context, letters: str = ""):
        self.ctx = ctx
        self.done = False
        self.settings = ctx.store.checked_settings(SETTINGS, checked_settings)
        if "S" in (letters or "").upper():
            self.settings["sound"] = False      # for this run; remembered only if changed
        preload("31")
        self.pointer_seen = False   # the arrow is drawn once the mouse has moved (not in --shot pictures)
        self._first_mouse: tuple[int, int] | None = None
        self.win = TablenetteWindow(self)
        if not self.win.offer_kept():   # an unfinished game is offered before anything else
            self.win.new_game()
        self.report()              # a damaged settings or kept-game file is said at once, in a box

    def report(self) -> None:
        """Show the store's one-line messages (a damaged or unwritable file) in one box."""
        self.win.warn(self.ctx.store.take_messages(), "Tablenette")

    @property
    def game(self):
        return self.win.game

    def begin(self, state, bots: dict | None = None, deal: bool = False):
        """Play ``state`` (a position from ``State.from_position`` or ``State.new``)."""
        return self.win.begin(state, bots, deal)

    def save_settings(self) -> None:
        self.ctx.store.save_settings(SETTINGS, self.settings)
        self.report()

    def leave(self) -> None:
        """Back to the launcher menu (Alt+F4, Game > Exit, or Yes to "Leave Tablenette?")."""
        self.ctx.audio.stop()
        self.done = True

    def update(self) -> None:
        if not self.pointer_seen:
            import pyxel

            here = (pyxel.mouse_x, pyxel.mouse_y)
            if self._first_mouse is None:
                self._first_mouse = here
            self.pointer_seen = here != self._first_mouse or pyxel.btn(pyxel.MOUSE_BUTTON_LEFT)
        self.win.update()

    def draw(self) -> None:
        self.win.draw()
        if self.pointer_seen:
            self.win.draw_cursor()


def create(ctx: Context, letters: str = "") -> TablenetteApp:
    return TablenetteApp(ctx, letters)
