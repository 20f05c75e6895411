"""Casino rules, clause by clause (spec/casino.md): deal, values, put/take/build/block, scoring, end."""

import pytest

from retro.cards import Card, cards, standard_deck
from retro.casino import rules
from retro.casino.builds import ACE_BUILD, BLOCK, BUILD, CARD, parse_pile
from retro.casino.rules import IllegalMove, Move, Options, State


def pos(hands, tableau, **kw):
    return State.from_position(hands=hands, tableau=tableau, **kw)


def texts(seq):
    return sorted(str(c) for c in seq)


def moves(state, kind=None, card=None):
    return [m for m in state.legal_moves()
            if (kind is None or m.kind == kind) and (card is None or m.card == Card.parse(card))]


def takes(state, card):
    """Each take of ``card`` as a sorted list of the tableau cards taken."""
    return sorted(texts(m.cards) for m in moves(state, "take", card))


def find(state, kind, card, taken=None):
    for m in moves(state, kind, card):
        if taken is None or texts(m.cards) == sorted(taken.split()):
            return m
    raise AssertionError(f"no {kind} with {card} of {taken}")


# --- table and deal -------------------------------------------------------------
def test_CAS_D1_two_to_four_players_default_two():
    """CAS-D1: two to four players default two."""
    assert Options().players == 2
    for n in (2, 3, 4):
        state = State.new(1, Options(players=n))
        assert state.players == n and len(state.hands) == n
    for bad in (1, 5):
        with pytest.raises(ValueError):
            Options(players=bad)


@pytest.mark.parametrize("players,deals", [(2, 6), (3, 4), (4, 3)])
def test_CAS_D2_four_each_four_to_tableau_then_four_each_until_52(players, deals):
    """CAS-D2: four each four to tableau then four each until 52."""
    state = State.new(5, Options(players=players))
    assert all(len(h) == 4 for h in state.hands)
    assert len(state.tableau) == 4 and all(len(p) == 1 for p in state.tableau)
    assert state.stock_size == 52 - 4 - 4 * players
    seen_deals = 1
    while state.round == 1:
        before = state.stock_size
        events = state.apply(state.legal_moves()[0])
        dealt = [e for e in events if e.kind == "deal"]
        if dealt and state.round == 1:
            seen_deals += 1
            assert state.stock_size == before - 4 * players
            assert all(e.player is not None for e in dealt)  # no more to the tableau
    assert seen_deals == deals


def test_CAS_D3_left_of_dealer_is_dealt_first_and_plays_first_and_deal_passes_left():
    """CAS-D3: left of dealer is dealt first and plays first and deal passes left."""
    state = pos([[], [], []], [], stock="2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC KD KH KS AS", dealer=0,
                to_move=1)
    # Dealt one at a time from the dealer's left: 1, 2, 0, 1, 2, 0, ...
    assert texts(state.hands[1]) == texts(cards("2C 5C 8C JC"))
    assert texts(state.hands[2]) == texts(cards("3C 6C 9C QC"))
    assert texts(state.hands[0]) == texts(cards("4C 7C 10C KC"))
    assert state.tableau == [] and state.stock_size == 4  # later deals add nothing to the tableau
    assert state.to_move == 1
    fresh = State.new(3, Options(players=3))
    first_dealer = fresh.dealer
    assert fresh.to_move == (first_dealer + 1) % 3
    while fresh.round == 1:
        fresh.apply(fresh.legal_moves()[0])
    assert fresh.dealer == (first_dealer + 1) % 3
    assert fresh.to_move == (first_dealer + 2) % 3
    assert len({State.new(seed).dealer for seed in range(20)}) == 2  # first dealer random


def test_CAS_D4_fixed_spaces_and_stable_positions():
    """CAS-D4: fixed spaces and stable positions."""
    assert rules.SPACES == 12 and Options().spaces == 12
    state = pos([["3H", "8S"], ["KD", "QD"]], ["5C", None, "9D", "JS"])
    assert state.spaces[1] is None and len(state.spaces) == 12
    state.apply(find(state, "put", "3H"))
    assert str(state.spaces[1]) == "3H"  # the first free space
    assert str(state.spaces[0]) == "5C" and str(state.spaces[2]) == "9D" and str(state.spaces[3]) == "JS"
    state.apply(find(state, "put", "KD"))
    assert str(state.spaces[4]) == "KD"
    state.apply(find(state, "take", "8S", "5C 3H"))
    assert state.spaces[0] is None and state.spaces[1] is None and str(state.spaces[4]) == "KD"
    # A build or block occupies the one space of its pile.
    s2 = pos([["5H", "10H"], ["KD"]], ["2C", "5C"])
    s2.apply(find(s2, "build", "5H", "5C"))
    assert s2.spaces[1].kind == BUILD and s2.spaces[0].kind == CARD and s2.spaces[2] is None
    assert s2.tableau == [(Card.parse("2C"),), (Card.parse("5C"), Card.parse("5H"))]


