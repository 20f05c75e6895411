"""File > Replay...: finished games in the history, listed over their margins, stepped through, played on from."""

import gzip
import json

from replay_games import last_turn, played_record, stored

from retro import headless
from retro.casino import bots, rules
from retro.history import History
from retro.record import RECORD_VERSION, replay, spelled_out, write
from retro.win import MessageBox

from retro.win.replay import ReplayBox, ReplayList

SEATS = [("person", "Ann"), ("munter", "Computer")]
CONTINUE = "Continue the unfinished game?"
OPTIONS = rules.Options(players=2)


def record(deal=3):
    return played_record(rules, bots, "casino", deal, SEATS, OPTIONS, kind="munter")


def open_list(casino, app) -> ReplayList:
    casino.pick(app, "File", "Replay...")
    box = app.window.modal
    assert isinstance(box, ReplayList)
    return box


def open_first(casino, app) -> ReplayBox:
    open_list(casino, app)
    casino.click_button(app, "Open")
    box = app.window.modal
    assert isinstance(box, ReplayBox)
    return box


def test_the_list_shows_the_kept_games_newest_first_with_their_margins(casino):
    older, newer = record(3), record(4)
    stored(casino.ctx.store, rules, [older, newer])
    app = casino.app()
    box = open_list(casino, app)
    assert [e.deal for e in box.entries] == [4, 3]
    assert box.list.rows[0][2] == "Ann, Computer"
    assert box.margins() == [s[0] - s[1] for s in (older.scores, newer.scores)]
    headless.press(app, "ESCAPE")
    assert not app.window.dialogs


def test_the_list_and_the_box_show_the_deal_number_and_every_seats_name(casino):
    names = ["Ann", "Computer 1", "Computer 2", "Computer 3"]
    seats = [("person", names[0])] + [("munter", name) for name in names[1:]]
    four = played_record(rules, bots, "casino", 41772, seats, rules.Options(players=4), kind="munter")
    stored(casino.ctx.store, rules, [record(3), four])
    app = casino.app()
    box = open_list(casino, app)
    assert [c.title for c in box.list.columns] == ["Date", "Deal", "Players", "Result"]
    assert [row[1:3] for row in box.list.rows] == [(41772, ", ".join(names)), (3, "Ann, Computer")]
    f = app.window.look.ui
    players = box.list.columns[2]
    assert all(f.width(row[2]) + 5 < players.width for row in box.list.rows)    # no name cut off
    casino.click_button(app, "Open")
    shown = app.window.modal
    assert isinstance(shown, ReplayBox)
    assert shown.title == "Replay - Deal 41772 - Ann, Computer 1, Computer 2, Computer 3"
    assert shown.names == names


def test_stepping_forwards_and_back_shows_the_recorded_states(casino):
    game = record(3)
    stored(casino.ctx.store, rules, [game])
    states = replay(game, rules)
    app = casino.app()
    box = open_first(casino, app)
    casino.run_until(app, lambda a: box.track.complete)
    forward = next(b for b in box.buttons if b.label == "&Forward >")
    back = next(b for b in box.buttons if b.label == "< &Back")
    for _ in range(5):
        headless.click(app, forward.ax + 5, forward.ay + 5)
    assert box.track.state.to_json() == states[5].to_json()
    headless.click(app, back.ax + 5, back.ay + 5)
    assert box.track.state.to_json() == states[4].to_json()
    headless.press(app, "LEFT")
    assert box.track.state.to_json() == states[3].to_json()
    headless.press(app, "END")
    assert box.track.state.to_json() == states[-1].to_json() and box.track.state.over
    casino.run_until(app, lambda a: any(box.track.judged(n) and n in box.track.verdicts
                                        for n in range(1, box.track.total + 1)))
    number = min(box.track.verdicts)
    box.go(number)
    assert any(text.startswith("Coach:") for text, _ in box.lines())


