"""Rules options are saved field by field: a new rule option survives a save and a continued game.

Each game's ``Options`` gets a copy with one more field (a non-default
value); a State class reading its saves into that copy keeps the value
through ``to_json`` / ``from_json`` and on through the rest of the match.
The coaches' cache keys see the new field too.
"""

from __future__ import annotations

import dataclasses
import json
import random

import pytest

from contract_games import GAMES, play, with_house_rule


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seed", [3, 11])
def test_a_new_option_survives_a_save_and_a_continue(game, seed):
    extra, state_class = with_house_rule(game)
    options = extra(house_rule=7)
    state = state_class.new(seed, options)
    rng = random.Random(seed)
    play(state, rng, steps=40)
    text = state.to_json()
    assert json.loads(text)["options"]["house_rule"] == 7
    loaded = state_class.from_json(text)
    assert loaded.options == options and type(loaded.options) is extra
    while not state.over:
        move = rng.choice(state.legal_moves())
        assert loaded.apply(move) == state.apply(move)
    assert loaded.options.house_rule == 7
    assert loaded.to_json() == state.to_json()
    # A save written before the option existed loads with its default.
    data = json.loads(text)
    del data["options"]["house_rule"]
    assert state_class.from_json(json.dumps(data)).options.house_rule == 0
    # The plain game refuses an option it does not know rather than drop it.
    with pytest.raises(ValueError):
        game.rules.State.from_json(text)


def test_the_coaches_cache_keys_see_every_rule_option():
    from retro.casino import coach as casino_coach
    from retro.pinochle import coach as pinochle_coach
    from retro.tablanet import coach as tablanet_coach

    keys = {"casino": casino_coach.view_key, "pinochle": pinochle_coach.view_text,
            "tablanet": tablanet_coach._view_key}
    for param in GAMES:
        game = param.values[0]
        if game.name not in keys:
            continue        # Tablenette's coach keys its cache on the view itself (options included)
        extra, state_class = with_house_rule(game)
        plain, changed = (state_class.new(5, extra(house_rule=n)) for n in (0, 7))
        key = keys[game.name]
        assert key(plain.view(plain.to_move)) != key(changed.view(changed.to_move)), game.name
