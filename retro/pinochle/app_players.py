"""The program's computer players: the rules engineer's bots, or a plain stand-in if absent.

The program asks ``retro.pinochle.bots`` for its default bot. A copy of the
program without that module (or an older one) still plays, with the small
``Plain`` player below, so the screens never depend on the search bots.
"""

from __future__ import annotations

import random
from typing import Sequence

from retro.bot import Bot, Choice
from retro.pinochle import melds as M


def bot_names() -> list[str]:
    bots = _bots_module()
    return list(bots.BOTS) if bots else [Plain.name]


def default_name() -> str:
    bots = _bots_module()
    return bots.DEFAULT_BOT if bots else Plain.name


def make_computer(name: str | None = None, **kw) -> Bot:
    """The bot called ``name`` (default: the bots module's default)."""
    bots = _bots_module()
    if name == Plain.name or bots is None:
        return Plain()
    return bots.make_bot(name or bots.DEFAULT_BOT, **kw)


def _bots_module():
    try:
        from retro.pinochle import bots
    except ModuleNotFoundError as err:
        if err.name in ("retro.pinochle.bots",):
            return None
        raise
    if not hasattr(bots, "make_bot") or not hasattr(bots, "DEFAULT_BOT"):
        return None
    return bots


class Plain(Bot):
    """A quick, simple player: meld the biggest, win tricks cheaply, throw low cards."""

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
    from retro.pinochle.rules import round_one_follower_wins, round_two_follower_wins

    trump = "SHDC".index(view.trump)
    test = round_one_follower_wins if view.round == 1 else round_two_follower_wins
    return test(M.ID_OF[lead], M.ID_OF[card], trump)
