"""Numbered deals in Casino: the number in the title bar, File > Numbered Deal, the same deal again."""

import json

from retro import headless
from retro.casino.rules import Options, State
from retro.casino.screens.ui_dialogs import RoundDialog
from retro.win import MessageBox
from retro.win.asktext import AskText

KEPT = "casino.game.json"
REFUSED = "A deal number is a whole number from 1 to 1,000,000."


def watch_deals(app) -> list:
    """Each new game's (State text at the deal, deal number), as ``app.begin`` is given them."""
    dealt = []
    begin = app.begin

    def spy(state, *args, **kwargs):
        dealt.append((state.to_json(), kwargs.get("deal", 0)))
        return begin(state, *args, **kwargs)
    app.begin = spy
    return dealt


def numbered_deal(casino, app, text: str) -> AskText:
    casino.pick(app, "File", "Numbered Deal...")
    box = app.window.modal
    assert isinstance(box, AskText) and box.title == "Numbered Deal"
    headless.type_text(app, text)
    headless.press(app, "RETURN")
    return box


def test_a_new_game_shows_its_deal_number_in_the_title_bar(casino):
    app = casino.app()
    dealt = watch_deals(app)
    game = app.new_game()
    headless.frame(app)
    assert 1 <= game.deal <= 1_000_000
    assert app.window.title == f"Casino - Deal {game.deal}"
    assert dealt[-1] == (State.new(game.deal, Options(players=2)).to_json(), game.deal)


def test_a_typed_deal_number_gives_exactly_that_deal(casino):
    app = casino.app(opponents=2)
    dealt = watch_deals(app)
    numbered_deal(casino, app, "11982")
    game = app.window.game
    assert app.window.modal is None and game.deal == 11982
    assert dealt[-1] == (State.new(11982, Options(players=3)).to_json(), 11982)
    assert app.window.title == "Casino - Deal 11982"


def test_a_bad_deal_number_is_refused_in_one_line_and_may_be_retried(casino):
    app = casino.app()
    box = numbered_deal(casino, app, "0")
    assert app.window.modal is box and box.error.label == REFUSED
    headless.type_text(app, "lots")
    headless.press(app, "RETURN")
    assert app.window.modal is box and box.error.label == REFUSED and app.window.game is None
    headless.type_text(app, "#42")
    headless.press(app, "RETURN")
    assert app.window.modal is None and app.window.game.deal == 42


def test_escape_cancels_the_numbered_deal(casino):
    app = casino.app()
    casino.pick(app, "File", "Numbered Deal...")
    headless.type_text(app, "5")
    headless.press(app, "ESCAPE")
    assert app.window.modal is None and app.window.game is None


def test_a_game_in_progress_is_given_up_only_after_asking(casino):
    app = casino.app()
    game = app.new_game()
    casino.pick(app, "File", "Numbered Deal...")
    assert "play a numbered deal" in casino.message_text(app)
    casino.click_button(app, "No")
    assert app.window.game is game and app.window.modal is None


def test_play_this_deal_again_at_the_end(casino):
    app = casino.app()
    app.begin(State.from_position(hands=["AH", "3C"], tableau=["AS", "9D"], scores=[20, 3]), deal=777)
    headless.frame(app, 2)
    casino.click_space(app, casino.space_of(app, "AS"))
    casino.click_hand(app, "AH")
    casino.run_until(app, lambda a: isinstance(a.window.modal, RoundDialog))
    assert app.window.modal.final
    options = app.window.game.state.options
    dealt = watch_deals(app)
    casino.click_button(app, "Play this deal again")
    casino.run_until(app, lambda a: a.window.game.deal == 777 and not a.window.game.state.over)
    assert dealt[-1] == (State.new(777, options).to_json(), 777)


def test_a_kept_game_keeps_its_deal_number(casino):
    app = casino.app()
    numbered_deal(casino, app, "321")
    casino.run_until(app, lambda a: casino.ctx.store.path(KEPT).exists())
    assert json.loads(casino.ctx.store.path(KEPT).read_text(encoding="utf-8"))["extra"]["deal"] == 321
    app.leave()
    again = casino.app(kept=True)
    casino.click_button(again, "Yes")
    assert again.window.game.deal == 321 and again.window.title == "Casino - Deal 321"


def test_a_game_kept_before_deal_numbers_loads_without_one(casino):
    app = casino.app()
    app.new_game()
    casino.run_until(app, lambda a: casino.ctx.store.path(KEPT).exists())
    app.leave()
    path = casino.ctx.store.path(KEPT)
    kept = json.loads(path.read_text(encoding="utf-8"))
    del kept["extra"]["deal"]
    path.write_text(json.dumps(kept, ensure_ascii=False), encoding="utf-8")
    again = casino.app(kept=True)
    assert isinstance(again.window.modal, MessageBox)
    casino.click_button(again, "Yes")
    assert again.window.game.deal is None and again.window.title == "Casino"
