"""Each manual holds, between its key-table marks, exactly the table its program's keymap makes."""

import subprocess
import sys
from pathlib import Path

import pytest

from retro.programs import PROGRAMS
from tests.recipes.test_add_a_key import REGENERATE, manual_tables

REPO = Path(__file__).resolve().parents[2]
MANUALS = [(program.name, name) for program in PROGRAMS for name, _, _ in manual_tables(program.name)]


@pytest.mark.parametrize("program, manual", MANUALS)
def test_the_manual_on_disk_holds_the_keymaps_key_table(program, manual):
    written, made = next((w, m) for name, w, m in manual_tables(program) if name == manual)
    assert written is not None, f"original_docs/{manual} has lost its key table's marks (retro/table/keymap.py)"
    assert written == made, (f"original_docs/{manual}'s key table is not retro/{program}/screens/app_keys.py's: "
                             f"write it again with `{REGENERATE}`")


def test_the_tool_finds_every_table_written():
    done = subprocess.run([sys.executable, "tools/key_tables.py", "--check"], cwd=REPO, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
