"""Lines that fit their place whole: no sentence a player reads is cut in the middle.

A place on a screen (the computer's reason line, the message line, the coach's panel, a lesson's
verdict) has room for so many columns, or so many wrapped lines. A text that does not fit is made
shorter by whole clauses only, the way a person would shorten it: it loses details in parentheses,
then trailing clauses after a semicolon (``shorter``). The words a place drops either stand in full
somewhere else on the screen (the hint at the right of the table) or add to a sentence that is true
and whole without them. Kits measure in their own units: ``fits`` says whether a candidate fits.

A text whose first clause alone does not fit is a text the program must not make: it is noted in
``TOO_LONG`` (the tests hold that nothing ever is) and shown by its whole words that fit, with no
ellipsis. Pure: no Pyxel.
"""

from __future__ import annotations

from typing import Callable, Iterator

TOO_LONG: list[tuple[str, str]] = []         # (the text, the place's size): none, the tests say
_KEEP = 50                                   # the notes kept at most (a long run of one mistake)


def shorter(text: str) -> Iterator[str]:
    """``text``, then each shorter whole form of it: the more of its clauses (parted by "; ") kept the
    better, the trailing ones dropped first; with as many clauses, its details in parentheses are
    dropped one by one from the first (the first is the most often a reason's detail, the last
    what to do). The sentence's full stop stays."""
    end = "." if text.endswith(".") else ""
    parts = (text[:-1] if end else text).split("; ")
    seen = set()
    for keep in range(len(parts), 0, -1):
        body = "; ".join(parts[:keep])
        while True:
            if body not in seen:
                seen.add(body)
                yield body + end
            details = _details(body)
            if not details:
                break
            start_at, stop_at = details[0]
            body = body[:start_at] + body[stop_at:]


def _details(text: str) -> list[tuple[int, int]]:
    """Where ``text``'s outermost details in parentheses lie, each with the spaces before it."""
    spans, depth, start = [], 0, 0
    for at, char in enumerate(text):
        if char == "(":
            if depth == 0:
                start = len(text[:at].rstrip())
            depth += 1
        elif char == ")" and depth:
            depth -= 1
            if depth == 0:
                spans.append((start, at + 1))
    return spans


def whole_words(text: str, fits: Callable[[str], bool]) -> str:
    """The longest start of ``text`` ending at a word that ``fits`` (the last resort)."""
    words = text.split(" ")
    while len(words) > 1 and not fits(" ".join(words)):
        words.pop()
    return " ".join(words)


def _noted(text: str, size: str) -> None:
    if len(TOO_LONG) < _KEEP:
        TOO_LONG.append((text, size))


def fit_line(text: str, width: int, measure: Callable[[str], int] = len) -> str:
    """``text`` on one line of ``width`` (columns, or pixels by ``measure``): whole, or shortened by
    whole clauses (``shorter``)."""
    for candidate in shorter(text):
        if measure(candidate) <= width:
            return candidate
    _noted(text, f"{width} wide")
    return whole_words(text, lambda line: measure(line) <= width)


def fit_lines(text: str, wrap: Callable[[str], list[str]], lines: int) -> list[str]:
    """``text`` wrapped by ``wrap`` into at most ``lines`` lines: whole, or shortened by whole clauses
    (``shorter``)."""
    for candidate in shorter(text):
        wrapped = wrap(candidate)
        if len(wrapped) <= lines:
            return wrapped
    _noted(text, f"{lines} lines")
    return wrap(text)[:lines]
