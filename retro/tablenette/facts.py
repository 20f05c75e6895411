"""What a Tablenette play does, read from the rules: the facts every reason and verdict prints.

A sentence that names cards or points takes them from here, never from
arithmetic of its own. ``Play`` is read from the rules' events: the state
before the play and after it (points, Tablenette, the cards taken, the
table left, the last cards when the play ends the hand, who plays next).
``Answer`` is the other side's best take on the table a play leaves, over
the cards the mover cannot see. ``AdviceFacts``, ``VerdictFacts`` and
``ChoiceFacts`` gather, for one reason each, every fact its words may say.

The coach and the computer see a view, not the state: ``plays_in_view``
plays each move in a world made from the view, the hidden cards placed in
deck order. A play's own events never depend on them, and the hand's end
(scored in its last play) comes only when no card is left hidden.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Iterable, Sequence

from retro.cards import Card
from retro.fishing.bots import table_after
from retro.tablenette.rules import Move, Options, State, View, face_value, move_points

TAKE_EVENTS = ("capture", "tablenette")   # the events of a take itself (TNT-P*, TNT-T1)
ODD_TOTAL = 12          # TNT-AI2: a total no card takes for a Tablenette
HIGHEST_VALUE = 14      # TNT-V1: a King; a total over it is beyond every card


@dataclass(frozen=True)
class Play:
    """One play as the rules scored it."""

    player: int
    card: Card
    kind: str                          # "capture" or "discard"
    taken: tuple[Card, ...]            # the table cards taken (none for a discard)
    table: tuple[Card, ...]            # the table before the play
    left: tuple[Card, ...]             # the table after it (before the hand's last cards go)
    points: int                        # the capture's card points, the played card's own included
    bonus: int                         # the Tablenette's face values (0: no Tablenette)
    tablenette: bool
    mine: int                          # every point the play's events credit its player (the hand's end too)
    ends_hand: bool
    last_to: int | None                # who takes the cards left when the play ends the hand (TNT-E1)
    last_points: int
    next_player: int | None            # who plays next on ``left`` (None: the hand ends)

    @property
    def take_points(self) -> int:
        """What the take itself scores: its card points and its Tablenette."""
        return self.points + self.bonus

    @property
    def sweep(self) -> bool:
        """A Jack taking the whole table (TNT-J1)."""
        return self.kind == "capture" and self.card.rank == "J"

    @property
    def clears(self) -> bool:
        """It takes every card on the table (a Tablenette or a Jack's sweep)."""
        return self.kind == "capture" and not self.left

    @property
    def move(self) -> Move:
        return Move(self.kind, self.card, self.taken)


def play_of(state: State, move: Move) -> Play:
    """``move`` (legal in ``state``) played on a copy: what its events say it did."""
    return _read(state, move, state.clone())


def _read(before: State, move: Move, after: State) -> Play:
    """Play ``move`` on ``after`` (a copy of ``before``) and read what its events did."""
    player, hand_no, table = before.to_move, before.hand_no, tuple(before.table)
    events = after.apply(move)
    same_hand = after.hand_no == hand_no and not after.over
    last = next((e for e in events if e.kind == "last_cards"), None)
    return Play(
        player=player, card=move.card, kind=move.kind,
        taken=tuple(move.cards) if move.kind == "capture" else (),
        table=table,
        left=tuple(after.table) if same_hand else table_after(table, move),
        points=sum(e.points for e in events if e.kind == "capture"),
        bonus=sum(e.points for e in events if e.kind == "tablenette"),
        tablenette=any(e.kind == "tablenette" for e in events),
        mine=sum(e.points for e in events if e.player == player),
        ends_hand=not same_hand,
        last_to=last.player if last else None,
        last_points=last.points if last else 0,
        next_player=after.to_move if same_hand else None,
    )


def world_of(view: View) -> State:
    """A state agreeing with ``view``: the cards the mover cannot see dealt in deck order to the
    other hand and the stock (known cards in their places). Where they lie changes no event of
    the mover's play."""
    unseen = view.unseen()
    hands = []
    for p in range(view.players):
        known = list(view.hand if p == view.player else view.known_hands[p])
        need = 0 if p == view.player else max(0, view.hand_sizes[p] - len(known))
        hands.append(known + unseen[:need])
        del unseen[:need]
    stock: list = [None] * view.stock_size
    for i, card in view.stock_known:
        stock[i] = card
    stock = [card if card is not None else unseen.pop(0) for card in stock if card is not None or unseen]
    return State.from_view(view, hands, stock, random.Random(0))


def plays_in_view(view: View, moves: Iterable[Move]) -> dict[Move, Play]:
    """Each of ``moves`` (legal for the view's player, who is to move) as played from ``view``."""
    world = world_of(view)
    return {m: play_of(world, m) for m in moves}


def play_in_view(view: View, move: Move) -> Play:
    world = world_of(view)
    return _read(world, move, world)     # the world is made for this play alone: no copy needed


# the card the other side holds when a take is tried on a table alone (never a card of the table)
_SPARES = tuple(Card(r, s) for s in "SHDC" for r in ("2", "3", "4", "5", "6", "7", "8", "9"))


def play_on_table(table: Sequence[Card], move: Move, options: Options | None = None) -> Play:
    """``move`` played on ``table`` alone, in the middle of a deal (what the take itself does), scored
    by ``options`` (the default options if None)."""
    spare = next(c for c in _SPARES if c != move.card and c not in table)
    state = State.from_position(hands=[[move.card], [spare]], table=list(table), options=options)
    return _read(state, move, state.clone())


# --- what the other side may take next -------------------------------------------------------------


@dataclass(frozen=True)
class Answer:
    """A take the other side could make next on the table a play leaves, with a card it may hold."""

    card: Card
    taken: tuple[Card, ...]
    points: int                       # its card points and Tablenette
    tablenette: bool


def answer_cards(view: View) -> list[Card]:
    """The cards the other side may hold, as the mover knows (in the last deal, its very hand)."""
    other = 1 - view.player
    return sorted(set(view.unseen()) | set(view.known_hands[other]), key=str)


def best_answer(cards: Sequence[Card], table: Sequence[Card], tablenette: bool = False,
                options: Options | None = None) -> Answer | None:
    """The take worth most on ``table`` with one of ``cards`` (only Tablenettes if ``tablenette``),
    scored by ``options`` (the default options if None); None when none scores. Equal takes go to
    the card named first."""
    best = None
    if not table:
        return None
    for card in cards:
        probe = State.from_position(hands=[[card], []], table=list(table), options=options)
        for m in probe.legal_moves():
            if m.kind != "capture":
                continue
            points, bonus = move_points(probe, m)
            if tablenette and not bonus:
                continue
            if points + bonus > 0 and (best is None or points + bonus > best.points):
                best = Answer(card, tuple(m.cards), points + bonus, bonus > 0)
    return best


def answer_to(view: View, play: Play, tablenette: bool = False) -> Answer | None:
    """The other side's best take next on the table ``play`` leaves (None: it does not play next
    on that table, or nothing there scores)."""
    if play.next_player != 1 - view.player:
        return None
    return best_answer(answer_cards(view), play.left, tablenette, view.options)


# --- the discard of TNT-AI2 ------------------------------------------------------------------------


@dataclass(frozen=True)
class LoneCardTotal:
    """A card laid beside a lone table card to make a total no card takes for a Tablenette."""

    table_card: Card
    total: int


def lone_card_total(table: Sequence[Card], move: Move) -> LoneCardTotal | None:
    """TNT-AI2: a discard onto one table card making 12 or more than 14 (an Ace counted 1)."""
    if move.kind != "discard" or len(table) != 1:
        return None
    total = face_value(table[0]) + face_value(move.card)
    if total == ODD_TOTAL or total > HIGHEST_VALUE:
        return LoneCardTotal(table[0], total)
    return None


# --- one reason's facts ----------------------------------------------------------------------------


@dataclass(frozen=True)
class AdviceFacts:
    """Why the coach recommends a play: every fact its line may say."""

    play: Play
    exact: bool                        # every card known: the values are solved, not estimated
    only: bool                         # no other legal play
    sooner_than: Play | None           # a play as good whose events score the mover less now
    most_now: bool                     # its take scores, and no legal play's events score the mover more
    lone_total: LoneCardTotal | None
    nothing_to_take: bool              # no legal play takes anything
    answered: bool                     # the other side plays next on the table it leaves
    answer: Answer | None              # the other side's best take there (None: nothing scores)
    least_answer: bool                 # no legal play leaves the other side a better best take


@dataclass(frozen=True)
class VerdictFacts:
    """Why the coach's best beats the play made: every fact the verdict's line may say."""

    played: Play
    best: Play
    loss: float
    exact: bool
    answer_played: Answer | None       # the other side's best take after the play made
    answer_best: Answer | None         # ... after the best play

    @property
    def ahead_now(self) -> int:
        """How many more points the best play's events give the mover now."""
        return self.best.mine - self.played.mine

    @property
    def answer_gap(self) -> int:
        """How much more the play made leaves the other side to take next than the best play does."""
        return (self.answer_played.points if self.answer_played else 0) - \
               (self.answer_best.points if self.answer_best else 0)


@dataclass(frozen=True)
class ChoiceFacts:
    """Why the computer made a play: the play and the notes its player weighed."""

    play: Play
    why: str                           # "random", "only", "best_exact", "best_search" (the expert),
                                       # "most_take", "most_cards", "least_worth" (greedy) or "weighed"
    jack_early: bool = False
    lone_total: LoneCardTotal | None = None
    last_cards: bool = False           # the hand ends and the cards left come to the mover
    risk: Answer | None = None         # what the table it leaves offers the other side next


def advice_facts(view: View, legal: Sequence[Move], move: Move, values, exact: bool) -> AdviceFacts:
    """The facts of the coach's advice ``move`` (``values``: every legal move's value)."""
    plays = plays_in_view(view, legal)
    play = plays[move]
    ties = [plays[m] for m in legal if m != move and abs(values[m] - values[move]) < 1e-9]
    # as good as the best-scoring of the plays of equal value, and scoring more than it now
    sooner_than = None
    if ties and play.mine > max(p.mine for p in ties):
        sooner_than = max(ties, key=lambda p: p.mine)
    cards = answer_cards(view)
    answered = play.next_player == 1 - view.player
    answers = {m: best_answer(cards, p.left, options=view.options) if answered else None
               for m, p in plays.items()}
    worth = {m: a.points if a else 0 for m, a in answers.items()}
    return AdviceFacts(
        play=play, exact=exact, only=len(legal) == 1, sooner_than=sooner_than,
        most_now=play.take_points > 0 and play.mine >= max(p.mine for p in plays.values()),
        lone_total=lone_card_total(view.table, move),
        nothing_to_take=not any(m.kind == "capture" for m in legal),
        answered=answered, answer=answers[move],
        least_answer=worth[move] <= min(worth.values()),
    )


def verdict_facts(view: View, move: Move, best: Move, loss: float, exact: bool) -> VerdictFacts:
    """The facts of the verdict on ``move`` against ``best``."""
    plays = plays_in_view(view, [move, best])
    return VerdictFacts(plays[move], plays[best], loss, exact,
                        answer_to(view, plays[move]), answer_to(view, plays[best]))
