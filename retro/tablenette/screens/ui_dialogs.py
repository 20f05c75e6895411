"""Tablenette's boxes: which cards to take, the end of a hand or game, the records, and About (TNT-U4).

With two people the end of a hand names each of them (a column each, as wide as
the longer name), shows each one's own coach's review, and the records have a
part for the games people played together, a line for each name.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Callable

import pyxel

from retro.palette import W_BLACK, W_GREY, W_MAROON, W_NAVY
from retro.tablenette.rules import TARGET, move_points
from retro.tablenette.screens.app_seats import Sides, against_the_computer
from retro.tablenette.screens.app_settings import LEVEL_WORDS, LEVELS, PLAYERS, SECOND_SEAT
from retro.tablenette.screens.ui_players import FollowingCheck, OptionButtons, drawable, name_line
from retro.tablenette.screens.ui_points import CHART_H, draw_points
from retro.table.people import check_name, default_name
from retro.tablenette.screens.ui_draw import name_room
from retro.win import WIN31, Button, Column, Dialog, GroupBox, Label, ListView, draw_card
from retro.win.fonts import font
from retro.win.settings_dialog import SettingsDialog

ONE_PERSON = Sides(against_the_computer())

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
    COLUMN_W = 80      # a side's column of numbers (wider for a long name)
    WIDEST = 624       # the box's inside at its widest: it stays within the window

    def __init__(self, shown, over: bool, winner: int | None, next_dealer: int,
                 review: Callable[[], list[str]] | None = None, again: bool = False,
                 sides: Sides = ONE_PERSON, reviews: dict | None = None):
        title = "Game Over" if over else f"End of Hand {shown.hand_no}"
        self.sides = sides
        self.names = (sides.name(0), sides.name(1))
        widest = max(font(WIN31.bold_face).width(name) for name in self.names)
        self.column_w = max(self.COLUMN_W, widest + 12)
        self.sheet_w = 330 + 2 * (self.column_w - self.COLUMN_W)
        # two people: each one's review under their name, one above the other
        self.reviews = {seat: lines for seat, lines in (reviews or {}).items()}
        if review is None and self.reviews:
            review = self.all_reviews
        extra_h = self.REVIEW_EXTRA if len(self.reviews) > 1 else 0
        self.review_w = min(self.REVIEW_W, self.WIDEST - self.sheet_w)
        super().__init__(title, self.sheet_w + (self.review_w if review else 0), 236 + CHART_H + extra_h)
        self.shown, self.over, self.winner = shown, over, winner
        self.review = review
        self.age = 0
        you, me = shown.scores
        if over:
            first, second = max(you, me), min(you, me)
            if sides.people:
                self.verdict = f"{sides.who(winner)} wins the game, {first} to {second}!"
            else:
                self.verdict = (f"You win the game, {first} to {second}!" if winner == 0
                                else f"The computer wins the game, {first} to {second}.")
        else:
            self.verdict = f"Nobody is over {TARGET} yet. {sides.does(next_dealer, 'deal')} the next hand."
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

    REVIEW_EXTRA = 120     # two people's reviews: the box grows this much taller

    def all_reviews(self) -> list[str]:
        """Two people's reviews, each headed by its person's name."""
        out = []
        for seat, lines in self.reviews.items():
            out.append(f"{self.sides.who(seat)}:")
            out += lines()
        return out

    def draw_self(self) -> None:
        look = self.look
        f, bold = look.ui, look.bold
        x0, y = self.x + self.ox + 14, self.y + self.oy + 10
        c1 = x0 + 210 + (self.column_w - self.COLUMN_W)
        c2 = c1 + self.column_w
        for edge, name in zip((c1, c2), self.names):
            bold.draw(edge - bold.width(name), y, name, W_NAVY)
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
        for line in f.wrap(self.verdict, self.sheet_w - 28):
            f.draw(x0, y, line, W_BLACK)
            y += f.height + 1
        self.chart_at = (x0, y + 6)
        draw_points(look, x0, y + 6, self.sheet_w - 28, shown.tally, self.names)
        if self.review is not None:
            self.draw_review(x0 + self.sheet_w - 14, self.y + self.oy + 10)

    def review_text(self) -> list[str]:
        return self.review() if self.review is not None else []

    def draw_review(self, x: int, y: int) -> None:
        f, bold = self.look.ui, self.look.bold
        bottom = self.y + self.oy + self.client_h - 44
        pyxel.line(x - 10, y, x - 10, bottom, W_GREY)
        bold.draw(x, y, "The coach's review", W_NAVY)
        y += f.height + 6
        heads = {f"{self.sides.who(seat)}:" for seat in self.reviews}
        for text in self.review_text():
            if text in heads:                       # two people: whose review follows
                bold.draw(x, y, text, W_MAROON)
                y += f.height + 2
                continue
            for line in f.wrap(text, self.review_w - 24):
                if y + f.height > bottom:
                    return                          # no room left: the rest is the review's tail
                f.draw(x, y, line, W_BLACK)
                y += f.height + 1
            y += 4


class PlayersDialog(SettingsDialog):
    """Options > Players...: each seat a person with a name and a coach, or (Player 2) the computer
    at its level; Open Hands, the teaching table. Each setting's control is the dialog's attribute of
    its name (the settings declare which are here: ``app_settings.PLAYERS``). OK checks the names and
    closes with "OK" (``names``: the two names as they will be played); Cancel or Esc with "Cancel" or
    None."""

    def __init__(self, settings):
        super().__init__(PLAYERS, 360, 262, settings)
        s = settings
        self.add(GroupBox("Player 1", 10, 6, 340, 48))
        self.name1_label = self.add(Label(self.label("name1"), 22, 28))
        self.setting("name1", 82, 24, 150)
        self.control("coach", FollowingCheck(self.label("coach"), 250, 27, s.coach, lambda: self.open_hands.checked))
        self.add(GroupBox(self.label("second").rstrip(":"), 10, 62, 340, 92))
        self.control("second", OptionButtons({k: v.replace("&", "") for k, v in SECOND_SEAT.items()},
                                             22, 80, s.second))
        self.name2_label = self.add(Label(self.label("name2"), 22, 106))
        self.setting("name2", 82, 102, 150)
        self.setting("coach2", 250, 105)
        self.level_label = self.add(Label(self.label("bot"), 22, 130))
        self.control("bot", OptionButtons({bot: LEVEL_WORDS[bot].capitalize() for bot, _ in LEVELS}, 82, 128, s.bot))
        self.setting("open_hands", 12, 162)      # before the coach's box reads it
        self.add(Label("With two people: a teaching table, every hand face up.", 30, 180, col=W_GREY))
        self.error = self.add(Label("", 12, 200, 336, 30, wrap=True))
        self.names: tuple[str, str] = ("", "")
        y = self.client_h - 31
        self.add(Button("OK", 190, y, 75, 23, on_click=self.submit, default=True))
        self.add(Button("Cancel", 273, y, 75, 23, on_click=lambda: self.close("Cancel"), cancel=True))
        self.second.on("change", lambda _value: self.follow_seat())
        self.follow_seat()

    @property
    def two_people(self) -> bool:
        return self.second.value == "person"

    def follow_seat(self) -> None:
        """The names and the second coach for two people; the level for the computer."""
        people = self.two_people
        for widget in (self.name1_label, self.name1, self.name2_label, self.name2, self.coach2):
            widget.enabled = people
        self.level_label.enabled = self.bot.enabled = not people
        self.error.label = ""

    def opened(self) -> None:
        self.set_focus(self.name1 if self.two_people else self.second)

    def submit(self) -> None:
        """OK: with two people each name checked in turn; a name not taken as typed stops here."""
        if not self.two_people:
            self.close("OK")
            return
        names: list[str] = []
        for seat, box in enumerate((self.name1, self.name2)):
            typed = box.text
            answer = check_name(typed, names, default_name(seat), drawable)
            if not answer.problem and self.window is not None \
                    and self.look.ui.width(answer.name) > name_room(self.window.layout, self.look.ui):
                answer = replace(answer, name=default_name(seat), problem="wide")   # the score box's room
            if answer.problem:
                self.error.label = name_line(seat, answer, typed)
                if not answer.refused:
                    box.set_text(answer.name)
                box.set_focus()
                box.select_all()
                return
            names.append(answer.name)
        self.names = (names[0], names[1])
        self.close("OK")

    def changes(self) -> dict:
        """The settings as OK leaves them: every control's, the names as checked."""
        values = self.values()
        if self.two_people:
            values["name1"], values["name2"] = self.names
        else:
            values["name1"], values["name2"] = self.settings.name1, self.settings.name2
        return values


