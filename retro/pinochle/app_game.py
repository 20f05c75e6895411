"""A game in progress: the rules State, its events paced on screen, and whose turn it is.

Moves go into the rules at once; the events they return become *beats*
shown one at a time (a message, a sound, a pause set by the speed, F8/F9).
The person's keys are taken only when no beat is waiting; the computer thinks
a slice per frame (retro.bot.Thinking) so no frame ever stalls.
"""

from __future__ import annotations

import textwrap
from collections import deque
from dataclasses import dataclass

from retro.bot import Choice, Thinking
from retro.cards import Card
from retro.dos.widgets import clip, legend_key
from retro import palette as P
from retro.coaching import HandReview, Stepper, coach_line
from retro.keep import TakeBack
from retro.pinochle import app_keep, app_score
from retro.pinochle import coach as pin_coach
from retro.pinochle.bots import DEFAULT_BOT, make_bot
from retro.pinochle.app_table import (COMPUTER, YOU, Tally, find_meld, hand_events, meld_problem,
                                      play_for, play_problem, slot_index, slots, who)
from retro.pinochle.rules import IllegalMove, Phase
from retro.pinochle.ui_popups import Box, game_over, score_sheet
from retro.pinochle.ui_table import LEGEND_ROW, MESSAGE_ROW, SIDE_W, Table, paint_game, slot_at

FPS = 60
# Pauses in frames per second of delay (the speed setting, 0-9): the computer's
# meld is held up for the whole delay (PIN-F8); lighter moments for a part of it.
MELD_PAUSE, TRICK_PAUSE, PLAY_PAUSE, NOTE_PAUSE = FPS, FPS // 3, FPS // 6, FPS // 2
DEMO_SHEET_FRAMES = 2 * FPS
THINK_BUDGET_S = 0.006
COACH_BUDGET_S = 0.005     # the coach's share of a frame (hint, verdicts): play never waits


@dataclass
class Judging:
    """One of the person's decisions, being judged by the coach while play goes on."""

    seq: int
    where: str
    played: str
    work: Stepper


@dataclass
class Beat:
    """One step shown on screen: a card played, or a rules Event (or a note between them)."""

    kind: str
    player: int | None = None
    card: Card | None = None
    event: object = None


