"""Tablanet's events as beats: the steps the screen shows one at a time (its events->beats mapping).

A capture is two beats (the card lands, then it takes); a Jack turned up in
the opening is two (it shows, then goes under the deck); the cut, the deal,
the table laid, a Tablanet, the last cards and the score sheet are one each.
The cut's round comes from the State's record of the cut (``state.cut``),
not from the event's words.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from retro.cards import Card
from retro.tablanet import rules as R
from retro.table.session import PERSON

FPS = 60
# Pauses in frames per unit of delay (the speed setting 0-9). The show beats
# (the cut, the deal, the Jacks, a Tablanet) keep at least one unit, so they
# are seen even at delay 0.
PLAY_PAUSE, TAKE_PAUSE, SHOW_PAUSE, BANNER_PAUSE = FPS // 3, FPS // 4, FPS // 2, FPS
DEMO_SHEET_FRAMES = 3 * FPS
TABLANET_TUNE = ("c3e3g3c4 r g3c4e4g4 r e4c4 g4r", 8)


@dataclass(frozen=True)
class Beat:
    """One step shown on screen, made from a rules Event."""

    kind: str
    player: int | None = None
    card: Card | None = None
    cards: tuple = ()
    event: object = None
    where: str = ""
    round: int = 1                  # the cut's round (a tie for lowest cuts again, TBL-E1)


def cut_rounds(cut) -> list[int]:
    """The round of each cut event, in order, from the State's rounds of (player, card)."""
    return [number for number, round_ in enumerate(cut, 1) for _ in round_]


def beats_of(events, cut=()) -> list[Beat]:
    """The beats that show ``events``; ``cut`` is the State's cut, for the cut's rounds."""
    rounds = iter(cut_rounds(cut))
    out: list[Beat] = []
    for e in events:
        k = e.kind
        if k == "capture":
            out.append(Beat("play", e.player, e.cards[0], tuple(e.cards[1:]), e))
            out.append(Beat("take", e.player, e.cards[0], tuple(e.cards[1:]), e))
        elif k == "discard":
            out.append(Beat("lay", e.player, e.cards[0], event=e))
        elif k.startswith("jack_to_"):
            out.append(Beat("jack", card=e.cards[0], where=k[len("jack_to_"):], event=e))
        elif k == "cut":
            out.append(Beat("cut", e.player, e.cards[0], event=e, round=next(rounds, 1)))
        elif k == "last_cards":
            out.append(Beat("last", e.player, cards=tuple(e.cards), event=e))
        elif k in ("card_points", "hand_bonus"):
            out.append(Beat("points", e.player, event=e))
        elif k in ("tablanet", "deal", "table", "dealer", "hand_end", "game_end"):
            out.append(Beat(k, e.player, cards=tuple(e.cards), event=e))
    return out


def hand_order(cards, ace: int) -> list[Card]:
    """The person's hand as shown: by value in play (TBL-V1), then by suit."""
    return sorted(cards, key=lambda c: (R.card_value(c, ace), "SHCD".index(c.suit)))


@dataclass
class HandTally:
    """This hand's end-of-hand points as the beats show them (for the score sheet)."""

    card_points: list = field(default_factory=list)
    bonus: list = field(default_factory=list)
