"""Tommy's Pinochle's lessons: a lesson's position on the normal game screen, the person's answer by
the normal keys, the coach's verdict with the lesson's point, then the next lesson.

The lesson plays on a ``Game`` of its own that keeps nothing, records nothing and never lets the
computer reply: the person's one decision is judged by the coach's desk, stepped within the
frame's budget like any verdict. The lesson's words sit where the game's hand facts are (the panel
at the right) and its heading on the teaching line: the lesson's number of the total, its title
("√ solved" beside it once solved) and the solved count; ``lesson_overflow`` checks that they fit.
Before the answer the box ends above the question's row, so that the exchange's Y/N, asked across
the screen there, leaves its frame whole. After the verdict the box holds the lesson's point and,
for one of the 1988 document's own examples, what the document showed with it (in light cyan).
A wrong answer's verdict names the coach's answer, so there is nothing left to find or to show:
R (or S) sets the lesson up again with that very answer lit, to be played, and Enter goes on.
PgDn and PgUp go to the next or the previous lesson without answering (over a question too).
Esc leaves the lessons for the scene the player came from, just as it was.
A lesson counts as solved only when the player found its answer (one lit after the verdict does not).
"""

from __future__ import annotations

import textwrap

from retro import palette as P
from retro.coaching import points_text
from retro.dos.screen import COLS
from retro.dos.lesson_screen import LessonScreen
from retro.fitting import fit_lines
from retro.lessons import LessonRun, Progress, load_lessons
from retro.pinochle import rules
from retro.pinochle.screens.app_game import Game
from retro.pinochle.screens.app_screen import hint_slots, move_text
from retro.pinochle.screens.app_table import COMPUTER, PERSON, slots
from retro.pinochle.bots import make_bot
from retro.pinochle.screens.ui_table import QUESTION_ROW, REASON_ROW, SIDE_COL, SIDE_H, SIDE_ROW, SIDE_W

PROGRAM = "pinochle"
TEXT_W = SIDE_W - 4                 # the words inside the lesson box, a space either side
BOX_LINES = SIDE_H - 2              # the lines inside the box's frame
ASK_H = QUESTION_ROW - SIDE_ROW     # the box before the answer: it ends above a question's row
ASK_LINES = ASK_H - 2               # the text and the question, inside that box's frame
VERDICT_LINES = 3                   # the coach's verdict, before the point
POINT_LINES = BOX_LINES - VERDICT_LINES - 2   # a blank line between them, and one to spare
HEADING_W = COLS - 2
ORIGINAL_INK = P.LIGHT_CYAN         # what the 1988 document showed, after the point (its own examples)
SOLVED_MARK = "√ solved"            # beside the title of a lesson solved already (√ is the DOS tick)


def wrapped(text: str, width: int = TEXT_W) -> list[str]:
    return textwrap.wrap(text, width) or [""]


def heading_left(number: str, title: str, done: bool = False) -> str:
    """"Lesson 3 of 12: A low lead", and "√ solved" after it when this lesson is solved already."""
    left = f"Lesson {number}: {title}"
    return f"{left}  {SOLVED_MARK}" if done else left


def heading(number: str, title: str, solved: str, done: bool = False) -> str:
    """The teaching line's heading: the lesson's number of the total, its title (and its mark when
    solved already), and the solved count at the right ("3 of 12 solved")."""
    left = heading_left(number, title, done)
    return left + " " * max(2, HEADING_W - len(left) - len(solved)) + solved


def ask_lines(lesson, lang: str = "en") -> list[str]:
    """The box before the answer: the situation, a blank line, the question."""
    return wrapped(lesson.says("text", lang)) + [""] + wrapped(lesson.says("question", lang))


