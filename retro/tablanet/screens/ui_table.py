"""Painting Tablanet's game screen into the 80x25 text grid (TBL-U1), Tommy's Pinochle's sibling.

Rows: 0 title bar; 1 the computers' names; 2-4 their cards (backs, or faces
with open hands), each computer's last play of the hand (and its Tablanet)
beside its cards, the columns shared out among the computers' seats; 5 the
teaching line (why a computer played so); 6-13 the
table on green baize: the deck at the left, the table cards lettered A, B, ...
in up to two rows (or the cut for dealer); 14 your card numbers; 15-17 your
hand; 18-22 the score table, with facts, advice or the capture list at its
right; 23 the message line; 24 the function-key legend with the delay.
"""

from __future__ import annotations

import textwrap
from dataclasses import dataclass, replace

from retro import palette as P
from retro.cards import Card
from retro.dos.screen import COLS, ROWS, TextScreen
from retro.dos.textcards import CARD_W, TableColours, paint_back, paint_face
from retro.dos.widgets import paint_key_bar, paint_message
from retro.fitting import fit_line, fit_lines
from retro.coaching import coach_line
from retro.tablanet.screens.app_keys import bar_items
from retro.tablanet.screens.app_text import card_label, code_text, move_code, name, plural, reason_text, t
from retro.tablanet.rules import TARGET, deal_size

NAME_ROW, CPU_ROW, REASON_ROW = 1, 2, 5
FELT_TOP, FELT_BOTTOM = 6, 13
TABLE_COL, TABLE_ROWS, PER_ROW = 10, (7, 11), 14          # card rows start at 7 and 11
NUMBER_ROW, HAND_ROW, SCORE_ROW = 14, 15, 18
HAND_COL, LABEL_COL = 1, 33
SIDE_COL, SIDE_ROW, SIDE_W = 43, 14, 37
DECK_COL, DECK_ROW = 2, 7
MESSAGE_ROW, LEGEND_ROW = ROWS - 2, ROWS - 1
NAME_LONGEST = SIDE_COL - LABEL_COL      # a person's name fits under the hand's label
TABLE_KEYS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


@dataclass(frozen=True)
class Scheme(TableColours):
    """The colours of one display mode (``chosen``: a table card picked, or lit for the capture on offer)."""

    screen: int
    felt: int
    played: int       # the card just played
    banner_fg: int
    banner_bg: int


COLOUR = Scheme(screen=P.BLACK, felt=P.GREEN, text=P.WHITE, bright=P.YELLOW, label=P.LIGHT_CYAN,
                title_fg=P.WHITE, title_bg=P.BLUE, face=P.WHITE, frame=P.BLACK, black=P.BLACK,
                red=P.RED, back_fg=P.LIGHT_RED, back_bg=P.RED, chosen=P.YELLOW,
                played=P.LIGHT_CYAN, panel_fg=P.WHITE, panel_bg=P.BLUE, number=P.YELLOW,
                banner_fg=P.YELLOW, banner_bg=P.RED)
# Mono: grey, intensity and inverse only (the baize is plain black).
MONO = Scheme(screen=P.BLACK, felt=P.BLACK, text=P.LIGHT_GREY, bright=P.WHITE, label=P.LIGHT_GREY,
              title_fg=P.BLACK, title_bg=P.LIGHT_GREY, face=P.LIGHT_GREY, frame=P.BLACK,
              black=P.BLACK, red=P.BLACK, back_fg=P.LIGHT_GREY, back_bg=P.BLACK,
              chosen=P.WHITE, played=P.WHITE, panel_fg=P.WHITE, panel_bg=P.BLACK,
              number=P.WHITE, banner_fg=P.BLACK, banner_bg=P.LIGHT_GREY)


