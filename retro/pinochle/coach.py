"""The pinochle coach: a hint for the player to move and a verdict on each decision.

It works from ``state.view(state.to_move)`` only (PIN-AI1: never the other
hand or the stock, not even with open hands). Every legal move is valued over
the *same* work, as the mover's margin (own points minus the opponent's) for
the rest of the hand:

- round one (play, meld choice, exchange, done): the same sampled deals of
  the unseen cards, each move followed by the same draws and a quick playout
  to the end of the hand; a move's loss is what those deals bear out (its
  mean shortfall less one standard error), so noise is never told as a loss;
- round two: the exact alpha-beta value of the remaining tricks, all twelve
  cards included (the unseen cards are the opponent's hand); the solver's
  table lives on for the round, so later questions are answered at once.

The sampling RNG is seeded from a canonical text of the view alone, so two
states that look the same to the mover get the same hint and the same
verdicts; the values of a position are cached by that text, so a hint and a
judge of the same position cost one evaluation.
"""

from __future__ import annotations

import dataclasses
import math
import random
import statistics

from retro.bot import finish
from retro.cards import SUITS, Card
from retro.coaching import Advice, Verdict, best_move, loss_of, view_seed
from retro.pinochle.advice import contrast_said, describe_said, scored_now
from retro.pinochle.melds import ID_OF
from retro.pinochle.rules import IllegalMove, State
from retro.pinochle.search import playout, sample_world
from retro.pinochle.solver import INF, OutOfNodes, RoundTwoSolver, encode

# Work budgets (work units, never wall time, so the same view gives the same answer).
PLAYOUT_BUDGET = 400        # round-one playouts per decision, shared out among the candidates
MIN_SAMPLES = 16            # ...but every candidate meets at least this many deals
MAX_SAMPLES = 60
SURE = 1.0                  # a sampled loss is cut by this many standard errors (``_sure_values``)
DECLINE_LOSS = 1.0          # the least loss of "done" when a meld or the exchange is advised
POSITION_SAMPLES = 6        # a set-up position that leaves cards out: hands the opponent may hold
SLICE_NODES = 500           # solver nodes between yields
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

    @property
    def solved(self) -> bool:
        """Every value is exact: round two with the unseen cards exactly the opponent's hand (one world)."""
        view = self.view
        return self.exact and view.round == 2 and (view.opponent_hidden == 0
                                                   or len(view.unseen_ids()) == view.opponent_hidden)


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
    return (yield from evaluate_view_steps(state.view(player), state.legal_moves()))


def evaluate_view_steps(view, legal: list, samples: int | None = None):
    """Generator: the Evaluation from the mover's ``view`` and legal moves (the expert bot's search too).

    ``samples`` overrides the round-one deals per move (short tests); such
    an answer is not kept in the cache.
    """
    key = view_text(view)
    found = _cache.get(key) if samples is None else None
    if found is not None:
        return found
    order = _tie_order(legal)
    if view.round == 2:
        # Ties between exactly best plays go to the one that scores sooner.
        order.sort(key=lambda m: -scored_now(view, m))
    if len(legal) == 1:
        result = Evaluation(view, legal, {legal[0]: 0.0}, order, exact=True)
    elif view.round == 1:
        values, order = yield from _round_one(view, legal, random.Random(view_seed(key)), samples)
        result = Evaluation(view, legal, values, order)
    else:
        values = yield from _round_two(view, legal, random.Random(view_seed(key)))
        result = Evaluation(view, legal, values, order, exact=True)
    if samples is None:
        if len(_cache) >= CACHE_SIZE:
            _cache.pop(next(iter(_cache)))
        _cache[key] = result
    return result


def evaluate(state: State) -> Evaluation:
    return finish(evaluate_steps(state))


