"""One game of Casino on the screen: it follows the game Session and shows the events it reports as beats.

Moves go into the rules at once (``retro.table.Session``: the computers and
the coach think within the frame's budget, the session keeps the game, the
take-back and the record); the events a move returns wait in the beat queue
and are shown one a frame on the screen's ``Board`` (``app_show``), cards
floating as they land. The person may play only when nothing is waiting or
flying (STYLE: input is accepted when the queue is empty).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional, Protocol

from retro.casino import bots as casino_bots
from retro.casino.screens.app_board import Board
from retro.casino.screens.app_coach import COACH, is_verdict_line, verdict_line
from retro.casino.screens.app_focus import next_focus
from retro.casino.screens.app_people_game import PeopleParts
from retro.casino.screens.app_keep import Extras, record_setting
from retro.casino.screens.app_show import PERSON, TableShow, beats_of
from retro.casino.rules import Move, State, space_of
from retro.casino.selection import moves_for_selection
from retro.casino.screens.settings import CasinoSettings
from retro.casino.screens.ui_layout import Layout
from retro.casino.screens.ui_messages import HINT, Messages
from retro.coaching import Advice, HandReview
from retro.keep import KeptGame, Record
from retro.table.coach_desk import Judged
from retro.table.people import Seating, one_person
from retro.table.reports import Moved, Outcome
from retro.table.scene import GameScene, Host, SceneParts
from retro.table.session import Recording, Seats, Session


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


def taken_back_line(own_play: Optional[str]) -> str:
    """What a take-back says, from the undone play's own line ("You take 2♠ with 2♥."): the play in
    brackets, or after a colon when it has brackets of its own ("(10 points)"), never "...))."."""
    if own_play and own_play.startswith("You "):
        play = own_play[4:].rstrip(".")
        return f"You took back your last play: {play}." if ")" in play else f"You took back your last play ({play})."
    return "You took back your last play."


class Questions(Protocol):
    """What a game asks of its window: the boxes the person answers or reads."""

    def round_ended(self, game: "Game", final: bool) -> None: ...

    def game_over(self, game: "Game") -> None: ...

    def no_room(self, card, who: str = "") -> None: ...

    def mistake(self, text: str) -> None: ...

    def choose(self, text: str, moves, then: Callable[[Move], None]) -> None: ...

    # at a table of people (``app_people``): the pass box for the person in ``seat``, and the others'
    # consent to a take-back
    def pass_to(self, game: "Game", seat: int) -> None: ...

    def ask_others(self, game: "Game") -> None: ...


@dataclass(frozen=True)
class Screen:
    """What a game needs from the program and its window, and nothing more."""

    layout: Callable[[], Layout]
    settings: Callable[[], CasinoSettings]
    sound: Callable[[str], None]
    dialog_open: Callable[[], bool]
    questions: Questions
    kept: Optional[KeptGame] = None
    record: Optional[Record] = None
    written: Callable[[], None] = lambda: None      # after the kept game is written: say what went wrong
    unplayed_shown: Callable[[], bool] = lambda: False
    moved: Callable[..., None] = lambda game, moved: None    # every move (game, Moved): the history's
    log_kept: Callable[..., dict] = lambda game: {}          # the history's log of the game, kept with it


class Game(PeopleParts, Host, SceneParts):
    """A match on the table: the session, its beats on the board, the person's selection and focus.

    ``bot_name`` is the computers' player ("munter", "expert"...); ``bot_seed``
    seeds their thinking (``retro.table.session.seeded_decisions``: a kept game thinks on as it
    would have). ``extras`` bring back a kept game.
    """

    def __init__(self, screen: Screen, state: State, names: list[str], bot_name: str, bot_seed: int,
                 demo: bool = False, extras: Optional[Extras] = None, deal: int = 0,
                 seating: Optional[Seating] = None):
        self.screen = screen
        self.names = list(names)
        # who sits where: one person (seat 0) against the computers, or a table of people
        self.seating = seating if seating is not None and seating.shared else one_person(
            state.players, self.names[0], self.names[1:], bot_name, screen.settings().coach)
        self.people = self.seating.shared
        persons = self.seating.people
        self._coach_owner: dict[int, int] = {}     # a coach's message (its id) -> the person it was for
        # the deal number shown, kept and recorded; None: none (a set position, or kept before numbers)
        self.deal = (extras.deal if extras is not None else deal) or None
        self.again = False            # "Play this deal again" was chosen at the end
        self.bot_name = bot_name
        self.bot_seed = bot_seed
        bots = {p: casino_bots.make_bot(bot_name) for p in range(state.players) if p not in persons}
        if not self.people:
            bots[PERSON] = casino_bots.make_bot()       # demo mode's player in the person's seat
        recording = None
        if screen.record is not None:
            recording = Recording(screen.record, lambda st: (record_setting(bot_name, st.players),
                                                             "won" if st.winner == PERSON else "lost",
                                                             st.scores[PERSON]),
                                  people=lambda st: [(self.names[p], "won" if st.winner == p else "lost",
                                                      st.scores[p]) for p in persons])
        # Take-back marks every play of yours; whether it may be used is open hands' (``can_take_back``).
        session = Session(
            state, Seats(bots, persons[0], demo and not self.people, frozenset(persons)), bot_seed=bot_seed,
            coach=COACH, coach_on=screen.settings().coach, learning=True,
            keeper=screen.kept, recording=recording, extra=self.extras,
            think_pause=lambda: pause_frames(screen.settings().delay))
        # one beat a frame, as the original's timer showed them
        if self.people:
            session.coached = set(self.seating.coached())     # each person's own coach
        self.game_scene = GameScene(session, self, beats_of, beats_per_frame=1, seating=self.seating)
        if extras is None and state.events and all(e.kind == "deal" for e in state.events):
            # A new game: the table starts bare and the first deal is shown card by card.
            board = Board(state.players, len(state.spaces))
            self.queue.add(state.events)
        else:
            board = Board.of(state)           # a kept or set-up position as it stands
        self.show = TableShow(board, screen.layout, self.names, screen.settings, lambda: self.demo, self,
                              place=self.place, shown=self.hand_shown, persons=frozenset(persons))
        self.selected: set[int] = set()
        self.hint: Optional[Advice] = None     # the coach's advice, shown (CAS-U4)
        self.focus: tuple[str, int] = ("hand", 0)
        self.show_focus = False
        self.messages = Messages()
        self.waiting = False          # a round-end question is open
        self.finished = False         # over, or abandoned unfinished
        self.moves_played = 0
        self.plays = 0                # the person's plays this game, and which of them are being judged
        self._judging: list[int] = []
        # at a table of people, each person's own: their plays and which of them are being judged
        self._plays_of: dict[int, int] = {}
        self._judging_of: dict[int, list[int]] = {}
        self.demo_rounds: set[int] = set()     # rounds in which the demo played the person's seat
        if extras is not None:
            # the coach as the settings have it
            self.session.restore_extra(extras.session_part(), kept_coach=False)
            self.moves_played = extras.moves
            if extras.demo_in_round:
                self.demo_rounds.add(state.round)
            for text, own, *move_line in extras.messages:
                verdict = is_verdict_line(text)
                if self.people and (verdict or text.startswith(HINT)):
                    continue        # the coach's words were for one person: not for whoever continues
                self.say(text, own, verdict=verdict, move_line="".join(move_line))

    # --- the table's parts (and SceneParts': the session, the beats, the state, demo mode) -------
    @property
    def board(self) -> Board:
        return self.show.board

    @property
    def layout(self) -> Layout:
        return self.screen.layout()

    @property
    def settings(self) -> CasinoSettings:
        return self.screen.settings()

    @property
    def flights(self) -> list:
        return self.show.flights

    @property
    def airborne(self) -> set:
        return self.show.airborne

    @property
    def demo_played(self) -> bool:
        return self.session.flags.demo_played

    @property
    def took_back(self) -> bool:
        return self.session.takeback.used

    @took_back.setter
    def took_back(self, used: bool) -> None:
        self.session.takeback.used = used

    @property
    def counts(self) -> bool:
        """Whether the game may enter the Hall of Fame and the record: the person played it all."""
        return not (self.demo_played or self.took_back)

    @property
    def counted(self) -> bool:
        """The finished game went into the record (it counts, and the session wrote it)."""
        return self.session.flags.recorded

    def demo_in(self, round_no: int) -> bool:
        """The demo played the person's seat for some of round ``round_no``: its plays there are the
        computer's, not the person's (the round's review says so)."""
        return round_no in self.demo_rounds

    def review(self, round_no: int, seat: Optional[int] = None) -> HandReview:
        """The coach's review of your plays in round ``round_no`` (this one or the one just ended; the
        match's end closes its last round, which is then the one just ended); ``seat``: of that
        person's plays, at a table of people."""
        desk = self.session.desk if seat is None else self.session.desks[seat]
        ended = self.state.round if self.state.over else self.state.round - 1
        if round_no == ended and desk.past_review is not None:
            return desk.past_review
        if round_no == self.state.round and not self.state.over:
            return desk.review
        return HandReview()

    # --- facts for the screen ------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return bool(self.flights or self.queue or self.waiting)

    @property
    def person_to_play(self) -> bool:
        """The person may click or type a move now (at a table of people: the one at the screen, their
        hand on show)."""
        if self.busy or self.finished or self.demo:
            return False
        if not self.people:
            return self.state.to_move == PERSON
        scene = self.game_scene
        return self.state.to_move == self.front and not scene.asking and scene.shows_hand(self.front)

    @property
    def status(self) -> list[str]:
        """The message area's messages, oldest first."""
        return self.messages.texts

    def say(self, line: str, own_play: bool = False, verdict: bool = False, move_line: str = "") -> None:
        self.messages.say(line, own_play, verdict, move_line)
        self.note_coach(self.messages.log[-1])

    def sound(self, name: str) -> None:
        self.screen.sound(name)

    def move_spaces(self, move: Move) -> tuple[int, ...]:
        """The tableau spaces a move uses (for highlighting a hint)."""
        where = space_of(self.state.spaces)
        return tuple(sorted({where[c] for c in move.cards if c in where}))

    # --- every frame -------------------------------------------------------------------
    def tick(self) -> None:
        """Cards in the air hold the game until they land; then one beat a frame; then the computers.
        The coach works every frame (the game scene's frame)."""
        self.game_scene.tick()

    # --- the scene's hooks: the table's picture ------------------------------------------------
    def before_beats(self) -> None:
        self.show.fly_on()

    def blocked(self) -> bool:
        """Cards in the air, a dialog or the round's question hold the beats and the game; the round's
        box waits (a moment) for the coach's review of your plays in it."""
        return (bool(self.flights) or self.screen.dialog_open() or self.waiting
                or (bool(self.queue) and self._round_box_waits()))

    def _round_box_waits(self) -> bool:
        if self.queue.items[0].kind != "round_end":
            return False
        if self.people:
            return self.reviews_wait()
        return bool(self.session.desk.pending(self.review(self.board.round)))

    def show_beat(self, beat) -> int:
        self.show.show(beat)
        return 0

    def table_held(self) -> bool:
        return self.finished

    def computer_moved(self, moved: Moved) -> None:
        self._moved(moved)

    def hint_ready(self, advice: Advice) -> None:
        self._hint_ready(advice)

    def judged(self, judged: Judged) -> None:
        self._judged(judged)

    def kept(self) -> None:
        """A file problem in keeping the game is said."""
        self.screen.written()

    def extras(self) -> dict:
        """The screen's part of the kept game's extras (the session adds its own)."""
        return {"names": list(self.names), "bot": self.bot_name, "moves": self.moves_played,
                "demo_in_round": self.demo_in(self.state.round),
                "messages": [[m.text, m.own_play] + ([m.move_line] if m.move_line else [])
                             for m in self.messages.log],
                "show_unplayed": self.screen.unplayed_shown(), "deal": self.deal or 0,
                **self.screen.log_kept(self)}

    # --- playing a move -------------------------------------------------------------------
    def play(self, move: Move) -> None:
        """The person's move (the selection's, a key's, or a dialog's choice)."""
        if not self.people:         # at a table of people each has their own coach (``set_coach``)
            self.session.coach_on = self.settings.coach
        self._moved(self.game_scene.play(move))

    def _moved(self, moved: Moved) -> None:
        seat = moved.player
        you = moved.by_person and not self.people       # at a table of people each is named
        name = "You" if you else self.names[seat]
        line = play = describe(moved.move, name, you)
        if moved.reason and self.open_table and not self.seating.is_person(seat):
            line = f"{self.names[seat]} {moved.reason}."
        self.selected.clear()
        self.hint = None
        if seat == PERSON and not moved.by_person:           # the demo played the person's turn
            self.demo_rounds.add(self.state.round - (1 if moved.new_hand and not moved.over else 0))
        if moved.by_person:
            self.plays += 1
            if self.people:
                self.count_play(seat)
            elif self.session.judged:
                self._judging.append(self.plays)
        self.moves_played += 1
        self.say(line, own_play=moved.by_person, move_line="" if moved.by_person else play)
        self.sound("play")
        self.screen.moved(self, moved)              # the history's log has the move (kept at the frame's end)
        self.queue.add(moved.events)
        self.queue.play(self.show_beat, most=1)     # its first beat at once

    # --- what the beats tell ------------------------------------------------------------------
    def no_room(self, card, seat: int = PERSON) -> None:
        if self.people:
            self.screen.questions.no_room(card, self.names[seat])
        else:
            self.screen.questions.no_room(card)

    def round_ended(self) -> None:
        self.waiting = True
        final = any(beat.kind == "game_end" for beat in self.queue)
        self.screen.questions.round_ended(self, final)

    def game_ended(self) -> None:
        self.finished = True
        self.screen.questions.game_over(self)

    # --- take back (learning mode, open hands only) ----------------------------------------
    @property
    def can_take_back(self) -> bool:
        if self.people and not (self.person_to_play and self.session.takeback.last_by(self.front) is not None):
            return False        # at a table of people: on the turn of the one at the screen, a play of theirs
        return ((self.open_table or self.people) and self.session.takeback.can_take_back and not self.finished
                and not self.waiting and not self.demo)

    def take_back(self) -> bool:
        """Back to the person's previous decision, the computers' replies after it undone too; at a table
        of people the others are asked first (the window's ``ask_others``)."""
        if not self.can_take_back:
            return False
        if self.people:
            if self.game_scene.take_back() is Outcome.ASK_OTHERS:
                self.selected.clear()
                self.hint = None
                self.screen.questions.ask_others(self)
                return True
            return False
        judging = len(self.session.desk.judging)
        if self.game_scene.take_back() is not Outcome.DONE:
            return False
        if len(self.session.desk.judging) < judging:
            self._judging.pop()
        self.plays = max(0, self.plays - 1)       # a continued game's plays before it are not counted
        self.show.clear(Board.of(self.state))
        self.selected.clear()
        self.hint = None
        self.say(taken_back_line(self.messages.back_before_own_play()))    # kept at the frame's end
        return True

    # --- the round's end (answers from the window's dialogs) -------------------------------
    def continue_round(self) -> None:
        """CAS-U9: OK -- the next round is dealt (the waiting deal beats). A new round starts with a
        clean message area: the last round's lines (its plays, the coach's last word) are over, and
        its points were in the round's box; only the new round's number is said."""
        self.waiting = False
        if not self.state.over:
            self.messages.clear()
            self.say(f"Round {self.state.round}.")
            self.game_scene.changed()           # kept so, at the frame's end

    def abandon(self) -> None:
        """CAS-E3 Reading: declining to continue ends the game unfinished (it is kept no more)."""
        self.waiting = False
        self.finished = True
        self.game_scene.abandon()

    # --- the person's play ---------------------------------------------------------------
    def toggle_space(self, index: int) -> bool:
        """Select or unselect the pile in space ``index`` (CAS-U6); False when not possible now."""
        if not self.person_to_play or self.board.spaces[index] is None:
            return False
        self.hint = None
        self.session.desk.drop_hint()           # your own choice goes before a late hint
        self.selected.symmetric_difference_update({index})
        return True

    def clear_selection(self) -> bool:
        had = bool(self.selected or self.hint or self.hinting)
        self.selected.clear()
        self.hint = None
        self.session.desk.drop_hint()
        return had

    def play_hand(self, index: int) -> bool:
        """The person clicked hand card ``index``: play (the hinted play, for the card a hint lit),
        ask which move, or say what is wrong."""
        if not self.person_to_play:
            return False
        hand = self.board.hands[self.front]
        if not 0 <= index < len(hand):
            return False
        card = hand[index]
        hinted = self.hinted_play(card)
        if hinted is not None:
            self.play(hinted)
            return True
        found = moves_for_selection(self.state, sorted(self.selected), card)
        if not found.moves:
            # A refused move lets go of the selection, so the next click starts fresh.
            self.clear_selection()
            self.screen.questions.mistake(found.message)
        elif len(found.moves) == 1:
            self.play(found.moves[0])
        else:
            self.screen.questions.choose(found.message, found.moves, self.play)
        return True

    # --- the coach ------------------------------------------------------------------------
    def show_hint(self) -> bool:
        """CAS-U4: the coach works out its play for you (stepped across frames); it is then
        highlighted and its reason said."""
        if not self.person_to_play:
            return False
        self.game_scene.ask_hint(now=True)
        return True

    def hinted_play(self, card) -> Optional[Move]:
        """The hint's own play when ``card`` is the hand card it lit and its piles are still the ones
        picked: that card played makes the play the hint said (the piles alone may fit a take, a build
        and a block, and the hint has chosen)."""
        hint = self.hint
        if hint is None or hint.move is None or hint.move.card != card:
            return None
        return hint.move if self.selected == set(self.move_spaces(hint.move)) else None

    @property
    def hinting(self) -> bool:
        """The coach is working out the hint asked for."""
        return self.session.desk.hint_work is not None

    def _hint_ready(self, advice: Advice) -> None:
        if advice.move is None or not self.person_to_play:
            self.sound("error")
            return
        self.hint = advice
        self.selected = set(self.move_spaces(advice.move))
        self.focus = ("hand", self.board.hands[self.front].index(advice.move.card))
        self.say(f"Hint: {advice.reason}.")

    def _judged(self, judged: Judged) -> None:
        if self.people:
            late = self.judged_late()
        else:
            number = self._judging.pop(0) if self._judging else self.plays
            late = self.plays > number
        self.say(verdict_line(judged.verdict, judged.before, late=late), verdict=True)
        self.game_scene.changed()               # the coach's line is kept too, at the frame's end

    # --- keyboard focus over the tableau and the hand ----------------------------------------
    def move_focus(self, key: str) -> None:
        """Arrows and Tab move the focus between the hand's cards and the tableau's piles."""
        self.show_focus = True
        piles = [i for i, pile in enumerate(self.board.spaces) if pile is not None]
        self.focus = next_focus(self.focus, key, len(self.board.hands[self.front]), piles)

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
