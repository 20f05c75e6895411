"""The lessons' shared parts: a lesson file read, its position played from its deal, answers judged,
progress kept in the data folder."""

import json

import pytest

from retro import store as store_mod
from retro.coaching import Verdict
from retro.lessons import LessonError, LessonRun, Progress, lesson_from_data, load_lessons
from retro.tablanet import rules


def _first_choice(seed=5):
    """A deal's moves up to the person's second decision, as str(move) prints them."""
    state = rules.State.new(seed)
    moves = []
    while not (state.to_move == 0 and len(moves) >= 2 and len(state.legal_moves()) > 1):
        move = state.legal_moves()[0]
        moves.append(str(move))
        state.apply(move)
    return moves, state


def _lesson_data(**changes):
    moves, state = _first_choice()
    data = {"title": {"en": "Take the most", "ru": "Берите больше"}, "text": "Your turn.",
            "question": "Which card?", "point": "Count before you play.", "deal": 5, "moves": moves,
            "answers": [str(state.legal_moves()[0])], "source": "the rule sheet, captures"}
    data.update(changes)
    return data


def test_a_lesson_is_played_from_its_deal_through_its_moves():
    lesson = lesson_from_data("01-take", _lesson_data())
    state = lesson.position(rules)
    assert state.to_move == 0 and state.to_json() == _first_choice()[1].to_json()
    assert [str(m) for m in lesson.answer_moves(state)] == list(lesson.answers)
    assert lesson.says("title", "ru") == "Берите больше" and lesson.says("text", "ru") == "Your turn."


def test_a_lesson_with_a_move_that_is_not_legal_is_refused_in_plain_words():
    data = _lesson_data()
    data["moves"] = data["moves"][:-1] + ["AS takes nothing at all"]
    with pytest.raises(LessonError, match="is not one of the legal moves"):
        lesson_from_data("02-bad", data).position(rules)
    for key, value in (("deal", "five"), ("moves", "4H"), ("answers", []), ("title", 3)):
        with pytest.raises(LessonError):
            lesson_from_data("03-bad", _lesson_data(**{key: value}))


def test_lessons_are_read_in_their_files_order(tmp_path):
    for name in ("02-b", "01-a"):
        (tmp_path / f"{name}.json").write_text(json.dumps(_lesson_data()), encoding="utf-8")
    assert [lesson.name for lesson in load_lessons("tablanet", tmp_path)] == ["01-a", "02-b"]
    (tmp_path / "03-c.json").write_text("{", encoding="utf-8")
    with pytest.raises(LessonError, match="03-c cannot be read"):
        load_lessons("tablanet", tmp_path)


def test_a_right_answer_is_kept_as_solved_and_the_run_starts_at_the_first_unsolved(tmp_path):
    store = store_mod.Store(tmp_path)
    lessons = [lesson_from_data(f"0{i}-x", _lesson_data()) for i in (1, 2, 3)]
    run = LessonRun(lessons, Progress(store, "tablanet"), rules)
    assert run.index == 0 and run.solved_line() == "0 of 3 solved"
    move = run.state.legal_moves()[0]
    assert not run.answer(Verdict(move, move, 4.0)).right and run.solved_line() == "0 of 3 solved"
    assert run.answer(Verdict(move, move, 0.0), shown=True).right and run.solved_line() == "0 of 3 solved"
    assert run.answer(Verdict(move, move, 0.0)).right and run.solved_line() == "1 of 3 solved"
    again = LessonRun(lessons, Progress(store_mod.Store(tmp_path), "tablanet"), rules)
    assert again.index == 1 and again.number == "2 of 3" and not again.lesson_solved
    assert again.next() is again.state and again.index == 2 and again.last
    again.next()
    assert again.index == 0


def test_a_damaged_progress_file_is_said_in_one_line_kept_aside_and_reset(tmp_path):
    (tmp_path / "lessons.json").write_text("[1, 2", encoding="utf-8")
    store = store_mod.Store(tmp_path)
    progress = Progress(store, "casino")
    assert progress.solved == set() and (tmp_path / "lessons.json.bad").exists()
    assert len(store.take_messages()) == 1
    progress.solve("01-a")
    assert json.loads((tmp_path / "lessons.json").read_text(encoding="utf-8")) == {"casino": ["01-a"]}


def test_the_run_says_whether_the_lesson_on_screen_is_solved_already(tmp_path):
    lessons = [lesson_from_data(f"0{i}-x", _lesson_data()) for i in (1, 2)]
    run = LessonRun(lessons, Progress(store_mod.Store(tmp_path), "tablanet"), rules)
    move = run.state.legal_moves()[0]
    assert not run.lesson_solved
    run.answer(Verdict(move, move, 0.0))
    assert run.lesson_solved and run.number == "1 of 2"
    run.next()
    assert not run.lesson_solved and run.number == "2 of 2"
    run.go(0)
    assert run.lesson_solved, "a lesson solved stays solved when the player comes back to it"


