"""Casino (2002, Windows 98): the program -- settings, games, demo mode and the Hall of Fame file.

``create(ctx, letters)`` is the entry point the launcher and ``run.py`` use
(letters: ``S`` sound off). The window and its dialogs are in
``app_window``; one game on the table in ``app_game``.
"""

from __future__ import annotations

from typing import Optional

from retro.casino import halloffame
from retro.casino.app_board import Board
from retro.casino.app_game import PERSON, Game
from retro.casino.app_window import TITLE, CasinoWindow
from retro.casino.bots import BOTS
from retro.casino.rules import Options, State
from retro.casino.settings import CasinoSettings
from retro.casino.ui_messages import KEEP as KEPT_MESSAGES
from retro.coaching import HandReview
from retro.keep import KeptGame, Record
from retro.program import Context, Program
from retro.table import settings as declared
from retro.win import preload

DEMO_RESTART_FRAMES = 120
PROGRAM = "casino"          # retro.keep's file names: casino.game.json, casino.record.json
# The settings as a plain table (what the settings file holds when nothing was changed).
DEFAULTS = CasinoSettings().to_data()


def computer_names(players: int) -> list[str]:
    return ["Computer"] if players == 2 else [f"Computer {k}" for k in range(1, players)]


def checked_settings(saved: dict) -> dict:
    """Remembered settings, each kept only while it is still a valid choice."""
    return CasinoSettings.checked(saved).to_data()


def record_setting(game) -> str:
    """The record's key for a game's opponents: "standard-1" ... "expert-3" (issue 16)."""
    kind = {"munter": "standard"}.get(game.bot_name, game.bot_name)
    return f"{kind}-{game.state.players - 1}"


def kept_extras(game) -> dict:
    """What the screen needs besides the State to come back exactly as it was left."""
    return {"names": list(game.names), "bot": game.bot_name, "bot_seed": game.bot_seed,
            "demo_played": game.demo_played, "took_back": game.took_back or game.takeback.used,
            "moves": game.moves_played,
            "messages": [[m.text, m.own_play] for m in game.messages.log],
            "show_unplayed": game.host.show_unplayed,
            "review": game.coach.review(game.state.round).to_data()}


