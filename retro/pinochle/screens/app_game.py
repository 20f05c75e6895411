"""The Tommy's Pinochle game screen: it follows the game Session, shows its moves as beats, maps keys to actions.

Moves go into the rules at once (``retro.table.Session``); each becomes
beats shown one at a time (``app_beats``), with a message, a sound and a
pause set by the speed (F8/F9). The person's keys count only when no beat
is waiting (``app_turn``); the computer and the coach think within the
frame's time budget in the session, so no frame stalls. The session keeps
the game after every frame in which a move was made, and counts it once over.
The frame's order, F4, take-back and demo mode are the DOS family's
(``retro.dos.game_screen.TableScreen``, on the one ``retro.table.scene.GameScene``); this module says them in the
program's words and shows them on its table.
"""

from __future__ import annotations

from retro.coaching import coach_line
from retro.dos.game_screen import TableScreen
from retro.fitting import fit_line
from retro.pinochle.screens import app_keep, app_replay, app_score
from retro.pinochle.screens.app_keep import ScreenExtras
from retro.pinochle.screens.app_people import ONE_PERSON, Names, against_the_computer
from retro.pinochle.screens.app_people_game import PEOPLE_WORDS, TableOfTwo, people_lines
from retro.pinochle import coach as pin_coach
from retro.pinochle import rules as pin_rules
from retro.pinochle.screens.app_beats import DEMO_SHEET_FRAMES, FPS, Before, BeatShow, Board, Played, beats_of
from retro.pinochle.screens.app_keys import KEYS
from retro.pinochle.screens.app_screen import (GameScreen, hint_slots, move_text, review_lines,
                                       tricks_this_round, where_of)
from retro.pinochle.screens.app_table import COMPUTER, PERSON, Tally, slots
from retro.pinochle.screens.app_turn import PersonTurn
from retro.pinochle.bots import DEFAULT_BOT, make_bot
from retro.pinochle.rules import Phase
from retro.pinochle.screens.ui_popups import Box, game_over, score_sheet
from retro.pinochle.screens.ui_table import LEGEND_ROW, MELD_CHOICES, QUESTION_ROW, slot_at
from retro.table.beats import Pace
from retro.table.budget import THINK_S
from retro.table.coach_desk import CoachRules, Judged
from retro.table.reports import Moved
from retro.table.people import Seating
from retro.table.replay import GameLog
from retro.table.session import MAX_SEED, Recording, Seats, Session

# The coach's share of a frame while the computer thinks too: the session halves its budget.
COACH_BUDGET_S = THINK_S / 2
# Demo mode answers a question of the person's (the exchange) after this long on screen.
DEMO_ANSWER_FRAMES = FPS // 2
COACH = CoachRules(hint=pin_coach.hint_steps, judge=pin_coach.judge_steps, where=where_of, code=move_text)
# The program's words for the moments every DOS game screen has (TableScreen.words).
WORDS = {
    "hint_not_now": "A hint is for your own turn.",
    "hint_thinking": "Hint: let me think…",
    "no_take_back": "Nothing to take back in this hand.",
    "taken_back": "Taken back. Your turn again; this game counts for nobody now.",
    "demo_on": "Demo mode: I play both hands.",      # the prompt adds "F2: your cards back."
    "demo_off": "Your cards again.",
}


def uncounted(session) -> tuple[str, ...]:
    """Why the session's game counts for nobody, as ``ui_popups.NOT_COUNTED`` words it: a play taken
    back, demo mode that played a turn of the person's, demo mode on as it ended; () when it counts."""
    why = ("take_back",) if session.takeback.used else ()
    if session.flags.demo_played:
        why += ("demo_played",)
    elif session.demo:
        why += ("demo_on",)
    return why


def record_line(state, bot: str = DEFAULT_BOT) -> tuple[str, str, int]:
    """The record's line for a finished game against the ``bot`` computer: its line
    (``app_keep.setting``), the person's outcome and score."""
    return app_keep.setting(bot), app_keep.outcome(state.winner), state.scores[PERSON]


