"""Lessons: a real position, a question in the program's voice, and the coach's best answer, read
from ``resources/lessons/<program>/*.json``; the solved ones kept.

A lesson's position is *played*, not set up, wherever a deal can reach it: the deal number's cards
(``State.new(deal, options)``) and the lesson's moves in the notation ``str(move)`` prints, each
matched against the legal moves of its moment. So what was played before is really played, and the
coach's view of it is the one a player would have. The one exception is the original document's
own worked example, whose very cards no deal is likely to bring: such a lesson gives its position
set up (``"position"``: the arguments of the rules' ``State.from_position``), its hidden cards chosen
so that the coach's best answer is the example's own, and any moves are then played from there.
It also says, after the answer, what the original document showed with the example
(``"original"``, in the program's own words, never the document's).

The lesson file says (for developers) which part of the program's document it comes from; the
player sees only its title, text, question, point and those words on the original.

Solved lessons are kept by name; a lesson renumbered since ("03-…" now "04-…") keeps its mark by
the part of its name after the number (``Progress.adopt``).

Pure but for reading the bundled files and the progress file (through the data folder's store).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Mapping

from retro import paths
from retro.moves import IllegalMove

PROGRESS_FILE = "lessons.json"
TEXT_FIELDS = ("title", "text", "question", "point")
ORIGINAL = "original"               # what the original document showed (set-up examples)


class LessonError(ValueError):
    """A lesson file that cannot be used (said in plain words)."""


@dataclass(frozen=True)
class Lesson:
    """One lesson: where it starts, what it asks, and the answers the coach calls best."""

    name: str                       # the file's stem: "01-king-of-clubs"
    title: Mapping[str, str]        # per language ("en", "ru"; one will do): the situation, not its answer
    text: Mapping[str, str]         # the situation, a few short lines
    question: Mapping[str, str]     # "Find the play that scores the most."
    point: Mapping[str, str]        # what the lesson teaches, shown only with the coach's verdict
    deal: int | None                # the deal it is played from (None: a set-up position)
    moves: tuple[str, ...]          # the moves that lead to the position, as str(move) prints them
    answers: tuple[str, ...]        # the exactly best moves (any of them is right)
    options: Mapping[str, Any] = field(default_factory=dict)
    source: str = ""                # the document's section it comes from (developers only)
    setup: Mapping[str, Any] | None = None   # a set-up position: ``State.from_position``'s arguments
    original: Mapping[str, str] = field(default_factory=dict)   # what the document showed, after the answer

    def says(self, part: str, lang: str = "en") -> str:
        """The lesson's ``part`` ("title", "text", "question", "point", "original") in ``lang`` (else
        English; "" for an original the lesson has not)."""
        texts = getattr(self, part)
        return texts.get(lang) or texts.get("en") or next(iter(texts.values()), "")

    @property
    def stem(self) -> str:
        """The name without its number ("king-of-clubs"): what stays when the lessons are renumbered."""
        return name_stem(self.name)

    def position(self, rules) -> Any:
        """The lesson's position: the deal's cards, or the set-up position, then the lesson's moves
        (``rules``: a rules module)."""
        options = rules.Options(**dict(self.options)) if self.options else None
        if self.setup is not None:
            try:
                state = rules.State.from_position(**dict(self.setup), options=options)
            except (TypeError, ValueError) as err:
                raise LessonError(f"lesson {self.name}: its position cannot be set up ({err})") from None
        else:
            state = rules.State.new(self.deal, options)
        for number, text in enumerate(self.moves, 1):
            move = parse_move(state, text)
            if move is None:
                raise LessonError(f"lesson {self.name}: move {number} ({text}) is not one of the legal moves")
            state.apply(move)
        if state.over or state.to_move != 0:
            raise LessonError(f"lesson {self.name}: the position is not the player's turn")
        return state

    def answer_moves(self, state) -> list:
        """The lesson's best answers as legal moves of its ``position``."""
        moves = [parse_move(state, text) for text in self.answers]
        if None in moves:
            raise LessonError(f"lesson {self.name}: an answer is not one of the legal moves")
        return moves


def name_stem(name: str) -> str:
    """A lesson's name without the number it is filed under: "04-which-pair" -> "which-pair"."""
    number, dash, rest = name.partition("-")
    return rest if dash and number.isdigit() and rest else name


