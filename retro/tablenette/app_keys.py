"""Keyboard play (TNT-U2): choose a hand card, then its target (the deck card or a table card).

Left/Right or Tab/Shift+Tab move along the row; 1-6 pick a hand card; Enter,
Space or Up take the chosen card up to the table row; Down or Esc bring it
back; Enter on a target plays it there, exactly as a drop would. A mouse
click on a hand card chooses it too, and a click on a target then plays it.
"""

from __future__ import annotations

import pyxel

from retro.palette import W_YELLOW
from retro.tablenette.ui_layout import CARD_H, CARD_W
from retro.win.widgets import enter_pressed, pressed, shift

HAND, TABLE = "hand", "table"


class Keys:
    """The keyboard cursor: a row (hand or table) and a position in it."""

    def __init__(self, win):
        self.win = win
        self.reset()

    def reset(self) -> None:
        self.row = HAND
        self.slot = -1        # the hand slot under the cursor / chosen
        self.target = 0       # 0 = the deck card, 1.. = table cards
        self.visible = False  # the cursor shows once a key is used (as Windows focus did)

    def hide(self) -> None:
        self.visible = False

    # --- what the cursor points at -----------------------------------------------------
    @property
    def game(self):
        return self.win.game

    def _slots(self) -> list[int]:
        return [i for i, c in enumerate(self.game.shown.slots[0]) if c is not None]

    def _targets(self) -> list:
        return ["deck"] + [("table", c) for c in self.game.shown.table]

    def chosen_slot(self) -> int:
        """The hand slot taken up to the table row (drawn inverted), or -1."""
        return self.slot if self.row == TABLE else -1

    def chosen_card(self):
        slots = self.game.shown.slots[0] if self.game else []
        return slots[self.slot] if 0 <= self.slot < len(slots) else None

    def lit_cards(self) -> set:
        """The table cards the keyboard's target would take (a hint drawn inverted)."""
        if self.row != TABLE or not self.visible or self.game is None:
            return set()
        moves = self._target_moves()
        return set(moves[0].cards) if len(moves) == 1 else set()

    def _target_moves(self):
        from retro.tablenette.rules import captures_including

        card, targets = self.chosen_card(), self._targets()
        if card is None or not 0 <= self.target < len(targets) or targets[self.target] == "deck":
            return []
        return captures_including(self.game.state, card, targets[self.target][1])

    # --- input ----------------------------------------------------------------------------
    def update(self) -> bool:
        """Keys on the person's turn; True when one was used."""
        slots = self._slots()
        if not slots:
            return False
        if self.slot not in slots:
            self.slot = slots[0]
        step = 0
        if pressed(pyxel.KEY_RIGHT) or (pyxel.btnp(pyxel.KEY_TAB) and not shift()):
            step = 1
        elif pressed(pyxel.KEY_LEFT) or (pyxel.btnp(pyxel.KEY_TAB) and shift()):
            step = -1
        if step:
            self.visible = True
            if self.row == HAND:
                self.slot = slots[(slots.index(self.slot) + step) % len(slots)]
            else:
                self.target = (self.target + step) % len(self._targets())
            self.hint()
            return True
        for n in range(1, 7):
            if pyxel.btnp(pyxel.KEY_0 + n) and n - 1 in slots:
                self.slot, self.row, self.visible = n - 1, HAND, True
                self.hint()
                return True
        go = enter_pressed() or pyxel.btnp(pyxel.KEY_SPACE)
        if self.row == HAND and (go or pyxel.btnp(pyxel.KEY_UP)):
            self.choose(self.slot)
            return True
        if self.row == TABLE:
            if pyxel.btnp(pyxel.KEY_DOWN) or pyxel.btnp(pyxel.KEY_ESCAPE):
                self.row = HAND
                self.hint()
                return True
            if go:
                return self.play_target()
        return False

    def choose(self, slot: int) -> None:
        """Take the card in ``slot`` up to the table row, the cursor on its likeliest target."""
        from retro.tablenette.rules import captures_including

        self.slot, self.row, self.visible = slot, TABLE, True
        card, targets = self.chosen_card(), self._targets()
        self.target = 0
        for i, where in enumerate(targets[1:], start=1):
            if captures_including(self.game.state, card, where[1]):
                self.target = i
                break
        self.hint()

    def play_target(self) -> bool:
        card = self.chosen_card()
        targets = self._targets()
        if card is None or not 0 <= self.target < len(targets):
            return False
        slot = self.win.layout.slot(0, self.slot)
        if self.game.try_play(card, targets[self.target], slot):
            self.reset()
        return True

    def hint(self) -> None:
        """Say what Enter would do now."""
        card = self.chosen_card()
        if card is None:
            return
        if self.row == HAND:
            self.game.say(f"{card.symbol} chosen: Enter or Up takes it to the table row; "
                          "Left/Right choose another card.")
            return
        where = self._targets()[self.target]
        if where == "deck":
            text = f"Enter plays {card.symbol} to the table (the deck card)."
        else:
            moves = self._target_moves()
            target = where[1].symbol
            if not moves:
                text = f"{card.symbol} cannot take {target}. Left/Right choose another target."
            elif len(moves) == 1:
                text = f"Enter: {card.symbol} takes {' '.join(c.symbol for c in moves[0].cards)}."
            else:
                text = f"Enter: {card.symbol} takes {target} ({len(moves)} ways; you will choose)."
        self.game.say(text + " Down or Esc: back to the hand.")

    # --- drawing ---------------------------------------------------------------------------
    def draw(self) -> None:
        if not self.visible or self.game is None or not self.game.persons_turn:
            return
        lay = self.win.layout
        if self.row == HAND:
            if self.slot < 0:
                return
            x, y = lay.slot(0, self.slot)
        else:
            targets = self._targets()
            if not 0 <= self.target < len(targets):
                return
            if self.target == 0:
                x, y = lay.deck
            else:
                x, y = lay.table_slot(self.target - 1, len(targets) - 1)
        focus(x - 3, y - 3, CARD_W + 6, CARD_H + 6)


def focus(x: int, y: int, w: int, h: int) -> None:
    """A dotted rectangle, two pixels thick, in yellow and white so it shows on the felt."""
    for i in range(0, w, 4):
        pyxel.line(x + i, y, x + min(i + 1, w - 1), y, W_YELLOW)
        pyxel.line(x + i, y + h - 1, x + min(i + 1, w - 1), y + h - 1, W_YELLOW)
    for j in range(0, h, 4):
        pyxel.line(x, y + j, x, y + min(j + 1, h - 1), W_YELLOW)
        pyxel.line(x + w - 1, y + j, x + w - 1, y + min(j + 1, h - 1), W_YELLOW)
