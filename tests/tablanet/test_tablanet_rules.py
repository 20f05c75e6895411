"""Tablanet rules, clause by clause (spec/tablanet.md)."""

import pytest

from retro.cards import Card, cards, standard_deck
from retro.tablanet import rules
from retro.tablanet.rules import IllegalMove, Move, Options, State, card_points, card_value, cut_rank


def deck_with(top):
    first = cards(top)
    return first + [c for c in standard_deck() if c not in first]


def captures(state, card):
    card = Card.parse(card)
    return sorted(" ".join(sorted(map(str, m.cards))) for m in state.legal_moves()
                  if m.card == card and m.kind == "capture")


def kinds(events):
    return [e.kind for e in events]


def play(state, card, taken=None):
    card = Card.parse(card)
    want = None if taken is None else frozenset(cards(taken))
    for m in state.legal_moves():
        if m.card == card and (m.kind == "discard" if want is None else
                               m.kind == "capture" and frozenset(m.cards) == want):
            return state.apply(m)
    raise AssertionError(f"no such move: {card} {taken}")


def finish_hand(table, scores, hand0="9C", hand1="3S", taken=None, last_taker=None, options=None):
    """A position where player 0 plays ``hand0`` and player 1 ``hand1``, the hand's last cards."""
    state = State.from_position(hands=[hand0, hand1], table=table, scores=scores, taken=taken,
                                last_taker=last_taker, options=options)
    events = state.apply(state.legal_moves()[0])
    events += state.apply(state.legal_moves()[0])
    return state, events


# -- Players, deck, options ---------------------------------------------------------


def test_TBL_D1_two_or_three_players_52_cards():
    """TBL-D1: two or three players 52 cards."""
    for n in (2, 3):
        state = State.new(4, Options(players=n))
        assert state.players == n
        assert sum(map(len, state.hands)) + len(state.table) + state.stock_size == 52
    for n in (1, 4):
        with pytest.raises(ValueError):
            Options(players=n)


def test_TBL_D2_cut_seniority_two_lowest_ace_highest():
    """TBL-D2: cut seniority two lowest ace highest."""
    order = [cut_rank(Card(r, "S")) for r in "2 3 4 5 6 7 8 9 10 J Q K A".split()]
    assert order == sorted(order) and len(set(order)) == 13


def test_TBL_O1_quirk_ace_value_fixed_for_the_game():
    """TBL-O1: quirk ace value fixed for the game."""
    eleven = State.from_position(hands=["5C KD", "2S"], table="AS 4H")
    assert captures(eleven, "5C") == []  # the Ace is 11, never 1
    assert captures(eleven, "KD") == ["4H AS"]  # 11 + 4 = 15
    one = State.from_position(hands=["5C KD", "2S"], table="AS 4H", options=Options(ace=1))
    assert captures(one, "5C") == ["4H AS"]  # 1 + 4
    assert captures(one, "KD") == []
    assert Options().ace == 11
    with pytest.raises(ValueError):
        Options(ace=5)


def test_TBL_O2_reading_bonus_by_points_default_or_by_cards():
    """TBL-O2: reading bonus by points default or by cards."""
    assert Options().bonus == "points"
    # player 0 takes more points (10D 2C), player 1 more cards
    taken0, taken1 = cards("10D 2C"), cards("3H 4H 5H 6H")
    for bonus, winner in (("points", 0), ("cards", 1)):
        state, events = finish_hand("7S", (0, 0), hand0="8D", hand1="9D", taken=(taken0, taken1),
                                    options=Options(bonus=bonus))
        award = [e for e in events if e.kind == "hand_bonus"]
        assert [(e.player, e.points) for e in award] == [(winner, 3)]


