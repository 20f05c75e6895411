"""Where everything lies on Tablenette's green table (client coordinates turned into screen ones).

The sketch of LOOK.md: the computer's six cards along the top, the face-down
deck card at the left of the middle row with the table cards to its right
(overlapping when many), the person's six cards along the bottom, and the
taken piles and the score box down the right edge.
"""

from __future__ import annotations

from dataclasses import dataclass

CARD_W, CARD_H = 71, 96
SLOTS = 6                      # TNT-D2: six cards a deal
SLOT_STEP = CARD_W + 8
TABLE_STEP = CARD_W + 7        # table cards side by side while they fit
HINT_LIFT = 14                 # pixels the hinted card rises out of the hand
LINE_H = 15                    # a line of the system font (its height and a pixel between lines)
MESSAGE_H = 2 * LINE_H + 3     # the white box: two lines inside its border
COACH_LINES = 2                # the coach's word on your last play, on the felt under the white box


@dataclass(frozen=True)
class Layout:
    """Screen positions for a client area at (cx, cy) of size cw x ch."""

    cx: int
    cy: int
    cw: int
    ch: int

    # --- the rows -------------------------------------------------------------
    @property
    def top_y(self) -> int:
        return self.cy + 10

    @property
    def reason_y(self) -> int:          # open hands: the computer's reason, under its cards
        return self.top_y + CARD_H + 6

    @property
    def table_y(self) -> int:
        return self.cy + 146

    @property
    def message_rect(self) -> tuple[int, int, int, int]:
        """The white box, just clear of the keyboard's frame round a table card."""
        return self.cx + 12, self.table_y + CARD_H + 4, self.right_edge - 12, MESSAGE_H

    @property
    def coach_y(self) -> int:
        """The coach's line under the white box: its two lines end above a hinted card lifted out of
        the hand (``lifted_y``), so a hint never covers what the coach said."""
        _, y, _, h = self.message_rect
        return y + h + 1

    @property
    def hand_y(self) -> int:
        return self.cy + self.ch - CARD_H - 12

    @property
    def lifted_y(self) -> int:
        """The top of a hinted card, lifted out of the hand."""
        return self.hand_y - HINT_LIFT

    @property
    def right_edge(self) -> int:
        """x just past the playing area (the score column starts right of it)."""
        return self.cx + 16 + (SLOTS - 1) * SLOT_STEP + CARD_W

    # --- hands ------------------------------------------------------------------
    def slot(self, player: int, index: int) -> tuple[int, int]:
        """Top-left of hand slot ``index`` (0-5) of ``player`` (0 the person, 1 the computer)."""
        return self.cx + 16 + index * SLOT_STEP, self.hand_y if player == 0 else self.top_y

    # --- deck and table ---------------------------------------------------------
    @property
    def deck(self) -> tuple[int, int]:
        return self.cx + 16, self.table_y

    @property
    def table_x(self) -> int:
        return self.cx + 16 + CARD_W + 20

    def table_step(self, count: int) -> int:
        if count <= 1:
            return TABLE_STEP
        room = self.right_edge - self.table_x - CARD_W
        return max(8, min(TABLE_STEP, room // (count - 1)))

    def table_slot(self, index: int, count: int) -> tuple[int, int]:
        """Top-left of table card ``index`` of ``count`` (a row, overlapping when many)."""
        return self.table_x + index * self.table_step(count), self.table_y

    # --- the score column -----------------------------------------------------------
    @property
    def column_x(self) -> int:
        return self.right_edge + 10

    @property
    def column_w(self) -> int:
        return self.cx + self.cw - 8 - self.column_x

    def pile(self, player: int) -> tuple[int, int]:
        """Where ``player``'s taken cards go (beside that player's hand)."""
        x = self.column_x + (self.column_w - CARD_W) // 2
        return x, self.hand_y if player == 0 else self.top_y

    @property
    def score_rect(self) -> tuple[int, int, int, int]:
        y = self.top_y + CARD_H + 22
        return self.column_x, y, self.column_w, self.hand_y - 22 - y

    def banner_rect(self, w: int, h: int) -> tuple[int, int, int, int]:
        """A box of w x h centred on the table row (the Tablenette announcement)."""
        mid = (self.cx + 12 + self.right_edge) // 2
        return mid - w // 2, self.table_y + (CARD_H - h) // 2, w, h
