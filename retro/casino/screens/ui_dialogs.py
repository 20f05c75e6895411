"""Casino's dialogs: New Game / Game Settings (CAS-U2), the round's end (CAS-U9), the Hall of Fame (CAS-H1..H3)."""

from __future__ import annotations

import pyxel

from retro.casino import halloffame
from retro.casino.review_words import review_facts, review_lines
from retro.casino.screens.settings import (GAME_SETTINGS, LEVEL_LABELS, LEVEL_WORDS, LEVELS, NEW_GAME,
                                           RECORD_KINDS, CasinoSettings)
from retro.casino.screens.ui_points import chart_height, draw_points
from retro.palette import W_BLACK, W_GREY, W_NAVY, W_SILVER, W_WHITE
from retro.table.settings import allowed
from retro.win import BACK_NAMES, BackChooser, Button, CheckBox, Column, Dialog, GroupBox, Label, ListView, Slider
from retro.win.choicerow import ChoiceRow
from retro.win.lookbase import W_LIGHT
from retro.win.settings_dialog import SettingsDialog

AGAIN = "Play this deal &again"
PEOPLE = "People"           # Game Settings closed to seat people at the table (``ui_seats``)
PEOPLE_BUTTON = "P&eople at the Table..."
NOTE_H = 13                 # a note's line under a list (the Hall of Fame's, the record's)


# The Windows 98 radio button, 12x12: the sunken ring's outer edge (o) and inner edge (i), split along
# the diagonal into shadow (top left) and light (bottom right) as the 98 bevels are, round a field (f).
RADIO = ("....oooo....", "..ooiiiioo..", ".oiiffffiio.", ".oiffffffio.", "oiffffffffio", "oiffffffffio",
         "oiffffffffio", "oiffffffffio", ".oiffffffio.", ".oiiffffiio.", "..ooiiiioo..", "....oooo....")
DOT = (".KK.", "KKKK", "KKKK", ".KK.")      # the chosen button's dot, in the middle of the field
RADIO_SIZE = 12


def draw_radio(x: int, y: int, chosen: bool, enabled: bool = True, pressed: bool = False) -> None:
    """One radio button with its top left at (x, y): white while it may be clicked, grey when greyed or
    held down, the dot black (grey when greyed) on the chosen one."""
    field = W_WHITE if enabled and not pressed else W_SILVER
    for dy, row in enumerate(RADIO):
        for dx, mark in enumerate(row):
            top_left = dx + dy < RADIO_SIZE - 1
            col = {"o": W_GREY if top_left else W_WHITE, "i": W_BLACK if top_left else W_LIGHT,
                   "f": field}.get(mark)
            if col is not None:
                pyxel.pset(x + dx, y + dy, col)
    if chosen:
        for dy, row in enumerate(DOT):
            for dx, mark in enumerate(row):
                if mark == "K":
                    pyxel.pset(x + 4 + dx, y + 4 + dy, W_BLACK if enabled else W_GREY)


class RadioButtons(ChoiceRow):
    """A setting's choice as a row of Windows radio buttons, one per choice (``labels``: choice ->
    words): a click on one chooses it, the arrow keys move the choice along the row (and focus) as in
    Windows; ``value`` is the chosen one, and "change"(value) fires when it changes."""

    GAP = 18                 # between one button's words and the next button
    SIZE = RADIO_SIZE

    def draw_button(self, x: int, y: int, chosen: bool, enabled: bool, pressed: bool) -> None:
        draw_radio(x, y, chosen, enabled, pressed)


def span(name: str) -> tuple[int, int]:
    """The least and the most a numeric setting may be (the delay's slider)."""
    values = allowed(CasinoSettings, name)
    return values[0], values[-1]


