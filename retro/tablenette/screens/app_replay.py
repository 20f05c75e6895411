"""Tablenette's replays: each finished game into the history; Game > Replay... lists them and steps through one.

The window tells ``Replays.moved`` of every move (its ``TableHooks.moved``);
the finished game is written to ``tablenette.history.gz`` (``retro.history``).
The list, the stepped game and playing on are the Windows programs' own
(``retro.win.replaylog.Replays``); what is Tablenette's is the picture of
a position, the words of a move and how a game is begun from a position. A
game two people played is recorded with each seat a person by name
("seat 1: person Bob") and played on from a position by the same two.
"""

from __future__ import annotations

from retro.history import History
from retro.table.people import Seat, Seating
from retro.table.replay import HistoryLog, result_line
from retro.tablenette import coach, rules
from retro.tablenette.screens.app_coach import verdict_line
from retro.tablenette.bots import DEFAULT_BOT
from retro.tablenette.screens.app_seats import against_the_computer
from retro.tablenette.screens.app_settings import LEVEL_WORDS
from retro.tablenette.facts import play_of
from retro.tablenette.reasons import play_words
from retro.win.replay import Group
from retro.win.replaylog import Replays as WindowReplays

TITLE = "Tablenette"
NAMES = ("You", "Computer")


def computer_name(bot: str) -> str:
    """The computer's name in a replay's seats: "Computer" for the standard opponent (as every game
    recorded before the level could be chosen has it), "Computer (strong)" for the strong one, so the
    Replay list says whom each game was against."""
    return NAMES[1] if bot == DEFAULT_BOT else f"{NAMES[1]} ({LEVEL_WORDS.get(bot, bot)})"


class Picture:
    """A Tablenette position for the Replay box: the computer's hand (under its seat's name), the
    table, yours; with two people (``person``: the first seat's name), each hand under its name."""

    def __init__(self, computer: str = NAMES[1], person: str = ""):
        self.computer = computer
        self.person = person

    def rows(self, state) -> list[list[Group]]:
        return [[Group(self.computer, [(c,) for c in state.hands[1]])],
                [Group(f"Table (deck {state.stock_size})", [(c,) for c in state.table])],
                [Group(self.person or NAMES[0], [(c,) for c in state.hands[0]])]]

    def score_line(self, state) -> str:
        sides = (f"{self.person} {state.scores[0]}, {self.computer} {state.scores[1]}" if self.person
                 else f"you {state.scores[0]}, the computer {state.scores[1]}")
        line = f"Score: {sides}. Hand {state.hand_no}, deal {state.deal_no} of 4."
        return line + (" The game is over." if state.over else "")

    def move_line(self, name: str, player: int, move, before) -> str:
        return f"{name}: {play_words(play_of(before, move))}."

    def verdict_line(self, verdict, before) -> str:
        return verdict_line(verdict)


def people_of(seats) -> Seating | None:
    """The seats of a recorded game two people played (None: one against the computer)."""
    if len(seats) != 2 or any(seat.kind != "person" for seat in seats):
        return None
    names = [seat.name for seat in seats]
    if len({name.casefold() for name in names}) != 2 or not all(names):
        return None
    return Seating(tuple(Seat(True, name) for name in names))


class Replays(WindowReplays):
    """The window's history of games: written as games end, opened from Game > Replay..."""

    title = TITLE

    def __init__(self, window):
        self.window = window
        history = History(window.app.ctx.store, rules)
        super().__init__(history, HistoryLog(history, self.seats, result_line), coach.judge_steps)

    def seats(self, game) -> list[tuple[str, str]]:
        """The record's seats: the person, and the computer by its bot, named with its level; or two
        people by their names."""
        if game.shared:
            return [("person", name) for name in game.seating.names]
        return [("person", NAMES[0]), (game.bot_name, computer_name(game.bot_name))]

    def report(self) -> None:
        self.window.app.report()

    def names(self, record) -> list[str]:
        return super().names(record) or list(NAMES)

    def picture(self, names) -> Picture:
        """The picture of the record's seats: the computer's name, or (two people's game, whose first
        seat is not "You") both names."""
        if len(names) == 2 and names[0] != NAMES[0]:
            return Picture(names[1], names[0])
        return Picture(names[1] if len(names) > 1 else NAMES[1])

    def begin(self, record, state):
        """You against the computer of the record (its level, when it is one of the menu's) from the
        position on show; two people's game played on by the same two."""
        self.window.leave_lessons()         # a lesson on the table gives way to the game
        people = people_of(record.seats)
        if people is not None:
            return self.window.begin(state, seating=people)
        kinds = [seat.kind for seat in record.seats[1:]]
        bot = kinds[0] if kinds and kinds[0] in LEVEL_WORDS else None
        return self.window.begin(state, bot=bot, seating=against_the_computer(bot or ""))

    def played_on_line(self, position: int, state) -> str:
        return f"Played on from move {position} of the replay. Hand {state.hand_no}."
