"""The computers' strength and the game's length (TBL-O4), chosen at the questions before a game.

The strength chosen (1 standard: the tactician, the default; 2 strong: the expert) is the bot of
every seat of the game started; the length (101, 151 or the sheet's 251) its rules' score that wins,
said on the title line. Both are kept with the game: a continued game goes on with its own (one kept
before they were chosen, against the standard computers to 251), the same deal again is played with
them, and the record keeps the games of each strength and each length apart.
"""

import json

from retro import headless
from retro.audio import Audio
from retro.program import Context
from retro.store import Store
from retro.tablanet.bots import ExpertBot, TacticianBot
from retro.tablanet.rules import Options, State
from retro.tablanet.screens import app as tablanet_app
from retro.tablanet.screens import app_keep
from retro.tablanet.screens.app_game import Game
from retro.tablanet.screens.ui_popups import RecordBox, record_lines
from retro.tablanet.screens.ui_setup import Resume, Setup

FILE = "tablanet.game.json"


def _bots(app) -> set:
    return {type(bot) for bot in app.scene.session.seats.bots.values()}


def _new_game(tbl, letters="*E", **answers):
    app = tbl.app(letters)
    tbl.setup_answers(app, **answers)
    assert isinstance(app.scene, Game)
    return app


def _continued(tbl, letters="*E", **settings):
    """The program started again over the kept game (``settings`` saved before), continued with Y."""
    app = tbl.app(letters, **settings)
    assert isinstance(app.scene, Resume), app.screen.text()
    headless.press(app, "Y")
    assert isinstance(app.scene, Game)
    return app


# --- the strength -----------------------------------------------------------------------------------
def test_the_strength_chosen_reaches_the_bots_of_the_started_game_and_is_remembered(tbl):
    app = _new_game(tbl, bot="expert", players=3)
    assert _bots(app) == {ExpertBot} and app.scene.bot_name == "expert"
    assert tbl.ctx.store.settings("tablanet")["bot"] == "expert"
    app_keep.kept_game(tbl.ctx.store).discard()                     # the game left, not kept
    again = tbl.app("*E", **tbl.ctx.store.settings("tablanet"))
    assert isinstance(again.scene, Setup) and again.scene.defaults["bot"] == "expert"   # the next default


def test_the_standard_computers_are_the_default(tbl):
    app = _new_game(tbl)
    assert _bots(app) == {TacticianBot} and app.settings.bot == "tactician"


def test_the_strength_question_in_both_languages(tbl):
    app = tbl.app("*E")
    tbl.setup_answers(app, stop_at="bot")
    assert "Computer strength: 1 standard, 2 strong (Enter for 1)?" in app.screen.row_text(app.scene.widget.row)
    headless.press(app, "F6")
    assert "Сила игры компьютера: 1 - обычная, 2 - высокая (Enter - 1)?" in app.screen.row_text(
        app.scene.widget.row)
    headless.press(app, "3")                                    # neither 1 nor 2: refused with a beep
    assert app.scene.step == "bot" and tbl.beeps(app) == 1


def test_the_same_seed_and_answers_give_the_same_game_against_the_strong_computers(tbl, tmp_path):
    """--seed: the same deal, the same seed of the computers' thinking, the same first plays."""
    games = []
    for folder in ("one", "two"):
        ctx = Context(store=Store(tmp_path / folder), audio=Audio(muted=True), seed=77)
        ctx.store.save_settings("tablanet", {"speed": 0})
        app = tablanet_app.create(ctx, "*E")
        headless.frame(app, 2)
        tbl.setup_answers(app, bot="expert")
        for _ in range(2):                                      # the person's play, the computer's answer
            tbl.run_until(app, tbl.my_turn, limit=6000)
            headless.press(app, "1")
            if app.modal is not None:                           # a capture list: the first
                headless.press(app, "RETURN")
        tbl.run_until(app, tbl.my_turn, limit=6000)
        games.append((app.scene.deal, app.scene.session.flags.bot_seed, app.scene.state.to_json()))
    assert games[0] == games[1]
    plays = [e for e in State.from_json(games[0][2]).events if e.kind in ("capture", "discard")]
    assert sum(e.player == 1 for e in plays) >= 2                # the strong computer's plays among them


# --- the length ---------------------------------------------------------------------------------------
def test_the_length_chosen_reaches_the_rules_and_the_title_line(tbl):
    app = _new_game(tbl, target=101)
    assert app.scene.state.options.target == 101 and tbl.ctx.store.settings("tablanet")["target"] == 101
    assert "Game to 101" in app.screen.row_text(0)
    headless.press(app, "F6")
    assert "Игра до 101" in app.screen.row_text(0)


