"""A game kept with its log in the shape Tablanet kept it before every program kept one ("moves": [player,
text] each) continues, plays on and goes into the history of games as one never left."""

import json
from pathlib import Path

import pytest

from retro import headless
from retro.history import History
from retro.record import replay, spelled_out
from retro.tablanet import rules
from retro.tablanet.screens.app_game import Game

from tests.tablanet_ui.test_tablanet_replay import play_a_game, three_plays_against_random

# Written by the program as it was: a two-player English game against the random bot, three plays of
# the person's in, its log under "moves" (its options given the game's length, 251, as the State writes
# them since; a kept game without it is read in tests/tablanet_ui/test_tablanet_levels_and_lengths.py).
KEPT = Path(__file__).parent / "data" / "kept-moves-log.game.json"
FILE = "tablanet.game.json"


def old_file(tbl) -> dict:
    kept = json.loads(KEPT.read_text(encoding="utf-8"))
    assert "moves" in kept["extra"] and "played" not in kept["extra"]
    tbl.ctx.store.write_text(FILE, json.dumps(kept))
    return kept


def continued(tbl, kept):
    app = tbl.app("E*")
    app.bot_name = "random"
    assert "Continue the unfinished game?" in app.screen.text(), app.screen.text()
    headless.press(app, "Y")                               # continue the unfinished game
    game = app.scene
    assert isinstance(game, Game) and game.state.to_json() == kept["state"]
    return app, game


def test_a_game_kept_with_the_old_log_continues_with_its_moves_and_is_kept_in_the_one_shape(tbl):
    kept = old_file(tbl)
    moves = kept["extra"]["moves"]
    _, game = continued(tbl, kept)
    assert game.deal == kept["extra"]["deal"] and game.log.person_played
    assert [[p.player, p.text] for p in game.log.moves] == moves
    again = json.loads(tbl.ctx.store.path(FILE).read_text(encoding="utf-8"))
    assert "moves" not in again["extra"]                   # read once: kept in the one shape as it continues
    assert again["extra"]["played"] == [[-1, player, text] for player, text in moves]
    assert again["extra"]["person_played"] is True


@pytest.mark.system          # a whole game played on: slow, as the replay tests are
def test_a_game_kept_with_the_old_log_plays_on_and_ends_in_the_history_as_one_never_left(tbl):
    kept = old_file(tbl)
    before = [text for _, text in kept["extra"]["moves"]]
    app, _ = continued(tbl, kept)
    game = play_a_game(tbl, app)
    (entry,) = History(tbl.ctx.store, rules).games()
    record = spelled_out(entry.record(), rules)
    assert record.deal == game.deal == kept["extra"]["deal"]
    assert [m.text for m in record.moves[:len(before)]] == before                  # from the deal
    states = replay(record, rules)
    assert states[0].to_json() == rules.State.new(game.deal, game.state.options).to_json()
    assert states[-1].to_json() == game.state.to_json()


@pytest.mark.system          # a whole game played on: slow, as the replay tests are
@pytest.mark.long            # in CI's long pass: the five-minute suite has the conversion's other checks
def test_a_take_back_in_a_game_kept_with_the_old_log_finds_its_place_and_the_history_has_the_game(tbl):
    """A game with open hands kept as the program kept it before (its log turned back into "moves"):
    the game scene's take-back, which finds the moves undone by playing the log again from the deal,
    works on the log read from it."""
    app = tbl.app("E*", open_hands=True)
    app.bot_name = "random"
    tbl.setup_answers(app)
    for _ in range(3):
        tbl.run_until(app, lambda a: tbl.my_turn(a) and a.scene.session.persons_turn)
        app.scene.apply(app.scene.state.legal_moves()[0])
        headless.frame(app, 2)
    app.quit()
    kept = json.loads(tbl.ctx.store.path(FILE).read_text(encoding="utf-8"))
    extra = kept["extra"]
    extra["moves"] = [[player, text] for _, player, text in extra.pop("played")]
    tbl.ctx.store.write_text(FILE, json.dumps(kept))
    app, _ = continued(tbl, kept)
    game = play_a_game(tbl, app, take_back_at=1)
    assert game.session.takeback.used
    (entry,) = History(tbl.ctx.store, rules).games()
    assert replay(entry.record(), rules)[-1].to_json() == game.state.to_json()
