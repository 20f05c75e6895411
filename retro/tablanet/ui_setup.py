"""Tablanet's startup show with its tune, and the questions before a game (TBL-O1, TBL-O2).

The questions are asked one by one in the DOS manner and each answer is the
default next time: the language, 2 or 3 players, the Ace's value, who gets
the 3-point bonus, what a Tablanet scores (TBL-O3), open hands. F6 changes
the language of the questions too. A question keeps the default it was
asked with once it is answered. Each answer is one of its setting's declared
choices (app_settings.TablanetSettings).
"""

from __future__ import annotations

from retro import palette as P
from retro.cards import cards
from retro.deals import read_deal
from retro.dos.opening import Questions, TitleShow, block_letters, paint_block_letters
from retro.dos.screen import COLS, ROWS, TextScreen
from retro.dos.widgets import TypedAnswer, paint_notes
from retro.table.settings import allowed, valid
from retro.tablanet.app_settings import ANSWERS, TablanetSettings
from retro.tablanet.app_text import name, t
from retro.tablanet.ui_popups import AskYesNo
from retro.tablanet.ui_table import COLOUR, MONO, game_modes, paint_card, paint_keys

# Our own tune for the PC speaker, in A minor, a little over three seconds.
TUNE = ("a2c3e3a3 r g3e3c3e3 f3a3c4a3 e3r "
        "d3f3a3d4 c4a3e3c3 b2e3g#3b3 a3r a3r")
TUNE_SPEED = 9
SHOW_FRAMES = 240

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


STEPS = ANSWERS


