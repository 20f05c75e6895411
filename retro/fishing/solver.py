"""The fishing games' search: exact play when every card is known, a shallow look ahead in sampled deals.

Positions are kept as bit masks over the 52 cards (``FULL_DECK`` order), so
a line of play costs a few integer operations instead of a State clone.
Each game gives a ``Scoring``: what a capture scores for the margin (the
mover's points minus the opponent's, to the end of the hand), what the cards
left on the table score for the last taker and the end-of-hand bonuses.

``Solver.values`` is exact for two players with the stock empty (the mover's
view then pins the other hand): alpha-beta with a transposition table, each
legal move solved with the full window so its loss is exact. ``Solver.
sampled_values`` deals the unseen cards at random and, in each deal, lets
every player answer well (a few plies of minimax, the last ply the next
player's best take) with the end-of-hand bonuses scored as the rules score
them. Pure: no Pyxel, no I/O; randomness only from the caller's generator.
"""

from __future__ import annotations

import random
from typing import Iterable, Sequence

from retro.cards import RANKS, Card
from retro.fishing.captures import Move, RuleSet, TableIndex, capture_masks
from retro.fishing.view import FULL_DECK

INDEX = {c: i for i, c in enumerate(FULL_DECK)}
INF = float("inf")
_EXACT, _LOWER, _UPPER = 0, 1, 2
# An exact solve yields between the children of every node with more than PLAIN_CARDS cards in hand,
# or more than PLAIN_SIZE in hand and on the table together (the table adds captures to choose from);
# a smaller node is searched at once (at most several hundred nodes: a short slice of a frame).
PLAIN_CARDS, PLAIN_SIZE = 6, 10


def mask_of(cards: Iterable[Card]) -> int:
    m = 0
    for c in cards:
        m |= 1 << INDEX[c]
    return m


def cards_of(mask: int) -> list[Card]:
    out = []
    while mask:
        low = mask & -mask
        out.append(FULL_DECK[low.bit_length() - 1])
        mask ^= low
    return out


def bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


class Scoring:
    """A game's scoring for the search (each game gives one), made from the game's ``Options``: every
    figure is asked of the options the rules score by, never copied here."""

    rules: RuleSet = RuleSet()

    def capture_gain(self, card: Card, taken: Sequence[Card], cleared: bool) -> int:
        """What a capture adds to the capturer's hand score (counted now or at the hand's end)."""
        raise NotImplementedError

    def card_points(self, card: Card) -> int:
        """What one card scores by itself: the cards left on the table score so for the last taker."""
        raise NotImplementedError

    def view_measures(self, view) -> list[int]:
        """Each player's measure so far this hand, from a view (see ``end_bonus``)."""
        raise NotImplementedError

    def end_bonus(self, counts: Sequence[int], measures: Sequence[int]) -> list[int]:
        """Each player's end-of-hand bonus from the hand's captured ``counts`` and ``measures``
        (a player's measure: the sum of its capture gains and last cards this hand)."""
        raise NotImplementedError

    def aux_key(self, counts: Sequence[int], measures: Sequence[int]):
        """What of the counts and measures the rest of the hand's value depends on."""
        return (tuple(counts), tuple(measures))


class Node:
    """A position of the hand: hands and table as masks, the stock's order known (a sampled deal)."""

    __slots__ = ("hands", "table", "mover", "last", "counts", "measures", "stock", "dealer", "hand_size")

    def __init__(self, hands, table, mover, last, counts, measures, stock=(), dealer=0, hand_size=6):
        self.hands, self.table, self.mover, self.last = list(hands), table, mover, last
        self.counts, self.measures = list(counts), list(measures)
        self.stock, self.dealer, self.hand_size = tuple(stock), dealer, hand_size


