"""Two people at one screen: a whole game between them, no hand shown between their turns, their names everywhere."""

import pytest
import re
from collections import Counter

import pyxel

from retro import headless
from retro.dos.pass_screen import PassBox
from retro.dos.widgets import YesNo
from retro.pinochle.screens import app_keep
from retro.pinochle.screens.app_game import Game
from retro.pinochle.screens.app_score import SCORE_FILE, parse
from retro.pinochle.screens.app_table import play_for, slots
from retro.pinochle.screens.ui_popups import Box
from retro.pinochle.screens.ui_setup import Resume, Setup
from retro.web_input import key_name

# A card face as the table draws it: "│ K♥│", "│10♠│" (a back is "│░░░│").
FACE = re.compile(r"│([ 1][0-9AKQJ])([♠♥♦♣])│")


def type_name(app, text: str) -> None:
    """A name typed at the keyboard: each letter's key and the letter as typed text, in one frame."""
    for char in text:
        pyxel.set_input_text(char)
        key = key_name(char)
        if key is None:
            headless.frame(app, 2)
        else:
            headless.press(app, key)


def people_game(pin, *names: str, teaching: bool = False, coaches=(False, False), **settings):
    """The setup answered for two people (P at the computer player's question), a single hand."""
    app = pin.app("*", single_hand=True, **settings)
    pin.setup_answers(app, stop_at="bot")
    headless.press(app, "P")
    for name in names:
        type_name(app, name)
        headless.press(app, "RETURN")
    headless.press_many(app, ["Y" if teaching else "N", *("Y" if c else "N" for c in coaches)])
    assert isinstance(app.scene, Game) and app.scene.shared, app.screen.text()
    return app


def faces(app) -> Counter:
    return Counter(rank.strip() + suit for rank, suit in FACE.findall(app.screen.text()))


def public(game) -> Counter:
    """The cards the rules show everyone now: the trick on the table, the upcard, both sides' melds."""
    st, board = game.state, game.board
    shown = [card.symbol for _, card in board.trick]
    if not board.hand_over:
        shown += [st.upcard.symbol] if st.upcard is not None else []
        shown += [card.symbol for seat in (0, 1) for card, _ in st.meld_classes(seat)]
    return Counter(shown)


class Watch:
    """Every frame: no card face beyond the public ones, and the hand of the person at the screen
    only while they are there (none at all while the hands are hidden); the coach's words only to
    a coached person at the screen, on their turn."""

    def __init__(self, game):
        self.game, self.hidden_frames, self.coach_frames = game, 0, 0

    def check(self, app) -> None:
        game = self.game
        if "Coach:" in app.screen.text():
            assert not game.game_scene.hands_hidden and game.session.person in game.session.coached, \
                app.screen.text()
            self.coach_frames += 1
        if game.seating.teaching:
            return                                       # a teaching table shows every hand, on purpose
        allowed = public(game)
        if game.game_scene.hands_hidden:
            self.hidden_frames += 1
        elif not game.board.hand_over:
            allowed += Counter(card.symbol for card in game.state.hands[game.session.person])
        extra = faces(app) - allowed
        assert not extra, f"cards shown that should not be: {extra}\n{app.screen.text()}"


def step(app, watch, key=None) -> None:
    """One key pressed and let go (or an idle frame), each frame checked."""
    if key is not None:
        code = headless.key_code(key)
        pyxel.set_btn(code, True)
        headless.frame(app)
        watch.check(app)
        pyxel.set_btn(code, False)
    headless.frame(app)
    watch.check(app)


def next_key(app, game):
    """What a player presses now: Enter at the pass box and the sheets, N to the exchange, Enter (no
    meld) at the meld, the first card they may play; None while the table is busy."""
    modal = app.modal
    if isinstance(modal, PassBox):
        return "RETURN"
    if isinstance(modal, YesNo):
        return "N"
    if modal is not None:
        return "RETURN"
    if game.turn.awaiting == "meld":
        return "RETURN"
    if game.turn.awaiting == "play" and game.queue.idle:
        st, seat = game.state, game.session.person
        mine = slots(st, seat)
        return "123456789ABC"[next(i for i, slot in enumerate(mine) if play_for(st.legal_moves(), slot))]
    return None


