"""Tommy's Pinochle's lessons, played as a person plays them: L opens them, the answer by the normal
keys, the coach's verdict with the point, retry, show, next; nothing kept, counted or changed."""

import itertools
import json

import pytest

from retro import headless
from retro.dos.screen import TextScreen
from retro.lessons import Progress, load_lessons
from retro.pinochle.screens.app_game import Game
from retro.pinochle.screens.app_lessons import LessonGame
from retro.pinochle.screens.app_screen import hint_slots
from retro.pinochle.screens.app_table import SLOT_KEYS, PERSON, slots
from retro.pinochle import rules
from retro.pinochle.rules import Options, State
from retro.pinochle.screens.ui_setup import LESSONS_ROW
from retro.pinochle.screens.ui_table import MESSAGE_ROW, REASON_ROW, SIDE_ROW, YOU_ROW, card_col

LESSONS = load_lessons("pinochle")
TOTAL = len(LESSONS)


def names(upto: int) -> list[str]:
    return [lesson.name for lesson in LESSONS[:upto]]


def number_of(stem: str) -> int:
    """Where the lesson filed under ``stem`` (its name without the number) stands, from 0."""
    return next(i for i, lesson in enumerate(LESSONS) if lesson.stem == stem)


def solved_file(pin) -> dict:
    path = pin.ctx.store.root / "lessons.json"
    return json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}


def box_text(app) -> str:
    return "\n".join(app.screen.row_text(row) for row in range(SIDE_ROW, SIDE_ROW + 11))


def awaiting(app) -> bool:
    scene = app.scene
    return bool(scene.turn.awaiting) and scene.queue.idle


def answer_with_keys(pin, app, text: str) -> None:
    """Play the move that prints as ``text`` as a person would: the exchange's Y/N, the cards' numbers."""
    scene = app.scene
    pin.run_until(app, awaiting)
    move = next(m for m in scene.state.legal_moves() if str(m) == text)
    if scene.turn.awaiting == "exchange":
        pin.press(app, "Y" if move.kind == "exchange" else "N")
        if move.kind == "exchange":
            return
        pin.run_until(app, awaiting)
    picks = hint_slots(slots(scene.state, PERSON), move)
    if move.kind == "play":
        pin.press(app, SLOT_KEYS[picks[0]])
        return
    for index in picks:
        pin.press(app, SLOT_KEYS[index])
    pin.press(app, "RETURN")


def judged(pin, app):
    pin.run_until(app, lambda a: a.scene.result is not None)
    return app.scene.result


def test_L_at_the_questions_opens_the_first_lesson_and_a_right_answer_is_kept_as_solved(pin):
    app = pin.app()
    assert "L: the lessons" in app.screen.row_text(LESSONS_ROW)
    pin.press(app, "L")
    assert isinstance(app.scene, LessonGame)
    heading = app.screen.row_text(REASON_ROW)
    assert heading.startswith(f" Lesson 1 of {TOTAL}: {LESSONS[0].says('title')}")
    assert heading.rstrip().endswith(f"0 of {TOTAL} solved") and "√ solved" not in heading
    assert "What do you do after winning" in box_text(app)
    answer_with_keys(pin, app, LESSONS[0].answers[0])
    # the coach may have worked the position out while the question was read
    assert "thinking" in app.screen.row_text(MESSAGE_ROW) or app.scene.result is not None
    assert judged(pin, app).right
    pin.frames(app)
    assert "Right: the coach's play too." in box_text(app)
    assert "The exchange scores the same 10" in box_text(app)      # the lesson's point
    assert "Enter: the next lesson" in app.screen.row_text(MESSAGE_ROW)
    assert app.screen.row_text(REASON_ROW).rstrip().endswith(f"1 of {TOTAL} solved")
    # this lesson's own mark, beside its title
    assert app.screen.row_text(REASON_ROW).startswith(f" Lesson 1 of {TOTAL}: {LESSONS[0].says('title')}  √ solved")
    assert solved_file(pin) == {"pinochle": names(1)}
    pin.press(app, "RETURN")
    assert app.scene.run.index == 1 and app.screen.row_text(REASON_ROW).startswith(f" Lesson 2 of {TOTAL}")
    assert "√ solved" not in app.screen.row_text(REASON_ROW)
    pin.press(app, "PAGEUP")                      # back to the first: still marked solved
    assert "√ solved" in app.screen.row_text(REASON_ROW) and app.scene.result is None