def checked_extras(extra: dict, players: int) -> dict:
    """``extra`` of a kept game, checked to the last field; ValueError says what is wrong."""
    if not isinstance(extra, dict):
        raise ValueError("the screen's part is not a table")
    names = extra.get("names")
    if (not isinstance(names, list) or len(names) != players
            or not all(isinstance(n, str) and n.strip() and len(n) <= 40 for n in names)
            or len({n.casefold() for n in names}) != players):
        raise ValueError("the players' names do not fit the game")
    if extra.get("bot") not in BOTS:
        raise ValueError(f"unknown computer player {extra.get('bot')!r}")
    for key in ("demo_played", "took_back", "show_unplayed"):
        if not isinstance(extra.get(key), bool):
            raise ValueError(f"{key} is not yes or no")
    for key, hi in (("bot_seed", 2 ** 63), ("moves", 10_000)):
        value = extra.get(key)
        if type(value) is not int or not 0 <= value < hi:
            raise ValueError(f"{key} is not a whole number in range")
    messages = extra.get("messages")
    if (not isinstance(messages, list) or len(messages) > KEPT_MESSAGES
            or not all(isinstance(m, list) and len(m) == 2 and isinstance(m[0], str)
                       and len(m[0]) <= 400 and isinstance(m[1], bool) for m in messages)):
        raise ValueError("the message lines are not a list of lines")
    out = {key: extra[key] for key in ("names", "bot", "bot_seed", "demo_played", "took_back",
                                        "show_unplayed", "moves", "messages")}
    out["review"] = HandReview.from_data(extra.get("review"))
    return out


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
        self._demo_wait = 0
        self.kept = KeptGame(ctx.store, PROGRAM)
        self.record = Record(ctx.store, PROGRAM)
        preload("98")
        self.window = CasinoWindow(self)
        kept = self.kept.load(self.check_kept)  # issue 16: a damaged file is said, kept as .bad
        if kept is not None:
            self.window.ask_continue(lambda yes: self._continue_or_not(yes, kept))
        else:
            self.window.new_game_dialog()        # as the original: a game starts from New Game
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
        taken = {n.casefold() for n in computer_names(max(players, 4))} | {"computer"}
        if name.casefold() in taken:
            return f"{name} is a computer player's name. Please choose another."
        return None

    # --- games ------------------------------------------------------------------------------------
    def new_game(self) -> Game:
        players = self.settings.opponents + 1
        seed = self.ctx.new_seed(salt=self.games_started)
        return self.begin(State.new(seed, Options(players=players)))

    def begin(self, state: State, names: Optional[list[str]] = None, bot: Optional[str] = None) -> Game:
        """Put ``state`` on the table (a new deal, or a position set up by a test or a puzzle).

        ``bot``: the computers' player (``retro.casino.bots``); by default "munter",
        or "expert" when the New Game dialog asked for expert players.
        """
        players = state.players
        bot = bot or ("expert" if self.settings.expert else "munter")
        names = list(names) if names else [self.settings.name] + computer_names(players)
        self.games_started += 1
        game = Game(self.window, state, names, bot, self.ctx.new_seed(salt=1000 + self.games_started))
        self.window.set_game(game)
        game.say(f"Round {state.round}. Click table cards, then a card in your hand; "
                 "a hand card alone is a Put.")
        self.keep_game(game)
        return game

    def game_over(self, game: Game) -> None:
        """CAS-H2: a completed game enters the Hall of Fame and the record (not one the demo played)."""
        self.kept.discard()
        if game.demo_played or self.demo:
            game.say("A demo game does not enter the Hall of Fame.")
            self._demo_wait = DEMO_RESTART_FRAMES if self.demo else 0
            return
        if not game.counts:
            game.say("A game with a play taken back counts for nobody. F2 deals a new game.")
            return
        table = self.load_hall()
        table = halloffame.record_game(table, halloffame.game_result(game.state, game.names))
        halloffame.save(self.ctx.store, table)
        won = game.state.winner == PERSON
        self.record.add(record_setting(game), "won" if won else "lost", game.state.scores[PERSON])
        self._report()
        game.say("Game over. F2 deals a new game.")
        self.window.hall_of_fame(highlight=game.names[0])

    # --- the kept game (issue 16) ------------------------------------------------------------
    def keep_game(self, game: Game) -> None:
        """After every completed move: the game as it stands goes to casino.game.json."""
        if game.finished or game.state.over:
            self.kept.discard()
            return
        self.kept.save(game.state.to_json(), kept_extras(game))
        self._report()

    def check_kept(self, payload: dict) -> tuple[State, dict]:
        """Rebuild a kept game completely, or raise ValueError (retro.keep reports the file)."""
        state = State.from_json(payload["state"])
        if state.over:
            raise ValueError("the kept game is already over")
        return state, checked_extras(payload["extra"], state.players)

    def _continue_or_not(self, yes: bool, kept: dict) -> None:
        if yes:
            self.resume(*self.check_kept(kept))
        else:
            self.kept.discard()
            self.window.new_game_dialog()

    def resume(self, state: State, extra: dict) -> Game:
        """The kept position exactly as left: hands, table, scores, whose turn, the same future."""
        self.games_started += 1
        game = Game(self.window, state, extra["names"], extra["bot"], extra["bot_seed"])
        game.pending.clear()                     # the position as it stands: no deal replayed
        game.board = Board.of(state)
        game.demo_played = extra["demo_played"]
        game.took_back = extra["took_back"]
        game.moves_played = extra["moves"]
        for text, own in extra["messages"]:
            game.say(text, own)
        game.coach.reviews[state.round] = extra["review"]
        self.window.set_game(game)
        self.window.set_unplayed(extra["show_unplayed"])
        return game

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

    def clear_record(self) -> None:
        self.record.clear()
        self._report()

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
