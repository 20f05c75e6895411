"""What Tommy's Pinochle keeps between sittings: the unfinished game and the record.

The game is kept in ``pinochle.game.json`` through ``retro.keep.KeptGame``:
the rules State's own text plus the few things the screen needs to come
back exactly (see ``EXTRA``), open hands' take-back marks and the game's log
among them (a file that kept its log in the old shape, ``"moves"``, is read in
today's, ``retro.table.kept.moves_as_played``). A kept file is believed only when the State
rebuilds and every extra has the right type and range; anything else is
reported in one line by the store, kept as ``.bad``, and the program starts
as if there were none. The record of games (``pinochle.record.json``) has
one line per computer player (``setting``): ``"all"`` for Tommy (every game
recorded before the player was chosen was against him), ``"expert"`` for the
strong one.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

from retro.cards import Card
from retro.keep import Kept, KeptGame, Record, checked_extras
from retro.pinochle import melds as M
from retro.pinochle.bots import BOTS, DEFAULT_BOT
from retro.pinochle.rules import State
from retro.table.kept import (SessionExtras, check_deal, check_log, check_marks, check_review, check_seed,
                              moves_as_played, unfinished)
from retro.table.people import Seating

PROGRAM = "pinochle"
SETTING = "all"      # the record's line of the games against Tommy, the default


def setting(bot: str = DEFAULT_BOT) -> str:
    """The record's line of the games against the ``bot`` computer: ``SETTING`` for Tommy, else its name."""
    return SETTING if bot == DEFAULT_BOT else bot


def setting_bot(key: str) -> str:
    """``setting``'s line back as its computer's bot."""
    return DEFAULT_BOT if key == SETTING else key


def trick_data(trick) -> list:
    """The trick as kept: [(player, Card)] -> [[player, "A♠"], ...]."""
    return [[player, str(card)] for player, card in trick]


@dataclass(frozen=True)
class ScreenExtras:
    """The game screen's part of a kept game: what it shows beside the State, to come back exactly."""

    tricks_played: int = 0
    pinned: bool = False                         # PIN-F3a: the meld table stays up
    cursor: int = 0
    trick: tuple = ()                            # ((player, Card), ...): the trick on the table as shown
    trick_winner: int | None = None

    def to_data(self) -> dict:
        return {"tricks_played": self.tricks_played, "pinned": self.pinned, "cursor": self.cursor,
                "trick": trick_data(self.trick),
                "trick_winner": -1 if self.trick_winner is None else self.trick_winner}

    @classmethod
    def of(cls, extra: dict) -> "ScreenExtras":
        """From a kept game's checked extras (``rebuild``'s)."""
        winner = extra["trick_winner"]
        return cls(extra["tricks_played"], extra["pinned"], extra["cursor"], tuple(extra["trick"]),
                   None if winner < 0 else winner)


# The kept extras and their defaults: the screen's, then the session's (retro.table.Session).
# Demo mode is not among them: a game left in demo mode comes back with the person's seat given back.
# "take_back": open hands' take-back marks this hand, each kept small (retro.keep.small_mark); a game
# kept before they were has none, and takes back nothing from before it was continued.
# "played", "person_played": the game's log for its record (retro.table.replay.GameLog.kept_moves); a
# game kept before records has none, and is not recorded.
# "deal": the game's deal number (retro.deals); 0 in a game kept before games had one (none shown).
# "bot": the computer's bot (retro.pinochle.bots): the game goes on at its level; a game kept before the
# level was chosen was against Tommy, and goes on against him.
# "seating": a game of two people keeps their table (``retro.table.people.Seating``: names, each one's
# coach, the teaching table); a game against the computer keeps none. "people": the session's part of
# such a game (each one's coach and review, who was at the screen).
EXTRA = {**ScreenExtras().to_data(), **asdict(SessionExtras()), "bot": DEFAULT_BOT, "seating": {}, "people": {}}
# More marks than a hand has decisions of the person's: a hand-edited file.
MOST_MARKS = 40


def kept_game(store) -> KeptGame:
    return KeptGame(store, PROGRAM)


def record(store) -> Record:
    return Record(store, PROGRAM)


