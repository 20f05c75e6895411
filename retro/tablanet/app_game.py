"""A Tablanet game in progress: the rules State, its events paced as beats, and whose turn it is.

Moves go into the rules at once; the events they return become beats shown
one at a time (the cut, a deal, a Jack sent under the deck, a card played
and the cards it takes, a Tablanet, the score sheet), each with a message, a
sound and a pause set by the speed (F8/F9). The person's keys count only
when no beat is waiting; the computers think a slice per frame
(retro.bot.Thinking), so no frame stalls.
"""

from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass, field

from retro.bot import Choice, Thinking
from retro.cards import Card
from retro.coaching import HandReview, Stepper
from retro.dos.widgets import legend_key
from retro.keep import TakeBack
from retro.tablanet import app_keep
from retro.tablanet import coach as C
from retro.tablanet import rules as R
from retro.tablanet.app_board import Board
from retro.tablanet.app_play import PersonTurn, number_keys
from retro.tablanet.app_text import Msg, Who, move_code, msg, reason_text, t
from retro.tablanet.bots import DEFAULT_BOT, make_bot
from retro.tablanet.ui_popups import Box, game_over, review_box, score_sheet
from retro.tablanet.ui_table import LEGEND_ROW, View, coach_lines, paint_game, side_lines

FPS = 60
# Pauses in frames per unit of delay (the speed setting 0-9). The show beats
# (the cut, the deal, the Jacks, a Tablanet) keep at least one unit, so they
# are seen even at delay 0.
PLAY_PAUSE, TAKE_PAUSE, SHOW_PAUSE, BANNER_PAUSE = FPS // 3, FPS // 4, FPS // 2, FPS
DEMO_SHEET_FRAMES = 3 * FPS
THINK_BUDGET_S = 0.006
COACH_BUDGET_S = 0.004        # the coach's share of a frame (issue 18): the game never waits for it
TABLANET_TUNE = ("c3e3g3c4 r g3c4e4g4 r e4c4 g4r", 8)
YOU = 0


@dataclass
class Beat:
    """One step shown on screen, made from a rules Event."""

    kind: str
    player: int | None = None
    card: Card | None = None
    cards: tuple = ()
    event: object = None
    where: str = ""


def beats_of(events) -> list[Beat]:
    """The beats that show ``events`` (a capture is two: the card lands, then it takes)."""
    out: list[Beat] = []
    for e in events:
        k = e.kind
        if k == "capture":
            out.append(Beat("play", e.player, e.cards[0], tuple(e.cards[1:]), e))
            out.append(Beat("take", e.player, e.cards[0], tuple(e.cards[1:]), e))
        elif k == "discard":
            out.append(Beat("lay", e.player, e.cards[0], event=e))
        elif k.startswith("jack_to_"):
            out.append(Beat("jack", card=e.cards[0], where=k[len("jack_to_"):], event=e))
        elif k == "cut":
            out.append(Beat("cut", e.player, e.cards[0], event=e))
        elif k == "last_cards":
            out.append(Beat("last", e.player, cards=tuple(e.cards), event=e))
        elif k in ("card_points", "hand_bonus"):
            out.append(Beat("points", e.player, event=e))
        elif k in ("tablanet", "deal", "table", "dealer", "hand_end", "game_end"):
            out.append(Beat(k, e.player, cards=tuple(e.cards), event=e))
    return out


def hand_order(cards, ace: int) -> list[Card]:
    """The person's hand as shown: by value in play (TBL-V1), then by suit."""
    return sorted(cards, key=lambda c: (R.card_value(c, ace), "SHCD".index(c.suit)))


@dataclass
class HandTally:
    """This hand's end-of-hand points as the beats show them (for the score sheet)."""

    card_points: list = field(default_factory=list)
    bonus: list = field(default_factory=list)


