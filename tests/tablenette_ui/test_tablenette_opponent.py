"""The computer's strength (Options > Standard Opponent / Strong Opponent): Sycomp's own player or the
expert, which looks ahead as the coach does -- chosen on the menu, played, kept with the game, counted in
the record by level and named in the replays."""

from replay_games import played_record, stored

from retro import headless
from retro.keep import KeptGame, Record
from retro.tablenette import bots, rules
from retro.tablenette.rules import State
from retro.tablenette.screens.app_game import COMPUTER
from retro.tablenette.screens.ui_dialogs import HandEndDialog
from retro.win import MessageBox
from retro.win.replay import ReplayList
from tests.tablenette_ui.test_tablenette_app_keep import kept, play_some

OPTIONS = 2            # the menu's index (0 is the system menu)
STANDARD, STRONG = "Standard Opponent", "Strong Opponent"


def computer_bot(app) -> str:
    return app.game.session.seats.bots[COMPUTER].name


def choose(tnt, app, item: str) -> None:
    tnt.pick(app, "Options", item)


# --- the Options menu ------------------------------------------------------------------------
def test_the_options_menu_offers_the_standard_and_the_strong_opponent_standard_ticked(tnt):
    app = tnt.app()
    items = [it for it in app.win.menubar.menus[OPTIONS].items]
    labels = [it.label if it else "-" for it in items]
    assert labels[-3:] == ["-", "S&tandard Opponent", "St&rong Opponent"]
    assert [it.is_checked for it in items[-2:]] == [True, False]
    assert app.game.bot_name == "sycomp" and computer_bot(app) == "sycomp"


def test_the_strong_opponent_chosen_before_a_card_is_played_takes_the_computers_seat_at_once(tnt):
    app = tnt.app()
    app.win.new_game(4242)
    tnt.settle(app)
    dealt = app.game.state.to_json()
    choose(tnt, app, STRONG)
    assert app.ctx.store.settings("tablenette")["bot"] == "expert"
    assert app.game.bot_name == "expert" and computer_bot(app) == "expert"
    assert app.game.deal == 4242 and app.game.state.to_json() == dealt      # the same deal, dealt again
    items = app.win.menubar.menus[OPTIONS].items
    assert [it.is_checked for it in items[-2:]] == [False, True]
    assert tnt.create("").game.bot_name == "expert"                        # remembered for the next start


def test_the_strong_opponent_chosen_mid_game_waits_for_the_next_game(tnt):
    app = tnt.app()
    play_some(tnt, app, 1)
    left = app.game.state.to_json()
    choose(tnt, app, STRONG)
    assert app.game.state.to_json() == left and computer_bot(app) == "sycomp"
    assert "next game is against the strong opponent" in app.game.message
    headless.press(app, "F2")
    if isinstance(app.win.modal, MessageBox):              # "Start a new game?"
        headless.press(app, "y")
    assert app.game.bot_name == "expert" and computer_bot(app) == "expert"


def test_the_keys_reach_the_levels_too(tnt):
    app = tnt.app()
    tnt.settle(app)
    headless.press_many(app, ["ALT", "o", "r"])                  # Options, St&rong Opponent
    assert app.settings.bot == "expert"
    headless.press_many(app, ["ALT", "o", "t"])                  # Options, S&tandard Opponent
    assert app.settings.bot == "sycomp"


# --- kept with the game ------------------------------------------------------------------------
def test_a_continued_game_goes_on_against_its_own_opponent(tnt):
    app = tnt.app(bot="expert")
    play_some(tnt, app, 2)
    assert kept(app)["extra"]["bot"] == "expert"
    left = app.game.state.to_json()
    again = tnt.app(keep=True, bot="sycomp")                 # the menu's level changed since
    assert again.win.modal.text == "Continue the unfinished game?"
    headless.press(again, "y")
    assert again.game.state.to_json() == left
    assert again.game.bot_name == "expert" and computer_bot(again) == "expert"


def test_a_game_kept_before_the_opponent_could_be_chosen_goes_on_against_sycomps_player(tnt):
    state = State.from_position(hands=["5H 9C", "6C 2D"], table="9S 3H", stock="KC KD KH KS")
    KeptGame(tnt.ctx.store, "tablenette").save(state.to_json(), {"take_back_used": False})
    app = tnt.app(keep=True, bot="expert")
    headless.press(app, "y")
    assert app.game.state.to_json() == state.to_json()
    assert app.game.bot_name == "sycomp" and computer_bot(app) == "sycomp"


