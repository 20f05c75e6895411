"""The four rules modules as the contract suite sees them: each game's options and its own small facts.

Every test in tests/contract runs over ``GAMES``. What differs between the
games is kept here, in one place: which options to draw, how moves are told
apart, which cards a view may leave unplaced, and a few moves to refuse.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Callable

import pytest
from hypothesis import strategies as st

from retro.casino import rules as casino
from retro.pinochle import rules as pinochle
from retro.pinochle.melds import CARD_OF
from retro.tablanet import rules as tablanet
from retro.tablenette import rules as tablenette


@dataclass(frozen=True)
class Game:
    name: str
    rules: object                       # the rules module
    options: st.SearchStrategy          # Options to play under
    move_key: Callable                  # what makes two moves the same decision
    unseen: Callable                    # view -> Counter of the cards whose place it does not give
    known_of: Callable                  # (view, other player) -> cards of that hand the view may show
    known_stock: Callable               # view -> how many stock cards the view may place
    probes: Callable                    # state -> moves to try that may be illegal
    logs_every_move: bool = True        # every move adds an event (a pinochle lead adds none)


def _fishing_probes(state):
    p = state.to_move
    other = next(iter(c for q, h in enumerate(state.hands) if q != p for c in h), None)
    hand = state.hands[p]
    mod = tablanet if isinstance(state, tablanet.State) else tablenette
    probes = [mod.Move("discard", hand[0]), mod.Move("capture", hand[0], ())]
    if other is not None:
        probes.append(mod.Move("discard", other))
    if state.stock:
        probes.append(mod.Move("capture", hand[0], (state.stock[0],)))
    return probes


def _casino_probes(state):
    p = state.to_move
    hand = state.hands[p]
    probes = [casino.Move("put", hand[0], tuple(hand[1:2])), casino.Move("take", hand[0], ()),
              casino.Move("fold", hand[0])]
    if state.stock:
        probes += [casino.Move("put", state.stock[0]), casino.Move("take", hand[0], (state.stock[0],))]
    return probes


def _pinochle_probes(state):
    probes = [pinochle.Move("done"), pinochle.Move("pass")]
    if state.hands[0]:
        probes += [pinochle.Move("play", state.hands[0][0]),
                   pinochle.Move("meld", cards=tuple(state.hands[0][:2]), value=40)]
    if state.hands[1]:
        probes.append(pinochle.Move("exchange", state.hands[1][0]))
    return probes


FISHING_OPTIONS = [None, tablanet.Options(players=2), tablanet.Options(players=3),
                   tablanet.Options(players=2, ace=1, bonus="cards"), tablanet.Options(players=3, tablanet="none")]

GAMES = [
    pytest.param(Game("tablenette", tablenette, st.just(None), lambda m: m.key,
                      lambda v: Counter(v.unseen()), lambda v, q: v.known_hands[q],
                      lambda v: len(v.stock_known), _fishing_probes), id="tablenette"),
    pytest.param(Game("tablanet", tablanet, st.sampled_from(FISHING_OPTIONS[1:]), lambda m: m.key,
                      lambda v: Counter(v.unseen()), lambda v, q: v.known_hands[q],
                      lambda v: len(v.stock_known), _fishing_probes), id="tablanet"),
    pytest.param(Game("casino", casino, st.builds(casino.Options, players=st.sampled_from([2, 3, 4])),
                      lambda m: m, lambda v: Counter(casino.unplayed_cards(v)), lambda v, q: (),
                      lambda v: 0, _casino_probes), id="casino"),
    pytest.param(Game("pinochle", pinochle,
                      st.builds(pinochle.Options, count=st.sampled_from(pinochle.COUNT_SYSTEMS),
                                single_hand=st.just(True)),
                      lambda m: m, lambda v: Counter(CARD_OF[c] for c in v.unseen_ids()),
                      lambda v, q: v.opponent_known, lambda v: 0, _pinochle_probes, False), id="pinochle"),
]

SEEDS = st.integers(min_value=0, max_value=2**31 - 1)


def play(state, rng: random.Random, steps: int | None = None, check=None, limit: int = 5000):
    """Random legal moves until the match ends (or ``steps`` moves); ``check(state)`` before each move.

    Returns the moves made.
    """
    moves = []
    while not state.over and (steps is None or len(moves) < steps):
        assert len(moves) < limit, "a match must end"
        if check:
            check(state)
        move = rng.choice(state.legal_moves())
        moves.append(move)
        state.apply(move)
    return moves


def with_house_rule(game):
    """(Options with a ``house_rule`` field, a State class whose saves read into it): a rule option
    added as the recipe in docs/ARCHITECTURE.md adds one, to a copy (no file changes)."""
    import dataclasses

    base = game.rules.Options
    extra = dataclasses.make_dataclass("HouseOptions", [("house_rule", int, dataclasses.field(default=0))],
                                       bases=(base,), frozen=True)
    state_class = type("HouseState", (game.rules.State,), {"OPTIONS": extra})
    return extra, state_class
