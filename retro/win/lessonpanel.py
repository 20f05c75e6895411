"""LessonPanel: a Windows program's lessons over its table (Help > Lessons...): the flow and its buttons.

The lessons are ``retro.lessons``' ``LessonRun`` (the position, the person's
answer judged right or not and counted solved unless the answer was shown),
played on the program's own table: a lesson is a game on the one game scene
with no keeper, whose computers never reply. The panel owns what every
Windows program does the same way:

- the player's game set aside, untouched, while the lessons are open
  (``players_game``) and put back by ``close()`` (what the window's
  ``leave_lessons`` calls), with the window's title as it was;
- the phases: ``ASKING`` (the position, waiting for the person's play),
  ``JUDGING`` (played; the coach's desk is at work), then ``RIGHT`` or
  ``WRONG``; ``SHOWN`` (the position again with the best answer shown);
- the buttons, Retry, Show the answer, Next lesson and Close, each pressable
  only in the phases it applies to (``APPLIES``): either a column in the
  panel, enabled by phase, or the verdict's message box, holding those that
  apply; Close (or Esc, once ``let_go`` has nothing to let go) asks the
  window's ``leave_lessons``. A wrong verdict names the better play, so after
  it there is nothing left to find: Show the answer sets the lesson up again
  with that play lit, and the lesson is not counted solved again in this
  visit (``told``), whether played lit or retried after;
- the heading ("Lesson 3 of 12: title"), the green "Solved" after it once the
  lesson is solved, the solved count ("3 of 12 solved", in the title bar if
  ``COUNT_IN_TITLE``), and the note after a right answer (every lesson solved,
  or the last one).

A program subclasses it and gives what is its own:

- ``put_lesson(state)``: the lesson's position put on the table as a game,
  returned; the game calls ``played()`` when the person has played and
  ``judged(report)`` with the coach's ``Judged`` (``retro.table.coach_desk``);
- ``verdict_words(right, judged)``: its words for the verdict (the lesson's
  point with them, if its panel does not show it apart, and after the point,
  for the original document's own examples, ``original_words()``: what the
  document showed with the example); ``answered(right)``: a
  sound or a line after it; ``ALL_SOLVED`` and ``LAST_LESSON``: the note after
  a right answer (``{solved}`` is the solved count);
- ``light(game, best)``: the best answer shown on the table, as its hint shows
  a play (after a verdict, the very play the verdict named: ``LessonRun.answer_to_show``);
- ``button_rects()``: the panel's buttons (screen pixels), or none to have them
  in the verdict's box (``box_class``, placed by ``place_box``); ``LABELS`` or
  ``label(action)``: their words;
- ``set_aside()`` / ``put_back(game)``: what else of its window goes away with
  the player's game and comes back with it; ``let_go()``: what Esc lets go of
  first; ``verdict_due()``: whether the verdict may be given now (the play's
  beats out); ``IGNORED_ACTIONS``: window keys that do nothing in a lesson;
- ``draw()``: the panel itself (``draw_solved_mark`` puts the mark after the
  heading).
"""

from __future__ import annotations

from typing import Any, Optional, Sequence

from retro.lessons import Lesson, LessonRun, Progress, load_lessons
from retro.palette import W_GREEN
from retro.win.controls import Button
from retro.win.fonts import split_mnemonic
from retro.win.window import MessageBox

ASKING, JUDGING, RIGHT, WRONG, SHOWN = "asking", "judging", "right", "wrong", "shown"
RETRY, SHOW, NEXT, CLOSE = "retry", "show", "next", "close"
ACTIONS = (RETRY, SHOW, NEXT, CLOSE)            # the buttons' order
APPLIES = {                                     # the buttons that may be pressed in each phase
    ASKING: (SHOW, NEXT, CLOSE),
    JUDGING: (CLOSE,),
    RIGHT: (NEXT, CLOSE),
    WRONG: (SHOW, NEXT, CLOSE),     # the verdict named the answer: only to see it lit, or go on
    SHOWN: (RETRY, NEXT, CLOSE),
}
SOLVED_MARK = "Solved"      # after the heading of a lesson solved already (the fonts have no tick)
MARK_GAP = 10               # between the heading and the mark


def lesson_heading(number: str, title: str) -> str:
    """A lesson's heading: "Lesson 3 of 12: " and its title."""
    return f"Lesson {number}: {title}"


def marked_width(font, heading: str) -> int:
    """How wide ``heading`` gets in ``font`` with the solved mark after it (for the lesson files' checks)."""
    return font.width(heading) + MARK_GAP + font.width(SOLVED_MARK)


