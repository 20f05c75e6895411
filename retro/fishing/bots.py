"""What the fishing games' computer players share: card counting, sampled deals, the one-play judge.

Each game's ``bots.py`` says what a table is worth to the next player and
how its default player judges a move; the counting of unseen cards and the
random player are the same for both games (the expert's search is
``retro.fishing.judging``).
"""

from __future__ import annotations

import random
from typing import Callable, Iterable, Sequence

from retro.bot import Bot, Choice
from retro.cards import Card
from retro.fishing.captures import Move
from retro.fishing.solver import sample_hidden
from retro.fishing.state import FishingState, FishingView


def symbols(cards: Iterable[Card]) -> str:
    """``10♦ 4♠`` for the reasons shown to the person."""
    return " ".join(c.symbol for c in cards)


def table_after(table: Sequence[Card], move: Move) -> tuple[Card, ...]:
    """The table once ``move`` is played."""
    if move.kind == "capture":
        taken = set(move.cards)
        return tuple(c for c in table if c not in taken)
    return tuple(table) + (move.card,)


def last_cards_swing(view, move: Move, left: Sequence[Card], card_points: Callable[[Card], int]) -> float:
    """After the hand's last play: minus the points left if they come to us, plus if to another."""
    last = view.player if move.kind == "capture" else view.last_taker
    if last is None:  # nobody took anything: the cards go to nobody
        return 0.0
    points = sum(card_points(c) for c in left)
    return -points if last == view.player else points


def holding_chance(pool: int, copies: int, hand: int) -> float:
    """The chance that ``hand`` cards drawn from ``pool`` unseen ones hold one of ``copies``."""
    if copies <= 0 or hand <= 0:
        return 0.0
    if hand > pool - copies:
        return 1.0
    none = 1.0
    for i in range(hand):
        none *= (pool - copies - i) / (pool - i)
    return 1.0 - none


def expected_best(offers: Iterable[tuple[float, float]]) -> float:
    """E[max] of offers (value, chance the opponent holds it), the best one taken when held."""
    total, missing = 0.0, 1.0
    for value, chance in sorted(offers, reverse=True):
        if value <= 0:
            break
        total += value * chance * missing
        missing *= 1.0 - chance
    return total


class Counter:
    """Card counting from one view: which ranks the others may hold, and what they take.

    ``offers(table)`` (per game) gives, for each rank, the most a card of
    that rank can take from ``table``, its own points left out;
    ``own_points`` is what the rank's best unseen card scores itself.
    """

    def __init__(self, view: FishingView, card_points: Callable[[Card], int]):
        self.view = view
        unseen = view.unseen()
        self.pool = len(unseen)
        self.copies: dict[str, int] = {}
        self.own_points: dict[str, float] = {}
        for c in unseen:
            self.copies[c.rank] = self.copies.get(c.rank, 0) + 1
            self.own_points[c.rank] = max(self.own_points.get(c.rank, 0), card_points(c))
        for hand in view.known_hands:
            for c in hand:
                self.own_points[c.rank] = max(self.own_points.get(c.rank, 0), card_points(c))

    def offers(self, table: Sequence[Card]) -> dict[str, float]:
        raise NotImplementedError

    def threat(self, table: Sequence[Card], hand: int, known: Sequence[Card] = ()) -> float:
        """What a player holding ``hand`` unknown cards (and ``known`` ones) can expect from ``table``."""
        known_ranks = {c.rank for c in known}
        offers = []
        for rank, value in self.offers(table).items():
            if rank in known_ranks:
                chance = 1.0
            else:
                copies = self.copies.get(rank, 0)
                if not copies:
                    continue
                chance = holding_chance(self.pool, copies, hand)
            offers.append((value + self.own_points[rank], chance))
        return expected_best(offers)


def bounded_cache(cache: dict, limit: int = 40_000) -> dict:
    """``cache``, emptied when it has grown past ``limit`` entries (tables seen by the bots)."""
    if len(cache) > limit:
        cache.clear()
    return cache


def cached_offers(cache: dict, key, table: Sequence[Card],
                  worth: Callable[[list[Card]], dict[str, float]]) -> dict[str, float]:
    """What a card of each rank can take from ``table`` (``worth(table)``, worked out for a table with
    cards on it), kept under ``key`` in the bounded ``cache`` shared by every decision: the answer
    depends on the table only."""
    found = cache.get(key)
    if found is None:
        found = worth(list(table)) if table else {}
        bounded_cache(cache)[key] = found
    return found


def best_by_rank(ranks: Iterable[str], values: Callable[[str], Iterable[float]]) -> dict[str, float]:
    """Each rank's best of ``values(rank)`` (what its captures score), the ranks that score nothing left out."""
    found = {}
    for rank in ranks:
        best = max([0, *values(rank)])
        if best:
            found[rank] = best
    return found


def sample_world(state_cls, view: FishingView, rng: random.Random) -> FishingState:
    """A full state consistent with ``view``: the unseen cards dealt at random.

    Other players get the cards they are known to hold plus random unseen
    ones; the stock keeps its publicly known cards (the opening Jacks) in
    place. The world has no event history and its own generator.
    """
    hands, stock = sample_hidden(view, rng)
    return state_cls.from_view(view, hands, stock, random.Random(rng.getrandbits(32)))


class RandomBot(Bot):
    """Any legal move."""

    name = "random"

    def decide(self, view, legal, rng: random.Random) -> Choice:
        return Choice(rng.choice(list(legal)), "picks a legal move at random")


class JudgingBot(Bot):
    """A one-play player: the move whose ``judge`` value is highest (the games' default players)."""

    def counter(self, view) -> Counter:
        raise NotImplementedError

    def judge(self, view, counter: Counter, move: Move) -> tuple[float, str]:
        """(worth, reason) of ``move``: what it scores now less what it leaves the next player."""
        raise NotImplementedError

    def decide(self, view, legal, rng: random.Random) -> Choice:
        counter = self.counter(view)
        best = None
        for move in legal:
            value, why = self.judge(view, counter, move)
            if best is None or value > best[0] + 1e-9:
                best = (value, move, why)
        return Choice(best[1], best[2])

    def best_value(self, view, legal) -> float:
        counter = self.counter(view)
        return max(self.judge(view, counter, m)[0] for m in legal)

    def choice_move(self, view, legal) -> Move:
        """``decide``'s move alone (a game may skip wording the reason it does not need)."""
        return self.decide(view, legal, None).move
