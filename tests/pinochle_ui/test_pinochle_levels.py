"""The computer player, chosen at the questions before a game: Tommy (the 1988 program's, the default)
or the strong one (the expert of the README's strength table).

The player chosen is the bot of both seats of the game started (the person's plays demo mode); it is
kept with the game (a continued game goes on against its own; one kept before the choice, against
Tommy), the same deal again is played against it, and the record keeps the games against each apart.
"""

import json

import pytest

from retro import headless
from retro.audio import Audio
from retro.pinochle.bots import ExpertBot, TommyBot
from retro.pinochle.rules import Options, State
from retro.pinochle.screens import app as pinochle_app
from retro.pinochle.screens import app_keep
from retro.pinochle.screens.app_game import Game
from retro.pinochle.screens.ui_popups import Box, RecordBox, record_lines
from retro.pinochle.screens.ui_setup import Resume, Setup
from retro.program import Context
from retro.store import Store

KEPT = "pinochle.game.json"


def _bots(app) -> set:
    return {type(bot) for bot in app.scene.session.seats.bots.values()}


def _new_game(pin, **answers):
    app = pin.app("*")
    pin.setup_answers(app, **answers)
    assert isinstance(app.scene, Game)
    return app


def _restart(pin, **settings):
    again = pin.app("*", **settings)
    headless.frame(again, 2)
    return again


def test_the_computer_player_chosen_reaches_the_bots_of_the_started_game_and_is_remembered(pin):
    app = _new_game(pin, bot="expert")
    assert _bots(app) == {ExpertBot} and app.scene.bot_name == "expert"
    assert pin.ctx.store.settings("pinochle")["bot"] == "expert"
    app_keep.kept_game(pin.ctx.store).discard()                   # the game left, not kept
    again = _restart(pin, **pin.ctx.store.settings("pinochle"))
    assert isinstance(again.scene, Setup) and again.scene.defaults["bot"] == "expert"   # the next default


def test_tommy_is_the_default(pin):
    app = _new_game(pin)
    assert _bots(app) == {TommyBot} and app.settings.bot == "tommy"


def test_the_question_names_both_players_and_refuses_others(pin):
    app = pin.app("*")
    pin.setup_answers(app, stop_at="bot")
    row = app.scene.widget.row
    assert "Computer player, 1 Tommy or 2 strong (Enter for 1)?" in app.screen.row_text(row)
    assert app.scene.lines[-1][0].startswith("Game point")           # asked after the game point
    headless.press(app, "3")                                         # no such player: a beep
    assert app.scene.step == "bot" and pin.beeps(app) == 1
    headless.press_many(app, ["2", "RETURN"])
    assert app.scene.answers["bot"] == "expert" and app.scene.step == "open_hands"
    assert "2  (strong: it looks ahead)" in app.screen.row_text(row)


def test_a_click_on_a_count_systems_line_does_not_answer_the_computer_player(pin):
    from tests.pinochle_ui.test_pinochle_app_mouse import _click_text
    app = pin.app("*")
    pin.setup_answers(app, stop_at="bot")
    _click_text(app, "Simplified", 7)                              # the count's answer "2", not the player's
    assert app.scene.step == "bot" and "bot" not in dict(app.scene.done)


@pytest.mark.system          # two games against the strong player: the full suite's
def test_the_same_seed_and_answers_give_the_same_game_against_the_strong_player(pin, tmp_path):
    """--seed: the same deal, the same seed of the computer's thinking, the same plays."""
    games = []
    for folder in ("one", "two"):
        ctx = Context(store=Store(tmp_path / folder), audio=Audio(muted=True), seed=77)
        ctx.store.save_settings("pinochle", {"speed": 0})
        app = pinochle_app.create(ctx, "*")
        headless.frame(app, 2)
        pin.setup_answers(app, bot="expert")
        for _ in range(2):
            pin.run_until(app, lambda a: a.scene.turn.awaiting in ("play", "meld"), limit=20000)
            headless.press(app, "RETURN" if app.scene.turn.awaiting == "meld" else "1")
        pin.run_until(app, lambda a: a.scene.turn.awaiting in ("play", "meld"), limit=20000)
        games.append((app.scene.deal, app.scene.session.flags.bot_seed, app.scene.state.to_json()))
    assert games[0] == games[1]


