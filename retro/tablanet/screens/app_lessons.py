"""Tablanet's lessons (F11): a position from the rule sheet on the normal game screen, the coach's verdict.

A lesson is a ``Game`` of its own (``LessonGame``): the same table, keys,
capture list and coach, played from the lesson's position with no kept
game, no record and the computers never replying. The title line says
"LESSON 3 of 12: ..." ("√ solved" after the title once this one is) with
the solved count; the lesson's text stands right of the computer's cards
and its question under them. The person plays; the coach judges the play
within the frame's budget; then the lesson's point (what the lesson
teaches) takes the text's place, with the verdict and the keys (and, for
the rule sheet's own cases, what the sheet says of it, in a band on the felt
under the table cards):
Enter the next lesson, R again, S the answer lit, Esc back where the
player was (the game, or the questions, as they were left).
"""

from __future__ import annotations

import textwrap

from retro import palette as P
from retro.cards import cards as parse_cards
from retro.coaching import Advice
from retro.dos.lesson_screen import LessonScreen
from retro.dos.screen import COLS, drawable
from retro.lessons import LessonError, LessonRun, Progress, load_lessons
from retro.tablanet import rules
from retro.tablanet.screens.app_game import Game
from retro.tablanet.screens.app_text import code_text, move_code, msg, t
from retro.tablanet.screens.ui_table import COLOUR, MONO, PER_ROW, REASON_ROW, TABLE_COL, TABLE_ROWS

PROGRAM = "tablanet"
TEXT_COL, TEXT_ROW, TEXT_W, TEXT_ROWS = 36, 1, 43, 4   # right of the computer's cards, rows 1-4
LINE_W = COLS - 2                                        # the question's line (the reason row)
# What the rule sheet showed, after the verdict (its own examples): a band on the felt under the table
# cards' row, clear of the deck's column (the second card row is used only past 14 cards)
NOTE_COL, NOTE_ROW, NOTE_W, NOTE_ROWS = TABLE_COL - 1, TABLE_ROWS[1], COLS - TABLE_COL, 3
# beside the title of a lesson solved already (√ is the DOS tick); the program's other words are in
# app_text, this one mark is the lessons' own
SOLVED_MARK = {"ru": "√ решен", "en": "√ solved"}


# --- what fits ----------------------------------------------------------------------------------
def _drawable(text: str) -> bool:
    """Every character has a glyph in the screen's DOS font."""
    return all(map(drawable, text))


def wrapped(text: str, width: int = TEXT_W) -> list[str]:
    return textwrap.wrap(text, width)


def note_lines(text: str) -> list[str]:
    """What the rule sheet showed, in the band under the table (a space either side of each line)."""
    return wrapped(text, NOTE_W - 2)


def heading(lesson, lang: str, number: int, total: int, done: bool = False) -> str:
    """"УРОК 3 из 12: ..." and, when this lesson is solved already, its mark after the title."""
    head = t("lesson_head", lang, n=number, total=total, title=lesson.says("title", lang))
    return f"{head}  {solved_mark(lang)}" if done else head


def solved_mark(lang: str) -> str:
    return SOLVED_MARK.get(lang, SOLVED_MARK["en"])


def lesson_overflow(lesson, lang: str) -> str:
    """"" when the lesson's words fit its places on the screen, else what does not fit."""
    total = 99
    head = heading(lesson, lang, total, total, done=True)
    solved = t("lesson_solved", lang, k=total, total=total)
    if len(head) + 2 + len(solved) > COLS - 2:
        return f"the title line: {head!r}"
    for part in ("text", "point"):
        lines = wrapped(lesson.says(part, lang))
        if len(lines) > TEXT_ROWS:
            return f"the {part}: {len(lines)} lines of {TEXT_W} (room for {TEXT_ROWS})"
    question = lesson.says("question", lang)
    if len(question) > LINE_W:
        return f"the question: {len(question)} characters (room for {LINE_W})"
    original = note_lines(lesson.says("original", lang))
    if len(original) > NOTE_ROWS:
        return f"the rule sheet's words: {len(original)} lines of {NOTE_W - 2} (room for {NOTE_ROWS})"
    if original and lesson.setup is not None and len(parse_cards(lesson.setup.get("table"))) >= PER_ROW:
        return "the table's cards would reach the band where the rule sheet's words stand"
    for part in ("title", "text", "question", "point", "original"):
        if not _drawable(lesson.says(part, lang)):
            return f"the {part}: a character the DOS font has not"
    if not _drawable(solved_mark(lang)):
        return "the solved mark: a character the DOS font has not"
    return ""


# --- opening and leaving ----------------------------------------------------------------------------
def open_lessons(app) -> None:
    """F11: the lessons, from the first one not solved yet; Esc comes back to this very screen."""
    if isinstance(app.scene, LessonGame):
        return
    try:
        lessons = load_lessons(PROGRAM)
        run = LessonRun(lessons, Progress(app.ctx.store, PROGRAM), rules, lang=app.lang)
    except LessonError as err:
        app.beep()
        app.news("lesson_none")
        app.notes.append(str(err))
        return
    back = (app.scene, list(app.modals), app.lang)
    app.enter(LessonGame(app, run, back))


