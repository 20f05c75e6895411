"""The pinochle coach: a hint for the player to move and a verdict on each decision.

It works from ``state.view(state.to_move)`` only (PIN-AI1: never the other
hand or the stock, not even with open hands). Every legal move is valued over
the *same* work, as the mover's margin (own points minus the opponent's) for
the rest of the hand:

- round one (play, meld choice, exchange, done): the same sampled deals of
  the unseen cards, each move followed by the same draws and the expert's
  quick playout to the end of the hand;
- round two: the exact alpha-beta value of the remaining tricks (the unseen
  cards are the opponent's hand), the first few tricks played by the quick
  policy when too many cards are left for an exact answer in time.

The sampling RNG is seeded from a canonical text of the view alone, so two
states that look the same to the mover get the same hint and the same
verdicts; the values of a position are cached by that text, so a hint and a
judge of the same position cost one evaluation.
"""

from __future__ import annotations

import dataclasses
import random

from retro.bot import finish
from retro.cards import SUITS, Card
from retro.coaching import Advice, Verdict, best_move, loss_of, view_seed
from retro.pinochle.advice import contrast, describe
from retro.pinochle.melds import ID_OF
from retro.pinochle.rules import IllegalMove, Options, Parts, Phase, State
from retro.pinochle.search import _playout_card, playout, sample_world
from retro.pinochle.solver import BIT, INF, OutOfNodes, RoundTwoSolver, encode

# Work budgets (work units, never wall time, so the same view gives the same answer).
PLAYOUT_BUDGET = 180        # round-one playouts per decision, shared out among the candidates
MIN_SAMPLES = 10            # ...but every candidate meets at least this many deals
MAX_SAMPLES = 40
EXACT_CARDS = 8             # round two: exact at once when the mover holds at most this many cards
POLICY_TO = 6               # ...else quick play down to this many cards, then exact
POSITION_SAMPLES = 6        # a set-up position that leaves cards out: hands the opponent may hold
SLICE_NODES = 1_500         # solver nodes between yields
CACHE_SIZE = 24
EAGER = True                # playouts fight for late round-one tricks (search.playout)


# --------------------------------------------------------------- the view
def view_text(view) -> str:
    """A canonical text of everything the mover can see (nothing hidden, nothing about open hands).

    Made from every field of the view in order, so a new field (a new rule
    option included) is keyed too; cards inside are card ids.
    """
    parts: list = ["pinochle"]
    for f in dataclasses.fields(view):
        name, value = f.name, getattr(view, f.name)
        if name in _UNKEYED_FIELDS:
            continue
        if name == "options":
            parts += _option_values(value)
        elif name in _PER_PLAYER_FIELDS:
            parts += [_key_part(v) for v in value]
        elif name in _UNORDERED_FIELDS:
            parts.append(sorted(_key_part(value)))
        elif isinstance(value, Card):
            parts.append(value)
        else:
            parts.append(_key_part(value))
    return "|".join(_text(p) for p in parts)


_UNKEYED_FIELDS = frozenset({"melded", "trick_points", "players"})  # told by meld_records, count; always 2
_PER_PLAYER_FIELDS = frozenset({"meld_records"})   # one part per player
_UNORDERED_FIELDS = frozenset({"hand", "opponent_known"})   # their order tells nothing
_UNKEYED_OPTIONS = frozenset({"open_hands"})      # how the cards are shown, not what the mover knows
_FIRST_OPTIONS = ("count", "game_point", "single_hand")   # the key's order since the coach began


def _key_part(value):
    """Plain data of a view field: cards as ids, records as lists of their fields."""
    if isinstance(value, Card):
        return ID_OF[value]
    if dataclasses.is_dataclass(value):
        return [_key_part(getattr(value, f.name)) for f in dataclasses.fields(value)]
    if isinstance(value, (list, tuple)):
        return [_key_part(v) for v in value]
    return value


def _option_values(options) -> list:
    """Every rule option but the unkeyed ones, from the dataclass's fields (a new option is keyed too)."""
    names = [f.name for f in dataclasses.fields(options) if f.name not in _UNKEYED_OPTIONS]
    names.sort(key=lambda n: _FIRST_OPTIONS.index(n) if n in _FIRST_OPTIONS else len(_FIRST_OPTIONS))
    return [getattr(options, n) for n in names]


def _text(part) -> str:
    if isinstance(part, (list, tuple)):
        return "[" + ",".join(_text(p) for p in part) + "]"
    return str(part)


def _canonical(view):
    """The view with its own hand and the opponent's seen cards in card order (order tells nothing)."""
    return dataclasses.replace(view, hand=tuple(sorted(view.hand, key=ID_OF.__getitem__)),
                               opponent_known=tuple(sorted(view.opponent_known, key=ID_OF.__getitem__)))


