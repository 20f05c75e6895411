"""Tablanet's coach: what it would play, and what a play gives up against that.

It works from the mover's view only (``state.view(state.to_move)``) and plays
by the fishing search the expert plays by (``retro.fishing.judging``). With
two players and the stock empty the view pins every card, and each legal
move is solved exactly to the end of the hand (card points, tablanets, the
last cards, the 3-point bonus). Before that, the unseen cards are dealt at
random (from a generator seeded by the view alone, so two states that look
the same to the mover get the same advice) and every legal move is played
in the same deals, each player answering well. A move's value is the
mover's margin (own points minus the best opponent's); equal values go to
the move that scores sooner.

Reasons are plain lines a player can check against the table ("K♣ takes
the whole table: a tablanet worth 31 points"); they come from
``retro.tablanet.reasons`` and so are said in Russian too.
Pure: no Pyxel, no I/O.
"""

from __future__ import annotations

from typing import Generator

from retro.bot import finish
from retro.cards import RANKS, Card
from retro.coaching import Advice, Verdict, advice_from, best_move, verdict_from
from retro.fishing import judging
from retro.fishing.bots import table_after
from retro.fishing.captures import TableIndex, capture_masks
from retro.tablanet.bots import capture_points, clears, move_points, solver_for, takers
from retro.tablanet.reasons import first_upper, say
from retro.tablanet.rules import Move, State, View, card_points, card_value, rules_for

__all__ = ["hint", "judge", "hint_steps", "judge_steps", "judgement_steps", "clear_cache"]


def clear_cache() -> None:
    """Forget every position judged and line solved so far (the benchmark times fresh work)."""
    judging.clear_cache()
    for options in list(_SOLVERS_USED):
        solver_for(options).tt.clear()


_SOLVERS_USED: set = set()


def _view_key(view: View) -> str:
    """The view's canonical text: everything the mover can see, nothing else."""
    return judging.view_key(view)


def _judged(state: State):
    """Generator: the position's ``Judgement`` (every legal move's value, exact or sampled)."""
    _SOLVERS_USED.add(state.options)
    return (yield from judging.judgement_steps(solver_for(state.options), state.view(state.to_move),
                                               state.legal_moves()))


def judgement_steps(state: State) -> Generator[None, None, dict]:
    """Every legal move's value (the mover's margin to the end of the hand, exact when every card is
    known, else over sampled deals); yields None between slices; returns ``{move: value}``."""
    judgement = yield from _judged(state)
    return judgement.values


def _order(view: View, legal: list[Move]) -> list[Move]:
    return judging.soonest_first(solver_for(view.options), view, legal)


# --- plain reasons ---------------------------------------------------------------------------------


def _clearers(view: View, table) -> int:
    """How many cards the others may hold that could take the whole of ``table`` in one play."""
    if not table:
        return 0
    rules = rules_for(view.options)
    index = TableIndex(rules, list(table))
    full = index.full
    clearing = {r for r in RANKS if full in capture_masks(rules, Card(r, "S"), index)}
    known = [c for p, hand in enumerate(view.known_hands) if p != view.player for c in hand]
    return sum(1 for c in view.unseen() + known if c.rank in clearing)


def _exposure(view: View, move: Move) -> int:
    """How many cards the others may hold that could take the card ``move`` lays (in any capture)."""
    left = list(table_after(view.table, move))
    rules = rules_for(view.options)
    index = TableIndex(rules, left)
    bit = 1 << (len(left) - 1)  # the laid card is the last on the table
    ranks = {r for r in RANKS if any(mask & bit for mask in capture_masks(rules, Card(r, "S"), index))}
    known = [c for p, hand in enumerate(view.known_hands) if p != view.player for c in hand]
    return sum(1 for c in view.unseen() + known if c.rank in ranks)


def _after_tablanet(view: View) -> bool:
    return not view.table and view.cleared_by not in (None, view.player)


def _lowest(view: View) -> Card:
    ace = view.options.ace
    return min(view.hand, key=lambda c: (card_value(c, ace), str(c)))


def _is_lowest(view: View, card: Card) -> bool:
    ace = view.options.ace
    return card_value(card, ace) == card_value(_lowest(view), ace)


def _play(view: View, move: Move, why: str | None = None, **kw):
    """The coach's phrase for ``move`` (to the person: "lay 7♥"), with a ``why``."""
    if move.kind == "discard":
        return say("you_lay", why, card=move.card, **kw)
    if clears(view, move):
        if view.options.tablanet == "values":
            return say("tablanet", None, card=move.card, points=move_points(view, move) - capture_points(move))
        return say("tablanet_plain", None, card=move.card)
    pts = capture_points(move)
    return say("take_points" if pts else "take", why, card=move.card, cards=move.cards, points=pts, **kw)


