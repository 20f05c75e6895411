"""Why the coach (or the expert) plays a move, and why the coach's best beats another: reason lines
made from the plays' facts.

Each line is a ``reasons.Reason`` whose every card and number is a field of
a ``facts.PlayFacts`` (the move's, or the one it is compared with): the
words only print it. The first fact that tells the move apart is said: a
tablanet, the lowest card after an opponent's tablanet, the tablanet a play
leaves the next player (weighed by what it would score and how likely it
is), the most points now, how many cards could take a laid card. When no
fact of the table tells the moves apart, the line says what the choice
rests on: the search's deals with every player's best reply, or the hand
solved with every card known. A candidate line that would not fit on the
screen in both languages gives way to the next. Pure: no Pyxel, no I/O.
"""

from __future__ import annotations

from typing import Iterator

from retro.tablanet.facts import PlayFacts, all_facts, takers
from retro.tablanet.reasons import MAX_LEN, Phrase, Reason, Said, phrase
from retro.tablanet.rules import Move, View, card_value

__all__ = ["YOURS", "THEIRS", "advice_reason", "verdict_reason", "play_phrase"]

YOURS, THEIRS = "yours", "theirs"   # the coach speaks to the person ("lay 7♥"), the expert of itself ("lays 7♥")
TIE = 1e-9
RISK_STEP = 0.5     # a tablanet risk named against another must weigh at least this many points more


def play_phrase(f: PlayFacts, view: View, voice: str = YOURS) -> Phrase:
    """The phrase for the play itself: "lay 7♥", "K♣ takes 5♦ 10♠, 1 point", "K♣ takes the whole table..."."""
    move = f.move
    if move.kind == "discard":
        return phrase("you_lay" if voice == YOURS else "lay", card=move.card)
    if f.tablanet is not None:
        if f.tablanet:      # it scores (TBL-O3 "values"): its points are said
            return phrase("tablanet", card=move.card, points=f.tablanet)
        return phrase("tablanet_plain", card=move.card)
    return phrase("take_points" if f.points else "take", card=move.card, cards=move.cards, points=f.points)


def _fits(reason: Reason) -> bool:
    return len(reason.text("en")) <= MAX_LEN and len(reason.text("ru")) <= MAX_LEN


def _first_fitting(candidates: Iterator[Reason]) -> Said:
    last = None
    for reason in candidates:
        if _fits(reason):
            return Said.of(reason)
        last = reason
    return Said.of(Reason(last.play, None, last.capital) if last.play is not None else last)  # the play alone fits


def _clearing_phrase(f: PlayFacts, key: str, **kw) -> Phrase:
    """A phrase naming the tablanet ``f`` leaves: the cards to come that clear it, what it scores."""
    risk = f.clearing
    return phrase(key, points=risk.points, n=len(risk.out), rank=risk.rank, **kw)


def advice_reason(view: View, legal: list[Move], move: Move, judgement, voice: str = YOURS,
                  facts: dict[Move, PlayFacts] | None = None) -> Said:
    """Why ``move`` is the play (the coach's hint, or the expert's own line with ``voice=THEIRS``)."""
    facts = facts if facts is not None else all_facts(view, legal)
    return _first_fitting(_advice_lines(view, legal, move, judgement, voice, facts))


def _advice_lines(view: View, legal: list[Move], move: Move, judgement, voice: str,
                  facts: dict[Move, PlayFacts]) -> Iterator[Reason]:
    f = facts[move]
    values = judgement.values
    capital = voice == YOURS
    play = play_phrase(f, view, voice)

    def line(why: str | None = None, **kw) -> Reason:
        return Reason(play, phrase(why, **kw) if why else None, capital)

    others = [m for m in legal if m != move]
    ties = [m for m in others if abs(values[m] - values[move]) < TIE]
    if ties and f.tablanet is None and f.now > max(facts[m].now for m in ties):
        yield line("sooner")
    if f.tablanet is not None:
        yield line()
        return
    if move.kind == "discard" and f.after_tablanet:
        yield from _after_tablanet_lines(view, f, judgement, voice)
    # the tablanet a play leaves the next player, weighed by its points and its chance
    if f.left and not f.clearing.out and any(facts[m].clearing.weighed > 0 for m in others):
        yield line("no_tablanet_left")
    # (a tablanet that scores nothing, TBL-O3 "none", is no such risk: its points are 0)
    riskier = [m for m in others if m.kind == "discard" and facts[m].clearing.points
               and facts[m].clearing.weighed >= f.clearing.weighed + 1 and facts[m].now >= f.now]
    if riskier:
        other = max(riskier, key=lambda m: (values[m], facts[m].clearing.weighed))
        yield Reason(play, _clearing_phrase(facts[other], "other_leaves_clearing", low=other.card), capital)
    worth = view.options.card_points
    lays = [m for m in legal if m.kind == "discard"]
    if move.kind == "capture":
        if f.now == max(facts[m].now for m in legal) > 0:
            yield line("most_now")
    else:
        if view.table and f.exposure == 0:
            yield line("nobody_takes")
        if worth(move.card) == 0 and any(worth(m.card) for m in lays):
            yield line("no_points")
        if view.table and f.matches == 0:
            yield line("no_match")
        other = max((m for m in others if m.kind == "discard"), key=lambda m: values[m], default=None)
        if other is not None and f.exposure < facts[other].exposure:
            yield line("fewer_take", n=f.exposure, m=facts[other].exposure, low=other.card)
    # against the next best play: the table it leaves offers the next player less
    runner = max(others, key=lambda m: values[m], default=None)
    if runner is not None and f.reach < facts[runner].reach and f.now >= facts[runner].now:
        yield line("leaves_at_most", points=f.reach) if f.reach else line("leaves_nothing")
    if voice == YOURS and len(lays) == len(legal) and view.table:
        yield line("must_lay")
    yield line("best_exact" if judgement.exact else "best_search")


