"""The setup questions are laid out from their count: every one, the numbered deal's too, fits the screen."""

from retro import headless
from retro.dos.screen import ROWS
from retro.tablanet.screens.ui_setup import Setup


def test_every_question_with_a_numbered_deal_fits_above_the_message_line(tbl):
    """D at the first question, then every question answered with its default: each question and
    each answer above it lies on its own row above the message line."""
    app = tbl.app("E")
    headless.press_many(app, ["D", "7", "7", "RETURN"])
    seen = []
    for _ in range(20):
        scene = app.scene
        if not isinstance(scene, Setup) or scene.widget is None:
            break
        headless.frame(app)
        row, gap = scene.widget.row, scene.spacing()
        above = [scene.TOP + gap * i for i in range(scene.asked())]
        assert row <= ROWS - 3 and all(r < row for r in above), (row, above)
        seen.append(row)
        headless.press(app, "RETURN")
    assert len(seen) >= 6 and len(set(seen)) == len(seen), seen
