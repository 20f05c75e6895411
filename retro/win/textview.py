"""A scrollable read-only text viewer for Markdown-ish help files, and the How to Play window."""

from __future__ import annotations

import re

import pyxel

from retro import web_input
from retro.win.inputs import Frame
from retro.win.scrollbar import ScrollBar
from retro.win.widgets import Widget
from retro.win.window import Dialog

_INLINE = [
    (re.compile(r"\[([^\]]+)\]\([^)]*\)"), r"\1"),    # [text](link) -> text
    (re.compile(r"\*\*(.+?)\*\*"), r"\1"),
    (re.compile(r"__(.+?)__"), r"\1"),
    (re.compile(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])"), r"\1"),
    (re.compile(r"`([^`]*)`"), r"\1"),
]
_BULLET = re.compile(r"^(\s*)([-*+]|\d+[.)])\s+(.*)$")
DEVELOPERS_MARKER = "<!-- developers -->"   # a help file is shown only up to this line


def inline(text: str) -> str:
    """Markdown inline marks removed: **bold**, *em*, `code`, [links](...)."""
    for pattern, repl in _INLINE:
        text = pattern.sub(repl, text)
    return text


def blocks(markdown: str) -> list[tuple[str, str, int]]:
    """Split Markdown-ish text into (kind, text, indent) blocks: "h1", "h2", "p", "li", "pre", "gap".

    A paragraph's source lines are joined, so the window wraps it evenly. A
    list item starts with "-", "*", "+" or "N." / "N)"; a numbered line in a
    running paragraph is more of that paragraph (a wrapped "1991 ..." is no
    list item). Everything from a line ``<!-- developers -->`` on is for
    developers and not shown; other one-line HTML comments are skipped.
    """
    out: list[tuple[str, str, int]] = []
    para: list[str] = []
    item: tuple[str, int] | None = None
    fenced = False

    def flush() -> None:
        nonlocal para, item
        if para:
            out.append(("p", inline(" ".join(para)), 0))
            para = []
        if item is not None:
            out.append(("li", inline(item[0]), item[1]))
            item = None

    for raw in markdown.splitlines():
        line = raw.rstrip()
        if line.strip() == DEVELOPERS_MARKER:
            break
        if line.strip().startswith("<!--") and line.strip().endswith("-->"):
            continue
        if line.strip().startswith("```"):
            flush()
            fenced = not fenced
            continue
        if fenced or line.startswith("    ") and not item and not para or line.lstrip().startswith("|"):
            flush()
            out.append(("pre", line, 0))
            continue
        if not line.strip():
            flush()
            if out and out[-1][0] != "gap":
                out.append(("gap", "", 0))
            continue
        heading = re.match(r"^(#{1,6})\s+(.*)$", line)
        if heading:
            flush()
            out.append(("h1" if len(heading.group(1)) == 1 else "h2", inline(heading.group(2)), 0))
            continue
        bullet = _BULLET.match(line)
        if bullet and bullet.group(2)[0].isdigit() and para:
            bullet = None   # a number in the middle of a paragraph
        if bullet:
            flush()
            mark = bullet.group(2)
            level = len(bullet.group(1)) // 2
            item = (("\u2022 " if mark in "-*+" else mark + " ") + bullet.group(3), level)
            continue
        if item is not None:
            item = (item[0] + " " + line.strip(), item[1])
        else:
            para.append(line.strip())
    flush()
    return out


