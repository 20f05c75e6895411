"""Two people at Tablenette's window: a game played to its end with no hand shown between their turns
(checked in the screen's pixels), names on the score sheet, in the records and the replays, Continue
at a pass box, the Players dialog's names, take-back by consent, the teaching table."""

from __future__ import annotations

import json

import pyxel
import pytest

from retro.cards import Card
from retro.table.people import Seating
from retro.tablenette.screens.app_keep import rebuild
from retro.tablenette.rules import State
from retro.tablenette.screens.ui_dialogs import ChoiceDialog, HandEndDialog, PlayersDialog
from retro.win import MessageBox
from retro.win.cardart import SIZES, face_uv, sheet

PEOPLE = {"second": "person", "name1": "Ann", "name2": "Bob"}
# The last deal of a hand, Ann far ahead: the game ends with this hand.
LAST_DEAL = dict(hands=["5H 9C 2S", "6C 2D 7S"], table="9S 3H", scores=(300, 200), to_move=0, dealer=1)
W = 640


# --- what the screen shows ------------------------------------------------------------------------------
class Faces:
    """Each card's face as the card sheet draws it: its corner (the rank and the suit), to be looked for
    among the screen's pixels."""

    LEFT, TOP, WIDE, TALL = 2, 3, 14, 22

    def __init__(self):
        img = sheet("normal")
        self.sheet_w = img.width
        self.pixels = bytes(img.data_ptr())[: img.width * img.height]
        self.corners = {}

    def corner(self, card: Card) -> tuple[int, list[bytes]]:
        """(the row to look for first: the one with the most ink, the corner's rows)."""
        if card not in self.corners:
            u, v = face_uv(card)
            rows = [self.pixels[(v + self.TOP + r) * self.sheet_w + u + self.LEFT:][: self.WIDE]
                    for r in range(self.TALL)]
            ink = [len(row) - max(row.count(b) for b in set(row)) for row in rows]
            self.corners[card] = (ink.index(max(ink)), rows)
        return self.corners[card]

    def shown(self, screen: bytes, card: Card) -> bool:
        """Whether ``card``'s face is anywhere on ``screen``."""
        anchor, rows = self.corner(card)
        at = screen.find(rows[anchor])
        while at != -1:
            top = at - anchor * W
            if top >= 0 and at % W + self.WIDE <= W and all(
                    screen[top + r * W: top + r * W + self.WIDE] == row for r, row in enumerate(rows)):
                return True
            at = screen.find(rows[anchor], at + 1)
        return False


_faces: list[Faces] = []


def faces() -> Faces:
    """The faces, read once Pyxel has its palette (the sheet is loaded by the program's own loader)."""
    if not _faces:
        _faces.append(Faces())
    return _faces[0]


def screen() -> bytes:
    return bytes(pyxel.screen.data_ptr())


def faces_shown(app, seats=(0, 1)) -> list[str]:
    """The cards held in ``seats`` whose faces the screen shows."""
    pixels = screen()
    return [str(c) for seat in seats for c in app.game.state.hands[seat] if faces().shown(pixels, c)]


def pass_box(app) -> MessageBox | None:
    box = app.win.modal
    return box if isinstance(box, MessageBox) and box.text.startswith("Pass the mouse to") else None


class Watched:
    """Frames stepped one at a time, each checked once drawn: from a person's decision until the next
    person says they are there (the pass box closed), no card of either hand shows its face; while a
    person is at the screen, no card of the other's."""

    def __init__(self, app):
        self.app = app
        self.waiting = True                 # a people's game opens with every hand hidden
        self.moves = len(app.game.state.events)
        self.hidden_frames = 0
        self.passes = 0

    def frame(self, count: int = 1) -> None:
        app = self.app
        for _ in range(count):
            box = pass_box(app)
            app.update()
            if box is not None and pass_box(app) is None:
                self.waiting = False        # the person asked for is at the screen
                self.passes += 1
            app.draw()
            self.check()
            pyxel.flip()

    def check(self) -> None:
        game = self.app.game
        if len(game.state.events) != self.moves:
            self.moves = len(game.state.events)
            self.waiting = True             # a person's decision: every hand hidden till the next is here
        if self.waiting:
            self.hidden_frames += 1
            assert faces_shown(self.app) == [], "a hand shows between two people's turns"
            assert not any(p.face_up for seat in (0, 1) for p in game.hand_cards(seat))
        else:
            other = 1 - game.front
            assert faces_shown(self.app, (other,)) == [], "the other person's hand shows"

    def press(self, key: int) -> None:
        pyxel.set_btn(key, True)
        self.frame()
        pyxel.set_btn(key, False)
        self.frame()

    def click(self, x: int, y: int) -> None:
        pyxel.set_mouse_pos(x, y)
        self.frame()
        pyxel.set_btn(pyxel.MOUSE_BUTTON_LEFT, True)
        self.frame()
        pyxel.set_btn(pyxel.MOUSE_BUTTON_LEFT, False)
        self.frame()

    def until(self, done, limit: int = 600) -> None:
        for _ in range(limit):
            if done(self.app):
                return
            self.frame()
        raise AssertionError(f"not reached: {self.app.game.message!r}")


