"""Game records: a game written as its deal number, options, seats and move texts reads back and replays identically."""

from __future__ import annotations

import dataclasses
import random

import pytest

from retro.casino import bots as casino_bots, rules as casino
from retro.pinochle import bots as pinochle_bots, rules as pinochle
from retro.record import (RECORD_VERSION, OtherVersion, Played, Record, RecordError, Seat, dealt, final_state,
                          make_record, parse, parse_head, play_back, program_of, read_move, replay, short_text,
                          shortened, write)
from retro.tablanet import bots as tablanet_bots, rules as tablanet
from retro.tablenette import bots as tablenette_bots, rules as tablenette

GAMES = {
    "pinochle": (pinochle, pinochle_bots, [None, pinochle.Options(count="simplified", game_point=500)]),
    "tablenette": (tablenette, tablenette_bots, [None]),
    "casino": (casino, casino_bots, [None, casino.Options(players=3, target=11)]),
    "tablanet": (tablanet, tablanet_bots, [None, tablanet.Options(players=3, ace=1, bonus="cards")]),
}
CASES = [(name, i) for name, (_, _, options) in GAMES.items() for i in range(len(options))]


def bot_game(name: str, deal: int, options, kind: str = "greedy"):
    """A whole game between ``kind`` bots from ``deal``: the finished state and its record."""
    rules, bots, _ = GAMES[name]
    state = rules.State.new(deal, options)
    rng = random.Random(deal)
    seats = [("person", "You")] + [(kind, f"Computer {n}") for n in range(1, state.players)]
    players = {p: bots.make_bot(kind) for p in range(state.players)}
    moves = []
    while not state.over:
        player = state.to_move
        move = players[player].choose(state.view(player), state.legal_moves(), rng)
        moves.append((player, move))
        state.apply(move)
    return state, make_record(name, deal, options, seats, moves, date="2026-12-01 23:40", result="You won")


@pytest.mark.parametrize("name, which", CASES)
def test_a_bot_game_recorded_read_back_and_replayed_ends_in_the_same_state(name, which):
    rules, _, options = GAMES[name]
    finished, record = bot_game(name, 11982 + which, options[which])
    text = write(record)
    again = parse(text)
    assert again == record and write(again) == text
    assert final_state(again, rules).to_json() == finished.to_json()


@pytest.mark.parametrize("name", sorted(GAMES))
def test_replay_gives_every_state_from_the_deal_to_the_end(name):
    rules, _, _ = GAMES[name]
    finished, record = bot_game(name, 31, None, kind="random")
    states = replay(parse(write(record)), rules)
    assert len(states) == len(record.moves) + 1
    assert states[0].to_json() == rules.State.new(31).to_json()
    assert states[-1].to_json() == finished.to_json() and states[-1].over
    live = rules.State.new(31)
    for number, played in enumerate(record.moves[:40], start=1):
        assert live.to_move == played.player
        live.apply(rules.Move.parse(played.text, live))
        assert states[number].to_json() == live.to_json()


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_record_without_its_players_replays_the_same(name):
    rules, _, _ = GAMES[name]
    finished, record = bot_game(name, 5, None)
    bare = dataclasses.replace(record, moves=tuple(Played(m.text) for m in record.moves))
    assert write(bare).endswith("moves:\n" + "".join(m.text + "\n" for m in record.moves))
    assert final_state(parse(write(bare)), rules).to_json() == finished.to_json()
    steps = list(play_back(bare, rules))
    assert [s.player for s in steps] == [m.player for m in record.moves]
    assert [str(s.move) for s in steps] == [m.text for m in record.moves]


def test_a_record_holds_its_facts_in_plain_lines():
    record = make_record("casino", 11982, casino.Options(players=3), [("person", "Ann Lee"), ("expert", "Betty"),
                                                                      ("greedy", "Carl")],
                         [], date="2026-12-01 23:40", result="Ann Lee won, 21 to 14")
    state = dealt(record, casino)
    record = record.with_move(state.legal_moves()[0], state.to_move)
    lines = write(record).splitlines()
    assert lines[:10] == ["Retro Card Classics game record", "program: casino", f"version: {RECORD_VERSION}",
                          "deal: 11982", "date: 2026-12-01 23:40", "result: Ann Lee won, 21 to 14",
                          "option players: 3", "option spaces: 12", "option target: 21", "seat 0: person Ann Lee"]
    assert lines[10:13] == ["seat 1: expert Betty", "seat 2: greedy Carl", "moves:"]
    assert lines[13] == f"{state.to_move}: {state.legal_moves()[0]}"
    assert parse("\n".join(lines)).seats == (Seat("person", "Ann Lee"), Seat("expert", "Betty"), Seat("greedy", "Carl"))


