"""Casino's screen details: refused moves, the message area, the Hall of Fame's fifteen rows,
♠ and ♣ in the small text, the New Game / Game Settings dialogs, HINT's wording, blocks, one word for one thing."""

import re

from retro import headless
from retro.cards import Card, cards
from retro.casino import halloffame
from retro.casino.halloffame import Entry
from retro.casino.rules import Options, State
from retro.casino.screens.ui_dialogs import GameDialog, HallOfFameDialog
from retro.casino.screens.ui_messages import MAX_LINES, Messages, fit
from retro.win import font


def x1_position():
    """CAS-X1: hand 2, 2, Q, A; tableau 2♠, a 5-7 build, J."""
    return State.from_position(hands=["2H 2C QD AH", "3C 4D 8H 9S"], tableau=["2S", "5C+7D", "JS"],
                               stock=["6C", "6D", "6H", "6S", "KC", "KD", "KH", "KS"])


# --- a refused move clears the selection --------------------------------------------
def test_a_refused_move_clears_the_selection_and_the_window_says_so(casino):
    app = casino.game(x1_position())
    game = app.window.game
    casino.click_space(app, casino.space_of(app, "JS"))
    casino.click_hand(app, "QD")
    text = casino.message_text(app)
    assert "Q♦ does not match J♠" in text and "selection is cleared" in text
    assert game.selected == set()
    headless.press(app, "RETURN")
    # The next click starts fresh: the 5-7 build alone with the Queen is a take (J♠ is not picked).
    casino.click_space(app, casino.space_of(app, "5C"))
    assert game.selected == {casino.space_of(app, "5C")}
    casino.click_hand(app, "QD")
    assert app.window.modal is None
    assert set(game.state.captured[0]) == set(cards("QD 5C 7D"))


def test_esc_still_clears_a_selection_without_asking_to_leave(casino):
    app = casino.game(x1_position())
    game = app.window.game
    casino.click_space(app, casino.space_of(app, "JS"))
    headless.press(app, "ESCAPE")
    assert game.selected == set() and app.window.modal is None


# --- the message area --------------------------------------------------------------
LONG = ("Computer takes 5♣ 7♦ with Q♣: the build was worth taking now (the next player could take it); "
        "the points on the table are safer in my own pile than left lying there")
ONE_CLAUSE = ("Computer takes 5♣ 7♦ with Q♣: the build was worth taking now, because the next player could "
              "take it and the points on the table are safer in my own pile than left lying there")


def test_a_long_message_loses_whole_clauses_and_one_that_cannot_takes_the_lines_it_needs(pyxel_session):
    f = font("w98-sans")
    lines = fit(LONG, f, 300)
    assert len(lines) <= MAX_LINES and "…" not in " ".join(lines)
    shown = " ".join(lines)
    assert shown.startswith("Computer takes 5♣ 7♦ with Q♣") and LONG.startswith(shown.split(";")[0].split(" (")[0])
    assert all(f.width(line) <= 300 for line in lines)
    assert fit("You put 7♣.", f, 300) == ["You put 7♣."]
    log = Messages()
    log.say(ONE_CLAUSE)
    shown = [line.text for line in log.lines(f, 300, 6)]
    assert " ".join(shown) == ONE_CLAUSE and len(shown) > MAX_LINES      # whole, in the lines it needs


def test_only_whole_messages_newest_at_the_bottom(pyxel_session):
    f = font("w98-sans")
    log = Messages()
    texts = [f"Message {i}: " + "word " * (3 + 9 * (i % 2)) for i in range(8)]
    for t in texts:
        log.say(t)
    lines = log.lines(f, 300, 4)
    assert 0 < len(lines) <= 4 and lines[-1].newest
    # Every message shown begins with its first line: none is shown from its middle.
    starts = [line.text for line in lines if line.text.startswith("Message")]
    joined = " ".join(line.text for line in lines)
    for start in starts:
        number = int(start.split(":")[0].split()[1])
        assert texts[number].split()[0:2] == start.split()[0:2]
    assert lines[0].text.startswith("Message")
    assert joined.rstrip().endswith(texts[-1].rstrip())


