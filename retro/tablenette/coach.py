"""Tablenette's coach: the play it recommends and a verdict on any play, from the mover's view only.

Built on the fishing search (``retro.fishing.judging``, ``retro.fishing.solver``),
the same the expert plays by. In the hand's last deal the mover's view pins
the opponent's hand, and every legal move is solved exactly to the end of
the hand (points, Tablenettes, the last cards, more than 27 cards). Before
that, the cards the mover cannot see are dealt at random many times (from a
generator seeded by the view alone: the hidden cards never change the
advice), and in every deal each legal move is played and answered well by
both sides. A move's value is the mover's margin (own points less the
opponent's); equal values go to the move that scores sooner.

``hint(state)`` and ``judge(state, move)`` are the API; ``hint_steps`` and
``judge_steps`` are their generator forms for the screens (they yield None
between slices of work). Judgements are cached per position.
"""

from __future__ import annotations

from typing import Sequence

from retro.bot import finish
from retro.cards import Card
from retro.coaching import Advice, Verdict, Work, advice_from, verdict_from
from retro.fishing import judging
from retro.fishing.bots import symbols, table_after
from retro.tablenette.bots import SOLVER, SycompBot, gain, play_words, plural
from retro.tablenette.rules import Move, State, View

_POLICY = SycompBot()

RANK_NAMES = {"A": "an Ace", "J": "a Jack", "Q": "a Queen", "K": "a King", "8": "an 8"}


def _judged(state: State):
    """Generator: the position's ``Judgement`` (every legal move's value, exact or sampled)."""
    return (yield from judging.judgement_steps(SOLVER, state.view(state.to_move), state.legal_moves()))


def judgement_steps(state: State) -> Work:
    """Every legal move's value: the mover's margin to the end of the hand (exact when every card is
    known), else its mean over deals of the unseen cards with both sides answering well."""
    judgement = yield from _judged(state)
    return judgement.values


def clear_cache() -> None:
    """Forget every judged position and solved line (benchmarks time full judgements)."""
    judging.clear_cache()
    SOLVER.tt.clear()


def _order(view: View, legal: Sequence[Move]) -> list[Move]:
    return judging.soonest_first(SOLVER, view, list(legal))


# --- reasons in plain words ---------------------------------------------------------------


def _rank_name(rank: str) -> str:
    return RANK_NAMES.get(rank, f"a {rank}")


def best_answer(view: View, table: Sequence[Card]) -> tuple[Card, Move, int] | None:
    """The card the opponent may hold that would score most on ``table`` next, its capture and its points."""
    best = None
    if not table:
        return None
    for card in set(view.unseen()) | set(view.known_hands[1 - view.player]):
        probe = State.from_position(hands=[[card], []], table=list(table))
        for m in probe.legal_moves():
            if m.kind == "capture":
                points = sum(gain(table, m))
                if best is None or points > best[2] or (points == best[2] and str(card) < str(best[0])):
                    best = (card, m, points)
    return best


def _answer_points(view: View, table) -> int:
    found = best_answer(view, table)
    return found[2] if found else 0


def _now(view: View, move: Move) -> int:
    return sum(gain(view.table, move))


def _answer_words(view: View, move: Move) -> str:
    """"after yours, a King could take 10♦ 4♠ for 2 points" (the opponent's best take next)."""
    card, capture, points = best_answer(view, table_after(view.table, move))
    left = table_after(view.table, move)
    what = "clear the table" if len(capture.cards) == len(left) and card.rank != "J" \
        else f"take {symbols(capture.cards)}"
    return f"after yours, {_rank_name(card.rank)} could {what} for {plural(points, 'point')}"


def advice_reason(view: View, legal: Sequence[Move], move: Move, judgement) -> str:
    """Why the coach plays ``move``: what it does, and a fact of the table that makes it best."""
    values = judgement.values
    words = play_words(move, view.table)
    now = _now(view, move)
    ties = [m for m in legal if m != move and abs(values[m] - values[move]) < 1e-9]
    if ties and now > max(_now(view, m) for m in ties):
        other = max(ties, key=lambda m: _now(view, m))
        return f"{words}: as good as {move_text(other, move)}, and it scores sooner"
    if move.kind == "capture" and len(move.cards) == len(view.table):
        return words
    if move.kind == "capture" and now == max(_now(view, m) for m in legal):
        return f"{words}: the most points now"
    _, judged = _POLICY.judge(view, _POLICY.counter(view), move)
    if move.kind == "discard" and ("makes 12" in judged or "more than any card can clear" in judged):
        return judged.split("; ")[0]
    left = _answer_points(view, table_after(view.table, move))
    least = min(_answer_points(view, table_after(view.table, m)) for m in legal)
    nothing = "nothing can be taken, and " if not any(m.kind == "capture" for m in legal) else ""
    if left == 0:
        return f"{words}: {nothing}the opponent cannot score on the table it leaves"
    if left == least:
        return f"{words}: {nothing}it leaves the opponent the least to take"
    if judgement.exact:
        return f"{words}: {nothing}with every card known, it ends the hand best"
    return f"{words}: {nothing}the other plays leave the opponent more over the next plays"


def verdict_reason(view: View, move: Move, best: Move, loss: float, judgement=None) -> str:
    """Why ``best`` beats ``move``, in facts a player can check on the table (the figures agree with ``loss``)."""
    if loss == 0.0:
        return ""
    table = view.table
    now_best, now_move = _now(view, best), _now(view, move)
    diff = now_best - now_move
    yours = f"yours scores {plural(now_move, 'point')}" if now_move else "yours scores nothing"
    if diff > loss + 0.5:
        return f"{play_words(best, table)}; {yours} now, and wins part of it back later"
    if diff > 0 and diff >= 0.75 * loss - 0.5:      # the difference now is (most of) the loss
        return f"{play_words(best, table)}; {yours}"
    if diff > 0:
        return f"{play_words(best, table)}; {yours}, and the rest of the hand goes worse"
    after_move = _answer_points(view, table_after(table, move))
    after_best = _answer_points(view, table_after(table, best))
    if after_move > after_best:
        return _answer_words(view, move)
    exact = judgement is not None and judgement.exact
    return play_words(best, table) + ("; with every card known, yours ends the hand worse" if exact
                                      else "; yours leaves the opponent more over the next plays")


# --- the API ------------------------------------------------------------------------------

def hint_steps(state: State) -> Work:
    """Generator form of ``hint``."""
    judgement = yield from _judged(state)
    view, legal = state.view(state.to_move), state.legal_moves()
    return advice_from(judgement.values, lambda m: advice_reason(view, legal, m, judgement), _order(view, legal))


def judge_steps(state: State, move: Move) -> Work:
    """Generator form of ``judge``; ``move`` must be legal in ``state``."""
    legal = state.legal_moves()
    if move not in legal:
        raise ValueError(f"{move} is not a legal move here")
    judgement = yield from _judged(state)
    view = state.view(state.to_move)
    return verdict_from(judgement.values, move, lambda m, b, loss: verdict_reason(view, m, b, loss, judgement),
                        _order(view, legal))


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
