"""The window (TNT-U1), its menus by mouse and keyboard, F-keys, About (TNT-U4), settings."""

from retro import headless
from retro.tablenette.screens import app as tablenette_app
from retro.tablenette.screens.ui_dialogs import CHARITY_NOTE, AboutBox
from retro.win import HelpWindow

GAME, OPTIONS, HELP = 1, 2, 3      # menu indices (0 is the system menu)


def title_xy(win, index):
    return win.menubar.title_point(index)


def item_xy(win, item):
    return win.menubar.item_point(item)


def labels(win, index):
    return [it.label if it else "-" for it in win.menubar.menus[index].items]


def test_TNT_U1_window_title_menus_table_hands_and_scores(tnt):
    app = tnt.app()
    tnt.settle(app)
    win = app.win
    assert win.title == "Tablenette" and win.look.name == "31"
    assert [m.label for m in win.menubar.menus[1:]] == ["&Game", "&Options", "&Help"]
    assert labels(win, GAME) == ["&New", "&Undo", "&Hint", "Numbered D&eal...", "-", "&Records...", "Re&play...",
                                 "&Demo", "-", "E&xit"]
    assert labels(win, OPTIONS)[:3] == ["&Open Hands", "&Coach", "&Sound"]
    assert labels(win, HELP) == ["&How to Play", "&Lessons...", "-", "&About Tablenette..."]
    accels = {it.label: it.accel for m in win.menubar.menus for it in m.items if it}
    assert accels["&New"] == "F2" and accels["&Demo"] == "F5"
    assert accels["&Undo"] == "Ctrl+Z" and accels["&Hint"] == "F3"
    assert accels["&How to Play"] == "F1" and accels["E&xit"] == "Alt+F4"
    game = app.game
    assert len(game.hand_cards(0)) == 6 and all(p.face_up for p in game.hand_cards(0))
    assert len(game.hand_cards(1)) in (5, 6) and not any(p.face_up for p in game.hand_cards(1))
    assert 3 <= len(game.table_cards()) <= 5
    # the green client area, a card back on the deck, the score box at the right
    x, y = win.layout.deck
    assert headless.pixel(win.layout.cx + 3, win.layout.cy + 3) == win.background
    assert headless.pixel(x + 35, y + 48) != win.background
    sx, sy, sw, sh = win.layout.score_rect
    assert headless.pixel(sx + sw // 2, sy + sh - 3) != win.background


def test_TNT_U1_menu_by_mouse_toggles_open_hands_and_remembers_it(tnt):
    app = tnt.app()
    tnt.settle(app)
    headless.click(app, *title_xy(app.win, OPTIONS))
    assert app.win.menubar.open == OPTIONS
    headless.click(app, *item_xy(app.win, 0))             # Open Hands
    assert app.win.open_hands
    assert all(p.face_up for p in app.game.hand_cards(1))  # the computer's cards show
    assert app.ctx.store.settings("tablenette")["open_hands"] is True
    again = tablenette_app.create(app.ctx, "")
    assert again.win.open_hands                            # remembered


def test_TNT_U1_menu_by_keyboard_speed_and_sound(tnt):
    app = tnt.app(speed=2)
    tnt.settle(app)
    headless.press(app, "ALT")                              # Alt alone arms the bar
    assert app.win.menubar.active
    headless.press(app, "RIGHT")                            # Game -> Options
    headless.press(app, "DOWN")
    assert app.win.menubar.open == OPTIONS
    headless.press(app, "f")                                # Fast
    assert app.win.speed == 1 and not app.win.menubar.active
    assert app.ctx.store.settings("tablenette")["speed"] == 1
    pyxel = tnt.pyxel
    pyxel.set_btn(pyxel.KEY_ALT, True)
    headless.press(app, "o")                                # Alt+O opens Options
    pyxel.set_btn(pyxel.KEY_ALT, False)
    headless.frame(app)
    assert app.win.menubar.open == OPTIONS
    headless.press(app, "s")                                # Sound off
    assert not app.win.sound_on
    played = len(app.ctx.audio.played)
    app.win.sound("capture")
    assert len(app.ctx.audio.played) == played             # silent now


def test_TNT_U1_S_letter_starts_with_the_sound_off(tnt):
    app = tnt.app("S")
    tnt.settle(app)
    assert not app.win.sound_on
    assert "deal" not in app.ctx.audio.played
    loud = tnt.app("")
    tnt.settle(loud)
    assert "deal" in loud.ctx.audio.played


def test_TNT_U4_about_box_has_the_charity_note_in_our_words(tnt):
    app = tnt.app()
    tnt.settle(app)
    headless.click(app, *title_xy(app.win, HELP))
    headless.click(app, *item_xy(app.win, 3))               # About Tablenette...
    box = app.win.modal
    assert isinstance(box, AboutBox)
    texts = " ".join(getattr(w, "label", "") for w in box.children)
    assert CHARITY_NOTE in texts and "children's charity" in CHARITY_NOTE
    # not the original's sentence
    assert "please give $10" not in CHARITY_NOTE and "$10" not in CHARITY_NOTE
    headless.press(app, "RETURN")
    assert not app.win.dialogs


def test_TNT_U1_F1_shows_how_to_play_and_F2_deals_a_new_game(tnt):
    app = tnt.app()
    tnt.settle(app)
    headless.press(app, "F1")
    assert isinstance(app.win.modal, HelpWindow)
    headless.press(app, "ESCAPE")
    assert not app.win.dialogs and not app.done
    first = app.game
    asks = app.win.in_progress                 # the computer has played first: F2 asks
    headless.press(app, "F2")
    if asks:
        assert "game in progress will be lost" in app.win.modal.text
        headless.press(app, "y")
    assert app.game is not first
    tnt.settle(app)
    assert app.game.state.hand_no == 1 and len(app.game.hand_cards(0)) == 6


def test_TNT_U1_alt_f4_leaves_at_once(tnt):
    app = tnt.app()
    pyxel = tnt.pyxel
    pyxel.set_btn(pyxel.KEY_ALT, True)
    headless.press(app, "F4")
    pyxel.set_btn(pyxel.KEY_ALT, False)
    assert app.done


def test_TNT_U1_esc_asks_before_leaving(tnt):
    app = tnt.app()
    tnt.settle(app)
    headless.press(app, "ESCAPE")
    box = app.win.modal
    assert box is not None and "Leave Tablenette?" in box.text
    headless.press(app, "n")
    assert not app.win.dialogs and not app.done
    headless.press(app, "ESCAPE")
    headless.press(app, "RETURN")                            # Yes is the default
    assert app.done


def test_TNT_U1_yes_to_leave_brings_the_shell_back_to_its_menu(tnt):
    from retro.programs import BY_NAME
    from retro.shell import Shell

    tnt.ctx.store.save_settings("tablenette", {"speed": 0})
    shell = Shell(tnt.ctx)
    shell.launch(BY_NAME["tablenette"])                     # as the disk menu starts it
    assert shell.current.title == "Tablenette"
    headless.frame(shell, 3)
    headless.press(shell, "ESCAPE")
    headless.press(shell, "y")
    headless.frame(shell)
    assert shell.current is shell.menu


def test_TNT_U1_damaged_settings_fall_back_to_the_defaults():
    from retro.tablenette.screens.app import DEFAULTS, checked_settings

    bad = {"open_hands": "yes", "sound": 1, "speed": 7, "back": 99, "bot": "nobody"}
    assert checked_settings(bad) == DEFAULTS
    good = {"open_hands": True, "sound": False, "speed": 3, "back": 2, "bot": "expert", "coach": False}
    assert checked_settings(good).items() >= good.items()        # the players' settings at their defaults