def test_your_own_last_play_stays_in_view_behind_three_computers(pyxel_session):
    f = font("w98-sans")
    log = Messages()
    log.say("You take 2♠ with 2♥.", own_play=True)
    for k in (1, 2, 3):
        log.say(f"Computer {k} builds 4♣ on A♣+2♦+3♠ to make 10, since it holds a ten and the "
                "build keeps the points out of reach of the next player for one more turn.")
    lines = log.lines(f, 340, 4)
    assert lines[0].text == "You take 2♠ with 2♥." and lines[0].own_play
    assert lines[-1].newest and len(lines) <= 4
    assert any(line.text.startswith("Computer 3 builds") for line in lines)


def test_in_a_four_player_game_the_area_keeps_your_play(casino):
    state = State.from_position(hands=["2H 9C", "QC 4D", "3S 8D", "5H 6S"], tableau=["5C+7D", "JS", "2S"],
                                options=Options(players=4))
    app = casino.game(state, open_hands=True)
    game = app.window.game
    casino.click_space(app, casino.space_of(app, "2S"))
    casino.click_hand(app, "2H")
    casino.run_until(app, lambda a: a.window.game.state.to_move == 0 and not a.window.game.busy)
    lay = app.window.layout
    f = app.window.look.ui
    lines = game.messages.lines(f, lay.status.w, lay.status.h // (f.height + 1))
    assert lines[0].text.startswith("You take 2♠ with 2♥")
    assert len(lines) * (f.height + 1) <= lay.status.h
    assert all(f.width(line.text) <= lay.status.w for line in lines)


# --- the Hall of Fame shows fifteen rows -------------------------------------------
def test_the_hall_of_fame_shows_all_fifteen_rows_without_scrolling(casino):
    app = casino.app()
    table = tuple(Entry(f"Player {i}", i, i + 2, 100 - i) for i in range(30))
    halloffame.save(app.ctx.store, table)
    hall = app.window.hall_of_fame()
    headless.frame(app)
    assert isinstance(hall, HallOfFameDialog)
    assert len(hall.list.rows) == 15 and hall.list.page >= 15
    assert not hall.list.scrollbar.visible
    assert hall.y + hall.h <= app.window.y + app.window.h


# --- ♠ and ♣ at scale 1 on the table ------------------------------------------------
def _ink(x0, y0, w, h, background):
    return {(x - x0, y - y0) for y in range(y0, y0 + h) for x in range(x0, x0 + w)
            if headless.pixel(x, y) != background}


def test_spade_and_club_differ_in_the_message_line(casino):
    app = casino.game(x1_position())
    game = app.window.game
    game.say("\u2660")
    headless.frame(app)
    lay = app.window.layout
    f = app.window.look.ui
    from retro.palette import W_GREEN
    box = (lay.status.x, lay.status.y + lay.status.h - f.height - 1, lay.status.w, f.height + 1)
    spade = _ink(*box, W_GREEN)
    game.say("\u2663")
    headless.frame(app)
    club = _ink(*box, W_GREEN)
    assert spade and club and len(spade ^ club) >= 8


# --- the dialogs ----------------------------------------------------------------------
def test_new_game_opens_with_the_name_selected_and_typing_replaces_it(casino):
    app = casino.app(keep_dialog=True)
    box = app.window.modal
    assert isinstance(box, GameDialog) and box.new_game
    assert box.name.focused and box.name.selected_text == "Ann"
    headless.type_text(app, "Bea")
    assert box.name.text == "Bea"


def test_ctrl_a_selects_the_whole_name(casino):
    pyxel = casino.pyxel
    app = casino.app(keep_dialog=True)
    box = app.window.modal
    headless.press(app, "END")
    assert box.name.selection is None
    pyxel.set_btn(pyxel.KEY_CTRL, True)
    headless.press(app, "A")
    pyxel.set_btn(pyxel.KEY_CTRL, False)
    assert box.name.selected_text == "Ann"
    headless.type_text(app, "Cy")
    assert box.name.text == "Cy"


def test_game_settings_greys_what_only_a_new_game_changes(casino):
    app = casino.game(x1_position())
    box = app.window.settings_dialog()
    headless.frame(app)
    assert not box.new_game
    greyed = [box.name, box.opponents, box.bot]
    assert all(not w.enabled for w in greyed)
    labels = [w for w in box.children if getattr(w, "label", "") in ("&Name:", "&Computer players:", "S&kill:")]
    assert len(labels) == 3 and all(not w.enabled for w in labels)
    assert not set(greyed) & set(box.focusables())
    # A click on the greyed spin's arrow changes nothing.
    spin = box.opponents
    headless.click(app, spin.ax + spin.w - 6, spin.ay + 4)
    assert spin.value == 1
    # What may change mid-game is live.
    assert box.animation.enabled and box.delay.enabled and box.back.enabled
    assert Card.parse("2H") in app.window.game.state.hands[0]


# --- HINT speaks to the person -------------------------------------------------------
def test_hint_speaks_to_you_about_a_card_you_hold(casino):
    app = casino.game(x1_position())
    headless.press(app, "F3")
    game = app.window.game
    casino.run_until(app, casino.hinted)
    line = game.status[-1]
    assert line.startswith("Hint: Take ") and "with your A♥" in line and line.endswith(".")
    assert "takes" not in line.split(":")[1]          # not the computer's third person


# --- CAS-T3 / CAS-K1, the screen's side: choice windows follow the block rules ------------
def _buttons(app):
    return [w.label.replace("&", "") for w in app.window.modal.walk() if hasattr(w, "click")]


def test_CAS_T3_a_block_and_a_loose_card_of_its_value_go_in_one_take(casino):
    state = State.from_position(hands=["7D 2H", "3C 4D"], tableau=["7H=7S", "7C", "KD"])
    app = casino.game(state)
    casino.click_space(app, casino.space_of(app, "7H"))
    casino.click_space(app, casino.space_of(app, "7C"))
    casino.click_hand(app, "7D")
    assert app.window.modal is None
    assert set(app.window.game.state.captured[0]) == set(cards("7D 7H 7S 7C"))


def test_CAS_T3_a_block_with_a_sum_is_refused_and_explained(casino):
    state = State.from_position(hands=["7D 2H", "3C 4D"], tableau=["7H=7S", "3S", "4H"])
    app = casino.game(state)
    for first in ("7H", "3S", "4H"):
        casino.click_space(app, casino.space_of(app, first))
    casino.click_hand(app, "7D")
    text = casino.message_text(app)
    assert "block" in text.lower() and "selection is cleared" in text
    assert app.window.game.selected == set()


def test_CAS_K1_no_block_on_a_block_the_take_plays_at_once(casino):
    """7♦ on a 7♥=7♠ block, holding 7♣ too: only the take fits (a block is never extended)."""
    state = State.from_position(hands=["7D 7C 2H", "3C 4D 5S"], tableau=["7H=7S", "KD"])
    app = casino.game(state)
    casino.click_space(app, casino.space_of(app, "7H"))
    casino.click_hand(app, "7D")
    assert app.window.modal is None
    assert set(app.window.game.state.captured[0]) == set(cards("7D 7H 7S"))


def test_CAS_K1_a_build_is_never_offered_as_a_block(casino):
    """5♥ on a 2+3 build, holding 5♦ and 10♣: take or build to 10 -- no Block button."""
    state = State.from_position(hands=["5H 5D 10C", "3C 4D 8S"], tableau=["2S+3H", "KD"])
    app = casino.game(state)
    casino.click_space(app, casino.space_of(app, "2S"))
    casino.click_hand(app, "5H")
    assert _buttons(app) == ["Take", "Build", "Cancel"]


# --- one word for one thing ----------------------------------------------------------
def test_the_program_says_table_and_capture_pile_never_tableau_or_pack(casino):
    """A demo round with open hands: every message line uses the program's words."""
    from retro.casino.screens.ui_dialogs import RoundDialog

    app = casino.app(open_hands=True, opponents=2)
    app.begin(State.new(5, Options(players=3)))
    app.toggle_demo()
    game = app.window.game
    seen = []

    def step(a):
        for text in game.status:
            if text not in seen:
                seen.append(text)
        if isinstance(a.window.modal, RoundDialog):
            seen.append(a.window.modal.question)
            return True
        return False
    casino.run_until(app, step, limit=20000)
    assert len(seen) > 10
    for text in seen:
        assert not re.search(r"\b(tableau|packs?|deck)\b", text, re.I), text
