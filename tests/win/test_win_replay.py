"""The kit's Replay parts: a record stepped a slice a frame, the move log behind the history, the chart of margins."""

import pytest
from replay_games import played_record

from retro.history import History
from retro.palette import W_BLACK, W_MAROON, W_NAVY, W_SILVER
from retro.record import Played, make_record, replay
from retro.store import Store
from retro.table.reports import Moved
from retro.tablenette import bots, coach, rules
from retro.win.replay import Track, draw_margin_chart, replay_title, seat_names
from retro.table.kept import check_log
from retro.table.replay import HistoryLog, result_line
from retro.win.replaylog import Replays

SEATS = [("person", "You"), ("sycomp", "Computer")]


class Ticks:
    """A clock that moves on a millisecond each time it is read: the work's slices are counted, not timed."""

    def __init__(self):
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 0.001
        return self.now


def game_record(deal=4):
    return played_record(rules, bots, "tablenette", deal, SEATS, kind="sycomp")


def test_a_track_rebuilds_the_states_a_few_a_frame_and_shows_the_recorded_ones():
    record = game_record()
    states = replay(record, rules)
    track = Track(record, rules, clock=Ticks())
    track.go(10)
    track.step(0.005)                                   # a frame's share: a few moves, not the game
    assert 0 < track.built < 20 and not track.complete
    while not track.complete:
        track.step(0.005)
    assert track.built == len(record.moves) == track.total
    for position in (0, 1, 10, track.total):
        track.go(position)
        assert track.state.to_json() == states[position].to_json()
    assert track.go(track.total + 5) == track.total and track.go(-3) == 0


