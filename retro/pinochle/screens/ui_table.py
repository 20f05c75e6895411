"""Painting the game screen of Tommy's Pinochle into the 80x25 text grid (PIN-U1).

Layout (rows): 0 title bar; 1 card numbers; 2-4 the person's cards; 5 the
teaching line (open hands: why the computer played so); 6-8 the trick, the
upcard and the stock; 9-11 the computer's cards; 13-18 the score table;
19-20 the game's terms and modes; right of
the score table, rows 12-22, the meld table pop-up or the hand's facts;
23 the message line; 24 the F-key legend with the delay at its right.

The meld table pinned for the game (PIN-F3a) stands there in a compact form
(rows 17-22, the melds in a column per class) so that the panel still says
everything: the coach's or the hint's words (or the round's rules) above it
(rows 12-16), where the hand stands and the keys under the game's terms
(rows 21-22).
"""

from __future__ import annotations

import textwrap
from dataclasses import dataclass

from retro import palette as P
from retro.cards import SUIT_SYMBOLS, Card
from retro.dos.screen import COLS, ROWS, TextScreen
from retro.dos.textcards import CARD_H, CARD_W, TableColours, paint_back, paint_face
from retro.dos.keybar import line_key_at, line_key_spans
from retro.dos.widgets import attend, paint_key_bar, paint_message
from retro.fitting import fit_line, fit_lines
from retro.pinochle import melds as M
from retro.pinochle.screens.app_keys import bar_items
from retro.pinochle.screens.app_table import SLOT_KEYS, Slot

HAND_COL = 1
NUMBER_ROW, YOU_ROW, TRICK_ROW, COMPUTER_ROW = 1, 2, 6, 9
REASON_ROW, SCORE_ROW, TERMS_ROW = 5, 13, 19
SIDE_COL, SIDE_ROW, SIDE_W, SIDE_H = 44, 12, 36, 11
# The pinned table (PIN-F3a): its rows at the foot of the side (a question on the row above the
# message line covers only its class names), the panel's words above it, and where the hand
# stands with the keys under the game's terms, left of the side.
PINNED_H = 6
PINNED_ROW = SIDE_ROW + SIDE_H - PINNED_H
WORDS_ROW, WORDS_LINES = SIDE_ROW, SIDE_H - PINNED_H
NOTES_ROW, NOTES_W = TERMS_ROW + 2, SIDE_COL - 3
MESSAGE_ROW, LEGEND_ROW = ROWS - 2, ROWS - 1
QUESTION_ROW = MESSAGE_ROW - 1      # a question in the game (the exchange's Y/N), across the screen
TRICK_COL, UPCARD_COL = 17, 50
STOCK_COL = UPCARD_COL + CARD_W - 1    # over the upcard's right edge
LABEL_COL = HAND_COL + 12 * CARD_W + 3


@dataclass(frozen=True)
class Scheme(TableColours):
    """The colours of one display mode (``chosen``: a registered card's face, in meld entry)."""

    table: int
    sub: int
    lit: int          # a card just melded (held up for the delay)


COLOUR = Scheme(table=P.BLACK, text=P.WHITE, bright=P.YELLOW, label=P.LIGHT_CYAN,
                title_fg=P.WHITE, title_bg=P.BLUE, face=P.WHITE, frame=P.BLACK,
                black=P.BLACK, red=P.RED, sub=P.BLUE, back_fg=P.LIGHT_CYAN, back_bg=P.BLUE,
                chosen=P.YELLOW, lit=P.LIGHT_CYAN, panel_fg=P.WHITE, panel_bg=P.BLUE,
                number=P.YELLOW)
# Mono: only grey, intensity and inverse (cards are inverse video, as on a mono card).
MONO = Scheme(table=P.BLACK, text=P.LIGHT_GREY, bright=P.WHITE, label=P.LIGHT_GREY,
              title_fg=P.BLACK, title_bg=P.LIGHT_GREY, face=P.LIGHT_GREY, frame=P.BLACK,
              black=P.BLACK, red=P.BLACK, sub=P.BLACK, back_fg=P.LIGHT_GREY, back_bg=P.BLACK,
              chosen=P.LIGHT_GREY, lit=P.LIGHT_GREY, panel_fg=P.WHITE, panel_bg=P.BLACK,
              number=P.WHITE)

