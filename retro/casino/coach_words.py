"""Why the coach's play is best, and what another play gives up: the facts of the play (``facts``), printed.

Nothing is worked out here: each reason prints one ``AdviceFacts`` or
``VerdictFacts``, so a sentence names only cards, points and outcomes the
facts hold.
"""

from __future__ import annotations

from retro.casino.facts import LIKELY, AdviceFacts, VerdictFacts, advice_facts, verdict_facts
from retro.casino.lookahead import Values
from retro.casino.phrases import (
    a_value, bonus_words, gain_words, listed, move_words, other_side, plural, score_words,
    scored_words, short_words, take_instead, value_name,
)
from retro.casino.records import Move


# --- the hint's reason -------------------------------------------------------------------------------
def advice_reason(position: Values, move: Move) -> str:
    """Why ``move`` is the play: what it does now and, where it shows, what it wins later."""
    return advice_words(advice_facts(position, move))


def advice_words(facts: AdviceFacts) -> str:
    play = facts.play
    move = play.move
    spaces = play.spaces
    words = move_words(spaces, move)
    if move.kind == "take":
        text = f"{words}: {gain_words(play)}"
        if play.last_card and play.left and play.rest_to == play.mover:
            text += ", and the cards left on the table come to you as the last to take"
    elif move.kind == "build":
        text = words
        if facts.holds is not None:
            text += f": you hold {a_value(move.value)} to take it next turn"
            if facts.build_points:
                text += f", with {plural(facts.build_points, 'point')} in it"
        if facts.unseen_aces:
            # The source's tip builds to an Ace only once none is unseen: say why this one is worth it.
            text += f"; {plural(facts.unseen_aces, 'Ace')} still unseen, a risk worth taking here"
    elif move.kind == "block":
        text = f"{words}: only {a_value(move.value)} can take it"
        if facts.holds is not None:
            text += f", and you keep the {facts.holds.symbol}"
    else:
        text = _put_words(facts)
    if facts.wins:
        text += f"; played out best, {bonus_words(facts.wins, play.options)} come to you"
    if facts.tied is not None:
        # a clause of its own: a text ending in a detail in parentheses gets no second pair beside it
        text += f"; it is as good as {short_words(spaces, facts.tied)}, and it scores sooner"
    return text


def _put_words(facts: AdviceFacts) -> str:
    play = facts.play
    card = play.card.symbol
    if facts.put == "full":
        return f"Put your {card}: no space is free, so it goes to your own capture pile"
    if facts.put == "forced":
        if not play.kept:
            return f"Put your {card}: it is your last card, and it can take nothing"
        return f"Put your {card}: it is the only play you have"
    if facts.put == "ties":
        return (f"Put your {card} or {take_instead(play.spaces, facts.other_take.move, play.card)}: "
                + ("with the best replies both likely come to the same" if facts.likely
                   else "with best play on both sides both come to the same"))
    if facts.put == "leaves_more":
        leave = "would likely leave" if facts.likely else "would leave"
        return (f"Put your {card} rather than take: {short_words(play.spaces, facts.other_take.move)} {leave} "
                f"{other_side(play.players)} more to take")
    if facts.put == "keeps":
        kept = listed([c.symbol for c in facts.for_takes])
        return f"Put your {card} rather than take: it keeps your {kept} for the takes to come"
    if facts.put == "rather":
        return f"Put your {card} rather than take"
    if facts.put == "needed":
        return f"Put your {card}: you can take nothing, and every other card you hold is needed more"
    return f"Put your {card}: you can take nothing, and it is the card you can best spare"


# --- the verdict's reason -------------------------------------------------------------------------------
def verdict_reason(position: Values, move: Move, best: Move, loss: float) -> str:
    """Why ``best`` beats ``move`` by ``loss``: from what the person can check, never more than the loss."""
    return verdict_words(verdict_facts(position, move, best, loss))


def verdict_words(facts: VerdictFacts) -> str:
    played, better = facts.played, facts.better
    other = other_side(played.players)
    why = facts.why
    if why == "won":
        return f"with best play after it, {bonus_words(facts.bonuses, played.options)} come to you"
    if why == "lost":
        return f"after yours, {bonus_words(facts.bonuses, played.options)} go to {other}"
    if why == "their_take":
        take, piles = facts.their_take
        shown = listed("the " + ("+" if p.kind == "build" else "=" if p.kind == "block" else "").join(
            c.symbol for c in p.cards) for p in piles)
        return f"after yours, their {take.card.symbol} takes {shown}"
    if why == "abandons":
        return (f"yours gives up your only {value_name(facts.value)}, the card your "
                f"{'+'.join(c.symbol for c in facts.pile.cards)} build needs")
    if why == "scores":
        text = f"it scores {score_words(better)}"
        if played.score:
            text += f", where yours scores {scored_words(played)}"
        if facts.makes_up:
            text += "; yours " + ("" if facts.exact else "likely ") + "makes up part of that later"
        return text
    if why == "exposes":
        if facts.exact:
            return f"yours lays the {played.card.symbol}, a point card, where {other} can take it"
        return (f"yours lays the {played.card.symbol}, a point card, on the table, and likely leaves {other} "
                "more to take")
    if why == "sweep":
        if facts.swept >= LIKELY:
            return f"yours leaves {other} a likely sweep"
        return f"yours leaves {other} a sweep in more of the likely deals"
    if why == "more":
        return f"yours likely leaves {other} more to take"
    if why == "sets_up":
        return f"it sets up a take for your next turn with {a_value(facts.value)} you hold"
    if why == "more_cards":
        toward = ", toward the 27" if better.open_27 else ""
        return f"it takes {plural(facts.count, 'more card')} now{toward}"
    if why == "keeps":
        return f"it keeps your {played.card.symbol} for a later take"
    if why == "less":
        return f"it leaves {other} less to take" if facts.exact else f"it likely leaves {other} less to take"
    if facts.exact:
        return "with best play on both sides, the round ends better for you"
    return f"over the likely deals of the unseen cards, {estimate_words(facts.loss)} better"


def estimate_words(loss: float) -> str:
    """An estimated difference in words that never say more than it: "less than half a point", "more
    than half a point", "about 2 points" (whole points, rounded down), "more than 2 points" (when the
    rest is half a point or more, so that it agrees with the "about 3 points" the coach's line rounds to)."""
    if loss < 0.5:
        return "less than half a point"
    if loss < 1:
        return "more than half a point"
    whole = int(loss)
    return ("about " if loss - whole < 0.5 else "more than ") + plural(whole, "point")


__all__ = ["advice_reason", "advice_words", "estimate_words", "verdict_reason", "verdict_words"]
