"""One game of Casino on the screen: events shown one by one (flights), the computer's pace, the person's play.

The rules apply a whole move at once; the events it returns wait in
``pending`` and are shown in turn, each updating the ``Board`` as its
cards land. The person may play only when nothing is pending or flying
(STYLE: input is accepted when the queue is empty).
"""

from __future__ import annotations

import random
from collections import deque
from typing import Callable, Optional

from retro.bot import Bot, Thinking
from retro.coaching import Advice
from retro.keep import TakeBack
from retro.cards import Card
from retro.casino import bots as casino_bots
from retro.casino.app_board import Board
from retro.casino.app_coach import COACH_BUDGET_S, IDLE_BUDGET_S, CoachDesk
from retro.casino.rules import Event, Move, State, space_of
from retro.casino.selection import moves_for_selection
from retro.casino.ui_layout import COLUMNS, Layout
from retro.casino.ui_messages import Messages
from retro.win import Flight, Placed, draw_back

PERSON = 0
THINK_BUDGET_S = 0.006      # the computer's share of a frame (retro.bot.Thinking)
STAGGER = 2                 # frames between dealt cards leaving the deck


def flight_frames(delay: int) -> int:
    """How long a card floats, by the delay setting (1 quickest .. 9 slowest)."""
    return 4 + 2 * delay


def pause_frames(delay: int) -> int:
    """How long the computer seems to think before it plays."""
    return 6 * delay


def cards_text(cards) -> str:
    return " ".join(c.symbol for c in cards)


def describe(move: Move, who: str, you: bool) -> str:
    """A move in words for the status lines: "You take 2♠ with 2♥." / "Computer builds ..."."""
    s = "" if you else "s"
    card = move.card.symbol
    if move.kind == "take":
        return f"{who} take{s} {cards_text(move.cards)} with {card}."
    if move.kind == "build":
        return f"{who} build{s} {card} on {'+'.join(c.symbol for c in move.cards)} to make {move.value}."
    if move.kind == "block":
        return f"{who} block{s} {card} on {'='.join(c.symbol for c in move.cards)}."
    return f"{who} put{s} {card}."


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


def decision_seed(bot_seed: int, state: State) -> int:
    """The seed of a computer's thought at this point of the game.

    Within a round the cards still to play (hands and stock) fall by one each
    move, so (round, cards left) marks the decision; a resumed or taken-back
    game therefore thinks exactly as it would have without the break (issue 16).
    """
    left = sum(len(h) for h in state.hands) + state.stock_size
    return (bot_seed * 1_000_003 + state.round * 1_009 + left) % (2 ** 63)