# --- values ------------------------------------------------------------------------
def test_CAS_V1_face_values_and_ace_one_or_fourteen():
    """CAS-V1: face values and ace one or fourteen."""
    values = {p: parse_pile(p).taker for p in ("2S", "10S", "JS", "QS", "KS", "AS")}
    assert values == {"2S": 2, "10S": 10, "JS": 11, "QS": 12, "KS": 13, "AS": 14}
    state = pos([["AD", "5H"], ["2C"]], ["AS", "KH", "4C"])
    # The played Ace takes a loose Ace (1 or 14 alone) and A+K (1+13); 5 takes A+4 (Ace as 1).
    assert takes(state, "AD") == [["AS"], ["AS", "KH"]]
    assert takes(state, "5H") == [["4C", "AS"]]
    # Inside a build an Ace counts 1; a block of Aces is worth 14.
    assert parse_pile("AH+3S").value == 4
    assert parse_pile("AH=AS").value == 14 and parse_pile("AH=AS").tag == "A"


# --- put ------------------------------------------------------------------------------
def test_CAS_P1_put_to_free_space_or_quirk_straight_to_capture_pile():
    """CAS-P1: put to free space or quirk straight to capture pile."""
    state = pos([["3H", "4D"], ["KD"]], ["5C"])
    events = state.apply(find(state, "put", "3H"))
    assert [e.kind for e in events] == ["put"] and events[0].spaces == (1,)
    full = ["2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "10C", "JC", "QC", "KC"]
    state = pos([["AS", "KD"], ["KH"]], full, last_taker=1)
    events = state.apply(find(state, "put", "AS"))
    assert events[0].kind == "to_capture_pile" and events[0].cards == (Card.parse("AS"),)
    assert "No free space" in str(events[0])
    assert state.captured[0] == [Card.parse("AS")]
    assert state.last_taker == 1  # Reading: not a take, so not "last to take"
    assert sum(1 for p in state.spaces if p) == 12


# --- take -------------------------------------------------------------------------------
def test_CAS_T1_several_disjoint_sets_in_one_take_one_move_per_set_of_piles():
    """CAS-T1: several disjoint sets in one take one move per set of piles."""
    state = pos([["9H"], ["2D"]], ["9S", "4C", "5D", "2S", "7C", "3H", "6H"])
    got = takes(state, "9H")
    # 9S alone; 4+5; 2+7; 3+6; and every union of disjoint ones; 2+3+4 also makes 9.
    assert ["9S"] in got and ["4C", "5D"] in got and ["2S", "3H", "4C"] in got
    assert sorted(["9S", "4C", "5D", "2S", "7C", "3H", "6H"]) in got  # all four sets at once
    assert len(got) == len({tuple(g) for g in got})  # no duplicates
    # Nothing is forced: a put is still there.
    assert moves(state, "put", "9H")


def test_CAS_T1_groupings_of_the_same_piles_are_one_move():
    """CAS-T1: groupings of the same piles are one move."""
    # 2+3+5 and 5 + (2+3) take the same piles with a 5... and 10 takes 2+3+5 one way only.
    state = pos([["10H", "5H"], ["KD"]], ["2S", "3S", "5S", "5C"])
    got = takes(state, "5H")
    assert got.count(sorted(["2S", "3S", "5S", "5C"])) == 1
    assert got.count(sorted(["2S", "3S", "5S"])) == 1
    assert len(got) == len({tuple(g) for g in got})


def test_CAS_T1_full_tableau_of_small_cards_is_enumerated_quickly():
    """CAS-T1: full tableau of small cards is enumerated quickly."""
    import time

    small = "AS AH AD AC 2S 2H 2D 2C 3S 3H 3D 3C".split()
    state = pos([["4S", "5S", "6S", "7S"], ["KD"]], small)
    started = time.process_time()
    legal = state.legal_moves()
    assert time.process_time() - started < 1.0
    assert 2000 < len(legal) < 3200
    keys = {(m.kind, m.card, frozenset(m.cards), m.value) for m in legal}
    assert len(keys) == len(legal)


def test_CAS_T2_builds_taken_as_totals_alone_or_in_sets_and_the_ace_build():
    """CAS-T2: builds taken as totals alone or in sets and the ace build."""
    state = pos([["QH", "AD"], ["KD"]], ["5C+7D", "2S", "JS"])
    assert ["5C", "7D"] in takes(state, "QH")
    assert sorted(["2S", "5C", "7D"]) in takes(state, "AD")  # 2 + (5+7) = 14
    ace = parse_pile("3H+JS")
    assert ace.kind == BUILD and ace.value == ACE_BUILD and ace.is_ace_build and ace.tag == "A"
    state = pos([["AD", "2C", "KC"], ["KD"]], ["3H+JS", "AH"])
    assert takes(state, "AD") == [["3H", "AH", "JS"], ["3H", "JS"], ["AH"]]
    # An Ace build is never built further (nothing exceeds 14); the loose Ace can be built on.
    assert not any(m.cards == tuple(cards("3H JS")) for m in moves(state, "build"))
    assert ("KC", 14) in [(str(m.card), m.value) for m in moves(state, "build")]
    # An Ace build always counts 14, never part of a smaller sum.
    assert ["3H", "JS"] not in takes(state, "KC")


def test_CAS_T3_blocks_only_by_their_value_never_in_a_sum():
    """CAS-T3: a block is taken only by its value, with loose cards and blocks of that value alone."""
    state = pos([["7D", "AC", "KH"], ["2D"]], ["7H=7S", "7C", "3S", "4S"])
    got = takes(state, "7D")
    assert sorted(["7H", "7S", "7C"]) in got  # the block with a loose 7
    assert sorted(["7H", "7S"]) in got  # the block alone
    # Never the block in the same take as a sum: not 7=7 with 3+4, with or without the loose 7.
    assert sorted(["7H", "7S", "3S", "4S"]) not in got
    assert sorted(["7H", "7S", "7C", "3S", "4S"]) not in got
    # Without the block the 7 still takes the loose 7 and the 3+4 together.
    assert sorted(["7C", "3S", "4S"]) in got
    assert got == sorted([sorted(g.split()) for g in
                          ("7H 7S", "7H 7S 7C", "7C", "3S 4S", "7C 3S 4S")])
    # Quirk: an Ace cannot take a 7-7 block as 14.
    assert all("7H" not in g for g in takes(state, "AC"))
    # A block is not part of any sum (7=7 is not 14 for the King + ... either).
    assert all("7H" not in g for g in takes(state, "KH"))
    with pytest.raises(IllegalMove, match="block"):
        state.apply(Move("take", Card.parse("AC"), tuple(cards("7H 7S")), None))
    with pytest.raises(IllegalMove, match="its own value"):
        state.apply(Move("take", Card.parse("7D"), tuple(cards("7H 7S 3S 4S")), None))
    assert len(state.hands[0]) == 3 and len(state.tableau) == 4  # nothing changed


def test_CAS_T3_a_block_never_goes_with_a_build_or_another_rank():
    """CAS-T3: never a build of the block's value, nor a card of another rank, in a take with a block."""
    state = pos([["8D", "2C"], ["3D"]], ["8H=8S", "5C+3C", "8C", "2H"])
    got = takes(state, "8D")
    assert sorted(["8H", "8S", "8C"]) in got and sorted(["8H", "8S"]) in got
    assert not any("8H" in g and "5C" in g for g in got)  # the 5+3 build never with the block
    assert sorted(["5C", "3C", "8C"]) in got  # build and loose 8 together, without the block
    assert all("8H" not in g for g in takes(state, "2C"))
    # Two blocks of one rank and loose cards of it go together; an Ace block takes loose Aces.
    aces = pos([["AC", "KD"], ["3D"]], ["AH=AS", "AD", "KS"])
    got = takes(aces, "AC")
    assert sorted(["AH", "AS", "AD"]) in got
    assert not any("AH" in g and "KS" in g for g in got)  # not the block with the A+K sum
    assert sorted(["AD", "KS"]) in got  # loose Ace (1) + King = 14, no block in it
    # A sweep with a block: the block and every loose card of its value.
    sweep = pos([["9D", "2C"], ["3D"]], ["9H=9S", "9C"])
    sweep.apply(find(sweep, "take", "9D", "9H 9S 9C"))
    assert [e.kind for e in sweep.events[-2:]] == ["take", "sweep"]


# --- build ---------------------------------------------------------------------------
def test_CAS_B1_build_only_while_holding_the_taker():
    """CAS-B1: build only while holding the taker."""
    state = pos([["3C", "KD", "4H"], ["2D"]], ["10S", "9S=9H", "JS"])
    builds = {(str(m.card), tuple(map(str, m.cards)), m.value) for m in moves(state, "build")}
    assert ("3C", ("10S",), 13) in builds  # 3 on 10 = 13, King held
    assert not any(m.cards == tuple(cards("9S 9H")) for m in moves(state, "build"))  # not on a block
    assert not any(m.value and m.value > 14 for m in moves(state, "build"))
    assert ("4H", ("10S",), 14) not in builds  # 14 needs an Ace in hand
    # An Ace in hand counts 1 when building: A on J = 12 with a Queen held.
    state = pos([["AC", "QD"], ["2D"]], ["JS"])
    assert [(str(m.card), m.value) for m in moves(state, "build")] == [("AC", 12)]
    state.apply(find(state, "build", "AC"))
    assert state.spaces[0].kind == BUILD and state.spaces[0].value == 12 and state.spaces[0].owner == 0
    assert state.spaces[0].tag == "Q"
    # Without the taker in hand there is no build; the move is refused with a reason.
    state = pos([["AC", "5D"], ["2D"]], ["JS"])
    assert not moves(state, "build")
    with pytest.raises(IllegalMove, match="hold no Queen"):
        state.apply(Move("build", Card.parse("AC"), (Card.parse("JS"),), 12))


def test_CAS_B2_anyone_extends_any_build_and_nobody_must_take_their_own():
    """CAS-B2: anyone extends any build and nobody must take their own."""
    state = pos([["3C", "9D", "KC"], ["2H", "JS", "8S"]], ["2D+4D"])
    state.apply(find(state, "build", "3C", "2D 4D"))  # 6 + 3 = 9, a Nine held
    assert state.spaces[0].value == 9 and state.spaces[0].owner == 0
    state.apply(find(state, "put", "8S"))
    # Player 0 need not take their own build: every card may still be put.
    assert moves(state, "put", "9D") and moves(state, "put", "KC")
    state.apply(find(state, "put", "KC"))
    state.apply(find(state, "build", "2H", "2D 4D 3C"))  # the opponent extends it: 9 + 2 = 11, Jack held
    assert state.spaces[0].value == 11 and state.spaces[0].owner == 1 and state.spaces[0].tag == "J"


# --- block ----------------------------------------------------------------------------
def test_CAS_K1_block_keeping_another_of_that_value_on_one_loose_card():
    """CAS-K1: a block goes on one loose card of its value, keeping another of that value in hand."""
    state = pos([["7C", "7D", "7H"], ["2D"]], ["7S", "5C+2S", "3H"])
    blocks = moves(state, "block", "7C")
    assert [tuple(map(str, m.cards)) for m in blocks] == [("7S",)]  # never on a build, even worth 7
    state.apply(blocks[0])
    assert state.spaces[0].kind == BLOCK and state.spaces[0].value == 7 and state.spaces[0].tag == "7"
    state.apply(state.legal_moves()[0])  # the opponent puts
    # A block is never extended: no 7 on 7=7, and nothing is built on it.
    assert not moves(state, "block", "7D")
    assert not any(m.cards == tuple(cards("7S 7C")) for m in moves(state, "build"))
    with pytest.raises(IllegalMove, match="(?i)nothing goes on a block"):
        state.apply(Move("block", Card.parse("7D"), tuple(cards("7S 7C")), 7))
    # With no other card of that value in hand there is no block.
    lone = pos([["7C", "2D"], ["3D"]], ["7S"])
    assert not moves(lone, "block")
    # A build is never a block target, even 5+5 with a 5 in hand.
    fives = pos([["5H", "5D", "KD"], ["2D"]], ["5C+5S"])
    assert not moves(fives, "block")
    with pytest.raises(IllegalMove, match="(?i)never on a build"):
        fives.apply(Move("block", Card.parse("5H"), tuple(cards("5C 5S")), 5))
    # Each loose card of the value is a target of its own (one card, never several at once).
    two = pos([["9C", "9D"], ["2D"]], ["9S", "9H"])
    assert sorted(tuple(map(str, m.cards)) for m in moves(two, "block", "9C")) == [("9H",), ("9S",)]


def test_CAS_K2_one_placement_as_build_or_block_is_the_players_choice():
    """CAS-K2: one placement as build or block is the player's choice."""
    from retro.casino.selection import moves_for_selection

    state = pos([["5H", "10C", "5D"], ["2D"]], ["5S"])
    kinds = sorted((m.kind, m.value) for m in moves(state, card="5H") if m.cards == (Card.parse("5S"),))
    assert kinds == [("block", 5), ("build", 10), ("take", None)]
    choice = moves_for_selection(state, [0], Card.parse("5H"))
    assert len(choice.moves) == 3 and "Which" in choice.message


# --- scoring -------------------------------------------------------------------------------
def finish_round(state):
    """Play the first legal move until the round is over; return the round's events."""
    start = len(state.events)
    round_no = state.round
    while state.round == round_no and not state.over:
        state.apply(state.legal_moves()[0])
    return list(state.events[start:])


def scoring_position(captured0, captured1, last_move_hand=("KD",)):
    """A round's last card (player 0 puts KD on an empty table); the capture piles decide the scoring."""
    return pos([list(last_move_hand), []], [], captured=[captured0, captured1], last_taker=None)


def round_points(events, kind):
    return {e.player: e.points for e in events if e.kind == kind}


def test_CAS_S1_each_ace_one_point():
    """CAS-S1: each ace one point."""
    events = finish_round(scoring_position("AS AH AD", "AC"))
    assert round_points(events, "aces") == {0: 3, 1: 1}


def test_CAS_S2_two_of_spades_one_point():
    """CAS-S2: two of spades one point."""
    events = finish_round(scoring_position("3D", "2S"))
    assert round_points(events, "two_of_spades") == {1: 1}


def test_CAS_S3_ten_of_diamonds_two_points():
    """CAS-S3: ten of diamonds two points."""
    events = finish_round(scoring_position("10D", "3D"))
    assert round_points(events, "ten_of_diamonds") == {0: 2}


def test_CAS_S4_quirk_twenty_seven_or_more_cards_three_points():
    """CAS-S4: quirk twenty seven or more cards three points."""
    deck = [c for c in standard_deck() if c != Card.parse("KD")]
    events = finish_round(scoring_position(deck[:27], deck[27:]))
    assert round_points(events, "most_cards") == {0: 3}  # 27 exactly scores (Tablenette needs >27)
    assert [e.value for e in events if e.kind == "most_cards"] == [27]
    events = finish_round(scoring_position(deck[:26], deck[26:]))  # 26 and 25 (KD goes to nobody)
    assert round_points(events, "most_cards") == {}


def test_CAS_S5_seven_or_more_spades_one_point():
    """CAS-S5: seven or more spades one point."""
    spades = [c for c in standard_deck() if c.suit == "S"]
    events = finish_round(scoring_position(spades[:7], spades[7:]))
    assert round_points(events, "most_spades") == {0: 1}
    events = finish_round(scoring_position(spades[:6], spades[6:]))
    assert round_points(events, "most_spades") == {1: 1}


def test_CAS_S6_S7_a_take_that_empties_the_tableau_is_a_sweep_worth_one_at_once():
    """CAS-S6, CAS-S7: a take that empties the tableau is a sweep worth one at once."""
    state = pos([["9H", "2C"], ["KD", "3D"]], ["4C", "5D"])
    events = state.apply(find(state, "take", "9H"))
    assert [e.kind for e in events] == ["take", "sweep"]
    assert events[1].points == 1 and state.scores == [1, 0] and state.sweeps == [1, 0]


def test_CAS_S7_the_clear_up_is_never_a_sweep():
    """CAS-S7: the clear up is never a sweep."""
    state = pos([["KD"], []], ["4C", "5D"], last_taker=1)
    events = finish_round(state)
    kinds = [e.kind for e in events]
    assert "last_cards" in kinds and "sweep" not in kinds
    assert state.last_round.sweeps == (0, 0)


# --- round and game end -------------------------------------------------------------------------
def test_CAS_E1_round_ends_after_the_last_card():
    """CAS-E1: round ends after the last card."""
    state = pos([["KD"], ["QD"]], ["2C"], stock=())
    state.apply(find(state, "put", "KD"))
    assert state.round == 1
    events = state.apply(find(state, "put", "QD"))
    assert "round_end" in [e.kind for e in events]
    assert state.round == 2 and all(len(h) == 4 for h in state.hands)  # dealt on from a new deck
    assert state.stock_size == 52 - 12


def test_CAS_E2_last_taker_gets_the_rest_nobody_if_nobody_took():
    """CAS-E2: last taker gets the rest nobody if nobody took."""
    state = pos([["9H", "KD"], ["2C", "3C"]], ["4C", "5D", "JS"], to_move=0)
    state.apply(find(state, "take", "9H", "4C 5D"))
    state.apply(find(state, "put", "2C"))
    state.apply(find(state, "put", "KD"))
    events = state.apply(find(state, "put", "3C"))
    last = [e for e in events if e.kind == "last_cards"]
    assert last[0].player == 0 and texts(last[0].cards) == texts(cards("JS 2C KD 3C"))
    assert len(state.last_round.captured[0]) == 7
    # Nobody took this round: the cards go to nobody.
    state = pos([["KD"], []], ["4C"])
    events = finish_round(state)
    last = [e for e in events if e.kind == "last_cards"][0]
    assert last.player is None and state.last_round.lost == tuple(cards("4C KD"))
    # "Last to take" starts afresh each round.
    assert state.last_taker is None


def test_CAS_E3_game_to_21_highest_wins_tie_plays_on_engine_always_deals():
    """CAS-E3: game to 21 highest wins tie plays on engine always deals."""
    state = pos([["KD"], []], [], scores=[20, 5], captured=["AS", ""])
    events = finish_round(state)
    assert state.over and state.winner == 0 and state.to_move is None
    assert events[-1].kind == "game_end" and events[-1].player == 0
    # Several past 21: the highest wins.
    state = pos([["KD"], []], [], scores=[21, 22])
    finish_round(state)
    assert state.over and state.winner == 1
    # A tie at the top plays another round.
    state = pos([["KD"], []], [], scores=[21, 22], captured=["AS", "2D"])
    finish_round(state)
    assert not state.over and state.round == 2 and state.scores == [22, 22]
    # Nobody at 21: the engine deals on (the program asks whether to continue).
    state = pos([["KD"], []], [], scores=[3, 5])
    finish_round(state)
    assert not state.over and state.round == 2 and state.to_move is not None


# --- the API's details -------------------------------------------------------------------------------
def test_from_position_rejects_impossible_positions():
    with pytest.raises(ValueError, match="twice"):
        pos([["KD"], ["KD"]], [])
    with pytest.raises(ValueError, match="at most 4"):
        pos([["2C", "3C", "4C", "5C", "6C"], []], [])
    with pytest.raises(ValueError, match="more than 14"):
        pos([["KD"], []], ["KC+3C"])
    with pytest.raises(ValueError, match="mixes ranks"):
        pos([["KD"], []], ["7C=8C"])
    with pytest.raises(ValueError):
        pos([["KD"], []], ["XX"])


def test_illegal_moves_are_refused_with_a_reason_and_change_nothing():
    state = pos([["9H", "2C"], ["KD"]], ["4C", "5D", "3S+3H"])
    before = state.to_json()
    for bad, words in [
        (Move("put", Card.parse("QS")), "not in the hand"),
        (Move("take", Card.parse("9H"), (Card.parse("4C"),)), "does not match"),
        (Move("take", Card.parse("9H"), (Card.parse("3S"), Card.parse("5D"))), "whole"),
        (Move("build", Card.parse("2C"), (Card.parse("4C"), Card.parse("5D")), 11), "one pile"),
    ]:
        with pytest.raises(IllegalMove, match=words):
            state.apply(bad)
        assert state.to_json() == before


def test_moves_may_be_written_by_hand_in_any_card_order():
    state = pos([["AC", "2D"], ["KD"]], ["2S", "5C+7D", "JS"])
    events = state.apply(Move("take", Card.parse("AC"), tuple(cards("7D 2S 5C"))))
    assert events[0].kind == "take" and texts(events[0].cards) == texts(cards("AC 2S 5C 7D"))


def test_events_points_sum_to_scores_from_a_position():
    state = pos([["9H", "2C"], ["KD", "3D"]], ["4C", "5D"], scores=[4, 7])
    finish_round(state)
    for p in (0, 1):
        assert sum(e.points for e in state.events if e.player == p) == state.scores[p] - [4, 7][p]


def test_from_position_accepts_piles_as_cards_and_pile_objects():
    from retro.casino.builds import make_build

    state = pos([["9H"], ["KD"]], ["5C+7D", "7H=7S", "2S"])
    again = pos([["9H"], ["KD"]], state.tableau)
    assert [str(p) for p in again.spaces if p] == ["5C+7D", "7H=7S", "2S"]
    owned = pos([["9H"], ["KD"]], [make_build(cards("5C 4D"), owner=1)])
    assert owned.spaces[0].owner == 1 and owned.spaces[0].value == 9
