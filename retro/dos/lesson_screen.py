"""The DOS family's lesson screen: a lesson is a game on the program's own game screen, in lesson mode.

A lesson (``retro.lessons.LessonRun``) is played on the same table, keys and
coach as a game, on the same game scene (``retro.table.scene.GameScene``),
with a session that keeps nothing and counts for nothing; the person makes
one decision, the coach's verdict on it is the lesson's answer, and the
computers never reply. ``LessonScreen`` is that mode, mixed in ahead of a
program's game screen (``class LessonGame(LessonScreen, Game)``): the
answer judged (a shown answer is right but solves nothing), and the keys of
the family's lessons —

- PgDn / PgUp: the next or the previous lesson, answered or not;
- after the verdict: Enter, Space or N the next lesson, R this one again
  from its start; after a wrong answer, S this one again with the coach's
  answer lit. A program whose verdict names the coach's answer
  (``VERDICT_NAMES_ANSWER``) has nothing left to show or to find: there R
  (or S) after a wrong answer sets the lesson up again with the named
  answer lit, to be played (it solves nothing, being told). Any other
  letter beeps; the F-keys are the game's;
- Esc: back to the scene the lessons were opened from, as it was.

The answer lit is always the one the verdict judged best (``LessonRun.answer_to_show``), so the
verdict's words and the cards lit cannot name two different plays.

After the verdict the program shows the lesson's point and, when the lesson is the original
document's own worked example, what the document showed with it (``original_words``).

The program gives its own: how a lesson's game is made (``lesson_again``),
how it leaves (``leave_lessons``), what the verdict sounds like
(``lesson_judged``) and what it paints.
"""

from __future__ import annotations

from typing import Any

from retro.lessons import Answered, LessonRun

# The keys that go on to the next lesson once this one is answered.
NEXT_KEYS = ("RETURN", "SPACE", "N")


class LessonScreen:
    """A program's game screen in lesson mode (see the module's note). Set up with ``begin_lesson``
    before the game screen's own ``__init__``."""

    lesson_scene = True
    # whether the program's verdict on a wrong answer names the coach's answer ("Q♠ was better")
    VERDICT_NAMES_ANSWER = False
    run: LessonRun
    back: Any
    app: Any

    def begin_lesson(self, run: LessonRun, back: Any, shown=None) -> None:
        """Lesson ``run.lesson`` from its position; ``back``: what Esc returns to; ``shown``: the best
        answer, lit, when the person asked to see it."""
        self.run = run
        self.back = back
        self.shown = shown
        self.answer = None                 # the person's decision, once made
        self.result: Answered | None = None   # the coach's verdict on it, once judged

    # --- the lesson's session: nothing kept, nothing recorded, the verdict always asked -------
    @staticmethod
    def lesson_session() -> dict:
        return {"coach_on": True, "learning": False, "keeper": None, "recording": None}

    # --- the frame: after the answer the computers never reply ------------------------------------
    def computers_play(self) -> bool:
        return False

    def when_ready(self) -> None:
        if self.answer is None:
            super().when_ready()

    def begin_turn(self) -> None:
        if self.answer is None:
            super().begin_turn()

    def answered(self, move) -> None:
        """The person's decision is the lesson's answer."""
        self.answer = move

    def line_keys(self) -> tuple:
        """Once answered, the message line offers no keys of the question (the lesson's own words)."""
        return () if self.answer is not None else super().line_keys()

    def judged(self, judged) -> None:
        """The coach's verdict is the lesson's answer (one played after it was shown solves nothing)."""
        super().judged(judged)
        if self.result is None and self.answer is not None:
            self.result = self.run.answer(judged.verdict, shown=self.shown is not None)
            self.lesson_judged(self.result)
            self.app.touch()

    # --- keys -------------------------------------------------------------------------------------
    def lesson_key(self, key: str) -> bool:
        """The lessons' own keys; False when ``key`` is the game's to handle."""
        if key == "ESCAPE":
            self.leave_lessons()
        elif key in ("PAGEDOWN", "PAGEUP"):
            self.go(self.run.index + (1 if key == "PAGEDOWN" else -1))
        elif self.result is None:
            return False
        elif key in NEXT_KEYS:
            self.go(self.run.index + 1)
        elif key == "R":
            self.go(self.run.index, shown=self.answer_named)
        elif key == "S" and not self.result.right:
            self.go(self.run.index, shown=True)
        elif key.startswith("F"):
            return False
        else:
            self.app.beep()
        return True

    def original_words(self, lang: str | None = None) -> str:
        """What the original document showed with this lesson's example, in the program's words ("" for a
        lesson that is not one of the document's own examples): shown with the point after the verdict."""
        return self.run.lesson.says("original", lang or self.run.lang)

    @property
    def answer_named(self) -> bool:
        """The verdict is in, wrong, and named the coach's answer: the lesson again is that answer lit."""
        return self.VERDICT_NAMES_ANSWER and self.result is not None and not self.result.right

    def go(self, index: int, shown: bool = False) -> None:
        """Lesson ``index`` (this one again, or with the answer lit: the one the verdict judged best),
        in a fresh game of its own."""
        verdict = self.result.verdict if self.result is not None else None
        self.run.go(index)
        self.lesson_again(self.run.answer_to_show(verdict) if shown else None)

    # --- hooks: the program's own ------------------------------------------------------------------
    def lesson_again(self, shown) -> None:
        """The lesson now in ``run`` on a fresh game screen (``shown``: its best answer, lit)."""
        raise NotImplementedError

    def leave_lessons(self) -> None:
        """Back to the scene the lessons were opened from, just as it was."""
        raise NotImplementedError

    def lesson_judged(self, result: Answered) -> None:
        """The verdict is in: the program's sound for it."""
