"""Draw the Windows kit's card faces and backs into PNG sheets (resources/win/cards-*.png).

Run ``python tools/build_cards.py`` (Pillow needed here only; the program loads the
sheets with Pyxel).  Everything is drawn by this script in the manner of the
Windows 3.x card library -- white cards with rounded corners, corner indices,
pips laid out per rank, simple court figures, patterned backs -- using only the
colours of retro/palette.py.  Sheet layout (see retro/win/cardart.py): one row
per suit in ``retro.cards.SUITS`` order, one column per rank in ``RANKS`` order;
a fifth row holds the backs, then the "deck empty" marker and the empty slot.
The see-through colour around the corners is fuchsia (palette index 29).
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

from PIL import Image, ImageDraw

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from retro.cards import RANKS, SUITS  # noqa: E402
from retro.palette import (  # noqa: E402
    EXTRA_BASE, PALETTE, W_AQUA, W_BLACK, W_BLUE, W_FUCHSIA, W_GREEN, W_GREY, W_MAROON, W_NAVY,
    W_RED, W_SILVER, W_TEAL, W_WHITE, W_YELLOW,
)
from retro.win.suitart import INDEX_SMALL, PIP_NORMAL, SIGN, ink  # noqa: E402

KEY = W_FUCHSIA
(LIGHT, DARK, SKIN, GOLD, BACK_BLUE, BACK_LBLUE, BACK_RED, BACK_LRED, FELT_DARK, FELT_LIGHT,
 ORANGE, BROWN, SKY, CREAM, STONE, DEEP) = range(EXTRA_BASE, EXTRA_BASE + 16)

OUT = ROOT / "resources" / "win"
BACK_NAMES = ["Blue lattice", "Red weave", "Fish", "Castle", "Tartan", "Stars"]
EMPTY_COL, SLOT_COL = 11, 12

GEOMETRY = {
    "normal": dict(w=71, h=96, rank_font="w31-system.bdf", suit_art=SIGN, pip_art=PIP_NORMAL, idx_w=11,
                   ace=(21, 23), ace_spade=(31, 36), cols=(21, 35, 49),
                   top=16, bottom=79, frame=(14, 8, 43, 80), margin=3),
    "small": dict(w=53, h=72, rank_font="w98-sans-bold.bdf", suit_art=INDEX_SMALL, pip_art=SIGN, idx_w=9,
                  ace=(15, 17), ace_spade=(23, 27), cols=(16, 26, 36),
                  top=12, bottom=59, frame=(11, 6, 31, 60), margin=2),
}

# Robe colours of the court figures, per suit: (left half, right half, cap/trim)
ROBES = {"S": (W_BLUE, W_BLACK, GOLD), "H": (W_RED, W_BLUE, GOLD),
         "D": (W_BLUE, W_RED, GOLD), "C": (W_BLACK, W_RED, GOLD)}


# ------------------------------------------------------------------ helpers
def new_image(w: int, h: int, fill: int = KEY) -> Image.Image:
    img = Image.new("P", (w, h), fill)
    flat = []
    for c in PALETTE:
        flat += [(c >> 16) & 255, (c >> 8) & 255, c & 255]
    img.putpalette(flat + [0] * (768 - len(flat)))
    return img


def read_bdf(path: Path) -> dict[str, tuple[list[str], int, int]]:
    """char -> (rows of "X"/".", advance, bbx height) from one of our BDF files."""
    glyphs, cur, rows, bbx, adv = {}, None, None, None, 0
    for line in path.read_text(encoding="ascii").splitlines():
        if line.startswith("ENCODING"):
            cur = chr(int(line.split()[1]))
        elif line.startswith("DWIDTH"):
            adv = int(line.split()[1])
        elif line.startswith("BBX"):
            bbx = [int(v) for v in line.split()[1:]]
        elif line == "BITMAP":
            rows = []
        elif line == "ENDCHAR":
            w = bbx[0]
            glyphs[cur] = ([r[:w] for r in rows], adv, bbx[1])
            rows = None
        elif rows is not None:
            bits = bin(int(line, 16))[2:].zfill(len(line) * 4)
            rows.append(bits.replace("1", "X").replace("0", "."))
    return glyphs


def stamp(img: Image.Image, rows: list[str], x: int, y: int, col: int, rotate: bool = False) -> None:
    h = len(rows)
    w = len(rows[0]) if rows else 0
    px = img.load()
    for dy, row in enumerate(rows):
        for dx, ch in enumerate(row):
            if ch == "X":
                if rotate:
                    px[x + w - 1 - dx, y + h - 1 - dy] = col
                else:
                    px[x + dx, y + dy] = col


def pip_shape(suit: str, w: int, h: int) -> list[str]:
    """The pip of ``suit`` as a w x h mask, drawn 8x larger and reduced by coverage."""
    s = 8
    W, H = w * s, h * s
    big = Image.new("L", (W, H), 0)
    d = ImageDraw.Draw(big)

    def ell(cx, cy, rx, ry):
        d.ellipse((cx * W - rx * W, cy * H - ry * H, cx * W + rx * W, cy * H + ry * H), fill=255)

    def poly(*pts):
        d.polygon([(x * W, y * H) for x, y in pts], fill=255)

    if suit == "H":
        ell(0.265, 0.28, 0.265, 0.28)
        ell(0.735, 0.28, 0.265, 0.28)
        poly((0.01, 0.36), (0.5, 1.0), (0.99, 0.36), (0.5, 0.2))
    elif suit == "D":       # narrower than it is tall, pointed at both ends
        poly((0.5, 0.0), (0.9, 0.5), (0.5, 1.0), (0.1, 0.5))
    elif suit == "S":       # a point on top, round shoulders, a slim stem with a foot
        ell(0.27, 0.6, 0.27, 0.22)
        ell(0.73, 0.6, 0.27, 0.22)
        poly((0.01, 0.56), (0.5, 0.0), (0.99, 0.56), (0.5, 0.7))
        poly((0.5, 0.6), (0.34, 1.0), (0.66, 1.0))
    else:  # clubs: three round lobes just touching, so that notches show between them
        ell(0.5, 0.22, 0.22, 0.21)
        ell(0.23, 0.57, 0.22, 0.21)
        ell(0.77, 0.57, 0.22, 0.21)
        poly((0.5, 0.3), (0.3, 0.58), (0.7, 0.58))
        poly((0.5, 0.55), (0.34, 1.0), (0.66, 1.0))
    small = big.resize((w, h), Image.BOX)
    return ["".join("X" if small.getpixel((x, y)) >= 120 else "." for x in range(w)) for y in range(h)]


def card_body(g: dict, fill: int = W_WHITE, border: int = W_BLACK) -> Image.Image:
    """A blank card: white with a black border and rounded (see-through) corners."""
    w, h = g["w"], g["h"]
    img = new_image(w, h)
    d = ImageDraw.Draw(img)
    d.rectangle((1, 1, w - 2, h - 2), fill=fill)
    d.line((2, 0, w - 3, 0), fill=border)
    d.line((2, h - 1, w - 3, h - 1), fill=border)
    d.line((0, 2, 0, h - 3), fill=border)
    d.line((w - 1, 2, w - 1, h - 3), fill=border)
    for x, y in ((1, 1), (w - 2, 1), (1, h - 2), (w - 2, h - 2)):
        img.putpixel((x, y), border)
    return img


# ------------------------------------------------------------------ faces
PIP_LAYOUT = {
    "2": [(1, 0), (1, 1)],
    "3": [(1, 0), (1, 0.5), (1, 1)],
    "4": [(0, 0), (2, 0), (0, 1), (2, 1)],
    "5": [(0, 0), (2, 0), (1, 0.5), (0, 1), (2, 1)],
    "6": [(0, 0), (2, 0), (0, 0.5), (2, 0.5), (0, 1), (2, 1)],
    "7": [(0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (0, 1), (2, 1)],
    "8": [(0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (1, 0.75), (0, 1), (2, 1)],
    "9": [(c, t) for c in (0, 2) for t in (0, 1 / 3, 2 / 3, 1)] + [(1, 0.5)],
    "10": [(c, t) for c in (0, 2) for t in (0, 1 / 3, 2 / 3, 1)] + [(1, 1 / 6), (1, 5 / 6)],
}


def draw_index(img: Image.Image, g: dict, rank: str, suit: str, font: dict) -> None:
    """Rank over suit sign, top left, and the same turned round at the bottom right."""
    iw = g["idx_w"]
    art = g["suit_art"][suit]
    glyphs = [font[ch] for ch in rank]
    rank_h = max(gh for _, _, gh in glyphs)
    if rank == "10":  # set the two digits tight, as card indices do
        one, zero = glyphs[0][0], glyphs[1][0]
        one = [r.rstrip(".") for r in one]
        ow = max(len(r) for r in one)
        rows = [a.ljust(ow, ".") + b for a, b in zip(one, zero)]
    else:
        rows = glyphs[0][0]
    rw = max(len(r) for r in rows)
    ih = rank_h + 2 + len(art)
    box = new_image(iw, ih, W_WHITE)
    stamp(box, rows, (iw - rw + 1) // 2, 0, ink(suit))
    stamp(box, art, (iw - len(art[0]) + 1) // 2, rank_h + 2, ink(suit))
    x0, y0 = 2, 4 if g["w"] > 60 else 3
    img.paste(box, (x0, y0))
    img.paste(box.rotate(180), (g["w"] - x0 - iw, g["h"] - y0 - ih))


def draw_pips(img: Image.Image, g: dict, rank: str, suit: str) -> None:
    w, h = g["w"], g["h"]
    if rank == "A":
        pw, ph = g["ace_spade"] if suit == "S" else g["ace"]
        stamp(img, pip_shape(suit, pw, ph), (w - pw) // 2, (h - ph) // 2, ink(suit))
        return
    mask = g["pip_art"][suit]
    pw, ph = len(mask[0]), len(mask)
    for col, t in PIP_LAYOUT[rank]:
        cx = g["cols"][col]
        cy = g["top"] + t * (g["bottom"] - g["top"])
        x, y = cx - pw // 2, round(cy - ph / 2)
        stamp(img, mask, x, y, ink(suit), rotate=t > 0.5)


class Court:
    """Simple court figures drawn with Pillow shapes in a 41x39 design space (the top half of
    the picture), scaled to the frame; the lower half is the upper one turned round."""

    def __init__(self, half: Image.Image, sx: float, sy: float):
        self.img, self.d, self.sx, self.sy = half, ImageDraw.Draw(half), sx, sy

    def p(self, x: float, y: float) -> tuple[int, int]:
        return round(x * self.sx), round(y * self.sy)

    def poly(self, pts, fill, outline=W_BLACK):
        self.d.polygon([self.p(x, y) for x, y in pts], fill=fill, outline=outline)

    def rect(self, x0, y0, x1, y1, fill, outline=W_BLACK):
        a, b = self.p(x0, y0), self.p(x1, y1)
        self.d.rectangle((a[0], a[1], max(a[0], b[0]), max(a[1], b[1])), fill=fill, outline=outline)

    def ell(self, x0, y0, x1, y1, fill, outline=W_BLACK):
        a, b = self.p(x0, y0), self.p(x1, y1)
        self.d.ellipse((a[0], a[1], b[0], b[1]), fill=fill, outline=outline)

    def line(self, x0, y0, x1, y1, col, width=1):
        self.d.line((self.p(x0, y0), self.p(x1, y1)), fill=col, width=width)

    def dot(self, x, y, col):
        self.img.putpixel(self.p(x, y), col)


def draw_court(img: Image.Image, g: dict, rank: str, suit: str, pip_art: list[str]) -> None:
    fx, fy, fw, fh = g["frame"]
    iw, ih = fw - 2, (fh - 2) // 2
    half = new_image(iw, ih, W_WHITE)
    c = Court(half, (iw - 1) / 40, (ih - 1) / 38)
    a, b, trim = ROBES[suit]
    if rank == "K":
        c.ell(11, 9, 15, 21, BROWN)
        c.ell(25, 9, 29, 21, BROWN)
    elif rank == "Q":
        c.poly([(11, 8), (29, 8), (32, 27), (26, 25), (14, 25), (8, 27)], GOLD)
    else:
        c.ell(11, 10, 16, 20, BROWN)
        c.ell(24, 10, 29, 20, BROWN)
    # robe, trim band, collar, neck, head
    c.poly([(0, 38), (1, 29), (9, 24), (31, 24), (39, 29), (40, 38)], a)
    c.poly([(20, 24), (31, 24), (39, 29), (40, 38), (20, 38)], b, outline=b)
    c.line(0, 38, 40, 38, W_BLACK)
    c.line(31, 24, 39, 29, W_BLACK)
    c.line(39, 29, 40, 38, W_BLACK)
    c.rect(17, 25, 23, 38, trim)
    for y in (28, 32, 36):
        c.dot(20, y, W_BLACK if suit in "HD" else W_RED)
    for x in (5, 35):
        c.line(x, 29, x, 37, trim)
    c.rect(17, 19, 23, 24, SKIN)
    c.poly([(11, 23), (29, 23), (25, 28), (15, 28)], W_WHITE)
    for x, y in ((14, 24), (18, 26), (22, 26), (26, 24)):
        c.dot(x, y, W_BLACK)
    c.ell(13, 7, 27, 21, SKIN)
    # the face
    c.dot(17, 13, W_BLACK)
    c.dot(23, 13, W_BLACK)
    c.line(16, 11, 18, 11, BROWN)
    c.line(22, 11, 24, 11, BROWN)
    c.line(20, 14, 20, 16, BROWN)
    if rank == "K":
        c.poly([(14, 16), (26, 16), (25, 21), (20, 24), (15, 21)], BROWN)
        c.line(18, 18, 22, 18, W_RED)
        c.poly([(12, 9), (12, 1), (15, 4), (17, 0), (20, 3), (23, 0), (25, 4), (28, 1), (28, 9)], GOLD)
        c.rect(19, 5, 21, 7, W_RED, outline=W_RED)
        # sword on the right
        c.rect(33, 0, 35, 30, W_WHITE)
        c.line(34, 2, 34, 28, W_SILVER)
        c.rect(30, 27, 38, 28, GOLD)
        c.ell(31, 29, 36, 34, SKIN)
        stamp(half, pip_art, 1, 1, ink(suit))
    elif rank == "Q":
        c.line(18, 18, 22, 18, W_RED)
        c.poly([(14, 8), (14, 3), (16, 5), (18, 2), (20, 5), (22, 2), (24, 5), (26, 3), (26, 8)], GOLD)
        c.dot(20, 6, W_RED)
        # a flower in the left hand
        c.line(6, 34, 6, 18, W_GREEN)
        c.poly([(6, 26), (2, 22), (5, 25)], W_GREEN, outline=W_GREEN)
        c.ell(3, 12, 9, 18, W_RED)
        c.dot(6, 15, GOLD)
        c.ell(3, 27, 9, 32, SKIN)
        stamp(half, pip_art, iw - len(pip_art[0]) - 1, 1, ink(suit))
    else:
        c.line(18, 18, 22, 18, W_RED)
        c.poly([(11, 10), (12, 5), (16, 2), (25, 2), (29, 5), (30, 10)], b if b != W_BLACK else W_BLUE)
        c.rect(11, 9, 29, 11, trim)
        c.poly([(26, 4), (34, 0), (39, 1), (30, 6)], CREAM)
        # a halberd in the left hand
        c.rect(5, 4, 6, 37, BROWN, outline=BROWN)
        c.poly([(1, 3), (6, 1), (10, 5), (6, 9), (1, 7)], W_SILVER)
        c.ell(2, 27, 9, 32, SKIN)
        stamp(half, pip_art, iw - len(pip_art[0]) - 1, 1, ink(suit))
    d = ImageDraw.Draw(img)
    d.rectangle((fx, fy, fx + fw - 1, fy + fh - 1), outline=ink(suit) if suit in "HD" else W_BLUE,
                fill=W_WHITE)
    img.paste(half, (fx + 1, fy + 1))
    img.paste(half.rotate(180), (fx + 1, fy + fh - 1 - ih))
    if (fh - 2) % 2:
        d.line((fx + 1, fy + 1 + ih, fx + fw - 2, fy + 1 + ih), fill=W_BLACK)


def draw_face(g: dict, rank: str, suit: str, font: dict) -> Image.Image:
    img = card_body(g)
    if rank in "JQK":
        draw_court(img, g, rank, suit, g["suit_art"][suit])
    else:
        draw_pips(img, g, rank, suit)
    draw_index(img, g, rank, suit, font)
    return img


# ------------------------------------------------------------------ backs
def back_area(g: dict) -> tuple[int, int, int, int]:
    m = g["margin"] + 1
    return m, m, g["w"] - 2 * m, g["h"] - 2 * m


def paint(img: Image.Image, g: dict, colour_at) -> None:
    x0, y0, w, h = back_area(g)
    px = img.load()
    for y in range(h):
        for x in range(w):
            px[x0 + x, y0 + y] = colour_at(x, y, w, h)


def back_lattice(g):
    img = card_body(g)

    def at(x, y, w, h):
        if x == 0 or y == 0 or x == w - 1 or y == h - 1:
            return DEEP
        a, b = (x + y) % 6, (x - y) % 6
        if a == 0 or b == 0:
            return BACK_BLUE
        if a == 3 and b == 3:
            return W_WHITE
        return BACK_LBLUE
    paint(img, g, at)
    return img


def back_weave(g):
    img = card_body(g)

    def at(x, y, w, h):
        if x == 0 or y == 0 or x == w - 1 or y == h - 1:
            return W_MAROON
        cell = ((x - 1) // 4 + (y - 1) // 4) % 2
        u, v = (x - 1) % 4, (y - 1) % 4
        stripe = v if cell else u
        if stripe == 3:
            return W_MAROON
        return BACK_LRED if stripe == 1 else BACK_RED
    paint(img, g, at)
    return img


def back_fish(g):
    img = card_body(g)
    x0, y0, w, h = back_area(g)

    def water(x, y, w_, h_):
        if x == 0 or y == 0 or x == w_ - 1 or y == h_ - 1:
            return W_NAVY
        wave = (y + round(1.5 * math.sin(x / 3.0))) % 8
        return W_AQUA if wave == 0 else W_TEAL
    paint(img, g, water)
    d = ImageDraw.Draw(img)
    small = g["w"] < 60
    fl, fh = (9, 5) if small else (13, 7)
    rows = 5 if small else 6
    for r in range(rows):
        fy = y0 + 3 + r * (h - 6 - fh) // (rows - 1)
        right = r % 2 == 0
        for k in range(2):
            span = w - 8 - fl - 4
            fx = x0 + 4 + (k * span) // 1 + (span // 2 if r % 2 else 0) - k * (span // 2 if r % 2 else 0)
            fx = x0 + 4 + (span * (2 * k + (r % 2))) // 3
            body_l = fx + (4 if right else 0)
            body = (body_l, fy, body_l + fl, fy + fh)
            d.ellipse(body, fill=ORANGE, outline=W_MAROON)
            if right:
                tail = [(body_l + 1, fy + fh // 2), (body_l - 4, fy), (body_l - 4, fy + fh)]
                eye_x = body_l + fl - 3
            else:
                tail = [(body_l + fl - 1, fy + fh // 2), (body_l + fl + 4, fy), (body_l + fl + 4, fy + fh)]
                eye_x = body_l + 3
            d.polygon(tail, fill=W_YELLOW, outline=W_MAROON)
            img.putpixel((eye_x, fy + 2), W_BLACK)
            d.line((body_l + fl // 2, fy + 1, body_l + fl // 2, fy + fh - 1), fill=W_YELLOW)
    return img


def back_castle(g):
    img = card_body(g)
    x0, y0, w, h = back_area(g)
    d = ImageDraw.Draw(img)
    s = w / 61  # designed on the 61 px wide area of the normal card
    horizon = y0 + round(h * 0.62)
    d.rectangle((x0, y0, x0 + w - 1, horizon), fill=SKY)
    d.rectangle((x0, y0, x0 + w - 1, y0 + round(h * 0.18)), fill=BACK_LBLUE)
    d.ellipse((x0 + w - round(17 * s), y0 + round(5 * s), x0 + w - round(6 * s), y0 + round(16 * s)),
              fill=W_YELLOW, outline=GOLD)
    for cx, cy in ((10, 20), (17, 18)):
        d.ellipse((x0 + round((cx - 7) * s), y0 + round((cy - 3) * s), x0 + round((cx + 7) * s),
                   y0 + round((cy + 3) * s)), fill=W_WHITE)
    d.rectangle((x0, horizon, x0 + w - 1, y0 + h - 1), fill=W_GREEN)
    d.ellipse((x0 - round(10 * s), horizon - round(6 * s), x0 + w + round(10 * s), horizon + round(20 * s)),
              fill=FELT_LIGHT)
    # the castle: a wall between two towers, a keep behind
    base = horizon + round(4 * s)

    def r(x_a, y_a, x_b, y_b, fill, outline=W_GREY):
        d.rectangle((x0 + round(x_a * s), y_a, x0 + round(x_b * s), y_b), fill=fill, outline=outline)

    keep_top = base - round(40 * s)
    r(22, keep_top, 38, base, STONE)
    for k in range(4):
        r(22 + k * 4.5, keep_top - round(3 * s), 24 + k * 4.5, keep_top, STONE)
    r(28, keep_top + round(8 * s), 31, keep_top + round(13 * s), W_BLACK, W_BLACK)
    wall_top = base - round(20 * s)
    r(10, wall_top, 50, base, W_SILVER)
    for k in range(9):
        r(10 + k * 4.5, wall_top - round(3 * s), 12 + k * 4.5, wall_top, W_SILVER)
    for tx in (5, 45):
        t_top = base - round(30 * s)
        r(tx, t_top, tx + 10, base, STONE)
        d.polygon([(x0 + round((tx - 2) * s), t_top), (x0 + round((tx + 12) * s), t_top),
                   (x0 + round((tx + 5) * s), t_top - round(12 * s))], fill=W_RED, outline=W_MAROON)
        pole_x = x0 + round((tx + 5) * s)
        d.line((pole_x, t_top - round(12 * s), pole_x, t_top - round(17 * s)), fill=W_BLACK)
        d.polygon([(pole_x + 1, t_top - round(17 * s)), (pole_x + round(5 * s), t_top - round(15 * s)),
                   (pole_x + 1, t_top - round(13 * s))], fill=W_BLUE)
        r(tx + 4, t_top + round(6 * s), tx + 6, t_top + round(10 * s), W_BLACK, W_BLACK)
    gate_l, gate_r = x0 + round(25 * s), x0 + round(35 * s)
    d.rectangle((gate_l, base - round(10 * s), gate_r, base), fill=BROWN, outline=W_BLACK)
    d.ellipse((gate_l, base - round(15 * s), gate_r, base - round(5 * s)), fill=BROWN, outline=W_BLACK)
    d.rectangle((gate_l + 1, base - round(10 * s), gate_r - 1, base - 1), fill=BROWN)
    d.line((x0 + round(30 * s), base - round(14 * s), x0 + round(30 * s), base), fill=W_BLACK)
    d.rectangle((x0, y0, x0 + w - 1, y0 + h - 1), outline=W_NAVY)
    return img


def back_tartan(g):
    img = card_body(g)

    def band(v):
        v %= 16
        if v < 5:
            return DEEP
        if v == 8:
            return W_YELLOW
        if 11 <= v < 13:
            return W_BLACK
        return None

    def at(x, y, w, h):
        if x == 0 or y == 0 or x == w - 1 or y == h - 1:
            return W_BLACK
        bx, by = band(x), band(y)
        if bx is not None and by is not None:
            return bx if (x + y) % 2 else by
        stripe = bx if bx is not None else by
        if stripe is None:
            return W_GREEN
        return stripe if (x + y) % 2 else W_GREEN
    paint(img, g, at)
    return img


def back_stars(g):
    img = card_body(g)

    def at(x, y, w, h):
        if x == 0 or y == 0 or x == w - 1 or y == h - 1:
            return DEEP
        if x in (2, w - 3) and 2 <= y <= h - 3 or y in (2, h - 3) and 2 <= x <= w - 3:
            return GOLD
        gx, gy = (x - 5) % 8, (y - 5) % 8
        shift = ((y - 5) // 8) % 2
        gx = (x - 5 + 4 * shift) % 8
        if 4 <= x < w - 4 and 4 <= y < h - 4 and abs(gx - 2) + abs(gy - 2) <= 1:
            return W_YELLOW if gx == 2 and gy == 2 else GOLD
        return W_NAVY
    paint(img, g, at)
    return img


BACKS = [back_lattice, back_weave, back_fish, back_castle, back_tartan, back_stars]


def slot(g: dict, marker: bool) -> Image.Image:
    """An empty place on the felt (outline only); ``marker`` adds the deck-empty ring."""
    w, h = g["w"], g["h"]
    img = card_body(g, fill=KEY, border=FELT_DARK)
    if marker:
        d = ImageDraw.Draw(img)
        r = w // 3
        cx, cy = w // 2, h // 2
        for k in range(3):
            d.ellipse((cx - r + k, cy - r + k, cx + r - k, cy + r - k), outline=FELT_LIGHT)
    return img


# ------------------------------------------------------------------ sheets
def build_sheet(size: str) -> Image.Image:
    g = GEOMETRY[size]
    font = read_bdf(OUT / g["rank_font"])
    w, h = g["w"], g["h"]
    sheet = new_image(13 * w, 5 * h)
    for row, suit in enumerate(SUITS):
        for col, rank in enumerate(RANKS):
            sheet.paste(draw_face(g, rank, suit, font), (col * w, row * h))
    for i, painter in enumerate(BACKS):
        sheet.paste(painter(g), (i * w, 4 * h))
    sheet.paste(slot(g, True), (EMPTY_COL * w, 4 * h))
    sheet.paste(slot(g, False), (SLOT_COL * w, 4 * h))
    return sheet


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=OUT, type=Path, help="the folder for the sheets (default resources/win)")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for size in GEOMETRY:
        sheet = build_sheet(size)
        path = args.out / f"cards-{size}.png"
        sheet.save(path, optimize=True)
        print(f"{path}: {sheet.width}x{sheet.height}")


if __name__ == "__main__":
    main()