@pytest.mark.parametrize("bonus, tablanet, winner", [
    ("points", "values", 1),  # 18 tablanet points beat 3 card points
    ("points", "none", 0),  # the tablanet scores nothing: 3 card points win
    ("cards", "values", 0),  # 6 cards beat 4
])
def test_TBL_O2_bonus_by_points_counts_the_hands_tablanets(bonus, tablanet, winner):
    """TBL-O2 / TBL-S3: by points, the hand's tablanet points count with its card points."""
    state = State.from_position(hands=["8H", "9C"], table="4D 5D", to_move=1,
                                taken=(cards("AS KS QS 3H 4H 6H"), ()),
                                options=Options(bonus=bonus, tablanet=tablanet))
    events = state.apply(rules.capture_for_selection(state, "9C", ["4D", "5D"]))  # a tablanet
    events += play(state, "8H")  # the last card of the hand: it goes to player 1 (TBL-H1)
    assert [e.kind for e in events if e.kind == "tablanet"] == ["tablanet"]
    assert [(e.player, e.points) for e in events if e.kind == "card_points"] == [(0, 3), (1, 0)]
    assert [(e.player, e.points) for e in events if e.kind == "hand_bonus"] == [(winner, 3)]
    tablanet_points = 18 if tablanet == "values" else 0
    assert state.scores == [3 + 3 * (winner == 0), tablanet_points + 3 * (winner == 1)]


def test_TBL_S3_a_tie_of_hand_points_with_tablanets_gives_nobody_the_bonus():
    """TBL-S3: the hand's points (card points + tablanets) tie at 7: nobody gets the 3."""
    state = State.from_position(hands=["8H", "2C"], table="AD AH", to_move=1,
                                taken=(cards("AS KS QS 10D 2S 10S"), ()), options=Options(ace=1))
    events = state.apply(rules.capture_for_selection(state, "2C", ["AD", "AH"]))
    assert events[-1].kind == "tablanet" and events[-1].points == 2 + 1 + 1
    events += play(state, "8H")
    assert [(e.player, e.points) for e in events if e.kind == "card_points"] == [(0, 7), (1, 3)]
    assert "hand_bonus" not in kinds(events)
    assert state.scores == [7, 7]


# -- Deal ---------------------------------------------------------------------------


def test_TBL_E1_lowest_cut_deals_ties_cut_again_deal_passes_left():
    """TBL-E1: lowest cut deals ties cut again deal passes left."""
    found_tie = False
    for seed in range(200):
        state = State.new(seed, Options(players=3))
        first = state.cut[0]
        assert [p for p, _ in first] == [0, 1, 2]
        for before, after in zip(state.cut, state.cut[1:]):
            low = min(cut_rank(c) for _, c in before)
            assert [p for p, _ in after] == [p for p, c in before if cut_rank(c) == low]
            found_tie = True
        last = state.cut[-1]
        dealer_card = dict(last)[state.dealer]
        assert all(cut_rank(dealer_card) < cut_rank(c) for p, c in last if p != state.dealer)
        assert [e.kind for e in state.events[:len(first)]] == ["cut"] * 3
        assert any(e.kind == "dealer" and e.player == state.dealer for e in state.events)
        if found_tie:
            break
    assert found_tie
    assert state.view(0).cut == tuple(tuple(r) for r in state.cut)
    dealer = state.dealer
    while state.hand_no == 1:
        state.apply(state.legal_moves()[0])
    assert state.dealer == (dealer + 1) % 3


def test_TBL_E2_six_each_with_two_four_each_with_three_four_to_table():
    """TBL-E2: six each with two four each with three four to table."""
    two = State.new(1, Options(players=2))
    three = State.new(1, Options(players=3))
    assert [len(h) for h in two.hands] == [6, 6] and len(two.table) == 4
    assert [len(h) for h in three.hands] == [4, 4, 4] and len(three.table) == 4


def test_TBL_E3_quirk_first_jack_to_bottom_others_to_the_middle():
    """TBL-E3: quirk first jack to bottom others to the middle."""
    top = "2S 3S 4S 5S 6S 7S 8S 9S 2H 3H 4H 5H  JH 5C JS 6C  JD 7C 8C"
    state = State.new(1, deck=deck_with(top), dealer=1)
    assert state.hands[0] == cards("2S 4S 6S 8S 2H 4H")
    assert state.table == cards("7C 5C 8C 6C")
    assert state.stock_size == 36
    assert state.stock[-1] == Card.parse("JH")  # the very bottom
    # JD (the replacement) then JS went in at len(stock) // 2, before the next top card was drawn
    assert state.stock[16:18] == cards("JD JS")
    assert state.opening_jacks == [(Card.parse("JH"), "bottom"), (Card.parse("JD"), "middle"),
                                   (Card.parse("JS"), "middle")]
    assert kinds(e for e in state.events if e.kind.startswith("jack")) == [
        "jack_to_bottom", "jack_to_middle", "jack_to_middle"]
    assert state.view(0).stock_known == ((16, Card.parse("JD")), (17, Card.parse("JS")),
                                         (35, Card.parse("JH")))


