"""The rules' events told on the table as beats: plays, captures, Jack sweeps, Tablenette, deals.

Every beat changes the picture (``Board``) when it starts or ends, so the
scores and piles move with the cards rather than before them. The
announcement of a Tablenette (TNT-U3) names its points; the end of a hand
opens the score box and waits for it. Each line names the seat as the table
does (``app_seats.Sides``: "You" and "the computer", or two people's names),
and each card flies from and to the row its seat has on the screen now.
"""

from __future__ import annotations

from retro.cards import Card
from retro.tablenette.screens.app_beats import Beat
from retro.win import Flight, Placed

# frames at the normal speed (the speed setting scales them)
FLY = 14          # a played card to its place
TAKE = 30         # captured cards shown inverted before they go
GATHER = 16       # captured cards to the taker's pile
SWEEP_STEP = 7    # a Jack's sweep: frames between cards
BANNER = 110      # the Tablenette announcement
NOTE = 40         # a message worth a pause (a Jack sent under the deck, 28+ cards)
DEAL_STEP = 3     # between dealt cards
DEAL_FLY = 10
LAND_DX, LAND_DY = 10, 14     # a capturing card rests a little below-right of its target


def symbols(cards) -> str:
    return " ".join(c.symbol for c in cards)


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


class Story:
    """Queues the beats of a play's events on the game's director (the game's window only through
    the game's ``TableHooks``)."""

    def __init__(self, game):
        self.game = game
        self.hooks = game.hooks

    # --- helpers --------------------------------------------------------------------------
    @property
    def shown(self):
        return self.game.shown

    @property
    def layout(self):
        return self.game.layout

    @property
    def sides(self):
        return self.game.sides

    def slot(self, player: int, index: int) -> tuple[int, int]:
        """Where ``player``'s hand slot lies on the screen now (its row: the front or the top)."""
        return self.layout.slot(self.game.row(player), index)

    def pile(self, player: int) -> tuple[int, int]:
        return self.layout.pile(self.game.row(player))

    def n(self, frames: int) -> int:
        return self.game.frames(frames)

    def fly(self, card: Card, start, end, frames: int, on_done=None, face_up: bool = True) -> Flight:
        placed = Placed(card, start[0], start[1], face_up, self.hooks.back())
        return Flight(placed, start, end, max(1, self.n(frames)), on_done=on_done)

    def add(self, make) -> None:
        self.game.director.add(make)

    def say(self, text: str) -> None:
        self.game.say(text)

    def sound(self, name: str) -> None:
        self.hooks.sound(name)

    # --- a play ---------------------------------------------------------------------------
    def tell(self, player: int, events, start=None) -> None:
        last_points = 0
        events = list(events)
        for i, ev in enumerate(events):
            kind = ev.kind
            if kind == "discard":
                self.discard(player, ev.cards[0], start)
            elif kind == "capture":
                last_points = ev.points
                self.capture(player, ev.cards[0], ev.cards[1:], ev.points, start)
            elif kind == "tablenette":
                self.tablenette(ev.player, ev.points, last_points)
            elif kind == "last_cards":
                self.last_cards(ev.player, ev.cards, ev.points)
            elif kind == "most_cards":
                self.most_cards(ev.player, ev.points, ev.value)
            elif kind == "hand_end":
                over = any(e.kind == "game_end" for e in events[i:])
                self.hand_end(over)
            elif kind == "deal":
                self.deal()
            elif kind == "table":
                self.lay_table(ev.cards)
            elif kind.startswith("jack_to_"):
                self.jack_under(ev.cards[0])
        self.add(self.settle)

    def settle(self):
        """All told: make sure the picture is the state (no beat)."""
        game = self.game
        if game.state.hand_no == self.shown.hand_no or game.state.over:
            self.shown.sync(game.state)
        return None

    def discard(self, player: int, card: Card, start) -> None:
        def make():
            shown = self.shown
            slot = shown.take_from_hand(player, card)
            origin = start or self.slot(player, slot)
            end = self.layout.table_slot(len(shown.table), len(shown.table) + 1)
            self.say(f"{self.sides.does(player, 'play')} {card.symbol} to the table.")
            self.sound("play")
            return Beat(flights=[(0, self.fly(card, origin, end, FLY, lambda: shown.table.append(card)))])
        self.add(make)

    def capture(self, player: int, card: Card, taken: tuple[Card, ...], points: int, start) -> None:
        shown = self.shown
        sweep = card.rank == "J"

        def land():
            slot = shown.take_from_hand(player, card)
            origin = start or self.slot(player, slot)
            first = shown.table.index(taken[0])
            x, y = self.layout.table_slot(first, len(shown.table))
            end = (x + LAND_DX, y + LAND_DY)
            return Beat(flights=[(0, self.fly(card, origin, end, FLY,
                                              lambda: shown.loose.append((card, end))))])

        def show():
            if sweep:
                text = f"{self.sides.does(player, 'sweep')} the table with {card.symbol}"
            else:
                text = f"{self.sides.does(player, 'take')} {symbols(taken)} with {card.symbol}"
            self.say(f"{text}: {plural(points, 'point')}." if points else f"{text}.")
            shown.credit(player, "points", points)
            self.sound("capture")
            return Beat(self.n(TAKE), highlight=set(taken) | {card})

        def gather():
            pile = self.pile(player)
            table = list(shown.table)
            places = {c: self.layout.table_slot(i, len(table)) for i, c in enumerate(table)}
            shown.table = [c for c in table if c not in taken]
            shown.loose = []
            rest = (card, places[taken[0]][0] + LAND_DX, places[taken[0]][1] + LAND_DY)
            step = self.n(SWEEP_STEP) if sweep else 1
            flights = []
            for k, c in enumerate(taken):
                flights.append((k * step, self.fly(c, places[c], pile, GATHER)))
            if sweep and len(taken) > 1:
                # the Jack runs along the row and the cards go as it reaches them (TNT-J1)
                last = places[taken[-1]]
                flights.append((0, self.fly(card, rest[1:], (last[0] + LAND_DX, last[1] + LAND_DY),
                                            step * (len(taken) - 1) + 1)))
            else:
                flights.append((len(taken) * step, self.fly(card, rest[1:], pile, GATHER)))

            def done():
                shown.taken[player] += len(taken) + (0 if sweep and len(taken) > 1 else 1)
            return Beat(flights=flights, on_end=done)

        self.add(land)
        self.add(show)
        self.add(gather)
        if sweep and len(taken) > 1:
            def jack_home():
                last = self.layout.table_slot(len(taken) - 1, len(taken))
                origin = (last[0] + LAND_DX, last[1] + LAND_DY)

                def done():
                    shown.taken[player] += 1
                return Beat(flights=[(0, self.fly(card, origin, self.pile(player), GATHER))],
                            on_end=done)
            self.add(jack_home)

    def tablenette(self, player: int, bonus: int, points: int) -> None:
        """TNT-U3: the announcement, with the play's points (card points + face values)."""
        def make():
            self.shown.credit(player, "tablenette", bonus)
            total = points + bonus
            headline = "Tablenette!"
            line = f"{self.sides.does(player, 'score')} {plural(total, 'point')} ({points} + {bonus})"
            self.game.announced.append(f"{headline} {line}")
            self.say(f"Tablenette! {line}: the table is cleared.")
            self.sound("fanfare")
            return Beat(self.n(BANNER), banner=(headline, line))
        self.add(make)

    def last_cards(self, player: int, cards: tuple[Card, ...], points: int) -> None:
        """TNT-E1: the cards left go to the last taker."""
        def make():
            shown = self.shown
            table = list(shown.table)
            shown.table = []
            shown.credit(player, "last", points)
            pile = self.pile(player)
            flights = [(k, self.fly(c, self.layout.table_slot(i, len(table)), pile, GATHER))
                       for k, (i, c) in enumerate(enumerate(table))]
            note = f" ({plural(points, 'point')})" if points else ""
            self.say(f"The last cards on the table go to {self.sides.whom(player)}{note}.")

            def done():
                shown.taken[player] += len(table)
            return Beat(self.n(NOTE), flights=flights, on_end=done)
        self.add(make)

    def most_cards(self, player: int, points: int, count: int | None) -> None:
        """TNT-E2: more than 27 cards score 3 (``count``: the cards taken, the event's value)."""
        def make():
            self.shown.credit(player, "most", points)
            count_text = count if count is not None else 28
            self.say(f"{self.sides.who(player)} took {count_text} cards, more than 27: "
                     f"{plural(points, 'point')} more.")
            return Beat(self.n(NOTE))
        self.add(make)

    def hand_end(self, over: bool) -> None:
        game, hooks = self.game, self.hooks

        def make():
            self.sound("ok")
            box = hooks.hand_end(over)
            return Beat(hold=lambda: hooks.box_open(box),
                        on_end=None if over else lambda: self.shown.new_hand(game.state))
        self.add(make)

    def deal(self) -> None:
        """Six cards each, one at a time from the dealer's left (TNT-D4)."""
        game = self.game

        def make():
            state, shown = game.state, self.shown
            shown.stock = max(shown.stock, state.stock_size + sum(len(h) for h in state.hands))
            deck = self.layout.deck
            order = [(1 - state.dealer), state.dealer]
            flights = []
            k = 0
            for i in range(max(len(h) for h in state.hands)):
                for p in order:
                    if i >= len(state.hands[p]):
                        continue
                    card = state.hands[p][i]

                    def landed(p=p, i=i, card=card):
                        shown.slots[p][i] = card
                        shown.stock -= 1
                    flights.append((k * self.n(DEAL_STEP),
                                    self.fly(card, deck, self.slot(p, i), DEAL_FLY, landed, False)))
                    k += 1
            self.sound("deal")
            dealer = self.sides.does(state.dealer, "deal")
            if state.deal_no == 1:
                first = 1 - state.dealer
                self.say(f"Hand {state.hand_no}. {dealer}; "
                         f"{self.sides.whom(first)} {'play' if self.sides.you(first) else 'plays'} first.")
            else:
                self.say(f"{dealer} six more cards each (deal {state.deal_no} of 4).")
            return Beat(flights=flights)
        self.add(make)

    def lay_table(self, cards: tuple[Card, ...]) -> None:
        def make():
            shown = self.shown
            count = len(cards)
            flights = []
            for i, card in enumerate(cards):
                def landed(card=card):
                    shown.table.append(card)
                    shown.stock -= 1
                flights.append((i * self.n(DEAL_STEP), self.fly(card, self.layout.deck,
                                                               self.layout.table_slot(i, count),
                                                               DEAL_FLY, landed)))
            return Beat(flights=flights)
        self.add(make)

    def jack_under(self, jack: Card) -> None:
        """TNT-D2 quirk: a Jack turned up for the table goes under the deck."""
        def make():
            self.say(f"{jack.symbol} turned up for the table: a Jack goes under the deck.")
            return Beat(self.n(NOTE))
        self.add(make)