class Game:
    """The game scene: paint, keys, clicks and the per-frame tick."""

    def __init__(self, app, state, bots: dict | None = None, demo: bool = False, extra: dict | None = None):
        self.app = app
        self.state = state
        self.options = state.options
        n = state.players
        self.bots = bots or {p: make_bot(app.bot_name or DEFAULT_BOT) for p in range(n)}
        # Issue 16: what the screen keeps with the game (app_keep.EXTRA); a kept game brings its own.
        self.extra = dict(app_keep.EXTRA)
        self.extra.update(extra or {})
        if extra is None:
            self.extra["bot_seed"] = app.ctx.new_seed(salt=7919 + app.games_started) % app_keep.MAX_SEED
        self.takeback = TakeBack()
        self.takeback.used = self.extra["take_back_used"]
        self.board = Board(n)
        # A kept game comes back as it stands; a new one shows its cut and deal beat by beat.
        self.beats: deque[Beat] = deque(beats_of(state.events) if extra is None else ())
        if not self.beats:
            self.board.sync(state)
        self.synced = not self.beats
        self.tally = HandTally([0] * n, [0] * n)
        self.wait = 0
        self.thinking: tuple[int, Thinking] | None = None
        self.reason: tuple[int, str] | None = None
        self.news: list[Msg] = [msg("note", text=note) for note in app.take_notes()]
        self.demo = demo
        self.banner = 0
        self.cut_round = 0
        self.finished = False
        self.turn = PersonTurn(self)
        self.legend_hits: list = []
        # Issue 18: the hint (F4), the coach's verdicts on the person's plays and the hand review.
        self.hint_work: Stepper | None = None
        self.hint = None                                   # the Advice on show
        self.judging: deque = deque()                      # (Stepper, HandReview, where, move)
        self.verdict = None                                # the latest Verdict, for the coach line
        self.review = HandReview.from_data(self.extra["review"])
        self.past_review: HandReview | None = None         # the hand just ended, for its review
        self.sort_hand()
        self.keep()

    # ------------------------------------------------------------ the frame
    def tick(self) -> None:
        self.step_coach()
        app = self.app
        modal = app.modal
        if isinstance(modal, Box) and self.demo and modal.tick():
            app.close_modal()                  # demo mode turns its own pages
        if self.banner:
            self.banner -= 1
            if not self.banner:
                app.touch()
        if self.wait > 0:
            self.wait -= 1
            if self.wait == 0:
                app.touch()
            return
        while self.beats and not self.wait and not app.modals:
            self.show(self.beats.popleft())
        if self.beats or self.wait or app.modals or self.state.over:
            return
        if not self.synced:
            self.board.sync(self.state)
            self.sort_hand()
            self.synced = True
            app.touch()
        player = self.state.to_move
        if player != YOU or self.demo:
            self.computer_turn(player)
        else:
            self.turn.begin()

    def sort_hand(self) -> None:
        if self.board.hands:
            self.board.hands[YOU] = hand_order(self.board.hands[YOU], self.options.ace)

    # ------------------------------------------------------------ moves
    def apply(self, move, player: int) -> None:
        hand = self.state.hand_no
        if player == YOU and not self.demo and self.options_open:
            self.takeback.mark(self.state)             # learning mode: this decision can be taken back
        if player == YOU and not self.demo and self.coach_on:
            self.judge_later(move)
        self.hint = self.hint_work = None
        events = self.state.apply(move)
        if player == YOU and self.demo:
            self.extra["demo_played"] = True           # demo played the person's turn: counts for nobody
        if self.state.hand_no != hand:
            self.takeback.new_hand()
            self.past_review, self.review = self.review, HandReview()
        self.keep()
        self.turn.reset()
        self.synced = False
        self.board.to_move = None
        self.board.cleared_by = None
        self.beats.extend(beats_of(events))
        self.app.touch()

    def computer_turn(self, player: int) -> None:
        st = self.state
        if self.thinking is None or self.thinking[0] != player:
            legal = st.legal_moves()
            self.thinking = (player, Thinking(self.bots[player], st.view(player), legal, self.bot_rng(player)))
            self.board.to_move = player
            self.app.touch()
        _, thinking = self.thinking
        if not thinking.step(self.app.think_budget):
            return
        self.thinking = None
        choice: Choice = thinking.result
        self.reason = (player, choice.reason or "")
        try:
            self.apply(choice.move, player)
        except R.IllegalMove:
            self.apply(st.legal_moves()[0], player)   # a faulty bot must not stop the game

    def bot_rng(self, player: int) -> random.Random:
        """A computer's random numbers for this decision, from the game's kept seed and the move
        number, so a kept game plays on exactly as it would have (issue 16)."""
        return random.Random(f"{self.extra['bot_seed']}:{player}:{len(self.state.events)}")

    # ------------------------------------------------------------ keeping (issue 16)
    def keep(self) -> None:
        """After every completed move: keep the game, or, once it is over, count it and let it go."""
        app = self.app
        self.extra["open_hands"] = self.options_open
        self.extra["take_back_used"] = self.takeback.used
        self.extra["coach"] = self.coach_on
        self.extra["review"] = self.review.to_data()
        if self.state.over:
            if not self.counted:
                self.counted = True
                if not (self.extra["demo_played"] or self.extra["take_back_used"] or self.demo):
                    app.record.add(app_keep.setting(self.state.players),
                                   app_keep.outcome(self.state.winner), self.state.scores[YOU])
            app.kept.discard()
            return
        app.kept.save(self.state.to_json(), dict(self.extra))

    counted = False

    # ------------------------------------------------------------ the coach (issue 18)
    @property
    def coach_on(self) -> bool:
        return bool(self.app.settings.get("coach"))

    def judge_later(self, move) -> None:
        """Queue the coach's verdict on the person's ``move`` (judged from a copy of the state
        before it); it is worked out a slice a frame while play goes on."""
        st = self.state
        turn = st.hand_size - len(st.hands[YOU]) + 1
        where = f"{max(1, st.deal_no)}:{turn}"
        self.judging.append((Stepper(C.judge_steps(st.clone(), move)), self.review, where, move))

    def ask_hint(self) -> None:
        """F4: the coach's advice for the person's turn, stepped across frames, then lit."""
        if not self.turn.active or self.demo or self.app.modals:
            self.app.beep()
            self.news = [msg("hint_not_now")]
        elif self.hint_work is None:
            self.hint = None
            self.hint_work = Stepper(C.hint_steps(self.state.clone()))
            self.news = [msg("hint_thinking")]
        self.app.touch()

    def step_coach(self) -> None:
        """A few milliseconds of the coach's work a frame: the hint first, then the verdicts."""
        if self.hint_work is not None:
            if self.hint_work.step(COACH_BUDGET_S):
                advice, self.hint_work = self.hint_work.result, None
                if self.turn.active and advice.move.card in self.board.hands[YOU]:
                    self.hint = advice
                    self.turn.cursor = self.board.hands[YOU].index(advice.move.card)
                    self.news = [msg("hint", why=advice.reason)]
                self.app.touch()
            return
        if self.judging:
            stepper, review, where, move = self.judging[0]
            if stepper.step(COACH_BUDGET_S):
                self.judging.popleft()
                verdict = stepper.result
                review.add(where, move_code(move), move_code(verdict.best), verdict.loss)
                if review is self.review:
                    self.extra["review"] = review.to_data()
                self.verdict = verdict
                self.app.touch()

    def hint_cards(self) -> frozenset:
        if self.hint is None or not self.turn.active:
            return frozenset()
        return frozenset(self.hint.move.cards)

    def hint_card(self):
        return self.hint.move.card if self.hint is not None and self.turn.active else None

    def pending(self, review: HandReview) -> int:
        return sum(1 for item in self.judging if item[1] is review)

    def take_back(self) -> None:
        """Backspace in learning mode (open hands): back to the person's previous decision."""
        if not self.options_open or self.demo:
            self.app.beep()
            self.news = [msg("no_take_back_mode")]
        elif not self.takeback.can_take_back or self.state.over:
            self.app.beep()
            self.news = [msg("no_take_back")]
        else:
            self.state = self.takeback.take_back()
            # The coach forgets the play taken back (its verdict, queued or done).
            if self.judging and self.judging[-1][1] is self.review:
                self.judging.pop()
            elif self.review.decisions:
                self.review.decisions.pop()
            self.verdict = self.hint = self.hint_work = None
            self.turn.cancel()
            self.beats.clear()
            self.wait = self.banner = 0
            self.thinking = None
            self.reason = None
            self.board.sync(self.state)
            self.sort_hand()
            self.synced = True
            self.keep()
            self.news = [msg("taken_back")]
        self.app.touch()

    def say(self, key: str, player: int | None = None, **kw) -> None:
        """The news: ``key`` with ``_you``/``_other`` chosen by the player."""
        play = key in ("take", "lay")
        if player is not None:
            key += "_you" if player == YOU else "_other"
            kw["name"] = Who(player, self.state.players)
        before = self.news[-1:] if play and self.news and self.news[-1].key[:4] in ("take", "lay_") else []
        self.news = before + [msg(key, **kw)]     # the play before stays while there is room

    # ------------------------------------------------------------ beats
    def pause(self, unit: int, show: bool = False) -> int:
        delay = self.app.speed
        return unit * (max(1, delay) if show else delay)

    def show(self, beat: Beat) -> None:
        b, audio = self.board, self.app.audio
        kind, p = beat.kind, beat.player
        paced = p != YOU or self.demo
        if kind == "cut":
            round_no = int(beat.event.detail.split()[-1]) if beat.event.detail else 1
            b.cutting = True
            if round_no != self.cut_round:
                self.cut_round = round_no
                b.cut = []
            b.cut.append((p, beat.card))
            self.say("cut", p, card=beat.card)
            if round_no > 1 and len(b.cut) == 1:
                self.news.insert(0, msg("cut_again"))
            audio.effect("click")
            self.wait = self.pause(SHOW_PAUSE, show=True)
        elif kind == "dealer":
            b.dealer = p
            low = next((card for who, card in b.cut if who == p), None)
            self.say("dealer", p, card=low)
            self.wait = self.pause(2 * SHOW_PAUSE, show=True)
        elif kind == "deal":
            self.show_deal()
        elif kind == "jack":
            b.turned = beat.card
            self.news = [msg("jack_bottom" if beat.where == "bottom" else "jack_middle", card=beat.card)]
            audio.effect("error")
            self.beats.appendleft(Beat("jack_gone", card=beat.card, where=beat.where))
            self.wait = self.pause(2 * SHOW_PAUSE, show=True)
        elif kind == "jack_gone":
            b.turned = None
            b.jacks.append((beat.card, beat.where))
            self.wait = self.pause(SHOW_PAUSE, show=True)
        elif kind == "table":
            b.table = list(beat.cards)
            b.stock = self.state.stock_size if self.state.hand_no == b.hand_no else b.stock - len(b.table)
            self.news = [msg("table_replaced" if b.jacks else "table_laid", cards=tuple(beat.cards))]
            audio.effect("deal")
            self.wait = self.pause(2 * SHOW_PAUSE, show=True)
        elif kind == "play":
            b.remove_from_hand(p, beat.card)
            b.played = (p, beat.card)
            b.lit = frozenset(beat.cards)
            self.say("take", p, taken=beat.cards, card=beat.card)
            audio.effect("play")
            self.wait = self.pause(PLAY_PAUSE) if paced else self.pause(PLAY_PAUSE) // 2
        elif kind == "take":
            taken = set(beat.cards)
            b.table = [c for c in b.table if c not in taken]
            b.taken[p] += [beat.card, *beat.cards]
            b.played, b.lit = None, frozenset()
            audio.effect("capture")
            self.wait = self.pause(TAKE_PAUSE)
        elif kind == "lay":
            b.remove_from_hand(p, beat.card)
            b.table.append(beat.card)
            self.say("lay", p, card=beat.card)
            audio.effect("play")
            self.wait = self.pause(PLAY_PAUSE) if paced else self.pause(PLAY_PAUSE) // 2
        elif kind == "tablanet":
            points = beat.event.points
            if points:
                b.totals[p] += points
                b.tablanet[p] += points
                self.say("tablanet_points", p, _points=points)
            else:
                self.say("tablanet", p)
            b.cleared_by = p
            audio.notes(*TABLANET_TUNE, label="tablanet")
            self.banner = self.pause(BANNER_PAUSE, show=True)
            self.wait = self.banner
        elif kind == "last":
            b.taken[p] += list(beat.cards)
            b.table = []
            self.say("last", p, _count=len(beat.cards))
            self.wait = self.pause(2 * SHOW_PAUSE, show=True)
        elif kind == "points":
            event = beat.event
            b.totals[p] += event.points
            (self.tally.card_points if event.kind == "card_points" else self.tally.bonus)[p] += event.points
        elif kind == "hand_end":
            self.show_sheet()
        elif kind == "game_end":
            self.finished = True
            box = game_over(p, list(b.totals), self.app.lang,
                            auto_close=DEMO_SHEET_FRAMES if self.demo else None)
            self.app.audio.effect("fanfare")
            self.app.push(box, lambda _: self.app.game_finished(self))
        self.app.touch()

    def show_deal(self) -> None:
        b, st = self.board, self.state
        new_hand = st.deal_no == 1
        if new_hand:
            b.new_hand()
            b.cut, b.cutting = [], False
            self.tally = HandTally([0] * st.players, [0] * st.players)
        b.hands = [list(h) for h in st.hands]
        self.sort_hand()
        b.dealer = st.dealer
        b.hand_no, b.deal_no = st.hand_no, st.deal_no
        b.stock = st.stock_size + (len(st.table) if new_hand else 0)
        in_stock = set(st.stock)
        b.jacks = [(c, w) for c, w in b.jacks if c in in_stock]
        size = st.hand_size if new_hand else len(st.hands[(st.dealer + 1) % st.players])
        self.news = [Msg("deal_new" if new_hand else "deal_more",
                         {"hand": st.hand_no, "deal": st.deal_no, "_count": size})]
        self.app.audio.effect("deal")
        self.wait = self.pause(SHOW_PAUSE, show=True)

    def show_sheet(self) -> None:
        b = self.board
        if b.table:                        # TBL-H1 reading: nobody took, nobody gets them
            self.news = [msg("last_nobody")]
            b.table = []
        self.app.audio.effect("fanfare")
        sheet = score_sheet(b.hand_no, [list(t) for t in b.taken], list(self.tally.card_points),
                            list(self.tally.bonus), list(b.totals), self.options.bonus, self.app.lang,
                            auto_close=DEMO_SHEET_FRAMES if self.demo else None,
                            tablanet=list(b.tablanet), tablanet_rule=self.options.tablanet)
        review = self.past_review if self.past_review is not None else self.review
        hand_no = b.hand_no
        self.app.push(sheet, lambda _: self.after_sheet(review, hand_no))

    def after_sheet(self, review: HandReview | None = None, hand_no: int = 0) -> None:
        if not self.finished and not any(beat.kind == "game_end" for beat in self.beats):
            self.board.new_hand()
        if self.coach_on and not self.demo and review is not None and (review.decisions or self.pending(review)):
            self.app.push(review_box(hand_no, review, lambda: self.pending(review), self.app.lang))
        self.app.touch()

    # ------------------------------------------------------------ keys
    def on_key(self, key: str) -> None:
        if key == "F2":
            self.toggle_demo()
        elif key == "BACKSPACE":
            self.take_back()
        elif key == "F3":
            self.app.show_record()
        elif key == "F4":
            self.ask_hint()
        elif key == "F7":
            self.app.ask_quit()
        elif key == "F5":
            self.app.show_help()
        elif not self.turn.on_key(key) and key == "ESCAPE":
            self.app.ask_quit()

    def on_click(self, col: int, row: int) -> None:
        if row == LEGEND_ROW:
            key = legend_key(self.legend_hits, col)
            if key and not self.app.global_key(key):
                self.on_key(key)
            return
        self.turn.on_click(col, row)

    def toggle_demo(self) -> None:
        self.demo = not self.demo
        if self.demo:
            self.turn.cancel()
            self.news = [msg("demo_on")]
        else:
            if self.thinking and self.thinking[0] == YOU:
                self.thinking = None
            self.news = [msg("demo_off")]
        self.app.touch()

    # ------------------------------------------------------------ screen
    def message(self, lang: str) -> str:
        """The message line: what just happened, then what the program waits for."""
        texts = [m.text(lang) for m in self.news]
        prompt = self.turn.prompt(lang) if not self.demo else t("demo_prompt", lang)
        line = texts.pop() if texts else ""
        if prompt and len(line) + len(prompt) + 2 * bool(line) <= 78:
            line = f"{line}  {prompt}" if line else prompt
        while texts and len(texts[-1]) + len(line) + 2 <= 78:
            line = f"{texts.pop()}  {line}"
        return line

    def reason_line(self, lang: str) -> str:
        if self.reason is None or not (self.options_open or self.demo):
            return ""
        player, why = self.reason
        if not why:
            return ""
        return t("reason", lang, name=Who(player, self.state.players), why=reason_text(why, lang))

    @property
    def options_open(self) -> bool:
        return self.app.settings["open_hands"]

    def advice(self) -> bool:
        """TBL-T1: the person must lay a card on the table another player has just cleared."""
        b = self.board
        return (self.turn.active and not b.table and b.cleared_by not in (None, YOU))

    def paint(self, screen) -> None:
        app = self.app
        lang = app.lang
        b = self.board
        keys = number_keys(len(b.hands[YOU]) if b.hands and b.hands[YOU] else self.state.hand_size)
        view = View(board=b, lang=lang, ace=self.options.ace, bonus=self.options.bonus, speed=app.speed,
                    tablanet=self.options.tablanet,
                    message=self.message(lang), reason=self.reason_line(lang),
                    side=tuple(side_lines(b, lang, self.options.ace, self.options.bonus, app.audio.on,
                                          self.options_open, self.demo, self.advice(), keys,
                                          self.options.tablanet,
                                          coach_lines(self.verdict, lang) if self.coach_on else [])),
                    cursor=self.turn.cursor_shown(), picked=self.turn.lit() | self.hint_cards(),
                    hinted=self.hint_card(),
                    open_hands=self.options_open, demo=self.demo, highlight=app.highlight,
                    banner=self.banner > 0,
                    thinking=self.thinking[0] if self.thinking else None)
        self.legend_hits = paint_game(screen, view, screen.mono)
