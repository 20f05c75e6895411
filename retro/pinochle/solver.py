"""Exact play of pinochle's round two (perfect information once the stock is gone): alpha-beta."""

from __future__ import annotations

from typing import Iterable

from retro.pinochle.core import LAST_TRICK_BONUS
from retro.pinochle.melds import RANK_OF, SUIT_OF

INF = 10_000

# A hand is an int with two bits per card id (0-2 copies): card c counts
# (hand >> 2c) & 3, and suit s is the 12-bit field (hand >> 12s) & 0xFFF.
BIT = tuple(1 << (2 * c) for c in range(24))
RANKS_IN = tuple(tuple(r for r in range(6) if (pattern >> (2 * r)) & 3) for pattern in range(4096))


def encode(cards: Iterable[int]) -> int:
    """A hand of card ids as the solver's int."""
    hand = 0
    for c in cards:
        hand += BIT[c]
    return hand


def decode(hand: int) -> list[int]:
    return [c for c in range(24) for _ in range((hand >> (2 * c)) & 3)]


class OutOfNodes(Exception):
    """The search used up its node allowance; finished subtrees stay in the table."""


class RoundTwoSolver:
    """Best play of the remaining tricks; values are the leader's points minus the follower's.

    A transposition table keyed by both hands (leader first) keeps bounds and
    the best lead, so one solver kept for a whole round answers the later
    questions of that round almost at once. Setting ``limit`` (a node count)
    makes a search raise OutOfNodes there; asking the same question again
    resumes cheaply, since every finished subtree is in the table. That is how
    a bot spreads one solve over many short slices.

    ``points`` (card points by card id) and ``last_trick`` (the last trick's bonus) are the game's
    (``Options.trick_points``, ``Options.last_trick_points``; the default options' bonus if not
    given): the solver scores as the rules do.
    """

    def __init__(self, trump: int, points, last_trick: int = LAST_TRICK_BONUS):
        self.trump = trump
        self.points = tuple(points)
        self.last_trick = last_trick
        self.table: dict = {}
        self.nodes = 0
        self.limit = 1 << 62
        self.slice_end = 0  # where a stepped solve's current slice of nodes ends (the coach's ``_exact``)
        plain = [s for s in range(4) if s != trump]
        # Leads are tried high cards first, plain suits before trumps.
        self.lead_order = tuple(s * 6 + r for r in range(5, -1, -1) for s in plain + [trump])
        self.by_points = tuple(sorted(range(24), key=lambda c: (self.points[c], c)))
        self._answer_memo: dict = {}    # the answers depend on the led suit's (or trump's) cards only
        self._lead_memo: dict = {}      # a leader's hand -> its leads in search order

    # ---------------------------------------------------------------- rules
    def answers(self, hand: int, lead: int) -> list[int]:
        """PIN-S3 legal answers, distinct, in search order: cheapest winners first, then losers."""
        suit = SUIT_OF[lead]
        field = (hand >> (12 * suit)) & 0xFFF
        if field:
            key = (lead << 12) | field
        else:
            trumps = (hand >> (12 * self.trump)) & 0xFFF
            if not trumps:
                return [c for c in self.by_points if (hand >> (2 * c)) & 3]
            key = -1 - trumps
        found = self._answer_memo.get(key)
        if found is None:
            found = self._answer_memo[key] = self._legal_answers(hand, lead)
        return found

    def _legal_answers(self, hand: int, lead: int) -> list[int]:
        suit = SUIT_OF[lead]
        base = suit * 6
        ranks = RANKS_IN[(hand >> (12 * suit)) & 0xFFF]
        if ranks:
            lead_rank = RANK_OF[lead]
            higher = [base + r for r in ranks if r > lead_rank]
            if suit == self.trump:
                return higher or [base + r for r in ranks]
            points = self.points
            return higher + sorted((base + r for r in ranks if r <= lead_rank), key=points.__getitem__)
        trump = self.trump
        return [trump * 6 + r for r in RANKS_IN[(hand >> (12 * trump)) & 0xFFF]]

    def follower_wins(self, lead: int, follow: int) -> bool:
        if SUIT_OF[follow] == SUIT_OF[lead]:
            return follow > lead
        return SUIT_OF[follow] == self.trump

    # --------------------------------------------------------------- search
    def value(self, leader: int, follower: int) -> int:
        """Exact value (leader minus follower) of the remaining tricks, leader to lead."""
        return self._search(leader, follower, -INF, INF)

    def best_lead(self, leader: int, follower: int) -> tuple[int, int]:
        """(card, value) of a best lead."""
        best, best_card = -INF, None
        for card in self._leads(leader, follower):
            v = self._answer(card, leader - BIT[card], follower, best, INF)
            if v > best or best_card is None:
                best, best_card = v, card
        return best_card, best

    def best_follow(self, lead: int, leader_rest: int, follower: int) -> tuple[int, int]:
        """(card, value for the follower) of a best answer to ``lead``."""
        best, best_card = -INF, None
        for card in self.answers(follower, lead):
            v = -self._after(lead, card, leader_rest, follower - BIT[card], -INF, -best)
            if v > best or best_card is None:
                best, best_card = v, card
        return best_card, best

    def lead_value(self, card: int, leader: int, follower: int, alpha: int = -INF, beta: int = INF) -> int:
        """Value for the leader (leader minus follower) of leading ``card`` from ``leader``.

        Exact inside (alpha, beta); outside it a bound on the side it fell (fail-soft).
        """
        return self._answer(card, leader - BIT[card], follower, alpha, beta)

    def follow_value(self, lead: int, card: int, leader_rest: int, follower: int,
                     alpha: int = -INF, beta: int = INF) -> int:
        """Value for the follower (follower minus leader) of answering ``lead`` with ``card``, as above."""
        return -self._after(lead, card, leader_rest, follower - BIT[card], -beta, -alpha)

    def leads(self, leader: int, follower: int) -> list[int]:
        """The leader's distinct cards, the best one found so far first."""
        return self._leads(leader, follower)

    def _leads(self, leader: int, follower: int) -> list[int]:
        entry = self.table.get((leader << 48) | follower)
        leads = [c for c in self.lead_order if (leader >> (2 * c)) & 3]
        if entry is not None and entry[2] is not None:
            leads.remove(entry[2])
            leads.insert(0, entry[2])
        return leads

    def _after(self, lead: int, follow: int, leader_rest: int, follower_rest: int,
               alpha: int, beta: int) -> int:
        """Value for the trick's leader once ``follow`` is played, within (alpha, beta)."""
        points = self.points[lead] + self.points[follow]
        if SUIT_OF[follow] == SUIT_OF[lead]:
            follower_won = follow > lead
        else:
            follower_won = SUIT_OF[follow] == self.trump
        if not leader_rest:
            points += self.last_trick
            return -points if follower_won else points
        if follower_won:
            return -points - self._search(follower_rest, leader_rest, -beta - points, -alpha - points)
        return points + self._search(leader_rest, follower_rest, alpha - points, beta - points)

    def _answer(self, lead: int, leader_rest: int, follower: int, alpha: int, beta: int) -> int:
        """The follower's best answer to ``lead``: the minimum for the leader (fail-soft).

        The same as ``_after`` for each answer, written out here: this is the inner loop.
        """
        worst = INF
        points = self.points
        lead_points = points[lead]
        lead_suit = SUIT_OF[lead]
        trump = self.trump
        search = self._search
        last = not leader_rest
        bonus = self.last_trick
        for card in self.answers(follower, lead):
            won = points[card] + lead_points
            if SUIT_OF[card] == lead_suit:
                follower_won = card > lead
            else:
                follower_won = SUIT_OF[card] == trump
            if last:
                won += bonus
                v = -won if follower_won else won
            else:
                b = beta if beta < worst else worst
                if follower_won:
                    v = -won - search(follower - BIT[card], leader_rest, -b - won, -alpha - won)
                else:
                    v = won + search(leader_rest, follower - BIT[card], alpha - won, b - won)
            if v < worst:
                worst = v
                if worst <= alpha:
                    break
        return worst

    def _search(self, leader: int, follower: int, alpha: int, beta: int) -> int:
        self.nodes += 1
        if self.nodes > self.limit:
            raise OutOfNodes
        key = (leader << 48) | follower
        entry = self.table.get(key)
        hint = None
        if entry is not None:
            low, high, hint = entry
            if low >= beta:
                return low
            if high <= alpha:
                return high
            if low == high:
                return low
            if low > alpha:
                alpha = low
            if high < beta:
                beta = high
        a0, b0 = alpha, beta
        best, best_card = -INF, None
        leads = self._lead_memo.get(leader)
        if leads is None:
            leads = self._lead_memo[leader] = [c for c in self.lead_order if (leader >> (2 * c)) & 3]
        if hint is not None and leads[0] != hint:
            leads = [hint] + [c for c in leads if c != hint]
        answer = self._answer
        for card in leads:
            v = answer(card, leader - BIT[card], follower, alpha if alpha > best else best, beta)
            if v > best:
                best, best_card = v, card
                if best >= beta:
                    break
        low, high = (entry[0], entry[1]) if entry is not None else (-INF, INF)
        if best <= a0:
            high = min(high, best)
        elif best >= b0:
            low = max(low, best)
        else:
            low = high = best
        self.table[key] = (low, high, best_card)
        return best