def test_TBL_E3_one_jack_only_goes_to_the_bottom():
    """TBL-E3: one jack only goes to the bottom."""
    top = "2S 3S 4S 5S 6S 7S 8S 9S 2H 3H 4H 5H  5C JS 6C 7C  8C"
    state = State.new(1, deck=deck_with(top), dealer=0)
    assert state.table == cards("5C 8C 6C 7C")
    assert state.stock[-1] == Card.parse("JS")
    assert state.opening_jacks == [(Card.parse("JS"), "bottom")]


def test_TBL_E3_no_jack_on_any_opening_table():
    """TBL-E3: no jack on any opening table."""
    for seed in range(60):
        assert all(c.rank != "J" for c in State.new(seed, Options(players=2 + seed % 2)).table)


def test_TBL_E4_dealers_left_starts_play_goes_clockwise():
    """TBL-E4: dealers left starts play goes clockwise."""
    state = State.new(8, Options(players=3))
    assert state.to_move == (state.dealer + 1) % 3
    for _ in range(6):
        player = state.to_move
        state.apply(state.legal_moves()[0])
        assert state.to_move == (player + 1) % 3


@pytest.mark.parametrize("players", [2, 3])
def test_TBL_E5_deals_again_until_the_deck_runs_out_four_deals(players):
    """TBL-E5: deals again until the deck runs out four deals."""
    state = State.new(2, Options(players=players))
    size = 6 if players == 2 else 4
    while state.hand_no == 1:
        before = state.stock_size
        state.apply(state.legal_moves()[0])
        if state.hand_no == 1 and state.stock_size < before:
            assert [len(h) for h in state.hands] == [size] * players
    assert sum(1 for e in state.events if e.kind == "deal" and "hand 1," in e.detail) == 4


# -- Values and captures ---------------------------------------------------------------


def test_TBL_V1_quirk_values():
    """TBL-V1: quirk values."""
    values = [card_value(Card.parse(c)) for c in "AS 2S 9S 10S JS QS KS".split()]
    assert values == [11, 2, 9, 10, 10, 13, 15]
    assert card_value(Card.parse("AH"), ace=1) == 1
    state = State.from_position(hands=["JC 10C", "2S"], table="10H 8D 7D")
    assert captures(state, "JC") == ["10H"]  # a Jack equals a 10
    assert captures(state, "10C") == ["10H"]


def test_TBL_C1_quirk_an_equal_card_takes_that_one_card():
    """TBL-C1: quirk an equal card takes that one card."""
    state = State.from_position(hands=["5C", "2S"], table="5S 5H 9D")
    assert captures(state, "5C") == ["5H", "5S"]  # never both


def test_TBL_C2_group_of_two_or_three_one_group_per_play():
    """TBL-C2: group of two or three one group per play."""
    state = State.from_position(hands=["9C", "KS"], table="2D 3D 4D 5H")
    assert captures(state, "9C") == ["2D 3D 4D", "4D 5H"]
    state = State.from_position(hands=["QC", "AS"], table="2D 3D 4D 4H 6S")
    assert captures(state, "QC") == ["3D 4D 6S", "3D 4H 6S"]  # 2+3+4+4 is four cards: no


def test_TBL_C2_two_groups_in_one_play_are_not_allowed():
    """TBL-C2: two groups in one play are not allowed."""
    state = State.from_position(hands=["8C", "AS"], table="2D 6D 3H 5H")
    assert captures(state, "8C") == ["2D 6D", "3H 5H"]


def test_TBL_C3_one_equal_card_plus_one_group():
    """TBL-C3: one equal card plus one group."""
    state = State.from_position(hands=["10C", "2S"], table="10S JH 5D 5H")
    assert captures(state, "10C") == ["10S", "10S 5D 5H", "5D 5H", "5D 5H JH", "JH"]


