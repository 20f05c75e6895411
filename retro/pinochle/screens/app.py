"""Tommy's Pinochle (1988, DOS): the program — letters, scenes, function keys, settings.

``create(ctx, letters)`` is the entry point the launcher and ``run.py`` use.
The scenes are the startup show (ui_setup.Show), the questions
(ui_setup.Setup) and the game (app_game.Game); this module owns what they
share: the settings, the match score and the Y/N question before quitting.
The scene host and the family's F-keys (sound, speed, border and mono
highlight) are retro.dos.family's, as in Tablanet.
"""

from __future__ import annotations


from retro import palette as P
from retro.dos.family import Letters, SceneProgram, fit
from retro.dos.family import parse_letters as family_letters
from retro.dos.pass_screen import PassBox
from retro.dos.widgets import TextViewer, TypedAnswer, YesNo
from retro.paths import doc_text
from retro.pinochle.screens import app_keep, app_replay, app_score
from retro.pinochle.screens.app_game import Game
from retro.pinochle.screens.app_keys import KEYS, with_key_list
from retro.pinochle.screens.app_lessons import open_lessons
from retro.pinochle.screens.app_settings import ANSWERS, PROGRAM, PinochleSettings
from retro.pinochle.rules import Options, State
from retro.pinochle.screens.ui_popups import RecordBox
from retro.pinochle.screens.ui_setup import YES_NO_HINT, Resume, Setup, Show
from retro.pinochle.screens.ui_table import MESSAGE_ROW
from retro.program import Context
from retro.table import settings as declared

SETTINGS = PROGRAM
# The answers a people's game remembers for the next game against the computer: the game's terms only
# (the teaching table and each person's coach are the people's own, not the one person's defaults).
TERMS = ("count", "single_hand", "game_point")
# The quit question, in the same words as Tablanet's.
QUIT_IN_GAME = "Quit Tommy's Pinochle? Your game is kept for next time (Y/N)"
QUIT = "Quit Tommy's Pinochle (Y/N)?"
DEFAULTS = PinochleSettings().to_data()


def parse_letters(letters: str) -> Letters:
    """The command-line letters (PIN-C1): S sound off, M mono, C colour, * no show, in any
    combination and case; of M and C the later one wins; neither means colour."""
    return family_letters(letters)


def create(ctx: Context, letters: str = "") -> "PinochleApp":
    return PinochleApp(ctx, letters)


def _checked(saved: dict) -> dict:
    """Remembered answers, each kept only if it is still a valid one."""
    return PinochleSettings.checked(saved).to_data()


