"""Tablenette's computer players: random, greedy, sycomp (the source's tactics) and expert.

Every bot sees a ``View`` only (TNT-AI1). ``sycomp`` plays the tactics of
the Sycomp documentation (TNT-AI2) with card counting: it weighs what a
move scores against what the opponent can expect to score on the table it
leaves. ``expert`` samples the unseen cards and looks two plays further.
"""

from __future__ import annotations

import random
from typing import Sequence

from retro.bot import Bot, Choice
from retro.cards import Card, card_text
from retro.fishing import (
    TableIndex, expected_best, find_captures, holding_chance, sample_world,
)
from retro.tablenette.rules import (
    HAND_SIZE, RULES, Move, State, View, capture_bonus, card_points, face_value, tablenette_bonus,
)

_ALL_VALUES = range(1, 15)


def _symbols(cards) -> str:
    return " ".join(c.symbol for c in cards)


def _after(table: Sequence[Card], move: Move) -> tuple[Card, ...]:
    """The table once ``move`` is played."""
    if move.kind == "capture":
        taken = set(move.cards)
        return tuple(c for c in table if c not in taken)
    return tuple(table) + (move.card,)


def gain(table: Sequence[Card], move: Move) -> tuple[int, int]:
    """(card points, Tablenette bonus) scored by ``move`` on ``table``."""
    if move.kind != "capture":
        return (0, 0)
    points = card_points(move.card) + sum(card_points(c) for c in move.cards)
    if len(move.cards) == len(table) and move.card.rank != "J":
        return (points, tablenette_bonus(move.card, move.cards))
    return (points, 0)


def _describe(move: Move, table, points: int, bonus: int) -> str:
    if move.kind == "discard":
        return f"lays {move.card.symbol} on the table"
    if move.card.rank == "J":
        return f"sweeps {len(move.cards)} cards with {move.card.symbol} for {points}"
    if bonus:
        return f"{move.card.symbol} takes {_symbols(move.cards)}: Tablenette for {points + bonus}"
    return f"{move.card.symbol} takes {_symbols(move.cards)} for {points}"


class RandomBot(Bot):
    """Any legal move."""

    name = "random"

    def decide(self, view: View, legal, rng: random.Random) -> Choice:
        return Choice(rng.choice(list(legal)), "picks a legal move at random")


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
        points, bonus = gain(view.table, move)
        if move.kind == "discard":
            return Choice(move, f"lays {move.card.symbol}: nothing scores, lowest card")
        return Choice(move, _describe(move, view.table, points, bonus) + ": most points now")


_OFFERS: dict[frozenset, dict[str, int]] = {}


def table_offers(table: Sequence[Card]) -> dict[str, int]:
    """The best score a card of each rank can make on ``table``, its own points left out.

    Shared by every decision (the answer depends on the table only), so it
    is kept in a bounded cache.
    """
    key = frozenset(table)
    found = _OFFERS.get(key)
    if found is not None:
        return found
    found = {}
    if table:
        table = list(table)
        index = TableIndex(RULES, table, _ALL_VALUES)
        points = [card_points(c) for c in table]
        found["J"] = sum(points)  # TNT-J1: a sweep, no Tablenette
        for rank in _RANKS_BUT_JACK:
            played = Card(rank, "S")
            best = 0
            for cap in find_captures(RULES, played, index):
                value = sum(p for i, p in enumerate(points) if cap.mask >> i & 1)
                if cap.mask == index.full:
                    value += capture_bonus(played, table, cap)
                if value > best:
                    best = value
            if best:
                found[rank] = best
    if len(_OFFERS) > 40_000:
        _OFFERS.clear()
    _OFFERS[key] = found
    return found


_RANKS_BUT_JACK = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Q", "K")


class Counter:
    """Card counting from one view: what the opponent may hold and can score on a table."""

    def __init__(self, view: View):
        self.view = view
        unseen = view.unseen()
        self.pool = len(unseen)
        self.copies: dict[str, int] = {}
        self.own_points: dict[str, int] = {}  # the most a card of the rank scores itself
        for c in unseen:
            self.copies[c.rank] = self.copies.get(c.rank, 0) + 1
            self.own_points[c.rank] = max(self.own_points.get(c.rank, 0), card_points(c))
        opponent = 1 - view.player
        self.known = {c.rank for c in view.known_hands[opponent]}
        for rank in self.known:
            self.own_points.setdefault(rank, 1)

    def threat(self, table: Sequence[Card], hand: int) -> float:
        """What the opponent, holding ``hand`` unknown cards, can expect to score on ``table``."""
        offers = []
        for rank, value in table_offers(table).items():
            if rank in self.known:
                chance = 1.0
            else:
                copies = self.copies.get(rank, 0)
                if not copies:
                    continue
                chance = holding_chance(self.pool, copies, hand)
            offers.append((value + self.own_points[rank], chance))
        return expected_best(offers)


# Weights of the sycomp player's judgement (tuned against greedy).
EMPTY_TABLE = 3.0  # the opponent must lay a card on an empty table: a chance of Tablenette for us
JACK_EARLY = 3.0  # TNT-AI2 "play Jacks early in a hand", scaled by the stock left


