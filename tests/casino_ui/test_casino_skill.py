"""The computers' skill (CAS-U2's New Game dialog): Standard, the original's player, or Expert, which
thinks ahead -- chosen in the dialog, played, kept with the game, counted in the record by skill, named in
the Hall of Fame and the replays; an old settings file's "expert players" box loads as the Expert skill."""

from retro import headless
from retro.casino import halloffame
from retro.casino import bots, rules
from retro.casino.screens import app as casino_app
from retro.casino.screens.settings import CasinoSettings
from retro.casino.screens.ui_dialogs import GameDialog, RecordsDialog, RoundDialog, draw_radio
from replay_games import played_record, stored
from retro.keep import Record
from retro.win.replay import ReplayList
from tests.casino_ui.test_casino_app_keep import kept_payload, last_trick, play_some

CONTINUE = "Continue the unfinished game?"


def bot_kinds(game) -> set[str]:
    """The bots in the computers' seats, by name."""
    return {game.session.seats.bots[p].name for p in range(1, game.state.players)}


def click_choice(app, radios, words: str) -> None:
    """A click on the radio button whose words are ``words``."""
    index = [radios.labels[c] for c in radios.choices].index(words)
    left, _w = radios.spans()[index]
    headless.click(app, radios.ax + left + 5, radios.ay + 8)


def new_game_from_the_dialog(casino, **settings):
    app = casino.app(keep_dialog=True, **settings)
    box = app.window.modal
    assert isinstance(box, GameDialog) and box.title == "New Game"
    return app, box


# --- the New Game dialog ------------------------------------------------------------------------
def test_CAS_U2_the_expert_skill_chosen_in_new_game_plays_every_computer_seat(casino):
    app, box = new_game_from_the_dialog(casino, opponents=3)
    assert box.bot.value == "munter" and [box.bot.labels[c] for c in box.bot.choices] == [
        "Standard", "Expert (thinks ahead)"]
    click_choice(app, box.bot, "Expert (thinks ahead)")
    assert box.bot.value == "expert"
    casino.click_button(app, "OK")
    game = app.window.game
    assert game.bot_name == "expert" and bot_kinds(game) == {"expert"}
    assert game.names == ["Ann", "Expert 1", "Expert 2", "Expert 3"]      # the table says whom you play
    assert casino.ctx.store.settings("casino")["bot"] == "expert"           # and the next start has it
    assert casino.create("").settings.bot == "expert"


def test_CAS_U2_the_standard_skill_is_the_originals_player_and_the_default(casino):
    app, box = new_game_from_the_dialog(casino, opponents=1)
    casino.click_button(app, "OK")
    game = app.window.game
    assert game.bot_name == "munter" and bot_kinds(game) == {"munter"} and game.names == ["Ann", "Computer"]


def test_CAS_U2_the_skill_is_chosen_with_the_keys_too(casino):
    """Alt+K (the label's letter) goes to the buttons; the arrows move the choice, as in Windows."""
    app, box = new_game_from_the_dialog(casino)
    assert box.name.focused
    headless.hold(casino.pyxel.KEY_ALT, True)
    headless.press(app, "k")
    headless.hold(casino.pyxel.KEY_ALT, False)
    assert box.bot.focused and box.bot.value == "munter"
    headless.press(app, "RIGHT")
    assert box.bot.value == "expert"
    headless.press(app, "LEFT")
    assert box.bot.value == "munter"
    headless.press(app, "DOWN")
    headless.press(app, "RETURN")                       # OK
    assert app.window.game.bot_name == "expert"


def test_CAS_U2_a_person_may_not_take_an_expert_computers_name(casino):
    app = casino.app()
    app.settings = app.settings.replace(name="Expert 2")
    app.window.new_game_dialog()
    casino.click_button(app, "OK")
    assert "computer player's name" in casino.message_text(app)


def test_the_radio_buttons_are_drawn_as_windows_98_draws_them(casino):
    """A sunken round field, white; the chosen one's dot black in its middle; greyed: a grey field."""
    app = casino.app()
    headless.frame(app)
    draw_radio(300, 300, True)
    draw_radio(320, 300, False, enabled=False)
    import pyxel
    from retro.palette import W_BLACK, W_GREY, W_SILVER, W_WHITE

    assert pyxel.pget(305, 305) == W_BLACK and pyxel.pget(303, 304) == W_WHITE     # dot, field
    assert pyxel.pget(304, 300) == W_GREY and pyxel.pget(304, 311) == W_WHITE      # the ring's shadow, light
    assert pyxel.pget(325, 305) == W_SILVER                                        # greyed: no dot


# --- old settings files -----------------------------------------------------------------------
def test_an_old_settings_file_with_expert_players_ticked_loads_as_the_expert_skill(casino):
    casino.ctx.store.save_settings("casino", {"name": "Ann", "opponents": 2, "expert": True, "delay": 3})
    app = casino.create("")
    assert app.settings.bot == "expert" and app.settings.opponents == 2
    assert casino.ctx.store.messages == []                  # nothing "not understood": it loads as it was
    assert app.window.modal.bot.value == "expert"           # the New Game dialog opens on it
    casino.click_button(app, "OK")
    assert app.window.game.bot_name == "expert"
    saved = casino.ctx.store.settings("casino")
    assert saved["bot"] == "expert" and "expert" not in saved  # written back under today's name


