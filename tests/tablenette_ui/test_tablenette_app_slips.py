"""Slips a player met on Tablenette's table: what stays lit, what is said after a take-back, plurals."""

from retro import headless
from retro.cards import Card
from retro.tablenette import coach
from retro.tablenette.screens.ui_dialogs import ChoiceDialog

# The hint here is K♣ taking the whole table; dropped on 4♠ instead, K♣ has several ways to take.
HINTED = dict(hands=["3D 6H KC 10C 8D AS", "2S 3S 5S 6S 7S 9S"], table="10D 4S KH KS",
              stock="2H 3H 4H 5H 7H 8H 9H QC QD QS QH")


def lit(app) -> set:
    return {p.card for p in app.game.table_cards() if p.highlight}


def test_the_hints_lighting_gives_way_to_the_choice_boxs_preview(tnt):
    app = tnt.position(**HINTED)
    coach.clear_cache()
    headless.press(app, "F3")
    tnt.run_until(app, lambda a: a.game.hinted is not None)
    assert lit(app) == set(app.game.hinted.cards)             # the hint's target shows...
    tnt.drag_to_table(app, "KC", "4S")
    box = app.win.modal
    assert isinstance(box, ChoiceDialog) and len(box.moves) >= 2
    for i, move in enumerate(box.moves):                      # ...but each choice shows its own cards
        assert lit(app) == set(move.cards), (i, move)
        headless.press(app, "DOWN")
    headless.press(app, "ESCAPE")                             # cancelled: the hint is still the hint
    tnt.run_until(app, lambda a: a.game.director.idle)
    assert lit(app) == set(app.game.hinted.cards)
    assert Card.parse("KC") in app.game.state.hands[0]


def ctrl_z(tnt, app) -> None:
    tnt.pyxel.set_btn(tnt.pyxel.KEY_CTRL, True)
    headless.press(app, "z")
    tnt.pyxel.set_btn(tnt.pyxel.KEY_CTRL, False)


def test_after_a_take_back_the_computer_line_is_of_the_play_gone_back_to(tnt):
    app = tnt.position(["5H 9C 2S", "6C 2D 7S"], "9S 3H", stock="KC KD KH KS 4C 4D",
                       settings={"open_hands": True})
    headless.press(app, "2")                     # 9♣ takes 9♠
    headless.press(app, "RETURN")
    tnt.settle(app)
    first = app.game.reason
    assert first.startswith("Computer: ")
    headless.press(app, "1")
    headless.press(app, "RETURN")
    tnt.settle(app)
    assert app.game.reason != first              # the computer's second play has its own reason
    ctrl_z(tnt, app)
    assert app.game.reason == first and app.game.coach_line == "" and app.game.hinted is None
    assert app.game.message.startswith("Taken back")
    ctrl_z(tnt, app)                             # before the computer played at all: no line
    assert app.game.reason == ""


def test_one_point_is_one_point(tnt):
    """Every count the table says agrees with its noun, one as well as many."""
    app = tnt.position(["5H 9C 2S", "6C 2D 7S"], "9S 3H", stock="KC KD KH KS 4C 4D")
    said = []
    story = app.game.story
    for tell in (lambda: story.most_cards(0, 1, 28), lambda: story.tablenette(1, 1, 0),
                 lambda: story.last_cards(0, (), 1)):
        tell()
        tnt.run_until(app, lambda a: a.game.director.idle)
        said.append(app.game.message)
    assert said[0] == "You took 28 cards, more than 27: 1 point more."
    assert said[1] == "Tablenette! The computer scores 1 point (0 + 1): the table is cleared."
    assert said[2].endswith("(1 point).")
    assert not [line for line in said + app.game.announced if " 1 points" in line or " 1 cards" in line]
