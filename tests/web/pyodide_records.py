"""Numbered deals, game records and the history under Pyodide: the same script runs under CPython to compare.

Prints (or returns from ``main``) the first deals of the stored deal numbers
and, per game, a seeded game written as a record, read back, shortened,
kept in a history and replayed from it: the final state's digest and the
record's text digest. Stdlib and the pure parts of ``retro`` only.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "records"))


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def main() -> dict:
    from deal_cards import RULES, first_deals
    from retro.history import History
    from retro.record import final_state, make_record, parse, shortened, write
    from retro.store import Store

    games = {}
    store = Store(tempfile.mkdtemp())
    for program, rules in sorted(RULES.items()):
        state = rules.State.new(4242)
        rng = random.Random(4242)
        moves = []
        while not state.over:
            move = rng.choice(state.legal_moves())
            moves.append((state.to_move, move))
            state.apply(move)
        record = parse(write(make_record(program, 4242, None, [("person", "You"), ("random", "Computer")],
                                         moves, date="2026-12-01 23:40", scores=state.scores)))
        history = History(store, rules)
        history.add(record)
        (entry,) = History(store, rules).games()
        games[program] = {"final": _digest(state.to_json()),
                          "replayed": _digest(final_state(entry.record(), rules).to_json()),
                          "record": _digest(write(record)), "short": _digest(write(shortened(record, rules))),
                          "moves": len(moves), "scores": list(entry.scores)}
    return {"deals": first_deals(), "games": games, "messages": store.take_messages()}


if __name__ == "__main__":
    print(json.dumps(main(), sort_keys=True))
