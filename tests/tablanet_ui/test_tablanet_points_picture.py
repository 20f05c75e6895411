"""The score sheet shows where each player's points of the hand came from, in Russian and English."""

import os

import pytest

from retro import headless
from retro.dos.pointsbar import COLOURS, FILLS
from retro.hand_points import HAND_END, cells, split
from retro.tablanet.rules import Options, State
from retro.tablanet.screens.ui_points import LABELS, parts_of


def finished_hand(state):
    events = list(state.events)
    ends = [i for i, e in enumerate(events) if e.kind == HAND_END["tablanet"]]
    start = ends[-2] + 1 if len(ends) > 1 else 0
    return events[start:ends[-1]]


@pytest.mark.parametrize("lang,players", (("ru", 3), ("en", 3), ("en", 2)))
def test_the_sheet_draws_each_players_bar_from_the_hands_events(tbl, lang, players):
    app = tbl.game(State.new(7, Options(players=players)), demo=True, lang=lang)
    tbl.run_until(app, tbl.sheet_up, limit=20_000)
    headless.frame(app, 1)
    game, board = app.scene, app.scene.board
    parts = parts_of(game.beats.tally.card_points, board.tablanet, game.beats.tally.bonus)
    assert parts == split("tablanet", finished_hand(game.state), players)   # the hand's own numbers
    assert [sum(row) for row in parts] == list(board.totals)
    shot = os.environ.get("POINTS_SHOT")
    if shot:
        headless.screenshot(shot.replace(".png", f"-{lang}{players}.png"))
    screen = app.screen
    scale = max(sum(row) for row in parts)
    bar_rows = [r for r in range(25) if any(f in screen.row_text(r) for f in FILLS[:3])][:players]
    assert len(bar_rows) == players
    for at, row in zip(bar_rows, parts):
        text = screen.row_text(at)
        for k, n in enumerate(cells(row, scale, 40)):
            assert text.count(FILLS[k]) == n
            if n:
                assert screen.fgs[at][text.index(FILLS[k])] == COLOURS[k]
    legend = "  ".join(f"{fill} {label}" for fill, label in zip(FILLS, LABELS[lang]))
    assert legend in screen.text()
    assert all(0 <= r < 24 for r in bar_rows)                               # the box stays on screen
