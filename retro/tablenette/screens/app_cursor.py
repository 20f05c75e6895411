"""Keyboard play (TNT-U2): pick a hand card, move to its target (a table card or the deck card), Enter.

Tab / Shift+Tab move between the three places: your hand, the table row and
the face-down deck card (Up and Down move between hand and table too); the
arrow keys move within a row. Enter (or Space) on a hand card picks it up and
the cursor goes to the first table card it can take (else the deck card); Enter
on a target plays the picked card there, exactly as a drop would. Esc lets
go of a picked card. ``1``-``6`` pick a hand card at once: the first to sixth
card the hand shows, left to right, the places of cards already played not
counted. A mouse click on a hand card picks it too, and a click on a target
then plays it. "Your hand" is the one at the front: with two people, the hand of
the person at the screen.

The cursor gets its keys as the frame the Windows kit's input adapter took
(``retro.win.inputs``); it reads no Pyxel input itself.
"""

from __future__ import annotations

import pyxel

from retro.palette import W_YELLOW
from retro.tablenette.rules import captures_including
from retro.tablenette.screens.ui_layout import CARD_H, CARD_W, Layout
from retro.win.inputs import Frame

HAND, TABLE, DECK = "hand", "table", "deck"


class Cursor:
    """The keyboard cursor (a place and a position in it) and the picked hand card.

    ``game()`` is the game on the table (or None), which the cursor asks for
    the picture (``shown``), the ``state``, ``persons_turn``, ``say`` and
    ``try_play``; ``layout`` places the cursor's frame.
    """

    def __init__(self, game, layout: Layout):
        self._game = game
        self.layout = layout
        self.reset()

    def reset(self) -> None:
        self.row = HAND
        self.slot = -1        # the hand slot under the cursor
        self.picked = -1      # the hand slot picked up (drawn inverted), or -1
        self.target = 0       # the table card under the cursor
        self.visible = False  # the cursor shows once a key is used, as Windows' focus did

    def hide(self) -> None:
        self.visible = False

    # --- what the cursor points at -------------------------------------------------------
    @property
    def game(self):
        return self._game()

    def _hand(self) -> list:
        """The slots of the hand at the front (the person's at the screen)."""
        game = self.game
        return game.shown.slots[game.front]

    def _slots(self) -> list[int]:
        return [i for i, c in enumerate(self._hand()) if c is not None]

    def _table(self) -> list:
        return self.game.shown.table

    def chosen_slot(self) -> int:
        """The picked hand slot (drawn inverted), or -1."""
        return self.picked

    def chosen_card(self):
        slots = self._hand() if self.game else []
        return slots[self.picked] if 0 <= self.picked < len(slots) else None

    def where(self):
        """The target under the cursor: "deck", ("table", card) or None (the hand)."""
        if self.row == DECK:
            return "deck"
        table = self._table()
        if self.row == TABLE and 0 <= self.target < len(table):
            return ("table", table[self.target])
        return None

    def _target_moves(self):
        card, where = self.chosen_card(), self.where()
        if card is None or not isinstance(where, tuple):
            return []
        return captures_including(self.game.state, card, where[1])

    def lit_cards(self) -> set:
        """The table cards Enter would take now (a hint drawn inverted)."""
        if not self.visible or self.game is None or self.picked < 0:
            return set()
        moves = self._target_moves()
        return set(moves[0].cards) if len(moves) == 1 else set()

    # --- input --------------------------------------------------------------------------------
    def update(self, keys: Frame) -> bool:
        """Keys on the person's turn (``keys``: this frame's input); True when one was used."""
        slots = self._slots()
        if not slots:
            return False
        if self.slot not in slots:
            self.slot = slots[0]
        if self.picked not in slots:
            self.picked = -1
        if self.row == TABLE and not self._table():
            self.row = DECK
        if keys.went_down(pyxel.KEY_TAB):
            self.go(self._next_row(-1 if keys.shift else 1))
            return True
        if keys.went_down(pyxel.KEY_UP) and self.row == HAND:
            self.go(TABLE if self._table() else DECK)
            return True
        if keys.went_down(pyxel.KEY_DOWN) and self.row != HAND:
            self.go(HAND)
            return True
        step = 1 if keys.pressed(pyxel.KEY_RIGHT) else -1 if keys.pressed(pyxel.KEY_LEFT) else 0
        if step:
            self.visible = True
            if self.row == HAND:
                self.slot = slots[(slots.index(self.slot) + step) % len(slots)]
            elif self.row == TABLE:
                self.target = (self.target + step) % len(self._table())
            self.explain()
            return True
        for n, slot in enumerate(slots, start=1):      # the n-th card shown, the gaps not counted
            if keys.went_down(pyxel.KEY_0 + n):
                self.pick(slot)
                return True
        if keys.enter or keys.went_down(pyxel.KEY_SPACE):
            self.visible = True
            if self.row == HAND:
                self.pick(self.slot)
                return True
            return self.play_target()
        if keys.went_down(pyxel.KEY_ESCAPE) and self.picked >= 0:
            self.let_go()
            return True
        return False

    def _next_row(self, step: int) -> str:
        rows = [HAND, TABLE, DECK] if self._table() else [HAND, DECK]
        i = rows.index(self.row) if self.row in rows else 0
        return rows[(i + step) % len(rows)]

    def go(self, row: str) -> None:
        self.row, self.visible = row, True
        if row == TABLE:
            self.target = min(max(self.target, 0), len(self._table()) - 1)
        self.explain()

    def pick(self, slot: int) -> None:
        """Pick up the card in ``slot``; the cursor goes to the first table card it can take."""
        self.slot = self.picked = slot
        self.visible = True
        card = self.chosen_card()
        self.row = DECK
        for i, target in enumerate(self._table()):
            if captures_including(self.game.state, card, target):
                self.row, self.target = TABLE, i
                break
        self.explain()

    def let_go(self) -> None:
        self.picked, self.row = -1, HAND
        self.explain()

    def play_target(self) -> bool:
        card, where = self.chosen_card(), self.where()
        if where is None:
            return False
        if card is None:
            self.game.say("Pick a card first: Enter on a card in your hand (or 1-6, from the left).")
            return True
        start = self.layout.slot(0, self.picked)
        game = self.game
        hinted = game.hinted
        if hinted is not None and card == hinted.card and where == game.hinted_target() \
                and game.play_hinted((start[0], self.layout.lifted_y)):
            self.reset()                # Enter where the hint put the cursor: the hinted play
        elif game.try_play(card, where, start):
            self.reset()
        return True

    def explain(self) -> None:
        """Say what Enter would do now."""
        card = self.chosen_card()
        if card is None:
            if self.row == HAND and 0 <= self.slot < 6 and self._hand()[self.slot]:
                self.game.say(f"Enter picks up {self._hand()[self.slot].symbol}.")
            return
        where = self.where()
        if where is None:
            text = f"{card.symbol} picked up: Tab or Up goes to the table."
        elif where == "deck":
            text = f"Enter lays {card.symbol} on the table (the deck card)."
        else:
            moves = self._target_moves()
            target = where[1].symbol
            if not moves:
                text = f"{card.symbol} cannot take {target}."
            elif len(moves) == 1:
                text = f"Enter: {card.symbol} takes {' '.join(c.symbol for c in moves[0].cards)}."
            else:
                text = f"Enter: {card.symbol} takes {target} ({len(moves)} ways; you choose)."
        self.game.say(text + " Esc lets go.")

    # --- drawing -------------------------------------------------------------------------------
    def draw(self) -> None:
        if not self.visible or self.game is None or not self.game.persons_turn:
            return
        lay = self.layout
        if self.row == HAND:
            if self.slot < 0:
                return
            x, y = lay.slot(0, self.slot)
        elif self.row == DECK:
            x, y = lay.deck
        else:
            table = self._table()
            if not 0 <= self.target < len(table):
                return
            x, y = lay.table_slot(self.target, len(table))
        focus(x - 3, y - 3, CARD_W + 6, CARD_H + 6)


def focus(x: int, y: int, w: int, h: int) -> None:
    """A dotted rectangle in yellow, so it shows on the felt."""
    for i in range(0, w, 4):
        pyxel.line(x + i, y, x + min(i + 1, w - 1), y, W_YELLOW)
        pyxel.line(x + i, y + h - 1, x + min(i + 1, w - 1), y + h - 1, W_YELLOW)
    for j in range(0, h, 4):
        pyxel.line(x, y + j, x, y + min(j + 1, h - 1), W_YELLOW)
        pyxel.line(x + w - 1, y + j, x + w - 1, y + min(j + 1, h - 1), W_YELLOW)
