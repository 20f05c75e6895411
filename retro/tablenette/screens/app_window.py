"""Tablenette's main window (Windows 3.1): menus, function keys, dialogs and the person's input.

Game: New (F2), Undo (Ctrl+Z), Hint (F3), Numbered Deal, Records, Replay, Demo (F5), Exit (Alt+F4);
Options: Open Hands, Coach, Sound, Fast / Normal / Slow, Players (who sits at the table: two people
or one against the computer, ``app_people``), Standard / Strong Opponent (the computer's level: a
game keeps its own); Help: How to Play (F1), Lessons (``app_lessons``: the game waits while they are
open), About. Esc asks before leaving. The shortcuts come from the keymap (``app_keys``);
the mouse and keys from the Windows kit's input adapter (``retro.win.inputs``). The game session
keeps the game after every move (``app_keep``) and it is offered again at the next start. The table
itself is drawn by ``ui_draw``; a game's flow is ``app_game.Game``, which sees this window only
through its ``TableHooks``.
"""

from __future__ import annotations

from retro import paths
from retro.table.people import Seating
from retro.table.reports import Moved, Outcome
from retro.tablenette.screens.app_coach import review_lines
from retro.tablenette.screens.app_cursor import Cursor
from retro.tablenette.screens.app_game import COMPUTER, PERSON, Game, TableHooks
from retro.tablenette.screens.app_keep import KeptFiles, setting, started
from retro.tablenette.screens.app_keys import action_pressed, shortcut, with_key_list
from retro.tablenette.screens.app_lessons import Lessons
from retro.tablenette.screens.app_people import PeopleAtTheTable
from retro.tablenette.screens.app_replay import Replays
from retro.tablenette.screens.app_seats import against_the_computer, seating_of
from retro.tablenette.screens.app_settings import LEVEL_WORDS, LEVELS, SPEEDS
from retro.tablenette.bots import DEFAULT_BOT, make_bot
from retro.tablenette.rules import State
from retro.tablenette.screens.ui_dialogs import AboutBox, ChoiceDialog, HandEndDialog, RecordsDialog
from retro.tablenette.screens.ui_draw import paint
from retro.tablenette.screens.ui_layout import CARD_H, Layout
from retro.lessons import LessonError
from retro.table.coach_desk import HintReady
from retro.win import SEPARATOR, DragDrop, DropTarget, GameWindow, Menu, MenuItem, hit_test
from retro.win.inputs import current

DEMO_BOX_FRAMES = 240      # a score box closes itself after this (normal speed) in demo mode