def test_options_by_field_come_back_as_the_rules_options_and_a_missing_field_keeps_its_default():
    record = make_record("tablanet", 9, tablanet.Options(players=3, tablanet="none"))
    assert parse(write(record)).options_for(tablanet) == tablanet.Options(players=3, tablanet="none")
    text = write(record).replace('option tablanet: "none"\n', "")
    assert parse(text).options_for(tablanet) == tablanet.Options(players=3)
    assert final_state(parse(text), tablanet).to_json() == tablanet.State.new(9, tablanet.Options(players=3)).to_json()
    assert make_record("pinochle", 3).options_for(pinochle) == pinochle.Options()


def test_a_record_of_another_version_is_refused_in_one_plain_line():
    text = write(make_record("tablenette", 4)).replace(f"version: {RECORD_VERSION}", "version: 99")
    with pytest.raises(OtherVersion) as err:
        parse(text)
    assert isinstance(err.value, RecordError) and isinstance(err.value, ValueError)
    assert str(err.value) == ("This game was recorded by another version of the program "
                              "and cannot be replayed here.")


def _damaged(text: str) -> str:
    with pytest.raises(RecordError) as err:
        parse(text)
    assert not isinstance(err.value, OtherVersion)
    assert "\n" not in str(err.value)
    return str(err.value)


def test_a_text_that_is_no_record_or_a_damaged_one_is_refused_in_one_line():
    good = write(make_record("tablenette", 4, seats=[("person", "You"), ("sycomp", "Sycomp")]))
    assert _damaged("") == "This is not a game record."
    assert _damaged('{"state": 1}') == "This is not a game record."
    assert "moves line" in _damaged(good.replace("moves:\n", ""))
    assert "deal" in _damaged(good.replace("deal: 4\n", ""))
    assert "deal number" in _damaged(good.replace("deal: 4", "deal: four"))
    assert "deal number" in _damaged(good.replace("deal: 4", "deal: -4"))
    assert "program" in _damaged(good.replace("program: tablenette\n", ""))
    assert "option" in _damaged(good.replace("moves:", "option players: [2]\nmoves:"))
    assert "option" in _damaged(good.replace("moves:", "option players: two\nmoves:"))
    assert "seat" in _damaged(good.replace("seat 1:", "seat 3:"))
    assert "seat 0" in _damaged(good.replace("seat 1:", "seat 0:"))
    assert "cannot be read" in _damaged(good.replace("moves:", "colour: blue\nmoves:"))
    assert "cannot be read" in _damaged(good.replace("moves:", "deal: 5\nmoves:"))


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_record_whose_moves_do_not_fit_its_deal_is_refused_when_replayed(name):
    rules, _, _ = GAMES[name]
    _, record = bot_game(name, 8, None)
    moved = dataclasses.replace(record, deal=9, moves=tuple(Played(m.text) for m in record.moves))
    with pytest.raises(RecordError, match=r"move \d+ \(.*\) cannot be played there"):
        final_state(moved, rules)
    first = record.moves[0]
    wrong = dataclasses.replace(record, moves=(Played(first.text, 1 - first.player),) + record.moves[1:])
    with pytest.raises(RecordError, match="move 1 was not player"):
        final_state(wrong, rules)
    longer = record.with_move(record.moves[-1].text)
    with pytest.raises(RecordError, match=f"move {len(longer.moves)} "):
        final_state(longer, rules)
    bad = dataclasses.replace(record, options={"no_such_rule": 1})
    with pytest.raises(RecordError, match="rule options"):
        final_state(bad, rules)


