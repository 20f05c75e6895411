"""The four programs on the disk: names, command-line letters, and how to start each."""

from __future__ import annotations

import importlib
from dataclasses import dataclass


@dataclass(frozen=True)
class ProgramInfo:
    name: str        # command-line name
    title: str
    year: str
    system: str
    players: str
    blurb: str
    letters: str     # command-line letters the program accepts
    letter_help: str
    learning: str = ""   # where the program's lessons and replays are

    @property
    def module(self) -> str:
        return f"retro.{self.name}.screens.app"


PROGRAMS = (
    ProgramInfo("pinochle", "Tommy's Pinochle", "1988", "DOS", "1 vs computer",
                "Two-handed pinochle: melds, the deece, two rounds of tricks.",
                "SMC*", "S sound off, M mono, C colour, * skip the startup show",
                "Learning: L opens the lessons, R replays your games."),
    ProgramInfo("tablenette", "Tablenette", "1991", "Win 3.x", "1 vs computer",
                "Fishing game: take by rank and pairs, clear the table for a Tablenette.",
                "S", "S sound off", "Learning: Help > Lessons..., Game > Replay..."),
    ProgramInfo("casino", "Casino", "2002", "Win 98", "1 vs 1-3 computers",
                "Put, Take, Build, Block; first to 21 enters the Hall of Fame.",
                "S", "S sound off", "Learning: Help > Lessons..., File > Replay..."),
    ProgramInfo("tablanet", "Tablanet", "new", "DOS", "1 vs 1-2 computers",
                "A Balkan fishing game to 251, from a Russian rule sheet.",
                "SMC*RE", "S sound off, M mono, C colour, * skip the show, R Russian, E English",
                "Learning: L or F11 opens the lessons, R replays your games."),
)
BY_NAME = {p.name: p for p in PROGRAMS}


def check_letters(info: ProgramInfo, letters: str) -> str:
    """Upper-case and validate command-line letters; ValueError names the bad one."""
    text = letters.upper()
    for char in text:
        if char not in info.letters:
            allowed = " ".join(info.letters)
            raise ValueError(f"{info.name} does not know the letter {char!r} (it takes: {allowed})")
    return text


def create(name: str, ctx, letters: str = ""):
    """Start program ``name`` with ``letters``."""
    module = importlib.import_module(BY_NAME[name].module)
    return module.create(ctx, letters)
