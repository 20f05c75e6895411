"""Casino's beats: the rules' events shown one at a time on the screen's ``Board``, cards floating as they land.

The rules apply a whole move at once; its events become beats
(``beats_of``: every event is one, the cards of a deal one together) and
``TableShow.show`` brings the board one beat further, flying the cards when
animation is on. A take is two steps: the card flies to the pile, then the
pile and the card go to the capture pile once it has landed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Optional, Protocol

from retro.cards import Card
from retro.casino.screens.app_board import Board
from retro.casino.rules import Event
from retro.casino.screens.settings import CasinoSettings
from retro.casino.screens.ui_layout import Layout
from retro.win import Flight, Placed, draw_back
from retro.table.session import PERSON

STAGGER = 2                 # frames between dealt cards leaving the deck


def flight_frames(delay: int) -> int:
    """How long a card floats, by the delay setting (1 quickest .. 9 slowest)."""
    return 4 + 2 * delay


@dataclass(frozen=True)
class Deal:
    """The deal events of one move (hands, then the tableau), shown as one beat."""

    events: tuple
    kind: str = "deal"


def beats_of(events) -> list:
    """Casino's events -> beats: each event is a beat, and each run of deal events one ``Deal``."""
    out: list = []
    for event in events:
        if event.kind == "deal" and out and isinstance(out[-1], Deal):
            out[-1] = Deal(out[-1].events + (event,))
        elif event.kind == "deal":
            out.append(Deal((event,)))
        else:
            out.append(event)
    return out


class Delayed:
    """A Flight that waits ``delay`` frames at its start (the deal's cards leave one after another)."""

    def __init__(self, flight: Flight, delay: int):
        self.flight, self.delay = flight, delay

    @property
    def done(self) -> bool:
        return self.flight.done

    def step(self) -> None:
        if self.delay > 0:
            self.delay -= 1
        else:
            self.flight.step()

    def draw(self) -> None:
        if self.delay > 0:     # still in the deck: face down
            placed = self.flight.placed
            draw_back(self.flight.start[0], self.flight.start[1], placed.back, "small")
        else:
            self.flight.draw()


class Told(Protocol):
    """What the beats tell the game: a line for the messages, a sound, and the beats it answers."""

    def say(self, line: str, own_play: bool = False) -> None: ...

    def sound(self, name: str) -> None: ...

    def no_room(self, card: Card, seat: int = PERSON) -> None: ...

    def round_ended(self) -> None: ...

    def game_ended(self) -> None: ...


