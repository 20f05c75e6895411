"""Retro Card Classics: ``python run.py [program] [letters]`` (``--help`` for everything)."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from retro.__main__ import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
