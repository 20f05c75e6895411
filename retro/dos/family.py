"""What the family of DOS card programs shares: one scene at a time and the common F-keys.

Tommy's Pinochle and Tablanet are built alike: a startup show, the questions
before a game and the game itself are *scenes*, one of which owns the screen
at a time, and a few function keys work everywhere, even over a question:
F1 sound, F8/F9 the delay and F10 the border colour (in mono, the highlighted
message line). Those are the family's actions (``FAMILY_ACTIONS``); which
key gives each is the program's keymap's to say. A click on a key bar's
label does what that key does.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Protocol

from retro.fitting import fit_line
from retro.dos.base import DosProgram
from retro.dos.keybar import legend_key
from retro.dos.screen import TextScreen
from retro.dos.widgets import YesNo
from retro.table.keymap import Keymap
from retro.table.scene import GameScene

MAX_SPEED = 9          # the delay setting runs 0..9 (F8 longer, F9 shorter)
# The actions every program of the family takes the same way, from its keymap's keys (F1, F8, F9, F10).
FAMILY_ACTIONS = ("sound", "slower", "faster", "border")


class Scene(Protocol):
    """A show, the questions or a game: input, a per-frame tick and the screen."""

    def on_key(self, key: str) -> None: ...

    def on_click(self, col: int, row: int) -> None: ...

    def tick(self) -> None: ...

    def paint(self, screen: TextScreen) -> None: ...


def fit(note: str, width: int = 78) -> str:
    """A note for the one message line, shortened by whole clauses if it must (``retro.fitting``)."""
    return fit_line(note, width)


@dataclass(frozen=True)
class Letters:
    """The command line's letters: S sound off, M mono, C colour, * no show; with languages, R
    Russian and E English (``lang``, None when neither was given); ``unknown`` the others."""

    sound_off: bool = False
    mono: bool = False
    skip_show: bool = False
    lang: str | None = None
    unknown: str = ""


def parse_letters(letters: str, languages: bool = False) -> Letters:
    """Any combination, any case; of M and C (and of R and E) the later one wins; neither M nor C
    means colour. Without ``languages`` R and E are unknown letters."""
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
        elif languages and char in "RE":
            lang = "ru" if char == "R" else "en"
        elif not char.isspace():
            unknown += char
    return Letters(sound_off, mono, skip, lang, unknown)


class SceneProgram(DosProgram):
    """A DosProgram that hands its keys, clicks, frames and screen to ``self.scene``.

    ``letters`` are the command line's letters as the program read them
    (``sound_off``, ``mono``, ``skip_show``, ``unknown``), ``settings`` the
    remembered ones (a frozen dataclass with a ``speed``). Subclasses set
    ``scene`` and ``keymap`` (their keys, the family's actions among them),
    and provide ``new_setup`` (the questions scene), ``save_settings`` (the
    speed is one of the settings) and ``sound_switched`` (how F1's news
    reaches the screen). The quit question, the help and the game itself stay
    with each program.
    """

    scene: Scene
    speed: int
    keymap: Keymap        # the program's keys: FAMILY_ACTIONS among them
    bar_clicks = True

    def __init__(self, ctx, letters, settings, border: int = 0):
        if letters.sound_off:
            ctx.audio.muted = True
        super().__init__(ctx, mono=letters.mono, border=border)
        self.letters = letters
        self.settings = settings
        self.speed: int = settings.speed
        self.highlight = False            # mono F10: the message line highlighted
        self.notes: list[str] = []        # start-up notes: a damaged file, an unknown letter
        self.bot_name: str | None = None  # None: the bots module's default
        self.games_started = 0

    def read_files(self, keeping, replays):
        """The program's files: the kept game (``self.kept``), the record, read now so that a damaged
        file is reported at start, and the replays' history (read when they are first opened).
        ``keeping`` is the program's module with ``kept_game``, ``record`` and ``load`` (of a store),
        ``replays`` the one with ``history``. Returns the kept game to offer, or None; what the
        store had to say goes into the notes."""
        store = self.ctx.store
        self.kept = keeping.kept_game(store)
        self.record = keeping.record(store)
        self.record.rows()
        self.history = replays.history(store)
        kept = keeping.load(store)
        self.notes = store.take_messages()
        return kept

    # --- hooks for subclasses -------------------------------------------------------
    def new_setup(self) -> Scene:
        """The questions before a game."""
        raise NotImplementedError

    def save_settings(self) -> None:
        """Remember the settings (the speed among them)."""

    def sound_switched(self, on: bool) -> None:
        """F1 turned the sound on or off: say so."""

    def shown_notes(self) -> list[str]:
        """The start-up notes as the screen shows them, each fitted to the message line."""
        return [fit(note) for note in self.notes]

    # --- scenes -----------------------------------------------------------------------
    def enter(self, scene: Scene) -> Scene:
        """Make ``scene`` the screen's owner; pop-ups of the scene before are dropped, a game left is
        kept as it stands."""
        self.leave_game()
        self.modals.clear()
        self.scene = scene
        self.touch()
        return scene

    def setup(self) -> None:
        self.enter(self.new_setup())

    def back_to_finished(self, game) -> None:
        """Back from the replays to ``game``, over: its "Another game?" question is asked again (A may
        still play its deal again). A program without that question shows its questions."""
        self.setup()

    def setup_or_quit(self, again: bool) -> None:
        """The answer to "Another game?": the questions again, or back to the menu."""
        if again:
            self.setup()
        else:
            self.quit()

    def quit(self) -> None:
        self.leave_game()
        self.audio.stop()
        self.done = True

    def leave_game(self) -> None:
        """The game on screen (if one is) is left: what changed this frame is kept now, nothing after."""
        game_scene = getattr(getattr(self, "scene", None), "game_scene", None)
        if isinstance(game_scene, GameScene):
            game_scene.leave()

    def ask_another_game(self, question: YesNo, deal: int, again: Callable[[], None],
                         numbered: Callable[[], None]) -> None:
        """"Another game (Y/N)?" (``question``): Y the questions again, N back to the menu; A plays
        deal number ``deal`` again (``again``, where the game had a number), D a numbered deal
        (``numbered``: the questions, asking for the number first)."""
        def more(key: str) -> bool:
            if key in ("A", "D") and (key == "D" or deal):
                question.result, question.done = ("again" if key == "A" else "numbered"), True
                return True
            return False

        def answered(answer) -> None:
            if answer == "again":
                again()
            elif answer == "numbered":
                numbered()
            else:
                self.setup_or_quit(answer)
        question.on_key = more
        self.push(question, answered)

    def close_modal(self) -> None:
        """Close the top pop-up as if answered (a sheet that closes itself in demo mode)."""
        if self.modals:
            widget, on_done = self.modals.pop()
            self.touch()
            if on_done:
                on_done(widget.result)

    # --- the family's keys ------------------------------------------------------------
    def change_speed(self, step: int) -> None:
        """Slower (F8: +1, longer delays) and faster (F9: -1); a beep at either end of the range."""
        speed = min(MAX_SPEED, max(0, self.speed + step))
        if speed == self.speed:
            self.beep()
        else:
            self.speed = speed
            self.save_settings()

    def global_key(self, key: str) -> bool:
        """The family's keys, as the program's keymap names their actions."""
        return self.family_key(self.keymap.action(key))

    def family_key(self, action: str | None) -> bool:
        """Do ``action`` if it is one of the family's (``FAMILY_ACTIONS``); False if it is not."""
        if action == "sound":
            self.sound_switched(self.audio.toggle())
        elif action in ("slower", "faster"):
            self.change_speed(1 if action == "slower" else -1)
        elif action == "border":
            if self.screen.mono:
                self.highlight = not self.highlight
            else:
                self.screen.cycle_border()
        else:
            return False
        return True

    def press_legend(self, hits, col: int, on_key: Callable[[str], None]) -> None:
        """A click at ``col`` on a scene's key bar (``hits`` as painted): the key under it, as the
        family's keys take it or else as ``on_key`` does."""
        key = legend_key(hits, col)
        if key and not self.global_key(key):
            on_key(key)

    # --- DosProgram hooks: the scene has them ---------------------------------------
    def on_key(self, key: str) -> None:
        self.scene.on_key(key)

    def on_click(self, col: int, row: int) -> None:
        self.scene.on_click(col, row)

    def tick(self) -> None:
        self.scene.tick()

    def paint(self) -> None:
        self.scene.paint(self.screen)
