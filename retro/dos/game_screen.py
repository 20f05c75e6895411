"""The DOS family's game screen: a text-mode table hosting the game scene (``retro.table.scene.GameScene``).

Tommy's Pinochle and Tablanet show their games alike, on the one game scene
every program runs (its session, beats, log and the frame's order, and the
game kept at the frame's end). ``TableScreen`` is what the DOS kit adds to
it, mixed in ahead of each program's painting half: a pop-up that closes
itself (a score sheet in demo mode) is closed before the scene's frame;
pop-ups block the beats; F4 (``ask_hint``) and Backspace (``take_back``)
answer the scene's ``Outcome`` with a beep and why, the hint under way, or
the table as the rules now have it (``restore``); F2 (``toggle_demo``) gives
the person's seat to demo mode or back; a click on the key bar presses its
key, and so does a click on a key offered on the message line: at its end the
program's own (``line_keys``: Pinochle's meld answers), at its start, where a
finger is in use and a take-back may be asked for, "Bksp Take back"
(``lead_keys``: a phone has no Backspace).

What is each program's own comes through hooks: its words for these moments
(``words``, ``say``), its beats (``show_beat``), its picture of the table
(``reset_table``, ``when_ready``) and its person's turn (``begin_turn``,
``hint_now``, ``table_click``). The program (``self.app``) is reached only
through what every text-mode program has (``modal``, ``modals``,
``close_modal``, ``touch``, ``beep``, ``press_legend``).
"""

from __future__ import annotations

from typing import Any, Callable, Iterable

from retro import web_input
from retro.coaching import HandReview
from retro.dos.keybar import line_key_at
from retro.dos.pass_screen import PassBox
from retro.dos.screen import ROWS
from retro.dos.widgets import LEAD_COL, YesNo
from retro.table.replay import GameLog
from retro.table.reports import Outcome
from retro.table.scene import GameScene, Host, SceneParts
from retro.table.session import Session


