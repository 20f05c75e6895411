"""A box's footer that names keys ("Enter closes · C clears · R replays your games") is tapped key by
key: a click on a key's words is that key (a phone has no keyboard); a footer of plain words, or a
click elsewhere, closes the box as before."""

from retro.dos.screen import TextScreen
from retro.dos.widgets import Sheet, footer_spots, paint_sheet


def test_each_key_a_footer_names_is_found_with_its_words():
    assert footer_spots("Enter closes · C clears · R replays your games", 10) == [
        (10, 22, "RETURN"), (25, 33, "C"), (36, 56, "R")]
    assert footer_spots("Enter - закрыть · C - очистить", 0) == [(0, 15, "RETURN"), (18, 30, "C")]
    assert footer_spots("Esc closes  ·  F3 the record", 2) == [(2, 12, "ESCAPE"), (17, 30, "F3")]
    assert footer_spots("Press Enter to go on", 0) == []
    assert footer_spots("Ann: Enter or a tap when here", 0) == []


class KeyedBox(Sheet):
    def __init__(self):
        self.pressed = []

    def handle(self, key):
        if key in ("C", "R"):
            self.pressed.append(key)
        else:
            super().handle(key)


def _painted(footer):
    box, screen = KeyedBox(), TextScreen()
    paint_sheet(screen, 5, "Record", [("a line", 15)], footer, owner=box)
    return box, screen


def _click_words(box, screen, words):
    row, _, _ = box.footer_at
    col = screen.row_text(row).index(words)
    box.click(col + len(words) // 2, row)


def test_a_click_on_a_keys_words_is_that_key_and_elsewhere_closes():
    box, screen = _painted("Enter closes · C clears · R replays your games")
    _click_words(box, screen, "R replays")
    _click_words(box, screen, "C clears")
    assert box.pressed == ["R", "C"] and not box.done
    row = box.footer_at[0]
    box.click(1, row)                                # the footer's row, outside its words
    assert box.done
    box, screen = _painted("Enter closes · C clears")
    _click_words(box, screen, "Enter closes")
    assert box.done and box.pressed == []
    box, screen = _painted("Enter closes · C clears")
    box.click(40, 7)                                 # the box's text
    assert box.done and box.pressed == []


def test_a_footer_of_plain_words_closes_wherever_it_is_clicked():
    box, screen = _painted("Press Enter to go on")
    _click_words(box, screen, "Press")
    assert box.done and box.pressed == []
