"""Fill a data folder's history with a few finished games of the DOS programs, played by the bots, for the Replay pictures.

Run ``python tools/sample_dos_history.py pinochle DIR`` (or ``tablanet``), then
``python run.py pinochle '*' --data-dir DIR --keys R ...``. The person's seat
is played by the greedy bot against the greedy bot; the same deals, dates
and moves every time.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from retro.history import History  # noqa: E402
from retro.record import make_record  # noqa: E402
from retro.store import Store  # noqa: E402

GAMES = 14
FIRST_DATE = 1_796_000_000      # late November 2026; the games half an hour apart


def sample(program: str, root: str, games: int = GAMES) -> list:
    if program == "pinochle":
        from retro.pinochle import bots, rules
        options = rules.Options(single_hand=True)
    elif program == "tablanet":
        from retro.tablanet import bots, rules
        options = rules.Options(players=2)
    else:
        raise SystemExit(f"no replays for {program!r}: pinochle or tablanet")
    history = History(Store(root), rules)
    players = [bots.make_bot("greedy"), bots.make_bot("greedy")]
    for game in range(games):
        deal = 1000 + 37 * game
        state, rng, moves = rules.State.new(deal, options), random.Random(game), []
        while not state.over:
            player = state.to_move
            legal = state.legal_moves()
            move = players[player].choose(state.view(player), legal, rng) if len(legal) > 1 else legal[0]
            moves.append((player, move))
            state.apply(move)
        you, best = state.scores[0], max(state.scores[1:])
        result = f"Drawn, {you} all" if you == best else \
            f"You {'won' if you > best else 'lost'}, {you} to {best}"
        date = time.strftime("%Y-%m-%d %H:%M", time.gmtime(FIRST_DATE + 1800 * game))
        seats = [("person", "You"), ("greedy", "Computer")]
        history.add(make_record(program, deal, options, seats, moves, date=date, result=result,
                                scores=state.scores))
    return [entry.margin for entry in history.games()]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("program", choices=["pinochle", "tablanet"])
    parser.add_argument("folder", metavar="DIR", help="the data folder whose history gets the games")
    parser.add_argument("--count", type=int, default=GAMES, help=f"how many games (default {GAMES})")
    args = parser.parse_args(argv)
    print(sample(args.program, args.folder, args.count))


if __name__ == "__main__":
    main()
