"""The game scene: one game on screen, without Pyxel — its session, its beats, its log and the frame's order.

Every program shows its game the same way: the person's decisions go into
the rules at once (``session.Session``); the events they return become beats
shown one at a time (``beats.BeatQueue``); the computers and the coach think
within the frame's budget; and the game is kept. ``GameScene`` owns those
parts and the one order of a frame (``tick``):

1. the program's own timers (``before_beats``);
2. the beat on show holds, or the next beats are shown until one holds, the
   program's picture blocks them (a dialog, cards in the air) or, where the
   program shows one a frame, one has been shown (an animation takes its
   first step in the frame it starts);
3. the game is *ready* when no beat waits, nothing blocks, the game is not
   over and the picture does not hold it (a finished hand on show); the
   session then thinks (``update(ready)``) and the program follows its
   reports — a move, a hint, a verdict;
4. when the rules wait for the person, their turn begins (``begin_turn``);
5. **the game is kept, at the end of the frame**: the only place a game is
   kept, so the kept file always has the move, the program's picture of it
   and the game's log together.

The person's decisions arrive as intents — ``play``, ``ask_hint``,
``take_back``, ``set_demo``, ``leave`` — and anything the program keeps beside
the State that changes (the coach's line, the hand's slots) is announced with
``changed``: it is kept at the end of the frame too. What is the program's
own comes through its host (``SceneHost``): its picture, its beats, its
person's turn. A lesson and a replay played on are the same scene with other
seats, keepers and logs.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, Protocol

from retro.table.beats import BeatQueue
from retro.table.people import Screen, Seat, Seating, default_name
from retro.table.reports import Moved, Outcome, Report, ThinkingStarted, follow_reports
from retro.table.session import Session, SessionParts


class SceneHost(Protocol):
    """What a program gives its scene: its picture of the table and its person's turn. Every hook
    has a do-nothing default in ``Host``; a program overrides what it shows."""

    def before_beats(self) -> None: ...

    def show_beat(self, beat) -> Any: ...

    def hold_ended(self) -> None: ...

    def blocked(self) -> bool: ...

    def table_held(self) -> bool: ...

    def when_ready(self) -> None: ...

    def computers_play(self) -> bool: ...

    def begin_turn(self) -> None: ...

    def computer_moved(self, moved: Moved) -> None: ...

    def thinking_started(self, report: ThinkingStarted) -> None: ...

    def hint_ready(self, advice) -> None: ...

    def judged(self, judged) -> None: ...

    def touch(self) -> None: ...

    def kept(self) -> None: ...

    def pass_screen(self, seat: int) -> None: ...


class Host:
    """The do-nothing hooks of a ``SceneHost``, for a program to mix in and override."""

    def before_beats(self) -> None:
        """Each frame, before the beats: the program's own timers."""

    def show_beat(self, beat) -> Any:
        """The beat on the program's picture; the frames it holds (or a running step)."""
        return 0

    def hold_ended(self) -> None:
        """The beat on show has just stopped holding the screen."""
        self.touch()

    def blocked(self) -> bool:
        """Something on the program's picture holds the beats and the game (a dialog, cards in the air)."""
        return False

    def table_held(self) -> bool:
        """The program's picture holds the game though no beat waits (a finished hand on show)."""
        return False

    def when_ready(self) -> None:
        """The game is ready this frame, before the session thinks."""

    def computers_play(self) -> bool:
        """Whether the computers take their turns (in a lesson they never do)."""
        return True

    def begin_turn(self) -> None:
        """The rules wait for the person: their turn begins (asked again each ready frame)."""

    def computer_moved(self, moved: Moved) -> None:
        """A move the session made (a computer's, or demo mode's in the person's seat): the program
        logs it and queues its beats, as it does with the person's own (``GameScene.play``)."""

    def thinking_started(self, report: ThinkingStarted) -> None:
        """A computer started on its decision."""

    def hint_ready(self, advice) -> None:
        """The hint asked for is ready."""

    def judged(self, judged) -> None:
        """The coach's verdict on one of the person's decisions is ready."""

    def touch(self) -> None:
        """The picture has changed: repaint."""

    def kept(self) -> None:
        """The game has just been kept (a program may say a file problem)."""

    def pass_screen(self, seat: int) -> None:
        """A people's game: the table hides every hand and asks for the person in ``seat`` (a "pass
        to NAME" screen) until ``GameScene.here()``."""


