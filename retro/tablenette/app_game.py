"""A Tablenette game on the table: the rules' state, whose turn it is, the computer's pace, plays.

The rules apply a move at once; ``app_story`` turns its events into beats
(cards flying, captures highlighted, the Tablenette banner, the deal) and the
table takes the person's input only when those have played out. The
computer thinks a slice per frame (``retro.bot.Thinking``) and waits a pause
set by the speed, so no frame ever stalls and a play can be followed.
"""

from __future__ import annotations

from retro.bot import Choice, Thinking
from retro.cards import Card
from retro.coaching import HandReview
from retro.keep import TakeBack
from retro.tablenette.app_beats import Beat, Director
from retro.tablenette.app_shown import Shown
from retro.tablenette.app_story import Story
from retro.tablenette.rules import captures_including, discard_move, move_points
from retro.win import Flight, Placed

PERSON, COMPUTER = 0, 1
THINK_BUDGET_S = 0.006         # per frame, well inside the 8 ms a frame may give the computer
THINK_PAUSE = 36               # frames (normal speed) between the computer's decision and its play
SPEED_SCALE = {0: 0.0, 1: 0.5, 2: 1.0, 3: 2.0}   # 0 = instant (tests); the menu offers 1-3
HINT_LIFT = 14                 # pixels the hinted card rises out of the hand

RANK_WORDS = {"A": ("an Ace", "Aces", "1 or 11"), "J": ("a Jack", "Jacks", "12"),
              "Q": ("a Queen", "Queens", "13"), "K": ("a King", "Kings", "14"),
              "8": ("an 8", "8s", "8")}


def rank_words(card: Card) -> tuple[str, str, str]:
    """("a 7", "7s", "7"): the card's rank in words and its value (TNT-V1)."""
    return RANK_WORDS.get(card.rank, (f"a {card.rank}", f"{card.rank}s", card.rank))


def why_not(card: Card, target: Card) -> str:
    """Why dropping ``card`` on ``target`` takes nothing (TNT-C1, TNT-C2)."""
    one, many, value = rank_words(card)
    return (f"{card.symbol} cannot take {target.symbol}: {one} takes {many}, "
            f"or two cards adding up to {value}.")


