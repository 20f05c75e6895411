"""The Tablanet game screen: it follows the game Session, shows its events as beats, maps keys to actions.

Moves go into the rules at once (``retro.table.Session``); the events they
return become beats shown one at a time (``app_beats``, ``app_show``), each
with a message, a sound and a pause set by the speed (F8/F9). The person's
keys count only when no beat is waiting; the computers and the coach think
within the frame's time budget in the session, so no frame stalls. The
frame's order, F4, take-back and demo mode are the DOS family's
(``retro.dos.game_screen.TableScreen``, on the one ``retro.table.scene.GameScene``); this module says them in the
program's words and shows them on its table.
"""

from __future__ import annotations

from retro.table.beats import Pace
from retro.table.budget import THINK_S
from retro.table.coach_desk import CoachRules
from retro.table.replay import GameLog
from retro.table.reports import Moved
from retro.table.people import Seating
from retro.table.session import MAX_SEED, Recording, Seats, Session
from retro.tablanet.screens import app_keep, app_replay
from retro.tablanet import coach as C
from retro.tablanet import rules as tbl_rules
from retro.tablanet.screens.app_beats import DEMO_SHEET_FRAMES, PERSON, Beat, beats_of
from retro.tablanet.screens.app_board import Board
from retro.tablanet.screens.app_keys import KEYS
from retro.tablanet.screens.app_play import PersonTurn
from retro.tablanet.screens.app_screen import GameScreen
from retro.tablanet.screens.app_show import BeatShow, News
from retro.tablanet.screens.app_text import Msg, move_code, msg, t
from retro.dos.game_screen import TableScreen
from retro.tablanet.bots import DEFAULT_BOT, make_bot
from retro.tablanet.screens.ui_popups import Box, game_over, review_box, score_sheet
from retro.tablanet.screens.ui_table import LEGEND_ROW

# The coach's share of a frame while a computer thinks too: the session halves its budget.
COACH_BUDGET_S = THINK_S / 2


def where_of(state, move=None) -> str:
    """A person's decision for the review: "deal:turn", turns counted from a full hand (the hand of the
    seat deciding: in a people's game any person's)."""
    seat = state.to_move if state.to_move is not None else PERSON
    turn = state.hand_size - len(state.hands[seat]) + 1
    return f"{max(1, state.deal_no)}:{turn}"


COACH = CoachRules(hint=C.hint_steps, judge=C.judge_steps, where=where_of, code=move_code)


