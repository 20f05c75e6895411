"""Casino (2002, Windows 98): the program -- settings, games, demo mode and the Hall of Fame file.

``create(ctx, letters)`` is the entry point the launcher and ``run.py`` use
(letters: ``S`` sound off). The window and its dialogs are in
``app_window``; one game on the table in ``app_game``.
"""

from __future__ import annotations

from typing import Optional

from retro.casino import halloffame
from retro.casino.app_game import Game
from retro.casino.app_window import TITLE, CasinoWindow
from retro.casino.bots import make_bot
from retro.casino.rules import Options, State
from retro.program import Context, Program
from retro.win import preload

SETTINGS = "casino"
DEFAULTS = {"name": "Player", "opponents": 1, "expert": False, "back": 0, "delay": 4,
            "animation": True, "sound": True, "open_hands": False}
DEMO_RESTART_FRAMES = 120


def computer_names(players: int) -> list[str]:
    return ["Computer"] if players == 2 else [f"Computer {k}" for k in range(1, players)]


def checked_settings(saved: dict) -> dict:
    """Remembered settings, each kept only while it is still a valid choice."""
    out = dict(DEFAULTS)
    name = saved.get("name")
    if isinstance(name, str) and name.strip() and len(name) <= 20:
        out["name"] = " ".join(name.split())
    for key, lo, hi in (("opponents", 1, 3), ("back", 0, 5), ("delay", 1, 9)):
        value = saved.get(key)
        if isinstance(value, int) and not isinstance(value, bool) and lo <= value <= hi:
            out[key] = value
    for key in ("expert", "animation", "sound", "open_hands"):
        if isinstance(saved.get(key), bool):
            out[key] = saved[key]
    return out


def create(ctx: Context, letters: str = "") -> "CasinoApp":
    return CasinoApp(ctx, letters)


class CasinoApp(Program):
    title = TITLE

    def __init__(self, ctx: Context, letters: str = ""):
        self.ctx = ctx
        self.settings = ctx.store.checked_settings(SETTINGS, checked_settings)
        self._muted_before = ctx.audio.muted
        if "S" in (letters or "").upper():
            self.settings["sound"] = False      # for this run; saved only if a dialog is confirmed
        ctx.audio.muted = not self.settings["sound"]
        self.demo = False
        self.games_started = 0
        self._demo_wait = 0
        preload("98")
        self.window = CasinoWindow(self)
        self.window.new_game_dialog()            # as the original: a game starts from New Game
        self.load_hall()                         # a damaged file is reported at once (CAS-H4)
        self._report()                           # and any other file the store could not read

    # --- settings ------------------------------------------------------------------------------
    def apply_settings(self, values: dict) -> None:
        self.settings.update(values)
        self.ctx.audio.muted = not self.settings["sound"]
        self.ctx.store.save_settings(SETTINGS, self.settings)

    def check_name(self, name: str) -> Optional[str]:
        if not name:
            return "Please type your name: the Hall of Fame keeps scores by name."
        players = self.settings["opponents"] + 1
        taken = {n.casefold() for n in computer_names(max(players, 4))} | {"computer"}
        if name.casefold() in taken:
            return f"{name} is a computer player's name. Please choose another."
        return None

    # --- games ------------------------------------------------------------------------------------
    def new_game(self) -> Game:
        players = self.settings["opponents"] + 1
        seed = self.ctx.new_seed(salt=self.games_started)
        return self.begin(State.new(seed, Options(players=players)))

    def begin(self, state: State, names: Optional[list[str]] = None, bot: Optional[str] = None) -> Game:
        """Put ``state`` on the table (a new deal, or a position set up by a test or a puzzle).

        ``bot``: the computers' player (``retro.casino.bots``); by default "munter",
        or "expert" when the New Game dialog asked for expert players.
        """
        players = state.players
        bot = bot or ("expert" if self.settings["expert"] else "munter")
        names = list(names) if names else [self.settings["name"]] + computer_names(players)
        bots = {p: make_bot(bot) for p in range(1, players)}
        self.games_started += 1
        game = Game(self.window, state, names, bots, self.ctx.rng(salt=1000 + self.games_started))
        self.window.set_game(game)
        game.say(f"Round {state.round}. Click table cards, then a card in your hand; "
                 "a hand card alone is a Put.")
        return game

    def game_over(self, game: Game) -> None:
        """CAS-H2: a completed game enters the Hall of Fame (not one the demo played)."""
        if game.demo_played or self.demo:
            game.say("A demo game does not enter the Hall of Fame.")
            self._demo_wait = DEMO_RESTART_FRAMES if self.demo else 0
            return
        table = self.load_hall()
        table = halloffame.record_game(table, halloffame.game_result(game.state, game.names))
        halloffame.save(self.ctx.store, table)
        self._report()
        game.say("Game over. F2 deals a new game.")
        self.window.hall_of_fame(highlight=game.names[0])

    def toggle_demo(self) -> None:
        """F5: the computer plays every seat (and the person's again when switched off)."""
        self.demo = not self.demo
        game = self.window.game
        if self.demo and (game is None or game.finished):
            game = self.new_game()
        if game is not None:
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

    def clear_hall(self) -> None:
        halloffame.save(self.ctx.store, halloffame.empty())
        self._report()

    def _report(self) -> None:
        """Show the store's one-line messages (a damaged or unwritable file) in one box."""
        self.window.warn(self.ctx.store.take_messages(), TITLE)

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