# --- kept with the game ------------------------------------------------------------------------------
def test_a_continued_game_goes_on_against_its_own_computer_player(pin):
    app = _new_game(pin, bot="expert")
    assert json.loads(pin.ctx.store.path(KEPT).read_text())["extra"]["bot"] == "expert"
    app.quit()
    again = _restart(pin, bot="tommy")                             # the settings say Tommy now
    assert isinstance(again.scene, Resume)
    assert "(game point 1000; strong computer)." in again.screen.text()
    headless.press(again, "Y")
    assert isinstance(again.scene, Game) and _bots(again) == {ExpertBot}


def test_a_game_kept_before_the_choice_goes_on_against_tommy(pin):
    app = _new_game(pin)
    app.quit()
    path = pin.ctx.store.path(KEPT)
    kept = json.loads(path.read_text())
    del kept["extra"]["bot"]
    path.write_text(json.dumps(kept))
    again = _restart(pin, bot="expert")
    assert isinstance(again.scene, Resume) and "(game point 1000)." in again.screen.text()
    headless.press(again, "Y")
    assert _bots(again) == {TommyBot}


def test_a_kept_game_against_a_player_the_program_lacks_is_set_aside(pin):
    app = _new_game(pin)
    app.quit()
    path = pin.ctx.store.path(KEPT)
    kept = json.loads(path.read_text())
    kept["extra"]["bot"] = "grandmaster"
    path.write_text(json.dumps(kept))
    again = _restart(pin)
    assert not isinstance(again.scene, Resume) and pin.ctx.store.path(KEPT + ".bad").exists()


def test_the_same_deal_again_is_played_against_the_same_computer_player(pin):
    app = _new_game(pin, bot="expert")
    game = app.scene
    app.settings = app.settings.replace(bot="tommy")               # the next new game's answer
    app.another_game(game.deal, game.options, game.bot_name)       # "Another game? A: this deal again"
    headless.press(app, "A")
    again = app.scene
    assert isinstance(again, Game) and again is not game and again.deal == game.deal
    assert _bots(app) == {ExpertBot}


# --- the record -----------------------------------------------------------------------------------------
def _finish(pin, bot: str):
    """The last trick of a game to 500, won by the person's A♠ (501 points), against ``bot``'s computer
    (its seats played by the plain bots)."""
    position = State.from_position(hands=["AS", "9S"], trump="C", leader=0, round=2,
                                   scores=(480, 300), options=Options(game_point=500))
    app = pin.game(position, bots=pin.plain_bots(), bot=bot)
    assert app.scene.bot_name == bot
    headless.press(app, "1")
    pin.run_until(app, lambda a: isinstance(a.modal, Box))
    headless.press(app, "RETURN")
    pin.run_until(app, lambda a: isinstance(a.modal, Box) and "over" in a.modal.title)
    return app


def test_the_record_keeps_the_games_against_each_computer_player_apart(pin):
    _finish(pin, "tommy")
    _finish(pin, "expert")
    app = _finish(pin, "expert")
    assert app.record.row("all").played == 1 and app.record.row("expert").played == 2
    headless.press(app, "RETURN")                                  # to "Another game?"
    headless.press(app, "F6")
    assert isinstance(app.modal, RecordBox)
    lines = app.screen.text().splitlines()
    head = next(line for line in lines if "Tommy" in line and "Strong" in line)
    assert head.index("Tommy") < head.index("Strong")
    played = next(line for line in lines if "Games played" in line)
    assert played.split("Games played")[1].strip(" ║").split() == ["1", "2"]
    headless.press_many(app, ["C", "Y"])                           # clearing clears them all
    assert app.record.rows() == [] and "No games counted yet." in app.screen.text()


def test_the_record_of_games_against_tommy_alone_looks_as_before():
    from retro.keep import RecordRow
    lines = [text for text, _ in record_lines({"all": RecordRow("all").after("won", 1120)})]
    assert lines[0] == f"{'Games played':<22}{1:>8}" and "Tommy" not in "".join(lines)
    lines = [text for text, _ in record_lines({"expert": RecordRow("expert").after("lost", 700)})]
    assert lines[0].split() == ["Strong"] and lines[1] == f"{'Games played':<22}{1:>8}"


# --- the replays ------------------------------------------------------------------------------------------
def test_a_recorded_games_seat_names_the_computer_player(pin):
    """The record a finished game leaves in the history names the computer's seat by its bot
    (``retro.table.replay.person_and_bots``): "expert" for the strong one, "tommy" for Tommy."""
    from retro.pinochle.screens import app_replay
    for bot in ("expert", "tommy"):
        app = _new_game(pin, bot=bot)
        assert [seat.kind for seat in app_replay.seats(app.scene)] == ["person", bot]
        app_keep.kept_game(pin.ctx.store).discard()