@pytest.mark.system          # a whole end-to-end play: the full suite's, not the quick loop's
def test_two_people_play_a_game_to_its_end_and_no_frame_between_their_turns_shows_a_hand(pin):
    app = people_game(pin, "ANN", "BOB", coaches=(True, False))
    game = app.scene
    assert isinstance(app.modal, PassBox) and game.game_scene.hands_hidden        # it opens at a pass screen
    watch = Watch(game)
    watch.check(app)
    sheet_seen = []

    def sheet_text():
        if isinstance(app.modal, Box) and app.modal.title.startswith("End of hand"):
            sheet_seen.append(app.screen.text())

    over = None
    for _ in range(6000):
        sheet_text()
        modal = app.modal
        if isinstance(modal, Box) and modal.title.endswith("over"):
            over = modal
            break
        step(app, watch, next_key(app, game))
    assert over is not None, app.screen.text()
    assert game.state.over and game.game_scene.screen.passes >= 10 and watch.hidden_frames >= 10
    assert watch.coach_frames                           # ANN's coach spoke to her, on her turns only
    winner = game.state.winner
    text = app.screen.text()
    # the names on the table, the sheet and the game's end, never "You" or "Computer"
    assert "ANN" in sheet_seen[0] and "BOB" in sheet_seen[0] and "Computer" not in sheet_seen[0]
    assert "Coach for ANN" in sheet_seen[0] or "ANN's plays" in sheet_seen[0]
    if winner is not None:
        assert f"{('ANN', 'BOB')[winner]} wins the game" in text
    assert "Match  ANN" in app.screen.row_text(0) and "You" not in app.screen.row_text(0)
    # the record: a line per name; PINOCHLE.SCR: their own match
    rows = {row.setting: row for row in app.record.people_rows()}
    assert set(rows) == {"ANN", "BOB"} and rows["ANN"].played == rows["BOB"].played == 1
    assert app.record.rows() == []                      # nothing against the computer
    match = parse((pin.ctx.store.root / SCORE_FILE).read_bytes())
    assert (match.you, match.computer) == (0, 0)
    if winner is not None:
        assert match.pair(("ANN", "BOB"))[winner] == 1 and sum(match.pair(("BOB", "ANN"))) == 1
    # the history: the seats by name
    record = app.history.games()[0].record()
    assert [(seat.kind, seat.name) for seat in record.seats] == [("person", "ANN"), ("person", "BOB")]


def test_the_pass_box_closes_with_a_click_and_shows_that_persons_hand_only(pin):
    app = people_game(pin, "ANN", "BOB")
    game = app.scene
    seat = game.state.to_move
    text = app.screen.text()
    assert "PASS THE KEYBOARD" in text and f"{game.names.people[seat]}, it is your turn" in text
    assert not faces(app) - public(game)
    headless.click(app, 320, 240)                       # a tap anywhere on the box
    assert app.modal is None and game.session.person == seat and not game.game_scene.hands_hidden
    headless.frame(app, 2)
    mine = Counter(card.symbol for card in game.state.hands[seat])
    shown = faces(app) - public(game)
    assert shown and not shown - mine                   # their own cards, and no other
    assert game.names.people[seat] in app.screen.row_text(3)          # their name beside the hand in front
    assert game.turn.awaiting in ("play", "meld", "exchange")


def test_names_are_checked_at_the_setup(pin):
    app = pin.app("*", single_hand=True)
    pin.setup_answers(app, stop_at="bot")
    assert "Nobody: two people" in app.screen.row_text(app.scene.widget.row + 1)
    headless.press(app, "P")
    setup = app.scene
    assert setup.step == "name1"
    type_name(app, "Bob")
    headless.press(app, "RETURN")
    type_name(app, "BOB")                                            # the same name: one line, the default
    headless.press(app, "RETURN")
    assert setup.typed_names == {0: "Bob", 1: "Player 2"}
    assert "The two players need two names: Player 2 it is." in app.screen.row_text(23)
    assert isinstance(setup, Setup) and setup.step == "open_hands"


def test_an_empty_or_long_name_gets_its_line_and_the_default(pin):
    app = pin.app("*", single_hand=True)
    pin.setup_answers(app, stop_at="bot")
    headless.press_many(app, ["P", "RETURN"])                        # nothing typed
    assert "No name typed: Player 1 it is." in app.screen.row_text(23)
    headless.type_text(app, "Maximilianoss")                         # thirteen letters
    headless.press(app, "RETURN")
    assert "A name has at most 12 letters: Player 2 it is." in app.screen.row_text(23)
    assert app.scene.typed_names == {0: "Player 1", 1: "Player 2"}


def test_a_name_with_a_character_the_screen_cannot_draw_is_refused_and_typed_again(pin):
    app = pin.app("*", single_hand=True)
    pin.setup_answers(app, stop_at="bot")
    headless.press(app, "P")
    setup = app.scene
    headless.type_text(app, "Ann\u2603")                           # a snowman: no glyph in the DOS font
    headless.press(app, "RETURN")
    assert setup.step == "name1" and "cannot show a letter" in app.screen.row_text(23)
    setup.widget.set_text("An\x07n")                                 # as a page's field might bring it
    headless.press(app, "RETURN")
    assert setup.step == "name1" and "control key" in app.screen.row_text(23)
    type_name(app, "Ann Lee")
    headless.press(app, "RETURN")
    assert setup.typed_names == {0: "Ann Lee"}


def test_r_and_l_are_letters_of_a_name_not_the_replays_or_the_lessons(pin):
    app = pin.app("*", single_hand=True)
    pin.setup_answers(app, stop_at="bot")
    headless.press(app, "P")
    type_name(app, "rld")
    headless.press(app, "RETURN")
    assert isinstance(app.scene, Setup) and app.scene.typed_names == {0: "rld"}


