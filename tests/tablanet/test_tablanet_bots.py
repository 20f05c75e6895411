"""Tablanet's computer players (TBL-AI1, TBL-AI2) through the shared Bot interface."""

import random

import pytest

from retro.bot import Thinking
from retro.cards import Card, cards
from retro.match import play_match
from retro.tablanet import bots, rules
from retro.tablanet.rules import Options, State


def after_tablanet(hand, **position):
    """Player 1, holding ``hand``, must lay a card: player 0's King just took 9 + 6 (Tablanet)."""
    state = State.from_position(hands=["KC 5S 8S", hand], table="9C 6D", to_move=0, **position)
    state.apply(rules.capture_for_selection(state, "KC", ["9C", "6D"]))
    return state


def test_ladder_and_default():
    assert list(bots.BOTS) == ["random", "greedy", "tactician", "expert"]
    assert bots.DEFAULT_BOT == "tactician"
    assert bots.make_bot("default").name == "tactician"
    with pytest.raises(ValueError):
        bots.make_bot("nobody")


def test_TBL_AI1_bots_see_only_the_view():
    """TBL-AI1: bots see only the view."""
    one = State.from_position(hands=["5C 9H 3D", "2H 3S 4S", "6C 7C 8D"], table="KH 5D",
                              stock="9D 10C JC")
    two = State.from_position(hands=["5C 9H 3D", "9D 10C JC", "2H 3S 4S"], table="KH 5D",
                              stock="6C 7C 8D")
    assert one.view(0) == two.view(0)
    for name in bots.BOTS:
        a = bots.make_bot(name).choose(one.view(0), one.legal_moves(), random.Random(3))
        b = bots.make_bot(name).choose(two.view(0), two.legal_moves(), random.Random(3))
        assert a == b


@pytest.mark.parametrize("name", ["tactician", "expert"])
def test_TBL_AI2_after_a_tablanet_lays_the_lowest_card(name):
    """TBL-AI2 / TBL-T1: after an opponent's tablanet the table is empty; lay the lowest card
    (the next tablanet scores the laid card's value)."""
    state = after_tablanet("10S KD 7H")
    assert state.table == [] and state.view(1).cleared_by == 0
    c = bots.make_bot(name).choose_with_reason(state.view(1), state.legal_moves(), random.Random(1))
    assert c.move == rules.Move("discard", Card.parse("7H"))
    assert c.reason == "lays 7♥: the lowest card after the tablanet"


@pytest.mark.parametrize("players", [2, 3])
def test_TBL_AI2_tactician_lays_the_lowest_value_card_after_any_tablanet(players):
    """TBL-AI2: over many deals, after an opponent's tablanet the tactician lays its lowest card
    or one that fewer cards left can take."""
    rng = random.Random(7)
    checked = 0
    for seed in range(40):
        state = State.new(seed, Options(players=players))
        seats = [bots.make_bot("tactician") for _ in range(players)]
        while not state.over and state.hand_no == 1:
            p = state.to_move
            view = state.view(p)
            c = seats[p].choose_with_reason(view, state.legal_moves(), rng)
            if not view.table and view.cleared_by not in (None, p) and len(set(view.hand)) > 1:
                low = min(view.hand, key=rules.card_value)
                lowest = rules.card_value(c.move.card) == rules.card_value(low)
                # the lowest card, or one fewer unseen cards can take (the sheet's "unlikely to match")
                assert lowest or bots.takers(view, c.move.card) < bots.takers(view, low), (view.hand, c)
                assert c.reason.endswith("the lowest card after the tablanet" if lowest else
                                         ("no card left can take it", "a card hard to match"))
                checked += 1
            state.apply(c.move)
    assert checked >= 10


def test_TBL_AI2_prefers_a_card_nobody_can_match():
    """TBL-AI2: prefers a card nobody can match."""
    # the other Queens are gone: the Queen cannot be matched, the 2 of clubs can
    state = after_tablanet("QH 2C", taken=(cards("QS QD QC"), ()))
    c = bots.make_bot("tactician").choose_with_reason(state.view(1), state.legal_moves(), random.Random(1))
    assert c.move.card == Card.parse("QH")
    assert c.reason == "lays Q♥: after the tablanet, no card left can take it"


