"""The Casino table's message area: whole messages, the newest at the bottom, the coach's words never pushed out.

A message is never shown from its middle nor cut inside a clause: each gets at
most ``MAX_LINES`` wrapped lines, and a longer one (a computer's reason with
open hands, say) is shortened by whole clauses (``retro.fitting``), or takes
the lines its shortest whole form needs. The area shows as many messages as
fit, the newest last.
The coach's words on the position now -- its verdicts on your last play and
the hint for your next one -- are never pushed out: in a two-handed game they
take their room in the area first (shortened by whole clauses only when they
could not fit whole; the oldest goes when even that is too long), and at a
table of three or four, where the computers' answers fill the
area, they have a place of their own (``coach_lines``). When the person's own
last play would have scrolled away behind the computers' moves, it keeps the
top place. The rest is laid out from the number of seats: each computer's
play since the person's last one (one for each other seat) keeps its place,
its reason given up for the play alone (``Message.move_line``) when the
reasons would not all fit. A take-back rolls the log back to before the play
taken back. Pure: the font is any object with ``width(text)`` and
``wrap(text, width)`` (``retro.win`` fonts).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Iterable, Optional

from retro.fitting import fit_lines, shorter

MAX_LINES = 2          # the most lines one message takes in the message area
COACH_MAX_LINES = 6    # ... and in the coach's own place, which is narrow
KEEP = 12              # messages remembered
HINT = "Hint: "        # how HINT's advice begins (a kept log says no more than its text)


@dataclass(frozen=True)
class Message:
    text: str
    own_play: bool = False     # the person's own move ("You take ...")
    verdict: bool = False      # the coach's line on one of the person's plays
    move_line: str = ""        # a computer's play: the play alone ("Computer 2 puts K♣."), its shortest form

    @property
    def computer_play(self) -> bool:
        return bool(self.move_line) and not self.own_play

    @property
    def hint(self) -> bool:
        """HINT's advice for the person's next play."""
        return self.text.startswith(HINT)

    @property
    def coach(self) -> bool:
        return self.verdict or self.hint


@dataclass(frozen=True)
class MessageLine:
    """One painted line: its text, whether it belongs to the newest message, and whether it is its
    message's first (a place that spaces its messages apart leaves room above it)."""

    text: str
    newest: bool
    own_play: bool = False
    first: bool = True


def fit(text: str, font, width: int, max_lines: int = MAX_LINES, move_line: str = "") -> list[str]:
    """``text`` wrapped to ``width``, in at most ``max_lines`` lines: shortened by whole clauses if it
    must (``retro.fitting``), else (a computer's play) its ``move_line``, the play alone."""
    return list(_fitted(text, font, width, max_lines, move_line))


# The area is painted every frame from the same few messages: each is fitted once.
@lru_cache(maxsize=256)
def _fitted(text: str, font, width: int, max_lines: int, move_line: str = "") -> tuple[str, ...]:
    if move_line:
        for form in shorter(text):
            wrapped = font.wrap(form, width)
            if len(wrapped) <= max_lines:
                return tuple(wrapped)
        wrapped = font.wrap(move_line, width)
        if len(wrapped) <= max_lines:
            return tuple(wrapped)
    return tuple(fit_lines(text, lambda words: font.wrap(words, width), max_lines))


@lru_cache(maxsize=256)
def fewest_lines(text: str, font, width: int, move_line: str = "") -> int:
    """The lines the shortest whole form of ``text`` (or its ``move_line``) takes: it can be shown in
    no fewer."""
    forms = [*shorter(text), move_line] if move_line else shorter(text)
    return min(len(font.wrap(form, width)) for form in forms)


