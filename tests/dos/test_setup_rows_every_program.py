"""Every DOS program's setup questions, the numbered deal's among them, fit the 25 rows: laid out from their count."""

import importlib

import pytest
from tests.recipes.settings_recipe import settings_class

from retro import headless, programs
from retro.dos.screen import ROWS
from retro.table.settings import questions

DOS = [info.name for info in programs.PROGRAMS if info.system == "DOS"]


def _setup_class(program):
    return importlib.import_module(f"retro.{program}.screens.ui_setup").Setup


def test_the_dos_programs_are_the_two_of_the_family():
    assert sorted(DOS) == ["pinochle", "tablanet"]


@pytest.mark.parametrize("program", DOS)
def test_the_declared_questions_and_the_deal_fit_between_the_first_row_and_the_message_line(program):
    """At one row each, the most they can close up to, every declared question and the deal's stay
    above the message line and the key legend."""
    setup = _setup_class(program)
    count = len(questions(settings_class(program))) + 1          # the deal's question too
    assert setup.TOP + count - 1 <= setup.LAST == ROWS - 3, (program, setup.TOP, count)


@pytest.mark.parametrize("program", DOS)
def test_every_question_asked_after_a_numbered_deal_has_its_own_row_on_the_screen(ctx, program):
    """D at the first question, then every declared question answered with its default (none
    skipped: the defaults ask them all): each question lies on its own row, below the answers
    before it, above the message line; each answer line shows on its row, in the declared order."""
    ctx.store.save_settings(program, {"speed": 0})
    app = programs.create(program, ctx, "*")
    headless.frame(app, 2)
    setup = app.scene
    declared = [q.step for q in questions(settings_class(program))]
    headless.press_many(app, ["D", "7", "7", "RETURN"])
    seen, steps = [], []
    while app.scene is setup and setup.widget is not None:
        headless.frame(app)
        row, gap = setup.widget.row, setup.spacing()
        above = [setup.TOP + gap * i for i in range(setup.asked())]
        assert row <= setup.LAST and all(r < row for r in above), (setup.step, row, above)
        text = app.screen.text().splitlines()
        for (question, shown), line_row in zip(setup.lines, above):
            assert text[line_row].startswith(f" {question} {shown}"), (line_row, text[line_row])
        seen.append(row)
        steps.append(setup.step)
        headless.press(app, "RETURN")
    assert steps == declared and len(set(seen)) == len(seen), (steps, seen)
    assert app.scene is not setup and app.scene.deal == 77
