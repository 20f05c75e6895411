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
    table_after,
)
from retro.fishing.judging import SearchExpert
from retro.tablenette.facts import (
    ChoiceFacts, answer_to, lone_card_total, play_in_view, play_on_table,
)
from retro.tablenette import reasons
from retro.tablenette.reasons import choice_words
from retro.tablenette.rules import HAND_SIZE, MOST_CARDS, RULES, Move, Options, View, face_value

_ALL_VALUES = range(1, 15)
_RANKS_BUT_JACK = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Q", "K")


def gain(table: Sequence[Card], move: Move, options: Options | None = None) -> tuple[int, int]:
    """(card points, Tablenette bonus) scored by ``move`` on ``table`` under ``options`` (the game's;
    the default options if None)."""
    if move.kind != "capture":
        return (0, 0)
    return (options or Options()).take_points(move.card, move.cards, len(move.cards) == len(table))


def play_words(move: Move, table: Sequence[Card], options: Options | None = None) -> str:
    """What ``move`` does on ``table``, in words a player can check ("K♣ takes the whole table: ...")."""
    return reasons.play_words(play_on_table(table, move, options))


class RandomBot(_RandomBot):
    """Any legal move, said in the same words as the others' plays."""

    def decide(self, view: View, legal, rng: random.Random) -> Choice:
        move = super().decide(view, legal, rng).move
        return Choice(move, choice_words(ChoiceFacts(play_in_view(view, move), "random")))


class GreedyBot(Bot):
    """The most points now; else the most cards; else the lowest card to the table."""

    name = "greedy"

    def decide(self, view: View, legal, rng: random.Random) -> Choice:
        options = view.options

        def key(m):
            points, bonus = gain(view.table, m, options)
            if m.kind == "capture":
                return (points + bonus, len(m.cards), 0)
            return (0, -1, -face_value(m.card) - 20 * options.card_points(m.card))

        move = max(legal, key=key)
        play = play_in_view(view, move)
        why = "least_worth" if move.kind == "discard" else "most_take" if play.take_points else "most_cards"
        return Choice(move, choice_words(ChoiceFacts(play, why)))


_OFFERS: dict[Options, dict[frozenset, dict[str, int]]] = {}   # per game's options, per table


def table_offers(table: Sequence[Card], options: Options | None = None, cache: dict | None = None) -> dict[str, int]:
    """The best score a card of each rank can make on ``table``, its own points left out, scored by
    ``options`` (the default options if None): its cards' points, and a Tablenette's (TNT-T1).

    Shared by every decision (the answer depends on the table and the scoring only), so it is kept
    in a bounded cache, one per game's options (``cache``: that one, when the caller has it).
    """
    options = options or Options()
    if cache is None:
        cache = _OFFERS.setdefault(options, {})

    def worth(table: list[Card]) -> dict[str, int]:
        index = TableIndex(RULES, table, _ALL_VALUES)
        points = [options.card_points(c) for c in table]

        def values(rank: str):
            played = Card(rank, "S")
            clears = []           # the ways it takes the whole table: a Tablenette, scored once
            for cap in find_captures(RULES, played, index):
                if cap.mask == index.full:
                    clears.append(cap)
                else:
                    yield sum(p for i, p in enumerate(points) if cap.mask >> i & 1)
            if clears:
                yield sum(points) + options.tablenette_points(played, table, clears)
        # TNT-J1: a Jack sweeps, no Tablenette
        return {"J": sum(points), **best_by_rank(_RANKS_BUT_JACK, values)}

    return cached_offers(cache, frozenset(table), table, worth)


class Counter(_Counter):
    """Card counting from a Tablenette view (see ``fishing_bots.Counter``)."""

    def __init__(self, view: View):
        super().__init__(view, view.options.card_points)
        self.opponent_known = view.known_hands[1 - view.player]
        self.options = view.options
        self._offers = _OFFERS.setdefault(view.options, {})

    def offers(self, table: Sequence[Card]) -> dict[str, int]:
        return table_offers(table, self.options, self._offers)

    def threat(self, table: Sequence[Card], hand: int, known: Sequence[Card] | None = None) -> float:
        """What the opponent, holding ``hand`` unknown cards, can expect to score on ``table``."""
        return super().threat(table, hand, self.opponent_known if known is None else known)


# Weights of the sycomp player's judgement (tuned against greedy).
EMPTY_TABLE = 3.0  # the opponent must lay a card on an empty table: a chance of Tablenette for us
JACK_EARLY = 3.0  # TNT-AI2 "play Jacks early in a hand", scaled by the stock left
# What the opponent can expect next on the table left, from which the reason names the risk.
TABLENETTE_RISK = 12
SOME_RISK = 4


