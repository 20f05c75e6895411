"""The startup show with its tune (PIN-C2) and the game's questions in the DOS style (PIN-O*).

The questions are the settings' own (app_settings.PinochleSettings declares each beside its
field); this module paints their screen.
"""

from __future__ import annotations

from retro import palette as P
from retro.cards import cards
from retro.dos.opening import Questions, TitleShow, block_letters, paint_block_letters
from retro.dos.screen import COLS, ROWS, TextScreen
from retro.dos.widgets import YesNo, paint_legend, paint_message, paint_notes
from retro.pinochle.screens.app_keep import kept_names, summary
from retro.pinochle.screens.app_keys import LESSONS_LINE, question_items
from retro.pinochle.screens.app_table import Slot
from retro.pinochle.screens.ui_table import COLOUR, MONO, paint_card
from retro.pinochle.screens.ui_seats import SeatQuestions
from retro.pinochle.screens.ui_table import COUNT_LABELS  # noqa: F401 (the count systems' names, read from here too)

# Our own little tune for the PC speaker: a rag in C, about four seconds.
TUNE = ("c3e3g3c4 r e4d4c4 a3c4a3g3 r "
        "f3a3c4f4 e4c4g3e3 d3f3g3b3 c4r c4r")
TUNE_SPEED = 9
SHOW_FRAMES = 260          # the show's length at 60 frames a second

# What a refused key at a Y/N question says beside it (PIN-U4, the setup questions too).
YES_NO_HINT = "Please answer Y or N (or ←/→ and Enter)."
DEAL_QUESTION = "Deal number (Esc: a new deal)?"
LESSONS_ROW = 10            # above the questions, on the questions' screens

SHOW_CARDS = cards("AH 10H KH QH JH QS JD 9H")


def paint_banner(s: TextScreen, row: int, word: str, fg: int, bg: int, reveal: int = 999) -> None:
    """``word`` in the title's block font (two columns between letters)."""
    paint_block_letters(s, row, block_letters(word, gap="  "), fg, bg, reveal)


HOLD_FRAMES = 90           # the finished picture stays this long, then the questions come
SKIPPED_HOLD = 45          # ...or this long once Enter has stopped the music
GUARD_FRAMES = 20          # keys this soon after the show are not taken as an answer


def paint_lessons_line(s: TextScreen) -> None:
    """The questions' screens name the key that opens the lessons (the legend below is full)."""
    s.put(2, LESSONS_ROW, LESSONS_LINE, P.LIGHT_CYAN if not s.mono else P.WHITE, P.BLACK)


