"""Tommy's Pinochle rules, clause by clause (spec/pinochle.md PIN-D/O/E/R/M/S/G)."""

import random
from collections import Counter

import pytest

from retro.cards import Card, cards
from retro.pinochle import melds as M
from retro.pinochle.rules import IllegalMove, Move, Options, State

P = State.from_position


def play(state, card):
    """Play ``card``: the hand copy if there is one, else the melded copy (PIN-M12a)."""
    card = Card.parse(card)
    copies = [m for m in state.legal_moves() if m.kind == "play" and m.card == card]
    return state.apply(copies[0] if copies else Move("play", card))


def done(state):
    return state.apply(Move("done"))


def meld(state, text, value=None):
    return state.apply(Move("meld", cards=tuple(cards(text)), value=value))


def meld_moves(state):
    return {(" ".join(str(c) for c in m.cards), m.value) for m in state.legal_moves() if m.kind == "meld"}


def kinds(state):
    return [m.kind for m in state.legal_moves()]


def trick(state, lead, follow):
    play(state, lead)
    return play(state, follow)


# A round-one position: player 0 holds a heart flush and leads; hearts are trump.
def flush_position(**kw):
    args = dict(hands=["KH QH AH 10H JH 9S", "9C 9C 10C JC QC KC"], trump="H", upcard="10H",
                stock=["9D", "9D", "JD"], leader=0, dealer=1)
    args.update(kw)
    return P(**args)


# ------------------------------------------------------------------ deck
def test_PIN_D1_two_players_the_person_is_player_0():
    """PIN-D1."""
    state = State.new(3)
    assert state.players == 2 and len(state.hands) == 2
    assert state.view(0).player == 0 and state.view(1).player == 1


def test_PIN_D2_forty_eight_cards_two_of_each():
    """PIN-D2."""
    state = State.new(11)
    every = state.hands[0] + state.hands[1] + list(state.stock) + [state.upcard]
    assert len(every) == 48
    counts = Counter(every)
    assert set(counts.values()) == {2} and len(counts) == 24
    assert {c.rank for c in counts} == {"9", "10", "J", "Q", "K", "A"}


def test_PIN_D3_rank_order_A_10_K_Q_J_9():
    """PIN-D3."""
    ranks = ["A", "10", "K", "Q", "J", "9"]
    for hi, lo in zip(ranks, ranks[1:]):
        state = P(hands=[[lo + "S"], [hi + "S"]], trump="H", round=2, leader=0)
        events = play(state, lo + "S") + play(state, hi + "S")
        assert events[0].player == 1, f"{hi} should beat {lo}"


def test_PIN_D3_identical_cards_tie_goes_to_the_leader():
    state = P(hands=[["KS"], ["KS"]], trump="H", round=2, leader=1)
    events = trick(state, "KS", "KS")
    assert events[0].kind == "trick" and events[0].player == 1


# --------------------------------------------------------------- options
def test_PIN_O1_game_point_range_and_single_hand():
    assert Options().game_point == 1000 and not Options().single_hand
    for ok in (500, 1000, 30_000):
        assert Options(game_point=ok).game_point == ok
    for bad in (499, 30_001, 0, -5):
        with pytest.raises(ValueError):
            Options(game_point=bad)
    with pytest.raises(ValueError):
        Options(game_point="1000")
    state = State.new(1, Options(single_hand=True))
    assert state.options.single_hand


@pytest.mark.parametrize("count, values", [
    ("old_timer", (11, 10, 4, 3, 2, 0)),
    ("simplified", (10, 10, 5, 5, 0, 0)),
    ("streamlined", (10, 10, 10, 0, 0, 0)),
])
def test_PIN_O2_three_count_systems(count, values):
    """PIN-O2."""
    ranks = ("A", "10", "K", "Q", "J", "9")
    state = State.new(1, Options(count=count))
    for rank, value in zip(ranks, values):
        assert state.trick_points[M.ID_OF[Card(rank, "S")]] == value
    # One trick, scored under the chosen count.
    state = P(hands=[["AS"], ["KS"]], trump="H", round=2, options=Options(count=count))
    events = trick(state, "AS", "KS")
    assert events[0].points == values[0] + values[2]
    with pytest.raises(ValueError):
        Options(count="new_age")


