"""Why the coach's play is best, and what another play gives up: plain lines from the search's facts."""

from __future__ import annotations

from retro.bot import finish
from retro.casino.builds import ACE_BUILD, ACE_HIGH, take_value
from retro.casino.lookahead import Values
from retro.casino.phrases import (
    a_value, value_name, gain_words, is_sweep, listed, move_words, plural, score_words, short_words,
)
from retro.casino.records import MOST_CARDS, MOST_SPADES, Move, card_points
from retro.casino.rules import unplayed_cards
from retro.casino.solver import Node

OTHER = "the other player"


# --- an exact line played out ---------------------------------------------------------------------
class Line:
    """A best line of play after one move (exact phase), and what it comes to at the round's end."""

    def __init__(self, position: Values, move: Move):
        node: Node = position.node
        self.me = me = node.to_move
        self.start = node
        self.plays = []
        plays = position.lines.get(move)
        if plays is None:
            plays = position.lines[move] = finish(position.solver.line_steps(node, move))
        for player, played, gains in plays:
            before = node
            node = next(node.play(m, used)[0] for m, used in node.entries() if m == played)
            self.plays.append((player, played, gains, before))
        self.end = node
        self.points = [sum(g[p] for _, _, g, _ in self.plays) for p in range(2)]
        last = self.plays[-1][3] if self.plays else node
        self.left = [c for p in last.spaces if p is not None for c in p.cards] if node.over else []

    def owner_of_cards(self):
        return next((p for p in range(2) if self.end.cards[p] >= MOST_CARDS), None) if self.end.over else None

    def owner_of_spades(self):
        return next((p for p in range(2) if self.end.spades[p] >= MOST_SPADES), None) if self.end.over else None

    def last_cards_to(self):
        return self.end.last_taker if self.left else None

    def their_takes(self):
        return [(m, before) for p, m, _, before in self.plays if p != self.me and m.kind == "take"]

    def wins(self) -> list[str]:
        """What the mover gets on this line that is not theirs already: the bonuses, the last cards."""
        me, start = self.me, self.start
        parts = []
        if self.owner_of_cards() == me and start.cards[me] < MOST_CARDS:
            parts.append("the 27 cards (3 points)")
        if self.owner_of_spades() == me and start.spades[me] < MOST_SPADES:
            parts.append("the 7 spades (1 point)")
        if self.last_cards_to() == me:
            parts.append("the cards left at the end")
        return parts


def _take_words(node: Node, move: Move) -> str:
    """``"their 8♦ takes the 3♥ and the 5♥"``, said of the other player's take on ``node``'s table."""
    named = set(move.cards)
    piles = [p for p in node.spaces if p is not None and p.cards[0] in named]
    shown = listed("the " + ("+" if p.kind == "build" else "=" if p.kind == "block" else "").join(
        c.symbol for c in p.cards) for p in piles)
    return f"their {move.card.symbol} takes {shown}"


# --- the hint's reason -------------------------------------------------------------------------------
def advice_reason(position: Values, move: Move) -> str:
    """Why ``move`` is the play: what it does now and, where it shows, what it wins later."""
    view = position.view
    spaces = view.spaces
    words = move_words(spaces, move)
    last_card = view.stock_size == 0 and sum(view.hand_sizes) == 1
    if move.kind == "take":
        text = f"{words}: {gain_words(spaces, move)}"
        if last_card and not is_sweep(spaces, move):
            text += ", and the cards left on the table come to you as the last to take"
    elif move.kind == "build":
        inside = [c for c in (*move.cards, move.card) if card_points(c)]
        extra = f", with {plural(sum(card_points(c) for c in inside), 'point')} in it" if inside else ""
        text = f"{words}: you hold {a_value(move.value)} to take it next turn{extra}"
        aces = sum(take_value(c) == ACE_HIGH for c in unplayed_cards(view)) if move.value == ACE_BUILD else 0
        if aces and not position.exact:
            # The source's tip builds to an Ace only once none is unseen: say why this one is worth it.
            text += f"; {plural(aces, 'Ace')} still unseen, a risk worth taking here"
    elif move.kind == "block":
        kept = [c for c in view.hand if c.rank == move.card.rank and c != move.card]
        text = f"{words}: only {a_value(move.value)} can take it"
        if kept:
            text += f", and you keep the {kept[0].symbol}"
    else:
        text = _put_reason(position, move)
    if position.exact:
        wins = [w for w in Line(position, move).wins() if not (last_card and w.startswith("the cards left"))]
        if wins:
            text += f"; played out best, {listed(wins)} come to you"
    tied = _tied_later(position, move)
    if tied is not None:
        text += f" (as good as {short_words(spaces, tied)}, and it scores sooner)"
    return text


def _tied_later(position: Values, move: Move):
    """An equally good move that scores less now, if the hint was chosen over it for scoring sooner."""
    top = position.values[move]
    now = position.facts[move].now
    for other in position.legal:
        if other != move and abs(position.values[other] - top) < 1e-9 and position.facts[other].now < now - 1e-9:
            return other
    return None