class Game:
    """The game scene: paint, keys, clicks and the per-frame tick."""

    def __init__(self, app, state, bots: dict | None = None, extra: dict | None = None):
        self.app = app
        self.state = state
        self.options = state.options
        self.bots = bots or {p: make_bot(app.bot_name or DEFAULT_BOT) for p in (YOU, COMPUTER)}
        self.rngs = {p: app.ctx.rng(salt=7919 * (p + 1) + app.games_started) for p in (YOU, COMPUTER)}
        self.beats: deque[Beat] = deque()
        self.wait = 0
        self.thinking: tuple[int, Thinking] | None = None
        self.tally = Tally()
        for event in hand_events(state.events):
            self.tally.add(event)
        self.totals = list(state.scores)
        self.trick: list[tuple[int, Card]] = [(state.leader, c) for c in state.trick]
        self.trick_winner: int | None = None
        self.hand_over: dict | None = None     # the finished hand, while its score sheet is up
        self.awaiting: str | None = None       # "play", "meld" or "exchange": the person's turn
        self.cursor = 0
        self.registered: set[int] = set()
        self.reason = ""
        self.lit: set[tuple[int, Card]] = set()
        self.news = app.take_note()
        self.demo = False
        self.demo_played = False               # demo mode played one of the person's turns
        self.meld_table = False
        self.pinned = False                    # PIN-F3a: the table stays up for this game
        self.trick_stage: str | None = None    # PIN-F3a: "after_n", then "after_f3"
        self.exchange_asked = -1
        self.tricks_played = tricks_this_round(state)
        self.match_shown = app.match
        self.finished = False
        self.legend_hits: list = []
        self.unsaved = False
        self.takeback = TakeBack()
        self.decisions: list[int] = []         # the decision number of each take-back mark
        self.seq = 0                           # the person's decisions so far, numbered
        self.coach_on = app.coach_wanted(state.options.open_hands)
        self.hinting: Stepper | None = None    # F4 (issue 18)
        self.hinted: frozenset = frozenset()   # the slots the hint lights up
        self.hint_text = ""                    # the hint's reason, shown whole at the right
        self.judging: deque[Judging] = deque()
        self.coach_text = ""                   # the coach line on the last decision
        self.review: list[tuple[int, tuple]] = []   # (decision, (where, played, better, loss))
        self.sheet = None                      # the score sheet on screen, for the review
        self.sheet_lines: list = []
        if extra:                              # a kept game comes back (issue 16)
            self.tricks_played = extra["tricks_played"]
            self.demo_played = extra["demo_played"]
            self.takeback.used = extra["take_back_used"]
            self.pinned = extra["pinned"]
            self.cursor = extra["cursor"]
            self.trick = list(extra["trick"])
            self.trick_winner = None if extra["trick_winner"] < 0 else extra["trick_winner"]
            self.coach_on = extra["coach"]
            self.review = [(0, tuple(d)) for d in extra["review"]]
            self.news = self.news or "Welcome back: the game goes on where you left it."
        self.keep()

    # ------------------------------------------------------------ keeping the game
    def extras(self) -> dict:
        """What the screen needs, beside the State, to come back exactly."""
        ended = self.hand_over is not None     # the state is already the next hand's deal
        winner = self.trick_winner
        return {"tricks_played": 0 if ended else self.tricks_played,
                "demo_played": self.demo_played, "take_back_used": self.takeback.used,
                "pinned": self.pinned, "coach": bool(getattr(self, "coach_on", False)),
                "cursor": min(self.cursor, 11),
                "trick": [] if ended else app_keep.trick_data(self.trick),
                "trick_winner": -1 if ended or winner is None else winner,
                "review": [] if ended else [list(item) for _, item in self.review]}

    def keep(self) -> None:
        """Write the unfinished game now; a finished one is dropped."""
        self.unsaved = False
        if self.finished or self.state.over:
            return
        self.app.kept.save(self.state.to_json(), self.extras())

    def keep_later(self) -> None:
        """After a completed move: the game is written at the end of this frame (moves
        completed in one frame share one write; a write costs about a millisecond)."""
        self.unsaved = True

    def finish(self, winner: int | None) -> None:
        """The game is over: count it (unless it counts for nobody) and drop the kept file."""
        self.finished = True
        self.app.kept.discard()
        if self.counts_for_nobody:
            return
        self.app.match = app_score.record(self.app.ctx.store, winner)
        self.app.record.add(app_keep.SETTING, app_keep.outcome(winner), self.state.scores[YOU])

    # ------------------------------------------------------------ the frame
    def tick(self) -> None:
        self.frame_tick()
        if self.unsaved:
            self.keep()

    def frame_tick(self) -> None:
        app = self.app
        self.step_coach()
        modal = app.modal
        if isinstance(modal, Box) and self.demo and modal.auto_close is None:
            modal.auto_close = DEMO_SHEET_FRAMES if modal.title.startswith("End of hand") else None
        if isinstance(modal, Box) and modal.tick():
            app.close_modal()
        if self.wait > 0:
            self.wait -= 1
            if self.wait == 0 and self.lit:
                self.lit.clear()
                app.touch()
            return
        while self.beats and not self.wait and not app.modals:
            self.show(self.beats.popleft())
        if self.beats or self.wait or app.modals or self.state.over or self.hand_over:
            return
        player = self.state.to_move
        if player == COMPUTER or self.demo:
            self.computer_turn(player)
        else:
            self.person_turn()

    # ------------------------------------------------------------ moves
    def apply(self, move, player: int) -> None:
        st = self.state
        before = dict(trump=st.trump, hand_number=st.hand_number, dealer=st.dealer,
                      round=st.round, stock=st.stock_size)
        phase = st.phase
        events = st.apply(move)
        self.awaiting = None
        self.registered.clear()
        if move.kind == "play":
            if phase is Phase.LEAD:
                self.trick, self.trick_winner = [(player, move.card)], None
            else:
                self.trick.append((player, move.card))
            self.beats.append(Beat("play", player, move.card))
        final_draws = move.kind == "done" and before["stock"] <= 1
        for event in events:
            if event.kind == "trick":
                self.trick_winner = event.player
                self.tricks_played += 1
            elif event.kind == "hand_end" and self.hand_over is None:
                self.hand_over = before
            elif event.kind == "game_end":
                self.finish(event.player)
            if event.kind == "draw":
                if final_draws:                # PIN-R10: both see the last two cards
                    first = not any(b.kind == "last_card" for b in self.beats)
                    self.beats.append(Beat("last_card" if first else "upcard_taken",
                                           event.player, event.cards[0], event))
                continue                       # other draws are private
            self.beats.append(Beat(event.kind, event.player, event=event))
        if before["round"] == 1 and st.round == 2:
            self.tricks_played = 0             # round two counts its own tricks, 1-12
            if self.hand_over is None:
                self.beats.append(Beat("round_two"))
        self.keep_later()
        self.app.touch()

    def decide(self, move) -> None:
        """The person's own decision: remembered for take-back (learning mode), judged by the
        coach while play goes on (when the coach is on), then made."""
        self.seq += 1
        self.takeback.mark(self.state)
        self.decisions.append(self.seq)
        self.hinting, self.hinted, self.hint_text = None, frozenset(), ""
        if self.coach_on:
            played = move_text(move)
            work = Stepper(pin_coach.judge_steps(self.state.clone(), move))
            self.judging.append(Judging(self.seq, self.where(move), played, work))
            self.coach_text = f"Thinking about your {played}…"
        self.news = ""
        self.apply(move, YOU)

    def where(self, move) -> str:
        """Where a decision was made, for the hand review: "trick 5", "after trick 5"..."""
        if move.kind == "play":
            trick = f"trick {self.tricks_played + 1}"
            return trick if self.state.round == 1 else f"round two, {trick}"
        return f"after trick {self.tricks_played}"

    # ------------------------------------------------------------ the coach (issue 18)
    def hint(self) -> None:
        """F4: the coach works out its advice, stepped across frames, then lights it up."""
        if self.demo or self.awaiting is None or self.state.to_move != YOU:
            self.refuse("A hint is for your own turn.")
            return
        if self.hinting is None:
            self.hinting = Stepper(pin_coach.hint_steps(self.state.clone()))
            self.hinted = frozenset()
            self.news = "Hint: let me think…"

    def step_coach(self) -> None:
        """A slice of the coach's work per frame: the hint first, then the verdicts in turn."""
        try:
            if self.hinting is not None:
                if self.hinting.step(COACH_BUDGET_S):
                    advice, self.hinting = self.hinting.result, None
                    self.show_hint(advice)
                return
            if self.judging and self.judging[0].work.step(COACH_BUDGET_S):
                job = self.judging.popleft()
                self.judged(job, job.work.result)
        except Exception:                      # the coach must never stop the game
            self.hinting = None
            if self.judging:
                self.judging.popleft()

    def show_hint(self, advice) -> None:
        if self.awaiting is None or self.state.to_move != YOU:
            return                             # the moment has passed
        self.hinted = frozenset(hint_slots(slots(self.state, YOU), advice.move))
        if self.hinted:
            self.cursor = min(self.hinted)
        self.hint_text = f"{advice.reason}." if advice.reason else move_text(advice.move)
        self.news = clip("Hint: " + self.hint_text, 78)   # the whole of it at the right
        self.app.touch()

    def judged(self, job: Judging, verdict) -> None:
        self.coach_text = coach_line(verdict, move_text)
        better = job.played if verdict.good else move_text(verdict.best)
        self.review.append((job.seq, (job.where, job.played, better, float(verdict.loss))))
        self.refresh_sheet()
        self.keep_later()
        self.app.touch()

    def hand_review(self) -> HandReview:
        review = HandReview()
        for _, item in self.review:
            review.add(*item)
        return review

    def refresh_sheet(self) -> None:
        if self.sheet is not None and self.coach_on:
            self.sheet.lines = self.sheet_lines + review_lines(self.hand_review(),
                                                               pending=bool(self.judging))

    def take_back(self) -> None:
        """Backspace (issue 16): back to before the person's last decision in this hand."""
        if not self.options.open_hands:
            self.refuse("Take-back is for learning games: choose open hands before a game.")
        elif self.demo:
            self.refuse("Demo mode is playing: F2 gives you your cards back first.")
        elif not self.takeback.can_take_back:
            self.refuse("Nothing to take back in this hand.")
        else:
            self.restore(self.takeback.take_back())
            undone = self.decisions.pop()
            self.review = [(seq, item) for seq, item in self.review if seq < undone]
            self.judging = deque(j for j in self.judging if j.seq < undone)
            self.coach_text = ""
            self.news = "Taken back. Your turn again; this game counts for nobody now."
            self.keep()

    def restore(self, state) -> None:
        """Show ``state`` as it stands: nothing waiting, the person's turn to come."""
        self.state = state
        self.beats.clear()
        self.wait = 0
        self.thinking = None
        self.awaiting = None
        self.registered.clear()
        self.lit.clear()
        self.reason = ""
        self.tally = Tally()
        for event in hand_events(state.events):
            self.tally.add(event)
        self.totals = list(state.scores)
        self.trick = [(state.leader, c) for c in state.trick]
        self.trick_winner = None
        self.exchange_asked = -1
        self.tricks_played = tricks_this_round(state)
        self.hinting, self.hinted, self.hint_text = None, frozenset(), ""
        self.app.touch()

    def computer_turn(self, player: int) -> None:
        st = self.state
        if player == YOU:
            self.demo_played = True            # this game counts for nobody (PINOCHLE.SCR)
        if self.thinking is None or self.thinking[0] != player:
            legal = st.legal_moves()
            if len(legal) == 1:
                self.reason = self.reason if legal[0].kind == "done" else ""
                self.apply(legal[0], player)
                return
            self.thinking = (player, Thinking(self.bots[player], st.view(player), legal,
                                              self.rngs[player]))
        _, thinking = self.thinking
        if not thinking.step(self.app.think_budget):
            return
        self.thinking = None
        choice: Choice = thinking.result
        if self.options.open_hands or self.demo:
            name = "Computer" if player == COMPUTER else "Demo (you)"
            self.reason = f"{name}: {choice.reason}" if choice.reason else ""
        try:
            self.apply(choice.move, player)
        except IllegalMove:
            self.apply(st.legal_moves()[0], player)   # a faulty bot must not stop the game

    def person_turn(self) -> None:
        if self.awaiting:
            return
        st = self.state
        if st.phase is Phase.DECIDE:
            legal = st.legal_moves()
            swap = next((m for m in legal if m.kind == "exchange"), None)
            if swap is not None and self.exchange_asked != self.tricks_played:
                self.exchange_asked = self.tricks_played
                self.awaiting = "exchange"
                question = (f"Exchange your {swap.card.symbol} for the upcard "
                            f"{st.upcard.symbol}, scoring 10 (Y/N)?")
                self.app.push(self.app.yes_no(question, default=True, row=MESSAGE_ROW - 1),
                              lambda yes: self.exchanged(yes, swap))
                return
            if any(m.kind == "meld" for m in legal):
                self.awaiting = "meld"
            else:
                self.apply(legal[-1], YOU)     # "done": nothing left to decide
                return
        else:
            self.awaiting = "play"
        self.cursor = min(self.cursor, max(0, len(st.hands[YOU]) + len(st.melded[YOU]) - 1))
        self.app.touch()

    def exchanged(self, yes: bool, move) -> None:
        self.awaiting = None
        if yes:
            self.decide(move)

    def play_slot(self, index: int) -> None:
        mine = slots(self.state, YOU)
        if index >= len(mine):
            self.refuse("There is no card with that number.")
            return
        self.cursor = index
        move = play_for(self.state.legal_moves(), mine[index])
        if move is None:
            self.refuse(play_problem(self.state, mine[index]))
            return
        self.decide(move)

    def toggle_slot(self, index: int) -> None:
        if index >= len(slots(self.state, YOU)):
            self.refuse("There is no card with that number.")
            return
        self.cursor = index
        self.registered ^= {index}

    def submit_meld(self) -> None:
        legal = self.state.legal_moves()
        if not self.registered:
            self.decide(next(m for m in legal if m.kind == "done"))
            return
        mine = slots(self.state, YOU)
        cards = [mine[i].card for i in sorted(self.registered)]
        move = find_meld(legal, cards)
        if move is None:
            self.registered.clear()
            self.refuse(meld_problem(self.state, cards))
            return
        self.decide(move)

    def refuse(self, why: str) -> None:
        self.app.beep()
        self.news = why

    # ------------------------------------------------------------ beats
    def show(self, beat: Beat) -> None:
        delay = self.app.speed
        paced = beat.player == COMPUTER or self.demo
        event = beat.event
        if event is not None and event.points and event.player is not None:
            self.totals[event.player] += event.points
            self.tally.add(event)
        kind = beat.kind
        if kind == "play":
            self.app.audio.effect("play")
            if paced:
                self.wait = PLAY_PAUSE * delay
            if len(self.trick) == 1 and beat.player == COMPUTER:
                self.news = f"I lead the {beat.card.symbol}."
        elif kind == "trick":
            self.news = f"{who(event.player).capitalize()} win the trick: {_points(event.points)}."
            self.wait = TRICK_PAUSE * delay
        elif kind == "meld":
            self.news = (f"{who(event.player).capitalize()} meld {event.name}: "
                         f"{_points(event.points)}.")
            self.lit = {(event.player, card) for card in event.cards}
            self.app.audio.effect("ok")
            self.wait = MELD_PAUSE * delay if paced else NOTE_PAUSE * delay // 2
        elif kind == "deece":
            if event.name == "dealt":
                dealer = "me" if event.player == COMPUTER else "you"
                self.news = f"The upcard is a 9: the deece scores 10 for the dealer ({dealer})."
            else:
                self.news = (f"{who(event.player).capitalize()} exchange the {event.cards[0].symbol} "
                             f"for the upcard: 10 points.")
                self.wait = MELD_PAUSE * delay if paced else 0
        elif kind == "last_card":
            whom = "you" if beat.player == YOU else "me"
            self.news = f"The last stock card, {beat.card.symbol}, goes to {whom}"
        elif kind == "upcard_taken":
            whom = "you" if beat.player == YOU else "me"
            self.news += f"; the upcard {beat.card.symbol} to {whom}."
            self.wait = 2 * NOTE_PAUSE * delay
        elif kind == "last_trick":
            self.news = f"{who(event.player).capitalize()} take the last trick: 10 more points."
            self.wait = NOTE_PAUSE * delay
        elif kind == "round_two":
            self.news = "Round two: melds back in hand; follow suit, else trump."
            self.trick, self.trick_winner = [], None
            self.wait = NOTE_PAUSE * delay
        elif kind == "hand_end":
            self.app.audio.effect("fanfare")
            sheet = score_sheet(self.hand_over["hand_number"], self.tally, self.totals,
                                auto_close=DEMO_SHEET_FRAMES if self.demo else None)
            self.sheet, self.sheet_lines = sheet, list(sheet.lines)
            self.refresh_sheet()
            self.app.push(sheet, lambda _: self.next_hand())
        elif kind == "game_end":
            self.match_shown = self.app.match
            self.app.push(game_over(event.player, self.totals, self.app.match,
                                    self.options.single_hand, counted=not self.counts_for_nobody),
                          lambda _: self.app.another_game())
        self.app.touch()

    def next_hand(self) -> None:
        if self.finished:
            return
        self.hand_over = None
        self.tally = Tally()
        self.trick, self.trick_winner = [], None
        self.tricks_played = 0
        self.exchange_asked = -1
        self.takeback.new_hand()
        self.decisions.clear()
        self.review = [(seq, item) for seq, item in self.review if seq > self.seq]
        self.sheet = None
        self.coach_text = ""
        self.news = f"Hand {self.state.hand_number}: {'I' if self.state.dealer else 'you'} deal."
        self.app.touch()

    # ------------------------------------------------------------ keys
    def on_key(self, key: str) -> None:
        if self.neat_trick(key):
            return
        if key in ("F2", "F3", "F4"):
            self.function_key(key)
        elif key == "F7":
            self.app.ask_quit(on_no=self.quit_declined)
        elif key == "ESCAPE":
            self.app.ask_quit()
        elif key == "F5":
            self.app.show_help()
        elif key == "BACKSPACE":
            self.take_back()
        elif self.awaiting == "play":
            self.play_key(key)
        elif self.awaiting == "meld":
            self.meld_key(key)

    def function_key(self, key: str) -> None:
        """F2 demo mode, F3 the meld table, F4 a hint: with or without a question open."""
        if key == "F2":
            self.toggle_demo()
        elif key == "F4":
            self.hint()
        elif not self.pinned:
            self.meld_table = not self.meld_table
        self.app.touch()

    @property
    def counts_for_nobody(self) -> bool:
        """A game where demo mode played any of the person's turns, or with a take-back,
        is not counted (PINOCHLE.SCR, the record)."""
        return self.demo_played or self.takeback.used

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

    def toggle_demo(self) -> None:
        self.demo = not self.demo
        if self.demo:
            self.awaiting = None
            self.registered.clear()
            self.news = "Demo mode: I play both hands. F2 gives you your cards back."
        else:
            if self.thinking and self.thinking[0] == YOU:
                self.thinking = None
            self.reason = self.reason if self.options.open_hands else ""
            self.news = "Your cards again."

    def play_key(self, key: str) -> None:
        index = slot_index(key)
        count = len(slots(self.state, YOU))
        if index is not None:
            self.play_slot(index)
        elif key in ("LEFT", "RIGHT"):
            self.cursor = (self.cursor + (1 if key == "RIGHT" else -1)) % max(1, count)
        elif key in ("RETURN", "SPACE", "UP", "DOWN"):
            self.play_slot(self.cursor)
        elif not key.startswith("F"):
            self.refuse("Type a card's number (1-9, A, B, C) or use ←/→ and Enter.")

    def meld_key(self, key: str) -> None:
        index = slot_index(key)
        count = len(slots(self.state, YOU))
        if index is not None:
            self.toggle_slot(index)
        elif key in ("LEFT", "RIGHT"):
            self.cursor = (self.cursor + (1 if key == "RIGHT" else -1)) % max(1, count)
        elif key in ("UP", "DOWN", "SPACE"):
            self.toggle_slot(self.cursor)
        elif key == "RETURN":
            self.submit_meld()
        elif not key.startswith("F"):
            self.refuse("Meld: the cards' numbers (or ←/→ and ↑/↓), then Enter.")

    def on_click(self, col: int, row: int) -> None:
        if row == LEGEND_ROW:
            key = legend_key(self.legend_hits, col)
            if key and not self.app.global_key(key):
                self.on_key(key)
            return
        index = slot_at(col, row)
        if index is None:
            return
        if self.awaiting == "play":
            self.play_slot(index)
        elif self.awaiting == "meld":
            self.toggle_slot(index)

    # ------------------------------------------------------------ screen
    def table(self) -> Table:
        st, app = self.state, self.app
        if self.hand_over:
            h = self.hand_over
            you, computer = [], []
            trump, upcard, stock, rnd = h["trump"], None, 0, 2
            hand_number, dealer = h["hand_number"], h["dealer"]
        else:
            you = slots(st, YOU)
            computer = slots(st, COMPUTER, face_up=self.options.open_hands)
            trump, upcard, stock, rnd = st.trump, st.upcard, st.stock_size, st.round
            hand_number, dealer = st.hand_number, st.dealer
        lit = frozenset((p, i) for p, row in ((YOU, you), (COMPUTER, computer))
                        for i, slot in enumerate(row) if slot.melded and (p, slot.card) in self.lit)
        person = self.awaiting in ("play", "meld") and not self.demo and not app.modals
        return Table(
            trump=trump, upcard=upcard, stock=stock, round=rnd, hand_number=hand_number,
            dealer=dealer, you=you, computer=computer, trick=self.trick,
            trick_winner=self.trick_winner, tally=self.tally, totals=tuple(self.totals),
            game_point=self.options.game_point, single_hand=self.options.single_hand,
            count=self.options.count, match=(self.match_shown.you, self.match_shown.computer),
            speed=app.speed, message=self.message(), reason=self.reason,
            help_lines=self.help_lines(), cursor=self.cursor if person else None,
            registered=frozenset(self.registered), lit=lit,
            hinted=self.hinted if person or self.app.modals else frozenset(),
            meld_table=self.meld_table or self.pinned, demo=self.demo,
            open_hands=self.options.open_hands, highlight=app.highlight, sound=app.audio.on,
            hand_over=self.hand_over is not None)

    def message(self) -> str:
        """The message line: what just happened, then what the program waits for."""
        modal = self.app.modal
        if getattr(modal, "error", "") and getattr(modal, "row", MESSAGE_ROW) != MESSAGE_ROW:
            return modal.error                 # a refused answer to the question above
        prompts = ("", "")
        if self.demo:
            prompts = ("F2: your cards back.", "F2: your cards.")
        elif self.awaiting == "play" and not self.beats and not self.wait:
            trick = self.state.trick
            if trick:
                prompts = (f"Your card on my {trick[0].symbol}: 1-9, A-C or ←/→ Enter.",
                           "Your card.")
            else:
                prompts = ("Your lead: 1-9, A-C or ←/→ Enter.", "Your lead.")
        elif self.awaiting == "meld":
            prompts = ("Meld? Card numbers (or ←/→ ↑/↓), then Enter; Enter alone: no meld.",
                       "Meld? Numbers, Enter.")
        if not self.news:
            return prompts[0]
        for prompt in prompts:
            if prompt and len(self.news) + len(prompt) + 2 <= 78:
                return f"{self.news}  {prompt}"
        return self.news

    def help_lines(self) -> tuple:
        st = self.state
        if self.hand_over:
            return ("The hand is over.",)
        stage = "round one" if st.round == 1 else "round two"
        lines = [f"Hand {st.hand_number}, {stage}, trick {self.tricks_played + 1}",
                 f"Dealer: {'me' if st.dealer else 'you'}",
                 ""]
        block = (("Hint:", self.hint_text) if self.hint_text and self.awaiting
                 else ("Coach:", self.coach_text) if self.coach_on and self.coach_text else None)
        if block:
            words = textwrap.wrap(block[1], SIDE_W - 2)
            if len(words) > 5:
                words = words[:4] + [clip(" ".join(words[4:]), SIDE_W - 2)]
            return tuple(lines + [block[0]] + words + ["", "F4 hint.  Play: 1-9 A B C, ←/→"])
        if st.round == 1:
            lines += ["Round one: play any card. The",
                      "first trump played wins the trick.",
                      "The winner may meld once."]
        else:
            lines += ["Round two: follow suit; if void,",
                      "trump; on a trump lead, beat it.",
                      "Last trick scores 10 more."]
        lines += ["", "Play: 1-9 A B C, or ←/→ then", "Enter, Space, ↑ or ↓.  F4: a hint."]
        return tuple(lines)

    def paint(self, screen) -> None:
        self.legend_hits = paint_game(screen, self.table(), screen.mono)