def test_page_down_and_up_go_to_another_lesson_unanswered_even_over_its_question(pin):
    app = pin.app()
    pin.press(app, "L")
    pin.frames(app)
    assert type(app.modal).__name__ == "YesNo"    # lesson 1 opens on the exchange question
    pin.press(app, "PAGEDOWN")
    assert app.scene.run.index == 1 and app.screen.row_text(REASON_ROW).startswith(f" Lesson 2 of {TOTAL}")
    pin.press(app, "PAGEUP")
    pin.press(app, "PAGEUP")                      # round past the first to the last
    assert app.scene.run.index == TOTAL - 1
    assert app.screen.row_text(REASON_ROW).startswith(f" Lesson {TOTAL} of {TOTAL}")
    assert app.scene.result is None and solved_file(pin).get("pinochle", []) == []


def test_the_play_prompt_names_only_the_keys_of_the_cards_in_hand(pin):
    from retro.pinochle.screens.app_table import slot_keys_text

    assert [slot_keys_text(n) for n in (1, 6, 9, 10, 11, 12)] == \
        ["1", "1-6", "1-9", "1-9, A", "1-9, A-B", "1-9, A-C"]
    app = pin.app()
    pin.press(app, "L")
    for _ in range(number_of("ruff-low")):        # round two, six cards in hand
        pin.press(app, "PAGEDOWN")
    pin.frames(app)
    assert len(slots(app.scene.state, PERSON)) == 6
    assert "on my 9♦: 1-6 or ←/→ Enter." in app.screen.row_text(MESSAGE_ROW)


def test_a_wrong_answer_names_the_coachs_answer_and_R_or_S_sets_it_up_again_lit(pin):
    """After a wrong answer the verdict names the coach's play, so the keys offer no retry or show:
    Enter goes on, R (or S) sets the same position up again with that very play lit, for Enter; played
    so, it is right but solves nothing."""
    before = number_of("win-cheaply")
    for name in names(before):                    # the lessons before it solved: L opens "a low lead"
        Progress(pin.ctx.store, "pinochle").solve(name)
    app = pin.app()
    pin.press(app, "L")
    scene = app.scene
    assert scene.run.lesson.stem == "win-cheaply"
    answer_with_keys(pin, app, "play A♠")
    result = judged(pin, app)
    assert not result.right and str(result.verdict.best) == "play Q♠"
    pin.frames(app)
    assert "Not the best: Q♠ was better" in box_text(app)
    keys = app.screen.row_text(MESSAGE_ROW)
    assert "Enter: the next lesson.  R: again, with that answer lit." in keys
    assert "S:" not in keys and "try" not in keys
    assert solved_file(pin) == {"pinochle": names(before)}
    pin.press(app, "R")                           # the same position again, Q♠ lit
    again = app.scene
    assert again is not scene and again.run.lesson.stem == "win-cheaply" and again.answer is None
    assert again.state.to_json() == scene.run.lesson.position(rules).to_json()
    assert str(again.shown) == "play Q♠"
    pin.press(app, "F2")                          # no demo mode: the move is the person's
    assert not app.scene.demo and "not for lessons" in app.screen.row_text(MESSAGE_ROW)
    answer_with_keys(pin, app, "play 10♠")        # the lit card passed over: wrong again
    assert not judged(pin, app).right
    pin.press(app, "S")                           # S does as R: the answer's card lit, the cursor on it
    shown = app.scene
    pin.run_until(app, awaiting)
    pin.frames(app)
    assert "The answer: Q♠" in app.screen.row_text(MESSAGE_ROW)
    (lit,) = shown.hinted
    assert slots(shown.state, PERSON)[lit].card.symbol == "Q♠" and shown.turn.cursor == lit
    pin.press(app, "RETURN")                      # Enter plays the card under the cursor
    assert judged(pin, app).right
    assert solved_file(pin) == {"pinochle": names(before)}, "a lit answer, played, is not a lesson solved"


