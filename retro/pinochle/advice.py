"""The pinochle coach's words: one plain line on a move, from facts the player can check.

``describe`` and ``contrast`` read a coach ``Evaluation`` (its view, legal
moves and values); they add no search of their own.
"""

from __future__ import annotations

from retro.pinochle.facts import Facts
from retro.pinochle.melds import ID_OF
from retro.pinochle.play_words import LONGEST, contrast_play, play_reason


def _copy_note(f: Facts, move) -> str:
    """Of a card held both in hand and in a meld, which copy this play takes and why (PIN-M12a)."""
    c = ID_OF[move.card]
    if move.from_meld and c in f.hand:
        return "; play the melded copy and your other one stays hidden"
    if not move.from_meld and c in f.melded and f.view.round == 1:
        return "; play the copy from your hand, the melded one can still join a meld"
    return ""


def scored_now(view, move) -> int:
    """Round two: the points ``move`` surely takes at once (a trick it wins, or a lead nothing beats)."""
    f = Facts(view)
    c = ID_OF[move.card]
    if view.phase == "follow":
        return f.trick_points(c) if f.wins(c) else -f.trick_points(c)
    return f.pts[c] if f.sure_winner(c) else 0


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
    f = Facts(ev.view)
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
    text = play_reason(f, move) + _copy_note(f, move) + (sooner_words(ev, move) if keys else "")
    return text[:1].upper() + text[1:]


def contrast(ev, best, move) -> str:
    """Why ``best`` beats ``move``: a short plain clause for the coach line.

    A solved loss (round two, every card known) says it holds with best play
    on both sides; the coach line gives its figure as exact, not "about".
    """
    text = _contrast(ev, best, move)
    copy = _copy_words(ev, best, move)
    if len(text) + len(copy) <= LONGEST:       # the coach line has five short lines
        text += copy
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
    return f"; of your two {move.card.symbol}, play the melded one"


SLACK = 1.0        # a figure said may exceed the loss by this much (rounding)


def _contrast(ev, best, move) -> str:
    loss = ev.values[best] - ev.values[move]
    if best.kind == "meld" and move.kind == "meld":
        if best.value > move.value:
            if best.value - move.value <= loss + SLACK:
                return f"the {best.name} scores {best.value}, your {move.name} {move.value}"
            return f"the {best.name} is the bigger meld now; your {move.name} leaves it for a later trick"
        if best.name == "royal marriage" and move.name == "flush":
            return "the royal marriage now leaves the flush for a later trick"
        return f"the {best.name} now and the {move.name} on a later trick make more"
    if best.kind == "meld" and move.kind == "exchange":
        return f"meld the {best.name} first; you may still exchange after it on this trick"
    if best.kind == "exchange" and move.kind == "meld":
        return "exchange first; you may still meld after it on this trick"
    if best.kind == "meld":
        if move.kind == "done" and best.value > loss + SLACK:
            return f"the {best.name} scores {best.value} now; held back, it waits for another trick you win"
        return f"melding the {best.name} scores {best.value} now; done, you give that up"
    if best.kind == "exchange":
        if move.kind == "done" and 10 > loss + SLACK:
            return "the exchange scores 10 now; held back, it waits for another trick you win"
        return "the exchange scores 10 and you may still meld; done, you give that up"
    if best.kind == "done":
        return "melding the 9 of trump gives up the exchange for the upcard"
    if move.kind != "play":
        return _against_decision(ev, best, move)
    if best.card == move.card:
        if best.from_meld:
            return "the melded copy is already known; your other one stays hidden"
        return "the melded copy can still join another meld"
    return contrast_play(Facts(ev.view), best, move, ev.values[best] - ev.values[move])


def _against_decision(ev, best, move) -> str:
    """A card to play is better than this decision (a set-up position may offer both)."""
    return f"{best.card.symbol} is the card to play here"