class Setup(Questions):
    """The questions before a game, one by one; Enter keeps the shown default."""

    TOP = 9

    def __init__(self, app, skip_lang: bool = False, ask_deal: bool = False):
        self.app = app
        self.answers = app.settings.to_data()
        self.defaults = app.settings.to_data()         # as the questions were asked
        self.done: list[tuple[str, object]] = []       # (step, answer) so far
        self.steps = ["deal"] * ask_deal + [s for s in STEPS if not (s == "lang" and skip_lang)]
        self.next_question()

    def asked(self) -> int:
        return len(self.done)

    def question(self, step: str) -> str:
        a, lang = self.defaults, self.app.lang
        if step == "lang":
            return t("q_lang", lang, d=1 if a["lang"] == "ru" else 2)
        if step == "players":
            return t("q_players", lang, d=a["players"])
        if step == "ace":
            return t("q_ace", lang, d=a["ace"])
        if step == "bonus":
            return t("q_bonus", lang, d=1 if a["bonus"] == "points" else 2)
        if step == "tablanet":
            return t("q_tablanet", lang, d=1 if a["tablanet"] == "values" else 2)
        if step == "coach":
            return t("q_coach", lang)
        if step == "deal":
            return t("q_deal", lang)
        return t("q_open", lang)

    def make(self, step: str):
        colours = dict(row=self.row(), fg=P.YELLOW, bg=P.BLACK)
        if step == "deal":
            return TypedAnswer(self.question(step), self.check_deal, max_len=7, error_row=ROWS - 2, **colours)
        if step == "open_hands":
            return AskYesNo("q_open", self.app.lang, default=self.answers["open_hands"], **colours)
        if step == "coach":
            # On by default with open hands until answered once; then as last time.
            default = self.answers["coach"] if self.answers["coach"] is not None else self.answers["open_hands"]
            return AskYesNo("q_coach", self.app.lang, default=default, **colours)
        allowed = {"lang": "12", "players": "23", "ace": "1", "bonus": "12", "tablanet": "12"}[step]
        return TypedAnswer(self.question(step), getattr(self, "check_" + step),
                           max_len=2 if step == "ace" else 1, allowed=allowed,
                           choices=("1", "11") if step == "ace" else None, **colours)

    # --- answers (ValueError: asked again, with a beep) ----------------------------
    def on_key(self, key: str) -> None:
        if key == "F3":
            self.app.show_record()            # the record of games, from the questions too
        elif not self.numbered_deal_key(key):
            super().on_key(key)

    def check_deal(self, text: str) -> int:
        try:
            return read_deal(text)
        except ValueError:
            raise ValueError(t("deal_refused", self.app.lang)) from None

    def numbered(self, step: str, text: str):
        """Answer 1, 2...: the setting's declared choices in order."""
        return self.answers[step] if not text else allowed(TablanetSettings, step)[int(text) - 1]

    def check_lang(self, text: str) -> str:
        return self.numbered("lang", text)

    def check_players(self, text: str) -> int:
        return self.answers["players"] if not text else self.declared("players", int(text), "only_23")

    def check_ace(self, text: str) -> int:
        if not text:
            return self.answers["ace"]
        if text not in ("1", "11"):
            raise ValueError(t("only_1_11", self.app.lang))
        return self.declared("ace", int(text), "only_1_11")

    def check_bonus(self, text: str) -> str:
        return self.numbered("bonus", text)

    def check_tablanet(self, text: str) -> str:
        return self.numbered("tablanet", text)

    def declared(self, step: str, value, error: str):
        if not valid(TablanetSettings, step, value):
            raise ValueError(t(error, self.app.lang))
        return value

    def answered(self, value) -> None:
        if self.step == "deal":
            self.deal = value
            # A deal number asked for again replaces the one before: one line, the latest number.
            self.done = [(step, answer) for step, answer in self.done if step != "deal"]
        else:
            self.answers[self.step] = value
        if self.step == "lang":
            self.app.set_lang(value)
        self.done.append((self.step, value))
        self.next_question()

    def shown(self, step: str, value) -> str:
        lang = self.app.lang
        if step == "lang":
            return t("a_lang", value)
        if step == "bonus":
            return f"{1 if value == 'points' else 2}  ({t('a_bonus_' + value, lang)})"
        if step == "tablanet":
            return f"{1 if value == 'values' else 2}  ({t('a_tablanet_' + value, lang)})"
        if step in ("open_hands", "coach"):
            return "Y" if value else "N"
        return str(value)

    def relang(self) -> None:
        if isinstance(self.widget, AskYesNo):
            self.widget.lang = self.app.lang

    # --- screen --------------------------------------------------------------------
    def paint(self, s: TextScreen) -> None:
        mono, lang = s.mono, self.app.lang
        self.paint_head(s, t("setup_title", lang))
        for i, key in enumerate(("setup_1", "setup_2", "setup_3", "setup_4")):
            s.put(2, 4 + i, t(key, lang), P.WHITE if i == 0 else P.LIGHT_GREY, P.BLACK)
        if self.step != "deal" and self.row() < ROWS - 3:
            s.put(2, ROWS - 3, t("deal_hint", lang), P.LIGHT_GREY, P.BLACK)
        self.paint_answers(s, [(self.question(step), self.shown(step, value)) for step, value in self.done])
        paint_keys(s, lang, self.app.speed, mono, game=False)
        if isinstance(self.widget, TypedAnswer):
            self.widget.question = self.question(self.step)
            if self.widget.error:
                self.widget.error = self.error_text()
        if self.widget is not None:
            self.widget.paint(s)

    def error_text(self) -> str:
        key = {"players": "only_23", "ace": "only_1_11", "bonus": "only_12", "lang": "only_12",
               "deal": "deal_refused"}
        return t(key.get(self.step, "only_12"), self.app.lang)


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
        for p in range(state.players):
            s.put(4, 7 + p, t("continue_score", lang, name=name(p, state.players, lang),
                              score=state.scores[p]), P.YELLOW if p == 0 else P.WHITE, P.BLACK)
        options = state.options
        s.put(4, 8 + state.players, " · ".join(game_modes(options.bonus, options.tablanet, lang)),
              P.LIGHT_CYAN, P.BLACK)
        s.put(2, 18, t("continue_no", lang), P.LIGHT_GREY, P.BLACK)
        paint_notes(s, self.app.shown_notes(), ROWS - 3, P.LIGHT_RED, P.BLACK, most=3)
        paint_keys(s, lang, self.app.speed, s.mono, game=False)
        self.widget.paint(s)