def ok_button(box):
    return next(w for w in box.walk() if getattr(w, "label", None) == "OK")


def people_at(tnt, **kw):
    app = tnt.app(**PEOPLE, **kw)
    app.begin(State.from_position(**LAST_DEAL))
    return app


def play_first_card(watch: Watched) -> None:
    """The person at the screen plays the first card of their hand with the number keys and Enter."""
    watch.press(pyxel.KEY_1)
    watch.press(pyxel.KEY_RETURN)
    if isinstance(watch.app.win.modal, ChoiceDialog):
        watch.press(pyxel.KEY_RETURN)


# --- the game -------------------------------------------------------------------------------------------
def test_faces_are_told_apart_by_their_corners(pyxel_session):
    corners = {tuple(faces().corner(Card.parse(f"{r}{s}"))[1]) for r in "A 2 3 4 5 6 7 8 9 10 J Q K".split()
               for s in "SHDC"}
    assert len(corners) == 52 and SIZES["normal"] == (71, 96)


def test_two_people_play_to_the_end_and_no_frame_between_their_turns_shows_a_hand(tnt):
    app = people_at(tnt)
    watch = Watched(app)
    decisions = 0
    while not app.game.state.over:
        watch.until(lambda a: pass_box(a) is not None or a.game.persons_turn or a.game.state.over)
        box = pass_box(app)
        if box is not None:
            who = app.game.sides.who(app.game.state.to_move)
            assert box.text.startswith(f"Pass the mouse to {who}.")
            if watch.passes % 2:
                watch.click(*center(ok_button(box)))      # a click (or a tap) says they are there
            else:
                watch.press(pyxel.KEY_RETURN)
            assert app.game.front == app.game.state.to_move and app.game.persons_turn
            assert faces_shown(app, (app.game.front,))       # their own hand, face up at the front
        elif not app.game.state.over:
            play_first_card(watch)
            decisions += 1
    watch.until(lambda a: isinstance(a.win.modal, HandEndDialog))
    assert decisions == 6 and watch.passes == 6 and watch.hidden_frames > 12
    sheet_box = app.win.modal
    assert sheet_box.names == ("Ann", "Bob") and sheet_box.verdict.startswith("Ann wins the game")
    rows = {row.setting: row for row in app.win.files.record.people_rows()}
    assert (rows["Ann"].won, rows["Bob"].lost) == (1, 1) and app.win.files.record.rows() == []
    assert app.win.replays.seats(app.game) == [("person", "Ann"), ("person", "Bob")]   # a replay's seats


def test_no_hand_shows_while_a_game_or_the_next_hand_is_dealt(tnt):
    app = tnt.app(**PEOPLE, speed=1)
    watch = Watched(app)
    app.win.new_game(11982)
    watch.until(lambda a: pass_box(a) is not None)
    assert watch.hidden_frames > 10 and len(app.game.state.hands[0]) == 6       # the deal was watched
    app.begin(State.from_position(**{**LAST_DEAL, "scores": (0, 0)}))          # nobody over 251: a new hand
    watch.waiting = True
    while not isinstance(app.win.modal, HandEndDialog):
        watch.until(lambda a: pass_box(a) is not None or a.game.persons_turn or isinstance(a.win.modal, HandEndDialog))
        if pass_box(app) is not None:
            watch.press(pyxel.KEY_RETURN)
        elif app.game.persons_turn:
            play_first_card(watch)
    box = app.win.modal
    assert box.verdict == "Nobody is over 251 yet. Ann deals the next hand." and box.names == ("Ann", "Bob")
    watch.press(pyxel.KEY_RETURN)
    dealt = watch.hidden_frames
    watch.until(lambda a: pass_box(a) is not None)
    assert watch.hidden_frames - dealt > 10 and app.game.state.hand_no == 2
    assert pass_box(app).text.startswith("Pass the mouse to Bob.")