COUNT_LABELS = {"old_timer": "Old timer's count", "simplified": "Simplified count",
                "streamlined": "Streamlined count"}


# The side panel's rows, from under its top line to above the message line.
PANEL_ROWS = MESSAGE_ROW - SIDE_ROW - 1


def panel_rows(head: list, said: list, keys: list) -> list:
    """The side panel's lines: ``head``, ``said`` and ``keys``, a blank line between each two while
    they fit in ``PANEL_ROWS`` (the blank before the keys goes first)."""
    for gap_after_head, gap_before_keys in ((1, 1), (1, 0), (0, 0)):
        lines = head + [""] * gap_after_head + said + [""] * gap_before_keys + keys
        if len(lines) <= PANEL_ROWS:
            break
    return lines


def fitted(text: str, width: int, lines: int) -> list[str]:
    """``text`` wrapped to ``width``, in at most ``lines`` lines (shortened by whole clauses if it must)."""
    return fit_lines(text, lambda words: textwrap.wrap(words, width), lines)


@dataclass(frozen=True)
class Panel:
    """What the side panel says, in parts, so that it can be laid out around the pinned table too.

    ``place`` says where the hand stands ("round one, trick 2", "round one, after trick 2"); then
    the coach's or the hint's ``words`` after their ``label`` ("Coach:", "Hint:"), or else the
    round's ``rules`` (its lines); then the ``keys`` (their lines) and the same in one line
    (``short_keys``). ``over``: the hand is over, and the panel says only that.
    """

    hand: int = 0
    place: str = ""
    dealer: str = ""
    label: str = ""
    words: str = ""
    rules: tuple = ()
    keys: tuple = ()
    short_keys: str = ""
    over: bool = False

    def lines(self) -> tuple:
        """The side panel's lines, the meld table down."""
        if self.over:
            return ("The hand is over.",)
        head = [f"Hand {self.hand}, {self.place}", f"Dealer: {self.dealer}"]
        keys = list(self.keys)
        if not self.label:
            return tuple(panel_rows(head, list(self.rules), keys))
        fixed = len(head) + 1 + len(keys)           # the label's line, then the blank lines if room
        return tuple(panel_rows(head, [self.label] + fitted(self.words, SIDE_W - 2, PANEL_ROWS - fixed), keys))

    def beside_table(self) -> list[str]:
        """The lines above the pinned table: the coach's or the hint's words, or the round's rules."""
        if self.over:
            return ["The hand is over."]
        text = f"{self.label} {self.words}" if self.label else " ".join(self.rules)
        return fitted(text, SIDE_W, WORDS_LINES)

    def notes(self) -> list[str]:
        """The lines under the game's terms while the table is pinned: where the hand stands, the keys."""
        if self.over:
            return []
        place = f"{self.place[:1].upper()}{self.place[1:]}.  Dealer: {self.dealer}."
        return [fit_line(place, NOTES_W), fit_line(self.short_keys, NOTES_W)]


