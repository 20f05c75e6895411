"""The kit's input adapter: the frame read once, the mouse capture's events, and no other reader."""

import ast
import pathlib

from retro import headless
from retro.win import Capture, Widget, inputs


class Spot:
    """A press target: a rectangle."""

    def __init__(self, x, y, w, h):
        self.x, self.y, self.w, self.h = x, y, w, h

    def contains(self, mx, my):
        return self.x <= mx < self.x + self.w and self.y <= my < self.y + self.h


def feed(pyxel, capture, pick, mouse=None, held=None):
    """One frame: set the mouse and the button, read the frame, feed it; the kinds of events."""
    if mouse is not None:
        pyxel.set_mouse_pos(*mouse)
    if held is not None:
        pyxel.set_btn(pyxel.MOUSE_BUTTON_LEFT, held)
    kinds = [e.kind for e in capture.feed(inputs.read(), pick)]
    pyxel.flip()
    return kinds


def picker(spot):
    return lambda x, y: spot if spot.contains(x, y) else None


def test_a_press_and_release_in_place_is_a_click(clean_input):
    pyxel = clean_input
    spot = Spot(100, 100, 50, 30)
    cap = Capture()
    assert feed(pyxel, cap, picker(spot), (120, 110)) == []
    assert feed(pyxel, cap, picker(spot), held=True) == ["down"]
    assert feed(pyxel, cap, picker(spot)) == ["move"]
    assert feed(pyxel, cap, picker(spot), held=False) == ["up", "click"]
    assert not cap.active


def test_a_press_off_every_target_gives_nothing(clean_input):
    pyxel = clean_input
    cap = Capture()
    spot = Spot(100, 100, 50, 30)
    assert feed(pyxel, cap, picker(spot), (10, 10), held=True) == []
    assert feed(pyxel, cap, picker(spot), (120, 110)) == []    # held on arrival: no press
    assert feed(pyxel, cap, picker(spot), held=False) == []


def test_a_drag_source_moved_past_the_threshold_starts_a_drag_and_drops(clean_input):
    pyxel = clean_input
    card = Spot(100, 100, 50, 30)
    cap = Capture(threshold=3, drags=lambda target: True)
    feed(pyxel, cap, picker(card), (110, 110))
    assert feed(pyxel, cap, picker(card), held=True) == ["down"]
    assert feed(pyxel, cap, picker(card), (112, 111)) == ["move"]              # within the threshold
    assert feed(pyxel, cap, picker(card), (118, 111)) == ["drag_start", "move"]
    assert cap.dragging
    assert feed(pyxel, cap, picker(card), (300, 300)) == ["move"]
    assert feed(pyxel, cap, picker(card), held=False) == ["up", "drop"]
    assert not cap.active and not cap.dragging


def test_a_drag_source_let_go_within_the_threshold_is_a_click(clean_input):
    pyxel = clean_input
    card = Spot(100, 100, 50, 30)
    cap = Capture(threshold=3, drags=lambda target: True)
    feed(pyxel, cap, picker(card), (110, 110))
    feed(pyxel, cap, picker(card), held=True)
    assert feed(pyxel, cap, picker(card), (112, 112), held=False) == ["up", "click"]


def test_a_jump_past_the_threshold_on_the_release_frame_is_still_a_drop(clean_input):
    pyxel = clean_input
    card = Spot(100, 100, 50, 30)
    cap = Capture(threshold=3, drags=lambda target: True)
    feed(pyxel, cap, picker(card), (110, 110))
    feed(pyxel, cap, picker(card), held=True)
    assert feed(pyxel, cap, picker(card), (200, 200), held=False) == ["drag_start", "up", "drop"]


def test_release_outside_the_target_is_no_click(clean_input):
    pyxel = clean_input
    spot = Spot(100, 100, 50, 30)
    cap = Capture()
    feed(pyxel, cap, picker(spot), (120, 110))
    feed(pyxel, cap, picker(spot), held=True)
    assert feed(pyxel, cap, picker(spot), (400, 400)) == ["move"]            # still captured
    assert feed(pyxel, cap, picker(spot), held=False) == ["up"]


def test_a_release_missed_while_not_fed_still_ends_the_press(clean_input):
    pyxel = clean_input
    spot = Spot(100, 100, 50, 30)
    cap = Capture()
    feed(pyxel, cap, picker(spot), (120, 110))
    feed(pyxel, cap, picker(spot), held=True)
    pyxel.set_btn(pyxel.MOUSE_BUTTON_LEFT, False)   # let go on a frame the surface was not fed
    pyxel.flip()
    assert feed(pyxel, cap, picker(spot)) == ["up", "click"]


class Recorder(Widget):
    """A widget that notes the mouse events it gets."""

    def __init__(self, *args):
        super().__init__(*args)
        self.log = []

    def mouse_down(self, mx, my):
        self.log.append(("down", self.contains(mx, my)))

    def mouse_move(self, mx, my):
        self.log.append(("move", self.contains(mx, my)))

    def mouse_up(self, mx, my):
        self.log.append(("up", self.contains(mx, my)))

    def mouse_click(self, mx, my):
        self.log.append(("click", self.contains(mx, my)))


def test_a_widget_gets_down_up_click_for_a_click(app):
    w = app.add(Recorder(20, 20, 80, 24))
    headless.frame(app)
    headless.click(app, w.ax + 10, w.ay + 10)
    assert w.log == [("down", True), ("up", True), ("click", True)]


def test_a_drag_that_leaves_the_widget_still_goes_to_it_and_is_no_click(app):
    w = app.add(Recorder(20, 20, 80, 24))
    other = app.add(Recorder(200, 20, 80, 24))
    headless.frame(app)
    headless.drag(app, (w.ax + 10, w.ay + 10), (other.ax + 10, other.ay + 10), steps=4)
    assert w.log[0] == ("down", True)
    assert w.log[-2:] == [("move", False), ("up", False)]          # the last move and the release, outside
    assert ("move", False) in w.log and not any(kind == "click" for kind, _ in w.log)
    assert other.log == []


def test_the_frame_keeps_its_answers_for_the_frame(clean_input):
    pyxel = clean_input
    frame = inputs.read()
    assert not frame.held(pyxel.KEY_A)
    pyxel.set_btn(pyxel.KEY_A, True)
    assert not frame.held(pyxel.KEY_A)             # asked once: the same answer all frame
    assert inputs.read().held(pyxel.KEY_A)
    pyxel.set_btn(pyxel.KEY_A, False)
    pyxel.flip()


def test_the_window_takes_the_frame_once_and_everything_asks_it(app):
    import pyxel

    pyxel.set_mouse_pos(123, 234)
    app.update()
    frame = inputs.current()
    assert (frame.mouse_x, frame.mouse_y) == (123, 234)
    assert inputs.current() is frame               # the same frame until Pyxel's next one
    pyxel.flip()
    assert inputs.current() is not frame


POLLS = {"btn", "btnp", "btnr", "btnv", "mouse_x", "mouse_y", "mouse_wheel", "input_text", "input_keys"}


def test_only_the_adapter_reads_pyxel_input():
    kit = pathlib.Path(inputs.__file__).parent
    for path in sorted(kit.glob("*.py")):
        if path.name == "inputs.py":
            continue
        tree = ast.parse(path.read_text())
        polls = [n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute)
                 and isinstance(n.value, ast.Name) and n.value.id == "pyxel" and n.attr in POLLS]
        assert polls == [], f"{path.name} reads {polls}"