def test_play_from_here_plays_on_and_the_finished_game_is_kept(casino):
    game = record(3)
    stored(casino.ctx.store, rules, [game])
    index, there = last_turn(game, rules)
    app = casino.app()
    box = open_first(casino, app)
    box.go(index)
    casino.run_until(app, lambda a: box.track.built >= index)
    casino.click_button(app, "Play from here")
    assert not app.window.dialogs
    assert app.window.game.state.to_json() == there.to_json()
    casino.run_until(app, casino.idle)
    (card,) = app.window.game.state.hands[0]
    casino.click_hand(app, str(card))                 # the last card, alone: a Put
    casino.run_until(app, lambda a: a.window.game.state.over)
    kept = History(casino.ctx.store, rules).games()
    assert len(kept) == 2
    newest = kept[0].record()
    assert newest.deal == 3 and [s.name for s in newest.seats] == ["Ann", "Computer"]
    played = replay(newest, rules)
    assert played[index].to_json() == there.to_json()
    assert played[-1].to_json() == app.window.game.state.to_json()


def test_a_record_of_another_version_is_refused_in_one_line(casino):
    text = write(record(3)).replace(f"version: {RECORD_VERSION}", f"version: {RECORD_VERSION + 1}")
    blob = gzip.compress(json.dumps({"program": "casino", "kind": "history", "version": 1,
                                     "games": [text]}).encode())
    casino.ctx.store.write_bytes("casino.history.gz", blob)
    app = casino.app()
    open_list(casino, app)
    casino.click_button(app, "Open")
    box = app.window.modal
    assert isinstance(box, MessageBox) and "\n" not in box.text and "another version" in box.text


def test_a_damaged_history_is_said_in_one_line_and_starts_afresh(casino):
    casino.ctx.store.write_bytes("casino.history.gz", b"\x1f\x8b damaged")
    app = casino.app()
    casino.pick(app, "File", "Replay...")
    box = app.window.modal
    assert isinstance(box, MessageBox) and "\n" not in box.text
    assert "casino.history.gz" in box.text and "starting afresh" in box.text
    headless.press(app, "RETURN")
    assert isinstance(app.window.modal, ReplayList) and app.window.modal.entries == []


def test_a_new_game_is_followed_from_its_deal(casino):
    app = casino.app()
    game = app.new_game()
    casino.run_until(app, casino.idle)
    card = game.state.hands[0][0]
    casino.click_hand(app, str(card))                 # a hand card alone: a Put
    log = app.replays.log
    assert log.game is game and log.deal == game.deal
    assert [p.text for p in log.moves if p.player == 0] == [f"put {card.symbol}"]


def test_play_from_here_over_a_lesson_closes_the_lesson(casino):
    game = record(3)
    stored(casino.ctx.store, rules, [game])
    app = casino.app()
    casino.pick(app, "Help", "Lessons...")
    assert app.window.lessons is not None
    box = open_first(casino, app)
    box.go(4)
    casino.run_until(app, lambda a: box.track.built >= 4)
    casino.click_button(app, "Play from here")
    assert app.window.lessons is None and not app.window.dialogs
    assert app.window.game.state.to_json() == replay(game, rules)[4].to_json()


def play_on(casino, app, plays=None):
    """The person plays the first legal move at each turn (``plays`` of them, or to the game's end),
    the round's box answered OK and the Hall of Fame closed."""
    from retro.casino.screens.ui_dialogs import RoundDialog

    game = app.window.game
    for _ in range(4000):
        if plays == 0 or (game.finished and app.window.modal is None):
            return game
        box = app.window.modal
        if box is not None:
            box.close("OK" if isinstance(box, RoundDialog) else None)
        elif game.person_to_play:
            game.play(game.state.legal_moves()[0])
            plays = None if plays is None else plays - 1
        headless.frame(app)
    raise AssertionError("the game did not end")


