"""The meld question answered without the keyboard: "Meld" and "No meld" stand on the message line, and a
click (or a tap) there answers as Enter or N does; N alone is "no meld" too."""

from retro import headless, web_input
from retro.dos.screen import CELL_H, TOP
from retro.pinochle.screens.ui_table import MESSAGE_ROW, meld_choice_at, meld_choice_spans, slot_at
from touch_page import Page, bridged


def _at_the_meld_question(pin):
    """A game played (each lead or answer the first card, each exchange declined) until the person
    wins a trick with a meld to decide."""
    app = pin.game()
    for _ in range(60):
        pin.run_until(app, lambda a: a.scene.turn.awaiting is not None, limit=20000)
        awaiting = app.scene.turn.awaiting
        if awaiting == "meld":
            return app
        headless.press(app, "1" if awaiting == "play" else "N")
    raise AssertionError("no meld question in sixty decisions")


def _click(app, key: str) -> None:
    start, _, _ = next(span for span in meld_choice_spans() if span[2] == key)
    app.scene.on_click(start + 1, MESSAGE_ROW)
    headless.frame(app)


def test_the_meld_answers_stand_on_the_message_line_and_nowhere_else():
    spans = meld_choice_spans()
    assert [key for _, _, key in spans] == ["RETURN", "N"]
    assert spans[-1][1] <= 80 and all(meld_choice_at(start, MESSAGE_ROW) == key for start, _, key in spans)
    assert meld_choice_at(spans[0][0], MESSAGE_ROW - 1) is None and slot_at(spans[0][0], MESSAGE_ROW) is None


def test_a_click_on_no_meld_answers_no_meld_whatever_was_picked(pin):
    app = _at_the_meld_question(pin)
    assert app.scene.table().meld_choices
    text = app.screen.text().splitlines()[MESSAGE_ROW]
    assert "Meld" in text and "No meld" in text
    app.scene.turn.toggle_slot(0)                        # a card picked, then "No meld" after all
    events = len(app.scene.state.events)
    _click(app, "N")
    assert app.scene.turn.awaiting != "meld"
    assert not any(e.kind == "meld" for e in app.scene.state.events[events:])


def test_a_click_on_meld_lays_the_picked_cards_down_as_enter_does(pin):
    app = _at_the_meld_question(pin)
    state = app.scene.state
    meld = next((m for m in state.legal_moves() if m.kind == "meld"), None)
    if meld is None:
        return                                           # this deal offers none: the first test covers it
    from retro.pinochle.screens.app_screen import hint_slots
    from retro.pinochle.screens.app_table import PERSON, slots
    for index in hint_slots(slots(state, PERSON), meld):
        app.scene.turn.toggle_slot(index)
    _click(app, "RETURN")
    assert any(e.kind == "meld" for e in app.scene.state.events)


def test_a_phone_showing_a_part_of_the_screen_is_brought_to_the_question_and_its_answers_once(pin, monkeypatch):
    """In a page the meld question's line is what to read: brought into view once (its answers, at
    its right, kept in view where the line is wider than the phone's view), not again each frame."""
    page = bridged(monkeypatch, Page())
    app = _at_the_meld_question(pin)
    for _ in range(3):
        headless.frame(app)
        web_input.BRIDGE.frame(app)
    line = TOP + MESSAGE_ROW * CELL_H
    assert [span for span in page.attended if span["y0"] == line] == [
        dict(x0=0, y0=line, x1=640, y1=line + CELL_H, end="right")]
