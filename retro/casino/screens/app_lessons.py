"""Casino's lessons (Help > Lessons...): one lesson's position on the normal table, answered with the mouse.

The lesson's position is played from its numbered deal (``retro.lessons``) and
put on the table as a game of its own (``LessonGame``): the person answers by
clicking table cards and a hand card as in any game, the coach's desk judges
the play across frames, and the computer does not reply. The box under the
table (``ui_lessons``) holds the lesson's heading (its number of the total, its
title, and "Solved" once the player has solved it; the title bar counts the
solved ones), its words, then the verdict and the lesson's point, with Retry,
Show the answer, Next lesson and Close. The player's own game waits untouched
and comes back on Close or Esc: a lesson writes no kept game, no record and no
Hall of Fame, and leaves the settings as they were; only the solved lessons are
kept (the data folder's lessons file).
"""

from __future__ import annotations

from typing import Callable, Optional

from retro.casino import coach, rules
from retro.casino.screens.app_game import PERSON, Game, Screen
from retro.casino.screens.ui_lessons import (HEAD_FACE, PITCH, SOLVED_MARK, answered_lines, asking_lines, geometry, heading,
                                     mark_x, overflow)
from retro.coaching import Advice, points_text
from retro.lessons import LessonRun, Progress, load_lessons
from retro.palette import W_BLACK, W_GREEN, W_NAVY, W_SILVER
from retro.table.coach_desk import Judged
from retro.win import Button

PROGRAM = "casino"
ASKING, JUDGING, RIGHT, WRONG, SHOWN = "asking", "judging", "right", "wrong", "shown"
LABELS = ("&Retry", "&Show the answer", "&Next lesson", "&Close")
ALL_SOLVED = "You have solved every lesson."
LAST_LESSON = "That was the last lesson: Next lesson starts from the first."


def lesson_overflow(lesson, lang: str = "en") -> str:
    """What of ``lesson``'s words would not fit the lesson box ("" when all of it fits)."""
    return overflow(lesson, lang)


class LessonQuestions:
    """A lesson game's boxes: a mistake or a choice as in any game; no round or game ends in a lesson."""

    def __init__(self, window):
        self.window = window

    def round_ended(self, game, final: bool) -> None:
        pass

    def game_over(self, game) -> None:
        pass

    def no_room(self, card) -> None:
        self.window.no_room(card)

    def mistake(self, text: str) -> None:
        self.window.mistake(text)

    def choose(self, text: str, moves, then) -> None:
        self.window.choose(text, moves, then)


class LessonGame(Game):
    """A lesson's position: the person's one play, judged by the coach; the computer does not reply."""

    def __init__(self, screen: Screen, state, names: list[str], on_played: Callable[[], None],
                 on_judged: Callable[[Judged], None]):
        super().__init__(screen, state, names, "munter", bot_seed=0)
        self.on_played = on_played
        self.on_judged = on_judged
        self.answer = None

    def play(self, move) -> None:
        super().play(move)
        self.answer = move
        self.finished = True            # nothing more to play: the coach's desk goes on working
        self.on_played()

    def _judged(self, judged: Judged) -> None:
        self.on_judged(judged)

    def show_hint(self) -> bool:
        return False                    # the lesson's own "Show the answer" says it

    @property
    def can_take_back(self) -> bool:
        return False

    def light(self, move) -> None:
        """Show ``move`` as the coach's hint shows a play: its piles picked, its hand card lit."""
        self.hint = Advice(move, "")
        self.selected = set(self.move_spaces(move))
        self.focus = ("hand", self.board.hands[PERSON].index(move.card))