class Game(TableScreen, GameScreen):
    """The game scene: the session, the beats, the person's turn, keys and clicks."""

    legend_row = LEGEND_ROW
    rules = tbl_rules

    def __init__(self, app, state, bots: dict | None = None, demo: bool = False, extra: dict | None = None,
                 deal: int = 0, level: str | None = None, seating: Seating | None = None):
        self.app = app
        self.options = state.options
        n = state.players
        kept = extra is not None
        # the computers' bot: a kept game's own (a game kept before there were levels has the standard
        # one, ``app_keep.rebuild``), else ``level`` (the same deal again), else the setting's (a new game,
        # one played on from a replay); ``app.bot_name`` (a test's, a benchmark's) plays instead of any
        self.bot_name = app.bot_name or (extra or {}).get("bot") or level or app.settings.bot
        extra = {**app_keep.EXTRA, **(extra or {})}
        # the deal number shown and kept; None: none (a set position, or a game kept before numbers)
        self.deal = (extra["deal"] if kept else deal) or None
        if not kept:
            extra["bot_seed"] = app.ctx.new_seed(salt=7919 + app.games_started) % MAX_SEED
        seed = extra["bot_seed"]
        # who sits where: a kept game's own seats (checked when it was read), else the setup's
        if kept and extra.get("seating"):
            seating = Seating.from_data(extra["seating"], n)
        people = frozenset(seating.people) if seating is not None and seating.shared else frozenset({PERSON})
        self.seating = seating if seating is not None and seating.shared else None
        session = Session(
            state, Seats(bots or {p: make_bot(self.bot_name) for p in range(n)}, min(people), demo and len(people) == 1,
                         people=people),
            bot_seed=seed, coach=COACH, **self.session_parts(app),
            extra=lambda: {"open_hands": self.options_open, "deal": self.deal or 0, "bot": self.bot_name,
                           **self.log.kept_moves(self.state)})
        # its moves, for its record
        self.start_scene(session, lambda events: beats_of(events, self.state.cut),
                         GameLog.from_kept(extra) if kept else GameLog(self.deal), seating=self.seating)
        if self.seating is not None:            # each person's coach, as they chose it
            session.coached = set(self.seating.coached())
            session.learning = True             # a play may be taken back, once the others agree
        self.session.restore_extra(extra, kept_coach=False)
        names = self.seating.names if self.seating is not None else None
        self.board = Board(n, names=names)
        self.news_line = News([msg("note", text=note) for note in app.take_notes()], names=names)
        self.beats = BeatShow(self.board, self.news_line, app.audio, Pace(lambda: self.app.speed), self.queue,
                              lambda: self.state, lambda: self.demo, self.show_sheet, self.show_game_over)
        self.beats.people = people
        # A kept game comes back as it stands; a new one shows its cut and deal beat by beat.
        if not kept:
            self.queue.add(state.events)
        if not self.queue:
            self.board.sync(state)
        self.synced = not self.queue
        self.reason: tuple[int, str] | None = None
        self.demo_turns: list = []     # [(a hand's review, the person's turns the demo played in it)]
        self.finished = False
        self.turn = PersonTurn(self)
        self.legend_hits: list = []
        self.beats.sort_hand()
        self.game_scene.start()

    # ------------------------------------------------------------ the session's parts
    def session_parts(self, app) -> dict:
        """The coach, open hands, the kept game and the record, as the settings have them
        (a lesson has its own: app_lessons)."""
        return {"coach_on": bool(app.settings.get("coach")), "learning": app.settings["open_hands"],
                "keeper": app.kept,
                "recording": Recording(app.record, lambda state: record_line(state, self.bot_name),
                                       lambda state: people_lines(state, self.seating))}

    @property
    def news(self) -> list:
        return self.news_line.items

    @news.setter
    def news(self, items: list) -> None:
        self.news_line.items = items

    # ------------------------------------------------------------ the frame
    def pages_turned(self, modal) -> bool:
        """Demo mode turns its own pages."""
        return isinstance(modal, Box) and self.demo and modal.tick()

    def before_beats(self) -> None:
        if self.beats.banner:
            self.beats.banner -= 1
            if not self.beats.banner:
                self.app.touch()

    def show_beat(self, beat: Beat) -> int:
        return self.beats.show(beat)

    def when_ready(self) -> None:
        if not self.synced:
            self.board.sync(self.state)
            self.beats.sort_hand()
            self.synced = True
            self.app.touch()

    def begin_turn(self) -> None:
        self.turn.begin()

    def thinking_started(self, report) -> None:
        self.board.to_move = report.player

    def computer_moved(self, moved: Moved) -> None:
        """A move the session reports: shown, and its player's reason for the teaching line. A demo
        play in the person's seat is counted for the hand's review (it is not the person's)."""
        self.reason = (moved.player, moved.reason)
        if moved.player == PERSON and self.desk is not None:
            desk = self.desk
            self.count_demo_turn(desk.past_review if moved.new_hand and desk.past_review is not None
                                 else desk.review)
        self.moved(moved)

    def count_demo_turn(self, review) -> None:
        for i, (kept, n) in enumerate(self.demo_turns):
            if kept is review:
                self.demo_turns[i] = (kept, n + 1)
                return
        self.demo_turns = self.demo_turns[-1:] + [(review, 1)]   # this hand's and the one before

    def demo_turns_in(self, review) -> int:
        """How many of the person's turns the demo played in ``review``'s hand."""
        return next((n for kept, n in self.demo_turns if kept is review), 0)

    # ------------------------------------------------------------ moves
    def apply(self, move, player: int = PERSON) -> None:
        """The person's decision (the capture list's or a key's)."""
        self.moved(self.game_scene.play(move))

    def moved(self, moved: Moved) -> None:
        app_replay.note_move(self, moved)
        self.turn.reset()
        self.synced = False
        self.board.to_move = None
        self.board.cleared_by = None
        self.queue.add(moved.events)
        self.app.touch()

    @property
    def extra(self) -> dict:
        """What is kept with the game beside its State (app_keep.EXTRA)."""
        return {**self.session.standard_extra(), "open_hands": self.options_open, "bot": self.bot_name}

    # ------------------------------------------------------------ the shared moments, said
    def words(self, what: str) -> Msg:
        return msg(what)

    def say(self, news: Msg) -> None:
        self.news = [news]

    # ------------------------------------------------------------ the coach
    def hint_now(self) -> bool:
        return self.turn.active and not self.app.modals

    def show_hint(self, advice) -> None:
        hand = self.board.hands[self.board.front]
        if self.turn.active and advice.move.card in hand:
            self.turn.cursor = hand.index(advice.move.card)
            self.news = [msg("hint", why=advice.reason)]
        else:
            self.session.desk.hint = None

    def judged(self, judged) -> None:
        """A verdict: the coach line reads the desk; the review is kept at the frame's end."""
        self.game_scene.changed()

    def reset_table(self) -> None:
        """After a take-back: no capture list, no banner, the table as the rules have it."""
        self.turn.cancel()
        self.beats.banner = 0
        self.reason = None
        self.board.sync(self.state)
        self.beats.sort_hand()
        self.synced = True

    # ------------------------------------------------------------ the sheets
    def show_sheet(self) -> None:
        b = self.board
        if b.table:                        # TBL-H1 reading: nobody took, nobody gets them
            self.news = [msg("last_nobody")]
            b.table = []
        self.app.audio.effect("fanfare")
        tally = self.beats.tally
        sheet = score_sheet(b.hand_no, [list(t) for t in b.taken], list(tally.card_points),
                            list(tally.bonus), list(b.totals), self.options.bonus, self.app.lang,
                            auto_close=DEMO_SHEET_FRAMES if self.demo else None,
                            tablanet=list(b.tablanet), tablanet_rule=self.options.tablanet,
                            target=self.options.target, names=b.names)
        hand_no = b.hand_no
        if self.seating is not None:        # each person with the coach on: their own plays' review
            reviews = [(p, self.session.desks[p]) for p in self.seating.people if p in self.session.coached]
            reviews = [(p, desk, desk.past_review if desk.past_review is not None else desk.review)
                       for p, desk in reviews]
            self.app.push(sheet, lambda _: self.after_sheet_people(reviews, hand_no))
            return
        review = self.review_for_sheet()
        self.app.push(sheet, lambda _: self.after_sheet(review, hand_no))

    def after_sheet(self, review=None, hand_no: int = 0) -> None:
        if not self.finished and not any(beat.kind == "game_end" for beat in self.queue):
            self.board.new_hand()
        if (self.coach_on and not self.demo and review is not None
                and (review.decisions or self.session.desk.pending(review))):
            self.app.push(review_box(hand_no, review, lambda: self.session.desk.pending(review), self.app.lang,
                                     demo=self.demo_turns_in(review)))
        self.app.touch()

    def after_sheet_people(self, reviews, hand_no: int) -> None:
        """A people's game after the sheet: each coached person's review of their own plays, by name
        (a review names plays already made, so any one may read it)."""
        if not self.finished and not any(beat.kind == "game_end" for beat in self.queue):
            self.board.new_hand()
        for seat, desk, review in reversed(reviews):          # the first person's on top
            if review.decisions or desk.pending(review):
                self.app.push(review_box(hand_no, review, lambda desk=desk, review=review: desk.pending(review),
                                         self.app.lang, who=self.seating.name(seat)))
        self.app.touch()

    def show_game_over(self, beat: Beat) -> None:
        self.finished = True
        box = game_over(beat.player, list(self.board.totals), self.app.lang,
                        auto_close=DEMO_SHEET_FRAMES if self.demo else None, names=self.board.names)
        self.app.audio.effect("fanfare")
        self.app.push(box, lambda _: self.app.game_finished(self))

    # ------------------------------------------------------------ keys
    def on_key(self, key: str) -> None:
        action = KEYS.action(key)
        if action == "demo" and self.seating is not None:
            self.refuse(msg("people_no_demo"))
        elif action == "demo":
            self.toggle_demo()
        elif action == "take_back":
            self.take_back()
        elif action == "record":
            self.app.show_record()
        elif action == "hint":
            self.ask_hint()
        elif action == "rules":
            self.app.show_help()
        elif action == "quit" and key != "ESCAPE":
            self.app.ask_quit()
        elif not self.turn.on_key(key) and action == "quit":
            self.app.ask_quit()                # Esc drops the picks first, then leaves

    def table_click(self, col: int, row: int) -> None:
        self.turn.on_click(col, row)

    def take_back_offer(self) -> tuple[str, str]:
        return ("Bksp", t("take_back_offer", self.app.lang))

    def demo_switched(self, on: bool) -> None:
        if on:
            self.turn.cancel()

    # ------------------------------------------------------------ people at the table
    pass_place = {"row": 7, "col": 1}       # over the table's left, where a phone's view opens

    def pass_screen(self, seat: int) -> None:
        """Between two people's turns: the hands face down, the box asks for the next person."""
        self.turn.cancel()
        super().pass_screen(seat)

    def people_words(self, what: str, seat: int, asker: int | None = None):
        lang, names = self.app.lang, self.board.names
        if what == "pass":
            who = names[seat]
            return (t("pass_title", lang), [t("pass_line", lang, name=who), t("pass_line_2", lang, name=who)],
                    t("pass_footer", lang, name=who))
        if what == "consent":
            return t("consent", lang, name=names[seat], asker=names[asker])
        return msg("consent_refused", name=names[seat])


def people_lines(state, seating: Seating | None) -> list[tuple[str, str, int]]:
    """A finished people's game in the record: each person's name, outcome and score."""
    if seating is None:
        return []
    return [(seating.name(p), "won" if state.winner == p else "lost", state.scores[p]) for p in seating.people]


def record_line(state, bot: str = DEFAULT_BOT) -> tuple[str, str, int]:
    """The record's line for a finished game against the ``bot`` computers: its number of players, the
    computers' strength and the game's length (``app_keep.setting``), the person's outcome and score."""
    setting = app_keep.setting(state.players, bot, state.options.target)
    return setting, app_keep.outcome(state.winner), state.scores[PERSON]
