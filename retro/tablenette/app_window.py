"""Tablenette's main window (Windows 3.1): menus, function keys, dialogs and the person's input.

Game: New (F2), Demo (F5), Exit (Alt+F4); Options: Open Hands, Sound, Fast /
Normal / Slow; Help: How to Play (F1), About. Esc asks before leaving. The
table itself is drawn by ``ui_draw``; the game's flow is ``app_game.Game``.
"""

from __future__ import annotations

import pyxel

from retro import paths
from retro.tablenette.app_game import COMPUTER, PERSON, Game
from retro.tablenette.app_keys import Keys
from retro.tablenette.bots import DEFAULT_BOT, make_bot
from retro.tablenette.rules import State
from retro.tablenette.ui_dialogs import AboutBox, ChoiceDialog, HandEndDialog
from retro.tablenette.ui_draw import paint
from retro.tablenette.ui_layout import CARD_H, Layout
from retro.win import SEPARATOR, DragDrop, DropTarget, HelpWindow, Menu, MenuItem, Window, hit_test

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
            Menu("&Game", [MenuItem("&New", self.new_game, "F2"),
                           MenuItem("&Demo", self.toggle_demo, "F5", checked=lambda: self.demo),
                           SEPARATOR,
                           MenuItem("E&xit", self.request_close, "Alt+F4")]),
            Menu("&Options", [MenuItem("&Open Hands", self.toggle_open_hands,
                                       checked=lambda: self.open_hands),
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
    def new_game(self) -> None:
        """F2: a new match, the first dealer drawn at random (TNT-D3)."""
        seed = self.app.ctx.new_seed(salt=self.games)
        self.begin(State.new(seed), deal=True)

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
        """Esc: "Leave Tablenette?" Yes goes back to the menu."""
        self.message("Leave Tablenette?", "Tablenette", ("&Yes", "&No"), "question",
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
        state = self.game.state
        box = HandEndDialog(self.game.shown, over, state.winner, state.dealer)
        box.on("close", lambda result: self.hand_box_closed(over, result))
        return self.open(box)

    def hand_box_closed(self, over: bool, result) -> None:
        if not over:
            return
        if result == "New Game":
            self.new_game()
        else:
            self.game.say("Game over. F2 or Game > New deals a new game.")

    # --- frames --------------------------------------------------------------------------------
    def tick_client(self) -> None:
        game = self.game
        if game is None:
            return
        game.tick()
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
