"""Where nothing is kept (a browser that keeps no files, a second tab), no line promises keeping."""

from retro import headless
from retro.pinochle.screens.app import QUIT
from retro.pinochle.screens.ui_table import MESSAGE_ROW
from tests.pinochle_ui.test_pinochle_app_keep import play_a_little


def test_the_quit_question_promises_nothing_where_files_are_not_kept(pin):
    pin.ctx.files_kept = False
    app = play_a_little(pin, tricks=1)
    headless.press(app, "ESCAPE")
    line = app.screen.row_text(MESSAGE_ROW)
    assert QUIT in line and "kept" not in line
    headless.press(app, "N")
    assert not app.done
