"""The game session: the State and its seats, the thinkers stepped within a frame's budget, the coach's
queue, take-back, the kept game and the record.

A screen makes one ``Session`` per game, calls ``update(ready)`` once a frame
(``ready``: no beat or dialog holds the game up) and ``play(move)`` for the
person's decisions, and follows the reports both return. The session never
sees a window, a key or a file: it writes through the narrow ``Keeper`` and
``Recorder`` it is given (``retro.keep.KeptGame`` and ``retro.keep.Record``
fit them).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable, Hashable, Mapping, Protocol

from retro.bot import Bot, Choice, Thinking
from retro.coaching import HandReview
from retro.keep import TakeBack, whole_marks
from retro.table.budget import FrameBudget
from retro.table.coach_desk import CoachDesk, CoachRules
from retro.table.reports import Moved, Outcome, Report, ThinkingStarted

PERSON = 0
# A game's seed for its computers' decisions is drawn below this (it is kept with the game).
MAX_SEED = 2 ** 63


class Keeper(Protocol):
    """Where the unfinished game is kept (``retro.keep.KeptGame``)."""

    def save(self, state_json: str, extra: dict | None = None) -> bool: ...

    def discard(self) -> None: ...


class Recorder(Protocol):
    """The record of finished games (``retro.keep.Record``)."""

    def add(self, setting: str, outcome: str, score: int) -> Any: ...

    def add_person(self, name: str, outcome: str, score: int) -> Any: ...


@dataclass(frozen=True)
class Recording:
    """How a finished game goes into the record: ``line(state)`` -> (setting, outcome, score); in a
    people's game ``people(state)`` -> [(name, outcome, score)], one line per person (each name's
    own played, won and streaks)."""

    record: Recorder
    line: Callable[[Any], tuple[str, str, int]]
    people: Callable[[Any], list[tuple[str, str, int]]] | None = None


class NotYourTurn(ValueError):
    """The person tried to move when the session was not waiting for them."""


def hand_key(state) -> Hashable:
    """Which hand the game is in, as take-back and the coach's review see it: the State's
    ``hand_number``, and the match's end, which closes its last hand (that hand's review is set
    aside for its sheet as every hand's is, not left open under the one before's)."""
    return (state.hand_number, state.over)


def seeded_decisions(seed: int) -> Callable[[int, Any], random.Random]:
    """Each decision's random numbers from the game's seed, the seat and the move number, so a
    kept game plays on exactly as it would have."""
    return lambda player, state: random.Random(f"{seed}:{player}:{len(state.events)}")


@dataclass
class Seats:
    """Who plays: the person's seat, the computers' bots (the person's seat's bot plays demo mode).

    ``people``: the seats people play (by default only ``person``). With two or more (a people's
    game) ``person`` is the seat of the person at the screen now, which the game scene moves from
    one person to the next (``retro.table.people.Screen``); demo mode is never on in such a game.
    """

    bots: Mapping[int, Bot]
    person: int = PERSON
    demo: bool = False
    people: frozenset = frozenset()

    def __post_init__(self):
        self.people = frozenset(self.people) or frozenset({self.person})

    @property
    def shared(self) -> bool:
        """Two or more people play this game on one screen."""
        return len(self.people) > 1

    def automatic(self, player: int | None) -> bool:
        return player is not None and (player not in self.people or (self.demo and player == self.person))


@dataclass
class Flags:
    """The session's own part of a kept game (a program adds its own beside these)."""

    bot_seed: int = 0
    demo_played: bool = False        # demo played the person's turn: the game counts for nobody
    ended: bool = False              # the finished game has been dealt with (counted or not), once
    recorded: bool = False           # ... and went into the record
    extra: dict = field(default_factory=dict)


