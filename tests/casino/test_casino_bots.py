"""Casino computer players: the worked example, CAS-AI1 (views only), CAS-AI2 (how the munter plays), hint."""

import random

import pytest

from retro.bot import Choice, Thinking
from retro.cards import Card, cards
from retro.casino import bots
from retro.casino.builds import make_build
from retro.casino.evaluate import Judge
from retro.casino.rules import State, View, unplayed_cards
from retro.match import play_match
from retro.casino import rules

STOCK = "8D 8H 10S KS KH 6S 8C 4H 9H 2C".split()


def x1_state(**kw):
    return State.from_position(hands=[["2H", "2D", "QS", "AC"], ["3C", "4C", "9C", "6C"]],
                               tableau=["2S", "5C+7D", "JS"], **kw)


def summary(move):
    return (move.kind, str(move.card), tuple(sorted(str(c) for c in move.cards)), move.value)


def test_CAS_X1_worked_example_every_option_and_the_best():
    """CAS-X1: worked example every option and the best."""
    state = x1_state()
    legal = {summary(m) for m in state.legal_moves()}
    expected = {
        # Put any card.
        ("put", "2H", (), None), ("put", "2D", (), None), ("put", "QS", (), None), ("put", "AC", (), None),
        # Take 2S with either 2; the 5-7 build with the Queen; 2S + the build with the Ace (2 + 12 = 14).
        ("take", "2H", ("2S",), None), ("take", "2D", ("2S",), None),
        ("take", "QS", ("5C", "7D"), None), ("take", "AC", ("2S", "5C", "7D"), None),
        # Build the Ace on the Jack (1 + 11 = 12, Queen held); block a 2 on 2S (other 2 held).
        ("build", "AC", ("JS",), 12), ("block", "2H", ("2S",), 2), ("block", "2D", ("2S",), 2),
        # ... and the 14-builds: a 2 on the 5-7 build, the Queen on 2S (Ace held).
        ("build", "2H", ("5C", "7D"), 14), ("build", "2D", ("5C", "7D"), 14), ("build", "QS", ("2S",), 14),
    }
    assert expected <= legal
    assert legal == expected  # and nothing else
    best = ("take", "AC", ("2S", "5C", "7D"), None)
    munter = bots.make_bot(bots.DEFAULT_BOT)
    choice = munter.choose_with_reason(state.view(0), state.legal_moves(), random.Random(1))
    assert summary(choice.move) == best
    hint = bots.hint(state, 0)
    assert isinstance(hint, Choice) and summary(hint.move) == best
    assert hint.reason == "Take the 2\u2660 and the 5\u2663+7\u2666 build with your A\u2663: 2 points (the A\u2663 and the 2\u2660)"
    assert "2 points now" in choice.reason  # the computer's own reason speaks of itself
    events = state.apply(hint.move)
    assert events[0].kind == "take"
    assert rules.round_tally(state.captured[0])["points"] == 2  # the round's tally at once


def test_CAS_AI1_bots_see_a_view_with_no_hidden_cards():
    """CAS-AI1: bots see a view with no hidden cards."""
    state = State.new(4)
    view = state.view(0)
    assert isinstance(view, View)
    assert not hasattr(view, "hands") and not hasattr(view, "stock")
    assert view.hand == tuple(state.hands[0]) and view.hand_sizes == (4, 4)
    assert view.stock_size == state.stock_size
    unseen = set(unplayed_cards(view))
    assert set(state.hands[1]) <= unseen and set(state.stock) <= unseen
    assert not unseen & set(state.hands[0])


