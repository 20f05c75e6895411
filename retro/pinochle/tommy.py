"""Tommy's own play (PIN-AI2): the source's strategy notes turned into a one-trick evaluation."""

from __future__ import annotations

from retro.bot import Choice
from retro.cards import SUITS
from retro.pinochle import melds as M
from retro.pinochle.melds import ACE, CARD_OF, ID_OF, JACK, KING, NINE, QUEEN, RANK_OF, SUIT_OF, TEN
from retro.pinochle.rules import round_one_follower_wins, round_two_follower_wins, round_two_follows

# Tuning: rough values in points, chosen by matches against the greedy bot.
HALF_STOCK = 11          # PIN-AI2: roughly half of the 23-card stock gone
OPPONENT_MELD = 14       # what an opponent trick winner is expected to meld, on average
LEAD_LOSS_CHANCE = {NINE: 0.7, JACK: 0.65, QUEEN: 0.6, KING: 0.55, TEN: 0.3, ACE: 0.35}


def _counts(ids) -> list[int]:
    counts = [0] * 24
    for c in ids:
        counts[c] += 1
    return counts


class Knowledge:
    """What Tommy works out from a view before each decision (card memory, PIN-AI1)."""

    def __init__(self, view):
        self.view = view
        self.me = view.player
        self.opp = 1 - view.player
        self.trump = SUITS.index(view.trump)
        self.points = view.trick_points
        self.hand = [ID_OF[c] for c in view.hand]
        self.recs = list(view.meld_records[self.me])
        self.opp_recs = list(view.meld_records[self.opp])
        self.unseen = _counts(view.unseen_ids())
        self.opp_known = _counts(ID_OF[c] for c in view.opponent_known)
        self.stock = view.stock_size
        self.options = view.options            # what things score (``Options``): melds, deece, last trick
        self.tables = view.options.meld_tables
        self.table = self.tables[self.trump]
        self.mine = _counts(self.hand + [r[0] for r in self.recs])

    # -------------------------------------------------------------- melds
    def best_meld(self, hand=None, recs=None):
        """(kind, reason) of the meld Tommy would lay down now, or (None, '')."""
        hand = self.hand if hand is None else hand
        recs = self.recs if recs is None else recs
        legal = M.legal_melds(self.trump, hand, recs, self.tables)
        if not legal:
            return None, ""
        best = legal[0]
        if best.name == "flush" and self.stock > HALF_STOCK:
            royal = next((k for k in legal if k.name == "royal marriage"), None)
            if royal is not None:
                return royal, "royal marriage before the flush while the stock is full"
        return best, "highest meld"

    def meld_after(self, cid: int) -> int:
        """Value of the meld Tommy could make after playing ``cid`` and winning."""
        hand, recs = self.after_play(cid)
        kind, _ = self.best_meld(hand, recs)
        return kind.value if kind else 0

    def after_play(self, cid: int, from_meld: bool = True):
        """Own hand and meld records once ``cid`` is played (the melded copy unless ``from_meld`` is False)."""
        hand, recs = self.hand[:], self.recs[:]
        i = M.melded_copy_to_play(recs, cid) if from_meld or cid not in hand else -1
        if i >= 0:
            del recs[i]
        else:
            hand.remove(cid)
        return hand, recs

    def copies_for(self, kind, cid: int, hand, recs) -> int:
        cls = kind.cls + 1
        return hand.count(cid) + sum(1 for r in recs if r[0] == cid and r[cls] < kind.value)

    def meld_hope(self, cid: int) -> float:
        """How much meld value rides on keeping ``cid`` (PIN-AI2: keep meld cards)."""
        if self.view.round != 1:
            return 0.0
        draws = (self.stock + 1) // 2
        total = 0.0
        for kind in self.table:
            if cid not in kind.ids:
                continue
            if self.copies_for(kind, cid, self.hand, self.recs) != 1:
                continue     # no copy to lose, or a spare copy stays behind
            missing = 0
            for other in kind.ids:
                if self.copies_for(kind, other, self.hand, self.recs) == 0:
                    missing += 1
                    if self.unseen[other] == 0:
                        missing = 99     # both copies gone: this meld is dead
            if missing == 0:
                weight = 0.9
            elif missing == 1:
                weight = min(0.45, 0.05 * draws)
            elif missing == 2:
                weight = min(0.12, 0.012 * draws)
            else:
                continue
            total += kind.value * weight
        return total

    def strength(self, cid: int) -> float:
        """Worth of a card for winning tricks later (high trumps for the end of round one)."""
        rank = RANK_OF[cid]
        if SUIT_OF[cid] == self.trump:
            return 6 + 3 * rank + (4 if rank == ACE else 0)
        return {ACE: 5, TEN: 2}.get(rank, 0)

    def keep_value(self, cid: int) -> float:
        value = self.meld_hope(cid) + self.strength(cid)
        if any(r[0] == cid for r in self.recs):
            value -= 2      # PIN-AI2: a melded copy is already known; play it first
        return value

    # ------------------------------------------------------- the opponent
    def opponent_meld_chance(self) -> float:
        """Expected meld for the opponent after a trick it wins (card memory and voids)."""
        if self.view.round != 1:
            return 0.0
        best = 0.0
        for kind in self.table:
            missing_hidden = 0
            for cid in kind.ids:
                seen = self.opp_known[cid] + sum(1 for r in self.opp_recs
                                                  if r[0] == cid and r[kind.cls + 1] < kind.value)
                if seen:
                    continue
                if self.unseen[cid] == 0:
                    missing_hidden = 99
                    break
                missing_hidden += 1
            if missing_hidden == 0:
                best = max(best, kind.value * 0.9)
            elif missing_hidden <= 2:
                best = max(best, kind.value * (0.3 if missing_hidden == 1 else 0.1))
        return min(OPPONENT_MELD + best * 0.5, 60)

    def opponent_may_trump(self) -> bool:
        t = self.trump
        return any(self.unseen[t * 6 + r] or self.opp_known[t * 6 + r] for r in range(6)) or \
            any(SUIT_OF[r[0]] == t for r in self.opp_recs)

    def suit_length(self, suit: int) -> int:
        return sum(self.mine[suit * 6 + r] for r in range(6))


