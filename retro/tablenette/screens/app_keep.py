"""What Tablenette keeps between sittings: the unfinished game and the record of games.

The game session (``retro.table.Session``) writes the game after every
completed move (``tablenette.game.json``, through ``retro.keep.KeptGame``)
with the few things the table needs beyond the rules' state
(``KeptExtras``: the session's own under its names, a file of before's
"took_back" read as its "take_back_used") and the take-back marks of the
hand, so a continued game takes back as far as one never left (each kept
small by the session, ``retro.keep.small_mark``) and the moves so far, so a
continued game goes into the history of games as one never left (a file of
before, without them, still loads; that game is not written to the history); a
finished game is counted in ``tablenette.record.json`` (a line per level of the
computer: ``setting``) and its kept file removed. The computer's level is kept
with the game, which goes on at it (one kept before the level could be chosen
was against Sycomp's player, and goes on against it). A game two people play
keeps its seats (``retro.table.people.Seating``: their names, each one's
coach, the teaching table) and the session's part of each person; it counts
in the record once per person, under each name (``people_lines``).
``rebuild`` rebuilds everything from a kept file and raises ``ValueError`` on
anything odd, so a bad file is never half-loaded.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from retro.cards import Card
from retro.keep import KeptGame, Record
from retro.table.kept import SessionExtras, check_log, check_marks, unfinished
from retro.table.people import Seating
from retro.tablenette.bots import DEFAULT_BOT
from retro.tablenette.rules import State
from retro.tablenette.screens.app_settings import LEVELS
from retro.tablenette.screens.ui_layout import SLOTS

PROGRAM = "tablenette"
SETTING = "all"            # the record's line of the games against Sycomp's player, the default
PLAYS = ("capture", "discard")


@dataclass(frozen=True)
class KeptExtras(SessionExtras):
    """What a kept game holds beside the rules' state (the file's "extra"): the game session's extras
    (``SessionExtras``; its ``review`` and ``take_back`` this hand's, the game's log ``played`` the
    moves so far, for the history of games: ``retro.table.replay.HistoryLog.kept``) and these."""

    # where each hand's cards lay (gaps kept); a list when the file has one, checked on its own
    slots: list[list[Card | None]] | None = None
    # the computer's player (a level of app_settings.LEVELS): the game goes on at its level
    bot: str = DEFAULT_BOT
    # two people's game: its seats (``Seating.to_data``), and the session's part of each person
    # (their coach, their review, who was at the screen); empty in a game against the computer
    seating: dict = field(default_factory=dict)
    people: dict = field(default_factory=dict)

    def seats(self) -> Seating | None:
        """The kept seats of two people's game (None: one person against the computer); ValueError
        when they are not two seats with a person's name in each."""
        if not self.seating:
            return None
        seating = Seating.from_data(self.seating, 2)
        if not seating.shared:
            raise ValueError("the seats are not two people's")
        return seating


@dataclass
class Resumed:
    """A kept game, rebuilt: the state and what the table needs with it."""

    state: State
    extras: KeptExtras = field(default_factory=KeptExtras)
    seating: Seating | None = None      # two people's seats (None: the person against the computer)


def started(state: State) -> bool:
    """True once a card has been played in the match (a fresh deal is nothing to lose)."""
    return any(e.kind in PLAYS for e in state.events)


def rebuild(payload: dict) -> Resumed:
    """The kept game of ``payload`` ({"state", "extra"}); ValueError when anything is wrong."""
    state = unfinished(State, payload)
    extra = dict(payload["extra"])
    slots = _slots(state, extra.pop("slots", None))
    out = KeptExtras.checked(extra)
    if out.bot not in dict(LEVELS):
        raise ValueError(f"no computer player {out.bot!r}")
    seating = out.seats()
    people = seating.people if seating is not None else (0,)
    if out.people and seating is None:
        raise ValueError("a person's part is kept without the seats of two people")
    # the take-back marks: States of this hand, before a person's plays (each kept small,
    # ``retro.keep.small_mark``; a file of before wrote them the same way)
    marks = check_marks(payload["state"], state, out.take_back, 4 * SLOTS,
                        lambda mark, kept: _same_hand(mark, kept, people))
    return Resumed(state, replace(out, slots=slots, take_back=marks, played=check_log(out.played, state)),
                   seating)


