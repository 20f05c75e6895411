"""The drivers' ``setup_answers``: the DOS programs' setup questions answered by name, for both programs."""

import pytest
from drivers import setup_answers

from retro import headless
from retro.pinochle.screens import app as pinochle_app
from retro.pinochle.screens.app_game import Game as PinochleGame
from retro.tablanet.screens import app as tablanet_app
from retro.tablanet.screens.app_game import Game as TablanetGame


def _pinochle(ctx, letters="*"):
    ctx.store.save_settings("pinochle", {"speed": 0})
    app = pinochle_app.create(ctx, letters)
    headless.frame(app, 2)
    return app


def _tablanet(ctx, letters="*"):
    ctx.store.save_settings("tablanet", {"speed": 0})
    app = tablanet_app.create(ctx, letters)
    headless.frame(app, 2)
    return app


def test_pinochle_answers_by_name_reach_the_game_and_the_settings(ctx):
    app = _pinochle(ctx)
    keys = setup_answers(app, count="streamlined", single_hand=False, game_point=1500, open_hands=True,
                         coach=False)
    assert keys == ["3", "RETURN", "N", "1", "5", "0", "0", "RETURN", "RETURN", "Y", "N"]
    assert isinstance(app.scene, PinochleGame) and not app.scene.coach_on
    options = app.scene.state.options
    assert (options.count, options.single_hand, options.game_point, options.open_hands) == \
        ("streamlined", False, 1500, True)
    assert ctx.store.settings("pinochle")["count"] == "streamlined"


def test_pinochle_a_numbered_deal_and_the_defaults(ctx):
    app = _pinochle(ctx)
    keys = setup_answers(app, deal=777, single=True)             # the step's own name is taken too
    assert keys[:5] == ["D", "7", "7", "7", "RETURN"]
    assert isinstance(app.scene, PinochleGame) and app.scene.deal == 777
    assert app.scene.state.options.single_hand and app.scene.state.options.count == "old_timer"


def test_pinochle_after_the_show_waits_out_the_guard(ctx):
    app = _pinochle(ctx, "")
    headless.press(app, "ASTERISK")                              # the show skipped: keys wait a moment
    setup_answers(app, open_hands=True)
    assert isinstance(app.scene, PinochleGame) and app.scene.state.options.open_hands


def test_tablanet_answers_by_name_reach_the_game_and_the_settings(ctx):
    app = _tablanet(ctx)
    keys = setup_answers(app, lang="en", players=3, ace=1, bonus="cards", tablanet="none", open_hands=True,
                         coach=False, deal=777)
    assert keys[:5] == ["D", "7", "7", "7", "RETURN"]
    assert isinstance(app.scene, TablanetGame) and app.scene.deal == 777 and not app.scene.coach_on
    options = app.scene.state.options
    assert (options.players, options.ace, options.bonus, options.tablanet) == (3, 1, "cards", "none")
    assert app.lang == "en" and app.settings["open_hands"]


def test_stop_at_leaves_that_question_open(ctx):
    app = _tablanet(ctx, "*E")
    setup_answers(app, players=3, stop_at="tablanet")
    assert app.scene.step == "tablanet" and app.scene.answers["players"] == 3
    setup_answers(app)
    assert isinstance(app.scene, TablanetGame) and app.scene.state.options.players == 3


@pytest.mark.parametrize("start", [_pinochle, _tablanet])
def test_an_unknown_name_fails_before_a_key_is_typed(ctx, start):
    app = start(ctx)
    with pytest.raises(AssertionError, match=r"no setup question named \['opne_hands'\]"):
        setup_answers(app, opne_hands=True)
    assert not app.scene.asked()


@pytest.mark.parametrize("start, answers, question", [
    (_pinochle, {"count": "bogus"}, "count"),
    (_pinochle, {"game_point": 100}, "game_point"),
    (_pinochle, {"open_hands": "yes"}, "open_hands"),
    (_tablanet, {"players": 4}, "players"),
    (_tablanet, {"lang": "fr"}, "lang"),
])
def test_an_answer_that_cannot_be_typed_fails_naming_its_question(ctx, start, answers, question):
    app = start(ctx)
    with pytest.raises(AssertionError, match=f"setup question '{question}' .* cannot be answered"):
        setup_answers(app, **answers)


def test_an_answer_never_asked_fails(ctx):
    app = _pinochle(ctx)
    with pytest.raises(AssertionError, match=r"never asked: \['game_point'\]"):
        setup_answers(app, single_hand=True, game_point=1500)   # a single hand has no game point
    app = _tablanet(ctx, "*E")
    with pytest.raises(AssertionError, match=r"no setup question named \['lang'\]"):
        setup_answers(app, lang="en")                            # E on the command line answered it


def test_not_at_the_questions_fails(ctx):
    app = _tablanet(ctx, "")
    with pytest.raises(AssertionError, match="not at the setup questions: the scene is Show"):
        setup_answers(app)
