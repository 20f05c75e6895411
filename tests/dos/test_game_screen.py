"""The DOS game screen hosting the game scene: the frame's order, F4, take-back, demo mode, clicks."""

import subprocess
import sys
from pathlib import Path

from retro.table.budget import FrameBudget
from retro.table.coach_desk import CoachRules
from retro.table.reports import Moved
from retro.table.session import Recording, Seats, Session
from retro.dos.game_screen import TableScreen

from tests.table.toy import Files, Slow, Toy, hint_steps, judge_steps

RULES = CoachRules(hint=hint_steps, judge=judge_steps, where=lambda s, move: f"move {len(s.events) + 1}",
                   code=str)
HOLD = 3            # frames each toy beat holds the screen
LEGEND = 24


class App:
    """What a text-mode program gives its game scene: the pop-ups, a repaint, the beep, the key bar."""

    def __init__(self):
        self.modals: list = []
        self.touched = 0
        self.beeps = 0
        self.closed = 0
        self.legend: list = []

    @property
    def modal(self):
        return self.modals[-1][0] if self.modals else None

    def close_modal(self):
        self.modals.pop()
        self.closed += 1

    def touch(self):
        self.touched += 1

    def beep(self):
        self.beeps += 1

    def press_legend(self, hits, col, on_key):
        self.legend.append((hits, col))
        on_key("F2")


class Log:
    """The game's log: only what a take-back tells it."""

    def __init__(self):
        self.taken: list = []

    def taken_back(self, state, rules):
        self.taken.append((state, rules))


class Sheet:
    """A pop-up that closes itself after ``frames`` frames."""

    def __init__(self, frames: int):
        self.frames = frames

    def tick(self) -> bool:
        self.frames -= 1
        return self.frames == 0


class ToyScreen(TableScreen):
    """The toy game's scene: its words are the moments' names, each event one beat."""

    legend_row = LEGEND
    rules = "toy rules"

    def __init__(self, session: Session):
        self.app = App()
        self.start_scene(session, list, Log())
        self.legend_hits = ["the bar"]
        self.news: list = []
        self.shown: list = []
        self.turns = 0
        self.calls: list = []

    def words(self, what):
        return what

    def say(self, news):
        self.news.append(news)

    def pages_turned(self, modal):
        return isinstance(modal, Sheet) and modal.tick()

    def show_beat(self, beat):
        self.shown.append(beat)
        return HOLD

    def begin_turn(self):
        self.turns += 1

    def computer_moved(self, moved: Moved):
        self.queue.add(moved.events)

    def show_hint(self, advice):
        self.calls.append(("hint", advice.move))

    def hint_now(self):
        return self.session.persons_turn and not self.app.modals

    def hint_asked(self):
        self.calls.append("hint asked")

    def reset_table(self):
        self.calls.append("reset table")

    def taken_back(self):
        self.calls.append("taken back")

    def demo_switched(self, on):
        self.calls.append(("demo", on))

    def on_key(self, key):
        self.calls.append(("key", key))

    def table_click(self, col, row):
        self.calls.append(("click", col, row))


def screen(state=None, files=None, learning=False) -> ToyScreen:
    files = files or Files()
    session = Session(state or Toy(to_move=1), Seats({0: Slow(0), 1: Slow(0)}, person=0), bot_seed=7,
                      hand_of=lambda s: s.hand_no, coach=RULES, keeper=files, learning=learning,
                      recording=Recording(files, lambda s: ("all", "won", s.scores[0])),
                      budget=FrameBudget(think_s=0.0, least_s=0.0))
    return ToyScreen(session)


def frames(scene: ToyScreen, count: int) -> None:
    for _ in range(count):
        scene.tick()


def test_the_computer_moves_when_ready_and_the_beat_holds_the_next_move():
    files = Files()
    scene = screen(files=files)
    frames(scene, 3)
    assert len(scene.shown) == 1 and scene.state.to_move == 0      # the computer's take, on show
    assert len(files.saved) == 1                                    # kept in the frame it was made
    assert scene.turns == 0                                         # the beat holds the person's turn
    frames(scene, HOLD)
    assert scene.queue.idle and scene.turns >= 1


def test_a_pop_up_holds_the_game_until_it_closes_itself():
    scene = screen()
    scene.app.modals.append((Sheet(4), None))
    frames(scene, 3)
    assert scene.state.to_move == 1 and scene.shown == []           # not ready: the computer waits
    frames(scene, 1)
    assert scene.app.closed == 1 and not scene.app.modals
    frames(scene, 3)
    assert scene.shown and scene.state.to_move == 0


def test_f4_is_for_the_persons_turn_then_the_hint_is_shown():
    scene = screen()
    scene.ask_hint()
    assert scene.app.beeps == 1 and scene.news == ["hint_not_now"]
    frames(scene, 3 + HOLD)
    scene.ask_hint()
    assert scene.news[-1] == "hint_thinking" and "hint asked" in scene.calls and scene.app.beeps == 1
    frames(scene, 3)
    assert ("hint", 2) in scene.calls


def test_take_back_answers_each_outcome_with_its_words():
    scene = screen()
    scene.take_back()
    assert scene.app.beeps == 1 and scene.news == ["no_take_back_mode"]     # not a learning game
    scene = screen(Toy(), learning=True)
    scene.take_back()
    assert scene.app.beeps == 1 and scene.news == ["no_take_back"]          # nothing played yet
    scene.session.play(2)
    scene.queue.add(["a beat still waiting"])
    scene.take_back()
    assert scene.app.beeps == 1 and scene.news == ["no_take_back", "taken_back"]     # no beep more
    assert scene.queue.idle and scene.log.taken == [(scene.state, "toy rules")]
    assert scene.calls == ["reset table", "taken back"] and scene.state.pile == 10


def test_demo_mode_switched_and_said():
    scene = screen()
    scene.toggle_demo()
    assert scene.demo and scene.calls == [("demo", True)] and scene.news == ["demo_on"]
    scene.toggle_demo()
    assert not scene.demo and scene.calls[-1] == ("demo", False) and scene.news[-1] == "demo_off"


def test_a_click_on_the_key_bar_presses_its_key_else_it_is_the_tables():
    scene = screen()
    scene.on_click(7, LEGEND)
    assert scene.app.legend == [(["the bar"], 7)] and scene.calls == [("key", "F2")]
    scene.on_click(7, 3)
    assert scene.calls[-1] == ("click", 7, 3)


def test_the_score_sheet_reviews_the_hand_just_ended():
    scene = screen()
    desk = scene.desk
    assert scene.review_for_sheet() is desk.review
    desk.new_hand()
    assert scene.review_for_sheet() is desk.past_review and desk.past_review is not desk.review


def test_the_scene_imports_no_pyxel_and_no_kit():
    code = ("import sys; import retro.table.scene; "
            "bad = [m for m in sys.modules if m == 'pyxel' or m.startswith(('retro.dos', 'retro.win'))]; "
            "print(bad); sys.exit(1 if bad else 0)")
    result = subprocess.run([sys.executable, "-c", code], cwd=Path(__file__).resolve().parents[2],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