# The one dialog that sets settings (the others are on the Options menu, app_settings.OPTIONS).
SETTINGS_DIALOGS: dict = {PLAYERS: PlayersDialog}


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
    level of the computer played against (``rows``: level -> its record line, weakest first); and, once
    people have played together, a list of their names (``people``: a record line each, the name its
    setting), each with the games played, won and lost and the wins in a row."""

    COLUMN_W = 70           # a level's column of numbers, its head the widest
    PEOPLE_COLUMNS = (Column("Name", 112), Column("Played", 54, "right"), Column("Won", 44, "right"),
                      Column("Lost", 44, "right"), Column("In a row", 64, "right"), Column("Most", 50, "right"))
    PEOPLE_H = 150          # the people's part: its heading and its list

    def __init__(self, rows: dict, on_clear: Callable[[], None], people=()):
        self.people = [row for row in people if row.played]
        wide = bool(self.people)
        super().__init__("Records", 390 if wide else 330, 250 + (self.PEOPLE_H if wide else 0))
        self.rows, self.on_clear = dict(rows), on_clear
        if wide:
            self.list = self.add(ListView(12, 232, self.client_w - 24, 98, list(self.PEOPLE_COLUMNS),
                                          self.people_lines(), sortable=False))
        self.add_buttons(["&Close", "C&lear..."], y=self.client_h - 33, w=90, align="center")
        self.on("close", self._closed)

    def people_lines(self) -> list[tuple]:
        """Each name's line: played, won, lost, won in a row now, most won in a row."""
        return [(r.setting, r.played, r.won, r.lost, r.streak, r.longest) for r in self.people]

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
        self.draw_people()
        if not rows:
            none = "No games against the computer finished yet." if self.people else "No games finished yet."
            for line in f.wrap(f"{none} A game counts here when it is played to "
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

    def draw_people(self) -> None:
        """The games people played together, under their heading."""
        if self.people:
            bold = self.look.bold
            bold.draw(self.x + self.ox + 16, self.y + self.oy + 212, "Games between people", W_NAVY)

    def _closed(self, result) -> None:
        if result == "Clear...":
            self.on_clear()
