"""Tablenette rules, clause by clause (spec/tablenette.md)."""

import pytest

from retro.cards import Card, cards, standard_deck
from retro.tablenette import rules
from retro.tablenette.rules import IllegalMove, Move, Options, State, card_points, face_value


def deck_with(top):
    """A full deck (top first) that starts with the cards ``top``."""
    first = cards(top)
    return first + [c for c in standard_deck() if c not in first]


def captures(state, card):
    """The sets of table cards ``card`` can take, as sorted strings."""
    card = Card.parse(card)
    return sorted(" ".join(sorted(map(str, m.cards))) for m in state.legal_moves()
                  if m.card == card and m.kind == "capture")


def kinds(events):
    return [e.kind for e in events]


def play(state, card, taken=None):
    """Apply the legal move of ``card`` taking exactly ``taken`` (None: lay it on the table)."""
    card = Card.parse(card)
    want = None if taken is None else frozenset(cards(taken))
    for m in state.legal_moves():
        if m.card != card:
            continue
        if want is None and m.kind == "discard" or want is not None and m.kind == "capture" \
                and frozenset(m.cards) == want:
            return state.apply(m)
    raise AssertionError(f"no such move: {card} {taken}")


# -- Deal -------------------------------------------------------------------------


def test_TNT_D1_two_players_52_cards():
    """TNT-D1: two players 52 cards."""
    state = State.new(7)
    assert state.players == 2
    total = sum(map(len, state.hands)) + len(state.table) + state.stock_size
    assert total == 52
    with pytest.raises(ValueError):
        Options(players=3)


def test_TNT_D2_six_each_four_to_table():
    """TNT-D2: six each four to table."""
    state = State.new(11)
    assert [len(h) for h in state.hands] == [6, 6]
    assert len(state.table) == 4
    assert state.stock_size == 36


def test_TNT_D2_quirk_jack_goes_under_the_deck_and_next_card_replaces_it():
    """TNT-D2: quirk jack goes under the deck and next card replaces it."""
    top = "2S 3S 4S 5S 6S 7S 8S 9S 2H 3H 4H 5H  JH 5C JS 6C 7C 8C"
    state = State.new(1, deck=deck_with(top), dealer=1)
    assert state.hands[0] == cards("2S 4S 6S 8S 2H 4H")  # dealt one at a time, non-dealer first
    assert state.table == cards("5C 6C 7C 8C")
    assert state.stock[-2:] == cards("JH JS")  # each Jack to the very bottom, in turn
    assert state.stock_size == 36
    assert [e.cards for e in state.events if e.kind == "jack_to_bottom"] == [(Card.parse("JH"),),
                                                                           (Card.parse("JS"),)]
    assert state.opening_jacks == [(Card.parse("JH"), "bottom"), (Card.parse("JS"), "bottom")]


def test_TNT_D2_no_jack_on_any_opening_table():
    """TNT-D2: no jack on any opening table."""
    for seed in range(60):
        state = State.new(seed)
        assert all(c.rank != "J" for c in state.table)


def test_TNT_D2_view_knows_where_the_bottom_jack_is_and_who_gets_it():
    """TNT-D2: view knows where the bottom jack is and who gets it."""
    top = "2S 3S 4S 5S 6S 7S 8S 9S 2H 3H 4H 5H  JH 5C 6C 7C 8C"
    state = State.new(1, deck=deck_with(top), dealer=1)
    view = state.view(0)
    assert view.stock_known == ((35, Card.parse("JH")),)
    assert Card.parse("JH") not in view.unseen()


def test_TNT_D3_non_dealer_first_and_first_dealer_random_then_alternating():
    """TNT-D3: non dealer first and first dealer random then alternating."""
    dealers = {State.new(seed).dealer for seed in range(20)}
    assert dealers == {0, 1}
    state = State.new(3)
    assert state.to_move == 1 - state.dealer
    first = state.dealer
    while state.hand_no == 1:
        state.apply(state.legal_moves()[0])
    assert state.dealer == 1 - first
    assert state.to_move == first