def test_the_length_question_takes_the_score_typed_and_refuses_others(tbl):
    app = tbl.app("*E")
    tbl.setup_answers(app, stop_at="target")
    assert "Play to 101, 151 or 251 points (Enter for 251)?" in app.screen.row_text(app.scene.widget.row)
    headless.press_many(app, ["1", "0", "0", "RETURN"])          # 100: not a length offered
    assert app.scene.step == "target" and "Only 101, 151 or 251." in app.screen.text()
    headless.press_many(app, ["BACKSPACE"] * 3 + ["1", "5", "1", "RETURN"])
    assert app.scene.answers["target"] == 151 and app.scene.step == "bot"


def _near_the_end(target=251, scores=(249, 200)):
    """The hand's last cards: the person's A♠ takes the A♥; 254 (or the scores + 5) for the person."""
    return State.from_position(hands=["AS", "3C"], table="AH", dealer=1, scores=list(scores),
                               options=Options(tablanet="none", target=target))


def _finish(tbl, app) -> None:
    headless.press(app, "1")
    tbl.run_until(app, lambda a: a.scene.state.over and a.modal is not None, limit=6000)


def test_a_game_to_101_ends_on_the_table_at_101(tbl):
    app = tbl.game(_near_the_end(101, (99, 50)), lang="en")
    _finish(tbl, app)
    state = app.scene.state
    assert state.over and state.winner == 0 and state.scores[0] == 104
    assert "The game goes to 101." in app.screen.text()             # the hand's sheet says so
    headless.press(app, "RETURN")
    tbl.run_until(app, lambda a: "Game over" in a.screen.text(), limit=600)
    assert "You win with 104 points!" in app.screen.text()


def test_a_game_to_251_does_not_end_at_101(tbl):
    app = tbl.game(_near_the_end(251, (99, 50)), lang="en")
    headless.press(app, "1")
    tbl.run_until(app, lambda a: a.scene.state.hand_no == 2, limit=6000)
    assert not app.scene.state.over


# --- kept with the game ------------------------------------------------------------------------------
def test_a_continued_game_keeps_its_strength_and_length(tbl):
    app = _new_game(tbl, bot="expert", target=151)
    kept = json.loads(tbl.ctx.store.path(FILE).read_text(encoding="utf-8"))
    assert kept["extra"]["bot"] == "expert"
    app.quit()
    again = _continued(tbl, bot="tactician", target=251)           # the settings say otherwise now
    assert _bots(again) == {ExpertBot} and again.scene.state.options.target == 151
    assert again.settings.bot == "expert"                          # and the next game's default follows


def test_the_continue_question_names_the_length_and_the_strength(tbl):
    app = _new_game(tbl, bot="expert", target=101)
    app.quit()
    again = tbl.app("*E")
    assert isinstance(again.scene, Resume)
    assert "game to 101 · computer: strong" in again.screen.text()
    headless.press(again, "F6")
    assert "игра до 101 · сила компьютера: высокая" in again.screen.text()


def test_a_game_kept_before_the_strength_and_length_goes_on_standard_to_251(tbl):
    app = _new_game(tbl)
    app.quit()
    path = tbl.ctx.store.path(FILE)
    kept = json.loads(path.read_text(encoding="utf-8"))
    del kept["extra"]["bot"]
    state = json.loads(kept["state"])
    del state["options"]["target"]
    kept["state"] = json.dumps(state)
    path.write_text(json.dumps(kept), encoding="utf-8")
    again = _continued(tbl, bot="expert", target=101)
    assert _bots(again) == {TacticianBot} and again.scene.state.options.target == 251


def test_a_kept_game_against_a_computer_the_program_lacks_is_set_aside(tbl):
    app = _new_game(tbl)
    app.quit()
    path = tbl.ctx.store.path(FILE)
    kept = json.loads(path.read_text(encoding="utf-8"))
    kept["extra"]["bot"] = "grandmaster"
    path.write_text(json.dumps(kept), encoding="utf-8")
    again = tbl.app("*E")
    assert not isinstance(again.scene, Resume)
    assert tbl.ctx.store.path(FILE + ".bad").exists()


