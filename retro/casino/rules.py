"""Casino (Munter, 2002): the pure rules engine -- deal, put/take/build/block, scoring, save games."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Optional, Sequence

from retro.cards import Card, cards as parse_cards, standard_deck
from retro.casino.builds import BLOCK, BUILD, CARD, Pile, loose, make_block, make_build, parse_pile
from retro.casino.legal import check_move, legal_entries, legal_moves_for, space_of
from retro.casino.records import (
    HAND_SIZE, MOST_CARDS, MOST_SPADES, SAVE_VERSION, SPACES, TABLEAU_DEAL, TARGET, TEN_OF_DIAMONDS,
    TWO_OF_SPADES, Event, IllegalMove, Move, Options, Reason, RoundSummary, card_points, check_unique,
)
from retro.casino.saves import state_from_data, state_to_data

DECK = tuple(standard_deck())   # deck order, for listing the unseen cards

def round_tally(captured: Sequence[Card], sweeps: int = 0, options: Optional[Options] = None) -> dict:
    """The running breakdown of one player's round (CAS-U3's score sheet), scored by ``options``
    (the default options if None).

    ``aces``, ``cards``, ``spades`` and ``sweeps`` are counts; ``two_of_spades``,
    ``ten_of_diamonds``, ``most_cards`` and ``most_spades`` are points.
    ``points`` counts what is already certain: the cards' points, sweeps,
    and the 27-card and 7-spade bonuses once reached.
    """
    options = options or Options()
    aces = sum(1 for c in captured if c.rank == "A")
    spades = sum(1 for c in captured if c.suit == "S")
    two = options.card_points(TWO_OF_SPADES) if TWO_OF_SPADES in captured else 0
    ten = options.card_points(TEN_OF_DIAMONDS) if TEN_OF_DIAMONDS in captured else 0
    count = len(captured)
    most_cards = options.bonus_points(count, 0)
    most_spades = options.bonus_points(0, spades)
    return {"aces": aces, "two_of_spades": two, "ten_of_diamonds": ten, "cards": count,
            "spades": spades, "sweeps": sweeps, "most_cards": most_cards, "most_spades": most_spades,
            "points": options.take_points(captured) + most_cards + most_spades + sweeps * options.sweep_points}


@dataclass(frozen=True)
class View:
    """What one player may know (CAS-AI1): own hand, the tableau, capture piles, counts, scores."""

    player: int
    players: int
    hand: tuple[Card, ...]
    spaces: tuple[Optional[Pile], ...]
    captured: tuple[tuple[Card, ...], ...]
    lost: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    stock_size: int
    scores: tuple[int, ...]
    sweeps: tuple[int, ...]
    dealer: int
    to_move: Optional[int]
    last_taker: Optional[int]
    round: int
    options: Options = field(default_factory=Options)

    @property
    def tableau(self) -> list[tuple[Card, ...]]:
        return [p.cards for p in self.spaces if p is not None]

    def legal_moves(self) -> list[Move]:
        """The moves this player could make now (their own hand on this tableau)."""
        return legal_moves_for(self.hand, self.spaces)


def unplayed_cards(view: View) -> list[Card]:
    """CAS-U5: the cards this player has not seen this round, in deck order."""
    seen = set(view.hand)
    seen.update(c for pile in view.spaces if pile is not None for c in pile.cards)
    for pile in view.captured:
        seen.update(pile)
    seen.update(view.lost)
    return [c for c in DECK if c not in seen]


class State:
    """A Casino match. Build one with ``State.new``, ``State.from_position`` or ``State.from_json``.

    Besides the API's facts (``tableau``, ``hands``, ``scores``, ...) the
    screens read: ``spaces`` -- the fixed tableau spaces (CAS-D4), a Pile or
    None (free) each, a pile keeping its space until taken and a Put filling
    the lowest free space; ``captured`` and ``sweeps`` this round per player;
    ``lost`` (cards that went to nobody, CAS-E2); ``last_taker``; ``round``;
    and ``last_round``, the RoundSummary of the round just scored.

    ``hand_number`` (read-only) is the API's one name for which hand of the
    match is being played, from 1: Casino's hand is its round, so it is
    ``round``. It goes up by one when the next round is dealt (in the play that
    scores a round without ending the match), not at the 4-card deals within
    a round.
    """

    OPTIONS = Options  # the options a save is read back into, field by field

    def __init__(self, options: Options, rng: random.Random):
        n = options.players
        self.options = options
        self.players = n
        self.rng = rng
        self.dealer = 0
        self.to_move: Optional[int] = 0
        self._hands: list[list[Card]] = [[] for _ in range(n)]
        self.spaces: list[Optional[Pile]] = [None] * options.spaces
        self._stock: list[Card] = []
        self._captured: list[list[Card]] = [[] for _ in range(n)]
        self.lost: list[Card] = []
        self.last_taker: Optional[int] = None
        self._scores = [0] * n
        self.sweeps = [0] * n
        self.round = 1
        self.over = False
        self.winner: Optional[int] = None
        self.last_round: Optional[RoundSummary] = None
        self._events: list[Event] = []
        self._legal = None

    # --- construction -------------------------------------------------------
    @classmethod
    def new(cls, seed: int, options: Optional[Options] = None) -> "State":
        options = options or Options()
        state = cls(options, random.Random(seed))
        state.dealer = state.rng.randrange(options.players)  # CAS-D3: first dealer random
        state._start_round()
        return state

    @classmethod
    def from_position(cls, hands, tableau, stock=(), to_move=0, dealer=None, captured=None,
                      last_taker=None, scores=None, options=None, seed=0) -> "State":
        """A position mid-round. ``tableau`` fills spaces 0, 1, ... in order; an entry is
        ``"7S"``, a build ``"5C+7D"``, a block ``"7H=7S"``, a tuple of cards, a Pile (to
        give a build its ``owner``) or None for a free space. Players default to
        ``len(hands)``. If every hand is empty the play goes on at once (a deal
        from ``stock``, or the round's end).
        """
        hands = [parse_cards(h) for h in hands]
        if options is None:
            options = Options(players=len(hands)) if 2 <= len(hands) <= 4 else Options()
        n = options.players
        if len(hands) != n:
            raise ValueError(f"{len(hands)} hands given for {n} players")
        piles = [None if spec is None else parse_pile(spec) for spec in tableau]
        if len(piles) > options.spaces:
            raise ValueError(f"{len(piles)} tableau piles do not fit in {options.spaces} spaces")
        captured = [parse_cards(c) for c in captured] if captured is not None else [[] for _ in range(n)]
        scores = list(scores) if scores is not None else [0] * n
        if len(captured) != n or len(scores) != n:
            raise ValueError("captured and scores need one entry per player")
        if not all(isinstance(s, int) for s in scores):
            raise ValueError("scores must be whole numbers")
        for p, hand in enumerate(hands):
            if len(hand) > HAND_SIZE:
                raise ValueError(f"player {p} holds {len(hand)} cards: a hand is at most {HAND_SIZE}")
        for who in (to_move, last_taker, dealer):
            if who is not None and not (isinstance(who, int) and 0 <= who < n):
                raise ValueError(f"no player {who!r} in a {n}-player game")
        if to_move is None:
            raise ValueError("to_move must name a player")
        stock = parse_cards(stock)
        everything = [c for h in hands for c in h] + [c for p in piles if p for c in p.cards]
        everything += stock + [c for pile in captured for c in pile]
        check_unique(everything)
        state = cls(options, random.Random(seed))
        state._hands = hands
        state.spaces = piles + [None] * (options.spaces - len(piles))
        state._stock = stock
        state._captured = captured
        state.last_taker = last_taker
        state._scores = scores
        state.dealer = (to_move - 1) % n if dealer is None else dealer
        state.to_move = to_move
        if not hands[to_move]:
            if any(hands):
                raise ValueError(f"player {to_move} is to move but holds no cards")
            state._advance()
        return state

    @classmethod
    def assemble(cls, options: Options, rng: random.Random, *, hands, spaces, stock, captured, lost,
                 last_taker, scores, sweeps, dealer, to_move, round, over, winner, last_round,
                 events) -> "State":
        """A State made of its parts (the saves' way in), taken over as given: the caller checks them."""
        state = cls(options, rng)
        state._hands, state.spaces, state._stock = hands, spaces, stock
        state._captured, state.lost, state.last_taker = captured, lost, last_taker
        state._scores, state.sweeps = scores, sweeps
        state.dealer, state.to_move, state.round = dealer, to_move, round
        state.over, state.winner, state.last_round = over, winner, last_round
        state._events = events
        return state

    def clone(self) -> "State":
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other._hands = [list(h) for h in self._hands]
        other.spaces = list(self.spaces)
        other._stock = list(self._stock)
        other._captured = [list(c) for c in self._captured]
        other.lost = list(self.lost)
        other._scores = list(self._scores)
        other.sweeps = list(self.sweeps)
        other._events = list(self._events)
        return other

    # --- public facts -----------------------------------------------------------
    @property
    def hands(self) -> list[list[Card]]:
        return [list(h) for h in self._hands]

    @property
    def tableau(self) -> list[tuple[Card, ...]]:
        """The occupied spaces' piles in space order (``spaces`` keeps the fixed positions)."""
        return [p.cards for p in self.spaces if p is not None]

    @property
    def captured(self) -> list[list[Card]]:
        return [list(c) for c in self._captured]

    @property
    def stock(self) -> list[Card]:
        return list(self._stock)

    @property
    def stock_size(self) -> int:
        return len(self._stock)

    @property
    def scores(self) -> list[int]:
        return list(self._scores)

    @property
    def events(self) -> tuple[Event, ...]:
        return tuple(self._events)

    @property
    def hand_number(self) -> int:
        """Which round (deal of the match) is being played, from 1: ``round`` under the API's one name."""
        return self.round

    def view(self, player: int) -> View:
        return View(
            player=player, players=self.players, hand=tuple(self._hands[player]),
            spaces=tuple(self.spaces), captured=tuple(tuple(c) for c in self._captured),
            lost=tuple(self.lost), hand_sizes=tuple(len(h) for h in self._hands),
            stock_size=len(self._stock), scores=tuple(self._scores), sweeps=tuple(self.sweeps),
            dealer=self.dealer, to_move=self.to_move, last_taker=self.last_taker,
            round=self.round, options=self.options)

    def legal_moves(self) -> list[Move]:
        if self.to_move is None:
            return []
        if self._legal is None:
            entries = legal_entries(self._hands[self.to_move], self.spaces)
            # Remembered until the next apply, so playing one of these moves is not searched again.
            self._legal = ([m for m, _ in entries], {id(m): (m, used) for m, used in entries})
        return list(self._legal[0])

    # --- playing ------------------------------------------------------------------
    def why_illegal(self, move) -> Optional[Reason]:
        """Why ``move`` is refused now, as a structured Reason (None when it is legal)."""
        if self.to_move is None:
            return Reason("match_over", "the match is over")
        try:
            check_move(self._hands[self.to_move], self.spaces, move)
        except IllegalMove as err:
            return err.reason
        return None

    def apply(self, move: Move) -> list[Event]:
        if self.to_move is None:
            raise IllegalMove("the match is over", "match_over")
        player = self.to_move
        hand = self._hands[player]
        known = self._legal[1].get(id(move)) if self._legal is not None else None
        if known is not None and known[0] is move:
            spaces = known[1]
        else:
            move, spaces = check_move(hand, self.spaces, move)
        self._legal = None
        first = len(self._events)
        card = move.card
        hand.remove(card)
        if move.kind == "put":
            free = next((i for i, p in enumerate(self.spaces) if p is None), None)
            if free is None:  # CAS-P1 quirk: straight to the capture pile, not a take
                self._captured[player].append(card)
                self._log("to_capture_pile", player, cards=(card,))
            else:
                self.spaces[free] = loose(card)
                self._log("put", player, cards=(card,), spaces=(free,))
        elif move.kind == "take":
            taken = []
            for index in spaces:
                taken.extend(self.spaces[index].cards)
                self.spaces[index] = None
            self._captured[player].append(card)
            self._captured[player].extend(taken)
            self.last_taker = player
            self._log("take", player, cards=(card, *taken), spaces=spaces)
            if all(p is None for p in self.spaces):  # CAS-S7
                self.sweeps[player] += 1
                self._log("sweep", player, points=self.options.sweep_points)  # the take just before moved the cards
        else:
            index = spaces[0]
            target = self.spaces[index].cards + (card,)
            if move.kind == "build":
                self.spaces[index] = make_build(target, owner=player)
            else:
                self.spaces[index] = make_block(target, owner=player)
            self._log(move.kind, player, cards=(card,), spaces=(index,), value=move.value)
        self._advance()
        return self._events[first:]

    def _log(self, kind, player, points=0, cards=(), spaces=(), value=None) -> None:
        if points:
            self._scores[player] += points
        self._events.append(Event(kind, player, points, tuple(cards), tuple(spaces), value))

    def _advance(self) -> None:
        n = self.players
        if any(self._hands):
            for step in range(1, n + 1):
                nxt = (self.to_move + step) % n
                if self._hands[nxt]:
                    self.to_move = nxt
                    return
        if self._stock:
            self._deal(tableau=False)
        else:
            self._end_round()

    def _start_round(self) -> None:
        deck = standard_deck()
        self.rng.shuffle(deck)
        self._stock = deck
        self._captured = [[] for _ in range(self.players)]
        self.lost = []
        self.last_taker = None
        self.sweeps = [0] * self.players
        self.spaces = [None] * self.options.spaces
        self._deal(tableau=True)

    def _deal(self, tableau: bool) -> None:
        """CAS-D2/D3: four each, one at a time from the dealer's left; the first deal adds four to the table."""
        n = self.players
        first = (self.dealer + 1) % n
        order = [(first + k) % n for k in range(n)]
        dealt: dict[int, list[Card]] = {p: [] for p in order}
        stock = self._stock
        at = 0
        for _ in range(HAND_SIZE):
            for p in order:
                if at < len(stock):
                    dealt[p].append(stock[at])
                    at += 1
        for p in order:
            self._hands[p].extend(dealt[p])
            self._log("deal", p, cards=dealt[p])
        if tableau:
            laid, where = [], []
            for index in range(self.options.spaces):
                if len(laid) == TABLEAU_DEAL or at >= len(stock):
                    break
                if self.spaces[index] is None:
                    self.spaces[index] = loose(stock[at])
                    laid.append(stock[at])
                    where.append(index)
                    at += 1
            self._log("deal", None, cards=laid, spaces=where)
        del stock[:at]
        self.to_move = first
        if not any(self._hands):  # nothing left to deal out: the round is over
            self._end_round()

    def _end_round(self) -> None:
        """CAS-E1..E3 and CAS-S1..S5: clear-up to the last taker, score, then finish or deal on."""
        left = [c for p in self.spaces if p is not None for c in p.cards]
        where = tuple(i for i, p in enumerate(self.spaces) if p is not None)
        self.spaces = [None] * self.options.spaces
        if left:
            if self.last_taker is None:
                self.lost.extend(left)
            else:
                self._captured[self.last_taker].extend(left)
            self._log("last_cards", self.last_taker, cards=left, spaces=where)
        before = list(self._scores)
        for p in range(self.players):
            pile = self._captured[p]
            tally = round_tally(pile, options=self.options)
            aces = tuple(c for c in pile if c.rank == "A")
            if aces:
                self._log("aces", p, points=self.options.take_points(aces), cards=aces)
            if tally["two_of_spades"]:
                self._log("two_of_spades", p, points=tally["two_of_spades"], cards=(TWO_OF_SPADES,))
            if tally["ten_of_diamonds"]:
                self._log("ten_of_diamonds", p, points=tally["ten_of_diamonds"], cards=(TEN_OF_DIAMONDS,))
            if tally["most_cards"]:
                self._log("most_cards", p, points=tally["most_cards"], value=tally["cards"])
            if tally["most_spades"]:
                self._log("most_spades", p, points=tally["most_spades"], value=tally["spades"])
        # The sweeps were credited as they were made (CAS-S6); the round's points count them again here.
        points = tuple(self._scores[p] - before[p] + self.sweeps[p] * self.options.sweep_points
                       for p in range(self.players))
        self.last_round = RoundSummary(self.round, tuple(tuple(c) for c in self._captured),
                                       tuple(self.lost), tuple(self.sweeps), points)
        self._log("round_end", None, value=self.round)
        best = max(self._scores)
        if best >= self.options.target and self._scores.count(best) == 1:
            self.over = True
            self.winner = self._scores.index(best)
            self.to_move = None
            self._log("game_end", self.winner, value=best)
            return
        # CAS-E3 Reading: nobody at 21 (or a tie at the top) -- the engine deals on.
        self.round += 1
        self.dealer = (self.dealer + 1) % self.players
        self._start_round()

    # --- save games -----------------------------------------------------------------
    def to_json(self) -> str:
        return json.dumps(state_to_data(self), separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> "State":
        try:
            data = json.loads(text)
        except (TypeError, json.JSONDecodeError) as err:
            raise ValueError(f"not a Casino save: {err}") from None
        except RecursionError:  # [[[[... nested deeper than the parser goes
            raise ValueError("not a Casino save: nested far too deeply") from None
        return state_from_data(cls, data)


__all__ = [
    "BLOCK", "BUILD", "CARD", "HAND_SIZE", "MOST_CARDS", "MOST_SPADES", "SAVE_VERSION", "SPACES",
    "TABLEAU_DEAL", "TARGET", "TEN_OF_DIAMONDS", "TWO_OF_SPADES", "Event", "IllegalMove", "Move",
    "Options", "Pile", "Reason", "RoundSummary", "State", "View", "card_points", "legal_entries",
    "legal_moves_for", "round_tally", "space_of", "unplayed_cards",
]
