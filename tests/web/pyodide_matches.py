"""One seeded match per game with every bot taking turns: the same script runs under CPython and Pyodide.

``python tests/web/pyodide_matches.py`` prints a JSON summary (final scores,
winner, a digest of the final state and of every decision). The Pyodide test
runs this very file inside Node.js and compares the two summaries.
Stdlib only, and only the pure parts of ``retro`` (rules, bots, match).
"""

from __future__ import annotations

import hashlib
import importlib
import inspect
import json
import os
import random
import sys

GAMES = ("pinochle", "tablenette", "tablanet", "casino")
SEED = 20240610
# Small work budgets keep the search bots quick; the code path is the same.
SAMPLES = 3
# A short match where the rules allow one; the fishing games' matches (eleven deals) are
# compared over their first two deals, each with its last, exactly solved, plays.
OPTIONS = {"pinochle": {"game_point": 500}}
DECISIONS = {"tablenette": 100, "tablanet": 100}


def _make(bots_module, name: str):
    cls = bots_module.BOTS[name]
    kwargs = {"samples": SAMPLES} if "samples" in inspect.signature(cls).parameters else {}
    return bots_module.make_bot(name, **kwargs)


def rotation_class():
    from retro.bot import Bot, Thinking

    class Rotation(Bot):
        """Hands each decision to the next bot of the ladder, stepped in small slices like a frame loop."""

        name = "rotation"

        def __init__(self, bots: dict, start: int, log: list):
            self.names = list(bots)
            self.bots = bots
            self.turn = start
            self.log = log

        def choose(self, view, legal, rng):
            name = self.names[self.turn % len(self.names)]
            self.turn += 1
            thinking = Thinking(self.bots[name], view, legal, rng)
            while not thinking.step(0.0005):
                pass
            choice = thinking.result
            self.log.append(f"{name}|{choice.move}|{choice.reason}")
            return choice.move

    return Rotation


def play(game: str) -> dict:
    from retro.match import play_match

    rules = importlib.import_module(f"retro.{game}.rules")
    bots_module = importlib.import_module(f"retro.{game}.bots")
    options = rules.Options(**OPTIONS.get(game, {}))
    players = getattr(options, "players", 2)
    Rotation = rotation_class()
    log: list[str] = []
    seats = [Rotation({name: _make(bots_module, name) for name in bots_module.BOTS}, seat, log)
             for seat in range(players)]
    limit = DECISIONS.get(game)
    if limit is None:
        state = play_match(rules, seats, SEED, options)
    else:
        state = rules.State.new(SEED, options)
        bot_rng = random.Random(SEED * 7919 + 17)
        for _ in range(limit):
            player = state.to_move
            state.apply(seats[player].choose(state.view(player), state.legal_moves(), bot_rng))
    used = sorted({line.split("|", 1)[0] for line in log})
    return {
        "scores": list(state.scores),
        "winner": state.winner,
        "over": state.over,
        "decisions": len(log),
        "bots": used,
        "ladder": list(bots_module.BOTS),
        "decisions_digest": hashlib.sha256("\n".join(log).encode()).hexdigest()[:16],
        "state_digest": hashlib.sha256(state.to_json().encode()).hexdigest()[:16],
    }


def main(games=GAMES) -> dict:
    return {game: play(game) for game in games}


if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
    print(json.dumps(main(sys.argv[1:] or GAMES), sort_keys=True))
