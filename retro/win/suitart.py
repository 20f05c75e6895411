"""Suit signs set by hand, pixel by pixel, for the window's scale 1: card corners, pips, panels.

At these sizes a sign reduced from a drawing loses what tells the suits apart,
so each is laid out here by hand, as the Windows card library's were: the
spade comes to a point on top, the club shows three round lobes with a neck
under the top one, the heart has its notch and round shoulders, the diamond
is narrow and pointed at both ends. ``tools/build_cards.py`` stamps them into
the card sheets; ``draw_suit`` puts one on the screen beside text.
"""

from __future__ import annotations

from retro.palette import W_BLACK, W_RED

# Seven pixels wide: the small (53x72) cards' corner indices, under a rank of about that width.
INDEX_SMALL = {
    "S": ["...X...", "..XXX..", ".XXXXX.", "XXXXXXX", "XXXXXXX", "XXXXXXX", ".X.X.X.", "..XXX.."],
    "C": ["..XXX..", ".XXXXX.", "..XXX..", "XX.X.XX", "XXXXXXX", "XX.X.XX", "...X...", "..XXX.."],
    "H": [".XX.XX.", "XXXXXXX", "XXXXXXX", "XXXXXXX", ".XXXXX.", "..XXX..", "...X..."],
    "D": ["...X...", "..XXX..", "..XXX..", ".XXXXX.", "XXXXXXX", ".XXXXX.", "..XXX..", "..XXX..",
          "...X..."],
}

# Nine pixels wide: the normal (71x96) cards' corner indices, the small cards' pips, and the
# signs the programs draw beside text (``draw_suit``).
SIGN = {
    "S": ["....X....", "...XXX...", "..XXXXX..", ".XXXXXXX.", "XXXXXXXXX", "XXXXXXXXX",
          ".XX.X.XX.", "....X....", "...XXX..."],
    "C": ["...XXX...", "..XXXXX..", "..XXXXX..", "...XXX...", ".XX.X.XX.", "XXXXXXXXX",
          "XXXXXXXXX", ".XX.X.XX.", "....X....", "...XXX..."],
    "H": [".XX...XX.", "XXXX.XXXX", "XXXXXXXXX", "XXXXXXXXX", ".XXXXXXX.", "..XXXXX..",
          "...XXX...", "....X...."],
    "D": ["...X...", "..XXX..", "..XXX..", ".XXXXX.", "XXXXXXX", ".XXXXX.", "..XXX..", "..XXX..",
          "...X..."],
}

# Eleven pixels wide: the normal cards' pips.
PIP_NORMAL = {
    "S": [".....X.....", "....XXX....", "...XXXXX...", "..XXXXXXX..", ".XXXXXXXXX.", "XXXXXXXXXXX",
          "XXXXXXXXXXX", "XXXXXXXXXXX", "XXXXXXXXXXX", ".XXX.X.XXX.", ".....X.....", "....XXX....",
          "...XXXXX..."],
    "C": ["....XXX....", "...XXXXX...", "...XXXXX...", "...XXXXX...", "....XXX....", ".XXX.X.XXX.",
          "XXXXXXXXXXX", "XXXXXXXXXXX", "XXXXXXXXXXX", ".XXX.X.XXX.", ".....X.....", "....XXX....",
          "...XXXXX..."],
    "H": [".XXX...XXX.", "XXXXX.XXXXX", "XXXXXXXXXXX", "XXXXXXXXXXX", "XXXXXXXXXXX", "XXXXXXXXXXX",
          ".XXXXXXXXX.", "..XXXXXXX..", "...XXXXX...", "....XXX....", ".....X....."],
    "D": ["....X....", "...XXX...", "...XXX...", "..XXXXX..", "..XXXXX..", ".XXXXXXX.", "XXXXXXXXX",
          ".XXXXXXX.", "..XXXXX..", "..XXXXX..", "...XXX...", "...XXX...", "....X...."],
}


def ink(suit: str) -> int:
    """The suit's colour on a card: red for hearts and diamonds, black for spades and clubs."""
    return W_RED if suit in "HD" else W_BLACK


def size(suit: str, art: dict = SIGN) -> tuple[int, int]:
    """(width, height) of ``suit``'s sign in ``art``."""
    rows = art[suit]
    return len(rows[0]), len(rows)


def draw_suit(x: int, y: int, suit: str, col: int | None = None, art: dict = SIGN) -> None:
    """``suit``'s sign with its top left at (x, y), in ``col`` (the suit's own ink by default)."""
    import pyxel

    col = ink(suit) if col is None else col
    for dy, row in enumerate(art[suit]):
        for dx, ch in enumerate(row):
            if ch == "X":
                pyxel.pset(x + dx, y + dy, col)


# The suit characters of running text, and the suit each stands for.
SUIT_OF_CHAR = {"\u2660": "S", "\u2665": "H", "\u2666": "D", "\u2663": "C"}


def _pieces(text: str):
    """``text`` cut into plain runs (str) and suits (a one-letter tuple)."""
    run = ""
    for ch in text:
        if ch in SUIT_OF_CHAR:
            if run:
                yield run
                run = ""
            yield (SUIT_OF_CHAR[ch],)
        else:
            run += ch
    if run:
        yield run


def label_width(face, text: str, art: dict = SIGN) -> int:
    """How wide ``draw_label`` draws ``text`` in ``face``."""
    width = 0
    for piece in _pieces(text):
        width += face.width(piece) if isinstance(piece, str) else size(piece[0], art)[0] + 2
    return width


def draw_label(face, x: int, y: int, text: str, col: int, art: dict = SIGN) -> None:
    """A short label such as ``"10♦"`` in ``face`` (a ``retro.win.fonts.UIFont``), each suit drawn as
    its sign in the suit's ink standing on the line, as a card's index shows it: for labels on a
    white or grey ground (a black sign would not show on the felt)."""
    for piece in _pieces(text):
        if isinstance(piece, str):
            face.draw(x, y, piece, col)
            x += face.width(piece)
        else:
            w, h = size(piece[0], art)
            draw_suit(x + 1, y + face.ascent - h, piece[0], art=art)
            x += w + 2