class Game:
    """One match shown on the table window ``win`` (which gives sound, speed, demo, dialogs)."""

    def __init__(self, win, state, bots: dict, rng):
        self.win = win
        self.state = state
        self.bots = bots
        self.rng = rng
        self.shown = Shown.of(state)
        self.director = Director()
        self.story = Story(self)
        self.thinking: tuple[int, Thinking] | None = None
        self.wait = 0
        self.message = ""
        self.reason = ""              # the last computer play's reason (open hands)
        self.announced: list[str] = []  # Tablenette announcements so far (tests read it)
        self.pending: tuple[Card, tuple[int, int]] | None = None  # a drop waiting on the choice box
        self.plays = 0
        self.takeback = TakeBack()      # learning mode: the person's decisions this hand (issue 16)
        self.took_back = False          # a kept game's take-back (the game counts for nobody)
        self.demo_played = False        # demo played some of the person's turns: counts for nobody
        self.review = HandReview()      # the coach's verdicts on this hand's decisions (issue 18)
        self.last_review = HandReview()  # the hand just ended, for its review box
        self.decisions = 0              # the person's decisions this hand
        self.coach_line = ""            # the coach's word on the person's last play
        self.hinted = None              # the move Game > Hint advised (lifted and marked)

    @property
    def counts(self) -> bool:
        """Whether the game goes into the record (no take-back, no demo in the person's seat)."""
        return not (self.took_back or self.takeback.used or self.demo_played)

    def restore(self, state) -> None:
        """Show ``state`` as it stands (a take-back): no beats left, the picture rebuilt."""
        self.state = state
        self.shown = Shown.of(state)
        self.director = Director()
        self.thinking = None
        self.pending = None
        self.wait = 0
        self.hinted = None

    # --- timing --------------------------------------------------------------------
    def frames(self, normal: int) -> int:
        """``normal`` frames scaled by the speed setting (0 at the instant test speed)."""
        return round(normal * SPEED_SCALE.get(self.win.speed, 1.0))

    @property
    def layout(self):
        return self.win.layout

    # --- whose turn -----------------------------------------------------------------
    @property
    def idle(self) -> bool:
        return self.director.idle and self.pending is None

    def automatic(self, player: int | None) -> bool:
        """True when the computer plays ``player``'s cards (its own, or both in demo mode)."""
        return player == COMPUTER or (player == PERSON and self.win.demo)

    @property
    def persons_turn(self) -> bool:
        return self.idle and not self.state.over and self.state.to_move == PERSON and not self.win.demo

    def tick(self) -> None:
        """Every frame: play the beats, and let the computer think and play when its turn comes."""
        self.director.step()
        if not self.idle or self.state.over:
            return
        player = self.state.to_move
        if not self.automatic(player):
            self.thinking = None
            return
        if self.win.dialogs or self.win.menubar.active:
            return  # a menu or a box in front: the computer waits, as a 1991 timer would
        self.computer_turn(player)

    def computer_turn(self, player: int) -> None:
        if self.thinking is None or self.thinking[0] != player:
            view = self.state.view(player)
            self.thinking = (player, Thinking(self.bots[player], view, self.state.legal_moves(), self.rng))
            self.wait = self.frames(THINK_PAUSE)
        if self.wait > 0:
            self.wait -= 1
        _, thought = self.thinking
        if not thought.done:
            thought.step(THINK_BUDGET_S)
            return
        if self.wait > 0:
            return
        choice: Choice = thought.result
        self.thinking = None
        who = "Computer" if player == COMPUTER else "For you"
        self.reason = f"{who}: {choice.reason}" if choice.reason else ""
        self.play(player, choice.move)

    # --- plays -------------------------------------------------------------------------
    def play(self, player: int, move, start: tuple[int, int] | None = None) -> None:
        """Apply ``move`` to the rules and queue its story (``start``: where a dropped card lies)."""
        idle = self.director.idle
        persons = player == PERSON and not self.win.demo
        before = self.state.clone() if persons else None
        if persons:
            self.takeback.mark(self.state)
        elif player == PERSON:
            self.demo_played = True
        hand = self.state.hand_no
        self.hinted = None
        events = self.state.apply(move)
        self.plays += 1
        if persons:
            self.decisions += 1
            self.win.judge_play(self, before, move)
        if self.state.hand_no != hand or self.state.over:
            self.takeback.new_hand()
            self.last_review, self.review = self.review, HandReview()
            self.decisions = 0
        self.win.keys.reset()
        self.story.tell(player, events, start)
        self.win.moved(self)
        if idle:
            self.director.step()   # the card leaves the hand this frame, not the next

    def try_play(self, card: Card, where, start: tuple[int, int]) -> bool:
        """The person puts ``card`` on ``where`` ("deck" or ("table", card)); False: it goes back."""
        state = self.state
        if where == "deck":
            move = discard_move(state, card)
            if move is None:
                self.refuse(f"{card.symbol} is a Jack: it takes the whole table. "
                            "Drop it on a table card.")
                return False
            self.play(PERSON, move, start)
            return True
        target = where[1]
        moves = captures_including(state, card, target)
        if not moves:
            self.refuse(why_not(card, target))
            return False
        if len(moves) == 1:
            self.play(PERSON, moves[0], start)
            return True
        moves.sort(key=lambda m: (-sum(move_points(state, m)), len(m.cards)))
        self.pending = (card, start)
        self.win.ask_capture(card, target, moves, self.chosen)
        return True

    def chosen(self, move) -> None:
        """The choice box closed: play ``move``, or (None) fly the card back to the hand."""
        card, start = self.pending
        self.pending = None
        if move is not None:
            self.play(PERSON, move, start)
            return
        i = self.shown.take_from_hand(PERSON, card)   # in the air until it lands

        def back() -> None:
            self.shown.slots[PERSON][i] = card
        flight = Flight(Placed(card, *start), start, self.layout.slot(PERSON, i),
                        max(1, self.frames(8)), on_done=back)
        self.director.add(lambda: Beat(flights=[(0, flight)]))
        self.say("Nothing taken: the card is back in your hand.")

    def hint(self) -> str:
        """Whose turn it is, for the second line of the message box."""
        if self.state.over:
            return "Game over: F2 deals a new game."
        if self.win.demo:
            return "Demo: the computer plays both hands (F5 stops it)."
        if not self.idle:
            return ""
        if self.state.to_move == PERSON:
            return "Your turn: drag a card onto a card it takes, or onto the deck card."
        return "The computer is thinking..."

    def refuse(self, text: str) -> None:
        self.say(text)
        self.win.sound("error")

    def say(self, text: str) -> None:
        self.message = text

    # --- what the table draws --------------------------------------------------------------
    def hand_cards(self, player: int) -> list[Placed]:
        """The cards in ``player``'s slots as they lie (the person's face up; the computer's
        face up only in open hands)."""
        face_up = player == PERSON or self.win.open_hands
        out = []
        for i, card in enumerate(self.shown.slots[player]):
            if card is None or (self.pending and player == PERSON and card == self.pending[0]):
                continue
            x, y = self.layout.slot(player, i)
            if player == PERSON and self.hinted is not None and card == self.hinted.card:
                y -= HINT_LIFT
            out.append(Placed(card, x, y, face_up, self.win.back, data=("hand", i)))
        return out

    def table_cards(self) -> list[Placed]:
        table = self.shown.table
        lit = self.director.highlight | self.win.keys.lit_cards() | self.win.choice_lit
        if self.hinted is not None and self.hinted.kind == "capture":
            lit = lit | set(self.hinted.cards)
        out = []
        for i, card in enumerate(table):
            x, y = self.layout.table_slot(i, len(table))
            out.append(Placed(card, x, y, data=("table", card), highlight=card in lit))
        return out

    def loose_cards(self) -> list[Placed]:
        lit = self.director.highlight
        out = [Placed(card, x, y, highlight=card in lit) for card, (x, y) in self.shown.loose]
        if self.pending is not None:
            card, (x, y) = self.pending
            out.append(Placed(card, x, y))
        return out
