"""People at the Casino table: four seats of people (or people and computers), every hand hidden between two
people's turns -- checked from the screen's pixels --, the names on the table, in the records and the Hall of
Fame, a kept game continued at a pass box, and the seats' names checked."""

import random

import pyxel
import pytest

from retro import headless
from retro.casino.rules import Options, State
from retro.casino.screens.people import PEOPLE_FILE
from retro.casino.screens.ui_dialogs import HallOfFameDialog, RecordsDialog, RoundDialog
from retro.casino.screens.ui_seats import SeatsDialog
from retro.table.people import Seat, Seating
from retro.win import MessageBox, draw_back

PASS = "Pass the mouse to "
FOUR_PEOPLE = Seating((Seat(True, "Ann"), Seat(True, "Bob"), Seat(True, "Cleo"), Seat(True, "Dan")))
MIXED = Seating((Seat(True, "Ann"), Seat(False, "Computer 1", "munter"), Seat(True, "Bob"),
                 Seat(False, "Computer 2", "munter")))
CORNER = (2, 2, 13, 30)      # a card's top left corner (x, y, w, h): its rank and suit, on a face


# --- what the screen shows ----------------------------------------------------------------------------
def pass_box(app):
    box = app.window.modal
    return box if isinstance(box, MessageBox) and box.text.startswith(PASS) else None


def corner(x: int, y: int) -> list[int]:
    cx, cy, w, h = CORNER
    return [pyxel.pget(x + cx + dx, y + cy + dy) for dy in range(h) for dx in range(w)]


def faces_shown(app) -> list:
    """The hand cards whose corner, as the screen shows it now, is not a card's back: each card's corner
    read from the screen, then a back drawn in its place and read again (the next frame draws it all
    anew)."""
    game, lay = app.window.game, app.window.layout
    back = game.settings.back
    cx, cy, w, h = CORNER
    boxes = [(box.x, box.y, box.w, box.h) for box in app.window.dialogs]
    drawn = []
    for seat in range(game.state.players):
        spec = lay.seats[game.place(seat)]
        for index, card in enumerate(game.board.hands[seat]):
            x, y = spec.card_xy(index)
            under = any(bx < x + cx + w and x + cx < bx + bw and by < y + cy + h and y + cy < by + bh
                        for bx, by, bw, bh in boxes)
            if card not in game.airborne and not under:         # a box over it hides it anyway
                drawn.append((seat, card, x, y, spec.size, corner(x, y)))
    shown = []
    for seat, card, x, y, size, pixels in drawn:
        draw_back(x, y, back, size)
        if corner(x, y) != pixels:
            shown.append((seat, str(card)))
    return shown


def people_game(casino, seating: Seating, options: Options, deal: int = 7, **settings):
    app = casino.app(**settings)
    app.new_game(deal=deal, options=options, seating=seating)
    headless.frame(app, 2)
    return app


def wait_for_pass_box(app, limit: int = 400) -> int:
    """Frames until the pass box asks for the next person, each checked: no hand face up. The frames."""
    for count in range(limit):
        if pass_box(app) is not None:
            assert faces_shown(app) == []
            return count
        box = app.window.modal
        if box is not None and not isinstance(box, (RoundDialog, HallOfFameDialog)):
            box.close("OK")             # a put with no free space, said in a box
        elif isinstance(box, RoundDialog) or app.window.game.finished:
            return count
        headless.frame(app)
        assert app.window.game.game_scene.hands_hidden
        assert faces_shown(app) == [], "a hand shown between two people's turns"
    raise AssertionError("no pass box")