def test_a_game_continued_from_its_kept_file_goes_into_the_history_from_its_deal(casino):
    app = casino.app()
    app.new_game(41, rules.Options(players=2, target=1))
    before = play_on(casino, app, plays=4)
    casino.run_until(app, lambda a: a.window.game.person_to_play)
    played = [p.text for p in app.replays.log.moves]
    app.leave()
    again = casino.app(kept=True)
    casino.click_button(again, "Yes")
    game = again.window.game
    assert game is not before and game.deal == 41
    assert [p.text for p in again.replays.log.moves] == played        # the moves from the deal, kept
    play_on(casino, again)
    assert game.state.over
    (entry,) = History(casino.ctx.store, rules).games()
    kept = spelled_out(entry.record(), rules)
    assert kept.deal == 41 and [m.text for m in kept.moves[:len(played)]] == played
    states = replay(kept, rules)
    assert states[0].to_json() == rules.State.new(41, game.state.options).to_json()
    assert states[-1].to_json() == game.state.to_json()


def test_a_game_kept_before_its_moves_were_kept_still_continues(casino):
    """A kept file of before (no moves in it) loads and plays on; its game is not written to the history."""
    app = casino.app()
    app.new_game(41, rules.Options(players=2, target=1))
    play_on(casino, app, plays=2)
    casino.run_until(app, lambda a: a.window.game.person_to_play)
    app.leave()
    path = casino.ctx.store.path("casino.game.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    for key in ("played", "person_played"):
        del data["extra"][key]
    path.write_text(json.dumps(data), encoding="utf-8")
    again = casino.app(kept=True)
    casino.click_button(again, "Yes")
    game = again.window.game
    assert game.deal == 41 and game.state.to_json() == data["state"]
    play_on(casino, again)
    assert game.state.over and History(casino.ctx.store, rules).games() == []


def _a_turn_of_the_persons_before(record, rules, before: int, person: int = 0):
    """A position of ``record`` where the person plays, ``before`` of their turns ahead of the last."""
    states = replay(record, rules)
    turns = [n for n, state in enumerate(states) if state.to_move == person and not state.over]
    return turns[-1 - before], states[turns[-1 - before]]


def test_a_game_played_on_from_a_replay_is_kept_and_continues_at_the_next_start(casino):
    """Replay, a position well inside the game, Play from here, a card played, the program left:
    the next start finds the kept game whole (nothing damaged) and continues it, moves and all."""
    game = record(3)
    stored(casino.ctx.store, rules, [game])
    index, there = _a_turn_of_the_persons_before(game, rules, before=6)
    app = casino.app()
    box = open_first(casino, app)
    box.go(index)
    casino.run_until(app, lambda a: box.track.built >= index)
    casino.click_button(app, "Play from here")
    casino.run_until(app, casino.idle)
    played = app.window.game.state
    card = played.hands[0][0]
    casino.click_hand(app, str(card))
    casino.run_until(app, lambda a: a.window.game.person_to_play or a.window.dialogs)
    if app.window.dialogs:                            # a Take-or-Build choice: the first choice
        casino.click_button(app, app.window.modal.buttons[0].label)
        casino.run_until(app, lambda a: a.window.game.person_to_play)
    casino.run_until(app, casino.idle)
    left = app.window.game.state.to_json()
    moves = [p.text for p in app.replays.log.moves]
    app.leave()
    again = casino.app(kept=True)
    box = again.window.modal
    assert isinstance(box, MessageBox) and box.text.startswith(CONTINUE), getattr(box, "text", box)
    casino.click_button(again, "Yes")
    assert again.window.game.state.to_json() == left
    assert [p.text for p in again.replays.log.moves] == moves


def test_a_game_the_demo_played_on_is_not_kept_for_replays(casino):
    """A numbered deal, two plays of the person's, then F5 (demo) to the end of the game: the
    computer played the person's seat, so the game is not kept as theirs (nor as a win)."""
    app = casino.app()
    app.new_game(41, rules.Options(players=2, target=1))
    play_on(casino, app, plays=2)
    casino.run_until(app, lambda a: a.window.game.person_to_play)
    headless.press(app, "F5")
    for _ in range(40000):
        if app.window.game.state.over:
            break
        if app.window.dialogs:
            app.window.modal.close("OK")
        headless.frame(app)
    assert app.window.game.state.over and app.replays.log.person_played
    assert History(casino.ctx.store, rules).games() == []
