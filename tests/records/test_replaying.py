"""A recorded game stepped through: its states rebuilt a few a frame, the coach's verdicts in the order each kit wants."""

import subprocess
import sys
from pathlib import Path

import pytest
from replay_games import played_record

from retro import replaying
from retro.record import Played, make_record, replay
from retro.tablenette import bots, coach, rules
from tests.win.test_win_replay import SEATS, Ticks

ROOT = Path(__file__).resolve().parents[2]


class Gates:
    """A coach whose verdict on a play waits (its generator yields on) until the gates open; it
    notes the plays it began, in order, and the states it was given."""

    def __init__(self, record):
        self.states = [state.to_json() for state in replay(record, rules)]
        self.texts = [played.text for played in record.moves]
        self.opened = False
        self.begun: list[int] = []
        self.given: dict[int, object] = {}

    def number(self, state, move) -> int:
        here = state.to_json()
        return next(n for n in range(1, len(self.states))
                    if self.texts[n - 1] == str(move) and self.states[n - 1] == here)

    def judge(self, state, move):
        number = self.number(state, move)
        self.begun.append(number)
        self.given[number] = state
        while not self.opened:
            yield
        return ("verdict", number)


def game_record(deal=4):
    return played_record(rules, bots, "tablenette", deal, SEATS, kind="sycomp")


def win_track():
    from retro.win.replay import Track
    return Track


def persons_plays(record) -> list[int]:
    """The numbers of the person's (seat 0's) plays in ``record`` that the rules left a choice in."""
    states = replay(record, rules)
    return [n for n, played in enumerate(record.moves, start=1)
            if played.player == 0 and len(states[n - 1].legal_moves()) > 1]


def nearest(numbers, here):
    """``numbers`` as the coach takes them from ``here``: the ones after it first, then those before."""
    return sorted(numbers, key=lambda n: (n < here, abs(n - here)))


def test_the_kits_step_with_the_one_shared_track():
    from retro.table.replay import PAGE, Track
    from retro.win.replay import PAGE as WIN_PAGE
    assert Track is replaying.Track and PAGE == WIN_PAGE == replaying.PAGE
    assert issubclass(win_track(), replaying.Track)
    assert win_track().show_first and not win_track().one_a_frame
    assert not Track.show_first and Track.one_a_frame


def test_the_track_never_imports_pyxel():
    code = "import sys, retro.replaying; assert 'pyxel' not in sys.modules, 'pyxel was imported'"
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr[-500:]


@pytest.mark.parametrize("kind", ["dos", "win"])
def test_the_states_are_rebuilt_a_few_a_frame_and_stepped_through(kind):
    record = game_record()
    states = replay(record, rules)
    make = replaying.Track if kind == "dos" else win_track()
    track = make(record, rules, clock=Ticks())
    assert track.forward(10) == 10 and not track.ready
    assert track.step(0.005) is False                    # a frame's share: a few moves, not the game
    assert 0 < track.built < 10 and not track.complete
    news = False
    while not track.ready:
        news = track.step(0.005)
    assert news and track.state.to_json() == states[10].to_json()     # the step that rebuilt it says so
    while not track.complete:
        track.step(0.005)
    assert track.built == track.total == len(record.moves)
    assert track.back(3) == 7 and track.state.to_json() == states[7].to_json()
    assert track.home() == 0 and track.state.to_json() == states[0].to_json()
    assert track.end() == track.total and track.state.to_json() == states[-1].to_json()
    assert track.forward(5) == track.total and track.back(track.total + 5) == 0
    assert track.played(3) == [Played(m.text, m.player) for m in record.moves[:3]]
    assert not track.verdicts and not any(track.judged(n) for n in range(track.total + 1))


def test_only_the_persons_plays_with_a_choice_are_judged_unless_told():
    record = game_record()
    gates = Gates(record)
    track = replaying.Track(record, rules, gates.judge, person=0, clock=lambda: 0.0)
    track.step(0.001)
    assert track.complete
    numbers = range(1, track.total + 1)
    mine = [n for n in numbers if track.judged(n)]
    assert mine and all(track.persons(n) for n in mine)
    assert mine == persons_plays(record)
    assert not track.judged(0) and not track.judged(track.total + 1)
    every = replaying.Track(record, rules, gates.judge, person=0, judges=lambda state, move: True,
                            clock=lambda: 0.0)
    every.step(0.001)
    assert [n for n in numbers if every.judged(n)] == [n for n in numbers if every.move(n)[0] == 0]
    nobody = replaying.Track(record, rules, gates.judge, person=None, clock=lambda: 0.0)
    nobody.step(0.001)
    assert not any(nobody.judged(n) for n in numbers)


