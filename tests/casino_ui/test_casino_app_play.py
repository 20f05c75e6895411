"""Playing on the Casino table with the mouse and the keys (CAS-U6, CAS-X1, CAS-U4, CAS-U7, CAS-U8)."""

import pytest

from retro import headless
from retro.cards import Card, cards
from retro.casino.rules import State
from retro.casino.screens.ui_table import TAG_BG
from retro.palette import WHITE as CGA_WHITE, W_WHITE

WHITE = (W_WHITE, CGA_WHITE)   # the card sheets use either


def x1_position():
    """CAS-X1: hand 2, 2, Q, A; tableau 2♠, a 5-7 build, J."""
    return State.from_position(hands=["2H 2C QD AH", "3C 4D 8H 9S"], tableau=["2S", "5C+7D", "JS"],
                               stock=["6C", "6D", "6H", "6S", "KC", "KD", "KH", "KS"])


def test_CAS_X1_worked_example_played_by_clicks_CAS_U6(casino):
    """Select 2♠ and the 5-7 build, then click the Ace: it takes both (2 + 12 = 14), two points."""
    app = casino.game(x1_position())
    game = app.window.game
    casino.click_space(app, casino.space_of(app, "2S"))
    casino.click_space(app, casino.space_of(app, "5C"))
    assert game.selected == {0, 1}
    casino.click_hand(app, "AH")
    assert app.window.modal is None, "one move fits: no question asked"
    assert set(game.state.captured[0]) == set(cards("AH 2S 5C 7D"))
    assert game.board.tally(0)["points"] == 2
    assert "You take 2♠ 5♣ 7♦ with A♥." in game.status
    assert game.selected == set()


def test_CAS_U6_hand_card_alone_is_a_put(casino):
    app = casino.game(x1_position())
    casino.click_hand(app, "QD")
    game = app.window.game
    assert Card.parse("QD") not in game.state.hands[0]
    assert any(p is not None and p.cards == (Card.parse("QD"),) for p in game.state.spaces)


def test_CAS_U6_choice_window_for_take_or_block(casino):
    """7♥ on a loose 7♣ with 7♠ still in hand: Take or Block -- a window asks (CAS-K2)."""
    state = State.from_position(hands=["7H 7S 2D", "3C 4D 8H"], tableau=["7C", "KD"])
    app = casino.game(state)
    casino.click_space(app, casino.space_of(app, "7C"))
    casino.click_hand(app, "7H")
    text = casino.message_text(app)
    assert "take" in text and "block" in text
    buttons = [w.label.replace("&", "") for w in app.window.modal.walk() if hasattr(w, "click")]
    assert buttons == ["Take", "Block", "Cancel"]
    casino.click_button(app, "Block")
    game = app.window.game
    assert app.window.modal is None
    block = game.state.spaces[casino.space_of(app, "7C")]
    assert block.kind == "block" and block.cards == tuple(cards("7C 7H"))
    assert block.tag == "7"


def test_CAS_U6_choice_window_cancel_plays_nothing(casino):
    state = State.from_position(hands=["5H 10S 2D", "3C 4D 8H"], tableau=["5C", "KD"])
    app = casino.game(state)
    casino.click_space(app, casino.space_of(app, "5C"))
    casino.click_hand(app, "5H")
    buttons = [w.label.replace("&", "") for w in app.window.modal.walk() if hasattr(w, "click")]
    assert buttons == ["Take", "Build", "Cancel"]
    headless.press(app, "ESCAPE")
    game = app.window.game
    assert app.window.modal is None and game.state.to_move == 0 and len(game.state.hands[0]) == 3


def test_CAS_U6_an_illegal_selection_is_explained(casino):
    """J♠ with the Queen: nothing fits, and a window says why; the table is unchanged."""
    app = casino.game(x1_position())
    casino.click_space(app, casino.space_of(app, "JS"))
    casino.click_hand(app, "QD")
    text = casino.message_text(app)
    assert "Q♦ does not match J♠" in text
    assert app.window.modal.icon == "warning"
    headless.press(app, "RETURN")
    game = app.window.game
    assert app.window.modal is None and len(game.state.hands[0]) == 4
    assert game.selected == set(), "a refused move lets go of the selection"


def test_CAS_U6_a_block_is_never_part_of_a_sum_explained(casino):
    state = State.from_position(hands=["AH 10C", "3C 4D"], tableau=["7H=7S", "3D"])
    app = casino.game(state)
    casino.click_space(app, 0)
    casino.click_space(app, 1)
    casino.click_hand(app, "10C")
    assert "block" in casino.message_text(app)


def test_CAS_U4_hint_highlights_the_suggested_cards_and_says_why(casino):
    app = casino.game(x1_position())
    headless.click(app, *app.window.layout.hint.centre)
    game = app.window.game
    casino.run_until(app, casino.hinted)          # the coach works it out across frames
    move = game.hint.move
    assert move.kind == "take" and move.card == Card.parse("AH")
    assert game.selected == {casino.space_of(app, "2S"), casino.space_of(app, "5C")}
    assert game.status[-1].startswith("Hint: Take") and "2 points" in game.status[-1]
    # The hinted piles are drawn inverted (the Windows card library's highlight).
    x, y = app.window.layout.space_xy(casino.space_of(app, "2S"))
    normal_x, normal_y = app.window.layout.space_xy(casino.space_of(app, "JS"))
    assert headless.pixel(normal_x + 3, normal_y + 36) in WHITE
    assert headless.pixel(x + 3, y + 36) not in WHITE
    # Clicking the highlighted hand card plays the hint.
    casino.click_hand(app, "AH")
    assert set(game.state.captured[0]) == set(cards("AH 2S 5C 7D"))


