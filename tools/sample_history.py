"""Fill a data folder's history of games with whole games the computer played, for the Replay pictures.

    python tools/sample_history.py tablenette DIR [COUNT]
    python tools/sample_history.py casino DIR [COUNT]

The person's seat is played by the program's standard computer player too;
the games are numbered deals 1, 2, ... and dated a day apart, so the
pictures come out the same every time.
"""

from __future__ import annotations

import argparse
import importlib
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from retro.history import History  # noqa: E402
from retro.record import make_record  # noqa: E402
from retro.store import Store  # noqa: E402
from retro.table.replay import result_line  # noqa: E402

SEATS = {"tablenette": [("person", "You"), ("sycomp", "Computer")],
         "casino": [("person", "Ann"), ("munter", "Computer")]}
FIRST_DAY = 1_764_590_400.0       # 2025-12-01, noon


def game(program: str, deal: int):
    rules = importlib.import_module(f"retro.{program}.rules")
    bots = importlib.import_module(f"retro.{program}.bots")
    state = rules.State.new(deal)
    bot = bots.make_bot(SEATS[program][1][0])
    rng = random.Random(deal)
    moves = []
    while not state.over:
        move = bot.choose(state.view(state.to_move), state.legal_moves(), rng)
        moves.append((state.to_move, move))
        state.apply(move)
    seats = SEATS[program]
    return rules, make_record(program, deal, state.options, seats, moves, result=result_line(state, seats),
                              scores=state.scores)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("program", choices=sorted(SEATS))
    parser.add_argument("folder", metavar="DIR", help="the data folder whose history gets the games")
    parser.add_argument("count", nargs="?", type=int, default=12, help="how many games (default 12)")
    args = parser.parse_args(argv)
    store = Store(args.folder)
    for deal in range(1, args.count + 1):
        rules, record = game(args.program, deal)
        History(store, rules, clock=lambda: FIRST_DAY + 86_400 * deal).add(record)
    return 0


if __name__ == "__main__":
    sys.exit(main())
