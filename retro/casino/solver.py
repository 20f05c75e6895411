"""Casino's exact endgame: alpha-beta with a transposition table over a light copy of the rules' position.

When two play and the stock is empty, the mover's view pins the other hand
(it is every card the mover has not seen), so the rest of the round can be
solved. The value searched is the margin still to come: each side's points
from here to the round's end -- the cards' own points and sweeps as they are
taken, then the last cards (CAS-E2) and the 27-card and 7-spade bonuses
(CAS-S4, CAS-S5) exactly as the rules score them, every figure asked of the
game's ``Options`` as the rules ask it. ``Node`` plays a move the
way ``State.apply`` does (the tests check it against the rules), without the
events, the checks and the copies, so a position's tree is solved in well
under a second.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

from retro.cards import Card, standard_deck
from retro.casino.builds import Pile, loose, make_block, make_build
from retro.casino.legal import legal_entries
from retro.casino.records import HAND_SIZE, Move, Options

DECK_ORDER = {card: i for i, card in enumerate(standard_deck())}
INFINITY = 10 ** 6
EXACT, LOWER, UPPER = 0, 1, 2
SPLIT = 3   # plies searched as generators (a slice each below them); deeper, plain recursion


@dataclass(frozen=True)
class Node:
    """A position as the search needs it: hands, spaces, what each side has captured so far (as counts),
    and the game's options (what a capture and a round's end score: ``Options.take_points``)."""

    hands: tuple[tuple[Card, ...], ...]
    spaces: tuple[Optional[Pile], ...]
    to_move: Optional[int]
    cards: tuple[int, ...]          # captured cards per player, this round
    spades: tuple[int, ...]
    last_taker: Optional[int]
    stock: tuple[Card, ...] = ()
    dealer: int = 0
    options: Options = Options()    # the same all through a search, so not part of ``key``

    @property
    def players(self) -> int:
        return len(self.hands)

    @property
    def over(self) -> bool:
        return self.to_move is None

    def key(self) -> tuple:
        """What decides the rest of the round (not where each pile lies, nor who built it)."""
        piles = tuple(sorted((p.kind, tuple(sorted(DECK_ORDER[c] for c in p.cards)))
                             for p in self.spaces if p is not None))
        return (self.hands, piles, self.to_move, self.cards, self.spades, self.last_taker, self.stock)

    def entries(self) -> list[tuple[Move, tuple[int, ...]]]:
        return legal_entries(self.hands[self.to_move], self.spaces)

    def play(self, move: Move, used: Sequence[int]) -> tuple["Node", tuple[int, ...]]:
        """The position after ``move`` and the points each player gains by it (to the round's end if it ends)."""
        me, n = self.to_move, self.players
        gains = [0] * n
        cards, spades = list(self.cards), list(self.spades)
        spaces = list(self.spaces)
        card = move.card
        hands = list(self.hands)
        hands[me] = tuple(c for c in hands[me] if c is not card)
        last = self.last_taker
        if move.kind == "put":
            free = next((i for i, p in enumerate(spaces) if p is None), None)
            if free is None:    # CAS-P1 quirk: to the own pile, not a take
                gains[me] += self.options.take_points((card,))
                cards[me] += 1
                spades[me] += card.suit == "S"
            else:
                spaces[free] = loose(card)
        elif move.kind == "take":
            taken = [card]
            for index in used:
                taken.extend(spaces[index].cards)
                spaces[index] = None
            gains[me] += self.options.take_points(taken, all(p is None for p in spaces))   # CAS-S7
            cards[me] += len(taken)
            spades[me] += sum(c.suit == "S" for c in taken)
            last = me
        else:
            index = used[0]
            target = spaces[index].cards + (card,)
            spaces[index] = make_build(target, me) if move.kind == "build" else make_block(target, me)
        stock, dealer, to_move = self.stock, self.dealer, None
        if any(hands):
            for step in range(1, n + 1):
                if hands[(me + step) % n]:
                    to_move = (me + step) % n
                    break
        elif stock:
            hands, stock, to_move = _deal(hands, stock, dealer)
        else:
            left = [c for p in spaces if p is not None for c in p.cards]
            if left and last is not None:   # CAS-E2: the last taker gets the rest
                gains[last] += self.options.take_points(left)
                cards[last] += len(left)
                spades[last] += sum(c.suit == "S" for c in left)
            spaces = [None] * len(spaces)
            for p in range(n):
                gains[p] += self.options.bonus_points(cards[p], spades[p])
        return (Node(tuple(hands), tuple(spaces), to_move, tuple(cards), tuple(spades), last, stock, dealer,
                     self.options), tuple(gains))


def _deal(hands: list, stock: tuple, dealer: int):
    """CAS-D2/D3: four each, one at a time from the dealer's left."""
    n = len(hands)
    first = (dealer + 1) % n
    order = [(first + k) % n for k in range(n)]
    dealt = {p: [] for p in order}
    at = 0
    for _ in range(HAND_SIZE):
        for p in order:
            if at < len(stock):
                dealt[p].append(stock[at])
                at += 1
    hands = [tuple(sorted(dealt[p], key=DECK_ORDER.__getitem__)) if p in dealt else hands[p] for p in range(n)]
    return hands, stock[at:], first


def node_of(hands, spaces, captured, last_taker, to_move, stock=(), dealer=0,
            options: Optional[Options] = None) -> Node:
    """A Node from the parts of a position (hands in any order), scored by ``options`` (the default if None)."""
    return Node(tuple(tuple(sorted(h, key=DECK_ORDER.__getitem__)) for h in hands), tuple(spaces), to_move,
                tuple(len(c) for c in captured), tuple(sum(x.suit == "S" for x in c) for c in captured),
                last_taker, tuple(stock), dealer, options or Options())


def _gain_for(gains: tuple[int, ...], me: int) -> int:
    return gains[me] - gains[1 - me]


class Solver:
    """Exact values for two players with the stock empty; solved positions are kept between calls."""

    def __init__(self):
        self.table: dict[tuple, tuple[int, int, int]] = {}
        self.nodes = 0

    def children(self, node: Node) -> list[tuple[Move, Node, int]]:
        """Each legal move, the node after it and its immediate margin for the mover, most promising first."""
        me = node.to_move
        found = []
        for order, (move, used) in enumerate(node.entries()):
            child, gains = node.play(move, used)
            found.append((move, child, _gain_for(gains, me), order))
        found.sort(key=lambda t: (-t[2], t[0].kind != "take", -len(t[0].cards), t[3]))
        return [(m, c, g) for m, c, g, _ in found]

    def value(self, node: Node, alpha: int = -INFINITY, beta: int = INFINITY) -> int:
        """The rest of the round's margin for the player to move at ``node``, both sides playing best."""
        if node.to_move is None:
            return 0
        self.nodes += 1
        key = node.key()
        entry = self.table.get(key)
        kids = self.children(node)
        if entry is not None:
            flag, stored, known = entry
            if flag == EXACT or (flag == LOWER and stored >= beta) or (flag == UPPER and stored <= alpha):
                return stored
            at = next((i for i, kid in enumerate(kids) if kid[0] == known), 0)
            if at:
                kids.insert(0, kids.pop(at))
        start_alpha = alpha
        best, best_move = -INFINITY, kids[0][0]
        me = node.to_move
        for move, child, gain in kids:
            score = gain + self.value_after(child, me, alpha - gain, beta - gain)
            if score > best:
                best, best_move = score, move
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        break
        flag = EXACT if start_alpha < best < beta else (LOWER if best >= beta else UPPER)
        self.table[key] = (flag, best, best_move)
        return best

    def value_after(self, child: Node, me: int, alpha: int, beta: int) -> int:
        """The rest of the round after a move of ``me``, for ``me`` (the child may be ``me``'s turn again)."""
        if child.to_move is None:
            return 0
        if child.to_move == me:
            return self.value(child, alpha, beta)
        return -self.value(child, -beta, -alpha)

    def value_steps(self, node: Node, alpha: int = -INFINITY, beta: int = INFINITY, depth: int = 0):
        """``value`` as a generator: yields None after each subtree of the top ``SPLIT`` plies (a few ms)."""
        if node.to_move is None:
            return 0
        key = node.key()
        entry = self.table.get(key)
        if entry is not None:
            flag, stored, known = entry
            if flag == EXACT or (flag == LOWER and stored >= beta) or (flag == UPPER and stored <= alpha):
                return stored
        if depth >= SPLIT:
            return self.value(node, alpha, beta)
        self.nodes += 1
        kids = self.children(node)
        if entry is not None:
            at = next((i for i, kid in enumerate(kids) if kid[0] == entry[2]), 0)
            if at:
                kids.insert(0, kids.pop(at))
        start_alpha = alpha
        best, best_move = -INFINITY, kids[0][0]
        me = node.to_move
        for move, child, gain in kids:
            rest = yield from self.value_after_steps(child, me, alpha - gain, beta - gain, depth + 1)
            yield None
            score = gain + rest
            if score > best:
                best, best_move = score, move
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        break
        flag = EXACT if start_alpha < best < beta else (LOWER if best >= beta else UPPER)
        self.table[key] = (flag, best, best_move)
        return best

    def value_after_steps(self, child: Node, me: int, alpha: int, beta: int, depth: int = 0):
        if child.to_move is None:
            return 0
        if child.to_move == me:
            return (yield from self.value_steps(child, alpha, beta, depth))
        return -(yield from self.value_steps(child, -beta, -alpha, depth))

    def root_values(self, node: Node) -> dict[Move, int]:
        """Every legal move's exact margin to the round's end (from here) for the player to move."""
        me = node.to_move
        return {move: gain + self.value_after(child, me, -INFINITY, INFINITY)
                for move, child, gain in self.children(node)}

    def line_steps(self, node: Node, move: Move, limit: int = 16):
        """A best line of play starting with ``move`` (a generator): (player, move, points each gains) per play."""
        played = []
        while node.to_move is not None and len(played) < limit:
            me = node.to_move
            target = None
            if played:
                target = yield from self.value_steps(node)
                move = None
            for m, used in node.entries():
                if move is not None and m != move:
                    continue
                child, gains = node.play(m, used)
                if move is None:
                    rest = yield from self.value_after_steps(child, me, -INFINITY, INFINITY)
                    if _gain_for(gains, me) + rest != target:
                        continue
                played.append((me, m, gains))
                node = child
                break
            else:
                break
        return played


def exact_phase(view, unseen: int) -> bool:
    """Whether the view fixes every hidden card: two players, the stock empty, and the ``unseen`` cards
    exactly the other hand (a position set up with cards missing from every pile is not pinned)."""
    return (view.players == 2 and view.stock_size == 0 and view.to_move == view.player
            and unseen == view.hand_sizes[1 - view.player])