class Solver:
    """The search for one game's scoring; keeps its transposition table and capture lists."""

    def __init__(self, scoring: Scoring, table_limit: int = 500_000):
        self.scoring = scoring
        self.rules = scoring.rules
        self.tt: dict = {}
        self.table_limit = table_limit
        self._caps: dict = {}
        self._gain: dict = {}
        # Full tables are set aside and emptied a little at each pause of a stepped search: freeing
        # half a million entries at once would hold one frame for tens of milliseconds.
        self._retired: list[dict] = []
        self._aux: dict = {}  # each aux key seen, numbered (a part of the table's int keys)
        self._pts = [scoring.card_points(c) for c in FULL_DECK]
        self._jack = [c.rank == "J" for c in FULL_DECK]
        # what a card may take depends on its rank alone: one capture list serves all four suits
        self._rank = [RANKS.index(c.rank) for c in FULL_DECK]
        self._hand_size = 6

    # -- moves -----------------------------------------------------------------

    def captures(self, card: int, table: int) -> tuple[int, ...]:
        """The table masks ``card`` may take from ``table`` (deck masks)."""
        key = (self._rank[card], table)
        found = self._caps.get(key)
        if found is None:
            rules = self.rules
            if not table:
                found = []
            elif rules.jack_sweeps and self._jack[card]:
                found = [table]
            else:
                where = bits(table)
                index = TableIndex(rules, [FULL_DECK[i] for i in where], rules.values(FULL_DECK[card]))
                found = []
                for m in capture_masks(rules, FULL_DECK[card], index):
                    deck = 0
                    for j, i in enumerate(where):
                        if m >> j & 1:
                            deck |= 1 << i
                    found.append(deck)
            found = tuple(found)  # a tuple of ints leaves the garbage collector's lists: no pause for it
            if len(self._caps) > 200_000:
                self._caps = self._retire(self._caps)
            self._caps[key] = found
        return found

    def gain(self, card: int, taken: int, cleared: bool) -> int:
        key = (card, taken, cleared)
        found = self._gain.get(key)
        if found is None:
            if len(self._gain) > 200_000:
                self._gain = self._retire(self._gain)
            found = self._gain[key] = self.scoring.capture_gain(FULL_DECK[card], cards_of(taken), cleared)
        return found

    def _key(self, h0, h1, table, mover, last, aux) -> int:
        """A position's transposition-table key as one int (the rest of the hand's value depends on
        nothing else): ints, unlike tuples, keep the table out of the garbage collector's walks."""
        ids = self._aux
        aux_id = ids.get(aux)
        if aux_id is None:
            aux_id = ids[aux] = len(ids)
        return h0 | h1 << 52 | table << 104 | mover << 156 | (0 if last is None else last + 1) << 157 | aux_id << 159

    def _retire(self, full: dict) -> dict:
        """A new empty table in place of ``full``, which ``release`` empties piece by piece."""
        self._retired.append(full)
        return {}

    def release(self, count: int = 5_000) -> None:
        """Free up to ``count`` entries of the retired tables (a fraction of a millisecond)."""
        retired = self._retired
        while retired and count > 0:
            table = retired[-1]
            n = min(count, len(table))
            for _ in range(n):
                table.popitem()
            count -= n
            if not table:
                retired.pop()

    def moves(self, hand: int, table: int) -> list[tuple[int, int | None, int]]:
        """(card, taken mask or None for a lay, gain) for every legal play, best gains first."""
        out = []
        rules = self.rules
        for card in bits(hand):
            caps = self.captures(card, table)
            for taken in caps:
                out.append((card, taken, self.gain(card, taken, taken == table)))
            if not table or not ((caps and rules.captures_compulsory) or (rules.jack_sweeps and self._jack[card])):
                out.append((card, None, 0))
        out.sort(key=lambda m: -m[2])
        return out

    # -- the end of the hand -------------------------------------------------------

    def _end_margin(self, table, last, c0, c1, m0, m1) -> int:
        """Player 0's margin from the hand's end: the last cards and the bonuses."""
        pts = 0
        if table and last is not None:
            pts = sum(self._pts[i] for i in bits(table))
            n = bin(table).count("1")
            if last == 0:
                c0, m0 = c0 + n, m0 + pts
            else:
                c1, m1 = c1 + n, m1 + pts
        b = self.scoring.end_bonus((c0, c1), (m0, m1))
        own = pts if last == 0 else -pts if last == 1 else 0
        return own + b[0] - b[1]

    # -- exact, two players ------------------------------------------------------------

    def _negamax(self, h0, h1, table, mover, last, c0, c1, m0, m1, alpha, beta) -> float:
        """The rest of the hand's margin for ``mover`` with both sides perfect (two players, no stock)."""
        scoring = self.scoring
        key = self._key(h0, h1, table, mover, last, scoring.aux_key((c0, c1), (m0, m1)))
        tt = self.tt
        entry = tt.get(key)
        a0 = alpha
        if entry is not None:
            value, flag = divmod(entry, 4)
            if flag == _EXACT:
                return value
            if flag == _LOWER:
                if value >= beta:
                    return value
                alpha = max(alpha, value)
            elif value <= alpha:
                return value
            else:
                beta = min(beta, value)
        best = -INF
        hand = h0 if mover == 0 else h1
        for card, taken, g in self.moves(hand, table):
            v = self._child(h0, h1, table, mover, last, c0, c1, m0, m1, card, taken, g, alpha, beta)
            if v > best:
                best = v
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        break
        flag = _UPPER if best <= a0 else _LOWER if best >= beta else _EXACT
        if len(tt) > self.table_limit:
            self.tt = tt = self._retire(tt)
        tt[key] = best * 4 + flag
        return best

    def _child(self, h0, h1, table, mover, last, c0, c1, m0, m1, card, taken, g, alpha, beta) -> float:
        """``mover``'s value of one play (its gain and the rest of the hand), searched in (alpha, beta)."""
        bit = 1 << card
        if mover == 0:
            h0 ^= bit
        else:
            h1 ^= bit
        if taken is None:
            table |= bit
        else:
            table ^= taken
            last = mover
            n = 1 + bin(taken).count("1")
            if mover == 0:
                c0, m0 = c0 + n, m0 + g
            else:
                c1, m1 = c1 + n, m1 + g
        other = 1 - mover
        if (h1 if other else h0):
            nxt = other
        elif (h1 if mover else h0):
            nxt = mover
        else:
            end = self._end_margin(table, last, c0, c1, m0, m1)
            return g + (end if mover == 0 else -end)
        if nxt == mover:
            return g + self._negamax(h0, h1, table, nxt, last, c0, c1, m0, m1, alpha - g, beta - g)
        return g - self._negamax(h0, h1, table, nxt, last, c0, c1, m0, m1, g - beta, g - alpha)

    def _negamax_steps(self, h0, h1, table, mover, last, c0, c1, m0, m1, alpha, beta):
        """``_negamax`` in slices: a large node (``PLAIN_CARDS``, ``PLAIN_SIZE``) yields after each child,
        a small one is searched at once (its whole subtree is a short slice of work)."""
        cards = (h0 | h1).bit_count()
        if cards <= PLAIN_CARDS and cards + table.bit_count() <= PLAIN_SIZE:
            return self._negamax(h0, h1, table, mover, last, c0, c1, m0, m1, alpha, beta)
        key = self._key(h0, h1, table, mover, last, self.scoring.aux_key((c0, c1), (m0, m1)))
        tt = self.tt
        entry = tt.get(key)
        a0 = alpha
        if entry is not None:
            value, flag = divmod(entry, 4)
            if flag == _EXACT:
                return value
            if flag == _LOWER:
                if value >= beta:
                    return value
                alpha = max(alpha, value)
            elif value <= alpha:
                return value
            else:
                beta = min(beta, value)
        best = -INF
        hand = h0 if mover == 0 else h1
        for card, taken, g in self.moves(hand, table):
            v = yield from self._child_steps(h0, h1, table, mover, last, c0, c1, m0, m1, card, taken, g,
                                             alpha, beta)
            if self._retired:
                self.release()
            yield None
            if v > best:
                best = v
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        break
        flag = _UPPER if best <= a0 else _LOWER if best >= beta else _EXACT
        if len(tt) > self.table_limit:
            self.tt = tt = self._retire(tt)
        tt[key] = best * 4 + flag
        return best

    def _child_steps(self, h0, h1, table, mover, last, c0, c1, m0, m1, card, taken, g, alpha, beta):
        bit = 1 << card
        if mover == 0:
            h0 ^= bit
        else:
            h1 ^= bit
        if taken is None:
            table |= bit
        else:
            table ^= taken
            last = mover
            n = 1 + bin(taken).count("1")
            if mover == 0:
                c0, m0 = c0 + n, m0 + g
            else:
                c1, m1 = c1 + n, m1 + g
        other = 1 - mover
        if (h1 if other else h0):
            nxt = other
        elif (h1 if mover else h0):
            nxt = mover
        else:
            end = self._end_margin(table, last, c0, c1, m0, m1)
            return g + (end if mover == 0 else -end)
        if nxt == mover:
            v = yield from self._negamax_steps(h0, h1, table, nxt, last, c0, c1, m0, m1, alpha - g, beta - g)
            return g + v
        v = yield from self._negamax_steps(h0, h1, table, nxt, last, c0, c1, m0, m1, g - beta, g - alpha)
        return g - v

    def exact_steps(self, node: Node):
        """Generator: ``{(card, taken or None): exact value for the mover}`` for every legal play."""
        h0, h1 = node.hands
        mover, table, last = node.mover, node.table, node.last
        c0, c1 = node.counts
        m0, m1 = node.measures
        values = {}
        for card, taken, g in self.moves(node.hands[mover], table):
            # each play with the whole window: its value is exact, not only a bound
            v = yield from self._child_steps(h0, h1, table, mover, last, c0, c1, m0, m1, card, taken, g,
                                             -INF, INF)
            values[(card, taken)] = v
            yield None
        return values

    # -- shallow, in sampled deals ------------------------------------------------------

    def _apply(self, hands, table, stock, dealer, mover, last, counts, measures, gains, card, taken, g):
        """The position after one play (lists are copied); returns it with the next mover (None: hand over)."""
        n = len(hands)
        hands = list(hands)
        hands[mover] ^= 1 << card
        if taken is None:
            table |= 1 << card
        else:
            table ^= taken
            last = mover
            counts, measures, gains = list(counts), list(measures), list(gains)
            counts[mover] += 1 + bin(taken).count("1")
            measures[mover] += g
            gains[mover] += g
        nxt = None
        for step in range(1, n + 1):
            p = (mover + step) % n
            if hands[p]:
                nxt = p
                break
        if nxt is None and stock:
            pos = 0
            for _ in range(self._hand_size):
                for step in range(1, n + 1):
                    if pos < len(stock):
                        hands[(dealer + step) % n] |= 1 << stock[pos]
                        pos += 1
            stock = stock[pos:]
            nxt = (dealer + 1) % n
        return hands, table, stock, nxt, last, counts, measures, gains

    def _hand_over(self, table, last, counts, measures, gains) -> list[int]:
        gains = list(gains)
        if table and last is not None:
            pts = sum(self._pts[i] for i in bits(table))
            counts, measures = list(counts), list(measures)
            counts[last] += bin(table).count("1")
            measures[last] += pts
            gains[last] += pts
        for p, b in enumerate(self.scoring.end_bonus(counts, measures)):
            gains[p] += b
        return gains

    def _shallow(self, root, hands, table, stock, dealer, mover, last, counts, measures, gains,
                 depth, alpha, beta) -> float:
        """``root``'s margin (its gains less the best other's) with ``depth`` plies of minimax,
        then the next player's best take; the others play against ``root``."""
        if mover is None:
            g = self._hand_over(table, last, counts, measures, gains)
            return g[root] - max(x for p, x in enumerate(g) if p != root)
        moves = self.moves(hands[mover], table)
        if depth <= 0:
            g = list(gains)
            g[mover] += moves[0][2]
            return g[root] - max(x for p, x in enumerate(g) if p != root)
        maximise = mover == root
        best = -INF if maximise else INF
        for card, taken, gain in moves:
            child = self._apply(hands, table, stock, dealer, mover, last, counts, measures, gains, card, taken, gain)
            v = self._shallow(root, *child[:3], dealer, *child[3:], depth - 1, alpha, beta)
            if maximise:
                if v > best:
                    best = v
                    alpha = max(alpha, v)
            elif v < best:
                best = v
                beta = min(beta, v)
            if alpha >= beta:
                break
        return best

    def play_gains(self, node: Node, card: int, taken: int | None) -> list[int]:
        """Each player's points from one play as the search counts them: the capture's gain, and on
        the hand's last play the cards left to the last taker and the end-of-hand bonuses."""
        self._hand_size = node.hand_size
        g = 0 if taken is None else self.gain(card, taken, taken == node.table)
        hands, table, stock, nxt, last, counts, measures, gains = self._apply(
            node.hands, node.table, node.stock, node.dealer, node.mover, node.last, node.counts, node.measures,
            [0] * len(node.hands), card, taken, g)
        return gains if nxt is not None else self._hand_over(table, last, counts, measures, gains)

    def line_value(self, node: Node, card: int, taken: int | None, g: int, depth: int) -> float:
        """The mover's margin after one play in a deal whose every card is placed."""
        me = node.mover
        self._hand_size = node.hand_size
        gains = [0] * len(node.hands)
        child = self._apply(node.hands, node.table, node.stock, node.dealer, me, node.last, node.counts,
                            node.measures, gains, card, taken, g)
        return self._shallow(me, *child[:3], node.dealer, *child[3:], depth, -INF, INF)


