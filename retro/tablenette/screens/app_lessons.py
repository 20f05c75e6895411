"""Tablenette's lessons (Help > Lessons...): a lesson's position on the normal table, the coach's verdict.

A lesson is played with the program's own table and controls: the person drags
a card as in a game, the computer does not reply, and the game session's coach
desk judges the play within the frame budget. The verdict comes in a message
box with the lesson's point: right gives "Next lesson"; wrong gives Retry,
Show (the best play lifted and marked, as a hint is) and Next. A lesson counts
as solved only when the player found its answer: one shown, then played, does not. Esc or Close
leaves the lessons and puts the game the player left back on the table. A
lesson's game keeps nothing: no kept game, no record, no settings; only the
solved lessons are kept (``retro.lessons.Progress``).

The panel over the computer's row says the lesson's heading (its number of
the total, its title, "Solved" once the player has solved it, and the solved
count at the right), text and question, and the computer's cards: every
lesson is in a hand's last deal, where the cards not yet seen are exactly the
computer's, so naming them tells the player only what counting would.
"""

from __future__ import annotations

import random

import pyxel

from retro.coaching import Advice, coach_line
from retro.lessons import Lesson, LessonRun, Progress, load_lessons
from retro.palette import W_BLACK, W_GREEN, W_MAROON, W_NAVY, W_WHITE
from retro.table.coach_desk import Judged
from retro.tablenette import coach, rules
from retro.tablenette.screens.app_game import COMPUTER, Game
from retro.tablenette.screens.ui_layout import Layout
from retro.win import WIN31, MessageBox
from retro.win.fonts import font

PROGRAM = "tablenette"
PAD = 6
TEXT_LINES = 4                  # the lesson's text, under its heading
QUESTION_LINES = 2
BOX_TEXT_W = MessageBox.text_w  # a message box wraps its text at this width
VERDICT_LINES = 8               # the verdict box stays clear of the table row
# the client area of the program's 640 x 480 window (title bar, menu bar and frame taken off)
STANDARD_LAYOUT = Layout(4, 44, 632, 432)
SOLVED_MARK = "Solved"          # after the heading of a lesson solved already (the fonts have no tick)
MARK_GAP = 10                   # between the heading and the mark
COUNT_GAP = 16                  # at least this between the heading and the solved count


def panel_rect(layout: Layout) -> tuple[int, int, int, int]:
    """The lesson panel: over the computer's row, from the left edge to the score column."""
    x, y = layout.cx + 8, layout.cy + 6
    return x, y, layout.right_edge + 2 - x, layout.table_y - 8 - y


def heading(run: LessonRun) -> str:
    return f"Lesson {run.number}: {run.says('title')}"


def _heading_of(lesson: Lesson, lang: str, number: str) -> str:
    return f"Lesson {number}: {lesson.says('title', lang)}"


def lesson_overflow(lesson: Lesson, lang: str = "en") -> str:
    """What of ``lesson`` would not fit the panel or the verdict box ("" when everything fits)."""
    f = font(WIN31.ui_face)
    _, _, w, _ = panel_rect(STANDARD_LAYOUT)
    room = w - 2 * PAD
    widest_count = "12 of 12 solved"
    head = _heading_of(lesson, lang, "12 of 12")
    if f.width(head) + MARK_GAP + f.width(SOLVED_MARK) + COUNT_GAP + f.width(widest_count) > room:
        return f"the heading {head!r}, with its solved mark, is too wide"
    if len(f.wrap(lesson.says("text", lang), room)) > TEXT_LINES:
        return f"the text takes more than {TEXT_LINES} lines"
    if len(f.wrap(lesson.says("question", lang), room)) > QUESTION_LINES:
        return f"the question takes more than {QUESTION_LINES} lines"
    # a lesson is in a hand's last deal, where every loss is told exactly
    verdict = verdict_text(False, "Better was 10♣: exactly 10 points (10♣ takes 6♥ 4♥; yours scores nothing).",
                           lesson.says("point", lang), "")
    if len(f.wrap(verdict, BOX_TEXT_W)) > VERDICT_LINES:
        return "the point makes the verdict box too tall"
    return ""


def verdict_text(right: bool, words: str, point: str, after: str) -> str:
    """The verdict box's text: the coach's word, the lesson's point, and what follows."""
    first = ("Right! " if right else "Not the best. ") + words
    return "\n".join([first, "", point] + ([after] if after else []))