def answered_parts(verdict: list[str], point: list[str], original: list[str]) -> list[tuple[str, str]]:
    """The box after the answer as (part, line): the verdict, the point and what the original
    document showed (if the lesson is one of its examples), a blank line between each two while they
    fit in BOX_LINES (the one before the original goes first)."""
    for gaps in ((1, 1), (1, 0), (0, 0)):
        parts = [("verdict", line) for line in verdict] + [("", "")] * gaps[0] + [("point", line) for line in point]
        if original:
            parts += [("", "")] * gaps[1] + [("original", line) for line in original]
        if len(parts) <= BOX_LINES:
            break
    return parts


def lesson_overflow(lesson, lang: str = "en") -> str:
    """What of ``lesson`` does not fit its place on the screen ("" when all of it fits)."""
    count = "12 of 12"
    problems = []
    line = heading(count, lesson.says("title", lang), f"{count} solved", done=True)
    if len(line) > HEADING_W:
        problems.append(f"the heading is {len(line) - HEADING_W} characters too long")
    asked = ask_lines(lesson, lang)
    if len(asked) > ASK_LINES:
        problems.append(f"the text and question take {len(asked)} lines of {ASK_LINES}")
    point = wrapped(lesson.says("point", lang))
    if len(point) > POINT_LINES:
        problems.append(f"the point takes {len(point)} lines of {POINT_LINES}")
    original = lesson.says("original", lang)
    if original:
        after = answered_parts(["verdict"] * VERDICT_LINES, point, wrapped(original))
        if len(after) > BOX_LINES:
            problems.append(f"the longest verdict, the point and the original's words take {len(after)} lines "
                            f"of {BOX_LINES}")
    return "; ".join(problems)


def verdict_lines(answered, best_text: str) -> list[str]:
    """The coach's verdict on the answer in at most VERDICT_LINES lines."""
    verdict = answered.verdict
    if answered.right:
        words = "Right: the coach's play too."
    else:
        words = f"Not the best: {best_text} was better, by {points_text(verdict.loss, exact=verdict.exact)}."
    return fit_lines(words, wrapped, VERDICT_LINES)


def open_lessons(app, start: int | None = None) -> "LessonGame":
    """The lessons, from the first one not solved yet; Esc comes back to the scene now on screen."""
    run = LessonRun(load_lessons(PROGRAM), Progress(app.ctx.store, PROGRAM), rules, start=start)
    return app.enter(LessonGame(app, run, back=app.scene))