def rebuild(payload: dict) -> Kept:
    """The kept payload {"state", "extra"} -> Kept; ValueError on anything odd."""
    state = unfinished(State, payload)
    out = checked_extras(moves_as_played(payload.get("extra")), EXTRA)
    if not 0 <= out["tricks_played"] <= 12:
        raise ValueError("tricks_played is out of range")
    if not 0 <= out["cursor"] < 12:
        raise ValueError("cursor is out of range")
    check_seed(out["bot_seed"])
    check_deal(out["deal"])
    if out["trick_winner"] not in (-1, 0, 1):
        raise ValueError("trick_winner is not a player")
    if out["bot"] not in BOTS:
        raise ValueError(f"no computer player {out['bot']!r}")
    out["trick"] = shown_trick(out["trick"], state)
    out["review"] = check_review(out["review"]).to_data()   # the hand's review so far
    out["take_back"] = marks(payload["state"], state, out["take_back"])
    out["played"] = check_log(out["played"], state)
    if out["seating"]:
        seating = Seating.from_data(out["seating"], 2)
        if not seating.shared:
            raise ValueError("a kept table of people has one person")
        if seating.teaching != state.options.open_hands:
            raise ValueError("the teaching table is not the game's open hands")
    elif out["people"]:
        raise ValueError("a people's part without their table")
    reviews = out["people"].get("reviews", {})
    if not isinstance(reviews, dict):
        raise ValueError("the people's reviews are not understood")
    for review in reviews.values():
        check_review(review)
    return Kept(state, out)


def marks(state_json: str, state: State, data) -> list[str]:
    """The kept take-back marks as State texts: each a State of this hand, no later than the kept one
    (a card led makes no event yet)."""
    return check_marks(state_json, state, data, MOST_MARKS,
                       lambda mark, kept: mark.hand_number == kept.hand_number)


def shown_trick(data, state: State) -> list:
    """The trick on the table as kept: [[player, "A♠"], ...] -> [(player, Card)], checked.
    A trick in progress must be the state's own; a finished one holds two cards."""
    if not isinstance(data, list) or len(data) > 2:
        raise ValueError("the shown trick is not a list of at most two cards")
    trick = []
    for item in data:
        if not (isinstance(item, list) and len(item) == 2 and item[0] in (0, 1)
                and isinstance(item[1], str)):
            raise ValueError("a shown trick card is not [player, card]")
        card = Card.parse(item[1])
        if card not in M.ID_OF:
            raise ValueError(f"{item[1]!r} is no pinochle card")
        trick.append((item[0], card))
    if state.trick and [c for _, c in trick] != list(state.trick):
        raise ValueError("the shown trick is not the trick in progress")
    if not state.trick and len(trick) == 1:
        raise ValueError("a finished trick has two cards")
    return trick


def load(store) -> Kept | None:
    """The kept game, or None (none kept, or a bad file: reported and set aside)."""
    return kept_game(store).restore(rebuild)


def outcome(winner: int | None) -> str:
    """The person's outcome for the record: player 0 is the person."""
    return {0: "won", 1: "lost"}.get(winner, "drawn")


def summary(state: State, bot: str = DEFAULT_BOT, names: tuple = ()) -> str:
    """One line about a kept game against the ``bot`` computer, for the question that offers it
    (the computer is named when it is not Tommy), or between two people (``names``)."""
    you, me = state.scores
    goal = ("a single-hand game" if state.options.single_hand
            else f"game point {state.options.game_point}")
    stage = "round one" if state.round == 1 else "round two"
    if names:
        return f"Hand {state.hand_number}, {stage}: {names[0]} {you}, {names[1]} {me} ({goal})."
    against = "" if bot == DEFAULT_BOT else f"; {'strong' if bot == 'expert' else bot} computer"
    return f"Hand {state.hand_number}, {stage}: you {you}, me {me} ({goal}{against})."


def kept_names(extra: dict) -> tuple:
    """The people's names of a kept game of two people (by seat), or () for one against the computer."""
    seating = extra.get("seating")
    return Seating.from_data(seating, 2).names if seating else ()
