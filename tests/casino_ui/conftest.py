"""Shared set-up for the Casino program tests: the app at delay 1 without animation, and mouse helpers."""

import pytest

from retro import headless
from retro.casino import app as casino_app
from retro.casino.rules import State
from retro.win import MessageBox

CONTINUE = "Continue the unfinished game?"
QUICK = {"delay": 1, "animation": False, "sound": False, "name": "Ann"}


class Driver:
    """Starts the program and plays it with the mouse and keys, as a person would."""

    def __init__(self, ctx, pyxel):
        self.ctx = ctx
        self.pyxel = pyxel

    def app(self, letters: str = "", keep_dialog: bool = False, kept: bool = False, **settings):
        """The program as it opens (the New Game dialog cancelled unless ``keep_dialog``).

        A kept game's "Continue the unfinished game?" is answered No unless ``kept``
        (then it stays open, whatever ``keep_dialog`` says).
        """
        self.ctx.store.save_settings("casino", {**QUICK, **settings})
        program = casino_app.create(self.ctx, letters)
        headless.frame(program, 2)
        box = program.window.modal
        if isinstance(box, MessageBox) and box.text.startswith(CONTINUE):
            if kept:
                return program
            box.close("No")
            headless.frame(program)
        if not keep_dialog:
            dialog = program.window.modal
            if dialog is not None:
                dialog.close(None)
            headless.frame(program)
        return program

    def game(self, state: State, names=None, bot=None, **settings):
        program = self.app(**settings)
        program.begin(state, names or ["Ann"] + casino_app.computer_names(state.players), bot=bot)
        headless.frame(program, 2)
        return program

    # --- where things are ----------------------------------------------------------------------
    @staticmethod
    def space_of(program, text: str) -> int:
        """The space holding the pile whose first card is ``text`` (e.g. "5C")."""
        for index, pile in enumerate(program.window.game.board.spaces):
            if pile is not None and str(pile.cards[0]) == text:
                return index
        raise AssertionError(f"no pile starting {text} on the table")

    def click_space(self, program, index: int) -> None:
        game = program.window.game
        pile = game.board.spaces[index]
        rect = program.window.layout.pile_rect(index, len(pile.cards))
        headless.click(program, rect.x + rect.w // 2, rect.y + 20)

    def click_hand(self, program, text: str) -> None:
        game = program.window.game
        hand = [str(c) for c in game.board.hands[0]]
        index = hand.index(text)
        seat = program.window.layout.seats[0]
        x, y = seat.card_xy(index)
        width = seat.step if index < len(hand) - 1 else seat.card_w
        headless.click(program, x + width // 2, y + 40)

    def click_button(self, program, label: str) -> None:
        """Click the button labelled ``label`` in the top dialog."""
        dialog = program.window.modal
        assert dialog is not None, "no dialog is open"
        for widget in dialog.walk():
            if getattr(widget, "label", None) is not None and hasattr(widget, "click"):
                if widget.label.replace("&", "") == label:
                    headless.click(program, widget.ax + widget.w // 2, widget.ay + widget.h // 2, after=2)
                    return
        raise AssertionError(f"no button {label!r} in {type(dialog).__name__}")

    @staticmethod
    def message_text(program) -> str:
        dialog = program.window.modal
        assert isinstance(dialog, MessageBox), f"no message box open: {dialog!r}"
        return dialog.text

    @staticmethod
    def run_until(program, done, limit: int = 4000) -> int:
        return headless.run_until(program, done, limit)

    @staticmethod
    def hinted(program) -> bool:
        """HINT's advice is shown (the coach steps it across frames)."""
        game = program.window.game
        return game is not None and game.hint is not None

    @staticmethod
    def idle(program) -> bool:
        game = program.window.game
        return game is not None and game.person_to_play and program.window.modal is None


@pytest.fixture
def casino(ctx, pyxel_session):
    pyxel = pyxel_session
    keys = [pyxel.MOUSE_BUTTON_LEFT, pyxel.MOUSE_BUTTON_RIGHT, pyxel.KEY_ALT, pyxel.KEY_LALT,
            pyxel.KEY_SHIFT, pyxel.KEY_SPACE, pyxel.KEY_RETURN, pyxel.KEY_ESCAPE, pyxel.KEY_TAB]
    for key in keys:
        pyxel.set_btn(key, False)
    pyxel.set_mouse_pos(630, 470)
    yield Driver(ctx, pyxel)
    for key in keys:
        pyxel.set_btn(key, False)