class TableScreen(Host, SceneParts):
    """A DOS game screen hosting the game scene: its pop-ups, its requests' answers, its key bar.

    The program sets ``app`` (itself), starts its scene (``start_scene``: the session,
    its beats and its log, read back as ``session``, ``queue`` and ``log``) and sets
    ``legend_hits`` (the key bar as painted); the class says ``legend_row`` (the key
    bar's row) and ``rules`` (the rules module, for the log of a take-back).
    """

    app: Any
    game_scene: GameScene
    legend_hits: list
    legend_row: int = -1
    message_row: int = ROWS - 2
    rules: Any = None

    # ------------------------------------------------------------ the scene
    def start_scene(self, session: Session, beats_of: Callable[[Iterable], Iterable], log: GameLog | None,
                    seating=None) -> None:
        """The game scene over ``session``, its beats made by ``beats_of``, its moves into ``log``; who
        sits where (``seating``, a ``retro.table.people.Seating``; None: the person and the computers)."""
        self.game_scene = GameScene(session, self, beats_of, log=log, rules=self.rules, seating=seating)

    @property
    def log(self) -> GameLog | None:
        return self.game_scene.log

    @log.setter
    def log(self, log: GameLog | None) -> None:
        self.game_scene.log = log

    # ------------------------------------------------------------ the frame
    def tick(self) -> None:
        if self.pages_turned(self.app.modal):
            self.app.close_modal()
        self.game_scene.tick()

    def blocked(self) -> bool:
        """A pop-up is open: the beats and the game wait for it."""
        return bool(self.app.modals)

    def touch(self) -> None:
        self.app.touch()

    def hint_ready(self, advice) -> None:
        self.show_hint(advice)

    # ------------------------------------------------------------ the person's requests
    def ask_hint(self) -> None:
        """F4: the coach's advice for the person's turn, worked out over the next frames, then shown."""
        outcome = self.game_scene.ask_hint(now=self.hint_now())
        if outcome is Outcome.NOT_NOW:
            self.refuse(self.words("hint_not_now"))
        elif outcome is Outcome.DONE:
            self.hint_asked()
            self.say(self.words("hint_thinking"))
        self.app.touch()

    def take_back(self, consented: bool = False) -> None:
        """Backspace (learning mode): back to before the person's last decision in this hand. In a
        people's game each of the others is asked first (hands hidden), in turn: one No keeps the play."""
        outcome = self.game_scene.take_back(consented=consented)
        if outcome is Outcome.ASK_OTHERS:
            asking = [p for p in self.game_scene.seating.people if p != self.session.person]
            self.ask_consent(asking)
        elif outcome is Outcome.NOT_ALLOWED:
            self.refuse(self.words("no_take_back_mode"))
        elif outcome is Outcome.NOTHING:
            self.refuse(self.words("no_take_back"))
        else:                                # kept at the frame's end, with the picture as it now stands
            self.restore()
            self.say(self.words("taken_back"))
            self.taken_back()
        self.app.touch()

    def ask_consent(self, asking: list[int]) -> None:
        """Ask the next of ``asking`` whether the take-back may go ahead (the rest after a Yes)."""
        if not asking:
            self.take_back(consented=True)
            return
        seat = asking[0]
        question = self.people_words("consent", seat=seat, asker=self.session.person)

        def answered(yes):
            if yes:
                self.ask_consent(asking[1:])
            else:
                self.say(self.people_words("consent_refused", seat=seat, asker=self.session.person))
                self.game_scene.screen.hide()       # the one who asked comes back behind a pass screen
            self.app.touch()

        self.app.push(YesNo(question, default=False, popup=True), answered)

    def pass_screen(self, seat: int) -> None:
        """A people's game: the table hides every hand and asks for ``seat``'s person."""
        words = self.people_words("pass", seat=seat)
        self.app.push(PassBox(seat, *words, **self.pass_place), lambda _result: self.game_scene.here())

    # where the pass box goes (``PassBox``'s row and col: by default centred under the top rows)
    pass_place: dict = {}

    def people_words(self, what: str, seat: int, asker: int | None = None):
        """The program's words for a people's game: "pass" -> (title, lines, footer) for ``seat``'s pass
        box; "consent" -> the question to ``seat`` about ``asker``'s take-back; "consent_refused" ->
        the line that says they said no."""
        raise NotImplementedError

    def restore(self) -> None:
        """Show the state as it stands: nothing waiting to be shown, the person's turn to come."""
        self.queue.clear()
        self.reset_table()
        self.app.touch()

    def toggle_demo(self) -> None:
        """F2: demo mode plays the person's seat, or gives it back."""
        self.game_scene.set_demo(not self.demo)
        self.demo_switched(self.demo)
        self.say(self.words("demo_on" if self.demo else "demo_off"))
        self.app.touch()

    def refuse(self, why) -> None:
        """A beep, and why on the message line."""
        self.app.beep()
        self.say(why)

    def on_click(self, col: int, row: int) -> None:
        """A click on the key bar, or on a key offered at the message line's end, presses that key;
        elsewhere it is the table's."""
        if row == self.legend_row:
            self.app.press_legend(self.legend_hits, col, self.on_key)
            return
        if row == self.message_row:
            offered = line_key_at(self.line_keys(), col) or line_key_at(self.lead_keys(), col, left=LEAD_COL)
            if offered is not None:
                self.on_key(offered)
                return
        self.table_click(col, row)

    def line_keys(self) -> tuple:
        """The keys offered at the message line's end now, as (written key, words): the program's
        own (a question's answers)."""
        return ()

    def lead_keys(self) -> tuple:
        """The keys offered at the message line's start now: where a finger is in use (a phone has no
        Backspace) and the person may take a decision back, the take-back (at the start, where an
        upright phone's view of the line begins), unless a question offers its answers there."""
        return (self.take_back_offer(),) if self.take_back_offered() and not self.line_keys() else ()

    def take_back_offer(self) -> tuple[str, str]:
        """How the message line offers a take-back where a finger is in use: (written key, words)."""
        return ("Bksp", "Take back")

    def take_back_offered(self) -> bool:
        return (web_input.BRIDGE.touch and not self.app.modals and self.session.persons_turn
                and self.session.take_back_possible)

    # ------------------------------------------------------------ the score sheet
    def review_for_sheet(self) -> HandReview:
        """The coach's review for the end-of-hand sheet: the hand just ended (the desk has set it
        aside when the next hand was dealt), else the one under way."""
        desk = self.desk
        return desk.past_review if desk.past_review is not None else desk.review

    # ------------------------------------------------------------ hooks: the program's words
    def words(self, what: str) -> Any:
        """The program's message for a shared moment, as ``say`` takes it: "hint_not_now",
        "hint_thinking", "no_take_back_mode", "no_take_back", "taken_back", "demo_on", "demo_off"."""
        raise NotImplementedError

    def say(self, news: Any) -> None:
        """``news`` on the message line."""
        raise NotImplementedError

    # ------------------------------------------------------------ hooks: the program's keys and clicks
    def on_key(self, key: str) -> None:
        """A key at the table (the key bar's clicks come here too)."""

    def table_click(self, col: int, row: int) -> None:
        """A click on the table, not on the key bar."""

    # ------------------------------------------------------------ hooks: the frame
    def pages_turned(self, modal) -> bool:
        """Whether the pop-up on top (``modal``, or None) has closed itself this frame."""
        return False

    def show_beat(self, beat) -> int:
        """The queue's ``show``: the beat on the program's picture; the frames it holds."""
        raise NotImplementedError

    # ------------------------------------------------------------ hooks: the reports (the rest are scene.Host's)
    def show_hint(self, advice) -> None:
        """The hint asked for with F4 is ready."""

    # ------------------------------------------------------------ hooks: the requests
    def hint_now(self) -> bool:
        """Whether the screen waits for the person's decision (a hint is for that moment)."""
        return self.session.persons_turn

    def hint_asked(self) -> None:
        """F4 was taken: the coach is working on the hint."""

    def reset_table(self) -> None:
        """After a take-back: the program's picture of the table and the person's turn as the state stands."""

    def taken_back(self) -> None:
        """After a take-back has been shown and said."""

    def demo_switched(self, on: bool) -> None:
        """Demo mode has just been switched ``on`` or off (before it is said)."""