def test_CAS_AI1_hint_uses_only_the_players_view():
    """The same view with different hidden cards gives the same hint (CAS-U4's advice never peeks)."""
    a = State.from_position(hands=[["2H", "9D", "QS", "AC"], ["3C", "4C", "9C", "6C"]],
                            tableau=["2S", "5C+7D", "JS", "7H"], stock=STOCK)
    b = State.from_position(hands=[["2H", "9D", "QS", "AC"], ["8D", "8H", "10H", "KS"]],
                            tableau=["2S", "5C+7D", "JS", "7H"], stock=["3C", "4C", "9C", "6C"] + STOCK[4:])
    assert bots.hint(a, 0) == bots.hint(b, 0)
    for name in bots.BOTS:
        got = [bots.make_bot(name).choose_with_reason(s.view(0), s.legal_moves(), random.Random(3))
               for s in (a, b)]
        assert got[0] == got[1], name


def test_CAS_AI2_takes_points_now():
    """CAS-AI2: takes points now."""
    state = State.from_position(hands=[["10H", "3S", "KC", "6D"], ["3C", "4C", "9C", "6C"]],
                                tableau=["10D", "5H", "QD"], stock=STOCK)
    choice = bots.hint(state, 0)
    assert choice.move.kind == "take" and Card.parse("10D") in choice.move.cards
    assert "2 points (the 10\u2666)" in choice.reason


def test_CAS_AI2_declines_a_take_that_would_leave_a_sweep():
    """CAS-AI2: declines a take that would leave a sweep."""
    # Taking 3H with 3D would leave the 9C alone: any 9 would sweep it.
    state = State.from_position(hands=[["3D", "8S", "6H", "KC"], ["4C", "5C", "JD", "QH"]],
                                tableau=["3H", "9C"], stock=STOCK)
    greedy = bots.make_bot("greedy").choose_with_reason(state.view(0), state.legal_moves(), random.Random(1))
    assert greedy.move.kind == "take"
    choice = bots.hint(state, 0)
    assert choice.move.kind != "take"


def test_CAS_AI2_reads_the_opponents_builds_as_evidence():
    """CAS-AI2: reads the opponent's builds as evidence."""
    def position(owner):
        return State.from_position(
            hands=[["7S", "QD", "JD", "7C"], ["2D", "3D", "4S", "6C"]],
            tableau=[make_build(cards("5H 4D"), owner=owner), "2S", "9C", "JS"], stock=STOCK)

    plain, evidence = Judge(position(None).view(0)), Judge(position(1).view(0))
    assert evidence.hold[9] >= 0.9 > plain.hold[9]
    # Unread, the 9-build is just a take; read, it says the opponent holds a 9,
    # so the munter will not leave the 9C alone for them to sweep.
    assert sorted(map(str, bots.hint(position(None), 0).move.cards)) == ["2S", "4D", "5H", "JS"]
    assert sorted(map(str, bots.hint(position(1), 0).move.cards)) == ["2S", "4D", "5H"]


def test_CAS_AI2_uses_the_unplayed_cards_builds_to_ace_only_when_safe():
    """CAS-AI2: uses the unplayed cards (it builds to an Ace only when safe)."""
    hands = [["AC", "3D", "7H", "8C"], ["4C", "5C", "JD", "QH"]]
    safe = State.from_position(hands=hands, tableau=["JS", "9D"], captured=[["AS", "AH", "AD"], []],
                               stock=STOCK[:2])
    risky = State.from_position(hands=hands, tableau=["JS", "9D"], captured=[["2S", "2D", "3S"], []],
                                stock=STOCK[:2])
    assert Judge(safe.view(0)).unseen_by_value.get(14, 0) == 0
    ace_build = ("build", "3D", ("JS",), 14)
    assert summary(bots.hint(safe, 0).move) == ace_build
    assert summary(bots.hint(risky, 0).move) != ace_build


def test_bots_registry_and_reasons():
    assert list(bots.BOTS) == ["random", "greedy", "munter", "expert"]
    assert bots.DEFAULT_BOT == "munter"
    assert bots.make_bot("default").name == "munter"
    with pytest.raises(ValueError):
        bots.make_bot("nobody")
    state = x1_state(stock=STOCK)
    for name in bots.BOTS:
        choice = bots.make_bot(name).choose_with_reason(state.view(0), state.legal_moves(), random.Random(2))
        assert choice.move in state.legal_moves()
        assert choice.reason and "\n" not in choice.reason and len(choice.reason) < 120


