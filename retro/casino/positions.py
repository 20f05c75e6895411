"""Casino positions for measuring the coach: the last deal of seeded games, as the bench and tests meet them."""

from __future__ import annotations

import random
from typing import Optional

from retro.casino.bots import make_bot
from retro.casino.rules import State


def last_deal_position(seed: int, decision: int = 1) -> Optional[State]:
    """Player 0's ``decision``-th choice (1 = first) in round one's last deal, or None if never met.

    ``State.new(seed)`` with default options; the default bot in seat 1 and,
    in seat 0, the default bot on even seeds or the random bot on odd ones,
    each with ``random.Random(seed)``, play the first round into the phase
    with the stock empty; only decisions with more than one legal move count.
    """
    state = State.new(seed)
    seats = [make_bot("default" if seed % 2 == 0 else "random"), make_bot("default")]
    rng = random.Random(seed)
    met = 0
    while not state.over and state.round == 1:
        legal = state.legal_moves()
        player = state.to_move
        if player == 0 and state.stock_size == 0 and len(legal) > 1:
            met += 1
            if met == decision:
                return state
        state.apply(seats[player].choose(state.view(player), legal, rng))
    return None