def test_the_coach_judges_the_play_on_show_first_and_only_the_persons_plays():
    record = game_record()
    track = Track(record, rules, coach.judge_steps, person=0)
    while not track.complete:
        track.step(0.05)
    mine = [n for n in range(1, track.total + 1) if track.judged(n)]
    assert mine and all(track.move(n)[0] == 0 for n in mine)
    shown = mine[len(mine) // 2]
    track.go(shown)
    before = set(track.verdicts)
    while shown not in track.verdicts:
        track.step(0.05)
    after = [n for n in track.verdicts if n not in before]
    assert after[0] == shown                              # the one on show goes first
    verdict = track.verdicts[shown]
    assert verdict.move == track.move(shown)[1]


def test_a_damaged_move_stops_the_track_with_one_line():
    record = game_record()
    moves = list(record.moves)
    moves[5] = Played("KS takes nothing at all")
    broken = make_record("tablenette", record.deal, None, SEATS, moves)
    track = Track(broken, rules)
    while not track.complete:
        track.step(0.05)
    assert track.built == 5 and "\n" not in track.error and "move 6" in track.error
    assert track.go(50) == 5


def moved(state, move, player, by_person, demo_played=False):
    events = state.apply(move)
    return Moved(player, move, tuple(events), "", by_person, False, state.over, False, demo_played)


class Game:
    """What the log knows of a program's game: its state and its deal number."""

    def __init__(self, deal):
        self.deal = deal
        self.state = rules.State.new(deal)


def play_out(log, game, record, by_person=lambda player: player == 0):
    for played in record.moves:
        move = rules.Move.parse(played.text, game.state) if played.player is None else \
            next(m for m in game.state.legal_moves() if str(m) == played.text)
        log.moved(game, moved(game.state, move, game.state.to_move, by_person(game.state.to_move)), game.state)


def test_a_finished_game_goes_into_the_history_and_replays_to_the_table(tmp_path):
    record = game_record()
    history = History(Store(tmp_path), rules)
    log = HistoryLog(history, lambda game: SEATS, result_line)
    game = Game(record.deal)
    play_out(log, game, record)
    (entry,) = history.games()
    kept = entry.record()
    assert kept.deal == record.deal and kept.seats[1].kind == "sycomp"
    assert entry.margin == record.scores[0] - record.scores[1]
    assert replay(kept, rules)[-1].to_json() == game.state.to_json()
    assert kept.result == result_line(game.state, SEATS)


def test_a_demo_game_and_a_game_whose_start_was_not_seen_are_not_kept(tmp_path):
    record = game_record()
    history = History(Store(tmp_path), rules)
    log = HistoryLog(history, lambda game: SEATS, result_line)
    play_out(log, Game(record.deal), record, by_person=lambda player: False)    # the demo played it all
    game = Game(record.deal)
    first, rest = record.moves[:3], record.moves[3:]
    for played in first:                                   # played before the log saw the game
        game.state.apply(next(m for m in game.state.legal_moves() if str(m) == played.text))
    play_out(log, game, make_record("tablenette", record.deal, None, SEATS, rest))
    assert history.games() == []


def test_a_game_in_which_the_demo_played_a_turn_of_the_persons_is_not_kept(tmp_path):
    """The person decides the first plays, then demo mode plays their seat to the end: the game is
    the computer's, and goes neither into the history nor (so) into the replays as a win."""
    record = game_record()
    history = History(Store(tmp_path), rules)
    log = HistoryLog(history, lambda game: SEATS, result_line)
    game = Game(record.deal)
    for number, played in enumerate(record.moves):
        move = next(m for m in game.state.legal_moves() if str(m) == played.text)
        player = game.state.to_move
        demo = number >= 4
        log.moved(game, moved(game.state, move, player, player == 0 and not demo, demo_played=demo), game.state)
    assert game.state.over and log.person_played and log.demo_played
    assert history.games() == []


def test_a_dos_games_log_with_a_demo_played_turn_is_not_wanted():
    from retro.table.replay import GameLog

    log = GameLog(7)
    log.add(0, "play", by_person=True)
    assert log.wanted
    log.add(0, "play", by_person=False, demo_played=True)
    log.add(1, "play")
    assert not log.wanted


def test_a_taken_back_play_is_dropped_from_the_log(tmp_path):
    record = game_record()
    log = HistoryLog(History(Store(tmp_path), rules), lambda game: SEATS, result_line)
    game = Game(record.deal)
    before = game.state.clone()
    legal = game.state.legal_moves()
    log.moved(game, moved(game.state, legal[0], game.state.to_move, True), game.state)
    game.state = before                                    # the take-back puts the copy back
    log.moved(game, moved(game.state, legal[-1], game.state.to_move, True), game.state)
    assert [p.text for p in log.moves] == [str(legal[-1])]


def test_the_chart_puts_wins_above_the_line_and_losses_below(pyxel_session):
    from retro.win import WIN98

    pyxel_session.cls(0)
    draw_margin_chart(WIN98, 10, 10, 200, 80, [30, -15, 0, None])
    mid = 10 + 40
    slot = (200 - 8) // 20
    assert pyxel_session.pget(13, mid) == W_BLACK
    first, second = 14 + slot // 2, 14 + slot + slot // 2
    assert pyxel_session.pget(first, mid - 10) == W_NAVY and pyxel_session.pget(first, mid + 10) == W_SILVER
    assert pyxel_session.pget(second, mid + 10) == W_MAROON and pyxel_session.pget(second, mid - 10) == W_SILVER


def test_a_history_that_cannot_be_written_is_said_in_one_line(tmp_path):
    record = game_record()
    store = Store(tmp_path)
    store.path("tablenette.history.gz").mkdir()             # a folder where the file should be
    log = HistoryLog(History(store, rules), lambda game: SEATS, result_line)
    game = Game(record.deal)
    play_out(log, game, record)
    assert game.state.over and log.written == 1
    lines = store.take_messages()
    assert lines and all("\n" not in line for line in lines)
    assert any("tablenette.history.gz" in line for line in lines)


def test_a_game_without_a_deal_number_leaves_the_followed_game_alone(tmp_path):
    record = game_record()
    history = History(Store(tmp_path), rules)
    log = HistoryLog(history, lambda game: SEATS, result_line)
    game = Game(record.deal)
    half = len(record.moves) // 2
    play_out(log, game, make_record("tablenette", record.deal, None, SEATS, record.moves[:half]))
    lesson = Game(record.deal)
    lesson.deal = None                                      # a lesson's game: no deal of the person's
    move = lesson.state.legal_moves()[0]
    log.moved(lesson, moved(lesson.state, move, lesson.state.to_move, True), lesson.state)
    play_out(log, game, make_record("tablenette", record.deal, None, SEATS, record.moves[half:]))
    (entry,) = history.games()
    assert replay(entry.record(), rules)[-1].to_json() == game.state.to_json()


def test_a_kept_game_carries_its_log_and_a_continued_one_is_kept_from_its_deal(tmp_path):
    record = game_record()
    history = History(Store(tmp_path), rules)
    log = HistoryLog(history, lambda game: SEATS, result_line)
    game = Game(record.deal)
    half = len(record.moves) // 2
    assert log.kept(game, game.state) == {"played": [], "person_played": False}    # not followed yet
    play_out(log, game, make_record("tablenette", record.deal, None, SEATS, record.moves[:half]))
    kept = log.kept(game, game.state)
    assert [text for _, _, text in kept["played"]] == [p.text for p in record.moves[:half]]
    assert kept["person_played"] is True
    assert check_log(kept["played"], game.state) == kept["played"]
    # the next sitting: a new log and the same state, read back from the kept file
    again = Game(record.deal)
    again.state = rules.State.from_json(game.state.to_json())
    log = HistoryLog(history, lambda game: SEATS, result_line)
    log.resume(again, again.deal, kept["played"], kept["person_played"])
    play_out(log, again, make_record("tablenette", record.deal, None, SEATS, record.moves[half:]))
    (entry,) = history.games()
    assert replay(entry.record(), rules)[-1].to_json() == again.state.to_json()


def test_the_kept_log_leaves_out_the_plays_taken_back():
    record = game_record()
    log = HistoryLog(None, lambda game: SEATS, result_line)
    game = Game(record.deal)
    log.follow(game, record.deal)
    before = game.state.clone()
    log.moved(game, moved(game.state, game.state.legal_moves()[0], game.state.to_move, True), game.state)
    assert len(log.kept(game, game.state)["played"]) == 1
    assert log.kept(game, before)["played"] == []            # the take-back's state: the play is undone


@pytest.mark.parametrize("played", [
    "moves", [[0, 0]], [[0, 0, ""]], [[0, 9, "KS takes KC"]], [[True, 0, "KS takes KC"]],
    [[5, 0, "KS takes KC"], [4, 1, "2D to the table"]], [[10_000, 0, "KS takes KC"]],
    [[0, 0, "two\nlines"]]])
def test_a_kept_log_that_does_not_fit_its_game_is_refused(played):
    with pytest.raises(ValueError):
        check_log(played, rules.State.new(4))


class Table(Replays):
    """A program's replays with no window: the game it begins is a ``Game`` that says its lines."""

    def begin(self, record, state):
        game = Game(record.deal)
        game.state, game.said = state, []
        game.say = game.said.append
        return game


def test_the_programs_replays_tell_the_log_of_moves_and_play_on_with_the_moves_before(tmp_path):
    record = game_record()
    history = History(Store(tmp_path), rules)
    replays = Table(history, HistoryLog(history, lambda game: SEATS, result_line), coach.judge_steps)
    game = Game(record.deal)
    replays.moved(None, None)                               # no game on the table: nothing to log
    for played in record.moves[:4]:
        replays.moved(game, moved(game.state, next(m for m in game.state.legal_moves() if str(m) == played.text),
                                  game.state.to_move, True))
    kept = replays.kept(game)
    assert [text for _, _, text in kept["played"]] == [p.text for p in record.moves[:4]]
    states = replay(record, rules)
    again = replays.play_from(record, states[6].clone(), 6)
    assert again.deal == record.deal and again.said == ["Played on from move 6 of the replay."]
    assert replays.log.game is again and replays.log.moves == list(record.moves[:6])
    assert replays.kept(again)["played"] == [[-1, p.player, p.text] for p in record.moves[:6]]


def test_a_listed_game_names_every_seat_and_its_box_says_its_deal(tmp_path):
    history = History(Store(tmp_path), rules)
    history.add(game_record(4))
    (entry,) = history.games()
    assert seat_names(entry) == ["You", "Computer"]                  # the person too, not only the computer
    assert replay_title(entry.deal, seat_names(entry)) == "Replay - Deal 4 - You, Computer"
    assert replay_title(None, ["You", "Computer"]) == "Replay - You, Computer"
    unreadable = type(entry)(0, "", ("Computer",), "", (), 0, None, "not a record")
    assert seat_names(unreadable) == ["Computer"]                    # the list's own names, at least