class Messages:
    """The log behind the message area."""

    def __init__(self):
        self.log: list[Message] = []

    def say(self, text: str, own_play: bool = False, verdict: bool = False, move_line: str = "") -> None:
        self.log.append(Message(text, own_play, verdict, move_line))
        del self.log[:-KEEP]

    def back_before_own_play(self, who: str = "") -> Optional[str]:
        """Drop the person's last play and everything said since (its answers, the coach's line,
        a hint for the position after it); returns that play's text, or None when it is not in
        the log any more (then the log is cleared: nothing said of the undone plays may stay).
        ``who``: at a table of people, the last play whose line begins so (the person's name)."""
        own = self.last_own_play(who)
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

    def last_own_play(self, who: str = "") -> Optional[int]:
        for i in range(len(self.log) - 1, -1, -1):
            if self.log[i].own_play and self.log[i].text.startswith(who):
                return i
        return None

    def coach_now(self) -> list[int]:
        """The coach's words on the position now, oldest first: its verdicts said since the person's
        last play (on that play, or late on the one before) and the newest hint since it (the one
        for the play to come; a hint from before that play was about another position)."""
        own = self.last_own_play()
        since = range(0 if own is None else own + 1, len(self.log))
        verdicts = [i for i in since if self.log[i].verdict]
        hints = [i for i in since if self.log[i].hint]
        return sorted(verdicts + hints[-1:])

    def turn(self, seats: int) -> list[int]:
        """The computers' plays since the person's last play, oldest first: at most one for each other
        seat (the newest), the plays of the turn the area must show."""
        own = self.last_own_play()
        since = range(0 if own is None else own + 1, len(self.log))
        return [i for i in since if self.log[i].computer_play][-max(0, seats - 1):] if seats > 1 else []

    def _fewest(self, i: int, font, width: int) -> int:
        m = self.log[i]
        return fewest_lines(m.text, font, width, m.move_line)

    def _fit(self, i: int, font, width: int, lines: int) -> list[str]:
        m = self.log[i]
        return fit(m.text, font, width, lines, m.move_line)

    def lines(self, font, width: int, capacity: int, coach_apart: bool = False,
              seats: int = 2) -> list[MessageLine]:
        """The lines to paint, top to bottom: whole messages only, the newest at the bottom.

        The coach's words on the position now (``coach_now``) come first; with ``coach_apart`` they
        are in a place of their own (``coach_lines``), and the area holds the plays and the rest. Then
        your own last play on top, and the computers' plays of the turn (``turn``, one for each of the
        other ``seats``) together in the room left, the older given the fewer lines (a play alone at
        the least); then the newest of the rest that fit."""
        if not self.log or capacity <= 0:
            return []
        # a message takes at most MAX_LINES, or the lines its shortest whole form needs
        fitted = [self._fit(i, font, width, min(max(MAX_LINES, self._fewest(i, font, width)), capacity))
                  for i in range(len(self.log))]
        coach = [] if coach_apart else self._shared(self.coach_now(), font, width, capacity, MAX_LINES)
        for i, lines in coach:
            fitted[i] = lines
        kept = [i for i, _ in coach]
        room = capacity - sum(len(lines) for _, lines in coach)
        rest = [i for i, m in enumerate(self.log) if i not in kept and not (coach_apart and m.coach)]
        turn = [i for i in self.turn(seats) if i in rest]
        if turn:
            return self._painted(sorted(kept + self._turn_first(turn, rest, fitted, font, width, room)), fitted)
        chosen = self._newest_fitting(fitted, room, rest)
        own = self.last_own_play()
        if own is not None and own in rest and own not in chosen and len(fitted[own]) <= room:
            # your play on top, then the newest of what was said after it that fits
            after = [i for i in rest if i > own]
            chosen = [own] + self._newest_fitting(fitted, room - len(fitted[own]), after)
        return self._painted(sorted(kept + chosen), fitted)

    def _turn_first(self, turn: list[int], rest: list[int], fitted, font, width: int, room: int) -> list[int]:
        """Your last play on top (shortened by whole clauses if the turn's plays need its room), then
        the turn's plays in the room left, shortened together (``fitted`` takes their forms); then,
        each where it still fits, what was said among them (a sweep, say) and between your play and
        them; when your play is not in the log, the newest of the older lines."""
        own = self.last_own_play()
        own = own if own in rest else None
        chosen: list[int] = []
        if own is not None:
            need = sum(self._fewest(i, font, width) for i in turn)
            if len(fitted[own]) + need > room:
                fitted[own] = self._fit(own, font, width, max(self._fewest(own, font, width), room - need))
            if len(fitted[own]) <= room:
                chosen.append(own)
                room -= len(fitted[own])
        shared = self._shared(turn, font, width, room, MAX_LINES)
        for i, lines in shared:
            fitted[i] = lines
        chosen += [i for i, _ in shared]
        room -= sum(len(lines) for _, lines in shared)
        first = min((i for i, _ in shared), default=len(self.log))
        for i in reversed(rest):
            if i > first and i not in chosen and len(fitted[i]) <= room:
                chosen.append(i)
                room -= len(fitted[i])
        older = [i for i in rest if i < first and i != own and (own not in chosen or i > own)]
        return chosen + self._newest_fitting(fitted, room, older)

    def coach_lines(self, font, width: int, capacity: int) -> list[MessageLine]:
        """The coach's own place (a table of three or four): its words on the position now, each in
        up to ``COACH_MAX_LINES`` lines, the older shortened first when they would not all fit; the
        newest of them is painted as the newest."""
        if capacity <= 0:
            return []
        coach = self._shared(self.coach_now(), font, width, capacity, COACH_MAX_LINES)
        chosen = [i for i, _ in coach]
        return self._painted(chosen, dict(coach), newest=chosen[-1] if chosen else None)

    def _painted(self, chosen: Iterable[int], fitted, newest: Optional[int] = None) -> list[MessageLine]:
        """``chosen`` messages' lines; ``newest`` is the one painted as the newest (by default the
        log's last)."""
        newest = len(self.log) - 1 if newest is None else newest
        return [MessageLine(line, i == newest, self.log[i].own_play, k == 0)
                for i in chosen for k, line in enumerate(fitted[i])]

    def _shared(self, among: list[int], font, width: int, capacity: int,
                most: int) -> list[tuple[int, list[str]]]:
        """The messages ``among`` fitted into ``capacity`` lines together, each in at most ``most``:
        while they would not fit, the oldest one still longer than its shortest whole form loses a
        line (then, when even their shortest forms are too many lines, the oldest go)."""
        among = list(among)
        least = {i: self._fewest(i, font, width) for i in among}
        while among and sum(least[i] for i in among) > capacity:
            among.pop(0)
        sizes = [min(capacity, max(least[i], min(most, len(font.wrap(self.log[i].text, width))))) for i in among]
        while sum(sizes) > capacity:
            longer = next(k for k, size in enumerate(sizes) if size > least[among[k]])
            sizes[longer] -= 1
        return [(i, self._fit(i, font, width, size)) for i, size in zip(among, sizes)]

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
