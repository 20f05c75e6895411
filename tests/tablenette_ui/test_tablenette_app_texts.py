"""Tablenette's texts: whole reasons, one word for the deck,
How to Play as the program's manual and the help viewer's wrapping."""

import re

from retro import headless, paths
from retro.tablenette.rules import State
from retro.tablenette.screens.ui_draw import REASON_LINES, reason_lines
from retro.win import HelpWindow
from retro.win.textview import DEVELOPERS_MARKER, blocks


def test_the_computers_reasons_are_shown_whole(tnt):
    """Every reason of a demo game fits its lines under the computer's cards, never cut."""
    app = tnt.app(open_hands=True)
    app.begin(State.new(4), deal=True)
    headless.press(app, "F5")
    f, lay = app.win.look.ui, app.win.layout
    width = lay.right_edge - lay.cx - 24
    seen = set()
    for _ in range(2500):
        headless.frame(app)
        if app.game.reason:
            seen.add(app.game.reason)
        if app.win.dialogs:
            break
    assert len(seen) > 10
    for reason in seen:
        lines = reason_lines(f, reason, width)
        assert len(lines) <= REASON_LINES, reason
        assert " ".join(lines) == reason and not reason.endswith("...")
        assert all(f.width(line) <= width for line in lines), reason
    room = lay.table_y - lay.reason_y
    assert REASON_LINES * (f.height + 1) <= room


def test_the_deck_card_is_called_the_deck(tnt):
    """The keyboard's words for the face-down card are "the deck card", as elsewhere."""
    app = tnt.position(["5H 9C", "6C 2D"], "2S 9S")
    headless.press(app, "1")         # the 5♥ takes nothing: the cursor goes to the deck card
    assert app.win.cursor.row == "deck"
    assert "deck card" in app.game.message and "pack" not in app.game.message.lower()


def test_how_to_play_stops_at_the_developers_marker(tnt):
    """F1 shows the manual; the clause index after the marker is not shown."""
    app = tnt.app()
    tnt.settle(app)
    headless.press(app, "F1")
    box = app.win.modal
    assert isinstance(box, HelpWindow)
    headless.frame(app)
    shown = " ".join(text for _, text, _ in box.view.lines)
    assert "Clause index" not in shown and "TNT-" not in shown
    assert not re.search(r"Quirk|Reading|<!--", shown)
    assert "The worked examples" in shown and "How to play here" in shown
    assert DEVELOPERS_MARKER in paths.doc_text("tablenette")


def test_a_wrapped_number_is_no_list_item():
    """The text "...in\\n1991. It..." stays one paragraph; a list that starts a block is a list."""
    out = blocks("Written for Christmas in\n1991. It was given away.\n\n1. first\n2. second\n")
    assert ("p", "Written for Christmas in 1991. It was given away.", 0) in out
    assert [b for b in out if b[0] == "li"] == [("li", "1. first", 0), ("li", "2. second", 0)]
    assert blocks("Shown\n<!-- a note -->\nstill shown\n\n<!-- developers -->\n\nhidden\n") == [
        ("p", "Shown still shown", 0), ("gap", "", 0)]


def test_paragraphs_wrap_evenly_in_both_windows_programs(tnt):
    """At scale 1 a paragraph is joined, then wrapped as full as the next word allows
    (Tablenette's page and Casino's)."""
    app = tnt.app()
    tnt.settle(app)
    for program in ("tablenette", "casino"):
        box = app.win.open(HelpWindow(paths.doc_text(program)))
        headless.frame(app)
        view = box.view
        f, width = view.look.text_font, view.w - 12 - view.scrollbar.w
        shown = [text for _, text, _ in view.lines]
        for kind, text, _ in blocks(view.source):
            if kind != "p":
                continue
            lines = f.wrap(text, width)
            start = shown.index(lines[0])
            assert shown[start:start + len(lines)] == lines, (program, text)
            for line, following in zip(lines, lines[1:]):
                assert f.width(line + " " + following.split(" ")[0]) > width, (program, line)
        box.close()