def parse_move(state, text: str):
    """The legal move of ``state`` that prints as ``text`` (the rules' ``Move.parse`` when it has one)."""
    parse = getattr(type(state.legal_moves()[0]), "parse", None) if state.legal_moves() else None
    if parse is not None:
        try:
            return parse(text, state)
        except IllegalMove:
            return None
        except ValueError:
            return None
    return next((move for move in state.legal_moves() if str(move) == text), None)


def _texts(value: Any, key: str, name: str) -> dict[str, str]:
    if isinstance(value, str):
        return {"en": value}
    if isinstance(value, dict) and value and all(isinstance(k, str) and isinstance(v, str)
                                                  for k, v in value.items()):
        return dict(value)
    raise LessonError(f"lesson {name}: its {key} is missing")


def lesson_from_data(name: str, data: Mapping[str, Any]) -> Lesson:
    """A lesson from its file's JSON value (``LessonError`` when something is missing)."""
    if not isinstance(data, Mapping):
        raise LessonError(f"lesson {name}: not a lesson")
    deal = data.get("deal")
    setup = data.get("position")
    moves = data.get("moves", [])
    answers = data.get("answers") or ([data["answer"]] if isinstance(data.get("answer"), str) else [])
    if setup is not None:
        if "deal" in data:
            raise LessonError(f"lesson {name}: it gives both a deal and a set-up position")
        if not (isinstance(setup, dict) and setup and all(isinstance(k, str) for k in setup)):
            raise LessonError(f"lesson {name}: its position is not a table of the position's parts")
    elif not isinstance(deal, int) or isinstance(deal, bool):
        raise LessonError(f"lesson {name}: its deal number is missing")
    if not (isinstance(moves, list) and all(isinstance(m, str) for m in moves)):
        raise LessonError(f"lesson {name}: its moves are not a list of moves")
    if not (answers and all(isinstance(a, str) for a in answers)):
        raise LessonError(f"lesson {name}: its answer is missing")
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise LessonError(f"lesson {name}: its options are not a table of options")
    original = _texts(data[ORIGINAL], ORIGINAL, name) if data.get(ORIGINAL) is not None else {}
    return Lesson(name=name, deal=None if setup is not None else deal, moves=tuple(moves),
                  answers=tuple(answers), options=dict(options), source=str(data.get("source", "")),
                  setup=dict(setup) if setup is not None else None, original=original,
                  **{key: _texts(data.get(key), key, name) for key in TEXT_FIELDS})


def lessons_dir(program: str) -> Path:
    return paths.resource("lessons", program)


def load_lessons(program: str, folder: Path | None = None) -> list[Lesson]:
    """``program``'s lessons in their files' order (``01-…``, ``02-…``)."""
    folder = lessons_dir(program) if folder is None else folder
    lessons = []
    for path in sorted(folder.glob("*.json")):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as err:
            raise LessonError(f"lesson {path.stem} cannot be read ({err})") from None
        lessons.append(lesson_from_data(path.stem, data))
    return lessons


# --- the answer --------------------------------------------------------------------------------
@dataclass(frozen=True)
class Answered:
    """The person's answer to a lesson, with the coach's verdict on it."""

    right: bool
    verdict: Any                    # the coach's Verdict (its .best, .loss, .reason)


def answered(verdict, tolerance: float = 1e-6) -> Answered:
    """An answer is right when the coach finds it as good as its best (exact ties are right)."""
    return Answered(right=verdict.loss <= tolerance, verdict=verdict)


# --- progress, kept in the data folder --------------------------------------------------------------
def _checked_progress(value: Any) -> dict[str, list[str]]:
    if not isinstance(value, dict):
        raise ValueError("not a list of solved lessons")
    out: dict[str, list[str]] = {}
    for program, names in value.items():
        if not (isinstance(program, str) and isinstance(names, list) and all(isinstance(n, str) for n in names)):
            raise ValueError("not a list of solved lessons")
        out[program] = sorted(set(names))
    return out


