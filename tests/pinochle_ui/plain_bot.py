"""A quick, predictable computer player for the program's tests (the real bots search, and take longer)."""

from __future__ import annotations

import random
from typing import Sequence

from retro.bot import Bot, Choice
from retro.pinochle import melds as M
from retro.pinochle.rules import round_one_follower_wins, round_two_follower_wins


class Plain(Bot):
    """Meld the biggest, win tricks cheaply, throw low cards."""

    name = "plain"

    def decide(self, view, legal: Sequence, rng: random.Random) -> Choice:
        kinds = {m.kind for m in legal}
        if view.phase == "decide":
            for move in legal:
                if move.kind == "exchange":
                    return Choice(move, f"exchanges the {move.card.symbol} for the upcard")
            melds = [m for m in legal if m.kind == "meld"]
            if melds:
                best = max(melds, key=lambda m: m.value)
                return Choice(best, f"melds {best.name}: the biggest meld on offer")
            return Choice(legal[-1], "nothing to meld")
        assert kinds == {"play"}
        points = view.trick_points
        trump = view.trump

        def cost(move):
            card = move.card
            return (card.suit == trump, points[M.ID_OF[card]], M.ID_OF[card] % 6)

        if view.phase == "lead":
            move = min(legal, key=cost)
            return Choice(move, f"leads {move.card.symbol}: a cheap card")
        lead = view.trick[0]
        winners = [m for m in legal if _beats(view, lead, m.card)]
        if winners and (points[M.ID_OF[lead]] or view.round == 2):
            move = min(winners, key=cost)
            return Choice(move, f"takes the {lead.symbol} with {move.card.symbol}")
        move = min(legal, key=cost)
        return Choice(move, f"throws {move.card.symbol}: nothing worth winning")


def _beats(view, lead, card) -> bool:
    trump = "SHDC".index(view.trump)
    test = round_one_follower_wins if view.round == 1 else round_two_follower_wins
    return test(M.ID_OF[lead], M.ID_OF[card], trump)
