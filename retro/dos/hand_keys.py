"""The person's hand on their turn: a cursor over the cards and the keys that choose one.

Tommy's Pinochle and Tablanet read the person's keys alike: a card's own key
(its number) chooses that card, ←/→ move the cursor round the hand, Enter,
Space, ↑ or ↓ choose the card under the cursor, and any other key but a
function key is no answer (refused, saying the keys that are). ``HandCursor``
is that cursor and that reading, mixed into each program's turn; the program
says which card a key names, what choosing a card does and how a key that is
no answer is refused (its own keys, a meld's Enter or the table's letters,
it reads first).
"""

from __future__ import annotations

from typing import Callable

# The cursor's keys: a step round the hand.
STEPS = {"LEFT": -1, "RIGHT": 1}
# The keys that choose the card under the cursor.
CHOOSE_KEYS = ("RETURN", "SPACE", "UP", "DOWN")


class HandCursor:
    """The cursor over the person's hand (``cursor``: a card's index) and the keys of the turn."""

    cursor: int = 0

    def hand_key(self, key: str, count: int, named: int | None, choose: Callable[[int], None],
                 no_answer: Callable[[], None], no_card: Callable[[], None] | None = None) -> None:
        """``key`` on the person's turn with ``count`` cards in hand: ``named`` is the card the key
        names by its own key (or None). A card named or under the cursor goes to ``choose``, but one
        past the hand to ``no_card`` when it is given; the arrows step the cursor round the hand; any
        other key but a function key goes to ``no_answer``."""
        if named is not None:
            index = named
        elif key in STEPS:
            self.cursor = (self.cursor + STEPS[key]) % max(1, count)
            return
        elif key in CHOOSE_KEYS:
            index = self.cursor
        else:
            if not key.startswith("F"):
                no_answer()
            return
        if no_card is not None and not 0 <= index < count:
            no_card()
        else:
            choose(index)

    def fit_cursor(self, count: int) -> None:
        """Keep the cursor on one of ``count`` cards (the first when there are none)."""
        self.cursor = min(self.cursor, max(0, count - 1))
