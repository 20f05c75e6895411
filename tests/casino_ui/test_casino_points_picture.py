"""The round's box shows where each player's points came from: a grey chart of coloured bars."""

import os

import pytest

from retro import headless
from retro.casino.rules import Options, State
from retro.casino.screens.ui_dialogs import RoundDialog
from retro.casino.screens.ui_points import LABELS, parts_of
from retro.hand_points import HAND_END, split
from retro.win.pointschart import COLOURS, chart_layout


def finished_round(state):
    events = list(state.events)
    ends = [i for i, e in enumerate(events) if e.kind == HAND_END["casino"]]
    start = ends[-2] + 1 if len(ends) > 1 else 0
    return events[start:ends[-1]]


@pytest.mark.parametrize("players", (2, 4))
def test_the_round_box_draws_each_players_bar_from_the_rounds_events(casino, players):
    app = casino.app(open_hands=True, opponents=players - 1)
    app.begin(State.new(5, Options(players=players)))
    app.toggle_demo()
    casino.run_until(app, lambda a: isinstance(a.window.modal, RoundDialog), limit=20000)
    box = app.window.modal
    headless.frame(app, 1)
    board = app.window.game.board
    parts = parts_of(board)
    assert parts == split("casino", finished_round(app.window.game.state), players)   # the round's own
    assert [sum(row) for row in parts] == [board.tally(p)["points"] for p in range(players)]
    shot = os.environ.get("POINTS_SHOT")
    if shot:
        headless.screenshot(shot.replace(".png", f"-{players}.png"))
    f = box.look.ui
    x, y = box.x + box.ox + 12, box.y + box.oy + 12 + box.table_h + 10
    chart = chart_layout(x, y, box.client_w - 24, box.names, parts, LABELS, f.width, f.height)
    lengths = []
    for side, row in enumerate(parts):
        mine = [s for s in chart.segments if s[1] == y + 6 + side * 14]
        assert [c for *_, c in mine] == [COLOURS[k] for k, v in enumerate(row) if v]
        for sx, sy, w, colour in mine:                 # each segment painted in its source's colour
            if w > 3:
                assert headless.pixel(sx + w // 2, sy + 4) == colour
        lengths.append(sum(w for _, _, w, _ in mine))
    best = max(range(players), key=lambda p: sum(parts[p]))
    assert lengths[best] == max(lengths)                                       # one scale for all
    assert [c for _, _, c, _ in chart.legend] == list(COLOURS)
    assert box.y >= 0 and box.y + box.h <= 480                                 # the box stays on screen