def _advice_reason(view: View, legal: list[Move], move: Move, judgement):
    """Why the coach plays ``move``: a fact of the table the player can check."""
    plain = "best_exact" if judgement.exact else "best_search"
    values = judgement.values
    ties = [m for m in legal if m != move and abs(values[m] - values[move]) < 1e-9]
    if ties and move_points(view, move) > max(move_points(view, m) for m in ties) and not clears(view, move):
        return _play(view, move, "sooner")
    if clears(view, move):
        return _play(view, move)
    if move.kind == "discard" and _after_tablanet(view):
        if _is_lowest(view, move.card):
            return say("you_lay_lowest", "empty_after", card=move.card)
        low = _lowest(view)
        n, m = takers(view, move.card), takers(view, low)
        if n == 0:
            return say("you_lay_not_lowest", "nobody_takes", card=move.card)
        if n < m:
            return say("you_lay_not_lowest", "fewer_take", card=move.card, n=n, m=m, low=low)
        if card_points(move.card) == 0 < card_points(low):
            return say("you_lay_not_lowest", "no_points", card=move.card)
        return say("you_lay_not_lowest", plain, card=move.card)
    left = table_after(view.table, move)
    if left and _clearers(view, left) == 0 and any(_clearers(view, table_after(view.table, m)) for m in legal):
        return _play(view, move, "no_tablanet_left")
    if move.kind == "capture":
        if move_points(view, move) == max(move_points(view, m) for m in legal) > 0:
            return _play(view, move, "most_now")
        return _play(view, move, plain)
    lays = [m for m in legal if m.kind == "discard"]
    if view.table and _exposure(view, move) == 0:
        return _play(view, move, "nobody_takes")
    if card_points(move.card) == 0 and any(card_points(m.card) for m in lays):
        return _play(view, move, "no_points")
    if view.table and takers(view, move.card) == 0:
        return _play(view, move, "no_match")
    if len(lays) == len(legal) and view.table:
        return _play(view, move, "must_lay")
    return _play(view, move, plain)


def _verdict_reason(view: View, legal: list[Move], move: Move, best: Move, loss: float, judgement):
    """Why ``best`` is better than ``move`` (a short line for "Better was ...: about N points (why).")."""
    if loss == 0.0:
        return first_upper(_advice_reason(view, legal, move, judgement))
    if clears(view, best) and not clears(view, move) and view.options.tablanet == "values":
        return say(None, "tablanet_chance", points=move_points(view, best) - capture_points(best))
    if move.kind == "discard" and best.kind == "discard":
        n, m = _exposure(view, move), _exposure(view, best)
        if n > m:
            return say(None, "better_lay" if m else "better_lay_safe", n=n, m=m)
    if move.kind == "discard" and best.kind == "discard" and _after_tablanet(view):
        ace = view.options.ace
        less = 2 * (card_value(move.card, ace) - card_value(best.card, ace))
        if less > 0 and view.options.tablanet == "values":
            return say(None, "lower_lay", points=less)
    mine = _clearers(view, table_after(view.table, move))
    theirs = _clearers(view, table_after(view.table, best))
    if mine > theirs:
        return say(None, "yours_leaves_tablanet", n=mine)
    gain = move_points(view, best) - move_points(view, move)
    if 0 < gain <= loss + 0.5:
        return say(None, "more_points", points=gain)
    if move.kind == "discard" and card_points(move.card) and not (best.kind == "discard" and card_points(best.card)):
        return say(None, "yours_lays_points", card=move.card)
    return say(None, "worse_exact" if judgement.exact else "worse_search")


# --- the API ---------------------------------------------------------------------------------------


def hint_steps(state: State) -> Generator[None, None, Advice]:
    """The generator form of ``hint``: yields None between slices of work."""
    judgement = yield from _judged(state)
    view, legal = state.view(state.to_move), state.legal_moves()
    return advice_from(judgement.values, lambda m: first_upper(_advice_reason(view, legal, m, judgement)),
                       order=_order(view, legal))


def judge_steps(state: State, move: Move) -> Generator[None, None, Verdict]:
    """The generator form of ``judge``: yields None between slices of work."""
    legal = state.legal_moves()
    if move not in legal:
        move = _matching(legal, move)
    judgement = yield from _judged(state)
    view = state.view(state.to_move)
    return verdict_from(judgement.values, move,
                        lambda m, b, loss: _verdict_reason(view, legal, m, b, loss, judgement),
                        order=_order(view, legal))


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
