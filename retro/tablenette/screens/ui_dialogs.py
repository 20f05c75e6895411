"""Tablenette's boxes: which cards to take, the end of a hand or game, and About (TNT-U4)."""

from __future__ import annotations

from typing import Callable

import pyxel

from retro.palette import W_BLACK, W_GREY, W_MAROON, W_NAVY
from retro.tablenette.rules import TARGET, move_points
from retro.tablenette.screens.app_settings import LEVEL_WORDS
from retro.tablenette.screens.ui_points import CHART_H, draw_points
from retro.win import Button, Column, Dialog, Label, ListView, draw_card

# No dialog sets a setting: Tablenette's are on the Options menu (app_settings.OPTIONS).
SETTINGS_DIALOGS: dict = {}

CHARITY_NOTE = ("The 1991 original cost nothing. Its authors asked one favour in return: "
                "if the game gives you pleasure, send a small sum to a children's charity "
                "of your own choosing. We pass their request on.")


def symbols(cards) -> str:
    return " ".join(c.symbol for c in cards)


class ChoiceDialog(Dialog):
    """TNT-U2 reading: several captures include the target card; the person picks one."""

    def __init__(self, card, target, moves, state, on_done: Callable, on_select: Callable,
                 x: int | None = None, y: int | None = None):
        rows_h = min(6, len(moves)) * 17 + 26
        super().__init__("Take Which Cards?", 380, 64 + rows_h, x, y)
        self.moves, self.on_done, self.on_select = list(moves), on_done, on_select
        self.done = False
        ways = "1 way" if len(moves) == 1 else f"{len(moves)} ways"
        self.add(Label(f"{card.symbol} can take {target.symbol} in {ways}. "
                       "Which cards do you take?", 10, 8, 360, 16))
        rows = []
        for m in self.moves:
            points, bonus = move_points(state, m)
            rows.append((symbols(m.cards), f"{points} + {bonus} Tablenette" if bonus else str(points)))
        self.list = self.add(ListView(10, 28, 270, rows_h, [Column("Cards taken", 136),
                                                            Column("Points", 112, "right")],
                                      rows, sortable=False))
        self.list.on("select", lambda i, _row: self.on_select(self.moves[i]))
        self.list.on("activate", lambda i, _row: self.close("OK"))
        ok, cancel = self.add_buttons(["OK", "Cancel"], y=28, w=80)
        ok.x = cancel.x = 290
        cancel.y = 58
        self.on("close", self._closed)

    def opened(self) -> None:
        self.set_focus(self.list)
        self.list.select(0)

    def close(self, result: str | None = None) -> None:
        if not self.done:        # Enter reaches both the list and the OK button: act once
            self.done = True
            super().close(result)

    def _closed(self, result) -> None:
        i = self.list.selected
        self.on_done(self.moves[i] if result == "OK" and 0 <= i < len(self.moves) else None)


AGAIN = "Play this deal &again"


class HandEndDialog(Dialog):
    """The hand's points for both players, the match score and what comes next (TNT-E1..E3)."""

    ROWS = (("Card points", "points"), ("Tablenettes", "tablenette"), ("Last cards", "last"),
            ("More than 27 cards", "most"))

    REVIEW_W = 280     # the coach's review beside the score sheet

    def __init__(self, shown, over: bool, winner: int | None, next_dealer: int,
                 review: Callable[[], list[str]] | None = None, again: bool = False):
        title = "Game Over" if over else f"End of Hand {shown.hand_no}"
        super().__init__(title, 330 + (self.REVIEW_W if review else 0), 236 + CHART_H)
        self.shown, self.over, self.winner = shown, over, winner
        self.review = review
        self.age = 0
        you, me = shown.scores
        if over:
            first, second = max(you, me), min(you, me)
            self.verdict = (f"You win the game, {first} to {second}!" if winner == 0
                            else f"The computer wins the game, {first} to {second}.")
        else:
            dealer = "You deal" if next_dealer == 0 else "The computer deals"
            self.verdict = f"Nobody is over {TARGET} yet. {dealer} the next hand."
        if over and again:
            self.add_again_buttons()
        else:
            self.add_buttons(["&New Game", "&Close"] if over else ["OK"], y=self.client_h - 31,
                             w=90 if over else 75, align="center")

    def add_again_buttons(self) -> None:
        """New Game, Play this deal again (its label wider than the others), Close."""
        sizes = (("&New Game", 90), (AGAIN, 125), ("&Close", 90))
        x = (self.client_w - sum(w for _, w in sizes) - 12) // 2
        for i, (label, w) in enumerate(sizes):
            result = label.replace("&", "")
            self.add(Button(label, x, self.client_h - 31, w, 23, default=i == 0, cancel=i == 2,
                            on_click=lambda r=result: self.close(r)))
            x += w + 6

    def tick(self) -> None:
        self.age += 1

    def draw_self(self) -> None:
        look = self.look
        f, bold = look.ui, look.bold
        x0, y = self.x + self.ox + 14, self.y + self.oy + 10
        c1, c2 = x0 + 210, x0 + 290
        bold.draw(c1 - bold.width("You"), y, "You", W_NAVY)
        bold.draw(c2 - bold.width("Computer"), y, "Computer", W_NAVY)
        y += f.height + 6
        shown = self.shown

        def row(label: str, a, b, font=f, col=W_BLACK) -> None:
            nonlocal y
            font.draw(x0, y, label, col)
            font.draw(c1 - font.width(str(a)), y, str(a), col)
            font.draw(c2 - font.width(str(b)), y, str(b), col)
            y += f.height + 3

        row("Cards taken", *shown.taken)
        for label, key in self.ROWS:
            row(label, shown.tally[0][key], shown.tally[1][key])
        pyxel.line(x0, y, c2, y, W_GREY)
        y += 4
        row("This hand", shown.hand_total(0), shown.hand_total(1), bold)
        row("Game score", *shown.scores, bold, W_MAROON)
        y += 6
        for line in f.wrap(self.verdict, 330 - 28):
            f.draw(x0, y, line, W_BLACK)
            y += f.height + 1
        self.chart_at = (x0, y + 6)
        draw_points(look, x0, y + 6, 330 - 28, shown.tally)
        if self.review is not None:
            self.draw_review(x0 + 316, self.y + self.oy + 10)

    def review_text(self) -> list[str]:
        return self.review() if self.review is not None else []

    def draw_review(self, x: int, y: int) -> None:
        f, bold = self.look.ui, self.look.bold
        pyxel.line(x - 10, y, x - 10, self.y + self.oy + self.client_h - 44, W_GREY)
        bold.draw(x, y, "The coach's review", W_NAVY)
        y += f.height + 6
        for text in self.review_text():
            for line in f.wrap(text, self.REVIEW_W - 24):
                f.draw(x, y, line, W_BLACK)
                y += f.height + 1
            y += 4


