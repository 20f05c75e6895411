"""The Casino window's menu, dialogs and keys (CAS-U1, CAS-U2, CAS-U3, CAS-U10, leaving, F5, sound)."""

from retro import headless
from retro.casino.screens.app_game import Game
from retro.casino.rules import State
from retro.casino.screens.ui_dialogs import GameDialog
from retro.win import SIZES, HelpWindow, MessageBox


def file_items(app) -> list[str]:
    menu = next(m for m in app.window.menubar.menus if m.label == "&File")
    return [item.label.replace("&", "").rstrip(".") for item in menu.items if item is not None]


def test_CAS_U1_the_file_menu_holds_its_six_commands(casino):
    """The original's six, and the added Numbered Deal, Undo (learning mode), Replay and Records."""
    app = casino.app()
    assert file_items(app) == ["New Game", "Numbered Deal", "Undo", "Game Settings", "How to Play",
                               "Hall of Fame", "Replay", "Records", "About Casino", "Exit"]
    # Open it with the mouse and run How to Play from it.
    bar = app.window.menubar
    headless.click(app, *bar.title_point(1))
    assert bar.open == 1
    headless.press(app, "H")
    assert isinstance(app.window.modal, HelpWindow)


def test_CAS_U1_keys_F1_F2_and_alt_f(casino):
    app = casino.app()
    headless.press(app, "F2")
    assert isinstance(app.window.modal, GameDialog) and app.window.modal.title == "New Game"
    headless.press(app, "ESCAPE")
    headless.press(app, "F1")
    assert isinstance(app.window.modal, HelpWindow)


def test_CAS_U2_new_game_opens_at_start_and_its_fields_change_the_game(casino, pyxel_session):
    """Name, three computers, the castle back, delay 7, no animation, sound on, open hands."""
    app = casino.app(keep_dialog=True, name="Player", opponents=1, back=0, delay=4,
                     animation=True, sound=False, open_hands=False)
    box = app.window.modal
    assert isinstance(box, GameDialog) and box.title == "New Game"
    assert box.name.focused
    headless.press(app, "END")
    for _ in range(6):
        headless.press(app, "BACKSPACE")
    headless.type_text(app, "Zoe")
    headless.click(app, box.opponents.ax + box.opponents.w - 5, box.opponents.ay + 3)  # up arrow
    headless.click(app, box.opponents.ax + box.opponents.w - 5, box.opponents.ay + 3)
    headless.click(app, box.back.ax + 4 + 3 * 59 + 20, box.back.ay + 30)              # the castle
    box.delay.set_focus()
    headless.press_many(app, ["UP", "UP", "UP"])
    headless.click(app, box.animation.ax + 5, box.animation.ay + 8)
    headless.click(app, box.sound.ax + 5, box.sound.ay + 8)
    headless.click(app, box.open_hands.ax + 5, box.open_hands.ay + 8)
    assert box.back_name.label == "Castle" and box.slider.value == 7
    casino.click_button(app, "OK")
    assert app.window.modal is None
    game = app.window.game
    assert isinstance(game, Game)
    assert game.state.players == 4
    assert game.names == ["Zoe", "Computer 1", "Computer 2", "Computer 3"]
    assert (app.settings.back, app.settings.delay, app.settings.animation, app.settings.open_hands) == \
        (3, 7, False, True)
    assert not app.ctx.audio.muted
    remembered = casino.ctx.store.settings("casino")
    assert remembered == {"name": "Zoe", "opponents": 3, "bot": "munter", "back": 3, "delay": 7,
                          "animation": False, "sound": True, "open_hands": True,
                          "coach": True}       # the coach comes on with open hands
    # Remembered by the next start.
    again = casino.app(keep_dialog=True, **remembered)
    assert again.window.modal.name.text == "Zoe" and again.window.modal.opponents.value == 3


def test_CAS_U2_a_computer_name_is_refused(casino):
    app = casino.app()
    app.settings = app.settings.replace(name="Computer")
    app.window.new_game_dialog()
    casino.click_button(app, "OK")
    assert "computer player's name" in casino.message_text(app)
    headless.press(app, "RETURN")
    assert isinstance(app.window.modal, GameDialog)


def test_CAS_U2_game_settings_change_back_speed_animation_sound_mid_game(casino):
    state = State.from_position(hands=["2H 9C", "QC 4D"], tableau=["5C+7D", "JS"])
    app = casino.game(state)
    app.window.settings_dialog()
    box = app.window.modal
    assert box.title == "Game Settings"
    assert not box.name.enabled and not box.opponents.enabled      # a new name needs a new game
    assert not box.bot.enabled                                     # nor does the computers' skill
    headless.click(app, box.back.ax + 4 + 1 * 59 + 20, box.back.ay + 30)
    box.delay.set_value(9)
    box.animation.toggle()
    box.sound.toggle()
    casino.click_button(app, "OK")
    assert app.window.game.state is state, "the same game goes on"
    assert (app.settings.back, app.settings.delay, app.settings.animation) == (1, 9, True)
    assert not app.ctx.audio.muted
    assert casino.ctx.store.settings("casino")["name"] == "Ann"


