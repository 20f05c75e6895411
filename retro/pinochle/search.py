"""The expert's search: sampled deals with quick playouts in round one, exact alpha-beta in round two."""

from __future__ import annotations

import random

from retro.bot import Choice
from retro.cards import SUITS
from retro.pinochle import melds as M
from retro.pinochle import tommy
from retro.pinochle.melds import ACE, ID_OF, JACK, NINE, RANK_OF, SUIT_OF, TEN
from retro.pinochle.rules import Options, Parts, Phase, State, round_two_follows
from retro.pinochle.solver import OutOfNodes, RoundTwoSolver, encode


# ------------------------------------------------------------ determinizing
def sample_world(view, rng: random.Random, trim_stock: bool = False) -> State:
    """A full position agreeing with everything ``view`` knows, the unseen cards dealt at random.

    The unseen cards (``view.unseen_ids()``) are shared out between the
    opponent's unknown hand cards and the stock. Round one has no duty to
    follow, so play reveals nothing more, and every share-out is as likely as
    any other (PIN-E5 makes the stock's order meaningless too). ``trim_stock``
    keeps only ``view.stock_size`` cards in the stock (a set-up position may
    leave cards out of play).
    """
    pool = view.unseen_ids()
    rng.shuffle(pool)
    me = view.player
    hidden = view.opponent_hidden
    return State.assemble(Parts(
        options=Options(game_point=view.options.game_point, single_hand=True, count=view.options.count),
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
    i = M.best_meld_index(state.trump_id, state.hand_ids[player], state.meld_copies[player])
    return M.MELD_TABLES[state.trump_id][i].value if i >= 0 else 0


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
        want = _pending(state, p) >= 20 or (nine in hand and state.upcard_id not in (None, nine))
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
        if winners and (pts[lead] >= 10 or _pending(state, p) >= 20):
            return min(winners, key=lambda c: _cost(c, t))
    return min(held, key=lambda c: (_cost(c, t), RANK_OF[c] not in (NINE, JACK), c))


def _plain_lead(plain: list, held: list, pts) -> int:
    """A plain-suit lead: a ten from the longest suit that has one, else the cheapest card."""
    tens = [c for c in plain if RANK_OF[c] == TEN]
    if tens:
        return max(tens, key=lambda c: sum(1 for x in held if SUIT_OF[x] == SUIT_OF[c]))
    return min(plain, key=lambda c: (pts[c], c))


def _eager_card(state: State) -> int:
    """The coach's round-one playout policy: fight for every trick, but keep the cards of a meld.

    A round-one trump lead always wins (PIN-R3), so leading the lead is worth
    most; unlike ``_playout_card`` this does not go passive once no meld is
    pending (which made laying a meld down now look worse than holding it),
    and it spends no card a meld it can lay down still needs (so a royal
    marriage melded now leaves the flush possible, as the source advises).
    """
    p = state.to_move
    t = state.trump_id
    pts = state.trick_points
    hand = state.hand_ids[p]
    recs = state.meld_copies[p]
    held = hand + [r[0] for r in recs]
    nine = t * 6 + NINE
    keep = set()
    for kind in M.legal_melds(t, hand, recs):
        keep.update(kind.ids)
    if nine in hand and state.upcard_id not in (None, nine):
        keep.add(nine)                        # the exchange is still to come
    spare = [c for c in held if c not in keep or held.count(c) > 1] or held
    if state.phase is Phase.LEAD:
        trumps = [c for c in spare if SUIT_OF[c] == t and c != nine]
        if trumps:
            return min(trumps, key=lambda c: _cost(c, t))
        plain = [c for c in spare if SUIT_OF[c] != t]
        if plain:
            return _plain_lead(plain, held, pts)
        return min(spare, key=lambda c: _cost(c, t))
    lead = state.trick_ids[0]
    if SUIT_OF[lead] != t:
        winners = [c for c in spare if (SUIT_OF[c] == SUIT_OF[lead] and c > lead) or SUIT_OF[c] == t]
        if winners:
            return min(winners, key=lambda c: _cost(c, t))
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
class ExpertSearch:
    """Perfect-information Monte Carlo over sampled deals, then an exact round two.

    Budgets are work units, never wall time: ``samples`` sampled deals per
    round-one decision (each one a playout per candidate move, all candidates
    sharing the deal and the draws), and ``solve_nodes`` alpha-beta nodes per
    round-two decision. The solver's table lives for the whole hand, so the
    first round-two question (the big one) may be spread over two decisions.
    """

    DEFAULT_SAMPLES = 64
    DEFAULT_SOLVE_NODES = 60_000
    MAX_CANDIDATES = 9
    SLICE_NODES = 1_500
    POSITION_SAMPLES = 8

    def __init__(self, samples: int = DEFAULT_SAMPLES, solve_nodes: int = DEFAULT_SOLVE_NODES):
        self.samples = samples
        self.solve_nodes = solve_nodes
        self._solver: RoundTwoSolver | None = None

    def think(self, view, legal: list, rng: random.Random):
        if len(legal) == 1:
            move = legal[0]
            why = "done: nothing to meld or exchange" if move.kind == "done" else "the only legal card"
            return Choice(move, f"{move}: {why}")
        if view.phase == "decide":
            exchange = next((m for m in legal if m.kind == "exchange"), None)
            if exchange is not None:
                return Choice(exchange, f"exchanges {exchange.card.symbol} for the upcard "
                                        f"{view.upcard.symbol} (+10, then still free to meld)")
        if view.round == 2:
            return (yield from self._round_two(view, legal, rng))
        return (yield from self._sampled(view, legal, rng))

    # -------------------------------------------------------------- round one
    def _candidates(self, view, legal: list) -> list:
        """Moves worth a playout: all melds and 'done', and Tommy's favourite cards."""
        if view.phase == "decide" or len(legal) <= self.MAX_CANDIDATES:
            return legal
        k = tommy.Knowledge(view)
        ranked = tommy.rank_plays(view, legal, k)
        # Both copies of a card held in hand and in a meld are tried side by side (PIN-M12a);
        # the list is cut after MAX_CANDIDATES moves, never between a card's two copies.
        out = ranked[: self.MAX_CANDIDATES]
        rest = ranked[self.MAX_CANDIDATES:]
        if rest and rest[0].card == out[-1].card:
            out.append(rest[0])
        return out

    def _sampled(self, view, legal: list, rng: random.Random):
        """PIMC with successive halving: the weaker half of the moves is dropped after a
        quarter and after half of the samples, so the close calls get the most playouts."""
        alive = list(self._candidates(view, legal))
        tries = len(alive)
        me = view.player
        totals = {move: 0.0 for move in alive}
        cuts = {max(1, self.samples // 4), max(1, self.samples // 2)}
        for n in range(1, self.samples + 1):
            world = sample_world(view, rng)
            seed = rng.getrandbits(32)
            for move in alive:
                trial = world.clone()
                trial.reseed(seed)       # every move meets the same deal and the same draws
                trial.apply(move)
                playout(trial)
                scores = trial.scores
                totals[move] += scores[me] - scores[1 - me]
            if n in cuts and len(alive) > 2:
                alive.sort(key=lambda m: -totals[m])
                alive = alive[: max(2, (len(alive) + 1) // 2)]
            yield
        best = max(alive, key=lambda m: totals[m])
        mean = totals[best] / self.samples
        return Choice(best, f"{_describe(best, view)}: best of {tries} tries over "
                            f"{self.samples} sampled deals (hand {mean:+.0f})")

    # -------------------------------------------------------------- round two
    def _round_two(self, view, legal: list, rng: random.Random):
        trump = SUITS.index(view.trump)
        solver = self._solver
        # The table depends only on the hands, the trump and the count: keep it while they match.
        if solver is None or solver.trump != trump or solver.points != tuple(view.trick_points):
            solver = self._solver = RoundTwoSolver(trump, view.trick_points)
        mine = encode(ID_OF[c] for c in view.hand)
        known = [ID_OF[c] for c in view.opponent_known]
        pool = view.unseen_ids()
        if len(pool) == view.opponent_hidden:
            worlds = [pool]       # a real game: the unseen cards are exactly the opponent's
        else:
            # A set-up position that leaves cards out: try several hands the opponent may hold.
            worlds = [rng.sample(pool, view.opponent_hidden) for _ in range(self.POSITION_SAMPLES)]
        votes: dict[int, int] = {}
        value = 0
        for world in worlds:
            theirs = encode(known + world)
            spent = 0
            while True:
                solver.limit = solver.nodes + self.SLICE_NODES
                start = solver.nodes
                try:
                    if view.phase == "lead":
                        card, value = solver.best_lead(mine, theirs)
                    else:
                        card, value = solver.best_follow(ID_OF[view.trick[0]], theirs, mine)
                    break
                except OutOfNodes:
                    spent += solver.nodes - start
                    if spent >= self.solve_nodes:
                        choice = tommy.choose(view, legal)
                        return Choice(choice.move, f"{choice.reason} (exact search still running)")
                    yield
            votes[card] = votes.get(card, 0) + 1
        if len(solver.table) > 400_000:
            solver.table.clear()
        card = max(votes, key=lambda c: (votes[c], -c))
        move = next(m for m in legal if ID_OF[m.card] == card)
        verb = "leads" if view.phase == "lead" else "plays"
        if len(worlds) == 1:
            return Choice(move, f"{verb} {move.card.symbol}: exact play of the last "
                                f"{len(view.hand)} cards ({value:+d} points)")
        return Choice(move, f"{verb} {move.card.symbol}: exact play, best in {votes[card]} of "
                            f"{len(worlds)} possible hands")


def _describe(move, view) -> str:
    if move.kind == "play":
        copy = " from the meld" if move.from_meld else ""
        return f"{'leads' if view.phase == 'lead' else 'plays'} {move.card.symbol}{copy}"
    if move.kind == "meld":
        return f"melds {move.name} for {move.value}"
    return str(move)
