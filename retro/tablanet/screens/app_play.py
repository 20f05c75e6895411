"""The person's turn (TBL-U3, TBL-C4): a hand card by number or arrows, then its capture.

A card that can take only one way takes at once; one that can take several
ways opens the list of its captures (the lit one shows on the table); one
that takes nothing goes to the table. Table cards may be picked first by
their letters; then the hand card must take exactly those. The cursor and
the keys over the hand are ``retro.dos.hand_keys``'s.
"""

from __future__ import annotations

from typing import Callable, Protocol

from retro.dos.hand_keys import HandCursor
from retro.tablanet.screens.app_text import Msg, msg, t
from retro.tablanet.bots import capture_points
from retro.tablanet.rules import capture_for_selection, moves_for_card
from retro.tablanet.screens.ui_popups import CaptureChoice
from retro.tablanet.screens.ui_table import SIDE_COL, TABLE_KEYS, hand_at, table_at
from retro.table.session import PERSON

CHOICE_ROW = 11


def number_keys(count: int) -> str:
    return "1" if count <= 1 else f"1-{count}"


class Program(Protocol):
    """What the turn asks of the DOS program: its pop-ups, the beep, a repaint, the language."""

    lang: str
    modals: list

    @property
    def modal(self): ...

    def push(self, widget, on_done: Callable | None = None): ...

    def beep(self) -> None: ...

    def touch(self) -> None: ...


class Table(Protocol):
    """What the turn asks of the game screen: the table as shown, the rules' state to find the
    moves, the news line, the hint on show, and ``apply`` for the person's decision."""

    app: Program
    board: object           # app_board.Board
    state: object
    demo: bool
    news: list
    desk: object            # retro.table.coach_desk.CoachDesk (its hint)

    def apply(self, move, player: int = PERSON) -> None: ...

    def advice(self) -> bool: ...


class PersonTurn(HandCursor):
    """What the person is doing on their turn: the cursor, picked table cards, the capture list."""

    def __init__(self, game: Table):
        self.game = game
        self.active = False
        self.cursor = 0
        self.picked: list = []
        self.choice: CaptureChoice | None = None
        self.refused = False

    # --- state ------------------------------------------------------------------
    @property
    def hand(self) -> list:
        board = self.game.board
        return board.hands[board.front]

    def begin(self) -> None:
        if not self.active:
            self.active = True
            self.fit_cursor(len(self.hand))
            self.game.app.touch()

    def reset(self) -> None:
        self.active = False
        self.picked = []
        self.choice = None
        self.refused = False

    def cancel(self) -> None:
        """Demo mode took over: close the capture list and forget the picks."""
        app = self.game.app
        if self.choice is not None and app.modal is self.choice:
            app.modals.pop()
        self.reset()

    def cursor_shown(self) -> int | None:
        if self.active and not self.game.demo and self.choice is None and not self.game.app.modals:
            return self.cursor
        return None

    def lit(self) -> frozenset:
        cards = set(self.picked)
        if self.choice is not None:
            cards |= set(self.choice.current.cards)
        return frozenset(cards)

    # --- keys ---------------------------------------------------------------------
    def on_key(self, key: str) -> bool:
        """A key at the table on the person's turn; False when it was not for the turn."""
        if not self.active or self.game.demo:
            return False
        count = len(self.hand)
        if key == "ESCAPE":
            if not self.picked:
                return False
            self.picked = []
            self.game.news = [msg("dropped")]
        elif len(key) == 1 and key in TABLE_KEYS:
            self.pick_table(TABLE_KEYS.index(key))
        else:
            self.hand_key(key, count, int(key) - 1 if key.isdigit() else None, self.play,
                          lambda: self.refuse(msg("bad_key", keys=number_keys(count))),
                          no_card=lambda: self.refuse(msg("no_card")))
        return True

    def on_click(self, col: int, row: int) -> None:
        if not self.active or self.game.demo:
            return
        index = hand_at(col, row, len(self.hand))
        if index is not None:
            self.cursor = index
            self.play(index)
            return
        board = self.game.board
        index = table_at(col, row, len(board.table))
        if index is not None:
            self.pick_table(index)

    def refuse(self, why: Msg) -> None:
        self.game.app.beep()
        self.game.news = [why]

    # --- choosing ------------------------------------------------------------------
    def pick_table(self, index: int) -> None:
        table = self.game.board.table
        if index >= len(table):
            self.refuse(msg("no_table_card", letter=TABLE_KEYS[index]))
            return
        card = table[index]
        if card in self.picked:
            self.picked.remove(card)
        else:
            self.picked.append(card)
        self.game.news = [msg("picked", cards=tuple(self.picked))] if self.picked else [msg("dropped")]

    def play(self, index: int) -> None:
        game = self.game
        card = self.hand[index]
        self.cursor = index
        moves = moves_for_card(game.state, card)
        if self.picked:
            move = capture_for_selection(game.state, card, self.picked)
            if move is not None:
                game.apply(move, PERSON)
            elif any(m.kind == "capture" for m in moves):
                self.refuse(msg("cannot_take", card=card, cards=tuple(self.picked)))
            else:
                self.refuse(msg("takes_nothing", card=card))
            return
        if len(moves) == 1:
            game.apply(moves[0], PERSON)
            return
        # TBL-U3: several captures (a card that can take must take, TBL-C4): list them.
        game.news = [msg("choose", card=card)]
        moves.sort(key=lambda m: (-capture_points(m), -len(m.cards)))
        self.choice = CaptureChoice(card, moves, game.board.table, game.app.lang, SIDE_COL - 1, CHOICE_ROW,
                                   on_refuse=self.refused_lay)
        hint = game.desk.hint
        if hint is not None and hint.move.card == card and hint.move in moves:
            self.choice.select(moves.index(hint.move))      # the list opens on the hint
        game.app.push(self.choice, self.chosen)

    def chosen(self, move) -> None:
        self.choice = None
        if move is None:
            self.game.news = []
            return
        self.game.apply(move, PERSON)

    def refused_lay(self) -> None:
        """The 0 line of the capture list: laying a card that can take is not allowed (TBL-C4)."""
        if self.choice is not None:
            self.game.news = [msg("must_take", card=self.choice.card)]

    # --- the prompt -------------------------------------------------------------------
    def prompt(self, lang: str) -> str:
        game = self.game
        if self.choice is not None or not self.active or game.app.modals:
            return ""
        if game.advice():
            return t("your_turn_empty", lang)
        return t("your_turn", lang, keys=number_keys(len(self.hand)))