def test_TBL_C4_capture_is_compulsory_for_a_card_that_can():
    """TBL-C4: capture is compulsory for a card that can."""
    state = State.from_position(hands=["5C 9H", "2S"], table="5S 2D")
    moves = state.legal_moves()
    five = [m for m in moves if m.card == Card.parse("5C")]
    assert five and all(m.kind == "capture" for m in five)
    assert [m.kind for m in moves if m.card == Card.parse("9H")] == ["discard"]
    with pytest.raises(IllegalMove, match="can capture"):
        state.apply(Move("discard", Card.parse("5C")))
    assert rules.proposal(state, "9H") == Move("discard", Card.parse("9H"))
    assert rules.proposal(state, "5C") == Move("capture", Card.parse("5C"), (Card.parse("5S"),))


def test_TBL_C4_player_picks_which_capture():
    """TBL-C4: player picks which capture."""
    state = State.from_position(hands=["9C", "2S"], table="9S 4D 5D")
    assert captures(state, "9C") == ["4D 5D", "4D 5D 9S", "9S"]
    play(state, "9C", "9S")
    assert state.table == cards("4D 5D")


def test_TBL_T1_tablanet_is_announced_scores_its_play_values_at_once_next_must_lay():
    """TBL-T1: a tablanet is announced, scores at once the play values of its cards; the next lays."""
    state = State.from_position(hands=["9C 2C", "KS 3S"], table="4D 5D")
    events = play(state, "9C", "4D 5D")
    assert kinds(events) == ["capture", "tablanet"]
    tablanet = events[-1]
    assert (tablanet.player, tablanet.points) == (0, 9 + 4 + 5)
    assert events[0].points == 0  # card points come at the hand's end
    assert state.scores == [18, 0] and state.tablanet_points() == [18, 0]
    assert {m.kind for m in state.legal_moves()} == {"discard"}
    assert state.view(1).cleared_by == 0 and state.view(1).tablanets == (18, 0)


def test_TBL_T1_tablanet_values_use_the_games_ace_and_the_quirk_values():
    """TBL-T1 with TBL-V1 / TBL-O1: K 15, Q 13, J 10 and the Ace's value fixed for the game."""
    assert rules.tablanet_value(Card.parse("KC"), cards("AS 4H")) == 15 + 11 + 4
    state = State.from_position(hands=["KC 2C", "3S"], table="AS 4H")
    assert play(state, "KC", "AS 4H")[-1].points == 30
    state = State.from_position(hands=["5C 2C", "3S"], table="AS 4H", options=Options(ace=1))
    assert play(state, "5C", "AS 4H")[-1].points == 5 + 1 + 4
    state = State.from_position(hands=["QC 2C", "3S"], table="QH")
    assert play(state, "QC", "QH")[-1].points == 26
    state = State.from_position(hands=["JC 2C", "3S"], table="10H")
    assert play(state, "JC", "10H")[-1].points == 20


def test_TBL_O3_tablanet_none_scores_nothing_but_is_announced():
    """TBL-O3: option "none": a tablanet is announced and scores nothing."""
    assert Options().tablanet == "values"
    with pytest.raises(ValueError):
        Options(tablanet="double")
    state = State.from_position(hands=["9C 2C", "KS 3S"], table="4D 5D", options=Options(tablanet="none"))
    events = play(state, "9C", "4D 5D")
    assert kinds(events) == ["capture", "tablanet"] and all(e.points == 0 for e in events)
    assert state.scores == [0, 0] and state.tablanet_points() == [0, 0]


@pytest.mark.parametrize("tablanet", ["values", "none"])
@pytest.mark.parametrize("players", [2, 3])
def test_TBL_O3_scores_are_the_sum_of_the_events_points(players, tablanet):
    """TBL-O3 / TBL-T1: summing the events' points gives the scores, tablanets included."""
    import random
    rng = random.Random(players)
    state = State.new(11, Options(players=players, tablanet=tablanet))
    while not state.over:
        state.apply(rng.choice(state.legal_moves()))
    for p in range(players):
        assert sum(e.points for e in state.events if e.player == p) == state.scores[p]
    seen = [e for e in state.events if e.kind == "tablanet"]
    assert seen and all((e.points > 0) == (tablanet == "values") for e in seen)


def test_TBL_O3_tablanet_points_start_again_each_hand():
    """TBL-O3: the hand's tablanet points (for the bonus and the score sheet) reset at a new hand."""
    state = State.from_position(hands=["9C", "3S"], table="4D 5D")
    play(state, "9C", "4D 5D")
    assert state.tablanet_points() == [18, 0]
    play(state, "3S")  # the hand's last card: a new hand is dealt
    assert state.hand_no == 2 and state.tablanet_points() == [0, 0] and state.scores[0] >= 18


