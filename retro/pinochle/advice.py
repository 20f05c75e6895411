"""The pinochle coach's words: one plain line on a move, from facts the player can check.

``describe`` and ``contrast`` read a coach ``Evaluation`` (its view, legal
moves and values); they add no search of their own.
"""

from __future__ import annotations

from retro.cards import SUIT_NAMES, SUITS
from retro.pinochle import melds as M
from retro.pinochle.legal import round_one_follower_wins, round_two_follower_wins
from retro.pinochle.melds import CARD_OF, ID_OF, JACK, NINE, RANK_OF, SUIT_OF, TEN


def _sym(cid: int) -> str:
    return CARD_OF[cid].symbol


def _points(n: int) -> str:
    return "1 point" if n == 1 else f"{n} points"


class _Facts:
    """Plain facts about the position a player can check, for the reasons."""

    def __init__(self, view):
        self.view = view
        self.trump = SUITS.index(view.trump)
        self.pts = view.trick_points
        self.me = view.player
        self.hand = [ID_OF[c] for c in view.hand]
        self.recs = list(view.meld_records[self.me])
        self.melded = [r[0] for r in self.recs]
        self.lead = ID_OF[view.trick[0]] if view.trick else None

    def wins(self, c: int) -> bool | None:
        if self.lead is None:
            return None
        if self.view.round == 1:
            return round_one_follower_wins(self.lead, c, self.trump)
        return round_two_follower_wins(self.lead, c, self.trump)

    def trick_points(self, c: int) -> int:
        return self.pts[c] + (self.pts[self.lead] if self.lead is not None else 0)

    def meld_after(self, c: int, from_meld: bool):
        """The best meld the mover could lay down after playing ``c`` and winning the trick."""
        if self.view.round != 1:
            return None
        hand, recs = self._without(c, from_meld)
        melds = M.legal_melds(self.trump, hand, recs)
        return melds[0] if melds else None

    def in_meld_hope(self, c: int, from_meld: bool = False) -> str | None:
        """The name of a meld of 40 or more that playing ``c`` (this copy) really gives up, if any.

        The meld must be one the mover could lay down now, or after drawing
        its one missing card while a copy of it is still unseen and the stock
        not yet gone; and playing ``c`` must make it impossible (a second
        copy of ``c`` kept in hand or meld saves it, and so does a meld
        already made with those cards, PIN-M13).
        """
        view = self.view
        if view.round != 1:
            return None
        held = self.hand + self.melded
        unseen = view.unseen_ids()
        after_hand, after_recs = self._without(c, from_meld)
        for kind in M.MELD_TABLES[self.trump]:
            if c not in kind.ids or kind.value < 40 or len(kind.ids) < 2:
                continue
            missing = [x for x in kind.ids if x not in held]
            if len(missing) > 1 or (missing and (view.stock_size == 0 or missing[0] not in unseen)):
                continue
            if M.plan_meld(kind, self.hand + missing, self.recs) is None:
                continue        # these cards have made this meld already
            if M.plan_meld(kind, after_hand + missing, after_recs) is None:
                return kind.name
        return None

    def _without(self, c: int, from_meld: bool):
        """The mover's hand and melded copies once ``c`` (this copy) is played."""
        hand, recs = self.hand[:], self.recs[:]
        i = M.melded_copy_to_play(recs, c) if from_meld else -1
        if i >= 0:
            del recs[i]
        elif c in hand:
            hand.remove(c)
        return hand, recs

    def last_of_suit(self, c: int, from_meld: bool) -> bool:
        """``c`` is the mover's last card of its plain suit, in hand and meld alike (playing it leaves a void)."""
        if SUIT_OF[c] == self.trump:
            return False
        hand, recs = self._without(c, from_meld)
        return not any(SUIT_OF[x] == SUIT_OF[c] for x in hand + [r[0] for r in recs])

    def higher_trumps(self, c: int) -> bool:
        return any(SUIT_OF[x] == self.trump and x > c for x in self.hand + self.melded)


