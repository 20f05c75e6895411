"""Numbered deals: a deal number is the seed of ``State.new``, so a number and the options give the same cards anywhere."""

from __future__ import annotations

import random
import re

__all__ = ["FIRST_DEAL", "LAST_DEAL", "fresh_deal", "read_deal", "deal_game", "check_seed"]

FIRST_DEAL = 1
LAST_DEAL = 1_000_000
# Games dealt before deal numbers were asked for used seeds up to this; their records still rebuild.
SEED_LIMIT = 2**31

_TYPED = re.compile(r"(?:deal|game|no\.?)?\s*#?\s*([0-9][0-9,. ]*)", re.IGNORECASE)


def fresh_deal(rng: random.Random) -> int:
    """A new deal number, 1 to 1,000,000, drawn from ``rng`` (the program's own generator)."""
    return rng.randint(FIRST_DEAL, LAST_DEAL)


def read_deal(text: str) -> int:
    """The deal number a person typed ("11982", "11,982", "#11982", "Deal 11982").

    Raises ValueError with a line to show the person when it is not one.
    """
    match = _TYPED.fullmatch(str(text).strip())
    digits = re.sub(r"[,. ]", "", match.group(1)) if match else ""
    if not digits.isdigit() or not FIRST_DEAL <= int(digits) <= LAST_DEAL:
        raise ValueError(f"A deal number is a whole number from {FIRST_DEAL} to {LAST_DEAL:,}.")
    return int(digits)


def check_seed(number) -> int:
    """``number`` if it can be a deal's seed (a whole number, 0 up to 2**31); else ValueError."""
    if isinstance(number, bool) or not isinstance(number, int) or not 0 <= number < SEED_LIMIT:
        raise ValueError(f"{number!r} is not a deal number")
    return number


def deal_game(rules, number: int, options=None):
    """Deal ``number`` of the game whose rules module is ``rules``, under ``options`` (None: the defaults).

    The same number and options give the same cards on every machine and in
    the browser: the deal draws only from ``random.Random(number)``.
    """
    return rules.State.new(check_seed(number), options)
