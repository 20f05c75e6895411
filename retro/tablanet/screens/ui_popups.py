"""Tablanet's pop-ups: Y/N in two languages, the capture list, score sheet, game over, rules.

Every pop-up keeps a ``lang`` that the program changes on F6, and builds its
text when painted, so switching language redraws an open question too.
"""

from __future__ import annotations

from typing import Callable, Sequence

from retro import palette as P
from retro.dos.pointsbar import paint_spans
from retro.dos.screen import COLS, ROWS, TextScreen
from retro.dos.widgets import Sheet, TextViewer, Widget, YesNo, attend, markdown_lines, paint_sheet
from retro.paths import doc_text
from retro.tablanet.screens.app_board import RANK_COLUMNS, sheet_counts
from retro.tablanet.screens.app_keys import with_key_list
from retro.tablanet.screens.app_review import BETTER, BLANK, HEAD, NOTE, PLAY, SUMMARY, HandSummary, review_lines
from retro.tablanet.screens.app_text import card_label, name, plural, t
from retro.tablanet.bots import DEFAULT_BOT, capture_points
from retro.tablanet.rules import TARGET
from retro.tablanet.screens.app_keep import setting_parts
from retro.tablanet.screens.app_settings import LEVELS
from retro.tablanet.screens.ui_points import parts_of, points_picture
from retro.tablanet.screens.ui_table import MESSAGE_ROW

