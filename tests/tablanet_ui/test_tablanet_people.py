"""Tablanet played by people at one screen: seats and names at the questions, a pass box between two
people's turns with every hand face down, names on the sheets and in the record, a kept people's game
continued at a pass box."""

import pytest

from retro import headless
from retro.palette import WHITE
from retro.dos.pass_screen import PassBox
from retro.tablanet.screens.app_text import card_label
from retro.tablanet.screens.app_game import Game

PEOPLE_TWO = {"players": 2, "people": 2, "name:0": "Ann", "coach:0": True, "name:1": "Bob", "coach:1": False,
              "target": 101}


def people_setup(tbl, **answers):
    """The questions with P pressed at the first (people at this screen), answered as ``answers`` say
    (the people's names and coaches among them); the program is returned."""
    program = tbl.app("E*", speed=0)
    if "players" in answers:                # the number of players first: the people are counted among them
        tbl.setup_answers(program, stop_at="ace", players=answers.pop("players"))
    tbl.press(program, "P")
    tbl.setup_answers(program, **answers)
    return program


def start_people(tbl, **answers):
    program = people_setup(tbl, **{**PEOPLE_TWO, **answers})
    assert isinstance(program.scene, Game)
    return program


def shown_hand_cards(program) -> list:
    """Every card of a person's hand whose face the screen shows: its label among the screen's cells,
    and, read from the pixels drawn, any hand place (the front row, the seats at the top) painted as a
    face (a face's label sits on white; a back's middle is red on red)."""
    game = program.scene
    text = program.screen.text()
    shown = [card for p in game.seating.people for card in game.board.hands[p]
             if f"{card_label(card, 'en'):>3}" in text]
    if shown or game.seating.teaching:
        return shown
    program.draw()
    faces = [(col, row) for col, row in hand_places(game) if WHITE in cell_pixels(col, row)]
    assert not faces, f"hand places drawn face up at {faces}"
    return shown


def hand_places(game):
    """The middle cell of each card place of every hand on screen: the front row and the top seats."""
    from retro.dos.textcards import CARD_W
    from retro.tablanet.screens.ui_table import CPU_ROW, HAND_COL, HAND_ROW, seat_place

    board = game.board
    for i in range(len(board.hands[board.front])):
        yield HAND_COL + i * CARD_W + 2, HAND_ROW + 1
    for place, seat in enumerate(board.others(), start=1):
        col, _ = seat_place(place, board.players)
        for i in range(len(board.hands[seat])):
            yield col + i * CARD_W + 2, CPU_ROW + 1


def cell_pixels(col: int, row: int) -> set:
    """The colours at the corners of a cell's top rows: a glyph leaves them to the cell's background."""
    from retro.dos.screen import CELL_W, TOP, CELL_H

    x, y = col * CELL_W, TOP + row * CELL_H
    return {headless.pixel(x, y), headless.pixel(x + CELL_W - 1, y + 1)}


def test_a_people_game_opens_at_a_pass_box_with_every_hand_face_down(tbl):
    program = start_people(tbl)
    tbl.run_until(program, lambda p: isinstance(p.modal, PassBox))
    assert program.modal.seat in (0, 1)
    assert "Pass the keyboard to" in program.screen.text()
    assert shown_hand_cards(program) == []


def test_after_ann_plays_no_hand_shows_until_bob_says_he_is_here(tbl):
    program = start_people(tbl)
    game = program.scene
    for _ in range(3):
        tbl.run_until(program, lambda p: isinstance(p.modal, PassBox))
        seat = program.modal.seat
        assert shown_hand_cards(program) == []
        tbl.press(program, "RETURN")
        tbl.run_until(program, tbl.my_turn)
        assert game.board.front == seat and shown_hand_cards(program)     # their own hand, face up
        assert all(card in game.board.hands[seat] for card in shown_hand_cards(program))
        game.apply(game.state.legal_moves()[0])
        for _ in range(30):                     # every frame until the next person is at the screen
            tbl.frames(program)
            assert shown_hand_cards(program) == [], program.screen.text()
            if isinstance(program.modal, PassBox):
                break


def play_to_the_end(tbl, program, move=lambda game: game.state.legal_moves()[0], limit=4000):
    """Every turn played (``move``) through to the game-over box; in every frame from a person's
    decision until the next person is at the screen, no hand card is shown. Returns the screens'
    texts of the score sheets and the game-over box."""
    from retro.tablanet.screens.ui_popups import Box

    game = program.scene
    sheets, hidden_since = [], None
    for _ in range(limit):
        modal = program.modal
        if hidden_since is not None:
            assert shown_hand_cards(program) == [], program.screen.text()
        if isinstance(modal, PassBox):
            assert shown_hand_cards(program) == []
            hidden_since = None
            tbl.press(program, "RETURN")
        elif isinstance(modal, Box):
            if modal.kind in ("sheet", "over"):
                sheets.append(program.screen.text())
            if modal.kind == "over":
                return sheets
            tbl.press(program, "RETURN")
        elif tbl.my_turn(program):
            game.apply(move(game))
            hidden_since = game.state.to_move
            tbl.frames(program)                 # the frame after the decision: checked at the top
        elif program.modal is not None:
            tbl.press(program, "RETURN")
        else:
            tbl.frames(program)
    raise AssertionError("the game did not end")


