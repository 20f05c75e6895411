"""A kept game written by the version before the shared table (retro.table) still loads and plays on."""

from pathlib import Path

from retro import headless
from retro.tablanet.screens import app as tablanet_app
from retro.tablanet.screens.app_game import Game

KEPT = Path(__file__).parent / "data" / "kept-coach-review.game.json"


def test_a_game_kept_by_the_previous_version_comes_back_with_its_coach_and_review(tbl):
    tbl.ctx.store.write_text("tablanet.game.json", KEPT.read_text(encoding="utf-8"))
    app = tablanet_app.create(tbl.ctx, "*E")
    headless.frame(app, 2)
    assert "Continue the unfinished game?" in app.screen.text()
    headless.press(app, "Y")
    game = app.scene
    assert isinstance(game, Game) and game.coach_on and game.options_open
    assert game.desk.review.to_data() == [["1:1", "3H", "10D>8C 2H 10C", 5.589656915940643]]
    assert game.extra["bot_seed"] == 930053768 and not game.extra["take_back_used"]
    tbl.run_until(app, tbl.my_turn, limit=3000)
    headless.press(app, "1")
    assert len(game.state.events) > 0 and tbl.ctx.store.path("tablanet.game.json").is_file()
