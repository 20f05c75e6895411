"""Tablanet's computer players: random, greedy, tactician (the sheet's advice) and expert.

Every bot sees a ``View`` only (TBL-AI1). ``tactician`` counts cards and
weighs what a capture takes against what the next player can take from the
table it leaves; after an opponent's Tablanet it lays the card least likely
to be matched, the lowest among equals (TBL-AI2). ``expert`` samples the
unseen cards and plays each candidate a round further.
"""

from __future__ import annotations

import random
from typing import Sequence

from retro.bot import Bot, Choice, pick_bot
from retro.cards import RANKS, Card
from retro.fishing.captures import TableIndex, capture_masks
from retro.fishing.bots import (
    Counter as _Counter, JudgingBot, RandomBot, SampledExpert, bounded_cache, last_cards_swing, symbols,
    table_after,
)
from retro.tablanet.rules import Move, State, TablanetRules, View, card_points, card_value, rules_for


def capture_points(move: Move) -> int:
    """TBL-S1 points of the cards a move takes (the played card included)."""
    if move.kind != "capture":
        return 0
    return card_points(move.card) + sum(card_points(c) for c in move.cards)


def _card_weight(view: View) -> float:
    """What one captured card is worth: it only counts toward the TBL-O2 "cards" bonus."""
    return 0.12 if view.options.bonus == "cards" else 0.03


def _describe(move: Move, table) -> str:
    if move.kind == "discard":
        return f"lays {move.card.symbol} on the table"
    pts = capture_points(move)
    text = f"{move.card.symbol} takes {symbols(move.cards)} ({pts} pt{'s' if pts != 1 else ''})"
    if len(move.cards) == len(table):
        text += ": Tablanet"
    return text


class GreedyBot(Bot):
    """The most card points now, then the most cards; else the lowest card to the table."""

    name = "greedy"

    def decide(self, view: View, legal, rng: random.Random) -> Choice:
        ace = view.options.ace

        def key(m):
            if m.kind == "capture":
                return (capture_points(m), len(m.cards), 0)
            return (-1, 0, -card_value(m.card, ace) - 20 * card_points(m.card))

        move = max(legal, key=key)
        if move.kind == "discard":
            return Choice(move, f"lays {move.card.symbol}: nothing to take, lowest card")
        return Choice(move, _describe(move, view.table) + ": most points now")


_OFFERS: dict[tuple, dict[str, float]] = {}


def table_offers(table: Sequence[Card], rules: TablanetRules, weight: float) -> dict[str, float]:
    """The most a card of each rank takes from ``table`` (card points + ``weight`` a card).

    The played card's own points are left out; the answer depends on the
    table only, so it is kept in a bounded cache shared by every decision.
    """
    key = (frozenset(table), rules.ace, weight)
    found = _OFFERS.get(key)
    if found is not None:
        return found
    found = {}
    if table:
        table = list(table)
        index = TableIndex(rules, table, {v for r in RANKS for v in rules.values(Card(r, "S"))})
        points = [card_points(c) for c in table]
        for rank in RANKS:
            best = 0.0
            for mask in capture_masks(rules, Card(rank, "S"), index):
                taken = [i for i in range(len(table)) if mask >> i & 1]
                best = max(best, sum(points[i] for i in taken) + weight * (len(taken) + 1))
            if best:
                found[rank] = best
    bounded_cache(_OFFERS)[key] = found
    return found


class Counter(_Counter):
    """Card counting from a Tablanet view (see ``fishing_bots.Counter``)."""

    def __init__(self, view: View):
        super().__init__(view, card_points)
        self.rules = rules_for(view.options)
        self.weight = _card_weight(view)

    def offers(self, table: Sequence[Card]) -> dict[str, float]:
        return table_offers(table, self.rules, self.weight)


class TacticianBot(JudgingBot):
    """The default opponent: counts cards, takes the most, leaves the least (TBL-AI2)."""

    name = "tactician"

    def counter(self, view: View) -> Counter:
        return Counter(view)

    def judge(self, view: View, counter: Counter, move: Move) -> tuple[float, str]:
        """What the move takes minus what the next player can expect to take, and why."""
        table = view.table
        taken = capture_points(move)
        if move.kind == "capture":
            taken += counter.weight * (len(move.cards) + 1)
        left = table_after(table, move)
        threat = self.next_threat(view, counter, move, left)
        value = taken - threat
        why = _describe(move, table)
        if move.kind == "discard":
            value -= 0.01 * card_value(move.card, view.options.ace)  # the lowest among equals
            if not table and view.cleared_by not in (None, view.player):
                ace = view.options.ace
                lowest = card_value(move.card, ace) == min(card_value(c, ace) for c in view.hand)
                why += (": after the Tablanet, the lowest card (TBL-AI2)" if lowest else
                        ": after the Tablanet, a card unlikely to be matched (TBL-AI2)")
            elif threat < 0.3:
                why += ": hard to match"
        if threat >= 0.3:
            why += f" (risk {threat:.1f})"
        return value, why

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
        return last_cards_swing(view, move, left, card_points)


class ExpertBot(SampledExpert):
    """Samples the unseen cards and plays each candidate round to our next turn.

    In each sampled deal the other players answer as the tactician would
    from their own views; the table that comes back to us is judged for
    us. Lines are measured by card points taken (and scores at a hand's end).
    """

    STATE = State
    POLICY = TacticianBot

    def replies(self, view: View) -> int:
        return view.players - 1

    def tally(self, state: State) -> list[float]:
        return [s + p for s, p in zip(state.scores, state.hand_points())]


BOTS = {"random": RandomBot, "greedy": GreedyBot, "tactician": TacticianBot, "expert": ExpertBot}
DEFAULT_BOT = "tactician"


def make_bot(name: str = DEFAULT_BOT, **kw) -> Bot:
    """A bot by its ``BOTS`` name; ``"default"`` is the standard opponent."""
    return pick_bot(BOTS, DEFAULT_BOT, "Tablanet", name, **kw)
