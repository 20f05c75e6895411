"""Facts about a pinochle position that a player can check, for the coach's words.

Everything here is read from the mover's view: their own cards, the cards on
the table, the upcard, what has been played and how many cards are unseen.
The coach's reasons are built from these facts only (``advice.py``), so a
reason never names a card the mover cannot see, nor a meld out of reach.

Every card, count and figure a sentence names goes through ``Facts.mine``,
``Facts.named``, ``Facts.count`` or ``Facts.figure``, which write it down as a
claim (``Named``, ``Count``, ``Figure``: where the card is, what the points
are); a finished sentence is a ``Said``: its text, those claims and whether
the loss it explains is solved. The claims are what a test checks against the
rules, and the text is printed from the same value.
"""

from __future__ import annotations

from dataclasses import dataclass

from retro.cards import SUIT_NAMES, SUITS
from retro.pinochle import melds as M
from retro.pinochle.legal import round_one_follower_wins, round_two_follower_wins
from retro.pinochle.melds import ACE, CARD_OF, ID_OF, NINE, RANK_OF, SUIT_OF, TEN

FAR_LEAST = 60         # a meld two cards away is named from this value...
FAR_STOCK = 8          # ...while at least this many cards are left to draw
HOPE_WEIGHT = {-1: 0.8, 0: 1.0, 1: 0.4, 2: 0.15}   # a meld's rough worth by the cards it lacks


# Where a sentence says a card is (``Named.place``) or what a count counts among (``Count.place``).
HAND = "hand"            # in the mover's hand
MELD = "meld"            # in the mover's melds
HELD = "held"            # in the mover's hand or melds
KEPT = "kept"            # held by the mover still once ``spent`` is played
UPCARD = "upcard"        # the upcard
THEIRS = "theirs"        # a copy is where the mover cannot see: the opponent's hand or melds, or the stock
SEEN = "seen"            # no copy is left for the opponent: each is the mover's, played or the upcard
# What a figure counts (``Figure.source``).
TRICK = "trick"          # this trick's points, ``card`` played to the led card
CARD = "card"            # the points of ``card`` itself (PIN-O2)
MELD_VALUE = "meld"      # the value of the meld named ``meld`` (PIN-M1..M9)
EXCHANGE = "exchange"    # the exchange of the 9 of trump (PIN-R7)


@dataclass(frozen=True)
class Named:
    """A card a sentence names, and where it says the card lies."""

    card: int
    place: str
    spent: int | None = None       # KEPT: the card played meanwhile


@dataclass(frozen=True)
class Count:
    """How many copies of ``cards`` a sentence says lie in ``place`` (HELD: once ``spent`` is played)."""

    n: int
    cards: tuple
    place: str
    spent: int | None = None


@dataclass(frozen=True)
class Figure:
    """Points a sentence names, and what they are the points of."""

    n: int
    source: str
    card: int | None = None
    meld: str = ""


@dataclass(frozen=True)
class Said:
    """One sentence of the coach's: the text printed, what it claims, and whether its loss is solved."""

    text: str
    claims: tuple = ()
    exact: bool = False


def sym(cid: int) -> str:
    return CARD_OF[cid].symbol


def points(n: int) -> str:
    return "1 point" if n == 1 else f"{n} points"


def suit_name(cid: int) -> str:
    """'spades' for a card id."""
    return SUIT_NAMES[SUITS[SUIT_OF[cid]]]


def suit_one(cid: int) -> str:
    """'spade' for a card id (one card of the suit)."""
    return suit_name(cid)[:-1]