def test_a_kept_game_against_no_opponent_of_the_menu_is_refused_in_one_line(tnt):
    state = State.from_position(hands=["5H 9C", "6C 2D"], table="9S 3H", stock="KC KD KH KS")
    KeptGame(tnt.ctx.store, "tablenette").save(state.to_json(), {"bot": "cheater"})
    app = tnt.app(keep=True)
    box = app.win.modal
    assert isinstance(box, MessageBox) and "tablenette.game.json" in box.text and "\n" not in box.text


def test_the_same_deal_again_is_played_against_the_same_opponent(tnt):
    app = tnt.app(bot="expert")
    app.win.new_game(31)
    tnt.settle(app)
    play_some(tnt, app, 1)
    app.win.set_level("sycomp")                 # the next games' level; this one is the expert's
    app.win.hand_box_closed(True, "Play this deal again")        # the game-over box's button
    assert app.game.deal == 31 and app.game.bot_name == "expert"


# --- the record and the replays -----------------------------------------------------------------
def finish(tnt, bot: str):
    """A game won on its last play, against ``bot``."""
    app = tnt.app(bot=bot)
    app.win.begin(State.from_position(hands=["KH", "2C"], table="KS 4D", scores=(250, 120), last_taker=1))
    tnt.settle(app)
    tnt.drag_to_table(app, "KH", "KS")
    tnt.run_until(app, lambda a: isinstance(a.win.modal, HandEndDialog))
    assert app.game.state.over
    return app


def test_the_records_keep_wins_per_opponent(tnt):
    finish(tnt, "sycomp")
    finish(tnt, "expert")
    app = finish(tnt, "expert")
    record = Record(app.ctx.store, "tablenette")
    assert record.row("all").won == 1 and record.row("expert").won == 2    # Sycomp's keeps its old line
    headless.press(app, "c")
    box = app.win.show_records()
    headless.frame(app)
    assert box.heads() == ["Standard", "Strong"]
    assert ("Games played", "1", "2") in box.lines() and ("Won", "1", "2") in box.lines()


def test_the_records_show_only_the_opponents_played(tnt):
    app = finish(tnt, "expert")
    headless.press(app, "c")
    box = app.win.show_records()
    assert box.heads() == ["Strong"] and ("Won", "1") in box.lines()


def test_a_replay_names_the_strong_opponent_and_plays_on_against_it(tnt):
    app = tnt.app(bot="expert")
    assert app.win.replays.seats(app.game) == [("person", "You"), ("expert", "Computer (strong)")]
    app = tnt.app()
    assert app.win.replays.seats(app.game) == [("person", "You"), ("sycomp", "Computer")]
    seats = [("person", "You"), ("expert", "Computer (strong)")]     # a game against it, as it is kept
    stored(tnt.ctx.store, rules, [played_record(rules, bots, "tablenette", 3, seats, kind="sycomp")])
    app = tnt.app()
    tnt.pick(app, "Game", "Replay...")
    box = app.win.modal
    assert isinstance(box, ReplayList) and box.list.rows[0][2] == "You, Computer (strong)"
    tnt.click_button(app, "Open")
    replay = app.win.modal
    assert replay.title.endswith("You, Computer (strong)")
    assert replay.picture.rows(replay.track.state)[0][0].label == "Computer (strong)"
    tnt.click_button(app, "Play from here")
    assert app.game.bot_name == "expert" and computer_bot(app) == "expert"


# --- old settings files ----------------------------------------------------------------------
def test_an_old_settings_file_loads_with_the_standard_opponent_or_its_own(tnt):
    tnt.ctx.store.save_settings("tablenette", {"open_hands": True, "sound": False, "speed": 0})
    app = tnt.create("")
    assert app.settings.bot == "sycomp" and app.game.bot_name == "sycomp" and not tnt.ctx.store.messages
    tnt.ctx.store.save_settings("tablenette", {"speed": 0, "bot": "expert"})
    assert tnt.create("").game.bot_name == "expert"


def test_a_settings_file_naming_a_computer_the_menu_does_not_offer_plays_the_standard_and_says_so(tnt):
    """Before the menu, the file could name any bot (set by hand); only the menu's two are kept."""
    tnt.ctx.store.save_settings("tablenette", {"speed": 0, "bot": "random"})
    app = tnt.create("")
    assert app.settings.bot == "sycomp" and computer_bot(app) == "sycomp"
    box = app.win.modal
    assert isinstance(box, MessageBox) and "not understood (bot)" in box.text and "\n" not in box.text
