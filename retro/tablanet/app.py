"""Tablanet («Табланет»): the DOS program, a sibling of Tommy's Pinochle, in Russian or English.

``create(ctx, letters)`` is the entry point of the launcher and ``run.py``.
The scenes are the startup show and the questions (ui_setup) and the game
(app_game.Game); this module owns what they share: the language (F6), the
speed, sound, border and mono highlight, the remembered settings, the rules
viewer (F5) and the Y/N question before leaving.
"""

from __future__ import annotations

from dataclasses import dataclass

from retro import palette as P
from retro.dos.base import DosProgram
from retro.program import Context
from retro.tablanet.app_game import THINK_BUDGET_S, Game
from retro.tablanet.app_text import LANGS, t
from retro.tablanet.rules import Options, State
from retro.tablanet.ui_popups import AskYesNo, Box, CaptureChoice, RulesViewer
from retro.tablanet.ui_setup import Setup, Show
from retro.tablanet.ui_table import MESSAGE_ROW

SETTINGS = "tablanet"
DEFAULTS = {"lang": "ru", "players": 2, "ace": 11, "bonus": "points", "open_hands": False, "speed": 2}
MAX_SPEED = 9


@dataclass(frozen=True)
class Letters:
    """Command-line letters: S sound off, M mono, C colour, * no show, R Russian, E English."""

    sound_off: bool = False
    mono: bool = False
    skip_show: bool = False
    lang: str | None = None
    unknown: str = ""


def parse_letters(letters: str) -> Letters:
    """Any combination, any case; of M/C and of R/E the later one wins."""
    sound_off = mono = skip = False
    lang = None
    unknown = ""
    for char in (letters or "").upper():
        if char == "S":
            sound_off = True
        elif char in "MC":
            mono = char == "M"
        elif char == "*":
            skip = True
        elif char in "RE":
            lang = "ru" if char == "R" else "en"
        elif not char.isspace():
            unknown += char
    return Letters(sound_off, mono, skip, lang, unknown)


def fit(note: str, width: int = 78) -> str:
    """A store note for the one message line: parenthesised details go until it fits (as in Pinochle)."""
    while len(note) > width and "(" in note:
        start = note.index("(")
        end = note.find(")", start)
        if end < 0:
            break
        note = (note[:start].rstrip() + note[end + 1:]).strip()
    return note[:width]


def checked(saved: dict) -> dict:
    """Remembered answers, each kept only if it is still a valid one."""
    out = dict(DEFAULTS)
    valid = {"lang": LANGS, "players": (2, 3), "ace": (1, 11), "bonus": ("points", "cards"),
             "open_hands": (True, False), "speed": tuple(range(MAX_SPEED + 1))}
    for key, allowed in valid.items():
        value = saved.get(key)
        if value in allowed and type(value) is type(DEFAULTS[key]):
            out[key] = value
    return out


def create(ctx: Context, letters: str = "") -> "TablanetApp":
    return TablanetApp(ctx, letters)


