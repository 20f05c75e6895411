"""The four programs as the browser test's player visits them, and the probe into the running one."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import NamedTuple

from chromium_page import HERE, SCREEN_TIMEOUT_S


def keys_to_a_game(work: Path, program: str, letters: str, seed: int, keys=()) -> list[str]:
    """A DOS program's questions answered on the desktop: ``keys`` first, then the default
    (Enter) to each question and No to each yes/no one, until the game begins. All the keys
    pressed, to press in the page as well (the questions may change; the keys follow)."""
    from retro import headless
    from retro.audio import Audio
    from retro.program import Context
    from retro.shell import Shell
    from retro.store import Store

    shell = Shell(Context(store=Store(work / f"data-questions-{program}"), audio=Audio(muted=True),
                          seed=seed, direct=True), program, letters)
    headless.frame(shell, 30)
    keys = list(keys)
    for key in keys:
        headless.press(shell, key, after=30)
    for _ in range(15):
        if type(shell.current.scene).__name__ == "Game":
            return keys
        asked = [line for line in shell.current.screen.text().splitlines() if line.strip()][-2]
        keys.append("N" if "(Y/N)" in asked else "RETURN")
        headless.press(shell, keys[-1], after=30)
    raise AssertionError(f"{program}'s questions did not lead to a game:\n" + shell.current.screen.text())


class Player(NamedTuple):
    letters: str
    seed: int
    settle: int            # frames before the first key on the desktop (a deal's animation)
    checked: tuple         # groups of keys, the screen after each compared with the desktop's
                           # (Questions: the DOS questions answered, up to the first deal)
    start: list            # the keys after them to the person's first play
    hint: list | None      # None: Casino's HINT button, clicked
    help: list
    setting: list          # []: the New Game box's choice is the setting (Casino)
    resume: list           # the answer to "continue the unfinished game?"
    demo: list             # the computers play every seat


class Questions(NamedTuple):
    """A DOS program's questions answered up to the first deal: ``first`` given, then each default."""
    first: tuple = ()


TO_ENGLISH = ["F6"]                        # Tablanet's language key: the answer is remembered at once
DEALT = ["NONE"] * 10                      # the cut and the deal, then it is the person's turn
PLAYERS = {
    "pinochle": Player("S*", 1, 30, (Questions(),), [], ["F4"], ["F5"], ["F9"], ["Y"], ["F2"]),
    # Tablanet: English at once (F6), then asked for its language again: 2, English.
    "tablanet": Player("S*", 677, 30, (TO_ENGLISH, Questions(("2",))), [], ["F4"], ["F5"], ["F9"], ["Y"], ["F2"]),
    "casino": Player("S", 1, 30, (["TAB", "TAB", "SPACE"],), ["RETURN"], None, ["F1"], [], ["RETURN"], ["F5"]),
    "tablenette": Player("S", 7, 300, (["ALT", "h", "a"],), ["ESCAPE"], ["F3"], ["F1"], ["ALT", "o", "c"],
                         ["RETURN"], ["F5"]),
}
PLAYER_SCORE = 321                          # the record's best score, written once per program
PROBE = (HERE / "player_probe.py").read_text()


def address(program: str) -> str:
    letters, seed = PLAYERS[program][:2]
    return f"retro-cards.html?program={program}&letters={letters.replace('*', '%2A')}&seed={seed}"


def probe(visit, call: str):
    """``call`` (a function of player_probe) evaluated on the page's running program, as JSON."""
    if not visit.python("'player_probe_loaded' in globals()"):
        visit.python(PROBE + "\nplayer_probe_loaded = True\n")
    return json.loads(visit.python(f"import json; json.dumps({call})"))


def wait_probe(visit, call: str, test, timeout: float = SCREEN_TIMEOUT_S, answer: bool = True):
    """``call`` until ``test(value)`` holds; a question asked between two plays (Pinochle's meld)
    is answered by its key meanwhile. The last value."""
    deadline = time.perf_counter() + timeout
    while True:
        try:
            value = probe(visit, call)
        except Exception as err:    # the program not started yet
            value, visit.probe_error = None, str(err)[-1500:]
        if value is not None and test(value) or time.perf_counter() > deadline:
            return value
        if answer and isinstance(value, dict) and value.get("answer"):
            visit.keys([value["answer"]])
        time.sleep(0.3)
