"""Tablanet («Табланет»): the DOS program, a sibling of Tommy's Pinochle, in Russian or English.

``create(ctx, letters)`` is the entry point of the launcher and ``run.py``.
The scenes are the startup show and the questions (ui_setup) and the game
(app_game.Game); this module owns what they share: the language (F6), the
remembered settings, the rules viewer (F5) and the Y/N question before
leaving. The scene host and the family's F-keys (sound, speed, border and
mono highlight) are retro.dos.family's, as in Tommy's Pinochle.
"""

from __future__ import annotations

from dataclasses import asdict

from retro import palette as P
from retro.dos.family import Letters, SceneProgram, fit
from retro.dos.family import parse_letters as family_letters
from retro.browser import visitor_language
from retro.program import Context
from retro.table import settings as declared
from retro.tablanet.screens import app_keep, app_lessons, app_replay
from retro.tablanet.screens.app_game import Game
from retro.tablanet.screens.app_keys import KEYS
from retro.tablanet.screens.app_settings import ANSWERS, LEVELS, PROGRAM, TablanetSettings
from retro.tablanet.screens.app_text import LANGS, msg, note_text, t
from retro.tablanet.rules import Options, State
from retro.tablanet.screens.ui_popups import AskYesNo, Box, CaptureChoice, RecordBox, RulesViewer
from retro.tablanet.screens.ui_setup import Resume, Setup, Show
from retro.tablanet.screens.ui_table import MESSAGE_ROW

SETTINGS = PROGRAM
DEFAULTS = TablanetSettings()


def parse_letters(letters: str) -> Letters:
    """Command-line letters: S sound off, M mono, C colour, * no show, R Russian, E English; any
    combination, any case; of M/C and of R/E the later one wins."""
    return family_letters(letters, languages=True)


def checked(saved: dict) -> TablanetSettings:
    """Remembered answers, each kept only if it is still a valid one."""
    return TablanetSettings.checked(saved)


def create(ctx: Context, letters: str = "") -> "TablanetApp":
    return TablanetApp(ctx, letters)


