"""Card sheets, drawing, hit-testing and drag-and-drop (serves TNT-U2's drops)."""

import pytest

from retro import headless
from retro.cards import RANKS, SUITS, Card, standard_deck
from retro.palette import PALETTE, W_BLACK, W_FUCHSIA, W_GREEN, W_RED, W_WHITE
from retro.win import SIZES, DragDrop, DropTarget, Placed, Window, cardart, draw_card


def rgb(index):
    """Compare colours, not indices: a loaded sheet uses the first of two equal palette entries."""
    return PALETTE[index]


def region(img, u, v, w, h):
    return tuple(rgb(img.pget(u + x, v + y)) for y in range(0, h, 3) for x in range(0, w, 3))


@pytest.mark.parametrize("size", ["normal", "small"])
def test_every_face_and_back_exists_and_differs(pyxel_session, size):
    img = cardart.sheet(size)
    w, h = SIZES[size]
    assert (img.width, img.height) == (13 * w, 5 * h)
    seen = set()
    for card in standard_deck():
        u, v = cardart.face_uv(card, size)
        assert img.pget(u, v) == W_FUCHSIA                    # rounded corner: see-through
        assert rgb(img.pget(u + w // 2, v)) == rgb(W_BLACK)  # top border
        pixels = region(img, u, v, w, h)
        ink = W_RED if card.is_red else W_BLACK
        assert rgb(ink) in pixels
        seen.add(pixels)
    assert len(seen) == 52
    for back in range(cardart.BACK_COUNT):
        u, v = cardart.back_uv(back, size)
        pixels = region(img, u, v, w, h)
        assert len(set(pixels)) >= 3
        seen.add(pixels)
    assert len(seen) == 52 + cardart.BACK_COUNT >= 52 + 4


def test_draw_card_puts_the_face_on_screen_with_see_through_corners(clean_input):
    pyxel = clean_input
    pyxel.cls(W_GREEN)
    draw_card(100, 100, Card("7", "H"))
    draw_card(200, 100, "KS", face_up=False, back=1)
    assert headless.pixel(100, 100) == W_GREEN                # corner shows the felt
    assert rgb(headless.pixel(135, 100)) == rgb(W_BLACK)      # border
    assert headless.pixel(135, 147) != W_GREEN
    assert rgb(headless.pixel(103, 150)) == rgb(W_WHITE)      # white face


def test_highlight_inverts_the_card(clean_input):
    pyxel = clean_input
    pyxel.cls(W_GREEN)
    draw_card(100, 100, "2C", highlight=True)
    assert rgb(headless.pixel(103, 150)) == rgb(W_BLACK)      # white turns black
    assert rgb(headless.pixel(135, 100)) == rgb(W_WHITE)      # black border turns white


def test_hit_test_finds_the_topmost_card_and_skips_corners():
    cards = [Placed(Card("A", "S"), 100, 100), Placed(Card("2", "S"), 120, 100)]
    assert cardart.hit_test(cards, 110, 150) == 0
    assert cardart.hit_test(cards, 130, 150) == 1             # the later card lies on top
    assert cardart.hit_test(cards, 100, 100) == -1            # the rounded corner
    assert cardart.hit_test(cards, 400, 400) == -1


class Table(Window):
    """A hand of two cards and one table card; a drop is legal on a same-colour card."""

    def __init__(self):
        super().__init__("Drag", "31", [])
        cx, cy, _, _ = self.client_rect
        self.hand = [Placed(Card("5", "H"), cx + 20, cy + 300, data="h0"),
                     Placed(Card("9", "S"), cx + 120, cy + 300, data="h1")]
        self.table = Placed(Card("3", "D"), cx + 220, cy + 60, data="t0")
        self.drag = DragDrop(self.on_drop, on_click=self.clicked, snap_frames=6)
        self.drops, self.clicks = [], []

    def on_drop(self, placed, target, x, y):
        self.drops.append((placed.card, target.data if target else None))
        if target is not None and placed.card.is_red == self.table.card.is_red:
            self.hand.remove(placed)
            return True
        return False

    def clicked(self, placed):
        self.clicks.append(placed.card)

    def update_client(self):
        self.drag.update(self.hand, [DropTarget.over(self.table)])

    def draw_client(self):
        self.table.draw()
        for p in self.hand:
            if not self.drag.hides(p):
                p.draw()
        self.drag.draw()


def grab(p):
    return p.x + 30, p.y + 40


def test_drag_to_a_legal_target_is_accepted(clean_input):
    t = Table()
    card = t.hand[0]
    headless.drag(t, grab(card), (t.table.x + 35, t.table.y + 45))
    assert t.drops == [(Card("5", "H"), "t0")] and t.drag.last_result is True
    assert card not in t.hand and not t.drag.busy


def test_card_follows_the_mouse_while_held(clean_input):
    pyxel = clean_input
    t = Table()
    card = t.hand[1]
    x0, y0 = grab(card)
    pyxel.set_mouse_pos(x0, y0)
    headless.frame(t)
    pyxel.set_btn(pyxel.MOUSE_BUTTON_LEFT, True)
    headless.frame(t)
    pyxel.set_mouse_pos(x0 + 50, y0 - 80)
    headless.frame(t)
    assert t.drag.dragging is card and (t.drag.x, t.drag.y) == (card.x + 50, card.y - 80)
    # drawn at the pointer: the card's border row is under it now
    assert rgb(headless.pixel(card.x + 50 + 35, card.y - 80)) == rgb(W_BLACK)
    pyxel.set_btn(pyxel.MOUSE_BUTTON_LEFT, False)
    headless.frame(t, 10)


def test_illegal_drop_snaps_back(clean_input):
    t = Table()
    card = t.hand[1]                                  # a black card on a red one: refused
    home = (card.x, card.y)
    headless.drag(t, grab(card), (t.table.x + 35, t.table.y + 45), after=0)
    headless.frame(t)                                 # the release is seen in this frame
    assert t.drag.last_result is False and t.drag.returning is not None
    first = t.drag.returning.pos
    headless.frame(t, 2)
    middle = t.drag.returning.pos
    assert middle != first and middle != home         # gliding, not jumping
    headless.frame(t, 6)
    assert not t.drag.busy and card in t.hand and (card.x, card.y) == home


def test_drop_on_the_felt_asks_with_no_target_and_snaps_back(clean_input):
    t = Table()
    card = t.hand[0]
    headless.drag(t, grab(card), (500, 120), after=8)
    assert t.drops == [(Card("5", "H"), None)] and card in t.hand and not t.drag.busy


def test_a_click_without_moving_is_a_click_not_a_drop(clean_input):
    t = Table()
    headless.click(t, *grab(t.hand[0]))
    assert t.clicks == [Card("5", "H")] and t.drops == []


def test_sheets_are_loaded_without_pillow():
    import ast
    import pathlib

    for path in pathlib.Path(cardart.__file__).parent.glob("*.py"):
        tree = ast.parse(path.read_text())
        names = {a.name.split(".")[0] for n in ast.walk(tree) if isinstance(n, (ast.Import, ast.ImportFrom))
                 for a in n.names} | {n.module.split(".")[0] for n in ast.walk(tree)
                                      if isinstance(n, ast.ImportFrom) and n.module}
        assert "PIL" not in names, path.name


def test_every_rank_and_suit_has_a_sheet_place():
    seen = {cardart.face_uv(Card(r, s)) for r in RANKS for s in SUITS}
    assert len(seen) == 52
