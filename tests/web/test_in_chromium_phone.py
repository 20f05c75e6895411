"""A phone in the browser: 390x844 upright (and 844x390 on its side), touch only.

A browser of its own (``conftest.session``), and in it a phone's page as
test_in_chromium_pages.py's phone check makes one (touch, the viewport tag
honoured, three device pixels to a CSS pixel). Checked, by touch (the keyboard
only types, as a phone's does, into the page's focused text field):

* Casino's New Game box: the page's text field lies over the name box,
  focused, the name selected; a name typed there is the box's, and the
  field's Enter starts the game under that name; the field then goes;
* the dark area around the screen is the browser's: dragged, it moves the view,
  and two fingers spread on it zoom in (the game feels nothing of either); a
  swipe over How to Play scrolls it, and a tap on the table leaves no arrow
  where the finger was, until a real mouse moves;
* Tommy's Pinochle: a question typed at takes its answer through the field,
  and a swipe over the instructions scrolls them; a whole hand is played by
  taps, through its meld questions ("No meld" tapped) to its score sheet, each
  question and its answers brought into view as it comes;
* two programs in two tabs (Tablanet and Casino, each started and played by
  taps): after both reload, each asks to continue its own game, its question in
  view, and Yes tapped shows the very hand it had;
* a runtime file missing: the page's message, readable, and a tap on Retry;
* Tablanet for two people: names typed in the page's field, plays behind pass
  boxes, and a take-back by a tap on the message line's offer, agreed by a tap;
* every program, upright and on its side: the smallest text row it draws
  (Windows 98's 12-pixel font in Casino, Windows 3.1's 14 in Tablenette, the
  16-pixel cell of the DOS programs) measured in CSS pixels -- at least 10
  upright, and on its side no smaller than before the zoomed view came; "Whole
  screen" shows the whole screen upright, "Larger text" goes back. Each screen
  is saved (``phone-portrait-<program>.png``, ``phone-landscape-<program>.png``)
  and the sizes go to ``browser-phone.json``.

CI's long pass runs it (``--long``): the five-minute suite has no room for
another browser.
"""

from __future__ import annotations

import math
import time

import pytest

from chromium_page import CHROMIUM_ARGS, LOAD_TIMEOUT_S, chromium_path
from chromium_players import address, probe, wait_probe

pytestmark = [pytest.mark.system, pytest.mark.long, pytest.mark.xdist_group("browser-phone")]

FIGURES = "browser-phone.json"
UPRIGHT, ON_ITS_SIDE = (390, 844), (844, 390)
LEAST_CSS_PX = 10

# Where Pyxel's screen lies on the page (CSS pixels of the layout viewport; as the page script and
# Pyxel place it), the visual viewport, the document's scroll, and the page's text field.
SCREEN = """() => {
    const c = document.querySelector("canvas#canvas"), r = c.getBoundingClientRect(), v = visualViewport;
    const scale = Math.max(Math.min(c.width / 640, c.height / 480), 1), k = r.width / c.width;
    const f = document.querySelector("#retro-field");
    return {left: r.left + Math.trunc((c.width - Math.trunc(640 * scale)) / 2) * k,
            top: r.top + Math.trunc((c.height - Math.trunc(480 * scale)) / 2) * k, unit: scale * k,
            view: [v.offsetLeft, v.offsetTop, v.width, v.height, v.scale], scroll: [scrollX, scrollY],
            field: f && f.isConnected ? {rect: f.getBoundingClientRect().toJSON(), value: f.value,
                                         focused: document.activeElement === f,
                                         selected: [f.selectionStart, f.selectionEnd]} : null};
}"""

# The smallest text row the running program draws, in Pyxel pixels: its window's fonts, or a DOS cell.
SMALLEST_ROW = """(lambda app: (lambda win: min(win.look.ui.height, win.look.bold.height, win.look.text_font.height)
    if win is not None else __import__('retro.dos.screen').dos.screen.CELL_H)(
    getattr(app, 'window', None) or getattr(app, 'win', None)))(find_app())"""

# A plain stretch of the screen (one colour, 16x24 pixels) in the area given: where a tap hits nothing.
PLAIN_SPOT = """(lambda pyxel: next(((x, y) for y in range({y0}, {y1}, 6) for x in range({x0}, {x1}, 6)
    if len({{pyxel.screen.pget(x + dx, y + dy) for dx in range(-2, 14) for dy in range(-2, 22)}}) == 1), None))(
    __import__('pyxel'))"""


def phone_context(chromium):
    """A phone's browser context in ``chromium``: upright, touch, three device pixels to a CSS pixel."""
    width, height = UPRIGHT
    return chromium.new_context(viewport={"width": width, "height": height}, device_scale_factor=3,
                                is_mobile=True, has_touch=True)


