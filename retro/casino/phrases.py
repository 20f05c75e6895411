"""What HINT, the coach and the computers say about a Casino move, in plain words a player can check.

The names of moves, piles and values, and the printing of the facts of a play
(``retro.casino.facts``): what it takes and scores, and a computer's reason.
"""

from __future__ import annotations

from typing import Optional, Sequence

from retro.cards import Card
from retro.casino.builds import BLOCK, BUILD, Pile
from retro.casino.facts import ChoiceFacts, PlayFacts
from retro.casino.records import MOST_CARDS, MOST_SPADES, Move, Options

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


def point_cards(cards: Sequence[Card]) -> list[str]:
    """Scoring cards (a play's ``scoring``, what the game's options score) by name: ``["the 10♦", "the A♣"]``."""
    return [f"the {c.symbol}" for c in cards]


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


def take_instead(spaces: Sequence[Optional[Pile]], take: Move, put: Card) -> str:
    """A take as the other half of "Put your J♣ or ...": ``"take the J♠=J♦ block with it"`` (with the
    card put), ``"take the 5♣ with your 5♦"`` (with another)."""
    words = move_words(spaces, take)
    words = words[0].lower() + words[1:]
    if take.card == put:
        words = words[:-len(f" with your {put.symbol}")] + " with it"
    return words


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


def other_side(players: int) -> str:
    """Who else is at the table, as a reason names them."""
    return "the other player" if players == 2 else "the others"


def bonus_name(name: str, options: Options) -> str:
    """A round-end bonus as a reason names it, with what the options score it: ``"the 27 cards (3 points)"``,
    ``"the 7 spades (1 point)"``, ``"the cards left at the end"`` (a facts' "27", "7" or "rest")."""
    if name == "27":
        return f"the {MOST_CARDS} cards ({plural(options.most_cards_points, 'point')})"
    if name == "7":
        return f"the {MOST_SPADES} spades ({plural(options.most_spades_points, 'point')})"
    return "the cards left at the end"


def bonus_words(names: Sequence[str], options: Options) -> str:
    return listed(bonus_name(n, options) for n in names)


def cards_words(play: PlayFacts) -> str:
    """``"3 cards toward the 27"`` (or ``"3 cards"`` once someone has 27)."""
    return plural(len(play.taken), "card") + (" toward the 27" if play.open_27 else "")


def gain_words(play: PlayFacts) -> str:
    """What a take wins at once, in things the player can count: ``"3 points (the 10♦ and the 2♠) and a sweep"``."""
    if play.points:
        what = f" ({listed(point_cards(play.scoring))})" if len(play.scoring) <= 3 else ""
        text = f"{plural(play.points, 'point')}{what}"
        return text + " and a sweep" if play.sweep else text
    if play.sweep:
        return f"a sweep, {plural(play.score, 'point')}"
    return cards_words(play)


def scored_words(play: PlayFacts) -> str:
    """What a play scores at once, plainly: ``"2 points and a sweep"``, ``"a sweep"``, ``"nothing"``."""
    if play.points:
        return plural(play.points, "point") + (" and a sweep" if play.sweep else "")
    return "a sweep" if play.sweep else "nothing"


def score_words(play: PlayFacts) -> str:
    """A play's gain for a verdict, without brackets: ``"2 points now, with the A♣ and the 2♠"``."""
    text = f"{plural(play.points, 'point')} now" if play.points else "a sweep now" if play.sweep else "nothing now"
    if play.points and play.sweep:
        text += " and a sweep"
    if play.points and len(play.scoring) <= 3:
        text += f", with {listed(point_cards(play.scoring))}"
    return text


def _symbols(cards: Sequence[Card]) -> str:
    return " ".join(c.symbol for c in cards)


def computer_words(facts: ChoiceFacts) -> str:
    """A computer's reason for its play, said of itself (open hands show it, CAS-AI2)."""
    play = facts.play
    move = play.move
    card = move.card.symbol
    if move.kind == "take":
        what = f"takes {_symbols(move.cards)} with {card}"
        if play.sweep:
            return f"{what}: a sweep, {plural(play.score, 'point')} now"
        if play.points:
            return f"{what}: {plural(play.points, 'point')} now"
        return f"{what}: {cards_words(play)}"
    if move.kind == "build":
        held = " with a card it holds" if facts.holds is not None else ""
        return f"builds {card} on {_symbols(move.cards)} to take {move.value}{held}"
    if move.kind == "block":
        held = f", and it holds another {move.card.rank}" if facts.holds is not None else ""
        return f"blocks {card} on {_symbols(move.cards)}: only {a_value(move.value)} can take it{held}"
    why = facts.why
    if why == "full":
        return f"puts {card}: no free space, so it goes to its own capture pile"
    if why == "forced":
        return f"puts {card}: its last card, and it can take nothing"
    if why == "rest":
        return f"puts {card}: the cards on the table come to it anyway, as the last to take"
    if why == "ties":
        taking = facts.declined.move
        return (f"puts {card}, or could take {_symbols(taking.cards)} with {taking.card.symbol}: "
                f"by its reckoning both come to the same")
    if why == "leaves_more":
        taking = facts.declined.move
        leave = "would likely leave" if facts.likely else "would leave"
        return (f"puts {card} rather than take: taking {_symbols(taking.cards)} with {taking.card.symbol} "
                f"{leave} more for the next player")
    if why == "keeps":
        return f"puts {card} rather than take: it keeps its {facts.keeps.symbol} for a take next turn"
    if why == "rather":
        return f"puts {card} rather than take"
    return f"puts {card}: it gives the least away"


def hint_words(facts: ChoiceFacts) -> str:
    """HINT's line for the default computer's choice, spoken to the person (CAS-U4)."""
    play = facts.play
    move = play.move
    spaces = play.spaces
    card = move.card.symbol
    if move.kind == "take":
        return f"{move_words(spaces, move)}: {gain_words(play)}"
    if move.kind == "build":
        return f"{move_words(spaces, move)}: you hold {a_value(move.value)} to take it next turn"
    if move.kind == "block":
        kept = f", and you keep the {facts.holds.symbol}" if facts.holds is not None else ""
        return f"{move_words(spaces, move)}: only {a_value(move.value)} can take it{kept}"
    why = facts.why
    if why == "full":
        return f"Put your {card}: no space is free, so it goes to your own capture pile"
    if why == "forced":
        return f"Put your {card}: it is your last card, and it can take nothing"
    if why == "rest":
        return f"Put your {card}: the cards on the table come to you anyway, as the last to take"
    if why == "ties":
        return (f"Put your {card} or {take_instead(spaces, facts.declined.move, move.card)}: "
                f"by the computer's reckoning both come to the same")
    if why == "leaves_more":
        leave = "would likely leave" if facts.likely else "would leave"
        return (f"Put your {card} rather than take: {short_words(spaces, facts.declined.move)} {leave} "
                f"more for the next player")
    if why == "keeps":
        return f"Put your {card} rather than take: it keeps your {facts.keeps.symbol} for a take next turn"
    if why == "rather":
        return f"Put your {card} rather than take"
    return f"Put your {card}: it gives the least away"
