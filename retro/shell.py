"""The shell: one Pyxel app hosting the launcher menu and whichever program runs."""

from __future__ import annotations

import gc
import contextlib
import sys
import time
import traceback

from retro import notice, web_input
from retro.launcher import Launcher
from retro.programs import BY_NAME, ProgramInfo, create
from retro.program import Context, Program

ERROR_LOG = "error.log"
# A page cannot close itself (pyxel.quit would only freeze the picture).
LEAVE_IN_BROWSER = "To leave, close this page."


def settle_heap() -> None:
    """When a program starts: collect what the last one left behind, then set every
    object alive aside (``gc.freeze``), so the full collections Python runs now and
    then during play walk only the new program's own objects -- a few ms, not tens."""
    gc.unfreeze()
    gc.collect()
    gc.freeze()


class Shell:
    """Runs the menu and the programs; a program's ``done`` brings the menu back.

    Only the shell catches a program's exceptions, so a player never sees a
    traceback: the program is replaced by a one-screen notice and the details
    go to ``error.log`` in the data folder. (Tests drive programs directly and
    see their exceptions.)
    """

    def __init__(self, ctx: Context, program: str | None = None, letters: str = ""):
        self.ctx = ctx
        self.menu = Launcher(ctx, on_run=lambda info: self.launch(info))
        self.current: Program = self.menu
        self.quit_requested = False
        self.frame_ms: list[float] = []
        # A program started from the command line goes back to the prompt when it
        # ends, as PINOCHLE.EXE went back to DOS; in the browser there is no
        # prompt, so it comes back to the menu.
        self.direct: Program | None = None
        if ctx.store.messages:
            self.menu.message = ctx.store.messages[-1]
        if program:
            self.launch(BY_NAME[program], letters)
            if sys.platform != "emscripten":
                self.direct = self.current

    def launch(self, info: ProgramInfo, letters: str = "") -> None:
        if self.ctx.files_kept and not self.ctx.keeps(info.name):   # a page whose other tab keeps it
            self.ctx.store.report(f"{info.title} is open in another tab, which keeps its games: "
                                  "this tab keeps nothing.")
        try:
            self.current = create(info.name, self.ctx, letters)
        except Exception as err:  # a program that cannot even start
            self.current = self._failed(info.title, err)
        settle_heap()

    def _failed(self, title: str, err: BaseException) -> Program:
        text = "".join(traceback.format_exception(type(err), err, err.__traceback__))
        saved = self.ctx.store.write_text(ERROR_LOG, f"{time.ctime()}\n{text}")
        return notice.stopped(self.ctx, title, err, ERROR_LOG if saved else None)

    def update(self) -> None:
        started = time.perf_counter()
        program = self.current
        try:
            if web_input.BRIDGE.active:        # in a page: its text field, a finger, the pointer
                web_input.BRIDGE.frame(program)
            program.update()
        except Exception as err:
            self.current = self._failed(getattr(program, "title", "The program"), err)
            return
        if program.done:
            if program is self.menu and sys.platform == "emscripten":
                self.menu.done = False
                self.menu.resume(LEAVE_IN_BROWSER)
                return
            if program is self.menu or program is self.direct:
                self.quit_requested = True
                return
            self.current = self.menu
            self.menu.resume(self.ctx.store.messages[-1] if self.ctx.store.messages else "")
            self.ctx.store.messages.clear()
        self.frame_ms.append((time.perf_counter() - started) * 1000)
        del self.frame_ms[:-600]

    def draw(self) -> None:
        program = self.current
        try:
            with drawing():                     # after a touch, no arrow where the finger was
                program.draw()
        except Exception as err:
            self.current = self._failed(getattr(program, "title", "The program"), err)


# How long the page waits for its saved files from IndexedDB before going on without them.
WAIT_FOR_FILES_S = 10.0


def run_window(ctx, program: str | None, letters: str, scale: int | None, waiting=None) -> None:
    """Open the real window and run until the person leaves.

    ``ctx`` is the Context, or (in the browser) a function that makes it once
    ``waiting.ready`` says the saved files are back from IndexedDB: until then
    the screen stays black, and after ``WAIT_FOR_FILES_S`` the page goes on
    without them (``waiting.give_up()``).
    """
    import pyxel

    from retro import palette

    # A short screen recording (Alt+3 saves it) is plenty at 60 frames a second.
    kwargs = {"title": "Retro Card Classics", "fps": 60, "quit_key": pyxel.KEY_NONE, "capture_sec": 5}
    if scale:
        kwargs["display_scale"] = scale
    pyxel.init(640, 480, **kwargs)
    palette.install()
    shell: Shell | None = None
    asked = time.perf_counter()

    def begin() -> None:
        nonlocal shell
        shell = Shell(ctx() if callable(ctx) else ctx, program, letters)

    if waiting is None:
        begin()

    def update() -> None:
        if shell is None:
            if not waiting.ready and time.perf_counter() - asked > WAIT_FOR_FILES_S:
                waiting.give_up()
            if not waiting.ready:
                return
            begin()
        shell.update()
        if shell.quit_requested:
            pyxel.quit()

    def draw() -> None:
        if shell is None:
            pyxel.cls(0)
            return
        shell.draw()

    pyxel.run(update, draw)


def drawing():
    """The frame's drawing: after a touch no arrow is drawn (nor a menu lit) where the finger
    last was -- Pyxel keeps its mouse there -- until a real mouse moves again."""
    if not web_input.BRIDGE.touch:
        return contextlib.nullcontext()
    from retro.win.inputs import pointer_away

    return pointer_away()