def _after_tablanet_lines(view: View, f: PlayFacts, judgement, voice: str) -> Iterator[Reason]:
    """After an opponent's tablanet (TBL-AI2): the lowest card, or why another."""
    card = f.card
    if voice != YOURS:
        return
    if f.lowest:
        yield Reason(phrase("you_lay_lowest", card=card), phrase("empty_after"), True)
        return
    ace = view.options.ace
    low = min(view.hand, key=lambda c: (card_value(c, ace), str(c)))
    play = phrase("you_lay_not_lowest", card=card)
    n, m = f.matches, takers(view, low)
    if n == 0:
        yield Reason(play, phrase("nobody_takes"), True)
    elif n < m:
        yield Reason(play, phrase("fewer_take", n=n, m=m, low=low), True)
    elif view.options.card_points(card) == 0 < view.options.card_points(low):
        yield Reason(play, phrase("no_points"), True)
    yield Reason(play, phrase("best_exact" if judgement.exact else "best_search"), True)


def verdict_reason(view: View, legal: list[Move], move: Move, best: Move, loss: float, judgement,
                   facts: dict[Move, PlayFacts] | None = None) -> Said:
    """Why ``best`` is better than ``move`` (the line in "Better was ...: about N points (why).")."""
    facts = facts if facts is not None else all_facts(view, legal)
    if loss == 0.0:
        return advice_reason(view, legal, move, judgement, YOURS, facts)
    return _first_fitting(_verdict_lines(view, move, best, loss, judgement, facts))


def _verdict_lines(view: View, move: Move, best: Move, loss: float, judgement,
                   facts: dict[Move, PlayFacts]) -> Iterator[Reason]:
    fm, fb = facts[move], facts[best]
    options = view.options

    def why(key: str, **kw) -> Reason:
        return Reason(None, phrase(key, **kw))

    if fb.tablanet and fm.tablanet is None:      # a tablanet that scores (TBL-O3 "values")
        yield why("tablanet_chance", points=fb.tablanet)
    if move.kind == "discard" and best.kind == "discard":
        n, m = fm.exposure, fb.exposure
        if n > m:
            yield why("better_lay" if m else "better_lay_safe", n=n, m=m)
        if fm.after_tablanet:
            # the laid card lies alone: the tablanet taking it takes it with a card of equal value
            less = options.tablanet_points(fm.card, (fm.card,)) - options.tablanet_points(fb.card, (fb.card,))
            if less > 0:
                yield why("lower_lay", points=less)
    mine, theirs = fm.clearing, fb.clearing
    if mine.out and mine.weighed >= theirs.weighed + RISK_STEP:
        if mine.points:     # 0 when tablanets score nothing (TBL-O3 "none")
            if len(mine.table) == 1:
                yield Reason(None, _clearing_phrase(fm, "yours_leaves_alone", card=mine.table[0]))
            yield Reason(None, _clearing_phrase(fm, "yours_leaves_clearing"))
        yield why("yours_leaves_tablanet", n=len(mine.out), rank=mine.rank)
    gain = fb.now - fm.now
    if 0 < gain <= loss + 0.5:
        yield why("more_points", points=gain)
    if move.kind == "discard" and options.card_points(move.card) and not (
            best.kind == "discard" and options.card_points(best.card)):
        yield why("yours_lays_points", card=move.card)
    yield why("worse_exact" if judgement.exact else "worse_search")