def center(widget):
    return widget.ax + widget.w // 2, widget.ay + widget.h // 2


def test_a_people_game_comes_back_at_a_pass_box_with_its_seats_and_names(tnt):
    app = people_at(tnt)
    watch = Watched(app)
    for _ in range(2):
        watch.until(lambda a: pass_box(a) is not None)
        watch.press(pyxel.KEY_RETURN)
        watch.until(lambda a: a.game.persons_turn)
        play_first_card(watch)
    again = tnt.app(keep=True)               # the Players dialog now says nothing of them: the game does
    watch = Watched(again)
    watch.frame(2)
    assert again.win.modal.text == "Continue the unfinished game?"
    assert again.game.seating.names == ("Ann", "Bob") and again.game.hands_hidden
    watch.press(pyxel.KEY_Y)
    watch.until(lambda a: pass_box(a) is not None)
    assert pass_box(again).text.startswith(f"Pass the mouse to {again.game.sides.who(again.game.state.to_move)}.")
    watch.press(pyxel.KEY_RETURN)
    assert again.game.persons_turn and faces_shown(again, (again.game.front,))


def test_the_score_box_and_the_piles_name_each_person(tnt):
    app = people_at(tnt)
    shown = app.game.sides
    assert [shown.name(0), shown.name(1)] == ["Ann", "Bob"] and "Pass the mouse to Ann." in app.game.status_line()
    assert shown.does(1, "take") == "Bob takes" and shown.turn_of(0) == "Ann's turn"


# --- the Players dialog ------------------------------------------------------------------------------------
def players(tnt):
    app = tnt.app()
    box = app.win.players()
    tnt.frames(app)
    box.second.choose("person")
    return app, box


@pytest.mark.parametrize("first, second, said, name", [
    ("Ann", "", "Player 2 has no name", "Player 2"),
    ("Ann", "Bartholomew Jr", "A name has at most 12 letters", "Player 2"),
    ("Ann", "ann", "Both players are called ann", "Player 2"),
    ("Ann", "WWWWWWWWWWW", "WWWWWWWWWWW is too wide for the score box", "Player 2"),
])
def test_an_empty_long_or_repeated_name_is_said_in_one_line_and_the_default_taken(tnt, first, second, said, name):
    app, box = players(tnt)
    box.name1.set_text(first)
    box.name2.set_text(second)
    tnt.click_button(app, "OK")
    assert app.win.modal is box and box.error.label.startswith(said) and box.name2.text == name
    assert len(box.look.ui.wrap(box.error.label, box.error.w)) <= 2
    tnt.click_button(app, "OK")                              # the next OK takes the default
    assert box not in app.win.dialogs and app.game.seating.names == ("Ann", name)
    assert app.ctx.store.settings("tablenette")["name2"] == name



def test_every_name_a_player_may_keep_fits_the_score_box_and_the_pile_whole(tnt):
    from retro.tablenette.screens.ui_draw import name_room

    app, box = players(tnt)
    for name in ("Bartholomew", "Maximiliana", "Wilhelmina"):
        fits = box.look.ui.width(name) <= name_room(app.win.layout, box.look.ui)
        box.name1.set_text(name)
        box.name2.set_text("Bob")
        tnt.click_button(app, "OK")
        if fits:
            assert box not in app.win.dialogs and app.game.seating.names[0] == name
            app.win.draw()
            assert "..." not in "".join(app.game.sides.name(p) for p in (0, 1))
            box = app.win.players()
            tnt.frames(app)
        else:
            assert "too wide" in box.error.label and box.name1.text == "Player 1"


@pytest.mark.parametrize("typed, said", [("Ann\tLee", "holds a key that is not a letter"),
                                         ("Жора", "has a letter this window cannot write")])
def test_a_control_key_or_a_letter_the_window_cannot_write_is_refused(tnt, typed, said):
    app, box = players(tnt)
    box.name1.set_text(typed)
    box.name2.set_text("Bob")
    tnt.click_button(app, "OK")
    assert app.win.modal is box and said in box.error.label and box.name1.text == typed