class TablenetteWindow(PeopleAtTheTable, GameWindow):
    """The program's one window; ``app`` keeps the settings and the way back to the menu.

    The questions, New Game, Numbered Deal, leaving and How to Play are the Windows kit's
    ``GameWindow``; this class says what Tablenette's own are.
    """

    program_name = "Tablenette"
    program = "tablenette"
    NEW_GAME_QUESTION = "Start a new game? The game in progress will be lost."
    NUMBERED_DEAL_QUESTION = "Play a numbered deal? The game in progress will be lost."
    HOW_TO_PLAY_TITLE = "How to Play Tablenette"

    def __init__(self, app):
        self.app = app
        self.demo = False
        self.replays = Replays(self)
        speeds = [MenuItem(label, (lambda s=s: self.set_speed(s)), checked=(lambda s=s: self.speed == s))
                  for s, label in SPEEDS]
        levels = [MenuItem(label, (lambda b=bot: self.set_level(b)), checked=(lambda b=bot: self.level == b))
                  for bot, label in LEVELS]
        menus = [
            Menu("&Game", [MenuItem("&New", self.ask_new_game, shortcut("new_game")),
                           MenuItem("&Undo", self.undo, shortcut("undo"), enabled=lambda: self.can_undo),
                           MenuItem("&Hint", self.hint, shortcut("hint"), enabled=lambda: self.can_hint),
                           MenuItem("Numbered D&eal...", self.ask_numbered_deal),
                           SEPARATOR,
                           MenuItem("&Records...", self.show_records),
                           MenuItem("Re&play...", lambda: self.replays.open_list()),
                           MenuItem("&Demo", self.toggle_demo, shortcut("demo"), checked=lambda: self.demo),
                           SEPARATOR,
                           MenuItem("E&xit", self.request_close, shortcut("exit"))]),
            Menu("&Options", [MenuItem("&Open Hands", self.toggle_open_hands,
                                       checked=lambda: self.open_hands),
                              MenuItem("&Coach", self.toggle_coach, checked=lambda: self.coach_on),
                              MenuItem("&Sound", self.toggle_sound, checked=lambda: self.sound_on),
                              SEPARATOR, *speeds,
                              SEPARATOR, MenuItem("&Players...", self.players),
                              SEPARATOR, *levels]),
            Menu("&Help", [MenuItem("&How to Play", self.how_to_play, shortcut("how_to_play")),
                           MenuItem("&Lessons...", self.open_lessons),
                           SEPARATOR,
                           MenuItem("&About Tablenette...", self.about)]),
        ]
        super().__init__(self.program_name, "31", menus)
        self.on("close", app.leave)
        self.layout = Layout(*self.client_rect)
        self.cursor = Cursor(lambda: self.game, self.layout)
        self.drag = DragDrop(self.dropped, on_click=self.clicked, snap_frames=10)
        self.choice_lit: set = set()
        self.game: Game | None = None
        self.lessons: Lessons | None = None     # Help > Lessons: the game left waits in it
        self.games = 0
        self.files = KeptFiles(app.ctx.store)
        self.hooks = TableHooks(
            layout=self.layout, speed=lambda: self.speed, open_hands=lambda: self.open_hands,
            back=lambda: self.back, sound=self.sound, hand_end=self.show_hand_end,
            box_open=lambda box: box in self.dialogs, ask_capture=self.ask_capture,
            lit=self.lit_cards, moved=self.moved, log_kept=self.replays.kept, pass_screen=self.pass_due)

    def lit_cards(self) -> set:
        """The table cards drawn lit: the choice box's choice while it is open, else the cursor's."""
        if self.game is not None and self.game.pending is not None:
            return set(self.choice_lit)
        return self.cursor.lit_cards() | self.choice_lit

    # --- settings (remembered by the app) ---------------------------------------------------
    @property
    def settings(self):
        return self.app.settings

    @property
    def open_hands(self) -> bool:
        """Options > Open Hands: the computer's cards face up; with two people, the game's teaching
        table (every hand face up)."""
        game = self.game
        if game is not None and game.shared and self.lessons is None:
            return game.seating.teaching
        return self.settings.open_hands

    @property
    def sound_on(self) -> bool:
        return self.settings.sound

    @property
    def speed(self) -> int:
        return self.settings.speed

    @property
    def back(self) -> int:
        return self.settings.back

    @property
    def coach_on(self) -> bool:
        """Options > Coach: on by default with open hands, and may be set either way; with two people,
        the coach of the person at the screen."""
        game = self.game
        if game is not None and game.shared and self.lessons is None:
            return game.session.coach_on
        return self.settings.coach_on

    def _coach_follows(self) -> None:
        game = self.lessons.left if self.lessons is not None else self.game   # a lesson is always judged
        if game is not None and not game.shared:
            game.session.coach_on = self.coach_on

    def toggle_coach(self) -> None:
        game = self.game
        if game is not None and game.shared and self.lessons is None:
            self.people_coach(game)
            return
        self.app.change(coach=not self.coach_on)
        self._coach_follows()
        if self.game is not None and self.lessons is None:
            self.game.say("The coach will say a word on each of your plays." if self.coach_on
                          else "The coach is off (Game > Hint still asks it).")

    def toggle_open_hands(self) -> None:
        game = self.game
        if game is not None and game.shared and self.lessons is None:
            on = not game.seating.teaching
            self.app.change(open_hands=on)
            game.set_teaching(on)
            game.say("A teaching table: every hand face up." if on
                     else "Open hands off: each hand shows only to its player.")
            return
        self.app.change(open_hands=not self.open_hands)
        self._coach_follows()

    def toggle_sound(self) -> None:
        self.app.change(sound=not self.sound_on)
        if self.sound_on:
            self.sound("ok")

    def set_speed(self, speed: int) -> None:
        self.app.change(speed=speed)

    @property
    def level(self) -> str:
        """The computer's player for new games (Options > Standard / Strong Opponent)."""
        return self.settings.bot

    def set_level(self, bot: str) -> None:
        """Options > Standard / Strong Opponent: the level of the games to come. A game on the table
        keeps its own, unless not a card of it has been played: that one is dealt again, the same
        deal, against the level chosen."""
        if bot == self.level:
            return
        self.app.change(bot=bot)
        game = self.game
        if game is not None and game.shared and self.lessons is None:
            game.say(f"A game against the computer will be against the {LEVEL_WORDS[bot]} opponent.")
            return
        if game is None or self.lessons is not None or game.bot_name == bot:
            return
        if not game.state.over and not started(game.state) and not self.dialogs:
            self.new_game(game.deal or 0)
            return
        next_one = f"Your next game is against the {LEVEL_WORDS[bot]} opponent"
        game.say(f"{next_one}: F2 deals it." if game.state.over else
                 f"{next_one}; this one goes on against the {LEVEL_WORDS.get(game.bot_name, game.bot_name)} one.")

    def sound(self, name: str) -> None:
        """A sound effect, unless Options > Sound is off (or the S letter started it off)."""
        if self.sound_on:
            self.app.ctx.audio.effect(name)

    # --- games ------------------------------------------------------------------------------
    @property
    def in_progress(self) -> bool:
        """A game with cards played and not over: something a new game would throw away."""
        game = self.game
        return game is not None and not game.state.over and started(game.state)

    def start_new_game(self) -> None:
        """F2 / Game > New, once nothing is in the way: a new match at once."""
        self.new_game()

    def play_numbered_deal(self, number: int) -> None:
        """Game > Numbered Deal's number: a new match from that deal."""
        self.new_game(number)

    def new_game(self, number: int = 0, bot: str | None = None, seating: Seating | None = None) -> None:
        """A new match from deal number ``number`` (a new one when 0), the first dealer drawn at
        random (TNT-D3), against ``bot`` (the level the Options menu has when None), played by
        ``seating`` (the Players dialog's when None); a kept game is dropped."""
        self.files.discard()
        number = number or self.app.ctx.new_deal(salt=self.games)
        self.begin(State.new(number), deal=True, number=number, bot=bot, seating=seating)

    def offer_kept(self) -> bool:
        """At start: a kept game is put on the table behind "Continue the unfinished game?"."""
        resumed = self.files.load()
        if resumed is None:
            return False
        seating = resumed.seating or against_the_computer(resumed.extras.bot)
        game = self.begin(resumed.state, bot=resumed.extras.bot, seating=seating)     # at its own level
        game.resume(resumed.extras)
        self.replays.resume(game, resumed.extras)
        whose = "the unfinished game" if not game.shared else f"{' and '.join(seating.names)}'s unfinished game"
        game.say(f"Hand {resumed.state.hand_no} of {whose}.")

        def answered(answer) -> None:
            if answer == "No":
                self.new_game()
            elif self.game is game:
                goes_on = "Your game goes on" if not game.shared else "The game goes on"
                game.say(f"{goes_on}: hand {game.state.hand_no}, deal {game.state.deal_no} of 4.")
        self.ask_continue(answered)
        return True

    def moved(self, moved: Moved) -> None:
        """After every move the session made: the cursor starts afresh, the history's log has the
        move and then the kept file; a file problem is said."""
        self.cursor.reset()
        self.replays.moved(self.game, moved)      # the game is kept at the frame's end, with it
        self.app.report()

    def begin(self, state: State, bots: dict | None = None, deal: bool = False, number: int = 0,
              bot: str | None = None, seating: Seating | None = None) -> Game:
        """Play ``state``: a new match (``deal`` animates its first deal; ``number`` is its deal
        number) or a set position, against ``bot``'s computer (the Options menu's level when None;
        ``bots``, seat -> bot, puts others in the seats), played by ``seating`` (the Players
        dialog's when None: ``app_seats.seating_of``)."""
        self.dialogs.clear()
        self.menubar.close()
        self.lessons = None
        self.drag = DragDrop(self.dropped, on_click=self.clicked, snap_frames=10)
        self.cursor.reset()
        self.choice_lit = set()
        bot = bot or self.level
        bots = bots or {COMPUTER: make_bot(bot), PERSON: make_bot(DEFAULT_BOT)}
        self.games += 1
        seating = seating or seating_of(self.settings)
        if seating.shared and self.demo:
            self.demo = False           # demo mode is for a game against the computer
        game = self.game = Game(self.hooks, state, bots, self.app.ctx.new_seed(salt=7919 * self.games),
                                self.files, self.demo, self.settings.coach_on, number, bot_name=bot, seating=seating)
        if deal:
            game.shown.new_hand(state)
            game.story.tell(None, state.events)
        else:
            game.say(f"Hand {state.hand_no}. {game.sides.does(state.dealer, 'deal')}.")
        return game

    def toggle_demo(self) -> None:
        """F5: the computer plays both hands (and the person's again when pressed once more)."""
        if self.lessons is not None:    # a lesson is the person's own play
            self.sound("error")
            return
        if self.game is not None and self.game.shared:
            self.sound("error")
            self.game.say("Demo is for a game against the computer: two people are playing this one.")
            return
        self.demo = not self.demo
        self.drag.cancel()
        self.cursor.reset()
        if self.game is not None:
            self.game.set_demo(self.demo)
            self.game.say("Demo: the computer plays both hands. F5 gives you your cards back."
                          if self.demo else "Demo off: you play your own cards again.")

    # --- take-back in learning mode ---------------------------------------------------------
    @property
    def can_undo(self) -> bool:
        """Open hands, or two people (the other agrees first), and a play to take back this hand."""
        game = self.game
        return ((self.open_hands or (game is not None and game.shared)) and game is not None
                and self.lessons is None and not self.demo and not game.state.over
                and game.session.takeback.can_take_back)

    def undo(self) -> None:
        """Ctrl+Z / Game > Undo: back to before the person's last play (open hands only; with two
        people, once the other agrees)."""
        game = self.game
        if game is None:
            return
        if not self.can_undo:
            self.sound("error")
            game.say("Undo works in open hands (Options > Open Hands), back to the start of the hand."
                     if not self.open_hands and not game.shared else "Nothing to take back in this hand.")
            return
        self.drag.cancel()
        self.cursor.reset()
        self.dialogs.clear()
        self.choice_lit = set()
        outcome = game.game_scene.take_back()
        if outcome is Outcome.DONE:
            game.restore()                   # kept at the frame's end, with the hand slots as they now lie
            game.say("Taken back: your play again. (This game will not count in your records.)")
        elif outcome is Outcome.ASK_OTHERS:
            self.ask_others(game)
        elif outcome is Outcome.NOTHING:
            self.sound("error")
            game.say(f"{game.sides.does(game.front, 'have', 'has')} no play to take back in this hand.")
        self.app.report()

    def show_records(self) -> RecordsDialog:
        files = self.files

        def clear() -> None:
            def answered(answer) -> None:
                if answer == "Yes":
                    files.record.clear()
                    self.app.report()
                self.show_records()
            self.ask_yes_no("Clear the record of your games?", answered)
        rows = {bot: files.record.row(setting(bot)) for bot, _label in LEVELS}
        box = self.open(RecordsDialog(rows, clear, files.record.people_rows()))
        self.app.report()           # a damaged record: one line, in a box over the records
        return box

    # --- lessons -------------------------------------------------------------------------------
    def start_lessons(self) -> Lessons | None:
        """Help > Lessons...: the lessons on the table, starting at the first not solved yet."""
        self.menubar.close()
        try:
            return Lessons(self)
        except LessonError as err:
            self.warn([str(err)], self.program_name)
            return None

    def leave_lessons(self) -> None:
        """Esc or Close: the game the player left back on the table, as it was."""
        if self.lessons is not None:
            self.lessons.close()

    # --- dialogs -------------------------------------------------------------------------------
    def how_to_play_text(self) -> str:
        return with_key_list(paths.doc_text("tablenette"))

    def about(self) -> AboutBox:
        return self.open(AboutBox())

    def ask_capture(self, card, target, moves, on_done) -> ChoiceDialog:
        """Several captures include the target: a box lists them, lower down so the table shows."""
        def select(move) -> None:
            self.choice_lit = set(move.cards)

        def done(move) -> None:
            self.choice_lit = set()
            on_done(move)
        box = ChoiceDialog(card, target, moves, self.game.state, done, select)
        look = self.look   # sit below the table row, so the cards it would take show lit
        box_h = box.client_h + 2 * look.dialog_border + look.title_h
        box._want_xy = (None, min(self.layout.table_y + CARD_H + 6, self.y + self.h - box_h - 4))
        return self.open(box)

    def show_hand_end(self, over: bool) -> HandEndDialog:
        game = self.game
        state = game.state
        reviews = {}
        for seat in game.seating.people:         # each person's own review, of the hand just ended
            desk = game.session.desks[seat]
            review = desk.past_review if desk.past_review is not None else desk.review
            if seat in game.session.coached or review.decisions:
                name = game.sides.who(seat) if game.shared else ""
                reviews[seat] = lambda review=review, desk=desk, name=name: review_lines(
                    review, desk.pending(review), name)
        lines = reviews.get(PERSON) if not game.shared else None
        box = HandEndDialog(game.shown, over, state.winner, state.dealer, lines,
                            again=bool(game.deal) and not self.demo, sides=game.sides,
                            reviews=reviews if game.shared else None)
        box.on("close", lambda result: self.hand_box_closed(over, result))
        return self.open(box)

    def hand_box_closed(self, over: bool, result) -> None:
        if not over:
            return
        if result == "New Game":
            self.new_game()
        elif result == "Play this deal again":
            self.new_game(self.game.deal, self.game.bot_name, self.game.seating)     # the same level, the same players
        else:
            self.game.say("Game over. F2 or Game > New deals a new game.")

    # --- the coach --------------------------------------------------------------------------
    @property
    def can_hint(self) -> bool:
        game = self.game
        return game is not None and self.lessons is None and game.persons_turn and not self.drag.busy

    def hint(self) -> None:
        """F3 / H / Game > Hint: the coach's play, worked out over a few frames, then shown."""
        game = self.game
        if not self.can_hint:
            self.sound("error")
            if self.lessons is not None:
                game.say("In a lesson the coach speaks after your play (or shows the best one).")
            return
        game.hinted = None
        game.say("The coach is looking at your cards...")
        game.game_scene.ask_hint()

    def show_hint(self, advice) -> None:
        """Lift the advised card and mark its target; Enter then plays it as advised."""
        game = self.game
        move = advice.move
        if not game.persons_turn or move.card not in game.shown.slots[game.front]:
            return
        game.hinted = move
        cursor = self.cursor
        slot = game.shown.slot_of(game.front, move.card)
        cursor.pick(slot)
        if move.kind == "capture" and move.cards and move.cards[0] in game.shown.table:
            cursor.row, cursor.target = "table", game.shown.table.index(move.cards[0])
        elif move.kind == "discard":
            cursor.row = "deck"
        game.say(f"Hint: {advice.reason}.")

    # --- frames --------------------------------------------------------------------------------
    def scene_on_table(self):
        return self.game.game_scene if self.game is not None else None

    def tick_client(self) -> None:
        game = self.game
        if game is None:
            return
        if self.lessons is not None:
            self.lessons.tick()
            return
        for report in game.tick(blocked=bool(self.dialogs) or self.menubar.active):
            if isinstance(report, HintReady) and game is self.game:
                self.show_hint(report.advice)
        if game is self.game and game.asking:
            self.open_pass_box()            # a pass box held back by another box, now closed
        top = self.modal
        if self.demo and isinstance(top, HandEndDialog) and top.age >= max(2, game.frames(DEMO_BOX_FRAMES)):
            top.close("New Game" if top.over else "OK")

    def targets(self) -> list[DropTarget]:
        x, y = self.layout.deck
        deck = DropTarget(x, y, 71, 96, "deck")
        return [deck] + [DropTarget.over(p) for p in self.game.table_cards()]

    def update_client(self) -> None:
        game = self.game
        if game is None:
            return
        keys = current()
        if game.persons_turn or self.drag.busy:
            if self.drag.update(game.hand_cards(game.front) if game.persons_turn else [], self.targets(), keys):
                self.cursor.hide()
                return
            if game.persons_turn:
                if keys.left_went_down and self.cursor.picked >= 0:
                    self.click_target(keys.mouse_x, keys.mouse_y)
                    return
                if self.cursor.update(keys):
                    return
        action = action_pressed(keys)
        if action == "hint" and game.persons_turn:
            self.hint()
        elif action == "undo":
            self.undo()     # reached only when Undo is greyed (else the menu's Ctrl+Z ran it): a beep
        elif action == "leave" and self.lessons is not None:
            self.leave_lessons()
        elif action == "leave":
            self.ask_leave()

    def dropped(self, placed, target, x: int, y: int) -> bool:
        """A hand card let go over ``target`` (TNT-U2): True keeps it, False flies it back."""
        self.cursor.reset()
        if target is None:
            self.game.refuse(f"Drop {placed.card.symbol} on a table card to take it, "
                             "or on the face-down deck card to lay it on the table.")
            return False
        return self.game.try_play(placed.card, target.data, (x, y))

    def clicked(self, placed) -> None:
        """A click on a hand card picks it up (click again to let go); then click a target. A click
        on the card a hint lifted makes the hinted play."""
        slot = placed.data[1]
        hinted = self.game.hinted
        if hinted is not None and placed.card == hinted.card and self.game.play_hinted((placed.x, placed.y)):
            self.cursor.reset()
        elif self.cursor.picked == slot:
            self.cursor.reset()
            self.game.say("")
        else:
            self.cursor.pick(slot)

    def click_target(self, mx: int, my: int) -> None:
        hit = next((t for t in reversed(self.targets()) if t.contains(mx, my)), None)
        if hit is None:
            if hit_test(self.game.hand_cards(self.game.front), mx, my) < 0:
                self.cursor.reset()
            return
        card = self.cursor.chosen_card()
        start = self.layout.slot(0, self.cursor.picked)        # the front row
        if card is not None and self.game.try_play(card, hit.data, start):
            self.cursor.reset()

    def draw_client(self) -> None:
        if self.game is not None:
            paint(self, self.game)