@pytest.fixture(scope="module")
def phone(session):
    """A phone's browser context, beside the session's own browser."""
    chromium = session.playwright.chromium.launch(executable_path=chromium_path(), headless=True,
                                                  args=CHROMIUM_ARGS)
    context = phone_context(chromium)
    try:
        yield context
    finally:
        context.close()
        chromium.close()


class Phone:
    """The phone's page, driven by touch: taps, swipes and drags of the dark area."""

    def __init__(self, visit, page):
        self.visit, self.page = visit, page
        self.cdp = page.context.new_cdp_session(page)

    def open(self, where: str | None) -> None:
        """The page at ``where`` (None: this page again, reloaded), started by a tap."""
        if where is None:
            self.page.reload(wait_until="commit")
        else:
            self.page.goto(self.visit.base + where, wait_until="commit")
        self.page.wait_for_selector("#pyxel-prompt", timeout=LOAD_TIMEOUT_S * 1000)
        size = self.page.viewport_size
        self.page.touchscreen.tap(size["width"] // 2, size["height"] // 2)
        assert self.visit.wait_python("import pyxel; pyxel.frame_count > 60", 60), "the page did not start"

    def screen(self) -> dict:
        return self.page.evaluate(SCREEN)

    def point(self, x: float, y: float) -> tuple[float, float]:
        """Where Pyxel's point (x, y) is on the phone's glass: as touches are given, CSS pixels of
        the page from the visual viewport's corner."""
        at = self.screen()
        return (at["left"] + (x + 0.5) * at["unit"] - at["view"][0],
                at["top"] + (y + 0.5) * at["unit"] - at["view"][1])

    def shown(self, x: float) -> bool:
        gx, _ = self.point(x, 0)
        return 4 <= gx <= self.screen()["view"][2] - 4

    def touches(self, path, pause: float = 0.05) -> None:
        """One finger along ``path`` (points on the glass), a Pyxel frame or two between points."""
        send = self.cdp.send
        (x, y), rest = path[0], path[1:]
        send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
        time.sleep(0.15)
        for x, y in rest:
            send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y}]})
            time.sleep(pause)
        time.sleep(0.15)
        send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        time.sleep(0.4)

    def drag_dark_area(self, dx: float) -> None:
        """A finger on the dark area above the screen, dragged ``dx`` CSS pixels sideways."""
        at = self.screen()
        y = max(20.0, (at["top"] - at["view"][1]) / 2)
        x0 = at["view"][2] / 2 - dx / 2
        self.touches([(x0 + dx * i / 10, y) for i in range(11)], pause=0.03)

    def pinch_dark_area(self, steps: int = 20) -> None:
        """Two fingers on the dark area above the screen, spread apart at a person's pace."""
        at = self.screen()
        cx, cy = at["view"][2] / 2, max(20.0, (at["top"] - at["view"][1]) / 2)

        def fingers(apart: float) -> list:
            return [{"x": cx - apart, "y": cy, "id": 1}, {"x": cx + apart, "y": cy, "id": 2}]
        self.cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": fingers(20)})
        for i in range(1, steps + 1):
            time.sleep(0.1)
            self.cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": fingers(20 + 3 * i)})
        self.cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        time.sleep(0.8)

    def show(self, x: float) -> None:
        """Drag the dark area until Pyxel's column ``x`` is on the glass."""
        for _ in range(6):
            if self.shown(x):
                return
            gx, _ = self.point(x, 0)
            self.drag_dark_area(min(150.0, max(-150.0, self.screen()["view"][2] / 2 - gx)))
        assert self.shown(x), (x, self.screen())

    def tap(self, x: float, y: float, after: float = 0.6) -> None:
        self.show(x)
        self.page.touchscreen.tap(*self.point(x, y))
        time.sleep(after)

    def swipe(self, x: float, y0: float, y1: float, steps: int = 12) -> None:
        self.show(x)
        (gx, gy0), (_, gy1) = self.point(x, y0), self.point(x, y1)
        self.touches([(gx, gy0 + (gy1 - gy0) * i / steps) for i in range(steps + 1)])

    def text_css_px(self) -> dict:
        """The smallest text row of the running program, in Pyxel pixels and in CSS pixels on the glass."""
        row = wait_probe(self.visit, SMALLEST_ROW, lambda row: bool(row), 30, answer=False)
        at = self.screen()
        css = row * at["unit"] * at["view"][4]
        return {"row_px": row, "css_px_per_px": round(at["unit"] * at["view"][4], 4), "row_css_px": round(css, 2)}


@pytest.fixture
def phone_page(visit, phone):
    """A page of the phone, made the visit's page while the test runs (its errors are watched)."""
    page = phone.new_page()
    visit.watch(page)
    before, visit.page = visit.page, page
    try:
        yield Phone(visit, page)
    finally:
        visit.page = before
        page.close()


