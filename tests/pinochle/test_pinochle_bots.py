"""Computer players: the view hides what it must (PIN-AI1), Tommy's habits (PIN-AI2), the ladder."""

import random

import pytest

from retro.bot import Bot, Thinking
from retro.cards import Card, cards
from retro.match import play_match
from retro.pinochle import bots, rules, tommy
from retro.pinochle.melds import ID_OF
from retro.pinochle.rules import Move, Options, State
from retro.pinochle.search import ExpertSearch, sample_world
from retro.pinochle.solver import RoundTwoSolver, encode

P = State.from_position


def choose(name, state, seed=0, **kw):
    bot = bots.make_bot(name, **kw)
    player = state.to_move
    return bot.choose_with_reason(state.view(player), state.legal_moves(), random.Random(seed))


# --------------------------------------------------------------- PIN-AI1
def test_PIN_AI1_view_hides_the_opponents_hand_and_the_stock_order():
    a = P(hands=["AS KS QS", "9C 10C JC"], trump="H", upcard="AH", stock=["9D", "10D", "JD", "QD", "KD"])
    b = P(hands=["AS KS QS", "KD QD JD"], trump="H", upcard="AH", stock=["JC", "10D", "9D", "10C", "9C"])
    assert a.view(0) == b.view(0)
    view = a.view(0)
    assert not any(isinstance(v, State) for v in vars(view).values())
    assert view.hand_sizes == (3, 3) and view.stock_size == 5 and view.opponent_known == ()


def test_PIN_AI1_bots_decide_from_the_view_alone():
    a = P(hands=["AS KS QS", "9C 10C JC"], trump="H", upcard="AH", stock=["9D", "10D", "JD", "QD", "KD"])
    b = P(hands=["AS KS QS", "KD QD JD"], trump="H", upcard="AH", stock=["JC", "10D", "9D", "10C", "9C"])
    for name in bots.BOTS:
        kw = {"samples": 3} if name == "expert" else {}
        assert choose(name, a, **kw) == choose(name, b, **kw)


def test_PIN_AI1_card_memory_keeps_what_was_shown():
    state = P(hands=["KH 9H 9S", "9C 10C JC"], trump="H", upcard="QH", stock=["AD"], leader=0)
    state.apply(Move("play", Card.parse("9S")))
    state.apply(Move("play", Card.parse("9C")))
    state.apply(Move("exchange", Card.parse("9H")))
    view = state.view(1)
    assert view.opponent_known == (Card.parse("QH"),)       # the upcard it took
    assert view.seen == tuple(cards("9S 9C"))
    assert view.tricks[0].winner == 0 and view.tricks[0].points == 0
    assert len(view.hand) == 2 and Card.parse("KH") not in view.hand
    k = tommy.Knowledge(view)
    assert k.opp_known[ID_OF[Card.parse("QH")]] == 1


def test_PIN_AI1_sampled_deals_agree_with_the_view():
    state = State.new(12)
    rng = random.Random(3)
    for _ in range(25):
        state.apply(rng.choice(state.legal_moves()))
    player = state.to_move
    view = state.view(player)
    for seed in range(5):
        world = sample_world(view, random.Random(seed))
        seen = world.view(player)
        for field in ("hand", "melded", "meld_records", "upcard", "trump", "trick", "stock_size",
                      "hand_sizes", "scores", "phase", "round", "leader", "opponent_known"):
            if field == "opponent_known":
                assert set(view.opponent_known) <= set(world.hands[1 - player])
            else:
                assert getattr(seen, field) == getattr(view, field), field


# --------------------------------------------------------------- PIN-AI2
def test_PIN_AI2_leads_the_ten_of_the_longest_plain_suit():
    state = P(hands=["10S 9S JS QS 10D 9D 9C", "JC 10C JD QD KD AD AS"], trump="H", upcard="AH",
              stock=["JH", "QH", "KH"], leader=0)
    choice = choose("tommy", state)
    assert choice.move == Move("play", Card.parse("10S"))
    assert "longest plain suit" in choice.reason


