"""A game kept by the version that wrote "took_back" beside the session's "take_back_used" comes back the
same: the take-back flag, the demo flag, the review and the take-back marks; written again, under the
session's names alone."""

import json

from retro import headless
from retro.keep import small_mark
from tests.casino_ui.test_casino_app_keep import KEPT, kept_payload, positions_played

REVIEW = [["deal 5, turn 1", "putting Q♦", "A♥ taking 2♠ and 5♣+7♦", 3.6885212478172766]]


def test_a_game_kept_with_the_old_name_comes_back_the_same(casino):
    app = casino.app(open_hands=True)
    game = app.new_game()
    before = positions_played(casino, app, game, 2)
    kept = before[-1]
    marks = [small_mark(json.loads(kept), json.loads(text), text) for text in before[:-1]]
    # the extras as the version before wrote them: the session's, then the screen's own (its
    # "took_back" the same as "take_back_used")
    extra = {"coach": False, "demo_played": True, "take_back_used": True, "bot_seed": game.bot_seed,
             "review": REVIEW, "take_back": marks, "names": ["Ann", "Computer"], "bot": "munter",
             "took_back": True, "moves": game.moves_played,
             "messages": [["You put Q♦.", True]], "show_unplayed": False, "deal": game.deal or 0,
             "played": [], "person_played": False}
    casino.ctx.store.write_text(KEPT, json.dumps({"program": "casino", "version": 1, "state": kept,
                                                  "extra": extra}))
    again = casino.app(kept=True, open_hands=True)
    casino.click_button(again, "Yes")
    headless.frame(again, 2)
    back = again.window.game
    assert back.state.to_json() == kept and back.bot_seed == game.bot_seed
    assert back.took_back and back.demo_played and not back.counts
    assert [d.played for d in back.review(1).decisions] == ["putting Q♦"]
    assert back.session.takeback.texts() == before[:-1]
    assert back.take_back() and back.state.to_json() == before[1]
    headless.frame(again)                               # kept at the frame's end
    written = kept_payload(casino)["extra"]
    assert "took_back" not in written and written["take_back_used"] is True and written["demo_played"] is True
