"""Painting a Tablanet replay: the game screen with every hand open, the move and the coach in the side panel."""

from __future__ import annotations

import textwrap

from retro.dos.keybar import LegendKey, paint_key_bar
from retro.tablanet.screens.app_board import Board
from retro.tablanet.screens.app_text import code_text, move_code, name
from retro.tablanet.screens.ui_table import LEGEND_ROW, SIDE_W, View, coach_lines, paint_game

# (Russian, English)
TEXT = {
    "head": ("Повтор расклада #{deal}", "Replay of deal #{deal}"),
    "move": ("Ход {n} из {total}", "Move {n} of {total}"),
    "reading": (" (читается…)", " (reading…)"),
    "deal": ("Раздача карт.", "The deal."),
    "thinking": ("ТРЕНЕР думает об этом ходе…", "COACH: thinking about this play…"),
    "open": ("Повтор: все карты открыты.", "Replay: all hands open."),
    "play_on": ("P - играть отсюда.", "P: play on from here."),
    "keys": (("Назад", "Вперед", "По 10", "Концы", "Играть", "Список"),
             ("Back", "Forward", "Ten", "Ends", "Play from here", "List")),
}


def text(key: str, lang: str, **kw):
    value = TEXT[key][lang == "en"]
    return value.format(**kw) if kw else value


def replay_keys(lang: str) -> list[LegendKey]:
    labels = text("keys", lang)
    return [LegendKey(key, label) for key, label in zip(("←", "→", "PgUp/PgDn", "Home/End", "P", "Esc"), labels)]


def side_lines(view, lang: str) -> tuple:
    track = view.track
    lines = [(text("head", lang, deal=view.record.deal), "bright"),
             (text("move", lang, n=track.position, total=track.total)
              + ("" if track.ready else text("reading", lang)), "text")]
    made = track.move(track.position)
    if made is None:
        lines.append((text("deal", lang), "label"))
        return tuple(lines)
    player, move = made
    seats = view.record.seats
    names = tuple(seat.name for seat in seats) if sum(seat.kind == "person" for seat in seats) > 1 else None
    said = f"{name(player, track.state.players, lang, names)}: {code_text(move_code(move), lang)}"
    lines += [(line, "label") for line in textwrap.wrap(said, SIDE_W)]
    if track.persons(track.position):
        verdict = track.verdict(track.position)
        if verdict is None:
            lines.append((text("thinking", lang), "bright"))
        else:
            coach = coach_lines(verdict, lang)
            lines += [(line, "bright" if i == 0 else "label") for i, line in enumerate(coach)]
    return tuple(lines)


def message(view, lang: str) -> str:
    if view.note:
        return view.say(view.note)
    if view.track.error:
        return view.track.error
    record = view.record
    head = record.date
    if len(record.scores) >= 2:
        head = f"{head}  {view.result(record.scores)}." if head else f"{view.result(record.scores)}."
    return f"{head}  {text('play_on', lang)}" if head else text("play_on", lang)


def paint_replay(s, view, mono: bool) -> list:
    track, app = view.track, view.app
    lang = app.lang
    state = track.state
    seats = view.record.seats
    people = sum(seat.kind == "person" for seat in seats) > 1
    board = Board(state.players, names=tuple(seat.name for seat in seats) if people else None,
                  face_up=frozenset(range(state.players)))        # a replay shows every hand
    board.sync(state)
    options = state.options
    shown = View(board=board, lang=lang, ace=options.ace, bonus=options.bonus, speed=app.speed,
                 tablanet=options.tablanet, target=options.target, message=message(view, lang),
                 reason=text("open", lang),
                 side=side_lines(view, lang), open_hands=True, highlight=app.highlight)
    paint_game(s, shown, mono)
    return paint_key_bar(s, replay_keys(lang), row=LEGEND_ROW)