def decide_after_trick(view, legal) -> Choice:
    """PIN-R6/R7: exchange first (it may complete a meld), then Tommy's meld, then done."""
    k = Knowledge(view)
    for move in legal:
        if move.kind == "exchange":
            return Choice(move, f"exchanges {move.card.symbol} for the upcard {view.upcard.symbol} "
                                f"(+{view.options.deece_points})")
    melds = [m for m in legal if m.kind == "meld"]
    done = next(m for m in legal if m.kind == "done")
    if not melds:
        return Choice(done, "done: nothing to meld")
    kind, why = k.best_meld()
    if kind is None:
        return Choice(done, "done: nothing to meld")
    for move in melds:
        if move.name == kind.name and move.value == kind.value and {ID_OF[c] for c in move.cards} == set(kind.ids):
            return Choice(move, f"melds {kind.name} for {kind.value}: {why}")
    best = max(melds, key=lambda m: m.value)
    return Choice(best, f"melds {best.name} for {best.value}: highest meld")


def _short(card) -> str:
    return CARD_OF[card].symbol


def _by_card(legal) -> dict:
    """One play move per card: the melded copy where there is one (PIN-M12a, the source's note)."""
    by_id = {}
    for m in legal:
        cid = ID_OF[m.card]
        if cid not in by_id or m.from_meld:
            by_id[cid] = m
    return by_id


def round_one_play(view, legal) -> Choice:
    k = Knowledge(view)
    by_id = _by_card(legal)
    value, card, why = score_round_one(view, legal, k)[0]
    verb = "leads" if view.phase == "lead" else "plays"
    move = by_id[card]
    if move.from_meld:
        why += "; plays the melded copy"
    return Choice(move, f"{verb} {_short(card)}: {why}")


def rank_plays(view, legal, k: Knowledge | None = None) -> list:
    """The legal play moves, Tommy's favourite card first (the expert searches the first few).

    A card held both in hand and in a meld gives both moves, next to each
    other, the melded copy first (PIN-M12a): the expert weighs them itself.
    """
    k = k or Knowledge(view)
    scored = score_round_two(view, legal, k) if view.round == 2 else score_round_one(view, legal, k)
    copies: dict = {}
    for m in legal:
        copies.setdefault(ID_OF[m.card], []).append(m)
    out = []
    for _, c, _ in scored:
        out += sorted(copies[c], key=lambda m: not m.from_meld)
    return out


