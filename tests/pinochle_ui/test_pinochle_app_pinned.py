"""PIN-F3a's pinned meld table leaves the side panel readable: the coach's verdict, the hint's reason,
where the hand stands and the keys are all on the screen, and the table stays up (F3 does nothing)."""

from retro import headless
from retro.pinochle.rules import Options, State
from retro.pinochle.screens.ui_table import (NOTES_ROW, PINNED_H, PINNED_ROW, SIDE_COL, WORDS_LINES, WORDS_ROW,
                                     pinned_columns)

TABLE = "MELD TABLE"


def _pinned_game(pin, state=None):
    app = pin.game(state or State.new(21, Options(open_hands=True)), coach=True, bots=pin.plain_bots())
    pin.run_until(app, _my_turn)
    headless.press_many(app, ["F3", "F7", "N", "F3", "RETURN"])     # the neat trick
    assert app.scene.pinned and TABLE in app.screen.text()
    return app


def _my_turn(app):
    scene = app.scene
    return scene.turn.awaiting in ("play", "meld") and scene.queue.idle and not scene.desk.judging


def _over_the_table(app) -> str:
    """The words on the rows over the pinned table, as one line of text."""
    rows = [app.screen.row_text(row)[SIDE_COL:] for row in range(WORDS_ROW, WORDS_ROW + WORDS_LINES)]
    return " ".join(" ".join(rows).split())


def test_PIN_F3a_the_coachs_verdict_is_readable_over_the_pinned_table(pin):
    app = _pinned_game(pin)
    headless.press(app, "1" if app.scene.turn.awaiting == "play" else "RETURN")
    pin.run_until(app, lambda a: _my_turn(a) and a.scene.coach_text.startswith(("Good", "Better")))
    verdict = app.scene.coach_text
    assert TABLE in app.screen.text()                              # the table stays up...
    assert f"Coach: {verdict}" in _over_the_table(app)            # ...and the verdict is read whole
    # where the hand stands and the keys, under the game's terms
    place = app.screen.row_text(NOTES_ROW)
    assert "Round one, trick " in place and "Dealer: you" in place
    assert "F4 hint.  Play: 1-9 A B C" in app.screen.row_text(NOTES_ROW + 1)
    for _ in range(2):
        headless.press(app, "F3")                                  # F3 does nothing more (the quirk)
        assert TABLE in app.screen.text() and f"Coach: {verdict}" in _over_the_table(app)


def test_PIN_F3a_the_hints_reason_is_readable_over_the_pinned_table(pin):
    app = _pinned_game(pin)
    headless.press(app, "F4")
    pin.run_until(app, lambda a: a.scene.desk.hint_work is None and a.scene.hint_text)
    assert TABLE in app.screen.text()
    assert f"Hint: {app.scene.hint_text}" in _over_the_table(app)


def test_PIN_F3a_the_round_rules_stand_over_the_pinned_table_without_a_coach(pin):
    app = pin.game(State.new(21, Options()), bots=pin.plain_bots())
    pin.run_until(app, _my_turn)
    headless.press_many(app, ["F3", "F7", "N", "F3", "RETURN"])
    assert "Round one: play any card. The first trump played wins the trick." in _over_the_table(app)
    assert "Dealer:" in app.screen.row_text(NOTES_ROW)


def test_the_pinned_table_lists_every_meld_with_its_points_and_class():
    seen = {}
    for cls, width, lines in pinned_columns("H"):
        assert len(lines) <= PINNED_H - 2
        for parts in lines:
            text = "".join(t for t, _ in parts)
            assert len(text) <= width
            if text.split() and text.split()[0].isdigit():
                seen[text.split()[1]] = (int(text.split()[0]), cls)
    assert seen == {"flush": (150, 2), "royal": (40, 2), "marriage": (20, 2), "aces": (100, 1),
                    "kings": (80, 1), "queens": (60, 1), "jacks": (40, 1), "pinochle": (40, 0),
                    "deece": (10, 0)}
    assert sum(width for _, width, _ in pinned_columns("H")) == 34     # inside the side's 36 columns


def test_the_pinned_table_shows_the_trumps_own_cards(pin):
    app = _pinned_game(pin, State.from_position(hands=["AS 9S", "10S KS"], trump="C", upcard="10C",
                                                stock="AH", leader=0, options=Options(open_hands=True)))
    table = "\n".join(app.screen.row_text(row)[SIDE_COL:] for row in range(PINNED_ROW, PINNED_ROW + PINNED_H))
    assert "trump ♣" in table and "K♣ Q♣" in table and "deece 9♣" in table and "Q♠ J♦" in table
    assert "s sequence" in table and "g group" in table and "p special" in table
