"""The end-of-hand sheet shows where each side's points came from: melds, tricks, last trick."""

import os

from retro import headless, palette as P
from retro.dos.pointsbar import COLOURS, FILLS
from retro.hand_points import HAND_END, cells, split
from retro.pinochle.rules import Options, State
from retro.pinochle.screens.ui_popups import Box
from retro.pinochle.screens.ui_points import parts_of


def finished_hand(state):
    events = list(state.events)
    ends = [i for i, e in enumerate(events) if e.kind == HAND_END["pinochle"]]
    start = ends[-2] + 1 if len(ends) > 1 else 0
    return events[start:ends[-1]]


def test_the_sheet_draws_each_sides_bar_from_the_hands_events(pin):
    app = pin.game(State.new(11, Options()))
    headless.press(app, "F2")
    pin.run_until(app, lambda a: isinstance(a.modal, Box), limit=3000)
    headless.frame(app, 1)
    tally = app.scene.board.tally
    parts = parts_of(tally)
    assert parts == split("pinochle", finished_hand(app.scene.state), 2)   # the picture's numbers are the hand's
    assert [sum(row) for row in parts] == [tally.hand_total(0), tally.hand_total(1)]
    if os.environ.get("POINTS_SHOT"):
        headless.screenshot(os.environ["POINTS_SHOT"])
    screen = app.screen
    scale = max(sum(row) for row in parts)
    for name, row in zip(("You", "Computer"), parts):
        at = next(r for r in range(25) if screen.row_text(r).strip("║ ").startswith(name + " ")
                  and any(fill in screen.row_text(r) for fill in FILLS))
        text = screen.row_text(at)
        for k, n in enumerate(cells(row, scale, 24)):
            assert text.count(FILLS[k]) == n
            if n:
                col = text.index(FILLS[k])
                assert screen.fgs[at][col] == COLOURS[k]
        assert f"{FILLS[max(k for k in range(3) if row[k])]} {sum(row)} " in text
    assert "█ Melds  ▓ Tricks  ▒ Last trick" in screen.text()
    assert "Last trick" in screen.text() and "Game total" in screen.text()     # the sheet's own lines stay


def test_with_the_longest_review_the_sheet_and_its_picture_stay_on_screen():
    from retro.dos.screen import TextScreen
    from retro.pinochle.screens.app_table import Tally
    from retro.pinochle.screens.ui_popups import score_sheet

    tally = Tally(melds=[120, 40], tricks=[140, 110], last=[10, 0])
    box = score_sheet(3, tally, [900, 700])
    box.lines = box.lines + [("─" * 38, P.LIGHT_CYAN), ("Coach: about 30 points given up in this hand.", P.WHITE)] + [
        (" Round two, trick 5: 9♣; better K♥ (about 12)", P.WHITE)] * 3 + [(" (still thinking…)", P.LIGHT_GREY)]
    screen = TextScreen()
    box.paint(screen)
    rows = [r for r in range(25) if "End of hand 3" in screen.row_text(r) or "Press Enter" in screen.row_text(r)]
    assert len(rows) == 2 and rows[0] >= 1 and rows[1] <= 22
    you = next(r for r in range(25) if "█" in screen.row_text(r))
    assert screen.fgs[you][screen.row_text(you).index("█")] == COLOURS[0]
    assert screen.row_text(you).count("█") + screen.row_text(you).count("▓") + screen.row_text(you).count("▒") == 24
