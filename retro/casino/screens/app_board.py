"""What the Casino screen shows: the table replayed event by event, so it can lag the rules while cards fly.

The rules engine plays a whole move at once (the move, a new deal, even the
end of a round and the next round's deal). The screen keeps its own
``Board`` and brings it up to date one ``Event`` at a time, as each
animation lands. Pure Python: no Pyxel here.
"""

from __future__ import annotations

from typing import Optional

from retro.cards import Card, standard_deck
from retro.casino.builds import Pile, loose, make_block, make_build
from retro.casino.rules import Event, State, round_tally

# Events that only score (their points are added when they are shown).
SCORING = ("sweep", "aces", "two_of_spades", "ten_of_diamonds", "most_cards", "most_spades")


class Board:
    """The position as the screen shows it: hands, the twelve spaces, capture piles, points."""

    def __init__(self, players: int, spaces: int):
        self.players = players
        self.hands: list[list[Card]] = [[] for _ in range(players)]
        self.spaces: list[Optional[Pile]] = [None] * spaces
        self.captured: list[list[Card]] = [[] for _ in range(players)]
        self.lost: list[Card] = []
        self.sweeps = [0] * players
        self.scores = [0] * players
        self.round_start = [0] * players   # the scores as this round began
        self.round = 1
        self.round_over = False
        self.game_over = False
        self.last_taker: Optional[int] = None

    @classmethod
    def of(cls, state: State) -> "Board":
        """The board of a position as it stands (a new game or a set-up position)."""
        board = cls(state.players, len(state.spaces))
        board.hands = state.hands
        board.spaces = list(state.spaces)
        board.captured = state.captured
        board.lost = list(state.lost)
        board.sweeps = list(state.sweeps)
        board.scores = state.scores
        board.round_start = [s - w for s, w in zip(state.scores, state.sweeps)]
        board.round = state.round
        board.last_taker = state.last_taker
        board.game_over = state.over
        return board

    # --- replaying ------------------------------------------------------------------
    def apply(self, event: Event) -> None:
        """Bring the board one event further."""
        kind, p = event.kind, event.player
        if kind == "deal":
            if self.round_over:            # the first deal of the next round
                self._new_round()
            if p is None:
                for card, index in zip(event.cards, event.spaces):
                    self.spaces[index] = loose(card)
            else:
                self.hands[p].extend(event.cards)
        elif kind == "put":
            self.hands[p].remove(event.cards[0])
            self.spaces[event.spaces[0]] = loose(event.cards[0])
        elif kind == "to_capture_pile":
            self.hands[p].remove(event.cards[0])
            self.captured[p].append(event.cards[0])
        elif kind == "take":
            self.hands[p].remove(event.cards[0])
            for index in event.spaces:
                self.spaces[index] = None
            self.captured[p].extend(event.cards)
            self.last_taker = p
        elif kind in ("build", "block"):
            card = event.cards[0]
            self.hands[p].remove(card)
            index = event.spaces[0]
            cards = self.spaces[index].cards + (card,)
            self.spaces[index] = (make_build if kind == "build" else make_block)(cards, owner=p)
        elif kind == "last_cards":
            for index in event.spaces:
                self.spaces[index] = None
            if p is None:
                self.lost.extend(event.cards)
            else:
                self.captured[p].extend(event.cards)
        elif kind == "round_end":
            self.round_over = True
        elif kind == "game_end":
            self.game_over = True
        if kind == "sweep":
            self.sweeps[p] += 1
        if event.points and p is not None:
            self.scores[p] += event.points

    def _new_round(self) -> None:
        n = self.players
        self.round += 1
        self.round_over = False
        self.captured = [[] for _ in range(n)]
        self.lost = []
        self.sweeps = [0] * n
        self.spaces = [None] * len(self.spaces)
        self.last_taker = None
        self.round_start = list(self.scores)

    # --- what the screen reads ----------------------------------------------------------
    def tally(self, player: int) -> dict:
        """This round's breakdown of ``player`` so far (CAS-U3's score sheet)."""
        return round_tally(self.captured[player], self.sweeps[player])

    def game_points(self, player: int) -> int:
        """The game total with this round's certain points counted (equals the score at round end)."""
        return self.round_start[player] + self.tally(player)["points"]

    def unplayed(self, player: int = 0) -> list[Card]:
        """CAS-U5: the cards ``player`` has not seen this round, in deck order."""
        seen = set(self.hands[player])
        seen.update(c for pile in self.spaces if pile is not None for c in pile.cards)
        for pile in self.captured:
            seen.update(pile)
        seen.update(self.lost)
        return [c for c in standard_deck() if c not in seen]

    def free_spaces(self) -> int:
        return sum(1 for pile in self.spaces if pile is None)

    def matches(self, state: State) -> bool:
        """Whether the board shows ``state`` (every event replayed): tests and a safety net."""
        return (self.hands == state.hands and self.spaces == list(state.spaces)
                and self.captured == state.captured and self.scores == state.scores)
