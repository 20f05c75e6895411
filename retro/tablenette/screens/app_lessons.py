"""Tablenette's lessons (Help > Lessons...): a lesson's position on the normal table, the coach's verdict.

A lesson is played with the program's own table and controls: the person drags
a card as in a game, the computer does not reply, and the game session's coach
desk judges the play within the frame budget. The verdict comes in a message
box with the lesson's point, and for the manual's own worked example what the
manual showed with it: right gives "Next lesson"; wrong gives Retry, Show (the
play the verdict named lifted and marked, as a hint is) and Next. A lesson counts
as solved only when the player found its answer: one shown, then played, does not. Esc or Close
leaves the lessons and puts the game the player left back on the table. A
lesson's game keeps nothing: no kept game, no record, no settings; only the
solved lessons are kept (``retro.lessons.Progress``).

The panel over the computer's row says the lesson's heading (its number of
the total, its title, "Solved" once the player has solved it, and the solved
count at the right), text and question, and the computer's cards: every
lesson is in a hand's last deal, where the cards not yet seen are exactly the
computer's, so naming them tells the player only what counting would.

The flow -- the phases, the buttons of the verdict box, the game left set aside
-- is the Windows kit's lesson panel (``retro.win.lessonpanel``); here is what is
Tablenette's: its lesson game, its words and its panel.
"""

from __future__ import annotations

import random

import pyxel

from retro.coaching import Advice, coach_line
from retro.lessons import Lesson
from retro.palette import W_BLACK, W_MAROON, W_NAVY, W_WHITE
from retro.table.coach_desk import Judged
from retro.tablenette import coach, rules
from retro.tablenette.screens.app_game import COMPUTER, Game
from retro.tablenette.screens.ui_layout import Layout
from retro.win import WIN31, MessageBox
from retro.win.fonts import font
from retro.win.lessonpanel import NEXT, RIGHT, SHOW, WRONG, LessonPanel, lesson_heading, marked_width

PROGRAM = "tablenette"
PAD = 6
TEXT_LINES = 4                  # the lesson's text, under its heading
QUESTION_LINES = 2
BOX_TEXT_W = MessageBox.text_w  # a message box wraps its text at this width
VERDICT_LINES = 8               # the verdict box stays clear of the table row
ORIGINAL_LINES = 4              # what the 1991 manual showed, after the point (its own example only);
                                # the box then rises over the table row as far as it must
# the client area of the program's 640 x 480 window (title bar, menu bar and frame taken off)
STANDARD_LAYOUT = Layout(4, 44, 632, 432)
COUNT_GAP = 16                  # at least this between the heading and the solved count


def panel_rect(layout: Layout) -> tuple[int, int, int, int]:
    """The lesson panel: over the computer's row, from the left edge to the score column."""
    x, y = layout.cx + 8, layout.cy + 6
    return x, y, layout.right_edge + 2 - x, layout.table_y - 8 - y


def lesson_overflow(lesson: Lesson, lang: str = "en") -> str:
    """What of ``lesson`` would not fit the panel or the verdict box ("" when everything fits)."""
    f = font(WIN31.ui_face)
    _, _, w, _ = panel_rect(STANDARD_LAYOUT)
    room = w - 2 * PAD
    widest_count = "12 of 12 solved"
    head = lesson_heading("12 of 12", lesson.says("title", lang))
    if marked_width(f, head) + COUNT_GAP + f.width(widest_count) > room:
        return f"the heading {head!r}, with its solved mark, is too wide"
    if len(f.wrap(lesson.says("text", lang), room)) > TEXT_LINES:
        return f"the text takes more than {TEXT_LINES} lines"
    if len(f.wrap(lesson.says("question", lang), room)) > QUESTION_LINES:
        return f"the question takes more than {QUESTION_LINES} lines"
    # a lesson is in a hand's last deal, where every loss is told exactly
    words = "Better was 10♣: exactly 10 points (10♣ takes 6♥ 4♥; yours scores nothing)."
    verdict = verdict_text(False, words, lesson.says("point", lang), "")
    if len(f.wrap(verdict, BOX_TEXT_W)) > VERDICT_LINES:
        return "the point makes the verdict box too tall"
    original = lesson.says("original", lang)
    if original:
        if len(f.wrap(original, BOX_TEXT_W)) > ORIGINAL_LINES:
            return f"the manual's words take more than {ORIGINAL_LINES} lines"
        if len(f.wrap(verdict_text(False, words, lesson.says("point", lang), "", original), BOX_TEXT_W)) > \
                VERDICT_LINES + ORIGINAL_LINES + 1:
            return "the point and the manual's words make the verdict box too tall"
    return ""


def verdict_text(right: bool, words: str, point: str, after: str, original: str = "") -> str:
    """The verdict box's text: the coach's word, the lesson's point, what the manual showed with the
    example (for its own example), and what follows."""
    first = ("Right! " if right else "Not the best. ") + words
    return "\n".join([first, "", point] + (["", original] if original else []) + ([after] if after else []))


