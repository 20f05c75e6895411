"""Where nothing is kept (a browser that keeps no files, a second tab), no line promises keeping;
the browser's lines about it are said in Russian too."""

import pytest

from retro import headless
from retro.browser import NOT_KEPT, OTHER_TAB
from retro.tablanet.screens.app_text import note_text
from retro.tablanet.screens.ui_table import MESSAGE_ROW


@pytest.mark.parametrize("lang, plain_words", [("ru", "Выйти из Табланета (Y/N)?"), ("en", "Quit Tablanet (Y/N)?")])
def test_the_quit_question_in_a_game_promises_nothing_where_files_are_not_kept(tbl, lang, plain_words):
    tbl.ctx.files_kept = False
    app = tbl.game(lang=lang)
    tbl.run_until(app, tbl.my_turn)
    headless.press(app, "F7")
    line = app.screen.row_text(MESSAGE_ROW)
    assert plain_words in line and "kept" not in line and "сохранится" not in line
    headless.press(app, "F7")                      # asked once, not stacked
    assert sum(1 for widget, _ in app.modals if getattr(widget, "key", "").startswith("q_quit")) == 1
    headless.press(app, "N")
    assert not app.done


@pytest.mark.parametrize("line, russian", [
    (OTHER_TAB, "Файлы страницы хранит другая вкладка: эта играет, но ничего не сохраняет."),
    (NOT_KEPT, "Браузер не хранит файлы страницы: счет и настройки пропадут при перезагрузке."),
])
def test_the_browsers_lines_about_keeping_are_translated(line, russian):
    assert note_text(line, "ru") == russian and note_text(line, "en") == line