class GameDialog(SettingsDialog):
    """New Game (every choice) or Game Settings (the ones that may change mid-game: CAS-U2).

    Each setting's control is the dialog's attribute of the setting's name; the settings declare
    their labels and which of the two dialogs sets them (``CasinoSettings``), and the kit checks
    each has its control when the dialog is built.
    """

    def __init__(self, settings: CasinoSettings, new_game: bool = True, people: bool = False):
        h = 368
        super().__init__(NEW_GAME if new_game else GAME_SETTINGS, 412, h, settings)
        self.new_game = new_game
        s = settings
        name_label = self.add(Label(self.label("name"), 12, 14))
        self.setting("name", 138, 10)
        players_label = self.add(Label(self.label("opponents"), 12, 42))
        self.setting("opponents", 138, 38)
        skill_label = self.add(Label(self.label("bot"), 12, 70))
        self.control("bot", RadioButtons(LEVEL_LABELS, 138, 68, s.bot))
        if not new_game:
            # What only a new game can change is shown greyed, not live and dead.
            for widget in (name_label, self.name, players_label, self.opponents, skill_label, self.bot):
                widget.enabled = False
            self.add(Label("Name, players and skill change\nonly with a New Game.", 12, h - 36))
            # People at the table are seated at a new game: this button opens the New Game dialog's
            # seats (``ui_seats``), so New Game itself keeps the one person's look.
            people_button = self.add(Button(PEOPLE_BUTTON, 200, 36, 150, 23))
            people_button.on("click", lambda _b: self.close(PEOPLE))
        add_back_and_options(self, 96)
        # The coach comes on (and off) with open hands; it can be set apart after.
        self.open_hands.on("change", lambda checked: setattr(self.coach, "checked", checked))
        if people:
            # A game of people: open hands is its teaching table, chosen with the seats at New Game;
            # the coach is the one of the person at the screen.
            self.open_hands.enabled = False
        self.add_buttons(["OK", "Cancel"])


def add_back_and_options(box: SettingsDialog, top: int, open_hands: str = "",
                         options: tuple[str, ...] = ("animation", "sound", "open_hands", "coach")) -> None:
    """The card back chooser, the Options (``options``' check boxes) and the Delay of a New Game or Game
    Settings dialog, from ``top`` down (``open_hands``: that box's own words, where they are not the
    setting's)."""
    s = box.settings
    box.add(GroupBox(box.label("back"), 8, top, 396, 112))
    box.control("back", BackChooser(24, top + 16, selected=s.back))
    box.back_name = box.add(Label("", 0, top + 96, 80, align="center"))

    def show_back_name(back: int) -> None:
        """The chosen back's name, centred under it."""
        box.back_name.label = BACK_NAMES[back]
        box.back_name.x = box.back.x + 4 + back * 59 + 53 // 2 - box.back_name.w // 2
    box.back.on("change", show_back_name)
    show_back_name(s.back)
    top += 120
    box.add(GroupBox("Options", 8, top, 190, 106))
    for row, name in enumerate(options):
        if name == "open_hands" and open_hands:
            box.control(name, CheckBox(open_hands, 20, top + 16 + 22 * row, checked=s.open_hands))
        else:
            box.setting(name, 20, top + 16 + 22 * row)
    box.add(GroupBox("Delay", 206, top, 198, 106))
    box.add(Label(box.label("delay"), 218, top + 20))
    box.setting("delay", 350, top + 16)
    box.slider = box.add(Slider(214, top + 48, 182, s.delay, *span("delay")))
    box.delay.on("change", box.slider.set_value)
    box.slider.on("change", box.delay.set_value)


# The dialogs that set settings, by title, each built from the settings it starts with.
SETTINGS_DIALOGS = {NEW_GAME: lambda settings: GameDialog(settings, new_game=True),
                    GAME_SETTINGS: lambda settings: GameDialog(settings, new_game=False)}


def shortened(lines: list[str], most: int | None) -> list[str]:
    """A review's lines, its summary and at most ``most`` - 1 of its costliest plays (the summary's
    head saying as many)."""
    if most is None or len(lines) <= most:
        return lines
    kept = lines[:most]
    plays = len(kept) - 1
    head = " Your costliest play:" if plays == 1 else ""
    for said in (" Your costliest plays:", " Your costliest play:"):
        if kept[0].endswith(said):
            kept[0] = kept[0][:-len(said)] + head
    return kept


