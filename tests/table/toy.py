"""A tiny two-seat game for the table's tests: take 1 or 2 from a pile; a hand ends every 4 moves."""

from __future__ import annotations

import json
from dataclasses import dataclass

from retro.bot import Bot, Choice
from retro.coaching import Advice, Verdict


@dataclass(frozen=True)
class Event:
    kind: str
    player: int
    amount: int


class Toy:
    def __init__(self, pile: int = 10, to_move: int = 0):
        self.pile = pile
        self.to_move_ = to_move
        self.events: list = []
        self.scores = [0, 0]

    @property
    def to_move(self):
        return None if self.over else self.to_move_

    @property
    def over(self) -> bool:
        return self.pile <= 0

    @property
    def winner(self):
        return None if not self.over else (1 - self.to_move_)

    @property
    def hand_no(self) -> int:
        return len(self.events) // 4

    @property
    def hand_number(self) -> int:
        """The API's name for the hand (from 1)."""
        return self.hand_no + 1

    def legal_moves(self):
        return [n for n in (1, 2) if n <= self.pile]

    def apply(self, move):
        if move not in self.legal_moves():
            raise ValueError(f"cannot take {move}")
        player = self.to_move_
        self.pile -= move
        self.scores[player] += move
        event = Event("take", player, move)
        self.events.append(event)
        self.to_move_ = 1 - player
        return [event]

    def view(self, player):
        return (self.pile, player)

    def clone(self):
        twin = Toy(self.pile, self.to_move_)
        twin.events, twin.scores = list(self.events), list(self.scores)
        return twin

    def to_json(self):
        return json.dumps([self.pile, self.to_move_, len(self.events)])

    @classmethod
    def from_json(cls, text):
        """The pile, the seat to move and as many (blank) events as were played."""
        pile, to_move, played = json.loads(text)
        toy = cls(pile, to_move)
        toy.events = [Event("take", 0, 0)] * played
        return toy


class Slow(Bot):
    """Thinks ``slices`` slices, then takes 1 (or what ``move`` says)."""

    def __init__(self, slices: int = 3, move=1):
        self.slices, self.move = slices, move

    def think(self, view, legal, rng):
        for _ in range(self.slices):
            yield
        return Choice(self.move if self.move in legal or self.move == 9 else legal[0], "because")


def hint_steps(state):
    yield
    return Advice(2 if 2 in state.legal_moves() else 1, "take two")


def judge_steps(state, move):
    yield
    yield
    return Verdict(move, 2, 0.0 if move == 2 else 1.0)


class Files:
    """A Keeper and a Recorder in memory."""

    def __init__(self):
        self.saved = []
        self.discarded = 0
        self.rows = []

    def save(self, state_json, extra=None):
        self.saved.append((state_json, dict(extra or {})))
        return True

    def discard(self):
        self.discarded += 1

    def add(self, setting, outcome, score):
        self.rows.append((setting, outcome, score))
