"""People at the table: names checked, seats kept, and no hand shown between two people's turns."""

import pytest

from retro.table.people import Screen, Seat, Seating, check_name, default_name, one_person
from retro.table.reports import Outcome
from retro.table.scene import GameScene, Host
from retro.table.session import NotYourTurn, Seats, Session
from retro.coaching import HandReview
from retro.table.coach_desk import CoachRules
from tests.table.toy import Files, Slow, Toy, hint_steps, judge_steps

CYRILLIC = set("абвгдеёжзийклмнопрстуфхцчшщъыьэюяАБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ")


def latin_or_cyrillic(ch: str) -> bool:
    return ch.isascii() or ch in CYRILLIC


# --- names -------------------------------------------------------------------------------------------
def test_a_name_is_taken_as_typed_with_its_spaces_tidied():
    assert check_name("  Ann   Lee ", ["Bob"], "Player 2").name == "Ann Lee"


@pytest.mark.parametrize("typed, problem", [("", "empty"), ("   ", "empty"), ("A" * 13, "long"),
                                            ("bob", "same")])
def test_an_empty_long_or_repeated_name_gets_one_problem_and_the_default(typed, problem):
    answer = check_name(typed, ["Bob"], "Player 2")
    assert (answer.name, answer.problem, answer.refused) == ("Player 2", problem, False)


def test_a_repeated_default_gets_a_number_of_its_own():
    assert check_name("Player 2", ["Player 2"], "Player 2").name == "Player 2 1"


@pytest.mark.parametrize("typed, problem", [("An\tn", "control"), ("Bo\x00b", "control"), ("Zoë😀", "font")])
def test_control_characters_and_letters_the_font_cannot_draw_are_refused(typed, problem):
    answer = check_name(typed, [], "Player 1", drawable=latin_or_cyrillic)
    assert answer.refused and answer.problem == problem and answer.name == ""


def test_a_russian_name_is_a_name_where_the_font_draws_it():
    assert check_name("Маша", [], "Игрок 1", drawable=latin_or_cyrillic).name == "Маша"


def test_default_names_count_seats_from_one():
    assert [default_name(s) for s in range(3)] == ["Player 1", "Player 2", "Player 3"]


# --- the seating kept ------------------------------------------------------------------------------------
def test_a_seating_is_kept_and_read_back():
    seating = Seating((Seat(True, "Ann", coach=True), Seat(False, "Betty", "expert"), Seat(True, "Маша")), True)
    assert Seating.from_data(seating.to_data(), 3) == seating
    assert seating.people == (0, 2) and seating.shared and seating.coached() == {0}


@pytest.mark.parametrize("data", [None, {}, {"version": 1, "seats": []},
                                  {"version": 1, "seats": [{"person": True, "name": "A"}]},
                                  {"version": 1, "seats": [{"person": False, "name": "A"},
                                                           {"person": False, "name": "B"}]},
                                  {"version": 1, "seats": [{"person": True, "name": "A"},
                                                           {"person": True, "name": "a"}]},
                                  {"version": 1, "seats": [{"person": True, "name": ""},
                                                           {"person": True, "name": "B"}]},
                                  {"version": 1, "seats": [{"person": "yes", "name": "A"},
                                                           {"person": True, "name": "B"}]}])
def test_a_seating_that_does_not_fit_the_game_is_refused(data):
    with pytest.raises(ValueError):
        Seating.from_data(data, 2)


def test_one_person_against_the_computers_shows_that_persons_hand_always():
    screen = Screen(one_person(3, "You", ["Betty", "Carl"]))
    assert not screen.shared and screen.viewer == 0 and not screen.hidden
    screen.after_decision(0, 1)
    assert not screen.turn(0) and screen.shows(0) and not screen.shows(1)


# --- the scene with two people ----------------------------------------------------------------------------
class Watcher(Host):
    def __init__(self):
        self.passes, self.turns = [], 0

    def pass_screen(self, seat):
        self.passes.append(seat)

    def begin_turn(self):
        self.turns += 1