def test_PIN_AI2_sacrifices_cheaply_early_and_discards_nines_from_short_suits():
    # A trump lead cannot be beaten in round one: Tommy loses a 9 from its
    # short suit, not from its long spades it keeps for leading.
    state = P(hands=["AH 10S 9S JS QS 9D AC", "JH 10C JC QC KC AD AS"], trump="H", upcard="KH",
              stock=["QD", "JD", "KD"], leader=1)
    state.apply(Move("play", Card.parse("JH")))
    choice = choose("tommy", state)
    assert choice.move.card == Card.parse("9D")
    assert "short suit" in choice.reason
    # Nothing to meld, early: the ace of trump is not spent on a 9.
    state = P(hands=["AH 10S 9S JS QS 9D KC", "9C 10C JC QC JH AD AS"], trump="H", upcard="KH",
              stock=["QD", "JD", "KD"], leader=1)
    state.apply(Move("play", Card.parse("9C")))
    assert choose("tommy", state).move.card != Card.parse("AH")


def test_PIN_AI2_wins_the_trick_when_a_meld_waits():
    state = P(hands=["KH QH 9H KS QS 9D JD", "AS 10C JC QC KC AD 9S"], trump="H", upcard="AH",
              stock=["10D", "QD", "KD"], leader=1)
    state.apply(Move("play", Card.parse("AS")))
    choice = choose("tommy", state)
    assert choice.move.card.suit == "H"                       # trumps the ace
    assert "meld" in choice.reason


def test_PIN_AI2_trump_lead_to_meld_when_holding_a_meld():
    state = P(hands=["KS KH KD KC JH 9S 9D", "AS 10C JC QC KC AD 9C"], trump="H", upcard="AH",
              stock=["10D", "QD", "JD"], leader=0)
    choice = choose("tommy", state)
    assert choice.move.card.suit == "H" and "always wins" in choice.reason


def test_PIN_AI2_royal_marriage_before_flush_until_half_the_stock_is_drawn():
    hand = "AH 10H KH QH JH 9S 9C"
    early = P(hands=[hand, "AS 10C JC QC KC AD 9D"], trump="H", upcard="9H",
              stock=list("9D JD QD KD 10D 10S 10S JS JS QS QS KS KS".split()) + ["AS", "JC"], leader=0)
    early.apply(Move("play", Card.parse("9S")))
    early.apply(Move("play", Card.parse("9D")))
    choice = choose("tommy", early)
    assert choice.move.name == "royal marriage" and "before the flush" in choice.reason
    late = P(hands=[hand, "AS 10C JC QC KC AD 9D"], trump="H", upcard="9H", stock=["JD", "QD", "KD"], leader=0)
    late.apply(Move("play", Card.parse("9S")))
    late.apply(Move("play", Card.parse("9D")))
    assert choose("tommy", late).move.name == "flush"


def test_PIN_AI2_exchanges_the_deece_first():
    state = P(hands=["KH 9H 9S", "9C 10C JC"], trump="H", upcard="QH", stock=["AD"], leader=0)
    state.apply(Move("play", Card.parse("9S")))
    state.apply(Move("play", Card.parse("9C")))
    choice = choose("tommy", state)
    assert choice.move.kind == "exchange"
    state.apply(choice.move)
    assert choose("tommy", state).move.name == "royal marriage"     # the upcard completed it


def test_PIN_AI2_plays_melded_copies_first():
    # A K of spades melded (80 kings made) and one in hand: the melded one is
    # cheaper to give (it tells the opponent nothing), and it is the copy played.
    state = P(hands=["KS KS KH KD KC 9S 9D", "9C 10C JC QC 10D QD AS"], trump="H", upcard="AH",
              stock=["JD", "JD", "QS"], leader=0)
    state.apply(Move("play", Card.parse("9S")))
    state.apply(Move("play", Card.parse("9C")))
    state.apply(Move("meld", cards=tuple(cards("KS KH KD KC")), value=80))
    state.apply(Move("done"))
    k = tommy.Knowledge(state.view(0))
    ks = ID_OF[Card.parse("KS")]
    assert k.keep_value(ks) < k.meld_hope(ks) + k.strength(ks)
    hand_before = list(state.hands[0])
    legal = state.legal_moves()
    ks_moves = [m for m in legal if m.card == Card.parse("KS")]
    assert [m.from_meld for m in ks_moves] == [False, True]
    choice = choose("tommy", state)
    if choice.move.card == Card.parse("KS"):
        assert choice.move.from_meld and "melded copy" in choice.reason
    state.apply(ks_moves[1])
    assert state.hands[0] == hand_before          # the melded K♠ went, the hand's stayed