class RoundDialog(Dialog):
    """CAS-U9 / CAS-E3: the round's breakdown; then continue (OK) or stop (Cancel), or the winner."""

    ROWS = (("Aces", "aces"), ("2 of spades", "two_of_spades"), ("10 of diamonds", "ten_of_diamonds"),
            ("Cards (27 or more: 3)", "cards"), ("Spades (7 or more: 1)", "spades"),
            ("Sweeps", "sweeps"))

    def __init__(self, board, names: list[str], final: bool, winner: int | None, auto_frames: int = 0,
                 target: int = 21, review=None, again: bool = False, demo_seat: bool = False,
                 reviews: list | None = None, you: int | None = 0):
        n = board.players
        self.col_w = 74
        self.label_w = 150
        w = self.label_w + n * self.col_w + 24
        super().__init__(f"Casino - end of round {board.round}", max(w, 440 if review or reviews else 340), 0)
        self.col_w = max(self.col_w, (self.client_w - 24 - self.label_w) // n)
        self.board, self.names, self.final, self.winner = board, names, final, winner
        self.review = review
        # at a table of people: each coached person's review under their name; nobody is "you"
        self.reviews = list(reviews or [])
        self.demo_seat = demo_seat         # the demo played the person's seat for some of the round
        self.again = again and final       # the game's end offers its deal again
        self.auto_frames = auto_frames
        self.frames = 0
        rows = len(self.ROWS) + 3
        self.table_h = rows * 14 + 8
        if final:
            who = "You win" if winner == you else f"{names[winner]} wins"
            score = board.scores[winner]
            self.question = f"{who} the game with {score} points!"
        elif max(board.scores) >= target:       # CAS-E3 Reading: a tie at the top plays on
            self.question = (f"Tied at the top with {max(board.scores)} points: another round "
                             f"decides. Continue with round {board.round + 1}? (Cancel stops here: "
                             "an unfinished game does not count in the Hall of Fame.)")
        else:
            self.question = (f"Nobody has reached {target} points yet. Continue with round "
                             f"{board.round + 1}? (Cancel stops here: an unfinished game does not "
                             "count in the Hall of Fame.)")

    def review_lines(self) -> list[str]:
        """The coach's review of the person's plays this round, in plain lines (``review_words``)."""
        if self.review is None:
            return []
        return review_lines(review_facts(self.review, self.demo_seat))

    def sections(self) -> list[tuple[str, list[str]]]:
        """Each review's heading and lines: the person's, or at a table of people each one's."""
        if self.reviews:
            # two reviews fit the screen with their summary and costliest play each, more with the summary
            most = {1: None, 2: 2}.get(len(self.reviews), 1)
            return [(f"Coach's review for {name}", shortened(review_lines(review_facts(review, False)), most))
                    for name, review in self.reviews]
        return [("Coach's review", self.review_lines())]

    def build(self) -> None:
        f = self.look.ui
        width = self.client_w - 24
        y = 12 + self.table_h + 10
        y += chart_height(self.look, width, self.names, self.board) + 10
        for heading, review in self.sections():
            if not review:
                continue
            self.add(Label(heading, 12, y, width, f.height, bold=True))
            y += f.height + 3
            for text in review:
                lines = f.wrap(text, width - (0 if text is review[0] else 10))
                x = 12 if text is review[0] else 22
                self.add(Label("\n".join(lines), x, y, width, len(lines) * (f.height + 1)))
                y += len(lines) * (f.height + 1) + 2
            y += 8
        lines = f.wrap(self.question, width)
        self.add(Label("\n".join(lines), 12, y, width, len(lines) * (f.height + 1),
                       bold=self.final))
        self.client_h = y + len(lines) * (f.height + 1) + 12 + 23 + 10
        if self.again:
            self.add_buttons(["OK", AGAIN], w=140, align="center")
        else:
            self.add_buttons(["OK"] if self.final else ["OK", "Cancel"], align="center")

    def tick(self) -> None:
        self.frames += 1
        if self.auto_frames and self.frames >= self.auto_frames:
            self.close("OK")

    def cell(self, p: int, key: str) -> str:
        t = self.board.tally(p)
        if key == "cards":
            return f"{t['cards']} ({t['most_cards']})"
        if key == "spades":
            return f"{t['spades']} ({t['most_spades']})"
        return str(t[key])

    def draw_self(self) -> None:
        look = self.look
        f, bold = look.ui, look.bold
        x0, y0 = self.x + self.ox + 12, self.y + self.oy + 12
        w = self.client_w - 24
        look.field(x0, y0, w, self.table_h)
        n = self.board.players
        y = y0 + 4
        cols = [x0 + self.label_w + (p + 1) * self.col_w for p in range(n)]
        bold.draw(x0 + 6, y, "Round " + str(self.board.round), W_NAVY)
        for p in range(n):
            name = self.names[p]
            bold.draw(cols[p] - 6 - bold.width(name), y, name, W_NAVY)
        y += 16
        for title, key in self.ROWS:
            f.draw(x0 + 6, y, title, W_BLACK)
            for p in range(n):
                text = self.cell(p, key)
                f.draw(cols[p] - 6 - f.width(text), y, text, W_BLACK)
            y += 14
        pyxel.line(x0 + 4, y - 1, x0 + w - 5, y - 1, W_GREY)
        y += 2
        for title, values in (("Points this round", [self.board.tally(p)["points"] for p in range(n)]),
                              ("Game total", list(self.board.scores))):
            bold.draw(x0 + 6, y, title, W_BLACK)
            for p in range(n):
                text = str(values[p])
                bold.draw(cols[p] - 6 - bold.width(text), y, text, W_BLACK)
            y += 14
        draw_points(look, x0, y0 + self.table_h + 10, w, self.names, self.board)


class HallOfFameDialog(Dialog):
    """CAS-H1/H3: the top fifteen, sorted by a click on a column's header; CLEAR SCORES asks first."""

    COLUMNS = (Column("Name", 150), Column("Wins", 60, "right"), Column("Games", 60, "right"),
               Column("Losses", 62, "right"), Column("Points", 68, "right"))
    EMPTY = "No games in the Hall of Fame yet."     # some finished games never enter it (the note)

    def __init__(self, table, on_clear, highlight: str | None = None, not_entered: int = 0):
        super().__init__("Casino Hall of Fame", 440, 0)
        self.on_clear = on_clear
        self._table, self._highlight = table, highlight
        self.not_entered = not_entered        # games finished this session with a play taken back

    def build(self) -> None:
        """Sized by the look's fonts so that all fifteen rows show without scrolling."""
        self.add(Label("The top fifteen players. Click a column's button to sort by it.", 12, 10))
        self.list = self.add(ListView(10, 28, 420, 100, [Column(c.title, c.width, c.align)
                                                          for c in self.COLUMNS]))
        self.list.fit_rows(halloffame.SHOWN)
        # A game finished this session that did not enter is said under the list (the Hall as the
        # original drew it otherwise).
        self.note = self.add(Label(self.note_text(), 12, 28 + self.list.h + 5)) if self.not_entered else None
        self.client_h = 28 + self.list.h + (5 + NOTE_H if self.note else 0) + 10 + 23 + 8
        self.set_table(self._table, self._highlight)
        clear = self.add(Button("C&LEAR SCORES", 10, self.client_h - 31, 110, 23))
        clear.on("click", lambda _b: self.ask_clear())
        self.add_buttons(["OK"])

    def note_text(self) -> str:
        """Which finished games do not enter the Hall (CAS-E3's unfinished ones aside), with this
        session's count of those taken back."""
        n = self.not_entered
        this = f" ({n} this session)" if n else ""
        return f"Not entered: a game with a play taken back{this}, or one the demo played in."

    @staticmethod
    def rows(table) -> list[tuple]:
        return [(e.name, e.wins, e.games, e.losses, e.points) for e in halloffame.top(table)]

    def set_table(self, table, highlight: str | None = None) -> None:
        self.list.set_rows(self.rows(table))
        self.list.sort_by(4, descending=True)
        if highlight is not None:
            for i, row in enumerate(self.list.rows):
                if row[0] == highlight:
                    self.list.select(i)

    def opened(self) -> None:
        self.set_focus(self.list)

    def ask_clear(self) -> None:
        def answered(answer):
            if answer == "Yes":
                self.on_clear()
                self.set_table(halloffame.empty())
        self.window.message("Erase every name and score in the Hall of Fame?", "Casino",
                            ("&Yes", "&No"), "question", on_close=answered)

    def draw(self) -> None:
        super().draw()
        if not self.list.rows:
            f = self.look.ui
            text = self.EMPTY
            x = self.list.ax + (self.list.w - f.width(text)) // 2
            f.draw(x, self.list.ay + 60, text, W_GREY)


def setting_words(setting: str) -> tuple[str, str]:
    """A record key in words, (opponents, skill): "standard-1" -> ("1 computer", "Standard"),
    "expert-3" -> ("3 computers", "Expert") (``app_keep.record_setting`` makes the keys)."""
    kind, _, count = setting.rpartition("-")
    n = int(count) if count.isdigit() else 0
    skill = {RECORD_KINDS[bot]: words for bot, words in LEVEL_WORDS.items()}.get(kind, kind)
    return f"{n} computer{'s' * (n != 1)}", skill


class RecordsDialog(Dialog):
    """Your games by opponents and their skill -- played, won, lost, best and average score, winning
    streaks: a line for each number of computers at each skill (the standard's lines first)."""

    COLUMNS = (Column("Opponents", 84), Column("Skill", 66), Column("Played", 50, "right"),
               Column("Won", 40, "right"), Column("Lost", 40, "right"), Column("Best", 42, "right"),
               Column("Average", 56, "right"), Column("Streak", 48, "right"), Column("Longest", 56, "right"))
    ORDER = [f"{RECORD_KINDS[bot]}-{n}" for bot in LEVELS for n in (1, 2, 3)]
    EMPTY = "No games recorded yet."       # not "no finished games": some are never recorded (the note)

    PEOPLE_COLUMNS = (Column("Name", 150), Column("Played", 50, "right"), Column("Won", 40, "right"),
                      Column("Lost", 40, "right"), Column("Best", 42, "right"), Column("Average", 56, "right"),
                      Column("Streak", 48, "right"), Column("Longest", 56, "right"))
    PEOPLE_SHOWN = 5            # the people's lines shown at once (more scroll)
    NO_COMPUTER_GAMES = "No games against the computer recorded yet."

    def __init__(self, rows, on_clear, not_recorded: int = 0, people_rows=()):
        super().__init__("Casino Records", 530, 0)
        self.on_clear = on_clear
        self._rows = list(rows)
        self.not_recorded = not_recorded      # games finished this session with a play taken back
        # each person's line from the games people played together (``Record.people_rows``)
        self._people = [row for row in people_rows if row.played]
        self.people_list = None

    def build(self) -> None:
        self.add(Label("Your recorded games by opponents. Best, Average: your final scores. "
                       "Streak: wins in a row.", 12, 10))
        self.list = self.add(ListView(10, 28, 510, 100, [Column(c.title, c.width, c.align)
                                                          for c in self.COLUMNS], sortable=False))
        self.list.fit_rows(len(self.ORDER))
        y = 28 + self.list.h + 5
        if self._people:        # the games people played together: a line for each name
            f = self.look.ui
            self.add(Label("People: the games played together, by name.", 12, y + 3, bold=True))
            y += f.height + 6
            self.people_list = self.add(ListView(10, y, 510, 100, [Column(c.title, c.width, c.align)
                                                                    for c in self.PEOPLE_COLUMNS], sortable=False))
            self.people_list.fit_rows(min(self.PEOPLE_SHOWN, len(self._people)))
            self.people_list.set_rows([(r.setting, r.played, r.won, r.lost, "" if r.best is None else r.best,
                                        f"{r.average:.1f}", r.streak, r.longest) for r in self._people])
            y += self.people_list.h + 5
        self.note = self.add(Label(self.note_text(), 12, y))
        self.client_h = y + NOTE_H + 10 + 23 + 8
        self.set_rows(self._rows)
        clear = self.add(Button("C&lear Records", 10, self.client_h - 31, 110, 23))
        clear.on("click", lambda _b: self.ask_clear())
        self.add_buttons(["OK"])

    def set_rows(self, rows) -> None:
        order = {key: i for i, key in enumerate(self.ORDER)}
        rows = sorted(rows, key=lambda r: (order.get(r.setting, len(order)), r.setting))
        self.list.set_rows([(*setting_words(r.setting), r.played, r.won, r.lost,
                             "" if r.best is None else r.best, f"{r.average:.1f}", r.streak, r.longest)
                            for r in rows if r.played])

    def note_text(self) -> str:
        """Which finished games the record leaves out (the README's rule), with this session's count."""
        n = self.not_recorded
        this = f" ({n} this session)" if n else ""
        return f"Not recorded: a game with a play taken back{this}, or one the demo played in."

    def ask_clear(self) -> None:
        def answered(answer):
            if answer == "Yes":
                self.on_clear()
                self.set_rows([])
                if self.people_list is not None:
                    self.people_list.set_rows([])
        self.window.message("Clear the record of every game you have played?", "Casino",
                            ("&Yes", "&No"), "question", on_close=answered)

    def draw(self) -> None:
        super().draw()
        if not self.list.rows:
            f = self.look.ui
            text = self.NO_COMPUTER_GAMES if self.people_list is not None and self.people_list.rows else self.EMPTY
            x = self.list.ax + (self.list.w - f.width(text)) // 2
            f.draw(x, self.list.ay + 50, text, W_GREY)
