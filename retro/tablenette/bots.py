"""Tablenette's computer players: random, greedy, sycomp (the source's tactics) and expert.

Every bot sees a ``View`` only (TNT-AI1). ``sycomp`` plays the tactics of
the Sycomp documentation (TNT-AI2) with card counting: it weighs what a
move scores against what the opponent can expect to score on the table it
leaves. ``expert`` plays as the coach advises (``retro.fishing.judging``).
"""

from __future__ import annotations

import random
from typing import Sequence

from retro.bot import Bot, Choice, pick_bot
from retro.cards import Card
from retro.fishing.captures import TableIndex, find_captures
from retro.fishing.solver import Scoring, Solver
from retro.fishing.bots import (
    Counter as _Counter, JudgingBot, RandomBot as _RandomBot, best_by_rank, cached_offers, last_cards_swing,
    symbols, table_after,
)
from retro.fishing.judging import SearchExpert
from retro.tablenette.rules import (
    HAND_SIZE, MOST_CARDS, MOST_CARDS_BONUS, RULES, Move, View, capture_bonus, card_points, face_value,
    tablenette_bonus,
)

_ALL_VALUES = range(1, 15)
_RANKS_BUT_JACK = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Q", "K")


def gain(table: Sequence[Card], move: Move) -> tuple[int, int]:
    """(card points, Tablenette bonus) scored by ``move`` on ``table``."""
    if move.kind != "capture":
        return (0, 0)
    points = card_points(move.card) + sum(card_points(c) for c in move.cards)
    if len(move.cards) == len(table) and move.card.rank != "J":
        return (points, tablenette_bonus(move.card, move.cards))
    return (points, 0)


def plural(n: int, word: str, words: str | None = None) -> str:
    """"1 card", "3 cards": a count in words that agree with it."""
    return f"{n} {word}" if n == 1 else f"{n} {words or word + 's'}"


def play_words(move: Move, table: Sequence[Card], points: int | None = None, bonus: int | None = None) -> str:
    """What ``move`` does on ``table``, in words a player can check ("K♣ takes the whole table: ...")."""
    if points is None or bonus is None:
        points, bonus = gain(table, move)
    card = move.card.symbol
    if move.kind == "discard":
        return f"{card} goes to the table"
    if move.card.rank == "J":
        return f"{card} sweeps the table ({plural(len(move.cards), 'card')}, {plural(points, 'point')})"
    if bonus:
        return f"{card} takes the whole table: a Tablenette worth {points + bonus} points"
    taken = f"{card} takes {symbols(move.cards)}"
    return f"{taken} for {plural(points, 'point')}" if points else taken


def risk_words(threat: float) -> str:
    """What the table left is worth to the opponent, in words (the figure itself is no use to a player)."""
    if threat >= 12:
        return "but it may give a Tablenette away"
    if threat >= 4:
        return "but it leaves something to take"
    return ""


class RandomBot(_RandomBot):
    """Any legal move, said in the same words as the others' plays."""

    def decide(self, view: View, legal, rng: random.Random) -> Choice:
        move = super().decide(view, legal, rng).move
        return Choice(move, play_words(move, view.table) + ": a card picked at random")


class GreedyBot(Bot):
    """The most points now; else the most cards; else the lowest card to the table."""

    name = "greedy"

    def decide(self, view: View, legal, rng: random.Random) -> Choice:
        def key(m):
            points, bonus = gain(view.table, m)
            if m.kind == "capture":
                return (points + bonus, len(m.cards), 0)
            return (0, -1, -face_value(m.card) - 20 * card_points(m.card))

        move = max(legal, key=key)
        if move.kind == "discard":
            return Choice(move, f"{move.card.symbol} goes to the table: nothing can be taken, "
                                "and it is the card least worth keeping")
        return Choice(move, play_words(move, view.table) + "; no play scores more")


_OFFERS: dict[frozenset, dict[str, int]] = {}


def table_offers(table: Sequence[Card]) -> dict[str, int]:
    """The best score a card of each rank can make on ``table``, its own points left out.

    Shared by every decision (the answer depends on the table only), so it
    is kept in a bounded cache.
    """
    def worth(table: list[Card]) -> dict[str, int]:
        index = TableIndex(RULES, table, _ALL_VALUES)
        points = [card_points(c) for c in table]

        def values(rank: str):
            played = Card(rank, "S")
            for cap in find_captures(RULES, played, index):
                value = sum(p for i, p in enumerate(points) if cap.mask >> i & 1)
                yield value + capture_bonus(played, table, cap) if cap.mask == index.full else value
        # TNT-J1: a Jack sweeps, no Tablenette
        return {"J": sum(points), **best_by_rank(_RANKS_BUT_JACK, values)}

    return cached_offers(_OFFERS, frozenset(table), table, worth)


