"""What HINT and the coach say to the person about a Casino move, in plain words they can check."""

from __future__ import annotations

from typing import Optional, Sequence

from retro.cards import Card
from retro.casino.builds import BLOCK, BUILD, Pile
from retro.casino.records import Move, card_points

RANK_NAMES = {"A": "Ace", "J": "Jack", "Q": "Queen", "K": "King"}
VALUE_NAMES = {1: "Ace", 14: "Ace", 11: "Jack", 12: "Queen", 13: "King"}


def value_name(value: int) -> str:
    """``"Queen"``, ``"Ace"``, ``"7"``: the card that takes a pile of ``value``."""
    return VALUE_NAMES.get(value, str(value))


def a_value(value: int) -> str:
    """``"a Queen"``, ``"an 8"``, ``"an Ace"``."""
    name = value_name(value)
    return ("an " if name in ("8", "Ace") else "a ") + name


def plural(count: int, word: str) -> str:
    return f"{count} {word}" + ("" if count == 1 else "s")


def pile_words(pile: Pile) -> str:
    """One tableau pile as a player names it: ``"the 10♦"``, ``"the 5♣+7♦ build"``, ``"the 7♥=7♠ block"``."""
    if pile.kind == BUILD:
        return "the " + "+".join(c.symbol for c in pile.cards) + " build"
    if pile.kind == BLOCK:
        return "the " + "=".join(c.symbol for c in pile.cards) + " block"
    return "the " + pile.cards[0].symbol


def listed(parts: Sequence[str]) -> str:
    """``"a"``, ``"a and b"``, ``"a, b and c"``."""
    parts = list(parts)
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def taken_piles(spaces: Sequence[Optional[Pile]], move: Move) -> list[Pile]:
    """The piles a take lifts, in space order."""
    named = set(move.cards)
    return [p for p in spaces if p is not None and p.cards[0] in named]


def take_points(move: Move, sweep: bool) -> int:
    """The points a take scores that the player can count at once: the cards' own points and a sweep."""
    return sum(card_points(c) for c in (move.card, *move.cards)) + (1 if sweep else 0)


def is_sweep(spaces: Sequence[Optional[Pile]], move: Move) -> bool:
    return move.kind == "take" and len(move.cards) == sum(len(p.cards) for p in spaces if p is not None)


def point_cards(cards: Sequence[Card]) -> list[str]:
    """The scoring cards among ``cards`` by name: ``["the 10♦", "the A♣"]``."""
    return [f"the {c.symbol}" for c in cards if card_points(c)]


def move_words(spaces: Sequence[Optional[Pile]], move: Move) -> str:
    """The move as an instruction to the person: ``"Take the 10♦ and the 2♠ with your 10♣"``."""
    card = move.card.symbol
    if move.kind == "take":
        return f"Take {listed(pile_words(p) for p in taken_piles(spaces, move))} with your {card}"
    target = next((p for p in spaces if p is not None and p.cards == tuple(move.cards)), None)
    where = pile_words(target) if target is not None else " ".join(c.symbol for c in move.cards)
    if move.kind == "build":
        return f"Build your {card} on {where} to make {move.value}"
    if move.kind == "block":
        return f"Block your {card} on {where}"
    return f"Put your {card} on the table"


def short_words(spaces: Sequence[Optional[Pile]], move: Move) -> str:
    """A compact name for a move, for "Better was ...": ``"A♣ taking 2♠ and 5♣+7♦"``, ``"3♣ on 10♠"``."""
    card = move.card.symbol
    if move.kind == "take":
        piles = taken_piles(spaces, move)
        shown = [("+" if p.kind == BUILD else "=" if p.kind == BLOCK else "").join(c.symbol for c in p.cards)
                 for p in piles]
        return f"{card} taking {listed(shown)}"
    if move.kind == "build":
        return f"{card} built on {'+'.join(c.symbol for c in move.cards)} to make {move.value}"
    if move.kind == "block":
        return f"{card} blocked on {'='.join(c.symbol for c in move.cards)}"
    return f"putting {card}"


def gain_words(spaces: Sequence[Optional[Pile]], move: Move) -> str:
    """What a take wins at once, in things the player can count: ``"3 points (the 10♦ and the 2♠) and a sweep"``."""
    sweep = is_sweep(spaces, move)
    points = take_points(move, False)
    if points:
        scoring = point_cards((move.card, *move.cards))
        what = f" ({listed(scoring)})" if len(scoring) <= 3 else ""
        text = f"{plural(points, 'point')}{what}"
        return text + " and a sweep" if sweep else text
    if sweep:
        return "a sweep, 1 point"
    return f"{plural(1 + len(move.cards), 'card')} toward the 27"


def score_words(spaces: Sequence[Optional[Pile]], move: Move) -> str:
    """A take's gain for a verdict, without brackets: ``"2 points now, with the A♣ and the 2♠"``."""
    sweep = is_sweep(spaces, move)
    points = take_points(move, False)
    scoring = point_cards((move.card, *move.cards))
    text = f"{plural(points, 'point')} now" if points else "a sweep now" if sweep else "nothing now"
    if points and sweep:
        text += " and a sweep"
    if points and len(scoring) <= 3:
        text += f", with {listed(scoring)}"
    return text


def hint_words(spaces: Sequence[Optional[Pile]], move: Move, sweep_left: bool = False,
               declined_take: bool = False, full: bool = False) -> str:
    """HINT's line for the default computer's choice, spoken to the person (CAS-U4)."""
    card = move.card.symbol
    if move.kind == "take":
        gain = gain_words(spaces, move)
        if gain.endswith("toward the 27"):
            gain += ", and little left for the next player"
        return f"{move_words(spaces, move)}: {gain}"
    if move.kind == "build":
        return f"{move_words(spaces, move)}: you hold {a_value(move.value)} to take it next turn"
    if move.kind == "block":
        return f"{move_words(spaces, move)}: only {a_value(move.value)} can take it, and you keep one"
    if full:
        return f"Put your {card}: no space is free, so it goes to your own capture pile"
    if declined_take:
        return f"Put your {card} rather than take: a take would leave too much for the next player"
    return f"Put your {card}: it gives the least away"
