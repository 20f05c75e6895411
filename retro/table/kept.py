"""A kept game's extras that every program checks alike: the game session's own, the deal, the game's log, the take-back marks.

Each program's kept-game module (``app_keep``) rebuilds a kept file and
raises ``ValueError`` on anything odd (``retro.keep`` then reports the file in
one line and keeps it as ``.bad``). Much of what it checks is the same in all
four: the kept State must be a game still being played (``unfinished``); the
session's own extras (``Session.standard_extra``), the deal number and the
game's log, declared once in ``SessionExtras`` for a program's kept-extras
dataclass to extend, each checked by ``check_seed``, ``check_deal``,
``check_review`` and ``check_log`` (a file that wrote a session flag under its
program's old name, ``OLD_FLAGS``, is read under the session's, ``renamed``; a
DOS program's file that kept its log in the old shape, ``"moves"``, is read in
today's, ``moves_as_played``); and open hands' take-back marks
(``check_marks``), made whole again and each a State of the kept one's hand, no
later than it. What is a program's own (its screen's extras) stays in its module.
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
# More moves than any kept game's log holds (far past any real game), and more seats than any game has.
MOST_MOVES = 20_000
MOST_SEATS = 8
# What a kept game's extras hold beside the session's own: its deal number and its log.
NOT_THE_SESSIONS = ("deal", "played", "person_played")


@dataclass(frozen=True)
class SessionExtras:
    """The game session's part of a kept game's extras, the game's deal number and its log, with the
    defaults a file written before they were kept takes. A program's kept extras extend it with their
    own fields."""

    coach: bool = False
    demo_played: bool = False           # demo played the person's seat at least once: counts for nobody
    take_back_used: bool = False        # a play was taken back: the game counts for nobody
    bot_seed: int = 0                   # the computers' decisions' seed (retro.table.session)
    review: list = field(default_factory=list)      # the hand review so far: [where, played, better, loss]
    # open hands: the States before the person's plays this hand, each kept small (retro.keep.small_mark)
    take_back: list = field(default_factory=list)
    deal: int = 0                       # the deal number (retro.deals); 0 in a game kept before there were
    # the game's log for the history of games (``retro.table.replay.GameLog.kept_moves``): each move
    # [events before, player, text] (``check_log``); a game kept before there was one has none and is
    # not written to the history when it ends
    played: list = field(default_factory=list)
    person_played: bool = False         # the person decided something in the game (the log's)
    # a people's game: who sits where (``retro.table.people.Seating.to_data``, checked against the
    # game with ``check_seating``) and each person's coach and review (the session's ``people``)
    seating: dict = field(default_factory=dict)
    people: dict = field(default_factory=dict)

    @classmethod
    def checked(cls, extra: Any):
        """A kept file's extras as ``cls`` (an old name's flag under the session's, ``renamed``): only
        its fields, each of its default's type (``retro.keep.extras_of``), the seed, the deal and the
        review in range; ValueError if not.
        The log and the take-back marks are checked against the State with ``check_log`` and
        ``check_marks``."""
        out = extras_of(cls, renamed(extra))
        check_seed(out.bot_seed)
        check_deal(out.deal)
        check_review(out.review)
        return out

    def session_part(self) -> dict:
        """The session's own fields (``Session.standard_extra``'s keys) as ``Session.restore_extra``
        takes them."""
        return {f.name: getattr(self, f.name) for f in fields(SessionExtras) if f.name not in NOT_THE_SESSIONS}


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


def moves_as_played(extra: Any) -> Any:
    """A DOS program's kept extras (Pinochle's, Tablanet's) with the game's log in the shape they kept
    it in before every program kept one (``"moves"``: [player, text] each, no events) in today's
    (``"played"``: [events before, player, text] each), read once: the next keep writes today's.

    The events before each move are not known (-1), as for every move a DOS table logs: its log
    finds a take-back by playing the moves again from the deal (``GameLog.taken_back``), not by the
    events, which cannot place every move (a card led in Pinochle makes no event). A file with no
    log, or one in today's shape, is given back as it is; one with both is refused (ValueError).
    The moves are checked as today's are (``check_log``)."""
    if not isinstance(extra, dict) or "moves" not in extra:
        return extra
    if "played" in extra:
        raise ValueError("the game's moves are kept twice")
    out = dict(extra)
    moves = out.pop("moves")
    if not isinstance(moves, list):
        raise ValueError("the game's moves are not a list of moves")
    out["played"] = [[-1, *move] if isinstance(move, list) else move for move in moves]
    return out


def check_log(played: Any, state) -> list:
    """A kept game's log (its extras' ``"played"``, ``retro.table.replay.GameLog.kept_moves``)
    checked against the kept ``state``: at most ``MOST_MOVES`` moves, each [events before, player,
    text] in the order played, its events before -1 (not known) or fewer than the State has, its
    player a seat, its text one line of a move; ValueError if odd."""
    if not isinstance(played, list) or len(played) > MOST_MOVES:
        raise ValueError("the game's moves are not a list of moves")
    last, now = -1, len(state.events)
    for item in played:
        if not (isinstance(item, list) and len(item) == 3
                and all(type(n) is int for n in item[:2]) and isinstance(item[2], str)):
            raise ValueError("a move of the game cannot be read")
        at, player, text = item
        if not (last <= at < now and 0 <= player < MOST_SEATS and 0 < len(text) <= 400 and "\n" not in text):
            raise ValueError("a move of the game cannot be read")
        last = at
    return played


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


def check_seating(data: dict, players: int):
    """A kept game's seating (``SessionExtras.seating``) as a ``Seating``, or None for a game of one
    person against the computers (nothing kept); ValueError when it does not fit the game."""
    from retro.table.people import Seating

    if not data:
        return None
    return Seating.from_data(data, players)
