"""Card faces and backs from the sheets built by tools/build_cards.py, drawn with Pyxel's blt.

``draw_card(x, y, card)`` is all most screens need. Sheets load on first use
with Pyxel's own image loader (no Pillow at run time). ``highlight=True``
draws the card in inverted colours, as the Windows card library marked a
selected card.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from retro import paths
from retro.cards import RANKS, SUITS, Card
from retro.palette import PALETTE, W_FUCHSIA
from retro.win.fonts import ResourceMissing

SIZES = {"normal": (71, 96), "small": (53, 72)}
BACK_NAMES = ["Blue lattice", "Red weave", "Fish", "Castle", "Tartan", "Stars"]
BACK_COUNT = len(BACK_NAMES)
EMPTY_COL, SLOT_COL = 11, 12       # deck-empty marker and empty place, on the backs row
KEY = W_FUCHSIA                    # see-through colour around the rounded corners

_sheets: dict[str, Any] = {}
_inverse: list[tuple[int, int]] | None = None


def sheet(size: str = "normal"):
    """The ``pyxel.Image`` holding every face and back of ``size`` (loaded once)."""
    img = _sheets.get(size)
    if img is None:
        import pyxel

        path = paths.resource("win", f"cards-{size}.png")
        if not path.exists():
            raise ResourceMissing(f"Missing resource: resources/win/cards-{size}.png (reinstall the program).")
        img = _sheets[size] = pyxel.Image.from_image(str(path))
    return img


def face_uv(card: Card | str, size: str = "normal") -> tuple[int, int]:
    """Top-left of ``card``'s face in the sheet."""
    c = Card.parse(card) if not isinstance(card, Card) else card
    w, h = SIZES[size]
    return RANKS.index(c.rank) * w, SUITS.index(c.suit) * h


def back_uv(back: int, size: str = "normal") -> tuple[int, int]:
    w, h = SIZES[size]
    return (back % BACK_COUNT) * w, 4 * h


def _inverse_map() -> list[tuple[int, int]]:
    """(colour, nearest palette colour to its RGB inverse) for every palette entry."""
    global _inverse
    if _inverse is None:
        def rgb(c):
            return (c >> 16) & 255, (c >> 8) & 255, c & 255

        out = []
        for i, c in enumerate(PALETTE):
            if i == KEY:
                continue
            r, g, b = (255 - v for v in rgb(c))
            best = min(range(len(PALETTE)), key=lambda j: sum((a - b_) ** 2 for a, b_ in
                                                               zip((r, g, b), rgb(PALETTE[j]))) + (j == KEY) * 10**9)
            out.append((i, best))
        _inverse = out
    return _inverse


def _blt(x: int, y: int, u: int, v: int, size: str, highlight: bool) -> None:
    import pyxel

    w, h = SIZES[size]
    if highlight:
        for a, b in _inverse_map():
            pyxel.pal(a, b)
        pyxel.blt(x, y, sheet(size), u, v, w, h, KEY)
        pyxel.pal()
    else:
        pyxel.blt(x, y, sheet(size), u, v, w, h, KEY)


def draw_card(x: int, y: int, card: Card | str | None, face_up: bool = True, back: int = 0,
              size: str = "normal", highlight: bool = False) -> None:
    """A card at (x, y): its face, or back number ``back`` when ``face_up`` is False or card is None."""
    if face_up and card is not None:
        u, v = face_uv(card, size)
    else:
        u, v = back_uv(back, size)
    _blt(x, y, u, v, size, highlight)


def draw_back(x: int, y: int, back: int = 0, size: str = "normal", highlight: bool = False) -> None:
    _blt(x, y, *back_uv(back, size), size, highlight)


def draw_slot(x: int, y: int, size: str = "normal", marker: bool = False) -> None:
    """An empty place on the table; ``marker`` draws the ring of an exhausted deck."""
    w, h = SIZES[size]
    _blt(x, y, (EMPTY_COL if marker else SLOT_COL) * w, 4 * h, size, False)


def card_rect(x: int, y: int, size: str = "normal") -> tuple[int, int, int, int]:
    w, h = SIZES[size]
    return x, y, w, h


@dataclass
class Placed:
    """A card lying somewhere on the table; ``data`` is the program's own tag (e.g. ("hand", 2))."""

    card: Card | None
    x: int
    y: int
    face_up: bool = True
    back: int = 0
    size: str = "normal"
    data: Any = None
    highlight: bool = False

    @property
    def w(self) -> int:
        return SIZES[self.size][0]

    @property
    def h(self) -> int:
        return SIZES[self.size][1]

    def contains(self, mx: int, my: int) -> bool:
        if not (self.x <= mx < self.x + self.w and self.y <= my < self.y + self.h):
            return False
        # the rounded corners are not part of the card
        dx = min(mx - self.x, self.x + self.w - 1 - mx)
        dy = min(my - self.y, self.y + self.h - 1 - my)
        return dx + dy >= 2

    def draw(self) -> None:
        draw_card(self.x, self.y, self.card, self.face_up, self.back, self.size, self.highlight)


def hit_test(cards: Sequence[Placed], mx: int, my: int) -> int:
    """Index of the topmost card (the last drawn) under (mx, my), or -1."""
    for i in range(len(cards) - 1, -1, -1):
        if cards[i].contains(mx, my):
            return i
    return -1
