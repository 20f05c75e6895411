"""Tablanet's startup show with its tune, and the questions before a game (TBL-O1..O4).

The questions are asked one by one in the DOS manner and each answer is the
default next time: the language, 2 or 3 players, the Ace's value, who gets
the 3-point bonus, what a Tablanet scores (TBL-O3), the score that wins
(TBL-O4), the computers' strength, open hands, the coach.
F6 changes the language of the questions too. A question keeps the default it
was asked with once it is answered. The questions are the settings' own
(app_settings.TablanetSettings declares each beside its field).
"""

from __future__ import annotations

from retro import palette as P
from retro.cards import cards
from retro.deals import read_deal
from retro.dos.opening import Questions, TitleShow, block_letters, paint_block_letters
from retro.dos.screen import COLS, ROWS, TextScreen
from dataclasses import replace

from retro.dos.screen import drawable
from retro.dos.widgets import TypedAnswer, TypedName, YesNo, paint_notes
from retro.table.people import Seat, Seating, check_name
from retro.tablanet.screens.app_text import LANGS, Msg, msg, name, t
from retro.tablanet.screens.ui_popups import AskYesNo, level_words
from retro.tablanet.screens.ui_table import (COLOUR, MONO, NAME_LONGEST, game_modes, paint_card, paint_keys,
                                             wrap_modes)

# Our own tune for the PC speaker, in A minor, a little over three seconds.
TUNE = ("a2c3e3a3 r g3e3c3e3 f3a3c4a3 e3r "
        "d3f3a3d4 c4a3e3c3 b2e3g#3b3 a3r a3r")
TUNE_SPEED = 9
SHOW_FRAMES = 240

# The line that says P sets up a people's game (a click on it is P), above the deal's line.
PEOPLE_HINT_ROW = ROWS - 4
DEAL_HINT_ROW = ROWS - 3

# The cards that score (TBL-S1): the 10♦ first.
SHOW_CARDS = cards("10D AS KH QC 10S 2D AH 2C")