@dataclass
class View:
    """Everything the game screen shows, gathered by the game each time it is painted."""

    board: object                  # app_board.Board
    lang: str
    ace: int
    bonus: str
    speed: int
    tablanet: str = "values"
    message: str = ""
    reason: str = ""
    side: tuple = ()               # (text, colour-name) lines of the side panel
    cursor: int | None = None      # the person's hand card under the cursor
    picked: frozenset = frozenset()  # table cards the person picked
    open_hands: bool = False
    demo: bool = False
    highlight: bool = False
    banner: bool = False           # "Tablanet!" over the table
    banner_player: int | None = None  # whose Tablanet it is (named under the banner)
    seat_notes: bool = True        # each computer's last play beside its cards (a lesson has its text there)
    thinking: int | None = None
    hinted: Card | None = None     # the hand card the coach's hint (F4) advises
    deal: int = 0                  # the deal number (retro.deals); 0: a game without one
    target: int = TARGET           # the score that wins (TBL-G1, TBL-O4)
    line_keys: tuple = ()          # keys offered at the message line's end: (written key, words)
    lead_keys: tuple = ()          # and at its start (a phone's take-back)


# --- cards ----------------------------------------------------------------------------

def paint_card(s: TextScreen, col: int, row: int, card: Card | None, c: Scheme, lang: str,
               ink_bg: int | None = None, double: bool = False) -> None:
    """A 5x3 framed card (rank and suit; Т/К/Д/В in Russian); ``None`` is a back."""
    if card is None:
        paint_back(s, col, row, "▒▒▒", P.WHITE if c is COLOUR else P.LIGHT_GREY, c.back_fg, c.back_bg)
        return
    paint_face(s, col, row, f"{card_label(card, lang):>3}", c.red if card.is_red else c.black,
               c.frame, ink_bg if ink_bg is not None else c.face, double=double)


