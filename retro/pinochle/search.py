"""Searches' tools: sampled deals of the unseen cards, quick playouts, and the expert's use of the coach."""

from __future__ import annotations

import dataclasses
import random

from retro.bot import Choice
from retro.cards import SUITS
from retro.pinochle import melds as M
from retro.pinochle.melds import ACE, ID_OF, JACK, NINE, RANK_OF, SUIT_OF, TEN
from retro.pinochle.rules import Parts, Phase, State, round_two_follows


# ------------------------------------------------------------ determinizing
def sample_world(view, rng: random.Random, trim_stock: bool = False) -> State:
    """A full position agreeing with everything ``view`` knows, the unseen cards dealt at random.

    The unseen cards (``view.unseen_ids()``) are shared out between the
    opponent's unknown hand cards and the stock. Round one has no duty to
    follow, so play reveals nothing more, and every share-out is as likely as
    any other (PIN-E5 makes the stock's order meaningless too). ``trim_stock``
    keeps only ``view.stock_size`` cards in the stock (a set-up position may
    leave cards out of play). The world plays one hand, scored by the view's
    options (the same ``Options``, all of it: what it scores is read there).
    """
    pool = view.unseen_ids()
    rng.shuffle(pool)
    me = view.player
    hidden = view.opponent_hidden
    return State.assemble(Parts(
        options=dataclasses.replace(view.options, single_hand=True),
        rng=random.Random(rng.getrandbits(32)), dealer=view.dealer, hand_number=view.hand_number,
        trump=SUITS.index(view.trump), upcard=None if view.upcard is None else ID_OF[view.upcard],
        stock=pool[hidden:hidden + view.stock_size] if trim_stock else pool[hidden:],
        hands=_seated([ID_OF[c] for c in view.hand], [ID_OF[c] for c in view.opponent_known] + pool[:hidden], me),
        melded=[list(view.meld_records[0]), list(view.meld_records[1])], round=view.round,
        phase=Phase(view.phase), leader=view.leader, trick=[ID_OF[c] for c in view.trick],
        meld_made=view.meld_made, scores=list(view.scores)))


def _seated(mine: list, theirs: list, me: int) -> list:
    """The two hands in seat order, given the mover's and the other's."""
    return [mine, theirs] if me == 0 else [theirs, mine]


# ----------------------------------------------------------------- playouts
def _pending(state: State, player: int) -> int:
    """Value of the best meld the player could lay down after a trick (quick estimate)."""
    tables = state.meld_tables
    i = M.best_meld_index(state.trump_id, state.hand_ids[player], state.meld_copies[player], tables)
    return tables[state.trump_id][i].value if i >= 0 else 0


def _meld_to_come(state: State, player: int) -> bool:
    """The player could lay down a meld worth a marriage or more (at the game's values) after a trick."""
    return _pending(state, player) >= state.options.meld_values["common marriage"]


def _cost(card: int, trump: int) -> int:
    """What a card is worth keeping, roughly: trumps and aces high, 9s and jacks low."""
    rank = RANK_OF[card]
    return (8 + 2 * rank if SUIT_OF[card] == trump else rank) + (3 if rank == ACE else 0)


