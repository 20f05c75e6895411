"""The pinochle side of spec/API.md: positions, errors, clones, saves, moves and events."""

import json
import random

import pytest

from retro.cards import Card, cards
from retro.pinochle.rules import Event, IllegalMove, Move, State

P = State.from_position


def test_new_state_facts():
    state = State.new(42)
    assert state.round == 1 and state.to_move == 1 - state.dealer
    assert state.trump in "SHDC" and isinstance(state.upcard, Card)
    assert state.melded == [[], []] and state.stock_size == 23
    assert state.scores in ([0, 0], [10, 0], [0, 10])
    assert not state.over and state.winner is None
    assert all(m.kind == "play" for m in state.legal_moves())


@pytest.mark.parametrize("kw, why", [
    (dict(hands=["AS AS AS", "9C 9C 10C"]), "third copy"),
    (dict(hands=["AS " * 2 + "9S 9S 10S 10S JS JS QS QS KS KS AH", "9C"]), "holds 13"),
    (dict(hands=["AS", "9C"], trump="X"), "suit letter"),
    (dict(hands=["AS", "9C"], upcard="AS"), "not of the trump"),
    (dict(hands=["AS", "9C"], stock=["9D"]), "needs an upcard"),
    (dict(hands=["AS", "9C"], stock=["9D", "9D"], upcard="AH"), "even"),
    (dict(hands=["AS", "9C"], round=2, stock=["9D"]), "round two"),
    (dict(hands=["AS KS", "9C"]), "do not fit"),
    (dict(hands=["AS", "9C"], trick=["KS"]), "do not fit"),
    (dict(hands=["AS", "9C"], round=3), "round"),
    (dict(hands=["AS", "2C"]), "not a pinochle card"),
    (dict(hands=["AS", "ZZ"]), "ZZ"),
    (dict(hands=["AS"]), "two players"),
    (dict(hands=["", ""]), "no cards"),
])
def test_from_position_rejects_impossible_positions(kw, why):
    kw.setdefault("trump", "H")
    with pytest.raises(ValueError, match=why):
        P(**kw)


def test_from_position_defaults_and_card_arguments():
    state = P(hands=[cards("AS KS"), ["9C", Card.parse("10C")]], trump="h", upcard="9H",
              stock=("QD",), scores=(5, 7))
    assert state.to_move == 0 and state.dealer == 1 and state.scores == [5, 7]
    assert state.trump == "H" and state.upcard == Card.parse("9H") and state.stock == (Card.parse("QD"),)
    led = P(hands=["AS", "9C KC"], trump="H", trick=["KS"], leader=0)
    assert led.to_move == 1 and led.trick == (Card.parse("KS"),)


def test_illegal_move_raises_readable_reason_and_keeps_state():
    state = P(hands=["KS AH", "9S AD"], trump="H", round=2)
    before = state.to_json()
    for move, why in [(Move("play", Card.parse("QD")), "holds no"),
                      (Move("meld", cards=tuple(cards("KS")), value=20), "lead"),
                      (Move("done"), "lead"),
                      ("play AS", "not a move")]:
        with pytest.raises(IllegalMove, match=why):
            state.apply(move)
        assert state.to_json() == before
    assert issubclass(IllegalMove, ValueError)


def test_moves_may_name_cards_as_text():
    state = P(hands=["KS AH", "9S AD"], trump="H", round=2)
    events = state.apply(Move("play", "ks"))
    assert state.trick == (Card.parse("KS"),) and events == []
    with pytest.raises(IllegalMove, match="not a card"):
        state.apply(Move("play", "XX"))


def test_meld_moves_match_in_any_card_order_and_check_the_value():
    state = P(hands=["KH QH 9S", "9C 10C JC"], trump="H", upcard="AH", stock=["9D"])
    state.apply(Move("play", Card.parse("9S")))
    state.apply(Move("play", Card.parse("9C")))
    with pytest.raises(IllegalMove, match="scores 40"):
        state.apply(Move("meld", cards=tuple(cards("QH KH")), value=150))
    events = state.apply(Move("meld", cards=tuple(cards("QH KH"))))
    assert events[0].points == 40 and events[0].name == "royal marriage"


def test_clone_is_independent():
    state = State.new(9)
    copy = state.clone()
    rng = random.Random(0)
    for _ in range(30):
        copy.apply(rng.choice(copy.legal_moves()))
    assert state.to_json() == State.new(9).to_json()
    again = state.clone()
    rng = random.Random(0)
    for _ in range(30):
        again.apply(rng.choice(again.legal_moves()))
    assert again.to_json() == copy.to_json()


def test_events_log_is_the_whole_match_and_apply_returns_the_new_ones():
    state = State.new(1)
    rng = random.Random(1)
    log = list(state.events)
    while not state.over:
        log += state.apply(rng.choice(state.legal_moves()))
    assert tuple(log) == state.events
    kinds = {e.kind for e in state.events}
    assert kinds <= {"trick", "meld", "deece", "last_trick", "draw", "hand_end", "game_end"}
    assert {"trick", "draw", "last_trick", "hand_end", "game_end"} <= kinds


def test_move_and_event_text():
    assert str(Move("play", Card.parse("10H"))) == "play 10♥"
    assert str(Move("done")) == "done"
    assert str(Move("exchange", Card.parse("9D"))) == "exchange 9♦ for the upcard"
    melds = [m for m in _a_decision().legal_moves() if m.kind == "meld"]
    assert str(melds[0]) == "meld royal marriage K♥ Q♥ for 40"
    assert str(Event("trick", 1, 21, tuple(cards("10H AH")))) == "trick player 1 10♥ A♥ +21"


def _a_decision():
    state = P(hands=["KH QH 9S", "9C 10C JC"], trump="H", upcard="AH", stock=["9D"])
    state.apply(Move("play", Card.parse("9S")))
    state.apply(Move("play", Card.parse("9C")))
    return state


@pytest.mark.parametrize("damage", [
    lambda d: "not json",
    lambda d: json.dumps([1, 2]),
    lambda d: json.dumps({**d, "format": "retro.casino"}),
    lambda d: json.dumps({**d, "version": 99}),
    lambda d: json.dumps({**d, "hands": [["AS"] * 3, []]}),
    lambda d: json.dumps({**d, "rng": [3, [1, 2], None]}),
    lambda d: json.dumps({**d, "phase": "bidding"}),
    lambda d: json.dumps({**d, "scores": ["a", 0]}),
    lambda d: json.dumps({**d, "trump": "X"}),
    lambda d: json.dumps({**d, "options": {**d["options"], "game_point": 10}}),
    lambda d: json.dumps({k: v for k, v in d.items() if k != "stock"}),
])
def test_from_json_rejects_damage_with_a_reason(damage):
    state = State.new(3)
    data = json.loads(state.to_json())
    with pytest.raises(ValueError):
        State.from_json(damage(data))


def test_to_json_keeps_meld_records_and_decision_state():
    state = _a_decision()
    state.apply(Move("meld", cards=tuple(cards("KH QH")), value=40))
    copy = State.from_json(state.to_json())
    assert copy.meld_classes(0) == state.meld_classes(0)
    assert copy.legal_moves() == [Move("done")]
    assert json.loads(state.to_json())["version"] == 1


def test_str_of_a_hand_made_move_never_fails():
    assert str(Move("play", "KS")) == "play KS"
    assert str(Move("play", Card.parse("KS"), from_meld=True)) == "play K♠ from the meld"
    assert str(Move("meld", cards=("XX", Card.parse("QS")), value=40)) == "meld cards XX Q♠ for 40"
    assert str(Move(None)) == "None"
