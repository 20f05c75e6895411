"""The game screen and its controls: cards by number or arrows, melds, the deece exchange."""

from retro import headless, palette as P
from retro.pinochle.rules import Options, Phase, State
from retro.pinochle.screens.ui_table import COMPUTER_ROW, LEGEND_ROW, MESSAGE_ROW, NUMBER_ROW, YOU_ROW


def test_PIN_U1_game_screen_shows_everything(pin):
    """PIN-U1."""
    app = pin.game(State.new(5, Options()))
    state = app.scene.state
    text = app.screen.text()
    assert app.screen.row_text(0).startswith(" TOMMY'S PINOCHLE")
    assert f"Trump {'♠♥♦♣'['SHDC'.index(state.trump)]}" in text
    assert f"Upcard {state.upcard.symbol}" in text and "Stock 2" in text
    numbers = app.screen.row_text(NUMBER_ROW)
    for key in "123456789ABC":
        assert f" {key} " in numbers
    # Your cards across the top, framed, face up; the computer's below as backs.
    mine = app.screen.row_text(YOU_ROW + 1)
    assert mine.count("│") == 24 and "YOU" in mine
    theirs = app.screen.row_text(COMPUTER_ROW + 1)
    assert theirs.count("░░░") >= 11 and "COMPUTER" in theirs
    assert "║ Hand 1" in text and "Melds" in text and "Tricks" in text and "Total" in text
    assert "Game point 1000" in text and "Old timer's count" in text
    assert "Match  You 0 : 0 Me" in text
    legend = app.screen.row_text(LEGEND_ROW)
    # ten keys: each label follows its red key without a space, as crowded DOS key bars did
    assert legend.rstrip().endswith("F10Border F8/F9Delay 0") and legend.startswith(" F1Sound")
    for key in ("F2Demo", "F3Melds", "F4Hint", "F5Help", "F6Record", "F7Quit"):
        assert key in legend
    assert app.screen.row_text(MESSAGE_ROW).strip()  # the message line speaks


def test_PIN_U1_red_suits_are_red_in_colour(pin):
    app = pin.game(pin.meld_position())
    col, row = app.screen.find("A♥")
    assert app.screen.fgs[row][col + 1] == P.RED
    col, row = app.screen.find("A♠")
    assert app.screen.fgs[row][col + 1] == P.BLACK


def test_PIN_U2_play_a_card_by_its_number(pin):
    """PIN-U2."""
    app = pin.game(pin.meld_position(), bots=pin.plain_bots())
    slot = pin.slot_of(app, "J♥")
    headless.press(app, "123456789ABC"[slot])
    state = app.scene.state
    assert state.phase is Phase.DECIDE and state.leader == 0   # the first trump won it
    assert "You win the trick" in app.screen.text()


def test_PIN_U2_play_a_card_by_arrows_and_enter_space_up_down(pin):
    for confirm in ("RETURN", "SPACE", "UP", "DOWN"):
        app = pin.game(pin.meld_position(), bots=pin.plain_bots())
        target = pin.slot_of(app, "J♥")
        start = app.scene.turn.cursor
        steps = target - start
        headless.press_many(app, ["RIGHT" if steps > 0 else "LEFT"] * abs(steps))
        assert app.scene.turn.cursor == target and app.screen.cursor == (target * 5 + 3, NUMBER_ROW)
        headless.press(app, confirm)
        assert app.scene.state.phase is Phase.DECIDE, confirm


def test_PIN_U2_left_wraps_round_and_a_missing_number_beeps(pin):
    position = State.from_position(hands=["AS KS", "9C 9D"], trump="C", leader=0, round=2)
    app = pin.game(position, bots=pin.plain_bots())
    headless.press(app, "LEFT")
    assert app.scene.turn.cursor == 1
    headless.press(app, "5")
    assert pin.beeps(app) == 1 and "no card with that number" in app.screen.text()


def test_PIN_U2_round_two_refuses_a_card_that_does_not_follow(pin):
    position = State.from_position(hands=["AS 9H KD", "9C QD"], trump="C", leader=1, round=2,
                                   trick="JS")
    app = pin.game(position, bots=pin.plain_bots())
    headless.press(app, str(pin.slot_of(app, "9♥") + 1))
    assert pin.beeps(app) == 1
    assert "You must follow suit: play a ♠." in app.screen.row_text(MESSAGE_ROW)
    assert len(app.scene.state.hands[0]) == 3
    headless.press(app, str(pin.slot_of(app, "A♠") + 1))
    assert len(app.scene.state.hands[0]) == 2 and pin.beeps(app) == 1


def test_PIN_R7_deece_exchange_is_a_yes_no_question(pin):
    app = pin.game(pin.meld_position(), bots=pin.plain_bots())
    headless.press(app, "123456789ABC"[pin.slot_of(app, "J♥")])
    assert "Exchange your 9♥ for the upcard 10♥, scoring 10 (Y/N)?" in app.screen.text()
    headless.press(app, "Y")
    state = app.scene.state
    assert state.upcard.symbol == "9♥" and state.scores[0] == 10 + 2 + 0
    assert "You exchange the 9♥ for the upcard: 10 points." in app.screen.text()
    assert app.scene.turn.awaiting == "meld"          # the meld comes next


def test_PIN_U4_declining_the_exchange_by_arrows(pin):
    app = pin.game(pin.meld_position(), bots=pin.plain_bots())
    headless.press(app, "123456789ABC"[pin.slot_of(app, "J♥")])
    headless.press_many(app, ["RIGHT", "DOWN"])     # select N, confirm with Down
    assert app.scene.state.upcard.symbol == "10♥" and app.scene.turn.awaiting == "meld"


