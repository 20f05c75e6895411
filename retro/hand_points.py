"""Where a hand's points came from: each side's points split by source, and a bar's cells per part.

Pure: reads the rules' events (``.kind``, ``.player``, ``.points``) and does
no drawing; the four programs' hand-end boxes draw their pictures from it.
"""

from __future__ import annotations

from typing import Sequence

# Per game, the sources in the order a picture shows them: (name, event kinds).
SOURCES: dict[str, tuple[tuple[str, tuple[str, ...]], ...]] = {
    "pinochle": (("melds", ("meld", "deece")), ("tricks", ("trick",)), ("last", ("last_trick",))),
    "tablenette": (("cards", ("capture",)), ("tablenettes", ("tablenette",)),
                   ("last", ("last_cards",)), ("most", ("most_cards",))),
    "tablanet": (("cards", ("card_points",)), ("tablanets", ("tablanet",)), ("bonus", ("hand_bonus",))),
    "casino": (("cards", ("most_cards",)), ("spades", ("most_spades",)), ("aces", ("aces",)),
               ("two", ("two_of_spades",)), ("ten", ("ten_of_diamonds",)), ("sweeps", ("sweep",))),
}

# The event that closes a hand (a round in Casino).
HAND_END = {"pinochle": "hand_end", "tablenette": "hand_end", "tablanet": "hand_end", "casino": "round_end"}


def hands_of(game: str, events: Sequence) -> list[list]:
    """The match's events cut into finished hands (each without its closing event)."""
    end = HAND_END[game]
    hands, current = [], []
    for event in events:
        if event.kind == end:
            hands.append(current)
            current = []
        else:
            current.append(event)
    return hands


def split(game: str, events: Sequence, players: int) -> list[list[int]]:
    """Per player, the hand's points per source of ``game`` (in ``SOURCES`` order)."""
    sources = SOURCES[game]
    index = {kind: i for i, (_, kinds) in enumerate(sources) for kind in kinds}
    parts = [[0] * len(sources) for _ in range(players)]
    for event in events:
        if event.player is not None and event.points and event.kind in index:
            parts[event.player][index[event.kind]] += event.points
    return parts


def cells(values: Sequence[int], scale: int, width: int) -> list[int]:
    """How many cells of a bar ``width`` long each part takes when ``scale`` points fill it.

    Every part with points gets a cell at least, so a last trick's 10 beside 300 of melds
    still shows; the bar never runs past ``width`` (the biggest parts give way)."""
    if scale <= 0:
        return [0] * len(values)
    out = [max(1, round(v * width / scale)) if v > 0 else 0 for v in values]
    while sum(out) > width and max(out) > 1:
        out[out.index(max(out))] -= 1
    return out
