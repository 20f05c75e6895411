"""Tommy's Pinochle (1988, DOS): the program — letters, scenes, function keys, settings.

``create(ctx, letters)`` is the entry point the launcher and ``run.py`` use.
The scenes are the startup show (ui_setup.Show), the questions
(ui_setup.Setup) and the game (app_game.Game); this module owns what they
share: the speed, sound, border and mono highlight, the match score and the
Y/N question before quitting.
"""

from __future__ import annotations

from dataclasses import dataclass

from retro import palette as P
from retro.dos.base import DosProgram
from retro.dos.widgets import TextViewer, YesNo
from retro.paths import doc_text
from retro.pinochle import app_score
from retro.pinochle.app_game import THINK_BUDGET_S, Game
from retro.pinochle.rules import Options, State
from retro.pinochle.ui_setup import Setup, Show
from retro.pinochle.ui_table import MESSAGE_ROW
from retro.program import Context

SETTINGS = "pinochle"
DEFAULTS = {"count": "old_timer", "single_hand": False, "game_point": 1000,
            "open_hands": False, "speed": 2}
MAX_SPEED = 9


@dataclass(frozen=True)
class Letters:
    """The command-line letters (PIN-C1): S sound off, M mono, C colour, * no show."""

    sound_off: bool = False
    mono: bool = False
    skip_show: bool = False
    unknown: str = ""


def parse_letters(letters: str) -> Letters:
    """Any combination, any case; of M and C the later one wins; neither means colour."""
    sound_off = mono = skip = False
    unknown = ""
    for char in (letters or "").upper():
        if char == "S":
            sound_off = True
        elif char == "M":
            mono = True
        elif char == "C":
            mono = False
        elif char == "*":
            skip = True
        elif not char.isspace():
            unknown += char
    return Letters(sound_off, mono, skip, unknown)


def fit(note: str, width: int = 78) -> str:
    """A note for the one message line: drop parenthesised details until it fits."""
    while len(note) > width and "(" in note:
        start = note.index("(")
        end = note.find(")", start)
        if end < 0:
            break
        note = (note[:start].rstrip() + note[end + 1:]).strip()
    return note[:width]


def create(ctx: Context, letters: str = "") -> "PinochleApp":
    return PinochleApp(ctx, letters)


def _checked(saved: dict) -> dict:
    """Remembered answers, each kept only if it is still a valid one."""
    out = dict(DEFAULTS)
    if saved.get("count") in DEFAULTS_COUNTS:
        out["count"] = saved["count"]
    for key in ("single_hand", "open_hands"):
        if isinstance(saved.get(key), bool):
            out[key] = saved[key]
    point = saved.get("game_point")
    if isinstance(point, int) and not isinstance(point, bool) and 500 <= point <= 30_000:
        out["game_point"] = point
    speed = saved.get("speed")
    if isinstance(speed, int) and not isinstance(speed, bool) and 0 <= speed <= MAX_SPEED:
        out["speed"] = speed
    return out


DEFAULTS_COUNTS = ("old_timer", "simplified", "streamlined")


class PinochleApp(DosProgram):
    title = "Tommy's Pinochle"

    def __init__(self, ctx: Context, letters: str = ""):
        flags = parse_letters(letters)
        if flags.sound_off:
            ctx.audio.muted = True
        super().__init__(ctx, mono=flags.mono, border=P.BLACK)
        self.letters = flags
        self.settings = _checked(ctx.store.settings(SETTINGS))
        self.speed = self.settings["speed"]
        self.highlight = False            # mono F10: the message line highlighted
        self.bot_name: str | None = None  # None: the bots module's default
        self.think_budget = THINK_BUDGET_S
        self.games_started = 0
        self.match = app_score.load(ctx.store)
        self.notes = [fit(note) for note in ctx.store.take_messages()]
        if flags.unknown:
            self.notes.append(f"Unknown letter {flags.unknown[0]!r} ignored (letters: S M C *).")
        self.scene = Setup(self) if flags.skip_show else Show(self)

    # --- scenes --------------------------------------------------------------------
    def setup(self) -> None:
        self.modals.clear()
        self.scene = Setup(self)
        self.touch()

    def start_game(self, answers: dict) -> Game:
        """Remember the answers and deal a new game with them."""
        self.settings.update({k: answers[k] for k in ("count", "single_hand", "game_point",
                                                       "open_hands")})
        self.save_settings()
        options = Options(game_point=self.settings["game_point"],
                          single_hand=self.settings["single_hand"],
                          count=self.settings["count"], open_hands=self.settings["open_hands"])
        seed = self.ctx.new_seed(salt=self.games_started)
        return self.begin(State.new(seed, options))

    def begin(self, state: State, bots: dict | None = None) -> Game:
        """Play ``state`` (a new game, or a position set up by a test or a puzzle)."""
        self.modals.clear()
        self.games_started += 1
        self.scene = Game(self, state, bots)
        self.touch()
        return self.scene

    def another_game(self) -> None:
        def answered(yes: bool) -> None:
            if yes:
                self.setup()
            else:
                self.quit()
        self.push(YesNo("Another game (Y/N)?", default=True, row=MESSAGE_ROW), answered)

    # --- shared services for the scenes ------------------------------------------------
    def take_note(self) -> str:
        text = self.note_text()
        self.notes = []
        return text

    def note_text(self) -> str:
        return "  ".join(self.notes)

    def save_settings(self) -> None:
        self.settings["speed"] = self.speed
        self.ctx.store.save_settings(SETTINGS, self.settings)

    def ask_quit(self, on_no=None) -> None:
        """F7 and Esc (PIN-F7): the same Y/N before leaving for the menu."""
        def answered(yes: bool) -> None:
            if yes:
                self.quit()
            elif on_no:
                on_no()
        self.push(YesNo("Quit Tommy's Pinochle (Y/N)?", default=False, row=MESSAGE_ROW,
                        fg=P.WHITE, bg=P.RED), answered)

    def quit(self) -> None:
        self.audio.stop()
        self.done = True

    def show_help(self) -> None:
        """F5 (PIN-F5): the instructions in a scrollable pop-up."""
        self.push(TextViewer("Tommy's Pinochle: instructions", doc_text("pinochle"),
                             close_key="F5"))

    def close_modal(self) -> None:
        """Close the top pop-up as if answered (a score sheet that closes itself in demo mode)."""
        if self.modals:
            widget, on_done = self.modals.pop()
            self.touch()
            if on_done:
                on_done(widget.result)

    # --- DosProgram hooks --------------------------------------------------------------
    def global_key(self, key: str) -> bool:
        if key == "F1":
            on = self.audio.toggle()
            self.notes_or_news("Sound on." if on else "Sound off.")
            return True
        if key in ("F8", "F9"):
            step = 1 if key == "F8" else -1
            speed = min(MAX_SPEED, max(0, self.speed + step))
            if speed == self.speed:
                self.beep()
            else:
                self.speed = speed
                self.save_settings()
            return True
        if key == "F10":
            if self.screen.mono:
                self.highlight = not self.highlight
            else:
                self.screen.cycle_border()
            return True
        return False

    def notes_or_news(self, text: str) -> None:
        if isinstance(self.scene, Game):
            self.scene.news = text

    def on_key(self, key: str) -> None:
        self.scene.on_key(key)

    def on_click(self, col: int, row: int) -> None:
        self.scene.on_click(col, row)

    def tick(self) -> None:
        self.scene.tick()

    def paint(self) -> None:
        self.scene.paint(self.screen)
