"""Play whole matches between bots through a game's public rules API (bench, demo, tests)."""

from __future__ import annotations

import random
from typing import Sequence

from retro.bot import Bot


def play_match(rules, bots: Sequence[Bot], seed: int, options=None, max_decisions: int = 200_000):
    """Play one match from ``rules.State.new(seed, options)``; seat i is ``bots[i]``.

    Returns the finished state. Bots draw their randomness from their own
    generator, seeded from the match seed, so a match replays exactly.
    """
    state = rules.State.new(seed, options)
    bot_rng = random.Random(seed * 7919 + 17)
    for _ in range(max_decisions):
        player = state.to_move
        if player is None:
            return state
        legal = state.legal_moves()
        move = bots[player].choose(state.view(player), legal, bot_rng)
        state.apply(move)
    raise RuntimeError(f"match with seed {seed} did not end in {max_decisions} decisions")