def test_the_same_deal_again_is_played_against_the_same_computers(tbl):
    app = _new_game(tbl, bot="expert", target=101)
    game = app.scene
    app.settings = app.settings.replace(bot="tactician", target=251)   # the next new game's answers
    app.game_finished(game)                                          # "Another game? A: this deal again"
    headless.press(app, "A")
    again = app.scene
    assert isinstance(again, Game) and again is not game and again.deal == game.deal
    assert _bots(app) == {ExpertBot} and again.state.options.target == 101


# --- the record -----------------------------------------------------------------------------------------
def test_the_record_keeps_each_strength_and_length_apart(tbl):
    finished = []
    for bot, target, scores in (("tactician", 251, (249, 200)), ("expert", 251, (249, 200)),
                                ("tactician", 101, (99, 50)), ("expert", 151, (149, 50))):
        app = tbl.game(_near_the_end(target, scores), lang="en", bot=bot)
        assert app.scene.bot_name == bot
        _finish(tbl, app)
        finished.append(app)
    rows = {row.setting: (row.played, row.won, row.best) for row in finished[-1].record.rows()}
    assert rows == {"players-2": (1, 1, 254), "players-2-expert": (1, 1, 254),
                    "players-2-to-101": (1, 1, 104), "players-2-expert-to-151": (1, 1, 154)}
    assert app_keep.setting(2) == "players-2" and app_keep.setting(3, "expert", 101) == "players-3-expert-to-101"
    app = finished[-1]
    headless.press_many(app, ["RETURN", "RETURN"])
    headless.press(app, "F3")
    assert isinstance(app.modal, RecordBox)
    text = app.screen.text()
    heads = [line.split("║")[1].strip() for line in text.splitlines()
             if "Computer: " in line and " · game to " in line]
    assert heads == ["Computer: standard · game to 251", "Computer: standard · game to 101",
                     "Computer: strong · game to 251", "Computer: strong · game to 151"], text
    assert text.count("2 players") == 4 and "Players   Played   Won  Lost  Best" in text


def test_the_record_of_the_standard_game_alone_looks_as_before():
    """Games against the standard computers to 251 only: no headings, a line per number of players."""
    from retro.keep import RecordRow
    rows = {"players-2": RecordRow("players-2").after("won", 260),
            "players-3": RecordRow("players-3").after("lost", 100)}
    lines = [text for text, _ in record_lines(rows, "en")]
    assert lines[2].startswith("2 players") and lines[3].startswith("3 players") and lines[4].startswith("─")


def test_a_long_record_stays_on_the_screen():
    """Every strength, length and number of players played: the box keeps within the 25 rows."""
    from retro.dos.screen import ROWS
    from retro.keep import RecordRow
    from retro.tablanet.rules import TARGETS
    from retro.tablanet.screens.app_settings import LEVELS
    rows = {}
    for players in (2, 3):
        for bot in LEVELS:
            for target in TARGETS:
                key = app_keep.setting(players, bot, target)
                rows[key] = RecordRow(key).after("won", target + 3)
    for lang in ("ru", "en"):
        lines = record_lines(rows, lang)
        assert len(lines) + 2 + 5 <= ROWS - 1, len(lines)          # a note under it, the frame, the shadow
        assert all(len(text) <= 74 for text, _ in lines)


def test_the_continue_question_keeps_every_word_of_a_long_game_description_on_the_screen(tbl):
    """Three players, the bonus by cards, tablanets scoring nothing, to 151 against the standard
    computers: in Russian the words run to a second line rather than past the screen's edge."""
    state = State.new(3, Options(players=3, bonus="cards", tablanet="none", target=151))
    app = tbl.game(state, letters="*R")
    app.quit()
    again = tbl.app("*R")
    assert isinstance(again.scene, Resume)
    text = " ".join(line.strip() for line in again.screen.text().splitlines())
    for words in ("премия за карты", "табланет без очков", "игра до 151", "сила компьютера: обычная"):
        assert words in text, again.screen.text()


# --- the replays ------------------------------------------------------------------------------------------
def test_a_recorded_games_seats_name_the_computers_strength(tbl):
    """The record a finished game leaves in the history names each computer's seat by its bot
    (``retro.table.replay.person_and_bots``): "expert" for the strong ones, "tactician" for the standard."""
    from retro.tablanet.screens import app_replay
    for bot, players in (("expert", 3), ("tactician", 2)):
        app = _new_game(tbl, bot=bot, players=players)
        assert [seat.kind for seat in app_replay.seats(app.scene)] == ["person"] + [bot] * (players - 1)
        app_keep.kept_game(tbl.ctx.store).discard()
