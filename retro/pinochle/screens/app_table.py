"""The table as the screen shows it: the 12 slots of each hand, and why a choice is refused.

Everything here reads a rules ``State``; nothing draws. The person's slots
are numbered 1-9, A, B, C (PIN-U2) in a fixed order: suits alternate black
and red (♠ ♥ ♣ ♦), ranks run high to low, and a melded copy comes before the
copy still in hand. The computer's hidden cards are backs; its melds are face
up, as on a real table.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

from retro.cards import SUIT_SYMBOLS, Card
from retro.pinochle import melds as M
from retro.pinochle.rules import Move
from retro.table.session import PERSON

SLOT_KEYS = "123456789ABC"


def slot_keys_text(count: int) -> str:
    """The keys of a hand of ``count`` cards as the prompt names them: "1-6", "1-9, A", "1-9, A-C"."""
    count = max(1, min(count, len(SLOT_KEYS)))
    if count <= 9:
        return "1" if count == 1 else f"1-{count}"
    return "1-9, A" if count == 10 else f"1-9, A-{SLOT_KEYS[count - 1]}"
SUIT_ORDER = "SHCD"
COMPUTER = 1                 # the computer's seat (the person's is the table's one PERSON)


@dataclass(frozen=True)
class Slot:
    """One card place: ``card`` None is a face-down card; ``classes`` None is a hand card,
    otherwise the melded card's P/G/S letters (PIN-M14)."""

    card: Card | None
    classes: str | None = None

    @property
    def melded(self) -> bool:
        return self.classes is not None


def _key(slot: Slot):
    cid = M.ID_OF[slot.card]
    return (SUIT_ORDER.index(slot.card.suit), -(cid % 6), not slot.melded)


def slots(state, player: int, face_up: bool = True) -> list[Slot]:
    """``player``'s playable cards (hand and melds, PIN-R9) in screen order."""
    melded = [Slot(card, classes) for card, classes in state.meld_classes(player)]
    hand = [Slot(card) for card in state.hands[player]]
    if face_up:
        return sorted(hand + melded, key=_key)
    return [Slot(None)] * len(hand) + sorted(melded, key=_key)


def slot_index(key: str) -> int | None:
    """``"A"`` -> 9: the slot a number key names (PIN-U2)."""
    if len(key) == 1 and key in SLOT_KEYS:
        return SLOT_KEYS.index(key)
    return None


def play_for(legal: Sequence, slot: Slot):
    """The legal "play" move for the card in ``slot`` (PIN-M12a): the melded copy's place
    plays the melded copy, the hand copy's place the hand copy. None if not legal now."""
    return next((m for m in legal if m.kind == "play" and m.card == slot.card
                 and m.from_meld == slot.melded), None)


def who(player: int | None) -> str:
    return {PERSON: "you", COMPUTER: "I"}.get(player, "nobody")


def play_problem(state, slot: Slot, theirs: str = "my") -> str:
    """Why the person may not play the card in ``slot`` now, in the program's words for the
    rules' reason (round two's duties, PIN-S3); ``theirs`` says whose card was led ("my": the
    computer's, or "ANN's")."""
    reason = state.why_illegal(Move("play", slot.card, from_meld=slot.melded))
    rule = reason.rule if reason is not None else ""
    if rule in ("must_head_trump", "must_follow_suit", "must_trump"):
        led = reason.cards[0]
        if rule == "must_head_trump":
            return f"You must head {theirs} {led.symbol} with a higher trump."
        if rule == "must_follow_suit":
            return f"You must follow suit: play a {SUIT_SYMBOLS[led.suit]}."
        return f"You have no {SUIT_SYMBOLS[led.suit]}: you must trump ({SUIT_SYMBOLS[state.trump]})."
    return f"You cannot play the {slot.card.symbol} now."


def find_meld(legal: Sequence, cards: Sequence[Card]):
    """The legal meld move made of exactly ``cards``, or None."""
    wanted = sorted(M.ID_OF[c] for c in cards)
    for move in legal:
        if move.kind == "meld" and sorted(M.ID_OF[c] for c in move.cards) == wanted:
            return move
    return None


def meld_named(trump: str, cards: Sequence[Card]):
    """The meld of the table (PIN-M1..M9) that ``cards`` make for ``trump``, or None: its name for
    a refusal's words."""
    wanted = sorted(M.ID_OF[c] for c in cards)
    return next((kind for kind in M.MELD_TABLES["SHDC".index(trump)] if sorted(kind.ids) == wanted), None)


def meld_problem(state, cards: Sequence[Card]) -> str:
    """Why ``cards`` are no meld for the person now, in a line: the rules' reason in the
    program's words (PIN-M*)."""
    reason = state.why_illegal(Move("meld", cards=tuple(cards)))
    rule = reason.rule if reason is not None else ""
    kind = meld_named(state.trump, cards)
    if rule == "card_twice_in_meld":
        return "A card may appear only once in a meld."
    if rule == "meld_needs_hand_card" and kind is not None:
        return f"A {kind.name} needs at least one card from your hand, not only melded ones."
    if rule == "meld_card_used" and kind is not None:
        cls = M.CLASS_NAMES[kind.cls]
        return (f"Those cards were already in a {cls} meld worth as much; "
                f"a {cls} meld may reuse them only for more points.")
    return "Those cards make no meld (F3 shows the meld table)."


@dataclass
class Tally:
    """One hand's points as the screen has shown them so far (read from events)."""

    melds: list = field(default_factory=lambda: [0, 0])
    tricks: list = field(default_factory=lambda: [0, 0])
    last: list = field(default_factory=lambda: [0, 0])

    def add(self, event) -> None:
        if event.player is None or not event.points:
            return
        if event.kind in ("meld", "deece"):
            self.melds[event.player] += event.points
        elif event.kind == "trick":
            self.tricks[event.player] += event.points
        elif event.kind == "last_trick":
            self.last[event.player] += event.points

    def hand_total(self, player: int) -> int:
        return self.melds[player] + self.tricks[player] + self.last[player]


def hand_events(events: Sequence) -> list:
    """The events of the hand in progress: those after the last ``hand_end``."""
    for i in range(len(events) - 1, -1, -1):
        if events[i].kind == "hand_end":
            return list(events[i + 1:])
    return list(events)