def test_one_person_against_the_computer_stays_the_default_and_cancel_changes_nothing(tnt):
    app = tnt.app()
    game = app.game
    box = app.win.players()
    assert isinstance(box, PlayersDialog) and box.second.value == "computer" and not box.name1.enabled
    tnt.click_button(app, "Cancel")
    assert app.game is game and not game.shared and app.game.sides.name(0) == "You"


# --- take-back, demo and the teaching table -------------------------------------------------------------------
def test_a_take_back_asks_the_other_with_every_hand_face_down(tnt):
    app = people_at(tnt, open_hands=False)
    watch = Watched(app)
    for _ in range(2):                       # Ann's play, then Bob's
        watch.until(lambda a: pass_box(a) is not None)
        watch.press(pyxel.KEY_RETURN)
        watch.until(lambda a: a.game.persons_turn)
        play_first_card(watch)
    watch.until(lambda a: pass_box(a) is not None)
    watch.press(pyxel.KEY_RETURN)            # Ann is back, and wants her play back
    watch.until(lambda a: a.game.persons_turn)
    before = app.game.state.to_json()
    app.win.undo()
    watch.waiting = True
    watch.frame(2)
    assert app.win.modal.text == "Bob: Ann would like to take back their last play. Do you agree?"
    assert app.game.status_line() == "Bob: may Ann take back a play?"      # not "Pass the mouse to ..."
    watch.press(pyxel.KEY_N)
    assert app.game.state.to_json() == before and app.game.message == "Bob said no: Ann's play stands."
    watch.until(lambda a: pass_box(a) is not None)
    watch.press(pyxel.KEY_RETURN)
    app.win.undo()
    watch.waiting = True
    watch.frame()
    watch.press(pyxel.KEY_Y)
    assert app.game.message.startswith("Taken back: Ann's play again") and not app.game.session.counts
    assert app.game.state.to_move == 0 and len(app.game.state.hands[0]) == 3


def test_demo_is_refused_in_one_line_with_two_people(tnt):
    app = people_at(tnt)
    tnt.frames(app, 2)
    app.win.menubar.close()
    app.win.dialogs.clear()
    app.win.toggle_demo()
    assert not app.win.demo and app.game.message.startswith("Demo is for a game against the computer")


def test_a_teaching_table_shows_every_hand_and_asks_for_no_one(tnt):
    app = people_at(tnt, open_hands=True)
    tnt.frames(app, 3)
    assert pass_box(app) is None and app.game.persons_turn
    assert all(p.face_up for seat in (0, 1) for p in app.game.hand_cards(seat))
    assert len(faces_shown(app)) == 6


def test_each_person_switches_their_own_coach(tnt):
    app = people_at(tnt)
    watch = Watched(app)
    watch.until(lambda a: pass_box(a) is not None)
    watch.press(pyxel.KEY_RETURN)
    app.win.toggle_coach()                   # Ann's coach on
    assert app.game.session.coached == {0} and app.win.coach_on
    assert app.game.message == "The coach will say a word on each of Ann's plays."
    assert app.ctx.store.settings("tablenette")["coach"] is True


# --- the kept game ----------------------------------------------------------------------------------------
def kept_after_a_play(tnt):
    app = people_at(tnt)
    watch = Watched(app)
    watch.until(lambda a: pass_box(a) is not None)
    watch.press(pyxel.KEY_RETURN)
    play_first_card(watch)
    watch.frame()
    return json.loads(app.ctx.store.path("tablenette.game.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("seating", [
    {"version": 1, "seats": [{"person": True, "name": "Ann"}, {"person": True, "name": "ann"}]},
    {"version": 1, "seats": [{"person": True, "name": "Ann"}, {"person": False, "name": "Computer"}]},
    {"version": 1, "seats": [{"person": True, "name": "Ann"}]},
    {"version": 1, "seats": [{"person": True, "name": "Ann"}, {"person": True, "name": "B\tob"}]},
    ["Ann", "Bob"],
])
def test_kept_seats_that_are_not_two_peoples_make_the_file_damaged(tnt, seating):
    payload = kept_after_a_play(tnt)
    extra = payload["extra"]
    assert Seating.from_data(extra["seating"], 2).names == ("Ann", "Bob") and extra["people"]["at_screen"] == 0
    assert rebuild(payload).seating.names == ("Ann", "Bob")
    with pytest.raises(ValueError):
        rebuild({**payload, "extra": {**extra, "seating": seating}})