class Session:
    """One game: the state, the seats, the thinkers, the coach's desk, take-back, keeping, the record.

    ``hand_of(state)`` says which hand the game is in (take-back and the
    review never reach into an earlier one): ``hand_key`` unless a test's
    toy game counts its hands otherwise. ``learning`` allows take-back;
    ``coach_on`` has the person's plays judged. ``extra()`` gives the
    program's own kept extras, saved beside ``standard_extra()`` (which
    hold the take-back marks too). A move, a take-back or ``keep_soon`` leaves
    the game ``unsaved``: the game scene (``scene.GameScene``) keeps it at the
    end of the frame, once the program has followed it (``keep_unsaved``).
    ``rng_for(player, state)`` gives a decision's random numbers (by default
    ``seeded_decisions`` of the game's ``bot_seed``, kept with the game);
    ``think_pause()`` the frames a computer's move is held at the least;
    ``forced_at_once``: a move the rules leave no choice in is made without asking the bot.
    """

    def __init__(self, state, seats: Seats, *, bot_seed: int = 0,
                 hand_of: Callable[[Any], Hashable] = hand_key,
                 coach: CoachRules | None = None, coach_on: bool = False, learning: bool = False,
                 review: HandReview | None = None,
                 keeper: Keeper | None = None, recording: Recording | None = None,
                 extra: Callable[[], Mapping] | None = None,
                 rng_for: Callable[[int, Any], random.Random] | None = None,
                 think_pause: Callable[[], int] = lambda: 0,
                 budget: FrameBudget | None = None, state_from: Callable[[str], Any] | None = None,
                 forced_at_once: bool = False):
        self.state = state
        self.seats = seats
        self.flags = Flags(bot_seed=bot_seed)
        self.hand_of = hand_of
        # one coach's desk per person: their hints, their verdicts, their review
        self.desks = ({p: CoachDesk(coach, review if p == seats.person else None) for p in seats.people}
                      if coach is not None else {})
        self.coached: set[int] = {seats.person} if coach_on else set()
        self.learning = learning
        self.takeback = TakeBack()
        self.keeper = keeper
        self.recording = recording
        self.extra = extra or (lambda: {})
        # by default each decision from the game's seed as it stands (a kept game's comes back with it)
        self.rng_for = rng_for or (lambda player, state: seeded_decisions(self.flags.bot_seed)(player, state))
        self.think_pause = think_pause
        self.budget = budget or FrameBudget()
        # The take-back marks go into the kept game too (its extras' "take_back": each mark small,
        # ``retro.keep.small_mark``; read back with ``whole_marks`` and ``state_from``, by default
        # the State's own from_json).
        self.state_from = state_from or (lambda text: type(self.state).from_json(text))
        self.forced_at_once = forced_at_once
        self.seating_data: dict = {}        # a people's game's seats, kept with it (the scene sets it)
        self.unsaved = False
        self.position_number = 0            # moves made here: which position the coach prepares
        self.thinking: tuple[int, Thinking] | None = None
        self.think_frames = 0

    # --- the seats ---------------------------------------------------------------------
    @property
    def person(self) -> int:
        """The seat of the person at the screen (in a people's game it moves from one to the next)."""
        return self.seats.person

    @person.setter
    def person(self, seat: int) -> None:
        if seat not in self.seats.people:
            raise ValueError(f"seat {seat} is not a person's")
        self.seats.person = seat

    @property
    def people(self) -> frozenset:
        return self.seats.people

    @property
    def shared(self) -> bool:
        return self.seats.shared

    @property
    def desk(self) -> CoachDesk | None:
        """The coach's desk of the person at the screen."""
        return self.desks.get(self.seats.person)

    @property
    def coach_on(self) -> bool:
        """The coach is on for the person at the screen."""
        return self.seats.person in self.coached

    @coach_on.setter
    def coach_on(self, on: bool) -> None:
        self.set_coach(self.seats.person, on)

    def set_coach(self, seat: int, on: bool) -> None:
        (self.coached.add if on else self.coached.discard)(seat)

    @property
    def demo(self) -> bool:
        return self.seats.demo

    @demo.setter
    def demo(self, on: bool) -> None:
        """Demo mode on or off (never on in a people's game); off while it thought for the person,
        that thinking is dropped."""
        self.seats.demo = on and not self.shared
        if not self.seats.demo and self.thinking and self.thinking[0] == self.person:
            self.thinking = None

    @property
    def persons_turn(self) -> bool:
        """The rules wait for a person (the screen may still be showing beats); in a people's game
        for the one at the screen or another (the scene asks for them first)."""
        if self.state.over or self.demo:
            return False
        to_move = self.state.to_move
        return to_move == self.person or (self.shared and to_move in self.seats.people)

    @property
    def thinking_for(self) -> int | None:
        return self.thinking[0] if self.thinking else None

    @property
    def counts(self) -> bool:
        """Whether the game goes into the record: the person played it all, nothing taken back."""
        return not (self.flags.demo_played or self.takeback.used or self.demo)

    # --- the frame ---------------------------------------------------------------------
    def update(self, ready: bool = True) -> list[Report]:
        """One frame's thinking within the frame's budget: the coach's work, and, when ``ready``,
        the computer to move. Returns what happened (a finished move, a hint, a verdict).

        A move made now is not kept yet: the scene calls ``keep_unsaved()`` at the end of the frame,
        once the program has followed the reports (its kept extras then follow the move too).
        """
        budget = self.budget.next()
        started = self.budget.clock()
        reports: list[Report] = []
        bot_turn = ready and self.seats.automatic(self.state.to_move) and not self.state.over
        if self.judged and self.persons_turn and self.state.to_move == self.person and not bot_turn:
            self.desk.prepare(self.state, (id(self.state), self.position_number))
        if self.desk is not None and self.desk.working:
            share = budget / 2 if bot_turn else budget
            budget -= share
            said = self.desk.step(share)
            if said is not None:
                reports.append(said)
        elif self.shared:
            # the others' verdicts are worked out too, unsaid: each is read on its person's own turn
            # (their coach line, their review)
            others = [desk for seat, desk in self.desks.items() if seat != self.person and desk.judging]
            if others:
                share = budget / 2 if bot_turn else budget
                budget -= share
                others[0].step(share)
        if bot_turn:
            reports += self._think(self.state.to_move, max(budget, self.budget.least_s / 2))
        elif self.thinking is not None and not self.seats.automatic(self.thinking[0]):
            self.thinking = None
        self.budget.spent(self.budget.clock() - started)
        return reports

    def keep_unsaved(self) -> bool:
        """Keep the game if it changed since it was last kept; True if it was."""
        if not self.unsaved:
            return False
        self.keep()
        return True

    def keep_soon(self) -> None:
        """Something the program keeps beside the State has changed (the coach's verdict in its line or
        review): the game is kept at the next ``keep_unsaved()``, once the program has followed this
        frame's reports (a move may come after the verdict). A game over or ended is not kept again."""
        if self.state.over or self.flags.ended:
            return
        self.unsaved = True

    def _think(self, player: int, budget_s: float) -> list[Report]:
        reports: list[Report] = []
        st = self.state
        if self.forced_at_once and len(st.legal_moves()) == 1:
            self.thinking = None            # the rules leave no choice: the bot is not asked
            return [self._apply(st.legal_moves()[0], player)]
        if self.thinking is None or self.thinking[0] != player:
            bot = self.seats.bots[player]
            self.thinking = (player, Thinking(bot, st.view(player), st.legal_moves(), self.rng_for(player, st)))
            self.think_frames = 0
            reports.append(ThinkingStarted(player))
        self.think_frames += 1
        _, thinking = self.thinking
        if not thinking.step(budget_s) or self.think_frames < self.think_pause():
            return reports
        self.thinking = None
        choice: Choice = thinking.result
        try:
            reports.append(self._apply(choice.move, player, choice.reason or ""))
        except ValueError:          # a faulty bot must not stop the game
            reports.append(self._apply(st.legal_moves()[0], player, choice.reason or ""))
        return reports

    # --- moves -------------------------------------------------------------------------
    def play(self, move, decision: bool = True) -> Moved:
        """The person's decision (the rules' IllegalMove, a ValueError, when it is not legal).

        ``decision=False``: a move the rules leave the person no choice in, made for them by
        the screen; it is neither marked for take-back nor judged.
        """
        if not self.persons_turn:
            raise NotYourTurn("it is not the person's turn")
        return self._apply(move, self.state.to_move if self.shared else self.person, decision=decision)

    def _apply(self, move, player: int, reason: str = "", decision: bool = True) -> Moved:
        st = self.state
        hand = self.hand_of(st)
        by_person = player in self.seats.people and not (self.demo and player == self.person)
        desk = self.desks.get(player)
        judged = (by_person and decision and desk is not None and player in self.coached
                  and desk.rules.judged(st, move))
        before = st.clone() if by_person and decision and (self.learning or judged) else None
        events = st.apply(move)             # raises before anything else changes
        self.position_number += 1
        if before is not None:
            if self.learning:
                self.takeback.mark(before)
            if judged:
                desk.judge_later(before, move)   # take-back's mark is a copy of its own
        for each in self.desks.values():
            each.drop_hint()
        if player == self.person and self.demo:
            self.flags.demo_played = True
        new_hand = self.hand_of(st) != hand
        if new_hand:
            self.takeback.new_hand()
            for each in self.desks.values():
                each.new_hand()
        if self.thinking is not None and self.thinking[0] == player:
            self.thinking = None
        if st.over:
            self.keep()             # counted in the record now: the report says whether it was
        else:
            self.unsaved = True
        return Moved(player, move, tuple(events), reason, by_person, new_hand, st.over, self.flags.recorded,
                     self.flags.demo_played)

    @property
    def judged(self) -> bool:
        return self.desk is not None and self.coach_on

    # --- the person's requests ------------------------------------------------------------
    def ask_hint(self, now: bool = True) -> Outcome:
        """F4: start on the coach's hint (``now``: the screen is waiting for the person)."""
        if self.desk is None or not now or not self.persons_turn:
            return Outcome.NOT_NOW
        if self.desk.hint_work is not None:
            return Outcome.ALREADY
        self.desk.ask_hint(self.state)
        return Outcome.DONE

    @property
    def take_back_possible(self) -> bool:
        """Whether ``take_back`` would go back now (in a people's game once the others agree): a
        screen may offer it (a phone has no Backspace)."""
        if not self.learning or self.demo or not self.takeback.can_take_back or self.state.over:
            return False
        return not self.shared or self.takeback.last_by(self.person) is not None

    def take_back(self, consented: bool = False) -> Outcome:
        """Back to the person's previous decision this hand (learning mode only). Kept by the next
        ``keep_unsaved()``, once the program has shown the state. In a people's game it goes back to
        the last decision of the person at the screen (the others' after it undone too), once the
        others have ``consented`` (else ``ASK_OTHERS``)."""
        if not self.learning or self.demo:
            return Outcome.NOT_ALLOWED
        if not self.takeback.can_take_back or self.state.over:
            return Outcome.NOTHING
        if self.shared:
            # a people's game: back to the last decision of the person at the screen, the others'
            # after it undone too, once they agree
            index = self.takeback.last_by(self.person)
            if index is None:
                return Outcome.NOTHING
            if not consented:
                return Outcome.ASK_OTHERS
            undone = self.takeback.deciders_after(index)
            for _ in undone:
                self.state = self.takeback.take_back()
        else:
            undone = [self.person]
            self.state = self.takeback.take_back()
        self.position_number += 1
        for seat in undone:
            desk = self.desks.get(seat)
            if desk is not None:
                desk.taken_back()
        self.thinking = None
        if self.shared and self.state.to_move in self.seats.people:
            self.seats.person = self.state.to_move      # the decision taken back is theirs again
        self.keep_soon()            # once the program shows the state it went back to
        return Outcome.DONE

    # --- keeping ---------------------------------------------------------------------------
    def standard_extra(self) -> dict:
        """The session's part of the kept game's extras."""
        out = {"coach": self.coach_on, "demo_played": self.flags.demo_played,
               "take_back_used": self.takeback.used, "bot_seed": self.flags.bot_seed}
        if self.desk is not None:
            out["review"] = self.desk.review.to_data()
        # a people's game: who sits where, each person's coach and review, who is at the screen (empty
        # for one person against the computers)
        out["people"] = ({"coached": sorted(self.coached), "at_screen": self.person,
                          "reviews": {str(p): d.review.to_data() for p, d in self.desks.items()}}
                         if self.shared else {})
        out["seating"] = self.seating_data if self.shared else {}
        out["take_back"] = self.takeback.texts() if self.learning else []
        return out

    def restore_extra(self, extra: Mapping, kept_coach: bool = True) -> None:
        """A kept game's checked extras (``standard_extra``'s keys) back into the session; with
        ``kept_coach=False`` the coach stays as the settings in force have it, not as it was kept."""
        self.flags.demo_played = bool(extra.get("demo_played", False))
        if "bot_seed" in extra:
            self.flags.bot_seed = extra["bot_seed"]
        self.takeback.used = bool(extra.get("take_back_used", False))
        if kept_coach:
            self.coach_on = bool(extra.get("coach", self.coach_on))
        if self.desk is not None and "review" in extra:
            self.desk.review = HandReview.from_data(extra["review"])
        people = extra.get("people")
        if self.shared and isinstance(people, dict):
            self._restore_people(people, kept_coach)
        if self.learning and extra.get("take_back"):
            # Each mark is read when it is taken back. The marks are in order, so when the oldest
            # and the newest are of this hand, all of them are.
            hand = self.hand_of(self.state)
            texts = whole_marks(self.state.to_json(), extra["take_back"])
            ends = {0, len(texts) - 1}
            if all(self.hand_of(self.state_from(texts[i])) == hand for i in ends):
                self.takeback.restore_texts(texts, self.state_from)
            else:
                marks = [self.state_from(text) for text in texts]
                self.takeback.restore([mark for mark in marks if self.hand_of(mark) == hand])

    def _restore_people(self, people: Mapping, kept_coach: bool) -> None:
        """A people's game's kept part: each person's coach switch (their own choice, kept with the game
        whatever ``kept_coach`` says) and review, the person at the screen (checked: anything not
        understood is left as the game started)."""
        coached = people.get("coached")
        if isinstance(coached, list) and all(c in self.seats.people for c in coached):
            self.coached = set(coached)
        if people.get("at_screen") in self.seats.people:
            self.seats.person = people["at_screen"]
        reviews = people.get("reviews")
        if isinstance(reviews, dict):
            for seat, desk in self.desks.items():
                if str(seat) in reviews:
                    try:
                        desk.review = HandReview.from_data(reviews[str(seat)])
                    except (ValueError, TypeError, KeyError):
                        pass

    def keep(self) -> None:
        """After every completed move: keep the game, or, once it is over, count it and let it go."""
        self.unsaved = False
        if self.state.over:
            if not self.flags.ended:
                self.flags.ended = True
                if self.counts and self.recording is not None:
                    if self.shared and self.recording.people is not None:
                        for name, outcome, score in self.recording.people(self.state):
                            self.recording.record.add_person(name, outcome, score)
                    else:
                        self.recording.record.add(*self.recording.line(self.state))
                    self.flags.recorded = True
            if self.keeper is not None:
                self.keeper.discard()
            return
        if self.keeper is not None:
            text = self.state.to_json()
            extra = {**self.standard_extra(), **self.extra()}
            extra["take_back"] = self.takeback.small(text) if self.learning else []   # each mark small
            self.keeper.save(text, extra)


class SessionParts:
    """A screen's names for the parts of the ``session`` it follows (mixed into a game screen that
    sets ``self.session``): the State as it stands (read afresh: take-back replaces it), demo mode,
    the coach's switch and its desk."""

    session: Session

    @property
    def state(self):
        return self.session.state

    @property
    def demo(self) -> bool:
        return self.session.demo

    @demo.setter
    def demo(self, on: bool) -> None:
        self.session.demo = on

    @property
    def coach_on(self) -> bool:
        return self.session.coach_on

    @property
    def desk(self) -> CoachDesk:
        return self.session.desk