@dataclass(eq=False)
class TableShow:
    """The screen's picture of the table (``board``) and the cards in the air over it; ``layout_of()``
    is the window's layout of the moment (``layout``)."""

    board: Board
    layout_of: Callable[[], Layout]
    names: list[str]
    settings: Callable[[], CasinoSettings]
    demo: Callable[[], bool]
    told: Told
    # at a table of people: where each seat sits on the screen (from the front), whose hand lies face up,
    # and the people's seats (one person: seat 0, theirs face up, the computers' with open hands)
    place: Callable[[int], int] = lambda seat: seat
    shown: Optional[Callable[[int], bool]] = None
    persons: frozenset = frozenset({PERSON})
    flights: list = field(default_factory=list, init=False)
    airborne: set[Card] = field(default_factory=set, init=False)
    _after_flights: Optional[Callable[[], None]] = field(default=None, init=False)

    @property
    def layout(self) -> Layout:
        return self.layout_of()

    def clear(self, board: Board) -> None:
        """A new picture (a take-back): nothing in the air."""
        self.board = board
        self.flights.clear()
        self.airborne.clear()
        self._after_flights = None

    def fly_on(self) -> None:
        """One frame of the cards in the air; once all have landed, the step waiting for them."""
        if not self.flights:
            return
        for flight in self.flights:
            flight.step()
        if all(f.done for f in self.flights):
            self.flights.clear()
            self.airborne.clear()
            then, self._after_flights = self._after_flights, None
            if then is not None:
                then()

    def draw_flights(self) -> None:
        for flight in self.flights:
            flight.draw()

    # --- where the cards are -----------------------------------------------------------------
    def _fly(self, card: Optional[Card], start, end, size: str, face_up: bool = True,
             delay: int = 0) -> None:
        settings = self.settings()
        placed = Placed(card, start[0], start[1], face_up=face_up, back=settings.back, size=size)
        flight = Flight(placed, start, end, flight_frames(settings.delay))
        self.flights.append(Delayed(flight, delay) if delay else flight)
        if card is not None:
            self.airborne.add(card)

    @property
    def people(self) -> bool:
        return len(self.persons) > 1

    def _hand_xy(self, player: int, card: Card) -> tuple[int, int]:
        hand = self.board.hands[player]
        index = hand.index(card) if card in hand else 0
        return self.layout.hand_card_xy(self.place(player), index)

    def _seat(self, player: int):
        """The layout's place of ``player``'s hand and capture pile."""
        return self.layout.seats[self.place(player)]

    def _you(self, p: Optional[int]) -> bool:
        """``p`` is the one person at the table (a table of people names everyone)."""
        return p == PERSON and not self.demo() and not self.people

    def _pile_cards_xy(self, spaces) -> list[tuple[Card, tuple[int, int]]]:
        out = []
        for index in spaces:
            pile = self.board.spaces[index]
            if pile is None:
                continue
            for pos, card in enumerate(pile.cards):
                out.append((card, self.layout.pile_card_xy(index, pos, len(pile.cards))))
        return out

    def _whose(self, p: int) -> str:
        return "your" if self._you(p) else f"{self.names[p]}'s"

    def _then(self, action: Callable[[], None]) -> None:
        """Run ``action`` once the cards in the air have landed (at once if none are)."""
        if self.flights:
            self._after_flights = action
        else:
            action()

    # --- the beats -----------------------------------------------------------------------------
    def show(self, beat) -> int:
        """Show one beat: update the board, and float its cards when animation is on."""
        if isinstance(beat, Deal):
            self._deal(beat.events)
            return 0
        event: Event = beat
        animate = self.settings().animation
        kind, p = event.kind, event.player
        lay = self.layout
        if kind in ("put", "build", "block", "to_capture_pile"):
            card = event.cards[0]
            start = self._hand_xy(p, card)
            self.board.apply(event)
            if kind == "to_capture_pile":
                end, size = (self._seat(p).pile.x, self._seat(p).pile.y), self._seat(p).size
                self.told.say(f"No free space: {card.symbol} goes to {self._whose(p)} capture pile.")
            else:
                pile = self.board.spaces[event.spaces[0]]
                end = lay.pile_card_xy(event.spaces[0], len(pile.cards) - 1, len(pile.cards))
                size = "small"
            if animate:
                self._fly(card, start, end, size)
            if kind == "to_capture_pile" and p in self.persons and not self.demo():
                self._then(lambda: self.told.no_room(card, p))   # CAS-U8
            return 0
        if kind == "take":
            card = event.cards[0]
            start = self._hand_xy(p, card)
            x, y = lay.pile_card_xy(event.spaces[0], 0, 1)
            if animate:
                self._fly(card, start, (x + 10, y + 12), "small")
                self._then(lambda: self._gather(event))
            else:
                self._gather(event)
            return 0
        if kind == "last_cards":
            moving = self._pile_cards_xy(event.spaces)
            self.board.apply(event)
            who = "nobody (no one took this round)" if p is None else self.names[p]
            if event.cards:
                self.told.say(f"The cards left on the table go to {who}.")
            if animate and moving:
                end = (self._seat(p).pile.x, self._seat(p).pile.y) if p is not None else lay.deck_xy
                size = self._seat(p).size if p is not None else "small"
                for card, xy in moving:
                    self._fly(card, xy, end, size)
            return 0
        self.board.apply(event)
        if kind == "sweep":
            you = p == PERSON and not self.people
            self.told.say(f"Sweep! {'You' if you else self.names[p]} cleared the table: 1 point.")
            self.told.sound("ok")
        elif kind == "round_end":
            self.told.round_ended()
        elif kind == "game_end":
            self.told.game_ended()
        return 0

    def _deal(self, batch) -> None:
        """A deal: the cards leave the deck one at a time, round the table, then to the tableau."""
        lay = self.layout
        for event in batch:
            self.board.apply(event)
        self.told.sound("deal")
        settings = self.settings()
        if not settings.animation:
            return
        hands = [e for e in batch if e.player is not None]
        for order, event in enumerate(hands):
            p = event.player
            seat = self._seat(p)
            shown = self.shown(p) if self.shown is not None else (p == PERSON or settings.open_hands)
            first = len(self.board.hands[p]) - len(event.cards)
            for k, card in enumerate(event.cards):
                self._fly(card, lay.deck_xy, seat.card_xy(first + k), seat.size, face_up=shown,
                          delay=(k * len(hands) + order) * STAGGER)
        after = 4 * len(hands)
        for event in batch:
            if event.player is None:
                for k, (card, index) in enumerate(zip(event.cards, event.spaces)):
                    self._fly(card, lay.deck_xy, lay.space_xy(index), "small",
                              delay=(after + k) * STAGGER)

    def _gather(self, event: Event) -> None:
        """The second half of a take: the taken piles and the card go to the capture pile."""
        p = event.player
        moving = [(event.cards[0], None)] + self._pile_cards_xy(event.spaces)
        x, y = self.layout.pile_card_xy(event.spaces[0], 0, 1)
        self.board.apply(event)
        self.told.sound("capture")
        if self.settings().animation:
            end, size = (self._seat(p).pile.x, self._seat(p).pile.y), self._seat(p).size
            for card, xy in moving:
                self._fly(card, xy or (x + 10, y + 12), end, size)