# ------------------------------------------------------------ evaluation
@dataclasses.dataclass
class Evaluation:
    """Every legal move's value (mover's margin for the rest of the hand) over the same work."""

    view: object
    legal: list
    values: dict
    order: list          # tie order: the earlier move is advised (the melded copy first, PIN-M12a)
    exact: bool = False  # round two solved exactly


_cache: dict[str, Evaluation] = {}
_solvers: dict[tuple, RoundTwoSolver] = {}


def clear_cache() -> None:
    _cache.clear()
    _solvers.clear()


def _tie_order(legal: list) -> list:
    """Moves in the order ties are broken: melds by value, exchange, done; a melded copy before the hand's."""
    def key(m):
        if m.kind == "play":
            return (0, ID_OF[m.card], not m.from_meld)
        if m.kind == "exchange":
            return (1, 0, False)
        if m.kind == "meld":
            return (2, -m.value, False)
        return (3, 0, False)
    return sorted(legal, key=key)


def evaluate_steps(state: State):
    """Generator: the Evaluation of the position for the player to move (yields between slices)."""
    player = state.to_move
    if player is None:
        raise IllegalMove("the match is over: nothing to advise")
    view = state.view(player)
    key = view_text(view)
    found = _cache.get(key)
    if found is not None:
        return found
    legal = state.legal_moves()
    order = _tie_order(legal)
    if len(legal) == 1:
        result = Evaluation(view, legal, {legal[0]: 0.0}, order, exact=True)
    elif view.round == 1:
        values = yield from _round_one(view, legal, random.Random(view_seed(key)))
        result = Evaluation(view, legal, values, order)
    else:
        values = yield from _round_two(view, legal, random.Random(view_seed(key)))
        result = Evaluation(view, legal, values, order, exact=True)
    if len(_cache) >= CACHE_SIZE:
        _cache.pop(next(iter(_cache)))
    _cache[key] = result
    return result


def evaluate(state: State) -> Evaluation:
    return finish(evaluate_steps(state))