def test_PIN_O3_open_hands_never_shows_the_persons_cards_to_the_computer():
    """PIN-O3."""
    state = State.new(5, Options(open_hands=True))
    view = state.view(1)
    assert view.options.open_hands
    text = repr(view)
    person = Counter(state.hands[0])
    # The computer's view names only its own hand, public cards and counts.
    assert Counter(view.hand) == Counter(state.hands[1])
    assert view.opponent_known == ()
    assert view.hand_sizes[0] == 12 and "stock=" not in text
    assert not hasattr(view, "stock")
    assert person  # the person does hold cards; the view just does not show them


# ------------------------------------------------------------------ deal
def test_PIN_E1_first_dealer_random_then_alternating():
    """PIN-E1."""
    dealers = {State.new(seed).dealer for seed in range(20)}
    assert dealers == {0, 1}
    state = P(hands=[["AS"], ["9S"]], trump="H", round=2, dealer=1)
    trick(state, "AS", "9S")
    assert state.dealer == 0 and state.hand_number == 2
    assert state.to_move == 1            # the new non-dealer leads (PIN-R1)


def test_PIN_E2_four_at_a_time_non_dealer_first():
    """PIN-E2."""
    seed = 7
    rng = random.Random(seed)
    dealer = rng.randrange(2)
    deck = list(M.FULL_DECK)
    rng.shuffle(deck)
    state = State.new(seed)
    assert state.dealer == dealer
    first = [M.CARD_OF[c] for k in (0, 8, 16) for c in deck[k:k + 4]]
    second = [M.CARD_OF[c] for k in (4, 12, 20) for c in deck[k:k + 4]]
    assert state.hands[1 - dealer] == first
    assert state.hands[dealer] == second
    assert [len(h) for h in state.hands] == [12, 12]


def test_PIN_E3_twenty_fifth_card_is_the_upcard_and_names_trump():
    """PIN-E3."""
    for seed in range(10):
        rng = random.Random(seed)
        rng.randrange(2)
        deck = list(M.FULL_DECK)
        rng.shuffle(deck)
        state = State.new(seed)
        assert state.upcard == M.CARD_OF[deck[24]]
        assert state.trump == state.upcard.suit
        assert state.stock_size == 23


def test_PIN_E4_a_nine_upcard_scores_the_dealer_ten():
    """PIN-E4."""
    seeds = [s for s in range(200) if State.new(s).upcard.rank == "9"]
    assert seeds
    state = State.new(seeds[0])
    assert state.events[0].kind == "deece" and state.events[0].player == state.dealer
    assert state.events[0].points == 10
    assert state.scores[state.dealer] == 10 and state.scores[1 - state.dealer] == 0
    other = next(s for s in range(200) if State.new(s).upcard.rank != "9")
    assert State.new(other).events == ()


def test_PIN_E5_draws_take_a_random_stock_card_from_the_seeded_rng():
    drawn = set()
    for seed in range(30):
        state = flush_position(stock=["9D", "JD", "QD"], seed=seed)
        trick(state, "9S", "9C")
        events = done(state)
        draws = [e for e in events if e.kind == "draw"]
        drawn.add(str(draws[0].cards[0]))
        again = flush_position(stock=["9D", "JD", "QD"], seed=seed)
        trick(again, "9S", "9C")
        assert done(again) == events          # replayable from the seed
    assert drawn == {"9D", "JD", "QD"}        # not always the top card


# ------------------------------------------------------------- round one
def test_PIN_R1_non_dealer_leads_then_the_trick_winner():
    state = State.new(2)
    assert state.to_move == 1 - state.dealer
    state = flush_position()
    trick(state, "9S", "10C")                # an off-suit card loses to the lead
    assert state.to_move == 0
    state = flush_position(leader=1)
    trick(state, "9C", "JH")                  # player 0 trumps and wins
    assert state.to_move == 0 and state.leader == 0


def test_PIN_R2_no_duty_to_follow_in_round_one():
    """PIN-R2."""
    state = flush_position()
    play(state, "9S")
    legal = {str(m.card) for m in state.legal_moves()}
    assert legal == {"9C", "10C", "JC", "QC", "KC"}


def test_PIN_R3_first_trump_wins_round_one():
    # A trump lead holds even against a higher trump.
    state = P(hands=["9H KS", "AH QS"], trump="H", upcard="10H", stock=["9D"], leader=0)
    events = trick(state, "9H", "AH")
    assert events[0].player == 0
    # A plain lead is taken by any trump ...
    state = P(hands=["AS KS", "9H QS"], trump="H", upcard="10H", stock=["9D"], leader=0)
    assert trick(state, "AS", "9H")[0].player == 1
    # ... or by a higher card of the led suit; another plain suit loses.
    state = P(hands=["10S KS", "AS QS"], trump="H", upcard="10H", stock=["9D"], leader=0)
    assert trick(state, "10S", "AS")[0].player == 1
    state = P(hands=["9S KS", "AC QS"], trump="H", upcard="10H", stock=["9D"], leader=0)
    assert trick(state, "9S", "AC")[0].player == 0


