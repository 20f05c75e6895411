"""Each computer's last play of the hand stands beside its cards, in its own seat, so at three players
both computers' plays of a round (and a Tablanet by either) can be read when the person's turn comes:
the message line has room for the last one only."""

import pytest

from retro import headless
from retro.cards import Card, cards
from retro.tablanet.rules import Options, State
from retro.tablanet.screens.app_board import SeatPlay, last_plays
from retro.tablanet.screens.app_text import card_label
from retro.tablanet.screens.ui_table import CPU_ROW, MESSAGE_ROW, note_place, seat_note

# The person lays the 3♣; Computer 1's 8♠ takes 5♦ and 3♣, the whole table (a Tablanet of 16);
# Computer 2 must lay its K♦ on the empty table; then it is the person's turn again.
HANDS = ["3C 4H", "8S", "KD"]
TABLE = "5D"
SAID = {"en": (["Took 5♦ 3♣", "with the 8♠", "TABLANET! 16 pts"], ["Laid the K♦", "on the table"],
               "Computer 2 lays the K♦ on the table.", "Computer 1"),
        "ru": (["Взял 5♦ 3♣", "картой 8♠", "ТАБЛАНЕТ! 16 очков"], ["Положил К♦ на стол"],
               "Компьютер 2 кладет К♦ на стол.", "Компьютер 1")}


def _note(app, player: int) -> list[str]:
    """The rows of ``player``'s seat note, as the screen shows them."""
    col, width = note_place(player, 3)
    return [app.screen.row_text(CPU_ROW + i)[col:col + width].rstrip() for i in range(3)]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_at_three_players_both_computers_plays_and_computer_1s_tablanet_are_on_screen(tbl, lang):
    computer_1, computer_2, message, banner_name = SAID[lang]
    app = tbl.game(tbl.position(HANDS, TABLE), lang=lang)
    tbl.run_until(app, tbl.my_turn)
    tbl.press(app, "1")                                                # the 3♣ to the table
    tbl.run_until(app, lambda a: a.scene.beats.banner > 0)
    headless.frame(app)
    assert banner_name in app.screen.row_text(11)                       # the banner says whose Tablanet
    tbl.run_until(app, tbl.my_turn)
    assert [line for line in _note(app, 1) if line] == computer_1
    assert [line for line in _note(app, 2) if line] == computer_2
    assert message in app.screen.row_text(MESSAGE_ROW)


def test_the_seat_notes_come_back_from_the_hands_events():
    """A kept game, a take-back or a replay draws the table from the rules: the notes are the
    hand's last plays, a new hand starting with none."""
    state = State.from_position(hands=HANDS, table=TABLE, options=Options(players=3))
    for card in ("3C", "8S", "KD"):
        state.apply(next(m for m in state.legal_moves() if m.card == Card.parse(card)))
    plays = last_plays(state.events, 3)
    assert plays == [SeatPlay(Card.parse("3C")), SeatPlay(Card.parse("8S"), tuple(cards("5D 3C")), 16),
                     SeatPlay(Card.parse("KD"))]
    state.apply(state.legal_moves()[0])                                 # the hand's last card: a new hand
    assert last_plays(state.events, 3) == [None, None, None]


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("players", [2, 3])
def test_the_longest_seat_note_fits_its_seat_whole(players, lang):
    """Four cards taken (one equal, three adding up), two of them tens, and the biggest Tablanet (45)."""
    play = SeatPlay(Card.parse("KS"), tuple(cards("KH 10D 3C 2H")), 45)
    for player in range(1, players):
        col, width = note_place(player, players)
        assert col + width <= 80 and width >= 18
        lines = seat_note(play, lang, width)
        assert len(lines) <= 3 and all(len(line) <= width for line, _ in lines)
        text = " ".join(line for line, _ in lines)
        taken = " ".join(card_label(card, lang) for card in play.taken)
        assert taken in text and card_label(play.card, lang) in text and "45" in text
