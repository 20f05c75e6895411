"""Tablenette's coach: the play it recommends and a verdict on any play, from the mover's view only.

Built on the expert's sampled search (``bots.ExpertBot``, ``retro.fishing.bots``):
the cards the mover cannot see are dealt at random many times, and in every
such world *every* legal move is played, answered as the standard player
would answer it, and the table then left is judged, exactly as the expert
judges its candidates. A move's value is the mover's margin (own points less
the opponent's) on average over the same worlds, so a loss is a fair
comparison. The worlds come from a generator seeded from the mover's view
alone (``retro.coaching.view_seed``): the hidden cards never change the advice.

``hint(state)`` and ``judge(state, move)`` are the API; ``hint_steps`` and
``judge_steps`` are their generator forms for the screens (they yield None
between slices of work). Judgements are cached per position.
"""

from __future__ import annotations

import random
from typing import Sequence

from retro.bot import finish
from retro.cards import Card
from retro.coaching import Advice, Verdict, Work, advice_from, verdict_from, view_seed
from retro.fishing.bots import bounded_cache, sample_world, symbols, table_after
from retro.tablenette.bots import ExpertBot, SycompBot, gain, play_words, plural
from retro.tablenette.rules import Move, State, View

# Work budget: sampled worlds per judgement, fewer when there are many moves to
# try in each (the same for a position however the slices fall across frames).
LINE_BUDGET = 120
MIN_WORLDS, MAX_WORLDS = 6, 20

_SEARCH = ExpertBot()
_POLICY = SycompBot()
_JUDGED: dict[tuple, dict[Move, float]] = {}

RANK_NAMES = {"A": "an Ace", "J": "a Jack", "Q": "a Queen", "K": "a King", "8": "an 8"}


def worlds_for(moves: int) -> int:
    """How many sampled worlds judge a position with ``moves`` legal moves."""
    return max(MIN_WORLDS, min(MAX_WORLDS, LINE_BUDGET // max(1, moves)))


def seed_of(view: View) -> int:
    """The coach's seed: from what the mover can see, nothing else."""
    return view_seed(
        "tablenette", view.player, view.dealer, view.to_move, sorted(map(str, view.hand)),
        [str(c) for c in view.table], [sorted(map(str, t)) for t in view.taken], list(view.scores),
        list(view.hand_sizes), view.stock_size, view.last_taker, view.cleared_by, view.hand_no,
        view.deal_no, [sorted(map(str, k)) for k in view.known_hands],
        [(i, str(c)) for i, c in view.stock_known], [(str(c), w) for c, w in view.opening_jacks])


def _key(view: View, legal: Sequence[Move]) -> tuple:
    return (view, tuple(legal))


def judgement_steps(state: State) -> Work:
    """Every legal move's value (the mover's expected margin) over the same sampled worlds."""
    view = state.view(state.to_move)
    legal = state.legal_moves()
    key = _key(view, legal)
    found = _JUDGED.get(key)
    if found is not None:
        return found
    if len(legal) == 1:
        values = {legal[0]: 0.0}
    else:
        rng = random.Random(seed_of(view))
        worlds = worlds_for(len(legal))
        totals = {m: 0.0 for m in legal}
        cache: dict = {}
        for _ in range(worlds):
            world = sample_world(State, view, rng)
            for move in legal:
                totals[move] += _SEARCH._line(view, world, move, cache)
                yield None
        values = {m: totals[m] / worlds for m in legal}
    bounded_cache(_JUDGED, 2_000)[key] = values
    return values


def clear_cache() -> None:
    """Forget every judged position (benchmarks time full judgements)."""
    _JUDGED.clear()


# --- reasons in plain words ---------------------------------------------------------------

def advice_reason(view: View, move: Move) -> str:
    """Why the coach plays ``move``: what it does, and what the standard player's rules say of it."""
    _, why = _POLICY.judge(view, _POLICY.counter(view), move)
    return why


def _rank_name(rank: str) -> str:
    return RANK_NAMES.get(rank, f"a {rank}")


def best_answer(view: View, table: Sequence[Card]) -> tuple[Card, Move, int] | None:
    """The unseen card that would score most on ``table`` next, its capture and its points."""
    best = None
    if not table:
        return None
    for card in view.unseen():
        probe = State.from_position(hands=[[card], []], table=list(table))
        for m in probe.legal_moves():
            if m.kind == "capture":
                points = sum(gain(table, m))
                if best is None or points > best[2]:
                    best = (card, m, points)
    return best


def verdict_reason(view: View, move: Move, best: Move, loss: float) -> str:
    """Why ``best`` beats ``move``, in facts a player can check on the table."""
    if loss == 0.0:
        return ""
    table = view.table
    now_best, now_move = sum(gain(table, best)), sum(gain(table, move))
    if now_best > now_move:
        yours = f"; yours scores {plural(now_move, 'point')}" if now_move else ""
        return play_words(best, table) + yours
    answer = best_answer(view, table_after(table, move))
    answer_best = best_answer(view, table_after(table, best))
    if answer and answer[2] > (answer_best[2] if answer_best else 0):
        card, capture, points = answer
        what = "clear the table" if len(capture.cards) == len(table_after(table, move)) and card.rank != "J" \
            else f"take {symbols(capture.cards)}"
        return f"after yours, {_rank_name(card.rank)} could {what} for {plural(points, 'point')}"
    return play_words(best, table) + ": it does better over the next plays"


# --- the API ------------------------------------------------------------------------------

def hint_steps(state: State) -> Work:
    """Generator form of ``hint``."""
    values = yield from judgement_steps(state)
    view = state.view(state.to_move)
    return advice_from(values, lambda m: advice_reason(view, m), state.legal_moves())


def judge_steps(state: State, move: Move) -> Work:
    """Generator form of ``judge``; ``move`` must be legal in ``state``."""
    legal = state.legal_moves()
    if move not in legal:
        raise ValueError(f"{move} is not a legal move here")
    values = yield from judgement_steps(state)
    view = state.view(state.to_move)
    return verdict_from(values, move, lambda m, b, loss: verdict_reason(view, m, b, loss), legal)


def hint(state: State) -> Advice:
    """The play the coach recommends to the player to move."""
    return finish(hint_steps(state))


def judge(state: State, move: Move) -> Verdict:
    """``move`` against the coach's best: ``.loss`` in points of the mover's margin (0.0 if as good)."""
    return finish(judge_steps(state, move))


def move_text(move: Move, played: Move | None = None) -> str:
    """A move as the coach line names it: its card ("K♣"), or, when ``played`` used the same card,
    what it does differently ("K♣ taking 10♦ 4♠", "K♣ to the table")."""
    if played is None or played.card != move.card:
        return move.card.symbol
    if move.kind == "capture" and move.card.rank != "J":
        return f"{move.card.symbol} taking {symbols(move.cards)}"
    if move.kind == "capture":
        return f"{move.card.symbol} (the sweep)"
    return f"{move.card.symbol} to the table"
