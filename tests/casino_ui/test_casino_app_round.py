"""A round's end on the screen (CAS-U9): the clear-up, the breakdown, continue or stop; a demo round."""

import pytest

from retro import headless
from retro.cards import cards
from retro.casino import halloffame
from retro.casino.rules import State
from retro.casino.screens.ui_dialogs import HallOfFameDialog, RoundDialog
from retro.casino.screens.ui_table import message_lines


def last_trick(scores=(0, 0)):
    """The round's last two cards: Ann's A♥ can take A♠; the computer then puts its 3♣."""
    return State.from_position(hands=["AH", "3C"], tableau=["AS", "9D"], scores=list(scores))


def finish_round(casino, app):
    casino.click_space(app, casino.space_of(app, "AS"))
    casino.click_hand(app, "AH")
    casino.run_until(app, lambda a: isinstance(a.window.modal, RoundDialog))
    return app.window.modal


def test_CAS_U9_the_last_cards_go_to_the_last_taker_then_the_breakdown_and_continue(casino):
    app = casino.game(last_trick())
    box = finish_round(casino, app)
    game = app.window.game
    assert set(game.board.captured[0]) == set(cards("AH AS 9D 3C"))     # 9♦ and 3♣ cleared up to Ann
    assert "The cards left on the table go to Ann." in game.status
    assert not box.final and "Continue with round 2?" in box.question
    assert box.cell(0, "aces") == "2" and box.board.tally(0)["points"] == 2
    assert [b.label for b in box.walk() if hasattr(b, "click")] == ["OK", "Cancel"]
    casino.click_button(app, "OK")
    assert app.window.modal is None
    casino.run_until(app, lambda a: not a.window.game.busy)
    assert game.board.round == 2 and game.board.matches(game.state)
    assert not game.finished and len(game.board.hands[0]) == 4


def test_CAS_U9_a_new_round_starts_with_a_clean_message_area(casino):
    """The last round's lines -- its plays, the cards left, the coach's word on your last play -- go
    when the next round is dealt; the area says only the new round's number (then its plays)."""
    app = casino.game(last_trick(), open_hands=True, coach=True)
    finish_round(casino, app)
    game = app.window.game
    old = list(game.status)
    assert "You take A♠ with A♥." in old and any(t.startswith("Coach") for t in old)
    casino.click_button(app, "OK")
    casino.run_until(app, lambda a: not a.window.game.busy)
    assert game.board.round == 2 and game.status[0] == "Round 2."
    assert not set(old) & set(game.status), game.status
    area, _ = message_lines(game, app.window.look.ui)
    assert area[0].text == "Round 2."


def test_CAS_U9_declining_ends_the_game_unfinished_nothing_to_the_hall(casino):
    app = casino.game(last_trick())
    finish_round(casino, app)
    casino.click_button(app, "Cancel")
    game = app.window.game
    assert game.finished and not game.queue and app.window.modal is None
    assert "unfinished" in game.status[-1]
    assert not casino.ctx.store.path(halloffame.FILE_NAME).exists()
    for _ in range(30):
        headless.frame(app)
    assert game.board.round == 1, "no new round is dealt"


@pytest.mark.system
def test_CAS_U9_a_full_demo_round_to_its_breakdown(casino):
    """F5 on a fresh deal: the computer plays both seats to the round's end and its breakdown."""
    app = casino.app()
    game = app.new_game()
    headless.press(app, "F5")
    casino.run_until(app, lambda a: isinstance(a.window.modal, RoundDialog), limit=6000)
    box = app.window.modal
    state = game.state
    summary = state.last_round
    assert summary.round == 1
    for p in range(2):
        assert box.board.tally(p)["points"] == summary.points[p]
        assert sorted(map(str, box.board.captured[p])) == sorted(map(str, summary.captured[p]))
    assert list(box.board.scores) == state.scores
    assert sum(len(c) for c in box.board.captured) + len(box.board.lost) == 52
    # The demo's box closes itself and the next round is dealt.
    casino.run_until(app, lambda a: a.window.game.board.round == 2, limit=600)


def test_CAS_H2_game_end_names_the_winner_and_the_hall_of_fame_is_updated(casino):
    app = casino.game(last_trick(scores=(20, 3)))
    box = finish_round(casino, app)
    assert box.final and box.question == "You win the game with 22 points!"
    assert [b.label for b in box.walk() if hasattr(b, "click")] == ["OK"]
    casino.click_button(app, "OK")
    hall = app.window.modal
    assert isinstance(hall, HallOfFameDialog)
    rows = {row[0]: row for row in hall.list.rows}
    assert rows["Ann"] == ("Ann", 1, 1, 0, 22)
    assert rows["Computer"] == ("Computer", 0, 1, 1, 3 - 22)        # the CAS-H2 quirk
    assert hall.list.rows[hall.list.selected][0] == "Ann"
    saved = halloffame.load(casino.ctx.store)
    assert [(e.name, e.points) for e in saved] == [("Ann", 22), ("Computer", -19)]
    assert app.window.game.finished


def test_CAS_H2_a_demo_game_stays_out_of_the_hall(casino):
    app = casino.game(last_trick(scores=(20, 3)))
    headless.press(app, "F5")
    casino.run_until(app, lambda a: isinstance(a.window.modal, RoundDialog))
    casino.click_button(app, "OK")
    headless.frame(app, 2)
    assert not isinstance(app.window.modal, HallOfFameDialog)
    assert not casino.ctx.store.path(halloffame.FILE_NAME).exists()


def test_CAS_U9_a_tie_at_the_top_is_asked_as_another_round(casino):
    """21 each after the round (CAS-E3 Reading): no winner yet, the box says why it goes on."""
    state = State.from_position(hands=["AH", "3C"], tableau=["AS", "9D"], scores=[19, 21])
    app = casino.game(state)
    box = finish_round(casino, app)
    assert box.board.scores == [21, 21] and not box.final
    assert box.question.startswith("Tied at the top with 21 points")
