"""GameWindow: the game-window commands a Windows card program asks the same way (Yes/No boxes, a new game,
a numbered deal, leaving, the unfinished game, the lessons, How to Play).

A program's main window subclasses ``GameWindow`` instead of ``Window`` and fills in
the few things that are its own:

- ``program_name``: the program's name, the title of its question boxes ("Leave
  Casino?"); the window's own title may change (a deal number, a lesson);
- ``NEW_GAME_QUESTION`` and ``NUMBERED_DEAL_QUESTION``: its wording for a game
  about to be thrown away;
- ``in_progress``: whether there is a game a new one would throw away;
- ``start_new_game()`` and ``play_numbered_deal(number)``: how it deals;
- ``start_lessons()`` and ``leave_lessons()``: its lessons over the table;
- ``how_to_play_text()`` and ``HOW_TO_PLAY_TITLE``: its help page;
- ``scene_on_table()``: the game scene (``retro.table.scene.GameScene``) of the game on
  the table, if one is: the window ends its frame once the frame's input is taken, so a
  move made by a click, a key or a dialog is kept in the frame it was made.

``app`` is the program behind the window: it has the context (``ctx``: its store, whether
files are kept) and ``leave()``. ``report_files()`` shows what the store could not read or write.
"""

from __future__ import annotations

from typing import Callable, Optional, Protocol

from retro.deals import read_deal
from retro.program import Context
from retro.table.scene import GameScene
from retro.win.asktext import AskText
from retro.win.textview import HelpWindow
from retro.win.window import MessageBox, Window

YES_NO = ("&Yes", "&No")
CONTINUE_QUESTION = "Continue the unfinished game?"
DEAL_PROMPT = "The number of the deal to play, 1 to 1,000,000:"


class GameProgram(Protocol):
    """What a game window asks of its program: the context, and the way back to the menu."""

    ctx: Context

    def leave(self) -> None: ...