@pytest.mark.long          # a whole game of three people, every frame checked: in CI's long pass
@pytest.mark.system
def test_three_people_play_a_game_to_its_end_with_their_names_on_the_sheets_and_in_the_record(tbl):
    program = start_people(tbl, players=3, people=3, **{"coach:0": False, "name:2": "Маша", "coach:2": False})
    sheets = play_to_the_end(tbl, program)
    for text in sheets:
        assert "Ann" in text and "Bob" in text and "Маша" in text and "You" not in text, text
    assert " wins with " in sheets[-1]
    rows = {row.setting: row for row in program.record.people_rows()}
    assert rows["Ann"].played == rows["Bob"].played == rows["Маша"].played == 1
    assert rows["Ann"].won + rows["Bob"].won + rows["Маша"].won == 1
    assert program.record.rows() == []          # the one-person lines are not touched
    entry = program.history.games()[0]          # the replays: the people by name, the winner named
    assert entry.result.split(" won, ")[0] in ("Ann", "Bob", "Маша")
    assert [seat.name for seat in entry.record().seats] == ["Ann", "Bob", "Маша"]


def test_the_score_sheet_and_the_game_over_box_name_the_people():
    from retro.tablanet.screens.ui_popups import game_over, score_sheet

    names = ("Ann", "Bob")
    sheet = score_sheet(1, [[], []], [3, 2], [3, 0], [6, 2], "points", "en", names=names)
    text = "\n".join(line for line, _ in sheet.lines("en"))
    assert "Ann" in text and "Bob" in text and "You" not in text and "Computer" not in text
    over = "\n".join(line for line, _ in game_over(1, [90, 105], "en", names=names).lines("en"))
    assert over.startswith("Bob wins with 105 points") and "You" not in over


def test_the_record_box_shows_each_persons_line(tbl):
    from retro.tablanet.screens.ui_popups import record_lines

    program = tbl.app("E*")
    program.record.add_person("Ann", "won", 120)
    program.record.add_person("Ann", "lost", 80)
    program.record.add_person("Маша", "won", 101)
    lines = [line for line, _ in record_lines({}, "en", program.record.people_rows())]
    assert "PEOPLE AT THE TABLE" in lines
    ann = next(line for line in lines if line.startswith("Ann"))
    assert ann.split()[1:4] == ["2", "1", "1"]           # played, won, lost
    assert any(line.startswith("Маша") for line in lines)
    assert "No games" not in " ".join(lines)


@pytest.mark.parametrize("typed, said", [("", None), ("Bartholomew12", "at most 10 letters: Player 2 it is"),
                                         ("ann", "That name is taken: Player 2 it is")])
def test_an_empty_long_or_repeated_name_gets_one_line_and_the_default(tbl, typed, said):
    program = people_setup(tbl, people=2, stop_at="name:1", **{"name:0": "Ann", "coach:0": False})
    setup = program.scene
    headless.type_text(program, typed)
    tbl.press(program, "RETURN")
    assert setup.names == ["Ann", "Player 2"]
    if said:
        assert said in program.screen.text()


@pytest.mark.parametrize("typed, said", [("Bo\x07b", "control character"), ("Zoë★", "no such letter")])
def test_a_control_character_or_a_letter_the_font_lacks_is_refused_to_be_typed_again(tbl, typed, said):
    program = people_setup(tbl, people=2, stop_at="name:1", **{"name:0": "Ann", "coach:0": False})
    setup = program.scene
    setup.widget.set_text(typed)
    tbl.press(program, "RETURN")
    assert setup.step == "name:1" and setup.names == ["Ann"] and tbl.beeps(program) == 1
    assert said in program.screen.text()


def test_a_kept_people_game_continues_with_its_seats_at_a_pass_box(tbl):
    from retro.tablanet.screens.ui_setup import Resume

    program = start_people(tbl)
    tbl.run_until(program, lambda p: isinstance(p.modal, PassBox))
    tbl.press(program, "RETURN")
    tbl.run_until(program, tbl.my_turn)
    program.scene.apply(program.scene.state.legal_moves()[0])
    tbl.frames(program, 3)
    again = tbl.app("E*", speed=0)
    assert isinstance(again.scene, Resume)
    assert "Ann" in again.screen.text() and "Bob" in again.screen.text()
    tbl.press(again, "Y")
    tbl.run_until(again, lambda p: isinstance(p.modal, PassBox))
    game = again.scene
    assert game.seating.names == ("Ann", "Bob") and shown_hand_cards(again) == []
    assert game.session.coached == {0}