def test_TNT_D4_six_more_each_when_both_hands_are_empty_four_deals():
    """TNT-D4: six more each when both hands are empty four deals."""
    state = State.new(5)
    sizes_after_deals = []
    while state.hand_no == 1:
        before = state.stock_size
        state.apply(state.legal_moves()[-1])
        if state.hand_no == 1 and state.stock_size == before - 12:
            sizes_after_deals.append([len(h) for h in state.hands])
    assert sizes_after_deals == [[6, 6]] * 3  # deals 2, 3 and 4
    assert sum(1 for e in state.events if e.kind == "deal" and "hand 1," in e.detail) == 4


# -- Values ---------------------------------------------------------------------


def test_TNT_V1_values():
    """TNT-V1: values."""
    assert rules.RULES.values(Card.parse("AS")) == (1, 11)
    assert [face_value(Card.parse(c)) for c in "2S 10H JD QC KS".split()] == [2, 10, 12, 13, 14]


# -- A turn ---------------------------------------------------------------------


def test_TNT_C1_same_rank_any_number_players_choice():
    """TNT-C1: same rank any number players choice."""
    state = State.from_position(hands=["5C 9H", "2S"], table="5S 5H 5D 9C")
    assert captures(state, "5C") == ["5D", "5D 5H", "5D 5H 5S", "5D 5S", "5H", "5H 5S", "5S"]


def test_TNT_C2_one_pair_only_and_exactly_two_cards():
    """TNT-C2: one pair only and exactly two cards."""
    state = State.from_position(hands=["7C 9H", "2S"], table="3S 4H 2D 5C")
    assert captures(state, "7C") == ["2D 5C", "3S 4H"]  # never both pairs at once
    assert captures(state, "9H") == ["4H 5C"]  # 2+3+4 is three cards: not a pair


def test_TNT_C2_ace_counts_1_or_11_played_or_on_the_table():
    """TNT-C2: ace counts 1 or 11 played or on the table."""
    state = State.from_position(hands=["QC 2C AC", "3S"], table="AS 2D AH")
    assert "2D AS" in captures(state, "QC")  # A(11) + 2 = Q
    assert "AH AS" in captures(state, "2C")  # 1 + 1 = 2, beside the 2 by rank
    state = State.from_position(hands=["AC", "2S"], table="5S 6H")
    assert captures(state, "AC") == ["5S 6H"]  # a played Ace as 11


def test_TNT_C3_rank_and_pair_in_one_play():
    """TNT-C3: rank and pair in one play."""
    state = State.from_position(hands=["KC", "2S"], table="10D 4S KH KS")
    assert captures(state, "KC") == ["10D 4S", "10D 4S KH", "10D 4S KH KS", "10D 4S KS",
                                    "KH", "KH KS", "KS"]


def test_TNT_C4_a_card_may_always_go_to_the_table_at_the_end_of_the_row():
    """TNT-C4: a card may always go to the table at the end of the row."""
    state = State.from_position(hands=["KC 3H", "2S"], table="10D 4S KH KS")
    assert Move("discard", Card.parse("KC")) in state.legal_moves()
    events = play(state, "KC")
    assert state.table == cards("10D 4S KH KS KC")
    assert kinds(events) == ["discard"]


def test_TNT_C4_moves_are_distinct():
    """TNT-C4: moves are distinct."""
    state = State.from_position(hands=["AC 2C KD QH 10S 5D", "2S"], table="AS AH 10D 5S 6H AD 2D")
    moves = state.legal_moves()
    assert len({m.key for m in moves}) == len(moves)


def test_TNT_J1_jack_sweeps_without_tablenette():
    """TNT-J1: jack sweeps without tablenette."""
    state = State.from_position(hands=["JC 3H", "2S 4D"], table="10D 4S KH")
    moves = [m for m in state.legal_moves() if m.card == Card.parse("JC")]
    assert moves == [Move("capture", Card.parse("JC"), tuple(cards("10D 4S KH")))]  # no discard
    events = state.apply(moves[0])
    assert kinds(events) == ["capture"]
    assert events[0].points == 1 + 2 + 1  # J, 10D, K
    assert state.table == []