def move_text(move) -> str:
    """A decision in a few words, for the coach line and the review: "K♥", "the 80 kings"."""
    if move.kind == "play":
        return move.card.symbol + (" from the meld" if getattr(move, "from_meld", False) else "")
    if move.kind == "meld":
        return f"the {move.name}" if move.name else "that meld"
    if move.kind == "exchange":
        return f"the exchange of your {move.card.symbol}"
    return "no meld"


def hint_slots(mine, move) -> list[int]:
    """The slots a hinted move lights up: the card to play (its own copy, PIN-M12a), or
    every card of a meld (melded copies first, as a meld uses them)."""
    if move.kind == "play":
        return [i for i, slot in enumerate(mine) if slot.card == move.card
                and slot.melded == bool(getattr(move, "from_meld", False))][:1]
    if move.kind != "meld":
        return []
    chosen: list[int] = []
    for card in move.cards:
        for i, slot in enumerate(mine):     # melded copies come first in screen order
            if slot.card == card and i not in chosen:
                chosen.append(i)
                break
    return chosen


def review_lines(review: HandReview, pending: bool) -> list:
    """The coach's part of the end-of-hand sheet (issue 18): points given up, costliest three."""
    lines = [("─" * 38, P.LIGHT_CYAN)]
    if pending and not review.decisions:
        return lines + [("Coach: still thinking about your plays…", P.LIGHT_CYAN)]
    given = round(review.given_up)
    if given < 1:
        head = "Coach: nothing given up in this hand."
    else:
        head = f"Coach: about {given} point{'s' if given != 1 else ''} given up in this hand."
    lines.append((head, P.LIGHT_CYAN))
    for item in review.costliest(3):
        lines.append((f" {item.where.capitalize()}: {item.played}; better {item.better} "
                      f"(about {max(1, round(item.loss))})", P.WHITE))
    if pending:
        lines.append((" (still thinking about your last play…)", P.LIGHT_GREY))
    return lines


def tricks_this_round(state) -> int:
    """Tricks played so far in the round under way (each round counts its own, PIN-R/S)."""
    tricks = sum(1 for e in hand_events(state.events) if e.kind == "trick")
    return max(0, tricks - 12) if state.round == 2 else min(tricks, 12)


def _points(value: int) -> str:
    return f"{value} point" if value == 1 else f"{value} points"
