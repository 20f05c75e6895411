"""Painting Tablenette's table: deck, table row, hands, piles, the score box, messages, the banner.

The hand at the front (along the bottom) is the one of the person at the screen
(``Game.front``); the other lies along the top, each pile beside its hand. The
rows and the score box name the seats as the table does (``Game.sides``).
"""

from __future__ import annotations

import pyxel

from retro.fitting import fit_line, fit_lines
from retro.palette import W_BLACK, W_GREY, W_MAROON, W_NAVY, W_RED, W_SILVER, W_WHITE, W_YELLOW
from retro.tablenette.screens.app_seats import fit_name
from retro.tablenette.screens.ui_layout import CARD_H, CARD_W, COACH_LINES
from retro.win import draw_card

_banner_cache: dict[tuple[str, int], pyxel.Image] = {}


def paint(win, game) -> None:
    """The whole client area, the card in the mouse's hand last."""
    lay, look, shown = win.layout, win.look, game.shown
    paint_deck(win, shown.stock)
    for p in game.table_cards():
        p.draw()
    for p in game.loose_cards():
        p.draw()
    front = game.front
    for player in (1 - front, front):
        for p in game.hand_cards(player):
            if player == front and win.drag.hides(p):
                continue
            p.highlight = player == front and win.cursor.chosen_slot() == p.data[1]
            p.draw()
    for player in (0, 1):
        paint_pile(win, game, player, shown.taken[player])
    paint_scores(win, game)
    lessons = win.lessons
    paint_message(win, game.message, lessons.status_line() if lessons is not None else game.status_line())
    if game.coach_line and not game.hands_hidden:       # a verdict names cards of its person's hand
        paint_coach_line(win, game.coach_line)
    if win.open_hands and game.reason:
        f = look.ui
        y = lay.reason_y
        for line in reason_lines(f, game.reason, lay.right_edge - lay.cx - 24):
            f.draw(lay.cx + 16, y, line, W_YELLOW)
            y += f.height + 1
    if lessons is not None:
        lessons.draw()              # the lesson's panel over the computer's row
    win.cursor.draw()
    if game.director.banner:
        paint_banner(win, *game.director.banner)
    game.director.draw()
    win.drag.draw()


REASON_LINES = 2   # the room between the computer's cards and the table row


def reason_lines(f, text: str, width: int) -> list[str]:
    """The computer's reason, whole, wrapped (item 17: never cut off; reasons are written to
    fit in ``REASON_LINES`` lines, which the tests check)."""
    return f.wrap(text, width)