class AskYesNo(YesNo):
    """A Y/N question in the language of the moment.

    Y and N work in both languages. In Russian the Д key (L on the same
    keyboard) also means yes; Н sits on the Y key, so it cannot mean no.
    """

    def __init__(self, key: str, lang: str, default: bool = True, **kw):
        super().__init__(t(key, lang), default=default, **kw)
        self.key = key
        self.lang = lang

    def yes_key(self, key: str) -> bool:
        """``key`` means yes here (in Russian the Д key too, which is L)."""
        return key == "Y" or (self.lang == "ru" and key == "L")

    def handle(self, key: str) -> None:
        super().handle("Y" if self.yes_key(key) else key)

    def words(self) -> str:
        """The question in the language of the moment."""
        return t(self.key, self.lang)

    def paint(self, screen: TextScreen) -> None:
        self.question = self.words()
        text = f" {self.question} "
        labels = ((f"Y {t('yes', self.lang)}", True), (f"N {t('no', self.lang)}", False))
        width = len(text) + sum(len(label) + 3 for label, _ in labels) + 2
        if self.popup:
            col = max(0, (COLS - width) // 2)
            screen.box(col, self.row - 1, width, 3, P.WHITE, P.RED, shadow=True)
            col += 1
            fg, bg = P.WHITE, P.RED
        else:
            col, fg, bg = 0, self.fg, self.bg
            screen.fill(0, self.row, COLS, 1, " ", fg, bg)
        end = screen.put(col, self.row, text, fg, bg)
        self._hits = {}
        cursor = None
        for label, value in labels:
            selected = self.choice == value
            on_fg, on_bg = (P.BLACK, P.LIGHT_GREY) if selected else (P.WHITE, bg)
            screen.put(end + 1, self.row, f" {label} ", on_fg, on_bg)
            self._hits[(end + 1, self.row)] = value
            if selected:
                cursor = (end + 2, self.row)
            end += len(label) + 3
        screen.cursor = cursor
        if self.popup:
            attend(self, col - 1, self.row - 1, col - 1 + width, self.row + 2)
        else:
            attend(self, 0, self.row, end, self.row + 1, "right")       # the question and its answers

    def click(self, col: int, row: int) -> None:
        for (c, r), value in self._hits.items():
            if r == row and c <= col < c + 6:
                self._answer(value)


def sheet_row(row: int, lines: int) -> int:
    """The top row for a box of ``lines`` lines wanted at ``row``: raised (down to row 1, under the
    title bar) so that the box and its shadow end above the message line, which stays readable."""
    height = lines + 5                         # the two edges, a blank above the lines, a blank and the footer
    return max(1, min(row, MESSAGE_ROW - 1 - height))


class Box(Sheet):
    """A double-line pop-up with a shadow; Enter (Space, Esc, a click) closes it.

    ``lines(lang)`` gives its (text, colour) lines; ``auto_close`` frames, when
    set, close it by itself (demo mode).
    """

    def __init__(self, title: Callable[[str], str], lines: Callable[[str], list], lang: str,
                 row: int = 4, width: int = 50, bg: int = P.BLUE, auto_close: int | None = None,
                 kind: str = ""):
        self.title, self.lines = title, lines
        self.lang = lang
        self.row, self.width, self.bg = row, width, bg
        self.auto_close = auto_close
        self.kind = kind
        self.spans: list = []      # coloured cells over the lines: (line, start, length, colour)

    def paint(self, screen: TextScreen) -> None:
        lines = self.lines(self.lang)
        row = sheet_row(self.row, len(lines))     # a long box rises: the message line stays readable
        paint_sheet(screen, row, self.title(self.lang), lines,
                    t("press_enter", self.lang), self.width, P.WHITE, self.bg, owner=self)
        if self.spans:
            width = max(self.width, max(len(text) for text, _ in lines) + 6)
            paint_spans(screen, (COLS - width) // 2 + 3, row + 2, self.spans, self.bg)


def score_sheet(hand_no: int, taken: Sequence, hand_points: Sequence[int], bonus: Sequence[int],
                totals: Sequence[int], bonus_rule: str, lang: str,
                auto_close: int | None = None, tablanet: Sequence[int] | None = None,
                tablanet_rule: str = "values", target: int = TARGET, names: tuple | None = None) -> Box:
    """TBL-S1..S3, TBL-T1/TBL-O3: per player the cards taken, A K Q 10 2 10♦, the Tablanet points,
    the bonus, the hand, the total."""
    n = len(totals)
    rows = [sheet_counts(pile) for pile in taken]
    tablanet = list(tablanet) if tablanet is not None else [0] * n

    def lines(lang: str) -> list:
        out = [(t("sheet_cols", lang), P.LIGHT_CYAN), ("─" * 60, P.LIGHT_CYAN)]
        for p in range(n):
            r = rows[p]
            cells = "".join(f"{r[k]:>3}" if r[k] else "  -" for k in RANK_COLUMNS)
            ten = f"{r['10D']:>4}" if r["10D"] else "   -"
            tab = f"{tablanet[p]:>6}" if tablanet[p] else "     -"
            extra = f"{bonus[p]:>6}" if bonus[p] else "     -"
            hand = hand_points[p] + tablanet[p] + bonus[p]
            out.append((f"{name(p, n, lang, names):<12}{r['cards']:>5}{cells}{ten}{tab}{extra}{hand:>6}"
                        f"{totals[p]:>6}", P.YELLOW if p == 0 and not names else P.WHITE))
        out.append(("─" * 60, P.LIGHT_CYAN))
        out.append((t("sheet_note_1", lang), P.LIGHT_GREY))
        out.append((t("sheet_tablanet_" + tablanet_rule, lang), P.LIGHT_GREY))
        rule = "points_tablanet" if bonus_rule == "points" and tablanet_rule == "values" else bonus_rule
        out.append((t("sheet_bonus_" + rule, lang), P.LIGHT_GREY))
        if not any(bonus):
            out.append((t("sheet_tie", lang), P.LIGHT_GREY))
        out.append((t("sheet_goal", lang, target=target), P.LIGHT_GREY))
        out.append(("─" * 60, P.LIGHT_CYAN))
        bars, spans = points_picture(parts_of(hand_points, tablanet, bonus), lang, names)
        box.spans = [(len(out) + i, start, k, colour) for i, start, k, colour in spans]
        return out + bars

    box = Box(lambda lang: t("sheet_title", lang, hand=hand_no), lines, lang, row=3, width=66,
              auto_close=auto_close, kind="sheet")
    return box


def game_over(winner: int | None, totals: Sequence[int], lang: str, auto_close: int | None = None,
              names: tuple | None = None) -> Box:
    """TBL-G1: who reached 251 or more first, and everyone's total (``names``: a people's game's)."""
    n = len(totals)

    def lines(lang: str) -> list:
        if names:
            head = t("over_person", lang, name=names[winner], score=totals[winner],
                     points=plural(totals[winner], "points", lang))
        elif winner == 0:
            head = t("over_you", lang, score=totals[0], points=plural(totals[0], "points", lang))
        else:
            head = t("over_other", lang, name=name(winner, n, lang), score=totals[winner],
                     points=plural(totals[winner], "points", lang))
        out = [(head, P.YELLOW), ("", P.WHITE)]
        for p in range(n):
            out.append((t("over_line", lang, name=name(p, n, lang, names), score=totals[p]), P.WHITE))
        return out

    return Box(lambda lang: t("over_title", lang), lines, lang, row=6, width=44,
               bg=P.BLUE if winner == 0 or names else P.RED, auto_close=auto_close, kind="over")


class CaptureChoice(Widget):
    """TBL-U3: the captures a hand card can make, listed; the lit one shows on the table.

    1-9 choose directly; ↑/↓ and Enter; table letters narrow the list to the
    capture with those cards; 0 (laying the card down) is refused: taking is
    compulsory (TBL-C4). Esc lets the card go (``result`` None).
    """

    VISIBLE = 6

    def __init__(self, card, moves: Sequence, table: Sequence, lang: str, col: int, row: int,
                 width: int = 37, on_refuse: Callable[[], None] | None = None):
        self.card = card
        self.on_refuse = on_refuse
        self.moves = list(moves)
        self.table = list(table)
        self.lang = lang
        self.col, self.row, self.width = col, row, width
        self.selected = 0
        self.top = 0
        self.picked: set = set()
        self.refused = False

    @property
    def current(self):
        return self.moves[self.selected]

    def select(self, index: int) -> None:
        self._select(index)

    def _select(self, index: int) -> None:
        self.selected = index % len(self.moves)
        if self.selected < self.top:
            self.top = self.selected
        elif self.selected >= self.top + self.VISIBLE:
            self.top = self.selected - self.VISIBLE + 1

    def handle(self, key: str) -> None:
        self.beeped = self.refused = False
        if key == "UP":
            self._select(self.selected - 1)
        elif key == "DOWN":
            self._select(self.selected + 1)
        elif key in ("RETURN", "SPACE"):
            self.result, self.done = self.current, True
        elif key == "ESCAPE":
            self.result, self.done = None, True
        elif key == "0":
            self.refuse()
        elif key.isdigit():
            index = int(key) - 1
            if index < len(self.moves):
                self._select(index)
                self.result, self.done = self.current, True
            else:
                self.beeped = True
        elif len(key) == 1 and key.isalpha():
            self.pick(key)
        elif not key.startswith("F"):
            self.beeped = True

    def pick(self, letter: str) -> None:
        index = ord(letter) - ord("A")
        if index >= len(self.table):
            self.beeped = True
            return
        self.picked ^= {self.table[index]}
        for i, move in enumerate(self.moves):
            if set(move.cards) == self.picked:
                self._select(i)
                return
        for i, move in enumerate(self.moves):
            if self.picked <= set(move.cards):
                self._select(i)
                return

    def height(self) -> int:
        return min(len(self.moves), self.VISIBLE) + 4

    def item_at(self, col: int, row: int) -> int | None:
        if not (self.col <= col < self.col + self.width):
            return None
        index = self.top + row - (self.row + 1)
        if row > self.row and 0 <= index < len(self.moves) and index < self.top + self.VISIBLE:
            return index
        return None

    def click(self, col: int, row: int) -> None:
        """A capture's line takes it; the lay line is refused; outside the box the card goes (Esc)."""
        self.beeped = self.refused = False
        index = self.item_at(col, row)
        inside = self.col <= col < self.col + self.width and self.row <= row < self.row + self.height()
        if index is not None:
            self._select(index)
            self.result, self.done = self.current, True
        elif row == self.row + self.height() - 3:
            self.refuse()
        elif not inside:
            self.result, self.done = None, True

    def scroll(self, amount: int) -> None:
        """The mouse wheel moves the lit line (the list shows six at a time)."""
        self._select(max(0, min(len(self.moves) - 1, self.selected + amount)))

    def refuse(self) -> None:
        """Laying the card on the table instead: not allowed, it can take (TBL-C4)."""
        self.beeped = self.refused = True
        if self.on_refuse:
            self.on_refuse()

    def paint(self, s: TextScreen) -> None:
        lang = self.lang
        height = self.height()
        mono = s.mono
        # Mono shows the list in normal video and the lit line in inverse (the kit's mono reading).
        bg, ink, bar = (P.BLACK, P.LIGHT_GREY, P.LIGHT_GREY) if mono else (P.CYAN, P.BLACK, P.LIGHT_GREY)
        s.box(self.col, self.row, self.width, height, P.WHITE, bg, shadow=True,
              title=t("choose_title", lang, card=self.card))
        attend(self, self.col, self.row, self.col + self.width, self.row + height)
        letters = {card: chr(ord("A") + i) for i, card in enumerate(self.table)}
        for line in range(min(len(self.moves), self.VISIBLE)):
            i = self.top + line
            move = self.moves[i]
            cards = " ".join(card_label(c, lang) for c in move.cards)
            # the table cards' letters apart ("B C E"), so they never read as a word («ВСЕ»)
            keys = " ".join(letters.get(c, "?") for c in move.cards)
            keys = keys if len(keys) <= 6 else keys.replace(" ", "")
            points = capture_points(move)
            number = str(i + 1) if i < 9 else " "
            worth = t("choose_tablanet" if len(move.cards) == len(self.table) else "choose_points", lang, n=points)
            text = f" {number} {cards:<17}{keys:<6}{worth:>8} "
            on = i == self.selected
            row = self.row + 1 + line
            s.put(self.col + 1, row, text[: self.width - 2].ljust(self.width - 2),
                  P.BLACK if on else ink, bar if on else bg)
            if not on:
                s.put(self.col + 2, row, number, P.YELLOW, bg)
            red = [card.is_red for card in move.cards]
            col = self.col + 4
            for card, is_red in zip(move.cards, red):
                label = card_label(card, lang)
                red_ink = P.RED if not mono else (P.BLACK if on else P.WHITE)
                black_ink = P.BLACK if (on or not mono) else ink
                s.put(col, row, label, red_ink if is_red else black_ink, bar if on else bg)
                col += len(label) + 1
        if self.selected < 9:
            s.cursor = (self.col + 2, self.row + 1 + self.selected - self.top)
        lay_row = self.row + height - 3
        s.put(self.col + 1, lay_row, f" 0 {t('choose_lay', lang)}"[: self.width - 2].ljust(self.width - 2),
              P.LIGHT_GREY if not self.refused else P.LIGHT_RED, P.BLUE if not mono else P.BLACK)
        s.put(self.col + 1, lay_row + 1, t("choose_help", lang)[: self.width - 2].center(self.width - 2),
              P.YELLOW, bg)


class RulesViewer(TextViewer):
    """F5: the rules text in the language of the moment (F6 switches it while it is open)."""

    def __init__(self, lang: str):
        super().__init__(t("rules_title", lang), _rules(lang), close_key="F5")
        self.lang = lang

    def relang(self, lang: str) -> None:
        share = self.top / max(1, len(self.lines))
        self.lang = lang
        self.title = t("rules_title", lang)
        self.lines = markdown_lines(_rules(lang), self.width - 4)
        self.top = min(max(0, len(self.lines) - self.page), int(share * len(self.lines)))

    def paint(self, screen: TextScreen) -> None:
        super().paint(screen)
        shown_to = min(len(self.lines), self.top + self.page)
        status = t("viewer_status", self.lang, a=self.top + 1, b=shown_to, n=len(self.lines))
        screen.put(self.col + 2, self.row + self.height - 2,
                   status[: self.width - 4].ljust(self.width - 4), P.BLACK, P.LIGHT_GREY)


def _rules(lang: str) -> str:
    """The manual, its key list made from the keymap."""
    return with_key_list(doc_text("tablanet", None if lang == "ru" else "en"), lang)


def record_groups(rows: dict) -> list[tuple[tuple[str, int], list]]:
    """The record's lines with games, grouped by the computers' strength and the game's length
    (``app_keep.setting``): [((bot, target), [the group's rows by number of players])], the levels
    offered first (weakest first, a bot a test chose after them), each game from the longest."""
    groups: dict[tuple[str, int], dict[int, object]] = {}
    for key, row in rows.items():
        parts = setting_parts(key)
        if parts is not None and row.played:
            players, bot, target = parts
            groups.setdefault((bot, target), {})[players] = row

    def order(group):
        bot, target = group
        return (LEVELS.index(bot) if bot in LEVELS else len(LEVELS), bot, -target)

    return [(group, [groups[group][n] for n in sorted(groups[group])]) for group in sorted(groups, key=order)]


def level_words(bot: str, lang: str) -> str:
    """The computers' strength in the setup's words ("standard", "strong"); a bot not offered by its name."""
    return t("a_bot_" + bot, lang) if bot in LEVELS else bot


# The lines the record box may hold from the screen's second row, above the message line and its shadow,
# the note under the table (two lines, ``RecordBox.note``) among them.
RECORD_MOST_LINES = ROWS - 8
PEOPLE_MOST = 6          # the names shown, most games first (the people's lines a box holds beside the groups)


def record_lines(rows: dict, lang: str, people: Sequence = ()) -> list:
    """The record's table: a line per number of players that has games, and what it means. Games
    against the strong computers, or to 101 or 151, are kept apart (``app_keep.setting``): once
    there are such, each group of lines is headed by its computers' strength and its length. The
    notes go when the lines would not fit on the screen, and the last groups (after "…") when even
    the table would not."""
    heads = t("record_cols", lang).split("|")
    first = max([9, len(heads[0]) + 1] + [len(row.setting) + 1 for row in people])
    widths = [first] + [max(6, len(h) + 1) for h in heads[1:]]
    out = [("".join(h.ljust(w) if i == 0 else h.rjust(w) for i, (h, w) in enumerate(zip(heads, widths))),
            P.LIGHT_CYAN), ("─" * sum(widths), P.LIGHT_CYAN)]
    groups = record_groups(rows)
    headed = groups != [] and [group for group, _ in groups] != [(DEFAULT_BOT, TARGET)]
    for (bot, target), group in groups:
        if headed:
            out.append((t("record_group", lang, level=level_words(bot, lang), target=target), P.LIGHT_CYAN))
        for row in group:
            label = t("record_row_" + row.setting.split("-")[1], lang)
            cells = [row.played, row.won, row.lost, row.best if row.best is not None else "-",
                     f"{row.average:.1f}", row.streak, row.longest]
            out.append((label.ljust(widths[0]) + "".join(str(c).rjust(w) for c, w in zip(cells, widths[1:])),
                        P.YELLOW))
    if not groups and not people:
        out.append((t("record_empty", lang), P.WHITE))
    names = []          # the people's games: a line per name (kept whole: the groups give way first)
    if people:
        names.append((t("record_people", lang), P.LIGHT_CYAN))
        for row in people[:PEOPLE_MOST]:
            cells = [row.played, row.won, row.lost, row.best if row.best is not None else "-",
                     f"{row.average:.1f}", row.streak, row.longest]
            names.append((row.setting.ljust(widths[0]) + "".join(str(c).rjust(w) for c, w in zip(cells, widths[1:])),
                          P.WHITE))
    room = RECORD_MOST_LINES - 2 - 1 - len(names)     # the note under the table, the rule closing it
    if len(out) > room:
        out = out[:room - 1] + [("…", P.LIGHT_GREY)]
    out += names
    out.append(("─" * sum(widths), P.LIGHT_CYAN))
    notes = [(t(key, lang), P.LIGHT_GREY) for key in ("record_note_1", "record_note_3", "record_note_2")]
    return out + notes if len(out) + len(notes) <= RECORD_MOST_LINES - 2 else out


# The record box's keys once a game is kept to replay (R is К on a Russian keyboard).
REPLAY_KEYS = ("Enter - закрыть · C - очистить · R - повтор партий",
               "Enter closes · C clears · R replays your games")


class RecordBox(Box):
    """F3: the record of games per number of players, computers' strength and game's length. Enter
    (Esc, F3, a click) closes it; C asks, then clears it (C is С on a Russian keyboard too); R, when
    ``on_replay`` is given, opens the kept games' replays; a click on a key's words in the footer is
    that key."""

    def __init__(self, rows: Callable[[], list], lang: str, on_clear: Callable[["RecordBox"], None],
                 on_replay: Callable[["RecordBox"], None] | None = None, people: Callable[[], list] = list):
        self.rows = rows
        self.people = people
        self.note = ""
        super().__init__(lambda lang: t("record_title", lang), self._lines, lang, row=5, width=64,
                         kind="record")
        self.on_clear = on_clear
        self.on_replay = on_replay

    def footer(self, lang: str) -> str:
        return REPLAY_KEYS[lang == "en"] if self.on_replay else t("record_keys", lang)

    def _lines(self, lang: str) -> list:
        out = record_lines({row.setting: row for row in self.rows()}, lang, self.people())
        if self.note:
            out += [("", P.WHITE), (t(self.note, lang), P.LIGHT_CYAN)]
        return out

    def handle(self, key: str) -> None:
        self.beeped = False
        if key == "C":
            self.on_clear(self)
        elif key == "R" and self.on_replay:
            self.done = True
            self.on_replay(self)
        elif key == "F3":
            self.done = True
        else:
            super().handle(key)

    def paint(self, screen: TextScreen) -> None:
        lines = self.lines(self.lang)
        row = sheet_row(self.row, len(lines))     # a long record rises: the message line stays readable
        paint_sheet(screen, row, self.title(self.lang), lines, self.footer(self.lang), self.width, P.WHITE,
                    self.bg, owner=self)         # a click on a key's words in the footer is that key


_REVIEW_COLOURS = {SUMMARY: P.YELLOW, HEAD: P.LIGHT_CYAN, PLAY: P.WHITE, BETTER: P.LIGHT_GREY, NOTE: P.LIGHT_GREY,
                   BLANK: P.WHITE}


def review_box(hand_no: int, review, pending: Callable[[], int], lang: str, demo: int = 0, who: str = "") -> Box:
    """After the score sheet, the points the coach thinks were given up this hand and
    the three costliest plays (where, what was played, what was better, how much), printed from
    one ``HandSummary``; ``demo``: the person's turns the demo played. It fills in as the coach
    finishes the last verdicts."""

    def lines(lang: str) -> list:
        summary = HandSummary.of(review, pending(), demo)
        return [(text, _REVIEW_COLOURS[kind]) for text, kind in review_lines(summary, lang)]

    return Box(lambda lang: (t("review_title_person", lang, hand=hand_no, name=who) if who
                             else t("review_title", lang, hand=hand_no)), lines, lang, row=5, width=60,
               kind="review")