class Counter(_Counter):
    """Card counting from a Tablenette view (see ``fishing_bots.Counter``)."""

    def __init__(self, view: View):
        super().__init__(view, card_points)
        self.opponent_known = view.known_hands[1 - view.player]

    def offers(self, table: Sequence[Card]) -> dict[str, int]:
        return table_offers(table)

    def threat(self, table: Sequence[Card], hand: int, known: Sequence[Card] | None = None) -> float:
        """What the opponent, holding ``hand`` unknown cards, can expect to score on ``table``."""
        return super().threat(table, hand, self.opponent_known if known is None else known)


# Weights of the sycomp player's judgement (tuned against greedy).
EMPTY_TABLE = 3.0  # the opponent must lay a card on an empty table: a chance of Tablenette for us
JACK_EARLY = 3.0  # TNT-AI2 "play Jacks early in a hand", scaled by the stock left


class SycompBot(JudgingBot):
    """TNT-AI2: the source's tactics with card counting (the default opponent)."""

    name = "sycomp"

    def counter(self, view: View) -> Counter:
        return Counter(view)

    def judge(self, view: View, counter: Counter, move: Move) -> tuple[float, str]:
        """The move's worth now minus what the opponent can expect next, and why."""
        opponent = 1 - view.player
        table = view.table
        points, bonus = gain(table, move)
        left = table_after(table, move)
        threat = self.next_threat(view, counter, move, left)
        value = points + bonus - threat
        why = play_words(move, table, points, bonus)
        if move.kind == "capture" and not left:
            value += EMPTY_TABLE
        notes = []
        if move.kind == "capture" and move.card.rank == "J":
            value += JACK_EARLY * view.stock_size / 36
            notes.append("Jacks are best played early in a hand")
        elif move.kind == "discard":
            value -= 0.01 * face_value(move.card)  # among equals, keep the high cards
            if len(table) == 1:
                total = face_value(table[0]) + face_value(move.card)
                if total == 12:
                    notes.append(f"with {table[0].symbol} it makes 12, and no card clears 12")
                elif total > 14:
                    notes.append(f"with {table[0].symbol} it makes {total}, more than any card can clear")
        if threat < 0:  # TNT-E1: the hand's last play, and the mover took last
            notes.append("taking last, it wins the cards left on the table")
        elif view.hand_sizes[opponent] and risk_words(threat):
            notes.append(risk_words(threat))
        if notes:
            why += ": " + "; ".join(notes)
        return value, why

    @staticmethod
    def next_threat(view: View, counter: Counter, move: Move, left) -> float:
        """What the next play can cost us on the table ``left``."""
        opponent = 1 - view.player
        if view.hand_sizes[opponent]:
            return counter.threat(left, view.hand_sizes[opponent])
        if view.stock_size:  # a new deal follows; the non-dealer plays first
            if (view.dealer + 1) % 2 == opponent:
                return counter.threat(left, min(HAND_SIZE, view.stock_size // 2))
            return 0.0
        # TNT-E1: the hand ends and the table goes to the last taker
        return last_cards_swing(view, move, left, card_points)


class TablenetteScoring(Scoring):
    """Tablenette for the search: points as cards are taken (TNT-P*, TNT-T1), the last cards
    (TNT-E1) and 3 points for more than 27 cards (TNT-E2)."""

    rules = RULES

    def capture_gain(self, card: Card, taken, cleared: bool) -> int:
        points = card_points(card) + sum(card_points(c) for c in taken)
        if cleared and card.rank != "J":  # TNT-J1: a Jack's sweep is no Tablenette
            points += tablenette_bonus(card, taken)
        return points

    def card_points(self, card: Card) -> int:
        return card_points(card)

    def end_bonus(self, counts, measures) -> list[int]:
        return [MOST_CARDS_BONUS if c > MOST_CARDS else 0 for c in counts]

    def aux_key(self, counts, measures):
        return tuple(min(c, MOST_CARDS + 1) for c in counts)

    def view_measures(self, view: View) -> list[int]:
        return [0] * view.players


SOLVER = Solver(TablenetteScoring())


class ExpertBot(SearchExpert):
    """Plays as the coach advises: exact in the last deal, a sampled look ahead before it."""

    def solver(self, view: View) -> Solver:
        return SOLVER

    def reason(self, view: View, legal, move: Move, judgement) -> str:
        if len(legal) == 1:
            return play_words(move, view.table) + ": the only play there is"
        why = play_words(move, view.table)
        if judgement.exact:
            return why + ": the best play with every card known"
        return why + ": the best play I can find"


BOTS = {"random": RandomBot, "greedy": GreedyBot, "sycomp": SycompBot, "expert": ExpertBot}
DEFAULT_BOT = "sycomp"


def make_bot(name: str = DEFAULT_BOT, **kw) -> Bot:
    """A bot by its ``BOTS`` name; ``"default"`` is the standard opponent."""
    return pick_bot(BOTS, DEFAULT_BOT, "Tablenette", name, **kw)
