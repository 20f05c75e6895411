"""Casino properties over seeded random matches of 2, 3 and 4 players (CAS-D2, CAS-S*, CAS-E*, CAS-T*).

The API contract shared with the other games (saves, determinism, clones, views) is in tests/contract.
"""

import random

import pytest
from hypothesis import given, settings, strategies as st

from retro.cards import standard_deck
from retro.casino.rules import MOST_CARDS, MOST_SPADES, Options, State, card_points

MATCHES = settings(max_examples=12, derandomize=True, deadline=None)
DECK = set(standard_deck())


def cards_in_play(state):
    found = [c for h in state.hands for c in h]
    found += [c for pile in state.tableau for c in pile]
    found += state.stock + [c for pile in state.captured for c in pile] + list(state.lost)
    return found


def random_match(seed, players, on_step=None):
    state = State.new(seed, Options(players=players))
    rng = random.Random(seed)
    steps = 0
    while not state.over:
        legal = state.legal_moves()
        assert legal and len(set(legal)) == len(legal)
        state.apply(rng.choice(legal))
        steps += 1
        if on_step:
            on_step(state, steps)
        assert steps < 2000, "a match must end"
    return state


@MATCHES
@given(seed=st.integers(0, 10**6), players=st.sampled_from([2, 3, 4]))
def test_CAS_D2_all_52_cards_conserved_at_every_step(seed, players):
    """CAS-D2: all 52 cards conserved at every step."""
    def check(state, _):
        if not state.over:
            found = cards_in_play(state)
            assert len(found) == 52 and set(found) == DECK

    random_match(seed, players, check)


@MATCHES
@given(seed=st.integers(0, 10**6), players=st.sampled_from([2, 3, 4]))
def test_CAS_S1_to_S7_eleven_points_a_round_plus_sweeps(seed, players):
    """CAS-S1..CAS-S7: each round scores 4 Aces + 2S + 10D (7), 3 for 27+ cards and 1 for 7+ spades when earned, plus sweeps."""
    state = random_match(seed, players)
    rounds, current = [], []
    for event in state.events:
        current.append(event)
        if event.kind == "round_end":
            rounds.append(current)
            current = []
    assert rounds and len(rounds) == sum(1 for e in state.events if e.kind == "round_end")
    for events in rounds:
        captured = {p: [] for p in range(players)}
        lost = []
        for e in events:
            if e.kind == "take" or e.kind == "to_capture_pile":
                captured[e.player].extend(e.cards)
            elif e.kind == "last_cards":
                (captured[e.player] if e.player is not None else lost).extend(e.cards)
        assert sum(len(c) for c in captured.values()) + len(lost) == 52
        sweeps = sum(1 for e in events if e.kind == "sweep")
        expected = 7 - sum(card_points(c) for c in lost) + sweeps
        expected += 3 if max(len(c) for c in captured.values()) >= MOST_CARDS else 0
        expected += 1 if max(sum(c.suit == "S" for c in p) for p in captured.values()) >= MOST_SPADES else 0
        assert sum(e.points for e in events) == expected
        if not lost and max(len(c) for c in captured.values()) >= MOST_CARDS and players == 2:
            assert sum(e.points for e in events) == 11 + sweeps
        assert all(e.kind != "sweep" or e.player is not None for e in events)


@MATCHES
@given(seed=st.integers(0, 10**6), players=st.sampled_from([2, 3, 4]))
def test_CAS_E3_matches_end_and_event_points_sum_to_scores(seed, players):
    """CAS-E3: matches end and event points sum to scores."""
    state = random_match(seed, players)
    assert state.over and state.to_move is None and state.legal_moves() == []
    assert state.events[-1].kind == "game_end" and state.events[-1].player == state.winner
    for p in range(players):
        assert sum(e.points for e in state.events if e.player == p) == state.scores[p]
    best = max(state.scores)
    assert best >= 21 and state.scores.count(best) == 1 and state.scores[state.winner] == best


def test_from_json_rejects_damage_without_half_loading():
    text = State.new(5).to_json()
    import json

    data = json.loads(text)
    broken = [
        "{", "[]", json.dumps({**data, "version": 7}), json.dumps({**data, "game": "pinochle"}),
        json.dumps({**data, "hands": [data["hands"][0], data["hands"][0]]}),
        json.dumps({**data, "scores": [1]}), json.dumps({**data, "rng": [1, 2]}),
        json.dumps({**data, "spaces": data["spaces"][:3]}),
        json.dumps({**data, "to_move": None}),
        json.dumps({**data, "events": [["nonsense", None, 0, [], [], None]]}),
    ]
    for bad in broken:
        with pytest.raises(ValueError):
            State.from_json(bad)