def say_here(casino, app) -> str:
    """The person asked for clicks OK (no hand face up till it is let go): their name."""
    box = pass_box(app)
    name = box.text[len(PASS):].split(".")[0]
    ok = next(w for w in box.walk() if getattr(w, "label", None) == "OK")
    pyxel.set_mouse_pos(ok.ax + ok.w // 2, ok.ay + ok.h // 2)
    for down in (False, True):
        pyxel.set_btn(pyxel.MOUSE_BUTTON_LEFT, down)
        headless.frame(app)
        assert pass_box(app) is box and faces_shown(app) == []
    pyxel.set_btn(pyxel.MOUSE_BUTTON_LEFT, False)
    headless.frame(app)
    assert pass_box(app) is None
    return name


def lines_name_no_you(game) -> None:
    for line in game.status:
        assert not line.startswith("You") and "Sweep! You" not in line, line


# --- four seats ---------------------------------------------------------------------------------------
def test_four_people_play_to_the_end_with_no_hand_face_up_between_their_turns(casino):
    app = people_game(casino, FOUR_PEOPLE, Options(players=4, target=1))
    game = app.window.game
    rng = random.Random(3)
    decisions = frames = 0
    finals = []
    while not game.finished:
        box = app.window.modal
        if isinstance(box, RoundDialog):
            finals.append(box.question)
            assert box.names == ["Ann", "Bob", "Cleo", "Dan"]
            box.close("OK")
            headless.frame(app)
            continue
        frames += wait_for_pass_box(app)
        if game.finished or isinstance(app.window.modal, RoundDialog):
            continue
        seat = game.game_scene.screen.waiting_for
        assert say_here(casino, app) == game.names[seat]
        # Now that person's hand, and only theirs, lies face up at the front.
        assert game.front == seat and game.person_to_play
        assert {s for s, _ in faces_shown(app)} == {seat}
        lines_name_no_you(game)
        game.play(rng.choice(game.state.legal_moves()))
        decisions += 1
    assert decisions == 48 * len(finals) and frames > decisions
    assert "wins the game with" in finals[-1] and not finals[-1].startswith("You")
    winner = game.names[game.state.winner]
    # The Hall of Fame counts each person by name, lit on the winner; the record has a line each.
    hall = app.window.modal
    assert isinstance(hall, HallOfFameDialog)
    assert {row[0] for row in hall.list.rows} == {"Ann", "Bob", "Cleo", "Dan"}
    assert hall.list.rows[hall.list.selected][0] == winner
    rows = {row.setting: row for row in app.record.people_rows()}
    assert set(rows) == {"Ann", "Bob", "Cleo", "Dan"} and all(row.played == 1 for row in rows.values())
    assert rows[winner].won == 1 and sum(row.won for row in rows.values()) == 1
    assert app.record.rows() == []          # no line against the computer


def test_two_people_and_two_computers_click_their_cards_and_the_lines_name_them(casino):
    app = people_game(casino, MIXED, Options(players=4), deal=11)
    game = app.window.game
    played = []
    for _ in range(4):
        wait_for_pass_box(app)
        name = say_here(casino, app)
        seat = game.front
        assert game.names[seat] == name and game.seating.is_person(seat)
        assert [(s, c) for s, c in faces_shown(app)] == [(seat, str(c)) for c in game.board.hands[seat]]
        # the keys 1 to 4 play that card of the hand: a card alone is a Put (or what the rules allow)
        before = len(game.status)
        headless.press(app, "1")
        if app.window.modal is not None and pass_box(app) is None:
            app.window.modal.close("Cancel")        # no Put allowed here: a choice or a refusal
            headless.frame(app)
            game.play(game.state.legal_moves()[0])
        headless.move_mouse(app, 630, 470)
        played.append(game.status[before])
        assert played[-1].startswith(f"{name} ")
    assert any(line.startswith("Computer 1 ") for line in game.status)
    lines_name_no_you(game)
    # The score sheet and the record's seats name everyone.
    assert app.replays.seats(game) == [("person", "Ann"), ("munter", "Computer 1"), ("person", "Bob"),
                                       ("munter", "Computer 2")]


def test_the_seats_dialog_seats_two_people_and_two_computers_with_a_coach_each(casino):
    app = casino.app()
    app.window.settings_dialog()
    headless.frame(app)
    casino.click_button(app, "People at the Table...")
    box = app.window.modal
    assert isinstance(box, SeatsDialog) and box.title == "New Game"
    assert [row.person for row in box.rows()] == [True, True]
    up = box.players
    headless.click(app, up.ax + up.w - 6, up.ay + 3)
    headless.click(app, up.ax + up.w - 6, up.ay + 3)        # four players
    assert box.count == 4 and len(box.rows()) == 4
    for row in (box.seats[1], box.seats[3]):                # seats 2 and 4: computers
        kind = row.kind
        left, w = kind.spans()[1]
        headless.click(app, kind.ax + left + 5, kind.ay + 8)
    assert [row.person for row in box.rows()] == [True, False, True, False]
    assert box.seats[1].name.text == "Computer 1" and not box.seats[1].name.enabled
    third = box.seats[2].name
    headless.click(app, third.ax + 10, third.ay + 5)
    third.select_all()
    headless.type_text(app, "Bob")
    headless.click(app, box.seats[2].coach.ax + 5, box.seats[2].coach.ay + 8)
    casino.click_button(app, "OK")
    game = app.window.game
    assert game.names == ["Ann", "Computer 1", "Bob", "Computer 2"]
    assert game.seating.people == (0, 2) and game.session.coached == {2}
    wait_for_pass_box(app)
    assert pass_box(app) is not None
    # The table is remembered: the next New Game opens with these seats.
    assert casino.ctx.store.path(PEOPLE_FILE).exists()
    say_here(casino, app)
    app.window.ask_new_game()
    casino.click_button(app, "Yes")             # the game in progress given up
    top = app.window.modal
    assert isinstance(top, SeatsDialog) and [row.name for row in top.rows()] == ["Ann", "", "Bob", ""]
    top.close("Cancel")
    # A numbered deal seats them too.
    app.window.play_numbered_deal(42)
    assert app.window.game.deal == 42 and app.window.game.seating.names == ("Ann", "Computer 1", "Bob", "Computer 2")


# --- names ----------------------------------------------------------------------------------------------
def seats_with(app, names: list[str]) -> SeatsDialog:
    box = app.window.seats_dialog()
    box.players.set_value(len(names))
    for row, name in zip(box.seats, names):
        row.name.set_text(name)
    return box


def test_empty_long_and_repeated_names_get_one_line_each_and_a_default(casino):
    app = casino.app()
    seats_with(app, ["Ann", "", "ann", "Bartholomew Smith"])
    casino.click_button(app, "OK")
    lines = casino.message_text(app).split("\n")
    assert lines == ["Seat 2 has no name, so it plays as Player 2.",
                     "ann is already a player's name at this table: Seat 3 plays as Player 3.",
                     "A name has at most 12 letters: Seat 4 plays as Player 4."]
    casino.click_button(app, "OK")
    assert app.window.game.names == ["Ann", "Player 2", "Player 3", "Player 4"]


def test_a_computers_name_is_no_persons(casino):
    app = casino.app()
    seats_with(app, ["Ann", "Expert 2"])
    casino.click_button(app, "OK")
    assert casino.message_text(app) == ("Expert 2 is already a player's name at this table: "
                                        "Seat 2 plays as Player 2.")


@pytest.mark.parametrize("typed, line", [
    ("Bo\tb", "Seat 2's name holds a key that is not a letter. Please type it again."),
    ("Маша", "Casino has no letter М for Seat 2's name. Please type it in other letters.")])
def test_a_control_key_or_a_letter_the_font_lacks_is_refused_and_typed_again(casino, typed, line):
    app = casino.app()
    seats_with(app, ["Ann", typed])
    casino.click_button(app, "OK")
    assert casino.message_text(app) == line
    casino.click_button(app, "OK")
    box = app.window.modal
    assert isinstance(box, SeatsDialog) and app.window.game is None
    assert box.seats[1].name.text == typed and box.seats[1].name.focused     # nothing typed is lost


# --- kept, continued --------------------------------------------------------------------------------
def test_a_kept_game_of_people_continues_with_its_seats_at_a_pass_box(casino):
    app = people_game(casino, MIXED, Options(players=4), deal=5)
    game = app.window.game
    for _ in range(2):
        wait_for_pass_box(app)
        say_here(casino, app)
        game.play(game.state.legal_moves()[0])
    wait_for_pass_box(app)                  # the computers have played up to the next person
    to_move = game.state.to_move
    again = casino.app(kept=True)
    assert casino.message_text(again).startswith("Continue the unfinished game?")
    back = again.window.game
    assert back.names == game.names and back.seating == game.seating
    assert back.game_scene.hands_hidden and faces_shown(again) == []     # behind the question: no hand
    casino.click_button(again, "Yes")
    wait_for_pass_box(again)
    assert again.window.game.state.to_move == to_move
    assert say_here(casino, again) == back.names[back.state.to_move]
    assert back.front == to_move and back.person_to_play


# --- take-back, demo, coach ------------------------------------------------------------------------
def test_a_take_back_at_a_teaching_table_asks_the_others_first(casino):
    teaching = Seating(MIXED.seats, teaching=True)
    app = people_game(casino, teaching, Options(players=4), deal=5)
    game = app.window.game
    casino.run_until(app, lambda a: game.person_to_play)
    assert pass_box(app) is None                    # a teaching table: every hand open, no box
    asker = game.names[game.front]
    game.play(game.state.legal_moves()[0])
    casino.run_until(app, lambda a: game.person_to_play and game.names[game.front] != asker)
    other = game.names[game.front]
    game.play(game.state.legal_moves()[0])
    casino.run_until(app, lambda a: game.person_to_play and game.names[game.front] == asker)
    before = game.state.to_json()
    app.window.take_back()                          # File > Undo
    headless.frame(app)
    assert casino.message_text(app) == f"{other}: {asker} would like to take back their last play. Do you agree?"
    casino.click_button(app, "No")
    assert game.state.to_json() == before and game.status[-1] == f"Not everyone agreed, so {asker}'s play stands."
    casino.run_until(app, lambda a: game.person_to_play)
    app.window.take_back()
    headless.frame(app)
    casino.click_button(app, "Yes")
    assert game.status[-1].startswith(f"{asker} took back a play")
    assert game.state.to_move == game.seating.names.index(asker) and not game.counts


def test_a_take_back_in_any_game_of_people_asks_the_others_with_every_hand_down(casino):
    app = people_game(casino, MIXED, Options(players=4), deal=5)
    game = app.window.game
    plays = []
    while len(plays) < 3:                           # Ann, Bob, then the first of them again
        wait_for_pass_box(app)
        plays.append(say_here(casino, app))
        casino.run_until(app, lambda a: game.person_to_play)
        if len(plays) < 3:
            game.play(game.state.legal_moves()[0])
    before = game.state.to_json()
    app.window.take_back()                          # File > Undo
    headless.frame(app)
    other = next(name for name in plays[:2] if name != plays[2])
    assert casino.message_text(app) == f"{other}: {plays[2]} would like to take back their last play. Do you agree?"
    assert faces_shown(app) == []
    casino.click_button(app, "No")
    assert game.state.to_json() == before


def test_demo_mode_is_refused_in_a_game_of_people(casino):
    app = people_game(casino, MIXED, Options(players=4))
    headless.press(app, "F5")
    assert not app.demo and app.window.game.status[-1].startswith("Demo mode is for a game against the computer")


def test_game_settings_sets_the_coach_of_the_person_at_the_screen(casino):
    app = people_game(casino, MIXED, Options(players=4), coach=False)
    game = app.window.game
    wait_for_pass_box(app)
    say_here(casino, app)
    seat = game.front
    box = app.window.settings_dialog()
    headless.frame(app)
    assert not box.coach.checked and not box.open_hands.enabled
    headless.click(app, box.coach.ax + 5, box.coach.ay + 8)
    casino.click_button(app, "OK")
    assert game.session.coached == {seat} and not app.settings.coach
    assert game.seating.seats[seat].coach


def test_the_records_show_each_persons_line(casino):
    app = casino.app()
    for name, outcome, score in (("Ann", "won", 22), ("Bob", "lost", 9), ("Ann", "won", 21)):
        app.record.add_person(name, outcome, score)
    box = app.window.records()
    headless.frame(app)
    assert isinstance(box, RecordsDialog)
    assert box.people_list.rows == [("Ann", 2, 2, 0, 22, "21.5", 2, 2), ("Bob", 1, 0, 1, 9, "9.0", 0, 0)]


def test_the_coachs_words_are_shown_only_to_the_person_they_are_for(casino):
    from retro.casino.screens.ui_table import message_lines

    seating = Seating((Seat(True, "Ann", coach=True), Seat(True, "Bob")))
    app = people_game(casino, seating, Options(players=2), deal=9)
    game = app.window.game
    font = app.window.look.ui

    def shown() -> str:
        return " ".join(line.text for line in message_lines(game, font)[0])
    while True:
        wait_for_pass_box(app)
        if game.game_scene.screen.waiting_for == 0:
            break
        say_here(casino, app)
        game.play(game.state.legal_moves()[0])
    say_here(casino, app)
    game.play(game.state.legal_moves()[0])                  # Ann's play, judged for her
    casino.run_until(app, lambda a: any(line.startswith("Coach") for line in game.status))
    assert "Coach" not in shown()                           # the hands are hidden: not for the table
    wait_for_pass_box(app)
    say_here(casino, app)                                   # Bob at the screen
    assert "Coach" not in shown() and game.session.coached == {0}
    game.play(game.state.legal_moves()[0])
    wait_for_pass_box(app)
    say_here(casino, app)                                   # Ann again
    assert "Coach" in shown()


def test_no_hand_shows_behind_the_seats_while_names_are_typed(casino):
    app = casino.game(State.from_position(hands=["2H 5D 9C KS", "3C 7H JD QS"], tableau=["4S", "8D"]))
    assert faces_shown(app)                                  # the person's own hand, face up
    app.window.settings_dialog()
    headless.frame(app)
    casino.click_button(app, "People at the Table...")
    casino.click_button(app, "Yes")                          # the game in progress may be given up
    assert isinstance(app.window.modal, SeatsDialog)
    headless.frame(app)
    assert faces_shown(app) == [] and not app.window.game.hand_shown(0)


def test_a_kept_game_whose_seats_do_not_fit_is_a_damaged_file(casino):
    import json

    app = people_game(casino, MIXED, Options(players=4), deal=5)
    wait_for_pass_box(app)
    path = casino.ctx.store.path("casino.game.json")
    kept = json.loads(path.read_text(encoding="utf-8"))
    assert kept["extra"]["seating"] == MIXED.to_data()
    kept["extra"]["seating"]["seats"][2]["name"] = "Zed"          # not the players' names
    path.write_text(json.dumps(kept), encoding="utf-8")
    again = casino.app(keep_dialog=True)
    assert again.window.game is None and casino.ctx.store.path("casino.game.json.bad").exists()
