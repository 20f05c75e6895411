"""Tablenette's computer players (TNT-AI1, TNT-AI2) through the shared Bot interface."""

import random

import pytest

from retro.bot import Thinking
from retro.cards import Card, cards
from retro.match import play_match
from retro.tablenette import bots, rules
from retro.tablenette.rules import State


def choice(name, **position):
    state = State.from_position(**position)
    return bots.make_bot(name).choose_with_reason(state.view(0), state.legal_moves(), random.Random(1))


def test_ladder_and_default():
    assert list(bots.BOTS) == ["random", "greedy", "sycomp", "expert"]
    assert bots.DEFAULT_BOT == "sycomp"
    assert bots.make_bot().name == bots.make_bot("default").name == "sycomp"
    with pytest.raises(ValueError):
        bots.make_bot("nobody")


def test_TNT_AI1_bots_see_only_the_view():
    """TNT-AI1: Two deals that differ only in the cards the computer cannot see get the same answer."""
    one = State.from_position(hands=["5C 9H 3D 8C", "2H 3S 4S 5S"], table="KH 5D", stock="6C 7C 8D 9D")
    two = State.from_position(hands=["5C 9H 3D 8C", "6C 7C 8D 9D"], table="KH 5D", stock="2H 3S 4S 5S")
    assert one.view(0) == two.view(0)
    for name in bots.BOTS:
        a = bots.make_bot(name).choose(one.view(0), one.legal_moves(), random.Random(3))
        b = bots.make_bot(name).choose(two.view(0), two.legal_moves(), random.Random(3))
        assert a == b
    assert not hasattr(one.view(0), "hands")


def test_TNT_AI2_plays_jacks_early():
    """TNT-AI2: plays jacks early."""
    c = choice("sycomp", hands=["JC 3H 9D 4C 8S 6D", "2S 3S 4S 5S 6S 7S"], table="10H 4D 7C",
               stock=" ".join(f"{r}{s}" for s in "SHDC" for r in "A K Q".split()))
    assert c.move.card == Card.parse("JC") and "played early" in c.reason


def test_TNT_AI2_does_not_leave_one_high_card_alone():
    """TNT-AI2: does not leave one high card alone."""
    c = choice("sycomp", hands=["5C 9H 3D 8C", "2H 3S 4S 5S"], table="KH 5D")
    assert not (c.move.kind == "capture" and set(c.move.cards) == {Card.parse("5D")})


def test_TNT_AI2_unless_most_of_its_rank_is_gone():
    """TNT-AI2: unless most of its rank is gone."""
    c = choice("sycomp", hands=["5C 9H 3D 8C", "2H 3S 4S 5S"], table="KH 5D",
               taken=(cards("KS KD"), cards("KC")))
    assert c.move.kind == "capture" and c.move.cards == (Card.parse("5D"),)


def test_TNT_AI2_discard_onto_one_card_makes_12_or_more_than_14():
    """TNT-AI2: discard onto one card makes 12 or more than 14."""
    c = choice("sycomp", hands=["7C 6H 3D 8C", "2H 3S 4S 2S"], table="5D")
    assert c.move == rules.Move("discard", Card.parse("7C")) and "12" in c.reason


def test_TNT_AI2_beware_eleven_is_an_ace():
    """TNT-AI2: beware eleven is an ace."""
    c = choice("sycomp", hands=["6C 10S", "2H 3S"], table="5D")
    assert c.move == rules.Move("discard", Card.parse("10S")) and "15" in c.reason  # not 5 + 6 = 11


def test_TNT_AI2_beware_two_aces_a_two_takes_them_as_1_plus_1():
    """TNT-AI2: beware two aces a two takes them as 1 plus 1."""
    state = State.from_position(hands=["9C 10S", "2H 3S"], table="AD 5S")
    counter = bots.Counter(state.view(0))
    # A + A reads 12 (1 + 11), which no card clears, but a 2 takes them as 1 + 1
    assert counter.threat(cards("AD AC"), 2) > counter.threat(cards("AD KS"), 2)
    assert bots.table_offers(cards("AD AC"))["2"] == 2 + 4
    assert counter.threat(cards("5S 7C"), 2) < 1.5  # 12: only a Jack's sweep, no Tablenette


