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

Every reason prints one facts value (``retro.tablenette.facts``: the play's
events, the other side's best take next, whether the values are solved) in
the words of ``retro.tablenette.reasons``; a verdict solved with every card
known is ``exact``, and its loss is told "exactly", never "about".

``hint(state)`` and ``judge(state, move)`` are the API; ``hint_steps`` and
``judge_steps`` are their generator forms for the screens (they yield None
between slices of work). Judgements are cached per position.
"""

from __future__ import annotations

from typing import Sequence

from retro.bot import finish
from retro.coaching import Advice, Verdict, Work, advice_from, verdict_from
from retro.fishing import judging
from retro.tablenette import reasons
from retro.tablenette.bots import solver_for, solvers
from retro.tablenette.facts import advice_facts, verdict_facts
from retro.tablenette.rules import Move, State, View


def _judged(state: State):
    """Generator: the position's ``Judgement`` (every legal move's value, exact or sampled)."""
    view = state.view(state.to_move)
    return (yield from judging.judgement_steps(solver_for(view.options), view, state.legal_moves()))


def judgement_steps(state: State) -> Work:
    """Every legal move's value: the mover's margin to the end of the hand (exact when every card is
    known), else its mean over deals of the unseen cards with both sides answering well."""
    judgement = yield from _judged(state)
    return judgement.values


def clear_cache() -> None:
    """Forget every judged position and solved line (benchmarks time full judgements)."""
    judging.clear_cache()
    for solver in solvers():
        solver.tt.clear()


def _order(view: View, legal: Sequence[Move]) -> list[Move]:
    return judging.soonest_first(solver_for(view.options), view, list(legal))


# --- reasons: the facts of the play (``facts``), printed (``reasons``) ---------------------------


def advice_reason(view: View, legal: Sequence[Move], move: Move, judgement) -> str:
    """Why the coach plays ``move``: what it does, and a fact of the table that makes it best."""
    return reasons.advice_words(advice_facts(view, list(legal), move, judgement.values, judgement.exact))


def verdict_reason(view: View, move: Move, best: Move, loss: float, judgement=None) -> str:
    """Why ``best`` beats ``move``, in facts a player can check on the table (the figures agree with ``loss``)."""
    if loss == 0.0:
        return ""
    exact = judgement is not None and judgement.exact
    return reasons.verdict_words(verdict_facts(view, move, best, loss, exact))


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
                        _order(view, legal), exact=judgement.exact)


def hint(state: State) -> Advice:
    """The play the coach recommends to the player to move."""
    return finish(hint_steps(state))


def judge(state: State, move: Move) -> Verdict:
    """``move`` against the coach's best: ``.loss`` in points of the mover's margin (0.0 if as good)."""
    return finish(judge_steps(state, move))


def move_text(move: Move, played: Move | None = None) -> str:
    """A move as the coach line names it: its card ("K♣"), or, when ``played`` used the same card,
    what it does differently ("K♣ taking 10♦ 4♠", "K♣ to the table")."""
    return reasons.move_text(move, played)