def test_PIN_R4_identical_cards_go_to_the_leader_in_round_one():
    """PIN-R4."""
    state = P(hands=["AS KS", "AS QS"], trump="H", upcard="10H", stock=["9D"], leader=0)
    assert trick(state, "AS", "AS")[0].player == 0
    state = P(hands=["KH KS", "KH QS"], trump="H", upcard="10H", stock=["9D"], leader=1)
    assert trick(state, "KH", "KH")[0].player == 1


def test_PIN_R5_trick_points_score_at_once():
    """PIN-R5."""
    state = flush_position()
    before = state.scores
    events = trick(state, "9S", "10C")
    assert events[0].kind == "trick" and events[0].points == 10
    assert state.scores == [before[0] + 10, before[1]]
    assert events[0].cards == tuple(cards("9S 10C"))


def test_PIN_R6_at_most_one_meld_per_trick():
    """PIN-R6."""
    state = flush_position()
    trick(state, "9S", "9C")
    assert state.to_move == 0 and "meld" in kinds(state)
    assert meld_moves(state) == {("AH 10H KH QH JH", 150), ("KH QH", 40)}
    meld(state, "KH QH")
    assert "meld" not in kinds(state) and kinds(state)[-1] == "done"
    with pytest.raises(IllegalMove, match="one meld"):
        meld(state, "AH 10H KH QH JH")


def test_PIN_R6_the_twelfth_trick_may_meld_before_the_last_draws():
    state = flush_position(stock=["9D"])
    trick(state, "9S", "9C")
    assert ("AH 10H KH QH JH", 150) in meld_moves(state)
    meld(state, "AH 10H KH QH JH")
    events = done(state)
    assert [e.kind for e in events] == ["draw", "draw"]
    assert state.round == 2


def test_PIN_R7_deece_exchange_after_a_meld():
    """PIN-R7."""
    state = P(hands=["KH QH 9H 9S", "9C 10C JC QC"], trump="H", upcard="AH", stock=["9D"], leader=0)
    trick(state, "9S", "9C")
    meld(state, "KH QH")
    assert "exchange" in kinds(state)
    events = state.apply(Move("exchange", Card.parse("9H")))
    assert events[0].kind == "deece" and events[0].points == 10 and events[0].player == 0
    assert state.upcard == Card.parse("9H") and Card.parse("AH") in state.hands[0]
    assert kinds(state) == ["done"]


def test_PIN_R7_a_deece_may_be_melded_instead_as_the_tricks_one_meld():
    state = P(hands=["KH QH 9H 9S", "9C 10C JC QC"], trump="H", upcard="AH", stock=["9D"], leader=0)
    trick(state, "9S", "9C")
    assert ("9H", 10) in meld_moves(state)
    events = meld(state, "9H")
    assert events[0].kind == "meld" and events[0].points == 10
    assert "meld" not in kinds(state) and "exchange" not in kinds(state)
    assert state.upcard == Card.parse("AH")


def test_PIN_R7a_exchange_then_meld_either_order_and_done_always_offered():
    state = P(hands=["KH 9H 9S", "9C 10C JC"], trump="H", upcard="QH", stock=["9D"], leader=0)
    trick(state, "9S", "9C")
    assert meld_moves(state) == {("9H", 10)} and kinds(state)[-1] == "done"
    state.apply(Move("exchange", Card.parse("9H")))
    # The upcard taken (Q of trump) completes a royal marriage for this trick's meld.
    assert ("KH QH", 40) in meld_moves(state)
    meld(state, "KH QH")
    assert kinds(state) == ["done"]
    # 'done' is offered even when it is the only choice.
    state = flush_position()
    trick(state, "9S", "9C")
    meld(state, "KH QH")
    assert kinds(state) == ["done"]


