"""Casino moves from what the player pointed at: checking a move, matching a click selection, saying why not."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Optional, Sequence

from retro.cards import Card
from retro.casino.builds import Pile, Tableau, take_value
from retro.casino.legal import a_rank, check_move, explain, space_of
from retro.casino.rules import Move

__all__ = ["Selection", "check_move", "explain", "move_spaces", "moves_for_selection"]


@dataclass(frozen=True)
class Selection:
    """The moves matching a selection; ``message`` explains a choice (several) or a mistake (none)."""

    moves: tuple[Move, ...]
    message: str = ""


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
    if tableau.can_take(card, mask):
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
    them = "it" if len(chosen) == 1 else "them"      # one pile (a card or a build) is "it"
    options = "; or ".join(_say(m, them) for m in moves)
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


def _say(move: Move, them: str) -> str:
    card = move.card.symbol
    if move.kind == "take":
        return f"take {them} with {card}"
    if move.kind == "build":
        return f"build {card} on {them} to make {move.value}"
    return f"block {card} on {them} (taken only by {a_rank(move.value)})"