def test_CAS_U2_letter_S_starts_with_the_sound_off(casino):
    app = casino.app("S", sound=True)
    assert app.ctx.audio.muted and not app.settings["sound"]


def test_CAS_U3_layout_hands_top_tableau_centre_piles_bottom_sheet_with_hint_above(casino):
    state = State.from_position(hands=["2H 9C", "QC 4D"], tableau=["5C+7D", "JS"],
                                captured=["AS", "KD"])
    app = casino.game(state)
    lay = app.window.layout
    cx, cy, cw, ch = app.window.client_rect
    you, computer = lay.seats
    assert you.hand_x < cx + cw // 3 and you.hand_y < cy + 40               # top left
    assert computer.hand_x > cx + cw // 2 and computer.hand_y < cy + 40     # top right
    assert you.pile.x < cx + cw // 3 and you.pile.y > cy + ch // 2          # bottom left
    assert computer.pile.x > cx + cw // 2 and computer.pile.y > cy + ch // 2
    sheet, hint = lay.sheet, lay.hint
    assert abs(sheet.centre[0] - (cx + cw // 2)) < 4 and hint.y + hint.h <= sheet.y
    assert abs(hint.centre[0] - sheet.centre[0]) < 4
    button = lay.unplayed_button
    assert button.y > cy + ch - 40 and button.w >= 240 and abs(button.centre[0] - (cx + cw // 2)) < 4
    first_x, first_y = lay.space_xy(0)
    last_x, last_y = lay.space_xy(11)
    assert first_y > hint.y and last_y < button.y and first_x < cx + cw // 2 < last_x


def test_CAS_U3_three_and_four_players_fit(casino):
    for players in (3, 4):
        app = casino.app(opponents=players - 1)
        app.new_game()
        lay = app.window.layout
        boxes = [(s.hand_x, s.hand_y, s.hand_x + s.card_w + 3 * s.step, s.hand_y + SIZES[s.size][1])
                 for s in lay.seats]
        boxes += [(s.pile.x, s.pile.y, s.pile.x + s.pile.w, s.pile.y + s.pile.h) for s in lay.seats]
        x0, y0 = lay.space_xy(0)
        x1, y1 = lay.space_xy(11)
        boxes.append((x0, y0, x1 + 53, y1 + 72))
        boxes.append((lay.sheet.x, lay.sheet.y, lay.sheet.x + lay.sheet.w, lay.sheet.y + lay.sheet.h))
        for i, a in enumerate(boxes):
            for b in boxes[i + 1:]:
                apart = a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1]
                assert apart, (players, a, b)


def test_CAS_U10_how_to_play_shows_our_text_and_about_the_version(casino):
    from retro import __version__, paths

    app = casino.app()
    headless.press(app, "F1")
    help_window = app.window.modal
    assert isinstance(help_window, HelpWindow)
    assert help_window.view.source == paths.doc_text("casino")
    assert "CAS-X1" in help_window.view.source
    headless.press(app, "ESCAPE")
    assert app.window.modal is None
    app.window.about()
    text = casino.message_text(app)
    assert "Casino 2.1" in text and __version__ in text


def test_esc_asks_before_leaving_and_yes_goes_back_to_the_menu(casino):
    app = casino.app()
    headless.press(app, "ESCAPE")
    assert casino.message_text(app) == "Leave Casino?"
    casino.click_button(app, "No")
    assert not app.done and app.window.modal is None
    headless.hold(casino.pyxel.KEY_ALT, True)
    headless.press(app, "F4")
    headless.hold(casino.pyxel.KEY_ALT, False)
    assert isinstance(app.window.modal, MessageBox)
    casino.click_button(app, "Yes")
    assert app.done


def test_F5_demo_plays_the_persons_seat_and_F5_again_gives_it_back(casino):
    state = State.from_position(hands=["2H 9C 3D", "QC 4D 5S"], tableau=["5C+7D", "JS"])
    app = casino.game(state)
    headless.press(app, "F5")
    assert app.demo
    casino.run_until(app, lambda a: a.window.game.state.to_move == 1)
    assert app.window.game.demo_played
    headless.press(app, "F5")
    assert not app.demo
    casino.run_until(app, casino.idle)
    assert app.window.game.state.to_move == 0


def test_CAS_U2_expert_computers_think_across_frames(casino):
    """The expert skill: its search is stepped by retro.bot.Thinking, a slice per frame."""
    app = casino.app(bot="expert", opponents=1)
    game = app.new_game()
    assert type(game.session.seats.bots[1]).__name__ == "ExpertBot"
    headless.press(app, "F5")
    casino.run_until(app, lambda a: game.moves_played >= 6, limit=3000)
    assert game.board.matches(game.state) or game.busy