class TablanetApp(SceneProgram):
    title = "Tablanet"

    def __init__(self, ctx: Context, letters: str = ""):
        flags = parse_letters(letters)
        super().__init__(ctx, flags, declared.load(ctx.store, SETTINGS, TablanetSettings), border=P.BLACK)
        self.next_seating = None       # a people's game's seats, from the questions to the game
        if flags.lang:
            self.settings = self.settings.replace(lang=flags.lang)
        elif "lang" not in ctx.store.settings(SETTINGS):
            # a first visit to the page: the visitor's own language of the two, English for others
            # (its storage line too); on the desktop the program's default stands
            first = visitor_language(LANGS)
            if first:
                self.settings = self.settings.replace(lang=first)
        self.lang = self.settings.lang
        kept = self.read_files(app_keep, app_replay)
        if flags.unknown:
            self.notes.append(t("unknown_letter", self.lang, letter=repr(flags.unknown[0])))
        # A kept game is offered first of all; otherwise the show or the questions.
        self.scene = Resume(self, kept) if kept else self.opening()

    def opening(self):
        return self.new_setup() if self.letters.skip_show else Show(self)

    def resumed(self, kept, yes: bool) -> None:
        """The answer to "Continue the unfinished game?": play it on, or forget it."""
        if yes:
            self.settings = self.settings.replace(open_hands=kept.extra.open_hands, coach=kept.extra.coach)
            if kept.extra.bot in LEVELS:           # its computers' strength is the next game's default too
                self.settings = self.settings.replace(bot=kept.extra.bot)
            self.begin(kept.state, extra=asdict(kept.extra))
        else:
            self.kept.discard()
            self.enter(self.opening())

    # --- scenes --------------------------------------------------------------------
    def new_setup(self) -> Setup:
        return Setup(self, skip_lang=self.letters.lang is not None)

    def start_game(self, answers: dict, deal: int = 0) -> Game:
        """Remember the answers and deal a new game with them (the cut comes first): deal number
        ``deal``, or a new one."""
        self.settings = self.settings.replace(**{key: answers[key] for key in ANSWERS})
        self.save_settings()
        s = self.settings
        options = Options(players=s.players, ace=s.ace, bonus=s.bonus, tablanet=s.tablanet, target=s.target)
        deal = deal or self.ctx.new_deal(salt=self.games_started)
        # a people's game: the seats the questions gave (their names are the next game's defaults)
        seating, self.next_seating = self.next_seating, None
        if seating is not None:
            self.settings = self.settings.replace(people_names="\t".join(seat.name for seat in seating.seats if seat.person))
            self.save_settings()
        return self.begin(State.new(deal, options), deal=deal, seating=seating)

    def begin(self, state: State, bots: dict | None = None, demo: bool = False,
              extra: dict | None = None, deal: int = 0, level: str | None = None, seating=None) -> Game:
        """Play ``state`` (a new game dealt from deal number ``deal``, a kept one with its screen
        ``extra``, or a position set up by a test) against ``level``'s computers (None: the kept
        game's, else the setting's)."""
        self.games_started += 1
        return self.enter(Game(self, state, bots, demo=demo, extra=extra, deal=deal, level=level, seating=seating))

    def back_to_finished(self, game: Game) -> None:
        self.enter(game)
        self.game_finished(game)

    def game_finished(self, game: Game) -> None:
        """After the game-over box: demo mode deals again by itself; a person is asked, and may
        play the same deal again (A) or ask for a numbered one (D)."""
        if game.demo:
            self.start_game(self.settings).demo = True
            return
        deal, options, level, seating = game.deal, game.options, game.bot_name, game.seating
        question = AskYesNo("q_again_deal" if deal else "q_again_numbered", self.lang, default=True,
                            row=MESSAGE_ROW)
        # the same deal again: the same rules against the same computers
        self.ask_another_game(question, deal,
                              lambda: self.begin(State.new(deal, options), deal=deal, level=level, seating=seating),
                              lambda: self.enter(Setup(self, skip_lang=self.letters.lang is not None,
                                                       ask_deal=True)))

    # --- shared services ----------------------------------------------------------------
    def take_notes(self) -> list[str]:
        notes, self.notes = self.notes, []
        return notes

    def shown_notes(self) -> list[str]:
        """The start-up notes in the language on screen (the store speaks English)."""
        return [fit(note_text(note, self.lang)) for note in self.notes]

    def save_settings(self) -> None:
        self.settings = self.settings.replace(speed=self.speed, lang=self.lang)
        declared.save(self.ctx.store, SETTINGS, self.settings)

    def set_lang(self, lang: str) -> None:
        """The screen's language (TBL-U2): every open pop-up follows."""
        self.lang = lang
        for widget, _ in self.modals:
            if isinstance(widget, RulesViewer):
                widget.relang(lang)
            elif hasattr(widget, "lang"):
                widget.lang = lang
        if isinstance(self.scene, (Setup, Resume)):
            self.scene.relang()
        self.save_settings()
        self.touch()

    def ask_quit(self) -> None:
        """F7 and Esc: a Y/N before going back to the menu."""
        if any(isinstance(w, AskYesNo) and w.key in ("q_quit", "q_quit_kept") for w, _ in self.modals):
            return

        def answered(yes: bool) -> None:
            if yes:
                self.quit()
        # In a game the question says the game is kept (Pinochle's words), where it is.
        # (from a lesson: the game left for the lessons, if any, is the one kept)
        scene = self.scene.back[0] if isinstance(self.scene, app_lessons.LessonGame) else self.scene
        kept = isinstance(scene, Game) and not scene.state.over and self.ctx.keeps("tablanet")
        self.push(AskYesNo("q_quit_kept" if kept else "q_quit", self.lang, default=False,
                           row=MESSAGE_ROW, fg=P.WHITE, bg=P.RED), answered)

    def show_record(self) -> None:
        """F3: the record of games per number of players; C clears it, asked first."""
        if any(isinstance(w, RecordBox) for w, _ in self.modals):
            return
        self.push(RecordBox(self.record.rows, self.lang, on_clear=self.ask_clear_record,
                            on_replay=self.replays_from_record if len(self.history) else None,
                            people=self.record.people_rows))

    def replays_from_record(self, box) -> None:
        """R in the record box: the kept games; Esc comes back to the screen under the box."""
        app_replay.open_replays(self, back=self.scene)

    def ask_clear_record(self, box: RecordBox) -> None:
        def answered(yes: bool) -> None:
            if yes:
                self.record.clear()
                box.note = "record_cleared"
        self.push(AskYesNo("q_clear_record", self.lang, default=False, row=MESSAGE_ROW,
                           fg=P.WHITE, bg=P.RED), answered)

    def show_help(self) -> None:
        """F5: the rules (original_docs/tablanet.md, or .en.md in English) in a scrollable pop-up."""
        self.push(RulesViewer(self.lang))

    def news(self, key: str) -> None:
        if isinstance(self.scene, Game):
            self.scene.news = [msg(key)]

    # --- SceneProgram hooks -------------------------------------------------------------
    def sound_switched(self, on: bool) -> None:
        self.news("sound_on" if on else "sound_off")

    def yes_key(self, key: str) -> bool:
        """``key`` answers the yes/no question on screen (in Russian the Д key, L, is yes)."""
        return isinstance(getattr(self.scene, "widget", None), AskYesNo) and self.scene.widget.yes_key(key)

    def global_key(self, key: str) -> bool:
        action = KEYS.action(key)
        # (at a name typed, R and L are letters of it)
        before_game = self.modal is None and isinstance(self.scene, (Setup, Show)) and self.text_widget() is None
        if action == "replays" and before_game:
            app_replay.open_replays(self)
            return True
        if action == "lessons_letter" and before_game and not self.yes_key(key):
            app_lessons.open_lessons(self)     # F11's, where a letter is free (a browser keeps F11)
            return True
        if action == "record" and not isinstance(self.modal, RulesViewer):
            self.show_record()                 # the record, over a question too
            return True
        if action == "lessons":
            app_lessons.open_lessons(self)     # from anywhere; Esc comes back here
            return True
        if action == "lang":
            self.set_lang("en" if self.lang == "ru" else "ru")
            self.news("lang_now")
            return True
        # The capture list and the sheets are part of the game; Esc, quit's other key, closes them.
        if action in ("demo", "rules", "quit") and key == KEYS.entry(action).key \
                and isinstance(self.modal, (CaptureChoice, Box)) and not isinstance(self.modal, RecordBox):
            self.scene.on_key(key)
            return True
        return self.family_key(action)         # sound, the delay, the border (the DOS family's)