def test_PIN_R7a_only_a_hand_nine_exchanges_and_not_onto_a_nine_upcard():
    # A melded deece cannot be exchanged.
    state = P(hands=["9H 9S KS", "9C 10C JC"], trump="H", upcard="AH", stock=["9D", "JD", "QD"], leader=0)
    trick(state, "9S", "9C")
    meld(state, "9H")
    done(state)
    play(state, "KS")
    play(state, next(str(c) for c in state.hands[1] if c.suit == "C"))
    assert "exchange" not in kinds(state)
    with pytest.raises(IllegalMove, match="no 9"):
        state.apply(Move("exchange", Card.parse("9H")))
    # While the upcard is a 9 of trump, the other deece can only be melded.
    state = P(hands=["9H 9S", "9C 10C"], trump="H", upcard="9H", stock=["9D"], leader=0)
    trick(state, "9S", "9C")
    assert "exchange" not in kinds(state) and ("9H", 10) in meld_moves(state)
    with pytest.raises(IllegalMove, match="already a 9"):
        state.apply(Move("exchange", Card.parse("9H")))


def test_PIN_R8_winner_draws_then_loser():
    """PIN-R8."""
    state = flush_position(leader=1)
    trick(state, "9C", "JH")
    events = done(state)
    assert [(e.kind, e.player) for e in events] == [("draw", 0), ("draw", 1)]
    assert [len(state.hands[p]) + len(state.melded[p]) for p in (0, 1)] == [6, 6]


def test_PIN_R9_melded_cards_stay_playable_and_count_toward_twelve():
    """PIN-R9."""
    state = State.new(4)
    rng = random.Random(4)
    while state.round == 1:
        if state.phase.value == "lead":
            for p in (0, 1):
                assert len(state.hands[p]) + len(state.melded[p]) == 12
        legal = state.legal_moves()
        melds = [m for m in legal if m.kind == "meld"]
        state.apply(melds[0] if melds else rng.choice(legal))
        p = state.to_move
        if state.phase.value == "lead" and state.melded[p]:
            held = {str(m.card) for m in state.legal_moves()}
            assert {str(c) for c in state.melded[p]} <= held


def test_PIN_R10_last_trick_winner_takes_stock_card_loser_the_upcard_no_bonus():
    """PIN-R10."""
    state = flush_position(stock=["AD"], upcard="9H",
                           hands=["KH QH AH 10H JH 9S", "9C 9C 10C JC QC KC"])
    events = trick(state, "9S", "9C")
    assert [e.kind for e in events] == ["trick"] and events[0].points == 0
    events = done(state)
    assert [(e.kind, e.player, str(e.cards[0])) for e in events] == [("draw", 0, "AD"), ("draw", 1, "9H")]
    assert sum(e.points for e in events) == 0
    assert state.round == 2 and state.upcard is None and state.stock_size == 0
    # Both cards were shown face up: each side's view knows the other's.
    assert Card.parse("9H") in state.view(0).opponent_known
    assert Card.parse("AD") in state.view(1).opponent_known


# ------------------------------------------------------------------ melds
@pytest.mark.parametrize("clause, hand, text, value, cls", [
    ("PIN-M1", "AH 10H KH QH JH", "AH 10H KH QH JH", 150, "S"),
    ("PIN-M2", "AS AH AD AC", "AS AH AD AC", 100, "G"),
    ("PIN-M3", "KS KH KD KC", "KS KH KD KC", 80, "G"),
    ("PIN-M4", "QS QH QD QC", "QS QH QD QC", 60, "G"),
    ("PIN-M5", "JS JH JD JC", "JS JH JD JC", 40, "G"),
    ("PIN-M6", "QS JD", "QS JD", 40, "P"),
    ("PIN-M7", "KH QH", "KH QH", 40, "S"),
    ("PIN-M8", "KC QC", "KC QC", 20, "S"),
    ("PIN-M9", "9H", "9H", 10, "P"),
])
def test_PIN_M1_to_M9_meld_table(clause, hand, text, value, cls):
    """PIN-M1 PIN-M2 PIN-M3 PIN-M4 PIN-M5 PIN-M6 PIN-M7 PIN-M8 PIN-M9: each meld, value and class."""
    mine = cards(hand) + cards("9S")
    upcard = Card.parse("KH" if "AH" in hand.split() else "AH")
    pool = Counter({c: 2 for c in set(M.CARD_OF)}) - Counter(mine + [upcard])
    theirs = [c for c in pool.elements() if c.suit in "CD"][: len(mine)]
    state = P(hands=[mine, theirs], trump="H", upcard=upcard, stock=["JS"], leader=0)
    trick(state, "9S", str(theirs[0]))
    assert (text, value) in meld_moves(state)
    events = meld(state, text)
    assert events[0].points == value and events[0].kind == "meld"
    assert {letters for _, letters in state.meld_classes(0)} == {cls}