def table_place(index: int, count: int) -> tuple[int, int]:
    """(col, row) of table card ``index`` of ``count``: 14 a row, two rows, then closer."""
    per_row = max(PER_ROW, (count + 1) // 2)
    step = CARD_W if per_row <= PER_ROW else max(3, (COLS - TABLE_COL) // per_row)
    row = TABLE_ROWS[index // per_row]
    return TABLE_COL + (index % per_row) * step, row


def table_at(col: int, row: int, count: int) -> int | None:
    """The table card under a cell (mouse), or None."""
    for index in range(count - 1, -1, -1):
        c, r = table_place(index, count)
        if c <= col < c + CARD_W and r - 1 <= row < r + 3:
            return index
    return None


def hand_at(col: int, row: int, count: int) -> int | None:
    if NUMBER_ROW <= row < HAND_ROW + 3 and HAND_COL <= col < HAND_COL + count * CARD_W:
        return (col - HAND_COL) // CARD_W
    return None


# --- the whole screen -----------------------------------------------------------------

def paint_game(s: TextScreen, v: View, mono: bool) -> list:
    """Paint the game screen; returns the legend's hit boxes for mouse clicks."""
    c = MONO if mono else COLOUR
    s.fill(0, 0, COLS, ROWS - 2, " ", c.text, c.screen)
    s.fill(0, FELT_TOP, COLS, FELT_BOTTOM - FELT_TOP + 1, " ", c.text, c.felt)
    _title(s, v, c)
    _computers(s, v, c)
    if v.reason:
        # The reason whole (a long one may use the edge columns too).
        line = fit_line(v.reason, COLS)
        s.put(1 if len(line) <= COLS - 2 else 0, REASON_ROW, line, c.label, c.screen)
    _deck(s, v, c)
    if v.board.cutting:
        _cut(s, v, c)
    else:
        _table(s, v, c)
    _you(s, v, c)
    _scores(s, v, c)
    _side(s, v, c)
    if v.banner:
        paint_banner(s, v, c)
    paint_message(s, v.message, row=MESSAGE_ROW, fg=P.YELLOW if not mono else P.WHITE,
                  bg=P.BLACK, highlight=v.highlight, keys=v.line_keys, lead=v.lead_keys,
                  mono=mono)
    return paint_keys(s, v.lang, v.speed, mono)


def paint_keys(s: TextScreen, lang: str, speed: int, mono: bool, game: bool = True) -> list:
    """The key bar from the keymap (app_keys): F1-F7, F10, then F8/F9 with the delay; returns the hit boxes."""
    return paint_key_bar(s, bar_items(lang, speed, mono, game), row=LEGEND_ROW)


def _title(s: TextScreen, v: View, c: Scheme) -> None:
    b, lang = v.board, v.lang
    s.fill(0, 0, COLS, 1, " ", c.title_fg, c.title_bg)
    s.put(1, 0, t("title", lang), c.bright if c is COLOUR else c.title_fg, c.title_bg)
    if b.hand_no:
        s.put(14, 0, t("hand_deal", lang, hand=b.hand_no, deal=max(1, b.deal_no)), c.title_fg, c.title_bg)
    if v.deal:
        # the deal number a person can ask for again, with the Ace's value moved right to make room
        s.put(41, 0, t("deal_no", lang, number=v.deal), c.title_fg, c.title_bg)
    s.put(58 if v.deal else 50, 0, t("ace_is", lang, ace=v.ace), c.title_fg, c.title_bg)
    goal = t("goal", lang, target=v.target)
    s.put(COLS - len(goal) - 1, 0, goal, c.title_fg, c.title_bg)


def dealer_word(player: int, lang: str, front: int = 0, people: bool = False) -> str:
    """"сдает" / "deals" beside a computer (or a person named); "сдаете" / "deal" under ВЫ / YOU."""
    return t("dealer_me" if player == front and not people else "dealer", lang)


def _marks(s: TextScreen, col: int, row: int, player: int, v: View, c: Scheme, bg: int) -> int:
    b = v.board
    if b.dealer == player and not b.cutting:
        col = s.put(col, row, " · " + t("dealer", v.lang), c.label, bg) + 1
    if v.thinking == player or (b.to_move == player and v.thinking is None and player != b.front):
        col = s.put(col + 1, row, t("turn", v.lang), c.bright, bg) + 1
    return col


def seat_place(player: int, players: int) -> tuple[int, int]:
    """(first column, width) of a computer's seat in rows 1-4: the columns shared out among the computers."""
    width = COLS // (players - 1)
    col = HAND_COL + (player - 1) * width
    return col, min(COLS, col + width - 1) - col


def note_place(player: int, players: int) -> tuple[int, int]:
    """(column, width) of the seat's note of its last play: right of a full hand of cards, to the seat's end."""
    col, width = seat_place(player, players)
    start = col + deal_size(players) * CARD_W + 1
    return start, col + width - start


def seat_note(play, lang: str, width: int) -> list[tuple[str, bool]]:
    """A computer's last play in lines of ``width`` (at most three): what it took with which card, or
    the card it laid; then its Tablanet, if it was one (True: that line is the Tablanet)."""
    if play is None:
        return []
    if play.taken:
        parts = [t("seat_took", lang, taken=play.taken), t("seat_with", lang, card=play.card)]
    else:
        parts = [t("seat_laid", lang, card=play.card), t("seat_on_table", lang)]
    lines: list[str] = []
    for part in parts:
        if lines and len(lines[-1]) + 1 + len(part) <= width:
            lines[-1] += " " + part
        else:
            lines.append(part)
    out = [(fit_line(line, width), False) for line in lines]
    if play.tablanet is not None:
        if play.tablanet:
            said = t("seat_tablanet_points", lang, n=play.tablanet, points=plural(play.tablanet, "points", lang))
            if len(said) > width:
                said = t("seat_tablanet_short", lang, n=play.tablanet)
        else:
            said = t("seat_tablanet", lang)
        out.append((fit_line(said, width), True))
    return out[:3]


def _computers(s: TextScreen, v: View, c: Scheme) -> None:
    b = v.board
    n = b.players
    for place, p in enumerate(b.others(), start=1):
        col, _ = seat_place(place, n)
        label = name(p, n, v.lang, b.names).upper()
        end = s.put(col, NAME_ROW, label, c.bright, c.screen)
        if v.open_hands and p in b.face_up:
            end = s.put(end + 1, NAME_ROW, t("open", v.lang), c.label, c.screen)
        _marks(s, end, NAME_ROW, p, v, c, c.screen)
        for i, card in enumerate(b.hands[p]):
            paint_card(s, col + i * CARD_W, CPU_ROW, card if p in b.face_up else None, c, v.lang)
        note_col, width = note_place(place, n)
        for i, (line, tablanet) in enumerate(seat_note(b.last[p] if v.seat_notes else None, v.lang, width)):
            s.put(note_col, CPU_ROW + i, line, c.bright if tablanet else c.label, c.screen)


def _deck(s: TextScreen, v: View, c: Scheme) -> None:
    b = v.board
    s.put(DECK_COL - 1, FELT_TOP, t("deck", v.lang), c.text, c.felt)
    bottom = next((card for card, where in b.jacks if where == "bottom"), None)
    if bottom is not None:
        # The Jack under the deck shows its lower half (TBL-E3: "at the very bottom").
        paint_card(s, DECK_COL, DECK_ROW + 2, bottom, c, v.lang, ink_bg=c.chosen)
    if b.stock:
        paint_card(s, DECK_COL, DECK_ROW, None, c, v.lang)
        s.put(DECK_COL + 1, DECK_ROW + 1, f"{b.stock:^3}", P.WHITE if c is COLOUR else c.bright, c.back_bg)
    else:
        s.put(DECK_COL, DECK_ROW + 1, " --", c.text, c.felt)
    if bottom is not None:
        s.put(DECK_COL - 1, DECK_ROW + 5, "▲" + t("bottom", v.lang),
              c.bright, c.felt)
    middle = [card_label(card, v.lang) for card, where in b.jacks if where == "middle"]
    if middle:
        # Jacks put into the middle of the deck (TBL-E3): their place is known to everyone.
        row = DECK_ROW + (6 if bottom is not None else 3)
        s.put(DECK_COL - 1, row, "≡" + ("" if len(middle) > 2 else " ").join(middle), c.bright, c.felt)


def _table(s: TextScreen, v: View, c: Scheme) -> None:
    b = v.board
    cards = list(b.table)
    extra = [card for card in (b.turned, b.played[1] if b.played else None) if card is not None]
    count = len(cards) + len(extra)
    if count <= 12:
        label = t("table", v.lang)
        s.put(COLS - len(label) - 1, FELT_TOP, label, c.label, c.felt)
    for i, card in enumerate(cards):
        col, row = table_place(i, count)
        lit = card in b.lit or card in v.picked
        if i < len(TABLE_KEYS) and count <= 2 * PER_ROW:
            key = TABLE_KEYS[i]
            fg, bg = (c.felt, c.number) if card in v.picked else (c.number, c.felt)
            s.put(col + 1, row - 1 if row == TABLE_ROWS[0] else row - 1, f" {key} ", fg, bg)
        paint_card(s, col, row, card, c, v.lang, ink_bg=c.chosen if lit else None, double=lit)
    for j, card in enumerate(extra):
        col, row = table_place(len(cards) + j, count)
        note = t("turned_jack", v.lang) if card is b.turned else ""
        paint_card(s, col, row, card, c, v.lang, ink_bg=c.played, double=True)
        if note:
            s.put(col, row + 3, note, c.bright, c.felt)


def _cut(s: TextScreen, v: View, c: Scheme) -> None:
    """TBL-E1: each player's cut card with the name under it; the lowest is marked."""
    b = v.board
    s.put(TABLE_COL, FELT_TOP, t("cut_title", v.lang), c.label, c.felt)
    for i, (player, card) in enumerate(b.cut):
        col = TABLE_COL + 2 + i * 16
        paint_card(s, col, 8, card, c, v.lang)
        who = name(player, b.players, v.lang, b.names)
        s.put(col + 2 - len(who) // 2, 11, who, c.text, c.felt)
        if b.dealer == player:
            s.put(col - 1, 12, dealer_word(player, v.lang, b.front, bool(b.names)).center(7), c.bright, c.felt)


def _you(s: TextScreen, v: View, c: Scheme) -> None:
    b = v.board
    front = b.front
    hand = b.hands[front] if b.hands else []
    shown = front in b.face_up
    for i, card in enumerate(hand):
        col = HAND_COL + i * CARD_W
        if not shown:                       # a people's game between two turns: the hand face down
            paint_card(s, col, HAND_ROW, None, c, v.lang)
            continue
        on = v.cursor == i
        fg, bg = (c.screen, c.number) if on else (c.number, c.screen)
        s.put(col + 1, NUMBER_ROW, f" {i + 1} ", fg, bg)
        hinted = card == v.hinted
        paint_card(s, col, HAND_ROW, card, c, v.lang, ink_bg=c.chosen if hinted else None, double=hinted)
    if shown and v.cursor is not None and v.cursor < len(hand):
        s.cursor = (HAND_COL + v.cursor * CARD_W + 2, NUMBER_ROW)
    label = name(front, b.players, v.lang, b.names).upper() if b.names else t("you_label", v.lang)
    s.put(LABEL_COL, HAND_ROW, label, c.bright, c.screen)      # a name has at most NAME_LONGEST letters
    if v.demo:
        s.put(LABEL_COL, NUMBER_ROW, t("demo", v.lang), c.label, c.screen)
    if b.dealer == front and not b.cutting:
        s.put(LABEL_COL, HAND_ROW + 1, dealer_word(front, v.lang, front, bool(b.names)), c.label, c.screen)
    if b.to_move == front and shown and v.cursor is not None:
        s.put(LABEL_COL, HAND_ROW + 2, t("turn", v.lang), c.bright, c.screen)


def _scores(s: TextScreen, v: View, c: Scheme) -> None:
    b, lang = v.board, v.lang
    fg, bg = c.panel_fg, c.panel_bg
    heads = [t("sheet_head", lang, hand=max(1, b.hand_no)), t("col_taken", lang),
             t("col_points", lang), t("col_total", lang)]
    widths = (14, 7, 7, 7)
    top = "╔" + "╦".join(("═" + h).ljust(w, "═") for h, w in zip(heads, widths)) + "╗"
    s.put(HAND_COL, SCORE_ROW, top, fg, bg)
    for p in range(b.players):
        cells = [" " + name(p, b.players, lang, b.names), f"{len(b.taken[p]):>5} ",
                 f"{b.hand_points(p) + b.tablanet[p]:>5} ",
                 f"{b.totals[p]:>5} "]
        line = "║" + "║".join(text.ljust(w) for text, w in zip(cells, widths)) + "║"
        s.put(HAND_COL, SCORE_ROW + 1 + p, line, fg, bg)
    bottom = "╚" + "╩".join("═" * w for w in widths) + "╝"
    s.put(HAND_COL, SCORE_ROW + 1 + b.players, bottom, fg, bg)
    if b.players == 2:
        s.put(HAND_COL + 1, SCORE_ROW + 4, " · ".join(game_modes(v.bonus, v.tablanet, lang)),
              c.text, c.screen)


SIDE_COLOURS = {"text": "text", "bright": "bright", "label": "label"}


def _side(s: TextScreen, v: View, c: Scheme) -> None:
    for i, (text, colour) in enumerate(v.side[:ROWS - 2 - SIDE_ROW]):
        s.put(SIDE_COL, SIDE_ROW + i, fit_line(text, SIDE_W), getattr(c, SIDE_COLOURS.get(colour, "text")),
              c.screen)


def paint_banner(s: TextScreen, v: View, c: Scheme) -> None:
    """"Tablanet!" in a double box over the table (TBL-T1), with the name of the player who made it."""
    text = t("banner", v.lang)
    width = len(text) + 8
    col = (COLS - width) // 2
    s.box(col, 8, width, 5, c.banner_fg, c.banner_bg, shadow=True)
    s.center(10, text, c.banner_fg, c.banner_bg, col, width)
    if v.banner_player is not None:
        s.center(11, name(v.banner_player, v.board.players, v.lang, v.board.names), c.banner_fg, c.banner_bg,
                 col, width)


def game_modes(bonus: str, tablanet: str, lang: str) -> list[str]:
    """What was agreed for this game: the bonus rule, and a Tablanet that scores nothing."""
    modes = [t("bonus_" + bonus, lang)]
    if tablanet == "none":
        modes.append(t("tablanet_none_mode", lang))
    return modes


def wrap_modes(modes: list[str], width: int = SIDE_W) -> list[str]:
    """Mode words joined by " · ", as many to a line as fit (none is ever cut off)."""
    lines: list[str] = []
    for mode in modes:
        if lines and len(lines[-1]) + 3 + len(mode) <= width:
            lines[-1] += " · " + mode
        else:
            lines.append(mode)
    return lines


def coach_lines(verdict, lang: str, width: int = SIDE_W) -> list[str]:
    """The coach's line on the person's last play, wrapped for the side panel."""
    if verdict is None:
        return []
    reason = reason_text(verdict.reason, lang) if not verdict.good else ""
    line = coach_line(replace(verdict, reason=reason), lambda m: code_text(move_code(m), lang),
                      ru=lang == "ru")
    return [t("coach_head", lang, card=verdict.move.card)] + fit_lines(line, lambda words: textwrap.wrap(words, width), 4)


def side_lines(board, lang: str, ace: int, bonus: str, sound: bool, open_hands: bool, demo: bool,
               advice: bool, keys: str, tablanet: str = "values", coach=()) -> list[tuple[str, str]]:
    """The panel right of the scores: the deal, values or advice (or the coach's line), keys, modes
    (every line whole). When the modes need room (three players with open hands), the values and
    the rule are wrapped as one paragraph and the coach's line is not padded, so the deal line
    stays; only a long verdict beside two lines of modes still pushes the deal line out."""
    b = board
    if not b.hand_no:
        return []
    room = ROWS - 2 - SIDE_ROW
    modes = game_modes(bonus, tablanet, lang) if b.players == 3 else []
    modes.append(t("sound_on_mode" if sound else "sound_off_mode", lang))
    if open_hands:
        modes.append(t("teaching_table" if board.names else "open_mode", lang))
    if demo:
        modes.append(t("demo_mode", lang))
    tail = [(t("keys_1", lang, keys=keys), "text"), (t("keys_2", lang), "text")]
    tail += [(text, "label") for text in wrap_modes(modes)]
    lines = _panel_top(lang, ace, advice, coach, compact=False) + tail
    if len(lines) >= room:
        lines = _panel_top(lang, ace, advice, coach, compact=True) + tail
    deal = (t("deals_left", lang, deal=max(1, b.deal_no), n=b.stock,
              cards=plural(b.stock, "cards", lang)), "label")
    if len(lines) < room:
        lines.insert(0, deal)
    return lines


def _panel_top(lang: str, ace: int, advice: bool, coach, compact: bool) -> list[tuple[str, str]]:
    """The coach's line, the advice or the values and the rule; ``compact`` saves lines."""
    if coach and not advice:
        lines = [(text, "bright" if i == 0 else "label") for i, text in enumerate(coach)]
        return lines + [("", "text")] * (0 if compact else max(0, 5 - len(coach)))
    if advice:
        return [(t("advice_head", lang), "bright"), (t("advice_1", lang), "bright"),
                (t("advice_2", lang), "bright"), (t("advice_3", lang), "bright")]
    rule = [t("values_1", lang, ace=ace), t("values_2", lang), t("rule_1", lang), t("rule_2", lang),
            t("rule_3", lang)]
    if compact:
        rule = textwrap.wrap(" ".join(rule), SIDE_W)
    return [(text, "text") for text in rule]