# --- a set-up position: the original document's own example ---------------------------------------
def _setup_data(**changes):
    """A Tablanet lesson set up with its own cards: the hand's last deal, every card placed once."""
    from retro.cards import card_text, cards, standard_deck

    mine, theirs, table = "9C 2H 5D", "KH 7S AS", "4C 5C QD"
    rest = [c for c in standard_deck() if c not in cards(f"{mine} {theirs} {table}")]
    data = {"title": {"en": "Three cards on the table", "ru": "Три карты на столе"}, "text": "Your turn.",
            "question": "Which card?", "point": "Count before you play.",
            "original": {"en": "The sheet's own example.", "ru": "Пример из листа правил."},
            "position": {"hands": [mine, theirs], "table": table, "stock": [], "to_move": 0, "dealer": 1,
                         "taken": [card_text(rest[:20]), card_text(rest[20:])], "last_taker": 1},
            "moves": [], "answers": ["9C takes 4C 5C"], "source": "the rule sheet, captures"}
    data.update(changes)
    return data


def test_a_lesson_may_start_from_a_set_up_position_and_play_its_moves_from_there():
    lesson = lesson_from_data("13-set-up", _setup_data())
    state = lesson.position(rules)
    assert lesson.deal is None and lesson.setup["table"] == "4C 5C QD"
    assert [str(c) for c in state.table] == ["4C", "5C", "QD"] and state.stock_size == 0
    assert [str(m) for m in lesson.answer_moves(state)] == ["9C takes 4C 5C"]
    played = lesson_from_data("13-set-up", _setup_data(moves=["2H to the table", "KH takes QD 2H"]))
    assert played.position(rules).to_move == 0 and len(played.position(rules).table) == 2


def test_a_set_up_lesson_says_what_the_original_showed_and_a_dealt_one_says_nothing_of_it():
    lesson = lesson_from_data("13-set-up", _setup_data())
    assert lesson.says("original", "ru") == "Пример из листа правил."
    assert lesson.says("original", "en") == "The sheet's own example."
    dealt = lesson_from_data("01-take", _lesson_data())
    assert dealt.original == {} and dealt.says("original") == ""


def test_a_set_up_position_that_cannot_occur_or_a_lesson_with_a_deal_and_a_position_is_refused():
    data = _setup_data()
    data["position"] = {**data["position"], "table": "4C 5C 9C"}       # the 9♣ twice: one deck
    with pytest.raises(LessonError, match="its position cannot be set up"):
        lesson_from_data("14-bad", data).position(rules)
    with pytest.raises(LessonError, match="its position cannot be set up"):
        lesson_from_data("14-bad", _setup_data(position={"hands": ["9C"], "tabel": "4C"})).position(rules)
    with pytest.raises(LessonError, match="both a deal and a set-up position"):
        lesson_from_data("15-bad", _setup_data(deal=5))
    with pytest.raises(LessonError, match="not a table of the position's parts"):
        lesson_from_data("16-bad", _setup_data(position=["9C"]))


def test_a_lesson_renumbered_keeps_its_solved_mark_by_the_name_after_its_number(tmp_path):
    store = store_mod.Store(tmp_path)
    (tmp_path / "lessons.json").write_text(json.dumps({"tablanet": ["01-take", "02-count", "07-gone"]}),
                                           encoding="utf-8")
    lessons = [lesson_from_data(name, _lesson_data()) for name in ("01-intro", "02-take", "03-count")]
    run = LessonRun(lessons, Progress(store, "tablanet"), rules)
    assert run.progress.solved == {"02-take", "03-count", "07-gone"}     # a mark no lesson has stays as it is
    assert run.solved_line() == "2 of 3 solved" and run.index == 0
    kept = json.loads((tmp_path / "lessons.json").read_text(encoding="utf-8"))
    assert kept == {"tablanet": ["02-take", "03-count", "07-gone"]}
    same = [lesson_from_data(name, _lesson_data()) for name in ("01-x", "02-x")]
    progress = Progress(store_mod.Store(tmp_path), "casino")
    progress.solve("01-x")
    progress.adopt(same)                      # two lessons of one stem: a mark is never moved between them
    assert progress.solved == {"01-x"}


@pytest.mark.parametrize("program", ["pinochle", "tablenette", "casino", "tablanet"])
def test_the_answer_to_light_is_the_play_the_verdict_named_in_every_lesson(program):
    """Whichever of a lesson's best answers the coach's verdict names, the answer lit after it is that
    same play in the position set up again (not the lesson file's first); before a verdict, the first."""
    import importlib

    rules_module = importlib.import_module(f"retro.{program}.rules")
    lessons = load_lessons(program)
    run = LessonRun(lessons, Progress(None, program), rules_module, start=0)
    for index, lesson in enumerate(lessons):
        before = run.go(index)
        assert str(run.answer_to_show()) == lesson.answers[0]
        for answer in lesson.answers:
            best = next(m for m in before.legal_moves() if str(m) == answer)
            run.retry()
            shown = run.answer_to_show(Verdict(None, best, 1.0))
            assert str(shown) == answer and shown in run.state.legal_moves(), (lesson.name, answer)