def _put_reason(position: Values, move: Move) -> str:
    view = position.view
    card = move.card.symbol
    if all(p is not None for p in view.spaces):
        return f"Put your {card}: no space is free, so it goes to your own capture pile"
    takes = [m for m in position.legal if m.kind == "take"]
    kept = [c.symbol for c in view.hand if c != move.card]
    if takes:
        best_take = max(takes, key=lambda m: position.values[m])
        if position.facts[best_take].others_took > position.facts[move].others_took + 0.25:
            return f"Put your {card} rather than take: {short_words(view.spaces, best_take)} would leave " \
                   f"{OTHER} more to take"
        if kept:
            return f"Put your {card} rather than take: it keeps your {listed(kept)} for the takes to come"
        return f"Put your {card} rather than take"
    points = card_points(move.card)
    if points:
        return f"Put your {card}: you can take nothing, and every other card you hold is needed more"
    return f"Put your {card}: you can take nothing, and it is the card you can best spare"


# --- the verdict's reason -------------------------------------------------------------------------------
def verdict_reason(position: Values, move: Move, best: Move, loss: float) -> str:
    """Why ``best`` beats ``move`` by ``loss``: from what the person can check, never more than the loss."""
    spaces = position.view.spaces
    facts = position.facts
    now_best, now_move = facts[best].now, facts[move].now
    if position.exact:
        text = _exact_difference(position, move, best)
        if text:
            return text
    abandoned = _abandoned_build(position, move, best)
    if abandoned:
        return abandoned
    if now_best > now_move + 0.5:
        text = f"it scores {score_words(spaces, best)}" if best.kind == "take" else "it scores more now"
        if now_move >= 1:
            text += f", where yours scores {plural(round(now_move), 'point')}"
        if now_best - now_move > loss + 0.5:
            text += "; yours makes up part of that later"
        return text
    gave = facts[move].others_took - facts[best].others_took
    if gave > 0.5 and move.kind == "put" and card_points(move.card):
        return f"yours lays the {move.card.symbol}, a point card, where {OTHER} can take it"
    if gave > 0.5:
        if facts[move].others_swept > facts[best].others_swept + 0.25:
            return f"yours leaves {OTHER} a likely sweep"
        return f"yours leaves {OTHER} more to take"
    if best.kind == "build":
        return f"it sets up a take for your next turn with {a_value(best.value)} you hold"
    more_cards = (len(best.cards) + 1 if best.kind == "take" else 0) - (
        len(move.cards) + 1 if move.kind == "take" else 0)
    if more_cards > 0:
        return f"it takes {plural(more_cards, 'more card')} now, toward the 27"
    if move.kind == "put" and card_points(move.card):
        return f"yours lays the {move.card.symbol}, a point card, where others can take it"
    if move.card != best.card:
        return f"it keeps your {move.card.symbol} for a later take"
    return f"it leaves {OTHER} less to take"


def _abandoned_build(position: Values, move: Move, best: Move) -> str:
    """Your own build left without its taker: ``move`` plays the only card you hold that takes it."""
    view = position.view
    value = take_value(move.card)
    if move.kind == "take" or sum(take_value(c) == value for c in view.hand) != 1:
        return ""
    for pile in view.spaces:
        if (pile is not None and pile.kind == "build" and pile.owner == view.player and pile.value == value
                and tuple(move.cards) != pile.cards):
            return (f"yours gives up your only {value_name(value)}, the card your "
                    f"{'+'.join(c.symbol for c in pile.cards)} build needs")
    return ""


def _exact_difference(position: Values, move: Move, best: Move) -> str:
    """The first thing the two lines of best play differ in, that the person can count."""
    mine, theirs = Line(position, best), Line(position, move)
    me = mine.me
    other = 1 - me
    parts = []
    if mine.owner_of_cards() == me and theirs.owner_of_cards() != me:
        parts.append("the 27 cards (3 points)")
    if mine.owner_of_spades() == me and theirs.owner_of_spades() != me:
        parts.append("the 7 spades (1 point)")
    if mine.last_cards_to() == me and theirs.last_cards_to() != me:
        parts.append("the cards left at the end")
    if parts:
        return f"with best play after it, {listed(parts)} come to you"
    lost = []
    if theirs.owner_of_cards() == other and mine.owner_of_cards() != other:
        lost.append("the 27 cards (3 points)")
    if theirs.owner_of_spades() == other and mine.owner_of_spades() != other:
        lost.append("the 7 spades (1 point)")
    if theirs.last_cards_to() == other and mine.last_cards_to() != other:
        lost.append("the cards left at the end")
    if lost:
        return f"after yours, {listed(lost)} go to {OTHER}"
    their_takes = theirs.their_takes()
    if their_takes and mine.points[other] < theirs.points[other]:
        take, before = their_takes[0]
        return f"after yours, {_take_words(before, take)}"
    return ""