class TablanetApp(DosProgram):
    title = "Tablanet"

    def __init__(self, ctx: Context, letters: str = ""):
        flags = parse_letters(letters)
        if flags.sound_off:
            ctx.audio.muted = True
        super().__init__(ctx, mono=flags.mono, border=P.BLACK)
        self.letters = flags
        self.settings = checked(ctx.store.settings(SETTINGS))
        if flags.lang:
            self.settings["lang"] = flags.lang
        self.lang = self.settings["lang"]
        self.speed = self.settings["speed"]
        self.highlight = False
        self.bot_name: str | None = None      # None: the bots module's default
        self.think_budget = THINK_BUDGET_S
        self.games_started = 0
        self.notes: list[str] = [fit(note) for note in ctx.store.take_messages()]
        if flags.unknown:
            self.notes.append(t("unknown_letter", self.lang, letter=repr(flags.unknown[0])))
        self.scene = self.new_setup() if flags.skip_show else Show(self)

    # --- scenes --------------------------------------------------------------------
    def new_setup(self) -> Setup:
        return Setup(self, skip_lang=self.letters.lang is not None)

    def setup(self) -> None:
        self.modals.clear()
        self.scene = self.new_setup()
        self.touch()

    def start_game(self, answers: dict) -> Game:
        """Remember the answers and deal a new game with them (the cut comes first)."""
        for key in ("lang", "players", "ace", "bonus", "open_hands"):
            self.settings[key] = answers[key]
        self.save_settings()
        options = Options(players=self.settings["players"], ace=self.settings["ace"],
                          bonus=self.settings["bonus"])
        seed = self.ctx.new_seed(salt=self.games_started)
        return self.begin(State.new(seed, options))

    def begin(self, state: State, bots: dict | None = None, demo: bool = False) -> Game:
        """Play ``state`` (a new game, or a position set up by a test)."""
        self.modals.clear()
        self.games_started += 1
        self.scene = Game(self, state, bots, demo=demo)
        self.touch()
        return self.scene

    def game_finished(self, game: Game) -> None:
        """After the game-over box: demo mode deals again by itself; a person is asked."""
        if game.demo:
            self.start_game(self.settings).demo = True
            return

        def answered(yes: bool) -> None:
            if yes:
                self.setup()
            else:
                self.quit()
        self.push(AskYesNo("q_again", self.lang, default=True, row=MESSAGE_ROW), answered)

    # --- shared services ----------------------------------------------------------------
    def take_notes(self) -> list[str]:
        notes, self.notes = self.notes, []
        return notes

    def note_text(self) -> str:
        return "  ".join(self.notes)

    def save_settings(self) -> None:
        self.settings["speed"] = self.speed
        self.settings["lang"] = self.lang
        self.ctx.store.save_settings(SETTINGS, self.settings)

    def set_lang(self, lang: str) -> None:
        """The screen's language (TBL-U2): every open pop-up follows."""
        self.lang = lang
        for widget, _ in self.modals:
            if isinstance(widget, RulesViewer):
                widget.relang(lang)
            elif hasattr(widget, "lang"):
                widget.lang = lang
        if isinstance(self.scene, Setup):
            self.scene.relang()
        self.save_settings()
        self.touch()

    def ask_quit(self) -> None:
        """F7 and Esc: a Y/N before going back to the menu."""
        if any(isinstance(w, AskYesNo) and w.key == "q_quit" for w, _ in self.modals):
            return

        def answered(yes: bool) -> None:
            if yes:
                self.quit()
        self.push(AskYesNo("q_quit", self.lang, default=False, row=MESSAGE_ROW,
                           fg=P.WHITE, bg=P.RED), answered)

    def quit(self) -> None:
        self.audio.stop()
        self.done = True

    def show_rules(self) -> None:
        """F5: the rules (original_docs/tablanet.md, or .en.md in English) in a scrollable pop-up."""
        self.push(RulesViewer(self.lang))

    def close_modal(self) -> None:
        """Close the top pop-up as if answered (a sheet that closes itself in demo mode)."""
        if self.modals:
            widget, on_done = self.modals.pop()
            self.touch()
            if on_done:
                on_done(widget.result)

    def news(self, key: str) -> None:
        if isinstance(self.scene, Game):
            from retro.tablanet.app_text import msg

            self.scene.news = [msg(key)]

    # --- DosProgram hooks --------------------------------------------------------------
    def global_key(self, key: str) -> bool:
        if key == "F1":
            self.news("sound_on" if self.audio.toggle() else "sound_off")
            return True
        if key == "F6":
            self.set_lang("en" if self.lang == "ru" else "ru")
            self.news("lang_now")
            return True
        if key in ("F8", "F9"):
            speed = min(MAX_SPEED, max(0, self.speed + (1 if key == "F8" else -1)))
            if speed == self.speed:
                self.beep()
            else:
                self.speed = speed
                self.save_settings()
            return True
        if key in ("F2", "F5", "F7") and isinstance(self.modal, (CaptureChoice, Box)):
            self.scene.on_key(key)           # the capture list and the sheets are part of the game
            return True
        if key == "F10":
            if self.screen.mono:
                self.highlight = not self.highlight
            else:
                self.screen.cycle_border()
            return True
        return False

    def on_key(self, key: str) -> None:
        self.scene.on_key(key)

    def on_click(self, col: int, row: int) -> None:
        self.scene.on_click(col, row)

    def tick(self) -> None:
        self.scene.tick()

    def paint(self) -> None:
        self.scene.paint(self.screen)