def samples_for(moves: int) -> int:
    return max(MIN_SAMPLES, min(MAX_SAMPLES, PLAYOUT_BUDGET // max(1, moves)))


def _round_one(view, legal: list, rng: random.Random):
    cview = _canonical(view)
    me = view.player
    base = view.scores[me] - view.scores[1 - me]
    totals = {m: 0.0 for m in legal}
    samples = samples_for(len(legal))
    for _ in range(samples):
        # A set-up position may leave cards out: the stock holds only stock_size of the rest.
        world = sample_world(cview, rng, trim_stock=True)
        seed = rng.getrandbits(32)
        for move in legal:
            trial = world.clone()
            trial.reseed(seed)            # every move meets the same deal and the same draws
            trial.apply(move)
            playout(trial, EAGER)
            scores = trial.scores
            totals[move] += scores[me] - scores[1 - me] - base
            yield
    values = {m: totals[m] / samples for m in legal}
    if view.phase == "decide":
        _hold_back_gains_nothing(values, legal)
    return values


def _hold_back_gains_nothing(values: dict, legal: list) -> None:
    """A meld or the exchange made now is worth at least as much as "done" (in place).

    The playouts see every card, so holding a meld back has no hidden-
    information value in them; a meld laid down now keeps its cards playable
    and every later meld possible, and the exchange can only be made once.
    When "done" still comes out ahead it is the playouts' noise, not a lesson.
    The deece is the exception while the exchange is open: melding it gives
    the exchange up.
    """
    done = next(m for m in legal if m.kind == "done")
    can_exchange = any(m.kind == "exchange" for m in legal)
    for m in legal:
        if m.kind == "exchange" or (m.kind == "meld" and not (m.name == "deece" and can_exchange)):
            if values[m] < values[done]:
                values[m] = values[done]


def _solver(view) -> RoundTwoSolver:
    key = (view.trump, tuple(view.trick_points))
    solver = _solvers.get(key)
    if solver is None or len(solver.table) > 300_000:
        _solvers.clear()
        solver = _solvers[key] = RoundTwoSolver(SUITS.index(view.trump), view.trick_points)
    return solver


def _exact(solver: RoundTwoSolver, ask):
    """Generator: ``ask()`` run to its exact end in slices of SLICE_NODES (finished work stays in the table)."""
    while True:
        solver.limit = solver.nodes + SLICE_NODES
        try:
            value = ask()
        except OutOfNodes:
            yield
            continue
        solver.limit = 1 << 62
        return value


def _round_two(view, legal: list, rng: random.Random):
    solver = _solver(view)
    me = view.player
    mine = [ID_OF[c] for c in sorted(view.hand, key=ID_OF.__getitem__)]
    known = sorted(ID_OF[c] for c in view.opponent_known)
    pool = view.unseen_ids()
    if len(pool) == view.opponent_hidden:
        worlds = [pool]          # a real game: the unseen cards are exactly the opponent's hand
    else:
        worlds = [rng.sample(pool, view.opponent_hidden) for _ in range(POSITION_SAMPLES)]
    totals = {m: 0.0 for m in legal}
    trump = SUITS.index(view.trump)
    for hidden in worlds:
        theirs = known + sorted(hidden)
        for move in legal:
            c = ID_OF[move.card]
            if len(mine) <= EXACT_CARDS:
                value = yield from _exact_after(solver, view, mine, theirs, c)
            else:
                value = yield from _policy_then_exact(solver, view, mine, theirs, c, trump, me)
            totals[move] += value
            yield
    return {m: totals[m] / len(worlds) for m in legal}


def _exact_after(solver, view, mine, theirs, c):
    """Exact margin (mover minus opponent) of the rest of the hand after the mover plays ``c``."""
    if view.phase == "lead":
        leader, follower = encode(mine), encode(theirs)
        value = yield from _exact(solver, lambda: solver._answer(c, leader - BIT[c], follower, -INF, INF))
        return value
    lead = ID_OF[view.trick[0]]
    rest, follower = encode(theirs), encode(mine)
    value = yield from _exact(solver, lambda: solver._after(lead, c, rest, follower - BIT[c], -INF, INF))
    return -value


def _policy_then_exact(solver, view, mine, theirs, c, trump, me):
    """Play ``c``, then the quick policy down to POLICY_TO cards each, then the exact rest."""
    trick = [ID_OF[x] for x in view.trick]
    hands = [list(mine), list(theirs)] if me == 0 else [list(theirs), list(mine)]
    world = State.assemble(Parts(
        options=Options(count=view.options.count), rng=random.Random(0), dealer=1, hand_number=1, trump=trump,
        upcard=None, stock=[], hands=hands, melded=[[], []], round=2, phase=Phase.FOLLOW if trick else Phase.LEAD,
        leader=view.leader, trick=trick, meld_made=False, scores=[0, 0]))
    first = [c]     # the mover's card, then the quick policy

    def card_for(state):
        return first.pop() if first else _playout_card(state)

    world.play_out(card_for, False,
                   stop=lambda state: not first and len(state.hand_ids[state.leader]) <= POLICY_TO)
    scores, held = world.scores, world.hand_ids
    margin = scores[me] - scores[1 - me]
    if world.phase is Phase.OVER or not held[world.leader]:
        return margin
    lead_hand, other = encode(held[world.leader]), encode(held[1 - world.leader])
    rest = yield from _exact(solver, lambda: solver.value(lead_hand, other))
    return margin + (rest if world.leader == me else -rest)


# --------------------------------------------------------------- the API
def hint_steps(state: State):
    """Generator form of ``hint``: yields None between slices, returns the Advice."""
    ev = yield from evaluate_steps(state)
    return _advice(ev)


def _advice(ev: Evaluation) -> Advice:
    move = best_move(ev.values, ev.order)
    return Advice(move, describe(ev, move))


def judge_steps(state: State, move):
    """Generator form of ``judge``: yields None between slices, returns the Verdict."""
    legal = state.legal_moves()
    chosen = _legal_match(legal, move)
    ev = yield from evaluate_steps(state)
    best = best_move(ev.values, ev.order)
    loss = loss_of(ev.values, chosen)
    if loss == 0.0:
        return Verdict(chosen, chosen, 0.0, describe(ev, chosen))
    return Verdict(chosen, best, loss, contrast(ev, best, chosen))


def hint(state: State) -> Advice:
    """The coach's advice for the player to move (spec/API.md "Coach")."""
    return finish(hint_steps(state))


def judge(state: State, move) -> Verdict:
    """The mover's ``move`` against the coach's best: ``.best``, ``.loss`` (>= 0) and ``.reason``."""
    return finish(judge_steps(state, move))


def _legal_match(legal: list, move):
    for m in legal:
        if m == move:
            return m
    if getattr(move, "kind", None) == "meld":
        try:
            wanted = sorted(ID_OF[c] for c in move.cards)
        except (KeyError, TypeError):
            wanted = None
        for m in legal:
            if m.kind == "meld" and sorted(ID_OF[c] for c in m.cards) == wanted:
                return m
    raise IllegalMove(f"not a legal move here: {move}")
