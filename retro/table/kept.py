"""A kept game's extras that every program checks alike: the game session's own, the deal, the take-back marks.

Each program's kept-game module (``app_keep``) rebuilds a kept file and
raises ``ValueError`` on anything odd (``retro.keep`` then reports the file in
one line and keeps it as ``.bad``). Much of what it checks is the same in all
four: the kept State must be a game still being played (``unfinished``); the
session's own extras (``Session.standard_extra``) and the deal number, declared
once in ``SessionExtras`` for a program's kept-extras dataclass to extend, each
checked by ``check_seed``, ``check_deal`` and ``check_review`` (a file that
wrote a session flag under its program's old name, ``OLD_FLAGS``, is read under
the session's, ``renamed``); and open hands' take-back marks (``check_marks``),
made whole again and each a State of the kept one's hand, no later than it.
What is a program's own (its screen's extras, the shape of its game log) stays
in its module.
Pure: no Pyxel, no I/O of its own.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any, Callable

from retro.coaching import HandReview
from retro.deals import SEED_LIMIT
from retro.keep import MAX_MARKS, extras_of, whole_marks
from retro.table.session import MAX_SEED

# What rebuilding a State from a text that is not one may raise: each means the file is bad.
NOT_A_STATE = (ValueError, TypeError, KeyError, AttributeError, IndexError)
# The session's flags under the names a program's kept file gave them before it kept the session's
# names: Tablenette's and Casino's "took_back" (Casino wrote "take_back_used" beside it, the same).
OLD_FLAGS = {"took_back": "take_back_used"}


@dataclass(frozen=True)
class SessionExtras:
    """The game session's part of a kept game's extras and the game's deal number, with the defaults a
    file written before they were kept takes. A program's kept extras extend it with their own fields."""

    coach: bool = False
    demo_played: bool = False           # demo played the person's seat at least once: counts for nobody
    take_back_used: bool = False        # a play was taken back: the game counts for nobody
    bot_seed: int = 0                   # the computers' decisions' seed (retro.table.session)
    review: list = field(default_factory=list)      # the hand review so far: [where, played, better, loss]
    # open hands: the States before the person's plays this hand, each kept small (retro.keep.small_mark)
    take_back: list = field(default_factory=list)
    deal: int = 0                       # the deal number (retro.deals); 0 in a game kept before there were

    @classmethod
    def checked(cls, extra: Any):
        """A kept file's extras as ``cls`` (an old name's flag under the session's, ``renamed``): only
        its fields, each of its default's type (``retro.keep.extras_of``), the seed, the deal and the
        review in range; ValueError if not.
        The take-back marks are checked against the State with ``check_marks``."""
        out = extras_of(cls, renamed(extra))
        check_seed(out.bot_seed)
        check_deal(out.deal)
        check_review(out.review)
        return out

    def session_part(self) -> dict:
        """The session's own fields (``Session.standard_extra``'s keys) as ``Session.restore_extra``
        takes them."""
        return {f.name: getattr(self, f.name) for f in fields(SessionExtras) if f.name != "deal"}


def renamed(extra: Any) -> Any:
    """A kept file's extras with each session flag under an old name (``OLD_FLAGS``) under the
    session's instead: set when either name has it set; ValueError when either is not a bool.
    Anything else is given back as it is (``extras_of`` checks it)."""
    if not isinstance(extra, dict) or not extra.keys() & OLD_FLAGS.keys():
        return extra
    out = dict(extra)
    for old, new in OLD_FLAGS.items():
        if old in out:
            flags = {name: out.pop(name) for name in (old, new) if name in out}
            for name, flag in flags.items():
                if type(flag) is not bool:
                    raise ValueError(f"{name} is not a bool")
            out[new] = any(flags.values())
    return out


def unfinished(state_class, payload: dict):
    """The State of a kept payload ({"state", "extra"}), rebuilt with ``state_class.from_json``;
    ValueError when the game is already over (nobody is to move)."""
    state = state_class.from_json(payload["state"])
    if state.over or state.to_move is None:
        raise ValueError("the kept game is already over")
    return state


def check_seed(value: Any) -> int:
    """A kept computers' seed (``Session``'s ``bot_seed``): a whole number below ``MAX_SEED``."""
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < MAX_SEED:
        raise ValueError("bot_seed is out of range")
    return value


def check_deal(value: Any) -> int:
    """A kept deal number: one of ``retro.deals`` (a game played on from an old record: its seed),
    or 0 for none."""
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < SEED_LIMIT:
        raise ValueError("deal is not a deal number")
    return value


def check_review(data: Any) -> HandReview:
    """A kept hand review (``HandReview.to_data``'s lines) read back; ValueError if odd."""
    return HandReview.from_data(data)


def check_marks(state_json: str, state, data: Any, most: int = MAX_MARKS,
                same_hand: Callable[[Any, Any], bool] = lambda mark, state: True,
                part: str = "hand") -> list[str]:
    """The take-back marks of a kept file (its extras' ``"take_back"``) as State texts, oldest first.

    ``state`` is the kept State (``state_json`` its text), ``most`` the most marks a ``part`` (a hand,
    a round) can have: more is a hand-edited file. Each mark is made whole (``retro.keep.whole_marks``)
    and rebuilt as a State of the kept one's kind; it must be a game not over, no later than the kept
    State (no more events), and ``same_hand(mark, state)``: the program's own test that it is of
    this hand and before one of the person's decisions. ValueError on anything else.
    """
    if isinstance(data, list) and len(data) > most:
        raise ValueError(f"more take-back marks than a {part} has decisions")
    texts = whole_marks(state_json, data)
    for text in texts:
        try:
            mark = type(state).from_json(text)
        except NOT_A_STATE:
            raise ValueError("a take-back mark is not a game") from None
        if mark.over or len(mark.events) > len(state.events) or not same_hand(mark, state):
            raise ValueError(f"a take-back mark is not from this {part}")
    return texts