class AboutBox(Dialog):
    """TNT-U4: the program's name, where it comes from, and the charity note in our words."""

    def __init__(self):
        super().__init__("About Tablenette", 360, 236)
        self.add(Label("Tablenette", 86, 12, bold=True))
        self.add(Label("Version 1.0 for Windows", 86, 30))
        self.add(Label("A fishing card game for you and the computer, after the 1991 "
                       "Visual Basic game by Sycomp Limited of St Albans, England.",
                       86, 52, 260, 46, wrap=True))
        self.add(Label(CHARITY_NOTE, 14, 112, 332, 76, wrap=True))
        self.add_buttons(["OK"], y=self.client_h - 33, align="center")

    def draw_self(self) -> None:
        x, y = self.x + self.ox + 16, self.y + self.oy + 12
        draw_card(x + 6, y + 4, "AS", size="small")
        draw_card(x, y, "JD", size="small")
        pyxel.line(self.x + self.ox + 14, self.y + self.oy + 104, self.x + self.ox + 345,
                   self.y + self.oy + 104, W_GREY)


class RecordsDialog(Dialog):
    """Game > Records: games played, won and lost, best and average score, streaks -- a column for each
    level of the computer played against (``rows``: level -> its record line, weakest first)."""

    COLUMN_W = 70           # a level's column of numbers, its head the widest

    def __init__(self, rows: dict, on_clear: Callable[[], None]):
        super().__init__("Records", 330, 250)
        self.rows, self.on_clear = dict(rows), on_clear
        self.add_buttons(["&Close", "C&lear..."], y=self.client_h - 33, w=90, align="center")
        self.on("close", self._closed)

    def played(self) -> list:
        """The levels with games in the record, in the menu's order."""
        return [bot for bot, row in self.rows.items() if row.played]

    def heads(self) -> list[str]:
        """The columns' heads: each level played against, in the menu's words."""
        return [LEVEL_WORDS[bot].capitalize() for bot in self.played()]

    def lines(self) -> list[tuple[str, ...]]:
        """(label, a value for each level played against) rows as the box shows them."""
        rows = [self.rows[bot] for bot in self.played()]
        if not rows:
            return []
        return [("Games played", *(str(r.played) for r in rows)), ("Won", *(str(r.won) for r in rows)),
                ("Lost", *(str(r.lost) for r in rows)), ("Best final score", *(str(r.best) for r in rows)),
                ("Average final score", *(f"{r.average:.0f}" for r in rows)),
                ("Games won in a row now", *(str(r.streak) for r in rows)),
                ("Most won in a row", *(str(r.longest) for r in rows))]

    def draw_self(self) -> None:
        f, bold = self.look.ui, self.look.bold
        x0, y = self.x + self.ox + 16, self.y + self.oy + 12
        right = self.x + self.ox + self.client_w - 24
        bold.draw(x0, y, "Your games against the computer", W_NAVY)
        y += f.height + 10
        rows = self.lines()
        if not rows:
            for line in f.wrap("No games finished yet. A game counts here when it is played to "
                               "its end; demo games and games with a take-back do not count.",
                               self.client_w - 32):
                f.draw(x0, y, line, W_BLACK)
                y += f.height + 1
            return
        heads = self.heads()
        # the columns' right edges: the last at the box's, each other one column's width before it
        edges = [right - self.COLUMN_W * (len(heads) - 1 - i) for i in range(len(heads))]
        for edge, head in zip(edges, heads):
            f.draw(edge - f.width(head), y, head, W_NAVY)
        y += f.height + 6
        for label, *values in rows:
            f.draw(x0, y, label, W_BLACK)
            for edge, value in zip(edges, values):
                f.draw(edge - f.width(value), y, value, W_BLACK)
            y += f.height + 4

    def _closed(self, result) -> None:
        if result == "Clear...":
            self.on_clear()