class Show(TitleShow):
    """The title and its tune; Enter skips to the questions, F5 the rules, Esc leaves."""

    tune, tune_speed, tune_label, frames = TUNE, TUNE_SPEED, "tablanet-tune", SHOW_FRAMES

    def paint(self, s: TextScreen) -> None:
        mono, lang = s.mono, self.app.lang
        bg = self.paint_backdrop(s)
        paint_block_letters(s, 3, block_letters(t("title", lang)),
                            P.YELLOW if not mono else P.WHITE, bg, self.frame // 2)
        dealt = max(0, (self.frame - 50) // 10)
        scheme = MONO if mono else COLOUR
        start = (COLS - len(SHOW_CARDS) * 6) // 2
        for i, card in enumerate(SHOW_CARDS[:dealt]):
            paint_card(s, start + i * 6, 10, card, scheme, lang)
        if self.frame >= 140:
            s.center(15, t("show_1", lang), P.WHITE, bg)
            s.center(16, t("show_goal", lang), P.LIGHT_CYAN if not mono else P.WHITE, bg)
            s.center(18, t("show_2", lang), P.LIGHT_GREY, bg)
        paint_notes(s, self.app.shown_notes(), ROWS - 3, P.YELLOW, bg, most=3)
        self.paint_prompt(s, t("show_press", lang))


class SetupYesNo(AskYesNo):
    """A setup question's Y/N in the language of the moment, in the words its setting declares
    (``{language: text}``); ``AskYesNo`` names a key of the program's table of words instead."""

    def __init__(self, words, lang: str, default: bool = True, **kw):
        YesNo.__init__(self, words[lang], default=default, **kw)
        self.key, self.phrases, self.lang = "", words, lang

    def words(self) -> str:
        return self.phrases[self.lang]


class Setup(Questions):
    """The questions before a game, one by one; Enter keeps the shown default.

    The questions, their words in both languages, answers and refusals are the settings'
    declarations (app_settings.TablanetSettings). A refused key only beeps.
    """

    TOP = 9
    refuse_aloud = False

    def __init__(self, app, skip_lang: bool = False, ask_deal: bool = False):
        self.app = app
        self.names: list[str] = []          # a people's game: each person's name, seat by seat
        self.coached: list[bool] = []
        self.name_note: Msg | None = None   # a name not taken as typed: which one was used instead
        self.ask_settings(app.settings, deal=ask_deal, skip=("lang",) * skip_lang)

    def language(self) -> str:
        return self.app.lang

    @property
    def deal_words(self) -> str:
        return t("q_deal", self.app.lang)

    def yes_no(self, step: str, default: bool, colours: dict):
        return SetupYesNo(self.questions[step].ask.words, self.app.lang, default=default, **colours)

    def took(self, name: str, value) -> None:
        if name == "lang":
            self.app.set_lang(value)

    # --- people at the table ---------------------------------------------------------
    @property
    def people(self) -> int:
        return min(len(self.names), self.answers.get("players", 2))

    def people_key(self, key: str) -> bool:
        """P asks how many of the players are people at this screen (then each one's name and coach),
        then the question it was pressed at again. True when ``key`` was that."""
        if key != "P" or self.step == "people" or self.custom(self.step) is not None or self.step == "deal":
            return False
        self.steps[:0] = ["people", self.step]
        self.next_question()
        return True

    def seating(self) -> Seating | None:
        """The seats the answers give: None for one person against the computers."""
        players, people = self.answers["players"], self.people
        if people < 2 or len(self.coached) < people:
            return None
        seats = [Seat(True, self.names[p], coach=self.coached[p]) for p in range(people)]
        seats += [Seat(False, name(p, players, "en"), self.answers["bot"]) for p in range(people, players)]
        return Seating(tuple(seats), teaching=bool(self.answers["open_hands"]))

    def remembered_name(self, seat: int) -> str:
        """The name Enter gives: the one typed for this seat last time (unless taken), else "Player N"."""
        kept = self.app.settings.people_names.split("\t") if self.app.settings.people_names else []
        taken = {n.casefold() for n in self.names}
        if seat < len(kept) and kept[seat] and kept[seat].casefold() not in taken:
            return kept[seat]
        return t("player_n", self.app.lang, n=seat + 1)

    def read_name(self, seat: int, typed: str):
        """A typed name checked (ValueError: refused, typed again); Enter alone keeps the name shown."""
        shown = self.remembered_name(seat)
        answer = check_name(typed, self.names, shown if not typed.strip() else t("player_n", self.app.lang, n=seat + 1),
                            drawable, NAME_LONGEST)
        if answer.refused:
            raise ValueError(t("name_" + answer.problem, self.app.lang))
        if answer.problem == "empty" and not typed:
            answer = replace(answer, problem="")        # Enter keeps the name shown
        return answer

    def remember_names(self) -> None:
        """The names typed so far are the next defaults at once: nothing typed is lost, whatever the exit."""
        kept = self.app.settings.people_names.split("\t") if self.app.settings.people_names else []
        names = self.names + kept[len(self.names):]
        self.app.settings = self.app.settings.replace(people_names="\t".join(names)[:3 * 12 + 2])
        self.app.save_settings()

    def custom(self, step: str) -> tuple[str, int] | None:
        """A step of a people's game: ("people", 0), ("name", seat) or ("coach", seat); None for others."""
        if step == "people":
            return ("people", 0)
        kind, _, seat = step.partition(":")
        return (kind, int(seat)) if kind in ("name", "coach") and seat.isdigit() else None

    # --- answers (ValueError: asked again, with a beep) ----------------------------
    def on_key(self, key: str) -> None:
        if key == "F3":
            self.app.show_record()            # the record of games, from the questions too
        elif getattr(self.widget, "text_input", False):
            super().on_key(key)               # a name: D and P are letters of it
        elif not self.numbered_deal_key(key) and not self.people_key(key):
            super().on_key(key)

    def read_deal(self, text: str) -> int:
        try:
            return read_deal(text)
        except ValueError:
            raise ValueError(t("deal_refused", self.app.lang)) from None

    def refusal(self, step: str) -> str | None:
        if self.custom(step) is not None:
            return None                 # a name's refusal is its own (``read_name``)
        return t("deal_refused", self.app.lang) if step == "deal" else super().refusal(step)

    # --- the steps of a people's game (beside the settings' own questions) ----------------
    def question(self, step: str) -> str:
        own = self.custom(step)
        lang = self.app.lang
        if own is None:
            if step == "open_hands" and self.people > 1:
                return t("q_open_people", lang)
            return super().question(step)
        kind, seat = own
        if kind == "people":
            return t("q_people", lang, d=max(1, len(self.names)))
        if kind == "name":
            return t("q_name", lang, n=seat + 1, d=self.remembered_name(seat))
        return t("q_person_coach", lang, name=self.names[seat] if seat < len(self.names) else "")

    def shown(self, step: str, value) -> str:
        own = self.custom(step)
        if own is None:
            return super().shown(step, value)
        if own[0] == "people":
            return str(value)
        if own[0] == "name":
            return value.name
        return t("yes" if value else "no", self.app.lang)

    def skipped(self, step: str) -> bool:
        if self.custom(step) is not None:
            return False
        if step == "coach" and self.people > 1:
            return True                         # each person chose for themselves
        if step == "bot" and self.people >= self.answers.get("players", 2):
            return True                         # no computer at the table
        return super().skipped(step)

    def make(self, step: str):
        own = self.custom(step)
        if own is None:
            return super().make(step)
        kind, seat = own
        colours = dict(row=self.row(), fg=P.YELLOW, bg=P.BLACK)
        if kind == "people":
            return TypedAnswer(self.question(step), self.read_people, max_len=1, allowed="123",
                               choices=("1", "2", "3"), **colours)
        if kind == "name":
            return TypedName(self.question(step), lambda typed: self.read_name(seat, typed),
                             max_len=2 * NAME_LONGEST, error_row=ROWS - 2, **colours)   # longer: said
        words = {lang: t("q_person_coach", lang, name=self.names[seat]) for lang in LANGS}
        return SetupYesNo(words, self.app.lang, default=bool(self.app.settings.get("coach")), **colours)

    def read_people(self, text: str) -> int:
        """How many people: 1 up to the number of players (Enter: as many as last time, or 1)."""
        value = int(text) if text else max(1, len(self.names))
        if not 1 <= value <= self.answers.get("players", 2):
            raise ValueError(t("only_people", self.app.lang))
        return value

    def answered(self, value) -> None:
        own = self.custom(self.step)
        if own is None:
            super().answered(value)
            return
        kind, seat = own
        if kind == "people":
            # each person's name and coach, asked next (seat by seat); 1: back to one person
            self.names, self.coached, self.name_note = [], [], None
            self.done = [(step, answer) for step, answer in self.done if self.custom(step) is None]
            if value > 1:
                self.steps[:0] = [f"{kind}:{seat}" for seat in range(value) for kind in ("name", "coach")]
            self.next_question()
            return
        if kind == "name":
            self.names.append(value.name)
            self.name_note = (msg("name_" + value.problem, name=value.name, n=NAME_LONGEST)
                              if value.problem else None)
            self.remember_names()
        else:
            self.coached.append(bool(value))
        self.done.append((self.step, value))
        self.next_question()

    def next_question(self) -> None:
        if not [step for step in self.steps if not self.skipped(step)]:
            self.app.next_seating = self.seating()
        super().next_question()

    def on_click(self, col: int, row: int) -> None:
        """A click on the "P at any question" line is P, on the "D at any question" line D (on a
        phone there is no key to press)."""
        if row == PEOPLE_HINT_ROW and self.people_hint_shown() and self.people_key("P"):
            return
        if row == DEAL_HINT_ROW and self.deal_hint_shown():
            self.on_key("D")
            return
        super().on_click(col, row)

    def deal_hint_shown(self) -> bool:
        return self.step != "deal" and self.row() < DEAL_HINT_ROW

    def people_hint_shown(self) -> bool:
        return self.step != "deal" and self.row() < PEOPLE_HINT_ROW and self.custom(self.step) is None

    def relang(self) -> None:
        if isinstance(self.widget, AskYesNo):
            self.widget.lang = self.app.lang

    # --- screen --------------------------------------------------------------------
    def paint(self, s: TextScreen) -> None:
        mono, lang = s.mono, self.app.lang
        self.paint_head(s, t("setup_title", lang))
        for i, key in enumerate(("setup_1", "setup_2", "setup_3", "setup_4")):
            s.put(2, 4 + i, t(key, lang), P.WHITE if i == 0 else P.LIGHT_GREY, P.BLACK)
        if self.deal_hint_shown():
            s.put(2, DEAL_HINT_ROW, t("deal_hint", lang), P.LIGHT_GREY, P.BLACK)
        if self.people_hint_shown():
            s.put(2, PEOPLE_HINT_ROW, t("people_hint", lang), P.LIGHT_GREY, P.BLACK)
        self.paint_answers(s, self.lines)
        if self.name_note is not None:
            s.put(1, ROWS - 2, self.name_note.text(lang), P.LIGHT_CYAN, P.BLACK)
        paint_keys(s, lang, self.app.speed, mono, game=False)
        self.paint_question(s)


class Resume:
    """"Continue the unfinished game? (Y/N)", asked before anything else when a game is
    kept. Y plays it on as it stands; N forgets it and opens as usual. F6 switches the language."""

    def __init__(self, app, kept):
        self.app = app
        self.kept = kept
        self.widget = AskYesNo("q_continue", app.lang, default=True, row=16, fg=P.YELLOW, bg=P.BLACK)

    def tick(self) -> None:
        pass

    def on_key(self, key: str) -> None:
        if key in ("ESCAPE", "F7"):
            self.app.ask_quit()
        elif key == "F5":
            self.app.show_help()
        elif key == "F3":
            self.app.show_record()
        else:
            self.widget.handle(key)
            self.answer()

    def on_click(self, col: int, row: int) -> None:
        self.widget.click(col, row)
        self.answer()

    def answer(self) -> None:
        if self.widget.done:
            self.app.resumed(self.kept, bool(self.widget.result))
        elif self.widget.beeped:
            self.app.beep()
        self.app.touch()

    def relang(self) -> None:
        self.widget.lang = self.app.lang

    def paint(self, s: TextScreen) -> None:
        lang, state = self.app.lang, self.kept.state
        Questions.paint_head(self, s, t("continue_title", lang))
        s.put(2, 5, t("continue_hand", lang, hand=state.hand_no, deal=max(1, state.deal_no),
                      ace=state.options.ace), P.WHITE, P.BLACK)
        seating = self.kept.extra.seating
        names = tuple(seat["name"] for seat in seating["seats"]) if seating else None
        for p in range(state.players):
            s.put(4, 7 + p, t("continue_score", lang, name=name(p, state.players, lang, names),
                              score=state.scores[p]), P.YELLOW if p == 0 and not names else P.WHITE, P.BLACK)
        options = state.options
        modes = game_modes(options.bonus, options.tablanet, lang)
        modes += [t("target_mode", lang, target=options.target),
                  t("level_mode", lang, level=level_words(self.kept.extra.bot, lang))]
        for i, line in enumerate(wrap_modes(modes, COLS - 6)):
            s.put(4, 8 + state.players + i, line, P.LIGHT_CYAN, P.BLACK)
        s.put(2, 18, t("continue_no", lang), P.LIGHT_GREY, P.BLACK)
        paint_notes(s, self.app.shown_notes(), ROWS - 3, P.LIGHT_RED, P.BLACK, most=3)
        paint_keys(s, lang, self.app.speed, s.mono, game=False)
        self.widget.paint(s)
