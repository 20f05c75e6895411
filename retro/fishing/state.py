"""The fishing games' hand bookkeeping: hands, table, stock, deals, turns and saves.

``FishingState`` plays a hand the same way in Tablenette and Tablanet:
cards are dealt one at a time from the dealer's left, a turn is one card,
hands are dealt again until the stock is used up. Each game's ``State``
subclass lays its opening table, scores its captures and ends its hands.
"""

from __future__ import annotations

import json
import random
from typing import Sequence

from retro.cards import Card, card_text, cards, standard_deck
from retro.fishing.captures import (Event, IllegalMove, Move, Reason, RuleSet, TableIndex, capture_masks,
                                    masked, saved_value)
from retro.fishing.view import FULL_DECK, FishingView
from retro.options import options_data, options_from

__all__ = ["FULL_DECK", "FishingState", "FishingView"]

class FishingState:
    """A fishing match: the shared mechanics. Subclasses give the game's own rules."""

    GAME = "fishing"
    RULES: RuleSet = RuleSet()
    VIEW = FishingView
    OPTIONS: type = object  # each game's Options: a save's options are read back into it, field by field
    DEALS_PER_HAND = 4
    # A set-up position's deal number (``from_position``): counted from the cards left in the stock
    # (True), or 1 whatever the stock holds (False).
    DEAL_FROM_STOCK = False

    # -- construction ---------------------------------------------------------

    def __init__(self, options, players: int, seed_rng: random.Random):
        self.options = options
        self.players = players
        self._rng = seed_rng
        self.dealer = 0
        self._to_move: int | None = None
        self.hands: list[list[Card]] = [[] for _ in range(players)]
        self.table: list[Card] = []
        self.stock: list[Card] = []
        self.taken: list[list[Card]] = [[] for _ in range(players)]
        self.scores: list[int] = [0] * players
        self.base_scores: tuple[int, ...] = (0,) * players
        self.last_taker: int | None = None
        self.cleared_by: int | None = None
        self.hand_no = 0
        self.deal_no = 0
        self.tracked: set[Card] = set()
        self.known_held: list[set[Card]] = [set() for _ in range(players)]
        self.opening_jacks: list[tuple[Card, str]] = []
        self._events: list[Event] = []
        self.over = False
        self.winner: int | None = None
        self._legal: list[Move] | None = None

    @property
    def hand_size(self) -> int:
        return 6

    def _position(self, hands, table, stock, to_move, dealer, scores, taken, last_taker):
        """Fill a position (``from_position``) after checking it can occur."""
        n = self.players
        hand_lists = [cards(h) for h in hands]
        if len(hand_lists) != n:
            raise ValueError(f"{len(hand_lists)} hands given for {n} players")
        taken = [cards(t) for t in (taken if taken is not None else [()] * n)]
        if len(taken) != n:
            raise ValueError(f"taken must list {n} players' cards")
        scores = list(scores) if scores is not None else [0] * n
        if len(scores) != n or not all(isinstance(s, int) for s in scores):
            raise ValueError(f"scores must be {n} whole numbers")
        table, stock = cards(table), cards(stock)
        everything = [c for h in hand_lists for c in h] + table + stock + [c for t in taken for c in t]
        seen: set[Card] = set()
        for c in everything:
            if c in seen:
                raise ValueError(f"{c} appears twice (one deck)")
            seen.add(c)
        for p, h in enumerate(hand_lists):
            if len(h) > self.hand_size:
                raise ValueError(f"player {p} holds {len(h)} cards; a deal gives {self.hand_size}")
        if not (isinstance(to_move, int) and 0 <= to_move < n):
            raise ValueError(f"to_move must be a player 0..{n - 1}")
        if not (isinstance(dealer, int) and 0 <= dealer < n):
            raise ValueError(f"dealer must be a player 0..{n - 1}")
        if last_taker is not None and not (isinstance(last_taker, int) and 0 <= last_taker < n):
            raise ValueError(f"last_taker must be None or a player 0..{n - 1}")
        if any(hand_lists) and not hand_lists[to_move]:
            raise ValueError(f"player {to_move} is to move but holds no cards")
        self.hands, self.table, self.stock, self.taken = hand_lists, table, stock, taken
        self.scores, self.base_scores = scores, tuple(scores)
        self.dealer, self._to_move, self.last_taker = dealer, to_move, last_taker
        self.hand_no = 1
        if self.DEAL_FROM_STOCK:
            made = self._deals_made(len(stock))
            # the cards in hand came with a deal; with empty hands the next deal comes now
            self.deal_no = max(1, made) if any(hand_lists) else made
        else:
            self.deal_no = 1
        if not any(hand_lists):
            self._after_play(to_move)

    def _deals_made(self, in_stock: int) -> int:
        """How many of the hand's deals a set-up position has had, from the cards left in the stock:
        each deal takes ``hand_size`` cards a player, so the stock holds the deals still to come."""
        per_deal = self.hand_size * self.players
        to_come = -(-in_stock // per_deal)
        return max(0, self.DEALS_PER_HAND - to_come)

    # -- the public facts -----------------------------------------------------

    @property
    def to_move(self) -> int | None:
        return None if self.over else self._to_move

    @property
    def events(self) -> tuple[Event, ...]:
        return tuple(self._events)

    @property
    def stock_size(self) -> int:
        return len(self.stock)

    @property
    def hand_number(self) -> int:
        """Which hand of the match is being played, from 1: ``hand_no`` under the API's one name.

        It goes up by one in the play that deals the next hand (``_new_hand``),
        not at the deals within a hand (``deal_no``), nor when the match ends.
        """
        return self.hand_no

    def clone(self):
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other._rng = random.Random()
        other._rng.setstate(self._rng.getstate())
        other.hands = [list(h) for h in self.hands]
        other.table = list(self.table)
        other.stock = list(self.stock)
        other.taken = [list(t) for t in self.taken]
        other.scores = list(self.scores)
        other.tracked = set(self.tracked)
        other.known_held = [set(k) for k in self.known_held]
        other.opening_jacks = list(self.opening_jacks)
        other._events = list(self._events)
        self._clone_extra(other)
        return other

    def _clone_extra(self, other) -> None:
        """Copy a subclass's own mutable fields."""

    def view(self, player: int) -> FishingView:
        n = self.players
        known_hands = tuple(() if p == player else tuple(sorted(self.known_held[p], key=str))
                            for p in range(n))
        stock_known = tuple((i, c) for i, c in enumerate(self.stock) if c in self.tracked)
        return self.VIEW(
            player=player, players=n, dealer=self.dealer, to_move=self.to_move,
            hand=tuple(self.hands[player]), table=tuple(self.table),
            hand_sizes=tuple(len(h) for h in self.hands), stock_size=len(self.stock),
            scores=tuple(self.scores), taken=tuple(tuple(t) for t in self.taken),
            last_taker=self.last_taker, cleared_by=self.cleared_by,
            hand_no=self.hand_no, deal_no=self.deal_no, deals_per_hand=self.DEALS_PER_HAND,
            hand_size=self.hand_size, known_hands=known_hands, stock_known=stock_known,
            opening_jacks=tuple(self.opening_jacks), options=self.options, over=self.over,
            **self._view_extra(player),
        )

    def _view_extra(self, player: int) -> dict:
        return {}

    @classmethod
    def from_view(cls, view: FishingView, hands, stock, rng: random.Random):
        """A full state agreeing with ``view``, the hidden cards placed as ``hands`` and ``stock`` say.

        For the bots' sampled worlds (``bots.sample_world``): no event
        history, its own generator ``rng``.
        """
        world = cls._blank(view.options, rng)
        world.hands, world.stock = [list(h) for h in hands], list(stock)
        world.table = list(view.table)
        world.taken = [list(t) for t in view.taken]
        world.scores, world.base_scores = list(view.scores), tuple(view.scores)
        world.dealer, world._to_move = view.dealer, view.to_move
        world.last_taker, world.cleared_by = view.last_taker, view.cleared_by
        world.hand_no, world.deal_no = view.hand_no, view.deal_no
        world.tracked = {c for _, c in view.stock_known} | {c for k in view.known_hands for c in k}
        world.known_held = [set(k) for k in view.known_hands]
        world.opening_jacks = list(view.opening_jacks)
        world._from_view_extra(view)
        return world

    def _from_view_extra(self, view) -> None:
        """Take a subclass's own public fields from ``view`` (a sampled world, ``bots.sample_world``)."""

    # -- moves -------------------------------------------------------------------

    def legal_moves(self) -> list[Move]:
        if self.over:
            return []
        if self._legal is None:
            self._legal = self._generate_moves(self.hands[self._to_move])
        return list(self._legal)

    def _generate_moves(self, hand: Sequence[Card]) -> list[Move]:
        rules = self.RULES
        table = self.table
        moves: list[Move] = []
        if not table:
            return [Move("discard", c) for c in hand]
        need = {v for c in hand for v in rules.values(c)}
        index = TableIndex(rules, table, need)
        for card in hand:
            if rules.jack_sweeps and card.rank == "J":
                moves.append(Move("capture", card, tuple(table)))
                continue
            masks = capture_masks(rules, card, index)
            for mask in masks:
                moves.append(Move("capture", card, masked(table, mask)))
            if not (masks and rules.captures_compulsory):
                moves.append(Move("discard", card))
        return moves

    def apply(self, move: Move) -> list[Event]:
        if self.over:
            raise IllegalMove("the match is over", "match_over")
        legal = self._legal if self._legal is not None else self.legal_moves()
        if move not in legal:
            move = self._match_legal(move, legal)
        player = self._to_move
        start = len(self._events)
        self._legal = None
        self.hands[player].remove(move.card)
        self.known_held[player].discard(move.card)
        if move.kind == "capture":
            taken = set(move.cards)
            cleared = len(taken) == len(self.table)
            self.table = [c for c in self.table if c not in taken]
            self.taken[player].append(move.card)
            self.taken[player].extend(move.cards)
            self.last_taker = player
            self.cleared_by = player if cleared else None
            self._on_capture(player, move, cleared)
        else:
            self.table.append(move.card)
            self.cleared_by = None
            self._events.append(Event("discard", player, 0, (move.card,)))
        self._after_play(player)
        return self._events[start:]

    def _match_legal(self, move, legal: list[Move]) -> Move:
        """The legal move equal to ``move`` up to card order, or IllegalMove saying why."""
        try:
            key = (move.kind, Card.parse(move.card), frozenset(cards(move.cards)))
        except (AttributeError, TypeError, ValueError):
            raise IllegalMove(f"not a move: {move!r}", "not_a_move") from None
        for m in legal:
            if m.key == key:
                return m
        raise IllegalMove(self._why_illegal(key))

    def why_illegal(self, move) -> Reason | None:
        """Why ``move`` is refused now, as a structured Reason (None when it is legal)."""
        if self.over:
            return Reason("match_over", "the match is over")
        try:
            self._match_legal(move, self.legal_moves())
        except IllegalMove as err:
            return err.reason
        return None

    def _why_illegal(self, key) -> Reason:
        kind, card, taken = key
        hand = self.hands[self._to_move]
        if card not in hand:
            return Reason("not_in_hand", f"{card} is not in player {self._to_move}'s hand", (card,))
        if kind == "discard":
            if self.RULES.jack_sweeps and card.rank == "J" and self.table:
                return Reason("jack_must_sweep", f"{card} must take the whole table (a Jack sweeps)", (card,))
            return Reason("must_capture", f"{card} can capture, so it may not be laid on the table", (card,))
        if kind != "capture":
            return Reason("unknown_kind", f"unknown move kind {kind!r}")
        missing = [c for c in taken if c not in self.table]
        if missing:
            return Reason("not_on_table", f"{card_text(missing)} not on the table", tuple(missing))
        if not taken:
            return Reason("takes_nothing", "a capture takes at least one table card", (card,))
        named = sorted(taken, key=str)
        return Reason("cannot_capture", f"{card} cannot take {card_text(named)}: {self._capture_rule_text()}",
                      (card, *named))

    def _capture_rule_text(self) -> str:
        return "not equal cards plus one summing group"

    def _after_play(self, player: int) -> None:
        """Pass the turn; deal again when every hand is empty; end the hand after the last card."""
        n = self.players
        for step in range(1, n + 1):
            nxt = (player + step) % n
            if self.hands[nxt]:
                self._to_move = nxt
                return
        if self.stock:
            self._deal_round()
            self._to_move = (self.dealer + 1) % n
            return
        self._end_hand()

    # -- dealing -----------------------------------------------------------------

    def _deal_round(self) -> None:
        """Deal up to ``hand_size`` cards each, one at a time from the dealer's left."""
        n = self.players
        self.deal_no += 1
        stock = self.stock
        dealt = 0
        for _ in range(self.hand_size):
            for step in range(1, n + 1):
                if not stock:
                    break
                p = (self.dealer + step) % n
                card = stock.pop(0)
                self.hands[p].append(card)
                if card in self.tracked:
                    self.known_held[p].add(card)
                dealt += 1
        self._events.append(Event("deal", self.dealer, 0, (), f"hand {self.hand_no}, deal {self.deal_no}: "
                                                           f"{dealt // n} cards each"))

    def _new_hand(self, deck: Sequence[Card] | None = None) -> None:
        """Shuffle a full deck (or take ``deck``, top first), deal the first round, lay the table."""
        n = self.players
        if deck is None:
            deck = standard_deck()
            self._rng.shuffle(deck)
        else:
            deck = cards(deck)
            if sorted(map(str, deck)) != sorted(map(str, FULL_DECK)):
                raise ValueError("a deck must hold each of the 52 cards once")
        self.stock = deck
        self.hands = [[] for _ in range(n)]
        self.taken = [[] for _ in range(n)]
        self.table = []
        self.tracked = set()
        self.known_held = [set() for _ in range(n)]
        self.opening_jacks = []
        self.last_taker = None
        self.cleared_by = None
        self.hand_no += 1
        self.deal_no = 0
        self._deal_round()
        self._lay_table()
        self._events.append(Event("table", None, 0, tuple(self.table)))
        self._to_move = (self.dealer + 1) % n
        self._legal = None

    def _move_jack(self, jack: Card, where: str) -> None:
        """Put an opening-table Jack back into the stock (its place is public knowledge)."""
        if where == "bottom":
            self.stock.append(jack)
        else:
            self.stock.insert(len(self.stock) // 2, jack)
        self.tracked.add(jack)
        self.opening_jacks.append((jack, where))
        self._events.append(Event(f"jack_to_{where}", None, 0, (jack,)))

    def _lay_table(self) -> None:
        raise NotImplementedError

    def _on_capture(self, player: int, move: Move, cleared: bool) -> None:
        raise NotImplementedError

    def _end_hand(self) -> None:
        raise NotImplementedError

    def _give_last_cards(self) -> None:
        """The cards left after the last play go to the last taker (to nobody if none)."""
        if self.table and self.last_taker is not None:
            left = tuple(self.table)
            self.taken[self.last_taker].extend(left)
            self.table = []
            self._credit(Event("last_cards", self.last_taker, self._last_cards_points(left), left))

    def _last_cards_points(self, left: tuple[Card, ...]) -> int:
        return 0

    def _finish(self, winner: int) -> None:
        self.over, self.winner, self._to_move = True, winner, None
        self._events.append(Event("game_end", winner, 0, (), f"scores {'-'.join(map(str, self.scores))}"))

    def _credit(self, event: Event) -> None:
        self._events.append(event)
        if event.points:
            self.scores[event.player] += event.points

    # -- saves -------------------------------------------------------------------

    def to_json(self) -> str:
        version, internal, gauss = self._rng.getstate()
        data = {
            "format": f"retro-{self.GAME}", "version": 1,
            "options": options_data(self.options), "players": self.players,
            "dealer": self.dealer, "to_move": self._to_move,
            "hands": [card_text(h) for h in self.hands], "table": card_text(self.table),
            "stock": card_text(self.stock), "taken": [card_text(t) for t in self.taken],
            "scores": list(self.scores), "base_scores": list(self.base_scores),
            "last_taker": self.last_taker, "cleared_by": self.cleared_by,
            "hand_no": self.hand_no, "deal_no": self.deal_no,
            "tracked": card_text(sorted(self.tracked, key=str)),
            "known_held": [card_text(sorted(k, key=str)) for k in self.known_held],
            "opening_jacks": [[str(c), w] for c, w in self.opening_jacks],
            "events": [[e.kind, e.player, e.points, card_text(e.cards), e.detail, e.value]
                       for e in self._events],
            "rng": [version, list(internal), gauss],
            "over": self.over, "winner": self.winner,
        }
        data.update(self._json_extra())
        return json.dumps(data, separators=(",", ":"))

    def _json_extra(self) -> dict:
        return {}

    @classmethod
    def from_json(cls, text: str):
        try:
            data = json.loads(text)
        except (TypeError, ValueError) as exc:
            raise ValueError(f"not a saved {cls.GAME} game: {exc}") from None
        except RecursionError:  # [[[[... nested deeper than the parser goes
            raise ValueError(f"not a saved {cls.GAME} game: nested far too deeply") from None
        if not isinstance(data, dict) or data.get("format") != f"retro-{cls.GAME}":
            raise ValueError(f"not a saved {cls.GAME} game")
        if data.get("version") != 1:
            raise ValueError(f"unknown save version {data.get('version')!r}")
        try:
            return cls._load(data)
        except IllegalMove:
            raise
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            raise ValueError(f"bad saved {cls.GAME} game: {exc!r}") from None

    @classmethod
    def _load(cls, data: dict):
        options = options_from(cls.OPTIONS, data["options"])
        n = int(data["players"])
        if n != options.players:
            raise ValueError("players does not match the options")
        version, internal, gauss = data["rng"]
        rng = random.Random()
        rng.setstate((int(version), tuple(int(x) for x in internal), gauss))
        state = cls._blank(options, rng)

        def player_or_none(value):
            if value is None:
                return None
            if not isinstance(value, int) or not 0 <= value < n:
                raise ValueError(f"bad player {value!r}")
            return value

        def per_player(values):
            if not isinstance(values, list) or len(values) != n:
                raise ValueError("a per-player list has the wrong length")
            return values

        def pile(value):
            """Cards as saved: "10D 4S KH" or a list of card names, nothing else (not null)."""
            if not isinstance(value, (str, list)) or not all(isinstance(c, str) for c in value):
                raise ValueError(f"bad list of cards {value!r}")
            return cards(value)

        def whole(value):
            """A saved count or score: a whole number (not 1.5, "3" or true)."""
            if not isinstance(value, int) or isinstance(value, bool):
                raise ValueError(f"bad number {value!r}")
            return value

        state.dealer = player_or_none(data["dealer"])
        if state.dealer is None:
            raise ValueError("no dealer")
        state._to_move = player_or_none(data["to_move"])
        state.hands = [pile(h) for h in per_player(data["hands"])]
        state.table = pile(data["table"])
        state.stock = pile(data["stock"])
        state.taken = [pile(t) for t in per_player(data["taken"])]
        state.scores = [whole(s) for s in per_player(data["scores"])]
        state.base_scores = tuple(whole(s) for s in per_player(data["base_scores"]))
        state.last_taker = player_or_none(data["last_taker"])
        state.cleared_by = player_or_none(data["cleared_by"])
        state.hand_no, state.deal_no = whole(data["hand_no"]), whole(data["deal_no"])
        state.tracked = set(pile(data["tracked"]))
        state.known_held = [set(pile(k)) for k in per_player(data["known_held"])]
        state.opening_jacks = [(Card.parse(c), str(w)) for c, w in data["opening_jacks"]]
        state._events = [Event(str(k), player_or_none(p), whole(pts), tuple(pile(cs)), str(d),
                               (None if rest[0] is None else whole(rest[0])) if rest else saved_value(k, d))
                         for k, p, pts, cs, d, *rest in data["events"]]   # saves before ``value`` hold five
        state.over = bool(data["over"])
        state.winner = player_or_none(data["winner"])
        all_cards = [c for h in state.hands for c in h] + state.table + state.stock
        all_cards += [c for t in state.taken for c in t]
        if len(all_cards) != len(set(all_cards)):
            raise ValueError("a card appears twice")
        if not state.over and (state._to_move is None or not state.hands[state._to_move]):
            raise ValueError("the player to move holds no cards")
        state._load_extra(data)
        return state

    @classmethod
    def _blank(cls, options, rng: random.Random):
        raise NotImplementedError

    def _load_extra(self, data: dict) -> None:
        """Read a subclass's own fields."""