def verdict_words(app) -> str:
    """The verdict's words in the lesson box, its lines joined (the box's frame taken off)."""
    from retro.pinochle.screens.ui_table import SIDE_COL, SIDE_H, SIDE_W

    rows = (app.screen.row_text(row)[SIDE_COL + 1:SIDE_COL + SIDE_W - 1].strip()
            for row in range(SIDE_ROW + 1, SIDE_ROW + SIDE_H - 1))
    words = " ".join(itertools.takewhile(bool, rows))
    assert words.startswith("Not the best: "), words
    return words


def lit_cards(scene) -> list[str]:
    """The cards lit on the person's row, as they show ("Q♠", "J♦ from the meld")."""
    mine = slots(scene.state, PERSON)
    return sorted(mine[i].card.symbol + (" from the meld" if mine[i].melded else "") for i in scene.hinted)


def test_in_every_lesson_the_play_a_wrong_verdict_names_is_the_one_S_lights(pin):
    """For every lesson, and each of its answers as the coach's best: the verdict's words and the cards
    S lights (R lights the same) are one play, whichever of two equal answers the coach named. The
    verdict is given as the coach would give it, without its search."""
    from retro.coaching import Verdict
    from retro.pinochle.screens.app_screen import move_text

    app = pin.app()
    pin.press(app, "L")
    for number, lesson in enumerate(LESSONS):
        for answer in lesson.answers:
            app.scene.go(number)                  # the lesson afresh, as PgDn brings it
            scene = app.scene
            assert scene.run.index == number and scene.shown is None
            pin.run_until(app, awaiting)
            if scene.turn.awaiting == "exchange":
                pin.press(app, "N")               # the meld question after it, keys not a pop-up
                pin.run_until(app, awaiting)
            state = scene.state
            best = next(m for m in state.legal_moves() if str(m) == answer)
            wrong = next(m for m in state.legal_moves() if str(m) not in lesson.answers)
            scene.answered(wrong)
            scene.result = scene.run.answer(Verdict(wrong, best, 10.0, exact=True))
            app.touch()
            pin.frames(app)
            words = verdict_words(app)
            assert f"Not the best: {move_text(best)} was better" in words, (lesson.name, words)
            onward = "Enter: the first lesson." if number == TOTAL - 1 else "Enter: the next lesson."
            assert app.screen.row_text(MESSAGE_ROW).startswith(f" {onward}  R: again, with that answer lit.")
            pin.press(app, "S")
            shown = app.scene
            assert shown is not scene and str(shown.shown) == answer, lesson.name
            lit = lit_cards(shown)
            if best.kind == "meld":               # "the 40 jacks": its cards lit
                assert sorted(card.split()[0] for card in lit) == sorted(c.symbol for c in best.cards)
                assert move_text(best) in words
            else:                                 # the card named is the card lit
                (card,) = lit
                named = f"the exchange of your {card}" if best.kind == "exchange" else card
                assert f"Not the best: {named} was better" in words, (lesson.name, card, words)
    assert solved_file(pin).get("pinochle", []) == []


def test_the_melded_twins_verdict_and_its_lit_answer_name_the_same_card_when_the_coach_judges(pin):
    """The twin lesson has two answers (either melded card); the coach's verdict names one of them, and
    R lights that one, not the lesson file's first."""
    app = pin.app()
    pin.press(app, "L")
    for _ in range(number_of("play-the-melded-twin")):
        pin.press(app, "PAGEDOWN")
    answer_with_keys(pin, app, "play K♥")
    result = judged(pin, app)
    pin.frames(app)
    best = result.verdict.best
    assert not result.right and str(best) in app.scene.run.lesson.answers
    words = verdict_words(app)
    pin.press(app, "R")
    (lit,) = lit_cards(app.scene)
    assert lit.endswith("from the meld") and f"Not the best: {lit} was better" in words


