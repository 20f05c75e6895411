"""``state.hand_number``: one name, in all four games, for which hand of the match is being played.

Random legal matches (seeded) check that it starts at 1, never goes down,
goes up by exactly one in the play that deals the next hand -- the play that
logs the hand's end without ending the match -- and at no other play, that it
moves exactly when the game's own counter does (Tablenette's and Tablanet's
``hand_no``, not their ``deal_no``; Casino's ``round``; the hand number
Pinochle's saves keep, ``parts().hand_number``), that it matches the hands
the event log has closed, and that it comes along in ``clone()`` and a save.
"""

from __future__ import annotations

import random

import pytest

from contract_games import GAMES
from retro.casino import rules as casino
from retro.pinochle import rules as pinochle
from retro.tablanet import rules as tablanet
from retro.tablenette import rules as tablenette

# Matches of several hands each (Pinochle to its lowest game point; one single-hand match too).
OPTIONS = {
    "tablenette": [tablenette.Options()],
    "tablanet": [tablanet.Options(players=2), tablanet.Options(players=3, ace=1, bonus="cards")],
    "casino": [casino.Options(players=2), casino.Options(players=4)],
    "pinochle": [pinochle.Options(game_point=500), pinochle.Options(single_hand=True)],
}
# The event that closes a hand, and the game's own counter of hands.
HAND_END = {"tablenette": "hand_end", "tablanet": "hand_end", "casino": "round_end", "pinochle": "hand_end"}
OWN_COUNTER = {
    "tablenette": lambda s: s.hand_no,
    "tablanet": lambda s: s.hand_no,
    "casino": lambda s: s.round,
    "pinochle": lambda s: s.parts().hand_number,
}
SEEDS = (1, 2)
LIMIT = 5000


def _same_hand(state, copy, whole: bool = False) -> None:
    """``copy`` is in ``state``'s hand (and, ``whole``, the same in every saved detail)."""
    assert copy.hand_number == state.hand_number and copy.events == state.events
    if whole:
        assert copy.to_json() == state.to_json()


def _check_match(game, state, rng: random.Random) -> int:
    """Play ``state`` out at random, checking ``hand_number`` at every play; return the hands played."""
    name = game.name
    own = OWN_COUNTER[name]
    assert state.hand_number == 1 and own(state) == 1
    assert isinstance(state.hand_number, int) and not isinstance(state.hand_number, bool)
    ends = plays = deals_alone = 0
    while not state.over:
        assert plays < LIMIT, "a match must end"
        before, own_before = state.hand_number, own(state)
        deal_before = getattr(state, "deal_no", None)
        events = state.apply(rng.choice(state.legal_moves()))
        plays += 1
        ended = sum(e.kind == HAND_END[name] for e in events)
        assert ended <= 1
        ends += ended
        after = state.hand_number
        assert after == own(state) and before == own_before         # moves with the game's own counter
        if ended and not state.over:
            assert after == before + 1                              # the next hand is dealt in this play
        else:
            assert after == before                                  # mid-hand, and at the match's end
        if deal_before is not None and after == before and state.deal_no != deal_before:
            deals_alone += 1                                        # a deal within the hand leaves it alone
        assert after == ends + (0 if state.over else 1)
        if ended or plays % 17 == 0:
            _same_hand(state, state.clone())
        if (ended and ends <= 2) or plays % 101 == 0:                  # saves grow with the log: fewer
            _same_hand(state, type(state).from_json(state.to_json()), whole=True)
    assert state.hand_number == ends == sum(e.kind == HAND_END[name] for e in state.events)
    _same_hand(state, state.clone(), whole=True)
    _same_hand(state, type(state).from_json(state.to_json()), whole=True)
    if name in ("tablenette", "tablanet"):
        assert deals_alone >= ends * 2
    return ends


@pytest.mark.parametrize("game", GAMES)
def test_hand_number_counts_the_hands_of_random_matches(game):
    hands = []
    for options in OPTIONS[game.name]:
        for seed in SEEDS:
            state = game.rules.State.new(seed, options)
            hands.append(_check_match(game, state, random.Random(seed * 7919 + 1)))
    assert max(hands) >= 2, "some match must reach a second hand"


@pytest.mark.parametrize("game", GAMES)
def test_hand_number_survives_clone_and_save_mid_hand_and_is_read_only(game):
    state = game.rules.State.new(5, OPTIONS[game.name][0])
    rng = random.Random(5)
    while state.hand_number == 1:
        state.apply(rng.choice(state.legal_moves()))
    state.apply(rng.choice(state.legal_moves()))            # a play into the second hand
    assert state.hand_number == 2 and not state.over
    twin = state.clone()
    loaded = type(state).from_json(state.to_json())
    assert twin.hand_number == loaded.hand_number == 2
    while twin.hand_number == 2 and not twin.over:           # the copies count on by themselves
        move = rng.choice(twin.legal_moves())
        twin.apply(move)
        loaded.apply(move)
        assert loaded.hand_number == twin.hand_number
    assert state.hand_number == 2
    with pytest.raises(AttributeError):
        state.hand_number = 7
    assert state.hand_number == 2


def test_hand_number_is_1_in_a_position():
    positions = [
        tablenette.State.from_position([["2S"], ["3S"]], ["4H"], stock=["5H", "6H"]),
        tablanet.State.from_position([["2S"], ["3S"]], ["4H"], stock=["5H", "6H"]),
        casino.State.from_position([["2S"], ["3S"]], ["4H"], stock=["5H", "6H"]),
        pinochle.State.from_position([["9S", "10S"], ["JS", "QS"]], "H", upcard="9H", stock=["AH"]),
    ]
    for state in positions:
        assert state.hand_number == 1
        assert state.clone().hand_number == 1
        assert type(state).from_json(state.to_json()).hand_number == 1
