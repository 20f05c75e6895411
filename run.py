"""Retro Card Classics: ``python run.py [program] [letters]`` (``--help`` for everything)."""

# Read by ``pyxel package`` (python run.py --web) for the app's description:
# title: Retro Card Classics
# desc: Four classic computer card games, 1988-2002, on the Pyxel retro engine
# version: 1.0.0
# license: MIT

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from retro.__main__ import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