def _reference_takes(card, piles):
    """Every set of piles ``card`` may take, worked out plainly from CAS-T1..T3 (a check on the fast search)."""
    from itertools import combinations

    from retro.casino.builds import ACE_BUILD, BLOCK, BUILD, CARD, take_value

    value = take_value(card)

    def group_ok(group):
        if len(group) == 1:
            p = group[0]
            if p.kind == CARD:
                return p.value == value or (p.cards[0].rank == "A" and value == 14)
            return p.kind == BUILD and p.value == value
        return all(p.kind != BLOCK and not (p.kind == BUILD and p.value == ACE_BUILD) for p in group) \
            and sum(p.value for p in group) == value

    def splits(rest):
        if not rest:
            return True
        first, others = rest[0], rest[1:]
        for size in range(len(others) + 1):
            for extra in combinations(range(len(others)), size):
                group = [first] + [others[i] for i in extra]
                if group_ok(group) and splits([p for i, p in enumerate(others) if i not in extra]):
                    return True
        return False

    found = set()
    for size in range(1, len(piles) + 1):
        for chosen in combinations(range(len(piles)), size):
            group = [piles[i] for i in chosen]
            if any(p.kind == BLOCK for p in group):
                ok = all(p.kind in (BLOCK, CARD) and p.cards[0].rank == card.rank for p in group)
            else:
                ok = splits(group)
            if ok:
                found.add(frozenset(c for p in group for c in p.cards))
    return found


@pytest.mark.system
@MATCHES
@given(seed=st.integers(0, 10**6), players=st.sampled_from([2, 3, 4]))
def test_CAS_T3_K1_takes_and_blocks_agree_with_a_plain_reference(seed, players):
    """CAS-T1/T3/K1: the take search equals a plain enumeration; a block takes only its rank, goes on one loose card."""
    from retro.casino.builds import BLOCK, CARD

    checked = []

    def check(state, _):
        if state.over:
            return
        piles = [p for p in state.spaces if p is not None]
        hand = state.hands[state.to_move]
        legal = state.legal_moves()
        where = {c: p for p in piles for c in p.cards}
        for move in legal:
            if move.kind == "block":
                assert len(move.cards) == 1 and where[move.cards[0]].kind == CARD
                assert move.cards[0].rank == move.card.rank
            if move.kind == "take" and any(where[c].kind == BLOCK for c in move.cards):
                assert all(c.rank == move.card.rank for c in move.cards)
                assert all(where[c].kind in (BLOCK, CARD) for c in move.cards)
        if len(piles) <= 8 and len(checked) < 150:
            checked.append(1)
            for card in set(hand):
                got = {frozenset(m.cards) for m in legal if m.kind == "take" and m.card == card}
                assert got == _reference_takes(card, piles), (card, [str(p) for p in piles])

    random_match(seed, players, check)


@settings(max_examples=6, derandomize=True, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.sampled_from([2, 3, 4]))
def test_CAS_T1_T3_checking_one_take_agrees_with_listing_them_all(seed, players):
    """CAS-T1/T3: ``Tableau.can_take`` (used to check a move) says yes exactly for the listed takes,
    and ``groups_by_value`` (the judges' one walk) finds what ``groups`` finds value by value."""
    from retro.casino.builds import Tableau

    seen = []

    def check(state, steps):
        if state.over or steps % 3 or len(seen) > 40:
            return
        occupied = [i for i, p in enumerate(state.spaces) if p is not None]
        if len(occupied) > 8:
            return
        seen.append(1)
        tableau = Tableau(state.spaces)
        every = tableau.groups_by_value()
        for value in range(2, 15):
            rank = {11: "J", 12: "Q", 13: "K", 14: "A"}.get(value, str(value))
            assert sorted(every.get(value, [])) == sorted(tableau.groups(value, rank)), value
        for card in state.hands[state.to_move]:
            listed = set(tableau.take_masks(card))
            for subset in range(1, 1 << len(occupied)):
                mask = sum(1 << occupied[j] for j in range(len(occupied)) if subset >> j & 1)
                assert tableau.can_take(card, mask) == (mask in listed), (card, mask)

    random_match(seed, players, check)
