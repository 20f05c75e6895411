"""The recipe "add a rule option" (docs/ARCHITECTURE.md) checked for every game: a field added to a copy of
the game's ``Options`` (monkeypatched: no file changes), with the original's behaviour as its default,
reaches the kept game (saved with the game and continued from it), the coach's cache key, and — for a
scoring option — the search's values."""

from __future__ import annotations

import dataclasses
import json
import random

import pytest

from retro.bot import Bot, Choice
from retro.keep import KeptGame
from retro.store import Store
from retro.table.session import Seats, Session
from tests.contract.contract_games import GAMES, with_house_rule


class Anything(Bot):
    """A computer that plays any legal move (the game's seed decides which)."""

    name = "anything"

    def think(self, view, legal, rng):
        return Choice(rng.choice(legal), "")
        yield


def _cache_key(game):
    """The coach's cache key of a view, as each game's coach makes it."""
    from retro.casino import coach as casino_coach
    from retro.pinochle import coach as pinochle_coach
    from retro.tablanet import coach as tablanet_coach

    keys = {"casino": casino_coach.view_key, "pinochle": pinochle_coach.view_text,
            "tablanet": tablanet_coach._view_key}
    return keys.get(game.name, lambda view: view)      # Tablenette's coach keys on the view itself


@pytest.mark.parametrize("game", GAMES)
def test_a_new_rule_option_is_kept_with_the_game_and_the_game_goes_on_with_it(game, tmp_path):
    options_class, state_class = with_house_rule(game)
    state = state_class.new(7, options_class(house_rule=3))
    seats = Seats({p: Anything() for p in range(state.players)}, person=0, demo=True)
    kept = KeptGame(Store(tmp_path), game.name)
    session = Session(state, seats, bot_seed=11, keeper=kept)
    while len(session.state.events) < 12 and not session.state.over:
        session.update()
        session.keep_unsaved()                  # the frame's end, where the game scene keeps
    payload = json.loads((tmp_path / kept.name).read_text(encoding="utf-8"))
    assert json.loads(payload["state"])["options"]["house_rule"] == 3
    again = state_class.from_json(payload["state"])
    assert again.options.house_rule == 3 and again.to_json() == session.state.to_json()
    rng = random.Random(5)
    while not again.over:                       # the continued game plays on under the option
        move = rng.choice(again.legal_moves())
        again.apply(move)
    assert again.options.house_rule == 3


@pytest.mark.parametrize("game", GAMES)
def test_a_new_rule_option_reaches_the_coachs_cache_key(game):
    options_class, state_class = with_house_rule(game)
    plain, changed = (state_class.new(5, options_class(house_rule=n)) for n in (0, 3))
    key = _cache_key(game)
    assert key(plain.view(plain.to_move)) != key(changed.view(changed.to_move))


def test_a_new_scoring_option_reaches_the_searchs_values(monkeypatch):
    """Casino: a new field that sets what a sweep scores, read through the options' scoring table (the
    one place the rules, the solver, the evaluator, the bots and the phrases read): the solver's gain
    for every play of seeded games is what the rules' events score under it."""
    from retro.casino.records import Options
    from tests.casino import test_casino_search_scores_options as conformance

    house = dataclasses.make_dataclass(
        "SweepOptions", [("sweep_bonus", int, dataclasses.field(default=1))], bases=(Options,), frozen=True,
        namespace={"sweep_points": property(lambda self: self.sweep_bonus)})
    monkeypatch.setitem(conformance.VARIANTS, "a sweep scores 4", house(sweep_bonus=4))
    found = conformance.games("a sweep scores 4", 2)
    assert found.plays and any(play.gains for play in found.plays)
    for play in found.plays:
        assert list(play.gains) == [conformance.rules_points(found, play, p) for p in range(len(play.gains))]
