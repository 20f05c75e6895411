"""The kit's show window: chrome, menus, every widget, all card faces and backs, drag and drop.

    python -m retro.win.demo --shot out.png [--style 31|98] [--scene menu|dialog|cards|help|message|drag]
    python -m retro.win.demo --all DIR          # every scene in both looks, for looking at
    python -m retro.win.demo [--style 31]       # a live window to try it by hand
"""

from __future__ import annotations

import argparse
import os
import sys

import pyxel

from retro.cards import RANKS, Card
from retro.palette import W_GREEN, W_WHITE
from retro.win import (
    BACK_COUNT, SEPARATOR, BackChooser, Button, CheckBox, Column, Dialog, DragDrop, DropTarget,
    GroupBox, HelpWindow, Label, ListView, Menu, MenuItem, Placed, Slider, Spin, TextBox, Window,
    draw_slot,
)
from retro.win.fonts import font

SCENES = ("menu", "dialog", "cards", "help", "message", "drag")

HELP_SAMPLE = """# How to Play

This window shows **Markdown-ish** text from `original_docs`, wrapped to the
window. Headings are bold, lists hang their second lines under the first.

## Moves
- Drag a card from your hand onto a card on the table to capture it and
  every card that adds up with it.
- Drop it on the face-down deck card to play it to the table.
1. Numbered steps work too, and long lines are wrapped at the window's
   right edge, whatever its size.

**Quirk (TNT-E2).** A player who took more than 27 cards scores 3 more.
""" + "\n".join(f"Line {i} of a long help file, to show the scroll bar." for i in range(1, 31))


class SettingsDialog(Dialog):
    """Every widget type in one dialog (the shape of Casino's New Game box)."""

    def __init__(self):
        super().__init__("New Game", 440, 330)
        self.add(Label("&Name:", 12, 14))
        self.name = self.add(TextBox(80, 10, 200, text="Lucky"))
        self.add(GroupBox("Options", 10, 40, 190, 78))
        self.animation = self.add(CheckBox("&Animation", 22, 60, checked=True))
        self.sound = self.add(CheckBox("&Sound", 22, 84))
        self.add(Label("&Delay (1-9):", 214, 52))
        self.delay = self.add(Spin(320, 48, value=5))
        self.speed = self.add(Slider(214, 88, 190, value=3))
        self.add(Label("Card &back:", 12, 126))
        self.back = self.add(BackChooser(10, 142, selected=2))
        cols = [Column("Name", 110), Column("Wins", 56, "right"), Column("Games", 60, "right"),
                Column("Points", 66, "right")]
        rows = [("Ada", 7, 12, 151), ("Brendan", 3, 9, 88), ("Chloe", 11, 14, 260),
                ("Dmitri", 0, 2, 12), ("Eve", 5, 6, 99), ("Faye", 2, 8, 40)]
        self.scores = self.add(ListView(10, 228, 314, 92, cols, rows))
        self.scores.sort_by(3)
        ok, cancel = self.add_buttons(["OK", "Cancel"], y=228, w=92)
        ok.x, cancel.x, cancel.y = 338, 338, 258
        self.add(Button("C&lear Scores", 338, 297, 92, 23))