def people_scene(learning=False, coached=(), seats=2):
    files = Files()
    seating = Seating(tuple(Seat(True, name, coach=i in coached) for i, name in enumerate(["Ann", "Bob"])))
    session = Session(Toy(), Seats({}, 0, people=frozenset(seating.people)), learning=learning, keeper=files,
                      coach=CoachRules(hint_steps, judge_steps, lambda s, m: "here", str), coach_on=0 in coached,
                      review=HandReview())
    for seat in coached:
        session.set_coach(seat, True)
    host = Watcher()
    scene = GameScene(session, host, seating=seating)
    scene.start()
    return scene, host, files


def run(scene, frames=5):
    for _ in range(frames):
        scene.tick()


def test_a_people_game_opens_at_a_pass_screen_with_every_hand_hidden():
    scene, host, _ = people_scene()
    run(scene)
    assert host.passes == [0] and scene.asking and scene.hands_hidden
    assert not scene.shows_hand(0) and not scene.shows_hand(1) and host.turns == 0
    with pytest.raises(NotYourTurn):
        scene.play(1)


def test_no_hand_is_shown_between_two_peoples_turns():
    scene, host, _ = people_scene()
    run(scene)
    scene.here()
    run(scene)
    assert scene.shows_hand(0) and not scene.shows_hand(1) and host.turns > 0
    scene.play(1)                                   # Ann's decision: Bob decides next
    seen = []
    for _ in range(5):
        scene.tick()
        seen.append((scene.shows_hand(0), scene.shows_hand(1)))
    assert seen == [(False, False)] * 5 and host.passes == [0, 1]
    assert scene.here() and scene.viewer == 1 and scene.shows_hand(1) and not scene.shows_hand(0)
    scene.play(2)
    assert scene.state.events[-1].player == 1


def test_a_take_back_in_a_people_game_asks_the_others_first_and_undoes_their_plays_after_it():
    scene, host, _ = people_scene(learning=True)
    run(scene)
    scene.here()
    scene.play(1)                                   # Ann's
    run(scene)
    scene.here()
    scene.play(1)                                   # Bob's
    run(scene)
    scene.here()                                    # Ann is back, and wants her play back
    assert scene.viewer == 0 and scene.session.take_back_possible
    assert scene.take_back() is Outcome.ASK_OTHERS and scene.hands_hidden
    assert scene.state.pile == 8
    assert scene.take_back(consented=True) is Outcome.DONE
    assert scene.state.pile == 10 and scene.state.to_move == 0 and scene.hands_hidden
    run(scene)
    assert host.passes[-1] == 0 and scene.asking


def test_a_person_with_no_play_of_their_own_this_hand_has_nothing_to_take_back():
    scene, _, _ = people_scene(learning=True)
    run(scene)
    scene.here()
    scene.play(1)                                   # Ann's
    run(scene)
    scene.here()                                    # Bob has made no decision yet
    assert not scene.session.take_back_possible       # so no screen offers it to him
    assert scene.take_back() is Outcome.NOTHING and scene.state.pile == 9


def test_demo_mode_is_never_on_in_a_people_game():
    scene, _, _ = people_scene()
    scene.set_demo(True)
    assert not scene.session.demo


def test_each_person_has_their_own_coach_and_review():
    scene, _, _ = people_scene(coached=(0,))
    run(scene)
    scene.here()
    scene.play(1)                                   # Ann's, judged
    run(scene, 3)
    scene.here()
    scene.play(1)                                   # Bob's: his coach is off
    run(scene, 3)
    scene.here()
    run(scene, 10)
    ann, bob = scene.session.desks[0], scene.session.desks[1]
    assert len(ann.review.decisions) == 1 and not bob.review.decisions and not bob.judging