def test_TNT_J1_jack_on_an_empty_table_lies_there_and_can_be_taken_in_a_pair():
    """TNT-J1: jack on an empty table lies there and can be taken in a pair."""
    state = State.from_position(hands=["JC KD", "2S QD"], table="")
    assert {m.kind for m in state.legal_moves() if m.card == Card.parse("JC")} == {"discard"}
    play(state, "JC")
    play(state, "2S")
    assert captures(state, "KD") == ["2S JC"]  # J (12) + 2 = K (14)
    events = play(state, "KD", "2S JC")
    assert kinds(events) == ["capture", "tablenette"]
    assert events[1].points == 14 + 12 + 2


def test_TNT_J1_a_jack_sweeps_a_jack():
    """TNT-J1: a jack sweeps a jack."""
    state = State.from_position(hands=["JC 3H", "JD 4D"], table="JS")
    assert captures(state, "JC") == ["JS"]


def test_TNT_J1_illegal_jack_discard_explains():
    """TNT-J1: illegal jack discard explains."""
    state = State.from_position(hands=["JC 3H", "2S"], table="10D")
    with pytest.raises(IllegalMove, match="sweeps"):
        state.apply(Move("discard", Card.parse("JC")))


# -- Points ---------------------------------------------------------------------


def test_TNT_P1_aces_kings_queens_jacks_one():
    """TNT-P1: aces kings queens jacks one."""
    assert [card_points(Card.parse(c)) for c in "AS KH QD JC".split()] == [1, 1, 1, 1]


def test_TNT_P2_tens_one_except_diamonds():
    """TNT-P2: tens one except diamonds."""
    assert [card_points(Card.parse(c)) for c in "10S 10H 10C".split()] == [1, 1, 1]


def test_TNT_P3_two_of_clubs_one_other_twos_nothing():
    """TNT-P3: two of clubs one other twos nothing."""
    assert card_points(Card.parse("2C")) == 1
    assert [card_points(Card.parse(c)) for c in "2S 2H 2D 9C 5H".split()] == [0, 0, 0, 0, 0]


def test_TNT_P4_ten_of_diamonds_two():
    """TNT-P4: ten of diamonds two."""
    assert card_points(Card.parse("10D")) == 2


def test_TNT_P_capture_scores_taken_and_played_cards():
    state = State.from_position(hands=["QC 3H", "2S"], table="10D 3S 9H")
    events = play(state, "QC", "3S 10D")
    assert events[0].kind == "capture" and events[0].points == 1 + 2
    assert state.scores == [3, 0]


# -- Tablenette -----------------------------------------------------------------


def test_TNT_T1_tablenette_scores_face_values_played_card_included():
    """TNT-T1: tablenette scores face values played card included."""
    state = State.from_position(hands=["9C 3H", "2S"], table="4S 5H")
    events = play(state, "9C", "4S 5H")
    assert kinds(events) == ["capture", "tablenette"]
    assert events[1].points == 9 + 4 + 5
    assert state.scores == [18, 0]


def test_TNT_T1_reading_ace_by_rank_adds_one():
    """TNT-T1: reading ace by rank adds one."""
    state = State.from_position(hands=["AC 3H", "2S"], table="AH")
    events = play(state, "AC", "AH")
    assert [e.points for e in events] == [2, 2]  # 2 card points + 2 = 4
    assert state.scores == [4, 0]


def test_TNT_T1_reading_ace_used_as_11_in_a_pair_adds_11():
    """TNT-T1: reading ace used as 11 in a pair adds 11."""
    state = State.from_position(hands=["AC 3H", "2S"], table="AH 10S")
    events = play(state, "AC", "AH 10S")
    assert events[1].points == 11 + 1 + 10  # played Ace as 11; the table Ace as 1 in the pair
    state = State.from_position(hands=["QC 3H", "4S"], table="AH 2S")
    events = play(state, "QC", "AH 2S")
    assert events[1].points == 13 + 11 + 2  # a table Ace counted 11 in the pair
    state = State.from_position(hands=["2C 3H", "4S"], table="AH AS")
    events = play(state, "2C", "AH AS")
    assert events[1].points == 2 + 1 + 1


def test_TNT_T1_bonus_uses_the_most_favourable_reading():
    """TNT-T1: bonus uses the most favourable reading."""
    played, taken = Card.parse("AC"), cards("AH AD 10S")
    assert rules.tablenette_bonus(played, taken) == 11 + 1 + 1 + 10