class KitDemo(Window):
    """A table with a hand to drag from, table cards to drop on, and the deck."""

    def __init__(self, look: str = "98"):
        self.log: list[str] = []
        menus = [
            Menu("&Game", [MenuItem("&New Game", self._say("new"), "F2"),
                           MenuItem("&Settings...", self.open_settings),
                           MenuItem("&Hall of Fame...", enabled=False),
                           SEPARATOR,
                           MenuItem("&Sound", self.toggle_sound, checked=lambda: self.sound),
                           MenuItem("&Demo", self._say("demo"), "F5"),
                           SEPARATOR,
                           MenuItem("E&xit", self.request_close, "Alt+F4")]),
            Menu("&Help", [MenuItem("&How to Play", self.open_help, "F1"),
                           MenuItem("&About...", self.about)]),
        ]
        super().__init__("Card Kit" if look == "98" else "Tablenette", look, menus, background=W_GREEN)
        self.sound = True
        self.hand = [Placed(Card.parse(t), 0, 0, data=("hand", i)) for i, t in enumerate("AS 7H QD 10C 2S 9D".split())]
        self.table = [Placed(Card.parse(t), 0, 0, data=("table", i)) for i, t in enumerate("3H KS 5D".split())]
        self.deck = Placed(None, 0, 0, face_up=False, back=0, data=("deck",))
        self.drag = DragDrop(self.try_drop, on_click=lambda p: self.log.append(f"click {p.card}"))
        self.status = "Drag a card onto a table card of the same colour, or onto the deck."
        self.layout()

    def _say(self, what: str):
        return lambda: self.log.append(what)

    def toggle_sound(self) -> None:
        self.sound = not self.sound

    def layout(self) -> None:
        cx, cy, cw, ch = self.client_rect
        for i, p in enumerate(self.hand):
            p.x, p.y = cx + 20 + i * 80, cy + ch - 110
        self.deck.x, self.deck.y = cx + 20, cy + 150
        for i, p in enumerate(self.table):
            p.x, p.y = cx + 120 + i * 80, cy + 150

    def try_drop(self, placed: Placed, target: DropTarget | None, x: int, y: int) -> bool:
        if target is None:
            self.status = "Dropped on the felt: the card goes back."
            return False
        if target.data == ("deck",):
            self.hand.remove(placed)
            placed.data = ("table", len(self.table))
            self.table.append(placed)
            self.layout()
            self.status = f"{placed.card.symbol} played to the table."
            return True
        other = self.table[target.data[1]]
        if other.card.is_red == placed.card.is_red:
            self.hand.remove(placed)
            self.table.remove(other)
            self.layout()
            self.status = f"{placed.card.symbol} takes {other.card.symbol}."
            return True
        self.status = f"{placed.card.symbol} cannot take {other.card.symbol}: it snaps back."
        return False

    def targets(self) -> list[DropTarget]:
        return [DropTarget.over(self.deck)] + [DropTarget.over(p) for p in self.table]

    # --------------------------------------------------------- dialogs
    def open_settings(self) -> SettingsDialog:
        return self.open(SettingsDialog())

    def open_help(self) -> HelpWindow:
        return self.open(HelpWindow(HELP_SAMPLE))

    def about(self) -> None:
        self.message("Retro Card Classics\nWindows look kit demo.\n\nThe cards and the window parts are "
                     "drawn by the program itself.", "About", icon="info")

    # --------------------------------------------------------- frame
    def update_client(self) -> None:
        self.drag.update(self.hand, self.targets())

    def draw_client(self) -> None:
        cx, cy, cw, ch = self.client_rect
        f = self.look.ui
        f.draw(cx + 8, cy + 6, self.status, W_WHITE)
        self.deck.draw()
        for p in self.table + self.hand:
            if not self.drag.hides(p):
                p.draw()
        self.drag.draw()


class CardsWindow(KitDemo):
    """The "cards" scene: every face of one suit, all backs, the small set."""

    def draw_client(self) -> None:
        cx, cy, cw, ch = self.client_rect
        from retro.win.cardart import draw_card

        for i, rank in enumerate(RANKS):
            draw_card(cx + 4 + i * 47, cy + 6, Card(rank, "H"), highlight=(rank == "Q"))
        for i, rank in enumerate(RANKS):
            draw_card(cx + 4 + i * 47, cy + 108, Card(rank, "S"))
        for b in range(BACK_COUNT):
            draw_card(cx + 4 + b * 76, cy + 210, None, face_up=False, back=b)
        draw_slot(cx + 4 + BACK_COUNT * 76, cy + 210)
        draw_slot(cx + 4 + (BACK_COUNT + 1) * 76, cy + 210, marker=True)
        for i, t in enumerate("AD 5D 10D JC QC KC".split()):
            draw_card(cx + 4 + i * 57, cy + 312, t, size="small")
        for b in range(BACK_COUNT):
            draw_card(cx + 4 + (6 + b) * 57 - 0, cy + 312, None, face_up=False, back=b, size="small")
        font(self.look.ui_face).draw(cx + 4, cy + 392, "Small set (53x72) for Casino's tableau; "
                                     "the inverted queen is a highlighted card.", W_WHITE)


def build_scene(scene: str, look: str) -> Window:
    if scene == "cards":
        return CardsWindow(look)
    win = KitDemo(look)
    if scene == "menu":
        win.menubar.open_menu(win.menubar.first_menu())
        win.menubar.sel = 4
    elif scene == "dialog":
        win.open_settings()
    elif scene == "help":
        win.open_help()
    elif scene == "message":
        win.message("Do you want to clear the Hall of Fame?\nThis cannot be undone.", "Casino",
                    ("&Yes", "&No"), icon="question")
    return win