def _playout_card(state: State) -> int:
    """A quick fixed policy for playouts: Tommy's habits without the arithmetic."""
    p = state.to_move
    t = state.trump_id
    pts = state.trick_points
    hand = state.hand_ids[p]
    held = hand + [r[0] for r in state.meld_copies[p]]
    if state.round == 2:
        if state.phase is Phase.LEAD:
            # The playout sees both hands: cash a card nothing can beat, else lead low.
            top = [-1, -1, -1, -1]
            for c in state.hand_ids[1 - p]:
                if c > top[SUIT_OF[c]]:
                    top[c // 6] = c
            sure = [c for c in hand if c >= top[SUIT_OF[c]] and (top[SUIT_OF[c]] >= 0 or top[t] < 0
                                                                  or SUIT_OF[c] == t)]
            if sure:
                return max(sure, key=lambda c: (pts[c], SUIT_OF[c] != t, c))
            return min(held, key=lambda c: (pts[c], SUIT_OF[c] == t, c))
        lead = state.trick_ids[0]
        legal = round_two_follows(hand, lead, t)
        winners = [c for c in legal if (SUIT_OF[c] == SUIT_OF[lead] and c > lead)
                   or (SUIT_OF[c] == t and SUIT_OF[lead] != t)]
        if winners:
            return min(winners, key=lambda c: _cost(c, t))
        return min(legal, key=lambda c: (pts[c], c))
    if state.phase is Phase.LEAD:
        nine = t * 6 + NINE
        want = _meld_to_come(state, p) or (nine in hand and state.upcard_id not in (None, nine))
        trumps = [c for c in held if SUIT_OF[c] == t and c != nine]
        if want and trumps:
            return min(trumps, key=lambda c: _cost(c, t))
        plain = [c for c in held if SUIT_OF[c] != t]
        if plain:
            return _plain_lead(plain, held, pts)
        return min(held, key=lambda c: _cost(c, t))
    lead = state.trick_ids[0]
    if SUIT_OF[lead] != t:
        winners = [c for c in held if (SUIT_OF[c] == SUIT_OF[lead] and c > lead) or SUIT_OF[c] == t]
        if winners and (pts[lead] >= 10 or _meld_to_come(state, p)):
            return min(winners, key=lambda c: _cost(c, t))
    return min(held, key=lambda c: (_cost(c, t), RANK_OF[c] not in (NINE, JACK), c))


def _plain_lead(plain: list, held: list, pts) -> int:
    """A plain-suit lead: a ten from the longest suit that has one, else the cheapest card."""
    tens = [c for c in plain if RANK_OF[c] == TEN]
    if tens:
        return max(tens, key=lambda c: sum(1 for x in held if SUIT_OF[x] == SUIT_OF[c]))
    return min(plain, key=lambda c: (pts[c], c))


def _eager_card(state: State) -> int:
    """The coach's round-one playout policy: fight for what a trick brings, keep the cards of a meld.

    It leads a trump (a round-one trump lead always wins, PIN-R3) only for a
    meld or the exchange to come, else a plain card; it wins a trick with a
    higher card of the suit whenever it can, and trumps one only for a
    counter or a meld to come. Leading trumps at every lead spent the trick
    winner's trumps before round two, so in the playouts winning any trick
    looked costly and the coach ducked nearly every one. Unlike
    ``_playout_card`` it spends no card a meld it can lay down still needs
    (so a royal marriage melded now leaves the flush possible, as the source
    advises), and a meld laid down does not make it give tricks away.
    """
    p = state.to_move
    t = state.trump_id
    pts = state.trick_points
    hand = state.hand_ids[p]
    recs = state.meld_copies[p]
    held = hand + [r[0] for r in recs]
    nine = t * 6 + NINE
    keep = set()
    for kind in M.legal_melds(t, hand, recs, state.meld_tables):
        keep.update(kind.ids)
    exchange = nine in hand and state.upcard_id not in (None, nine)
    if exchange:
        keep.add(nine)                        # the exchange is still to come
    spare = [c for c in held if c not in keep or held.count(c) > 1] or held
    want = exchange or _meld_to_come(state, p)
    if state.phase is Phase.LEAD:
        trumps = [c for c in spare if SUIT_OF[c] == t and c != nine]
        if want and trumps:
            return min(trumps, key=lambda c: _cost(c, t))
        plain = [c for c in spare if SUIT_OF[c] != t]
        if plain:
            return _plain_lead(plain, held, pts)
        return min(spare, key=lambda c: _cost(c, t))
    lead = state.trick_ids[0]
    if SUIT_OF[lead] != t:
        higher = [c for c in spare if SUIT_OF[c] == SUIT_OF[lead] and c > lead]
        if higher:
            return min(higher, key=lambda c: _cost(c, t))
        trumps = [c for c in spare if SUIT_OF[c] == t]
        if trumps and (want or pts[lead] >= 10):
            return min(trumps, key=lambda c: _cost(c, t))
    return min(spare, key=lambda c: (_cost(c, t), RANK_OF[c] not in (NINE, JACK), c))


def playout(state: State, eager: bool = False) -> None:
    """Play the state's hand to its end with the quick policy (the state is single-hand).

    ``eager`` plays round one with ``_eager_card`` (the coach's playouts); the
    expert's playouts keep ``_playout_card``.
    """
    state.play_out(_eager_or_plain if eager else _playout_card)


def _eager_or_plain(state: State) -> int:
    return _eager_card(state) if state.round == 1 else _playout_card(state)


# ------------------------------------------------------------------ expert

def exact_reason(verb: str, card, left: int, value: int) -> str:
    """Round two's reason for a card played by exact search: "leads K♠: exact play of the last
    3 cards (+12 points)", the singulars right."""
    cards = "the last card" if left == 1 else f"the last {left} cards"
    points = "point" if abs(value) == 1 else "points"
    return f"{verb} {card.symbol}: exact play of {cards} ({value:+d} {points})"

class ExpertSearch:
    """The expert plays as the coach advises: the same evaluation of every legal move.

    ``evaluate(view, legal, samples)`` is the coach's generator of an
    Evaluation (values of every legal move, tie order, exactness), handed in
    by the bot so that this module needs no coach import. ``samples`` (None:
    the coach's own budget) sets the round-one deals per move for short runs.
    """

    DEFAULT_SAMPLES = None

    def __init__(self, samples: int | None = DEFAULT_SAMPLES, evaluate=None):
        self.samples = samples
        self.evaluate = evaluate

    def think(self, view, legal: list, rng: random.Random):
        if len(legal) == 1:
            move = legal[0]
            why = "done: nothing to meld or exchange" if move.kind == "done" else "the only legal card"
            return Choice(move, f"{move}: {why}")
        ev = yield from self.evaluate(view, legal, self.samples)
        top = max(ev.values.values())
        move = next(m for m in ev.order if ev.values[m] >= top - 1e-9)
        if view.round == 2:
            verb = "leads" if view.phase == "lead" else "plays"
            return Choice(move, exact_reason(verb, move.card, len(view.hand), round(ev.values[move])))
        return Choice(move, f"{_describe(move, view)}: the coach's choice over sampled deals")

    def _candidates(self, view, legal: list) -> list:
        """The moves weighed: every legal one (both copies of a card held in hand and meld, PIN-M12a)."""
        return list(legal)


def _describe(move, view) -> str:
    if move.kind == "play":
        copy = " from the meld" if move.from_meld else ""
        return f"{'leads' if view.phase == 'lead' else 'plays'} {move.card.symbol}{copy}"
    if move.kind == "meld":
        return f"melds {move.name} for {move.value}"
    return str(move)