@dataclass
class Table:
    """Everything the game screen shows, gathered by the game each time it is painted."""

    trump: str
    upcard: Card | None
    stock: int
    round: int
    hand_number: int
    dealer: int
    you: list
    computer: list
    trick: list                      # [(player, Card)] in play order
    trick_winner: int | None
    tally: object                    # app_table.Tally of this hand
    totals: tuple
    game_point: int
    single_hand: bool
    count: str
    match: tuple                     # games won (you, computer)
    speed: int
    message: str = ""
    reason: str = ""
    help_lines: tuple = ()
    panel: Panel | None = None       # the same, in parts, for the pinned table's layout
    cursor: int | None = None
    registered: frozenset = frozenset()
    lit: frozenset = frozenset()     # (player, slot index) of cards just melded
    hinted: frozenset = frozenset()  # the person's slots the coach's hint (F4) lights up
    meld_table: bool = False
    pinned: bool = False             # PIN-F3a: the table stays up, compact, for the game
    demo: bool = False
    open_hands: bool = False
    highlight: bool = False          # mono F10: highlighted message line
    deal: int = 0                    # the deal number (retro.deals); 0: a game without one
    sound: bool = True
    hand_over: bool = False
    meld_choices: bool = False       # the meld question's own answers on the message line (a click or a tap)
    line_keys: tuple = ()            # the keys offered at the message line's end: (written key, words)
    lead_keys: tuple = ()            # and at its start (a phone's take-back)
    # Two people at one screen: their names by seat (() : one person against the computer), the seats
    # of the top and bottom rows (the person at the screen in front), whether the top row's numbers
    # are shown (not while its cards are face down) and the teaching table (every hand open).
    seat_names: tuple = ()
    rows: tuple = (0, 1)
    numbers: bool = True
    teaching: bool = False


# The meld question's answers at the message line's right, as the key bar writes its items: the key
# in red, then what it does (a click or a tap there answers as the key does).
MELD_CHOICES = (("Enter", "Meld"), ("N", "No meld"))


def meld_choice_spans() -> list[tuple[int, int, str]]:
    """Where each meld answer stands on the message line: (first column, past the last, its key)."""
    return line_key_spans(MELD_CHOICES)


def meld_choice_at(col: int, row: int) -> str | None:
    """The key of the meld answer under a cell of the message line, or None."""
    return line_key_at(MELD_CHOICES, col) if row == MESSAGE_ROW else None


def card_col(index: int) -> int:
    return HAND_COL + index * CARD_W


def slot_at(col: int, row: int) -> int | None:
    """The person's slot under a cell (for mouse clicks), or None."""
    if NUMBER_ROW <= row < YOU_ROW + CARD_H and HAND_COL <= col < card_col(12):
        return (col - HAND_COL) // CARD_W
    return None


def paint_card(s: TextScreen, col: int, row: int, slot: Slot, c: Scheme,
               chosen: bool = False, lit: bool = False) -> None:
    """A 5x3 framed card: rank and suit glyph, the meld classes in the bottom edge."""
    if slot.card is None:
        paint_back(s, col, row, "░░░", P.WHITE if c is COLOUR else P.LIGHT_GREY, c.back_fg, c.back_bg)
        return
    card = slot.card
    paint_face(s, col, row, f"{card.rank:>2}{SUIT_SYMBOLS[card.suit]}", c.red if card.is_red else c.black,
               c.frame, c.chosen if chosen else c.lit if lit else c.face, double=chosen,
               tag=(slot.classes or "").lower(), tag_ink=c.sub)


def paint_space(s: TextScreen, col: int, row: int, c: Scheme) -> None:
    """An empty card place: a dim outline on the table."""
    dim = P.DARK_GREY if c is COLOUR else P.LIGHT_GREY
    s.put(col, row, "┌───┐", dim, c.table)
    s.put(col, row + 1, "│   │", dim, c.table)
    s.put(col, row + 2, "└───┘", dim, c.table)


def paint_game(s: TextScreen, t: Table, mono: bool) -> list:
    """Paint the whole game screen; returns the legend's hit boxes for mouse clicks."""
    c = MONO if mono else COLOUR
    s.fill(0, 0, COLS, ROWS - 2, " ", c.text, c.table)
    _title(s, t, c)
    _hands(s, t, c)
    _middle(s, t, c)
    if t.reason:
        # The reason whole (a long one may use the edge columns too).
        line = fit_line(t.reason, COLS)
        s.put(1 if len(line) <= COLS - 2 else 0, REASON_ROW, line, c.label, c.table)
    _scores(s, t, c)
    if t.pinned and t.panel is not None:
        paint_pinned_table(s, t.trump, mono)
        _facts_beside_the_table(s, t, c)
    elif t.meld_table:
        paint_meld_table(s, t.trump, mono)
    else:
        _facts(s, t, c)
    paint_message(s, t.message, row=MESSAGE_ROW, fg=P.YELLOW if not mono else P.WHITE, bg=P.BLACK,
                  highlight=t.highlight, keys=t.line_keys, lead=t.lead_keys, mono=mono)
    if t.meld_choices:
        # a phone's view brings the question and its answers in, once a question (a trick: the stock's size)
        attend(("meld", t.hand_number, t.stock), 0, MESSAGE_ROW, COLS, MESSAGE_ROW + 1, "right")
    return paint_keys(s, t.speed, mono)