def test_PIN_M7_M8_royal_marriage_is_trump_common_is_plain():
    state = P(hands=["KH QH KC QC 9S", "9C 9C 10C JC 9D"], trump="H", upcard="AH", stock=["9D"], leader=0)
    trick(state, "9S", "9C")
    assert meld_moves(state) == {("KH QH", 40), ("KC QC", 20)}


def test_PIN_M10_duplicates_score_separately_no_double_bonus():
    """PIN-M10."""
    state = P(hands=["QS QS JD JD 9S 10S", "9C 9C 10C 10C JC JC"], trump="H", upcard="AH",
              stock=["9D"], leader=0)
    trick(state, "9S", "9C")
    assert meld_moves(state) == {("QS JD", 40)}     # no 300 for double pinochle
    meld(state, "QS JD")
    done(state)
    # The second pinochle on a later trick scores another 40.
    state = P(hands=["QS QS JD JD 9S 10S", "9C 9C 10C 10C JC JC"], trump="H", upcard="AH",
              stock=["9D", "9D", "KD"], leader=0)
    trick(state, "9S", "9C")
    meld(state, "QS JD")
    done(state)
    trick(state, "10S", "10C")
    assert ("QS JD", 40) in meld_moves(state)
    meld(state, "QS JD")
    assert [e.points for e in state.events if e.kind == "meld"] == [40, 40]
    assert len(state.melded[0]) == 4


def test_PIN_M11_every_meld_needs_a_card_from_hand():
    state = P(hands=["9S AS", "9C 10C JC QC"], melded=["KH QH", ""], trump="H", upcard="AH",
              stock=["9D"], leader=0)
    trick(state, "9S", "9C")
    assert ("KH QH", 40) not in meld_moves(state)
    with pytest.raises(IllegalMove, match="PIN-M11"):
        meld(state, "KH QH")
    # With one card from the hand the melded ones may join: K and Q of hearts melded,
    # the A, 10 and J in hand make the flush.
    state = P(hands=["9S AH 10H JH", "9C 10C JC QC KC 9D"], melded=["KH QH", ""], trump="H",
              upcard="9H", stock=["9D"], leader=0)
    trick(state, "9S", "9C")
    assert ("AH 10H KH QH JH", 150) in meld_moves(state)


def test_PIN_M12_a_card_at_most_once_in_one_meld():
    """PIN-M12."""
    state = P(hands=["AS AS AH AD 9S", "9C 9C 10C JC QC"], trump="H", upcard="KH", stock=["9D"], leader=0)
    trick(state, "9S", "9C")
    assert meld_moves(state) == set()
    with pytest.raises(IllegalMove):
        meld(state, "AS AS AH AD")


def test_PIN_M12a_melded_copies_are_used_first_and_played_first():
    state = P(hands=["KH KH QH AH 10H JH 9S 9S", "9C 9C 10C 10C JC JC QC QC"], trump="H",
              upcard="9H", stock=["9D", "9D", "JD"], leader=0)
    trick(state, "9S", "9C")
    meld(state, "KH QH")
    done(state)
    # Playing the melded K of hearts (PIN-M12a: the player picks the copy); the hand copy stays hidden.
    hand_before = Counter(state.hands[0])
    state.apply(Move("play", Card.parse("KH"), from_meld=True))
    assert Counter(state.hands[0]) == hand_before
    assert [str(c) for c in state.melded[0]] == ["QH"]
    # A later flush takes the melded Q and only the hand cards it needs.
    play(state, next(str(c) for c in state.hands[1] if c.suit == "C"))
    assert ("AH 10H KH QH JH", 150) in meld_moves(state)
    meld(state, "AH 10H KH QH JH")
    assert Counter(str(c) for c in state.melded[0]) == Counter("AH 10H KH QH JH".split())
    assert dict(state.meld_classes(0))[Card.parse("QH")] == "S"


def _kings_melded_and_one_in_hand():
    """Player 0 has melded the heart marriage and still holds a second K♥ (PIN-M12a)."""
    state = P(hands=["KH KH QH AH 10H JH 9S 9S", "9C 9C 10C 10C JC JC QC QC"], trump="H",
              upcard="9H", stock=["9D", "9D", "JD"], leader=0)
    trick(state, "9S", "9C")
    meld(state, "KH QH")
    done(state)
    return state


