"""Tablenette's main window (Windows 3.1): menus, function keys, dialogs and the person's input.

Game: New (F2), Undo (Ctrl+Z), Hint (F3), Records, Demo (F5), Exit (Alt+F4);
Options: Open Hands, Coach, Sound, Fast / Normal / Slow; Help: How to Play
(F1), About. Esc asks before leaving. The game is kept after every move
(``app_keep``) and offered again at the next start. The table itself is
drawn by ``ui_draw``; the game's flow is ``app_game.Game``.
"""

from __future__ import annotations

import pyxel

from retro import paths
from retro.tablenette.app_coach import Coaching, review_lines
from retro.tablenette.app_game import COMPUTER, PERSON, Game
from retro.tablenette.app_keep import Keeper, started
from retro.tablenette.app_keys import Keys
from retro.tablenette.bots import DEFAULT_BOT, make_bot
from retro.tablenette.rules import State
from retro.tablenette.ui_dialogs import AboutBox, ChoiceDialog, HandEndDialog, RecordsDialog
from retro.tablenette.ui_draw import paint
from retro.tablenette.ui_layout import CARD_H, Layout
from retro.win import SEPARATOR, DragDrop, DropTarget, HelpWindow, Menu, MenuItem, Window, hit_test
from retro.win.widgets import ctrl

SPEEDS = ((1, "&Fast"), (2, "&Normal"), (3, "S&low"))
DEMO_BOX_FRAMES = 240      # a score box closes itself after this (normal speed) in demo mode