def _same_hand(mark: State, kept: State, people=(0,)) -> bool:
    """A take-back mark of the kept game's hand, before one of a person's plays, with its cards."""
    return (mark.hand_no == kept.hand_no and mark.to_move in people and len(mark.events) < len(kept.events)
            and _cards(mark) == _cards(kept))


def _cards(state: State) -> list[str]:
    """Every card of the game, wherever it lies."""
    places = [*state.hands, state.table, state.stock, *state.taken]
    return sorted(str(card) for place in places for card in place)


def _slots(state: State, data) -> list[list[Card | None]] | None:
    """The hand slots as they were shown; they must hold exactly the cards in each hand."""
    if data is None:
        return None
    if not isinstance(data, list) or len(data) != 2:
        raise ValueError("the hand slots are not two rows")
    slots = []
    for p, row in enumerate(data):
        if not isinstance(row, list) or len(row) != SLOTS:
            raise ValueError("a row of hand slots is not six places")
        cards = [None if c is None else Card.parse(c) if isinstance(c, str) else _bad_slot() for c in row]
        held = [c for c in cards if c is not None]
        if sorted(map(str, held)) != sorted(map(str, state.hands[p])):
            raise ValueError("the hand slots do not hold the cards in hand")
        slots.append(cards)
    return slots


def _bad_slot():
    raise ValueError("a hand slot is not a card")


def fits(state: State, slots) -> bool:
    """The slots hold the state's hands (not so while a deal is still being animated)."""
    return all(sorted(str(c) for c in row if c is not None) == sorted(map(str, state.hands[p]))
               for p, row in enumerate(slots))


def setting(bot: str = DEFAULT_BOT) -> str:
    """The record's line of the games against ``bot``: ``SETTING`` for Sycomp's player (every game
    recorded before the level could be chosen was against it), else the bot's name ("expert")."""
    return SETTING if bot == DEFAULT_BOT else bot


def record_line(state: State, bot: str = DEFAULT_BOT) -> tuple[str, str | None, int]:
    """A finished game against ``bot``, its line in the record: (setting, "won"/"lost", the person's score)."""
    outcome = None if state.winner is None else "won" if state.winner == 0 else "lost"
    return setting(bot), outcome, state.scores[0]


def people_lines(state: State, names) -> list[tuple[str, str | None, int]]:
    """A finished game two people played, a line in the record for each by name: (name,
    "won"/"lost", their score); no outcome when nobody won."""
    def outcome(seat: int) -> str | None:
        return None if state.winner is None else "won" if state.winner == seat else "lost"
    return [(name, outcome(seat), state.scores[seat]) for seat, name in enumerate(names)]


class KeptFiles:
    """The kept game and the record for one data folder, as the session writes them."""

    def __init__(self, store):
        self.kept = KeptGame(store, PROGRAM)
        self.record = Record(store, PROGRAM)

    def load(self) -> Resumed | None:
        """The kept game, or None (none, or a bad file: the store says so in one line)."""
        payload = self.kept.load(rebuild)
        return rebuild(payload) if payload is not None else None

    def save(self, state_json: str, extra: dict | None = None) -> bool:
        """The session keeps the game: its extras (the take-back marks as it made them small)."""
        return self.kept.save(state_json, extra)

    def discard(self) -> None:
        self.kept.discard()

    def add(self, setting: str, outcome: str | None, score: int) -> None:
        """A finished game into the record (a game without a winner is not counted)."""
        if outcome is not None:
            self.record.add(setting, outcome, score)

    def add_person(self, name: str, outcome: str | None, score: int) -> None:
        """A person's line of a finished game two people played (one without a winner is not counted)."""
        if outcome is not None:
            self.record.add_person(name, outcome, score)