def paint_deck(win, stock: int) -> None:
    """The face-down deck card (TNT-U2's discard target), thicker while it holds many cards."""
    x, y = win.layout.deck
    depth = 0 if stock <= 0 else min(3, 1 + stock // 12)
    for i in range(depth, 0, -1):
        draw_card(x + i * 2, y - i * 2, None, face_up=False, back=win.back)
    draw_card(x, y, None, face_up=False, back=win.back)


def paint_pile(win, game, player: int, count: int) -> None:
    """A player's taken cards: a face-down stack beside the hand, with the count."""
    row = game.row(player)
    x, y = win.layout.pile(row)
    f = win.look.ui
    label = f"{game.sides.name(player)} took"
    ly = y - f.height - 2 if row == 0 else y + CARD_H + 3
    if count:
        depth = min(4, (count + 7) // 8)
        for i in range(depth, 0, -1):
            draw_card(x + i, y - i, None, face_up=False, back=win.back)
        draw_card(x, y, None, face_up=False, back=win.back)
    else:
        pyxel.rectb(x, y, CARD_W, CARD_H, W_BLACK)   # the place, as an outline on the felt
    text = f"{label} {count}"
    room = win.layout.column_w
    if f.width(text) > room:                # a long name: cut so that the count shows
        text = f"{fit_name(game.sides.name(player), room - f.width(f' took {count}'), f.width)} took {count}"
    tx = x + (CARD_W - f.width(text)) // 2
    f.draw(tx, ly, text, W_WHITE)


def name_room(layout, font) -> int:
    """The pixels a person's name may take so that it is never shortened: beside "Dealer" in the score
    box and before " took 52" under a pile."""
    w = layout.score_rect[2]
    return min(w - 22 - font.width("Dealer") - 4, layout.column_w - font.width(" took 52"))


def paint_scores(win, game) -> None:
    """The score box at the right edge: scores, deck, hand and dealer (TNT-U1)."""
    look, shown = win.look, game.shown
    x, y, w, h = win.layout.score_rect
    pyxel.rect(x, y, w, h, W_SILVER)
    pyxel.rectb(x, y, w, h, W_BLACK)
    look.thin_raised(x + 1, y + 1, w - 2, h - 2)
    f, bold = look.ui, look.bold
    lh = f.height + 2
    tx, rx = x + 8, x + w - 8
    ty = y + 6

    def row(label: str, value: str, font=f) -> None:
        nonlocal ty
        room = rx - tx - 6
        if font.width(label) + font.width(value) > room:      # a long name: the longer one cut
            if font.width(value) > font.width(label):
                value = fit_name(value, room - font.width(label), font.width)
            else:
                label = fit_name(label, room - font.width(value), font.width)
        font.draw(tx, ty, label, W_BLACK)
        font.draw(rx - font.width(value), ty, value, W_BLACK)
        ty += lh

    bold.draw(tx, ty, "Score", W_MAROON)
    ty += lh
    row(game.sides.name(0), str(shown.scores[0]))
    row(game.sides.name(1), str(shown.scores[1]))
    ty += 3
    pyxel.line(tx, ty, rx - 1, ty, W_GREY)
    pyxel.line(tx, ty + 1, rx - 1, ty + 1, W_WHITE)
    ty += 6
    for label, value in game_facts(game):
        row(label, value)
    hands = "Teaching table" if game.shared else "Open hands"
    flags = [name for name, on in (("Demo", win.demo), (hands, win.open_hands)) if on]
    if flags:
        f.draw(tx, y + h - lh - 4, " · ".join(flags), W_RED)


def game_facts(game) -> list[tuple[str, str]]:
    """The score box's rows under the scores: deck, hand, dealer, and the deal number (to play
    again or pass on) when the game has one."""
    shown = game.shown
    rows = [("Deck", str(shown.stock)), ("Hand", str(shown.hand_no)),
            ("Dealer", game.sides.name(shown.dealer))]
    return rows + [("Deal", str(game.deal))] if game.deal else rows


def paint_message(win, text: str, hint: str) -> None:
    """A bordered white label (a Visual Basic label with a single border): what just happened,
    and below it whose turn it is (when the news fits one line)."""
    x, y, w, h = win.layout.message_rect
    pyxel.rect(x, y, w, h, W_WHITE)
    pyxel.rectb(x, y, w, h, W_BLACK)
    f = win.look.ui
    lines = [(line, W_BLACK) for line in (fit_lines(text, lambda words: f.wrap(words, w - 12), 2) if text else [])]
    if len(lines) < 2 and hint:
        lines.append((fit_line(hint, w - 12, f.width), W_NAVY))
    ly = y + (h - len(lines) * (f.height + 1)) // 2
    for line, col in lines:
        f.draw(x + 6, ly, line, col)
        ly += f.height + 1


def paint_coach_line(win, text: str) -> None:
    """The coach's word on the person's last play, on the felt under the white box (above a hinted
    card lifted out of the hand)."""
    f = win.look.ui
    lay = win.layout
    x, _, w, _ = lay.message_rect
    ty = lay.coach_y
    for line in fit_lines(text, lambda words: f.wrap(words, w - 12), COACH_LINES):
        f.draw(x + 6, ty, line, W_YELLOW)
        ty += f.height + 1


def _headline_image(text: str, f) -> pyxel.Image:
    key = (text, id(f))
    img = _banner_cache.get(key)
    if img is None:
        w, h = f.width(text) + 2, f.height + 1
        img = pyxel.Image(w, h)
        img.cls(W_SILVER)
        img.text(1, 1, text, W_GREY, f.font)
        img.text(0, 0, text, W_RED, f.font)
        _banner_cache[key] = img
    return img


def paint_banner(win, headline: str, line: str) -> None:
    """The Tablenette announcement (TNT-U3): a raised grey box with a large headline."""
    look = win.look
    f = look.bold
    img = _headline_image(headline, f)
    w = max(img.width * 2 + 40, f.width(line) + 32)
    h = img.height * 2 + f.height + 30
    x, y, _, _ = win.layout.banner_rect(w, h)
    pyxel.rect(x + 4, y + 4, w, h, W_BLACK)              # its shadow on the felt
    pyxel.rect(x, y, w, h, W_SILVER)
    pyxel.rectb(x, y, w, h, W_BLACK)
    look.thin_raised(x + 1, y + 1, w - 2, h - 2)
    look.thin_raised(x + 2, y + 2, w - 4, h - 4)
    iw, ih = img.width, img.height
    # blt scales about the centre of the copied region: place that centre where it belongs
    cx, cy = x + w // 2, y + 10 + ih
    pyxel.blt(cx - iw // 2, cy - ih // 2, img, 0, 0, iw, ih, None, None, 2)
    f.draw(x + (w - f.width(line)) // 2, y + 16 + ih * 2, line, W_BLACK)
