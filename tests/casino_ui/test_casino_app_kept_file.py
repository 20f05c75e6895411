"""A kept game and settings written by the version before the shared table (retro.table) still load."""

import dataclasses
import json
from pathlib import Path

import pytest

from retro import headless
from retro.casino.screens import app_keep
from retro.casino.screens.app_game import PERSON, Game
from retro.casino.screens.settings import MID_GAME, CasinoSettings
from retro.table.settings import allowed, valid

KEPT = Path(__file__).parent / "data" / "kept-coach-review.game.json"


def test_a_game_kept_by_the_previous_version_comes_back_with_its_review_and_plays_on(casino):
    casino.ctx.store.write_text("casino.game.json", KEPT.read_text(encoding="utf-8"))
    app = casino.app(kept=True, open_hands=True, coach=True)
    casino.click_button(app, "Yes")
    headless.frame(app, 2)
    game = app.window.game
    assert isinstance(game, Game) and app.window.modal is None
    assert game.names == ["Ann", "Computer"] and game.moves_played == 2 and app.window.show_unplayed
    assert game.status[-1].startswith("Coach: Better was A♥ taking 2♠ and 5♣+7♦")
    assert [d.played for d in game.review(1).decisions] == ["putting Q♦"]
    assert game.counts and game.board.matches(game.state)
    casino.run_until(app, casino.idle)
    game.play(game.state.legal_moves()[0])
    casino.run_until(app, lambda a: casino.idle(a) and game.state.to_move == PERSON)
    extra = json.loads(casino.ctx.store.path("casino.game.json").read_text(encoding="utf-8"))["extra"]
    assert extra["take_back_used"] is False and "took_back" not in extra and extra["moves"] == 4


def test_the_kept_extras_are_checked_by_their_declared_fields():
    extra = {"names": ["Ann", "Computer"], "bot": "munter", "bot_seed": 7, "demo_played": False,
             "took_back": True, "moves": 3, "messages": [["You put Q♦.", True]], "show_unplayed": False,
             "review": []}
    out = app_keep.checked(extra, 2)
    assert out.take_back_used and out.names == ["Ann", "Computer"]
    assert set(dataclasses.asdict(out)) == {f.name for f in dataclasses.fields(app_keep.Extras)}
    # a computer's play keeps its play alone beside its reason (the message area's shortest form)
    line = ["Computer puts 3♣: it gives the least away.", False, "Computer puts 3♣."]
    assert app_keep.checked({**extra, "messages": [line]}, 2).messages == [line]
    for bad in ({"moves": -1}, {"names": ["Ann"]}, {"bot": "cheater"}, {"demo_played": 1},
                {"messages": [["x"]]}, {"messages": [["x", False, 5]]}, {"messages": [["x", False, "y", "z"]]},
                {"surprise": 1}):
        with pytest.raises(ValueError):
            app_keep.checked({**extra, **bad}, 2)


def test_the_settings_are_declared_once_with_the_dialogs_ranges():
    # each setting's default (a setting added later has its own line to add, nothing here to edit)
    assert CasinoSettings().to_data().items() >= {"name": "Player", "opponents": 1, "bot": "munter", "back": 0,
                                                  "delay": 4, "animation": True, "sound": True,
                                                  "open_hands": False, "coach": False}.items()
    assert allowed(CasinoSettings, "opponents") == (1, 2, 3)
    assert allowed(CasinoSettings, "delay") == tuple(range(1, 10))
    assert set(MID_GAME) < set(CasinoSettings.names())
    assert allowed(CasinoSettings, "bot") == ("munter", "expert")
    assert not valid(CasinoSettings, "back", 6) and not valid(CasinoSettings, "bot", "greedy")
    # A file from before the coach: it comes on with open hands; a name's spaces are tidied.
    old = CasinoSettings.checked({"name": "  Ann   Lee ", "open_hands": True, "delay": 2})
    assert (old.name, old.coach, old.delay) == ("Ann Lee", True, 2)
    assert CasinoSettings.checked({"name": "x" * 21}).name == "Player"
    with pytest.raises(ValueError):
        CasinoSettings().replace(delay=0)
