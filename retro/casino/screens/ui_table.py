"""Painting the Casino table (CAS-U3): hands, the twelve spaces with tags, score sheet, capture piles, panels."""

from __future__ import annotations

import pyxel

from retro.cards import SUITS
from retro.casino.builds import BLOCK
from retro.casino.screens.ui_layout import MESSAGE_PITCH, SHEET_LABEL_W, Layout, Rect
from retro.palette import W_BLACK, W_GREY, W_MAROON, W_NAVY, W_RED, W_SILVER, W_WHITE, W_YELLOW
from retro.win import draw_back, draw_card, draw_slot
from retro.win.suitart import draw_label

FELT_TEXT = W_WHITE
TURN_TEXT = W_YELLOW
TAG_BG = 61           # cream (the kit's card-art shade), as a paper tag
SHEET_ROWS = (("Aces", "aces"), ("2\u2660", "two_of_spades"), ("10\u2666", "ten_of_diamonds"),
              ("Cards", "cards"), ("Spades", "spades"), ("Sweeps", "sweeps"))
COACH_GAP = 6         # between the coach's messages in its own place
SUIT_SIGN = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}


def draw_table(game, look, show_unplayed: bool) -> None:
    lay: Layout = game.layout
    f = look.ui
    _draw_spaces(game, lay, f)
    for seat in range(game.board.players):
        _draw_hand(game, lay, seat, look)
        _draw_capture(game, lay, seat, look)
    _draw_sheet(game, lay, look)
    # The unplayed cards are the front hand's complement: never shown while the hands are hidden.
    show_unplayed = show_unplayed and game.hand_shown(game.front)
    if show_unplayed:
        _draw_unplayed(game, lay, look)
    _draw_status(game, lay, look, show_unplayed)
    for flight in game.flights:
        flight.draw()


def _focus_rect(x: int, y: int, w: int, h: int) -> None:
    """A dotted rectangle, as Windows marked the keyboard focus."""
    for i in range(0, w, 2):
        pyxel.pset(x + i, y, W_WHITE)
        pyxel.pset(x + i, y + h - 1, W_WHITE)
    for j in range(0, h, 2):
        pyxel.pset(x, y + j, W_WHITE)
        pyxel.pset(x + w - 1, y + j, W_WHITE)


def _draw_spaces(game, lay: Layout, f) -> None:
    board = game.board
    hinted = set(game.move_spaces(game.hint.move)) if game.hint is not None else set()
    for index, pile in enumerate(board.spaces):
        x, y = lay.space_xy(index)
        if pile is None or all(c in game.airborne for c in pile.cards):
            draw_slot(x, y, "small")
            continue
        count = len(pile.cards)
        lit = index in game.selected or index in hinted
        for pos, card in enumerate(pile.cards):
            if card in game.airborne:
                continue
            cx, cy = lay.pile_card_xy(index, pos, count)
            draw_card(cx, cy, card, size="small", highlight=lit)
        rect = lay.pile_rect(index, count)
        if pile.tag is not None:
            _draw_tag(rect, pile, f)
        if game.show_focus and game.focus == ("table", index) and game.person_to_play:
            _focus_rect(rect.x - 3, rect.y - 3, rect.w + 6, rect.h + 6)


def _draw_tag(rect: Rect, pile, f) -> None:
    """CAS-U7: a paper tag on a build or block naming the card that takes it."""
    text = f"{'Block' if pile.kind == BLOCK else 'Build'} {pile.tag}"
    w = f.width(text) + 8
    x = rect.x + rect.w - w + 4
    y = rect.y + rect.h - 8
    pyxel.rect(x, y, w, 13, TAG_BG)
    pyxel.rectb(x, y, w, 13, W_BLACK)
    pyxel.pset(x + 3, y + 6, W_BLACK)          # the tag's string hole
    f.draw(x + 6, y + 1, text, W_MAROON if pile.kind == BLOCK else W_NAVY)