class Game(TableOfTwo, TableScreen, GameScreen):
    """The game scene: the session, the beats, the person's turn, keys and clicks."""

    legend_row = LEGEND_ROW
    rules = pin_rules

    def __init__(self, app, state, bots: dict | None = None, extra: dict | None = None, deal: int = 0,
                 level: str | None = None, seating: Seating | None = None):
        self.app = app
        self.options = state.options
        # the computer's bot: a kept game's own (one kept before there were levels: Tommy, ``app_keep``),
        # else ``level`` (the same deal again), else the setting's (a new game, one played on from a
        # replay); ``app.bot_name`` (a test's, a benchmark's) plays instead of any
        self.bot_name = app.bot_name or (extra or {}).get("bot") or level or app.settings.bot
        # the deal number shown and kept; None: none (a set position, or a game kept before numbers)
        self.deal = (extra or {}).get("deal", deal) or None
        # the computers' decisions' seed (``seeded_decisions``): a kept game brings its own back
        bot_seed = app.ctx.new_seed(salt=7919 + app.games_started) % MAX_SEED
        # who sits where: two people (a kept game's own table, or the setup's), else the person
        # against the computer
        kept_seating = (extra or {}).get("seating")
        self.seating = (Seating.from_data(kept_seating, 2) if kept_seating
                        else seating or against_the_computer(self.bot_name))
        self.names = Names(self.seating.names) if self.seating.shared else ONE_PERSON
        if self.shared:
            seats = Seats({}, self.seating.people[0], people=frozenset(self.seating.people))
        else:
            seats = Seats(bots or {p: make_bot(self.bot_name) for p in (PERSON, COMPUTER)}, PERSON)
        session = Session(
            state, seats,
            bot_seed=bot_seed, coach=COACH,
            coach_on=not self.shared and app.settings.coach_wanted(state.options.open_hands),
            learning=state.options.open_hands or self.shared,     # people: once the other agrees
            **self.keeping(app), extra=self.screen_extra,
            forced_at_once=True)
        for seat in self.seating.coached() if self.shared else ():
            session.set_coach(seat, True)
        self.start_scene(session, beats_of, GameLog.from_kept(extra) if extra else GameLog(self.deal),
                         seating=self.seating)
        self.board = Board.of(state, app.take_note())
        self.beat_show = BeatShow(self.board, app.audio, Pace(lambda: self.app.speed), lambda: self.demo,
                                  self.show_sheet, self.show_game_over, self.names)
        self.turn = PersonTurn(lambda: self.state, self.decide, self.forced, self.refuse, self.ask, app.touch,
                               seat=lambda: self.session.person,
                               theirs=lambda: self.names.owner(1 - self.session.person))
        self.before: Before | None = None      # the state's facts before the move this frame may bring
        self.reason = ""                       # the teaching line: why the computer played so
        self.meld_table = False
        self.pinned = False                    # PIN-F3a: the table stays up for this game
        self.trick_stage: str | None = None    # PIN-F3a: "after_n", then "after_f3"
        self.match_shown = self.match_now()
        self.counted = False                   # the finished game went into the record
        self.uncounted: tuple[str, ...] = ()   # ...and if not, why (``uncounted``), as it ended
        self.legend_hits: list = []
        self.hinted: frozenset = frozenset()   # the slots the hint (F4) lights up
        self.hint_text = ""                    # the hint's reason, shown whole at the right
        self.coach_texts: dict[int, str] = {}  # each person's coach line on their last decision
        self.sheet: Box | None = None          # the score sheet on screen, for the review
        self.sheet_lines: list = []
        self.sheet_review = None
        self.question = None                   # the person's open question (the exchange), if any
        self.question_frames = 0               # ... and how long demo mode has let it stand
        if extra:                              # a kept game comes back
            self.session.restore_extra(extra)
            shown = ScreenExtras.of(extra)
            self.pinned, self.turn.cursor = shown.pinned, shown.cursor
            self.board.trick, self.board.trick_winner = list(shown.trick), shown.trick_winner
            self.board.news = self.board.news or ("Welcome back: the game goes on where you left it."
                                                  if not self.shared else
                                                  "Welcome back: the game goes on where it was left.")
        self.game_scene.start()

    # ------------------------------------------------------------ the game's progress
    @property
    def finished(self) -> bool:
        return self.state.over

    @property
    def tricks_played(self) -> int:
        return tricks_this_round(self.state)

    # ------------------------------------------------------------ keeping the game
    def keeping(self, app) -> dict:
        """Where the game is kept and how it is recorded (a lesson's position is neither)."""
        return {"keeper": app.kept,
                "recording": Recording(app.record, lambda state: record_line(state, self.bot_name),
                                       people=lambda state: people_lines(state, self.seating.names))}

    def screen_extra(self) -> dict:
        """What the screen needs, beside the State and the session's part, to come back exactly (a
        people's game: their table too)."""
        seating = {"seating": self.seating.to_data()} if self.shared else {}
        if self.board.hand_over is not None:         # the state is already the next hand's deal
            return {**ScreenExtras(pinned=self.pinned, cursor=min(self.turn.cursor, 11)).to_data(),
                    "deal": self.deal or 0, "bot": self.bot_name,
                    **self.log.kept_moves(self.state), **seating}
        return {**ScreenExtras(self.tricks_played, self.pinned, min(self.turn.cursor, 11), tuple(self.board.trick),
                               self.board.trick_winner).to_data(), "deal": self.deal or 0, "bot": self.bot_name,
                **self.log.kept_moves(self.state), **seating}

    # ------------------------------------------------------------ the frame
    def pages_turned(self, modal) -> bool:
        """A sheet closes itself after a while in demo mode (the end of a hand's, once demo is on)."""
        if isinstance(modal, Box) and self.demo and modal.auto_close is None:
            modal.auto_close = DEMO_SHEET_FRAMES if modal.title.startswith("End of hand") else None
        return isinstance(modal, Box) and modal.tick()

    def before_beats(self) -> None:
        self.demo_answers()
        if self.shared and self.sheet is not None:
            self.finish_reviews()

    def hold_ended(self) -> None:
        if self.board.lit:
            self.board.lit.clear()
            self.app.touch()

    def show_beat(self, beat) -> int:
        if beat.kind == "round_two":
            self.reason = ""                   # round one's last reason says nothing of round two
        return self.beat_show.show(beat)

    def table_held(self) -> bool:
        return bool(self.board.hand_over)

    def when_ready(self) -> None:
        self.before = Before.of(self.state)

    _front_seen = None      # whose turn began last (a teaching table moves the front without a box)

    def begin_turn(self) -> None:
        to_move = self.state.to_move
        if self.shared and self.seating.teaching and self._front_seen not in (None, to_move):
            # a teaching table asks for no one behind a pass box: the scene put the one to play at the
            # front; their turn starts afresh
            self.turn.reset()
        self._front_seen = to_move
        self.turn.begin(self.tricks_played)

    def demo_answers(self) -> None:
        """Demo mode plays the person's seat: a question of theirs still open is taken down after a
        moment, and the seat's computer decides what it asked (given back first, it is asked again)."""
        asked = [item for item in self.app.modals if item[0] is self.question]
        if not (self.demo and asked):
            self.question_frames = 0
            return
        self.question_frames += 1
        if self.question_frames >= DEMO_ANSWER_FRAMES:
            self.app.modals.remove(asked[0])
            self.question, self.question_frames = None, 0
            self.turn.reset()
            self.turn.exchange_asked = -1
            self.app.touch()

    # ------------------------------------------------------------ moves
    def computer_moved(self, moved: Moved) -> None:
        self.moved(moved, self.before)

    def moved(self, moved: Moved, before: Before) -> None:
        if not moved.by_person:
            self.reason = self.computer_reason(moved, before)
        played = Played(moved.player, moved.move, moved.events, before, self.state.round)
        app_replay.note_move(self, moved)
        self.turn.reset()
        self.board.follow(played)
        self.queue.add([played])
        if moved.over:
            self.counted = moved.counted
            self.uncounted = uncounted(self.session)
            if moved.counted and self.shared:
                self.app.match = app_score.record_people(self.app.ctx.store, self.seating.names, self.state.winner)
            elif moved.counted:
                self.app.match = app_score.record(self.app.ctx.store, self.state.winner)
        self.app.touch()

    def computer_reason(self, moved: Moved, before: Before) -> str:
        """The teaching line (open hands or demo): why the computer played so; a move the rules
        left no choice in says nothing, a lone "done" leaves the line as it was."""
        if before.only_move:
            return self.reason if moved.move.kind == "done" else ""
        if not (self.options.open_hands or self.demo):
            return self.reason
        name = "Computer" if moved.player == COMPUTER else "Demo (you)"
        return f"{name}: {moved.reason}" if moved.reason else ""

    def decide(self, move) -> None:
        """The person's own decision: remembered for take-back (learning mode), judged by the
        coach while play goes on (when the coach is on), then made."""
        if not self.session.persons_turn:
            return                             # demo mode took the seat meanwhile
        self.hinted, self.hint_text = frozenset(), ""
        if self.coach_on:
            self.coach_text = f"Thinking about your {move_text(move)}…"
        self.board.news = ""
        before = Before.of(self.state)
        self.moved(self.game_scene.play(move), before)

    def forced(self, move) -> None:
        """The rules' only move in the person's seat ("done"): made for them, no decision of theirs."""
        before = Before.of(self.state)
        self.moved(self.game_scene.play(move, decision=False), before)

    def words(self, what: str) -> str:
        if what == "no_take_back_mode":
            if self.shared:
                return PEOPLE_WORDS[what]
            return ("Demo mode is playing: F2 gives you your cards back first." if self.options.open_hands
                    else "Take-back is for learning games; choose open hands before a game.")
        if what == "taken_back":
            return self.taken_back_to()
        return WORDS[what]

    def taken_back_to(self) -> str:
        """What a take-back says, from the state it went back to: after a trick the person won, the
        meld (or the exchange) that is theirs to decide again, since the prompt would not fit."""
        st = self.state
        if st.phase is Phase.DECIDE and st.to_move == self.session.person:
            kinds = {m.kind for m in st.legal_moves()}
            whose = f"{self.names.people[st.to_move]}'s" if self.shared else "your"
            what = f"{whose} meld" if "meld" in kinds else "the exchange" if "exchange" in kinds else ""
            if what:
                return (f"Taken back to {what} after trick {self.tricks_played}; "
                        "this game counts for nobody now.")
        if self.shared:
            return PEOPLE_WORDS["taken_back"].format(name=self.names.people[self.session.person])
        return WORDS["taken_back"]

    def say(self, news: str) -> None:
        """What just happened, on the message line."""
        self.board.news = news

    def ask(self, question: str, answered) -> None:
        if self.shared:                        # the question is the person's at the screen: named
            question = f"{self.names.people[self.session.person]}: {question[:1].lower()}{question[1:]}"
        self.question = self.app.yes_no(question, default=True, row=QUESTION_ROW)
        self.app.push(self.question, answered)

    # ------------------------------------------------------------ the coach
    def hint_now(self) -> bool:
        return self.turn.awaiting is not None

    def hint_asked(self) -> None:
        self.hinted = frozenset()

    def show_hint(self, advice) -> None:
        if (self.turn.awaiting is None or self.state.to_move != self.session.person
                or self.game_scene.hands_hidden):
            return                             # the moment has passed
        self.hinted = frozenset(hint_slots(slots(self.state, self.session.person), advice.move))
        if self.hinted:
            self.turn.cursor = min(self.hinted)
        asked = self.turn.awaiting == "exchange"
        self.turn.follow_hint(advice.move, self.hinted)
        self.hint_text = f"{advice.reason}." if advice.reason else move_text(advice.move)
        if asked and advice.move.kind in ("meld", "done"):
            self.hint_text = self.hint_text[:-1] + " (answer N to the exchange first)."
        self.board.news = fit_line("Hint: " + self.hint_text, 78)   # the whole of it at the right
        self.app.touch()

    def judged(self, judged: Judged) -> None:
        if judged.this_hand:                   # a verdict on the hand before goes to its review only
            self.coach_text = coach_line(judged.verdict, move_text)
        self.refresh_sheet()
        self.game_scene.changed()              # the review is kept at the frame's end
        self.app.touch()

    def refresh_sheet(self) -> None:
        if self.sheet is not None and self.shared:
            self.sheet.lines = self.sheet_lines + self.people_reviews()
        elif self.sheet is not None and self.coach_on:
            self.sheet.lines = self.sheet_lines + review_lines(self.sheet_review,
                                                               pending=bool(self.desk.judging))

    def reset_table(self) -> None:
        self.turn.reset()
        self.turn.exchange_asked = -1
        self.board.reset(self.state)
        self.reason = ""
        self.hinted, self.hint_text = frozenset(), ""

    def taken_back(self) -> None:
        """The coach line was on the play taken back."""
        self.coach_text = ""

    # ------------------------------------------------------------ the sheets
    def show_sheet(self) -> None:
        b = self.board
        sheet = score_sheet(b.hand_over.hand_number, b.tally, b.totals,
                            auto_close=DEMO_SHEET_FRAMES if self.demo else None, names=self.names)
        self.sheet, self.sheet_lines = sheet, list(sheet.lines)
        self.sheet_review = self.review_for_sheet()
        self.refresh_sheet()
        self.app.push(sheet, lambda _: self.next_hand())

    def next_hand(self) -> None:
        if self.finished:
            return
        b, st = self.board, self.state
        b.hand_over = None
        b.tally = Tally()
        b.trick, b.trick_winner = [], None
        self.turn.exchange_asked = -1
        self.sheet = None
        self.coach_texts.clear()               # the coach lines and the reason were about the hand before
        self.reason = ""
        dealt = self.names.does(st.dealer, "deal") if self.shared else f"{'I' if st.dealer else 'you'} deal"
        b.news = f"Hand {st.hand_number}: {dealt}."
        self.app.touch()

    def show_game_over(self, event) -> None:
        self.match_shown = self.match_now()
        self.app.push(game_over(event.player, self.board.totals, self.app.match,
                                self.options.single_hand, counted=self.counted, why=self.uncounted,
                                names=self.names),
                      lambda _: self.app.another_game(self.deal or 0, self.options, self.bot_name,
                                                      self.people_seating))

    # ------------------------------------------------------------ keys
    def on_key(self, key: str) -> None:
        if self.neat_trick(key):
            return
        action = KEYS.action(key)
        if action in ("demo", "melds", "hint"):
            self.function_key(key)
        elif key == "F7":
            self.app.ask_quit(on_no=self.quit_declined)
        elif action == "quit":
            self.app.ask_quit()                # Esc: the neat trick is F7's only
        elif action == "help":
            self.app.show_help()
        elif action == "take_back":
            self.take_back()
        else:
            self.turn.on_key(key)

    def function_key(self, key: str) -> None:
        """F2 demo mode, F3 the meld table, F4 a hint: with or without a question open."""
        action = KEYS.action(key)
        if action == "demo":
            self.toggle_demo()
        elif action == "hint":
            self.ask_hint()
        elif not self.pinned:
            self.meld_table = not self.meld_table
        self.app.touch()

    def neat_trick(self, key: str) -> bool:
        """PIN-F3a: table up, F7, N, F3, Enter pins the meld table; Enter right after N drops it."""
        stage, self.trick_stage = self.trick_stage, None
        if stage == "after_n":
            if key == "RETURN":
                self.meld_table = False
                return True
            if key == "F3":
                self.trick_stage = "after_f3"
                return True
        elif stage == "after_f3":
            if key == "RETURN":
                self.pinned = True
                return True
            self.meld_table = False            # the F3 pressed before takes effect after all
        return False

    def quit_declined(self) -> None:
        if self.meld_table and not self.pinned:
            self.trick_stage = "after_n"

    def demo_switched(self, on: bool) -> None:
        if on:
            self.turn.reset()
        elif not self.options.open_hands:
            self.reason = ""

    def line_keys(self) -> tuple:
        """The meld question's answers at the message line's end while it is asked (a click or a tap
        there answers, as the keys do), else the kit's."""
        if self.turn.awaiting == "meld" and not self.demo and not self.app.modals:
            return MELD_CHOICES
        return super().line_keys()

    def table_click(self, col: int, row: int) -> None:
        index = slot_at(col, row)
        if index is not None:
            self.turn.on_slot(index)
