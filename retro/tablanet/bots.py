"""Tablanet's computer players: random, greedy, tactician (the sheet's advice) and expert.

Every bot sees a ``View`` only (TBL-AI1). ``tactician`` counts cards and
weighs what a capture takes against what the next player can take from the
table it leaves; after an opponent's Tablanet it lays the card least likely
to be matched, the lowest among equals (TBL-AI2). ``expert`` plays as the
coach advises (``retro.tablanet.search``).
"""

from __future__ import annotations

import random
from typing import Sequence

from retro.bot import Bot, Choice, pick_bot
from retro.coaching import best_move
from retro.cards import RANKS, Card
from retro.fishing.captures import TableIndex, capture_masks
from retro.fishing.solver import Solver
from retro.fishing.bots import (
    Counter as _Counter, JudgingBot, RandomBot, best_by_rank, cached_offers, last_cards_swing, table_after,
)
from retro.fishing.judging import SearchExpert, soonest_first
from retro.tablanet import explain
from retro.tablanet.facts import capture_points, clears, move_points, tablanet_points, takers
from retro.tablanet.reasons import say
from retro.tablanet.rules import Move, Options, View, card_value, rules_for
from retro.tablanet.search import TablanetScoring, judgement_steps, solver_for

__all__ = ["BOTS", "DEFAULT_BOT", "make_bot", "GreedyBot", "TacticianBot", "ExpertBot", "Counter", "table_offers",
           "describe", "capture_points", "clears", "move_points", "tablanet_points", "takers", "solver_for",
           "TablanetScoring"]


def describe(view: View, move: Move, why: str | None = None, **kw):
    """The reason line of ``move`` in plain words, with the ``why`` phrase after it (``reasons``)."""
    if move.kind == "discard":
        return say("lay", why, card=move.card, **kw)
    if clears(view, move):
        points = tablanet_points(view, move)
        if points:
            return say("tablanet", None, card=move.card, points=points)
        return say("tablanet_plain", None, card=move.card)
    pts = capture_points(move, view.options)
    return say("take_points" if pts else "take", why, card=move.card, cards=move.cards, points=pts, **kw)


def _card_weight(view: View) -> float:
    """What one captured card is worth: it only counts toward the TBL-O2 "cards" bonus."""
    return 0.12 if view.options.bonus == "cards" else 0.03


class GreedyBot(Bot):
    """The most points now (a tablanet's included) when a capture brings at least ``WORTH``.

    Else a card to the table, one without points first: on a table, the
    highest (big sums are hard to reach), on an empty table the lowest (the
    rule sheet's advice after a tablanet).
    """

    name = "greedy"
    WORTH = 2  # a capture of fewer points leaves a small table for the next player's tablanet

    def decide(self, view: View, legal, rng: random.Random) -> Choice:
        ace = view.options.ace
        worth = view.options.card_points
        lays = [m for m in legal if m.kind == "discard"]
        takes = [m for m in legal if m.kind == "capture"]
        high = 1 if view.table else -1
        lay = min(lays, key=lambda m: (worth(m.card), -high * card_value(m.card, ace), str(m.card)),
                  default=None)
        if takes:
            take = max(takes, key=lambda m: (move_points(view, m), len(m.cards)))
            if lay is None or move_points(view, take) >= self.WORTH:
                # every capture scoring nothing (a capture it must make): the one taking most cards
                return Choice(take, describe(view, take, "most_now" if move_points(view, take) else "most_cards"))
            return Choice(lay, describe(view, lay, "little_high" if view.table else "little_lowest"))
        return Choice(lay, describe(view, lay, "nothing_high" if view.table else "nothing_lowest"))


_OFFERS: dict[tuple, dict[str, float]] = {}


def table_offers(table: Sequence[Card], options: Options, weight: float) -> dict[str, float]:
    """The most a card of each rank takes from ``table``, scored by ``options``: the card points of
    the cards it takes + ``weight`` a card, and a tablanet's points when it clears the table (TBL-T1).

    The played card's own card points are left out; the answer depends on the
    table and the scoring only, so it is kept in a bounded cache shared by every decision.
    """
    rules = rules_for(options)

    def worth(table: list[Card]) -> dict[str, float]:
        index = TableIndex(rules, table, {v for r in RANKS for v in rules.values(Card(r, "S"))})
        points = [options.card_points(c) for c in table]

        def values(rank: str):
            card = Card(rank, "S")
            for mask in capture_masks(rules, card, index):
                taken = [i for i in range(len(table)) if mask >> i & 1]
                value = sum(points[i] for i in taken) + weight * (len(taken) + 1)
                if mask == index.full:
                    value += options.tablanet_points(card, table)
                yield value
        return best_by_rank(RANKS, values)

    return cached_offers(_OFFERS, (frozenset(table), options, weight), table, worth)


class Counter(_Counter):
    """Card counting from a Tablanet view (see ``fishing_bots.Counter``)."""

    def __init__(self, view: View):
        super().__init__(view, view.options.card_points)
        self.options = view.options
        self.weight = _card_weight(view)

    def offers(self, table: Sequence[Card]) -> dict[str, float]:
        return table_offers(table, self.options, self.weight)