def test_PIN_M12a_a_card_in_hand_and_in_a_meld_gives_two_play_moves():
    state = _kings_melded_and_one_in_hand()
    legal = state.legal_moves()
    kh = [m for m in legal if m.card == Card.parse("KH")]
    assert kh == [Move("play", Card.parse("KH")), Move("play", Card.parse("KH"), from_meld=True)]
    assert [m.from_meld for m in kh] == [False, True]
    assert len(set(legal)) == len(legal)
    # A card only in a meld gives one move, the melded copy; only in hand, one move, the hand's.
    assert [m.from_meld for m in legal if m.card == Card.parse("QH")] == [True]
    assert [m.from_meld for m in legal if m.card == Card.parse("AH")] == [False]
    assert all(not m.from_meld for m in legal if m.kind != "play")
    assert str(kh[0]) == "play K♥" and str(kh[1]) == "play K♥ from the meld"


def test_PIN_M12a_the_hand_copy_played_leaves_the_melded_one_spent():
    state = _kings_melded_and_one_in_hand()
    melded_before = Counter(state.melded[0])
    hand_before = Counter(state.hands[0])
    state.apply(Move("play", Card.parse("KH")))             # the hand copy
    assert Counter(state.melded[0]) == melded_before
    assert hand_before - Counter(state.hands[0]) == Counter([Card.parse("KH")])
    assert Card.parse("KH") not in state.hands[0]
    # The opponent sees the hand copy go: its view keeps the melded K♥ on the table.
    assert Card.parse("KH") in state.view(1).melded[0]
    play(state, next(str(c) for c in state.hands[1] if c.suit == "C"))
    # PIN-M13: the melded K♥ served in the marriage; a new royal marriage needs fresh cards.
    assert ("KH QH", 40) not in meld_moves(state)
    assert ("AH 10H KH QH JH", 150) in meld_moves(state)


def test_PIN_M12a_the_melded_copy_played_leaves_the_hand_copy_fresh():
    state = _kings_melded_and_one_in_hand()
    state.apply(Move("play", Card.parse("KH"), from_meld=True))
    assert Card.parse("KH") in state.hands[0] and Card.parse("KH") not in state.melded[0]
    assert [str(c) for c in state.melded[0]] == ["QH"]
    assert dict(state.meld_classes(0))[Card.parse("QH")] == "S"


def test_PIN_M12a_wrong_copy_is_refused_and_old_style_play_still_works():
    state = _kings_melded_and_one_in_hand()
    before = state.to_json()
    with pytest.raises(IllegalMove, match="meld"):
        state.apply(Move("play", Card.parse("AH"), from_meld=True))     # A♥ is only in hand
    assert state.to_json() == before
    # Q♥ lies only in the meld: only its melded copy can be played.
    with pytest.raises(IllegalMove, match="meld"):
        state.apply(Move("play", Card.parse("QH")))
    assert state.to_json() == before
    state.apply(Move("play", Card.parse("QH"), from_meld=True))
    assert Card.parse("QH") not in state.melded[0]


def test_PIN_M12a_choice_survives_saves_clones_positions_and_views():
    state = _kings_melded_and_one_in_hand()
    copy = State.from_json(state.to_json())
    assert copy.legal_moves() == state.legal_moves()
    twin = state.clone()
    state.apply(Move("play", Card.parse("KH")))
    twin.apply(Move("play", Card.parse("KH"), from_meld=True))
    for s in (state, twin):
        again = State.from_json(s.to_json())
        assert again.to_json() == s.to_json()
        assert again.hands == s.hands and again.melded == s.melded
        assert again.view(0) == s.view(0) and again.view(1) == s.view(1)
    assert state.view(1).melded[0] != twin.view(1).melded[0]
    assert state.view(1).hand_sizes != twin.view(1).hand_sizes
    # from_position: hand and meld copies of one card.
    pos = P(hands=["KS 9D", "9C 10C JC"], melded=["KS", ""], trump="H", upcard="AH", stock=["JD"])
    assert [m.from_meld for m in pos.legal_moves() if m.card == Card.parse("KS")] == [False, True]
    assert pos.view(0).melded[0] == (Card.parse("KS"),) and Card.parse("KS") in pos.view(0).hand


def test_PIN_M13_marriage_then_flush_is_allowed():
    state = flush_position()
    trick(state, "9S", "9C")
    meld(state, "KH QH")
    done(state)
    lead = next(str(c) for c in state.hands[0] if c.suit == "D")
    trick(state, lead, "10C")
    assert ("AH 10H KH QH JH", 150) in meld_moves(state)
    events = meld(state, "AH 10H KH QH JH", 150)
    assert events[0].points == 150
    assert [e.points for e in state.events if e.kind == "meld"] == [40, 150]


