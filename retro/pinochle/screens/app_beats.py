"""Tommy's Pinochle's moves as beats, and how each beat changes the table as the screen shows it.

A move goes into the rules at once; ``beats_of`` turns it and its events
into the steps the screen shows one at a time (the card played, the trick
won, a meld, the deece, the last cards of the stock, round two, the score
sheet). ``BeatShow.show`` is the beat queue's ``show``: it brings the Board
one step nearer the rules' state, says it on the message line, plays its
sound and returns the frames it holds, from the delay (F8/F9).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from retro.cards import Card
from retro.pinochle.screens.app_people import ONE_PERSON, Names
from retro.pinochle.screens.app_table import COMPUTER, Tally, hand_events
from retro.pinochle.rules import Phase
from retro.table.beats import Pace

FPS = 60
# Pauses in frames per second of delay (the speed setting, 0-9): the computer's
# meld is held up for the whole delay (PIN-F8); lighter moments for a part of it.
MELD_PAUSE, TRICK_PAUSE, PLAY_PAUSE, NOTE_PAUSE = FPS, FPS // 3, FPS // 6, FPS // 2
DEMO_SHEET_FRAMES = 2 * FPS


@dataclass(frozen=True)
class Before:
    """The few facts of the state before a move that its beats need (the next hand is dealt at once)."""

    trump: str
    hand_number: int
    dealer: int
    round: int
    stock: int
    phase: Phase
    only_move: bool                  # the rules left no choice (the computer was not asked)

    @classmethod
    def of(cls, state) -> "Before":
        return cls(state.trump, state.hand_number, state.dealer, state.round, state.stock_size,
                   state.phase, len(state.legal_moves()) == 1)


@dataclass(frozen=True)
class Played:
    """A move as the rules took it: who, what, its events, and the state's facts before and after."""

    player: int
    move: object
    events: tuple
    before: Before
    round: int


@dataclass
class Beat:
    """One step shown on screen: a card played, or a rules Event (or a note between them)."""

    kind: str
    player: int | None = None
    card: Card | None = None
    event: object = None


def beats_of(played_moves) -> list[Beat]:
    """The beats that show each of ``played_moves`` (``Played``)."""
    out: list[Beat] = []
    for played in played_moves:
        move, before = played.move, played.before
        if move.kind == "play":
            out.append(Beat("play", played.player, move.card))
        final_draws = move.kind == "done" and before.stock <= 1
        hand_ended = False
        for event in played.events:
            hand_ended = hand_ended or event.kind == "hand_end"
            if event.kind == "draw":
                if final_draws:                # PIN-R10: both see the last two cards
                    first = not any(b.kind == "last_card" for b in out)
                    out.append(Beat("last_card" if first else "upcard_taken", event.player,
                                    event.cards[0], event))
                continue                       # other draws are private
            out.append(Beat(event.kind, event.player, event=event))
        if before.round == 1 and played.round == 2 and not hand_ended:
            out.append(Beat("round_two"))
    return out


@dataclass
class Board:
    """The table as shown so far: the trick, the totals and this hand's tally lag the rules'
    state by the beats still to show; the finished hand stays up while its sheet is open."""

    trick: list                                  # [(player, Card)] in play order
    trick_winner: int | None
    totals: list
    tally: Tally
    hand_over: Before | None = None              # the finished hand, while its score sheet is up
    lit: set = field(default_factory=set)        # (player, Card) just melded, held up for the delay
    news: str = ""

    @classmethod
    def of(cls, state, news: str = "") -> "Board":
        tally = Tally()
        for event in hand_events(state.events):
            tally.add(event)
        return cls([(state.leader, c) for c in state.trick], None, list(state.scores), tally, news=news)

    def reset(self, state) -> None:
        """The table as ``state`` stands (after a take-back), nothing left to show."""
        fresh = Board.of(state)
        self.trick, self.trick_winner, self.totals, self.tally = (fresh.trick, None, fresh.totals, fresh.tally)
        self.lit.clear()

    def follow(self, played: Played) -> None:
        """What changes as soon as a move is made: the trick's cards and winner, the hand's end."""
        move = played.move
        if move.kind == "play":
            if played.before.phase is Phase.LEAD:
                self.trick, self.trick_winner = [(played.player, move.card)], None
            else:
                self.trick.append((played.player, move.card))
        for event in played.events:
            if event.kind == "trick":
                self.trick_winner = event.player
            elif event.kind == "hand_end" and self.hand_over is None:
                self.hand_over = played.before


@dataclass(eq=False)
class BeatShow:
    """Shows beats on ``board``: its news, its sound and its pause; the sheets are the game's.
    ``names`` says who did what: "you" and "I", or two people's names."""

    board: Board
    audio: object
    pace: Pace
    demo: Callable[[], bool]
    on_sheet: Callable[[], None]
    on_game_over: Callable[[object], None]
    names: Names = ONE_PERSON

    def show(self, beat: Beat) -> int:
        b, pace, names = self.board, self.pace, self.names
        paced = (beat.player == COMPUTER and not names.shared) or self.demo()
        event = beat.event
        if event is not None and event.points and event.player is not None:
            b.totals[event.player] += event.points
            b.tally.add(event)
        kind = beat.kind
        if kind == "play":
            self.audio.effect("play")
            if len(b.trick) == 1 and (beat.player == COMPUTER or names.shared):
                b.news = f"{names.does(beat.player, 'lead')} the {beat.card.symbol}."
            return pace.frames(PLAY_PAUSE) if paced else 0
        if kind == "trick":
            b.news = f"{names.does(event.player, 'win')} the trick: {points(event.points)}."
            return pace.frames(TRICK_PAUSE)
        if kind == "meld":
            b.news = f"{names.does(event.player, 'meld')} {event.name}: {points(event.points)}."
            b.lit = {(event.player, card) for card in event.cards}
            self.audio.effect("ok")
            return pace.frames(MELD_PAUSE) if paced else pace.frames(NOTE_PAUSE) // 2
        if kind == "deece":
            if event.name == "dealt":
                b.news = f"The upcard is a 9: the deece scores 10 for the dealer ({names.whom(event.player)})."
                return 0
            b.news = (f"{names.does(event.player, 'exchange')} the {event.cards[0].symbol} "
                      f"for the upcard: 10 points.")
            return pace.frames(MELD_PAUSE) if paced else 0
        if kind == "last_card":
            b.news = f"The last stock card, {beat.card.symbol}, goes to {names.whom(beat.player)}"
        elif kind == "upcard_taken":
            b.news += f"; the upcard {beat.card.symbol} to {names.whom(beat.player)}."
            return pace.frames(2 * NOTE_PAUSE)
        elif kind == "last_trick":
            b.news = f"{names.does(event.player, 'take')} the last trick: 10 more points."
            return pace.frames(NOTE_PAUSE)
        elif kind == "round_two":
            b.news = "Round two: melds back in hand; follow suit, else trump."
            b.trick, b.trick_winner = [], None
            return pace.frames(NOTE_PAUSE)
        elif kind == "hand_end":
            self.audio.effect("fanfare")
            self.on_sheet()
        elif kind == "game_end":
            self.on_game_over(event)
        return 0


def points(value: int) -> str:
    return f"{value} point" if value == 1 else f"{value} points"