def listed(names: list[str]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def makeable(kind, hand: list, recs: list) -> int:
    """How many times, roughly, ``kind`` could still be melded from these cards (copies not yet used
    in its class for as much, PIN-M13)."""
    cls = kind.cls + 1
    return min(hand.count(x) + sum(1 for r in recs if r[0] == x and r[cls] < kind.value) for x in kind.ids)


class Facts:
    """Plain facts about the mover's position and about each card they may play."""

    def __init__(self, view):
        self.view = view
        self.trump = SUITS.index(view.trump)
        self.options = view.options          # what things score: the count, the melds, the deece
        self.tables = view.options.meld_tables
        self.hope_least = view.options.meld_values["common marriage"]   # the least meld named as kept or broken
        self.pts = view.trick_points
        self.me = view.player
        self.hand = [ID_OF[c] for c in view.hand]
        self.recs = list(view.meld_records[self.me])
        self.melded = [r[0] for r in self.recs]
        self.held = self.hand + self.melded
        self.lead = ID_OF[view.trick[0]] if view.trick else None
        self.upcard = ID_OF[view.upcard] if view.upcard is not None else None
        self.unseen = view.unseen_ids()
        # every card the opponent may hold: the unseen ones and those seen in their hand or melds
        self.theirs = self.unseen + [ID_OF[c] for c in view.opponent_known + view.melded[1 - self.me]]
        self.claims: list = []          # what the words built from these facts say (see ``Said``)

    # ------------------------------------------------------------ what the words say
    def said(self, text: str, exact: bool = False) -> Said:
        return Said(text, tuple(self.claims), exact)

    def named(self, c: int, place: str, spent: int | None = None) -> str:
        """The card's symbol, written down as lying in ``place``."""
        self.claims.append(Named(c, place, spent))
        return sym(c)

    def mine(self, c: int, from_meld: bool = False) -> str:
        """The symbol of a card the mover may play: this copy from the melds or from the hand."""
        return self.named(c, MELD if from_meld else HAND)

    def count(self, n: int, cards, place: str, spent: int | None = None) -> str:
        self.claims.append(Count(n, tuple(cards), place, spent))
        return str(n)

    def figure(self, n: int, source: str, card: int | None = None, meld: str = "") -> str:
        """A number of points (the bare number), written down with what it is the points of."""
        self.claims.append(Figure(n, source, card, meld))
        return str(n)

    def points_of(self, n: int, source: str, card: int | None = None, meld: str = "") -> str:
        """'7 points' of a figure written down as ``figure`` does."""
        self.figure(n, source, card, meld)
        return points(n)

    # ------------------------------------------------------------ the trick
    def wins(self, c: int) -> bool | None:
        """``c`` played to the led card takes the trick (None while leading)."""
        if self.lead is None:
            return None
        if self.view.round == 1:
            return round_one_follower_wins(self.lead, c, self.trump)
        return round_two_follower_wins(self.lead, c, self.trump)

    def trick_points(self, c: int) -> int:
        return self.pts[c] + (self.pts[self.lead] if self.lead is not None else 0)

    def winners(self) -> list[int]:
        """The cards the mover holds that take the led card, cheapest first (one id per card)."""
        if self.lead is None:
            return []
        return sorted({c for c in self.held if self.wins(c)}, key=self.keep_worth)

    def is_trump(self, c: int) -> bool:
        return SUIT_OF[c] == self.trump

    def keep_worth(self, c: int) -> tuple:
        """How much a card is worth keeping, roughly, for ordering: plain below trump, then by rank."""
        return (self.is_trump(c), RANK_OF[c], self.pts[c])

    def beaters(self, c: int) -> list[int]:
        """The higher cards of ``c``'s suit the opponent may still hold (one id per card)."""
        return sorted({x for x in self.theirs if SUIT_OF[x] == SUIT_OF[c] and x > c})

    def trumps_out(self) -> bool:
        """The opponent may still hold a trump."""
        return any(SUIT_OF[x] == self.trump for x in self.theirs)

    # ------------------------------------------------------------ melds
    def without(self, c: int, from_meld: bool):
        """The mover's hand and melded copies once ``c`` (this copy) is played."""
        hand, recs = self.hand[:], self.recs[:]
        i = M.melded_copy_to_play(recs, c) if from_meld else -1
        if i >= 0:
            del recs[i]
        elif c in hand:
            hand.remove(c)
        return hand, recs

    def meld_after(self, c: int, from_meld: bool):
        """Round one: the best meld the mover could lay down after playing ``c`` and winning the trick."""
        if self.view.round != 1:
            return None
        hand, recs = self.without(c, from_meld)
        melds = M.legal_melds(self.trump, hand, recs, self.tables)
        return melds[0] if melds else None

    def can_exchange(self) -> bool:
        """Round one: the 9 of trump in hand may still be exchanged for the upcard (PIN-R7, PIN-R7a)."""
        nine = self.trump * 6 + NINE
        return (self.view.round == 1 and self.upcard is not None and self.upcard != nine
                and nine in self.hand and self.view.stock_size > 0)

    def exchange_lost(self, c: int, from_meld: bool) -> bool:
        """Playing ``c`` gives up the exchange: it is the only 9 of trump in hand."""
        return (not from_meld and c == self.trump * 6 + NINE and self.can_exchange()
                and self.hand.count(c) == 1)

    def reachable(self, cid: int, extra: list[int]) -> bool:
        """A card the mover lacks may still come: unseen with cards left to draw, or the upcard by exchange."""
        if cid in extra:
            return True
        return self.view.stock_size > 0 and cid in self.unseen

    def hope(self, c: int, from_meld: bool = False):
        """The meld (a marriage or more) that playing ``c`` (this copy) really gives up, or None.

        The meld must be one the mover could lay down now, or after getting
        its missing cards (unseen while cards are still to be drawn, or the
        upcard for the 9 of trump): one card, or two for a meld of 60 or more
        while much of the stock is left; and playing ``c`` must make it
        impossible (a second copy kept saves it, and so does a meld already
        made with those cards, PIN-M13). Returns (the meld, how many cards it
        lacks), -1 for the second of two such melds the mover holds the cards
        for; of several, the one worth most (a meld in hand over one to draw).
        """
        if self.view.round != 1:
            return None
        extra = [self.upcard] if self.can_exchange() and not self.exchange_lost(c, from_meld) else []
        after_hand, after_recs = self.without(c, from_meld)
        found = []
        for kind in self.tables[self.trump]:
            if c not in kind.ids or kind.value < self.hope_least or len(kind.ids) < 2:
                continue
            if makeable(kind, self.hand, self.recs) > 1 and makeable(kind, after_hand, after_recs) == 1:
                found.append((kind, -1))          # the second of two such melds
                continue
            missing = [x for x in kind.ids if x not in self.held]
            far = len(missing) == 2 and kind.value >= FAR_LEAST and self.view.stock_size >= FAR_STOCK
            if (len(missing) > 1 and not far) or not all(self.reachable(x, extra) for x in missing):
                continue
            if M.plan_meld(kind, self.hand + missing, self.recs) is None:
                continue        # these cards have made this meld already
            if M.plan_meld(kind, after_hand + missing, after_recs) is None:
                found.append((kind, len(missing)))
        if not found:
            return None
        return max(found, key=lambda h: h[0].value * HOPE_WEIGHT[h[1]])

    def upcard_meld(self):
        """The meld the upcard would complete if the 9 of trump is exchanged for it, or None."""
        if not self.can_exchange():
            return None
        nine = self.trump * 6 + NINE
        hand = self.hand[:]
        hand.remove(nine)
        hand.append(self.upcard)
        for kind in M.legal_melds(self.trump, hand, self.recs, self.tables):
            if self.upcard in kind.ids and kind.value >= self.hope_least and kind not in M.legal_melds(
                    self.trump, self.hand, self.recs, self.tables):
                return kind
        return None

    # ------------------------------------------------------------ suits
    def suit_count(self, c: int, after=None) -> int:
        cards = self.held if after is None else after
        return sum(1 for x in cards if SUIT_OF[x] == SUIT_OF[c])

    def left_in_suit(self, c: int, from_meld: bool) -> int:
        """How many cards of ``c``'s suit the mover keeps once ``c`` (this copy) is played."""
        hand, recs = self.without(c, from_meld)
        return self.suit_count(c, hand + [r[0] for r in recs])

    def is_high(self, c: int) -> bool:
        return RANK_OF[c] in (ACE, TEN)

    def top_of_suit(self, c: int) -> bool:
        """No card the opponent may hold is higher in ``c``'s suit."""
        return not self.beaters(c)

    def sure_winner(self, c: int) -> bool:
        """Round two: no card the opponent may hold beats ``c`` led (the unseen cards are theirs)."""
        theirs = self.theirs
        if not theirs or self.beaters(c):
            return not theirs
        if not self.is_trump(c) and any(SUIT_OF[x] == self.trump for x in theirs):
            # They can trump only when void in the suit.
            return any(SUIT_OF[x] == SUIT_OF[c] for x in theirs)
        return True


    # ------------------------------------------------------------ the strategy note's lead
    def note_tens(self) -> list[int]:
        """Round one, leading: the 10s of the mover's longest plain suits, the usual safe lead of the
        manual's note on strategy (PIN-AI2); none when such a suit holds no 10."""
        if self.view.round != 1 or self.view.phase != "lead":
            return []
        plain = [s for s in range(4) if s != self.trump]
        longest = max(sum(1 for x in self.held if SUIT_OF[x] == s) for s in plain)
        return [s * 6 + TEN for s in plain if s * 6 + TEN in self.held
                and sum(1 for x in self.held if SUIT_OF[x] == s) == longest]

    def takers(self, c: int) -> tuple[int, int]:
        """Round one: (copies of higher cards of ``c``'s suit, trumps) the opponent may hold that take
        ``c`` led; a trump lead holds (PIN-R3), so (0, 0)."""
        took = [x for x in self.theirs if round_one_follower_wins(c, x, self.trump)]
        trumps = sum(1 for x in took if SUIT_OF[x] == self.trump)
        return len(took) - trumps, trumps

    def aces_beyond_them(self) -> int | None:
        """An ace no copy of which the opponent may hold or come to hold (an upcard ace may be exchanged
        for), so 100 aces is beyond them; or None."""
        reach = self.theirs + ([self.upcard] if self.upcard is not None else [])
        for s in range(4):
            if s * 6 + ACE not in reach:
                return s * 6 + ACE
        return None
