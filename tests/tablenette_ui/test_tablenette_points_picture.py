"""The hand's box shows where each side's points came from: a grey chart of coloured bars."""

import os

from retro import headless
from retro.hand_points import HAND_END, split
from retro.tablenette.rules import State
from retro.tablenette.screens.ui_dialogs import HandEndDialog
from retro.tablenette.screens.ui_points import LABELS, parts_of
from retro.win.pointschart import COLOURS, chart_layout


def finished_hand(state):
    events = list(state.events)
    ends = [i for i, e in enumerate(events) if e.kind == HAND_END["tablenette"]]
    start = ends[-2] + 1 if len(ends) > 1 else 0
    return events[start:ends[-1]]


def test_the_hand_box_draws_each_sides_bar_from_the_hands_events(tnt):
    app = tnt.app()
    app.begin(State.new(8), deal=True)
    headless.press(app, "F5")
    tnt.run_until(app, lambda a: isinstance(a.win.modal, HandEndDialog), limit=6000)
    box = app.win.modal
    headless.frame(app, 1)
    shown = app.game.shown
    parts = parts_of(shown.tally)
    assert parts == split("tablenette", finished_hand(app.game.state), 2)     # the hand's own numbers
    assert [sum(row) for row in parts] == [shown.hand_total(0), shown.hand_total(1)]
    if os.environ.get("POINTS_SHOT"):
        headless.screenshot(os.environ["POINTS_SHOT"])
    f = box.look.ui
    x, y = box.chart_at
    chart = chart_layout(x, y, 302, ("You", "Computer"), parts, LABELS, f.width, f.height)
    lengths = []
    for side, row in enumerate(parts):
        mine = [s for s in chart.segments if s[1] == y + 6 + side * 14]
        assert [c for *_, c in mine] == [COLOURS[k] for k, v in enumerate(row) if v]
        for sx, sy, w, colour in mine:                 # each segment painted in its source's colour
            if w > 3:
                assert headless.pixel(sx + w // 2, sy + 4) == colour
        lengths.append(sum(w for _, _, w, _ in mine))
    assert (lengths[0] > lengths[1]) == (sum(parts[0]) > sum(parts[1]))        # one scale for both
    assert [c for _, _, c, _ in chart.legend] == list(COLOURS[:4])
    assert y + chart.height < box.y + box.h - 40                                # above the buttons