def test_an_old_settings_file_without_expert_players_loads_as_the_standard_skill():
    assert CasinoSettings.checked({"expert": False}).bot == "munter"
    assert CasinoSettings.checked({}).bot == "munter"
    assert CasinoSettings.checked({"expert": True, "bot": "munter"}).bot == "munter"   # today's name wins
    assert CasinoSettings.checked({"bot": "nobody"}).bot == "munter"


# --- kept with the game -------------------------------------------------------------------------
def test_a_continued_game_goes_on_at_its_own_skill(casino):
    app = casino.app(bot="expert")
    game = app.new_game()
    play_some(casino, app, 1)
    assert kept_payload(casino)["extra"]["bot"] == "expert"
    again = casino.app(kept=True, bot="munter")             # the dialog's skill changed since
    assert again.window.modal.text == CONTINUE
    casino.click_button(again, "Yes")
    back = again.window.game
    assert back.state.to_json() == game.state.to_json()
    assert back.bot_name == "expert" and bot_kinds(back) == {"expert"} and back.names == ["Ann", "Expert"]


def test_a_game_kept_at_the_standard_skill_goes_on_at_it_after_expert_is_chosen(casino):
    app = casino.app()
    app.new_game()
    play_some(casino, app, 1)
    again = casino.app(kept=True, bot="expert")
    casino.click_button(again, "Yes")
    assert again.window.game.bot_name == "munter" and bot_kinds(again.window.game) == {"munter"}


def test_the_same_deal_again_is_played_at_the_games_own_skill(casino):
    app = casino.app()                                       # the dialog says Standard
    app.begin(last_trick(scores=(20, 3)), bot="expert", deal=4242)
    headless.frame(app, 2)
    casino.click_space(app, casino.space_of(app, "AS"))
    casino.click_hand(app, "AH")
    casino.run_until(app, lambda a: isinstance(a.window.modal, RoundDialog))
    casino.click_button(app, "Play this deal again")
    casino.run_until(app, lambda a: a.window.game.deal == 4242 and not a.window.game.finished)
    assert app.window.game.bot_name == "expert" and app.window.game.names[1] == "Expert"


# --- the record, the Hall of Fame and the replays ------------------------------------------------
def finish(casino, app, win: bool) -> None:
    """The round's last two cards: a take of the A♠ wins at 20 points, a put of the A♥ loses at 3."""
    if win:
        casino.click_space(app, casino.space_of(app, "AS"))
    casino.click_hand(app, "AH")
    casino.run_until(app, lambda a: isinstance(a.window.modal, RoundDialog))
    casino.click_button(app, "OK")


def game_at(casino, bot: str, scores):
    app = casino.app()
    app.begin(last_trick(scores=scores), bot=bot)
    headless.frame(app, 2)
    return app


def test_the_records_keep_wins_per_skill(casino):
    finish(casino, game_at(casino, "munter", (20, 3)), win=True)
    finish(casino, game_at(casino, "expert", (20, 3)), win=True)
    finish(casino, game_at(casino, "expert", (3, 21)), win=False)
    rows = {r.setting: r for r in Record(casino.ctx.store, "casino").rows()}
    assert (rows["standard-1"].won, rows["standard-1"].lost) == (1, 0)
    assert (rows["expert-1"].won, rows["expert-1"].lost) == (1, 1)
    app = casino.app()
    box = app.window.records()
    headless.frame(app)
    assert isinstance(box, RecordsDialog)
    assert [c.title for c in box.list.columns][:3] == ["Opponents", "Skill", "Played"]
    assert [row[:5] for row in box.list.rows] == [("1 computer", "Standard", 1, 1, 0),
                                                  ("1 computer", "Expert", 2, 1, 1)]
    f = app.window.look.ui
    assert all(f.width(str(cell)) + 4 < column.width for row in box.list.rows
               for cell, column in zip(row, box.list.columns))               # nothing cut off


def test_the_hall_of_fame_names_the_expert_computers_apart(casino):
    finish(casino, game_at(casino, "munter", (3, 21)), win=False)
    finish(casino, game_at(casino, "expert", (3, 21)), win=False)
    names = {e.name: e for e in halloffame.load(casino.ctx.store)}
    assert names["Computer"].wins == 1 and names["Expert"].wins == 1 and names["Ann"].games == 2


def test_a_replay_names_its_computers_skill_in_the_list_and_plays_on_at_it(casino):
    app = game_at(casino, "expert", (20, 3))
    assert app.replays.seats(app.window.game) == [("person", "Ann"), ("expert", "Expert")]
    seats = [("person", "Ann"), ("expert", "Expert")]        # a game against the expert, as it is kept
    stored(casino.ctx.store, rules, [played_record(rules, bots, "casino", 3, seats, rules.Options(players=2),
                                                   kind="munter")])
    app = casino.app()
    casino.pick(app, "File", "Replay...")
    box = app.window.modal
    assert isinstance(box, ReplayList) and box.list.rows[0][2] == "Ann, Expert"
    casino.click_button(app, "Open")
    replay = app.window.modal
    assert replay.title.endswith("Ann, Expert")
    casino.click_button(app, "Play from here")
    game = app.window.game
    assert game.bot_name == "expert" and bot_kinds(game) == {"expert"} and game.names == ["Ann", "Expert"]


def test_every_name_a_computer_plays_under_is_refused_to_a_person(casino):
    app = casino.create("")
    for players in (2, 4):
        for bot in ("munter", "expert"):
            for name in casino_app.computer_names(players, bot):
                assert app.check_name(name), name
    assert app.check_name("Ann") is None