class GameWindow(Window):
    """A card program's main window with the commands every such program has; subclass and fill in the hooks."""

    program_name = ""
    program = ""          # the program's name in the data folder ("casino"): whether its files are kept
    NEW_GAME_QUESTION = ""
    NUMBERED_DEAL_QUESTION = ""
    HOW_TO_PLAY_TITLE = ""
    app: GameProgram
    lessons: Optional[object] = None    # the lessons, while they are open over the table

    # --- the hooks: each program's own ----------------------------------------------------------
    @property
    def in_progress(self) -> bool:
        """A game that a new one would throw away (asked before it is)."""
        raise NotImplementedError

    def start_new_game(self) -> None:
        """What New Game does once nothing is in the way (deal, or open the new-game dialog)."""
        raise NotImplementedError

    def play_numbered_deal(self, number: int) -> None:
        """Deal deal number ``number``, the one typed in the Numbered Deal box."""
        raise NotImplementedError

    def start_lessons(self):
        """The program's lessons put over the table (None when they could not be opened)."""
        raise NotImplementedError

    def leave_lessons(self) -> None:
        """Close the lessons, if open, and put the game the player left back on the table."""
        raise NotImplementedError

    def how_to_play_text(self) -> str:
        """The help page's text."""
        raise NotImplementedError

    def scene_on_table(self) -> Optional[GameScene]:
        """The game scene of the game on the table (None: no game)."""
        return None

    # --- the frame ----------------------------------------------------------------------------
    def update(self) -> None:
        """The window's frame (its timers, then its input), and then the game scene's frame ends: what
        the input changed is kept now."""
        super().update()
        scene = self.scene_on_table()
        if scene is not None:
            scene.end_frame()

    # --- questions --------------------------------------------------------------------------------
    def ask_yes_no(self, text: str, on_answer: Callable[[Optional[str]], None]) -> MessageBox:
        """A Yes/No question box titled with the program's name; ``on_answer`` gets "Yes", "No",
        or None when the box was closed by its caption's close button."""
        return self.message(text, self.program_name, YES_NO, "question", on_close=on_answer)

    def confirm(self, text: str, then: Callable[[], object]) -> MessageBox:
        """Ask ``text``; ``then`` runs only after a Yes."""
        return self.ask_yes_no(text, lambda answer: answer == "Yes" and then())

    def ask_before_losing(self, text: str, then: Callable[[], object]) -> None:
        """``then`` at once when no game is in progress, else only after a Yes to ``text``."""
        if not self.in_progress:
            then()
            return
        self.confirm(text, then)

    # --- people at the table ---------------------------------------------------------------------
    def pass_box(self, name: str, then: Callable[[], object]) -> MessageBox:
        """A people's game, between two people's turns: every hand is hidden (the program draws them
        face down) and this box asks for ``name``; ``then`` once they say they are there (OK, Enter,
        or the box closed)."""
        text = f"Pass the mouse to {name}.\n\n{name}: press OK when the others cannot see the screen."
        return self.message(text, self.program_name, ("OK",), "info", on_close=lambda _answer: then())

    def ask_consent(self, asker: str, others: list[str], then: Callable[[bool], object]) -> None:
        """A people's take-back: each of ``others`` is asked in turn, hands hidden, whether ``asker``
        may take their play back; ``then(True)`` after every Yes, ``then(False)`` at the first No."""
        if not others:
            then(True)
            return
        name = others[0]
        text = f"{name}: {asker} would like to take back their last play. Do you agree?"
        self.ask_yes_no(text, lambda answer: self.ask_consent(asker, others[1:], then) if answer == "Yes"
                        else then(False))

    # --- the Game (or File) menu's commands ------------------------------------------------------
    def ask_new_game(self) -> None:
        """F2 / New Game: the lessons give way, and a game in progress is thrown away only after a Yes."""
        self.leave_lessons()
        self.ask_before_losing(self.NEW_GAME_QUESTION, self.start_new_game)

    def ask_numbered_deal(self) -> None:
        """Numbered Deal: a game in progress is thrown away only after a Yes, then the number is asked."""
        self.ask_before_losing(self.NUMBERED_DEAL_QUESTION, self.numbered_deal_dialog)

    def numbered_deal_dialog(self) -> AskText:
        """The deal number to play (1 to 1,000,000); a bad one is refused in the dialog, Esc cancels."""
        box = self.open(AskText("Numbered Deal", DEAL_PROMPT, read_deal, max_len=12))
        box.on("close", lambda result: result == "OK" and self.play_numbered_deal(box.value))
        return box

    def ask_continue(self, on_answer: Callable[[Optional[str]], None]) -> MessageBox:
        """At start with a kept game: "Continue the unfinished game?" (``on_answer`` as in ``ask_yes_no``)."""
        return self.ask_yes_no(CONTINUE_QUESTION, on_answer)

    def ask_leave(self) -> None:
        """Esc or Exit: "Leave X?" Yes goes back to the menu (an unfinished game is kept)."""
        # the promise only where the files really are kept (not in a browser that keeps none)
        name = self.program_name
        kept = self.in_progress and self.app.ctx.keeps(self.program)
        text = f"Leave {name}? Your game is kept for next time." if kept else f"Leave {name}?"
        self.confirm(text, self.app.leave)

    def report_files(self) -> Optional[MessageBox]:
        """The store's one-line messages (a damaged or unwritable file), if any, in one warning box."""
        return self.warn(self.app.ctx.store.take_messages(), self.program_name)

    # --- the Help menu's commands ----------------------------------------------------------------
    def open_lessons(self):
        """Help > Lessons...: the lessons over the table (the ones already open, if they are)."""
        if self.lessons is None:
            self.lessons = self.start_lessons()
        return self.lessons

    def how_to_play(self) -> HelpWindow:
        """F1 / How to Play: the program's help page in a window of its own."""
        return self.open(HelpWindow(self.how_to_play_text(), self.HOW_TO_PLAY_TITLE))
