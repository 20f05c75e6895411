"""The Casino window: File menu (CAS-U1), HINT and the unplayed-cards button, keys, and the game's dialogs."""

from __future__ import annotations

from typing import Callable, Optional, Protocol

import pyxel

from retro import paths
from retro.casino.screens.app_game import Game
from retro.casino.screens.app_keys import action_of, shortcut, with_key_list
from retro.casino.screens.app_lessons import Lessons
from retro.casino.screens.app_people import PeopleAtTheTable
from retro.casino.screens.settings import MID_GAME, CasinoSettings
from retro.casino.screens.ui_dialogs import PEOPLE, GameDialog, HallOfFameDialog, RecordsDialog, RoundDialog
from retro.casino.screens.ui_layout import Layout
from retro.casino.screens.ui_table import draw_table
from retro.palette import W_GREEN, W_WHITE
from retro.win import SEPARATOR, Button, GameWindow, Menu, MenuItem
from retro.win import inputs
from retro.win.gamewindow import GameProgram

VERSION = "2.1"
TITLE = "Casino"
MOVE_WORDS = {"take": "&Take", "build": "&Build", "block": "B&lock", "put": "&Put"}
DEMO_ROUND_FRAMES = 240     # a demo's round-end box closes itself after this long
CLEARED = "Your selection is cleared: pick the table cards again, then a card in your hand."


class Program(GameProgram, Protocol):
    """What the window asks of the program (``CasinoApp``): its settings, and the work behind the commands
    (and, as any game window's program, its context and ``leave``)."""

    settings: CasinoSettings
    demo: bool

    def sound(self, name: str) -> None: ...

    def check_name(self, name: str) -> Optional[str]: ...

    def apply_settings(self, settings: CasinoSettings) -> None: ...

    def new_game(self, deal: int = 0, options=None, bot: Optional[str] = None) -> Game: ...

    def game_over(self, game: Game) -> None: ...

    def toggle_demo(self) -> None: ...

    def tick(self) -> None: ...

    def load_hall(self): ...

    def clear_hall(self) -> None: ...

    def record_rows(self) -> list: ...

    def people_rows(self) -> list: ...

    def clear_record(self) -> None: ...