class GameScene:
    """One game: its session, its beat queue and its log, run in the one order of a frame.

    ``beats_of(events)`` turns what a move brings into beats (``BeatQueue``);
    ``log`` is the game's log for its record (``replay.GameLog``, or None);
    ``rules`` the game's rules module (a take-back finds its place in the log
    through it); ``beats_per_frame``: at most this many beats are shown in one
    frame (None: until one holds). A program calls ``start()`` once its
    picture of the new (or continued) game is set up: the game is kept as it
    starts.
    """

    def __init__(self, session, host: SceneHost, beats_of: Callable[[Iterable], Iterable] = list, *,
                 log=None, rules=None, beats_per_frame: int | None = None, seating: Seating | None = None):
        self.session = session
        self.host = host
        self.queue: BeatQueue = BeatQueue(beats_of)
        self.log = log
        self.rules = rules
        self.beats_per_frame = beats_per_frame
        self.left = False
        self.seating = seating or _seating_of(session.people)
        self.screen = Screen(self.seating)       # whose hand the table may show (a people's game)
        if self.seating.shared:
            session.seating_data = self.seating.to_data()

    @property
    def state(self):
        return self.session.state

    # ------------------------------------------------------------ the frame
    def tick(self) -> bool:
        """One frame in the scene's order (see the module's note); True when a move was made."""
        host, queue = self.host, self.queue
        host.before_beats()
        if queue.held:
            if queue.tick():
                host.hold_ended()
            moved = self.follow(self.session.update(ready=False))
            self.end_frame()
            return moved
        if queue.play(host.show_beat, host.blocked, self.beats_per_frame):
            if queue.running is not None:
                queue.tick()            # an animation takes its first step in the frame it starts
            host.touch()
        ready = queue.idle and not host.blocked() and not self.state.over and not host.table_held()
        if ready:
            host.when_ready()
        moved = self.follow(self.session.update(ready=ready and host.computers_play()))
        if ready and not moved and queue.idle and self.session.persons_turn and not self.asking:
            if self.screen.turn(self.state.to_move):
                host.pass_screen(self.state.to_move)
                host.touch()
            else:
                viewer = self.screen.viewer
                if self.screen.shared and viewer is not None and viewer != self.session.person:
                    self.session.person = viewer        # a teaching table: the one to play is at the front
                    self.session.keep_soon()            # who is at the screen is kept with the game
                host.begin_turn()
        self.end_frame()
        return moved

    # ------------------------------------------------------------ people at the table
    @property
    def asking(self) -> bool:
        """A "pass to" screen is up: the table waits for the next person."""
        return self.screen.waiting_for is not None

    @property
    def hands_hidden(self) -> bool:
        """No hand may be shown now (a people's game between two people's turns)."""
        return self.screen.hidden

    def shows_hand(self, seat: int) -> bool:
        """Whether the table may show ``seat``'s hand face up (one person: their own, always)."""
        return self.screen.shows(seat)

    @property
    def viewer(self) -> int:
        """The seat whose hand the table shows at the front: the person at the screen."""
        return self.session.person

    def set_seating(self, seating: Seating) -> None:
        """The same people with something of theirs changed in the game (the teaching table turned on
        or off, a person's coach): shown from now on and kept with the game."""
        self.seating = self.screen.seating = seating
        if seating.shared:
            self.session.seating_data = seating.to_data()
        self.session.keep_soon()

    def here(self) -> bool:
        """The person the pass screen asked for is at the screen: their hand may be shown, their turn
        begins (at the next frame). False when no pass screen was up."""
        seat = self.screen.here()
        if seat is None:
            return False
        self.session.person = seat
        self.session.keep_soon()            # who was at the screen is kept with the game
        self.host.touch()
        return True

    def follow(self, reports: list[Report]) -> bool:
        """The program follows what the session did (and repaints); True when a move was made."""
        moved = follow_reports(reports, moved=self._moved, thinking=self.host.thinking_started,
                               hint=self.host.hint_ready, judged=self.host.judged)
        if reports:
            self.host.touch()
        return moved

    def end_frame(self) -> bool:
        """The end of a frame: the game kept if anything of it changed since it was last kept (a move,
        a take-back, what the program keeps beside the State). The only place a game is kept while
        it is played; True when it was."""
        if not self.session.unsaved or self.left:
            return False
        self._keep()
        return True

    def start(self) -> None:
        """The game as it starts (dealt, or continued from its kept file) is kept. A people's game
        starts with every hand hidden: the first person's turn opens with a pass screen."""
        self.screen.hide()
        self._keep()

    def _keep(self) -> None:
        self.session.keep()
        self.host.kept()

    def _moved(self, moved: Moved) -> None:
        self._hide_after(moved)
        self.host.computer_moved(moved)

    def _hide_after(self, moved: Moved) -> None:
        if moved.by_person:
            self.screen.after_decision(moved.player, self.state.to_move)
        if moved.new_hand:
            self.screen.hide()

    # ------------------------------------------------------------ the person's intents
    def play(self, move, decision: bool = True) -> Moved:
        """The person's decision (``decision=False``: a move the rules leave them no choice in, made
        for them); the program follows the ``Moved`` it returns as it follows a computer's. The
        rules' IllegalMove (a ValueError) when it is not legal; kept at the frame's end."""
        if self.asking:
            from retro.table.session import NotYourTurn
            raise NotYourTurn("the table waits for the next person")
        moved = self.session.play(move, decision=decision)
        self._hide_after(moved)
        return moved

    def ask_hint(self, now: bool = True) -> Outcome:
        """The coach's hint for the person's turn (``now``: the program waits for their decision)."""
        return self.session.ask_hint(now=now)

    def take_back(self, consented: bool = False) -> Outcome:
        """Back to before the person's last decision this hand: the log drops the moves undone, nothing
        waits to be shown; the program shows the state as it now stands. In a people's game the
        others agree first (``ASK_OTHERS``: the program asks them, hands hidden, then calls again
        with ``consented``); it goes back to the last decision of the person at the screen, and
        the hands are hidden after it until they are back at the screen."""
        outcome = self.session.take_back(consented=consented)
        if outcome is Outcome.DONE:
            if self.log is not None and self.rules is not None:
                self.log.taken_back(self.state, self.rules)
            self.queue.clear()
            self.screen.hide()
            self.screen.waiting_for = None
        elif outcome is Outcome.ASK_OTHERS:
            self.screen.hide()
        return outcome

    def set_demo(self, on: bool) -> None:
        """Demo mode plays the person's seat (``on``), or gives it back."""
        self.session.demo = on

    def changed(self) -> None:
        """Something kept beside the State has changed (the coach's line, the review, the hand's
        slots): kept at the end of the frame, with the game as it then stands."""
        self.session.keep_soon()

    def abandon(self) -> None:
        """The game ends unfinished (declined to go on): nothing waits to be shown, it counts for
        nobody and it is kept no more."""
        self.queue.clear()
        self.session.flags.ended = True
        self.session.unsaved = False
        if self.session.keeper is not None:
            self.session.keeper.discard()

    def leave(self) -> None:
        """The person leaves the game (the program quits or another game starts): what changed is kept
        now, and nothing after."""
        self.end_frame()
        self.left = True


def _seating_of(people) -> Seating:
    """The seats as the session has them, when the program names none (its people "Player N")."""
    return Seating(tuple(Seat(p in people, default_name(p)) for p in range(max(people) + 1)))


class SceneParts(SessionParts):
    """A host's names for the parts of the ``game_scene`` it runs (mixed into a program's game that
    sets ``self.game_scene``): its session — and through it ``SessionParts``' state, demo mode, coach
    switch and desk — and its beat queue."""

    game_scene: GameScene

    @property
    def session(self) -> Session:
        return self.game_scene.session

    @property
    def queue(self) -> BeatQueue:
        return self.game_scene.queue
