"""Every program's game runs on the one game scene (``retro.table.scene.GameScene``): no program folder
makes its own beat queue, steps the session itself, or keeps a game — the scene keeps it, at the end
of the frame. Read from the sources, so a new screen cannot slip past it."""

import ast
from pathlib import Path

import pytest

RETRO = Path(__file__).resolve().parents[2] / "retro"
PROGRAMS = ("pinochle", "tablanet", "casino", "tablenette")
# What only the game scene does: make the beat queue, let the session think, keep the game.
SCENES_OWN = {"update": "lets the session think", "keep": "keeps a game", "keep_unsaved": "keeps a game",
              "keep_soon": "keeps a game"}


def _calls(path: Path):
    """(line, what) for each call in ``path`` that only the scene may make."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        if isinstance(func, ast.Name) and func.id == "BeatQueue":
            yield node.lineno, "makes a beat queue"
        elif isinstance(func, ast.Attribute) and func.attr in SCENES_OWN:
            owner = ast.unparse(func.value)
            if owner.endswith("session") or func.attr != "update":
                yield node.lineno, f"{owner}.{func.attr}() {SCENES_OWN[func.attr]}"
        if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Attribute) \
                and func.value.attr == "keeper":
            yield node.lineno, "writes through the session's keeper"


@pytest.mark.parametrize("program", PROGRAMS)
def test_no_program_folder_runs_or_keeps_a_game_of_its_own(program):
    found = [f"{path.relative_to(RETRO)}:{line}: {what}"
             for path in sorted((RETRO / program).rglob("*.py")) for line, what in _calls(path)]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("program", PROGRAMS)
def test_every_programs_game_is_a_game_scene(program):
    """Each program's game screen names the scene it runs on."""
    text = (RETRO / program / "screens" / "app_game.py").read_text(encoding="utf-8")
    assert "GameScene(" in text or "start_scene(" in text


def test_the_persons_seat_is_one_constant():
    """``retro.table.session.PERSON`` is the person's seat everywhere: no program defines its own
    (nor a ``YOU`` beside it)."""
    found = []
    for path in sorted(RETRO.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Assign):
                targets = [t for target in node.targets
                           for t in (target.elts if isinstance(target, ast.Tuple) else [target])]
                names = [t.id for t in targets if isinstance(t, ast.Name)]
                if {"PERSON", "YOU"} & set(names):
                    found.append(f"{path.relative_to(RETRO)}:{node.lineno}")
    assert found == ["table/session.py:25"], found