class PinochleApp(SceneProgram):
    title = "Tommy's Pinochle"
    keymap = KEYS

    def __init__(self, ctx: Context, letters: str = ""):
        flags = parse_letters(letters)
        super().__init__(ctx, flags, declared.load(ctx.store, SETTINGS, PinochleSettings), border=P.BLACK)
        self.match = app_score.load(ctx.store)
        self.quit_question: YesNo | None = None
        self.people_before = None             # this run's last table of two people: the next one's defaults
        kept = self.read_files(app_keep, app_replay)
        if flags.unknown:
            self.notes.append(f"Unknown letter {flags.unknown[0]!r} ignored (letters: S M C *).")
        # A kept game is offered first of all; otherwise the show or the questions.
        self.scene = Resume(self, kept) if kept else self.opening()

    def opening(self):
        return Setup(self) if self.letters.skip_show else Show(self)

    def resumed(self, kept, yes: bool) -> None:
        """The answer to "Continue the unfinished game?"."""
        if yes:
            self.begin(kept.state, extra=kept.extra)
        else:
            self.kept.discard()
            self.enter(self.opening())

    # --- scenes --------------------------------------------------------------------
    def new_setup(self) -> Setup:
        return Setup(self)

    def start_game(self, answers: dict, deal: int = 0) -> Game:
        """Remember the answers and deal a new game with them: deal number ``deal``, or a new one.
        ``answers["seating"]``, when the setup seated two people, is their table (``ui_seats``)."""
        seating = answers.get("seating")
        remembered = ANSWERS if seating is None else TERMS
        self.settings = self.settings.replace(**{key: answers[key] for key in remembered})
        self.save_settings()
        s = self.settings
        options = Options(game_point=s.game_point, single_hand=s.single_hand, count=s.count,
                          open_hands=answers["open_hands"])
        deal = deal or self.ctx.new_deal(salt=self.games_started)
        return self.begin(State.new(deal, options), deal=deal, seating=seating)

    def begin(self, state: State, bots: dict | None = None, extra: dict | None = None,
              deal: int = 0, level: str | None = None, seating=None) -> Game:
        """Play ``state`` (a new game dealt from deal number ``deal``, a kept one with its screen
        ``extra``, or a position set up by a test or a puzzle) against ``level``'s computer (None: the
        kept game's, else the setting's), or between the two people of ``seating``
        (``retro.table.people.Seating``; a kept game brings its own)."""
        self.games_started += 1
        game = self.enter(Game(self, state, bots, extra, deal, level=level, seating=seating))
        if game.shared:
            self.people_before = game.seating
        return game

    def another_game(self, deal: int = 0, options: Options | None = None, level: str | None = None,
                     seating=None) -> None:
        """"Another game (Y/N)?"; A plays deal number ``deal`` again with ``options`` against ``level``'s
        computer (or between the same people), D asks for a numbered deal first."""
        more_text = "  A: this deal again, D: a numbered deal" if deal else "  D: a numbered deal"
        self.ask_another_game(self.yes_no("Another game (Y/N)?" + more_text, default=True), deal,
                              lambda: self.begin(State.new(deal, options), deal=deal, level=level,
                                                 seating=seating),
                              lambda: self.enter(Setup(self, ask_deal=True)))

    def back_to_finished(self, game) -> None:
        self.enter(game)
        self.another_game(game.deal or 0, game.options, game.bot_name, game.people_seating)

    def yes_no(self, question: str, default: bool, row: int = MESSAGE_ROW, **colours) -> YesNo:
        """A Y/N question on the message line (PIN-U4); a wrong key says how to answer."""
        return YesNo(question, default=default, row=row, hint=YES_NO_HINT, **colours)

    # --- shared services for the scenes ------------------------------------------------
    def take_note(self) -> str:
        text = self.note_text()
        self.notes = []
        return text

    def shown_notes(self) -> list[str]:
        """The start-up notes fitted to the message line; a damaged file's note keeps
        saying where the damaged copy went, even when its details must go."""
        out = []
        for note in self.notes:
            line = fit(note)
            if ".bad" in note and ".bad" not in line:
                name = note.split()[0]
                line = fit(f"{name} was damaged: set aside as {name}.bad.")
            out.append(line)
        return out

    def note_text(self) -> str:
        return "  ".join(self.shown_notes())

    def save_settings(self) -> None:
        self.settings = self.settings.replace(speed=self.speed)
        declared.save(self.ctx.store, SETTINGS, self.settings)

    def ask_quit(self, on_no=None) -> None:
        """F7 and Esc (PIN-F7): the same Y/N before leaving for the menu."""
        def answered(yes: bool) -> None:
            if yes:
                self.quit()
            elif on_no:
                on_no()
        if self.asking_quit():
            return
        # the game is said to be kept only where the files are (not in a browser that keeps none)
        kept = isinstance(self.scene, Game) and not self.scene.finished and self.ctx.keeps("pinochle")
        self.quit_question = self.yes_no(QUIT_IN_GAME if kept else QUIT, default=False,
                                         fg=P.WHITE, bg=P.RED)
        self.push(self.quit_question, answered)

    def asking_quit(self) -> bool:
        return any(widget is self.quit_question for widget, _ in self.modals)

    def show_record(self) -> None:
        """F6: the record of games, with a way to clear it (asked first)."""
        box = RecordBox(self.record_rows(), on_clear=self.ask_clear_record,
                        on_replay=self.replays_from_record if len(self.history) else None,
                        people=self.record.people_rows())
        self.push(box)

    def record_rows(self) -> dict:
        """The record's lines by key: one per computer player with games (``app_keep.setting``)."""
        return {row.setting: row for row in self.record.rows()}

    def replays_from_record(self, box) -> None:
        """R in the record box: the kept games; Esc comes back to the screen under the box."""
        app_replay.open_replays(self, back=self.scene)

    def ask_clear_record(self, box) -> None:
        def answered(yes: bool) -> None:
            if yes:
                self.record.clear()
                box.show(self.record_rows(), "The record is cleared.", people=self.record.people_rows())
        self.push(self.yes_no("Clear the record of games (Y/N)?", default=False,
                              fg=P.WHITE, bg=P.RED), answered)

    def show_help(self) -> None:
        """F5 (PIN-F5): the instructions in a scrollable pop-up."""
        self.push(TextViewer("Tommy's Pinochle: instructions", with_key_list(doc_text("pinochle")),
                             close_key="F5"))

    # --- SceneProgram hooks -------------------------------------------------------------
    def global_key(self, key: str) -> bool:
        """The family's keys (sound, the delay, the border) everywhere; over a question or a sheet
        also demo, the meld table, the hint and the help (the question stays), and the quit keys
        ask before quitting (never answering the question). The keymap says which key is which."""
        action = self.keymap.action(key)
        if self.family_key(action):
            return True
        modal = self.modal
        lesson = getattr(self.scene, "lesson_scene", False)
        if getattr(self.scene, "typing_name", False) and action in ("replay", "lessons"):
            return False                      # R and L are letters of a name being typed
        if modal is None and action == "record":
            self.show_record()
            return True
        if modal is None and action == "replay" and isinstance(self.scene, (Setup, Show)):
            app_replay.open_replays(self)
            return True
        if modal is None and action == "lessons" and not lesson:
            open_lessons(self)
            return True
        if modal is None or isinstance(modal, TextViewer):
            return False
        question = isinstance(modal, (YesNo, TypedAnswer))
        if key in ("PAGEDOWN", "PAGEUP") and question and lesson:
            self.scene.on_key(key)            # another lesson, over the lesson's question too
            return True
        if action == "quit" and (question or isinstance(modal, PassBox)):
            if lesson:
                self.scene.leave_lessons()
            else:
                self.ask_quit()
            return True
        if action == "record" and not isinstance(modal, RecordBox):
            self.show_record()
            return True
        if action in ("demo", "melds", "hint") and isinstance(self.scene, Game):
            self.scene.function_key(key)
            return True
        if action == "help":
            self.show_help()
            return True
        return False

    def keypad_arrows(self) -> bool:
        """The keypad's 4 6 8 2 are arrows, except while a number is being typed."""
        widget = self.modal or getattr(self.scene, "widget", None)
        return not isinstance(widget, TypedAnswer)

    def sound_switched(self, on: bool) -> None:
        if isinstance(self.scene, Game):
            self.scene.say("Sound on." if on else "Sound off.")