def _play_words(f: _Facts, move) -> str:
    """What a play does, in a player's words."""
    c = ID_OF[move.card]
    view = f.view
    name = _sym(c)
    if view.phase == "follow":
        points = f.trick_points(c)
        won = f.wins(c)
        if won:
            if SUIT_OF[c] == f.trump and SUIT_OF[f.lead] != f.trump:
                text = f"{name} trumps the trick ({_points(points)})"
            else:
                text = f"{name} wins the trick ({_points(points)})"
            meld = f.meld_after(c, move.from_meld)
            if meld is not None:
                text += f", and you may meld the {meld.name}"
            elif SUIT_OF[c] != f.trump and view.round == 1:
                text += " and keeps your trumps"
        else:
            if f.pts[c] == 0:
                text = f"{name} lets the trick go without adding a point to it"
            else:
                text = f"{name} lets the trick go and adds only {_points(f.pts[c])} to it"
            if RANK_OF[c] in (NINE, JACK) and SUIT_OF[c] != f.trump:
                text += ": a low card you can spare"
            else:
                text += ", keeping your stronger cards"
    else:
        if view.round == 1 and SUIT_OF[c] == f.trump:
            text = f"{name}: a trump lead always wins in the first round"
            meld = f.meld_after(c, move.from_meld)
            if meld is not None:
                text += f", then meld the {meld.name}"
        elif view.round == 1 and RANK_OF[c] == TEN:
            text = f"{name}: a ten from a plain suit is a safe lead"
        elif view.round == 1 and f.pts[c] == 0:
            text = f"{name} is a lead that risks no points"
        elif view.round == 2 and _sure_winner(f, c):
            text = f"{name} cannot be beaten: the trick is yours"
        elif view.round == 2:
            text = f"{name} is the lead that takes the most of the tricks left"
        else:
            text = f"{name} is the lead that does best against the cards your opponent may hold"
    if move.from_meld and c in f.hand:
        text += "; play the melded copy and your other one stays hidden"
    elif not move.from_meld and c in f.melded and view.round == 1:
        text += "; play the copy from your hand, the melded one can still join a meld"
    return text


def _sure_winner(f: _Facts, c: int) -> bool:
    """Round two: no card the opponent may hold beats ``c`` (the unseen cards are theirs)."""
    theirs = [x for x in f.view.unseen_ids()] + [ID_OF[x] for x in f.view.opponent_known]
    if not theirs:
        return True
    for x in theirs:
        if SUIT_OF[x] == SUIT_OF[c] and x > c:
            return False
    if SUIT_OF[c] != f.trump and any(SUIT_OF[x] == f.trump for x in theirs):
        # They can trump only when void in the suit.
        return any(SUIT_OF[x] == SUIT_OF[c] for x in theirs)
    return True


def scored_now(view, move) -> int:
    """Round two: the points ``move`` surely takes at once (a trick it wins, or a lead nothing beats)."""
    f = _Facts(view)
    c = ID_OF[move.card]
    if view.phase == "follow":
        return f.trick_points(c) if f.wins(c) else -f.trick_points(c)
    return f.pts[c] if _sure_winner(f, c) else 0


def sooner_words(ev, move) -> str:
    """", and it scores sooner" when an exactly-as-good play takes its points later."""
    if not (ev.exact and ev.view.round == 2 and move.kind == "play"):
        return ""
    top = ev.values[move]
    ties = [m for m in ev.legal if m is not move and abs(ev.values[m] - top) < 1e-9]
    if ties and all(scored_now(ev.view, m) < scored_now(ev.view, move) for m in ties):
        return "; as good as any other play here, and it scores sooner"
    return ""


def describe(ev, move, keys: bool = False) -> str:
    """Why ``move`` is a good decision here, in plain words; ``keys`` adds the keys that make it (a hint).

    At the meld question Enter alone means no meld: the screen registers a
    hinted meld's cards (F4), so Enter melds it, and typing its cards'
    numbers starts the choice afresh; a hinted "done" clears the choice, so
    Enter alone; a hinted exchange is the Y to the exchange question.
    """
    f = _Facts(ev.view)
    if len(ev.legal) == 1:
        if move.kind == "done":
            return "Done: there is nothing to meld or exchange"
        return f"{move.card.symbol} is the only card you may play"
    if move.kind == "meld":
        text = f"Meld the {move.name} now: {move.value} points"
        if move.name == "royal marriage" and any(m.kind == "meld" and m.name == "flush" for m in ev.legal):
            text += ", and the flush can still follow on a later trick"
        elif move.name == "flush" and any(m.kind == "meld" and m.name == "royal marriage" for m in ev.legal):
            if ev.view.stock_size <= 11:
                text += "; half the stock is drawn, so meld it while you can"
            else:
                text += "; the royal marriage first would need another trick won before the flush"
        if keys:
            cards = " ".join(c.symbol for c in move.cards)
            text += f"; Enter melds it, F4 has chosen its cards (or type the numbers of {cards}, then Enter)"
        return text
    if move.kind == "exchange":
        text = f"Exchange your {move.card.symbol} for the upcard {ev.view.upcard.symbol}: 10 points"
        return text + ("; answer Y to the exchange" if keys else "")
    if move.kind == "done":
        if any(m.kind == "exchange" for m in ev.legal):
            text = "Done: keep your 9 of trump to exchange on a later trick"
        else:
            text = "Done: nothing here is worth laying down"
        return text + ("; press Enter with no card chosen" if keys else "")
    text = _play_words(f, move) + (sooner_words(ev, move) if keys else "")
    return text[:1].upper() + text[1:]