class CasinoWindow(PeopleAtTheTable, GameWindow):
    """The program's one window; ``app`` (CasinoApp) owns settings, the store and the games.

    The questions, New Game, Numbered Deal, leaving and How to Play are the Windows kit's
    ``GameWindow``; this class says what Casino's own are (people at the table: ``app_people``).
    """

    program_name = TITLE
    program = "casino"
    NEW_GAME_QUESTION = "Give up the game in progress and start a new one?"
    NUMBERED_DEAL_QUESTION = "Give up the game in progress and play a numbered deal?"
    HOW_TO_PLAY_TITLE = "Casino - How to Play"

    def __init__(self, app: Program):
        self.app = app
        menus = [Menu("&File", [
            MenuItem("&New Game...", self.ask_new_game, shortcut("new_game")),
            MenuItem("Numbered &Deal...", self.ask_numbered_deal),
            MenuItem("&Undo", self.take_back, shortcut("take_back"), enabled=self._can_take_back),
            MenuItem("Game &Settings...", self.settings_dialog),
            SEPARATOR,
            MenuItem("&How to Play", self.how_to_play, shortcut("how_to_play")),
            MenuItem("Hall of &Fame...", self.hall_of_fame),
            MenuItem("Re&play...", lambda: self.app.replays.open_list()),
            MenuItem("&Records...", self.records),
            MenuItem("&About Casino...", self.about),
            SEPARATOR,
            MenuItem("E&xit", self.request_close, shortcut("exit")),
        ]), Menu("&Help", [MenuItem("&Lessons...", self.open_lessons)])]
        super().__init__(TITLE, "98", menus, background=W_GREEN)
        self.on("close", self.ask_leave)
        self.game: Optional[Game] = None
        self.lessons: Optional[Lessons] = None      # the lessons, while they are open over the table
        self.show_unplayed = False
        self.layout = Layout(self.client_rect, 2)
        cx, cy, _, _ = self.client_rect
        r = self.layout.hint
        self.hint_button = self.add(Button("&HINT", r.x - cx, r.y - cy, r.w, r.h, on_click=self.hint))
        r = self.layout.unplayed_button
        self.unplayed_button = self.add(Button("Show &unplayed cards", r.x - cx, r.y - cy, r.w, r.h,
                                               on_click=self.toggle_unplayed))
        self.table_mouse = inputs.Capture()
        for button in (self.hint_button, self.unplayed_button):
            button.focusable = False      # Tab and arrows belong to the cards

    @property
    def coach_on(self) -> bool:
        """The coach's line after each of your plays, and the round's review."""
        return self.app.settings.coach

    def sound(self, name: str) -> None:
        self.app.sound(name)

    # --- a game on the table -----------------------------------------------------------------
    def set_game(self, game: Optional[Game]) -> None:
        self.game = game
        players = game.state.players if game else 2
        self.layout = Layout(self.client_rect, players)
        cx, cy, _, _ = self.client_rect
        r = self.layout.unplayed_button
        self.unplayed_button.x, self.unplayed_button.w = r.x - cx, r.w

    def set_unplayed(self, shown: bool) -> None:
        if shown != self.show_unplayed:
            self.toggle_unplayed()

    def round_ended(self, game: Game, final: bool) -> None:
        """CAS-U9: the breakdown, then continue / stop; or, at the end, the winner (CAS-E3)."""
        winner = game.state.winner if final else None
        demo = self.app.demo
        if game.people:     # each person's own review: the round's cards are all played, none is hidden
            reviews = [(game.names[seat], game.review(game.board.round, seat)) for seat in game.seating.people
                       if seat in game.session.coached or game.review(game.board.round, seat).decisions]
            box = RoundDialog(game.board, game.names, final, winner, target=game.state.options.target,
                              reviews=reviews, again=bool(game.deal), you=None)
        else:
            review = game.review(game.board.round)
            box = RoundDialog(game.board, game.names, final, winner,
                              auto_frames=DEMO_ROUND_FRAMES if demo else 0,
                              target=game.state.options.target,
                              review=review if (self.coach_on or review.decisions) and not demo else None,
                              again=bool(game.deal) and not demo, demo_seat=game.demo_in(game.board.round))
        self.sound("fanfare" if final else "ok")

        def closed(result):
            game.again = final and result == "Play this deal again"
            if final or result == "OK":
                game.continue_round()
            else:
                game.abandon()                   # an ended game is kept no more
                game.say("The game ends unfinished: nothing goes to the Hall of Fame. F2 deals a new one.")
        box.on("close", closed)
        self.open(box)

    def game_over(self, game: Game) -> None:
        self.app.game_over(game)

    def no_room(self, card, who: str = "") -> None:
        """CAS-U8 / CAS-P1: a Put with every space full went to the capture pile (``who``: the person's
        name, at a table of people)."""
        if who:
            self.message(f"There is no free space on the table, so {who}'s {card.symbol} goes "
                         f"straight to {who}'s capture pile.", TITLE, icon="info")
            return
        self.message(f"There is no free space on the table, so your {card.symbol} goes "
                     "straight to your capture pile.", TITLE, icon="info")

    def mistake(self, text: str) -> None:
        """CAS-U6: the selection allows nothing -- say why, and that it was let go."""
        self.sound("error")
        self.message(f"{text}\n\n{CLEARED}", TITLE, icon="warning")

    def choose(self, text: str, moves, then: Callable) -> None:
        """CAS-U6 / CAS-K2: several moves fit the selection -- the person picks one."""
        labels = []
        for move in moves:
            label = MOVE_WORDS[move.kind]
            labels.append(label if label not in labels else move.kind.title())
        by_label = {lb.replace("&", ""): m for lb, m in zip(labels, moves)}

        def picked(answer):
            move = by_label.get(answer)
            if move is not None:
                then(move)
        self.message(text, TITLE, labels + ["Cancel"], "question", on_close=picked)

    # --- menu commands ------------------------------------------------------------------------
    @property
    def in_progress(self) -> bool:
        """The player's game (the one waiting under the lessons, if they are open) is not finished."""
        game = self.lessons.players_game if self.lessons is not None else self.game
        return game is not None and not game.finished

    def start_new_game(self) -> None:
        """F2 / New Game, once nothing is in the way: the New Game dialog deals (its seats, when a table
        of people was set up last)."""
        self.new_game_choices()

    def play_numbered_deal(self, number: int) -> None:
        """File > Numbered Deal's number: a new game from that deal (with the people set up last)."""
        self.app.new_game(number, seating=self.app.table_for_deals())

    def _can_take_back(self) -> bool:
        return self.game is not None and self.game.can_take_back

    def take_back(self) -> None:
        """Ctrl+Z / Undo, with open hands only: back to your previous play."""
        if self.game is None or not self.game.take_back():
            self.sound("error")

    def start_lessons(self) -> Lessons:
        """Help > Lessons...: the lessons over the table, the player's game waiting till they close."""
        if self.app.demo:
            self.app.toggle_demo()               # the demo would deal over the lesson
        return Lessons(self, self.app)

    def leave_lessons(self) -> None:
        """The lessons close (if open) and the player's game comes back."""
        if self.lessons is not None:
            self.lessons.close()

    def records(self) -> RecordsDialog:
        return self.open(RecordsDialog(self.app.record_rows(), self.app.clear_record, self.app.not_counted,
                                       self.app.people_rows()))

    def new_game_dialog(self) -> GameDialog:
        box = self.open(GameDialog(self.app.settings, new_game=True))

        def closed(result):
            if result == "OK":
                values = box.values()
                problem = self.app.check_name(values["name"])
                if problem:
                    self.message(problem, TITLE, icon="warning",
                                 on_close=lambda _r: self.new_game_dialog())
                    return
                self.app.apply_settings(self.app.settings.values_from(values))
                self.app.new_game()
        box.on("close", closed)
        return box

    def settings_dialog(self) -> GameDialog:
        if self.game is not None and self.game.people and not self.game.finished:
            return self.people_settings_dialog(self.game)
        box = self.open(GameDialog(self.app.settings, new_game=False))

        def closed(result):
            if result == "OK":
                self.app.apply_settings(self.app.settings.values_from(box.values(), MID_GAME))
            elif result == PEOPLE:
                self.people_setup(self.app.settings.values_from(box.values(), MID_GAME))
        box.on("close", closed)
        return box

    def how_to_play_text(self) -> str:
        return with_key_list(paths.doc_text("casino"))

    def hall_of_fame(self, highlight: str | None = None) -> HallOfFameDialog:
        return self.open(HallOfFameDialog(self.app.load_hall(), self.app.clear_hall, highlight,
                                          self.app.not_counted))

    def about(self) -> None:
        from retro import __version__

        self.message(f"Casino {VERSION}\n\nThe Windows card game of Put, Take, Build and Block, "
                     f"after the freeware by Ernst and Richard Munter (2000-2002).\n\n"
                     f"Retro Card Classics {__version__}", f"About {TITLE}", icon="info")

    def ask_leave(self) -> None:
        """Alt+F4, Exit, the close box or Esc: ask, then go back to the menu (the game is kept)."""
        self.closed = False                      # the window stays open till the Yes
        super().ask_leave()

    # --- the table's buttons --------------------------------------------------------------------
    def hint(self) -> None:
        if self.game is None or not self.game.show_hint():
            self.sound("error")

    def toggle_unplayed(self) -> None:
        """CAS-U5: the long grey button shows or hides the unplayed cards."""
        self.show_unplayed = not self.show_unplayed
        self.unplayed_button.label = ("Hide &unplayed cards" if self.show_unplayed
                                      else "Show &unplayed cards")
        if self.game is not None and not self.game.busy and not self.game.finished:
            self.game.game_scene.changed()       # it comes back as it was left (kept at the frame's end)

    def scene_on_table(self):
        return self.game.game_scene if self.game is not None else None

    # --- every frame ------------------------------------------------------------------------------
    def tick_client(self) -> None:
        game = self.game      # the deal number in the title bar, as FreeCell showed its game number
        if self.title == TITLE or self.title.startswith(f"{TITLE} - Deal "):   # not over a lesson's title
            self.title = f"{TITLE} - Deal {game.deal}" if game is not None and game.deal else TITLE
        if self.focus is not None:        # a button pressed by its letter keeps no focus:
            self.set_focus(None)          # Space and Enter belong to the cards
        self.app.tick()
        if self.game is not None:
            self.game.tick()
            self.open_pass_box()          # a table of people waiting for the next person
        self.hint_button.enabled = self.game is not None and self.game.person_to_play

    def update_client(self) -> None:
        """The table's keys and mouse, from the kit's input adapter (this frame's ``Frame``)."""
        game = self.game
        frame = inputs.current()
        action = action_of(frame)
        if self.lessons is not None and self.lessons.key(action):
            return
        if action == "hint":
            self.hint()
        elif action == "demo":
            self.app.toggle_demo()
        elif action == "take_back":       # Undo greyed: the menu's shortcut did not take it
            self.take_back()
        elif action == "leave":
            if game is None or not game.clear_selection():
                self.ask_leave()
        if action is not None:
            return
        if self.input_used and not frame.went_down(pyxel.KEY_TAB):
            return
        if game is None:
            return
        # The table takes a press at once, as the original did (a pile or a card acts on the press).
        pressed = [e for e in self.table_mouse.feed(frame, self._pick_table) if e.kind == "down"]
        if pressed:
            self.click(pressed[0].x, pressed[0].y)
            return
        if frame.went_down(pyxel.MOUSE_BUTTON_RIGHT):
            game.clear_selection()
            return
        if not game.person_to_play:
            return
        for key in ("TAB", "LEFT", "RIGHT", "UP", "DOWN"):
            if frame.pressed(getattr(pyxel, "KEY_" + key)):
                game.move_focus(key)
                return
        if frame.went_down(pyxel.KEY_SPACE):
            game.press_focus(enter=False)
        elif frame.enter:
            game.press_focus(enter=True)
        else:
            for n in range(4):
                if frame.went_down(pyxel.KEY_1 + n):
                    game.play_hand(n)

    def _pick_table(self, mx: int, my: int):
        """A press with Alt held belongs to the menus; any other is the table's."""
        return None if inputs.current().alt else self

    def click(self, mx: int, my: int) -> None:
        """A click on the table: a pile toggles its selection, a hand card plays (CAS-U6)."""
        game = self.game
        game.show_focus = False
        lay = self.layout
        for index, pile in enumerate(game.board.spaces):
            if pile is not None and lay.pile_rect(index, len(pile.cards)).contains(mx, my):
                game.toggle_space(index)
                game.focus = ("table", index)
                return
        seat = lay.seats[0]                  # the front: the hand of the person at the screen
        hand = game.board.hands[game.front]
        for i in range(len(hand) - 1, -1, -1):
            x, y = seat.card_xy(i)
            if x <= mx < x + seat.card_w and y <= my < y + 96:
                game.focus = ("hand", i)
                game.play_hand(i)
                return

    def draw_client(self) -> None:
        if self.game is None:
            cx, cy, cw, ch = self.client_rect
            f = self.look.ui
            text = "Choose New Game from the File menu (F2) to deal."
            f.draw(cx + (cw - f.width(text)) // 2, cy + ch // 2, text, W_WHITE)
            return
        self.game.covered = self.seats_open      # no hand behind the seats of a new game
        draw_table(self.game, self.look, self.show_unplayed)
        if self.lessons is not None:
            self.lessons.draw()