def test_TBL_T1_reading_clearing_is_not_forced():
    """TBL-T1: reading clearing is not forced."""
    state = State.from_position(hands=["9C", "2S"], table="9S 4D 5D")
    assert "9S" in captures(state, "9C")  # a smaller capture stays legal


# -- End of hand ----------------------------------------------------------------------


def test_TBL_H1_last_cards_to_last_taker_even_long_after():
    """TBL-H1: last cards to last taker even long after."""
    state, events = finish_hand("7S 10D", (0, 0), hand0="8D", hand1="9D", last_taker=1)
    last = [e for e in events if e.kind == "last_cards"]
    assert len(last) == 1 and last[0].player == 1
    assert set(last[0].cards) == set(cards("7S 10D 8D 9D"))
    assert last[0].points == 0  # counted in card_points at the end
    assert [e.points for e in events if e.kind == "card_points"] == [0, 2]


def test_TBL_H1_reading_nobody_captured_nobody_gets_them():
    """TBL-H1: reading nobody captured nobody gets them."""
    state, events = finish_hand("7S", (0, 0), hand0="8D", hand1="9D")
    assert "last_cards" not in kinds(events)
    assert [e.points for e in events if e.kind == "card_points"] == [0, 0]


def test_TBL_S1_card_points():
    """TBL-S1: card points."""
    assert [card_points(Card.parse(c)) for c in "AS KH QD 10C 2H".split()] == [1, 1, 1, 1, 1]
    assert card_points(Card.parse("10D")) == 2
    assert [card_points(Card.parse(c)) for c in "JS JD 3C 9H".split()] == [0, 0, 0, 0]


def test_TBL_S2_twenty_one_card_points_per_deck():
    """TBL-S2: twenty one card points per deck."""
    assert sum(card_points(c) for c in standard_deck()) == 21
    state = State.new(6)
    while state.hand_no == 1:
        state.apply(state.legal_moves()[-1])
    card = [e.points for e in state.events if e.kind == "card_points"]
    assert sum(card) == 21


def test_TBL_S3_hand_winner_gets_3_and_a_tie_gets_nothing():
    """TBL-S3: hand winner gets 3 and a tie gets nothing."""
    state, events = finish_hand("7S", (0, 0), hand0="8D", hand1="9D", taken=(cards("AS KS"), cards("QS")))
    assert [(e.kind, e.player, e.points) for e in events if e.kind in ("card_points", "hand_bonus")] == [
        ("card_points", 0, 2), ("card_points", 1, 1), ("hand_bonus", 0, 3)]
    assert state.scores == [5, 1]
    state, events = finish_hand("7S", (0, 0), hand0="8D", hand1="9D", taken=(cards("AS"), cards("QS")))
    assert "hand_bonus" not in kinds(events)


def test_TBL_G1_quirk_251_or_more_wins():
    """TBL-G1: quirk 251 or more wins."""
    state, events = finish_hand("7S", (246, 0), hand0="8D", hand1="9D", taken=(cards("AS KS"), ()))
    assert state.scores[0] == 251 and state.over and state.winner == 0
    assert kinds(events)[-2:] == ["hand_end", "game_end"]


def test_TBL_G1_below_251_plays_on_and_highest_of_several_wins():
    """TBL-G1: below 251 plays on and highest of several wins."""
    state, _ = finish_hand("7S", (245, 0), hand0="8D", hand1="9D", taken=(cards("AS KS"), ()))
    assert state.scores[0] == 250 and not state.over and state.hand_no == 2
    state, _ = finish_hand("7S", (250, 255), hand0="8D", hand1="9D", taken=(cards("AS KS"), ()))
    assert state.scores == [255, 255] and not state.over  # a tie plays on
    state, _ = finish_hand("7S", (250, 251), hand0="8D", hand1="9D", taken=(cards("AS KS QS"), ()))
    assert state.scores == [256, 251] and state.winner == 0


