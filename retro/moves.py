"""The one refusal all four games share (IllegalMove and its structured Reason), and reading a move back from its text."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["IllegalMove", "Reason", "parse_move"]


@dataclass(frozen=True)
class Reason:
    """Why a move is refused, in parts a screen can phrase in its own words.

    ``rule`` is a short stable code (``"must_follow_suit"``, ``"not_in_hand"``
    ...; each game's codes are listed in docs/API.md), ``cards`` the cards the
    refusal is about (in the order the code's entry gives), ``clause`` the
    spec clause behind it when there is one, and ``text`` the rules' own
    English line (what ``str(IllegalMove)`` says).
    """

    rule: str
    text: str
    cards: tuple = ()
    clause: str = ""

    def __str__(self) -> str:
        return self.text


class IllegalMove(ValueError):
    """A move the rules do not allow here. ``str(err)`` says why; ``err.reason`` says it in parts.

    Raise it with the readable text and, as keywords, the rule code, the cards
    and the clause; or with a ready ``Reason``.
    """

    def __init__(self, text="", rule: str = "illegal", cards=(), clause: str = ""):
        if isinstance(text, Reason):
            reason = text
        else:
            reason = Reason(rule, str(text), tuple(cards), clause)
        super().__init__(reason.text)
        self.reason = reason

    @property
    def rule(self) -> str:
        return self.reason.rule

    @property
    def cards(self) -> tuple:
        return self.reason.cards


def parse_move(text: str, state):
    """The legal move of ``state`` that ``str(move)`` prints as ``text`` (each game's ``Move.parse``).

    Raises IllegalMove (``"match_over"`` once the match has ended, else
    ``"not_a_move"``) when no legal move reads so. Every game prints each of
    its legal moves differently (tests/contract checks it), so at most one fits.
    """
    wanted = str(text).strip()
    if state.over:
        raise IllegalMove("the match is over", "match_over")
    for move in state.legal_moves():
        if str(move) == wanted:
            return move
    raise IllegalMove(f"{wanted!r} is not a move the player to move can make here", "not_a_move")