def test_TNT_T1_no_tablenette_unless_the_table_is_cleared():
    """TNT-T1: no tablenette unless the table is cleared."""
    state = State.from_position(hands=["9C 3H", "2S"], table="4S 5H 7D")
    events = play(state, "9C", "4S 5H")
    assert kinds(events) == ["capture"]


def test_TNT_T2_worked_example_3_and_61_points():
    """TNT-T2: worked example 3 and 61 points."""
    position = dict(hands=["3D 6H KC 10C 8D AS", "2S 3S 5S 6S 7S 8S"], table="10D 4S KH KS")
    one = State.from_position(**position)
    events = play(one, "10C", "10D")
    assert sum(e.points for e in events) == 3
    two = State.from_position(**position)
    events = play(two, "KC", "10D 4S KH KS")
    assert [(e.kind, e.points) for e in events] == [("capture", 5), ("tablenette", 56)]
    assert two.scores == [61, 0]
    assert rules.move_points(State.from_position(**position),
                             Move("capture", Card.parse("KC"), tuple(cards("10D 4S KH KS")))) == (5, 56)


# -- Hand and game end ------------------------------------------------------------


def test_TNT_E1_last_cards_to_last_taker_without_tablenette():
    """TNT-E1: last cards to last taker without tablenette."""
    state = State.from_position(hands=["9C", "3S"], table="4S 5H 10D 6C", last_taker=1)
    play(state, "9C", "4S 5H")
    events = play(state, "3S")
    assert kinds(events)[:2] == ["discard", "last_cards"]
    last = events[1]
    assert last.player == 0 and set(last.cards) == set(cards("10D 6C 3S"))
    assert last.points == 2 and state.scores[0] == 2
    assert "tablenette" not in kinds(events)


def test_TNT_E1_nobody_captured_nobody_gets_them():
    """TNT-E1: nobody captured nobody gets them."""
    state = State.from_position(hands=["9C", "3S"], table="4H", scores=(10, 20))
    play(state, "9C")
    events = play(state, "3S")
    assert "last_cards" not in kinds(events)
    assert state.scores == [10, 20]


def test_TNT_E1_cards_taken_count_per_hand():
    """TNT-E1: cards taken count per hand."""
    state = State.from_position(hands=["9C", "3S"], table="4S 5H", taken=(cards("2D 3D"), ()))
    play(state, "9C", "4S 5H")
    play(state, "3S")
    assert state.hand_no == 2 and state.taken == [[], []]


def _end_with_taken(count, scores=(0, 0)):
    """A last play after which player 0 has taken ``count`` cards."""
    deck = [c for c in standard_deck() if c not in cards("9C 3S 4S 5H")]
    taken = deck[:count - 4]  # + 9C 4S 5H taken + 3S as the last card
    return State.from_position(hands=["9C", "3S"], table="4S 5H", taken=(taken, ()), scores=scores)


def test_TNT_E2_quirk_more_than_27_cards_scores_3():
    """TNT-E2: quirk more than 27 cards scores 3."""
    state = _end_with_taken(28)
    events = play(state, "9C", "4S 5H") + play(state, "3S")
    bonus = [e for e in events if e.kind == "most_cards"]
    assert len(bonus) == 1 and bonus[0].player == 0 and bonus[0].points == 3
    assert len(state.events) and state.hand_no == 2


def test_TNT_E2_27_cards_are_not_more_than_27():
    """TNT-E2: 27 cards are not more than 27."""
    state = _end_with_taken(27)
    events = play(state, "9C", "4S 5H") + play(state, "3S")
    assert "most_cards" not in kinds(events)


def test_TNT_E3_quirk_251_is_not_over_251():
    """TNT-E3: quirk 251 is not over 251."""
    state = State.from_position(hands=["9C", "3S"], table="4S 5H", scores=(233, 0))
    play(state, "9C", "4S 5H")  # 0 card points + 18 = 251
    play(state, "3S")
    assert state.scores[0] == 251
    assert not state.over and state.hand_no == 2


