"""Casino's lessons (Help > Lessons...): one lesson's position on the normal table, answered with the mouse.

The lesson's position is played from its numbered deal, or set up when it is the
help file's own example (``retro.lessons``), and put on the table as a game of
its own (``LessonGame``): the person answers by clicking table cards and a hand
card as in any game, the coach's desk judges the play across frames, and the
computer does not reply. The box under the table (``ui_lessons``) holds the
lesson's heading (its number of the total, its title, and "Solved" once the
player has solved it; the title bar counts the solved ones), its words, then
the verdict and the lesson's point, with Retry, Show the answer, Next lesson
and Close; for one of the help file's own examples the box rises by a few lines
after the verdict to say what the help file showed. The player's own game waits
untouched and comes back on Close or Esc: a lesson writes no kept game, no record and no
Hall of Fame, and leaves the settings as they were; only the solved lessons are
kept (the data folder's lessons file).

The flow -- the phases, the buttons, the player's game set aside and put back,
the heading and its mark -- is the Windows kit's lesson panel
(``retro.win.lessonpanel``); here is what is Casino's: its lesson game, its
words for the verdict and the box it paints.
"""

from __future__ import annotations

from typing import Callable, Optional

from retro.casino import coach, rules
from retro.casino.screens.app_game import PERSON, Game, Screen
from retro.casino.screens.ui_lessons import (HEAD_FACE, LINES, PITCH, TEXT_FACE, TEXT_W, answered_lines,
                                             asking_lines, geometry, measured, overflow)
from retro.coaching import Advice, points_text
from retro.palette import W_BLACK, W_MAROON, W_NAVY, W_SILVER
from retro.table.coach_desk import Judged
from retro.win.lessonpanel import ASKING, JUDGING, RIGHT, SHOWN, WRONG, LessonPanel

PROGRAM = "casino"
ALL_SOLVED = "You have solved every lesson."
LAST_LESSON = "That was the last lesson: Next lesson starts from the first."
ORIGINAL_FACE = "original"  # the lines of what the original help file showed (its own examples)
ORIGINAL_LINES = 3          # after the answer the box rises by these lines at most, over the tableau's foot
ORIGINAL_GAP = 3            # pixels between the point and those lines


def lesson_overflow(lesson, lang: str = "en") -> str:
    """What of ``lesson``'s words would not fit the lesson box ("" when all of it fits)."""
    problems = overflow(lesson, lang)
    original = measured(TEXT_FACE).wrap(lesson.says("original", lang), TEXT_W) if lesson.says("original", lang) else []
    if len(original) > ORIGINAL_LINES:
        problems = "; ".join(filter(None, [problems, f"the help file's words take {len(original)} lines, "
                                                      f"{ORIGINAL_LINES} fit"]))
    return problems


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


class Lessons(LessonPanel):
    """The lessons over the window's table while they are open (``window.lessons``): the Windows kit's
    lesson panel with Casino's game, words and box."""

    ALL_SOLVED = ALL_SOLVED
    LAST_LESSON = LAST_LESSON
    COUNT_IN_TITLE = True
    IGNORED_ACTIONS = ("demo", "take_back")         # F5 and Undo do nothing in a lesson

    def __init__(self, window, app):
        self.app = app
        self._hidden: list = []
        super().__init__(window, PROGRAM, rules)

    # --- the lesson on the table ------------------------------------------------------------
    @property
    def settings(self):
        """The player's settings with the coach on and the computer's cards open (for this table only)."""
        return self.app.settings.replace(coach=True, open_hands=True)

    def put_lesson(self, state) -> LessonGame:
        window = self.window
        screen = Screen(layout=lambda: window.layout, settings=lambda: self.settings, sound=self.app.sound,
                        dialog_open=lambda: window.modal is not None, questions=LessonQuestions(window),
                        unplayed_shown=lambda: window.show_unplayed)
        game = LessonGame(screen, state, [self.app.settings.name, "Computer"], self.played, self.judged)
        game.say(self.run.says("question"))
        window.set_game(game)
        return game

    def button_rects(self):
        return [(r.x, r.y, r.w, r.h) for r in geometry(self.window.layout).buttons]

    def set_aside(self) -> None:
        """The HINT and unplayed-cards buttons give way to the lesson's."""
        window = self.window
        self._hidden = [b for b in (window.hint_button, window.unplayed_button) if b.visible]
        for button in self._hidden:
            button.visible = False

    def put_back(self, game: Optional[Game]) -> None:
        for button in self._hidden:
            button.visible = True
        self.window.set_game(game)

    def verdict_words(self, right: bool, judged: Judged) -> str:
        if right:
            after = self.after_right()
            return "Right: that is the best play." + (" " + after if after else "")
        verdict = judged.verdict
        better = coach.move_text(judged.before, verdict.best)
        return f"Not the best: better was {better} ({points_text(verdict.loss, exact=verdict.exact)})."

    def answered(self, right: bool) -> None:
        self.app.sound("ok" if right else "error")

    def light(self, game: LessonGame, best) -> None:
        """The best answer lit, as the HINT lights a play."""
        move = next(m for m in game.state.legal_moves() if str(m) == str(best))
        game.light(move)
        self.verdict = f"The best play is lit: {coach.move_text(game.state, move)}."

    def let_go(self) -> bool:
        """Esc lets go of picked piles first."""
        return self.game.clear_selection()

    # --- every frame ---------------------------------------------------------------------------
    def lines(self) -> list[tuple[str, str]]:
        text_w = geometry(self.window.layout).text.w
        if self.phase == ASKING:
            return asking_lines(self.heading, self.run.says("text"), self.run.says("question"), text_w,
                                self.window.look.ui, self.window.look.bold)
        verdict = "The coach is judging your play..." if self.phase == JUDGING else self.verdict
        lines = answered_lines(self.heading, verdict, self.run.says("point"), text_w,
                               self.window.look.ui, self.window.look.bold)
        original = self.original_words()
        if original and self.phase in (RIGHT, WRONG):
            lines += [(ORIGINAL_FACE, line) for line in self.window.look.ui.wrap(original, text_w)]
        return lines

    def draw(self) -> None:
        """The box, risen over the tableau's foot when the help file's words follow the point."""
        look = self.window.look
        lay = geometry(self.window.layout)
        box = lay.box
        lines = self.lines()
        rise = (len(lines) - LINES) * PITCH + ORIGINAL_GAP if len(lines) > LINES else 0
        look.raised(box.x, box.y - rise, box.w, box.h + rise, W_SILVER)
        top = y = lay.text.y - rise
        first_original = next((i for i, (face, _) in enumerate(lines) if face == ORIGINAL_FACE), None)
        for i, (face, line) in enumerate(lines):
            font = look.bold if face == HEAD_FACE else look.ui
            if i == first_original:
                y += ORIGINAL_GAP
            ink = W_NAVY if face == HEAD_FACE and y == top else W_MAROON if face == ORIGINAL_FACE else W_BLACK
            font.draw(lay.text.x, y, line, ink)
            y += PITCH
        if lines:
            self.draw_solved_mark(look.bold, lay.text.x, top, lines[0][1])


__all__ = ["ALL_SOLVED", "ASKING", "JUDGING", "LAST_LESSON", "RIGHT", "SHOWN", "WRONG", "LessonGame", "Lessons",
           "lesson_overflow"]