def test_PIN_M13_flush_then_marriage_is_refused():
    state = flush_position()
    trick(state, "9S", "9C")
    meld(state, "AH 10H KH QH JH")
    done(state)
    lead = next(str(c) for c in state.hands[0] if c.suit == "D")
    trick(state, lead, "10C")
    assert ("KH QH", 40) not in meld_moves(state)
    with pytest.raises(IllegalMove, match="PIN-M13"):
        meld(state, "KH QH")
    # Even with a second K of hearts in hand, the flush's Q may not join a marriage.
    state = flush_position(hands=["KH QH AH 10H JH KH 9S", "9C 9C 10C JC QC KC AC"])
    trick(state, "9S", "9C")
    meld(state, "AH 10H KH QH JH")
    done(state)
    lead = next(str(c) for c in state.hands[0] if c.suit == "D")
    trick(state, lead, "10C")
    assert Card.parse("KH") in state.hands[0]
    assert ("KH QH", 40) not in meld_moves(state)
    with pytest.raises(IllegalMove, match="PIN-M13"):
        meld(state, "KH QH")


def test_PIN_M13_reuse_across_classes_is_free_within_a_class_only_upward():
    state = P(hands=["KS KH KD KC QS 9C 9C 9D", "9S 9S 10S 10S JS JS 10D 10D"], trump="H",
              upcard="AH", stock=["JD", "JD", "JC", "QC", "QC"], leader=0)
    trick(state, "9C", "9S")
    meld(state, "KS KH KD KC")                       # group class
    done(state)
    play(state, "9C")
    play(state, "9S")
    assert ("KS QS", 20) in meld_moves(state)        # K♠ again, in the sequence class
    meld(state, "KS QS")
    assert dict((str(c), k) for c, k in state.meld_classes(0))["KS"] == "GS"
    done(state)
    play(state, "9D")
    play(state, "10S")
    # 80 kings again from the same melded kings: same class, not higher: refused.
    assert ("KS KH KD KC", 80) not in meld_moves(state)


def test_PIN_M14_meld_class_letters_per_card():
    state = P(hands=["QS JD KS KH KD KC 9C", "9S 9S 10S 10S JS JS 9D"], trump="H",
              upcard="AH", stock=["JC"], leader=0)
    trick(state, "9C", "9S")
    meld(state, "QS JD")
    assert state.meld_classes(0) == [(Card.parse("QS"), "P"), (Card.parse("JD"), "P")]
    assert state.view(1).meld_classes(0) == state.meld_classes(0)
    assert M.classes_of((0, 40, 80, 20)) == "PGS"


def test_PIN_M15_no_melding_in_round_two():
    """PIN-M15."""
    state = P(hands=["KH QH 9S", "9C 10C JC"], trump="H", round=2, leader=0)
    trick(state, "9S", "9C")
    assert kinds(state) == ["play", "play"]
    with pytest.raises(IllegalMove):
        meld(state, "KH QH")


# ------------------------------------------------------------ round two
def test_PIN_S1_melds_return_to_the_hands():
    """PIN-S1."""
    state = P(hands=["9S AS", "9C 10C 9D"], melded=["KH", ""], trump="H", upcard="AH",
              stock=["JD"], leader=0)
    trick(state, "9S", "9C")
    done(state)
    assert state.round == 2 and state.melded == [[], []]
    assert Counter(state.hands[0]) == Counter(cards("AS KH JD"))
    assert len(state.hands[1]) == 3
    assert Card.parse("KH") in state.view(1).opponent_known


def test_PIN_S2_last_round_one_winner_leads_round_two():
    """PIN-S2."""
    state = flush_position(stock=["AD"], upcard="9H", leader=1,
                           hands=["KH QH AH 10H JH 9S", "9C 9C 10C JC QC"], trick=["KC"])
    play(state, "JH")                                  # player 0 trumps the last trick
    done(state)
    assert state.round == 2 and state.to_move == 0


def test_PIN_S3_must_follow_suit():
    state = P(hands=["KS AH", "9S AD"], trump="H", round=2, leader=0)
    play(state, "KS")
    assert [str(m.card) for m in state.legal_moves()] == ["9S"]   # no duty to beat a plain lead
    with pytest.raises(IllegalMove, match="follow suit"):
        play(state, "AD")


def test_PIN_S3_void_must_trump():
    state = P(hands=["KS AD", "9H QH AC"][:1] + ["9H AC"], trump="H", round=2, leader=0)
    play(state, "KS")
    assert [str(m.card) for m in state.legal_moves()] == ["9H"]
    with pytest.raises(IllegalMove, match="must trump"):
        play(state, "AC")
    state = P(hands=["KS", "AC"], trump="H", round=2, leader=0)
    play(state, "KS")
    assert [str(m.card) for m in state.legal_moves()] == ["AC"]


