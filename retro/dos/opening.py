"""The family's opening scenes: the startup show with its tune, and the questions before a game.

Tommy's Pinochle and Tablanet open alike: a title in block letters appears
while a tune plays on the speaker (Enter skips it), then the questions are
asked one by one on their own lines, each answer shown where it was asked.
The programs subclass these and add their own words and cards; the questions
are the ones their settings declare (``Questions.ask_settings``).
"""

from __future__ import annotations

from retro import palette as P
from retro.deals import read_deal
from retro.dos.screen import COLS, ROWS, TextScreen
from retro.dos.widgets import TypedAnswer, YesNo, paint_notes
from retro.table.settings import TEXT, YES_NO, questions


# The family's 5-row block font for the titles, the letters they need (Latin and Cyrillic).
BLOCK_FONT = {
    "T": ["█████", "  █  ", "  █  ", "  █  ", "  █  "],
    "O": [" ███ ", "█   █", "█   █", "█   █", " ███ "],
    "M": ["█   █", "██ ██", "█ █ █", "█   █", "█   █"],
    "Y": ["█   █", " █ █ ", "  █  ", "  █  ", "  █  "],
    "'": ["█", "█", " ", " ", " "],
    "S": [" ████", "█    ", " ███ ", "    █", "████ "],
    "P": ["████ ", "█   █", "████ ", "█    ", "█    "],
    "I": ["███", " █ ", " █ ", " █ ", "███"],
    "N": ["█   █", "██  █", "█ █ █", "█  ██", "█   █"],
    "C": [" ████", "█    ", "█    ", "█    ", " ████"],
    "H": ["█   █", "█   █", "█████", "█   █", "█   █"],
    "L": ["█    ", "█    ", "█    ", "█    ", "█████"],
    "E": ["█████", "█    ", "████ ", "█    ", "█████"],
    "A": [" ███ ", "█   █", "█████", "█   █", "█   █"],
    "B": ["████ ", "█   █", "████ ", "█   █", "████ "],
    "Б": ["█████", "█    ", "████ ", "█   █", "████ "],
    "Л": ["  ███", " █  █", " █  █", " █  █", "█   █"],
}
BLOCK_FONT.update({"Т": BLOCK_FONT["T"], "А": BLOCK_FONT["A"], "Е": BLOCK_FONT["E"], "Н": BLOCK_FONT["H"]})


def block_letters(word: str, glyphs: dict[str, list[str]] = BLOCK_FONT, gap: str = " ") -> list[str]:
    """``word`` in a 5-row block font (``glyphs``: letter -> its five rows), ``gap`` between letters."""
    rows = [""] * 5
    for i, letter in enumerate(word):
        for r in range(5):
            rows[r] += glyphs[letter][r] + (gap if i < len(word) - 1 else "")
    return rows


def paint_block_letters(s: TextScreen, row: int, lines: list[str], fg: int, bg: int,
                        reveal: int = 999) -> None:
    """Block letters centred from ``row`` down; only their first ``reveal`` columns (the show)."""
    col = (COLS - len(lines[0])) // 2
    for r, line in enumerate(lines):
        for c, char in enumerate(line[:reveal]):
            if char != " ":
                s.put(col + c, row + r, char, fg, bg)


class TitleShow:
    """The title and its tune; Enter (Space, *, a click) skips to the questions, F5 the
    program's help, Esc and F7 ask before leaving.

    Subclasses set the tune and the show's length in frames, and paint it.
    """

    tune = ""
    tune_speed = 9
    tune_label = ""
    frames = 240

    def __init__(self, app):
        self.app = app
        self.frame = 0
        app.audio.notes(self.tune, self.tune_speed, label=self.tune_label)

    def tick(self) -> None:
        if self.frame < self.frames:
            self.frame += 1
            if self.frame % 4 == 0 or self.frame == self.frames:
                self.app.touch()

    def on_key(self, key: str) -> None:
        if key in ("RETURN", "SPACE", "ASTERISK"):
            self.app.audio.stop()
            self.app.setup()
        elif key in ("ESCAPE", "F7"):
            self.app.ask_quit()
        elif key == "F5":
            self.app.show_help()

    def on_click(self, col: int, row: int) -> None:
        self.on_key("RETURN")

    def paint_backdrop(self, s: TextScreen) -> int:
        """The framed blue screen (black in mono); returns its background colour."""
        bg = P.BLACK if s.mono else P.BLUE
        s.clear(P.WHITE, bg)
        s.box(0, 0, COLS, ROWS - 1, P.LIGHT_CYAN if not s.mono else P.WHITE, bg)
        return bg

    def paint_prompt(self, s: TextScreen, text: str) -> None:
        """The bottom line, blinking until the show is over."""
        if self.frame >= self.frames or self.frame % 40 < 28:
            s.center(ROWS - 1, text, P.BLACK, P.LIGHT_GREY)


