"""The Replay windows of the Windows programs: the finished games listed over a chart of their margins, one game stepped through.

``ReplayList`` lists a program's history (``retro.history``) newest first --
each game's date, deal number, every seat's name and result -- with the last
20 games' margins as bars in a grey chart box (wins above the middle line,
losses below). ``ReplayBox`` shows one game: every hand open,
the move that led to the position on show, the coach's verdict beside the
person's plays and the score, stepped forwards and back with its buttons or
the arrow keys. What a position looks like is the program's (``Picture``);
the stepping is ``Track``'s, which rebuilds the states and works out the
verdicts a slice of each frame, so stepping never waits for the coach.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Protocol, Sequence

import pyxel

from retro.fitting import fit_lines
from retro import replaying
from retro.palette import W_BLACK, W_GREY, W_GREEN, W_MAROON, W_NAVY, W_SILVER, W_WHITE
from retro.record import RecordError, parse_head
from retro.replaying import PAGE, WORK_S
from retro.win.cardart import SIZES, draw_card
from retro.win.controls import Button, Label
from retro.win.inputs import Frame, current
from retro.win.listview import Column, ListView
from retro.win.window import Dialog

CHART_GAMES = 20            # the margins charted: the last this many games
FELT = W_GREEN
NO_GAMES = "No finished games yet: each game you finish is kept here."
LIST_W, LIST_H = 600, 330   # the list box's client area: room for four players' names in a row
WIDEST_DATE, WIDEST_DEAL = "0000-00-00 00:00", "1000000"


def seat_names(entry) -> list[str]:
    """Every seat's name of a listed game, the person's and the computers' alike, in seat order
    (its record's head; a head that cannot be read gives the computers' names the list has)."""
    try:
        names = [seat.name for seat in parse_head(entry.text).seats]
    except RecordError:
        names = []
    return names or list(entry.opponents)


def replay_title(deal: int | None, names: Sequence[str]) -> str:
    """The Replay box's title: "Replay - Deal 11982 - Ann, Computer 1, Computer 2"."""
    parts = ["Replay"] + ([f"Deal {deal}"] if deal else []) + ([", ".join(names)] if names else [])
    return " - ".join(parts)


# --- the stepping (no drawing) -------------------------------------------------------------
class Track(replaying.Track):
    """The shared ``retro.replaying.Track`` as the Replay box steps it: the play on show is judged
    first (a verdict begun on another play waits, paused), and a frame's share takes as many
    verdicts as it holds."""

    show_first = True
    one_a_frame = False


# --- what a program draws ------------------------------------------------------------------
@dataclass(frozen=True)
class Group:
    """Cards laid out under one label: each pile is a tuple of cards, fanned (a build, a block)."""

    label: str
    piles: Sequence[tuple]


class Picture(Protocol):
    """A program's words and rows of cards for the Replay box."""

    def rows(self, state) -> list[list[Group]]: ...

    def score_line(self, state) -> str: ...

    def move_line(self, name: str, player: int, move, before) -> str: ...

    def verdict_line(self, verdict, before) -> str: ...


def draw_margin_chart(look, x: int, y: int, w: int, h: int, margins: Sequence[int | None]) -> None:
    """The grey chart box: one bar a game, oldest at the left; wins rise above the middle line,
    losses hang below it, a level game is a notch on the line."""
    pyxel.rect(x, y, w, h, W_SILVER)
    look.sunken(x, y, w, h)
    mid = y + h // 2
    pyxel.line(x + 3, mid, x + w - 4, mid, W_BLACK)
    shown = [m for m in margins][-CHART_GAMES:]
    if not shown:
        return
    most = max(1, max(abs(m) for m in shown if m is not None) if any(m is not None for m in shown) else 1)
    room = h // 2 - 4
    slot = (w - 8) // CHART_GAMES
    bar = max(2, slot - 3)
    for i, margin in enumerate(shown):
        bx = x + 4 + i * slot + (slot - bar) // 2
        if margin is None:
            continue
        size = max(1, round(abs(margin) * room / most)) if margin else 0
        if margin > 0:
            pyxel.rect(bx, mid - size, bar, size, W_NAVY)
            pyxel.line(bx, mid - size, bx + bar - 1, mid - size, W_WHITE)
        elif margin < 0:
            pyxel.rect(bx, mid + 1, bar, size, W_MAROON)
            pyxel.line(bx, mid + size, bx + bar - 1, mid + size, W_GREY)
        else:
            pyxel.rect(bx, mid - 1, bar, 3, W_GREY)