def test_greedy_takes_the_most_points_now():
    c = choice("greedy", hands=["KC 10C 3D", "2S 3S 5S"], table="10D 4S KH KS")
    assert c.move.card == Card.parse("KC") and len(c.move.cards) == 4 and "a Tablenette worth 61 points" in c.reason


@pytest.mark.parametrize("name", list(bots.BOTS))
def test_every_choice_has_a_one_line_reason(name):
    state = State.new(21)
    bot = bots.make_bot(name, **({"samples": 4} if name == "expert" else {}))
    rng = random.Random(2)
    for _ in range(30):
        c = bot.choose_with_reason(state.view(state.to_move), state.legal_moves(), rng)
        assert c.move in state.legal_moves()
        assert c.reason and "\n" not in c.reason and len(c.reason) < 120
        state.apply(c.move)


def test_expert_thinks_in_slices_and_is_deterministic():
    state = State.new(33)
    for _ in range(5):
        state.apply(state.legal_moves()[0])
    view, legal = state.view(state.to_move), state.legal_moves()
    thinking = Thinking(bots.make_bot("expert", samples=8), view, legal, random.Random(4))
    steps = 0
    while not thinking.step(0.0):
        steps += 1
    assert steps >= 1 or len(legal) == 1
    again = bots.make_bot("expert", samples=8).choose_with_reason(view, legal, random.Random(4))
    assert again == thinking.result


def test_sycomp_beats_random_in_a_short_series():
    wins = 0
    for seed in range(4):
        seats = [bots.make_bot("sycomp"), bots.make_bot("random")]
        if seed % 2:
            seats.reverse()
        state = play_match(rules, seats, seed)
        wins += state.winner == seed % 2
    assert wins >= 3


def _reasons(seed: int, plays: int = 48):
    """Every bot's reasons over the first plays of a seeded game."""
    out = []
    for name in bots.BOTS:
        state = State.new(seed)
        bot = bots.make_bot(name, **({"samples": 3} if name == "expert" else {}))
        rng = random.Random(seed)
        for _ in range(plays):
            if state.over:
                break
            c = bot.choose_with_reason(state.view(state.to_move), state.legal_moves(), rng)
            out.append((name, c.reason))
            state.apply(c.move)
    return out


@pytest.mark.system
@pytest.mark.parametrize("seed", [5, 12])
def test_reasons_are_plain_words_without_figures(seed):
    """No "(risk 0.5)", no "(+1.2)", no "sampled deals"; singular and plural agree."""
    import re

    for name, reason in _reasons(seed):
        assert not re.search(r"\d\.\d|\(risk|\([+-]|sampled|\bfor \d+$", reason), (name, reason)
        assert not re.search(r"\b1 (cards|points)\b|\b([02-9]|\d\d+) (card|point)\b", reason), (name, reason)
        assert len(reason) <= 130 and "\n" not in reason and not reason.endswith("..."), (name, reason)


def test_reasons_name_what_the_play_does():
    """The reason says what the card does, in the words of the brief's example."""
    assert bots.play_words(rules.Move("capture", Card.parse("KC"), tuple(cards("10D 4S KH KS"))),
                           cards("10D 4S KH KS")) == "K♣ takes the whole table: a Tablenette worth 61 points"
    assert bots.play_words(rules.Move("capture", Card.parse("JC"), tuple(cards("5H"))),
                           cards("5H")) == "J♣ sweeps the table (1 card, 1 point)"
    assert bots.play_words(rules.Move("capture", Card.parse("10C"), tuple(cards("10D"))),
                           cards("10D 4S")) == "10♣ takes 10♦ for 3 points"
    assert bots.play_words(rules.Move("discard", Card.parse("7C")), cards("5D")) == "7♣ goes to the table"
    c = choice("sycomp", hands=["7C 6H 3D 8C", "2H 3S 4S 2S"], table="5D")
    assert c.reason == "7♣ goes to the table: with 5♦ it makes 12, and no card clears 12"
