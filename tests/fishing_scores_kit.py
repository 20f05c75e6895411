"""The fishing games' scoring conformance kit: what the rules score, next to what the search counts.

Tablanet's and Tablenette's conformance tests (``test_tablanet_search_scores_options.py``,
``test_tablenette_search_scores_options.py``) play seeded games under each variant of the game's
options and hold every figure of the search, the computers and the coach against the rules' own
events. The truth is always the rules': a move applied to a copy of the state, its events' points,
and the card points the rules bank for the hand's end (``Game.banked``, Tablanet's ``hand_points``).
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Callable

from retro.bot import finish
from retro.cards import Card, standard_deck
from retro.fishing.solver import Solver, exact_phase, play_key, view_node

DECK = tuple(standard_deck())


@dataclass(frozen=True, eq=False)
class Game:
    """What the kit needs of one fishing game (hashed by identity: one per test module)."""

    rules: object                        # the rules module (``State``, ``Move``)
    solver_for: Callable                 # options -> the search's ``Solver``
    bots: dict                           # bot name -> weight of the seeded games' choice (the rest random)
    make_bot: Callable
    banked: Callable                     # state -> each player's points the rules bank for the hand's end


def rules_gains(game: Game, state, move) -> tuple[list[int], list]:
    """Each player's points from ``move`` by the rules (its events, to the hand's end, and the change in
    what the rules bank for the hand's end), and those events."""
    before = game.banked(state)
    after = state.clone()
    events = after.apply(move)
    ended = next((i for i, e in enumerate(events) if e.kind == "hand_end"), None)
    if ended is not None:
        events = events[:ended + 1]
    banked = [0] * state.players if ended is not None else game.banked(after)
    gains = [sum(e.points for e in events if e.player == p) + banked[p] - before[p] for p in range(state.players)]
    return gains, events


def full_node(solver: Solver, state):
    """The search's position with every card placed as in ``state`` (the mover's view, the hidden
    cards where they lie)."""
    view = state.view(state.to_move)
    return view_node(view, solver.scoring.view_measures(view), state.hands, state.stock)


@dataclass
class Play:
    """One play of a seeded game: the search's gains and the rules' for it."""

    state: object                        # before the play (a copy), or None when not kept
    table: tuple                         # the table before the play
    move: object
    gains: list
    rules: list
    events: list


@dataclass
class Games:
    plays: list = field(default_factory=list)
    others: list = field(default_factory=list)    # the moves not played at the kept positions
    kept: list = field(default_factory=list)      # copies of positions for the slower checks
    hands: int = 0


def play_games(game: Game, options, hands: int, endings: int = 0, keep_every: int = 3,
               clear: float = 0.8) -> Games:
    """``hands`` seeded hands under ``options``, then ``endings`` seeded ends of hands (``near_hand_end``: the
    tables are small there, and takes of the whole table frequent): the games' bots mixed with random
    moves, and a take of the whole table made, when there is one, with the chance ``clear``."""
    found = Games()
    solver = game.solver_for(options)
    names = list(game.bots)
    weights = [game.bots[n] for n in names]
    seats = {n: game.make_bot(n) for n in names if n != "random"}
    for seed in range(hands + endings):
        state = game.rules.State.new(seed, options) if seed < hands else near_hand_end(game, options, seed)
        rng = random.Random(seed)
        start = state.hand_no
        plies = 0
        while not state.over and state.hand_no == start:
            me = state.to_move
            legal = state.legal_moves()
            name = rng.choices(names, weights)[0]
            clears = [m for m in legal if m.kind == "capture" and len(m.cards) == len(state.table)]
            if clears and rng.random() < clear:
                move = rng.choice(clears)
            elif name == "random":
                move = rng.choice(legal)
            else:
                move = seats[name].choose(state.view(me), legal, rng)
            node = full_node(solver, state)
            kept = state.clone() if plies % keep_every == 0 else None
            if kept is not None:
                found.kept.append(kept)
                # every other legal move of a kept position too: the rarer plays (a take of the whole
                # table) are met more often than the games make them
                for other in legal:
                    if other != move:
                        truth, events = rules_gains(game, state, other)
                        found.others.append(Play(kept, tuple(state.table), other,
                                                 solver.play_gains(node, *play_key(other)), truth, events))
            gains = solver.play_gains(node, *play_key(move))
            truth, events = rules_gains(game, state, move)
            found.plays.append(Play(kept, tuple(state.table), move, gains, truth, events))
            state.apply(move)
            plies += 1
        found.hands += 1
    return found


def near_hand_end(game: Game, options, seed: int, per_hand: int = 2):
    """A position near a hand's end: ``per_hand`` cards each, one or two on the table, one more deal of as
    many in the stock, the rest of the deck in the captured piles (split at random)."""
    rng = random.Random(seed)
    deck = list(DECK)
    rng.shuffle(deck)
    n = options.players
    hands = [deck[i * per_hand:(i + 1) * per_hand] for i in range(n)]
    at = n * per_hand
    table = deck[at:at + rng.choice([1, 2])]
    at += len(table)
    stock = deck[at:at + n * per_hand]
    rest = deck[at + len(stock):]
    cuts = sorted(rng.randrange(len(rest) + 1) for _ in range(n - 1))
    taken = [rest[a:b] for a, b in zip([0] + cuts, cuts + [len(rest)])]
    return game.rules.State.from_position(hands=hands, table=table, stock=stock, taken=taken, to_move=0,
                                          last_taker=rng.choice([None, *range(n)]), options=options)


