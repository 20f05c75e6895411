"""What the shell gives a program (Context) and what a program gives the shell (Program)."""

from __future__ import annotations

import random
import time
from typing import Callable, Optional
from dataclasses import dataclass, field

from retro.audio import Audio
from retro.deals import fresh_deal
from retro.store import Store


@dataclass
class Context:
    """Everything a program may use from outside itself."""

    store: Store
    audio: Audio = field(default_factory=Audio)
    seed: int | None = None          # --seed: deterministic deals
    direct: bool = False              # started from the command line, not the menu
    # What is saved now is still there next time: always on a desktop; in a browser page only
    # where it keeps the files (retro.browser.files_kept). Read ``keeps`` before promising "kept".
    files_kept: bool = True
    kept_for: Optional[Callable[[str], bool]] = None    # in a page: program -> its files are kept

    def keeps(self, program: str) -> bool:
        """Whether ``program``'s games and settings outlive this run (a page keeps a program's
        files only in the tab that holds its lock)."""
        return self.files_kept and (self.kept_for is None or self.kept_for(program))

    def rng(self, salt: int = 0) -> random.Random:
        """A generator for deals or bots: from --seed when given, else from the clock."""
        if self.seed is None:
            return random.Random(time.time_ns() ^ salt)
        return random.Random(self.seed * 1_000_003 + salt)

    def new_seed(self, salt: int = 0) -> int:
        return self.rng(salt).randrange(2**31)

    def new_deal(self, salt: int = 0) -> int:
        """A deal number for a new game, 1 to 1,000,000 (``retro.deals``): from --seed when given."""
        return fresh_deal(self.rng(salt))


class Program:
    """A running program. ``update``/``draw`` are called once per frame by the shell.

    Set ``done`` when the person leaves: the shell shows the launcher menu
    again, or quits when the program was started from the command line (except
    in the browser, where the menu comes back).
    Each ``retro/<game>/app.py`` offers ``create(ctx, letters) -> Program``.
    """

    title = "program"
    done = False

    def update(self) -> None:
        pass

    def draw(self) -> None:
        pass
