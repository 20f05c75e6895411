"""Tablenette benchmark: random hands per second and the computer players' decision times.

    python -m bench.tablenette [--quick]
    python -m bench.tournament tablenette expert sycomp --matches 400 --jobs 1
"""

from __future__ import annotations

import sys

from bench._fishing import decision_times, random_hands_per_s, report
from retro.tablenette import bots, rules


def measure(quick: bool = False) -> dict:
    count = 60 if quick else 400
    return {
        "game": "tablenette",
        "random_hands_per_s": random_hands_per_s(rules, seconds=0.5 if quick else 3.0),
        "decisions": {
            name: decision_times(rules, bots, name, "sycomp", decisions=count // (4 if name == "expert" else 1))
            for name in bots.BOTS
        },
    }


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    print(report(measure(quick="--quick" in argv)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
