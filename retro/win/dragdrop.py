"""Card drag-and-drop: a card follows the mouse while the button is held, the program's
callback judges the drop, and an illegal drop flies back to where the card came from.

Typical use in a program's window::

    self.drag = DragDrop(on_drop=self.try_drop, on_click=self.card_clicked)

    def update_client(self):
        if self.drag.update(self.hand_cards(), self.drop_targets()):
            return                     # busy: a card is in the hand of the mouse or flying back

    def draw_client(self):
        for placed in self.table_cards() + self.hand_cards():
            if not self.drag.hides(placed):
                placed.draw()
        self.drag.draw()               # the dragged or returning card, on top

    def try_drop(self, placed, target, x, y) -> bool:
        ...                            # True: accepted (move it in the game); False: snap back
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

from retro.win.cardart import Placed, draw_card, hit_test
from retro.win.inputs import DRAG_THRESHOLD, Capture, Frame, current


@dataclass
class DropTarget:
    """A place a card may be dropped on (a table card, the deck, a pile); ``data`` is the program's."""

    x: int
    y: int
    w: int
    h: int
    data: Any = None

    @classmethod
    def over(cls, placed: Placed, data: Any = None) -> "DropTarget":
        return cls(placed.x, placed.y, placed.w, placed.h, placed.data if data is None else data)

    def contains(self, mx: int, my: int) -> bool:
        return self.x <= mx < self.x + self.w and self.y <= my < self.y + self.h

    def overlap(self, x: int, y: int, w: int, h: int) -> int:
        ow = min(self.x + self.w, x + w) - max(self.x, x)
        oh = min(self.y + self.h, y + h) - max(self.y, y)
        return ow * oh if ow > 0 and oh > 0 else 0


class Flight:
    """A card gliding from ``start`` to ``end`` in ``frames`` frames (eased); Casino's "cards
    float to their places" and the drag's snap-back both use it. ``step`` returns False once landed."""

    def __init__(self, placed: Placed, start: tuple[int, int], end: tuple[int, int], frames: int = 8,
                 on_done: Callable[[], None] | None = None):
        self.placed, self.start, self.end = placed, start, end
        self.frames = max(1, frames)
        self.t = 0
        self.on_done = on_done

    @property
    def pos(self) -> tuple[int, int]:
        k = self.t / self.frames
        k = 1 - (1 - k) * (1 - k)   # ease out
        (x0, y0), (x1, y1) = self.start, self.end
        return round(x0 + (x1 - x0) * k), round(y0 + (y1 - y0) * k)

    @property
    def done(self) -> bool:
        return self.t >= self.frames

    def step(self) -> bool:
        if self.t < self.frames:
            self.t += 1
            if self.t == self.frames and self.on_done is not None:
                self.on_done()
        return not self.done

    def draw(self) -> None:
        x, y = self.pos
        p = self.placed
        draw_card(x, y, p.card, p.face_up, p.back, p.size, p.highlight)


class DragDrop:
    """Drag cards with the left mouse button.

    ``on_drop(placed, target, x, y) -> bool`` is asked on release: ``target`` is the
    DropTarget under the pointer (else the one the card overlaps most, else None) and
    (x, y) where the card's corner is. True keeps the drop (the program moves the card
    in its game); False flies the card back in ``snap_frames`` frames. A press and
    release that moves less than ``threshold`` pixels is a click: ``on_click(placed)``.
    The mouse comes as the events of its own capture (``retro.win.inputs``), a card being
    a drag source.
    """

    def __init__(self, on_drop: Callable[[Placed, DropTarget | None, int, int], bool],
                 on_click: Callable[[Placed], None] | None = None, snap_frames: int = 8,
                 threshold: int = DRAG_THRESHOLD):
        self.on_drop, self.on_click = on_drop, on_click
        self.snap_frames, self.threshold = snap_frames, threshold
        self.mouse = Capture(threshold, drags=lambda card: True)
        self.dragging: Placed | None = None
        self.returning: Flight | None = None
        self._grab = (0, 0)
        self.x = self.y = 0
        self.last_result: bool | None = None   # the verdict of the last drop (tests read it)

    @property
    def busy(self) -> bool:
        return self.dragging is not None or self.returning is not None

    def hides(self, placed: Placed) -> bool:
        """True for the card being dragged or flying back: the program should not draw it."""
        for held in (self.dragging, self.returning.placed if self.returning else None):
            if held is not None and (placed is held or placed == held):
                return True
        return False

    def cancel(self) -> None:
        if self.dragging is not None:
            self._snap_back()

    def _snap_back(self) -> None:
        p = self.dragging
        self.dragging = None
        self.mouse.release()
        self.returning = Flight(p, (self.x, self.y), (p.x, p.y), self.snap_frames)

    def update(self, cards: Sequence[Placed], targets: Sequence[DropTarget] = (),
               frame: Frame | None = None) -> bool:
        """One frame of dragging; ``cards`` are the ones that may be picked up, ``frame`` this
        frame's input (by default the one the window took). True while busy."""
        if self.returning is not None:
            if not self.returning.step():
                self.returning = None
            return True
        frame = frame if frame is not None else current()

        def pick(mx: int, my: int) -> Placed | None:
            i = hit_test(cards, mx, my)
            return cards[i] if i >= 0 else None

        busy = False
        for event in self.mouse.feed(frame, pick):
            busy = self._handle(event.kind, event.target, event.x, event.y, targets)
        return busy

    def _handle(self, kind: str, p: Placed, mx: int, my: int, targets: Sequence[DropTarget]) -> bool:
        """One mouse event of the card ``p``; True while the drag goes on (or the card flies back)."""
        if kind == "down":
            self.dragging = p
            self._grab = (mx - p.x, my - p.y)
            self.x, self.y = p.x, p.y
        elif kind == "move":
            if self.mouse.dragging:
                self.x, self.y = mx - self._grab[0], my - self._grab[1]
        elif kind == "click":
            self.dragging = None
            if self.on_click is not None:
                self.on_click(p)
            return False
        elif kind == "drop":
            self.x, self.y = mx - self._grab[0], my - self._grab[1]
            ok = bool(self.on_drop(p, self.target_at(targets, mx, my), self.x, self.y))
            self.last_result = ok
            if ok:
                self.dragging = None
            else:
                self._snap_back()
        return True

    def target_at(self, targets: Sequence[DropTarget], mx: int, my: int) -> DropTarget | None:
        for t in reversed(targets):
            if t.contains(mx, my):
                return t
        if self.dragging is None:
            return None
        w, h = self.dragging.w, self.dragging.h
        best, area = None, 0
        for t in targets:
            a = t.overlap(self.x, self.y, w, h)
            if a > area:
                best, area = t, a
        return best

    def draw(self) -> None:
        """The card in flight (dragged or returning), drawn over everything else."""
        if self.dragging is not None:
            p = self.dragging
            draw_card(self.x, self.y, p.card, p.face_up, p.back, p.size, p.highlight)
        elif self.returning is not None:
            self.returning.draw()
