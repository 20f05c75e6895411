"""Why a pinochle move is refused, worked out from the mover's view as a structured Reason.

Each refusal has a stable ``rule`` code (listed in docs/API.md), the cards it
is about and the rules' English line; screens phrase the code in their own
words. Only the mover's ``View`` is read, so the reason never leaks a hidden card.
"""

from __future__ import annotations

from retro.cards import SUIT_NAMES, SUITS, Card
from retro.moves import Reason
from retro.pinochle import melds as M
from retro.pinochle.melds import CARD_OF, ID_OF, NINE, SUIT_OF


def why_illegal(view, move) -> Reason:
    """The reason ``move`` (known not to be legal) is refused to ``view.player``, who is to move."""
    if view.phase == "over":
        return Reason("match_over", "the match is over")
    who = f"player {view.to_move}"
    trump = SUITS.index(view.trump)
    if view.phase == "decide":
        if move.kind == "play":
            return Reason("must_decide", f"{who} won the trick and must meld, exchange or be done "
                                         f"before the next lead")
        if move.kind == "meld":
            return _why_no_meld(view, move, trump)
        if move.kind == "exchange":
            nine = CARD_OF[trump * 6 + NINE]
            if view.upcard == nine:
                return Reason("upcard_is_nine", "the upcard is already a 9 of trump: the deece can only "
                                                "be melded (PIN-R7a)", (nine,), "PIN-R7a")
            if move.card != nine:
                return Reason("only_nine_exchanges", f"only the {nine.symbol} can be exchanged for the "
                                                     f"upcard (PIN-R7)", (nine,), "PIN-R7")
            return Reason("no_nine_in_hand", f"{who} has no {nine.symbol} in hand to exchange (PIN-R7a)",
                          (nine,), "PIN-R7a")
        return Reason("unknown_kind", f"unknown move kind {move.kind!r}")
    if move.kind != "play":
        action = "lead" if view.phase == "lead" else "answer the trick"
        return Reason("must_play_card", f"{who} must {action} with a card; melds and exchanges come "
                                        f"after a trick is won")
    card = move.card
    if not isinstance(card, Card) or card not in ID_OF:
        return Reason("not_a_card", f"not a pinochle card: {card!r}")
    in_hand = card in view.hand
    in_meld = card in view.melded[view.player]
    if not in_hand and not in_meld:
        return Reason("not_held", f"{who} holds no {card.symbol}", (card,))
    if move.from_meld and not in_meld:
        return Reason("not_in_meld", f"{who} has no {card.symbol} lying in a meld (PIN-M12a)", (card,),
                      "PIN-M12a")
    if not move.from_meld and not in_hand:
        return Reason("only_in_meld", f"{who} holds the {card.symbol} only in a meld: play it with "
                                      f"from_meld=True (PIN-M12a)", (card,), "PIN-M12a")
    led = view.trick[0]
    lead = ID_OF[led]
    hand = [ID_OF[c] for c in view.hand]
    if any(SUIT_OF[c] == SUIT_OF[lead] for c in hand):
        if SUIT_OF[lead] == trump and any(SUIT_OF[c] == trump and c > lead for c in hand):
            return Reason("must_head_trump", f"{who} must head the {led.symbol} with a higher trump "
                                             f"(PIN-S3)", (led,), "PIN-S3")
        return Reason("must_follow_suit", f"{who} must follow suit to the {led.symbol} (PIN-S3)", (led,),
                      "PIN-S3")
    return Reason("must_trump", f"{who} has no {SUIT_NAMES[led.suit]} and must trump (PIN-S3)", (led,),
                  "PIN-S3")


def _why_no_meld(view, move, trump: int) -> Reason:
    if view.meld_made:
        return Reason("one_meld_per_trick", "only one meld per trick won (PIN-R6)", (), "PIN-R6")
    try:
        named = [Card.parse(c) for c in move.cards]
        wanted = sorted(ID_OF[c] for c in named)
    except (KeyError, ValueError):
        return Reason("not_a_card", f"not pinochle cards: {move.cards!r}")
    for kind in view.options.meld_tables[trump]:
        if sorted(kind.ids) == wanted:
            break
    else:
        rule = "card_twice_in_meld" if len(set(wanted)) < len(wanted) else "no_such_meld"
        return Reason(rule, "those cards are no meld (see the meld table, PIN-M1..M9)", tuple(named),
                      "PIN-M1")
    p = view.player
    hand = [ID_OF[c] for c in view.hand]
    recs = view.meld_records[p]
    for c in kind.ids:
        if c not in hand and not any(r[0] == c for r in recs):
            return Reason("meld_card_missing", f"{kind.name} needs the {CARD_OF[c].symbol}, which player {p} "
                                               f"does not hold", (CARD_OF[c],))
    cls = kind.cls + 1
    for c in kind.ids:
        if c not in hand and all(r[cls] >= kind.value for r in recs if r[0] == c):
            return Reason("meld_card_used",
                          f"the {CARD_OF[c].symbol} already served in a {M.CLASS_NAMES[kind.cls]} meld "
                          f"worth as much; it may join another only for more points (PIN-M13)",
                          (CARD_OF[c],), "PIN-M13")
    return Reason("meld_needs_hand_card", f"a {kind.name} needs at least one card from the hand (PIN-M11)",
                  tuple(CARD_OF[c] for c in kind.ids), "PIN-M11")
