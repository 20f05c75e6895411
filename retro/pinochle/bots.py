"""Computer players for Tommy's Pinochle, weakest first: random, greedy, tommy (default), expert."""

from __future__ import annotations

import random
from typing import Sequence

from retro.bot import Bot, Choice, pick_bot
from retro.cards import SUITS
from retro.pinochle import coach, rules, tommy
from retro.pinochle.melds import ID_OF, SUIT_OF
from retro.pinochle.search import ExpertSearch


class RandomBot(Bot):
    """Any legal move, uniformly."""

    name = "random"

    def decide(self, view, legal: Sequence, rng: random.Random) -> Choice:
        move = rng.choice(list(legal))
        return Choice(move, f"{move}: picked at random")


class GreedyBot(Bot):
    """The most points right now: exchange, meld the biggest, win tricks with the richest card."""

    name = "greedy"

    def decide(self, view, legal: Sequence, rng: random.Random) -> Choice:
        pts = view.trick_points
        trump = SUITS.index(view.trump)
        if view.phase == "decide":
            for kind in ("exchange", "meld"):
                moves = [m for m in legal if m.kind == kind]
                if moves:
                    best = max(moves, key=lambda m: m.value or 0)
                    return Choice(best, f"{best}: the most points now")
            return Choice(legal[-1], "done: nothing more to score")
        ids = {ID_OF[m.card]: m for m in legal}
        if view.phase == "lead":
            def lead_key(c):
                # A round-one trump lead always wins (PIN-R3): lead the richest trump.
                sure = SUIT_OF[c] == trump and view.round == 1
                return (sure, pts[c], c)
            card = max(ids, key=lead_key)
            return Choice(ids[card], f"leads {ids[card].card.symbol}: the most points on the table")
        lead = ID_OF[view.trick[0]]
        wins_fn = rules.round_one_follower_wins if view.round == 1 else rules.round_two_follower_wins
        winners = [c for c in ids if wins_fn(lead, c, trump)]
        if winners:
            card = max(winners, key=lambda c: (pts[c], c))
            return Choice(ids[card], f"plays {ids[card].card.symbol}: takes the trick for the most points")
        card = min(ids, key=lambda c: (pts[c], c))
        return Choice(ids[card], f"plays {ids[card].card.symbol}: loses the fewest points")


class TommyBot(Bot):
    """The program's own player, following the source's strategy notes (PIN-AI2)."""

    name = "tommy"

    def decide(self, view, legal: Sequence, rng: random.Random) -> Choice:
        return tommy.choose(view, list(legal))


class ExpertBot(Bot):
    """Plays as the coach advises: sampled deals in round one, round two solved exactly."""

    name = "expert"

    def __init__(self, samples: int | None = ExpertSearch.DEFAULT_SAMPLES):
        self.search = ExpertSearch(samples=samples, evaluate=coach.evaluate_view_steps)

    def think(self, view, legal: Sequence, rng: random.Random):
        return (yield from self.search.think(view, list(legal), rng))


BOTS = {"random": RandomBot, "greedy": GreedyBot, "tommy": TommyBot, "expert": ExpertBot}
DEFAULT_BOT = "tommy"


def make_bot(name: str = DEFAULT_BOT, **kw) -> Bot:
    """A bot by its ``BOTS`` name; ``"default"`` is the standard opponent."""
    return pick_bot(BOTS, DEFAULT_BOT, "pinochle", name, **kw)