def _to_meld(pin, app):
    headless.press(app, "123456789ABC"[pin.slot_of(app, "J♥")])
    headless.press(app, "N")
    assert app.scene.turn.awaiting == "meld"


def test_PIN_U3_meld_by_typing_numbers_then_enter(pin):
    """PIN-U3."""
    app = pin.game(pin.meld_position(), bots=pin.plain_bots())
    _to_meld(pin, app)
    keys = ["123456789ABC"[pin.slot_of(app, s)] for s in ("Q♠", "J♦")]
    headless.press_many(app, keys)
    assert len(app.scene.turn.registered) == 2
    assert app.screen.row_text(YOU_ROW).count("╔═══╗") == 2     # registered cards stand out
    headless.press(app, "RETURN")
    state = app.scene.state
    assert state.scores[0] == 2 + 40
    assert "You meld pinochle: 40 points." in app.screen.text()
    # The meld lies on the table with its class subscript p (PIN-M14).
    assert "└──p┘" in app.screen.row_text(YOU_ROW + 2)


def test_PIN_U3_meld_by_arrows_and_up_down_registering(pin):
    app = pin.game(pin.meld_position(), bots=pin.plain_bots())
    _to_meld(pin, app)
    for symbol in ("A♠", "A♥", "A♣", "A♦", "K♣"):
        target = pin.slot_of(app, symbol)
        steps = target - app.scene.turn.cursor
        headless.press_many(app, ["RIGHT" if steps > 0 else "LEFT"] * abs(steps))
        headless.press(app, "UP")
    headless.press(app, "DOWN")                       # registering K♣ again un-registers it
    assert len(app.scene.turn.registered) == 4
    headless.press(app, "RETURN")
    assert app.scene.state.scores[0] == 2 + 100
    assert app.screen.row_text(YOU_ROW + 2).count("└──g┘") == 4


def test_PIN_U3_a_wrong_meld_beeps_and_says_why(pin):
    app = pin.game(pin.meld_position(), bots=pin.plain_bots())
    _to_meld(pin, app)
    headless.press_many(app, ["123456789ABC"[pin.slot_of(app, s)] for s in ("A♠", "K♣")])
    headless.press(app, "RETURN")
    assert pin.beeps(app) == 1
    assert "Those cards make no meld" in app.screen.row_text(MESSAGE_ROW)
    assert app.scene.turn.awaiting == "meld" and not app.scene.turn.registered
    headless.press(app, "RETURN")                     # Enter alone: no meld, the draws follow
    assert app.scene.state.phase is not Phase.DECIDE
    assert app.scene.state.stock_size == 1


def test_open_hands_shows_the_computer_cards_and_its_reasons(pin):
    app = pin.game(pin.meld_position(open_hands=True))
    assert "░░░" not in app.screen.row_text(COMPUTER_ROW + 1)
    assert "10♠" in app.screen.row_text(COMPUTER_ROW + 1)
    headless.press(app, "123456789ABC"[pin.slot_of(app, "J♥")])
    headless.press(app, "N")
    headless.press(app, "RETURN")                     # no meld: the draws, then you lead
    pin.run_until(app, lambda a: a.scene.turn.awaiting == "play")
    headless.press(app, "1")
    pin.run_until(app, lambda a: len(a.scene.board.trick) == 2)
    headless.frame(app, 2)
    reason = app.screen.row_text(5).strip()
    assert reason.startswith("Computer: ") and len(reason) > len("Computer: ") + 5


def test_computer_meld_stays_up_for_the_delay(pin):
    # The computer leads a trump (it always wins in round one) and melds (the flush).
    position = State.from_position(hands=["9S 10S JS QC 9C 10C 9D 10D QD KD JC QS",
                                          "AH AS AD AC KH QH JH 9H KC KS 10H JD"],
                                   trump="H", upcard="10H", stock="AS 9C 9D", leader=1, dealer=0)
    app = pin.game(position, bots=pin.plain_bots(), speed=1)
    pin.run_until(app, lambda a: a.scene.turn.awaiting == "play")
    headless.press(app, "1")
    frames = pin.run_until(app, lambda a: "I meld" in a.screen.row_text(MESSAGE_ROW))
    assert frames < 200
    held = pin.run_until(app, lambda a: a.scene.turn.awaiting is not None, limit=400)
    assert held >= 55                                  # one second of delay at 60 frames
    assert app.screen.row_text(COMPUTER_ROW + 2).count("└──s┘") == 5   # face up, subscript s


def test_mouse_plays_a_card_and_clicks_the_legend(pin):
    from retro.dos.screen import TextScreen

    app = pin.game(pin.meld_position(), bots=pin.plain_bots())
    slot = pin.slot_of(app, "J♥")
    headless.click(app, *TextScreen.cell_center(slot * 5 + 3, YOU_ROW + 1))
    assert app.scene.state.phase is Phase.DECIDE
    col, row = app.screen.find(" N ")                 # the exchange question: click N
    headless.click(app, *TextScreen.cell_center(col + 1, row))
    assert app.modal is None and app.scene.turn.awaiting == "meld"
    col, _ = app.screen.find("F3Melds")
    headless.click(app, *TextScreen.cell_center(col + 1, LEGEND_ROW))
    assert "MELD TABLE" in app.screen.text()
    col, _ = app.screen.find("F8/F9")
    headless.click(app, *TextScreen.cell_center(col, LEGEND_ROW))
    assert app.speed == 1