def test_a_kept_game_of_two_people_continues_with_its_seats_at_a_pass_screen(pin):
    app = people_game(pin, "ANN", "BOB", teaching=False, coaches=(True, False))
    game = app.scene
    watch = Watch(game)
    for _ in range(60):                                  # a few plays of each
        step(app, watch, next_key(app, game))
    assert game.state.events
    app.ask_quit()
    headless.press(app, "Y")
    again = pin.app("")                                  # the program run again
    assert isinstance(again.scene, Resume)
    text = again.screen.text()
    assert "ANN and BOB left a game unfinished" in text and "ANN" in text and not FACE.search(text)
    headless.press(again, "Y")
    game = again.scene
    assert isinstance(game, Game) and game.seating.names == ("ANN", "BOB") and game.seating.coached() == {0}
    headless.frame(again, 3)
    assert isinstance(again.modal, PassBox) and game.game_scene.hands_hidden
    assert not faces(again) - public(game)


def test_a_kept_table_of_people_that_does_not_fit_is_a_damaged_file(pin):
    app = people_game(pin, "ANN", "BOB")
    headless.press(app, "RETURN")
    headless.frame(app, 2)
    path = pin.ctx.store.root / "pinochle.game.json"
    text = path.read_text(encoding="utf-8")
    assert '"seating"' in text
    path.write_text(text.replace('"name": "BOB"', '"name": "ANN"').replace('"name":"BOB"', '"name":"ANN"'),
                    encoding="utf-8")
    assert app_keep.load(pin.ctx.store) is None and pin.ctx.store.take_messages()


def test_demo_mode_is_refused_at_a_table_of_people(pin):
    app = people_game(pin, "ANN", "BOB")
    headless.press(app, "RETURN")                        # past the pass box
    headless.frame(app, 2)
    headless.press(app, "F2")
    assert not app.scene.demo and "Demo mode is for a game against the computer" in app.screen.row_text(23)


def played_until(app, game, watch):
    """``until(done)``: each side plays its next key until ``done()`` holds (at most 500 steps)."""
    def until(done):
        for _ in range(500):
            if done():
                return
            step(app, watch, next_key(app, game))
        raise AssertionError(app.screen.text())
    return until


def test_a_take_back_at_a_teaching_table_asks_the_other_person_first(pin):
    app = people_game(pin, "ANN", "BOB", teaching=True)
    game = app.scene
    watch = Watch(game)
    until = played_until(app, game, watch)

    def at_turn(seat):
        return lambda: game.session.person == seat and game.turn.awaiting in ("play", "meld") and app.modal is None

    headless.frame(app, 2)
    first = game.state.to_move
    assert app.modal is None and not game.game_scene.hands_hidden     # every hand open: no pass box
    until(at_turn(first))
    assert f"{game.names.people[first]}, your lead" in app.screen.row_text(23)
    step(app, watch, next_key(app, game))                # the first card
    until(at_turn(1 - first))
    headless.press(app, "BACKSPACE")                     # the other has decided nothing yet this hand
    assert app.modal is None and "Nothing to take back" in app.screen.row_text(23)
    step(app, watch, next_key(app, game))                # the other's card
    until(at_turn(first))
    before = game.state.to_json()
    headless.press(app, "BACKSPACE")                     # the first wants their play back: the other is asked
    other = game.names.people[1 - first]
    assert isinstance(app.modal, YesNo) and app.modal.question.startswith(f"{other}, may ")
    headless.press(app, "N")
    assert f"{other} said no: the play stands." in app.screen.row_text(23) and game.state.to_json() == before
    headless.frame(app, 2)
    headless.press(app, "BACKSPACE")
    headless.press(app, "Y")
    assert game.state.to_move == first and not game.state.trick and not game.session.counts
    headless.frame(app, 2)
    assert "Taken back" in app.screen.row_text(23) and game.session.person == first


def test_a_take_back_in_any_game_of_two_people_asks_the_other_behind_hidden_hands(pin):
    app = people_game(pin, "ANN", "BOB")
    game = app.scene
    watch = Watch(game)
    until = played_until(app, game, watch)

    def at_turn(seat):
        return lambda: (game.session.person == seat and game.turn.awaiting == "play" and app.modal is None
                        and not game.game_scene.hands_hidden)

    headless.frame(app, 2)
    first = game.state.to_move
    until(at_turn(first))
    step(app, watch, next_key(app, game))                # the first card
    until(at_turn(1 - first))
    step(app, watch, next_key(app, game))                # the other's card
    until(at_turn(first))
    before = game.state.to_json()
    headless.press(app, "BACKSPACE")
    other = game.names.people[1 - first]
    assert isinstance(app.modal, YesNo) and app.modal.question.startswith(f"{other}, may ")
    assert game.game_scene.hands_hidden
    headless.press(app, "N")
    assert game.state.to_json() == before


def test_a_click_on_the_line_under_the_computer_player_seats_two_people(pin):
    app = pin.app("*", single_hand=True)
    pin.setup_answers(app, stop_at="bot")
    row = app.scene.widget.row + 1
    headless.click(app, *app.screen.cell_center(12, row))
    assert app.scene.people and app.scene.step == "name1"
    assert "P  (nobody: two people)" in app.screen.text()