def test_a_record_is_replayed_only_by_its_own_program():
    record = make_record("casino", 4)
    with pytest.raises(RecordError) as err:
        replay(record, tablanet)
    assert str(err.value) == "This is a record of casino, not of tablanet."
    assert [program_of(r) for r in (pinochle, tablenette, casino, tablanet)] == \
        ["pinochle", "tablenette", "casino", "tablanet"]


def test_a_fact_of_two_lines_is_not_written():
    with pytest.raises(ValueError):
        write(make_record("casino", 4, seats=[("person", "Ann\nseat 1: expert X")]))
    with pytest.raises(ValueError):
        write(Record("casino", 4, result="won\nmoves:"))


def test_a_move_may_be_written_as_its_first_words_when_they_name_it_alone():
    state = tablenette.State.from_position(hands=["5S 9C 7D", "2D"], table=["5H", "2C", "3H"])
    texts = sorted(str(m) for m in state.legal_moves())
    assert texts == ["5S takes 2C 3H", "5S takes 5H", "5S takes 5H 2C 3H", "5S to the table", "7D takes 5H 2C",
                     "7D to the table", "9C to the table"]
    # "5S takes 5H" is a whole move's text, so the move that begins with it needs one word more
    assert [short_text(m, state) for m in sorted(state.legal_moves(), key=str)] == \
        ["5S takes 2C", "5S takes 5H", "5S takes 5H 2C", "5S to", "7D takes", "7D to", "9C"]
    for move in state.legal_moves():
        assert read_move(short_text(move, state), state, tablenette) == move
        assert read_move(str(move), state, tablenette) == move
    for text in ("5S", "5S takes", "7D takes 5H 2C 3H", "9C to the", "takes"):
        if text == "9C to the":
            assert read_move(text, state, tablenette) == tablenette.Move.parse("9C to the table", state)
            continue
        with pytest.raises(tablenette.IllegalMove):
            read_move(text, state, tablenette)


def test_the_whole_text_wins_over_a_longer_move_it_begins():
    state = pinochle.State.from_position(hands=["9H KH", "10S JD AS"], trump="D", melded=[["KH"], []],
                                         leader=0, round=1)
    assert [str(m) for m in state.legal_moves()] == ["play 9\u2665", "play K\u2665", "play K\u2665 from the meld"]
    assert not read_move("play K\u2665", state, pinochle).from_meld
    assert read_move("play K\u2665 from", state, pinochle).from_meld
    assert [short_text(m, state) for m in state.legal_moves()] == \
        ["play 9\u2665", "play K\u2665", "play K\u2665 from"]


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_shortened_record_is_smaller_and_replays_the_same(name):
    rules, _, _ = GAMES[name]
    finished, record = bot_game(name, 77, None, kind="random")
    short = shortened(record, rules)
    assert len(write(short)) < len(write(record))
    assert [m.player for m in short.moves] == [m.player for m in record.moves]
    assert final_state(parse(write(short)), rules).to_json() == finished.to_json()


def test_the_head_of_a_record_is_read_without_its_moves_and_whatever_its_version():
    record = make_record("casino", 12, seats=[("person", "You"), ("expert", "Betty")], moves=["put K\u2666"],
                         date="2026-12-01 23:40", result="You won", scores=(21, 14))
    text = write(record)
    assert "scores: 21 14\n" in text
    assert parse(text).scores == (21, 14)
    head = parse_head(text.replace(f"version: {RECORD_VERSION}", "version: 7"))
    assert head.version == 7 and head.moves == () and head.scores == (21, 14)
    assert head.seats[1] == Seat("expert", "Betty") and head.date == "2026-12-01 23:40"
    with pytest.raises(RecordError, match="scores"):
        parse(text.replace("scores: 21 14", "scores: 21 many"))


def test_only_what_reads_back_is_written():
    for bad in (make_record("Casino", 4), make_record("casino", 4, seats=[("Expert bot", "Betty")]),
                Record("casino", 4, options={"Players": 2}), Record("casino", 4, options={"players": [2]})):
        with pytest.raises(ValueError):
            write(bad)
    odd = Record("casino", 4, options={"players": 2, "note": None, "ratio": 0.5, "name": "Ann \u00e9"})
    assert parse(write(odd)) == odd