def paint_keys(s: TextScreen, speed: int, mono: bool) -> list:
    """The key bar from the keymap (app_keys): F1-F7, F10, then F8/F9 with the delay; returns the hit boxes."""
    return paint_key_bar(s, bar_items(speed, mono), row=LEGEND_ROW)


def match_line(t: Table) -> str:
    """The title's match: "Match  You 3 : 5 Me", or two people's games won against each other."""
    if t.seat_names:
        a, b = t.seat_names
        return f"Match  {a} {t.match[0]} : {t.match[1]} {b}"
    return f"Match  You {t.match[0]} : {t.match[1]} Me"


def _title(s: TextScreen, t: Table, c: Scheme) -> None:
    s.fill(0, 0, COLS, 1, " ", c.title_fg, c.title_bg)
    s.put(1, 0, "TOMMY'S PINOCHLE", c.bright if c is COLOUR else c.title_fg, c.title_bg)
    match = match_line(t)
    if t.deal or t.seat_names:
        _title_with_deal(s, t, c, COLS - len(match) - 1)
    else:
        col = s.put(21, 0, "Trump ", c.title_fg, c.title_bg)
        suit_ink = P.LIGHT_RED if t.trump in "HD" and c is COLOUR else c.title_fg
        s.put(col, 0, SUIT_SYMBOLS[t.trump], suit_ink, c.title_bg)
        if t.upcard is not None:
            col = s.put(30, 0, "Upcard ", c.title_fg, c.title_bg)
            ink = P.LIGHT_RED if t.upcard.is_red and c is COLOUR else c.title_fg
            s.put(col, 0, t.upcard.symbol, ink, c.title_bg)
            s.put(43, 0, f"Stock {t.stock}", c.title_fg, c.title_bg)
        else:
            s.put(30, 0, f"Round {t.round}", c.title_fg, c.title_bg)
    s.put(COLS - len(match) - 1, 0, match, c.title_fg, c.title_bg)


TITLE_GAP = 2          # spaces between the title's facts, and before the match at its right


def title_facts(t: Table, room: int) -> tuple[list, int]:
    """The title's facts after the title, from column 19 up to ``room`` (where the match starts), and
    the gap between them: two spaces apart and two before the match. A long deal number, a ten of
    upcard and a long match leave out the stock, then the upcard (both lie on the table with their
    own labels) before the facts would close up."""
    pieces = [(f"Deal {t.deal}", None)] if t.deal else []
    pieces.append(("Trump ", (SUIT_SYMBOLS[t.trump], t.trump in "HD")))
    if t.upcard is not None:
        pieces += [("Upcard ", (t.upcard.symbol, t.upcard.is_red)), (f"Stock {t.stock}", None)]
    else:
        pieces.append((f"Round {t.round}", None))

    def fits(shown: list, gap: int) -> bool:
        width = sum(len(text) + (len(tail[0]) if tail else 0) for text, tail in shown)
        return 19 + width + gap * (len(shown) - 1) + TITLE_GAP <= room

    least = 2 if t.deal else 1
    for count in range(len(pieces), least, -1):
        if fits(pieces[:count], TITLE_GAP):
            return pieces[:count], TITLE_GAP
    return pieces[:least], 1


def _title_with_deal(s: TextScreen, t: Table, c: Scheme, room: int) -> None:
    """The title's facts after the deal number (``title_facts``)."""
    pieces, gap = title_facts(t, room)
    col = 19
    for text, tail in pieces:
        col = s.put(col, 0, text, c.title_fg, c.title_bg)
        if tail:
            ink = P.LIGHT_RED if tail[1] and c is COLOUR else c.title_fg
            col = s.put(col, 0, tail[0], ink, c.title_bg)
        col += gap


