"""The function-key bar on a text screen's bottom line: painted from (key, label) items, clicks read back.

Both painters note their hit boxes on the screen (``screen.key_bar``), so a
program can take a click on a label as that key (``clicked_key``) while a
question is open too.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from retro import palette as P
from retro.dos.screen import COLS, ROWS, TextScreen


@dataclass
class LegendKey:
    key: str
    label: str


def paint_legend(screen: TextScreen, keys: Sequence[LegendKey], row: int = ROWS - 1,
                 right: str = "", fg: int = P.BLACK, bg: int = P.LIGHT_GREY, key_fg: int = P.RED) -> list:
    """The function-key legend line; returns hit boxes [(col, width, key)] for mouse clicks."""
    screen.fill(0, row, COLS, 1, " ", fg, bg)
    col, hits = 1, []
    for item in keys:
        start = col
        col = screen.put(col, row, item.key, key_fg, bg)
        col = screen.put(col, row, " " + item.label + "  ", fg, bg)
        hits.append((start, col - start - 1, item.key))
    if right:
        screen.put(COLS - len(right) - 1, row, right, fg, bg)
    screen.key_bar = (row, hits)
    return hits


def paint_key_bar(screen: TextScreen, keys: Sequence[LegendKey], row: int = ROWS - 1,
                  fg: int = P.BLACK, bg: int = P.LIGHT_GREY, key_fg: int = P.RED,
                  max_gap: int = 3) -> list:
    """A game screen's full function-key bar, spread evenly over the line; returns hit boxes.

    When every key with its label does not fit with a space between them
    (the DOS games have ten keys to show), the label follows its red key
    without the space ("F10Border"), as crowded DOS key bars did.
    """
    gaps = max(1, len(keys) - 1)
    spaced = sum(len(k.key) + 1 + len(k.label) for k in keys)
    inner = " " if spaced + gaps <= COLS else ""
    width = spaced - (0 if inner else len(keys))
    left = 1 if width + gaps + 2 <= COLS else 0
    spare = max(gaps, min(max_gap * gaps, COLS - 2 * left - width))
    spread = [spare // gaps + (i < spare % gaps) for i in range(gaps)]
    screen.fill(0, row, COLS, 1, " ", fg, bg)
    col, hits = left, []
    for i, item in enumerate(keys):
        start = col
        col = screen.put(col, row, item.key, key_fg, bg)
        col = screen.put(col, row, inner + item.label, fg, bg)
        hits.append((start, col - start, item.key))
        col += spread[i] if i < len(spread) else 0
    screen.key_bar = (row, hits)
    return hits


def legend_key(hits: Sequence[tuple[int, int, str]], col: int) -> str | None:
    """The key a click at ``col`` on a legend line means (``hits`` from ``paint_legend``);
    "F8/F9" is F8 on its left half, F9 on the right."""
    for start, width, key in hits:
        if start <= col < start + width + 1:
            if key == "F8/F9":
                return "F8" if col < start + 3 else "F9"
            return key
    return None


# How a key written on a bar is named by ``retro.keys`` (the F-keys are named as written).
KEY_NAMES = {"Enter": "RETURN", "Esc": "ESCAPE", "Space": "SPACE", "Backspace": "BACKSPACE", "Bksp": "BACKSPACE",
             "Tab": "TAB", "Del": "DELETE", "Ins": "INSERT", "Home": "HOME", "End": "END"}


def key_name(written: str) -> str:
    """The key name ``retro.keys`` reports for a key as a bar writes it ("Enter" -> "RETURN")."""
    return KEY_NAMES.get(written, written.upper())


def clicked_key(screen: TextScreen, col: int, row: int) -> str | None:
    """The key a click at (col, row) on the screen's key bar means, by its ``retro.keys`` name, or
    None (not on the bar, between labels, or something painted over that label since)."""
    if screen.key_bar is None or screen.key_bar[0] != row:
        return None
    hits = screen.key_bar[1]
    written = legend_key(hits, col)
    if written is None:
        return None
    text = screen.row_text(row)
    for start, width, key in hits:
        if start <= col < start + width + 1 and text[start:start + len(key)] != key:
            return None
    return key_name(written)


def line_keys_width(items: Sequence[tuple[str, str]]) -> int:
    """The cells that keys offered at a line's end take ("Enter Meld N No meld", a space after each)."""
    return sum(len(key) + len(words) + 2 for key, words in items)


def line_key_spans(items: Sequence[tuple[str, str]], left: int | None = None) -> list[tuple[int, int, str]]:
    """Keys offered on a line, as (written key, words) items, at its right end (or from column
    ``left``): where each stands, [(first column, past the last, its ``retro.keys`` name)]."""
    col, spans = COLS - line_keys_width(items) if left is None else left, []
    for key, words in items:
        end = col + len(key) + 1 + len(words)
        spans.append((col, end, key_name(key)))
        col = end + 1
    return spans


def paint_line_keys(screen: TextScreen, row: int, items: Sequence[tuple[str, str]], mono: bool = False,
                    left: int | None = None) -> None:
    """Keys offered on ``row`` (a question's answers at its right end, a phone's take-back at its
    start), written as the key bar writes keys: a click or a tap on one is that key."""
    for (start, _, _), (key, words) in zip(line_key_spans(items, left), items):
        col = screen.put(start, row, key, P.BLACK if mono else P.RED, P.LIGHT_GREY)
        screen.put(col, row, " " + words, P.BLACK, P.LIGHT_GREY)


def line_key_at(items: Sequence[tuple[str, str]], col: int, left: int | None = None) -> str | None:
    """The key offered on the line (``paint_line_keys``) under ``col``, or None."""
    return next((key for start, end, key in line_key_spans(items, left) if start <= col < end), None)
