"""Markdown-ish help text read into wrapped, coloured lines for the text-mode help viewer."""

from __future__ import annotations

import re
import textwrap

from retro import palette as P

DEVELOPERS_MARKER = "<!-- developers -->"   # the help viewer shows a file only up to this line
_ITEM = re.compile(r"^(\s*)([-*]|\d+\.)\s+")


def _plain(text: str) -> str:
    """Inline marks off: **bold** and `code` keep only their words."""
    text = re.sub(r"\*\*(.+?)\*\*", r"\1", text)
    text = re.sub(r"(?<![\w*])\*(\S[^*]*?)\*(?![\w*])", r"\1", text)
    return re.sub(r"`([^`]*)`", r"\1", text)


def markdown_lines(text: str, width: int) -> list[tuple[str, int]]:
    """Markdown-ish help text -> wrapped (line, colour) pairs for a text viewer.

    A paragraph's source lines are joined and wrapped as one, so it wraps
    evenly at ``width``. A list item starts with "-", "*" or "N." at the start
    of a block; a numbered line inside a running paragraph is just more of the
    paragraph (a wrapped "1988 ..." is no list item). Lines indented further
    than the text around them, fenced code and "|" tables are kept as they
    are. Everything from a line ``<!-- developers -->`` on is for developers
    and not shown; other one-line HTML comments are skipped.
    """
    out: list[tuple[str, int]] = []
    block: dict | None = None          # the paragraph or list item being gathered
    in_code = False

    def flush() -> None:
        nonlocal block
        if block is None:
            return
        words = " ".join(block["parts"])
        colour = P.LIGHT_CYAN if ("Quirk" in words or "Reading" in words) else P.WHITE
        first, rest = block["first"], " " * block["indent"]
        for segment in words.split("\n"):
            pieces = textwrap.wrap(_plain(segment.strip()), width, initial_indent=first,
                                   subsequent_indent=rest, break_on_hyphens=False) or [first]
            out.extend((piece, colour) for piece in pieces)
            first = rest
        block = None

    def blank() -> None:
        if out and out[-1][0]:
            out.append(("", P.WHITE))

    for raw in text.splitlines():
        line = raw.rstrip()
        if line.strip() == DEVELOPERS_MARKER:
            break
        if line.startswith("```"):
            flush()
            in_code = not in_code
            continue
        if in_code:
            out.append((line[:width], P.LIGHT_GREEN))
            continue
        stripped = line.strip()
        if stripped.startswith("<!--") and stripped.endswith("-->"):
            continue
        if not stripped:
            flush()
            blank()
            continue
        lead = len(line) - len(line.lstrip())
        heading = re.match(r"^(#+)\s*(.*)$", line)
        if heading:
            flush()
            blank()
            title = _plain(heading.group(2))
            out.append((title.upper() if len(heading.group(1)) <= 2 else title, P.YELLOW))
            continue
        inner = block["indent"] if block is not None else 0
        if stripped.startswith("|") or lead >= max(4, inner + 2):
            flush()
            out.append((_plain(line)[:width], P.WHITE))
            continue
        item = _ITEM.match(line)
        if item and item.group(2)[0].isdigit() and block is not None and not block["item"]:
            item = None                # a number in the middle of a paragraph
        if item:
            flush()
            marker = item.group(0)
            block = {"first": " " * len(item.group(1)) + item.group(2) + " ",
                     "indent": len(marker), "item": True, "parts": [line[len(marker):]]}
        elif block is not None:
            block["parts"].append(stripped)
        else:
            block = {"first": " " * lead, "indent": lead, "item": False, "parts": [stripped]}
        if raw.endswith("  ") and block is not None:
            block["parts"].append("\n")    # a hard line break
    flush()
    return out