@pytest.mark.parametrize("name", ["greedy", "tactician", "expert"])
def test_TBL_T1_bots_value_a_tablanet(name):
    """TBL-T1 / TBL-O3: with tablanets scoring their values the bots take the whole table;
    with tablanets scoring nothing the 2 of diamonds' points come first."""
    chosen = {}
    for tablanet in ("values", "none"):
        state = State.from_position(hands=["2H 6S KS", "7S 2C 5S"], table="4C 2D 6D",
                                    options=Options(tablanet=tablanet))
        chosen[tablanet] = bots.make_bot(name).choose_with_reason(state.view(0), state.legal_moves(),
                                                                   random.Random(1))
    assert chosen["values"].move.card == Card.parse("6S") and len(chosen["values"].move.cards) == 3
    assert chosen["values"].reason == "6♠ takes the whole table: a tablanet worth 18 points"
    if name != "expert":
        assert chosen["none"].move.card == Card.parse("2H")


def test_tactician_does_not_leave_points_for_the_next_player():
    # 10D taking the 2D leaves 8S, a Jack or 10 makes no sum; taking both clears the table
    state = State.from_position(hands=["10D 2H", "2S 3S 8C"], table="2D 8S")
    c = bots.make_bot("tactician").choose_with_reason(state.view(0), state.legal_moves(), random.Random(1))
    assert c.move.card == Card.parse("10D") and len(c.move.cards) == 2 and "tablanet" in c.reason


def test_greedy_takes_the_most_points_now():
    state = State.from_position(hands=["10C 5C", "2S 3S"], table="10D JH 5D 5H AS")
    c = bots.make_bot("greedy").choose_with_reason(state.view(0), state.legal_moves(), random.Random(1))
    assert c.move.card == Card.parse("10C") and Card.parse("10D") in c.move.cards


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("name", list(bots.BOTS))
def test_every_choice_has_a_one_line_reason(name, players):
    state = State.new(21, Options(players=players))
    bot = bots.make_bot(name, **({"samples": 4} if name == "expert" else {}))
    rng = random.Random(2)
    for _ in range(24):
        c = bot.choose_with_reason(state.view(state.to_move), state.legal_moves(), rng)
        assert c.move in state.legal_moves()
        assert c.reason and "\n" not in c.reason and len(c.reason) < 130
        state.apply(c.move)


def test_expert_thinks_in_slices_and_is_deterministic():
    state = State.new(33, Options(players=3))
    for _ in range(5):
        state.apply(state.legal_moves()[0])
    view, legal = state.view(state.to_move), state.legal_moves()
    thinking = Thinking(bots.make_bot("expert", samples=8), view, legal, random.Random(4))
    while not thinking.step(0.0):
        pass
    again = bots.make_bot("expert", samples=8).choose_with_reason(view, legal, random.Random(4))
    assert again == thinking.result


def test_tactician_beats_random_in_a_short_series():
    wins = 0
    for seed in range(4):
        seats = [bots.make_bot("tactician"), bots.make_bot("random")]
        if seed % 2:
            seats.reverse()
        wins += play_match(rules, seats, seed).winner == seed % 2
    assert wins >= 3


def test_greedy_lays_a_high_card_rather_than_take_too_little():
    """Greedy takes when a capture brings 2 points or more; a pointless one would leave the 8 alone.
    On a table it lays its highest card without points; on an empty table its lowest."""
    state = State.from_position(hands=["7D 3C 9C 2H", "2S 3S"], table="7H 8H")
    c = bots.make_bot("greedy").choose_with_reason(state.view(0), state.legal_moves(), random.Random(1))
    assert c.move == rules.Move("discard", Card.parse("9C"))
    assert c.reason == "lays 9♣: too little to take, a high card"
    state = after_tablanet("10S KD 7H")
    c = bots.make_bot("greedy").choose_with_reason(state.view(1), state.legal_moves(), random.Random(1))
    assert c.move == rules.Move("discard", Card.parse("7H"))
    assert c.reason == "lays 7♥: nothing to take, the lowest card"
