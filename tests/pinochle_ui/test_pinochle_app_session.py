"""Tommy's Pinochle on the shared game session: kept games of the previous version, the session's parts."""

from retro import headless
from retro.pinochle.screens import app as pinochle_app, app_keep
from retro.pinochle.screens.app_game import Game
from retro.pinochle.rules import Options, State
from retro.pinochle.screens.ui_setup import Resume

# A kept game's extras as the version before the session wrote them (no "bot_seed").
PREVIOUS_EXTRA = {"tricks_played": 0, "demo_played": False, "take_back_used": True, "pinned": True,
                  "coach": False, "cursor": 3, "trick": [], "trick_winner": -1, "review": []}


def test_a_game_kept_by_the_previous_version_comes_back(pin):
    state = State.new(21, Options(open_hands=True))
    app_keep.kept_game(pin.ctx.store).save(state.to_json(), PREVIOUS_EXTRA)
    app = pinochle_app.create(pin.ctx, "*")
    headless.frame(app, 2)
    assert isinstance(app.scene, Resume)
    headless.press(app, "Y")
    game = app.scene
    assert isinstance(game, Game) and game.state.hand_number == 1
    assert game.pinned and game.turn.cursor == 3 and game.session.takeback.used
    assert not game.session.counts                        # a take-back was used: counts for nobody


def test_the_session_holds_the_seats_and_the_game_follows_it(pin):
    app = pin.game(State.new(5, Options()), bots=pin.plain_bots())
    game = app.scene
    assert game.session.person == 0 and not game.demo
    headless.press(app, "F2")
    assert game.session.demo and game.demo
    headless.press(app, "F2")
    assert not game.session.demo
