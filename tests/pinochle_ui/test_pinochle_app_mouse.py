"""Tommy's Pinochle's questions by mouse alone: the answers the question names, Y/N and the key bar."""

from retro import headless
from retro.dos.screen import ROWS, TextScreen
from retro.pinochle.screens.ui_setup import COUNT_LABELS, Setup


def _click_text(app, text: str, row: int, at: int | None = None) -> None:
    """Click ``text``'s last appearance on ``row``, at its ``at``-th letter (its middle by default)."""
    col = app.screen.row_text(row).rfind(text)
    assert col >= 0, app.screen.row_text(row)
    headless.click(app, *TextScreen.cell_center(col + (len(text) // 2 if at is None else at), row))


def test_the_count_question_takes_a_click_on_an_answer_and_the_key_bar_enter(pin):
    app = pin.app("*")
    setup = app.scene
    assert isinstance(setup, Setup) and setup.step == "count"
    _click_text(app, "or 3", setup.widget.row, at=3)                       # "Count system, 1 2 or 3"
    assert setup.step == "single" and setup.answers["count"] == list(COUNT_LABELS)[2]
    _click_text(app, " N ", setup.widget.row)                       # single hand: no
    assert setup.step == "game_point"
    _click_text(app, "The default", ROWS - 1)                     # the key bar's Enter
    assert setup.step == "bot" and setup.answers["game_point"] == app.settings["game_point"]
    _click_text(app, "2 strong", setup.widget.row)                  # the computer player: the strong one
    assert setup.step == "open_hands" and setup.answers["bot"] == "expert"
    sound = app.audio.on
    _click_text(app, "Sound", ROWS - 1)                           # F1, over the question
    assert app.audio.on != sound and setup.step == "open_hands"


def test_a_click_on_a_count_systems_line_chooses_it(pin):
    app = pin.app("*")
    setup = app.scene
    names = list(COUNT_LABELS)
    for (row, number), name in zip(Setup.choice_rows.items(), ("Old timer's", "Simplified", "Streamlined")):
        assert app.screen.row_text(row).split()[:2] == [number, name.split()[0]]   # the line says its number
    _click_text(app, "Simplified", 7)
    assert setup.step == "single" and setup.answers["count"] == names[1]
    beeps = pin.beeps(app)
    _click_text(app, "Streamlined", 8)                          # not the open question's answer now
    assert setup.step == "single" and setup.answers["count"] == names[1] and pin.beeps(app) == beeps


def test_a_click_on_the_first_and_last_count_lines(pin):
    for row, index in ((6, 0), (8, 2)):
        app = pin.app("*")
        headless.click(app, *TextScreen.cell_center(10, row))
        assert app.scene.step == "single" and app.scene.answers["count"] == list(COUNT_LABELS)[index]


def test_the_lines_that_name_a_letter_are_that_letter_to_a_click(pin):
    """No keys (a phone): a click on "D: a numbered deal..." asks for the deal number (then the
    question it was clicked at again), a click on "L: the lessons..." opens the lessons."""
    from retro.pinochle.screens.ui_setup import LESSONS_ROW

    app = pin.app("*")
    setup = app.scene
    assert app.screen.row_text(LESSONS_ROW + 1).strip().startswith("D:")
    _click_text(app, "numbered deal", LESSONS_ROW + 1)
    assert setup.step == "deal"
    headless.press(app, "ESCAPE")                                 # no numbered deal after all
    assert setup.step == "count"
    assert app.screen.row_text(LESSONS_ROW).strip().startswith("L:")
    _click_text(app, "the lessons", LESSONS_ROW)
    assert getattr(app.scene, "lesson_scene", False), type(app.scene).__name__