class Game:
    """A match on the table. ``host`` is the window: settings, layout, sound, dialogs.

    ``bot_name`` is the computers' player ("munter", "expert"...); ``bot_seed``
    seeds their thinking (see ``decision_seed``).
    """

    def __init__(self, host, state: State, names: list[str], bot_name: str, bot_seed: int):
        self.host = host
        self.state = state
        self.names = list(names)
        self.bot_name = bot_name
        self.bot_seed = bot_seed
        self.bots: dict[int, Bot] = {p: casino_bots.make_bot(bot_name) for p in range(1, state.players)}
        self.demo_bot = casino_bots.make_bot()
        self.takeback = TakeBack()
        self.coach = CoachDesk(self._coach_says)
        self.took_back = False        # a play was taken back (issue 16): the game counts for nobody
        self.pending: deque[Event] = deque()
        if state.events and all(e.kind == "deal" for e in state.events):
            # A new game: the table starts bare and the first deal is shown card by card.
            self.board = Board(state.players, len(state.spaces))
            self.pending.extend(state.events)
        else:
            self.board = Board.of(state)
        self.flights: list = []
        self.airborne: set[Card] = set()
        self._after_flights: Optional[Callable[[], None]] = None
        self.thinking: Optional[Thinking] = None
        self.thinking_seat: Optional[int] = None
        self.think_frames = 0
        self.selected: set[int] = set()
        self.hint: Optional[Advice] = None     # the coach's advice, shown (CAS-U4)
        self.focus: tuple[str, int] = ("hand", 0)
        self.show_focus = False
        self.messages = Messages()
        self.waiting = False          # a round-end question is open
        self.finished = False         # over, or abandoned unfinished
        self.demo_played = False      # the computer played the person's seat at least once
        self.moves_played = 0

    # --- facts for the screen ------------------------------------------------------------
    @property
    def layout(self) -> Layout:
        return self.host.layout

    @property
    def busy(self) -> bool:
        return bool(self.flights or self.pending or self.waiting)

    @property
    def person_to_play(self) -> bool:
        """The person may click or type a move now."""
        return (not self.busy and not self.finished and not self.host.demo
                and self.state.to_move == PERSON)

    @property
    def status(self) -> list[str]:
        """The message area's messages, oldest first."""
        return self.messages.texts

    def say(self, line: str, own_play: bool = False) -> None:
        self.messages.say(line, own_play)

    def move_spaces(self, move: Move) -> tuple[int, ...]:
        """The tableau spaces a move uses (for highlighting a hint)."""
        where = space_of(self.state.spaces)
        return tuple(sorted({where[c] for c in move.cards if c in where}))

    # --- every frame -------------------------------------------------------------------
    def tick(self) -> None:
        self._coach_step()
        if self.flights:
            for flight in self.flights:
                flight.step()
            if all(f.done for f in self.flights):
                self.flights.clear()
                self.airborne.clear()
                then, self._after_flights = self._after_flights, None
                if then is not None:
                    then()
            return
        if self.host.modal is not None or self.waiting:
            return
        if self.pending:
            if self.pending[0].kind == "round_end" and self.coach.pending(self.board.round):
                return      # the round's box waits (a moment) for its review of your plays
            self._show(self.pending.popleft())
            return
        if self.finished or self.state.to_move is None:
            return
        seat = self.state.to_move
        if seat != PERSON or self.host.demo:
            self._computer_step(seat)
        elif self.thinking is not None:      # demo switched off while it thought for us
            self.thinking = None

    def _computer_step(self, seat: int) -> None:
        if self.thinking is None or self.thinking_seat != seat:
            view = self.state.view(seat)
            bot = self.bots.get(seat, self.demo_bot)
            rng = random.Random(decision_seed(self.bot_seed, self.state))
            self.thinking = Thinking(bot, view, self.state.legal_moves(), rng)
            self.thinking_seat, self.think_frames = seat, 0
        self.think_frames += 1
        done = self.thinking.step(THINK_BUDGET_S)
        if done and self.think_frames >= pause_frames(self.host.delay):
            choice = self.thinking.result
            self.thinking = None
            if seat == PERSON:
                self.demo_played = True
            self.play(seat, choice.move, choice.reason)

    # --- playing a move -------------------------------------------------------------------
    def play(self, seat: int, move: Move, reason: str = "") -> None:
        name = "You" if seat == PERSON and not self.host.demo else self.names[seat]
        line = describe(move, name, name == "You")
        if reason and self.host.open_hands and seat != PERSON:
            line = f"{self.names[seat]} {reason}."
        self.selected.clear()
        self.hint = None
        self.coach.drop_hint()
        if name == "You":
            self.takeback.mark(self.state)          # issue 16: learning mode may come back here
            # issue 18: with the coach on, its line follows when ready
            self.coach.person_plays(self.state, move, judge=self.host.coach_on)
        round_before = self.state.round
        events = self.state.apply(move)
        if self.state.round != round_before:
            self.takeback.new_hand()                # never back into a finished round
        self.moves_played += 1
        self.say(line, own_play=name == "You")
        self.host.sound("play")
        self.host.moved(self)
        self.pending.extend(events)
        self._show(self.pending.popleft())

    # --- take back (issue 16: learning mode, open hands only) ----------------------------
    @property
    def can_take_back(self) -> bool:
        return (self.host.open_hands and self.takeback.can_take_back and not self.finished
                and not self.waiting and not self.host.demo)

    @property
    def counts(self) -> bool:
        """Whether the game may enter the Hall of Fame and the record: the person played it all."""
        return not (self.demo_played or self.took_back or self.takeback.used)

    def take_back(self) -> bool:
        """Back to the person's previous decision, the computers' replies after it undone too."""
        if not self.can_take_back:
            return False
        self.state = self.takeback.take_back()
        self.took_back = True
        self.board = Board.of(self.state)
        self.pending.clear()
        self.flights.clear()
        self.airborne.clear()
        self._after_flights = None
        self.thinking = None
        self.selected.clear()
        self.hint = None
        self.coach.taken_back(self.state.round)
        self.say("You took back your last play.")
        self.host.moved(self)
        return True

    def _fly(self, card: Optional[Card], start, end, size: str, face_up: bool = True,
             delay: int = 0) -> None:
        placed = Placed(card, start[0], start[1], face_up=face_up, back=self.host.back, size=size)
        flight = Flight(placed, start, end, flight_frames(self.host.delay))
        self.flights.append(Delayed(flight, delay) if delay else flight)
        if card is not None:
            self.airborne.add(card)

    def _hand_xy(self, player: int, card: Card) -> tuple[int, int]:
        hand = self.board.hands[player]
        index = hand.index(card) if card in hand else 0
        return self.layout.hand_card_xy(player, index)

    def _pile_cards_xy(self, spaces) -> list[tuple[Card, tuple[int, int]]]:
        out = []
        for index in spaces:
            pile = self.board.spaces[index]
            if pile is None:
                continue
            for pos, card in enumerate(pile.cards):
                out.append((card, self.layout.pile_card_xy(index, pos, len(pile.cards))))
        return out

    def _show(self, event: Event) -> None:
        """Show one event: update the board, and float its cards when animation is on."""
        animate = self.host.animation
        kind, p = event.kind, event.player
        lay = self.layout
        if kind == "deal":
            batch = [event]
            while self.pending and self.pending[0].kind == "deal":
                batch.append(self.pending.popleft())
            self._deal(batch)
            return
        if kind in ("put", "build", "block", "to_capture_pile"):
            card = event.cards[0]
            start = self._hand_xy(p, card)
            self.board.apply(event)
            if kind == "to_capture_pile":
                end, size = lay.pile_xy(p), lay.seats[p].size
                self.say(f"No free space: {card.symbol} goes to {self._whose(p)} capture pile.")
            else:
                pile = self.board.spaces[event.spaces[0]]
                end = lay.pile_card_xy(event.spaces[0], len(pile.cards) - 1, len(pile.cards))
                size = "small"
            if animate:
                self._fly(card, start, end, size)
            if kind == "to_capture_pile" and p == PERSON and not self.host.demo:
                self._then(lambda: self.host.no_room(card))      # CAS-U8
            return
        if kind == "take":
            card = event.cards[0]
            start = self._hand_xy(p, card)
            x, y = lay.pile_card_xy(event.spaces[0], 0, 1)
            if animate:
                self._fly(card, start, (x + 10, y + 12), "small")
                self._then(lambda: self._gather(event))
            else:
                self._gather(event)
            return
        if kind == "last_cards":
            moving = self._pile_cards_xy(event.spaces)
            self.board.apply(event)
            who = "nobody (no one took this round)" if p is None else self.names[p]
            if event.cards:
                self.say(f"The cards left on the table go to {who}.")
            if animate and moving:
                end = lay.pile_xy(p) if p is not None else lay.deck_xy
                size = lay.seats[p].size if p is not None else "small"
                for card, xy in moving:
                    self._fly(card, xy, end, size)
            return
        self.board.apply(event)
        if kind == "sweep":
            self.say(f"Sweep! {self.names[p] if p != PERSON else 'You'} cleared the table: 1 point.")
            self.host.sound("ok")
        elif kind == "round_end":
            self.waiting = True
            final = any(e.kind == "game_end" for e in self.pending)
            self.host.round_ended(self, final)
        elif kind == "game_end":
            self.finished = True
            self.host.game_won(self)

    def _deal(self, batch: list[Event]) -> None:
        """A deal: the cards leave the deck one at a time, round the table, then to the tableau."""
        lay = self.layout
        for event in batch:
            self.board.apply(event)
        self.host.sound("deal")
        if not self.host.animation:
            return
        hands = [e for e in batch if e.player is not None]
        for order, event in enumerate(hands):
            p = event.player
            seat = lay.seats[p]
            shown = p == PERSON or self.host.open_hands
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

    def _whose(self, p: int) -> str:
        return "your" if p == PERSON and not self.host.demo else f"{self.names[p]}'s"

    def _then(self, action: Callable[[], None]) -> None:
        """Run ``action`` once the cards in the air have landed (at once if none are)."""
        if self.flights:
            self._after_flights = action
        else:
            action()

    def _gather(self, event: Event) -> None:
        """The second half of a take: the taken piles and the card go to the capture pile."""
        p = event.player
        moving = [(event.cards[0], None)] + self._pile_cards_xy(event.spaces)
        x, y = self.layout.pile_card_xy(event.spaces[0], 0, 1)
        self.board.apply(event)
        self.host.sound("capture")
        if self.host.animation:
            end, size = self.layout.pile_xy(p), self.layout.seats[p].size
            for card, xy in moving:
                self._fly(card, xy or (x + 10, y + 12), end, size)

    # --- the round's end (answers from the host's dialogs) -------------------------------
    def continue_round(self) -> None:
        """CAS-U9: OK -- the next round is dealt (the pending deal events)."""
        self.waiting = False

    def abandon(self) -> None:
        """CAS-E3 Reading: declining to continue ends the game unfinished."""
        self.waiting = False
        self.finished = True
        self.pending.clear()

    # --- the person's play ---------------------------------------------------------------
    def toggle_space(self, index: int) -> bool:
        """Select or unselect the pile in space ``index`` (CAS-U6); False when not possible now."""
        if not self.person_to_play or self.board.spaces[index] is None:
            return False
        self.hint = None
        self.coach.drop_hint()                  # your own choice goes before a late hint
        self.selected.symmetric_difference_update({index})
        return True

    def clear_selection(self) -> bool:
        had = bool(self.selected or self.hint or self.coach.hinting)
        self.selected.clear()
        self.hint = None
        self.coach.drop_hint()
        return had

    def play_hand(self, index: int) -> bool:
        """The person clicked hand card ``index``: play, ask which move, or say what is wrong."""
        if not self.person_to_play:
            return False
        hand = self.board.hands[PERSON]
        if not 0 <= index < len(hand):
            return False
        card = hand[index]
        found = moves_for_selection(self.state, sorted(self.selected), card)
        if not found.moves:
            # Issue 15 item 11: a refused move lets go of the selection, so the next click starts fresh.
            self.clear_selection()
            self.host.mistake(found.message)
        elif len(found.moves) == 1:
            self.play(PERSON, found.moves[0])
        else:
            self.host.choose(found.message, found.moves, lambda move: self.play(PERSON, move))
        return True

    def show_hint(self) -> bool:
        """CAS-U4 / issue 18: the coach works out its play for you (stepped across frames); it is
        then highlighted and its reason said (``_coach_step``)."""
        if not self.person_to_play:
            return False
        self.coach.start_hint(self.state)
        return True

    def _coach_says(self, line: str) -> None:
        self.say(line)
        self.host.moved(self)         # the kept game has the line and the review too

    def _coach_step(self) -> None:
        # More of the frame when nothing else is running: the round's box waits for the
        # review, or it is your turn and the computers are not thinking.
        idle = (bool(self.pending) and self.pending[0].kind == "round_end") or self.person_to_play
        advice = self.coach.step(IDLE_BUDGET_S if idle else COACH_BUDGET_S)
        if advice is None:
            return
        if advice.move is None or not self.person_to_play:
            self.host.sound("error")
            return
        self.hint = advice
        self.selected = set(self.move_spaces(advice.move))
        hand = self.board.hands[PERSON]
        self.focus = ("hand", hand.index(advice.move.card))
        self.say(f"Hint: {advice.reason}.")

    # --- keyboard focus over the tableau and the hand ----------------------------------------
    def _occupied(self) -> list[int]:
        return [i for i, pile in enumerate(self.board.spaces) if pile is not None]

    def move_focus(self, key: str) -> None:
        """Arrows and Tab move the focus between the hand's cards and the tableau's piles."""
        self.show_focus = True
        zone, at = self.focus
        hand = self.board.hands[PERSON]
        piles = self._occupied()
        if zone == "table" and at not in piles:
            zone, at = ("table", piles[0]) if piles else ("hand", 0)
        if key == "TAB" or (key == "UP" and zone == "table" and at < COLUMNS) or \
                (key == "DOWN" and zone == "hand"):
            if zone == "hand" and piles:
                self.focus = ("table", piles[0])
            else:
                self.focus = ("hand", min(at, max(0, len(hand) - 1)) if zone == "hand" else 0)
            return
        if zone == "hand":
            if hand and key in ("LEFT", "RIGHT"):
                step = -1 if key == "LEFT" else 1
                self.focus = ("hand", (at + step) % len(hand))
            return
        if key in ("LEFT", "RIGHT"):
            k = piles.index(at)
            self.focus = ("table", piles[(k + (1 if key == "RIGHT" else -1)) % len(piles)])
        elif key in ("UP", "DOWN"):
            row = at // COLUMNS + (1 if key == "DOWN" else -1)
            same_row = [i for i in piles if i // COLUMNS == row]
            if same_row:
                self.focus = ("table", min(same_row, key=lambda i: abs(i % COLUMNS - at % COLUMNS)))

    def press_focus(self, enter: bool) -> None:
        """Space selects the focused pile or plays the focused card; Enter plays (or goes to the hand)."""
        self.show_focus = True
        zone, at = self.focus
        if zone == "hand":
            self.play_hand(at)
        elif enter:
            self.focus = ("hand", 0)
        else:
            self.toggle_space(at)