def _hands(s: TextScreen, t: Table, c: Scheme) -> None:
    for i in range(12):
        col = card_col(i)
        on = t.cursor == i
        fg, bg = (c.table, c.number) if on else (c.number, c.table)
        hinted = i in t.hinted
        if hinted and not on:
            fg, bg = (P.BLACK, P.LIGHT_GREEN) if c is COLOUR else (P.BLACK, P.WHITE)
        if i < len(t.you) and t.numbers:
            s.put(col + 1, NUMBER_ROW, f" {SLOT_KEYS[i]} ", fg, bg)
        if i < len(t.you):
            paint_card(s, col, YOU_ROW, t.you[i], c, chosen=i in t.registered,
                       lit=(0, i) in t.lit or hinted)
        if i < len(t.computer):
            paint_card(s, col, COMPUTER_ROW, t.computer[i], c, lit=(1, i) in t.lit)
    if t.cursor is not None and t.cursor < len(t.you):
        s.cursor = (card_col(t.cursor) + 2, NUMBER_ROW)
    top, bottom = (t.seat_names[seat] for seat in t.rows) if t.seat_names else ("YOU", "COMPUTER")
    s.put(LABEL_COL, YOU_ROW + 1, top, c.bright, c.table)
    s.put(LABEL_COL, COMPUTER_ROW + 1, bottom, c.bright, c.table)
    dealer_row = YOU_ROW + 2 if t.dealer == 0 else COMPUTER_ROW + 2
    s.put(LABEL_COL, dealer_row, "dealer", c.label, c.table)
    if t.demo:
        s.put(LABEL_COL, YOU_ROW, "(demo)", c.label, c.table)
    if t.open_hands:
        s.put(LABEL_COL, COMPUTER_ROW, "(open)", c.label, c.table)


def _middle(s: TextScreen, t: Table, c: Scheme) -> None:
    s.put(TRICK_COL - 7, TRICK_ROW + 1, "Trick", c.label, c.table)
    for i in range(2):
        col = TRICK_COL + i * 11
        if i < len(t.trick):
            player, card = t.trick[i]
            paint_card(s, col, TRICK_ROW, Slot(card), c)
            if t.seat_names:
                _trick_name(s, t, c, i, player, col)
                continue
            name = "you" if player == 0 else "I"
            if t.trick_winner == player and len(t.trick) == 2:
                # the label reads down: "you / win", "I / win"
                s.put(col + 6, TRICK_ROW + 1, name, c.bright, c.table)
                s.put(col + 6, TRICK_ROW + 2, "win", c.bright, c.table)
            else:
                s.put(col + 6, TRICK_ROW + 1, name, c.text, c.table)
        else:
            paint_space(s, col, TRICK_ROW, c)
    if t.upcard is not None:
        paint_card(s, UPCARD_COL, TRICK_ROW, Slot(t.upcard), c)
        s.put(UPCARD_COL - 7, TRICK_ROW + 1, "Upcard", c.label, c.table)
        if t.stock:
            # The stock lies face down partly over the upcard (its right edge), as dealt.
            paint_card(s, STOCK_COL, TRICK_ROW, Slot(None), c)
            s.put(STOCK_COL + 6, TRICK_ROW + 1, f"Stock {t.stock}", c.label, c.table)
    elif not t.hand_over:
        s.put(UPCARD_COL - 7, TRICK_ROW + 1, f"Round two: trump is {SUIT_SYMBOLS[t.trump]}",
              c.label, c.table)


def _trick_name(s: TextScreen, t: Table, c: Scheme, i: int, player: int, col: int) -> None:
    """At a table of two people, the name of who played a trick card stands over it (the first's
    ending at its card's right edge, the second's from its card's left edge), and "wins" beside the
    winner's card."""
    name = t.seat_names[player]
    won = t.trick_winner == player and len(t.trick) == 2
    at = col + CARD_W - len(name) if i == 0 else col
    s.put(at, REASON_ROW, name, c.bright if won else c.text, c.table)
    if won:
        s.put(col + 6, TRICK_ROW + 1, "wins", c.bright, c.table)