class TextView(Widget):
    """Read-only text wrapped to the widget's width, scrolled by its bar, the wheel and
    Up/Down/PgUp/PgDn/Home/End, and in a page by a finger dragging it up or down (a swipe).
    ``set_text`` takes Markdown-ish text."""

    focusable = True
    wants_arrows = True
    _finger: web_input.Swipe | None = None

    def __init__(self, x: int, y: int, w: int, h: int, text: str = ""):
        super().__init__(x, y, w, h)
        self.source = text
        self.lines: list[tuple[int, str, bool]] = []   # (indent px, text, bold)
        self.top = 0
        self._wrapped_for: tuple | None = None
        self.scrollbar = self.add(ScrollBar(w - 18, 2, h - 4))
        self.scrollbar.on("scroll", self._on_scroll)

    def set_text(self, text: str) -> None:
        self.source = text
        self.top = 0
        self._wrapped_for = None

    def _on_scroll(self, top: int) -> None:
        self.top = top

    @property
    def line_h(self) -> int:
        return self.look.text_font.height + 1

    @property
    def page(self) -> int:
        return max(1, (self.h - 8) // self.line_h)

    def _wrap(self) -> None:
        look = self.look
        key = (self.source, self.w, look.name)
        if key == self._wrapped_for:
            return
        f, fb = look.text_font, look.bold
        width = self.w - 12 - self.scrollbar.w
        lines: list[tuple[int, str, bool]] = []
        for kind, text, indent in blocks(self.source):
            if kind == "gap":
                lines.append((0, "", False))
            elif kind in ("h1", "h2"):
                for part in fb.wrap(text, width):
                    lines.append((0, part, True))
            elif kind == "pre":
                for part in f.wrap(text, width):
                    lines.append((0, part, False))
            elif kind == "li":
                left = 8 + 14 * indent
                mark, _, rest = text.partition(" ")
                bullet = mark == "\u2022"
                mark_w = 10 if bullet else f.width(mark + " ")
                parts = f.wrap(rest, width - left - mark_w)
                for i, part in enumerate(parts):
                    if i == 0:
                        lines.append((left, ("\u2022" if bullet else mark + " ") + "\t" + part, False))
                    else:
                        lines.append((left + mark_w, part, False))
            else:
                for part in f.wrap(text, width):
                    lines.append((0, part, False))
        while lines and not lines[-1][1]:
            lines.pop()
        self.lines = lines
        self._wrapped_for = key

    def scroll_to(self, top: int) -> None:
        self.top = max(0, min(max(0, len(self.lines) - self.page), top))

    def wheel(self, steps: int) -> bool:
        self.scroll_to(self.top + steps * 3)
        return True

    # A finger (in a page) drags the text along: the lines follow it up or down.
    def mouse_down(self, mx, my):
        self._finger = web_input.Swipe(mx, my, self.line_h) if web_input.finger_down() else None

    def mouse_move(self, mx, my):
        if self._finger is not None:
            lines = self._finger.move(mx, my)
            if lines:
                self.scroll_to(self.top + lines)

    def mouse_up(self, mx, my):
        self._finger = None

    def key(self, keys: Frame) -> bool:
        for key, step in ((pyxel.KEY_UP, -1), (pyxel.KEY_DOWN, 1), (pyxel.KEY_PAGEUP, -self.page),
                          (pyxel.KEY_PAGEDOWN, self.page)):
            if keys.pressed(key):
                self.scroll_to(self.top + step)
                return True
        if keys.went_down(pyxel.KEY_HOME):
            self.scroll_to(0)
            return True
        if keys.went_down(pyxel.KEY_END):
            self.scroll_to(len(self.lines))
            return True
        return False

    def draw_self(self) -> None:
        self._wrap()
        look = self.look
        sb = self.scrollbar
        sb.total, sb.page, sb.top = len(self.lines), self.page, self.top
        x, y, w, h = self.ax, self.ay, self.w, self.h
        look.field(x, y, w, h)
        pyxel.clip(x + 2, y + 2, w - 4 - sb.w, h - 4)
        ty = y + 4
        f = look.text_font
        for indent, text, bold in self.lines[self.top:self.top + self.page]:
            tx = x + 6 + indent
            if "\t" in text:   # a list item's first line: its mark, then the text
                mark, text = text.split("\t", 1)
                if mark == "\u2022":
                    cy = ty + f.ascent // 2
                    pyxel.rect(tx + 1, cy - 1, 3, 3, look.text_col)
                    tx += 10
                else:
                    f.draw(tx, ty, mark, look.text_col)
                    tx += f.width(mark)
            (look.bold if bold else f).draw(tx, ty, text, look.text_col)
            ty += self.line_h
        pyxel.clip()
        if self.focused:
            look.focus_rect(x + 2, y + 2, w - 4 - sb.w, h - 4)


class HelpWindow(Dialog):
    """"How to Play": a large modal window showing a help file (``paths.doc_text(program)``)."""

    def __init__(self, text: str, title: str = "How to Play", w: int = 560, h: int = 380):
        super().__init__(title, w, h)
        self.view = self.add(TextView(8, 8, w - 16, h - 52, text))
        self.add_buttons(["&Close"], y=h - 35)

    def opened(self) -> None:
        self.set_focus(self.view)
