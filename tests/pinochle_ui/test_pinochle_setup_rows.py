"""The setup questions are laid out from their count: every one, the numbered deal's too, fits the screen."""

from retro import headless
from retro.dos.screen import ROWS
from retro.pinochle.screens.ui_setup import Setup


def _rows_while_answering(app, first_keys, answer) -> list[tuple[int, list[int]]]:
    """(the open question's row, the rows of the answers above it) at each question, to the game."""
    headless.press_many(app, first_keys)
    seen = []
    for _ in range(20):
        scene = app.scene
        if not isinstance(scene, Setup) or scene.widget is None:
            return seen
        headless.frame(app)
        gap = scene.spacing()
        seen.append((scene.widget.row, [scene.TOP + gap * i for i in range(scene.asked())]))
        rows_text = app.screen.text().splitlines()
        assert scene.widget.question.split("(")[0].strip()[:20] in rows_text[scene.widget.row], rows_text
        headless.press_many(app, answer(scene.step))
    raise AssertionError("the questions did not end")


def test_every_question_with_a_numbered_deal_fits_above_the_message_line(pin):
    """D at the second question, then every question asked (not a single hand: the game point
    too): each question and each answer above it lies on its own row above the message line."""
    app = pin.app("*")
    seen = _rows_while_answering(app, ["RETURN", "D", "7", "7", "RETURN"],
                                 lambda step: ["N"] if step == "single" else ["RETURN"])
    assert len(seen) == 5                        # single, game point, computer player, open hands, coach
    for row, above in seen:
        assert row <= ROWS - 3 and row not in above and all(r < row for r in above), seen
    assert seen[-1][1] and len(seen[-1][1]) == 6  # the deal, count, single, game point, computer, open hands


def test_questions_keep_two_rows_each_where_they_fit(pin):
    app = pin.app("*")
    scene = app.scene
    assert isinstance(scene, Setup) and scene.spacing() == 2