class Progress:
    """Which lessons each program's player has solved (``lessons.json`` in the data folder)."""

    def __init__(self, store, program: str):
        self.store = store
        self.program = program
        self.all = store.load_json(PROGRESS_FILE, {}, _checked_progress) if store is not None else {}

    @property
    def solved(self) -> set[str]:
        return set(self.all.get(self.program, []))

    def adopt(self, lessons: Iterable[Lesson]) -> None:
        """Solved marks kept under an old number go to the lesson now filed under a new one: a solved
        name that is no lesson's now, but whose stem (``name_stem``) is one lesson's alone, is kept under
        that lesson's name."""
        lessons = list(lessons)
        now = {lesson.name for lesson in lessons}
        stems = [lesson.stem for lesson in lessons]
        by_stem = {lesson.stem: lesson.name for lesson in lessons if stems.count(lesson.stem) == 1}
        names = self.solved
        renamed = {name if name in now else by_stem.get(name_stem(name), name) for name in names}
        if renamed != names:
            self.all = {**self.all, self.program: sorted(renamed)}
            if self.store is not None:
                self.store.save_json(PROGRESS_FILE, self.all)

    def solve(self, name: str) -> None:
        if name in self.solved:
            return
        self.all = {**self.all, self.program: sorted(self.solved | {name})}
        if self.store is not None:
            self.store.save_json(PROGRESS_FILE, self.all)

    def line(self, lessons: Iterable[Lesson], words: Callable[[int, int], str] | None = None) -> str:
        """"7 of 12 solved" (``words(solved, total)`` for another language)."""
        names = [lesson.name for lesson in lessons]
        count = sum(name in self.solved for name in names)
        return words(count, len(names)) if words else f"{count} of {len(names)} solved"

    def first_unsolved(self, lessons: list[Lesson]) -> int:
        """Where to start: the first lesson not solved yet (the first when all are)."""
        return next((i for i, lesson in enumerate(lessons) if lesson.name not in self.solved), 0)


# --- one program's lessons, one at a time --------------------------------------------------------
class LessonRun:
    """The lessons of one program in turn: the position, the person's answer, the verdict, the next.

    The screen plays the position with its normal controls and hands the coach's verdict on the
    person's move to ``answer``; ``retry`` sets the position up again; ``answer_to_show`` is the play to
    light in it (the one the verdict named, if there was one).
    """

    def __init__(self, lessons: list[Lesson], progress: Progress, rules, lang: str = "en",
                 start: int | None = None):
        if not lessons:
            raise LessonError("there are no lessons in this copy of the program")
        self.lessons = lessons
        self.progress = progress
        self.rules = rules
        self.lang = lang
        progress.adopt(lessons)           # marks solved under the lessons' old numbers
        self.index = progress.first_unsolved(lessons) if start is None else start
        self.result: Answered | None = None
        self.state = self.lesson.position(rules)

    @property
    def lesson(self) -> Lesson:
        return self.lessons[self.index]

    @property
    def number(self) -> str:
        return f"{self.index + 1} of {len(self.lessons)}"

    @property
    def lesson_solved(self) -> bool:
        """Whether the lesson on screen is one the player has solved already (its heading says so)."""
        return self.lesson.name in self.progress.solved

    def says(self, part: str) -> str:
        return self.lesson.says(part, self.lang)

    def answer(self, verdict, shown: bool = False) -> Answered:
        """The coach's verdict on the person's move: right answers count as solved, but an answer
        played after it was ``shown`` (the program's "show the answer") solves nothing."""
        self.result = answered(verdict)
        if self.result.right and not shown:
            self.progress.solve(self.lesson.name)
        return self.result

    def retry(self):
        """The same position again, as it was before the answer."""
        self.result = None
        self.state = self.lesson.position(self.rules)
        return self.state

    def best(self) -> list:
        """The lesson's best answers, as moves of its position."""
        return self.lesson.answer_moves(self.lesson.position(self.rules))

    def answer_to_show(self, verdict=None):
        """The answer to light in the lesson's position (``state``, as set up again): the play the coach's
        ``verdict`` named as best, so that what the verdict says and what is lit are one play; before
        any verdict, the lesson's first answer."""
        if verdict is None:
            return self.lesson.answer_moves(self.state)[0]
        move = parse_move(self.state, str(verdict.best))
        if move is None:
            raise LessonError(f"lesson {self.lesson.name}: the coach's best play ({verdict.best}) is not "
                              "one of the position's legal moves")
        return move

    @property
    def last(self) -> bool:
        return self.index == len(self.lessons) - 1

    def go(self, index: int):
        """Lesson ``index`` (wrapping round at either end)."""
        self.index = index % len(self.lessons)
        return self.retry()

    def next(self):
        return self.go(self.index + 1)

    def solved_line(self, words: Callable[[int, int], str] | None = None) -> str:
        return self.progress.line(self.lessons, words)