def test_in_a_record_of_two_people_every_persons_plays_are_judged():
    record = played_record(rules, bots, "tablenette", 4, [("person", "Ann"), ("person", "Bob")], kind="sycomp")
    gates = Gates(record)
    track = replaying.Track(record, rules, gates.judge, person=0, judges=lambda state, move: True,
                            clock=lambda: 0.0)
    track.step(0.001)
    numbers = range(1, track.total + 1)
    assert [n for n in numbers if track.judged(n)] == list(numbers)          # Ann's and Bob's alike


def test_the_coach_judges_a_copy_of_the_state_before_the_play():
    record = game_record()
    gates = Gates(record)
    gates.opened = True
    track = replaying.Track(record, rules, gates.judge, person=0, clock=lambda: 0.0)
    while track.step(0.001):
        pass
    assert sorted(track.verdicts) == sorted(gates.given)
    for number, state in gates.given.items():
        assert state is not track.states[number - 1]
        assert state.to_json() == track.states[number - 1].to_json()
        assert track.verdict(number) == ("verdict", number)


def test_the_dos_track_finishes_a_verdict_begun_and_takes_one_a_frame():
    record = game_record()
    gates = Gates(record)
    track = replaying.Track(record, rules, gates.judge, person=0, clock=lambda: 0.0)
    mine = persons_plays(record)
    first, shown = mine[1], mine[-2]
    track.go(first)
    track.step(0.001)                                   # all the states, then the play on show begun
    assert track.complete and [n for n in range(1, track.total + 1) if track.judged(n)] == mine
    assert gates.begun == [first] and not track.verdicts
    track.go(shown)
    assert track.step(0.001) is False
    assert gates.begun == [first] and track.verdict(shown) is None     # the one begun goes on
    gates.opened = True
    assert track.step(0.001) is True
    assert list(track.verdicts) == [first]
    frames = 1
    while track.step(0.001):
        frames += 1
    assert frames == len(mine)                                          # one verdict a frame
    rest = [n for n in mine if n not in (first, shown)]
    assert list(track.verdicts) == gates.begun == [first, shown] + nearest(rest, shown)


def test_the_win_track_judges_the_play_on_show_first_and_many_a_frame():
    record = game_record()
    gates = Gates(record)
    track = win_track()(record, rules, gates.judge, person=0, clock=lambda: 0.0)
    mine = persons_plays(record)
    first, shown = mine[1], mine[-2]
    track.go(first)
    track.step(0.001)                                   # all the states, then the play on show begun
    assert track.complete and [n for n in range(1, track.total + 1) if track.judged(n)] == mine
    track.go(shown)
    assert track.step(0.001) is False
    assert gates.begun == [first, shown] and not track.verdicts      # the first waits, paused
    gates.opened = True
    assert track.step(0.001) is True
    rest = [n for n in mine if n not in (first, shown)]
    assert list(track.verdicts) == [shown, first] + nearest(rest, shown)
    assert gates.begun == [first, shown] + nearest(rest, shown)
    assert track.step(0.001) is False


@pytest.mark.system          # a whole replay stepped: the full suite's, not the quick loop's
@pytest.mark.parametrize("kind", ["dos", "win"])
def test_each_step_keeps_within_its_budget(kind):
    """Each step does at most the work its budget lets in (a clock that ticks at every look)."""
    record = game_record()
    make = replaying.Track if kind == "dos" else win_track()
    clock = Ticks()
    track = make(record, rules, coach.judge_steps, person=0, clock=clock)
    for _ in range(300):
        before = clock.now
        track.step(0.008)
        assert clock.now - before <= 0.008 + 0.004
    assert track.complete and track.verdicts


@pytest.mark.parametrize("kind", ["dos", "win"])
def test_a_damaged_move_stops_the_track_with_one_line(kind):
    record = game_record()
    moves = list(record.moves)
    moves[5] = Played("KS takes nothing at all")
    broken = make_record("tablenette", record.deal, None, SEATS, moves)
    make = replaying.Track if kind == "dos" else win_track()
    track = make(broken, rules, coach.judge_steps, person=0)
    track.forward(8)
    assert track.step(0.05) is True                      # the break is news on screen
    assert track.complete and track.built == 5 and "\n" not in track.error and "move 6" in track.error
    assert track.position == 5 and track.go(50) == 5 and track.end() == 5
