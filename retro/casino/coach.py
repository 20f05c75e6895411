"""Casino's coach: the play it recommends and what another play gives up, from the mover's view only.

Built on the expert's search (``bots.ExpertBot``): the default computer's
ranking picks the candidates worth a closer look, the cards the mover cannot
see are dealt into the other hands and the stock several ways, and every
candidate is played out in the *same* deals -- the others answer as the
default computer would, knowing their dealt hands -- up to the mover's next
turn, where the default computer's judgement of the mover's best move then
closes the account. A candidate's value is the mover's margin at that point,
own points minus the best opponent's, averaged over the deals.

The deals come from a random generator seeded only from what the mover can
see (``retro.coaching.view_seed``), so two states that look the same to the
mover get the same advice, however the hidden cards lie. A position's work
is kept, so a hint and the verdict on the move played next cost one search.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, fields, is_dataclass, replace

from retro.cards import Card, standard_deck
from retro.casino.bots import MunterBot, sample_world
from retro.casino.builds import ACE_BUILD, ACE_HIGH, Pile, Tableau, take_value
from retro.casino.evaluate import Judge, after_move
from retro.casino.legal import legal_moves_steps
from retro.casino.phrases import (
    a_value, gain_words, is_sweep, listed, move_words, pile_words, plural, score_words, short_words,
    take_points, value_name,
)
from retro.casino.records import IllegalMove, Move, card_points
from retro.casino.rules import View, round_tally
from retro.coaching import Advice, Verdict, loss_of, view_seed

# Deals of the unseen cards every candidate is played out in, by the number of
# players (each deal plays out every other player's reply, so more players
# cost more per deal), and on a crowded table, where each reply is slow to find.
SAMPLES = {2: 12, 3: 8, 4: 6}
CROWDED_SAMPLES = 4
# ... and fewer when many candidates are close: play-outs per position at most
# about this many (never under MIN_SAMPLES deals), to keep each call in budget.
PLAYOUTS = {2: 60, 3: 40, 4: 30}
MIN_SAMPLES = 4
CANDIDATES = 5        # the default computer's best few, plus the best of each kind of move,
MARGIN = 3.0          # ... all within this much of its best (a move far behind is judged only if asked);
KIND_MARGIN = 8.0     # the best of a kind may be further behind (its ranking fears an Ace build a lot)
KEPT = 8              # positions whose work is kept (a hint, then the verdict on the move played)
DECK_ORDER = {card: i for i, card in enumerate(standard_deck())}

_munter = MunterBot()


# --- the mover's view, canonical ----------------------------------------------------------------
def mover_view(state) -> View:
    """The view of the player to move, with the hand in deck order (the order cards were dealt is no clue)."""
    if state.to_move is None:
        raise IllegalMove("the match is over: nobody is to move")
    view = state.view(state.to_move)
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


# --- one position's work -------------------------------------------------------------------------
@dataclass
class Outcome:
    """What one candidate came to over the deals: its value and the plain facts its reasons use."""

    value: float = 0.0
    others_took: float = 0.0     # points the other players took before the mover's next turn (average)
    others_swept: float = 0.0    # share of the deals in which one of them swept
    follow: float = 0.0          # the default computer's worth of the mover's best move next turn


@dataclass
class Position:
    view: View
    legal: list
    judge: Judge
    worlds: list
    pool: list = field(default_factory=list)
    outcomes: dict = field(default_factory=dict)


_KEPT: dict[str, Position] = {}


def clear_cache() -> None:
    """Forget every position worked out so far (the bench times each call from fresh)."""
    _KEPT.clear()


def _legal_steps(view: View):
    return legal_moves_steps(view.hand, view.spaces)


def _position_steps(state):
    """The search for the position of ``state``'s player to move (kept once done)."""
    view = mover_view(state)
    key = view_key(view)
    found = _KEPT.get(key)
    if found is not None:
        return found
    legal = yield from _legal_steps(view)
    judge = Judge(view)
    scored = yield from _munter.ranking(judge, view, legal)
    top = scored[0][0]
    close = [(score, move) for score, move, _ in scored if score >= top - MARGIN]
    pool = [move for _, move in close[:CANDIDATES]]
    for kind in ("take", "put", "build", "block"):
        best = next((move for score, move, _ in scored if move.kind == kind and score >= top - KIND_MARGIN),
                    None)
        if best is not None and best not in pool:
            pool.append(best)
    rng = random.Random(view_seed("casino", key))
    samples = SAMPLES[view.players] if len(legal) <= _munter.crowd else CROWDED_SAMPLES
    samples = min(samples, max(MIN_SAMPLES, PLAYOUTS[view.players] // len(pool)))
    if len(legal) == 1:
        samples = 0  # one choice: nothing to compare
    worlds = []
    for _ in range(samples):
        worlds.append(sample_world(view, rng))
        yield None
    position = Position(view, legal, judge, worlds)
    for move in pool:
        position.outcomes[move] = yield from _outcome_steps(position, move)
    position.pool = pool
    if len(_KEPT) >= KEPT:
        _KEPT.clear()
    _KEPT[key] = position
    return position


def _outcome_steps(position: Position, move: Move):
    outcome = Outcome()
    if not position.worlds:
        return outcome
    for world in position.worlds:
        value, took, swept, follow = yield from _play_out(position, world, move)
        outcome.value += value
        outcome.others_took += took
        outcome.others_swept += swept
        outcome.follow += follow
    n = len(position.worlds)
    outcome.value /= n
    outcome.others_took /= n
    outcome.others_swept /= n
    outcome.follow /= n
    return outcome


def _play_out(position: Position, world, move: Move):
    """``move`` in one deal: the others' replies, then the mover's next turn (a generator)."""
    view, judge = position.view, position.judge
    me, n = view.player, view.players
    sim = world.clone()
    start = len(sim.events)
    round_no = sim.round   # the account closes with this round (its last card ends it)
    sim.apply(move)
    yield None
    while sim.to_move is not None and sim.to_move != me and sim.round == round_no:
        other = sim.view(sim.to_move)
        legal = yield from _legal_steps(other)
        replies = yield from _munter.ranking(Judge(other), other, legal)
        sim.apply(replies[0][1])
    gains = [0.0] * n
    swept = 0.0
    for event in sim.events[start:]:
        if event.player is None:
            continue
        if event.kind == "sweep":
            gains[event.player] += 1.0
            swept = swept or float(event.player != me)
        elif event.kind in ("take", "to_capture_pile", "last_cards"):
            gains[event.player] += judge.cards_gain(event.cards)
    follow = 0.0
    if sim.to_move == me and sim.round == round_no:
        mine = sim.view(me)
        legal = yield from _legal_steps(mine)
        ours = yield from _munter.ranking(Judge(mine), mine, legal)
        follow = ours[0][0]
    base = [view.scores[p] + round_tally(view.captured[p])["points"] for p in range(n)]
    own = base[me] + gains[me] + follow
    rival = max(base[p] + gains[p] for p in range(n) if p != me)
    took = sum(gains[p] for p in range(n) if p != me)
    return own - rival, took, swept, follow


def _values(position: Position, moves) -> dict:
    return {m: position.outcomes[m].value for m in moves}


# --- the API -----------------------------------------------------------------------------------------
def hint_steps(state):
    """``hint`` as a generator: yields None between slices of a few milliseconds, returns the Advice."""
    if state.to_move is None:
        return Advice(None, "The game is over: there is nothing to play")
    position = yield from _position_steps(state)
    values = _values(position, position.pool)
    best = _best(values, position.pool)
    return Advice(best, advice_reason(position, best))


def judge_steps(state, move):
    """``judge`` as a generator: yields None between slices, returns the Verdict on ``move``."""
    if state.to_move is None:
        raise IllegalMove("the match is over: there is no move to judge")
    position = yield from _position_steps(state)
    move = _legal_form(position, move)
    if move not in position.outcomes:
        position.outcomes[move] = yield from _outcome_steps(position, move)
    order = position.pool + ([move] if move not in position.pool else [])
    values = _values(position, order)
    best = _best(values, order)
    loss = loss_of(values, move)
    if loss == 0.0:
        return Verdict(move, move, 0.0, advice_reason(position, move))
    return Verdict(move, best, loss, verdict_reason(position, move, best))


def hint(state) -> Advice:
    """The play the coach recommends to the player to move (a legal move) and why, in plain words."""
    return _finish(hint_steps(state))


def judge(state, move) -> Verdict:
    """``move`` (a legal move of the player to move) against the coach's best: loss in points of margin."""
    return _finish(judge_steps(state, move))


def move_text(state, move) -> str:
    """A short name for a move of the player to move, for "Better was ...": ``"A♣ taking 2♠ and 5♣+7♦"``."""
    return short_words(state.spaces, move)


def _finish(work):
    try:
        while True:
            next(work)
    except StopIteration as stop:
        return stop.value


def _best(values: dict, order: list):
    top = max(values.values())
    return next(m for m in order if not loss_of(values, m) and values[m] >= top - 1e-9)


def _legal_form(position: Position, move) -> Move:
    """The legal move ``move`` stands for (cards in any order), or IllegalMove."""
    if move in position.outcomes:
        return move
    for legal in position.legal:
        if (legal.kind == getattr(move, "kind", None) and legal.card == getattr(move, "card", None)
                and set(legal.cards) == set(getattr(move, "cards", ()) or ())
                and (getattr(move, "value", None) in (None, legal.value))):
            return legal
    raise IllegalMove(f"{move} is not a legal move for the player to move")


# --- reasons, spoken to the person -------------------------------------------------------------------
def _last_card(view: View) -> bool:
    return view.stock_size == 0 and sum(view.hand_sizes) == 1


def _sweepers(position: Position, move: Move) -> list[int]:
    """The taker values that would sweep the table ``move`` leaves (what any player can see)."""
    piles = after_move(position.view.spaces, move, position.view.player)
    if not piles:
        return []
    return sorted(position.judge.best_takes(piles)[1])


def advice_reason(position: Position, move: Move) -> str:
    """Why ``move`` is the play: what it wins that the person can count, or what it avoids."""
    view = position.view
    spaces = view.spaces
    words = move_words(spaces, move)
    if move.kind == "take":
        text = f"{words}: {gain_words(spaces, move)}"
        if _last_card(view) and not is_sweep(spaces, move):
            text += ", and the cards left on the table come to you as the last to take"
        return text
    if move.kind == "build":
        inside = [c for c in (*move.cards, move.card) if card_points(c)]
        extra = f", with {plural(sum(card_points(c) for c in inside), 'point')} in it" if inside else ""
        text = f"{words}: you hold {a_value(move.value)} to take it next turn{extra}"
        aces = position.judge.unseen_by_value.get(ACE_HIGH, 0) if move.value == ACE_BUILD else 0
        if aces:
            # The source's tip builds to an Ace only once none is unseen: say why this one is worth it.
            text += f"; {plural(aces, 'Ace')} still unseen, a risk worth taking here"
        return text
    if move.kind == "block":
        kept = [c for c in view.hand if c.rank == move.card.rank and c != move.card]
        return (f"{words}: only {a_value(move.value)} can take it, and you keep "
                f"the {kept[0].symbol}" if kept else f"{words}: only {a_value(move.value)} can take it")
    card = move.card.symbol
    if all(p is not None for p in spaces):
        return f"Put your {card}: no space is free, so it goes to your own capture pile"
    takes = [m for m in position.legal if m.kind == "take"]
    if takes:
        best_take = max(takes, key=lambda m: (take_points(m, is_sweep(spaces, m)), len(m.cards)))
        sweepers = _sweepers(position, best_take)
        if sweepers:
            return (f"Put your {card} rather than take: {short_words(spaces, best_take)} would leave "
                    f"a table {_any_of(sweepers)} sweeps")
        return f"Put your {card} rather than take: a take now would leave more for the others"
    twin = next((c for c in view.hand if c != move.card and c.rank == move.card.rank), None)
    if twin is not None:
        return f"Put your {card}: you can take nothing, and your {twin.symbol} can take it back next turn"
    sweepers = _sweepers(position, move)
    if not sweepers:
        return f"Put your {card}: you can take nothing, and it leaves no sweep"
    return f"Put your {card}: you can take nothing, and it gives the others least"


def _kept_take(position: Position, best: Move, card) -> str:
    """What ``card`` (kept in hand by ``best``) could take on the table ``best`` leaves: ``"the 5♣"``."""
    if card == best.card:
        return ""
    piles = after_move(position.view.spaces, best, position.view.player)
    spaces = list(piles)
    tableau = Tableau(spaces)
    groups = tableau.groups(take_value(card), card.rank) + tableau.block_takes(card.rank)
    if not groups:
        return ""
    group = max(groups, key=lambda g: (sum(card_points(c) for i, p in enumerate(spaces) if g >> i & 1
                                           for c in p.cards), bin(g).count("1"), -g))
    return listed(pile_words(p) for i, p in enumerate(spaces) if group >> i & 1)


def _any_of(values: list[int]) -> str:
    names = [value_name(v) for v in values[:3]]
    return "any " + listed(names).replace(" and ", " or ")


def verdict_reason(position: Position, move: Move, best: Move) -> str:
    """Why ``best`` beats ``move``, from what the person can check: points now, what it leaves, what comes next."""
    view = position.view
    spaces = view.spaces
    mine, theirs = position.outcomes[best], position.outcomes[move]
    now_best = take_points(best, is_sweep(spaces, best)) if best.kind == "take" else 0
    now_move = take_points(move, is_sweep(spaces, move)) if move.kind == "take" else 0
    gave = theirs.others_took - mine.others_took
    later = mine.follow - theirs.follow
    leaves = _leaves_words(position, move, best, gave)
    if now_best > now_move:
        text = f"it scores {score_words(spaces, best)}"
        if now_move:
            text += f", where yours scores {now_move}"
        return text + (f", and {leaves}" if leaves and gave > 1.0 else "")
    if leaves and gave >= later:
        return leaves
    more_cards = (len(best.cards) + 1 if best.kind == "take" else 0) - (
        len(move.cards) + 1 if move.kind == "take" else 0)
    if later > 0.3 or (later > 0 and more_cards <= 0):
        if best.kind == "build":
            return f"it sets up a take for your next turn with {a_value(best.value)} you hold"
        kept = _kept_take(position, best, move.card)
        if kept:
            return f"it keeps your {move.card.symbol} to take {kept} next turn"
        if move.card != best.card:
            return f"it keeps your {move.card.symbol} in hand for a later take"
        return "it keeps a better take ready for your next turn"
    if more_cards > 0:
        return f"it takes {plural(more_cards, 'more card')} now, toward the 27"
    if _last_card(view):
        return "the cards left on the table go to the last to take"
    return leaves or "it does better against the cards you cannot see"


def _leaves_words(position: Position, move: Move, best: Move, gave: float) -> str:
    """What ``move`` leaves the others that ``best`` does not, if anything."""
    if gave <= 0:
        return ""
    if (move.kind == "build" and move.value == ACE_BUILD and ACE_HIGH in position.judge.unseen_by_value
            and not (best.kind == "build" and best.value == ACE_BUILD)):
        return "an Ace is still unseen, so your Ace build may well be taken"
    sweepers = _sweepers(position, move)
    if sweepers and not _sweepers(position, best):
        return f"yours leaves a table {_any_of(sweepers)} sweeps"
    theirs, mine = position.outcomes[move], position.outcomes[best]
    if theirs.others_swept > mine.others_swept + 0.25:
        return "yours leaves the others a likely sweep"
    return "yours leaves the others more to take"
