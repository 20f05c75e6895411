"""A Tablenette game on the table: the game session, the picture that follows it, the person's plays.

The session (``retro.table.Session``) owns the rules' state, steps the
computer and the coach within the frame's budget, keeps the game after every
move and counts the finished one. Each move it reports becomes beats
(``app_story``: cards flying, captures highlighted, the Tablenette banner, the
deal) and the table takes the person's input only when those have played out.
The computer's play waits a pause set by the speed, so a play can be followed.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable

from retro.cards import Card
from retro.table.beats import Pace
from retro.table.budget import FrameBudget
from retro.table.coach_desk import HintReady, Judged
from retro.table.people import Seating
from retro.table.reports import Moved, Report
from retro.table.scene import GameScene, Host, SceneParts
from retro.table.session import PERSON, Recording, Seats, Session
from retro.tablenette.screens.app_beats import Beat, Director
from retro.tablenette.screens.app_coach import COACH, verdict_line
from retro.tablenette.bots import DEFAULT_BOT
from retro.tablenette.screens.app_keep import KeptExtras, KeptFiles, fits, people_lines, record_line
from retro.tablenette.screens.app_board import Board
from retro.tablenette.screens.app_seats import Sides, against_the_computer
from retro.tablenette.screens.app_story import Story
from retro.tablenette.rules import Move, captures_including, discard_move, move_points
from retro.tablenette.screens.ui_layout import Layout
from retro.win import Flight, Placed

COMPUTER = 1                 # the computer's seat (the person's is the table's one PERSON)
THINK_PAUSE = 36               # frames (normal speed) between the computer's decision and its play
THINK_BUDGET_S = 0.006         # per frame, inside the 8 ms a frame may give the thinkers
# Even at the instant speed the play comes a frame after the thinking starts: the table shows
# a frame with nothing moving between two plays.
LEAST_PAUSE = 2
SPEED_SCALE = {0: 0.0, 1: 0.5, 2: 1.0, 3: 2.0}   # 0 = instant (tests); the menu offers 1-3

RANK_WORDS = {"A": ("an Ace", "Aces", "1 or 11"), "J": ("a Jack", "Jacks", "12"),
              "Q": ("a Queen", "Queens", "13"), "K": ("a King", "Kings", "14"),
              "8": ("an 8", "8s", "8")}


def rank_words(card: Card) -> tuple[str, str, str]:
    """("a 7", "7s", "7"): the card's rank in words and its value (TNT-V1)."""
    return RANK_WORDS.get(card.rank, (f"a {card.rank}", f"{card.rank}s", card.rank))


def refusal_text(reason) -> str:
    """The rules' structured refusal (``retro.moves.Reason``) in the white box's words."""
    if reason.rule == "cannot_capture":          # TNT-C1, TNT-C2: cards = (played, taken...)
        card, target = reason.cards[0], reason.cards[1]
        one, many, value = rank_words(card)
        return (f"{card.symbol} cannot take {target.symbol}: {one} takes {many}, "
                f"or two cards adding up to {value}.")
    if reason.rule == "jack_must_sweep":         # TNT-J1
        return (f"{reason.cards[0].symbol} is a Jack: it takes the whole table. "
                "Drop it on a table card.")
    return f"Not allowed: {reason.text}."


@dataclass(frozen=True)
class TableHooks:
    """What a game needs of its window, and no more: the game never holds the window.

    ``speed()`` the speed setting, ``open_hands()`` and ``back()`` how cards
    are drawn, ``sound(name)`` an effect, ``hand_end(over)`` opens the score
    box (returned) and ``box_open(box)`` says whether it still is,
    ``ask_capture(card, target, moves, on_done)`` the choice box, ``lit()``
    the table cards the window lights (the cursor's, the choice box's), and
    ``moved(report)`` is told of every move once the game has taken it (the game scene keeps
    the game at the frame's end, with the history's log), ``log_kept(game)`` gives the history's log of the game,
    kept with it; ``pass_screen(seat)``: two people play, and the table waits for the one in ``seat``
    behind the window's pass box (every hand face down).
    """

    layout: Layout
    speed: Callable[[], int]
    open_hands: Callable[[], bool]
    back: Callable[[], int]
    sound: Callable[[str], None]
    hand_end: Callable[[bool], object]
    box_open: Callable[[object], bool]
    ask_capture: Callable[..., object]
    lit: Callable[[], set]
    moved: Callable[[Moved], None]
    log_kept: Callable[[object], dict] = lambda game: {}
    pass_screen: Callable[[int], None] = lambda seat: None


