"""Whole games played by random moves, as records: what the Replay tests of the Windows programs start from."""

from __future__ import annotations

import random

from retro.history import History
from retro.record import make_record, replay

NOON = 1_764_590_400.0      # a fixed clock for the history's dates


def played_record(rules, bots, program: str, deal: int, seats, options=None, kind: str = "default"):
    """A whole game from deal ``deal`` between ``kind`` bots (``bots.make_bot``): its record."""
    state = rules.State.new(deal, options)
    rng = random.Random(deal)
    bot = bots.make_bot(kind)
    moves = []
    while not state.over:
        move = bot.choose(state.view(state.to_move), state.legal_moves(), rng)
        moves.append((state.to_move, move))
        state.apply(move)
    return make_record(program, deal, state.options, seats, moves, scores=state.scores,
                       result=f"Scores {' to '.join(map(str, state.scores))}")


def stored(store, rules, records) -> History:
    """A history in ``store`` holding ``records``, oldest first."""
    history = History(store, rules, clock=lambda: NOON)
    for record in records:
        history.add(record)
    return history


def last_turn(record, rules, person: int = 0):
    """The position of the person's last play in ``record``: (index, state)."""
    states = replay(record, rules)
    index = max(n for n, state in enumerate(states) if state.to_move == person)
    return index, states[index]


def played_on_from_a_replay(driver, app, open_list, moves: int):
    """A DOS program's replay list opened (``open_list(app)``), its newest game stepped ``moves`` plays
    in, and P (play from here): the scene that plays on."""
    from retro import headless

    open_list(app)
    headless.press(app, "RETURN")
    driver.run_until(app, lambda a: a.scene.track.complete, limit=600)
    headless.press_many(app, ["RIGHT"] * moves)
    headless.press(app, "P")
    return app.scene


def replays_at_a_games_end(app, record_key: str):
    """A DOS program at its "Another game?" after the game-over box: the record (``record_key``), R
    (the kept games), then Esc back from the list."""
    from retro import headless
    from retro.dos.replay_list import ReplayList

    headless.press_many(app, [record_key, "R"])
    assert isinstance(app.scene, ReplayList)
    headless.press(app, "ESCAPE")


def tap_a_footer_key(app, key: str) -> None:
    """A tap (a click) on ``key``'s words in the footer of the box over a DOS program ("R replays
    your games"): what a phone, which has no keys, does."""
    from retro import headless
    from retro.dos.screen import TextScreen
    from retro.dos.widgets import footer_spots

    row, start, text = app.modal.footer_at
    first, end, _ = next(spot for spot in footer_spots(text, start) if spot[2] == key)
    headless.click(app, *TextScreen.cell_center((first + end) // 2, row))
