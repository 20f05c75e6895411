"""Numbered deals in Tablenette: the number in the score box, Game > Numbered Deal, the same deal again."""

import json

from retro import headless
from retro.tablenette.rules import State
from retro.tablenette.screens.ui_draw import game_facts
from retro.tablenette.screens.ui_dialogs import HandEndDialog
from retro.win.asktext import AskText
from tests.tablenette_ui.test_tablenette_app_keep import play_some

KEPT = "tablenette.game.json"
REFUSED = "A deal number is a whole number from 1 to 1,000,000."


def watch_deals(app) -> list:
    """Each new game's (State text at the deal, deal number), as the window's ``begin`` is given them."""
    dealt = []
    begin = app.win.begin

    def spy(state, *args, **kwargs):
        dealt.append((state.to_json(), kwargs.get("number", 0)))
        return begin(state, *args, **kwargs)
    app.win.begin = spy
    return dealt


def numbered_deal(tnt, app, text: str) -> AskText:
    tnt.pick(app, "Game", "Numbered Deal...")
    box = app.win.modal
    assert isinstance(box, AskText) and box.title == "Numbered Deal"
    headless.type_text(app, text)
    headless.press(app, "RETURN")
    return box


def test_the_first_game_is_a_numbered_deal_shown_in_the_score_box(tnt):
    app = tnt.app()
    game = app.win.game
    assert 1 <= game.deal <= 1_000_000
    fresh = State.new(game.deal)
    assert game.state.events[:len(fresh.events)] == fresh.events
    assert ("Deal", str(game.deal)) in score_rows(app)


def score_rows(app) -> list:
    """The score box's rows under the scores."""
    return game_facts(app.win.game)


def test_a_typed_deal_number_gives_exactly_that_deal(tnt):
    app = tnt.app()
    dealt = watch_deals(app)
    numbered_deal(tnt, app, "11982")
    assert app.win.modal is None and app.win.game.deal == 11982
    assert dealt[-1] == (State.new(11982).to_json(), 11982)
    assert ("Deal", "11982") in score_rows(app)


def test_a_bad_deal_number_is_refused_in_one_line_and_may_be_retried(tnt):
    app = tnt.app()
    first = app.win.game
    box = numbered_deal(tnt, app, "1,000,001")
    assert app.win.modal is box and box.error.label == REFUSED and app.win.game is first
    headless.type_text(app, "Deal 42")
    headless.press(app, "RETURN")
    assert app.win.modal is None and app.win.game.deal == 42


def test_escape_cancels_the_numbered_deal(tnt):
    app = tnt.app()
    first = app.win.game
    tnt.pick(app, "Game", "Numbered Deal...")
    headless.type_text(app, "5")
    headless.press(app, "ESCAPE")
    assert app.win.modal is None and app.win.game is first


def test_play_this_deal_again_at_the_game_over_box(tnt):
    app = tnt.app()
    app.win.begin(State.from_position(hands=["KH", "2C"], table="KS 4D", scores=(250, 120), last_taker=1),
                  number=777)
    tnt.settle(app)
    tnt.drag_to_table(app, "KH", "KS")
    tnt.run_until(app, lambda a: isinstance(a.win.modal, HandEndDialog))
    assert app.win.modal.over
    dealt = watch_deals(app)
    tnt.click_button(app, "Play this deal again")
    assert app.win.game.deal == 777 and not app.win.game.state.over
    assert dealt[-1] == (State.new(777).to_json(), 777)


def test_a_kept_game_keeps_its_deal_number(tnt):
    app = tnt.app()
    numbered_deal(tnt, app, "321")
    play_some(tnt, app, 1)                                  # a game is kept once a card is played
    assert json.loads(tnt.ctx.store.path(KEPT).read_text(encoding="utf-8"))["extra"]["deal"] == 321
    again = tnt.app(keep=True)
    tnt.click_button(again, "Yes")
    assert again.win.game.deal == 321 and ("Deal", "321") in score_rows(again)


def test_a_game_kept_before_deal_numbers_loads_without_one(tnt):
    app = tnt.app()
    play_some(tnt, app, 1)
    path = tnt.ctx.store.path(KEPT)
    kept = json.loads(path.read_text(encoding="utf-8"))
    del kept["extra"]["deal"]
    path.write_text(json.dumps(kept, ensure_ascii=False), encoding="utf-8")
    again = tnt.app(keep=True)
    tnt.click_button(again, "Yes")
    assert again.win.game.deal is None and not any(row[0] == "Deal" for row in score_rows(again))
