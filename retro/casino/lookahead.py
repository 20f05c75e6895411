"""Casino's search for the coach and the expert: every legal move's worth to the mover, from the mover's view.

Two players with the stock empty: the view pins the other hand, so the
round is solved exactly (``solver``). Elsewhere the unseen cards are dealt
into the other hands and the stock several ways (the same deals for every
move); in each deal every legal move is played, the others reply as well as
they can see (two players: the reply that leaves the mover least; more: each
the reply worth most to themselves), and the account closes on the points
taken plus the round-end bonuses still open (27 cards, 7 spades) valued by
the chance of reaching them with the cards still to be taken. The deals come
from a generator seeded only from the view, so one view gets one answer.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, fields, is_dataclass, replace
from functools import lru_cache
from math import comb
from typing import Optional

from retro.cards import Card, standard_deck
from retro.casino.builds import Pile, take_value
from retro.casino.legal import legal_moves_steps
from retro.casino.records import MOST_CARDS, MOST_SPADES, IllegalMove, Move, Options
from retro.casino.rules import State, View, unplayed_cards
from retro.casino.solver import Node, Solver, exact_phase, node_of
from retro.coaching import view_seed

DECK_ORDER = {card: i for i, card in enumerate(standard_deck())}
# Deals of the unseen cards per position, and plays worked through per position at most (a
# crowded table of small cards offers hundreds of takes: fewer deals then, never under MIN_WORLDS).
WORLDS = {2: 50, 3: 6, 4: 5}
PLAYS = 12000
MIN_WORLDS = 2
SPADES_IN_DECK = 13
DECK_SIZE = 52


# --- the mover's view, canonical ----------------------------------------------------------------
def mover_view(state) -> View:
    """The view of the player to move, with the hand in deck order (the order cards were dealt is no clue)."""
    if state.to_move is None:
        raise IllegalMove("the match is over: nobody is to move")
    return canonical(state.view(state.to_move))


def canonical(view: View) -> View:
    return replace(view, hand=tuple(sorted(view.hand, key=DECK_ORDER.__getitem__)))


def view_key(view: View) -> str:
    """Everything the mover can see, as one text: the cache key and the seed's source.

    Made from every field of the view in order, so a new field (a new rule
    option included) can never be left out of it.
    """
    return repr(tuple(_key_part(getattr(view, f.name), f.name in _UNORDERED) for f in fields(view)))


_UNORDERED = frozenset({"captured", "lost"})   # piles whose order tells nothing


def _key_part(value, unordered: bool = False):
    """A view field as plain data: cards as text (sorted where order tells nothing), piles as tuples."""
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, Pile):
        return (value.kind, [str(c) for c in value.cards], value.owner)
    if is_dataclass(value):
        return tuple(_key_part(getattr(value, f.name)) for f in fields(value))
    if isinstance(value, tuple):
        if value and all(isinstance(v, int) for v in value):
            return value                 # counts and scores, as they are
        parts = [_key_part(v, unordered) for v in value]
        return sorted(parts) if unordered and all(isinstance(v, str) for v in parts) else parts
    return value


# --- the worlds ------------------------------------------------------------------------------------
def sample_world(view: View, rng: random.Random, tries: int = 20):
    """A full State consistent with ``view``: the unseen cards dealt at random to the other hands and the stock.

    Another player's standing build or block says they hold its taker; a
    deal that contradicts that is redrawn (up to ``tries`` times).
    """
    unseen = unplayed_cards(view)
    others = [p for p in range(view.players) if p != view.player]
    wants = [(p.owner, p.taker) for p in view.spaces
             if p is not None and p.owner not in (None, view.player) and p.kind != "card"
             and view.hand_sizes[p.owner]]
    for _ in range(tries):
        rng.shuffle(unseen)
        hands, at = [list(view.hand) if p == view.player else None for p in range(view.players)], 0
        for p in others:
            hands[p] = unseen[at:at + view.hand_sizes[p]]
            at += view.hand_sizes[p]
        if all(any(take_value(c) == value for c in hands[owner]) for owner, value in wants):
            break
    return State.from_position(
        hands=hands, tableau=list(view.spaces), stock=unseen[at:at + view.stock_size], to_move=view.player,
        dealer=view.dealer, captured=[list(c) for c in view.captured], last_taker=view.last_taker,
        scores=list(view.scores), options=view.options)


def exact_node(view: View) -> Node:
    """The position the view pins (two players, the stock empty): the other hand is every unseen card."""
    hands = [list(view.hand), unplayed_cards(view)]
    if view.player == 1:
        hands.reverse()
    return node_of(hands, view.spaces, view.captured, view.last_taker, view.player, options=view.options)


# --- what the open bonuses are worth ------------------------------------------------------------------
@lru_cache(maxsize=4096)
def _reach(left: int, need: int, players: int) -> float:
    """The chance that a player gets at least ``need`` of ``left`` cards still to be taken (a fair share each)."""
    if need <= 0:
        return 1.0
    if need > left:
        return 0.0
    p = 1.0 / players
    return sum(comb(left, k) * p ** k * (1 - p) ** (left - k) for k in range(need, left + 1))


def open_bonuses(node: Node, lost: int) -> list[float]:
    """Each player's expected 27-card and 7-spade bonus from here, by the cards and spades still to be taken
    (each bonus at what the node's options score it)."""
    n = node.players
    options: Options = node.options
    cards_left = DECK_SIZE - lost - sum(node.cards)
    spades_left = SPADES_IN_DECK - sum(node.spades)   # a lost spade (rare) only makes a share look larger
    worth = []
    for p in range(n):
        worth.append(options.most_cards_points * _reach(cards_left, MOST_CARDS - node.cards[p], n)
                     + options.most_spades_points * _reach(spades_left, MOST_SPADES - node.spades[p], n))
    return worth


# --- one position's values -----------------------------------------------------------------------------
@dataclass
class Facts:
    """What a move came to, in things a reason can name (averaged over the deals in a sampled position)."""

    now: float = 0.0            # the mover's points from the move itself
    others_took: float = 0.0    # points the others took in reply
    others_swept: float = 0.0   # share of the deals in which a reply swept
    line: list = field(default_factory=list)   # exact phase: the best play from here, (player, move, gains)


@dataclass
class Values:
    """Every legal move's value for the mover (points of margin) and the facts behind it."""

    view: View
    legal: list
    values: dict
    facts: dict
    exact: bool
    solver: Optional[Solver] = None
    node: Optional[Node] = None
    lines: dict = field(default_factory=dict)   # exact phase: move -> its best line, once worked out

    def lines_steps(self, moves):
        """Work out the best lines after ``moves`` (exact phase), a slice at a time, for the reasons."""
        if self.exact:
            for move in moves:
                if move not in self.lines:
                    self.lines[move] = yield from self.solver.line_steps(self.node, move)


def values_steps(view: View):
    """Every legal move valued, as a generator (yields None between slices); returns ``Values``."""
    view = canonical(view)
    legal = yield from legal_moves_steps(view.hand, view.spaces)
    if exact_phase(view, len(unplayed_cards(view))):
        node = exact_node(view)
        solver = Solver()
        values, facts = {}, {}
        for move, child, gain in solver.children(node):
            rest = yield from solver.value_after_steps(child, node.to_move, -10 ** 6, 10 ** 6, 1)
            values[move] = float(gain + rest)
            gains = node_gains(node, move)
            facts[move] = Facts(now=float(gains[view.player]))
            yield None
        return Values(view, legal, values, facts, True, solver, node)
    values = {m: 0.0 for m in legal}
    facts = {m: Facts() for m in legal}
    if len(legal) == 1:
        return Values(view, legal, values, facts, False)
    rng = random.Random(view_seed("casino", view_key(view)))
    worlds = max(MIN_WORLDS, min(WORLDS[view.players], PLAYS // max(1, len(legal) * 8)))
    lost = len(view.lost)
    for _ in range(worlds):
        world = sample_world(view, rng)
        node = node_of(world.hands, world.spaces, world.captured, world.last_taker, world.to_move,
                       world.stock, world.dealer, view.options)
        for move, used in node.entries():
            value, fact = _play_out(node, move, used, lost)
            values[move] += value / worlds
            known = facts[move]
            known.now += fact[0] / worlds
            known.others_took += fact[1] / worlds
            known.others_swept += fact[2] / worlds
            yield None
    return Values(view, legal, values, facts, False)


def node_gains(node: Node, move: Move) -> tuple:
    for m, used in node.entries():
        if m == move:
            return node.play(m, used)[1]
    raise IllegalMove(f"{move} is not a legal move here")


def _play_out(node: Node, move: Move, used, lost: int) -> tuple[float, tuple[float, float, float]]:
    """``move`` in one deal, the others' replies to the mover's next turn, then the open bonuses."""
    me, n = node.to_move, node.players
    child, gains = node.play(move, used)
    total = list(gains)
    took = swept = 0.0
    while child.to_move is not None and child.to_move != me:
        other = child.to_move
        best = None
        for reply, reply_used in child.entries():
            after, got = child.play(reply, reply_used)
            worth = _worth(after, got, total, lost, other if n > 2 else None, me)
            if best is None or worth > best[0]:
                best = (worth, after, got)
        _, child, got = best
        for p in range(n):
            total[p] += got[p]
        took += got[other]
        swept = swept or float(child.to_move is not None and all(s is None for s in child.spaces)
                               and got[other] > 0)
    return _follow(child, total, lost, me), (float(gains[me]), took, swept)


def _follow(node: Node, total, lost: int, me: int) -> float:
    """The account at the mover's next turn: the margin then, or after the best take the mover has then
    (a build made for it is worth what it takes)."""
    best = _margin(node, total, lost, me)
    if node.to_move != me:
        return best
    for move, used in node.entries():
        if move.kind == "take":
            after, got = node.play(move, used)
            best = max(best, _margin(after, [t + g for t, g in zip(total, got)], lost, me))
    return best


def _worth(after: Node, got, total, lost: int, chooser: Optional[int], me: int) -> float:
    """How a reply looks to the one replying: two players, the least it leaves the mover; more, its own gain."""
    running = [t + g for t, g in zip(total, got)]
    if chooser is None:
        return -_margin(after, running, lost, me)
    open_ = open_bonuses(after, lost) if after.to_move is not None else [0.0] * after.players
    return running[chooser] + open_[chooser]


def _margin(node: Node, total, lost: int, me: int) -> float:
    """The mover's points minus the best other's, the open bonuses at their expected worth."""
    open_ = open_bonuses(node, lost) if node.to_move is not None else [0.0] * node.players
    mine = total[me] + open_[me]
    return mine - max(total[p] + open_[p] for p in range(node.players) if p != me)


def best_of(values: dict, facts: dict, order: list) -> Move:
    """The best move; among equals, the one that scores most now (sooner), then the first listed."""
    top = max(values.values())
    tied = [m for m in order if values[m] >= top - 1e-9]
    return max(tied, key=lambda m: (facts[m].now, -order.index(m)))


__all__ = ["Facts", "Values", "best_of", "canonical", "exact_node", "mover_view", "sample_world",
           "values_steps", "view_key"]