class LessonGame(Game):
    """A lesson's position: a game that keeps nothing and has no computer; the person's play is told."""

    def __init__(self, hooks, state, on_played):
        super().__init__(hooks, state, {}, random.Random(0), files=None, coach_on=True)
        self.on_played = on_played

    def play(self, move, start: tuple[int, int] | None = None):
        moved = super().play(move, start)
        self.on_played()
        return moved


class LessonBox(MessageBox):
    """The verdict box: a message box whose buttons are wide enough for "Next lesson"."""

    button_w = 96


class Lessons(LessonPanel):
    """The lessons on the window's table, the Windows kit's lesson panel with Tablenette's game, words and
    panel; the game the player left waits in ``left`` (the window's ``leave_lessons`` puts it back)."""

    LABELS = {**LessonPanel.LABELS, SHOW: "&Show", NEXT: "&Next"}
    ALL_SOLVED = "You have played every lesson: {solved}."
    box_class = LessonBox

    def __init__(self, win):
        super().__init__(win, PROGRAM, rules)

    @property
    def left(self) -> Game | None:
        return self.players_game

    def set_aside(self) -> None:
        game = self.window.game
        self.left_message = game.message if game is not None else ""

    def put_back(self, game) -> None:
        """The player's game back on the table, its message as it was left; no drag or pick of the
        lessons' left over."""
        win = self.window
        win.drag.cancel()
        win.cursor.reset()
        win.choice_lit = set()
        super().put_back(game)
        if game is not None:
            game.say(self.left_message)

    # --- the lesson's game ----------------------------------------------------------
    def put_lesson(self, state) -> LessonGame:
        """The lesson's position on the table, as a game that keeps nothing and has no computer."""
        win = self.window
        win.drag.cancel()
        win.cursor.reset()
        win.choice_lit = set()
        game = win.game = LessonGame(win.hooks, state, self.played)
        game.say("")
        return game

    def holds(self) -> str:
        cards = self.game.state.hands[COMPUTER]
        if not cards:
            return "The computer has no cards left."
        return "The computer holds " + " ".join(c.symbol for c in cards) + "."

    # --- frames ---------------------------------------------------------------------
    def tick(self) -> None:
        """Every frame: the beats and the coach (the computer never plays); the verdict when due."""
        for report in self.game.tick(blocked=True):
            if isinstance(report, Judged):
                self.judged(report)
        self.answer_when_due()          # a verdict held back till the beats were out

    def verdict_due(self) -> bool:
        """Once the play's beats are out and no box is open."""
        return self.box is None and self.game.idle and not self.window.dialogs

    # --- the verdict ----------------------------------------------------------------
    def label(self, action: str) -> str:
        return "&Next lesson" if action == NEXT and self.phase == RIGHT else self.LABELS[action]

    def verdict_words(self, right: bool, judged: Judged) -> str:
        verdict = judged.verdict
        played = verdict.move
        words = ("That is the coach's play." if right
                 else coach_line(verdict, lambda best: coach.move_text(best, played)))
        return verdict_text(right, words, self.run.says("point"), self.after_right() if right else "",
                            self.original_words())

    def answered(self, right: bool) -> None:
        self.game.say("Right!" if right else "Not the best play: the coach says why below.")

    def place_box(self, box: MessageBox) -> None:
        # low, over the person's row, so the table above still shows what was played; a box with the
        # manual's words rises as far as it must to stay in the window
        win = self.window
        bottom = win.y + win.h - 6
        box.y = max(win.layout.table_y + 40, bottom - box.h)
        if box.y + box.h > bottom:
            box.y = max(win.y + 24, bottom - box.h)

    def retry(self) -> None:
        super().retry()
        self.game.say("The same position again.")

    def light(self, game: Game, best) -> None:
        """The coach's best play lifted and its target marked, as a hint is."""
        self.window.show_hint(Advice(best, ""))
        what = "to the table" if best.kind == "discard" else "taking " + " ".join(c.symbol for c in best.cards)
        game.say(f"The best play: {best.card.symbol} {what}. Play it to go on.")

    # --- the panel ------------------------------------------------------------------
    def draw(self) -> None:
        win = self.window
        f = win.look.ui
        x, y, w, h = panel_rect(win.layout)
        pyxel.rect(x, y, w, h, W_WHITE)
        pyxel.rectb(x, y, w, h, W_BLACK)
        room = w - 2 * PAD
        lh = f.height + 1
        ty = y + PAD - 2
        head = self.heading
        f.draw(x + PAD, ty, head, W_MAROON)
        self.draw_solved_mark(f, x + PAD, ty, head)
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
        if self.phase in (RIGHT, WRONG) or self.pending is not None:
            return ""
        if self.game.persons_turn:
            return "Your answer: drag a card, as in a game. Esc leaves the lessons."
        return "The coach is looking at your play..."


__all__ = ["LessonBox", "LessonGame", "Lessons", "lesson_overflow", "panel_rect"]