def shoot(scene: str, look: str, path: str) -> None:
    from retro import headless

    headless.start()
    win = build_scene(scene, look)
    if scene == "drag":
        p = win.hand[1]
        pyxel.set_mouse_pos(p.x + 30, p.y + 40)
        headless.frame(win)
        pyxel.set_btn(pyxel.MOUSE_BUTTON_LEFT, True)
        for i in range(1, 9):
            pyxel.set_mouse_pos(p.x + 30 + 12 * i, p.y + 40 - 22 * i)
            headless.frame(win)
    headless.frame(win, 2)
    if scene == "drag":
        pyxel.set_btn(pyxel.MOUSE_BUTTON_LEFT, False)
    win.draw_cursor()
    headless.screenshot(path)


def bench(frames: int = 300) -> dict:
    """Median and p99 ms of update+draw (no flip) while a card is dragged over a crowded table
    (24 table cards, 6 in hand), and with a menu, the settings dialog and the help window open."""
    import time

    from retro import headless
    from retro.cards import standard_deck

    headless.start()
    out: dict = {}

    def stats(samples: list[float]) -> tuple[float, float]:
        samples.sort()
        return (round(samples[len(samples) // 2] * 1000, 3),
                round(samples[min(len(samples) - 1, int(len(samples) * 0.99))] * 1000, 3))

    def run(win: Window, key: str, move=None) -> None:
        samples = []
        for i in range(frames):
            if move:
                move(i)
            t0 = time.perf_counter()
            win.update()
            win.draw()
            win.draw_cursor()
            samples.append(time.perf_counter() - t0)
            pyxel.flip()
        out[key] = stats(samples)

    for look in ("31", "98"):
        win = KitDemo(look)
        cx, cy, cw, ch = win.client_rect
        win.table = [Placed(c, cx + 100 + (i % 12) * 40, cy + 60 + (i // 12) * 100, data=("table", i))
                     for i, c in enumerate(standard_deck()[:24])]
        p = win.hand[0]
        pyxel.set_mouse_pos(p.x + 30, p.y + 40)
        headless.frame(win)
        pyxel.set_btn(pyxel.MOUSE_BUTTON_LEFT, True)
        headless.frame(win)
        run(win, f"{look} drag", lambda i: pyxel.set_mouse_pos(p.x + 30 + i % 100, p.y + 40 - i % 100))
        pyxel.set_btn(pyxel.MOUSE_BUTTON_LEFT, False)
        headless.frame(win, 12)
        win.menubar.open_menu(1)
        run(win, f"{look} menu open")
        win.menubar.close()
        win.open_settings()
        run(win, f"{look} settings dialog")
        win.dialogs.clear()
        win.open_help()
        run(win, f"{look} help window")
    for key, (median, p99) in out.items():
        print(f"{key:22s} median {median:6.3f} ms   p99 {p99:6.3f} ms")
    return out


class _Live:
    def __init__(self, look: str):
        self.win = KitDemo(look)
        self.win.on("close", pyxel.quit)

    def update(self):
        self.win.update()

    def draw(self):
        self.win.draw()
        self.win.draw_cursor()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Windows look kit demo")
    parser.add_argument("--shot", help="write one screenshot (PNG) and exit")
    parser.add_argument("--all", metavar="DIR", help="write every scene in both looks into DIR")
    parser.add_argument("--style", choices=("31", "98"), default="98")
    parser.add_argument("--scene", choices=SCENES, default="menu")
    parser.add_argument("--bench", action="store_true", help="print per-frame costs and exit")
    args = parser.parse_args(argv)
    if args.bench:
        bench()
        return 0
    if args.all:
        os.makedirs(args.all, exist_ok=True)
        for look in ("31", "98"):
            for scene in SCENES:
                shoot(scene, look, os.path.join(args.all, f"{scene}-{look}.png"))
        return 0
    if args.shot:
        shoot(args.scene, args.style, args.shot)
        return 0
    pyxel.init(640, 480, title="Windows kit demo", fps=60, quit_key=pyxel.KEY_NONE)
    from retro import palette

    palette.install()
    live = _Live(args.style)
    pyxel.run(live.update, live.draw)
    return 0


if __name__ == "__main__":
    sys.exit(main())