class SycompBot(JudgingBot):
    """TNT-AI2: the source's tactics with card counting (the default opponent)."""

    name = "sycomp"

    def counter(self, view: View) -> Counter:
        return Counter(view)

    def worth(self, view: View, counter: Counter, move: Move) -> float:
        """The move's worth now minus what the opponent can expect next."""
        table = view.table
        points, bonus = gain(table, move, view.options)
        left = table_after(table, move)
        value = points + bonus - self.next_threat(view, counter, move, left)
        if move.kind == "capture" and not left:
            value += EMPTY_TABLE
        if move.kind == "capture" and move.card.rank == "J":
            value += JACK_EARLY * view.stock_size / 36
        elif move.kind == "discard":
            value -= 0.01 * face_value(move.card)  # among equals, keep the high cards
        return value

    def facts(self, view: View, counter: Counter, move: Move) -> ChoiceFacts:
        """What the reason for ``move`` may say: the play, and the notes that weighed in its worth."""
        play = play_in_view(view, move)
        threat = self.next_threat(view, counter, move, table_after(view.table, move))
        risk = None
        if view.hand_sizes[1 - view.player] and threat >= SOME_RISK:
            if threat >= TABLENETTE_RISK:
                risk = answer_to(view, play, tablenette=True)
            risk = risk or answer_to(view, play)
        return ChoiceFacts(play, "weighed", jack_early=play.sweep,
                           lone_total=lone_card_total(view.table, move),
                           last_cards=play.last_to == view.player and play.last_points > 0, risk=risk)

    def judge(self, view: View, counter: Counter, move: Move) -> tuple[float, str]:
        """The move's worth now minus what the opponent can expect next, and why."""
        return self.worth(view, counter, move), choice_words(self.facts(view, counter, move))

    def decide(self, view: View, legal, rng: random.Random) -> Choice:
        """The move of highest worth (the first of equals); only its reason is put in words."""
        counter = self.counter(view)
        best = None
        for move in legal:
            value = self.worth(view, counter, move)
            if best is None or value > best[0] + 1e-9:
                best = (value, move)
        return Choice(best[1], choice_words(self.facts(view, counter, best[1])))

    def best_value(self, view: View, legal) -> float:
        counter = self.counter(view)
        return max(self.worth(view, counter, m) for m in legal)

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
        return last_cards_swing(view, move, left, view.options.card_points)


class TablenetteScoring(Scoring):
    """Tablenette for the search: points as cards are taken (TNT-P*, TNT-T1), the last cards
    (TNT-E1) and 3 points for more than 27 cards (TNT-E2), each as the game's ``Options`` score it."""

    rules = RULES

    def __init__(self, options: Options | None = None):
        self.options = options or Options()

    def capture_gain(self, card: Card, taken, cleared: bool) -> int:
        return sum(self.options.take_points(card, taken, cleared))  # TNT-J1 inside: a Jack's sweep is none

    def card_points(self, card: Card) -> int:
        return self.options.card_points(card)

    def end_bonus(self, counts, measures) -> list[int]:
        return [self.options.bonus_points(c) for c in counts]

    def aux_key(self, counts, measures):
        return tuple(min(c, MOST_CARDS + 1) for c in counts)

    def view_measures(self, view: View) -> list[int]:
        return [0] * view.players


_SOLVERS: dict[Options, Solver] = {}


def solver_for(options: Options) -> Solver:
    """The search for a game's options (each keeps its own solved positions)."""
    found = _SOLVERS.get(options)
    if found is None:
        found = _SOLVERS[options] = Solver(TablenetteScoring(options))
    return found


def solvers() -> list[Solver]:
    """Every search made so far (to empty their tables)."""
    return list(_SOLVERS.values())


SOLVER = solver_for(Options())   # the search of the game as the original plays it


class ExpertBot(SearchExpert):
    """Plays as the coach advises: exact in the last deal, a sampled look ahead before it."""

    def solver(self, view: View) -> Solver:
        return solver_for(view.options)

    def reason(self, view: View, legal, move: Move, judgement) -> str:
        why = "only" if len(legal) == 1 else "best_exact" if judgement.exact else "best_search"
        return choice_words(ChoiceFacts(play_in_view(view, move), why))


BOTS = {"random": RandomBot, "greedy": GreedyBot, "sycomp": SycompBot, "expert": ExpertBot}
DEFAULT_BOT = "sycomp"


def make_bot(name: str = DEFAULT_BOT, **kw) -> Bot:
    """A bot by its ``BOTS`` name; ``"default"`` is the standard opponent."""
    return pick_bot(BOTS, DEFAULT_BOT, "Tablenette", name, **kw)