def test_the_exchange_question_leaves_the_lesson_box_whole(pin):
    """The exchange's Y/N is asked across the screen on the row above the message line; the lesson's
    box ends above it, its bottom border whole, in the text and in the pixels."""
    import pyxel

    from retro import palette as P
    from retro.dos.screen import CELL_H, CELL_W, TOP
    from retro.pinochle.screens.app_lessons import ASK_H
    from retro.pinochle.screens.ui_table import QUESTION_ROW, SIDE_COL, SIDE_H, SIDE_W

    app = pin.app()
    pin.press(app, "L")
    pin.frames(app, 3)
    assert type(app.modal).__name__ == "YesNo" and app.modal.row == QUESTION_ROW
    bottom = SIDE_ROW + ASK_H - 1
    assert bottom == QUESTION_ROW - 1
    assert app.screen.row_text(bottom)[SIDE_COL:SIDE_COL + SIDE_W] == "╚" + "═" * (SIDE_W - 2) + "╝"
    assert app.screen.row_text(QUESTION_ROW).startswith(" Exchange your 9♣ for the upcard K♣")
    for row in range(SIDE_ROW + 1, bottom):       # the sides reach the bottom corner
        line = app.screen.row_text(row)
        assert line[SIDE_COL] == line[SIDE_COL + SIDE_W - 1] == "║", row
    assert "this trick?" in box_text(app)         # the question, last of the words, inside the box
    # the pixels: the double line is drawn in the box's white over its blue, every cell of it
    y0 = TOP + bottom * CELL_H
    for col in range(SIDE_COL, SIDE_COL + SIDE_W):
        inks = {pyxel.screen.pget(col * CELL_W + 4, y0 + dy) for dy in range(CELL_H)}
        assert inks == {P.WHITE, P.BLUE}, (col, inks)
    pin.press(app, "Y")                           # the answer: the verdict's box is the full height
    judged(pin, app)
    pin.frames(app)
    full = SIDE_ROW + SIDE_H - 1
    assert app.screen.row_text(full)[SIDE_COL:SIDE_COL + SIDE_W] == "╚" + "═" * (SIDE_W - 2) + "╝"


def test_leaving_the_lessons_comes_back_to_the_game_with_the_kept_game_and_record_untouched(pin):
    app = pin.game(State.new(5, Options()), bots=pin.plain_bots())
    game = app.scene
    pin.run_until(app, awaiting)
    kept = pin.ctx.store.root / "pinochle.game.json"
    before = kept.read_bytes()
    record = app.record.rows()
    state_json = game.state.to_json()
    pin.press(app, "L")
    assert isinstance(app.scene, LessonGame)
    answer_with_keys(pin, app, LESSONS[0].answers[0])
    judged(pin, app)
    pin.press(app, "RETURN")
    answer_with_keys(pin, app, LESSONS[1].answers[0])
    pin.frames(app, 30)
    pin.press(app, "ESCAPE")
    assert app.scene is game and isinstance(app.scene, Game) and not isinstance(app.scene, LessonGame)
    assert game.state.to_json() == state_json
    assert kept.read_bytes() == before and app.record.rows() == record
    assert app.match.you == 0 and app.match.computer == 0
    pin.frames(app, 5)
    assert kept.read_bytes() == before and not app.done


@pytest.mark.system
def test_every_lessons_answer_played_through_the_screen_is_called_right(pin):
    """Played every lesson: each stated answer, by keys, is the coach's best; all of them solved."""
    app = pin.app()
    pin.press(app, "L")
    for number, lesson in enumerate(LESSONS):
        scene = app.scene
        assert scene.run.lesson.name == lesson.name
        answer_with_keys(pin, app, lesson.answers[0])
        assert judged(pin, app).right, lesson.name
        if number < len(LESSONS) - 1:
            pin.press(app, "RETURN")
    pin.frames(app)
    assert "you have played every lesson" in app.screen.row_text(MESSAGE_ROW)
    assert app.screen.row_text(REASON_ROW).rstrip().endswith(f"{TOTAL} of {TOTAL} solved")
    assert solved_file(pin) == {"pinochle": sorted(names(TOTAL))}


def test_a_lesson_is_answered_by_a_click_on_a_card_too(pin):
    for name in names(TOTAL - 1):                 # the last lesson: two tricks to go, the J♣ to lead
        Progress(pin.ctx.store, "pinochle").solve(name)
    app = pin.app()
    pin.press(app, "L")
    pin.run_until(app, awaiting)
    index = pin.slot_of(app, "J♣")
    headless.click(app, *TextScreen.cell_center(card_col(index) + 2, YOU_ROW + 1))
    assert str(app.scene.answer) == "play J♣"
    assert judged(pin, app).right


