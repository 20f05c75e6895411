"""Casino (2002, Windows 98): the program -- settings, games, demo mode and the Hall of Fame file.

``create(ctx, letters)`` is the entry point the launcher and ``run.py`` use
(letters: ``S`` sound off). The window and its dialogs are in
``app_window``; one game on the table in ``app_game``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Optional

from retro.casino import halloffame
from retro.casino.screens import app_keep
from retro.casino.screens.app_game import Game, Screen
from retro.casino.screens.app_keep import PROGRAM, Extras
from retro.casino.screens.app_replay import Replays
from retro.casino.screens.app_window import TITLE, CasinoWindow
from retro.casino.rules import Options, State
from retro.casino.screens.people import computer_names, load_table, save_table
from retro.casino.screens.settings import LEVELS, CasinoSettings
from retro.keep import KeptGame, Record
from retro.program import Context, Program
from retro.table import settings as declared
from retro.table.kept import check_log, check_seating
from retro.table.people import Seating
from retro.win import preload

DEMO_RESTART_FRAMES = 120
# The settings as a plain table (what the settings file holds when nothing was changed).
DEFAULTS = CasinoSettings().to_data()


def checked_settings(saved: dict) -> dict:
    """Remembered settings, each kept only while it is still a valid choice."""
    return CasinoSettings.checked(saved).to_data()


def create(ctx: Context, letters: str = "") -> "CasinoApp":
    return CasinoApp(ctx, letters)


class CasinoApp(Program):
    title = TITLE

    def __init__(self, ctx: Context, letters: str = ""):
        self.ctx = ctx
        self.settings = declared.load(ctx.store, PROGRAM, CasinoSettings)
        self._muted_before = ctx.audio.muted
        if "S" in (letters or "").upper():
            self.settings = self.settings.replace(sound=False)   # this run; saved if a dialog is confirmed
        ctx.audio.muted = not self.settings.sound
        self.demo = False
        self.games_started = 0
        self.not_counted = 0                     # games finished this run with a play taken back
        self._demo_wait = 0
        self.kept = KeptGame(ctx.store, PROGRAM)
        self.record = Record(ctx.store, PROGRAM)
        self.replays = Replays(self)
        # the table of people set up last (None: none yet), and the seats typed this run
        self.people_table: Optional[Seating] = load_table(ctx.store)
        self.typed_seats: Optional[list] = None
        preload("98")
        self.window = CasinoWindow(self)
        kept = self.kept.load(self.check_kept)  # a damaged file is said, kept as .bad
        if kept is not None:                     # the kept game on the table behind the question
            game = self.resume(*self.check_kept(kept))     # as it was left, its messages too
            self.window.ask_continue(lambda answer: self._continue_or_not(answer == "Yes", game))
        else:
            self.window.new_game_choices()       # as the original: a game starts from New Game
        self.load_hall()                         # a damaged file is reported at once (CAS-H4)
        self._report()                           # and any other file the store could not read

    # --- settings ------------------------------------------------------------------------------
    def apply_settings(self, settings: CasinoSettings) -> None:
        self.settings = settings
        self.ctx.audio.muted = not settings.sound
        declared.save(self.ctx.store, PROGRAM, settings)

    def check_name(self, name: str) -> Optional[str]:
        if not name:
            return "Please type your name: the Hall of Fame keeps scores by name."
        players = self.settings.opponents + 1
        taken = {n.casefold() for bot in LEVELS for n in computer_names(max(players, 4), bot)
                 + computer_names(2, bot)}
        if name.casefold() in taken:
            return f"{name} is a computer player's name. Please choose another."
        return None

    # --- games ------------------------------------------------------------------------------------
    def new_game(self, deal: int = 0, options: Optional[Options] = None, bot: Optional[str] = None,
                 seating: Optional[Seating] = None) -> Game:
        """Deal deal number ``deal`` (a new one when 0) under ``options`` (the settings' players when None)
        against ``bot``'s computers (the settings' skill when None); ``seating``: the people (and
        computers) at a table of people."""
        if seating is not None:
            self.people_table = seating          # the table New Game and Numbered Deal offer next
        players = len(seating.seats) if seating is not None else self.settings.opponents + 1
        options = options or Options(players=players)
        deal = deal or self.ctx.new_deal(salt=self.games_started)
        return self.begin(State.new(deal, options), bot=bot, deal=deal, seating=seating)

    def seat_people(self, seating: Seating, chosen: CasinoSettings) -> Game:
        """The seats dialog's table, checked: remembered (seat 1's name and coach as the player's), then
        dealt -- a game of people, or with one person the usual game against the computers."""
        settings = chosen.replace(name=seating.names[0], coach=seating.seats[0].coach)
        if not seating.shared:
            settings = settings.replace(opponents=len(seating.seats) - 1)
        self.apply_settings(settings)
        self.people_table, self.typed_seats = seating, None
        save_table(self.ctx.store, seating)
        self._report()
        return self.new_game(seating=seating if seating.shared else None)

    def table_for_deals(self) -> Optional[Seating]:
        """The people a numbered deal seats: the table of people set up last, if that was one."""
        table = self.people_table
        return table if table is not None and table.shared else None

    def _game(self, state: State, names: list[str], bot: str, bot_seed: int,
              extras: Optional[Extras] = None, deal: int = 0, seating: Optional[Seating] = None) -> Game:
        window = self.window
        screen = Screen(layout=lambda: window.layout, settings=lambda: self.settings,
                        sound=self.sound, dialog_open=lambda: window.modal is not None,
                        questions=window, kept=self.kept, record=self.record, written=self._report,
                        unplayed_shown=lambda: window.show_unplayed, moved=self.replays.moved,
                        log_kept=self.replays.kept)
        self.games_started += 1
        if seating is not None and seating.shared:
            self.demo = False                    # demo mode is for a game against the computer
        game = Game(screen, state, names, bot, bot_seed, demo=self.demo, extras=extras, deal=deal,
                    seating=seating)
        window.set_game(game)
        return game

    def begin(self, state: State, names: Optional[list[str]] = None, bot: Optional[str] = None,
              deal: int = 0, seating: Optional[Seating] = None) -> Game:
        """Put ``state`` on the table (a new deal from deal number ``deal``, or a position set up
        by a test or a puzzle).

        ``bot``: the computers' player (``retro.casino.bots``); by default the skill the New Game
        dialog chose (``CasinoSettings.bot``: "munter", the standard, or "expert"), and the computers
        are named after it.
        """
        bot = bot or self.settings.bot
        if seating is not None:
            names = list(seating.names)
            bot = next((seat.level for seat in seating.seats if not seat.person), bot)
        names = list(names) if names else [self.settings.name] + computer_names(state.players, bot)
        game = self._game(state, names, bot, self.ctx.new_seed(salt=1000 + self.games_started + 1), deal=deal,
                          seating=seating)
        game.say(f"Round {state.round}. Click table cards, then a card in your hand; "
                 "a hand card alone is a Put.")
        game.game_scene.start()                  # kept as it starts, its first line with it
        return game

    def game_over(self, game: Game) -> None:
        """The game is over: into the Hall of Fame, then the same deal again if that was chosen."""
        self.enter_hall(game)
        if game.again:      # at the game's own skill, with its people
            self.new_game(game.deal, game.state.options, game.bot_name, game.seating if game.people else None)

    def enter_hall(self, game: Game) -> None:
        """CAS-H2: a completed game enters the Hall of Fame (the session has put it in the record)."""
        if game.demo_played or self.demo:
            game.say("A demo game does not enter the Hall of Fame.")
            self._demo_wait = DEMO_RESTART_FRAMES if self.demo else 0
            return
        if not game.counted:
            self.not_counted += game.took_back   # the Hall and the record say how many (their notes)
            game.say("A game with a play taken back counts for nobody. F2 deals a new game.")
            return
        table = self.load_hall()
        table = halloffame.record_game(table, halloffame.game_result(game.state, game.names))
        halloffame.save(self.ctx.store, table)
        self._report()
        game.say("Game over. F2 deals a new game.")
        self.window.hall_of_fame(highlight=game.names[game.hall_seat])

    # --- the kept game -------------------------------------------------------------------------
    def check_kept(self, payload: dict) -> tuple[State, Extras]:
        """Rebuild a kept game completely, or raise ValueError (retro.keep reports the file)."""
        state = State.from_json(payload["state"])
        if state.over:
            raise ValueError("the kept game is already over")
        extras = app_keep.checked(payload["extra"], state.players)
        check_log(extras.played, state)
        seating = check_seating(extras.seating, state.players)
        people = seating.people if seating is not None else (0,)
        return state, replace(extras, take_back=app_keep.marks(payload["state"], state, extras.take_back, people))

    def _continue_or_not(self, yes: bool, game: Game) -> None:
        """The kept game on the table plays on, or goes (its file too) for the New Game dialog."""
        if yes or self.window.game is not game:
            return
        self.kept.discard()
        self.window.set_game(None)
        self.window.new_game_choices()

    def resume(self, state: State, extras: Extras) -> Game:
        """The kept position exactly as left: hands, table, scores, whose turn, the same future."""
        game = self._game(state, extras.names, extras.bot, extras.bot_seed, extras,
                          seating=check_seating(extras.seating, state.players))
        self.replays.resume(game, extras)
        self.window.set_unplayed(extras.show_unplayed)
        return game

    def toggle_demo(self) -> None:
        """F5: the computer plays every seat (and the person's again when switched off)."""
        game = self.window.game
        if game is not None and game.people and not game.finished:
            self.sound("error")
            game.say("Demo mode is for a game against the computer, not for a game of people.")
            return
        self.demo = not self.demo
        if self.demo and (game is None or game.finished):
            game = self.new_game()
        if game is not None:
            game.demo = self.demo
            game.say("Demo: the computer plays every seat. F5 stops it." if self.demo
                     else "Demo off: your turns are yours again.")

    def tick(self) -> None:
        if self._demo_wait and self.window.modal is None:
            self._demo_wait -= 1
            if self._demo_wait == 0 and self.demo:
                self.new_game()

    # --- the Hall of Fame file (CAS-H4) -----------------------------------------------------------
    def load_hall(self):
        """The table from the user data folder; a damaged file is reported and replaced by an empty one."""
        before = len(self.ctx.store.messages)
        table = halloffame.load(self.ctx.store)
        if len(self.ctx.store.messages) > before:
            halloffame.save(self.ctx.store, table)
            self._report()
        return table

    def record_rows(self) -> list:
        return self.record.rows()

    def people_rows(self) -> list:
        """Each person's line from the games people played together."""
        return self.record.people_rows()

    def sound(self, name: str) -> None:
        self.ctx.audio.effect(name)

    def clear_record(self) -> None:
        self.record.clear()
        self._report()

    def clear_hall(self) -> None:
        halloffame.save(self.ctx.store, halloffame.empty())
        self._report()

    def _report(self) -> None:
        """Show the store's one-line messages (a damaged or unwritable file) in one box."""
        self.window.report_files()

    # --- Program --------------------------------------------------------------------------------
    def leave(self) -> None:
        self.ctx.audio.stop()
        self.ctx.audio.muted = self._muted_before
        self.done = True

    def update(self) -> None:
        self.window.update()

    def draw(self) -> None:
        self.window.draw()
        self.window.draw_cursor()