def test_PIN_M12a_tommy_plays_the_melded_copy_of_a_card_held_both_ways():
    # Tommy's favourite card is held both in hand and in a meld: he plays the melded copy.
    state = P(hands=["KS KS KH KD KC 9S 9D", "9C 10C JC QC 10D QD AS"], trump="H", upcard="AH",
              stock=["JD", "JD", "QS"], leader=0)
    state.apply(Move("play", Card.parse("9S")))
    state.apply(Move("play", Card.parse("9C")))
    state.apply(Move("meld", cards=tuple(cards("KS KH KD KC")), value=80))
    state.apply(Move("done"))
    view, legal = state.view(0), state.legal_moves()
    for cid in {ID_OF[m.card] for m in legal}:
        both = [m for m in legal if ID_OF[m.card] == cid]
        if len(both) == 2:
            assert tommy._by_card(legal)[cid].from_meld
    choice = tommy.choose(view, legal)
    if sum(1 for m in legal if m.card == choice.move.card) == 2:
        assert choice.move.from_meld
    # Whatever the card, the ranking the expert searches keeps both copies, the melded first.
    ranked = tommy.rank_plays(view, legal)
    assert sorted(ranked, key=str) == sorted(legal, key=str)
    for a, b in zip(ranked, ranked[1:]):
        if a.card == b.card:
            assert a.from_meld and not b.from_meld


def test_PIN_M12a_expert_weighs_both_copies():
    state = P(hands=["KS KS KH KD KC 9S 9D", "9C 10C JC QC 10D QD AS"], trump="H", upcard="AH",
              stock=["JD", "JD", "QS"], leader=0)
    state.apply(Move("play", Card.parse("9S")))
    state.apply(Move("play", Card.parse("9C")))
    state.apply(Move("meld", cards=tuple(cards("KS KH KD KC")), value=80))
    state.apply(Move("done"))
    search = ExpertSearch(samples=4)
    legal = state.legal_moves()
    candidates = search._candidates(state.view(0), legal)
    assert Move("play", Card.parse("KS")) in candidates
    assert Move("play", Card.parse("KS"), from_meld=True) in candidates
    choice = bots.make_bot("expert", samples=4).choose_with_reason(state.view(0), legal, random.Random(1))
    assert choice.move in legal
    if choice.move.from_meld:
        assert "from the meld" in choice.reason


def test_PIN_AI2_card_memory_knows_the_opponents_hand_in_round_two():
    state = State.new(21)
    rng = random.Random(21)
    while state.round == 1:
        state.apply(rng.choice(state.legal_moves()))
    for player in (0, 1):
        k = tommy.Knowledge(state.view(player))
        theirs = [0] * 24
        for c in state.hands[1 - player]:
            theirs[ID_OF[c]] += 1
        assert [u + o for u, o in zip(k.unseen, k.opp_known)] == theirs
        has_trump = any(c.suit == state.trump for c in state.hands[1 - player])
        assert k.opponent_may_trump() == has_trump


# ------------------------------------------------------------- the ladder
def test_ladder_names_and_default():
    assert list(bots.BOTS) == ["random", "greedy", "tommy", "expert"]
    assert bots.DEFAULT_BOT == "tommy"
    assert isinstance(bots.make_bot("default"), bots.TommyBot)
    with pytest.raises(ValueError):
        bots.make_bot("nobody")
    assert all(issubclass(cls, Bot) for cls in bots.BOTS.values())