class TacticianBot(JudgingBot):
    """The default opponent: counts cards, takes the most, leaves the least (TBL-AI2)."""

    name = "tactician"

    def counter(self, view: View) -> Counter:
        return Counter(view)

    def judge(self, view: View, counter: Counter, move: Move) -> tuple[float, str]:
        """What the move takes (a tablanet's points too) minus what the next player can expect
        to take from the table it leaves, and why in plain words."""
        value, threat = self.worth(view, counter, move)
        if move.kind == "discard":
            return value, self.lay_reason(view, counter, move, threat)
        if clears(view, move):
            return value, describe(view, move)
        return value, describe(view, move, "leaves_little" if threat < 0.3 else "worth_more")

    def worth(self, view: View, counter: Counter, move: Move) -> tuple[float, float]:
        """(the move's value, the next player's threat): ``judge`` without the words."""
        table = view.table
        taken = move_points(view, move)
        if move.kind == "capture":
            taken += counter.weight * (len(move.cards) + 1)
        left = table_after(table, move)
        threat = self.next_threat(view, counter, move, left)
        value = taken - threat
        if move.kind == "discard":
            value -= 0.01 * card_value(move.card, view.options.ace)  # the lowest among equals
        return value, threat

    def decide(self, view: View, legal, rng: random.Random) -> Choice:
        move = self.choice_move(view, legal)
        return Choice(move, self.judge(view, self.counter(view), move)[1])

    def best_value(self, view: View, legal) -> float:
        counter = self.counter(view)
        return max(self.worth(view, counter, m)[0] for m in legal)

    def choice_move(self, view: View, legal) -> Move:
        """``decide``'s move without its reason (the expert's and coach's sampled replies)."""
        counter = self.counter(view)
        best = None
        for move in legal:
            value = self.worth(view, counter, move)[0]
            if best is None or value > best[0] + 1e-9:
                best = (value, move)
        return best[1]

    @staticmethod
    def lay_reason(view: View, counter: Counter, move: Move, threat: float):
        """Why a card goes to the table; after an opponent's tablanet, as the rule sheet advises (TBL-AI2)."""
        if not view.table and view.cleared_by not in (None, view.player):
            ace = view.options.ace
            value = card_value(move.card, ace)
            if value == min(card_value(c, ace) for c in view.hand):
                return describe(view, move, "after_lowest")
            return describe(view, move, "after_nobody" if not takers(view, move.card) else "after_unlikely")
        return describe(view, move, "hard_to_match" if threat < 0.3 else "safest")

    @staticmethod
    def next_threat(view: View, counter: Counter, move: Move, left) -> float:
        """What the next play can cost us on the table ``left`` (TBL-H1 at the hand's end)."""
        n = view.players
        sizes = list(view.hand_sizes)
        sizes[view.player] -= 1
        for step in range(1, n):
            nxt = (view.player + step) % n
            if sizes[nxt]:
                return counter.threat(left, sizes[nxt], view.known_hands[nxt])
        if any(sizes):  # only we hold cards: nobody answers before our next play
            return 0.0
        if view.stock_size:  # a new deal; the dealer's left plays first
            first = (view.dealer + 1) % n
            if first == view.player:
                return 0.0
            return counter.threat(left, min(view.hand_size, view.stock_size // n))
        # TBL-H1: the hand ends; the table goes to the last taker
        return last_cards_swing(view, move, left, view.options.card_points)


class ExpertBot(SearchExpert):
    """Plays as the coach advises: exact when every card is known (two players, the stock empty),
    a sampled look ahead before it, the next player's tablanet weighed (``search``). After an
    opponent's tablanet the search finds which card is cheapest to lay (TBL-AI2), and says so in
    the rule sheet's words; else it says the fact of the table behind its play, as the coach does."""

    def solver(self, view: View) -> Solver:
        return solver_for(view.options)

    def think(self, view, legal, rng: random.Random):
        legal = list(legal)
        judgement = yield from judgement_steps(view, legal)
        move = best_move(judgement.values, soonest_first(self.solver(view), view, legal))
        return Choice(move, self.reason(view, legal, move, judgement))

    def reason(self, view: View, legal, move: Move, judgement) -> str:
        if len(legal) == 1:
            return describe(view, move, "only")
        if move.kind == "discard" and not view.table and view.cleared_by not in (None, view.player):
            policy = TacticianBot()
            return policy.lay_reason(view, policy.counter(view), move, 0.0)
        return explain.advice_reason(view, legal, move, judgement, voice=explain.THEIRS)


BOTS = {"random": RandomBot, "greedy": GreedyBot, "tactician": TacticianBot, "expert": ExpertBot}
DEFAULT_BOT = "tactician"


def make_bot(name: str = DEFAULT_BOT, **kw) -> Bot:
    """A bot by its ``BOTS`` name; ``"default"`` is the standard opponent."""
    return pick_bot(BOTS, DEFAULT_BOT, "Tablanet", name, **kw)