def _draw_hand(game, lay: Layout, seat: int, look) -> None:
    board = game.board
    spec = lay.seats[game.place(seat)]
    hand = board.hands[seat]
    face_up = game.hand_shown(seat)
    front = seat == game.front
    turn = (game.state.to_move == seat and not game.busy and not game.finished)
    f = look.bold if turn else look.ui
    yours = front and not game.demo and not game.people      # a table of people names each one
    label = game.names[seat] + ((": your turn" if yours else ": to play") if turn else "")
    f.draw(spec.label_xy[0], spec.label_xy[1], label, TURN_TEXT if turn else FELT_TEXT)
    hint_card = game.hint.move.card if game.hint is not None and front and face_up else None
    for i, card in enumerate(hand):
        if card in game.airborne:
            continue
        x, y = spec.card_xy(i)
        if face_up:
            draw_card(x, y, card, size=spec.size, highlight=card == hint_card)
        else:
            draw_back(x, y, game.settings.back, spec.size)
    if front and game.show_focus and game.person_to_play and game.focus[0] == "hand" and hand:
        i = min(game.focus[1], len(hand) - 1)
        x, y = spec.card_xy(i)
        w = spec.step if i < len(hand) - 1 else spec.card_w
        _focus_rect(x - 2, y - 2, w + 3, 100)


