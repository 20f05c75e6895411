"""The one refusal all four games share: IllegalMove and its structured Reason."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["IllegalMove", "Reason"]


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