class Questions:
    """The questions before a game, one at a time in ``self.widget``, as a DOS program asked.

    Bad input is refused with a beep and asked again; F5 shows the help; F7,
    or Esc on an empty answer, asks before leaving. Every question takes the
    mouse too (``on_click``). ``ask_settings`` asks the questions the program's
    settings declare (``retro.table.settings.Ask``), in their declared order,
    each made from its declaration: its words, the keys it takes, how the typed
    answer becomes the setting's value, how it shows once answered and what a
    refused answer says. D asks for a numbered deal first (``numbered_deal_key``).
    Once the steps are done the game starts with ``answers`` and ``deal``.

    A subclass paints the screen and may say how a yes/no question looks
    (``yes_no``), what language the words are in (``language``) and what an
    answer changes at once (``took``).
    """

    TOP = 10          # the row of the first question; each takes two rows, or one where they would not fit
    LAST = ROWS - 3   # the last row a question may take: the message line and the key legend are below
    widget = None
    step = ""         # the question open now
    steps: list[str] = []
    deal = 0          # the deal number asked for (D); 0: a new deal
    # Lines of the screen that list a question's answers ("1  Old timer's ..."): a click on
    # one answers it, when the open question takes that answer. A subclass sets its own.
    choice_rows: dict[int, str] = {}
    questions: dict = {}   # step -> its Question (``ask_settings``); none until then
    done: list | tuple = ()  # (step, answer) for each question answered (``ask_settings`` starts the list)
    # The deal question's words; a refused key at a typed question says its refusal (else only a beep).
    deal_words = ""
    refuse_aloud = True
    yes_no_hint = ""  # what a refused key at a yes/no question says, when its setting does not say

    def ask_settings(self, settings, deal: bool = False, skip: tuple[str, ...] = ()) -> None:
        """Ask the questions ``settings``' fields declare (those not in ``skip``) in the declared
        order, the deal's first when ``deal``; each remembered answer is the default."""
        self.answers = settings.to_data()
        self.defaults = dict(self.answers)           # as the questions were asked
        self.questions = {q.step: q for q in questions(type(settings)) if q.name not in skip}
        self.done: list[tuple[str, object]] = []     # (step, answer) so far
        self.steps = ["deal"] * deal + list(self.questions)
        self.next_question()

    def language(self) -> str:
        """The language of the words on the screen ("" where the program has one)."""
        return ""

    def took(self, name: str, value) -> None:
        """Setting ``name`` was answered ``value`` (before the next question is made)."""

    # --- the questions ----------------------------------------------------------------
    def question(self, step: str) -> str:
        """The words of question ``step``, its default the one it was asked with."""
        if step == "deal":
            return self.deal_words
        asked = self.questions[step]
        return asked.words(self.language(), asked.default(self.defaults))

    def shown(self, step: str, value) -> str:
        """How the answer ``value`` to ``step`` shows on its line."""
        if step == "deal":
            return str(value)
        return self.questions[step].shown(value, self.language())

    def refusal(self, step: str) -> str | None:
        """What a refused answer to ``step`` says, in the language on the screen (None: as it was told)."""
        if step == "deal":
            return None
        return self.questions[step].refusal(self.language()) or None

    @property
    def lines(self) -> list[tuple[str, str]]:
        """(question, answer) for each question answered so far, as the screen shows them."""
        return [(self.question(step), self.shown(step, value)) for step, value in self.done]

    def answered(self, value) -> None:
        step = self.step
        if step == "deal":
            self.deal = value
            # A deal number asked for again replaces the one before: one line, the latest number.
            self.done = [(s, answer) for s, answer in self.done if s != "deal"]
        else:
            name = self.questions[step].name
            self.answers[name] = value
            self.took(name, value)
        self.done.append((step, value))
        self.next_question()

    def make(self, step: str):
        """The widget that asks ``step``."""
        colours = dict(row=self.row(), fg=P.YELLOW, bg=P.BLACK)
        if step == "deal":
            return TypedAnswer(self.question(step), self.read_deal, max_len=7, error_row=ROWS - 2, **colours)
        asked = self.questions[step]
        if asked.kind == YES_NO:
            return self.yes_no(step, asked.default(self.answers), colours)
        return TypedAnswer(self.question(step), lambda text: self.read(step, text), max_len=asked.longest(),
                           allowed=asked.keys(), choices=asked.spots(),
                           refused=asked.refusal(self.language()) if self.refuse_aloud else "", **colours)

    def yes_no(self, step: str, default: bool, colours: dict):
        """The widget of a yes/no question."""
        hint = self.refusal(step) or self.yes_no_hint
        return YesNo(self.question(step), default=default, hint=hint, **colours)

    def read(self, step: str, text: str):
        """The value typed ``text`` gives at ``step`` (ValueError: refused, asked again)."""
        asked = self.questions[step]
        return asked.read(text, asked.default(self.answers), self.language())

    def read_deal(self, text: str) -> int:
        return read_deal(text)

    def skipped(self, step: str) -> bool:
        """Whether ``step`` is not asked, the answers so far being what they are."""
        return step != "deal" and self.questions[step].skipped(self.answers)

    def asked(self) -> int:
        """How many questions have been answered (their lines are shown above the open one)."""
        return len(self.done)

    def spacing(self) -> int:
        """The rows a question takes: two, or one where the questions answered, the one open and
        those still to come (``steps``, any that may yet be skipped among them) would not fit
        between ``TOP`` and ``LAST`` so. A numbered deal asked for (D) adds one."""
        total = self.asked() + 1 + len(self.steps)
        return 2 if self.TOP + 2 * (total - 1) <= self.LAST else 1

    def row(self) -> int:
        """The row of the question asked now."""
        return self.TOP + self.spacing() * self.asked()

    def next_question(self) -> None:
        """The next question of ``steps``; after the last, the game, with the answers."""
        while self.steps:
            step = self.steps.pop(0)
            if self.skipped(step):
                continue
            self.step = step
            self.widget = self.make(step)
            self.app.touch()
            return
        self.widget = None
        self.app.start_game(self.answers, deal=self.deal)

    def numbered_deal_key(self, key: str) -> bool:
        """D asks for a numbered deal, then the question it was pressed at again; Esc at the deal's
        question goes on without one. True when ``key`` was one of those. (At a question typed as
        a name, D is a letter of it.)"""
        if key == "ESCAPE" and self.step == "deal":
            self.next_question()                 # no numbered deal after all: the questions go on
            return True
        typing = self.step in self.questions and self.questions[self.step].kind == TEXT
        if key == "D" and self.step != "deal" and not typing:
            self.steps[:0] = ["deal", self.step]
            self.next_question()
            return True
        return False

    # --- input -------------------------------------------------------------------
    def on_key(self, key: str) -> None:
        empty = isinstance(self.widget, TypedAnswer) and not self.widget.typed
        if key == "F7" or (key == "ESCAPE" and empty):
            self.app.ask_quit()
            return
        if key == "F5":
            self.app.show_help()
            return
        widget = self.widget
        if widget is None:
            return
        widget.handle(key)
        if widget.beeped:
            self.app.beep()
        if widget.done:
            self.answered(widget.result)

    def on_click(self, col: int, row: int) -> None:
        """A click answers: on Y or N, on an answer the question names, on "(Enter ...)", or on a
        choice line of the screen (``choice_rows``: row -> the answer it stands for)."""
        widget = self.widget
        if not isinstance(widget, (YesNo, TypedAnswer)):
            return
        widget.beeped = False
        answer = self.choice_rows.get(row) if isinstance(widget, TypedAnswer) else None
        if answer is not None and answer in widget.choices:
            widget.choose(answer)
        else:
            widget.click(col, row)
        if widget.beeped:
            self.app.beep()
        if widget.done:
            self.answered(widget.result)

    def tick(self) -> None:
        pass

    # --- screen --------------------------------------------------------------------
    def paint_head(self, s: TextScreen, title: str) -> None:
        """A clear screen with the framed title bar on top."""
        mono = s.mono
        head_bg = P.BLUE if not mono else P.BLACK
        s.clear(P.LIGHT_GREY, P.BLACK)
        s.box(0, 0, COLS, 3, P.LIGHT_CYAN if not mono else P.WHITE, head_bg)
        s.put(3, 1, title, P.YELLOW if not mono else P.WHITE, head_bg)

    def paint_question(self, s: TextScreen) -> None:
        """The open question, its words and any refusal in the language on the screen."""
        widget = self.widget
        if isinstance(widget, TypedAnswer):
            widget.question = self.question(self.step)
            if widget.error:
                widget.error = self.refusal(self.step) or widget.error
        if widget is not None:
            widget.paint(s)

    def paint_answers(self, s: TextScreen, answers: list[tuple[str, str]]) -> None:
        """The questions asked so far with their answers, then any notes on the message line."""
        gap = self.spacing()
        for i, (question, shown) in enumerate(answers):
            row = self.TOP + gap * i
            end = s.put(0, row, f" {question} ", P.YELLOW if not s.mono else P.WHITE, P.BLACK)
            s.put(end, row, shown, P.WHITE, P.BLACK)
        paint_notes(s, self.app.shown_notes(), ROWS - 2, P.LIGHT_RED, P.BLACK, most=4)
