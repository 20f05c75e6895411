"""Demo mode, the computer's pace, open hands, hand and game end (TNT-U1, TNT-E1..E3, TNT-D3)."""

import time

from retro import headless
from retro.tablenette.rules import State
from retro.tablenette.screens.ui_dialogs import HandEndDialog


def test_TNT_U1_F5_demo_plays_a_full_hand_to_the_score_dialog(tnt):
    app = tnt.app()
    app.begin(State.new(11), deal=True)
    headless.press(app, "F5")
    assert app.win.demo
    worst = 0.0
    for _ in range(6000):
        t0 = time.perf_counter()
        headless.frame(app)
        worst = max(worst, time.perf_counter() - t0)
        if isinstance(app.win.modal, HandEndDialog):
            break
    box = app.win.modal
    assert isinstance(box, HandEndDialog)
    shown = app.game.shown
    assert sum(shown.taken) <= 52 and shown.stock == 0
    assert shown.scores == app.game.state.scores or app.game.state.hand_no == 2
    assert [shown.hand_total(p) for p in (0, 1)] == [s - b for s, b in zip(shown.scores, shown.start_scores)]
    assert worst < 0.5                              # no frame stalls (the bench measures it closely)
    dealer = app.game.state.dealer
    for _ in range(3000):                          # the box closes itself in demo mode
        headless.frame(app)
        if not app.win.dialogs:
            break
    assert not app.win.dialogs
    tnt.run_until(app, lambda a: a.game.shown.hand_no == 2 and a.game.director.idle)
    assert app.game.shown.dealer == dealer          # the new hand's dealer is shown (TNT-D3)
    headless.press(app, "F5")
    assert not app.win.demo


def test_TNT_D3_the_deal_alternates_after_the_hand_box(tnt):
    app = tnt.position(["5H", "6C"], "2D 9S", last_taker=None, dealer=1)
    headless.press(app, "1")                        # the 5♥ takes nothing: the cursor is on the deck card
    headless.press(app, "RETURN")
    tnt.run_until(app, lambda a: isinstance(a.win.modal, HandEndDialog))
    assert app.win.modal.title == "End of Hand 1"
    assert "You deal the next hand" in app.win.modal.verdict
    headless.press(app, "RETURN")
    tnt.run_until(app, lambda a: a.game.director.idle)
    assert app.game.state.dealer == 0 and app.game.shown.dealer == 0
    assert len(app.game.shown.hand(0)) in (5, 6)


def test_TNT_E3_game_over_box_over_251(tnt):
    app = tnt.position(["KH", "2C"], "KS 4D", scores=(250, 120), last_taker=1)
    tnt.drag_to_table(app, "KH", "KS")
    tnt.run_until(app, lambda a: isinstance(a.win.modal, HandEndDialog))
    box = app.win.modal
    assert box.title == "Game Over" and box.over
    assert box.verdict.startswith("You win the game")
    assert app.game.state.over and app.game.state.winner == 0
    headless.press(app, "c")                         # Close: the final table stays
    assert not app.win.dialogs
    assert "F2" in app.game.status_line()


def test_TNT_U1_open_hands_shows_a_reason_for_each_computer_play(tnt):
    app = tnt.position(["7H 2S", "7C 3D"], "7S 9D", settings={"open_hands": True})
    assert all(p.face_up for p in app.game.hand_cards(1))
    tnt.drag_to_deck(app, "2S")
    tnt.settle(app)
    assert app.game.reason.startswith("Computer: ")
    assert len(app.game.reason) > len("Computer: ")


def test_TNT_U1_computer_waits_for_the_speed_pause(tnt):
    app = tnt.position(["7H 2S", "7C 3D"], "7S 9D", speed=2)
    tnt.drag_to_deck(app, "2S")
    frames = tnt.settle(app)
    assert frames >= 36                              # the card flight plus the thinking pause
    fast = tnt.position(["7H 2S", "7C 3D"], "7S 9D", speed=0)
    tnt.drag_to_deck(fast, "2S")
    assert tnt.settle(fast) < frames