def test_PIN_S3_must_head_a_trump_lead_but_not_a_plain_lead():
    state = P(hands=["KH 10S", "9H AH 9S AS"][:1] + ["9H AH"], trump="H", round=2, leader=0)
    play(state, "KH")
    assert [str(m.card) for m in state.legal_moves()] == ["AH"]
    with pytest.raises(IllegalMove, match="higher trump"):
        play(state, "9H")
    # Unable to head it: any trump.
    state = P(hands=["AH 10S", "9H QH"], trump="H", round=2, leader=0)
    play(state, "AH")
    assert {str(m.card) for m in state.legal_moves()} == {"9H", "QH"}
    # A plain lead need not be headed.
    state = P(hands=["KS 10H", "9S AS"], trump="H", round=2, leader=0)
    play(state, "KS")
    assert {str(m.card) for m in state.legal_moves()} == {"9S", "AS"}


def test_PIN_S4_highest_trump_wins_round_two():
    """PIN-S4."""
    state = P(hands=["9H KS", "AH QS"], trump="H", round=2, leader=0)
    assert trick(state, "9H", "AH")[0].player == 1      # unlike PIN-R3
    state = P(hands=["AS KS", "9H QD"], trump="H", round=2, leader=0)
    assert trick(state, "AS", "9H")[0].player == 1
    state = P(hands=["QS KS", "AC QD"], trump="H", round=2, leader=0)
    assert trick(state, "QS", "AC")[0].player == 0


def test_PIN_S5_last_trick_of_round_two_scores_ten():
    """PIN-S5."""
    state = P(hands=["AS", "9S"], trump="H", round=2, leader=0, options=Options(single_hand=True))
    events = trick(state, "AS", "9S")
    assert [(e.kind, e.player, e.points) for e in events[:2]] == [("trick", 0, 11), ("last_trick", 0, 10)]
    assert state.scores == [21, 0]


# -------------------------------------------------------------- game end
def test_PIN_G1_scores_accumulate_across_hands():
    """PIN-G1."""
    state = P(hands=["AS", "9S"], trump="H", round=2, leader=0, scores=(100, 200))
    trick(state, "AS", "9S")
    assert state.scores[0] == 121 and state.scores[1] == 200 and not state.over
    assert state.hand_number == 2
    rng = random.Random(1)
    while state.hand_number == 2:
        state.apply(rng.choice(state.legal_moves()))
    assert sum(state.scores) >= 321 + 250


def test_PIN_G2_game_point_reached_with_greater_or_equal():
    state = P(hands=["AS", "9S"], trump="H", round=2, leader=0, scores=(979, 0))
    trick(state, "AS", "9S")
    assert state.over and state.winner == 0 and state.to_move is None
    assert state.events[-1].kind == "game_end" and state.events[-1].player == 0
    assert state.legal_moves() == []


def test_PIN_G2_both_past_the_game_point_the_higher_wins():
    state = P(hands=["AS", "9S"], trump="H", round=2, leader=0, scores=(995, 1200))
    trick(state, "AS", "9S")
    assert state.over and state.winner == 1


def test_PIN_G2_a_tie_past_the_game_point_plays_on():
    state = P(hands=["AS", "9S"], trump="H", round=2, leader=0, scores=(979, 1000))
    trick(state, "AS", "9S")
    assert state.scores == [1000, 1000]
    assert not state.over and state.winner is None and state.hand_number == 2
    assert state.stock_size == 23


def test_PIN_G2_scores_reached_mid_hand_do_not_end_the_game():
    state = P(hands=["KH QH 9S", "9C 10C JC"], trump="H", upcard="AH", stock=["9D", "9D", "JD"],
              leader=0, scores=(990, 0))
    trick(state, "9S", "9C")
    meld(state, "KH QH")
    assert state.scores[0] >= 1000 and not state.over


def test_PIN_G3_single_hand_high_score_wins_tie_is_a_draw():
    one = Options(single_hand=True)
    state = P(hands=["AS", "9S"], trump="H", round=2, leader=0, options=one)
    trick(state, "AS", "9S")
    assert state.over and state.winner == 0
    state = P(hands=["AS", "9S"], trump="H", round=2, leader=0, scores=(0, 21), options=one)
    trick(state, "AS", "9S")
    assert state.over and state.winner is None
    assert state.events[-1].kind == "game_end" and state.events[-1].player is None
