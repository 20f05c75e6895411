"""Casino's coach: the play it recommends and what another play gives up, from the mover's view only.

Every legal move is valued by one search (``lookahead``): exact to the
round's end when two play and the stock is empty (the view then pins the
other hand), and elsewhere over deals of the unseen cards with the others
replying well and the open bonuses valued by their chances. The hint is the
best of those values and a verdict is a move's distance from it, so the two
always agree. A position's work is kept, so a hint and the verdict on the
move played next cost one search. Reasons print the facts of what a move
does and what it gives up (``facts``, ``coach_words``); a verdict is exact
when the search solved the round (every card known).
"""

from __future__ import annotations

from retro.bot import finish
from retro.casino.coach_words import advice_words, verdict_words
from retro.casino.facts import AdviceFacts, VerdictFacts, advice_facts, verdict_facts
from retro.casino.lookahead import Values, best_of, mover_view, values_steps, view_key
from retro.casino.phrases import short_words
from retro.casino.records import IllegalMove, Move
from retro.coaching import Advice, Verdict, loss_of

KEPT = 8              # positions whose work is kept (a hint, then the verdict on the move played)

_KEPT: dict[str, Values] = {}


def clear_cache() -> None:
    """Forget every position worked out so far (the bench times each call from fresh)."""
    _KEPT.clear()


def _position_steps(state):
    """The search for the position of ``state``'s player to move (kept once done)."""
    view = mover_view(state)
    key = view_key(view)
    found = _KEPT.get(key)
    if found is not None:
        return found
    position = yield from values_steps(view)
    if len(_KEPT) >= KEPT:
        _KEPT.clear()
    _KEPT[key] = position
    return position


def _best(position: Values) -> Move:
    return best_of(position.values, position.facts, position.legal)


# --- the API -----------------------------------------------------------------------------------------
def hint_steps(state):
    """``hint`` as a generator: yields None between slices of a few milliseconds, returns the Advice."""
    if state.to_move is None:
        return Advice(None, "The game is over: there is nothing to play")
    facts = yield from hint_facts_steps(state)
    return Advice(facts.play.move, advice_words(facts))


def hint_facts_steps(state):
    """The facts the hint's reason prints (a generator, as ``hint_steps``)."""
    position = yield from _position_steps(state)
    best = _best(position)
    yield from position.lines_steps([best])
    return advice_facts(position, best)


def judge_steps(state, move):
    """``judge`` as a generator: yields None between slices, returns the Verdict on ``move``."""
    facts = yield from judge_facts_steps(state, move)
    if isinstance(facts, AdviceFacts):
        move = facts.play.move
        return Verdict(move, move, 0.0, advice_words(facts), exact=facts.exact)
    return Verdict(facts.played.move, facts.better.move, facts.loss, verdict_words(facts), exact=facts.exact)


def judge_facts_steps(state, move):
    """The facts the verdict on ``move`` prints: ``AdviceFacts`` for a move as good as the best,
    else ``VerdictFacts`` (a generator, as ``judge_steps``)."""
    if state.to_move is None:
        raise IllegalMove("the match is over: there is no move to judge")
    position = yield from _position_steps(state)
    move = _legal_form(position, move)
    loss = loss_of(position.values, move)
    best = _best(position)
    yield from position.lines_steps([move] if loss == 0.0 else [move, best])
    if loss == 0.0:
        return advice_facts(position, move)
    return verdict_facts(position, move, best, loss)


def hint(state) -> Advice:
    """The play the coach recommends to the player to move (a legal move) and why, in plain words."""
    return finish(hint_steps(state))


def judge(state, move) -> Verdict:
    """``move`` (a legal move of the player to move) against the coach's best: loss in points of margin."""
    return finish(judge_steps(state, move))


def hint_facts(state) -> AdviceFacts:
    """What the hint's reason says, as facts (for checking the words against the rules)."""
    return finish(hint_facts_steps(state))


def judge_facts(state, move) -> AdviceFacts | VerdictFacts:
    """What the verdict on ``move`` says, as facts (for checking the words against the rules)."""
    return finish(judge_facts_steps(state, move))


def move_text(state, move) -> str:
    """A short name for a move of the player to move, for "Better was ...": ``"A♣ taking 2♠ and 5♣+7♦"``."""
    return short_words(state.spaces, move)


def _legal_form(position: Values, move) -> Move:
    """The legal move ``move`` stands for (cards in any order), or IllegalMove."""
    if move in position.values:
        return move
    for legal in position.legal:
        if (legal.kind == getattr(move, "kind", None) and legal.card == getattr(move, "card", None)
                and set(legal.cards) == set(getattr(move, "cards", ()) or ())
                and (getattr(move, "value", None) in (None, legal.value))):
            return legal
    raise IllegalMove(f"{move} is not a legal move for the player to move")


__all__ = ["clear_cache", "hint", "hint_facts", "hint_steps", "judge", "judge_facts", "judge_steps", "move_text",
           "view_key"]