class TablenetteWindow(Window):
    """The program's one window; ``app`` keeps the settings and the way back to the menu."""

    def __init__(self, app):
        self.app = app
        self.demo = False
        speeds = [MenuItem(label, (lambda s=s: self.set_speed(s)), checked=(lambda s=s: self.speed == s))
                  for s, label in SPEEDS]
        menus = [
            Menu("&Game", [MenuItem("&New", self.ask_new_game, "F2"),
                           MenuItem("&Undo", self.undo, "Ctrl+Z", enabled=lambda: self.can_undo),
                           MenuItem("&Hint", self.hint, "F3", enabled=lambda: self.can_hint),
                           SEPARATOR,
                           MenuItem("&Records...", self.show_records),
                           MenuItem("&Demo", self.toggle_demo, "F5", checked=lambda: self.demo),
                           SEPARATOR,
                           MenuItem("E&xit", self.request_close, "Alt+F4")]),
            Menu("&Options", [MenuItem("&Open Hands", self.toggle_open_hands,
                                       checked=lambda: self.open_hands),
                              MenuItem("&Coach", self.toggle_coach, checked=lambda: self.coach_on),
                              MenuItem("&Sound", self.toggle_sound, checked=lambda: self.sound_on),
                              SEPARATOR, *speeds]),
            Menu("&Help", [MenuItem("&How to Play", self.how_to_play, "F1"),
                           SEPARATOR,
                           MenuItem("&About Tablenette...", self.about)]),
        ]
        super().__init__("Tablenette", "31", menus)
        self.on("close", app.leave)
        self.layout = Layout(*self.client_rect)
        self.keys = Keys(self)
        self.drag = DragDrop(self.dropped, on_click=self.clicked, snap_frames=10)
        self.choice_lit: set = set()
        self.game: Game | None = None
        self.games = 0
        self.keeper = Keeper(app.ctx.store)
        self.coaching = Coaching()

    # --- settings (remembered by the app) ---------------------------------------------------
    @property
    def settings(self) -> dict:
        return self.app.settings

    @property
    def open_hands(self) -> bool:
        return self.settings["open_hands"]

    @property
    def sound_on(self) -> bool:
        return self.settings["sound"]

    @property
    def speed(self) -> int:
        return self.settings["speed"]

    @property
    def back(self) -> int:
        return self.settings["back"]

    @property
    def coach_on(self) -> bool:
        """Options > Coach: on by default with open hands, and may be set either way."""
        coach = self.settings.get("coach")
        return self.open_hands if coach is None else coach

    def toggle_coach(self) -> None:
        self.settings["coach"] = not self.coach_on
        self.app.save_settings()
        if self.game is not None:
            self.game.say("The coach will say a word on each of your plays." if self.coach_on
                          else "The coach is off (Game > Hint still asks it).")

    def toggle_open_hands(self) -> None:
        self.settings["open_hands"] = not self.open_hands
        self.app.save_settings()

    def toggle_sound(self) -> None:
        self.settings["sound"] = not self.sound_on
        self.app.save_settings()
        if self.sound_on:
            self.sound("ok")

    def set_speed(self, speed: int) -> None:
        self.settings["speed"] = speed
        self.app.save_settings()

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

    def ask_new_game(self) -> None:
        """F2 / Game > New: a game in progress is thrown away only after a Yes (issue 16)."""
        if not self.in_progress:
            self.new_game()
            return
        self.message("Start a new game? The game in progress will be lost.", "Tablenette",
                     ("&Yes", "&No"), "question",
                     on_close=lambda answer: answer == "Yes" and self.new_game())

    def new_game(self) -> None:
        """A new match, the first dealer drawn at random (TNT-D3); a kept game is dropped."""
        self.keeper.discard()
        if self.game is not None:
            self.coaching.drop(self.game)
        seed = self.app.ctx.new_seed(salt=self.games)
        self.begin(State.new(seed), deal=True)

    def offer_kept(self) -> bool:
        """At start: a kept game is put on the table behind "Continue the unfinished game?"."""
        resumed = self.keeper.load()
        if resumed is None:
            return False
        game = self.begin(resumed.state)
        game.took_back, game.demo_played, game.review = resumed.took_back, resumed.demo_played, resumed.review
        if resumed.slots is not None:
            game.shown.slots = resumed.slots
        game.say(f"Hand {resumed.state.hand_no} of the unfinished game.")

        def answered(answer) -> None:
            if answer == "No":
                self.new_game()
            elif self.game is game:
                game.say(f"Your game goes on: hand {game.state.hand_no}, deal {game.state.deal_no} of 4.")
        self.message("Continue the unfinished game?", "Tablenette", ("&Yes", "&No"), "question",
                     on_close=answered)
        return True

    def moved(self, game: Game) -> None:
        """After every completed move: keep the game, or count the finished one and drop it."""
        if game is not self.game:
            return
        if game.state.over:
            self.keeper.finished(game.state, game.counts)
        else:
            self.keeper.save(game.state, game.took_back or game.takeback.used, game.demo_played,
                             game.review, self.kept_slots(game))
        self.app.report()

    @staticmethod
    def kept_slots(game: Game):
        """The slots the hands will lie in once this move's beats are told (gaps kept)."""
        slots = [list(row) for row in game.shown.slots]
        for p in (PERSON, COMPUTER):
            hand = game.state.hands[p]
            slots[p] = [c if c in hand else None for c in slots[p]]
        return slots

    # --- take-back in learning mode (issue 16) ----------------------------------------------
    @property
    def can_undo(self) -> bool:
        game = self.game
        return (self.open_hands and game is not None and not self.demo and not game.state.over
                and game.takeback.can_take_back)

    def undo(self) -> None:
        """Ctrl+Z / Game > Undo: back to before the person's last play (open hands only)."""
        game = self.game
        if game is None:
            return
        if not self.can_undo:
            self.sound("error")
            game.say("Undo works in open hands (Options > Open Hands), back to the start of the hand."
                     if not self.open_hands else "Nothing to take back in this hand.")
            return
        self.drag.cancel()
        self.keys.reset()
        self.dialogs.clear()
        self.choice_lit = set()
        game.restore(game.takeback.take_back())
        game.decisions = len(game.takeback)
        game.review.decisions = game.review.decisions[:game.decisions]
        self.coach_dropped(game)
        game.say("Taken back: your play again. (This game will not count in your records.)")
        self.moved(game)

    def show_records(self) -> RecordsDialog:
        keeper = self.keeper

        def clear() -> None:
            def answered(answer) -> None:
                if answer == "Yes":
                    keeper.record.clear()
                    self.app.report()
                self.show_records()
            self.message("Clear the record of your games?", "Tablenette", ("&Yes", "&No"), "question",
                         on_close=answered)
        box = self.open(RecordsDialog(keeper.record.row("all"), clear))
        self.app.report()           # a damaged record: one line, in a box over the records
        return box

    def begin(self, state: State, bots: dict | None = None, deal: bool = False) -> Game:
        """Play ``state``: a new match (``deal`` animates its first deal) or a set position."""
        self.dialogs.clear()
        self.menubar.close()
        self.drag = DragDrop(self.dropped, on_click=self.clicked, snap_frames=10)
        self.keys.reset()
        self.choice_lit = set()
        name = self.settings.get("bot", DEFAULT_BOT)
        bots = bots or {COMPUTER: make_bot(name), PERSON: make_bot(DEFAULT_BOT)}
        self.games += 1
        game = self.game = Game(self, state, bots, self.app.ctx.rng(salt=7919 * self.games))
        if deal:
            game.shown.new_hand(state)
            game.story.tell(None, state.events)
        else:
            game.say(f"Hand {state.hand_no}. "
                     f"{'You deal' if state.dealer == PERSON else 'The computer deals'}.")
        return game

    def toggle_demo(self) -> None:
        """F5: the computer plays both hands (and the person's again when pressed once more)."""
        self.demo = not self.demo
        self.drag.cancel()
        self.keys.reset()
        if self.game is not None:
            self.game.thinking = None
            self.game.say("Demo: the computer plays both hands. F5 gives you your cards back."
                          if self.demo else "Demo off: you play your own cards again.")

    # --- dialogs -------------------------------------------------------------------------------
    def how_to_play(self) -> None:
        self.open(HelpWindow(paths.doc_text("tablenette"), "How to Play Tablenette"))

    def about(self) -> AboutBox:
        return self.open(AboutBox())

    def ask_leave(self) -> None:
        """Esc: "Leave Tablenette?" Yes goes back to the menu (an unfinished game is kept)."""
        text = "Leave Tablenette? Your game is kept for next time." if self.in_progress else "Leave Tablenette?"
        self.message(text, "Tablenette", ("&Yes", "&No"), "question",
                     on_close=lambda answer: answer == "Yes" and self.app.leave())

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
        review = game.last_review
        lines = None
        if self.coach_on or review.decisions:
            lines = lambda: review_lines(review, self.coaching.pending(review))  # noqa: E731
        box = HandEndDialog(game.shown, over, state.winner, state.dealer, lines)
        box.on("close", lambda result: self.hand_box_closed(over, result))
        return self.open(box)

    def hand_box_closed(self, over: bool, result) -> None:
        if not over:
            return
        if result == "New Game":
            self.new_game()
        else:
            self.game.say("Game over. F2 or Game > New deals a new game.")

    # --- the coach (issue 18) ---------------------------------------------------------------
    def judge_play(self, game: Game, before: State, move) -> None:
        """The person has just played ``move`` from ``before``: the coach's verdict follows."""
        if self.coach_on:
            game.coach_line = ""
            self.coaching.judge(game, before, move)

    def coach_dropped(self, game: Game) -> None:
        """A take-back: work on plays that no longer stand is dropped."""
        self.coaching.drop(game)

    @property
    def can_hint(self) -> bool:
        game = self.game
        return game is not None and game.persons_turn and not self.drag.busy

    def hint(self) -> None:
        """F3 / H / Game > Hint: the coach's play, worked out over a few frames, then shown."""
        game = self.game
        if not self.can_hint:
            self.sound("error")
            return
        game.hinted = None
        game.say("The coach is looking at your cards...")
        self.coaching.ask_hint(game)

    def show_hint(self, advice) -> None:
        """Lift the advised card and mark its target; Enter then plays it as advised."""
        game = self.game
        move = advice.move
        if not game.persons_turn or move.card not in game.shown.slots[PERSON]:
            return
        game.hinted = move
        keys = self.keys
        slot = game.shown.slot_of(PERSON, move.card)
        keys.pick(slot)
        if move.kind == "capture" and move.cards and move.cards[0] in game.shown.table:
            keys.row, keys.target = "table", game.shown.table.index(move.cards[0])
        elif move.kind == "discard":
            keys.row = "deck"
        game.say(f"Hint: {advice.reason}.")

    # --- frames --------------------------------------------------------------------------------
    def tick_client(self) -> None:
        game = self.game
        if game is None:
            return
        game.tick()
        advice = self.coaching.step(game)
        if advice is not None:
            self.show_hint(advice)
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
        if game.persons_turn or self.drag.busy:
            if self.drag.update(game.hand_cards(PERSON) if game.persons_turn else [], self.targets()):
                self.keys.hide()
                return
            if game.persons_turn:
                if pyxel.btnp(pyxel.MOUSE_BUTTON_LEFT) and self.keys.picked >= 0:
                    self.click_target()
                    return
                if self.keys.update():
                    return
        if game.persons_turn and pyxel.btnp(pyxel.KEY_H) and not ctrl():
            self.hint()
            return
        if ctrl() and pyxel.btnp(pyxel.KEY_Z):
            self.undo()     # reached only when Undo is greyed (else the menu's Ctrl+Z ran it): a beep
            return
        if pyxel.btnp(pyxel.KEY_ESCAPE):
            self.ask_leave()

    def dropped(self, placed, target, x: int, y: int) -> bool:
        """A hand card let go over ``target`` (TNT-U2): True keeps it, False flies it back."""
        self.keys.reset()
        if target is None:
            self.game.refuse(f"Drop {placed.card.symbol} on a table card to take it, "
                             "or on the face-down deck card to lay it on the table.")
            return False
        return self.game.try_play(placed.card, target.data, (x, y))

    def clicked(self, placed) -> None:
        """A click on a hand card picks it up (click again to let go); then click a target."""
        slot = placed.data[1]
        if self.keys.picked == slot:
            self.keys.reset()
            self.game.say("")
        else:
            self.keys.pick(slot)

    def click_target(self) -> None:
        targets = self.targets()
        mx, my = pyxel.mouse_x, pyxel.mouse_y
        hit = next((t for t in reversed(targets) if t.contains(mx, my)), None)
        if hit is None:
            if hit_test(self.game.hand_cards(PERSON), mx, my) < 0:
                self.keys.reset()
            return
        card = self.keys.chosen_card()
        start = self.layout.slot(PERSON, self.keys.picked)
        if card is not None and self.game.try_play(card, hit.data, start):
            self.keys.reset()

    def draw_client(self) -> None:
        if self.game is not None:
            paint(self, self.game)
