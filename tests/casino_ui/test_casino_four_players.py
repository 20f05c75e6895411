"""Casino at a table of three and four (CAS-U3): the coach's words kept in view behind three computers'
answers, the table's places clear of one another, and the lesson box laid out for its own table."""

import pytest
import pyxel

from retro import headless
from retro.cards import Card
from retro.casino import coach
from retro.casino.rules import Move, Options, State
from retro.casino.screens.ui_layout import MESSAGE_PITCH, Layout, Rect
from retro.casino.screens.ui_lessons import geometry
from retro.casino.screens.ui_messages import Messages
from retro.casino.screens.ui_table import FELT_TEXT, message_lines
from retro.win import font

CLIENT = (4, 42, 632, 434)          # the window's client rectangle at 640 by 480


@pytest.fixture(autouse=True)
def fresh_coach():
    """The coach keeps each position's work; each test starts without it."""
    kept = getattr(coach, "_KEPT", None)
    if kept is not None:
        kept.clear()
    yield


def four_handed():
    return State.from_position(hands=["4H 8C 4D KD", "3C 9D 8H 9S", "2C 5D 7H 10S", "AC 6D JH QS"],
                               tableau=["4S", "JD", "QC"], options=Options(players=4))


def overlaps(a: Rect, b: Rect) -> bool:
    return a.x < b.x + b.w and b.x < a.x + a.w and a.y < b.y + b.h and b.y < a.y + a.h


# --- the coach's words and the computers' answers, at the most seats -------------------------------
def test_at_four_a_hint_and_a_verdict_both_stay_whole_after_the_computers_three_plays(casino):
    app = casino.game(four_handed(), open_hands=True, coach=True)
    game = app.window.game
    game.play(Move("put", Card.parse("KD")))
    casino.run_until(app, lambda a: casino.idle(a) and not game.session.desk.judging)
    headless.press(app, "F3")
    casino.run_until(app, casino.hinted)
    headless.frame(app, 2)
    texts = game.status
    own = max(i for i, m in enumerate(game.messages.log) if m.own_play)
    answers = [t for t in texts[own + 1:] if t.startswith("Computer")]
    assert len(answers) == 3                              # the three computers have played since
    hint = next(t for t in texts if t.startswith("Hint: "))
    verdict = next(t for t in texts if t.startswith("Coach"))

    lay = app.window.layout
    f = app.window.look.ui
    area, coach_place = message_lines(game, f)
    joined = " ".join(line.text for line in coach_place)
    assert hint in joined and verdict in joined and "…" not in joined         # both whole
    assert coach_place[-1].newest                                               # the hint, newest
    assert len(coach_place) * MESSAGE_PITCH <= lay.coach.h
    assert all(f.width(line.text) <= lay.coach.w for line in coach_place)
    # The message area holds the plays: yours on top, the last computer's answer at the bottom.
    shown = [line.text for line in area if line.first]
    assert area[0].text == texts[own] and area[0].own_play
    assert answers[-1].startswith(shown[-1])
    assert not any(line.text.startswith(("Hint", "Coach")) for line in area)
    assert len(area) * MESSAGE_PITCH <= lay.status.h


def test_at_four_the_coachs_place_is_painted_where_the_layout_has_it(casino):
    app = casino.game(four_handed(), open_hands=True, coach=True)
    game = app.window.game
    headless.press(app, "F3")
    casino.run_until(app, casino.hinted)
    headless.frame(app, 2)
    place = app.window.layout.coach
    lines = message_lines(game, app.window.look.ui)[1]
    assert lines and lines[0].text.startswith("Hint: ")
    lit = [(x, y) for y in range(place.y, place.y + MESSAGE_PITCH) for x in range(place.x, place.x + place.w)
           if pyxel.pget(x, y) == FELT_TEXT]
    assert lit, "the hint's first line is not painted at the top of the coach's place"


@pytest.mark.parametrize("players", [3, 4])
def test_the_coachs_place_lies_on_bare_felt(players):
    lay = Layout(CLIENT, players)
    place = lay.coach
    assert place is not None and place.h >= 10 * MESSAGE_PITCH and place.w >= 110
    you = lay.seats[0]
    hand = Rect(you.hand_x, you.hand_y - 2, 3 * you.step + you.card_w + 2, 100)      # with its focus frame
    labels = Rect(you.pile_label_xy[0], you.pile_label_xy[1] - 12, 100, 26)
    others = [hand, labels, you.pile, lay.status, lay.sheet, lay.hint, lay.unplayed_button]
    others += [lay.pile_rect(i, 12) for i in range(lay.spaces)]            # a pile at its longest
    others += [seat.pile for seat in lay.seats[1:]]
    for other in others:
        assert not overlaps(place, other), other
    assert Layout(CLIENT, 2).coach is None        # two-handed: the coach shares the message area