class Lessons:
    """The lessons over the window's table while they are open (``window.lessons``)."""

    def __init__(self, window, app):
        self.window = window
        self.app = app
        self.run = LessonRun(load_lessons(PROGRAM), Progress(app.ctx.store, PROGRAM), rules)
        self.players_game: Optional[Game] = window.game      # waits, untouched, till the lessons close
        self.title = window.title
        self.phase = ASKING
        self.shown = False
        self.verdict = ""
        lay = geometry(window.layout)
        cx, cy, _, _ = window.client_rect
        actions = (self.retry, self.show, self.next, self.close)
        self.buttons = []
        for label, rect, action in zip(LABELS, lay.buttons, actions):
            button = Button(label, rect.x - cx, rect.y - cy, rect.w, rect.h, on_click=action)
            button.focusable = False        # Tab and arrows belong to the cards
            self.buttons.append(button)
        window.add(*self.buttons)
        self._hidden = [b for b in (window.hint_button, window.unplayed_button) if b.visible]
        for button in self._hidden:
            button.visible = False
        self.game: LessonGame = self._put(self.run.state)

    # --- the lesson on the table ------------------------------------------------------------
    @property
    def settings(self):
        """The player's settings with the coach on and the computer's cards open (for this table only)."""
        return self.app.settings.replace(coach=True, open_hands=True)

    def _put(self, state) -> LessonGame:
        window = self.window
        screen = Screen(layout=lambda: window.layout, settings=lambda: self.settings, sound=self.app.sound,
                        dialog_open=lambda: window.modal is not None, questions=LessonQuestions(window),
                        unplayed_shown=lambda: window.show_unplayed)
        game = LessonGame(screen, state, [self.app.settings.name, "Computer"], self._played, self._judged)
        game.say(self.run.says("question"))
        window.set_game(game)
        self.game = game
        self.phase = ASKING
        self.shown = False
        self.verdict = ""
        self._refresh()
        return game

    def _played(self) -> None:
        self.phase = JUDGING
        self._refresh()

    def _judged(self, judged: Judged) -> None:
        verdict = judged.verdict
        result = self.run.answer(verdict, shown=self.shown)
        if result.right:
            self.phase = RIGHT
            self.verdict = "Right: that is the best play."
            if self.solved_all:
                self.verdict += " " + ALL_SOLVED
            elif self.run.last:
                self.verdict += " " + LAST_LESSON
            self.app.sound("ok")
        else:
            self.phase = WRONG
            better = coach.move_text(judged.before, verdict.best)
            self.verdict = f"Not the best: better was {better} ({points_text(verdict.loss, exact=verdict.exact)})."
            self.app.sound("error")
        self._refresh()

    @property
    def solved_all(self) -> bool:
        return all(lesson.name in self.run.progress.solved for lesson in self.run.lessons)

    def _refresh(self) -> None:
        """The buttons that apply now, and the solved count in the title bar."""
        retry, show, nxt, _close = self.buttons
        retry.enabled = self.phase in (WRONG, SHOWN)
        show.enabled = self.phase in (ASKING, WRONG)
        nxt.enabled = self.phase != JUDGING
        nxt.default = self.phase == RIGHT
        self.window.title = f"{self.title} - Lessons ({self.run.solved_line()})"

    # --- the buttons ----------------------------------------------------------------------------
    def retry(self) -> None:
        self._put(self.run.retry())

    def show(self) -> None:
        """The position again with the best answer lit, as the HINT lights a play."""
        best = self.run.best()[0]
        game = self._put(self.run.retry())
        move = next(m for m in game.state.legal_moves() if str(m) == str(best))
        game.light(move)
        self.phase = SHOWN
        self.shown = True
        self.verdict = f"The best play is lit: {coach.move_text(game.state, move)}."
        self._refresh()

    def next(self) -> None:
        self._put(self.run.next())

    def close(self) -> None:
        """Back where the player was: their game (or the bare table), the title and the buttons as before."""
        window = self.window
        for button in self.buttons:
            window.remove(button)
        for button in self._hidden:
            button.visible = True
        window.title = self.title
        window.lessons = None
        window.set_game(self.players_game)

    def key(self, action: Optional[str]) -> bool:
        """A window key during the lessons: Esc lets go of picked piles, else closes; F5 and Undo do nothing."""
        if action == "leave":
            if not self.game.clear_selection():
                self.close()
            return True
        return action in ("demo", "take_back")

    # --- every frame ---------------------------------------------------------------------------
    def lines(self) -> list[tuple[str, str]]:
        title = heading(self.run.number, self.run.says("title"))
        text_w = geometry(self.window.layout).text.w
        if self.phase == ASKING:
            return asking_lines(title, self.run.says("text"), self.run.says("question"), text_w,
                                self.window.look.ui, self.window.look.bold)
        verdict = "The coach is judging your play..." if self.phase == JUDGING else self.verdict
        return answered_lines(title, verdict, self.run.says("point"), text_w,
                              self.window.look.ui, self.window.look.bold)

    def draw(self) -> None:
        look = self.window.look
        lay = geometry(self.window.layout)
        box = lay.box
        look.raised(box.x, box.y, box.w, box.h, W_SILVER)
        y = lay.text.y
        lines = self.lines()
        for face, line in lines:
            font = look.bold if face == HEAD_FACE else look.ui
            font.draw(lay.text.x, y, line, W_NAVY if face == HEAD_FACE and y == lay.text.y else W_BLACK)
            y += PITCH
        if self.run.lesson_solved and lines:
            look.bold.draw(lay.text.x + mark_x(lines[0][1], look.bold), lay.text.y, SOLVED_MARK, W_GREEN)