def _name_box():
    return "(lambda b: [b.ax, b.ay, b.w, b.h, b.text, type(b).__name__])(find_app().window.modal.focus)"


def test_casino_by_touch_a_name_typed_in_the_pages_field_a_help_swiped_and_no_arrow_left(visit, phone_page):
    phone, page = phone_page, phone_page.page
    phone.open(address("casino"))
    box = wait_probe(visit, _name_box(), lambda b: b[-1] == "TextBox", 30, answer=False)
    page.wait_for_selector("#retro-field", state="attached", timeout=10000)
    at = phone.screen()
    field = at["field"]
    assert field and field["focused"] and field["value"] == box[4], field        # over the box, focused
    assert field["selected"] == [0, len(box[4])], field                          # the name selected, as in Windows
    x, y = at["left"] + (box[0] + box[2] / 2) * at["unit"], at["top"] + (box[1] + box[3] / 2) * at["unit"]
    rect = field["rect"]
    assert rect["left"] <= x <= rect["right"] and rect["top"] <= y <= rect["bottom"], (rect, x, y)
    assert rect["height"] * at["view"][4] >= 20                                 # a field a finger can hit
    page.keyboard.type("Ann")
    typed = wait_probe(visit, _name_box(), lambda b: b[4] == "Ann", 10, answer=False)
    assert typed[4] == "Ann", typed
    phone.screen()
    page.screenshot(path=str(visit.shots / "phone-casino-name-typed.png"))
    page.keyboard.press("Enter")
    names = wait_probe(visit, "find_app().window.game and find_app().window.game.names",
                       lambda names: bool(names), 20, answer=False)
    assert names[0] == "Ann", names
    page.wait_for_selector("#retro-field", state="detached", timeout=10000)    # the question has gone

    # The dark area moves the view, and the game feels nothing of it.
    before = phone.screen()["scroll"][0]
    assert before > 0, "the upright view starts in the middle of the screen"
    phone.drag_dark_area(120)
    assert phone.screen()["scroll"][0] < before
    assert probe(visit, "(find_app().window.menubar.open, len(find_app().window.dialogs))") == [-1, 0]

    # How to Play, from the File menu, by taps; a swipe up scrolls it, a swipe down brings it back.
    items = probe(visit, "[i.label if i else None for i in find_app().window.menubar.menus[1].items]")
    phone.tap(*probe(visit, "find_app().window.menubar.title_point(1)"))
    phone.tap(*probe(visit, f"find_app().window.menubar.item_point({items.index('&How to Play')})"), after=1.5)
    view = probe(visit, "(lambda v: [v.ax, v.ay, v.w, v.h, v.top, v.line_h])(find_app().window.dialogs[-1].view)")
    left, top, width, height, first, line = view
    assert first == 0
    phone.swipe(left + 120, top + height - 30, top + 40)
    scrolled = probe(visit, "find_app().window.dialogs[-1].view.top")
    assert abs(scrolled - (height - 70) // line) <= 1, (scrolled, view)
    page.screenshot(path=str(visit.shots / "phone-casino-help-swiped.png"))
    phone.swipe(left + 120, top + 40, top + 40 + 4 * line + 4)
    assert probe(visit, "find_app().window.dialogs[-1].view.top") == scrolled - 4
    close = probe(visit, "[[c.ax + c.w // 2, c.ay + c.h // 2] for c in find_app().window.dialogs[-1].children"
                         " if type(c).__name__ == 'Button'][0]")
    phone.tap(*close)
    assert probe(visit, "len(find_app().window.dialogs)") == 0

    # A tap on a plain stretch of the table: no arrow where the finger was, until a real mouse moves.
    cx, cy, cw, ch = probe(visit, "find_app().window.client_rect")
    spot = probe(visit, PLAIN_SPOT.format(x0=cx + 10, x1=cx + cw - 20, y0=cy + 10, y1=cy + ch - 30))
    assert spot, "no plain stretch of the table to tap"
    phone.tap(*spot)
    arrow = (f"[__import__('pyxel').screen.pget({spot[0]} + dx, {spot[1]} + dy)"
             " for dx in range(1, 4) for dy in range(2, 8)]")
    assert probe(visit, "(__import__('pyxel').mouse_x, __import__('pyxel').mouse_y)") == spot
    assert page.evaluate("() => retroInput.touch") is True
    assert len(set(probe(visit, arrow))) == 1, "an arrow is drawn where the finger was"
    page.screenshot(path=str(visit.shots / "phone-casino-no-arrow.png"))
    page.mouse.move(*phone.point(*spot))
    time.sleep(0.6)
    assert page.evaluate("() => retroInput.touch") is False
    assert len(set(probe(visit, arrow))) > 1, "a real mouse shows its arrow again"

    # Two fingers spread on the dark area zoom in (the browser's pinch); the game feels nothing.
    zoom = phone.screen()["view"][4]
    phone.pinch_dark_area()
    assert phone.screen()["view"][4] > zoom + 0.02, phone.screen()
    assert probe(visit, "(find_app().window.menubar.open, len(find_app().window.dialogs))") == [-1, 0]
    assert probe(visit, "(__import__('pyxel').mouse_x, __import__('pyxel').mouse_y)") == spot
    page.screenshot(path=str(visit.shots / "phone-casino-pinched.png"))
    visit.no_trouble()


def test_pinochle_by_touch_a_question_answered_in_the_pages_field_and_the_instructions_swiped(visit, phone_page):
    phone, page = phone_page, phone_page.page
    phone.open(address("pinochle"))
    asked = wait_probe(visit, "type(find_app().scene.widget).__name__", lambda name: name == "TypedAnswer", 30,
                       answer=False)
    assert asked == "TypedAnswer"
    page.wait_for_selector("#retro-field", state="attached", timeout=10000)
    field = phone.screen()["field"]
    assert field["focused"] and field["value"] == "", field
    assert page.evaluate("() => document.querySelector('#retro-field').inputMode") == "numeric"
    row = probe(visit, "find_app().scene.widget.row")
    page.keyboard.type("2")
    assert wait_probe(visit, "find_app().scene.widget.typed", lambda typed: typed == "2", 10, answer=False) == "2"
    assert "? 2" in probe(visit, f"find_app().screen.row_text({row})")
    page.screenshot(path=str(visit.shots / "phone-pinochle-answer-typed.png"))
    page.keyboard.press("Enter")
    answered = wait_probe(visit, f"find_app().screen.row_text({row})", lambda text: "(" in text.split("? 2")[-1], 10,
                          answer=False)
    assert "? 2  (" in answered, answered                                         # answered 2 (its words after it)

    # F5 on the key bar, tapped: the instructions; a swipe up over them scrolls them.
    bar_row, hits = probe(visit, "find_app().screen.key_bar")
    col = [hit for hit in hits if hit[2] == "F5"][0][0]
    from retro.dos.screen import CELL_H, TextScreen

    phone.tap(*TextScreen.cell_center(col + 1, bar_row), after=1)
    viewer = probe(visit, "(lambda m: [type(m).__name__, m.col, m.row, m.height, m.top])(find_app().modal)")
    name, col0, row0, rows, first = viewer
    assert name == "TextViewer" and first == 0, viewer
    x, y0 = TextScreen.cell_center(col0 + 24, row0 + rows - 4)
    _, y1 = TextScreen.cell_center(col0 + 24, row0 + 3)
    phone.swipe(x, y0, y1)
    top = probe(visit, "find_app().modal.top")
    assert abs(top - (y0 - y1) // CELL_H) <= 1, top
    page.screenshot(path=str(visit.shots / "phone-pinochle-instructions-swiped.png"))
    visit.no_trouble()


PROGRAMS = ("menu", "pinochle", "tablenette", "casino", "tablanet")
TABLANET_AT, CASINO_AT = address("tablanet"), address("casino")


def _field_over_the_screen(at: dict) -> None:
    """The page's text field, where a question shows one, lies on Pyxel's screen as it lies now."""
    field = at["field"]
    if field is None:
        return
    rect, right, bottom = field["rect"], at["left"] + 640 * at["unit"], at["top"] + 480 * at["unit"]
    assert at["left"] - 1 <= rect["left"] and rect["right"] <= right + 1, (rect, at)
    assert at["top"] - 1 <= rect["top"] and rect["bottom"] <= bottom + 1, (rect, at)


def test_every_program_is_readable_upright_and_no_smaller_on_its_side(visit, phone_page):
    phone, page = phone_page, phone_page.page
    sizes = visit.figures.setdefault("smallest_text", {})
    for program in PROGRAMS:
        page.set_viewport_size(dict(zip(("width", "height"), UPRIGHT)))
        phone.open("retro-cards.html" if program == "menu" else address(program))
        time.sleep(3 if program != "tablenette" else 6)                   # its opening, a deal
        upright = phone.text_css_px()
        _field_over_the_screen(phone.screen())
        page.screenshot(path=str(visit.shots / f"phone-portrait-{program}.png"))
        page.set_viewport_size(dict(zip(("width", "height"), ON_ITS_SIDE)))
        time.sleep(2)
        on_side = phone.text_css_px()
        at = phone.screen()
        _field_over_the_screen(at)
        page.screenshot(path=str(visit.shots / f"phone-landscape-{program}.png"))
        sizes[program] = {"portrait": upright, "landscape": on_side}
        assert upright["row_css_px"] >= LEAST_CSS_PX, (program, upright)
        # On its side the whole screen shows, as large as before (laid out just wide enough for it).
        width, height = ON_ITS_SIDE
        before = width / max(640, math.ceil((480 + 4) * width / height))
        assert on_side["css_px_per_px"] >= before - 0.002, (program, on_side, before)
        left, top, view_w, view_h, _ = at["view"]
        assert left - 0.5 <= at["left"] and at["left"] + 640 * at["unit"] <= left + view_w + 0.5, at
        assert top - 0.5 <= at["top"] and at["top"] + 480 * at["unit"] <= top + view_h + 0.5, at
    print("smallest text rows (CSS px):", {p: (s["portrait"]["row_css_px"], s["landscape"]["row_css_px"])
                                           for p, s in sizes.items()})
    # Upright, "Whole screen" shows all of it (smaller), and "Larger text" goes back; the choice is kept.
    page.set_viewport_size(dict(zip(("width", "height"), UPRIGHT)))
    time.sleep(1.5)
    page.tap("#retro-view button")
    time.sleep(1.5)
    at = phone.screen()
    left, top, view_w, view_h, _ = at["view"]
    assert at["left"] >= left - 0.5 and at["left"] + 640 * at["unit"] <= left + view_w + 0.5, at
    assert page.inner_text("#retro-view button") == "Larger text"
    assert at["field"] is not None                                         # Tablanet's first question
    _field_over_the_screen(at)
    page.screenshot(path=str(visit.shots / "phone-portrait-whole-screen.png"))
    zoomed = "() => document.documentElement.classList.contains('retro-zoomed')"
    phone.open("retro-cards.html")                                        # kept for the next visit
    assert not page.evaluate(zoomed)
    page.wait_for_selector("#retro-view button", timeout=10000)
    page.tap("#retro-view button")
    time.sleep(1.5)
    assert page.evaluate(zoomed) and page.inner_text("#retro-view button") == "Whole screen"
    assert phone.text_css_px()["row_css_px"] >= LEAST_CSS_PX
    visit.no_trouble()


# A cell of the question on screen that a tap answers with Enter (a typed answer's "(Enter ...)"),
# or with No (a Y/N question's N, or a typed one's N), as [col, row].
QUESTION_SPOT = """(lambda w: [[c + 1, r] for (c, r), value in w._hits.items() if value is False][0]
    if hasattr(w, '_hits') else (lambda found: sorted(found, key=lambda f: f[2] != '')[0][:2] if found else None)(
    [[col, w.row, w.spot_at(col, w.row)] for col in range(80) if w.spot_at(col, w.row) in ('', 'N')]))(
    find_app().scene.widget if getattr(find_app(), 'modal', None) is None else find_app().modal)"""


# Where a Pinochle game stands: [hand number, what the turn awaits, the pop-up's kind and title].
PINOCHLE_AT = """(lambda a: [a.scene.state.hand_number, a.scene.turn.awaiting if a.scene.state.to_move == 0 else None,
    type(a.modal).__name__ if a.modal is not None else None, getattr(a.modal, 'title', '')]
    if type(a.scene).__name__ == 'Game' else None)(find_app())"""


# What the program last asked the page to bring into view, in Pyxel pixels: [x0, x1, end].
ATTENDED = "(lambda s: s and [s.x0, s.x1, s.end])(__import__('retro.web_input').web_input.BRIDGE.attended_span)"


def _in_view(phone, x: float) -> None:
    """The view came by itself to what the program said is to be read now: all of it where it fits,
    else its end (a question's answers); and so to Pyxel's column ``x``, the answer to tap."""
    x0, x1, end = probe(phone.visit, ATTENDED)
    at = phone.screen()

    def on_glass(x: float) -> bool:
        return -1 <= phone.point(x, 0)[0] <= at["view"][2] + 1

    assert on_glass(x), (x, x0, x1, at)
    if (x1 - x0) * at["unit"] <= at["view"][2]:
        assert on_glass(x0) and on_glass(x1 - 1), ("not all in view", x0, x1, at)
    elif end == "right":
        assert on_glass(x1 - 1), ("its end not in view", x0, x1, at)


def test_pinochle_by_touch_a_hand_is_played_through_the_meld_question(visit, phone_page):
    """Touch only: each setup question answered by a tap on its "(Enter ...)" (or N), cards played
    by taps on them, each meld question answered by a tap on "No meld" at the right of the message
    line, the deece's exchange by a tap on its N, until the hand's score sheet comes; a tap closes
    it and the next hand is dealt."""
    from retro.dos.screen import TextScreen
    from retro.pinochle.screens.ui_table import MESSAGE_ROW, meld_choice_spans

    phone = phone_page
    phone.open(address("pinochle"))
    _tap_the_questions(visit, phone, in_view=True)       # each in view as it comes
    no_meld = next(span for span in meld_choice_spans() if span[2] == "N")
    melds = plays = 0
    sheet, trail = None, []
    for _ in range(120):                                  # the person's part of the hand, by taps
        hand, awaiting, modal, title = at = wait_probe(
            visit, PINOCHLE_AT, lambda at: at is not None and (at[1] in ("play", "meld", "exchange") or at[2]
                                                            or at[0] > 1), 90, answer=False)
        trail.append(at)
        if hand > 1 and modal is None:                    # the next hand: once its sheet has been read
            if sheet or wait_probe(visit, PINOCHLE_AT, lambda at: at[2] is not None, 20, answer=False)[2] is None:
                break
            continue
        if awaiting == "exchange" or modal == "YesNo":    # the deece's exchange: N, tapped
            spot = wait_probe(visit, QUESTION_SPOT, lambda s: bool(s), 10, answer=False)
            phone.tap(*TextScreen.cell_center(*spot), after=0.8)
            continue
        if modal is not None:                             # a pop-up: read, then a tap anywhere closes it
            if title.startswith("End of hand"):
                sheet = title
                phone.page.screenshot(path=str(visit.shots / "phone-pinochle-hand-sheet.png"))
            phone.tap(*TextScreen.cell_center(40, 12), after=1)
            continue
        if awaiting == "meld":
            time.sleep(0.5)
            _in_view(phone, TextScreen.cell_center(no_meld[1] - 1, MESSAGE_ROW)[0])
            if not melds:
                phone.page.screenshot(path=str(visit.shots / "phone-pinochle-meld-question.png"))
            phone.tap(*TextScreen.cell_center((no_meld[0] + no_meld[1]) // 2, MESSAGE_ROW), after=1)
            assert wait_probe(visit, PINOCHLE_AT, lambda at: at[1] != "meld", 10,
                              answer=False)[1] != "meld", "the tap on No meld did not answer"
            melds += 1
            continue
        before = probe(visit, "len(find_app().scene.state.events)")
        move = probe(visit, "moves()")[0]
        phone.tap(move[1], move[2], after=0.8)
        assert wait_probe(visit, "len(find_app().scene.state.events)", lambda n: n != before, 20,
                          answer=False) != before, f"the tap on {move[3]} played nothing"
        plays += 1
    phone.page.screenshot(path=str(visit.shots / "phone-pinochle-hand-played.png"))
    assert melds, ("no meld question came in the hand", trail)
    assert sheet == "End of hand 1", (sheet, plays, trail)
    assert plays >= 12, plays                             # every card of the hand, or near it: draws refill it
    dealt = wait_probe(visit, "status()", lambda s: s["hand"], 30, answer=False)
    assert len(dealt["hand"]) == 12, dealt                # the next hand is dealt
    visit.no_trouble()


def test_tablanet_two_people_by_touch_names_in_the_pages_field_and_two_plays_behind_pass_boxes(visit, phone_page):
    """Touch only: the people's line tapped, the count and both names typed in the page's field (one
    of them in Russian letters), the other questions tapped; then two plays, each after a tap on the
    pass box, with no hand face up while the box waits."""
    from retro.dos.screen import TextScreen
    from retro.tablanet.screens.ui_setup import PEOPLE_HINT_ROW

    phone, page = phone_page, phone_page.page
    phone.open(address("tablanet"))
    wait_probe(visit, "find_app().scene.step", lambda step: bool(step), 30, answer=False)
    phone.tap(*TextScreen.cell_center(12, PEOPLE_HINT_ROW), after=0.8)
    assert wait_probe(visit, "find_app().scene.step", lambda step: step == "people", 10, answer=False) == "people"
    for step, typed in (("people", "2"), ("name:0", "Аня"), ("name:1", "Bob")):
        assert wait_probe(visit, "find_app().scene.step", lambda s, step=step: s == step, 10, answer=False) == step
        page.wait_for_selector("#retro-field", state="attached", timeout=10000)
        page.keyboard.type(typed)
        wait_probe(visit, "find_app().scene.widget.typed", lambda t, typed=typed: t == typed, 10, answer=False)
        page.keyboard.press("Enter")
        if step.startswith("name"):                         # the coach for them: No, by a tap
            wait_probe(visit, "find_app().scene.step", lambda s: s.startswith("coach"), 10, answer=False)
            spot = wait_probe(visit, QUESTION_SPOT, lambda s: bool(s), 10, answer=False)
            phone.tap(*TextScreen.cell_center(*spot), after=0.8)
    assert probe(visit, "find_app().scene.names") == ["Аня", "Bob"]
    _tap_the_questions(visit, phone)                        # the other questions, each by a tap
    played = []
    for turn in range(2):
        status = wait_probe(visit, "status()", lambda s: s["asking"], 60, answer=False)
        assert status["hidden"], status
        page.screenshot(path=str(visit.shots / f"phone-tablanet-pass-{turn + 1}.png"))
        phone.tap(*TextScreen.cell_center(20, 10), after=0.8)      # the pass box, tapped
        status = wait_probe(visit, "status()", lambda s: s["turn"], 60, answer=False)
        assert not status["hidden"] and status["hand"], status
        seat = probe(visit, "find_app().scene.board.front")
        move = probe(visit, "moves()")[0]
        before = probe(visit, "len(find_app().scene.state.events)")
        phone.tap(move[1], move[2], after=0.8)
        after = wait_probe(visit, "len(find_app().scene.state.events)", lambda n, before=before: n > before, 10,
                           answer=False)
        assert after > before, f"the tap on {move[3]} played nothing"
        played.append((seat, move[3]))
    assert [seat for seat, _ in played] in ([0, 1], [1, 0]), played
    status = wait_probe(visit, "status()", lambda s: s["asking"], 60, answer=False)
    assert status["hidden"]

    # The first takes their play back by a tap on the message line's offer (a phone has no
    # Backspace), the other agreeing by a tap on Y.
    from retro.dos.keybar import line_key_spans
    from retro.tablanet.screens.ui_table import MESSAGE_ROW

    phone.tap(*TextScreen.cell_center(20, 10), after=0.8)           # the pass box
    wait_probe(visit, "status()", lambda s: s["turn"], 60, answer=False)
    assert probe(visit, "find_app().scene.board.front") == played[0][0]
    offer = probe(visit, "find_app().scene.take_back_offer()")
    line = wait_probe(visit, f"find_app().screen.row_text({MESSAGE_ROW})", lambda text: "Bksp" in text, 10,
                      answer=False)
    assert line.startswith(" " + " ".join(offer)), line
    page.screenshot(path=str(visit.shots / "phone-tablanet-take-back-offered.png"))
    before = probe(visit, "len(find_app().scene.state.events)")
    start, end, _ = line_key_spans([offer], left=1)[0]
    phone.tap(*TextScreen.cell_center((start + end) // 2, MESSAGE_ROW), after=0.8)
    assert wait_probe(visit, "type(find_app().modal).__name__", lambda name: name == "YesNo", 10,
                      answer=False) == "YesNo"                      # the other is asked
    phone.tap(*TextScreen.cell_center(*probe(visit, YES_SPOT)), after=0.8)
    after = wait_probe(visit, "len(find_app().scene.state.events)", lambda n: n < before, 10, answer=False)
    assert after < before, "the tap on the offer took nothing back"
    visit.no_trouble()


# The cell of a DOS Y/N question's Y (a tap there answers Yes), as [col, row].
YES_SPOT = """(lambda w: [[c + 1, r] for (c, r), value in w._hits.items() if value is True][0])(
    find_app().scene.widget if getattr(find_app(), 'modal', None) is None else find_app().modal)"""

# The middle of a Windows program's button in its topmost dialog, found by its words.
BUTTON = """[[c.ax + c.w // 2, c.ay + c.h // 2] for c in find_app().window.dialogs[-1].children
    if type(c).__name__ == 'Button' and c.label.replace('&', '') == {label!r}][0]"""


def _tap_the_questions(visit, phone, in_view: bool = False) -> None:
    """A DOS program's setup questions, each answered by a tap on its default (or N); ``in_view``:
    each found in view as it comes, before the tap."""
    from retro.dos.screen import TextScreen

    for _ in range(15):
        status = wait_probe(visit, "status()", lambda s: s is not None, 20, answer=False)
        if status["scene"] == "Game":
            return
        spot = wait_probe(visit, QUESTION_SPOT, lambda s: bool(s), 10, answer=False)
        assert spot, probe(visit, "find_app().screen.text()")
        if in_view:
            time.sleep(0.3)
            _in_view(phone, TextScreen.cell_center(*spot)[0])
        phone.tap(*TextScreen.cell_center(*spot), after=0.8)
    assert probe(visit, "status()")["scene"] == "Game"


def _tap_a_play(visit, phone) -> dict:
    """The person's turn waited for, and a play made by a tap; the status after it."""
    status = wait_probe(visit, "status()", lambda s: s["turn"], 90, answer=False)
    assert status["turn"], status
    move = probe(visit, "moves()")[0]
    phone.tap(move[1], move[2], after=1)
    return wait_probe(visit, "status()", lambda s, hand=status["hand"]: s["hand"] != hand, 20, answer=False)


def test_two_programs_in_two_phone_tabs_both_keep_their_games_through_a_reload_of_both(visit, phone):
    """Touch only, two tabs of a fresh phone: Tablanet in one (its questions tapped, a card tapped),
    Casino in the other (New Game's OK tapped, a card tapped); each keeps its own game, and after
    both reload each asks to continue it and, Yes tapped, shows the very hand it had."""
    from retro.dos.screen import TextScreen

    context = phone_context(phone.browser)
    pages = []
    before = visit.page
    try:
        for _ in range(2):
            page = context.new_page()
            visit.watch(page)
            pages.append(Phone(visit, page))
        a, b = pages
        visit.page = a.page
        a.open(TABLANET_AT)
        _tap_the_questions(visit, a)
        _tap_a_play(visit, a)
        visit.wait_kept("tablanet.game.json", lambda text: True)
        visit.copied()
        hand_a = wait_probe(visit, "status()", lambda s: s["turn"], 90, answer=False)["hand"]
        visit.copied()

        visit.page = b.page
        b.page.bring_to_front()
        b.open(CASINO_AT)
        wait_probe(visit, "type(find_app().window.modal.focus).__name__", lambda n: n == "TextBox", 30,
                   answer=False)
        b.tap(*probe(visit, BUTTON.format(label="OK")))
        _tap_a_play(visit, b)
        hand_b = wait_probe(visit, "status()", lambda s: s["turn"], 90, answer=False)["hand"]
        visit.wait_kept("casino.game.json", lambda text: '"program": "casino"' in text)
        visit.copied()
        files = visit.kept_files()
        assert {"tablanet.game.json", "casino.game.json"} <= set(files), sorted(files)

        for tab in (a, b):                                # both reload, each by a tap on its page
            visit.page = tab.page
            tab.page.bring_to_front()
            tab.open(None)
        visit.page = a.page
        a.page.bring_to_front()
        assert wait_probe(visit, "status()", lambda s: s["scene"] == "Resume", 30, answer=False)["scene"] == "Resume"
        a.page.screenshot(path=str(visit.shots / "phone-two-tabs-tablanet-asks.png"))
        yes = TextScreen.cell_center(*probe(visit, YES_SPOT))
        _in_view(a, yes[0])
        a.tap(*yes, after=1)
        found = wait_probe(visit, "status()", lambda s: s["turn"], 30, answer=False)
        assert found["hand"] == hand_a, (found, hand_a)
        visit.page = b.page
        b.page.bring_to_front()
        asked = wait_probe(visit, "[d.title for d in find_app().window.dialogs]", lambda d: bool(d), 30,
                           answer=False)
        assert asked == ["Casino"], asked
        b.page.screenshot(path=str(visit.shots / "phone-two-tabs-casino-asks.png"))
        _in_view(b, probe(visit, BUTTON.format(label="Yes"))[0])
        b.tap(*probe(visit, BUTTON.format(label="Yes")))
        found = wait_probe(visit, "status()", lambda s: s["turn"], 30, answer=False)
        assert found["hand"] == hand_b, (found, hand_b)
        visit.no_trouble()
    finally:
        visit.page = before
        context.close()


def test_a_runtime_file_missing_on_a_phone_is_said_and_a_tap_on_retry_loads_the_page(visit, phone_page):
    """Pyodide's loader answered 404 on the phone: the page's own message and its Retry, readable
    (no smaller than the game's least text), and a tap on Retry, with the file back, loads the page."""
    page = phone_page.page
    page.route("**/pyodide.js", lambda route: route.fulfill(status=404, body="missing"))
    page.goto(visit.base + CASINO_AT, wait_until="commit")
    page.wait_for_selector("#retro-failed", timeout=LOAD_TIMEOUT_S * 1000)
    said = page.inner_text("#retro-failed")
    assert said.startswith("Casino could not load the runtime") and "Retry" in said, said
    box = page.evaluate("""() => {
        const e = document.querySelector('#retro-failed'), r = e.getBoundingClientRect(), v = visualViewport;
        return {font: parseFloat(getComputedStyle(e).fontSize) * v.scale,
                inside: r.left >= v.offsetLeft - 1 && r.right <= v.offsetLeft + v.width + 1};
    }""")
    assert box["font"] >= LEAST_CSS_PX and box["inside"], box
    page.screenshot(path=str(visit.shots / "phone-load-failed.png"))
    page.unroute("**/pyodide.js")
    page.tap("#retro-retry")
    page.wait_for_selector("#pyxel-prompt", timeout=LOAD_TIMEOUT_S * 1000)
    assert page.query_selector("#retro-failed") is None
    visit.errors.clear()          # the refused file was asked for on purpose