def test_TBL_G1_three_players():
    """TBL-G1: three players."""
    state = State.from_position(hands=["8D", "9D", "4C"], table="7S", scores=(100, 249, 0),
                                taken=((), cards("AS KS"), ()))
    for _ in range(3):
        state.apply(state.legal_moves()[0])
    assert state.over and state.winner == 1


# -- The API around the rules ------------------------------------------------------------


def test_from_position_defaults_and_checks():
    state = State.from_position(hands=["8D", "9D", "4C"], table="7S", to_move=1)
    assert state.dealer == 0 and state.players == 3 and state.scores == [0, 0, 0]
    with pytest.raises(ValueError, match="twice"):
        State.from_position(hands=["8D", "8D"], table="")
    with pytest.raises(ValueError):
        State.from_position(hands=["2C 3C 4C 5C 6C", "9D", "4D"], table="")  # 4 each with three
    with pytest.raises(ValueError):
        State.from_position(hands=["8D", "9D"], table="", options=Options(players=3))


def test_moves_are_distinct_and_read_well():
    state = State.from_position(hands=["10C KD 5C", "2S"], table="10S JH 5D 5H 2C 3C")
    moves = state.legal_moves()
    assert len({m.key for m in moves}) == len(moves)
    assert str(moves[0]).startswith("10C takes") or str(moves[0]).startswith("10C to")


def test_helpers_for_the_program_screens():
    state = State.from_position(hands=["10C", "2S"], table="10S JH 5D 5H")
    assert len(rules.captures_including(state, "10C", "5D")) == 3
    assert rules.capture_for_selection(state, "10C", ["5H", "5D", "JH"]) is not None
    assert rules.capture_for_selection(state, "10C", ["10S", "JH"]) is None
    assert rules.discard_move(state, "10C") is None


def test_json_round_trip_with_the_cut():
    state = State.new(3, Options(players=3, ace=1, bonus="cards"))
    for _ in range(20):
        state.apply(state.legal_moves()[0])
    again = State.from_json(state.to_json())
    assert again.to_json() == state.to_json() and again.cut == state.cut
    assert again.options == state.options and again.RULES.ace == 1
    with pytest.raises(ValueError):
        State.from_json(state.to_json().replace('"players":3', '"players":2', 1))


@pytest.mark.parametrize("tablanet", ["values", "none"])
def test_TBL_O3_json_round_trip_keeps_the_option_and_the_hands_tablanets(tablanet):
    """TBL-O3: a save keeps what a tablanet scores and the hand's tablanet points."""
    state = State.from_position(hands=["9C 2C", "KS 3S"], table="4D 5D", stock="6H 7H 8H 9H",
                                options=Options(tablanet=tablanet, bonus="cards"))
    play(state, "9C", "4D 5D")
    again = State.from_json(state.to_json())
    assert again.options == state.options and again.options.tablanet == tablanet
    assert again.tablanet_points() == state.tablanet_points() == [18 if tablanet == "values" else 0, 0]
    assert again.to_json() == state.to_json()
    assert again.view(1) == state.view(1)


def test_TBL_O3_an_old_save_without_the_option_loads_with_tablanets_scoring_values():
    """TBL-O3: a save made before the option existed loads with the default ("values")."""
    import json
    state = State.new(5)
    for _ in range(3):
        state.apply(state.legal_moves()[0])
    data = json.loads(state.to_json())
    del data["options"]["tablanet"]
    del data["tablanets"]
    old = State.from_json(json.dumps(data))
    assert old.options == Options() and old.options.tablanet == "values"
    assert old.tablanet_points() == [0, 0] and old.scores == state.scores
    assert old.legal_moves() == state.legal_moves()


@pytest.mark.parametrize("bad", ['"tablanet":"double"', '"tablanets":[1]', '"tablanets":[-1,0]',
                                 '"tablanets":"no"', '"tablanets":[true,0]'])
def test_TBL_O3_a_bad_saved_option_or_tablanet_points_is_refused(bad):
    """TBL-O3: bad saved tablanet fields are refused with ValueError (nothing half-loaded)."""
    import json
    state = State.new(5)
    data = json.loads(state.to_json())
    key, value = bad.split(":", 1)
    key = json.loads(key)
    if key == "tablanet":
        data["options"]["tablanet"] = json.loads(value)
    else:
        data[key] = json.loads(value)
    with pytest.raises(ValueError):
        State.from_json(json.dumps(data))
