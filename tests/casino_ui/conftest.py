"""Shared set-up for the Casino program tests: the app at delay 1 without animation, and mouse helpers."""

import pytest
from drivers import WindowsDriver, release_input

from retro import headless
from retro.casino.screens import app as casino_app
from retro.casino.rules import State
from retro.win import MessageBox

CONTINUE = "Continue the unfinished game?"
QUICK = {"delay": 1, "animation": False, "sound": False, "name": "Ann"}
INPUT = ("MOUSE_BUTTON_LEFT", "MOUSE_BUTTON_RIGHT", "KEY_ALT", "KEY_LALT", "KEY_SHIFT", "KEY_SPACE",
         "KEY_RETURN", "KEY_ESCAPE", "KEY_TAB")


class Driver(WindowsDriver):
    """Casino played with the mouse and keys, as a person would."""

    name = "casino"
    limit = 4000

    def create(self, letters: str):
        return casino_app.create(self.ctx, letters)

    def window(self, program):
        return program.window

    def app(self, letters: str = "", keep_dialog: bool = False, kept: bool = False, **settings):
        """The program as it opens (the New Game dialog cancelled unless ``keep_dialog``).

        A kept game's "Continue the unfinished game?" is answered No unless ``kept``
        (then it stays open, whatever ``keep_dialog`` says).
        """
        program = self.start(letters, {**QUICK, **settings})
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
        self.click(program, rect.x + rect.w // 2, rect.y + 20)

    def click_hand(self, program, text: str) -> None:
        game = program.window.game
        hand = [str(c) for c in game.board.hands[0]]
        index = hand.index(text)
        seat = program.window.layout.seats[0]
        x, y = seat.card_xy(index)
        width = seat.step if index < len(hand) - 1 else seat.card_w
        self.click(program, x + width // 2, y + 40)

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
    release_input(pyxel_session, INPUT, flip=False)
    yield Driver(ctx, pyxel_session)
    release_input(pyxel_session, INPUT, park=False, flip=False)
