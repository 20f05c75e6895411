"""The hand's score sheet, at its tallest (a tie: the line saying nobody gets the bonus), stands above
the message line: what the line says stays on screen, not covered, not shaded, while the sheet is up."""

import os

import pytest

from retro import headless
from retro.dos.screen import SHADOW
from retro.tablanet.screens.app_text import t
from retro.tablanet.screens.ui_table import MESSAGE_ROW

# The hand's last round: the person lays the 3♣ and the computers their last cards, none of which can
# take; the person took last and gets the table, which evens the cards taken (three or four each), so
# with the bonus for the most cards nobody gets it.
HANDS = {2: ["3C", "4H"], 3: ["3C", "4H", "6D"]}
TAKEN = {2: ["", "2S 4S 5S"], 3: ["", "2S 4S 5S 7S", "8S 9S JS QS"]}


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("players", [2, 3])
def test_the_score_sheet_with_its_tie_line_leaves_the_message_line_readable(tbl, players, lang):
    position = tbl.position(HANDS[players], "9D", bonus="cards", taken=TAKEN[players], last_taker=0)
    app = tbl.game(position, lang=lang)
    tbl.run_until(app, tbl.my_turn)
    tbl.press(app, "1")
    tbl.run_until(app, tbl.sheet_up, limit=600)
    headless.frame(app)
    shot = os.environ.get("SHEET_SHOT")
    if shot:
        headless.screenshot(shot.replace(".png", f"-{lang}{players}.png"))
    assert t("sheet_tie", lang) in app.screen.text()
    said = app.scene.message(lang)
    assert said and said in app.screen.row_text(MESSAGE_ROW)
    start = app.screen.row_text(MESSAGE_ROW).index(said)
    assert all(app.screen.fgs[MESSAGE_ROW][col] != SHADOW[0] for col in range(start, start + len(said)))


def test_a_long_record_rises_and_leaves_the_message_line_readable(tbl):
    """Lines for every strength, length and number of players, and people's names: the record box
    ends above the message line."""
    from retro.tablanet.screens.app_keep import setting
    from retro.tablanet.screens.ui_table import MESSAGE_ROW

    program = tbl.app("E*")
    for players in (2, 3):
        for bot in ("tactician", "expert"):
            for target in (101, 151, 251):
                program.record.add(setting(players, bot, target), "won", target)
    for name in ("Ann", "Bob", "Маша"):
        program.record.add_person(name, "won", 101)
    program.screen_line = "kept"
    program.show_record()
    tbl.frames(program)
    box_rows = [row for row in range(MESSAGE_ROW + 1) if "╚" in program.screen.row_text(row)]
    assert box_rows and max(box_rows) < MESSAGE_ROW, program.screen.text()
    text = program.screen.text()
    assert all(name in text for name in ("Ann", "Bob", "Маша")), text       # the groups give way first