def test_a_people_game_is_kept_with_each_persons_coach_and_comes_back_at_a_pass_screen():
    scene, _, files = people_scene(coached=(1,))
    run(scene)
    scene.here()
    scene.play(1)
    run(scene)
    extra = files.saved[-1][1]
    assert extra["people"]["coached"] == [1]
    again = Session(Toy.from_json(files.saved[-1][0]), Seats({}, 0, people=frozenset({0, 1})), keeper=files,
                    coach=CoachRules(hint_steps, judge_steps, lambda s, m: "here", str), review=HandReview())
    again.restore_extra(extra)
    assert again.coached == {1}
    host = Watcher()
    scene = GameScene(again, host, seating=Seating((Seat(True, "Ann"), Seat(True, "Bob"))))
    scene.start()
    run(scene)
    assert host.passes == [1] and scene.hands_hidden


def test_the_same_person_deciding_twice_running_keeps_their_hand_on_show():
    screen = Screen(Seating((Seat(True, "Ann"), Seat(True, "Bob"))))
    assert screen.turn(0)
    screen.here()
    screen.after_decision(0, 0)
    assert not screen.turn(0) and screen.shows(0)


def test_a_teaching_table_shows_every_hand_and_asks_for_no_one_in_secret():
    screen = Screen(Seating((Seat(True, "Ann"), Seat(True, "Bob")), teaching=True))
    screen.after_decision(0, 1)
    assert screen.shows(0) and screen.shows(1) and not screen.hidden
    assert not screen.turn(1) and screen.viewer == 1            # the one to play comes to the front


def test_a_computers_seat_is_played_by_its_bot_between_two_people():
    files = Files()
    seating = Seating((Seat(True, "Ann"), Seat(False, "Betty")))
    session = Session(Toy(), Seats({1: Slow(1)}, 0, people=frozenset({0})), keeper=files)
    scene = GameScene(session, Watcher(), seating=seating)
    scene.start()
    run(scene)
    assert not scene.asking and scene.shows_hand(0)
    scene.play(1)
    run(scene, 5)
    assert scene.state.events[-1].player == 1 and scene.shows_hand(0)


def test_a_finished_people_game_goes_into_the_record_under_each_persons_name(tmp_path):
    from retro.keep import Record
    from retro.store import Store
    from retro.table.session import Recording

    record = Record(Store(tmp_path), "toy")
    names = ["Ann", "Bob"]
    session = Session(Toy(pile=2), Seats({}, 0, people=frozenset({0, 1})),
                      recording=Recording(record, lambda s: ("x", "won", 0),
                                          lambda s: [(names[p], "won" if s.winner == p else "lost", s.scores[p])
                                                     for p in (0, 1)]))
    scene = GameScene(session, Watcher(), seating=Seating((Seat(True, "Ann"), Seat(True, "Bob"))))
    scene.start()
    run(scene)
    scene.here()
    scene.play(2)
    again = Record(Store(tmp_path), "toy")
    assert again.rows() == []
    rows = {row.setting: row for row in again.people_rows()}
    assert (rows["Ann"].won, rows["Ann"].streak, rows["Bob"].lost, rows["Bob"].played) == (1, 1, 1, 1)


def test_at_a_teaching_table_the_person_to_play_is_the_one_at_the_screen():
    files = Files()
    seating = Seating((Seat(True, "Ann"), Seat(True, "Bob")), teaching=True)
    session = Session(Toy(), Seats({}, 0, people=frozenset({0, 1})), keeper=files)
    host = Watcher()
    scene = GameScene(session, host, seating=seating)
    scene.start()
    run(scene)
    scene.play(1)
    run(scene)
    assert host.passes == [] and scene.viewer == 1 and session.person == 1


def test_a_seating_changed_in_the_game_is_shown_and_kept():
    scene, host, files = people_scene()
    run(scene)
    scene.set_seating(Seating(scene.seating.seats, teaching=True))
    scene.end_frame()
    assert scene.shows_hand(0) and scene.shows_hand(1)
    assert files.saved[-1][1]["seating"]["teaching"] is True
