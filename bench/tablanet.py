"""Tablanet benchmark: random hands per second and the computer players' decision times.

    python -m bench.tablanet [--quick] [--players 3]
    python -m bench.tournament tablanet expert tactician --matches 400 --jobs 1 [--players 3]
"""

from __future__ import annotations

import sys

from bench._fishing import decision_times, random_hands_per_s, report
from retro.tablanet import bots, rules


def measure(quick: bool = False, players: int = 2) -> dict:
    options = rules.Options(players=players)
    count = 60 if quick else 400
    return {
        "game": "tablanet" if players == 2 else f"tablanet ({players} players)",
        "random_hands_per_s": random_hands_per_s(rules, options, seconds=0.5 if quick else 3.0),
        "decisions": {
            name: decision_times(rules, bots, name, "tactician", options,
                                 decisions=count // (4 if name == "expert" else 1))
            for name in bots.BOTS
        },
    }


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    players = int(argv[argv.index("--players") + 1]) if "--players" in argv else 2
    print(report(measure(quick="--quick" in argv, players=players)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
