"""The Casino table's message area: whole messages, newest at the bottom, your own last play kept in view.

A message is never shown from its middle: each gets at most
``MAX_LINES`` wrapped lines, and a longer one (a computer's reason with open
hands, say) is shortened at a word boundary with an ellipsis -- its start is
always kept. The area shows as many whole messages as fit, the newest last;
when the person's own last play would have scrolled away behind the
computers' moves, it keeps the top place, and the coach's lines said after
it stay beside it. A take-back rolls the log back to before the play taken
back. Pure: the font is any object with ``width(text)`` and
``wrap(text, width)`` (``retro.win`` fonts).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

MAX_LINES = 2          # the most lines one message takes
ELLIPSIS = "\u2026"
KEEP = 12              # messages remembered


@dataclass(frozen=True)
class Message:
    text: str
    own_play: bool = False     # the person's own move ("You take ...")
    verdict: bool = False      # the coach's line on one of the person's plays


@dataclass(frozen=True)
class MessageLine:
    """One painted line: its text, and whether it belongs to the newest message."""

    text: str
    newest: bool
    own_play: bool = False


def fit(text: str, font, width: int, max_lines: int = MAX_LINES) -> list[str]:
    """``text`` wrapped to ``width``, in at most ``max_lines`` lines; cut at a word with an ellipsis."""
    lines = font.wrap(text, width)
    if len(lines) <= max_lines:
        return lines
    kept = lines[:max_lines]
    words = kept[-1].split(" ")
    while words:
        trial = " ".join(words).rstrip(",;:.- ") + ELLIPSIS
        if font.width(trial) <= width:
            kept[-1] = trial
            return kept
        words.pop()
    kept[-1] = ELLIPSIS
    return kept


class Messages:
    """The log behind the message area."""

    def __init__(self):
        self.log: list[Message] = []

    def say(self, text: str, own_play: bool = False, verdict: bool = False) -> None:
        self.log.append(Message(text, own_play, verdict))
        del self.log[:-KEEP]

    def back_before_own_play(self) -> Optional[str]:
        """Drop the person's last play and everything said since (its answers, the coach's line,
        a hint for the position after it); returns that play's text, or None when it is not in
        the log any more (then the log is cleared: nothing said of the undone plays may stay)."""
        own = self.last_own_play()
        if own is None:
            self.log.clear()
            return None
        text = self.log[own].text
        del self.log[own:]
        return text

    @property
    def texts(self) -> list[str]:
        return [m.text for m in self.log]

    def clear(self) -> None:
        self.log.clear()

    def last_own_play(self) -> Optional[int]:
        for i in range(len(self.log) - 1, -1, -1):
            if self.log[i].own_play:
                return i
        return None

    def lines(self, font, width: int, capacity: int) -> list[MessageLine]:
        """The lines to paint, top to bottom: whole messages only, the newest at the bottom."""
        if not self.log or capacity <= 0:
            return []
        fitted = [fit(m.text, font, width, min(MAX_LINES, capacity)) for m in self.log]
        own = self.last_own_play()
        chosen = self._newest_fitting(fitted, capacity, range(len(fitted)))
        if own is not None and own not in chosen:
            # your play on top, the coach's word on it beside it (it may come before the
            # computers' answers), then the newest of the rest that fit
            pinned = [own]
            room = capacity - len(fitted[own])
            for i in range(own + 1, len(fitted)):
                if self.log[i].verdict and len(fitted[i]) <= room:
                    pinned.append(i)
                    room -= len(fitted[i])
            rest = [i for i in range(own + 1, len(fitted)) if i not in pinned]
            chosen = sorted(pinned + self._newest_fitting(fitted, room, rest))
        newest = len(self.log) - 1
        return [MessageLine(line, i == newest, self.log[i].own_play) for i in chosen for line in fitted[i]]

    @staticmethod
    def _newest_fitting(fitted: list[list[str]], room: int, among) -> list[int]:
        """The newest of the messages ``among`` (in order) that fit in ``room`` lines, back to
        the first that does not."""
        chosen: list[int] = []
        for i in reversed(among):
            if len(fitted[i]) > room:
                break
            room -= len(fitted[i])
            chosen.append(i)
        return chosen[::-1]