class Show(TitleShow):
    """The title and its tune (PIN-C2). When the tune is over the show goes on to the
    questions by itself; Enter (Space, a click) stops the music and shows the whole
    picture, a second Enter goes on at once; ``*`` skips the show; F5 helps, Esc and
    F7 ask before leaving. Nothing moves on while a pop-up is open over it."""

    tune, tune_speed, tune_label, frames = TUNE, TUNE_SPEED, "pinochle-tune", SHOW_FRAMES

    def __init__(self, app):
        super().__init__(app)
        self.hold = HOLD_FRAMES

    def tick(self) -> None:
        if self.app.modals:
            return
        if self.frame < self.frames:
            super().tick()
            return
        self.hold -= 1
        if self.hold <= 0:
            self.go_on()

    def go_on(self) -> None:
        self.app.audio.stop()
        self.app.enter(Setup(self.app, guard=GUARD_FRAMES))

    def on_key(self, key: str) -> None:
        if key in ("RETURN", "SPACE"):
            if self.frame < self.frames:       # the tune is still playing
                self.app.audio.stop()
                self.frame = self.frames
                self.hold = SKIPPED_HOLD
                self.app.touch()
            else:
                self.go_on()
        elif key == "ASTERISK":
            self.go_on()
        else:
            super().on_key(key)

    def paint(self, s: TextScreen) -> None:
        mono = s.mono
        bg = self.paint_backdrop(s)
        reveal = self.frame // 2
        paint_banner(s, 2, "TOMMY'S", P.LIGHT_RED if not mono else P.WHITE, bg, reveal)
        paint_banner(s, 8, "PINOCHLE", P.YELLOW if not mono else P.WHITE, bg, max(0, reveal - 20))
        dealt = max(0, (self.frame - 60) // 12)
        scheme = MONO if mono else COLOUR
        start = (COLS - len(SHOW_CARDS) * 6) // 2
        for i, card in enumerate(SHOW_CARDS[:dealt]):
            paint_card(s, start + i * 6, 14, Slot(card), scheme)
        if self.frame >= 150:
            s.center(18, "Two-handed pinochle, you against the computer", P.WHITE, bg)
            s.center(19, "After the 1988 DOS shareware  ·  Retro Card Classics", P.LIGHT_GREY, bg)
        if self.frame >= 190:
            match = self.app.match
            s.center(21, f"Match score:  You {match.you}   Computer {match.computer}",
                     P.LIGHT_CYAN if not mono else P.WHITE, bg)
        paint_notes(s, self.app.shown_notes(), ROWS - 2, P.YELLOW, bg, most=2)
        first = " Enter: no music " if self.frame < self.frames else " Enter: go on "
        self.paint_prompt(s, first + "  ·   *: no show   ·   F5 instructions   ·   Esc leaves ")


class Setup(SeatQuestions, Questions):
    """The questions before a game (PIN-O1..O3), asked one by one as a DOS program did.

    The questions, their words, answers and refusals are the settings' declarations
    (app_settings.PinochleSettings). Each answer becomes the default next time (the
    store's settings). Bad input is refused with a beep and asked again. P at the
    computer player's question seats two people instead (``ui_seats``).
    """

    TOP = 12          # the six questions keep two rows each (a numbered deal's closes them up)
    # The three count systems' lines above the questions (``paint``): a click on one chooses it.
    choice_rows = {6: "1", 7: "2", 8: "3"}
    deal_words = DEAL_QUESTION
    yes_no_hint = YES_NO_HINT

    def __init__(self, app, guard: int = 0, ask_deal: bool = False):
        self.app = app
        self.guard = guard                       # frames in which keys are not answers
        self.start_seats()
        self.ask_settings(app.settings, deal=ask_deal)

    # --- input -------------------------------------------------------------------
    def on_key(self, key: str) -> None:
        """Esc at any question asks before leaving (the answer typed so far stays)."""
        if self.guard or self.numbered_deal_key(key) or self.people_key(key):
            return
        if key == "ESCAPE":
            self.app.ask_quit()
        else:
            super().on_key(key)

    def on_click(self, col: int, row: int) -> None:
        if self.guard or self.people_click(row):
            return
        if row in self.letter_rows() and not self.typing_name:
            self.app.dispatch(self.letter_rows()[row])    # the line naming a letter is that letter (a phone has none)
            return
        # a count system's line answers the count's question only, not the computer player's
        self.choice_rows = type(self).choice_rows if self.step == "count" else {}
        super().on_click(col, row)

    def letter_rows(self) -> dict[int, str]:
        """The lines that name a letter, as painted: the lessons' L, and D while it may be pressed."""
        return {LESSONS_ROW: "L", **({LESSONS_ROW + 1: "D"} if self.step != "deal" else {})}

    def tick(self) -> None:
        if self.guard and not self.app.modals:
            self.guard -= 1

    # --- screen ----------------------------------------------------------------
    def paint(self, s: TextScreen) -> None:
        mono = s.mono
        self.paint_head(s, "TOMMY'S PINOCHLE  ·  a new game")
        match = self.app.match
        text = f"Match  You {match.you} : {match.computer} Me"
        s.put(COLS - len(text) - 3, 1, text,
              P.WHITE, P.BLUE if not mono else P.BLACK)
        s.put(2, 4, "Trick count systems (points for A 10 K Q J 9):", P.WHITE, P.BLACK)
        rows = [("1", "Old timer's", "11 10  4  3  2  0"), ("2", "Simplified", "10 10  5  5  0  0"),
                ("3", "Streamlined", "10 10 10  0  0  0")]
        for i, (number, name, points) in enumerate(rows):
            s.put(4, 6 + i, number, P.YELLOW if not mono else P.WHITE, P.BLACK)
            s.put(7, 6 + i, f"{name:<14}{points}", P.LIGHT_GREY, P.BLACK)
        s.put(2, 9, "Every hand's tricks make 240 points, plus 10 for the last trick.",
              P.DARK_GREY if not mono else P.LIGHT_GREY, P.BLACK)
        paint_lessons_line(s)
        self.paint_answers(s, self.lines)
        if self.step != "deal":
            s.put(2, LESSONS_ROW + 1, "D: a numbered deal, the same cards as its number gave before.",
                  P.LIGHT_GREY, P.BLACK)
        paint_legend(s, question_items(mono, "The default"), right=f"Delay {self.app.speed}")
        self.paint_seats(s)
        self.paint_question(s)
        if isinstance(self.widget, YesNo) and self.widget.error:
            paint_message(s, self.widget.error, ROWS - 2, P.LIGHT_RED, P.BLACK)


class Resume(Questions):
    """Before anything else: "Continue the unfinished game (Y/N)?".

    Y puts back the very position that was left; N throws it away and the
    program opens as usual. Esc asks before leaving (the game stays kept).
    """

    TOP = 13

    def __init__(self, app, kept):
        self.app = app
        self.kept = kept
        self.widget = YesNo("Continue the unfinished game (Y/N)?", default=True,
                            hint=YES_NO_HINT, row=self.TOP, fg=P.YELLOW, bg=P.BLACK)

    def on_key(self, key: str) -> None:
        if key == "ESCAPE":
            self.app.ask_quit()
            return
        super().on_key(key)

    def answered(self, value) -> None:
        self.app.resumed(self.kept, bool(value))

    def paint(self, s: TextScreen) -> None:
        self.paint_head(s, "TOMMY'S PINOCHLE  ·  a game kept from last time")
        match = self.app.match
        text = f"Match  You {match.you} : {match.computer} Me"
        s.put(COLS - len(text) - 3, 1, text, P.WHITE, P.BLUE if not s.mono else P.BLACK)
        names = kept_names(self.kept.extra)
        s.put(2, 5, f"{names[0]} and {names[1]} left a game unfinished:" if names else "You left a game unfinished:",
              P.WHITE, P.BLACK)
        s.put(4, 7, summary(self.kept.state, self.kept.extra["bot"], names), P.LIGHT_CYAN if not s.mono else P.WHITE,
              P.BLACK)
        s.put(2, 9, ("Y continues it just where it was left; N throws it away." if names
                     else "Y continues it just where you left it; N throws it away."), P.LIGHT_GREY,
              P.BLACK)
        paint_lessons_line(s)
        self.paint_answers(s, [])
        paint_legend(s, question_items(s.mono, "Continue"), right=f"Delay {self.app.speed}")
        self.widget.paint(s)
        if self.widget.error:
            paint_message(s, self.widget.error, ROWS - 2, P.LIGHT_RED, P.BLACK)