def test_TNT_E3_over_251_wins_after_the_hand():
    """TNT-E3: over 251 wins after the hand."""
    state = State.from_position(hands=["9C", "3S"], table="4S 5H", scores=(234, 0))
    play(state, "9C", "4S 5H")
    assert not state.over  # checked after the hand, not at once
    events = play(state, "3S")
    assert state.scores[0] == 252 and state.over and state.winner == 0 and state.to_move is None
    assert kinds(events)[-2:] == ["hand_end", "game_end"]
    assert state.legal_moves() == []


def test_TNT_E3_highest_over_251_wins():
    """TNT-E3: highest over 251 wins."""
    state = State.from_position(hands=["9C", "3S"], table="4S 5H", scores=(240, 270))
    play(state, "9C", "4S 5H")
    play(state, "3S")
    assert state.over and state.winner == 1


def test_TNT_E3_reading_a_tie_over_251_plays_another_hand():
    """TNT-E3: reading a tie over 251 plays another hand."""
    state = State.from_position(hands=["9C", "3S"], table="4S 5H", scores=(252, 270))
    play(state, "9C", "4S 5H")
    play(state, "3S")
    assert state.scores == [270, 270]
    assert not state.over and state.hand_no == 2


# -- The API around the rules ----------------------------------------------------


def test_illegal_move_leaves_the_state_unchanged():
    state = State.from_position(hands=["9C 3H", "2S"], table="4S 5H 7D")
    before = state.to_json()
    with pytest.raises(IllegalMove, match="cannot take"):
        state.apply(Move("capture", Card.parse("9C"), tuple(cards("4S 7D"))))
    with pytest.raises(ValueError, match="not in"):
        state.apply(Move("discard", Card.parse("KD")))
    assert state.to_json() == before


def test_a_move_is_a_set_of_cards():
    state = State.from_position(hands=["9C 3H", "2S"], table="4S 5H 7D")
    events = state.apply(Move("capture", Card.parse("9C"), tuple(cards("5H 4S"))))
    assert events[0].kind == "capture"


def test_from_position_rejects_impossible_positions():
    with pytest.raises(ValueError, match="twice"):
        State.from_position(hands=["9C", "9C"], table="")
    with pytest.raises(ValueError, match="6"):
        State.from_position(hands=["2C 3C 4C 5C 6C 7C 8C", "9C"], table="")
    with pytest.raises(ValueError):
        State.from_position(hands=["2C", "3C"], table="ZZ")


def test_from_position_with_empty_hands_deals_from_the_stock():
    stock = "2C 3C 4C 5C 6C 7C 8C 9C 2D 3D 4D 5D 6D"
    state = State.from_position(hands=["", ""], table="KS", stock=stock, dealer=1)
    assert state.hands[0] == cards("2C 4C 6C 8C 2D 4D")
    assert state.stock == cards("6D") and state.to_move == 0


def test_helpers_for_the_program_screens():
    state = State.from_position(hands=["KC 3D", "2S"], table="10D 4S KH KS")
    moves = rules.captures_including(state, "KC", "4S")
    assert sorted(" ".join(map(str, m.cards)) for m in moves) == [
        "10D 4S", "10D 4S KH", "10D 4S KH KS", "10D 4S KS"]
    assert rules.discard_move(state, "3D") == Move("discard", Card.parse("3D"))
    move = rules.capture_for_selection(state, "KC", ["KS", "KH"])
    assert move is not None and set(move.cards) == set(cards("KH KS"))
    assert rules.capture_for_selection(state, "KC", ["4S"]) is None
    assert len(rules.moves_for_card(state, "KC")) == 8
    full = rules.capture_for_selection(state, "KC", "10D 4S KH KS".split())
    assert rules.clears_table(state, full)
    assert str(full) == "KC takes 10D 4S KH KS"


def test_json_round_trip_and_bad_input():
    state = State.new(9)
    for _ in range(17):
        state.apply(state.legal_moves()[0])
    again = State.from_json(state.to_json())
    assert again.to_json() == state.to_json()
    assert again.events == state.events
    move = state.legal_moves()[-1]
    assert again.apply(move) == state.apply(move)
    for bad in ["", "{}", '{"format": "retro-tablanet", "version": 1}', "[1, 2]",
                state.to_json().replace('"version":1', '"version":9'),
                state.to_json().replace('"hands":["', '"hands":["AS ', 1)]:
        with pytest.raises(ValueError):
            State.from_json(bad)
