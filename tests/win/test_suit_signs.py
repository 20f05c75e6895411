"""At the window's scale 1 the four suits are told apart wherever the Windows programs draw them small:
the cards' corner indices and pips (both sheets) and the signs drawn beside text (Casino's
unplayed-cards panel and score sheet).

Each sign is read back from the screen as drawn: its lit pixels in the suit's ink. The measure:
every sign has enough lit pixels to carry a shape; any two signs differ in many pixels; spades
and clubs are black, hearts and diamonds red; and the pairs of one colour differ in the shape a
player looks for: the spade comes to a point where the club has a round lobe over a neck, the
heart has its notch on top where the diamond has a point.
"""

import itertools

import pytest

from retro import headless
from retro.cards import SUITS, Card
from retro.palette import PALETTE, W_BLACK, W_GREEN, W_RED, W_SILVER, W_WHITE
from retro.win import SIZES, draw_card, font
from retro.win.suitart import INDEX_SMALL, PIP_NORMAL, SIGN, draw_label, draw_suit

MIN_LIT = 28          # about a 6x6 block: enough for a shape, not a dot
MIN_APART = 10        # pixels lit in one sign and not the other
INKS = {PALETTE[W_BLACK]: "black", PALETTE[W_RED]: "red"}
X0, Y0 = 100, 100     # where the card or sign is drawn


def lit(x0: int, y0: int, w: int, h: int) -> dict[tuple[int, int], str]:
    """The pixels in the area drawn in black or red ink: (x, y) -> "black" / "red"."""
    out = {}
    for y in range(y0, y0 + h):
        for x in range(x0, x0 + w):
            ink = INKS.get(PALETTE[headless.pixel(x, y)])
            if ink:
                out[(x - x0, y - y0)] = ink
    return out


def last_run_of_rows(pixels: dict) -> dict:
    """The pixels of the last group of lit rows (the corner's suit sign under its rank)."""
    rows = sorted({y for _x, y in pixels})
    start = rows[0]
    for before, row in zip(rows, rows[1:]):
        if row > before + 1:
            start = row
    return {p: ink for p, ink in pixels.items() if p[1] >= start}


def card_signs(pyxel, size: str) -> dict[str, tuple[dict, dict]]:
    """Per suit, the 2's (corner sign, top pip) as drawn at scale 1 on the felt."""
    w, h = SIZES[size]
    out = {}
    for suit in SUITS:
        pyxel.cls(W_GREEN)
        draw_card(X0, Y0, Card("2", suit), size=size)
        corner = lit(X0 + 1, Y0 + 1, w // 4 + 1, h // 3)           # the rank and the sign under it
        pip = lit(X0 + w // 4 + 2, Y0 + 1, w - 2 * (w // 4 + 2), h // 2 - 1)   # the 2's upper pip
        out[suit] = (last_run_of_rows(corner), pip)
    return out


def rows_of(sign: dict) -> list[list[int]]:
    """The sign's lit columns, row by row from its top."""
    top = min(y for _x, y in sign)
    bottom = max(y for _x, y in sign)
    return [sorted(x for x, y in sign if y == row) for row in range(top, bottom + 1)]


def runs(xs: list[int]) -> int:
    return sum(1 for i, x in enumerate(xs) if i == 0 or x != xs[i - 1] + 1)


def span(xs: list[int]) -> int:
    return xs[-1] - xs[0] + 1 if xs else 0


def has_neck(sign: dict) -> bool:
    """A row in the sign's upper half narrower than a row above it and a row below it: the club's
    neck under its top lobe (a spade only widens down to its shoulders)."""
    widths = [span(xs) for xs in rows_of(sign)]
    return any(max(widths[:i]) > widths[i] < max(widths[i + 1:])
               for i in range(1, (len(widths) + 1) // 2))


def check_told_apart(signs: dict[str, dict], where: str) -> None:
    for suit, sign in signs.items():
        assert len(sign) >= MIN_LIT, f"{where}: {suit} has only {len(sign)} lit pixels"
        assert set(sign.values()) == {"red" if suit in "HD" else "black"}, f"{where}: {suit}'s ink"
    for a, b in itertools.combinations(signs, 2):
        apart = len(set(signs[a]) ^ set(signs[b]))
        assert apart >= MIN_APART, f"{where}: {a} and {b} differ in only {apart} pixels"
    spade, club, heart, diamond = (rows_of(signs[s]) for s in "SCHD")
    assert len(spade[0]) == 1 and not has_neck(signs["S"]), f"{where}: the spade ends in a point"
    assert len(club[0]) >= 3 and has_neck(signs["C"]), f"{where}: the club's round top lobe and neck"
    assert runs(heart[0]) == 2, f"{where}: the heart's notch on top"
    assert len(diamond[0]) == 1, f"{where}: the diamond's point on top"


@pytest.mark.parametrize("size", ["normal", "small"])
def test_at_scale_1_the_corner_indices_tell_the_four_suits_apart(clean_input, size):
    signs = card_signs(clean_input, size)
    check_told_apart({suit: corner for suit, (corner, _pip) in signs.items()}, f"{size} corner")


@pytest.mark.parametrize("size", ["normal", "small"])
def test_at_scale_1_the_pips_tell_the_four_suits_apart(clean_input, size):
    signs = card_signs(clean_input, size)
    check_told_apart({suit: pip for suit, (_corner, pip) in signs.items()}, f"{size} pip")


@pytest.mark.parametrize("art", [INDEX_SMALL, SIGN, PIP_NORMAL], ids=["index-small", "sign", "pip-normal"])
def test_at_scale_1_the_signs_drawn_beside_text_tell_the_four_suits_apart(clean_input, art):
    pyxel = clean_input
    signs = {}
    for suit in SUITS:
        pyxel.cls(W_SILVER)
        draw_suit(X0, Y0, suit, art=art)
        signs[suit] = lit(X0, Y0, 16, 16)
    check_told_apart(signs, "drawn sign")


def test_a_label_draws_its_suit_as_a_sign_in_the_suits_ink_on_the_line(clean_input):
    """Casino's score sheet row "10♦": the digits in the text's colour, the diamond red, standing
    on the same line as the digits."""
    pyxel = clean_input
    f = font("w98-sans")
    pyxel.cls(W_WHITE)
    draw_label(f, X0, Y0, "10\u2666", W_BLACK)
    drawn = lit(X0, Y0, 40, f.height)
    digits = {p for p, ink in drawn.items() if ink == "black"}
    diamond = {p for p, ink in drawn.items() if ink == "red"}
    assert len(diamond) >= MIN_LIT and digits
    assert min(x for x, _y in diamond) > max(x for x, _y in digits)            # after the digits
    assert max(y for _x, y in diamond) == max(y for _x, y in digits)           # on their line
