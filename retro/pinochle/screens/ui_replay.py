"""Painting a Tommy's Pinochle replay: the game screen with both hands open, the move and the coach at the side."""

from __future__ import annotations

import textwrap

from retro.dos.keybar import LegendKey, paint_key_bar
from retro.fitting import fit_lines
from retro.pinochle.screens.app_beats import Board
from retro.pinochle.screens.app_table import COMPUTER, PERSON, slots
from retro.pinochle.screens.ui_table import LEGEND_ROW, PANEL_ROWS, SIDE_W, Table, paint_game

REPLAY_KEYS = [LegendKey("←", "Back"), LegendKey("→", "Forward"), LegendKey("PgUp/PgDn", "Ten"),
               LegendKey("Home/End", "Ends"), LegendKey("P", "Play from here"), LegendKey("Esc", "List")]


def shown_trick(track) -> tuple[list, int | None]:
    """The trick as the table would show it: the one in progress, or the one the move on show ended."""
    state = track.state
    if state.trick:
        return [(state.leader, card) for card in state.trick], None
    made = track.move(track.position) if track.ready else None
    if made is None or made[1].kind != "play":
        return [], None
    before = track.states[track.position - 1]
    if len(before.trick) != 1:
        return [], None
    winner = next((e.player for e in reversed(state.events[len(before.events):]) if e.kind == "trick"), None)
    return [(before.leader, before.trick[0]), (made[0], made[1].card)], winner


def side_lines(view) -> tuple:
    track, record = view.track, view.record
    said, coach = view.coach_words()
    state = track.state
    lines = [f"Replay of deal #{record.deal}",
             f"Move {track.position} of {track.total}" + ("" if track.ready else " (reading…)"),
             f"Hand {state.hand_number}, round {'one' if state.round == 1 else 'two'}", ""]
    lines += textwrap.wrap(said, SIDE_W - 2)
    if coach:
        lines += fit_lines(coach, lambda words: textwrap.wrap(words, SIDE_W - 2), PANEL_ROWS - len(lines))
    return tuple(lines)


def message(view) -> str:
    if view.note:
        return view.note
    if view.track.error:
        return view.track.error
    record = view.record
    head = "  ".join(part for part in (record.date, record.result) if part)
    return f"{head}.  P: play on from here." if head else "P: play on from here."


def paint_replay(s, view, mono: bool, names: tuple = ()) -> list:
    """The replay on the game screen; a game of two people (``names``) under their names."""
    track, app = view.track, view.app
    state = track.state
    trick, winner = shown_trick(track)
    board = Board.of(state)
    options = state.options
    table = Table(
        trump=state.trump, upcard=state.upcard, stock=state.stock_size, round=state.round,
        hand_number=state.hand_number, dealer=state.dealer, you=slots(state, PERSON),
        computer=slots(state, COMPUTER, face_up=True), trick=trick, trick_winner=winner,
        tally=board.tally, totals=tuple(state.scores), game_point=options.game_point,
        single_hand=options.single_hand, count=options.count,
        match=app.match.pair(names) if names else (app.match.you, app.match.computer),
        speed=app.speed, message=message(view), reason="" if names else "Replay: all hands open.",
        help_lines=side_lines(view), open_hands=True, highlight=app.highlight, sound=app.audio.on,
        seat_names=names)
    paint_game(s, table, mono)
    return paint_key_bar(s, REPLAY_KEYS, row=LEGEND_ROW)
