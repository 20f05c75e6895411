"""Tablanet's coach: what it would play, and what a play gives up against that.

It works from the mover's view only (``state.view(state.to_move)``) and plays
by the search the expert plays by (``retro.fishing.judging``). With
two players and the stock empty the view pins every card, and each legal
move is solved exactly to the end of the hand (card points, tablanets, the
last cards, the 3-point bonus). Before that, the unseen cards are dealt at
random (from a generator seeded by the view alone, so two states that look
the same to the mover get the same advice) and every legal move is played
in the same deals, each player answering well, and the tablanet the next
player could make on the table a move leaves is weighed by what it would
score and how likely it is (``retro.tablanet.search``). A move's value is
the mover's margin (own points minus the best opponent's); equal values go
to the move that scores sooner. A verdict solved with every card known is
``exact`` (its loss is said "exactly", an estimate "about").

Reasons are plain lines a player can check against the table ("K♣ takes
the whole table: a tablanet worth 31 points"): each is one value made from
the plays' facts (``retro.tablanet.facts``, ``retro.tablanet.explain``)
that the words print, in English or Russian (``retro.tablanet.reasons``).
Pure: no Pyxel, no I/O.
"""

from __future__ import annotations

from typing import Generator

from retro.bot import finish
from retro.coaching import Advice, Verdict, advice_from, best_move, verdict_from
from retro.fishing import judging
from retro.tablanet import search
from retro.tablanet.explain import YOURS, advice_reason, verdict_reason
from retro.tablanet.facts import all_facts, exposure
from retro.tablanet.rules import Move, State, View

__all__ = ["hint", "judge", "hint_steps", "judge_steps", "judgement_steps", "clear_cache"]


def clear_cache() -> None:
    """Forget every position judged and line solved so far (the benchmark times fresh work)."""
    search.clear_cache()


def _view_key(view: View) -> str:
    """The view's canonical text: everything the mover can see, nothing else."""
    return judging.view_key(view)


def _judged(state: State):
    """Generator: the position's ``Judgement`` (every legal move's value, exact or sampled and weighed)."""
    return (yield from search.judgement_steps(state.view(state.to_move), state.legal_moves()))


def judgement_steps(state: State) -> Generator[None, None, dict]:
    """Every legal move's value (the mover's margin to the end of the hand, exact when every card is
    known, else over sampled deals); yields None between slices; returns ``{move: value}``."""
    judgement = yield from _judged(state)
    return judgement.values


def _order(view: View, legal: list[Move]) -> list[Move]:
    return judging.soonest_first(search.solver_for(view.options), view, legal)


def _exposure(view: View, move: Move) -> int:
    """How many cards the others may hold that could take the card ``move`` lays (in any capture)."""
    return exposure(view, move)


# --- the API ---------------------------------------------------------------------------------------


def hint_steps(state: State) -> Generator[None, None, Advice]:
    """The generator form of ``hint``: yields None between slices of work."""
    judgement = yield from _judged(state)
    view, legal = state.view(state.to_move), state.legal_moves()
    facts = all_facts(view, legal)
    return advice_from(judgement.values, lambda m: advice_reason(view, legal, m, judgement, YOURS, facts),
                       order=_order(view, legal))


def judge_steps(state: State, move: Move) -> Generator[None, None, Verdict]:
    """The generator form of ``judge``: yields None between slices of work."""
    legal = state.legal_moves()
    if move not in legal:
        move = _matching(legal, move)
    judgement = yield from _judged(state)
    view = state.view(state.to_move)
    facts = all_facts(view, legal)
    return verdict_from(judgement.values, move,
                        lambda m, b, loss: verdict_reason(view, legal, m, b, loss, judgement, facts),
                        order=_order(view, legal), exact=judgement.exact)


def _matching(legal: list[Move], move) -> Move:
    """The legal move equal to ``move`` up to the order of its table cards (else ValueError)."""
    key = getattr(move, "key", None)
    for m in legal:
        if m.key == key:
            return m
    raise ValueError(f"not a legal move: {move}")


def hint(state: State) -> Advice:
    """The play the coach recommends to the player to move, with one plain line why."""
    return finish(hint_steps(state))


def judge(state: State, move: Move) -> Verdict:
    """``move`` against the coach's best: ``.best``, ``.loss`` (points of margin given up), ``.reason``."""
    return finish(judge_steps(state, move))


def best(state: State) -> Move:
    """The coach's move (for demo players and tests)."""
    values = finish(judgement_steps(state))
    return best_move(values, state.legal_moves())