# --- the rules' answers on a table -------------------------------------------------------------------
def probe(game: Game, options, table, card: Card):
    """A position of the middle of a deal: ``card`` to play on ``table`` (spare cards in the other hands,
    so no play of it ends the hand)."""
    used = set(table) | {card}
    spares = [c for c in DECK if c not in used and c.rank not in ("J",)][:options.players - 1]
    hands = [[card]] + [[s] for s in spares]
    return game.rules.State.from_position(hands=hands, table=list(table), taken=[()] * options.players,
                                          to_move=0, options=options)


@lru_cache(maxsize=200_000)
def rules_takes(game: Game, options, table: tuple, card: Card) -> tuple:
    """(cards taken, the taker's points by the rules, the clearing event's points or None) of each capture
    ``card`` may make on ``table``."""
    position = probe(game, options, table, card)
    found = []
    for move in position.legal_moves():
        if move.kind != "capture":
            continue
        gains, events = rules_gains(game, position, move)
        clear = next((e.points for e in events if e.kind in ("tablanet", "tablenette")), None)
        found.append((frozenset(move.cards), gains[0], clear))
    return tuple(found)


def other_card(table, card: Card) -> Card:
    """A card of ``card``'s rank that is not ``card`` and not on ``table`` (None if there is none)."""
    return next((c for c in DECK if c.rank == card.rank and c != card and c not in table), None)


# --- small positions, solved by plain minimax over the rules --------------------------------------------
def last_deal(game: Game, options, seed: int, per_hand: int = 3, on_table: int = 2):
    """A two-player position of the last deal in which the mover's view pins every card; the rest of the
    deck lies in the captured piles, split near the middle (so the hand's-end bonuses can go either way)."""
    rng = random.Random(seed)
    deck = list(DECK)
    rng.shuffle(deck)
    hands = [deck[:per_hand], deck[per_hand:2 * per_hand - rng.randrange(2)]]
    used = len(hands[0]) + len(hands[1])
    table = deck[used:used + on_table]
    rest = deck[used + on_table:]
    cut = rng.randrange(len(rest) // 2 - 4, len(rest) // 2 + 5)
    return game.rules.State.from_position(hands=hands, table=table, taken=(rest[:cut], rest[cut:]), to_move=0,
                                          last_taker=rng.choice([0, 1, None]), options=options)


def rules_margins(game: Game, state) -> dict:
    """Each legal move's margin for the mover to the hand's end, both sides perfect, by the rules."""
    me = state.to_move

    def line(position, move) -> int:
        gains, events = rules_gains(game, position, move)
        margin = gains[me] - gains[1 - me]
        if any(e.kind == "hand_end" for e in events):
            return margin
        child = position.clone()
        child.apply(move)
        rest = [line(child, m) for m in child.legal_moves()]
        return margin + (max(rest) if child.to_move == me else min(rest))

    return {m: line(state, m) for m in state.legal_moves()}


def exact_values(game: Game, state) -> dict:
    """The search's exact values of every legal move (the mover's view pins every card)."""
    view = state.view(state.to_move)
    assert exact_phase(view)
    solver = game.solver_for(state.options)
    raw = finish(solver.exact_steps(view_node(view, solver.scoring.view_measures(view))))
    return {m: raw[play_key(m)] for m in state.legal_moves()}


@dataclass(frozen=True)
class Sizes:
    """How much a conformance run plays: hands from the deal and from near their end, the kept
    positions every legal move is checked at, the positions the coach is heard at, and the small
    last-deal positions solved exactly."""

    hands: int
    endings: int
    kept: int
    coached: int
    small: int


class Variants:
    """A game's option variants as its conformance test plays them: ``variants`` by name, each
    real field's other values (``field_variants``) among them; the games played under each,
    ``quick`` or ``long`` (``--long``), worked out once a run (``clear()`` empties the coach's cache
    first)."""

    def __init__(self, game: Game, options_class, field_variants: dict, variants: dict, quick: Sizes,
                 long: Sizes, clear=lambda: None):
        self.game, self.options_class = game, options_class
        self.field_variants, self.variants = field_variants, variants
        self.quick, self.long, self.clear = quick, long, clear
        self._played: dict = {}

    def check_every_field(self) -> None:
        """Every field of Options is varied: a new rule option (scoring or not) must be added to the test."""
        assert {f.name for f in dataclasses.fields(self.options_class)} == set(self.field_variants)
        for name, options in self.variants.items():
            assert isinstance(options, self.options_class), name
        assert len({repr(o) for o in self.variants.values()}) == len(self.variants)   # the search tells them apart

    def sizes(self, long_run: bool) -> Sizes:
        return self.long if long_run else self.quick

    def games(self, name: str, long_run: bool):
        key = (name, long_run)
        if key not in self._played:
            self.clear()
            sizes = self.sizes(long_run)
            self._played[key] = play_games(self.game, self.variants[name], sizes.hands, sizes.endings)
        return self._played[key]

    def kept(self, found, long_run: bool) -> list:
        """The kept positions the checks of every legal move go through (spread over the games)."""
        step = max(1, len(found.kept) // self.sizes(long_run).kept)
        return found.kept[::step]