class LessonGame(LessonScreen, Game):
    """One lesson on the game screen, in the DOS family's lesson mode (``retro.dos.lesson_screen``):
    the person's play, the coach's verdict, then the keys."""

    seat_notes = False     # the lesson's text stands right of the computer's cards

    def __init__(self, app, run: LessonRun, back, shown=None):
        # back: (the scene, its pop-ups, the language) to come back to; shown: the best play, lit
        self.begin_lesson(run, back, shown)
        self.open = run.state.stock_size == 0  # the deck is out: every card is known, show them
        super().__init__(app, run.state, extra={})
        if shown is not None:
            self.session.desk.hint = Advice(shown, "")
            self.turn.cursor = self.board.hands[0].index(shown.card)

    # ------------------------------------------------------------ the lesson's own session
    def session_parts(self, app) -> dict:
        return self.lesson_session()

    @property
    def options_open(self) -> bool:
        return self.open

    # ------------------------------------------------------------ the answer
    @property
    def played(self) -> bool:
        return self.answer is not None

    def apply(self, move, player: int = 0) -> None:
        self.answered(move)
        super().apply(move, player)

    def lesson_judged(self, result) -> None:
        if result.right:
            self.app.audio.effect("fanfare")
        else:
            self.app.beep()

    @property
    def all_solved(self) -> bool:
        return len(self.run.progress.solved & {lesson.name for lesson in self.run.lessons}) == len(self.run.lessons)

    # ------------------------------------------------------------ keys
    def on_key(self, key: str) -> None:
        if key == "ESCAPE" and self.turn.on_key(key):
            return                               # Esc drops the picked table cards first
        if self.lesson_key(key):
            return
        if self.result is not None or not self.played:
            super().on_key(key)                  # the F-keys after the verdict; the play before it

    def toggle_demo(self) -> None:
        """F2: no demo in a lesson (the computer would answer for the person)."""
        self.app.beep()
        self.news = [msg("lesson_no_demo")]
        self.app.touch()

    def take_back(self) -> None:
        """Backspace: the lesson again from its position."""
        self.go(self.run.index)

    def lesson_again(self, shown) -> None:
        self.run.lang = self.app.lang
        self.app.enter(LessonGame(self.app, self.run, self.back, shown=shown))

    def leave_lessons(self) -> None:
        scene, modals, lang = self.back
        self.app.enter(scene)
        self.app.modals[:] = modals
        if self.app.lang != lang:              # F6 in a lesson: the questions and pop-ups follow
            self.app.set_lang(self.app.lang)
        self.app.touch()

    # ------------------------------------------------------------ the screen
    def message(self, lang: str, room: int = 78) -> str:
        if self.result is not None:
            if self.result.right:
                if self.all_solved:
                    return t("lesson_all", lang)
                return t("lesson_last_keys" if self.run.last else "lesson_next_keys", lang)
            return t("lesson_wrong_keys", lang)
        if self.played:
            return t("lesson_judging", lang)
        if self.shown is not None and self.turn.active:
            return t("lesson_shown", lang, play=code_text(move_code(self.shown), lang))
        return super().message(lang, room)

    def reason_line(self, lang: str) -> str:
        return ""

    def paint(self, screen) -> None:
        if self.played:
            self.board.to_move = None          # the computer does not reply: no "turn" beside it
        super().paint(screen)
        paint_lesson(screen, self, MONO if screen.mono else COLOUR)


def paint_lesson(s, game: LessonGame, c) -> None:
    """The lesson's words over the game screen: the title line, the text (then the point), the
    question (then the verdict)."""
    lang = game.app.lang
    run = game.run
    lesson = run.lesson
    s.fill(0, 0, COLS, 1, " ", c.title_fg, c.title_bg)
    done = run.lesson_solved
    head = heading(lesson, lang, run.index + 1, len(run.lessons), done)
    s.put(1, 0, head, c.bright if c is COLOUR else c.title_fg, c.title_bg)
    if done and c is COLOUR:
        mark = solved_mark(lang)
        s.put(1 + len(head) - len(mark), 0, mark, P.LIGHT_GREEN, c.title_bg)
    solved = run.solved_line(lambda k, total: t("lesson_solved", lang, k=k, total=total))
    s.put(COLS - len(solved) - 1, 0, solved, c.title_fg, c.title_bg)
    result = game.result
    part = "point" if result is not None else "text"
    for i, line in enumerate(wrapped(lesson.says(part, lang))[:4]):
        s.put(TEXT_COL, TEXT_ROW + i, line, c.bright if part == "point" else c.label, c.screen)
    s.fill(0, REASON_ROW, COLS, 1, " ", c.text, c.screen)
    if result is None:
        s.put(1, REASON_ROW, lesson.says("question", lang), c.bright, c.screen)
    else:
        right = result.right
        colour = (P.LIGHT_GREEN if right else P.LIGHT_RED) if c is COLOUR else c.bright
        s.put(1, REASON_ROW, t("lesson_right" if right else "lesson_wrong", lang), colour, c.screen)
        paint_original(s, game.original_words(lang), c)


def paint_original(s, words: str, c) -> None:
    """What the rule sheet showed with this example (the lesson is one of its own), in a band on the
    felt under the table cards, after the verdict; nothing for the other lessons."""
    lines = note_lines(words)[:NOTE_ROWS]
    if not lines:
        return
    s.fill(NOTE_COL, NOTE_ROW, NOTE_W, len(lines), " ", c.text, c.screen)
    for i, line in enumerate(lines):
        s.put(NOTE_COL + 1, NOTE_ROW + i, line, c.label, c.screen)
