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

from retro.bot import Bot, Choice
from retro.cards import Card
from retro.fishing import TableIndex, expected_best, find_captures, holding_chance, sample_world
from retro.tablanet.rules import Move, State, View, card_points, card_value, rules_for


def _symbols(cards) -> str:
    return " ".join(c.symbol for c in cards)


def _after(table: Sequence[Card], move: Move) -> tuple[Card, ...]:
    if move.kind == "capture":
        taken = set(move.cards)
        return tuple(c for c in table if c not in taken)
    return tuple(table) + (move.card,)


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
    text = f"{move.card.symbol} takes {_symbols(move.cards)} ({pts} pt{'s' if pts != 1 else ''})"
    if len(move.cards) == len(table):
        text += ": Tablanet"
    return text


class RandomBot(Bot):
    """Any legal move."""

    name = "random"

    def decide(self, view: View, legal, rng: random.Random) -> Choice:
        return Choice(rng.choice(list(legal)), "picks a legal move at random")


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


class Counter:
    """Card counting from one view: what the next player may hold and take from a table."""

    def __init__(self, view: View):
        self.view = view
        self.rules = rules_for(view.options)
        unseen = view.unseen()
        self.pool = len(unseen)
        self.by_rank: dict[str, list[Card]] = {}
        for c in unseen:
            self.by_rank.setdefault(c.rank, []).append(c)
        self.weight = _card_weight(view)
        self._offers: dict[frozenset, list[tuple[float, str]]] = {}

    def offers(self, table: Sequence[Card]) -> list[tuple[float, str]]:
        """(best take, rank) for each unseen rank, on ``table``."""
        key = frozenset(table)
        cached = self._offers.get(key)
        if cached is not None:
            return cached
        found = []
        if table:
            table = list(table)
            values = {v for r in self.by_rank for v in self.rules.values(Card(r, "S"))}
            index = TableIndex(self.rules, table, values)
            for rank, copies in self.by_rank.items():
                played = max(copies, key=card_points)
                best = 0.0
                for cap in find_captures(self.rules, played, index):
                    taken = [c for i, c in enumerate(table) if cap.mask >> i & 1]
                    best = max(best, card_points(played) + sum(map(card_points, taken))
                               + self.weight * (len(taken) + 1))
                if best:
                    found.append((best, rank))
        self._offers[key] = found
        return found

    def threat(self, table: Sequence[Card], hand: int, known: Sequence[Card] = ()) -> float:
        """What a player holding ``hand`` unknown cards can expect to take from ``table``."""
        known_ranks = {c.rank for c in known}
        offers = []
        for value, rank in self.offers(table):
            chance = 1.0 if rank in known_ranks else holding_chance(
                self.pool, len(self.by_rank.get(rank, ())), hand)
            offers.append((value, chance))
        return expected_best(offers)


class TacticianBot(Bot):
    """The default opponent: counts cards, takes the most, leaves the least (TBL-AI2)."""

    name = "tactician"

    def decide(self, view: View, legal, rng: random.Random) -> Choice:
        counter = Counter(view)
        best = None
        for move in legal:
            value, why = self.judge(view, counter, move)
            if best is None or value > best[0] + 1e-9:
                best = (value, move, why)
        return Choice(best[1], best[2])

    def judge(self, view: View, counter: Counter, move: Move) -> tuple[float, str]:
        """What the move takes minus what the next player can expect to take, and why."""
        table = view.table
        taken = capture_points(move) + (counter.weight * (len(move.cards) + 1) if move.kind == "capture" else 0)
        left = _after(table, move)
        threat = self.next_threat(view, counter, move, left)
        value = taken - threat
        why = _describe(move, table)
        if move.kind == "discard":
            value -= 0.01 * card_value(move.card, view.options.ace)  # the lowest among equals
            if not table and view.cleared_by not in (None, view.player):
                lowest = min(card_value(c, view.options.ace) for c in view.hand)
                why += (": after the Tablanet, " + ("the lowest card" if card_value(
                    move.card, view.options.ace) == lowest else "a card unlikely to be matched")
                        + " (TBL-AI2)")
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
        last = view.player if move.kind == "capture" else view.last_taker
        left_points = sum(card_points(c) for c in left)
        if last is None:
            return 0.0
        return -left_points if last == view.player else left_points


class ExpertBot(Bot):
    """Samples the unseen cards and plays each candidate one round on with tacticians.

    In every sampled world the other players answer as the tactician would
    from their own views; the table reached is judged for whoever moves
    next. ``samples`` is the work budget (one world per slice of thought).
    """

    name = "expert"

    def __init__(self, samples: int = 24):
        self.samples = samples

    def think(self, view: View, legal, rng: random.Random):
        legal = list(legal)
        tactician = TacticianBot()
        if len(legal) == 1:
            return Choice(legal[0], _describe(legal[0], view.table) + ": the only legal move")
        counter = Counter(view)
        base = {m: tactician.judge(view, counter, m) for m in legal}
        ranked = sorted(legal, key=lambda m: -base[m][0])
        candidates = ranked[:max(3, (len(ranked) + 1) // 2)]
        totals = {m: 0.0 for m in candidates}
        world_rng = random.Random(rng.getrandbits(32))
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
        """Our take minus the best opponent's over a round of play, plus the table's worth."""
        me, n = view.player, view.players
        state = world.clone()
        before = state.hand_points()
        state.apply(move)
        hand_no = state.hand_no
        for _ in range(n - 1):
            if state.over or state.hand_no != hand_no or state.to_move == me:
                break
            state.apply(_policy(state, state.to_move, cache))
        if state.over or state.hand_no != hand_no:
            return _margin(me, [s - b for s, b in zip(state.scores, world.scores)])
        gained = [a - b for a, b in zip(state.hand_points(), before)]
        player = state.to_move
        key = ("leaf", player, frozenset(state.table), tuple(state.hands[player]))
        worth = cache.get(key)
        if worth is None:
            view_p = state.view(player)
            counter = Counter(view_p)
            worth = max(TacticianBot().judge(view_p, counter, m)[0] for m in state.legal_moves())
            cache[key] = worth
        gained[player] += 0.7 * worth
        return _margin(me, gained)


def _margin(me: int, gains: Sequence[float]) -> float:
    """Our gain over the best of the others'."""
    return gains[me] - max(g for p, g in enumerate(gains) if p != me)


def _policy(state: State, player: int, cache: dict) -> Move:
    """The tactician's choice in a sampled world, from that player's own view."""
    key = ("move", player, frozenset(state.table), tuple(state.hands[player]),
           tuple(len(h) for h in state.hands), state.stock_size)
    move = cache.get(key)
    if move is None:
        view_p = state.view(player)
        counter = Counter(view_p)
        tactician = TacticianBot()
        move = max(state.legal_moves(), key=lambda m: tactician.judge(view_p, counter, m)[0])
        cache[key] = move
    return move


BOTS = {"random": RandomBot, "greedy": GreedyBot, "tactician": TacticianBot, "expert": ExpertBot}
DEFAULT_BOT = "tactician"


def make_bot(name: str = DEFAULT_BOT, **kw) -> Bot:
    if name == "default":
        name = DEFAULT_BOT
    try:
        return BOTS[name](**kw)
    except KeyError:
        raise ValueError(f"no Tablanet bot {name!r}: choose from {', '.join(BOTS)}") from None