class LessonPanel:
    """The lessons over ``window``'s table while they are open (``window.lessons``); subclass and fill in
    the hooks."""

    LABELS = {RETRY: "&Retry", SHOW: "&Show the answer", NEXT: "&Next lesson", CLOSE: "&Close"}
    ALL_SOLVED = "You have solved every lesson."
    LAST_LESSON = "That was the last lesson."
    COUNT_IN_TITLE = False
    IGNORED_ACTIONS: Sequence[str] = ()
    box_class = MessageBox

    def __init__(self, window, program: str, rules, lessons: Optional[list[Lesson]] = None):
        """``program``'s lessons (its bundled files unless ``lessons`` are given) played with its
        ``rules`` (a rules module) over ``window`` (its ``GameWindow``), from the first not solved."""
        self.window = window
        lessons = load_lessons(program) if lessons is None else lessons
        self.run = LessonRun(lessons, Progress(window.app.ctx.store, program), rules)
        self.players_game = window.game             # waits, untouched, till the lessons close
        self.title = window.title
        self.phase = ASKING
        self.shown = False                          # the answer was shown: playing it solves nothing
        self.told: Optional[int] = None             # the lesson whose answer a verdict named: not solved now
        self.verdict = ""                           # the verdict's words
        self.said_verdict = None                    # the coach's Verdict they were said from
        self.pending = None                         # the coach's Judged, till the verdict is due
        self.box: Optional[MessageBox] = None       # the verdict's box, while it is open
        self.buttons: list[Button] = []
        self.set_aside()
        self.game = self.put(self.run.state)
        self.buttons = self._buttons()              # laid out on the lesson's table, not the game's before
        self.refresh()

    def _buttons(self) -> list[Button]:
        cx, cy, _, _ = self.window.client_rect
        buttons = []
        for action, (x, y, w, h) in zip(ACTIONS, self.button_rects()):
            button = Button(self.label(action), x - cx, y - cy, w, h,
                            on_click=lambda action=action: self.press(action))
            button.focusable = False        # Tab and arrows belong to the cards
            buttons.append(button)
        if buttons:
            self.window.add(*buttons)
        return buttons

    # --- the hooks: each program's own ----------------------------------------------------------
    def put_lesson(self, state) -> Any:
        """The lesson's position ``state`` on the table as a game that keeps nothing; returned."""
        raise NotImplementedError

    def verdict_words(self, right: bool, judged) -> str:
        """The verdict on the person's play (``judged``: the coach's ``Judged``)."""
        raise NotImplementedError

    def answered(self, right: bool) -> None:
        """After the verdict is given (a sound, a line under the table)."""

    def light(self, game, best) -> None:
        """The best answer ``best`` shown on ``game``'s table, as the program's hint shows a play."""
        raise NotImplementedError

    def button_rects(self) -> Sequence[tuple[int, int, int, int]]:
        """The panel's Retry, Show, Next and Close buttons (x, y, w, h on the screen); none: they come
        in the verdict's box."""
        return ()

    def label(self, action: str) -> str:
        return self.LABELS[action]

    def place_box(self, box: MessageBox) -> None:
        """The verdict's box, just opened, moved where it hides least of the table."""

    def set_aside(self) -> None:
        """What else goes away with the player's game while the lessons are open."""

    def put_back(self, game) -> None:
        """The player's ``game`` back on the table (and what went away with it)."""
        self.window.game = game

    def let_go(self) -> bool:
        """What Esc lets go of before it leaves the lessons (True: something was let go)."""
        return False

    def verdict_due(self) -> bool:
        """Whether the coach's verdict may be given now."""
        return True

    def draw(self) -> None:
        raise NotImplementedError

    # --- the lesson on the table -------------------------------------------------------------
    def put(self, state):
        """``state`` on the table, waiting for the person's answer."""
        self.phase = ASKING
        self.shown = False
        self.verdict = ""
        self.said_verdict = None
        self.pending = None
        self.game = self.put_lesson(state)
        self.refresh()
        return self.game

    def played(self) -> None:
        """The person has played: the coach is judging."""
        self.phase = JUDGING
        self.refresh()

    def judged(self, judged) -> None:
        """The coach's verdict on the person's play, given as soon as it is due."""
        self.pending = judged
        self.answer_when_due()

    def answer_when_due(self) -> None:
        """The verdict waiting, if it is due now: right or not, solved unless the answer was shown."""
        if self.pending is None or not self.verdict_due():
            return
        judged, self.pending = self.pending, None
        told = self.told == self.run.index
        right = self.run.answer(judged.verdict, shown=self.shown or told).right
        self.said_verdict = judged.verdict
        self.phase = RIGHT if right else WRONG
        if not right:
            self.told = self.run.index              # the wrong verdict named the better play
        self.verdict = self.verdict_words(right, judged)
        self.answered(right)
        self.refresh()
        if not self.buttons:
            self.open_box()

    @property
    def solved_all(self) -> bool:
        return all(lesson.name in self.run.progress.solved for lesson in self.run.lessons)

    def after_right(self) -> str:
        """The note after a right answer: every lesson solved, or the last one answered ("" else)."""
        if self.solved_all:
            return self.ALL_SOLVED.format(solved=self.run.solved_line())
        return self.LAST_LESSON if self.run.last else ""

    def original_words(self) -> str:
        """What the original document showed with this lesson's example, in the program's words ("" for a
        lesson that is not one of the document's own examples): shown with the point after the verdict."""
        return self.run.says("original")

    @property
    def heading(self) -> str:
        return lesson_heading(self.run.number, self.run.says("title"))

    def refresh(self) -> None:
        """The buttons that apply now (Next the default after a right answer); the count in the title."""
        applies = APPLIES[self.phase]
        for action, button in zip(ACTIONS, self.buttons):
            button.enabled = action in applies
            button.default = action == NEXT and self.phase == RIGHT
        if self.COUNT_IN_TITLE:
            self.window.title = f"{self.title} - Lessons ({self.run.solved_line()})"

    def open_box(self) -> MessageBox:
        """The verdict in a message box with the buttons that apply."""
        actions = APPLIES[self.phase]
        labels = [self.label(action) for action in actions]
        by_word = {split_mnemonic(label)[0]: action for label, action in zip(labels, actions)}
        box = self.box_class(self.verdict, f"Lesson {self.run.number}", labels,
                             "info" if self.phase == RIGHT else "warning")
        box.on("close", lambda answer: self._box_closed(by_word.get(answer, CLOSE)))
        self.box = box
        self.window.open(box)
        self.place_box(box)
        return box

    def _box_closed(self, action: str) -> None:
        self.box = None
        self.press(action)

    # --- the buttons and keys -----------------------------------------------------------------
    def press(self, action: str) -> None:
        {RETRY: self.retry, SHOW: self.show, NEXT: self.next, CLOSE: self.leave}[action]()

    def retry(self) -> None:
        """The same position again."""
        self.put(self.run.retry())

    def show(self) -> None:
        """The position again with the best answer shown (after a verdict, the very play it named);
        played now, it solves nothing."""
        verdict = self.said_verdict
        game = self.put(self.run.retry())
        best = self.run.answer_to_show(verdict)
        self.phase = SHOWN
        self.shown = True
        self.light(game, best)
        self.refresh()

    def next(self) -> None:
        self.put(self.run.next())

    def leave(self) -> None:
        """Close (or Esc): the window leaves the lessons."""
        self.window.leave_lessons()

    def key(self, action: Optional[str]) -> bool:
        """A window key during the lessons (True: taken): Esc lets go of what ``let_go`` holds, else
        leaves; the ``IGNORED_ACTIONS`` do nothing."""
        if action == "leave":
            if not self.let_go():
                self.leave()
            return True
        return action in self.IGNORED_ACTIONS

    def close(self) -> None:
        """The lessons go: the player's game back on the table, the window's title as it was."""
        window = self.window
        for button in self.buttons:
            window.remove(button)
        if self.box is not None and self.box in window.dialogs:
            window.dialogs.remove(self.box)
        self.box = None
        window.title = self.title
        window.lessons = None
        self.put_back(self.players_game)

    # --- painting -----------------------------------------------------------------------------
    def draw_solved_mark(self, font, x: int, y: int, heading: str) -> None:
        """The green "Solved" after ``heading`` (drawn at ``x``, ``y`` in ``font``), if the lesson is."""
        if self.run.lesson_solved:
            font.draw(x + font.width(heading) + MARK_GAP, y, SOLVED_MARK, W_GREEN)


__all__ = ["ACTIONS", "APPLIES", "ASKING", "CLOSE", "JUDGING", "LessonPanel", "MARK_GAP", "NEXT", "RETRY",
           "RIGHT", "SHOW", "SHOWN", "SOLVED_MARK", "WRONG", "lesson_heading", "marked_width"]
