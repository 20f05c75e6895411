"""The layers of docs/ARCHITECTURE.md: what each folder may import, read from the sources themselves."""

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
RETRO = ROOT / "retro"
GAMES = {"pinochle", "tablenette", "tablanet", "casino"}
# The top of the house: only these start programs or the menu.
TOP = {"__main__", "shell", "launcher", "programs", "notice", "web"}
# The Pyxel-free shared layers under the programs.
SHARED = {"table", "keep", "store", "coaching", "bot", "match", "cards", "moves", "options",
          "fishing", "browser", "paths", "lessons", "deals", "record", "replaying", "history", "hand_points", "fitting"}
KITS = {"dos", "win"}
# Beside the kits: what every Pyxel program stands on (the context, sound, palette, keys, frames without a window).
ENGINE = {"program", "audio", "palette", "keys", "headless", "web_input"}


def _in_game_room(path: Path) -> bool:
    """A module of a program's game room: the program folder's own modules (rules, bots, search,
    coach, words), not its ``screens/``."""
    rel = path.relative_to(RETRO)
    return rel.parts[0] in GAMES and len(rel.parts) == 2


def _part(path: Path) -> str:
    """The first name under retro/ (a folder or a module) that ``path`` belongs to."""
    rel = path.relative_to(RETRO).with_suffix("")
    return rel.parts[0]


def _imports(path: Path) -> set[str]:
    """The parts of retro/ (and 'pyxel') that the module at ``path`` imports, anywhere in it."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        names = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module]
            if node.module == "retro":
                names = [f"retro.{alias.name}" for alias in node.names]
        for name in names:
            bits = name.split(".")
            if bits[0] == "retro" and len(bits) > 1:
                found.add(bits[1])
            elif bits[0] == "pyxel":
                found.add("pyxel")
    return found


MODULES = sorted(p for p in RETRO.rglob("*.py") if "__pycache__" not in p.parts)


def _ids(path: Path) -> str:
    return str(path.relative_to(RETRO))


@pytest.mark.parametrize("path", MODULES, ids=_ids)
def test_no_layer_imports_one_above_it(path):
    part = _part(path)
    used = _imports(path) - {part}
    if part in GAMES:
        # a program uses the kits and the shared layers, never another program or the top
        assert not used & (GAMES | TOP), f"{_ids(path)} imports {sorted(used & (GAMES | TOP))}"
    elif part in KITS:
        # a kit hosts the game scene (table/), but never a program, the top or the other kit
        assert not used & (GAMES | TOP | (KITS - {part})), f"{_ids(path)} imports {sorted(used)}"
    elif part in SHARED:
        above = GAMES | TOP | KITS | {"pyxel"}
        assert not used & above, f"{_ids(path)} imports {sorted(used & above)}"


def test_the_table_knows_no_program_kit_or_engine():
    for path in (RETRO / "table").glob("*.py"):
        assert not _imports(path) & (GAMES | KITS | TOP | {"pyxel"}), path.name


@pytest.mark.parametrize("path", [p for p in MODULES if _in_game_room(p)], ids=_ids)
def test_a_programs_game_room_imports_no_pyxel_no_kit_and_no_table(path):
    """A program folder shows two rooms: its game (importable by a server: no Pyxel, no kit, no
    table, none of its screens) and its screens (``screens/``: the spec for the scene, painter,
    input, dialogs), which may use the kits and the table."""
    used = _imports(path)
    assert not used & (KITS | {"pyxel", "table"} | ENGINE), f"{_ids(path)} imports {sorted(used)}"
    text = path.read_text(encoding="utf-8")
    assert f"retro.{path.parent.name}.screens" not in text, f"{_ids(path)} imports its screens"


def test_every_program_folder_has_its_two_rooms():
    for game in GAMES:
        folder = RETRO / game
        assert (folder / "rules.py").exists() and (folder / "coach.py").exists()
        screens = {p.stem for p in (folder / "screens").glob("*.py")}
        assert "app" in screens and not any(p.stem.startswith(("app", "ui_")) for p in folder.glob("*.py"))


def test_every_part_of_retro_is_placed_in_a_layer():
    placed = GAMES | TOP | SHARED | KITS | ENGINE | {"__init__"}
    assert {_part(p) for p in MODULES} <= placed