def score_round_one(view, legal, k: Knowledge) -> list:
    """(value, card id, reason) for every legal card in round one, best first."""
    options = sorted({ID_OF[m.card] for m in legal})
    pts = k.points
    opp_meld = k.opponent_meld_chance()
    exchange = k.options.deece_points if (k.trump * 6 + NINE in k.hand and view.upcard is not None
                                          and ID_OF[view.upcard] != k.trump * 6 + NINE) else 0
    end_game = k.stock <= 5
    scored = []
    if view.phase == "follow":
        lead = ID_OF[view.trick[0]]
        for c in options:
            trick = pts[lead] + pts[c]
            keep = k.keep_value(c)
            if round_one_follower_wins(lead, c, k.trump):
                gain = trick + k.meld_after(c) + exchange + (8 if end_game else 0)
                why = "wins the trick"
                meld = k.meld_after(c)
                if meld:
                    why = f"wins the trick to meld {meld}"
            else:
                # PIN-AI2: lose with a 9 or J of a short suit; the long suit is for leading.
                length = k.suit_length(SUIT_OF[c]) if SUIT_OF[c] != k.trump else 0
                gain = -trick - opp_meld - 0.6 * length + (1 if RANK_OF[c] in (NINE, JACK) else 0)
                why = "cheap discard" if RANK_OF[c] in (NINE, JACK) else "loses the trick cheaply"
                if RANK_OF[c] in (NINE, JACK) and length <= 2:
                    why = "discards from a short suit"
            scored.append((gain - keep, c, why))
    else:
        trump_threat = k.opponent_may_trump()
        longest = max((s for s in range(4) if s != k.trump), key=lambda s: (k.suit_length(s), -s))
        for c in options:
            keep = k.keep_value(c)
            meld = k.meld_after(c)
            if SUIT_OF[c] == k.trump:
                lose = 0.0
                why = f"trump lead always wins, then melds {meld}" if meld else "trump lead always wins"
            else:
                lose = LEAD_LOSS_CHANCE.get(RANK_OF[c], 0.6)
                if not trump_threat and RANK_OF[c] == ACE:
                    lose = 0.05
                why = "leads from a long plain suit"
                if SUIT_OF[c] == longest:
                    lose -= 0.05
                    why = "longest plain suit"
            trick = pts[c] + 3
            gain = (1 - lose) * (trick + meld + exchange + (8 if end_game else 0)) - lose * (trick + opp_meld)
            scored.append((gain - keep, c, why))
    scored.sort(key=lambda x: (-x[0], x[1]))
    return scored


def round_two_play(view, legal) -> Choice:
    by_id = _by_card(legal)
    _, card, why = score_round_two(view, legal, Knowledge(view))[0]
    verb = "leads" if view.phase == "lead" else "plays"
    return Choice(by_id[card], f"{verb} {_short(card)}: {why}")


def score_round_two(view, legal, k: Knowledge) -> list:
    """Round two with full card memory: once the stock is gone the unseen cards are the opponent's hand."""
    pts = k.points
    options = sorted({ID_OF[m.card] for m in legal})
    opp_hand = [c for c in range(24) for _ in range(k.unseen[c] + k.opp_known[c])]
    last = len(k.hand) == 1
    bonus = k.options.last_trick_points if last else 0
    t = k.trump

    def keep(c):
        return (2 + RANK_OF[c]) if SUIT_OF[c] == t else (1.5 if RANK_OF[c] == ACE else 0)

    scored = []
    if view.phase == "follow":
        lead = ID_OF[view.trick[0]]
        for c in options:
            trick = pts[lead] + pts[c] + bonus
            if round_two_follower_wins(lead, c, t):
                scored.append((trick - keep(c), c, "takes the trick"))
            else:
                scored.append((-trick - keep(c) * 0.5, c, "gives the least away"))
    else:
        for c in options:
            replies = round_two_follows(opp_hand, c, t) if opp_hand else []
            worst = None
            for r in replies:
                trick = pts[c] + pts[r] + bonus
                v = -trick if round_two_follower_wins(c, r, t) else trick
                worst = v if worst is None else min(worst, v)
            worst = 0 if worst is None else worst
            why = "a sure winner" if worst > 0 else "the opponent can take it"
            if worst <= 0 and SUIT_OF[c] != t:
                worst += 0 if RANK_OF[c] in (NINE, JACK) else -3
            scored.append((worst - keep(c) * 0.7, c, why))
    scored.sort(key=lambda x: (-x[0], x[1]))
    return scored


def choose(view, legal) -> Choice:
    if len(legal) == 1 and legal[0].kind == "done":
        return Choice(legal[0], "done: nothing to meld or exchange")
    if view.phase == "decide":
        return decide_after_trick(view, legal)
    if len(legal) == 1:
        return Choice(legal[0], f"plays {legal[0].card.symbol}: the only legal card")
    if view.round == 1:
        return round_one_play(view, legal)
    return round_two_play(view, legal)
