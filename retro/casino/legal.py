"""Casino's legal moves: every move a hand may make at a tableau, checking a move, saying why one is not legal."""

from __future__ import annotations

from typing import Optional, Sequence

from retro.cards import Card
from retro.casino.builds import (
    ACE_BUILD, BLOCK, BUILD, CARD, Pile, Tableau, build_value, take_value,
)
from retro.casino.records import IllegalMove, Move


def legal_moves_for(hand: Sequence[Card], spaces: Sequence[Optional[Pile]]) -> list[Move]:
    """Every legal move of a player holding ``hand`` at this tableau (used by State and View)."""
    return [move for move, _ in legal_entries(hand, spaces)]


def legal_entries(hand: Sequence[Card], spaces: Sequence[Optional[Pile]]) -> list[tuple[Move, tuple[int, ...]]]:
    """Each legal move with the tableau spaces it uses, in a stable order (hand order, then kind)."""
    entries: list[tuple[Move, tuple[int, ...]]] = []
    for found in _entries_by_card(hand, spaces):
        entries.extend(found)
    return entries


def legal_moves_steps(hand: Sequence[Card], spaces: Sequence[Optional[Pile]]):
    """``legal_moves_for`` as a generator that pauses (yields None) after each hand card's moves.

    A crowded table of small cards holds thousands of takes: listing them
    all at once can outlast a frame, one card's share does not.
    """
    moves: list[Move] = []
    for found in _entries_by_card(hand, spaces):
        moves.extend(move for move, _ in found)
        yield None
    return moves


def _entries_by_card(hand: Sequence[Card], spaces: Sequence[Optional[Pile]]):
    """Per hand card, in hand order: its moves with the spaces each uses."""
    tableau = Tableau(spaces)
    by_rank: dict[str, list[int]] = {}
    for card in hand:
        entries: list[tuple[Move, tuple[int, ...]]] = [(Move("put", card), ())]
        masks = by_rank.get(card.rank)
        if masks is None:
            masks = by_rank[card.rank] = tableau.take_masks(card)
        for mask in masks:
            used, taken = [], []
            while mask:
                low = mask & -mask
                index = low.bit_length() - 1
                used.append(index)
                taken.extend(spaces[index].cards)
                mask ^= low
            entries.append((Move("take", card, tuple(taken), None), tuple(used)))
        for index, total in tableau.build_targets(card, hand):
            entries.append((Move("build", card, spaces[index].cards, total), (index,)))
        for index in tableau.block_targets(card, hand):
            entries.append((Move("block", card, spaces[index].cards, take_value(card)), (index,)))
        yield entries


def space_of(spaces: Sequence[Optional[Pile]]) -> dict[Card, int]:
    return {c: i for i, pile in enumerate(spaces) if pile is not None for c in pile.cards}


def check_move(hand: Sequence[Card], spaces: Sequence[Optional[Pile]], move) -> tuple[Move, tuple[int, ...]]:
    """Validate ``move`` for a player holding ``hand``; return it in canonical form and its spaces.

    The move's ``cards`` may be in any order; a build's or block's ``value``
    may be None (it is filled in). Raises IllegalMove saying why.
    """
    kind = getattr(move, "kind", None)
    card = getattr(move, "card", None)
    if kind not in ("put", "take", "build", "block"):
        raise IllegalMove(f"{move!r} is not a Casino move (put, take, build or block)", "not_a_move")
    if not isinstance(card, Card) or card not in hand:
        raise IllegalMove(f"{card} is not in the hand of the player to move", "not_in_hand",
                          (card,) if isinstance(card, Card) else ())
    if kind == "put":
        if move.cards:
            raise IllegalMove("a put places the card alone: it names no tableau cards", "put_names_cards",
                              (card,))
        return Move("put", card), ()
    where = space_of(spaces)
    chosen = []
    for c in move.cards:
        if c not in where:
            raise IllegalMove(f"{c} is not on the table", "not_on_table", (c,))
        if where[c] not in chosen:
            chosen.append(where[c])
    chosen.sort()
    named = set(move.cards)
    for index in chosen:
        missing = [c for c in spaces[index].cards if c not in named]
        if missing:
            raise IllegalMove(f"a pile is taken or built on whole: {spaces[index].describe()} "
                              f"also holds {' '.join(c.symbol for c in missing)}", "pile_taken_whole",
                              tuple(missing))
    if len(named) != len(move.cards):
        raise IllegalMove("a card is named twice", "card_named_twice")
    if not chosen:
        raise IllegalMove(f"a {kind} needs cards from the table", "needs_table_cards", (card,))
    mask = sum(1 << i for i in chosen)
    tableau = Tableau(spaces)
    if kind == "take":
        if not tableau.can_take(card, mask):
            raise IllegalMove(explain(hand, spaces, chosen, card, kinds=("take",)), "cannot_take",
                              (card,) + tuple(c for i in chosen for c in spaces[i].cards))
        taken = tuple(c for i in chosen for c in spaces[i].cards)
        return Move("take", card, taken, None), tuple(chosen)
    if len(chosen) != 1:
        raise IllegalMove(f"a {kind} goes on one pile, not {len(chosen)}", "one_pile_only")
    index = chosen[0]
    if kind == "build":
        totals = dict(tableau.build_targets(card, hand))
        total = totals.get(index)
    else:
        total = take_value(card) if index in tableau.block_targets(card, hand) else None
    if total is None or (move.value is not None and move.value != total):
        raise IllegalMove(explain(hand, spaces, chosen, card, kinds=(kind,)), f"cannot_{kind}",
                          (card,) + spaces[index].cards)
    return Move(kind, card, spaces[index].cards, total), (index,)


def rank_name(value: int) -> str:
    return {14: "Ace", 1: "Ace", 11: "Jack", 12: "Queen", 13: "King"}.get(value, str(value))


def a_rank(value: int) -> str:
    """``"a 7"``, ``"an 8"``, ``"an Ace"``."""
    name = rank_name(value)
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
            return (f"{wrong[0].describe()} is a block: only {a_rank(wrong[0].value)} "
                    f"can take it, and never as part of a sum.")
        others = [p for p in piles if p.kind != BLOCK and not (p.kind == CARD and p.cards[0].rank == card.rank)]
        if blocks and others:
            rank = rank_name(blocks[0].value)
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
            f"{rank_name(total)} to take it")


def _why_not_block(hand, pile: Pile, card: Card) -> str:
    if pile.kind == BUILD:
        return "a block goes on one loose card, never on a build"
    if pile.kind == BLOCK:
        return "nothing goes on a block: it stays as it is until a card of its value takes it"
    if pile.cards[0].rank != card.rank:
        return "a block needs a card of the same value"
    return f"to block you must keep another {rank_name(take_value(card))} in your hand"