class Lessons:
    """The lessons on the window's table; the game the player left waits in ``left``."""

    def __init__(self, win):
        self.win = win
        self.left = win.game
        self.left_message = win.game.message if win.game is not None else ""
        lessons = load_lessons(PROGRAM)
        self.run = LessonRun(lessons, Progress(win.app.ctx.store, PROGRAM), rules)
        self.verdict = None             # the coach's verdict, shown once the play's beats are out
        self.box: MessageBox | None = None
        self.shown = False              # the answer was shown: playing it solves nothing
        self.start()

    # --- the lesson's game ----------------------------------------------------------
    def start(self) -> Game:
        """The lesson's position on the table, as a game that keeps nothing and has no computer."""
        win = self.win
        win.drag.cancel()
        win.cursor.reset()
        win.choice_lit = set()
        self.verdict = None
        self.shown = False
        game = Game(win.hooks, self.run.state, {}, random.Random(0), files=None, coach_on=True)
        win.game = game
        game.say("")
        return game

    @property
    def game(self) -> Game:
        return self.win.game

    def holds(self) -> str:
        cards = self.game.state.hands[COMPUTER]
        if not cards:
            return "The computer has no cards left."
        return "The computer holds " + " ".join(c.symbol for c in cards) + "."

    # --- frames ---------------------------------------------------------------------
    def tick(self) -> None:
        """Every frame: the beats and the coach (the computer never plays); the verdict when due."""
        game = self.game
        for report in game.tick(blocked=True):
            if isinstance(report, Judged):
                self.verdict = report.verdict
        if self.verdict is not None and self.box is None and game.idle and not self.win.dialogs:
            self.show_verdict(self.verdict)

    def show_verdict(self, verdict) -> MessageBox:
        run = self.run
        answer = run.answer(verdict, shown=self.shown)
        played = verdict.move
        words = coach_line(verdict, lambda best: coach.move_text(best, played))
        if answer.right:
            words = "That is the coach's play."
        self.game.say("Right!" if answer.right else "Not the best play: the coach says why below.")
        after = ""
        if answer.right and all(lesson.name in run.progress.solved for lesson in run.lessons):
            after = "You have played every lesson: " + run.solved_line() + "."
        elif answer.right and run.last:
            after = "That was the last lesson."
        buttons = ("&Next lesson", "&Close") if answer.right else ("&Retry", "&Show", "&Next", "&Close")
        box = LessonBox(verdict_text(answer.right, words, run.says("point"), after),
                        f"Lesson {run.number}", buttons, "info" if answer.right else "warning")
        box.on("close", self.chose)
        self.box = box
        self.win.open(box)
        # low, over the person's row, so the table above still shows what was played
        box.y = max(self.win.layout.table_y + 40, self.win.y + self.win.h - box.h - 6)
        return box

    def chose(self, answer) -> None:
        """The verdict box's button (None: Esc, which leaves as Close does)."""
        self.box = None
        if answer == "Retry":
            self.run.retry()
            self.start()
            self.game.say("The same position again.")
        elif answer == "Show":
            self.show()
        elif answer in ("Next lesson", "Next"):
            self.run.next()
            self.start()
        else:
            self.win.leave_lessons()

    def show(self) -> None:
        """The position again, with the coach's best play lifted and its target marked."""
        self.run.retry()
        game = self.start()
        self.shown = True
        best = self.run.best()[0]
        self.win.show_hint(Advice(best, ""))
        what = "to the table" if best.kind == "discard" else "taking " + " ".join(c.symbol for c in best.cards)
        game.say(f"The best play: {best.card.symbol} {what}. Play it to go on.")

    # --- the panel ------------------------------------------------------------------
    def draw(self) -> None:
        win = self.win
        f = win.look.ui
        x, y, w, h = panel_rect(win.layout)
        pyxel.rect(x, y, w, h, W_WHITE)
        pyxel.rectb(x, y, w, h, W_BLACK)
        room = w - 2 * PAD
        lh = f.height + 1
        ty = y + PAD - 2
        head = heading(self.run)
        f.draw(x + PAD, ty, head, W_MAROON)
        if self.run.lesson_solved:
            f.draw(x + PAD + f.width(head) + MARK_GAP, ty, SOLVED_MARK, W_GREEN)
        solved = self.run.solved_line()
        f.draw(x + w - PAD - f.width(solved), ty, solved, W_NAVY)
        ty += lh + 2
        for line in f.wrap(self.run.says("text"), room)[:TEXT_LINES]:
            f.draw(x + PAD, ty, line, W_BLACK)
            ty += lh
        for line in f.wrap(self.run.says("question"), room)[:QUESTION_LINES]:
            f.draw(x + PAD, ty, line, W_NAVY)
            ty += lh
        f.draw(x + PAD, y + h - PAD - f.height + 2, self.holds(), W_MAROON)

    def status_line(self) -> str:
        if self.run.result is not None or self.verdict is not None:
            return ""
        if self.game.persons_turn:
            return "Your answer: drag a card, as in a game. Esc leaves the lessons."
        return "The coach is looking at your play..."


class LessonBox(MessageBox):
    """The verdict box: a message box whose buttons are wide enough for "Next lesson"."""

    button_w = 96


__all__ = ["Lessons", "LessonBox", "lesson_overflow", "panel_rect"]