def test_a_take_back_asks_the_other_person_and_a_no_keeps_the_play(tbl):
    from retro.dos.widgets import YesNo

    program = people_setup(tbl, **PEOPLE_TWO)
    game = program.scene
    for _ in range(2):
        tbl.run_until(program, lambda p: isinstance(p.modal, PassBox))
        tbl.press(program, "RETURN")
        tbl.run_until(program, tbl.my_turn)
        game.apply(game.state.legal_moves()[0])
    tbl.run_until(program, lambda p: isinstance(p.modal, PassBox))
    first = program.modal.seat
    tbl.press(program, "RETURN")
    tbl.run_until(program, tbl.my_turn)
    played = len(game.state.events)
    tbl.press(program, "BACKSPACE")
    assert isinstance(program.modal, YesNo) and shown_hand_cards(program) == []
    other = game.seating.name(1 - first)
    assert f"{other}, {game.seating.name(first)} wants a play back" in program.screen.text()
    tbl.press(program, "N")
    assert len(game.state.events) == played and "said no" in program.screen.text()
    tbl.run_until(program, lambda p: isinstance(p.modal, PassBox))
    tbl.press(program, "RETURN")
    tbl.run_until(program, tbl.my_turn)
    tbl.press(program, "BACKSPACE")
    tbl.press(program, "Y")
    assert len(game.state.events) < played and game.state.to_move == first


def test_demo_mode_is_refused_in_a_people_game(tbl):
    program = start_people(tbl)
    tbl.run_until(program, lambda p: isinstance(p.modal, PassBox))
    tbl.press(program, "RETURN")
    tbl.run_until(program, tbl.my_turn)
    tbl.press(program, "F2")
    assert not program.scene.demo and "does not play for people" in program.screen.text()


def test_each_persons_coach_judges_only_their_own_plays(tbl):
    program = start_people(tbl)                   # the coach for Ann, not for Bob
    game = program.scene
    for _ in range(4):
        tbl.run_until(program, lambda p: isinstance(p.modal, PassBox))
        tbl.press(program, "RETURN")
        tbl.run_until(program, tbl.my_turn)
        game.apply(game.state.legal_moves()[0])
    tbl.run_until(program, lambda p: isinstance(p.modal, PassBox))
    ann, bob = game.session.desks[0], game.session.desks[1]
    assert bob.review.decisions == [] and not bob.judging
    assert len(ann.review.decisions) + len(ann.judging) == 2


def test_a_click_on_the_people_line_asks_for_the_people_as_P_does(tbl):
    from retro.dos.screen import TextScreen
    from retro.tablanet.screens.ui_setup import PEOPLE_HINT_ROW

    program = tbl.app("E*", speed=0)
    assert "P at any question" in program.screen.row_text(PEOPLE_HINT_ROW)
    headless.click(program, *TextScreen.cell_center(10, PEOPLE_HINT_ROW))
    assert program.scene.step == "people"


def test_a_teaching_table_shows_every_hand_says_so_and_needs_no_pass_box(tbl):
    program = start_people(tbl, open_hands=True)
    game = program.scene
    tbl.run_until(program, tbl.my_turn)
    assert not isinstance(program.modal, PassBox)
    assert "teaching table" in program.screen.text()
    assert set(shown_hand_cards(program)) == set(game.board.hands[0] + game.board.hands[1])


def test_a_name_typed_is_kept_at_once_and_offered_again_after_any_exit(tbl):
    program = people_setup(tbl, people=2, stop_at="name:1", **{"name:0": "Ann", "coach:0": False})
    assert tbl.ctx.store.settings("tablanet")["people_names"].split("\t")[0] == "Ann"
    again = tbl.create("E*")                       # the program left at the questions, started again
    tbl.frames(again, 2)
    tbl.press(again, "P")
    tbl.setup_answers(again, people=2, stop_at="name:0")
    assert "(Enter for Ann)" in again.screen.text(), again.screen.text()


def test_d_p_r_and_l_typed_in_a_name_are_letters_of_it(tbl):
    program = people_setup(tbl, people=2, stop_at="name:0")
    setup = program.scene
    for key, text in (("D", "D"), ("A", "a"), ("P", "p"), ("R", "r"), ("L", "l")):
        tbl.press(program, key)              # the keyboard's key, and the letter it types
        headless.type_text(program, text)
    assert program.scene is setup and setup.step == "name:0" and setup.widget.typed == "Daprl"
