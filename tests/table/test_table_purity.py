"""retro/table imports no Pyxel and no screen kit: it runs without a window."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MODULES = ("budget", "beats", "coach_desk", "keymap", "kept", "reports", "session", "settings",
           "scene")


def test_the_table_imports_no_pyxel_and_no_kit():
    imports = "; ".join(f"import retro.table.{name}" for name in MODULES)
    code = (f"import sys; {imports}; "
            "bad = [m for m in sys.modules if m == 'pyxel' or m.startswith(('retro.dos', 'retro.win'))]; "
            "print(bad); sys.exit(1 if bad else 0)")
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
