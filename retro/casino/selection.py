"""Casino moves from what the player pointed at: checking a move, matching a click selection, saying why not."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Optional, Sequence

from retro.cards import Card
from retro.casino.builds import (
    ACE_BUILD, BLOCK, BUILD, CARD, Pile, Tableau, build_value, take_value,
)
from retro.casino.rules import IllegalMove, Move, space_of


@dataclass(frozen=True)
class Selection:
    """The moves matching a selection; ``message`` explains a choice (several) or a mistake (none)."""

    moves: tuple[Move, ...]
    message: str = ""


def check_move(hand: Sequence[Card], spaces: Sequence[Optional[Pile]], move) -> tuple[Move, tuple[int, ...]]:
    """Validate ``move`` for a player holding ``hand``; return it in canonical form and its spaces.

    The move's ``cards`` may be in any order; a build's or block's ``value``
    may be None (it is filled in). Raises IllegalMove saying why.
    """
    kind = getattr(move, "kind", None)
    card = getattr(move, "card", None)
    if kind not in ("put", "take", "build", "block"):
        raise IllegalMove(f"{move!r} is not a Casino move (put, take, build or block)")
    if not isinstance(card, Card) or card not in hand:
        raise IllegalMove(f"{card} is not in the hand of the player to move")
    if kind == "put":
        if move.cards:
            raise IllegalMove("a put places the card alone: it names no tableau cards")
        return Move("put", card), ()
    where = space_of(spaces)
    chosen = []
    for c in move.cards:
        if c not in where:
            raise IllegalMove(f"{c} is not on the table")
        if where[c] not in chosen:
            chosen.append(where[c])
    chosen.sort()
    named = set(move.cards)
    for index in chosen:
        missing = [c for c in spaces[index].cards if c not in named]
        if missing:
            raise IllegalMove(f"a pile is taken or built on whole: {spaces[index].describe()} "
                              f"also holds {' '.join(c.symbol for c in missing)}")
    if len(named) != len(move.cards):
        raise IllegalMove("a card is named twice")
    if not chosen:
        raise IllegalMove(f"a {kind} needs cards from the table")
    mask = sum(1 << i for i in chosen)
    tableau = Tableau(spaces)
    if kind == "take":
        if mask not in tableau.take_masks(card):
            raise IllegalMove(explain(hand, spaces, chosen, card, kinds=("take",)))
        taken = tuple(c for i in chosen for c in spaces[i].cards)
        return Move("take", card, taken, None), tuple(chosen)
    if len(chosen) != 1:
        raise IllegalMove(f"a {kind} goes on one pile, not {len(chosen)}")
    index = chosen[0]
    if kind == "build":
        totals = dict(tableau.build_targets(card, hand))
        total = totals.get(index)
    else:
        total = take_value(card) if index in tableau.block_targets(card, hand) else None
    if total is None or (move.value is not None and move.value != total):
        raise IllegalMove(explain(hand, spaces, chosen, card, kinds=(kind,)))
    return Move(kind, card, spaces[index].cards, total), (index,)


def moves_for_selection(position, selected: Iterable[int], card: Card) -> Selection:
    """CAS-U6: the legal moves for "these tableau spaces, then this hand card".

    ``position`` is a State (the player to move) or a View; ``selected`` the
    space numbers clicked (empty: a Put). One move: play it. Several (CAS-K2,
    e.g. take or block): ``message`` lists them for the player to choose.
    None: ``message`` says what is wrong.
    """
    hand, spaces = _hand_and_spaces(position)
    chosen = sorted(set(selected))
    if card not in hand:
        return Selection((), f"{card.symbol} is not in your hand.")
    if any(not 0 <= i < len(spaces) or spaces[i] is None for i in chosen):
        return Selection((), "Click cards on the table, then a card in your hand.")
    if not chosen:
        return Selection((Move("put", card),))
    mask = sum(1 << i for i in chosen)
    tableau = Tableau(spaces)
    moves = []
    if mask in tableau.take_masks(card):
        taken = tuple(c for i in chosen for c in spaces[i].cards)
        moves.append(Move("take", card, taken, None))
    if len(chosen) == 1:
        index = chosen[0]
        for where, total in tableau.build_targets(card, hand):
            if where == index:
                moves.append(Move("build", card, spaces[index].cards, total))
        if index in tableau.block_targets(card, hand):
            moves.append(Move("block", card, spaces[index].cards, take_value(card)))
    if not moves:
        return Selection((), explain(hand, spaces, chosen, card))
    if len(moves) == 1:
        return Selection(tuple(moves))
    options = "; or ".join(_say(m) for m in moves)
    return Selection(tuple(moves), f"You can {options}. Which do you want?")


def move_spaces(spaces: Sequence[Optional[Pile]], move: Move) -> tuple[int, ...]:
    """The tableau spaces a move uses, in order -- what HINT highlights besides the hand card (CAS-U4)."""
    where = space_of(spaces)
    return tuple(sorted({where[c] for c in move.cards if c in where}))


def _hand_and_spaces(position):
    if hasattr(position, "hand"):
        return tuple(position.hand), tuple(position.spaces)
    player = position.to_move
    hand = position.hands[player] if player is not None else []
    return tuple(hand), tuple(position.spaces)


def _say(move: Move) -> str:
    card = move.card.symbol
    if move.kind == "take":
        return f"take them with {card}"
    if move.kind == "build":
        return f"build {card} on them to make {move.value}"
    return f"block {card} on them (taken only by {_a_rank(move.value)})"


def _rank_name(value: int) -> str:
    return {14: "Ace", 1: "Ace", 11: "Jack", 12: "Queen", 13: "King"}.get(value, str(value))


def _a_rank(value: int) -> str:
    """``"a 7"``, ``"an 8"``, ``"an Ace"``."""
    name = _rank_name(value)
    return ("an " if name in ("8", "Ace") else "a ") + name


def explain(hand: Sequence[Card], spaces: Sequence[Optional[Pile]], chosen: Sequence[int], card: Card,
            kinds: Sequence[str] = ("take", "build", "block")) -> str:
    """Why ``card`` can do nothing with the piles at ``chosen`` -- the first reason that applies."""
    piles = [spaces[i] for i in chosen]
    value = take_value(card)
    name = card.symbol
    shown = " and ".join(p.describe() for p in piles)
    blocks = [p for p in piles if p.kind == BLOCK]
    if "take" in kinds:
        wrong = [p for p in blocks if p.cards[0].rank != card.rank]
        if wrong:
            return (f"{wrong[0].describe()} is a block: only {_a_rank(wrong[0].value)} "
                    f"can take it, and never as part of a sum.")
        others = [p for p in piles if p.kind != BLOCK and not (p.kind == CARD and p.cards[0].rank == card.rank)]
        if blocks and others:
            rank = _rank_name(blocks[0].value)
            return (f"A block goes only with loose cards and blocks of its own value: {name} may take "
                    f"{blocks[0].describe()} with loose {rank}s, but not with {others[0].describe()}.")
        if any(p.is_ace_build for p in piles) and value != ACE_BUILD:
            return "An Ace build counts 14: only an Ace can take it."
    if len(piles) == 1:
        pile = piles[0]
        reasons = []
        if "take" in kinds:
            reasons.append(f"{name} does not match {pile.describe()}")
        if "build" in kinds:
            reasons.append(_why_not_build(hand, pile, card))
        if "block" in kinds:
            reasons.append(_why_not_block(hand, pile, card))
        text = "; ".join(r for r in reasons if r)
        return text[:1].upper() + text[1:] + "."
    total = sum(p.value for p in piles if p.kind != BLOCK)
    if "take" not in kinds:
        return f"A {kinds[0]} goes on one pile at a time."
    if blocks:
        return "A block can only be taken by a card of its value, never in a sum."
    return (f"{shown} add up to {total}: {name} takes only piles worth {value} "
            f"or sets of piles that each add up to {value}. (Build or block one pile at a time.)")


def _why_not_build(hand, pile: Pile, card: Card) -> str:
    if pile.kind == BLOCK:
        return "a block cannot be built on"
    if pile.is_ace_build:
        return "an Ace build cannot be built further"
    total = pile.value + build_value(card)
    if total > ACE_BUILD:
        return f"building {card.symbol} on it makes {total}, and no card is worth more than 14"
    return (f"building {card.symbol} on it makes {total}, but you would hold no "
            f"{_rank_name(total)} to take it")


def _why_not_block(hand, pile: Pile, card: Card) -> str:
    if pile.kind == BUILD:
        return "a block goes on one loose card, never on a build"
    if pile.kind == BLOCK:
        return "nothing goes on a block: it stays as it is until a card of its value takes it"
    if pile.cards[0].rank != card.rank:
        return "a block needs a card of the same value"
    return f"to block you must keep another {_rank_name(take_value(card))} in your hand"