def _draw_capture(game, lay: Layout, seat: int, look) -> None:
    place = game.place(seat)
    spec = lay.seats[place]
    pile = spec.pile
    cards = [c for c in game.board.captured[seat] if c not in game.airborne]
    size = spec.size
    if not cards:
        draw_slot(pile.x, pile.y, size)
    else:
        depth = min(4, (len(cards) + 5) // 6)
        for k in range(depth, 0, -1):
            pyxel.rectb(pile.x + k, pile.y + k, pile.w, pile.h, W_BLACK)
            pyxel.rect(pile.x + k + 1, pile.y + k + 1, pile.w - 2, pile.h - 2, W_SILVER)
        draw_card(pile.x, pile.y, cards[-1], size=size)
    f = look.ui
    text = f"{len(cards)} card{'s' * (len(cards) != 1)}"
    x, y = spec.pile_label_xy
    if place == 0 and not game.demo and not game.people:
        title = "Your capture pile"
    elif lay.players == 2 or place == 0:
        title = f"{game.names[seat]}'s capture pile"
    else:     # the small piles side by side: just the name above the count
        title = game.names[seat]
    _text(f, x, y - 12, title, FELT_TEXT, spec.pile_label_align)
    _text(f, x, y, text, FELT_TEXT, spec.pile_label_align)


def _text(f, x: int, y: int, text: str, col: int, align: str = "left") -> None:
    w = f.width(text)
    if align == "right":
        x -= w
    elif align == "center":
        x -= w // 2
    f.draw(x, y, text, col)


def _draw_sheet(game, lay: Layout, look) -> None:
    """CAS-U3: this round's points, item by item, for every player (top centre)."""
    board = game.board
    f, bold = look.ui, look.bold
    r = lay.sheet
    n = board.players
    label_w = SHEET_LABEL_W
    col_w = lay.sheet_col_w
    look.field(r.x, r.y, r.w, r.h)
    header_h = f.height + 3
    hx = r.x + 2
    look.header_button(hx, r.y + 2, label_w, header_h, f"Round {board.round}", False)
    for p in range(n):
        name = game.names[p]
        if f.width(name) > col_w - 8 and name.startswith("Computer "):
            name = "Comp. " + name[9:]
        while f.width(name) > col_w - 8 and len(name) > 2:
            name = name[:-1]
        x = hx + label_w + p * col_w
        look.header_button(x, r.y + 2, col_w, header_h, "", False)
        _text(f, x + col_w // 2, look.text_y(r.y + 2, header_h), name, W_BLACK, "center")
    tallies = [board.tally(p) for p in range(n)]
    y = r.y + 2 + header_h + 1
    row_h = f.height - 1
    for title, key in SHEET_ROWS:
        draw_label(f, r.x + 6, y, title, W_BLACK)      # "2♠", "10♦": the suit as a card shows it
        for p in range(n):
            t = tallies[p]
            value = t[key]
            text = str(value)
            if key == "cards" and t["most_cards"]:
                text += " (+3)"
            elif key == "spades" and t["most_spades"]:
                text += " (+1)"
            _text(f, hx + label_w + (p + 1) * col_w - 8, y, text, W_BLACK, "right")
        y += row_h
    pyxel.line(r.x + 4, y, r.x + r.w - 5, y, W_GREY)
    y += 2
    for title, values in (("This round", [t["points"] for t in tallies]),
                          ("Game", [board.game_points(p) for p in range(n)])):
        bold.draw(r.x + 6, y, title, W_BLACK)
        for p in range(n):
            _text(bold, hx + label_w + (p + 1) * col_w - 8, y, str(values[p]), W_BLACK, "right")
        y += row_h + 1


def message_lines(game, font) -> tuple[list, list]:
    """What the message area and the coach's place show (``ui_messages.MessageLine``s, top to bottom):
    at a table of three or four the coach's words are in their own place (``Layout.coach``)."""
    lay: Layout = game.layout
    apart = lay.coach is not None
    messages = game.shown_messages          # at a table of people, the coach's words to the one shown
    area = messages.lines(font, lay.status.w, lay.status.h // MESSAGE_PITCH, coach_apart=apart,
                          seats=lay.players)
    coach = messages.coach_lines(font, lay.coach.w, lay.coach.h // MESSAGE_PITCH) if apart else []
    return area, coach


def _draw_status(game, lay: Layout, look, show_unplayed: bool) -> None:
    """Whole messages, the newest at the bottom in white, older ones grey; the coach's words in
    their own place at a table of three or four, at its top, a little apart from each other."""
    f = look.ui
    area, coach = message_lines(game, f)
    if not show_unplayed:
        r = lay.status
        y = r.y + r.h - len(area) * MESSAGE_PITCH
        for line in area:
            _text(f, r.x + r.w // 2, y, line.text, FELT_TEXT if line.newest else W_SILVER, "center")
            y += MESSAGE_PITCH
    if coach:
        r = lay.coach
        spaces = max(1, sum(line.first for line in coach) - 1)
        gap = min(COACH_GAP, (r.h - len(coach) * MESSAGE_PITCH) // spaces)
        y = r.y
        for k, line in enumerate(coach):
            if line.first and k:
                y += gap
            f.draw(r.x, y, line.text, FELT_TEXT if line.newest else W_SILVER)
            y += MESSAGE_PITCH


def _draw_unplayed(game, lay: Layout, look) -> None:
    """CAS-U5: every card the person has not seen this round, suit by suit."""
    r = lay.unplayed_panel
    f = look.ui
    look.raised(r.x, r.y, r.w, r.h, W_SILVER)
    cards = game.board.unplayed(game.front)
    look.bold.draw(r.x + 8, r.y + 6, "Unplayed", W_BLACK)
    look.bold.draw(r.x + 8, r.y + 6 + f.height, "cards:", W_BLACK)
    f.draw(r.x + 8, r.y + 6 + 2 * f.height + 2, f"{len(cards)} in all", W_BLACK)
    x0 = r.x + 84
    pyxel.line(x0 - 8, r.y + 5, x0 - 8, r.y + r.h - 6, W_GREY)
    pyxel.line(x0 - 7, r.y + 5, x0 - 7, r.y + r.h - 6, W_WHITE)
    y = r.y + 4
    for suit in SUITS:
        of_suit = [c for c in cards if c.suit == suit]
        col = W_RED if suit in "HD" else W_BLACK
        draw_label(f, x0 - 1, y, SUIT_SIGN[suit], col)  # the row's suit as a card's index shows it
        x = x0 + 14
        for c in of_suit:
            f.draw(x, y, c.rank, col)
            x += f.width(c.rank) + 6
        if not of_suit:
            f.draw(x, y, "none left", W_GREY)
        y += f.height