def test_a_lesson_verdict_says_exactly_for_a_solved_loss_and_about_for_a_sampled_one():
    from retro.coaching import Verdict
    from retro.lessons import Answered
    from retro.pinochle.screens.app_lessons import verdict_lines

    solved = " ".join(verdict_lines(Answered(False, Verdict(None, None, 12.0, "", exact=True)), "Q♠"))
    assert "by exactly 12 points" in solved and "about" not in solved
    sampled = " ".join(verdict_lines(Answered(False, Verdict(None, None, 12.0, "")), "Q♠"))
    assert "by about 12 points" in sampled


def test_the_last_lesson_answered_right_says_it_was_the_last_and_enter_starts_again(pin):
    app = pin.app()
    pin.press(app, "L")
    pin.frames(app)
    pin.press(app, "PAGEUP")                      # round to the last lesson, the others unsolved
    assert app.scene.run.last
    answer_with_keys(pin, app, LESSONS[-1].answers[0])
    assert judged(pin, app).right
    pin.frames(app)
    assert "That was the last one.  Enter: from the first." in app.screen.row_text(MESSAGE_ROW)
    pin.press(app, "RETURN")
    assert app.scene.run.index == 0 and app.screen.row_text(REASON_ROW).startswith(f" Lesson 1 of {TOTAL}")


def test_a_shown_meld_is_chosen_so_enter_lays_it_down(pin):
    """S after a wrong answer at a meld question picks the answer's cards, as F4 does: Enter then
    melds them (it used to count as "no meld", judged a loss of about a hundred points)."""
    for name in names(number_of("biggest-meld-last-tricks")):   # the ones before solved: L opens a meld
        Progress(pin.ctx.store, "pinochle").solve(name)
    app = pin.app()
    pin.press(app, "L")
    assert app.scene.run.lesson.stem == "biggest-meld-last-tricks"
    pin.run_until(app, awaiting)
    wrong = next(str(m) for m in app.scene.state.legal_moves() if m.kind == "meld" and "marriage" in str(m))
    answer_with_keys(pin, app, wrong)
    assert not judged(pin, app).right
    pin.press(app, "S")
    shown = app.scene
    pin.run_until(app, awaiting)
    pin.frames(app)
    assert shown.turn.registered == set(shown.hinted) and shown.hinted
    pin.press(app, "RETURN")
    result = judged(pin, app)
    assert result.right and shown.answer == shown.shown


def test_the_documents_own_example_says_after_the_verdict_what_the_1988_document_showed(pin):
    """The melding rules' classic case, set up: the flush laid down, then the point and, after it in
    its own colour, what Tommy's document said of this very case; the other lessons say nothing of it."""
    from retro import palette as P
    from retro.pinochle.screens.app_lessons import ORIGINAL_INK
    from retro.pinochle.screens.ui_table import SIDE_COL, SIDE_H, SIDE_W

    lesson = LESSONS[number_of("marriage-then-flush")]
    assert lesson.setup is not None and lesson.says("original")
    app = pin.app()
    pin.press(app, "L")
    for _ in range(number_of("marriage-then-flush")):
        pin.press(app, "PAGEDOWN")
    assert app.scene.run.lesson.name == lesson.name
    assert "Tommy's" not in box_text(app)                       # not before the answer
    answer_with_keys(pin, app, lesson.answers[0])
    assert judged(pin, app).right
    pin.frames(app)
    box = " ".join(" ".join(app.screen.row_text(row)[SIDE_COL + 1:SIDE_COL + SIDE_W - 1].split())
                   for row in range(SIDE_ROW + 1, SIDE_ROW + SIDE_H - 1))
    assert "150 more" in box and "Tommy's rules give this very case" in box
    lines = app.scene.box_lines()
    assert [ink for line, ink in lines if line.startswith("Tommy's")] == [ORIGINAL_INK] != [P.WHITE]
    pin.press(app, "PAGEUP")                                    # a lesson from a deal: no such words
    assert not app.scene.original_words()
