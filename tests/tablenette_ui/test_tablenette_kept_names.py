"""A game kept by the version that wrote "took_back" for the session's "take_back_used" comes back the same:
the take-back flag, the demo flag, the review and the take-back marks; written again, under the session's
names alone."""

import json

from retro import headless
from retro.keep import KeptGame, small_mark
from tests.tablenette_ui.test_tablenette_app_takeback import POSITION, ctrl_z, play

GAME_FILE = "tablenette.game.json"
REVIEW = [["deal 1, card 1", "K♣", "", 0.0]]


def states_of_two_plays(tnt) -> list[str]:
    """The hand's start, after the person's first play (and the answer), and after the second."""
    app = tnt.position(**POSITION, settings={"open_hands": True})
    states = [app.game.state.to_json()]
    play(tnt, app, 2)
    states.append(app.game.state.to_json())
    play(tnt, app, 1)
    states.append(app.game.state.to_json())
    return states


def test_a_game_kept_with_the_old_name_comes_back_the_same(tnt):
    states = states_of_two_plays(tnt)
    kept = states[-1]
    marks = [small_mark(json.loads(kept), json.loads(text), text) for text in states[:-1]]
    # the extras as the version before wrote them (``KeptExtras.to_data`` and the small marks)
    extra = {"took_back": True, "demo_played": True, "review": REVIEW, "take_back": marks}
    KeptGame(tnt.ctx.store, "tablenette").save(kept, extra)
    app = tnt.app(keep=True, open_hands=True)
    assert app.win.modal.text == "Continue the unfinished game?"
    headless.press(app, "y")
    tnt.settle(app)
    session = app.game.session
    assert app.game.state.to_json() == kept
    assert session.takeback.used and session.flags.demo_played and not session.counts
    assert [d.played for d in session.desk.review.decisions] == ["K♣"]
    assert session.takeback.texts() == states[:-1] and app.win.can_undo
    ctrl_z(tnt, app)
    assert app.game.state.to_json() == states[1]
    written = json.loads(app.ctx.store.path(GAME_FILE).read_text(encoding="utf-8"))["extra"]
    assert "took_back" not in written and written["take_back_used"] is True and written["demo_played"] is True


def test_an_old_name_of_the_wrong_kind_makes_the_file_damaged(tnt):
    states = states_of_two_plays(tnt)
    KeptGame(tnt.ctx.store, "tablenette").save(states[-1], {"took_back": "no", "demo_played": False})
    app = tnt.app(keep=True)
    assert GAME_FILE in app.win.modal.text
    assert app.ctx.store.path(GAME_FILE + ".bad").exists()
