"""The pinochle coach's words: one plain line on a move, from facts the player can check.

``describe`` and ``contrast`` read a coach ``Evaluation`` (its view, legal
moves and values); they add no search of their own. Their ``_said`` forms
give the line as a ``facts.Said``: the text with the cards, counts and points
it names (each claim where it says) and whether the loss it explains is
solved; the verdict is printed from that one value.
"""

from __future__ import annotations

from retro.pinochle.facts import EXCHANGE, HAND, HELD, MELD_VALUE, UPCARD, Facts, Said
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
    """Why ``move`` is a good decision here, in plain words (``describe_said``'s text)."""
    return describe_said(ev, move, keys).text


def describe_said(ev, move, keys: bool = False) -> Said:
    """Why ``move`` is a good decision here, in plain words; ``keys`` adds the keys that make it (a hint)."""
    f = Facts(ev.view)
    return f.said(_describe(f, ev, move, keys), exact=ev.solved)


def _describe(f: Facts, ev, move, keys: bool) -> str:
    """``describe``'s words, each card and figure written down in ``f``.

    At the meld question Enter alone means no meld: the screen registers a
    hinted meld's cards (F4), so Enter melds it, and typing its cards'
    numbers starts the choice afresh; a hinted "done" clears the choice, so
    Enter alone; a hinted exchange is the Y to the exchange question.
    """
    if len(ev.legal) == 1:
        if move.kind == "done":
            return "Done: there is nothing to meld or exchange"
        return f"{f.mine(ID_OF[move.card], move.from_meld)} is the only card you may play"
    if move.kind == "meld":
        text = f"Meld the {move.name} now: {f.points_of(move.value, MELD_VALUE, meld=move.name)}"
        if move.name == "royal marriage" and any(m.kind == "meld" and m.name == "flush" for m in ev.legal):
            text += ", and the flush can still follow on a later trick"
        elif move.name == "flush" and any(m.kind == "meld" and m.name == "royal marriage" for m in ev.legal):
            if ev.view.stock_size <= 11:
                text += "; half the stock is drawn, so meld it while you can"
            else:
                text += "; the royal marriage first would need another trick won before the flush"
        if keys:
            cards = " ".join(f.named(ID_OF[c], HELD) for c in move.cards)
            text += f"; Enter melds it, F4 has chosen its cards (or type the numbers of {cards}, then Enter)"
        return text
    if move.kind == "exchange":
        text = (f"Exchange your {f.named(ID_OF[move.card], HAND)} for the upcard "
                f"{f.named(ID_OF[ev.view.upcard], UPCARD)}: {f.points_of(f.options.deece_points, EXCHANGE)}")
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
    """Why ``best`` beats ``move``: a short plain clause for the coach line (``contrast_said``'s text)."""
    return contrast_said(ev, best, move).text


def contrast_said(ev, best, move) -> Said:
    """Why ``best`` beats ``move``, with what it names and whether its loss is solved.

    A solved loss (round two, every card known) says it holds with best play
    on both sides; the coach line gives its figure as exact, not "about".
    """
    f = Facts(ev.view)
    text = _contrast(f, ev, best, move)
    copy = _copy_words(f, ev, best, move)
    if len(text) + len(copy) <= LONGEST:       # the coach line has five short lines
        text += copy
    if ev.solved:
        text += ", with best play on both sides"
    return f.said(text, exact=ev.solved)


def _copy_words(f: Facts, ev, best, move) -> str:
    """Of a card held in hand and in a meld, the hand's copy played: the melded one, as good, keeps it hidden."""
    if move.kind != "play" or move.from_meld or best.kind != "play" or best.card == move.card:
        return ""
    melded = next((m for m in ev.legal if m.kind == "play" and m.card == move.card and m.from_meld), None)
    if melded is None or ev.values[melded] < ev.values[move] - 1e-9:
        return ""
    return f"; of your two {f.named(ID_OF[move.card], HELD)}, play the melded one"


SLACK = 1.0        # a figure said may exceed the loss by this much (rounding)


def _contrast(f: Facts, ev, best, move) -> str:
    loss = ev.values[best] - ev.values[move]

    def value(m) -> str:
        return f.figure(m.value, MELD_VALUE, meld=m.name)
    if best.kind == "meld" and move.kind == "meld":
        if best.value > move.value:
            if best.value - move.value <= loss + SLACK:
                return f"the {best.name} scores {value(best)}, your {move.name} {value(move)}"
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
            return f"the {best.name} scores {value(best)} now; held back, it waits for another trick you win"
        return f"melding the {best.name} scores {value(best)} now; done, you give that up"
    if best.kind == "exchange":
        deece = f.options.deece_points
        if move.kind == "done" and deece > loss + SLACK:
            return f"the exchange scores {f.figure(deece, EXCHANGE)} now; held back, it waits for another trick you win"
        return f"the exchange scores {f.figure(deece, EXCHANGE)} and you may still meld; done, you give that up"
    if best.kind == "done":
        return "melding the 9 of trump gives up the exchange for the upcard"
    if move.kind != "play":
        return _against_decision(f, best)
    if best.card == move.card:
        if best.from_meld:
            return "the melded copy is already known; your other one stays hidden"
        return "the melded copy can still join another meld"
    return contrast_play(f, best, move, ev.values[best] - ev.values[move])


def _against_decision(f: Facts, best) -> str:
    """A card to play is better than this decision (a set-up position may offer both)."""
    return f"{f.mine(ID_OF[best.card], best.from_meld)} is the card to play here"