# --- from a view ---------------------------------------------------------------------------


def exact_phase(view) -> bool:
    """True when the mover's view pins every card: two players, the stock empty."""
    if view.players != 2 or view.stock_size or view.to_move != view.player:
        return False
    other = 1 - view.player
    return len(set(view.unseen()) | set(view.known_hands[other])) == view.hand_sizes[other]


def view_node(view, measures: Sequence[int], hands: Sequence[Sequence[Card]] | None = None,
              stock: Sequence[Card] = ()) -> Node:
    """The search's position from a view; ``hands`` and ``stock`` place the hidden cards
    (None: the exact phase, the other hand is what the mover has not seen)."""
    if hands is None:
        other = 1 - view.player
        hands = [()] * 2
        hands[view.player] = view.hand
        hands[other] = list(set(view.unseen()) | set(view.known_hands[other]))
    return Node([mask_of(h) for h in hands], mask_of(view.table), view.to_move, view.last_taker,
                [len(t) for t in view.taken], list(measures), [INDEX[c] for c in stock], view.dealer,
                view.hand_size)


def sample_hidden(view, rng: random.Random) -> tuple[list[list[Card]], list[Card]]:
    """The unseen cards dealt at random: (every hand, the stock top first); known cards stay put."""
    unseen = view.unseen()
    rng.shuffle(unseen)
    hands = []
    for p in range(view.players):
        if p == view.player:
            hands.append(list(view.hand))
            continue
        known = list(view.known_hands[p])
        need = view.hand_sizes[p] - len(known)
        hands.append(known + [unseen.pop() for _ in range(min(need, len(unseen)))])
    stock: list = [None] * view.stock_size
    for i, c in view.stock_known:
        stock[i] = c
    for i, c in enumerate(stock):
        if c is None:
            stock[i] = unseen.pop() if unseen else None
    return hands, [c for c in stock if c is not None]


def play_key(move: Move) -> tuple[int, int | None]:
    """A legal Move as the search names it: (card, taken mask or None)."""
    return (INDEX[move.card], mask_of(move.cards) if move.kind == "capture" else None)