def test_CAS_U4_F3_gives_the_hint_too(casino):
    app = casino.game(x1_position())
    headless.press(app, "F3")
    casino.run_until(app, casino.hinted)


def test_CAS_U7_builds_and_blocks_wear_a_tag(casino):
    state = State.from_position(hands=["2H 9C", "3C 4D"], tableau=["5C+7D", "3H=3D", "JS"])
    app = casino.game(state)
    lay = app.window.layout
    for index, tag in ((0, "Q"), (1, "3")):
        pile = app.window.game.board.spaces[index]
        assert pile.tag == tag
        rect = lay.pile_rect(index, len(pile.cards))
        found = [headless.pixel(x, y) for x in range(rect.x, rect.x + rect.w + 4)
                 for y in range(rect.y + rect.h - 8, rect.y + rect.h + 5)]
        assert TAG_BG in found, f"no tag on space {index}"
    rect = lay.pile_rect(2, 1)
    assert TAG_BG not in [headless.pixel(x, rect.y + rect.h - 2) for x in range(rect.x, rect.x + rect.w)]


def test_CAS_U8_a_put_with_no_free_space_goes_to_the_capture_pile(casino):
    full = ["2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS", "QS", "KS"]
    state = State.from_position(hands=["AH 2D", "3C 4D"], tableau=full)
    app = casino.game(state)
    casino.click_hand(app, "2D")
    text = casino.message_text(app)
    assert "no free space" in text and "2♦" in text and "capture pile" in text
    game = app.window.game
    assert Card.parse("2D") in game.board.captured[0]
    headless.press(app, "RETURN")
    assert app.window.modal is None


def test_CAS_U6_keyboard_tab_arrows_space_enter(casino):
    """Tab to the tableau, arrows to a pile, Space selects, Tab back, arrows to the card, Enter plays."""
    app = casino.game(x1_position())
    game = app.window.game
    headless.press(app, "TAB")
    assert game.focus == ("table", 0)
    headless.press(app, "SPACE")
    headless.press(app, "RIGHT")
    headless.press(app, "SPACE")
    assert game.selected == {0, 1}
    headless.press(app, "TAB")
    assert game.focus[0] == "hand"
    while game.board.hands[0][game.focus[1]] != Card.parse("AH"):
        headless.press(app, "RIGHT")
    headless.press(app, "RETURN")
    assert set(game.state.captured[0]) == set(cards("AH 2S 5C 7D"))


def test_CAS_U6_number_keys_play_a_hand_card(casino):
    app = casino.game(x1_position())
    headless.press(app, "3")      # the third card, Q♦, alone: a Put
    assert Card.parse("QD") not in app.window.game.state.hands[0]


def test_CAS_U6_clicks_are_ignored_while_the_computer_plays(casino):
    state = State.from_position(hands=["2H 2C", "3C 4D"], tableau=["2S", "JS"], to_move=1)
    app = casino.game(state, delay=9)
    casino.click_space(app, 0)
    assert app.window.game.selected == set()


def test_cards_float_when_animation_is_on(casino):
    app = casino.game(x1_position(), animation=True, delay=3)
    game = app.window.game
    casino.click_hand(app, "QD")
    assert game.flights or game.board.spaces[3] is not None
    casino.run_until(app, lambda a: not a.window.game.flights and a.window.game.state.to_move == 0)
    assert game.board.matches(game.state)


def test_open_hands_shows_the_computers_cards_and_reason(casino):
    def play(open_hands):
        state = State.from_position(hands=["2H 9C", "QC 4D"], tableau=["5C+7D", "JS"], to_move=1)
        app = casino.game(state, open_hands=open_hands)
        casino.run_until(app, casino.idle)
        seat = app.window.layout.seats[1]
        pixels = [headless.pixel(seat.hand_x + dx, seat.hand_y + dy)
                  for dx in range(8, 64, 4) for dy in range(10, 90, 8)]
        return app.window.game, pixels

    game, face = play(True)
    assert game.status[-1].startswith("Computer takes 5♣ 7♦ with Q♣: ")   # the bot's reason
    hidden, back = play(False)
    assert hidden.status[-1] == "Computer takes 5♣ 7♦ with Q♣."
    assert face != back


def test_board_follows_every_event_of_a_demo_game(casino):
    """F5 demo: the computer plays both seats; the board always ends where the rules are."""
    app = casino.app()
    app.new_game()
    headless.press(app, "F5")
    game = app.window.game
    for _ in range(20):
        casino.run_until(app, lambda a: not a.window.game.busy)
        assert game.board.matches(game.state)
        headless.frame(app)
    assert game.demo_played


@pytest.mark.system
def test_cards_in_the_air_hold_the_game_so_the_board_always_catches_up_with_the_rules(casino):
    """Demo mode with animation: no move is made while cards fly, and the board shows each position."""
    from retro.casino.rules import Options

    app = casino.app(animation=True, opponents=2)
    app.begin(State.new(77, Options(players=3, target=500)))
    app.toggle_demo()
    game = app.window.game
    seen = 0
    for _ in range(900):
        before = game.state.to_json()
        flying = bool(game.flights)
        headless.frame(app)
        if flying:
            assert game.state.to_json() == before
        if not game.busy and app.window.modal is None:
            assert game.board.matches(game.state)
            seen += 1
        if app.window.modal is not None:
            app.window.modal.close("OK")
    assert seen > 10 and game.moves_played > 10
