"""Two people's games in the files: their match in PINOCHLE.SCR, their lines in the record, their names in the words."""

import pytest

from retro import headless

from retro.keep import Record
from retro.pinochle.screens import app_score
from retro.pinochle.screens.app_people import Names, read_name
from retro.pinochle.screens.app_replay import entry_line, result_line
from retro.pinochle.screens.app_score import Match, format_match, parse
from retro.pinochle.screens.ui_popups import RecordBox, game_over, score_sheet
from retro.pinochle.screens.app_table import Tally
from retro.store import Damaged


def test_two_peoples_match_is_kept_in_pinochle_scr_beside_the_computers(store):
    app_score.record(store, 0)
    app_score.record_people(store, ("ANN", "BOB LEE"), 1)
    match = app_score.record_people(store, ("bob lee", "Ann"), 1)        # the same two, the other way round
    assert (match.you, match.computer) == (1, 0)
    assert match.pair(("ANN", "BOB LEE")) == (1, 1) and match.pair(("BOB LEE", "ANN")) == (1, 1)
    assert match.pair(("ANN", "CARL")) == (0, 0)
    text = (store.root / app_score.SCORE_FILE).read_text(encoding="utf-8")
    assert "you 1\ncomputer 0\n" in text and 'people 1 1 ["bob lee", "Ann"]' in text
    assert parse(format_match(match).encode()) == match
    assert app_score.record_people(store, ("ANN", "BOB LEE"), None) == app_score.load(store)   # a draw: no change


@pytest.mark.parametrize("line", ['people 1 ["ANN", "BOB"]', 'people 1 2 ["ANN"]', 'people 1 2 ["ANN", "ann"]',
                                  'people x 2 ["ANN", "BOB"]', 'people 1 2 [ANN, BOB]',
                                  'people 1 2 ["ANN", "' + "B" * 13 + '"]'])
def test_a_line_of_two_people_that_is_not_one_makes_the_file_damaged(line):
    with pytest.raises(Damaged):
        parse(f"you 1\ncomputer 2\n{line}\n".encode())


def test_one_pair_counted_twice_makes_the_file_damaged():
    with pytest.raises(Damaged):
        parse(b'you 1\ncomputer 2\npeople 1 0 ["ANN", "BOB"]\npeople 0 1 ["BOB", "ANN"]\n')


def test_the_record_box_has_a_line_for_each_person(store):
    record = Record(store, "pinochle")
    record.add_person("ANN", "won", 260)
    record.add_person("BOB", "lost", 140)
    box = RecordBox({row.setting: row for row in record.rows()}, people=record.people_rows())
    text = [line for line, _ in box.lines]
    assert text[0] == "No games against the computer counted yet."
    assert any(line.startswith("People") and "Played" in line for line in text)
    ann = next(line for line in text if line.startswith("ANN"))
    assert ann.split() == ["ANN", "1", "1", "0", "0", "1", "1"]
    assert box.title == "Record of games" and box.row + len(box.lines) + 5 <= 23


def test_one_persons_record_box_is_as_it_was(store):
    record = Record(store, "pinochle")
    record.add("all", "won", 1000)
    box = RecordBox({row.setting: row for row in record.rows()}, people=record.people_rows())
    assert box.title == "Record of games: you against the computer" and box.row == 4
    assert not any(line.startswith("People") for line, _ in box.lines)


def test_the_sheets_and_the_replays_say_the_names():
    names = Names(("ANN", "BOB"))
    sheet = [line for line, _ in score_sheet(1, Tally(), [250, 120], names=names).lines]
    assert "ANN" in sheet[0] and "BOB" in sheet[0] and not any("Computer" in line for line in sheet)
    over = [line for line, _ in game_over(0, (250, 120), Match(), True, names=names).lines]
    assert over[0] == "ANN wins the game, 250 to 120!" and "ANN 0" in over[-1] and "BOB 0" in over[-1]
    assert result_line((120, 250), ("ANN", "BOB")) == "BOB won, 250 to 120"
    assert result_line((120, 250)) == "You lost, 120 to 250"


def test_the_replay_list_names_a_game_of_two_people():
    from retro.history import Entry

    entry = Entry(0, "2026-12-05 10:00", (), "ANN won, 250 to 120", (250, 120), 777, 0, "")
    assert "two people" in entry_line(entry) and "ANN won" in entry_line(entry)
    assert len(entry_line(entry)) <= 80


@pytest.mark.parametrize("typed, name, said", [("", "Player 2", "No name typed: Player 2 it is."),
                                               ("A" * 13, "Player 2", "A name has at most 12 letters: Player 2 it is."),
                                               ("ann", "Player 2", "The two players need two names: Player 2 it is."),
                                               ("  BOB  ", "BOB", "")])
def test_a_name_typed_is_checked(typed, name, said):
    read = read_name(typed, 1, ["ANN"])
    assert (read.name, read.said) == (name, said)


@pytest.mark.parametrize("typed", ["AN\x07N", "ANN\u2603"])
def test_a_name_the_screen_cannot_show_is_refused(typed):
    with pytest.raises(ValueError):
        read_name(typed, 0, [])


def test_one_person_is_named_as_before():
    one = Names()
    assert (one.does(0, "win"), one.does(1, "win"), one.whom(0), one.whom(1), one.owner(1)) == \
        ("You win", "I win", "you", "me", "my")
    two = Names(("ANN", "BOB"))
    assert (two.does(0, "win"), two.whom(1), two.owner(1)) == ("ANN wins", "BOB", "BOB's")


def test_a_name_typed_is_kept_at_once_and_offered_again_after_any_exit(pin):
    """The first name typed, the program left at the questions: the next start offers it."""
    program = pin.app("*", single_hand=True)
    pin.setup_answers(program, stop_at="bot")
    headless.press(program, "P")
    headless.type_text(program, "Ann")
    headless.press(program, "RETURN")
    assert pin.ctx.store.settings("pinochle")["people_names"].split("\t")[0] == "Ann"
    again = pin.create("*")                              # started again, its settings as they were left
    headless.frame(again, 2)
    pin.setup_answers(again, stop_at="bot")
    headless.press(again, "P")
    assert "(Enter for Ann)" in again.screen.text()