@pytest.mark.parametrize("a, b", [("random", "greedy"), ("tommy", "expert")])
def test_every_choice_is_legal_with_a_one_line_reason(a, b):
    seat = [bots.make_bot(a), bots.make_bot(b, samples=3) if b == "expert" else bots.make_bot(b)]
    state = State.new(5, Options(single_hand=True))
    rng = random.Random(5)
    while not state.over:
        p = state.to_move
        legal = state.legal_moves()
        choice = seat[p].choose_with_reason(state.view(p), legal, rng)
        assert choice.move in legal
        assert choice.reason and "\n" not in choice.reason and len(choice.reason) < 100
        state.apply(choice.move)


def test_expert_thinks_in_slices_and_is_deterministic():
    state = State.new(8)
    rng = random.Random(8)
    for _ in range(6):
        state.apply(rng.choice(state.legal_moves()))
    while len(state.legal_moves()) < 3:
        state.apply(state.legal_moves()[0])
    view, legal = state.view(state.to_move), state.legal_moves()
    bot = bots.make_bot("expert", samples=6)
    thinking = Thinking(bot, view, legal, random.Random(1))
    steps = 0
    while not thinking.step(0.0):
        steps += 1
    assert steps >= 5 and thinking.result.move in legal
    again = bots.make_bot("expert", samples=6).choose_with_reason(view, legal, random.Random(1))
    assert again == thinking.result


def test_match_runner_plays_pinochle():
    final = play_match(rules, [bots.make_bot("greedy"), bots.make_bot("tommy")], seed=4)
    assert final.over and final.winner in (0, 1)


# ------------------------------------------------------- the exact solver
def _brute(trump, pts, leader, follower):
    """Plain minimax over every legal line (leader's points minus follower's)."""
    if not leader:
        return 0
    best = None
    for lead in set(leader):
        rest = list(leader)
        rest.remove(lead)
        worst = None
        for follow in set(rules.round_two_follows(follower, lead, trump)):
            other = list(follower)
            other.remove(follow)
            points = pts[lead] + pts[follow] + (10 if not rest else 0)
            if rules.round_two_follower_wins(lead, follow, trump):
                v = -points - _brute(trump, pts, other, rest)
            else:
                v = points + _brute(trump, pts, rest, other)
            worst = v if worst is None else min(worst, v)
        best = worst if best is None else max(best, worst)
    return best


@pytest.mark.parametrize("seed", range(12))
def test_round_two_solver_matches_brute_force(seed):
    rng = random.Random(seed)
    deck = [c for c in range(24) for _ in range(2)]
    rng.shuffle(deck)
    n = 1 + seed % 5
    mine, theirs = deck[:n], deck[n:2 * n]
    trump = seed % 4
    pts = State.new(0, Options(count=rules.COUNT_SYSTEMS[seed % 3])).trick_points
    solver = RoundTwoSolver(trump, pts)
    assert solver.value(encode(mine), encode(theirs)) == _brute(trump, pts, mine, theirs)
    card, value = solver.best_lead(encode(mine), encode(theirs))
    assert card in mine and value == _brute(trump, pts, mine, theirs)


@pytest.mark.parametrize("seed", [2, 3])
def test_expert_plays_round_two_exactly(seed):
    state = State.new(seed)
    rng = random.Random(seed)
    while state.round == 1 or len(state.hands[state.to_move]) > 6:
        state.apply(rng.choice(state.legal_moves()))
    choice = choose("expert", state)
    assert "exact play" in choice.reason
    me = state.to_move
    solver = RoundTwoSolver("SHDC".index(state.trump), state.trick_points)
    mine = encode(ID_OF[c] for c in state.hands[me])
    theirs = encode(ID_OF[c] for c in state.hands[1 - me])
    played = ID_OF[choice.move.card]
    if state.phase.value == "lead":
        _, best = solver.best_lead(mine, theirs)
        assert solver._answer(played, mine - (1 << 2 * played), theirs, -10_000, 10_000) == best
    else:
        lead = ID_OF[state.trick[0]]
        _, best = solver.best_follow(lead, theirs, mine)
        assert -solver._after(lead, played, theirs, mine - (1 << 2 * played), -10_000, 10_000) == best