def _scores(s: TextScreen, t: Table, c: Scheme) -> None:
    row = SCORE_ROW
    fg, bg = c.panel_fg, c.panel_bg
    names = t.seat_names or ("You", "Computer")
    w = max(11, *(len(name) for name in names))      # a long name widens the names' column
    s.put(1, row, "╔" + "═" * (w + 1) + "╦═══════╦════════╦═══════╗", fg, bg)
    s.put(1, row + 1, f"║ {'Hand ' + str(t.hand_number):<{w}}║ Melds ║ Tricks ║ Total ║", fg, bg)
    s.put(1, row + 2, "╠" + "═" * (w + 1) + "╬═══════╬════════╬═══════╣", fg, bg)
    for p, name in enumerate(names):
        tricks = t.tally.tricks[p] + t.tally.last[p]
        line = f"║ {name:<{w}}║ {t.tally.melds[p]:>5} ║ {tricks:>6} ║ {t.totals[p]:>5} ║"
        s.put(1, row + 3 + p, line, fg, bg)
    s.put(1, row + 5, "╚" + "═" * (w + 1) + "╩═══════╩════════╩═══════╝", fg, bg)
    goal = "Single-hand game" if t.single_hand else f"Game point {t.game_point}"
    s.put(2, TERMS_ROW, goal, c.text, c.table)
    s.put(22, TERMS_ROW, COUNT_LABELS.get(t.count, t.count), c.text, c.table)
    sound = "Sound on" if t.sound else "Sound off"
    if t.teaching:
        opened = ["Teaching table: all hands open"]
    else:
        opened = ["Open hands"] if t.open_hands and not t.seat_names else []
    modes = [sound] + opened + (["Demo mode"] if t.demo else [])
    s.put(2, TERMS_ROW + 1, "  ".join(modes), c.label, c.table)


def _facts(s: TextScreen, t: Table, c: Scheme) -> None:
    col = SIDE_COL + 1
    for i, line in enumerate(t.help_lines):          # laid out to fit (Panel, side_lines)
        s.put(col, SIDE_ROW + 1 + i, line, c.text, c.table)


def _facts_beside_the_table(s: TextScreen, t: Table, c: Scheme) -> None:
    """The panel's lines around the pinned table: its words above the table, where the hand stands
    and the keys under the game's terms."""
    for i, line in enumerate(t.panel.beside_table()):
        s.put(SIDE_COL, WORDS_ROW + i, line, c.text, c.table)
    for i, line in enumerate(t.panel.notes()):
        s.put(2, NOTES_ROW + i, line, c.label if i else c.text, c.table)


MELD_NAMES = {"common marriage": "marriage"}


def meld_table_rows(trump: str) -> list[tuple[int, str, list, str]]:
    """(points, name, [(text, red)], class letter) per line of the meld table (PIN-M1..M9)."""
    rows = []
    sym, red = SUIT_SYMBOLS[trump], trump in "HD"
    for kind in M.MELD_TABLES["SHDC".index(trump)]:
        name = MELD_NAMES.get(kind.name, kind.name)
        if any(r[1] == name for r in rows):
            continue                      # one line for the common marriages
        if kind.name == "common marriage":
            parts = [("K Q plain", False)]
        elif kind.name == "flush":
            parts = [("A 10 K Q J", red), (sym, red)]
        else:
            parts = []
            for i in kind.ids:
                card = M.CARD_OF[i]
                parts += [(card.symbol, card.is_red), (" ", False)]
        rows.append((kind.value, name, parts, M.CLASS_LETTERS[kind.cls].lower()))
    return rows