class LessonGame(LessonScreen, Game):
    """One lesson's position played on the game screen, in the DOS family's lesson mode
    (``retro.dos.lesson_screen``): the person's one decision, then the verdict."""

    VERDICT_NAMES_ANSWER = True         # "Not the best: Q♠ was better": R sets it up with Q♠ lit

    def __init__(self, app, run: LessonRun, back, shown=None):
        self.begin_lesson(run, back, shown)    # back: the scene to come back to
        self.shown_followed = False            # the shown answer's cards chosen, once the question was asked
        bots = {p: make_bot() for p in (PERSON, COMPUTER)}
        super().__init__(app, run.state, bots)
        self.session.coach_on = True           # the verdict is the lesson's answer
        self.session.learning = False
        self.board.news = ""
        if shown is not None:
            self.hinted = frozenset(hint_slots(slots(self.state, PERSON), shown))
            self.turn.cursor = min(self.hinted, default=0)
            self.board.news = f"The answer: {move_text(shown)}."

    # --- keeping: a lesson keeps nothing and counts for nothing -----------------------------
    def keeping(self, app) -> dict:
        return {"keeper": None, "recording": None}

    # --- the frame ---------------------------------------------------------------------------
    def tick(self) -> None:
        super().tick()
        if self.answer is None:
            self.follow_shown()

    def follow_shown(self) -> None:
        """The answer shown (S) is chosen as F4's hint chooses: once the question is asked, a meld's
        cards are picked, so Enter lays it down (the cursor already stands on a card to play)."""
        if self.shown is not None and not self.shown_followed and self.turn.awaiting:
            self.shown_followed = True
            self.turn.follow_hint(self.shown, self.hinted)
            self.app.touch()

    # --- the answer ---------------------------------------------------------------------
    def decide(self, move) -> None:
        if self.answer is not None or not self.session.persons_turn:
            return
        self.answered(move)
        super().decide(move)
        self.coach_text = ""

    def forced(self, move) -> None:
        """No meld left after declining the exchange: "no meld" is the person's answer."""
        self.decide(move)

    # --- the person's keys ------------------------------------------------------------------
    def on_key(self, key: str) -> None:
        if key == "F7":
            self.leave_lessons()
        elif self.lesson_key(key) or self.answer is not None:
            return                         # the lessons' keys; or the coach is still thinking
        elif key == "BACKSPACE":
            self.refuse("Nothing to take back; answer, then R tries the lesson again.")
        else:
            super().on_key(key)

    def function_key(self, key: str) -> None:
        """F3 and F4 as in a game (over a question too); demo mode would play the answer for you."""
        if key == "F2":
            self.refuse("Demo mode is not for lessons: the move is yours.")
            self.app.touch()
        elif self.answer is None:
            super().function_key(key)

    def lesson_again(self, shown) -> None:
        self.app.enter(LessonGame(self.app, self.run, self.back, shown=shown))

    def leave_lessons(self) -> None:
        """Back to the scene the lessons were opened from, just as it was."""
        self.app.enter(self.back)

    # --- the screen ---------------------------------------------------------------------
    def message(self) -> str:
        if self.result is None:
            if self.answer is not None:
                return "The coach is thinking about your answer…"
            return super().message()
        if self.result.right:
            if self.run.progress.solved >= {lesson.name for lesson in self.run.lessons}:
                return "All solved: you have played every lesson.  Enter: again.  Esc: leave."
            if self.run.last:
                return "Right!  That was the last one.  Enter: from the first.  R: again.  Esc: leave."
            return "Right!  Enter: the next lesson.  R: play it again.  Esc: leave the lessons."
        onward = "Enter: the first lesson" if self.run.last else "Enter: the next lesson"
        return f"{onward}.  R: again, with that answer lit.  Esc: leave."

    def paint(self, screen) -> None:
        super().paint(screen)
        mono = screen.mono
        title = self.run.says("title")
        done = self.run.lesson_solved
        screen.fill(0, REASON_ROW, COLS, 1, " ", P.WHITE, P.BLACK)
        screen.put(1, REASON_ROW, heading(self.run.number, title, self.run.solved_line(), done),
                   P.WHITE if mono else P.YELLOW, P.BLACK)
        if done:
            mark_col = 1 + len(heading_left(self.run.number, title, done)) - len(SOLVED_MARK)
            screen.put(mark_col, REASON_ROW, SOLVED_MARK, P.WHITE if mono else P.LIGHT_GREEN, P.BLACK)
        if self.meld_table or self.pinned:
            return                         # F3's table stands where the lesson's words are
        self.paint_box(screen, mono)

    def box_lines(self) -> list[tuple[str, int]]:
        if self.result is None:
            return [(line, P.WHITE) for line in ask_lines(self.run.lesson, self.run.lang)]
        ink = P.LIGHT_GREEN if self.result.right else P.LIGHT_RED
        best = move_text(self.result.verdict.best)
        original = self.original_words()
        parts = answered_parts(verdict_lines(self.result, best), wrapped(self.run.says("point")),
                               wrapped(original) if original else [])
        inks = {"verdict": ink, "original": ORIGINAL_INK}
        return [(line, inks.get(part, P.WHITE)) for part, line in parts]

    def paint_box(self, screen, mono: bool) -> None:
        """The lesson's box at the right: before the verdict it ends above the question's row."""
        fg, bg = (P.WHITE, P.BLACK) if mono else (P.WHITE, P.BLUE)
        height = SIDE_H if self.result is not None else ASK_H
        screen.box(SIDE_COL, SIDE_ROW, SIDE_W, height, fg, bg, title="LESSON")
        for i, (line, ink) in enumerate(self.box_lines()[:height - 2]):
            screen.put(SIDE_COL + 2, SIDE_ROW + 1 + i, line, fg if mono else ink, bg)