def contrast(ev, best, move) -> str:
    """Why ``best`` beats ``move``: a short plain clause for the coach line.

    A solved loss (round two, every card known) says it holds with best play
    on both sides; the coach line gives its figure as exact, not "about".
    """
    text = _contrast(ev, best, move) + _copy_words(ev, best, move)
    if ev.solved:
        text += ", with best play on both sides"
    return text


def _copy_words(ev, best, move) -> str:
    """Of a card held in hand and in a meld, the hand's copy played: the melded one, as good, keeps it hidden."""
    if move.kind != "play" or move.from_meld or best.kind != "play" or best.card == move.card:
        return ""
    melded = next((m for m in ev.legal if m.kind == "play" and m.card == move.card and m.from_meld), None)
    if melded is None or ev.values[melded] < ev.values[move] - 1e-9:
        return ""
    return f"; of your two {move.card.symbol}, the melded copy is the one to play: your other one stays hidden"


VOID_STOCK = 3     # round two is this near: at most this many cards left in the stock


def _void_words(f: _Facts, best, move) -> str | None:
    """Near round two, ``best`` empties a plain suit and ``move`` does not: a void trumps in round two."""
    view = f.view
    if view.round != 1 or view.stock_size > VOID_STOCK:
        return None
    b, m = ID_OF[best.card], ID_OF[move.card]
    if not f.last_of_suit(b, best.from_meld) or f.last_of_suit(m, move.from_meld):
        return None
    suit = SUIT_NAMES[SUITS[SUIT_OF[b]]]
    return f"{best.card.symbol} is your last of {suit}: unless you draw one, you may trump {suit} in round two"


def _contrast(ev, best, move) -> str:
    f = _Facts(ev.view)
    if best.kind == "meld" and move.kind == "meld":
        if best.value > move.value:
            return f"the {best.name} scores {best.value}"
        if best.name == "royal marriage" and move.name == "flush":
            return "the royal marriage now leaves the flush for a later trick"
        return f"the {best.name} now and the {move.name} on a later trick make more"
    if best.kind == "meld":
        if move.kind == "done" and ev.values[best] - ev.values[move] < best.value / 2:
            return f"the {best.name} scores {best.value} now; held back, it waits for another trick you win"
        return f"melding the {best.name} scores {best.value} now"
    if best.kind == "exchange":
        return "the exchange scores 10 and you may still meld"
    if best.kind == "done":
        return "melding the 9 of trump gives up the exchange for the upcard"
    if move.kind != "play":
        return f"{best.card.symbol} does better for the rest of the hand"
    b, m = ID_OF[best.card], ID_OF[move.card]
    bs, ms = best.card.symbol, move.card.symbol
    if b == m:
        if best.from_meld:
            return "the melded copy is already known; your other one stays hidden"
        return "the melded copy can still join another meld"
    view = ev.view
    void = _void_words(f, best, move)
    if view.phase == "follow":
        wb, wm = f.wins(b), f.wins(m)
        if wb and not wm:
            return f"{bs} wins the trick, your {ms} gives it away"
        if wm and not wb:
            go = "lets a cheap trick go" if f.trick_points(b) < 10 else "lets the trick go"
            hope = f.in_meld_hope(m, move.from_meld)
            if hope:
                return f"{bs} {go} and keeps your {ms} for the {hope}"
            return f"{bs} {go} and keeps your {ms} for later"
        if wb and wm:
            meld = f.meld_after(b, best.from_meld)
            if meld is not None and f.meld_after(m, move.from_meld) is None:
                return f"{bs} wins it and still lets you meld the {meld.name}"
            return f"{bs} wins it just as well and keeps your {ms}"
        if f.pts[b] < f.pts[m]:
            return f"{bs} gives away fewer points"
        hope = f.in_meld_hope(m, move.from_meld)
        if hope:
            return f"your {ms} is worth keeping for the {hope}"
        if void:
            return void
        if f.pts[b] == f.pts[m]:
            return f"{bs} gives as few points, and your {ms} does more in the tricks to come"
        return f"{bs} is the cheaper card to give"
    if view.round == 1:
        if SUIT_OF[b] == f.trump and SUIT_OF[m] != f.trump:
            return f"a trump lead like {bs} always wins in the first round"
        if SUIT_OF[m] == f.trump and SUIT_OF[b] != f.trump:
            return f"{bs} saves your trump {ms} for later tricks"
        hope = f.in_meld_hope(m, move.from_meld)
        if hope:
            return f"your {ms} is worth keeping for the {hope}"
        if void:
            return void
        return f"{bs} does better against the cards your opponent may hold"
    if _sure_winner(f, b) and not _sure_winner(f, m):
        return f"{bs} cannot be beaten, your {ms} can"
    return f"{bs} takes more of the tricks that are left"