def paint_meld_table(s: TextScreen, trump: str, mono: bool) -> None:
    """The F3 pop-up (PIN-F3): each meld, its cards for this trump, points and class."""
    fg, bg, ink_red = (P.WHITE, P.BLACK, P.WHITE) if mono else (P.BLACK, P.CYAN, P.RED)
    s.box(SIDE_COL, SIDE_ROW, SIDE_W, SIDE_H, fg if mono else P.WHITE, bg, shadow=True,
          title=f"MELD TABLE  trump {SUIT_SYMBOLS[trump]}")
    for i, (value, name, parts, letter) in enumerate(meld_table_rows(trump)):
        row = SIDE_ROW + 1 + i
        col = s.put(SIDE_COL + 2, row, f"{value:>3} {name:<14} ", fg, bg)
        for text, red in parts:
            col = s.put(col, row, text, ink_red if red else fg, bg)
        s.put(SIDE_COL + SIDE_W - 3, row, letter, P.BLUE if not mono else P.WHITE, bg)
    s.put(SIDE_COL + 3, SIDE_ROW + SIDE_H - 1, " p special  g group  s sequence ",
          fg if mono else P.WHITE, bg)


# The pinned table's columns (PIN-F3a): one per class, its melds by name and points, with the
# cards where the name alone does not say them (the trump's own cards and the pinochle).
PINNED_COLUMNS = ((M.SEQUENCE, 12), (M.GROUP, 10), (M.SPECIAL, 12))
PINNED_NAMES = {"royal marriage": "royal", "common marriage": "marriage"}
CARDS_SHOWN = {"royal marriage": "below", "pinochle": "below", "deece": "beside"}


def pinned_columns(trump: str) -> list[tuple[int, int, list]]:
    """(class, width, lines) per column of the pinned table; a line is [(text, red)]."""
    columns = []
    for cls, width in PINNED_COLUMNS:
        lines: list = []
        named: set = set()
        for kind in M.MELD_TABLES["SHDC".index(trump)]:
            name = PINNED_NAMES.get(kind.name, kind.name.split()[-1])
            if kind.cls != cls or name in named:
                continue                   # one line for the common marriages
            named.add(name)
            cards = []
            for i in kind.ids:
                card = M.CARD_OF[i]
                cards += [(" ", False), (card.symbol, card.is_red)]
            where = CARDS_SHOWN.get(kind.name)
            lines.append([(f"{kind.value:>3} {name}", False)] + (cards if where == "beside" else []))
            if where == "below":
                lines.append([("   ", False)] + cards)
        columns.append((cls, width, lines))
    return columns


def paint_pinned_table(s: TextScreen, trump: str, mono: bool) -> None:
    """The meld table pinned for the game (PIN-F3a), compact: a column per class, the class named
    under it, so that the side panel's words still have room above it."""
    fg, bg, ink_red, edge = ((P.WHITE, P.BLACK, P.WHITE, P.WHITE) if mono
                             else (P.BLACK, P.CYAN, P.RED, P.WHITE))
    # docked, not popped up: no sides and no shadow, a rule above with the title and one below
    s.fill(SIDE_COL, PINNED_ROW, SIDE_W, PINNED_H, " ", fg, bg)
    s.hline(SIDE_COL, PINNED_ROW, SIDE_W, "═", edge, bg)
    s.hline(SIDE_COL, PINNED_ROW + PINNED_H - 1, SIDE_W, "═", edge, bg)
    s.center(PINNED_ROW, f" MELD TABLE  trump {SUIT_SYMBOLS[trump]} ", edge, bg, SIDE_COL, SIDE_W)
    col = SIDE_COL + 1
    foot = PINNED_ROW + PINNED_H - 1
    for cls, width, lines in pinned_columns(trump):
        for i, parts in enumerate(lines[:PINNED_H - 2]):
            at = col
            for text, red in parts:
                at = s.put(at, PINNED_ROW + 1 + i, text, ink_red if red else fg, bg)
        # the class under its column, its letter under the column's first figure
        first = lines[0][0][0]
        letter, name = M.CLASS_LETTERS[cls].lower(), M.CLASS_NAMES[cls]
        at = s.put(col - 1 + len(first) - len(first.lstrip()), foot, f" {letter}",
                   P.BLUE if not mono else P.WHITE, bg)
        s.put(at, foot, f" {name} ", edge, bg)
        col += width
