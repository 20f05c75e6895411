"""A game kept with its log in the shape Tommy's Pinochle kept it before every program kept one ("moves":
[player, text] each) continues, plays on and goes into the history of games as one never left."""

import json
from pathlib import Path

from retro import headless
from retro.history import History
from retro.pinochle import rules
from retro.pinochle.screens.app_game import Game
from retro.record import replay, spelled_out

from tests.pinochle_ui.test_pinochle_replay import play_a_game

# Written by the program as it was: a single-hand game with open hands, three decisions of the
# person's in, its log under "moves".
KEPT = Path(__file__).parent / "data" / "kept-moves-log.game.json"


def old_file(pin) -> dict:
    kept = json.loads(KEPT.read_text(encoding="utf-8"))
    assert "moves" in kept["extra"] and "played" not in kept["extra"]
    pin.ctx.store.write_text("pinochle.game.json", json.dumps(kept))
    return kept


def continued(pin, kept):
    app = pin.app("*")
    assert "You left a game unfinished" in app.screen.text(), app.screen.text()
    headless.press(app, "Y")                               # continue the unfinished game
    game = app.scene
    assert isinstance(game, Game) and game.state.to_json() == kept["state"]
    return app, game


def test_a_game_kept_with_the_old_log_continues_with_its_moves_and_is_kept_in_the_one_shape(pin):
    kept = old_file(pin)
    moves = kept["extra"]["moves"]
    _, game = continued(pin, kept)
    assert game.deal == kept["extra"]["deal"] and game.log.person_played
    assert [[p.player, p.text] for p in game.log.moves] == moves
    again = json.loads(pin.ctx.store.path("pinochle.game.json").read_text(encoding="utf-8"))
    assert "moves" not in again["extra"]                   # read once: kept in the one shape as it continues
    assert again["extra"]["played"] == [[-1, player, text] for player, text in moves]
    assert again["extra"]["person_played"] is True


def test_a_game_kept_with_the_old_log_plays_on_and_ends_in_the_history_as_one_never_left(pin):
    kept = old_file(pin)
    before = [text for _, text in kept["extra"]["moves"]]
    app, game = continued(pin, kept)
    game = play_a_game(pin, app)
    (entry,) = History(pin.ctx.store, rules).games()
    record = spelled_out(entry.record(), rules)
    assert record.deal == game.deal == kept["extra"]["deal"]
    assert [m.text for m in record.moves[:len(before)]] == before                  # from the deal
    states = replay(record, rules)
    assert states[0].to_json() == rules.State.new(game.deal, game.state.options).to_json()
    assert states[-1].to_json() == game.state.to_json()


def test_a_take_back_in_a_game_kept_with_the_old_log_finds_its_place_and_the_history_has_the_game(pin):
    """The open hands' take-back (the game scene's, which finds the moves undone by playing the log
    again from the deal) works on a log read from the old shape."""
    kept = old_file(pin)
    app, _ = continued(pin, kept)
    game = play_a_game(pin, app, take_back_at=1)
    assert game.session.takeback.used
    (entry,) = History(pin.ctx.store, rules).games()
    assert replay(entry.record(), rules)[-1].to_json() == game.state.to_json()
