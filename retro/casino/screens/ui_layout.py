"""Where everything lies on the Casino table (CAS-U3), for two to four players, in screen pixels."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from retro.win import SIZES, Rect

NORMAL_W, NORMAL_H = SIZES["normal"]
SMALL_W, SMALL_H = SIZES["small"]
COLUMNS = 6                 # the tableau's twelve spaces: two rows of six (LOOK.md sketch)
SPACE_GAP = 8
ROW_PITCH = 96              # a row's height: a small card and room for a pile's cascade
CASCADE = 22                # the most a pile spreads downwards
HAND_STEP_NORMAL = 38       # how far each card of a fanned hand shows (two players)
HAND_STEP_CROWDED = 28      # ... with three or four, the score sheet being wider
HAND_STEP_SMALL = 16
SHEET_LABEL_W = 70
SHEET_TOP, SHEET_H = 31, 114
MESSAGE_PITCH = 13          # a line of the message area and the coach's place (the font's 12, and 1)


@dataclass(frozen=True)
class Seat:
    """A player's hand (first card's corner, step, card size) and capture pile."""

    hand_x: int
    hand_y: int
    step: int
    size: str
    pile: Rect
    label_xy: tuple[int, int]
    pile_label_xy: tuple[int, int]
    pile_label_align: str

    @property
    def card_w(self) -> int:
        return SIZES[self.size][0]

    def card_xy(self, index: int) -> tuple[int, int]:
        return self.hand_x + index * self.step, self.hand_y


class Layout:
    """The table's geometry inside the window's client rectangle ``(cx, cy, cw, ch)``."""

    def __init__(self, client: tuple[int, int, int, int], players: int, spaces: int = 12):
        cx, cy, cw, ch = client
        self.client = Rect(cx, cy, cw, ch)
        self.players = players
        self.spaces = spaces
        mid = cx + cw // 2
        self.hint = Rect(mid - 40, cy + 5, 80, 22)
        table_w = COLUMNS * SMALL_W + (COLUMNS - 1) * SPACE_GAP
        self.table_x = cx + (cw - table_w) // 2
        self.table_y = cy + SHEET_TOP + SHEET_H + 5
        self.sheet_col_w = 64 if players == 2 else 52
        sheet_w = SHEET_LABEL_W + players * self.sheet_col_w + 4
        self.sheet = Rect(mid - sheet_w // 2, cy + SHEET_TOP, sheet_w, SHEET_H)
        button_w = 300 if players == 2 else 240
        self.unplayed_button = Rect(mid - button_w // 2, cy + ch - 28, button_w, 22)
        self.seats = self._seats(cx, cy, cw, ch, players)
        left = cx + 10 + NORMAL_W + 12
        right = min(seat.pile.x for seat in self.seats[1:]) - 12
        self.status = Rect(left, cy + ch - 83, right - left, 4 * MESSAGE_PITCH)    # four lines of messages
        self.unplayed_panel = Rect(left, cy + ch - 88, right - left, 56)
        self.coach = self._coach_place(players)
        # where dealt cards fly from: between the tableau's rows
        self.deck_xy = (mid - SMALL_W // 2, self.table_y + ROW_PITCH - SMALL_H // 2 - 6)

    def _coach_place(self, players: int) -> Optional[Rect]:
        """Where the coach's words go at a table of three or four, or None: in a two-handed game they
        share the message area, but at a larger table the computers' answers fill it. The place is
        the felt left of the tableau, between your hand and your capture pile's labels."""
        if players == 2:
            return None
        you = self.seats[0]
        top = you.hand_y + NORMAL_H + 8                     # below the hand and its focus frame
        bottom = you.pile_label_xy[1] - MESSAGE_PITCH - 6    # above the pile's two labels
        left = you.hand_x
        return Rect(left, top, self.table_x - 8 - left, bottom - top)

    @staticmethod
    def _seats(cx, cy, cw, ch, players) -> list[Seat]:
        bottom = cy + ch - 8
        step = HAND_STEP_NORMAL if players == 2 else HAND_STEP_CROWDED
        you = Seat(cx + 10, cy + 22, step, "normal",
                   Rect(cx + 10, bottom - NORMAL_H - 4, NORMAL_W, NORMAL_H),
                   (cx + 10, cy + 7), (cx + 10, bottom - NORMAL_H - 20), "left")
        seats = [you]
        if players == 2:
            hand_w = NORMAL_W + 3 * step
            x = cx + cw - 10 - hand_w
            pile = Rect(cx + cw - 10 - NORMAL_W, bottom - NORMAL_H - 4, NORMAL_W, NORMAL_H)
            seats.append(Seat(x, cy + 22, step, "normal", pile, (x, cy + 7),
                              (pile.x + pile.w, pile.y - 16), "right"))
            return seats
        # Three or four players: the computers' hands down the right edge, small;
        # their capture piles side by side at the bottom right.
        hand_w = SMALL_W + 3 * HAND_STEP_SMALL
        x = cx + cw - 10 - hand_w
        for k in range(players - 1):
            y = cy + 22 + k * (SMALL_H + 22)
            px = cx + cw - 10 - SMALL_W - (players - 2 - k) * (SMALL_W + 9)
            pile = Rect(px, bottom - SMALL_H - 4, SMALL_W, SMALL_H)
            seats.append(Seat(x, y, HAND_STEP_SMALL, "small", pile, (x, y - 15),
                              (px + SMALL_W // 2, pile.y - 16), "center"))
        return seats

    # --- the tableau -----------------------------------------------------------------
    def space_xy(self, index: int) -> tuple[int, int]:
        row, col = divmod(index, COLUMNS)
        return self.table_x + col * (SMALL_W + SPACE_GAP), self.table_y + row * ROW_PITCH

    @staticmethod
    def cascade_step(count: int) -> int:
        return 0 if count < 2 else min(12, CASCADE // (count - 1))

    def pile_rect(self, index: int, count: int = 1) -> Rect:
        x, y = self.space_xy(index)
        return Rect(x, y, SMALL_W, SMALL_H + self.cascade_step(count) * max(0, count - 1))

    def pile_card_xy(self, index: int, position: int, count: int) -> tuple[int, int]:
        x, y = self.space_xy(index)
        return x, y + position * self.cascade_step(count)

    def hand_card_xy(self, player: int, index: int) -> tuple[int, int]:
        return self.seats[player].card_xy(index)

    def pile_xy(self, player: int) -> tuple[int, int]:
        pile = self.seats[player].pile
        return pile.x, pile.y