# --- every seat's last play stays in the message area ---------------------------------------------
LONG_REASON = "rather than take: taking J♠ J♦ with J♣ would likely leave more for the next player"


def test_at_four_every_seats_last_play_stays_when_the_computers_reasons_wrap(pyxel_session):
    """Three computers' reasons of two lines each and your play do not fit the area's four lines: each
    computer's play keeps its place, shortened to the play alone, and yours stays on top."""
    f = font("w98-sans")
    lay = Layout(CLIENT, 4)
    capacity = lay.status.h // MESSAGE_PITCH
    log = Messages()
    log.say("You take 2♠ with 2♥.", own_play=True)
    for k, card in ((1, "K♣"), (2, "9♦"), (3, "5♥")):
        log.say(f"Computer {k} puts {card} {LONG_REASON}.", move_line=f"Computer {k} puts {card}.")
        assert len(f.wrap(log.texts[-1], lay.status.w)) >= 2          # each wraps onto a second line
    lines = log.lines(f, lay.status.w, capacity, coach_apart=True, seats=4)
    firsts = [line.text for line in lines if line.first]
    assert firsts == ["You take 2♠ with 2♥.", "Computer 1 puts K♣.", "Computer 2 puts 9♦.",
                      "Computer 3 puts 5♥."]
    assert len(lines) <= capacity and lines[-1].newest
    # with room for one reason (three seats), the newest play keeps it whole and the older gives way
    three = Messages()
    three.log = log.log[:1] + log.log[2:]
    texts = [line.text for line in three.lines(f, lay.status.w, capacity, coach_apart=True, seats=3)]
    assert texts[:2] == ["You take 2♠ with 2♥.", "Computer 2 puts 9♦."]
    assert " ".join(texts[2:]) == f"Computer 3 puts 5♥ {LONG_REASON}."


def test_at_four_the_area_shows_each_seats_last_play_after_a_turn(casino):
    app = casino.game(four_handed(), open_hands=True)
    game = app.window.game
    game.play(Move("put", Card.parse("KD")))
    casino.run_until(app, lambda a: casino.idle(a))
    area, _ = message_lines(game, app.window.look.ui)
    firsts = [line.text for line in area if line.first]
    assert firsts[0] == "You put K♦."
    for k in (1, 2, 3):
        assert sum(text.startswith(f"Computer {k} ") for text in firsts) == 1, firsts
    assert len(area) * MESSAGE_PITCH <= app.window.layout.status.h


# --- two-handed: the coach's words come first in the four lines ------------------------------------
def test_two_handed_the_hint_and_the_verdict_are_never_pushed_out(pyxel_session):
    f = font("w98-sans")
    log = Messages()
    log.say("You put K♦.", own_play=True)
    log.say("Computer takes 4♠ with 4♥: it scores the most now and leaves the least behind it.")
    log.say("Coach: Better was 4♥ taking 4♠: about 2 points (it scores 1 point now, and the K♦ "
            "stays in your hand for the K♣ still to come).", verdict=True)
    log.say("Computer puts 7♥: it gives the least away.")
    log.say("Hint: Take the J♦ with your J♥: 1 point (the J♦), and nothing is left for the next "
            "player to take.")
    lines = log.lines(f, 300, 4)
    texts = [line.text for line in lines]
    assert len(texts) <= 4 and lines[-1].newest
    firsts = [line.text for line in lines if line.first]
    # both there, shortened by whole clauses; a line they leave goes to your own play, on top
    assert [text.split(":")[0] for text in firsts if not text.startswith("You")] == ["Coach", "Hint"]
    assert firsts[0].startswith(("You put K♦", "Coach: Better")) and "…" not in " ".join(texts)


# --- the lessons after a game of four --------------------------------------------------------------
def test_after_a_game_of_four_the_lesson_buttons_lie_beside_the_lesson_text(casino):
    app = casino.game(State.new(5, Options(players=4)))
    casino.pick(app, "Help", "Lessons...")
    headless.frame(app, 2)
    lessons = app.window.lessons
    assert lessons is not None and app.window.layout.players == 2
    box = geometry(app.window.layout)                      # as the box is painted now
    placed = [(b.ax, b.ay, b.w, b.h) for b in lessons.buttons]
    assert placed == [(r.x, r.y, r.w, r.h) for r in box.buttons]
    for x, y, w, h in placed:
        assert not overlaps(Rect(x, y, w, h), box.text)
        assert box.box.x <= x and x + w <= box.box.x + box.box.w
    assert geometry(Layout(CLIENT, 4)) == geometry(Layout(CLIENT, 2))
    lessons.close()
    assert app.window.layout.players == 4
