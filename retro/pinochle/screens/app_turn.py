"""The person's turn: what the program waits for (a card, a meld, the exchange), the cursor and the keys.

``PersonTurn`` turns keys and clicks into the person's decisions (the cursor
and the keys over the hand are ``retro.dos.hand_keys``'s). It is given the
game's parts it uses as plain functions: the state, ``decide`` (a decision of
the person's), ``forced`` (the rules' only move, made for them), ``refuse``
(a beep and why), ``ask`` (a Y/N question), ``touch`` and ``seat`` (the seat of
the person at the screen: two people take turns at one).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from retro.pinochle.screens.app_table import PERSON, find_meld, meld_problem, play_for, play_problem, slot_index, slots
from retro.pinochle.rules import Phase
from retro.dos.hand_keys import HandCursor


# What a key that is no answer says, when a card is to be played or a meld's cards chosen.
PLAY_KEYS = "Type a card's number (1-9, A, B, C) or use ←/→ and Enter."
MELD_KEYS = "Meld: the cards' numbers (or ←/→ and ↑/↓), then Enter."


@dataclass(eq=False)
class PersonTurn(HandCursor):
    """``awaiting`` is "play", "meld" or "exchange" while the person is to decide, else None."""

    state: Callable[[], object]
    decide: Callable[[object], None]
    forced: Callable[[object], None]
    refuse: Callable[[str], None]
    ask: Callable[[str, Callable[[bool], None]], None]
    touch: Callable[[], None]
    seat: Callable[[], int] = lambda: PERSON
    theirs: Callable[[], str] = lambda: "my"        # whose card the person answers ("my": the computer's)
    awaiting: str | None = field(default=None, init=False)
    cursor: int = field(default=0, init=False)
    registered: set[int] = field(default_factory=set, init=False)
    # the registered cards are the hint's: the first choice replaces them
    from_hint: bool = field(default=False, init=False)
    # the trick count at which the exchange was last offered
    exchange_asked: int = field(default=-1, init=False)

    def reset(self) -> None:
        self.awaiting = None
        self.registered.clear()
        self.from_hint = False

    def follow_hint(self, move, hinted) -> None:
        """F4's advice made followable: a hinted meld's cards are registered, so Enter melds it (a
        card chosen after replaces them, so typing the meld's numbers works too); a hinted "done"
        clears them, so Enter is no meld; a hinted exchange at the meld question asks it again."""
        if self.awaiting not in ("meld", "exchange"):
            return
        if move.kind == "meld":
            self.registered, self.from_hint = set(hinted), True
        elif move.kind == "done":
            self.registered.clear()
            self.from_hint = False
        elif move.kind == "exchange" and self.awaiting == "meld":
            self.reset()
            self.exchange_asked = -1      # the next frame offers the exchange again

    def begin(self, tricks_played: int) -> None:
        """The rules wait for the person: ask what they must decide."""
        if self.awaiting:
            return
        st = self.state()
        if st.phase is Phase.DECIDE:
            legal = st.legal_moves()
            swap = next((m for m in legal if m.kind == "exchange"), None)
            if swap is not None and self.exchange_asked != tricks_played:
                self.exchange_asked = tricks_played
                self.awaiting = "exchange"
                self.ask(f"Exchange your {swap.card.symbol} for the upcard "
                         f"{st.upcard.symbol}, scoring 10 (Y/N)?", lambda yes: self.exchanged(yes, swap))
                return
            if any(m.kind == "meld" for m in legal):
                self.awaiting = "meld"
            else:
                self.forced(legal[-1])         # "done": nothing left to decide
                return
        else:
            self.awaiting = "play"
        seat = self.seat()
        self.fit_cursor(len(st.hands[seat]) + len(st.melded[seat]))
        self.touch()

    def exchanged(self, yes: bool, move) -> None:
        self.awaiting = None
        if yes:
            self.decide(move)

    # ------------------------------------------------------------ keys and clicks
    def on_key(self, key: str) -> None:
        """A card's number or the arrows and Enter: a card played, or a meld's cards registered."""
        if self.awaiting not in ("play", "meld"):
            return
        if key == "RETURN" and self.awaiting == "meld":
            self.submit_meld()
            return
        if key == "N" and self.awaiting == "meld":
            self.registered.clear()            # no meld, whatever cards were picked
            self.submit_meld()
            return
        pick = self.play_slot if self.awaiting == "play" else self.toggle_slot
        self.hand_key(key, len(slots(self.state(), self.seat())), slot_index(key), pick,
                      lambda: self.refuse(PLAY_KEYS if self.awaiting == "play" else MELD_KEYS))

    def on_slot(self, index: int) -> None:
        """A click on one of the person's cards."""
        if self.awaiting == "play":
            self.play_slot(index)
        elif self.awaiting == "meld":
            self.toggle_slot(index)

    # ------------------------------------------------------------ decisions
    def play_slot(self, index: int) -> None:
        st = self.state()
        mine = slots(st, self.seat())
        if index >= len(mine):
            self.refuse("There is no card with that number.")
            return
        self.cursor = index
        move = play_for(st.legal_moves(), mine[index])
        if move is None:
            self.refuse(play_problem(st, mine[index], self.theirs()))
            return
        self.decide(move)

    def toggle_slot(self, index: int) -> None:
        if index >= len(slots(self.state(), self.seat())):
            self.refuse("There is no card with that number.")
            return
        self.cursor = index
        if self.from_hint:
            self.registered.clear()
            self.from_hint = False
        self.registered ^= {index}

    def submit_meld(self) -> None:
        st = self.state()
        legal = st.legal_moves()
        if not self.registered:
            self.decide(next(m for m in legal if m.kind == "done"))
            return
        mine = slots(st, self.seat())
        cards = [mine[i].card for i in sorted(self.registered)]
        move = find_meld(legal, cards)
        if move is None:
            self.registered.clear()
            self.refuse(meld_problem(st, cards))
            return
        self.decide(move)