class Game(Host, SceneParts):
    """One match on the table: its session, what is shown of it, and the person's plays.

    ``bot_name`` is the computer's level (``app_settings.LEVELS``: the bot in its seat), kept and
    recorded with the game. ``seating``: who plays (``app_seats.seating_of``); by default the person
    against the computer. With two people (``shared``) the hand at the front is the one of the person
    at the screen (``front``), the other's lies face down along the top, and between their turns every
    hand is face down behind the window's pass box (the game scene says when)."""

    def __init__(self, hooks: TableHooks, state, bots: dict, bot_seed: int, files: KeptFiles | None = None,
                 demo: bool = False, coach_on: bool = False, deal: int = 0, bot_name: str = DEFAULT_BOT,
                 seating: Seating | None = None):
        self.hooks = hooks
        self.deal = deal or None      # the deal number shown, kept and recorded; None: none (a set position)
        self.bot_name = bot_name
        self.layout = hooks.layout
        self.seating = seating or against_the_computer(bot_name, coach_on)
        self.sides = Sides(self.seating)
        shared = self.seating.shared
        recording = None
        if files is not None:
            recording = Recording(files, lambda st: record_line(st, bot_name),
                                  lambda st: people_lines(st, self.seating.names))
        session = Session(
            state, Seats(bots, PERSON, demo and not shared, frozenset(self.seating.people)),
            coach=COACH, coach_on=coach_on and not shared, learning=True,
            keeper=files, recording=recording,
            extra=self.kept_slots, bot_seed=bot_seed,
            think_pause=lambda: max(LEAST_PAUSE, self.frames(THINK_PAUSE)), budget=FrameBudget(THINK_BUDGET_S))
        for seat in self.seating.coached() if shared else ():
            session.set_coach(seat, True)          # each person's own coach
        self.game_scene = GameScene(session, self, seating=self.seating)
        self.blocked_now = False      # the window holds the computer this frame (a dialog, a menu)
        self.reports: list[Report] = []     # this frame's hint and verdicts, for the window and a lesson
        self.pace = Pace(hooks.speed, lambda speed: SPEED_SCALE.get(speed, 1.0))
        self.shown = Board.of(state)
        self.director = Director(self.game_scene.queue)
        self.story = Story(self)
        self.message = ""
        self.reason = ""              # the last computer play's reason (open hands)
        # each computer play's reason by the length of the events after it, so a take-back
        # shows the reason of the play it goes back to, never one of a play undone
        self.reasons: dict[int, str] = {}
        self.announced: list[str] = []  # Tablenette announcements so far (tests read it)
        self.pending: tuple[Card, tuple[int, int]] | None = None  # a drop waiting on the choice box
        self.plays = 0
        self.coach_lines: dict[int, str] = {}   # the coach's word on each person's last play
        self.hinted = None              # the move Game > Hint advised (lifted and marked)

    # --- the session's part, by name (and SessionParts': the state, demo mode) ---------------
    def resume(self, extras: KeptExtras) -> None:
        """A kept game's extras back on the table: its flags, its review, its hand slots (the coach as
        the settings have it; two people's each as they kept it, and who was at the screen)."""
        self.session.restore_extra({**extras.session_part(), "people": extras.people}, kept_coach=self.shared)
        self.deal = extras.deal or None
        if extras.slots is not None:
            self.shown.slots = extras.slots

    def kept_slots(self) -> dict:
        """The slots the hands will lie in once this move's beats are told (gaps kept), as the kept
        file has them (each card's text), and the deal number, the computer's level and the history's log."""
        slots = [list(row) for row in self.shown.slots]
        for p in (PERSON, COMPUTER):
            hand = self.state.hands[p]
            slots[p] = [c if c in hand else None for c in slots[p]]
        deal = {"deal": self.deal or 0, "bot": self.bot_name, **self.hooks.log_kept(self)}
        if self.shared:
            deal["seating"] = self.seating.to_data()
        if not fits(self.state, slots):
            return deal
        return {"slots": [[None if c is None else str(c) for c in row] for row in slots], **deal}

    def restore(self) -> None:
        """Show the session's state as it stands (a take-back): no beats left, the picture rebuilt."""
        self.shown = Board.of(self.state)
        self.director = Director(self.game_scene.queue)
        self.pending = None
        self.hinted = None
        self.coach_lines = {}
        now = len(self.state.events)
        self.reasons = {at: why for at, why in self.reasons.items() if at <= now}
        self.reason = self.reasons[max(self.reasons)] if self.reasons else ""

    # --- timing --------------------------------------------------------------------
    def frames(self, normal: int) -> int:
        """``normal`` frames scaled by the speed setting (0 at the instant test speed)."""
        return self.pace.frames(normal)

    # --- whose turn -----------------------------------------------------------------
    @property
    def idle(self) -> bool:
        return self.director.idle and self.pending is None

    def set_demo(self, on: bool) -> None:
        """F5: demo mode on or off; the decision in the works is dropped either way."""
        self.game_scene.set_demo(on)
        self.session.thinking = None

    @property
    def persons_turn(self) -> bool:
        """The person at the screen may play: their turn, their hand on show, nothing moving."""
        session = self.session
        return (self.idle and session.persons_turn and not self.game_scene.asking
                and self.state.to_move == session.person and self.game_scene.shows_hand(session.person))

    @property
    def coach_line(self) -> str:
        """The coach's word on the last play of the person at the screen (a verdict is its person's
        alone: it names cards they held)."""
        return self.coach_lines.get(self.front, "")

    @coach_line.setter
    def coach_line(self, text: str) -> None:
        self.coach_lines[self.front] = text

    # --- the people at the table ------------------------------------------------------
    @property
    def shared(self) -> bool:
        """Two people play at this screen."""
        return self.seating.shared

    @property
    def front(self) -> int:
        """The seat whose hand lies along the bottom: the person at the screen (the one person's)."""
        return self.game_scene.viewer

    def row(self, seat: int) -> int:
        """Where ``seat``'s hand and pile lie: 0 along the bottom, 1 along the top."""
        return 0 if seat == self.front else 1

    @property
    def asking(self) -> bool:
        """The table waits for the next person behind the pass box."""
        return self.game_scene.asking

    @property
    def hands_hidden(self) -> bool:
        return self.game_scene.hands_hidden

    def shows_face(self, seat: int) -> bool:
        """Whether ``seat``'s cards lie face up: the person's at the screen, and a computer's in
        open hands; at a teaching table every hand."""
        return self.game_scene.shows_hand(seat) or (self.hooks.open_hands() and not self.seating.is_person(seat))

    def set_teaching(self, on: bool) -> None:
        """Two people's Open Hands: a teaching table (every hand face up) or not, from now on; kept."""
        seating = replace(self.seating, teaching=on)
        self.seating = seating
        self.game_scene.set_seating(seating)
        self.sides = Sides(seating)

    def pass_screen(self, seat: int) -> None:
        """The scene's hook: two people, and the next to play is not at the screen."""
        self.hinted = None
        self.hooks.pass_screen(seat)

    def here(self) -> bool:
        """The person the pass box asked for is at the screen: their hand turns face up (the white
        box still says what the other did last; the line under it whose turn it is)."""
        return self.game_scene.here()

    def tick(self, blocked: bool) -> list[Report]:
        """Every frame (the game scene's): play the beats, then let the session think (the computer
        plays only when the beats are out and nothing is ``blocked`` in front, as a 1991 timer
        would). Returns the frame's hint and verdicts."""
        self.blocked_now, self.reports = blocked, []
        self.game_scene.tick()
        return self.reports

    # --- the scene's hooks -------------------------------------------------------------------
    def show_beat(self, make):
        return self.director.show(make)

    def computers_play(self) -> bool:
        """The beats go on under a dialog or a menu; the computer waits for them to close."""
        return not self.blocked_now

    def table_held(self) -> bool:
        return self.pending is not None     # a card waits on the choice box

    def computer_moved(self, moved: Moved) -> None:
        self.told(moved)

    def hint_ready(self, advice) -> None:
        self.reports.append(HintReady(advice))

    # --- plays -------------------------------------------------------------------------
    def play(self, move, start: tuple[int, int] | None = None) -> Moved:
        """The person's ``move`` into the session (``start``: where a dropped card lies)."""
        return self.told(self.game_scene.play(move), start)

    def judged(self, judged: Judged) -> None:
        """The coach's verdict on the person's play, for the coach's line."""
        self.coach_line = verdict_line(judged.verdict)
        self.reports.append(judged)

    def told(self, moved: Moved, start: tuple[int, int] | None = None) -> Moved:
        """A move the session made: its beats queued, and the window told."""
        idle = self.director.idle
        self.plays += 1
        self.hinted = None
        if moved.by_person and self.session.judged:
            self.coach_line = ""
        elif self.session.seats.automatic(moved.player):
            who = "Computer" if moved.player == COMPUTER else "For you"
            self.reason = f"{who}: {moved.reason}" if moved.reason else ""
            self.reasons[len(self.state.events)] = self.reason
        self.story.tell(moved.player, moved.events, start)
        self.hooks.moved(moved)
        if idle:
            self.director.step()   # the card leaves the hand this frame, not the next
        return moved

    def try_play(self, card: Card, where, start: tuple[int, int]) -> bool:
        """The person puts ``card`` on ``where`` ("deck" or ("table", card)); False: it goes back."""
        state = self.state
        if where == "deck":
            move = discard_move(state, card)
            if move is None:
                self.refuse(refusal_text(state.why_illegal(Move("discard", card))))
                return False
            self.play(move, start)
            return True
        target = where[1]
        moves = captures_including(state, card, target)
        if not moves:
            self.refuse(refusal_text(state.why_illegal(Move("capture", card, (target,)))))
            return False
        if len(moves) == 1:
            self.play(moves[0], start)
            return True
        moves.sort(key=lambda m: (-sum(move_points(state, m)), len(m.cards)))
        self.pending = (card, start)
        self.hooks.ask_capture(card, target, moves, self.chosen)
        return True

    def hinted_target(self):
        """Where the hinted play goes, as a drop names it: "deck", or ("table", the first card it takes)."""
        move = self.hinted
        if move is None:
            return None
        return ("table", move.cards[0]) if move.kind == "capture" and move.cards else "deck"

    def play_hinted(self, start: tuple[int, int]) -> bool:
        """The hinted play itself (a click on the lifted card, or Enter where the hint put the
        cursor), never the choice box: the hint has chosen which cards its card takes."""
        move = self.hinted
        if move is None or not self.persons_turn or move not in self.state.legal_moves():
            return False
        self.play(move, start)
        return True

    def chosen(self, move) -> None:
        """The choice box closed: play ``move``, or (None) fly the card back to the hand."""
        card, start = self.pending
        self.pending = None
        if move is not None:
            self.play(move, start)
            return
        seat = self.front
        i = self.shown.take_from_hand(seat, card)   # in the air until it lands

        def back() -> None:
            self.shown.slots[seat][i] = card
        flight = Flight(Placed(card, *start), start, self.layout.slot(self.row(seat), i),
                        max(1, self.frames(8)), on_done=back)
        self.director.add(lambda: Beat(flights=[(0, flight)]))
        self.say("Nothing taken: the card is back in your hand." if not self.shared
                 else f"Nothing taken: the card is back in {self.sides.who(seat)}'s hand.")

    consent_asked = None        # a people's take-back being asked: (the asker, the others asked)

    def status_line(self) -> str:
        """Whose turn it is, for the second line of the message box."""
        if self.state.over:
            return "Game over: F2 deals a new game."
        if self.demo:
            return "Demo: the computer plays both hands (F5 stops it)."
        if not self.idle:
            return ""
        to_move = self.state.to_move
        if self.shared and self.consent_asked is not None:
            asker, others = self.consent_asked
            return f"{' and '.join(others)}: may {asker} take back a play?"
        if self.shared and (self.asking or self.hands_hidden):
            return f"Pass the mouse to {self.sides.who(to_move)}."
        if self.seating.is_person(to_move):
            return f"{self.sides.turn_of(to_move)}: drag a card onto a card it takes, or onto the deck card."
        return "The computer is thinking..."

    def refuse(self, text: str) -> None:
        self.say(text)
        self.hooks.sound("error")

    def say(self, text: str) -> None:
        self.message = text

    # --- what the table draws --------------------------------------------------------------
    def hand_cards(self, player: int) -> list[Placed]:
        """The cards in ``player``'s slots as they lie (the person's face up; the computer's
        face up only in open hands; two people's only while theirs may show, ``shows_face``)."""
        face_up = self.shows_face(player)
        front = player == self.front
        back = self.hooks.back()
        out = []
        for i, card in enumerate(self.shown.slots[player]):
            if card is None or (self.pending and front and card == self.pending[0]):
                continue
            x, y = self.layout.slot(self.row(player), i)
            if front and self.hinted is not None and card == self.hinted.card:
                y = self.layout.lifted_y
            out.append(Placed(card, x, y, face_up, back, data=("hand", i)))
        return out

    def table_cards(self) -> list[Placed]:
        table = self.shown.table
        lit = self.director.highlight | self.hooks.lit()
        # while the choice box is open its preview alone shows what a choice takes
        if self.hinted is not None and self.hinted.kind == "capture" and self.pending is None:
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