class SycompBot(Bot):
    """TNT-AI2: the source's tactics with card counting (the default opponent)."""

    name = "sycomp"

    def decide(self, view: View, legal, rng: random.Random) -> Choice:
        counter = Counter(view)
        best = None
        for move in legal:
            value, why = self.judge(view, counter, move)
            if best is None or value > best[0] + 1e-9:
                best = (value, move, why)
        return Choice(best[1], best[2])

    def judge(self, view: View, counter: Counter, move: Move) -> tuple[float, str]:
        """The move's worth now minus what the opponent can expect next, and why."""
        me, opponent = view.player, 1 - view.player
        table = view.table
        points, bonus = gain(table, move)
        left = _after(table, move)
        threat = self.next_threat(view, counter, move, left)
        value = points + bonus - threat
        why = _describe(move, table, points, bonus)
        if move.kind == "capture" and not left:
            value += EMPTY_TABLE
        if move.kind == "capture" and move.card.rank == "J":
            value += JACK_EARLY * view.stock_size / 36
            why += ": play Jacks early"
        elif move.kind == "discard":
            value -= 0.01 * face_value(move.card)  # among equals, keep the high cards
            if len(table) == 1:
                total = face_value(table[0]) + face_value(move.card)
                if total == 12 or total > 14:
                    why += f": total {total}, no Tablenette can answer"
        if threat >= 0.5 and view.hand_sizes[opponent]:
            why += f" (risk {threat:.1f})"
        elif threat < 0:
            why += ": the last cards come to us" if (move.kind == "capture" or view.last_taker == me) else ""
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
        last = view.player if move.kind == "capture" else view.last_taker
        left_points = sum(card_points(c) for c in left)
        if last is None:
            return 0.0
        return -left_points if last == view.player else left_points


class ExpertBot(Bot):
    """Samples the unseen cards, then weighs each move by the opponent's best answer and ours.

    In each sampled world the opponent answers every move of ours as the
    sycomp player would (points now minus our expected reply), and our own
    next play is judged the same way; the move with the best average wins.
    ``samples`` is the work budget (one world per slice of thought).
    """

    name = "expert"

    def __init__(self, samples: int = 24):
        self.samples = samples

    def think(self, view: View, legal, rng: random.Random):
        legal = list(legal)
        if len(legal) == 1:
            return Choice(legal[0], _describe(legal[0], view.table, *gain(view.table, legal[0]))
                          + ": the only legal move")
        counter = Counter(view)
        sycomp = SycompBot()
        base = {m: sycomp.judge(view, counter, m) for m in legal}
        # Only the better half of the moves (by the quick judgement) is searched.
        ranked = sorted(legal, key=lambda m: -base[m][0])
        candidates = ranked[:max(3, (len(ranked) + 1) // 2)]
        totals = {m: 0.0 for m in candidates}
        seed = rng.getrandbits(32)
        world_rng = random.Random(seed)
        cache: dict = {}
        for _ in range(self.samples):
            world = sample_world(State, view, world_rng)
            for move in candidates:
                totals[move] += self._line(view, world, move, cache)
            yield None
        best = max(candidates, key=lambda m: (totals[m], base[m][0]))
        average = totals[best] / self.samples
        return Choice(best, f"{base[best][1].split(' (risk')[0]}: best of {self.samples} sampled deals "
                            f"({average:+.1f})")

    def _line(self, view: View, world: State, move: Move, cache: dict) -> float:
        """Our points minus the opponent's over our move, the opponent's answer and our next play."""
        me = view.player
        state = world.clone()
        before = list(state.scores)
        state.apply(move)
        hand_no = state.hand_no
        for _ in range(2):
            if state.over or state.hand_no != hand_no:
                break
            player = state.to_move
            state.apply(self._policy(state, player, cache))
        diff = (state.scores[me] - before[me]) - (state.scores[1 - me] - before[1 - me])
        if state.over or state.hand_no != hand_no:
            return diff
        # the worth of the table left to whoever moves next, from their point of view
        player = state.to_move
        key = ("leaf", player, frozenset(state.table), tuple(state.hands[player]))
        worth = cache.get(key)
        if worth is None:
            view_p = state.view(player)
            counter = Counter(view_p)
            sycomp = SycompBot()
            worth = max(sycomp.judge(view_p, counter, m)[0] for m in state.legal_moves())
            cache[key] = worth
        return diff + (worth if player == me else -worth) * 0.7

    @staticmethod
    def _policy(state: State, player: int, cache: dict) -> Move:
        """The sycomp player's choice in a sampled world (from that player's own view)."""
        key = ("move", player, frozenset(state.table), tuple(state.hands[player]),
               len(state.hands[1 - player]), state.stock_size)
        move = cache.get(key)
        if move is None:
            view_p = state.view(player)
            counter = Counter(view_p)
            sycomp = SycompBot()
            move = max(state.legal_moves(), key=lambda m: sycomp.judge(view_p, counter, m)[0])
            cache[key] = move
        return move


BOTS = {"random": RandomBot, "greedy": GreedyBot, "sycomp": SycompBot, "expert": ExpertBot}
DEFAULT_BOT = "sycomp"


def make_bot(name: str = DEFAULT_BOT, **kw) -> Bot:
    try:
        return BOTS[name](**kw)
    except KeyError:
        raise ValueError(f"no Tablenette bot {name!r}: choose from {', '.join(BOTS)}") from None