def test_expert_thinks_in_slices_and_is_deterministic():
    state = State.new(11)
    view, legal = state.view(state.to_move), state.legal_moves()
    expert = bots.make_bot("expert", samples=6)
    thinking = Thinking(expert, view, legal, random.Random(5))
    while not thinking.step(0.0):
        pass
    again = expert.choose_with_reason(view, legal, random.Random(5))
    assert thinking.result == again and again.move in legal


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_bot_finishes_matches(players):
    names = list(bots.BOTS)
    seats = [bots.make_bot(names[(i + players) % 3]) for i in range(players)]  # random/greedy/munter
    state = play_match(rules, seats, seed=players, options=rules.Options(players=players))
    assert state.over and state.winner is not None


@pytest.mark.system
def test_expert_plays_a_whole_match():
    seats = [bots.make_bot("expert", samples=3), bots.make_bot("munter")]
    state = play_match(rules, seats, seed=9)
    assert state.over


def test_CAS_T1_bots_think_in_slices_on_a_crowded_tableau():
    """CAS-T1: thousands of takes are judged a slice at a time, so the screen keeps moving."""
    small = "AS AH AD AC 2S 2H 2D 2C 3S 3H 3D 3C".split()
    state = State.from_position(hands=[["4S", "5S", "6S", "7S"], ["KD"]], tableau=small)
    thinking = Thinking(bots.make_bot("munter"), state.view(0), state.legal_moves(), random.Random(1))
    while not thinking.step(0.0):
        pass
    assert thinking.slices > 1
    assert thinking.result.move.kind == "take" and len(thinking.result.move.cards) == 12  # a sweep


def test_hint_speaks_to_the_person():
    """HINT's reason addresses the person ("your", "you hold"), never the computer's "it"."""
    cases = [
        ([["3C", "KD", "4H"], ["2D"]], ["10S", "JS"], "Build your 3\u2663 on the 10\u2660 to make 13: you hold a King"),
        ([["7C", "7D"], ["2D"]], ["7S", "3H"], "with your 7\u2663"),
        ([["10C", "5H"], ["2D"]], ["10D", "2S+8S"], "3 points (the 10\u2666 and the 2\u2660) and a sweep"),
        ([["9H"], ["2D"]], ["4C"], "Put your 9\u2665"),
    ]
    for hands, tableau, words in cases:
        reason = bots.hint(State.from_position(hands=hands, tableau=tableau), 0).reason
        assert words in reason, reason
        assert " it holds" not in reason and not reason.startswith(("takes", "builds", "puts", "blocks"))
    full = [rank + suit for rank in "KQJ" for suit in "CDHS"]
    reason = bots.hint(State.from_position(hands=[["9H"], ["10H"]], tableau=full), 0).reason
    assert "your own capture pile" in reason


def test_CAS_T3_the_judges_never_count_a_block_with_a_sum():
    """CAS-T3 in the bots' judgement: a 7's best take is the 7=7 block with loose 7s, or the rest -- never both."""
    state = State.from_position(hands=[["7D", "2C"], ["KD"]], tableau=["7H=7S", "7C", "3S", "4S"])
    judge = Judge(state.view(0))
    piles = [p for p in state.spaces if p is not None]
    best, sweeps = judge.best_takes(piles)
    gain = {name: judge.cards_gain(cards(name)) for name in ("7H 7S 7C", "7C 3S 4S")}
    assert best[7] == pytest.approx(max(gain.values()))
    assert 7 not in sweeps  # no single take of a 7 clears this table
    swept = State.from_position(hands=[["7D", "2C"], ["KD"]], tableau=["7H=7S", "7C"])
    assert 7 in Judge(swept.view(0)).best_takes([p for p in swept.spaces if p is not None])[1]