def samples_for(moves: int) -> int:
    return max(MIN_SAMPLES, min(MAX_SAMPLES, PLAYOUT_BUDGET // max(1, moves)))


def _round_one(view, legal: list, rng: random.Random, samples: int | None = None):
    cview = _canonical(view)
    me = view.player
    base = view.scores[me] - view.scores[1 - me]
    trials = {m: [] for m in legal}
    samples = samples or samples_for(len(legal))
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
            trials[move].append(scores[me] - scores[1 - me] - base)
            yield
    if view.phase == "decide":
        _hold_back_gains_nothing(trials, legal)
    order = _tie_order(legal)
    values, best = _sure_values(trials, order)
    if view.phase == "decide":
        _declining_costs(values, best)
    order.remove(best)
    return values, [best] + order      # the best mean is advised over the moves the deals cannot tell from it


def _declining_costs(values: dict, best) -> None:
    """"Done" while a meld or the exchange is advised loses at least DECLINE_LOSS (in place).

    The advised meld is worth at least as much as holding it back (see
    ``_hold_back_gains_nothing``), so declining it is never "my play too",
    however close the deals make it.
    """
    if best.kind != "done":
        done = next(m for m in values if m.kind == "done")
        values[done] = min(values[done], values[best] - DECLINE_LOSS)


def _sure_values(trials: dict, order: list) -> tuple[dict, object]:
    """(values, the move of the best mean): each move's loss to it cut to what the sampled deals bear out.

    The loss of a move is the mean of its paired differences from the best
    move over the same deals, less one standard error of that mean: a loss
    the deals cannot tell from luck is no loss, so the coach never calls a
    move "about 24 points" worse when the deals say "somewhere from 0 to 48".
    """
    means = {m: statistics.fmean(v) for m, v in trials.items()}
    best = best_move(means, order)
    top = trials[best]
    n = len(top)
    values = {}
    for move, got in trials.items():
        diffs = [a - b for a, b in zip(top, got)]
        mean = statistics.fmean(diffs)
        spread = statistics.stdev(diffs) / math.sqrt(n) if n > 1 else 0.0
        values[move] = means[best] - max(0.0, mean - SURE * spread)
    return values, best


def _hold_back_gains_nothing(trials: dict, legal: list) -> None:
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
            if statistics.fmean(trials[m]) < statistics.fmean(trials[done]):
                trials[m] = trials[done]


def _solver(view) -> RoundTwoSolver:
    last_trick = view.options.last_trick_points
    key = (view.trump, tuple(view.trick_points), last_trick)
    solver = _solvers.get(key)
    if solver is None or len(solver.table) > 300_000:
        _solvers.clear()
        solver = _solvers[key] = RoundTwoSolver(SUITS.index(view.trump), view.trick_points, last_trick)
    return solver


def _exact(solver: RoundTwoSolver, ask):
    """Generator: ``ask()`` run to its exact end in slices of SLICE_NODES (finished work stays in the table).

    The slice is the solver's, not the ask's: short asks in a row share one slice of nodes."""
    while True:
        if solver.nodes >= solver.slice_end:
            yield
            solver.slice_end = solver.nodes + SLICE_NODES
        solver.limit = solver.slice_end
        try:
            value = ask()
        except OutOfNodes:
            continue
        solver.limit = 1 << 62
        return value


def _round_two(view, legal: list, rng: random.Random):
    """Exact values of every card: the rest of the hand solved with both sides playing perfectly.

    In a real game the unseen cards are the opponent's hand, so there is one
    world and every value is exact. A set-up position that leaves cards out
    gets several hands the opponent may hold, each solved exactly.
    """
    solver = _solver(view)
    mine = [ID_OF[c] for c in sorted(view.hand, key=ID_OF.__getitem__)]
    known = sorted(ID_OF[c] for c in view.opponent_known)
    pool = view.unseen_ids()
    hidden = view.opponent_hidden
    if len(pool) == hidden or hidden == 0:
        worlds = [pool[:hidden]]      # the unseen cards are exactly the opponent's hand
    else:
        worlds = [rng.sample(pool, hidden) for _ in range(POSITION_SAMPLES)]
    totals = {m: 0.0 for m in legal}
    for hidden_cards in worlds:
        theirs = known + sorted(hidden_cards)
        values = yield from _exact_values(solver, view, mine, theirs)
        for move in legal:
            totals[move] += values[ID_OF[move.card]]
    return {m: totals[m] / len(worlds) for m in legal}


def _exact_values(solver, view, mine, theirs):
    """Generator: the exact margin (mover minus opponent) after each card the mover may play."""
    if view.phase == "lead":
        leader, follower = encode(mine), encode(theirs)
        cards = solver.leads(leader, follower)
    else:
        lead = ID_OF[view.trick[0]]
        rest, follower = encode(theirs), encode(mine)
        cards = solver.answers(follower, lead)
    values = {}
    guess = 0
    for c in cards:
        if view.phase == "lead":
            guess = yield from _zero_windows(solver, lambda a, b: solver.lead_value(c, leader, follower, a, b),
                                             guess)
        else:
            guess = yield from _zero_windows(solver, lambda a, b: solver.follow_value(lead, c, rest, follower, a, b),
                                             guess)
        values[c] = guess
    return values


def _zero_windows(solver, value_in, guess: int):
    """Generator: the exact value by null-window tests closing in from ``guess`` (MTD(f)).

    Each test only asks "above or below?", which the table answers far more
    cheaply than a full window; the values are whole points, so it ends.
    """
    low, high, g = -INF, INF, guess
    while low < high:
        beta = g + 1 if g == low else g
        g = yield from _exact(solver, lambda: value_in(beta - 1, beta))
        if g < beta:
            high = g
        else:
            low = g
    return g


# --------------------------------------------------------------- the API
def hint_steps(state: State):
    """Generator form of ``hint``: yields None between slices, returns the Advice."""
    ev = yield from evaluate_steps(state)
    return _advice(ev)


def _advice(ev: Evaluation) -> Advice:
    move = best_move(ev.values, ev.order)
    return Advice(move, describe_said(ev, move, keys=True).text)


def judge_steps(state: State, move):
    """Generator form of ``judge``: yields None between slices, returns the Verdict."""
    legal = state.legal_moves()
    chosen = _legal_match(legal, move)
    ev = yield from evaluate_steps(state)
    return verdict_of(ev, chosen)


def verdict_said(ev: Evaluation, chosen):
    """(the Verdict on the legal move ``chosen``, the ``facts.Said`` its reason and exactness come from)."""
    best = best_move(ev.values, ev.order)
    loss = loss_of(ev.values, chosen)
    if loss == 0.0:
        best, said = chosen, describe_said(ev, chosen)
    else:
        said = contrast_said(ev, best, chosen)
    return Verdict(chosen, best, loss, said.text, exact=said.exact), said


def verdict_of(ev: Evaluation, chosen) -> Verdict:
    return verdict_said(ev, chosen)[0]


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
