"""Text-mode dialogue pieces: Y/N questions, sheets, typed answers, pick lists, pop-ups, a help viewer.

Each widget takes key names (``handle``), may take a mouse click on a cell
(``click``), paints itself into a TextScreen (``paint``) and, once answered,
holds its ``result`` and ``done``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable, Sequence

from retro import palette as P
from retro import web_input
from retro.fitting import fit_line
from retro.dos.screen import CELL_H, CELL_W, COLS, ROWS, TOP, TextScreen
# The key bar moved to its own module; its names are still read from here.
from retro.dos.keybar import LegendKey, legend_key, paint_key_bar, paint_legend  # noqa: F401
from retro.dos.keybar import KEY_NAMES, key_name, line_keys_width, paint_line_keys
# So is the help text's reading of Markdown.
from retro.dos.markdown import DEVELOPERS_MARKER, markdown_lines  # noqa: F401


def attend(what, col0: int, row0: int, col1: int, row1: int, end: str = "middle") -> None:
    """The cells col0..col1 (past the last), rows row0..row1 (past the last) are ``what`` the player
    must read now: a page that shows a part of the screen brings them into view (``web_input``)."""
    if web_input.BRIDGE.active:               # (nothing to tell outside a page)
        web_input.BRIDGE.attend(what, web_input.Span(col0 * CELL_W, TOP + row0 * CELL_H, col1 * CELL_W,
                                                     TOP + row1 * CELL_H, end))


class Widget:
    done = False
    result = None
    beeped = False  # set when a key was refused (the program beeps)

    def handle(self, key: str) -> None:
        pass

    def click(self, col: int, row: int) -> None:
        pass

    def paint(self, screen: TextScreen) -> None:
        pass


class YesNo(Widget):
    """A Y/N question (PIN-U4): Y or N; or Left to select Y and Right to select N (the
    highlight goes to that side), then Enter, Up or Down to confirm.

    Esc answers No. ``on_key`` sees every key first and may consume it
    (returns True): Tommy's F3 "neat trick" (PIN-F3a) needs that. ``hint``, when
    given, is what a refused key says beside the question (``error``).
    """

    def __init__(self, question: str, default: bool = True, row: int = 23,
                 fg: int = P.YELLOW, bg: int = P.BLUE, popup: bool = False,
                 on_key: Callable[[str], bool] | None = None, hint: str = ""):
        self.question = question
        self.choice = default
        self.row = row
        self.fg, self.bg = fg, bg
        self.popup = popup
        self.on_key = on_key
        self.hint = hint
        self.error = ""
        self._hits: dict[tuple[int, int], bool] = {}

    def handle(self, key: str) -> None:
        self.beeped = False
        if self.on_key and self.on_key(key):
            return
        if key == "Y":
            self._answer(True)
        elif key == "N" or key == "ESCAPE":
            self._answer(False)
        elif key in ("LEFT", "RIGHT"):
            self.choice = key == "LEFT"
            self.error = ""
        elif key in ("RETURN", "UP", "DOWN", "SPACE"):
            self._answer(self.choice)
        elif not key.startswith("F"):
            self.beeped = True
            self.error = self.hint

    def _answer(self, value: bool) -> None:
        self.result, self.done = value, True

    def click(self, col: int, row: int) -> None:
        for (c, r), value in self._hits.items():
            if r == row and c <= col < c + 3:
                self._answer(value)

    def paint(self, screen: TextScreen) -> None:
        text = f" {self.question} "
        width = len(text) + 10
        if self.popup:
            col = max(0, (COLS - width) // 2)
            screen.box(col, self.row - 1, width, 3, P.WHITE, P.RED, shadow=True)
            col += 1
        else:
            col = 0
            screen.fill(0, self.row, COLS, 1, " ", self.fg, self.bg)
        end = screen.put(col, self.row, text, self.fg if not self.popup else P.WHITE,
                         self.bg if not self.popup else P.RED)
        self._hits = {}
        for label, value in (("Y", True), ("N", False)):
            selected = self.choice == value
            fg, bg = (P.BLACK, P.LIGHT_GREY) if selected else (P.WHITE, self.bg if not self.popup else P.RED)
            screen.put(end + 1, self.row, f" {label} ", fg, bg)
            self._hits[(end + 1, self.row)] = value
            end += 4
        screen.cursor = (end - (6 if self.choice else 2), self.row)
        if self.popup:
            attend(self, col - 1, self.row - 1, col - 1 + width, self.row + 2)
        else:
            attend(self, 0, self.row, end, self.row + 1, "right")       # the question and its answers
        if self.error and not self.popup and end + 2 + len(self.error) <= COLS:
            # (a long question leaves no room: its host shows ``error`` on another line)
            screen.put(end + 1, self.row, self.error,
                       P.LIGHT_RED if self.bg != P.RED else P.YELLOW, self.bg)


def footer_spots(footer: str, col: int) -> list[tuple[int, int, str]]:
    """Where a footer of keys ("Enter closes · C clears · R replays your games", written from
    ``col``) names each key: [(first column, past the last, key name)], one a part between the "·"s
    that begins with a key; none for a footer of plain words ("Press Enter to go on")."""
    spots, start = [], col
    for part in footer.split("·"):
        words = part.strip()
        first = words.split(" ")[0] if words else ""
        if first in KEY_NAMES or (len(first) == 1 and first.isalnum()) or re.fullmatch(r"F\d{1,2}", first):
            key = key_name(first)
            lead = start + len(part) - len(part.lstrip())
            spots.append((lead, lead + len(words), key))
        start += len(part) + 1
    return spots


class Sheet(Widget):
    """A pop-up to read, not to answer (a score sheet, a game-over box).

    Enter, Space, Esc, Up or Down, or a click anywhere, close it; other keys
    beep and function keys pass. ``auto_close`` frames, when set, close it by
    itself (demo mode turns its own pages). Where its footer names keys ("Enter
    closes · C clears"), a click on a key's words is that key (a phone has none).
    """

    CLOSE_KEYS = ("RETURN", "SPACE", "ESCAPE", "UP", "DOWN")
    auto_close: int | None = None
    footer_at: tuple[int, int, str] | None = None     # (row, first column, text) as painted

    def handle(self, key: str) -> None:
        self.beeped = False
        if key in self.CLOSE_KEYS:
            self.done = True
        elif not key.startswith("F"):
            self.beeped = True

    def click(self, col: int, row: int) -> None:
        key = self.footer_key(col, row)
        if key is None:
            self.done = True
        else:
            self.handle(key)

    def footer_key(self, col: int, row: int) -> str | None:
        """The key whose words in the footer are under a cell, or None."""
        if self.footer_at is None or row != self.footer_at[0]:
            return None
        _, start, text = self.footer_at
        return next((key for first, end, key in footer_spots(text, start) if first <= col < end), None)

    def tick(self) -> bool:
        """One frame passes; True when it closed by itself."""
        if self.auto_close is None or self.done:
            return False
        self.auto_close -= 1
        if self.auto_close <= 0:
            self.done = True
            return True
        return False


def paint_sheet(screen: TextScreen, row: int, title: str, lines: Sequence[tuple[str, int]],
                footer: str, width: int = 50, fg: int = P.WHITE, bg: int = P.BLUE, owner=None) -> None:
    """A centred double-line box with a shadow: ``title`` in its top edge, the (text, colour)
    ``lines``, ``footer`` in yellow; at least ``width`` wide, wider for a long line. ``owner``: the
    box to read now (``attend``)."""
    width = max(width, max((len(text) for text, _ in lines), default=0) + 6)
    height = len(lines) + 5
    col = (COLS - width) // 2
    screen.box(col, row, width, height, fg, bg, shadow=True, title=title)
    if owner is not None:
        attend(owner, col, row, col + width, row + height)
        owner.footer_at = (row + height - 2, col + max(0, (width - len(footer)) // 2), footer)
    for i, (text, colour) in enumerate(lines):
        screen.put(col + 3, row + 2 + i, text, colour, bg)
    screen.center(row + height - 2, footer, P.YELLOW, bg, col, width)
    screen.cursor = None


def choice_spots(question: str, choices: Sequence[str]) -> list[tuple[int, int, str]]:
    """Where a question names its answers: [(start, end, answer)] in ``question``'s text.

    Each answer's first appearance as a number of its own, outside brackets, runs over the
    words after it up to the next number or a ",", "(", "?" or ";" ("1 most points, 2 most
    cards": "1 most points" means 1). A bracket naming Enter ("(Enter for 1)") means Enter,
    answer "". Only the answers in ``choices`` are found."""
    spots: list[tuple[int, int, str]] = []
    for bracket in re.finditer(r"\([^()]*\)", question):
        if "Enter" in bracket.group(0):
            spots.append((bracket.start(), bracket.end(), ""))
    masked = re.sub(r"\([^()]*\)", lambda m: " " * len(m.group(0)), question)
    numbers = [m for m in re.finditer(r"(?<![\w-])\d+(?!\w)", masked)]
    seen: set[str] = set()
    for i, number in enumerate(numbers):
        answer = number.group(0)
        if answer not in choices or answer in seen:
            continue
        seen.add(answer)
        end = numbers[i + 1].start() if i + 1 < len(numbers) else len(masked)
        stop = re.search(r"[,(?;]", masked[number.end():end])
        if stop:
            end = number.end() + stop.start()
        spots.append((number.start(), len(masked[:end].rstrip()), answer))
    return sorted(spots)


class TypedAnswer(Widget):
    """A DOS-style question answered by typing and Enter; ``check`` turns text into a value or
    raises ValueError (the question is asked again with a beep).

    A click on an answer the question names (``choices``; by default each allowed key of a
    one-key answer) gives that answer; a click on "(Enter ...)" is Enter (``choice_spots``).
    """

    def __init__(self, question: str, check: Callable[[str], object], max_len: int = 6,
                 allowed: str = "0123456789", row: int = 23, fg: int = P.YELLOW, bg: int = P.BLUE,
                 refused: str = "", choices: Sequence[str] | None = None, error_row: int | None = None):
        self.refused = refused    # said beside the question when a key is refused ("" = silent)
        self.error_row = error_row  # a refusal too long to stand beside the question is said there
        self.question = question
        self.check = check
        self.max_len = max_len
        self.allowed = allowed
        self.row = row
        self.fg, self.bg = fg, bg
        self.typed = ""
        self.error = ""
        self.choices = tuple(choices) if choices is not None else (tuple(allowed) if max_len == 1 else ())

    def choose(self, answer: str) -> None:
        """``answer`` typed and Enter pressed ("" presses Enter on what is typed)."""
        if answer:
            self.typed = answer
        self.handle("RETURN")

    def spot_at(self, col: int, row: int) -> str | None:
        """The answer a click at (col, row) names ("" is Enter), or None."""
        if row != self.row:
            return None
        for start, end, answer in choice_spots(self.question, self.choices):
            if 1 + start <= col < 1 + end:          # the question is painted from column 1
                return answer
        return None

    def click(self, col: int, row: int) -> None:
        self.beeped = False
        answer = self.spot_at(col, row)
        if answer is not None:
            self.choose(answer)

    def handle(self, key: str) -> None:
        self.beeped = False
        if key == "RETURN":
            try:
                self.result = self.check(self.typed)
                self.done = True
            except ValueError as err:
                self.error = str(err)
                self.typed = ""
                self.beeped = True
        elif key == "BACKSPACE":
            self.typed = self.typed[:-1]
        elif key == "ESCAPE":
            self.typed = ""
        elif len(key) == 1 and key in self.allowed and len(self.typed) < self.max_len:
            self.typed += key
            self.error = ""
        elif not key.startswith("F"):
            self.beeped = True
            if self.refused:
                self.error = self.refused

    def paint(self, screen: TextScreen) -> None:
        screen.fill(0, self.row, COLS, 1, " ", self.fg, self.bg)
        end = screen.put(0, self.row, f" {self.question} ", self.fg, self.bg)
        end = screen.put(end, self.row, self.typed, P.WHITE, self.bg)
        if self.error and self.error_row is not None:
            screen.fill(0, self.error_row, COLS, 1, " ", P.LIGHT_RED, self.bg)
            screen.put(1, self.error_row, self.error[: COLS - 2], P.LIGHT_RED, self.bg)
        elif self.error:
            screen.put(end + 2, self.row, self.error[: COLS - end - 3], P.LIGHT_RED, self.bg)
        screen.cursor = (end, self.row)
        web_input.BRIDGE.painted(self, screen)        # in a page: the page's field types here
        field = self.page_field()      # the question and the start of its answer's field
        attend(self, 0, self.row, field.x // CELL_W + min(field.w // CELL_W, 4), self.row + 1, "right")

    def page_field(self) -> web_input.Field:
        """Where a page's text field goes (a phone's keyboard types there): over the typed answer,
        after the question, at least six characters wide (at the line's end if the question is long)."""
        width = max(self.max_len + 1, 6)
        col = min(len(self.question) + 2, COLS - width)
        digits = set(self.allowed) <= set("0123456789")
        return web_input.Field(col * CELL_W, TOP + self.row * CELL_H, width * CELL_W, CELL_H, self.typed,
                               self.max_len, digits=digits, capitals=not digits, look="dos")


class TypedName(TypedAnswer):
    """A name typed as it is written (small letters, Russian letters): the text comes from the
    keyboard's typed text (``type_text``, each frame) or a page's field (``set_text``), not from key
    names; Backspace, Enter and Esc work as at any typed answer. ``check`` reads the whole name."""

    text_input = True

    def __init__(self, question: str, check: Callable[[str], object], max_len: int = 12, **kw):
        super().__init__(question, check, max_len=max_len, allowed="", **kw)

    def handle(self, key: str) -> None:
        if len(key) == 1 or key == "SPACE":
            self.beeped = False             # the letter arrives as typed text
            return
        super().handle(key)

    def type_text(self, text: str) -> None:
        for char in text:
            if char in "\r\n":
                continue
            if len(self.typed) < self.max_len:
                self.typed += char
                self.error = ""

    def set_text(self, text: str) -> None:
        self.typed = text[: self.max_len]
        self.error = ""

    def page_field(self) -> web_input.Field:
        width = self.max_len + 1
        col = min(len(self.question) + 2, COLS - width)
        return web_input.Field(col * CELL_W, TOP + self.row * CELL_H, width * CELL_W, CELL_H, self.typed,
                               self.max_len, look="dos")


@dataclass
class PickItem:
    label: str
    detail: str = ""
    key: str = ""      # the number/letter that picks it
    value: object = None


class PickList(Widget):
    """A vertical list chosen by arrows + Enter, its key (number), or a mouse click."""

    def __init__(self, items: Sequence[PickItem], col: int, row: int, width: int,
                 fg: int = P.WHITE, bg: int = P.BLUE, bar_fg: int = P.BLACK, bar_bg: int = P.LIGHT_CYAN,
                 spacing: int = 1, selected: int = 0):
        self.items = list(items)
        self.col, self.row, self.width = col, row, width
        self.fg, self.bg, self.bar_fg, self.bar_bg = fg, bg, bar_fg, bar_bg
        self.spacing = spacing
        self.selected = selected

    def handle(self, key: str) -> None:
        self.beeped = False
        if key == "UP":
            self.selected = (self.selected - 1) % len(self.items)
        elif key == "DOWN":
            self.selected = (self.selected + 1) % len(self.items)
        elif key == "HOME":
            self.selected = 0
        elif key == "END":
            self.selected = len(self.items) - 1
        elif key in ("RETURN", "SPACE"):
            self._pick(self.selected)
        else:
            for i, item in enumerate(self.items):
                if item.key and key == item.key.upper():
                    self.selected = i
                    self._pick(i)
                    return
            if not key.startswith("F") and key != "ESCAPE":
                self.beeped = True

    def _pick(self, index: int) -> None:
        self.selected = index
        self.result = self.items[index]
        self.done = True

    def item_at(self, col: int, row: int) -> int | None:
        if not (self.col <= col < self.col + self.width):
            return None
        offset = row - self.row
        if offset < 0 or offset % self.spacing:
            return None
        index = offset // self.spacing
        return index if index < len(self.items) else None

    def click(self, col: int, row: int) -> None:
        index = self.item_at(col, row)
        if index is not None:
            self._pick(index)

    def hover(self, col: int, row: int) -> None:
        index = self.item_at(col, row)
        if index is not None:
            self.selected = index

    def paint(self, screen: TextScreen) -> None:
        for i, item in enumerate(self.items):
            row = self.row + i * self.spacing
            on = i == self.selected
            fg, bg = (self.bar_fg, self.bar_bg) if on else (self.fg, self.bg)
            label = f" {item.key + '.' if item.key else ''} {item.label}"
            line = label.ljust(self.width - len(item.detail) - 1) + item.detail + " "
            screen.put(self.col, row, line[: self.width], fg, bg)
            if item.key and not on:
                screen.put(self.col + 1, row, item.key, P.YELLOW, bg)
        # a phone's view: the list's names (its left) in view as it comes
        attend(self, self.col, self.row, self.col + self.width, self.row + len(self.items) * self.spacing, "left")


class TextViewer(Widget):
    """A scrollable read-only text in a double-line pop-up (F5 instructions).

    Up/Down, PgUp/PgDn, Home/End scroll; Esc (or ``close_key``) closes it;
    so do the mouse's clicks (``click``). In a page a finger may drag the text up
    and down (``follow_finger``); a finger that hardly moved clicks where it went down.
    """

    _finger: web_input.Swipe | None = None
    _finger_cell: tuple[int, int] = (0, 0)

    def __init__(self, title: str, text: str, close_key: str = "F5", col: int = 2, row: int = 1,
                 width: int = 76, height: int = 22, fg: int = P.WHITE, bg: int = P.BLUE):
        self.title = title
        self.col, self.row, self.width, self.height = col, row, width, height
        self.fg, self.bg = fg, bg
        self.close_key = close_key
        self.lines = markdown_lines(text, width - 4)
        self.top = 0

    @property
    def page(self) -> int:
        return self.height - 3

    def handle(self, key: str) -> None:
        last = max(0, len(self.lines) - self.page)
        if key in ("ESCAPE", self.close_key, "RETURN"):
            self.done = True
        elif key == "DOWN":
            self.top = min(last, self.top + 1)
        elif key == "UP":
            self.top = max(0, self.top - 1)
        elif key in ("PAGEDOWN", "SPACE"):
            self.top = min(last, self.top + self.page)
        elif key == "PAGEUP":
            self.top = max(0, self.top - self.page)
        elif key == "HOME":
            self.top = 0
        elif key == "END":
            self.top = last

    def scroll(self, amount: int) -> None:
        last = max(0, len(self.lines) - self.page)
        self.top = min(last, max(0, self.top + amount))

    def click(self, col: int, row: int) -> None:
        """The mouse reads it too: a click on the text's upper half turns a page back, on its
        lower half a page on; on the status line or outside the box it closes. A finger's press
        waits (``follow_finger``): a swipe scrolls, and only a tap clicks, once the finger is up."""
        if self._finger is None and web_input.finger_down():
            self._finger = web_input.Swipe(*web_input.pointer(), CELL_H)
            self._finger_cell = (col, row)
            return
        self._finger = None
        inside = self.col <= col < self.col + self.width and self.row < row < self.row + self.height - 2
        if not inside:
            self.done = True
        else:
            self.handle("PAGEUP" if row < self.row + 1 + self.page // 2 else "PAGEDOWN")

    def follow_finger(self, x: int, y: int, held: bool):
        """Each frame while a finger pressed on the viewer (x, y: where it is; ``held``: still
        down): True when the text scrolled with it, once it is up the cell to click if it was a
        tap (the host clicks there), else None."""
        finger = self._finger
        if finger is None:
            return None
        lines = finger.move(x, y)
        if lines:
            self.scroll(lines)
        if held:
            return bool(lines)
        self._finger = None
        return bool(lines) if finger.swiping else self._finger_cell

    def paint(self, screen: TextScreen) -> None:
        screen.box(self.col, self.row, self.width, self.height, self.fg, self.bg, shadow=True,
                   title=self.title)
        for i in range(self.page):
            index = self.top + i
            text, colour = self.lines[index] if index < len(self.lines) else ("", self.fg)
            screen.put(self.col + 2, self.row + 1 + i, text.ljust(self.width - 4), colour, self.bg)
        shown_to = min(len(self.lines), self.top + self.page)
        status = f" {self.top + 1}-{shown_to} of {len(self.lines)}  \x18\x19 PgUp PgDn  Esc closes "
        status = status.replace("\x18", "↑").replace("\x19", "↓")
        screen.put(self.col + 2, self.row + self.height - 2, status[: self.width - 4].ljust(self.width - 4),
                   P.BLACK, P.LIGHT_GREY)
        screen.cursor = None
        attend(self, self.col, self.row, self.col + self.width, self.row + self.height, "left")


def paint_notes(screen: TextScreen, notes: Sequence[str], row: int, fg: int, bg: int,
                most: int = 3) -> None:
    """Start-up notes (a damaged file, an unknown letter), one message line each, the last
    on ``row`` and the others above it; beyond ``most`` lines the rest share the last one."""
    lines = list(notes)
    if len(lines) > most:
        lines = lines[:most - 1] + ["  ".join(lines[most - 1:])]
    for i, line in enumerate(lines):
        paint_message(screen, line, row=row - len(lines) + 1 + i, fg=fg, bg=bg)


# Where keys offered at a message line's start begin (``paint_message``'s ``lead``).
LEAD_COL = 1


def message_room(keys: Sequence[tuple[str, str]] = (), lead: Sequence[tuple[str, str]] = ()) -> int:
    """The cells a message line leaves its text beside the keys it offers."""
    return COLS - 2 - sum(line_keys_width(items) + 1 for items in (keys, lead) if items)


def paint_message(screen: TextScreen, text: str, row: int = ROWS - 2, fg: int = P.YELLOW,
                  bg: int = P.BLACK, highlight: bool = False, keys: Sequence[tuple[str, str]] = (),
                  mono: bool = False, lead: Sequence[tuple[str, str]] = ()) -> None:
    """The message line. ``highlight`` is mono mode's F10 "hilited" message text. ``keys`` are
    offered at its right end and ``lead`` at its start ((written key, words): a click or a tap there
    is that key), the message fitted between them."""
    if highlight:
        fg, bg = P.BLACK, P.LIGHT_GREY
    screen.fill(0, row, COLS, 1, " ", fg, bg)
    start = LEAD_COL + (line_keys_width(lead) + 1 if lead else 0)
    screen.put(start, row, fit_line(text, message_room(keys, lead)), fg, bg)
    if keys:
        paint_line_keys(screen, row, keys, mono)
    if lead:
        paint_line_keys(screen, row, lead, mono, left=LEAD_COL)