class ReplayList(Dialog):
    """The finished games, newest first (date, deal number, players, result), over the chart of their
    margins.

    ``entries`` are ``retro.history.Entry``s; Open (or Enter, or a second
    click on a row) calls ``on_open(entry)``.
    """

    def __init__(self, title: str, entries: Sequence, on_open: Callable[[Any], None]):
        super().__init__(title, LIST_W, LIST_H)
        self.entries = list(entries)
        self.on_open = on_open

    def build(self) -> None:
        f = self.look.ui
        rows = [(e.date, e.deal or None, ", ".join(seat_names(e)) or "-", e.result or "Unfinished")
                for e in self.entries]
        w = self.client_w - 20
        self.list = self.add(ListView(10, 10, w, 170, self.columns(rows, w), rows, sortable=False))
        self.list.on("activate", lambda i, _row: self.open_entry(i))
        if rows:
            self.list.select(0)
        else:
            self.add(Label(NO_GAMES, 16, 36, w - 20, f.height + 2))
        self.chart_y = 206
        self.add(Label(f"Your margins, last {CHART_GAMES} games (wins above the line)", 10, 188, w,
                       f.height + 2))
        opener = self.add(Button("&Open", self.client_w - 170, self.client_h - 31, 75, 23, default=True,
                                 on_click=lambda: self.open_entry(self.list.selected)))
        opener.enabled = bool(rows)
        self.add(Button("&Close", self.client_w - 89, self.client_h - 31, 75, 23, cancel=True,
                        on_click=lambda: self.close("Close")))

    def columns(self, rows: Sequence[tuple], w: int) -> list[Column]:
        """Date and deal as wide as their widest, the players' names as wide as the longest row's (up
        to three fifths of what is left), the result the rest; the scroll bar's room kept."""
        f = self.look.ui
        date_w = f.width(WIDEST_DATE) + 12
        deal_w = max(f.width("Deal"), f.width(WIDEST_DEAL)) + 14
        rest = w - 4 - 18 - date_w - deal_w
        widest = max([f.width(row[2]) for row in rows] + [f.width("Players")])
        players_w = min(widest + 14, rest * 3 // 5)
        return [Column("Date", date_w), Column("Deal", deal_w, align="right"),
                Column("Players", players_w), Column("Result", rest - players_w)]

    def margins(self) -> list[int | None]:
        return [e.margin for e in reversed(self.entries[:CHART_GAMES])]

    def open_entry(self, index: int) -> None:
        if 0 <= index < len(self.entries):
            self.on_open(self.entries[index])

    def draw_self(self) -> None:
        x, y = self.x + self.ox, self.y + self.oy
        draw_margin_chart(self.look, x + 10, y + self.chart_y, self.client_w - 20, 80, self.margins())


class ReplayBox(Dialog):
    """One game stepped through: the rows of open cards, the move, the coach's word, the score.

    ``names`` are the seats' names; ``on_play_from(state, position)`` starts
    a game from the position on show (the box closes first).
    """

    LABELS = ("|<", "< &Back", "&Forward >", ">|", "&Play from here", "&Close")

    def __init__(self, title: str, track: Track, picture: Picture, names: Sequence[str],
                 on_play_from: Callable[[Any, int], None]):
        super().__init__(title, 624, 432)
        self.track = track
        self.picture = picture
        self.names = list(names)
        self.on_play_from = on_play_from

    def build(self) -> None:
        widths = (36, 75, 82, 36, 110, 75)
        actions = (lambda: self.go(0), lambda: self.go(self.track.position - 1),
                   lambda: self.go(self.track.position + 1), lambda: self.go(self.track.total),
                   self.play_from, lambda: self.close("Close"))
        x, y = 10, self.client_h - 31
        self.buttons = []
        for label, w, action in zip(self.LABELS, widths, actions):
            button = self.add(Button(label, x, y, w, 23, on_click=action, cancel=label == "&Close"))
            self.buttons.append(button)
            x += w + (16 if label == ">|" else 6)

    def opened(self) -> None:
        self.set_focus(self.buttons[2])

    def go(self, position: int) -> None:
        self.track.go(position)

    def play_from(self) -> None:
        track = self.track
        if track.position > track.built:
            return                          # not rebuilt yet: a frame or two
        state = track.state.clone()
        self.close("Play")
        self.on_play_from(state, track.position)

    def update_modal(self, frame: Frame | None = None) -> None:
        frame = frame if frame is not None else current()
        steps = ((pyxel.KEY_LEFT, -1), (pyxel.KEY_RIGHT, 1), (pyxel.KEY_PAGEUP, -PAGE), (pyxel.KEY_PAGEDOWN, PAGE))
        for key, by in steps:
            if frame.pressed(key):
                self.go(self.track.position + by)
        if frame.went_down(pyxel.KEY_HOME):
            self.go(0)
        elif frame.went_down(pyxel.KEY_END):
            self.go(self.track.total)
        super().update_modal(frame)

    def tick(self) -> None:
        self.track.step(WORK_S)
        track = self.track
        self.buttons[0].enabled = self.buttons[1].enabled = track.position > 0
        self.buttons[2].enabled = self.buttons[3].enabled = track.position < track.total
        self.buttons[4].enabled = track.position <= track.built and not track.state.over

    # --- the words under the cards ---------------------------------------------------------
    def lines(self) -> list[tuple[str, int]]:
        """The move on show, the coach's word on it (the person's plays), the score."""
        track, n = self.track, self.track.position
        out = []
        if track.error:
            out.append((track.error, W_MAROON))
        made = track.move(n)
        if n == 0:
            out.append((f"The deal. {track.total} moves follow: step with the arrow keys.", W_BLACK))
        elif made is None:
            out.append((f"Move {n} of {track.total}...", W_BLACK))
        else:
            player, move = made
            name = self.names[player] if player < len(self.names) else f"Player {player + 1}"
            before = track.states[n - 1]
            out.append((f"Move {n} of {track.total}. {self.picture.move_line(name, player, move, before)}",
                        W_BLACK))
            if track.judged(n):
                verdict = track.verdicts.get(n)
                text = ("The coach is looking at this play..." if verdict is None
                        else self.picture.verdict_line(verdict, before))
                out.append((text, W_NAVY))
        out.append((self.picture.score_line(track.state), W_BLACK))
        return out

    def draw_self(self) -> None:
        look = self.look
        f = look.ui
        cx, cy = self.x + self.ox, self.y + self.oy
        track = self.track
        card_w, card_h = SIZES["small"]
        rows = self.picture.rows(track.state)
        row_h = f.height + 3 + card_h + 8
        look.sunken(cx + 8, cy + 6, self.client_w - 16, len(rows) * row_h + 8, FELT)
        y = cy + 11
        for row in rows:
            self._draw_row(row, cx + 16, y, self.client_w - 32, card_w, card_h, f)
            y += row_h
        box_y = y + 6
        box_h = self.client_h - 41 - (box_y - cy)
        look.sunken(cx + 8, box_y, self.client_w - 16, box_h, W_WHITE)
        ty = box_y + 5
        for text, col in self.lines():
            for line in fit_lines(text, lambda words: f.wrap(words, self.client_w - 32), 2):
                if ty + f.height > box_y + box_h - 3:
                    break
                f.draw(cx + 16, ty, line, col)
                ty += f.height + 2

    @staticmethod
    def _draw_row(groups: Sequence[Group], x: int, y: int, w: int, card_w: int, card_h: int, f) -> None:
        if not groups:
            return
        gap = 12
        each = (w - gap * (len(groups) - 1)) // len(groups)
        for g, group in enumerate(groups):
            gx = x + g * (each + gap)
            f.draw(gx, y, group.label, W_WHITE)
            fan = 12
            widths = [card_w + fan * (len(p) - 1) for p in group.piles]
            total = sum(widths) + 4 * max(0, len(widths) - 1)
            squeeze = 1.0 if total <= each or len(widths) < 2 else \
                max(0.0, (each - widths[-1]) / (total - widths[-1]))
            px = float(gx)
            for pile, pw in zip(group.piles, widths):
                for k, card in enumerate(pile):
                    draw_card(int(px) + k * fan, y + f.height + 3, card, size="small")
                px += (pw + 4) * squeeze
